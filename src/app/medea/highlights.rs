//! Marks on Medea's board: the selected piece and where it may go (or, while a capture's path
//! is chosen, its next landing squares), the pieces that must capture, the hint, the last
//! move (once its animation is over) and the keyboard cursor.

use bevy::prelude::*;

use super::assets::MedeaAssets;
use super::clicks::MedeaSelection;
use super::layout::{self, CHAKRA_THICKNESS, MAN_HEIGHT};
use crate::app::GameSystems;
use crate::app::input::Cursor;
use crate::app::scene::{OnBoard, SceneAssets, board_shown};
use crate::app::session::Animating;
use crate::app::session::{GameBoard, Hint, Match, Suggestion};
use crate::medea::Square;

/// A mark, drawn again whenever what it shows changes.
#[derive(Component, Clone, Copy, Debug)]
#[require(OnBoard(GameBoard::Medea))]
struct Mark;

/// How a mark is drawn: a ring around the square, or a dot on it.
enum Shape {
    Ring,
    Dot,
}

/// A mark's pose on `square`: just above whatever lies there (a piece, a chakra, the square).
fn pose(square: Square, height: f32, shape: &Shape) -> Transform {
    let scale = match shape {
        Shape::Ring => 0.5,
        Shape::Dot => 1.3,
    };
    Transform::from_translation(layout::centre(square) + Vec3::Y * (height + 0.01))
        .with_scale(Vec3::splat(scale))
}

#[allow(clippy::too_many_arguments)]
fn draw(
    game_match: Res<Match>,
    selection: Res<MedeaSelection>,
    hint: Res<Hint>,
    cursor: Res<Cursor>,
    animating: Res<Animating>,
    scene: Res<SceneAssets>,
    assets: Res<MedeaAssets>,
    marks: Query<Entity, With<Mark>>,
    mut commands: Commands,
) {
    for mark in &marks {
        commands.entity(mark).despawn();
    }
    let Some(game) = game_match.game.medea() else {
        return;
    };
    let position = game.position();
    // Heights: on a piece (or a king), on a chakra, or on the square.
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
    let mut marks: Vec<(Square, Shape, Handle<StandardMaterial>)> = Vec::new();
    if let Some(from) = selection.from {
        marks.push((from, Shape::Ring, scene.hover.clone()));
        for target in selection.targets(position) {
            marks.push((target, Shape::Dot, scene.landing.clone()));
        }
    } else if game_match.awaits_human() && !animating.0 {
        for square in position.capturing_pieces() {
            marks.push((square, Shape::Ring, assets.must_capture.clone()));
        }
    }
    if let Some(Suggestion::Medea(mv)) = &hint.suggestion {
        marks.push((mv.from(), Shape::Ring, scene.hint.clone()));
        marks.push((mv.end(), Shape::Dot, scene.hint.clone()));
    }
    if !animating.0
        && selection.from.is_none()
        && let Some(last) = game.moves().last()
    {
        marks.push((last.from(), Shape::Dot, scene.last_turn.clone()));
        marks.push((last.end(), Shape::Ring, scene.last_turn.clone()));
    }
    if let Some(square) = cursor.0.and_then(layout::square_at) {
        marks.push((square, Shape::Ring, scene.hover.clone()));
    }
    for (square, shape, material) in marks {
        let mesh = match shape {
            Shape::Ring => scene.ring.clone(),
            Shape::Dot => scene.dot.clone(),
        };
        commands.spawn((
            Name::new("medea mark"),
            Mark,
            Mesh3d(mesh),
            MeshMaterial3d(material),
            pose(square, top(square), &shape),
        ));
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        draw.run_if(
            board_shown(GameBoard::Medea).and_then(
                resource_changed::<Match>
                    .or_eager(resource_changed::<MedeaSelection>)
                    .or_eager(resource_changed::<Hint>)
                    .or_eager(resource_changed::<Cursor>)
                    .or_eager(resource_changed::<Animating>),
            ),
        )
        .in_set(GameSystems::Present),
    );
}
