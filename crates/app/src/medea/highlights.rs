//! Marks on Medea's board: the selected piece and where it may go (or, while a capture's path
//! is chosen, its next landing squares), the pieces that must capture, the hint, the last
//! move (once its animation is over) and the keyboard cursor.

use bevy::prelude::*;

use super::assets::MedeaAssets;
use super::clicks::MedeaSelection;
use super::layout::{CHAKRA_THICKNESS, MAN_HEIGHT};
use crate::session::Match;
use crate::squares::{MarkShape, SquareMarks, draw_square_marks, mark_pose};
use medusa_rules::medea::Square;

fn draw(
    game_match: Res<Match>,
    selection: Res<MedeaSelection>,
    assets: Res<MedeaAssets>,
    mut marks: SquareMarks<Square>,
) {
    let Some(game) = game_match.game.medea() else {
        marks.clear();
        return;
    };
    let position = game.position();
    // The marks lie just above whatever lies there: a piece (or a king), a chakra, the square.
    let top = |square: Square| {
        let chakra = if position.chakra_squares().contains(square) {
            CHAKRA_THICKNESS
        } else {
            0.0
        };
        let piece = position
            .piece_at(square)
            .map_or(0.0, |p| if p.is_king() { 2.0 } else { 1.0 } * MAN_HEIGHT);
        chakra + piece
    };
    let (hover, landing) = (marks.scene.hover.clone(), marks.scene.landing.clone());
    if let Some(from) = selection.from {
        marks.put(from, MarkShape::Ring, hover);
        for target in selection.targets(position) {
            marks.put(target, MarkShape::Dot, landing.clone());
        }
    } else if game_match.awaits_human() && !marks.animating() {
        for square in position.capturing_pieces() {
            marks.put(square, MarkShape::Ring, assets.must_capture.clone());
        }
    }
    marks.draw(
        |suggestion| suggestion.medea().map(|mv| (mv.from(), mv.end())),
        game.moves().last().map(|last| (last.from(), last.end())),
        selection.from.is_some(),
        |square, shape| mark_pose(square, shape, top(square) + 0.01, 1.3),
    );
}

pub(crate) fn plugin(app: &mut App) {
    draw_square_marks::<Square, MedeaSelection, _>(app, draw);
}
