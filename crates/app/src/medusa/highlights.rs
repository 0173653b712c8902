//! Marks on the board that show the state of the turn: the selected stone, the cells it can
//! land on and the line it would travel; stones whose group has already moved this turn; the
//! computer's hint; the keyboard cursor; and the stones of the last turn.

use bevy::prelude::*;

use super::assets::Looks;
use super::clicks::Selection;
use super::layout::BoardLayout;
use super::layout::STONE_THICKNESS;
use crate::GameSystems;
use crate::input::Cursor;
use crate::scene::OnBoard;
use crate::scene::SceneAssets;
use crate::session::Animating;
use crate::session::GameBoard;
use crate::session::Hint;
use crate::session::Match;
use medusa_rules::medusa::{Game, Point, Turn};

/// A mark drawn for the selection or the turn's state; redrawn when they change.
#[derive(Component)]
#[require(OnBoard(GameBoard::MEDUSA))]
struct TurnMark;

/// A mark on a stone of the last turn; shown when the animations are over.
#[derive(Component)]
#[require(OnBoard(GameBoard::MEDUSA))]
struct LastTurnMark;

fn top_of_stone(layout: &BoardLayout, point: Point) -> Vec3 {
    layout.point(point) + Vec3::Y * (layout.surface + STONE_THICKNESS + 0.012)
}

/// A thin beam above the stones along the line a stone travels from `from` to `to`: the unit
/// cube of `MedusaAssets::beam` stretched between the two points.
fn beam(layout: &BoardLayout, from: Point, to: Point) -> Transform {
    let lift = Vec3::Y * (layout.surface + STONE_THICKNESS + 0.25);
    let (start, end) = (layout.point(from) + lift, layout.point(to) + lift);
    let along = end - start;
    Transform {
        translation: (start + end) / 2.0,
        rotation: Quat::from_rotation_arc(Vec3::X, along.normalize_or(Vec3::X)),
        scale: Vec3::new(along.length(), BEAM_WIDTH, BEAM_WIDTH),
    }
}

/// How thick the beam of a line of travel is.
const BEAM_WIDTH: f32 = 0.07;

fn draw_turn_marks(
    game_match: Res<Match>,
    selection: Res<Selection>,
    hint: Res<Hint>,
    layout: Res<BoardLayout>,
    looks: Looks,
    marks: Query<Entity, With<TurnMark>>,
    mut commands: Commands,
) {
    for mark in &marks {
        commands.entity(mark).despawn();
    }
    let surface = Vec3::Y * (layout.surface + 0.015);
    if let Some(from) = selection.from {
        commands.spawn((
            TurnMark,
            Mesh3d(looks.scene.ring.clone()),
            MeshMaterial3d(looks.scene.hover.clone()),
            Transform::from_translation(layout.point(from) + surface),
        ));
        for &(to, _) in &selection.landings {
            commands.spawn((
                TurnMark,
                Mesh3d(looks.scene.ring.clone()),
                MeshMaterial3d(looks.scene.landing.clone()),
                Transform::from_translation(layout.point(to) + surface),
            ));
            commands.spawn((
                TurnMark,
                Mesh3d(looks.medusa.beam.clone()),
                MeshMaterial3d(looks.scene.landing.clone()),
                beam(&layout, from, to),
            ));
        }
    }
    let (placement, landings) = hint.marks();
    for point in placement.into_iter().chain(landings) {
        commands.spawn((
            TurnMark,
            Mesh3d(looks.scene.ring.clone()),
            MeshMaterial3d(looks.scene.hint.clone()),
            Transform::from_translation(layout.point(point) + surface),
        ));
    }
    if let Some(Turn::Play { moves, .. }) = hint.medusa_turn() {
        for &(from, to) in moves {
            commands.spawn((
                TurnMark,
                Mesh3d(looks.medusa.beam.clone()),
                MeshMaterial3d(looks.scene.hint.clone()),
                beam(&layout, from, to),
            ));
        }
    }
    let Some(game) = game_match.medusa() else {
        return;
    };
    let position = game.position();
    for point in position.spent() & position.board().occupied() {
        commands.spawn((
            TurnMark,
            Mesh3d(looks.scene.small_ring.clone()),
            MeshMaterial3d(looks.medusa.spent.clone()),
            Transform::from_translation(top_of_stone(&layout, point)),
        ));
    }
}

/// The ring of the keyboard cursor, above any stone so it shows on occupied points too.
#[derive(Component)]
#[require(OnBoard(GameBoard::MEDUSA))]
struct CursorMark;

fn draw_cursor(
    cursor: Res<Cursor>,
    layout: Res<BoardLayout>,
    scene: Res<SceneAssets>,
    marks: Query<Entity, With<CursorMark>>,
    mut commands: Commands,
) {
    for mark in &marks {
        commands.entity(mark).despawn();
    }
    if let Some(point) = cursor.0.and_then(|cell| layout.point_at(cell)) {
        commands.spawn((
            CursorMark,
            Mesh3d(scene.ring.clone()),
            MeshMaterial3d(scene.hover.clone()),
            Transform::from_translation(top_of_stone(&layout, point)).with_scale(Vec3::splat(1.1)),
        ));
    }
}

/// The last turn's marks show once the animations are over.
/// The points of the stones placed or moved in the last completed turn.
fn last_turn_points(game: &Game) -> Vec<Point> {
    match game.turns().last().map(|t| &t.turn) {
        Some(Turn::Play { placement, moves }) => placement
            .iter()
            .copied()
            .chain(moves.iter().map(|&(_, to)| to))
            .collect(),
        _ => Vec::new(),
    }
}

fn last_turn_visibility(animating: Animating) -> Visibility {
    if animating.0 {
        Visibility::Hidden
    } else {
        Visibility::Inherited
    }
}

fn draw_last_turn(
    game_match: Res<Match>,
    layout: Res<BoardLayout>,
    scene: Res<SceneAssets>,
    animating: Res<Animating>,
    marks: Query<Entity, With<LastTurnMark>>,
    mut commands: Commands,
) {
    for mark in &marks {
        commands.entity(mark).despawn();
    }
    let Some(game) = game_match.medusa() else {
        return;
    };
    let board = game.position().board();
    for point in last_turn_points(game) {
        if board.colour_at(point).is_some() {
            commands.spawn((
                LastTurnMark,
                Mesh3d(scene.dot.clone()),
                MeshMaterial3d(scene.last_turn.clone()),
                Transform::from_translation(top_of_stone(&layout, point)),
                last_turn_visibility(*animating),
            ));
        }
    }
}

fn show_last_turn(
    animating: Res<Animating>,
    mut marks: Query<&mut Visibility, With<LastTurnMark>>,
) {
    for mut visibility in &mut marks {
        visibility.set_if_neq(last_turn_visibility(*animating));
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            draw_turn_marks.run_if(
                resource_changed::<Match>
                    .or_eager(resource_changed::<Selection>)
                    .or_eager(resource_changed::<Hint>)
                    .or_eager(resource_changed::<BoardLayout>),
            ),
            draw_cursor
                .run_if(resource_changed::<Cursor>.or_eager(resource_changed::<BoardLayout>)),
            (
                draw_last_turn
                    .run_if(resource_changed::<Match>.or_eager(resource_changed::<BoardLayout>)),
                show_last_turn.run_if(resource_changed::<Animating>),
            )
                .chain(),
        )
            .in_set(GameSystems::Present),
    );
}
