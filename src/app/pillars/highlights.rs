//! Marks on the board of Pillars of Medusa, round the feet of the pieces: the selected piece
//! and where it may go (a dot on an empty square, an orange ring round a piece it would
//! capture), a King in check in red, the pieces of the side to move that are turned to stone,
//! the hint, the last move (once its animation is over) and the keyboard cursor.

use bevy::prelude::*;

use super::assets::PillarsAssets;
use super::clicks::PillarsSelection;
use super::layout;
use crate::app::GameSystems;
use crate::app::input::Cursor;
use crate::app::scene::{OnBoard, SceneAssets, board_shown};
use crate::app::session::Animating;
use crate::app::session::{GameBoard, Hint, Match, Suggestion};
use crate::pillars::Square;

/// A mark, drawn again whenever what it shows changes.
#[derive(Component, Clone, Copy, Debug)]
#[require(OnBoard(GameBoard::Pillars))]
struct Mark;

/// How a mark is drawn: a ring round the square's piece, or a dot on the square.
enum Shape {
    Ring,
    Dot,
}

/// A mark's pose on `square`, just above the square.
fn pose(square: Square, shape: &Shape) -> Transform {
    let scale = match shape {
        Shape::Ring => 0.5,
        Shape::Dot => 1.2,
    };
    Transform::from_translation(layout::centre(square) + Vec3::Y * 0.012)
        .with_scale(Vec3::splat(scale))
}

#[allow(clippy::too_many_arguments)]
fn draw(
    game_match: Res<Match>,
    selection: Res<PillarsSelection>,
    hint: Res<Hint>,
    cursor: Res<Cursor>,
    animating: Res<Animating>,
    scene: Res<SceneAssets>,
    assets: Res<PillarsAssets>,
    marks: Query<Entity, With<Mark>>,
    mut commands: Commands,
) {
    for mark in &marks {
        commands.entity(mark).despawn();
    }
    let Some(game) = game_match.game.pillars() else {
        return;
    };
    let position = game.position();
    let mut marks: Vec<(Square, Shape, Handle<StandardMaterial>)> = Vec::new();
    if let Some(from) = selection.from {
        marks.push((from, Shape::Ring, scene.hover.clone()));
        for target in selection.targets() {
            if position.piece_at(target).is_some() {
                marks.push((target, Shape::Ring, assets.capture.clone()));
            } else {
                marks.push((target, Shape::Dot, scene.landing.clone()));
            }
        }
    }
    if !animating.0 {
        if position.is_check()
            && let Some(king) = position.king(position.to_move())
        {
            marks.push((king, Shape::Ring, assets.check.clone()));
        }
        if game_match.awaits_human() && selection.from.is_none() {
            for square in position.frozen_of(position.to_move()).squares() {
                marks.push((square, Shape::Ring, assets.frost.clone()));
            }
        }
    }
    if let Some(Suggestion::Pillars(mv)) = &hint.suggestion {
        marks.push((mv.from, Shape::Ring, scene.hint.clone()));
        marks.push((mv.to, Shape::Dot, scene.hint.clone()));
    }
    if !animating.0
        && selection.from.is_none()
        && let Some(last) = game.moves().last()
    {
        marks.push((last.from, Shape::Dot, scene.last_turn.clone()));
        marks.push((last.to, Shape::Ring, scene.last_turn.clone()));
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
            Name::new("pillars mark"),
            Mark,
            Mesh3d(mesh),
            MeshMaterial3d(material),
            pose(square, &shape),
        ));
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        draw.run_if(
            board_shown(GameBoard::Pillars).and_then(
                resource_changed::<Match>
                    .or_eager(resource_changed::<PillarsSelection>)
                    .or_eager(resource_changed::<Hint>)
                    .or_eager(resource_changed::<Cursor>)
                    .or_eager(resource_changed::<Animating>),
            ),
        )
        .in_set(GameSystems::Present),
    );
}
