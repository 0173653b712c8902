//! Marks on the board of Pillars of Medusa, round the feet of the pieces: the selected piece
//! and where it may go (a dot on an empty square, an orange ring round a piece it would
//! capture), a King in check in red, the pieces of the side to move that are turned to stone,
//! the hint, the last move (once its animation is over) and the keyboard cursor.

use bevy::prelude::*;

use super::assets::PillarsAssets;
use super::clicks::PillarsSelection;
use crate::session::Match;
use crate::squares::{MarkShape, SquareMarks, draw_square_marks, mark_pose};
use medusa_rules::pillars::Square;

fn draw(
    game_match: Res<Match>,
    selection: Res<PillarsSelection>,
    assets: Res<PillarsAssets>,
    mut marks: SquareMarks<Square>,
) {
    let Some(game) = game_match.game.pillars() else {
        marks.clear();
        return;
    };
    let position = game.position();
    let (hover, landing) = (marks.scene.hover.clone(), marks.scene.landing.clone());
    if let Some(from) = selection.from {
        marks.put(from, MarkShape::Ring, hover);
        for target in selection.targets() {
            if position.piece_at(target).is_some() {
                marks.put(target, MarkShape::Ring, assets.capture.clone());
            } else {
                marks.put(target, MarkShape::Dot, landing.clone());
            }
        }
    }
    if !marks.animating() {
        if position.is_check()
            && let Some(king) = position.king(position.to_move())
        {
            marks.put(king, MarkShape::Ring, assets.check.clone());
        }
        if game_match.awaits_human() && selection.from.is_none() {
            for square in position.frozen_of(position.to_move()).squares() {
                marks.put(square, MarkShape::Ring, assets.frost.clone());
            }
        }
    }
    marks.draw(
        |suggestion| suggestion.pillars().map(|mv| (mv.from, mv.to)),
        game.moves().last().map(|last| (last.from, last.to)),
        selection.from.is_some(),
        // Just above the square.
        |square, shape| mark_pose(square, shape, 0.012, 1.2),
    );
}

pub(crate) fn plugin(app: &mut App) {
    draw_square_marks::<Square, PillarsSelection, _>(app, draw);
}
