//! The lesson's hint on the board: a wide glowing ring round the cell or square to use, on any
//! board, sized to the board's cells: from under the edge of a piece standing there to past
//! the cell's own edge, so that it shows round a piece as on an empty cell.

use bevy::prelude::*;

use super::assets::SceneAssets;
use super::board_cells::BoardCells;
use crate::GameSystems;
use crate::session::{Courses, Lesson};

/// The ring of the lesson's hint.
#[derive(Component)]
struct LessonRing;

/// How high above the playing surface the ring lies.
const LIFT: f32 = 0.02;

/// Rings the hint's cell while the lesson shows it.
fn show(
    mut commands: Commands,
    rings: Query<Entity, With<LessonRing>>,
    lesson: Res<Lesson>,
    courses: Res<Courses>,
    cells: Res<BoardCells>,
    scene: Res<SceneAssets>,
) {
    for ring in &rings {
        commands.entity(ring).despawn();
    }
    let Some(label) = lesson.ring(&courses) else {
        return;
    };
    let Some((cell, centre)) = cells
        .iter()
        .find(|&(_, name, _)| name == label)
        .map(|(cell, _, centre)| (cell, centre))
    else {
        return;
    };
    // The ring is made for a cell two units from its neighbours.
    let spacing = cells
        .iter()
        .filter(|&(other, _, _)| other != cell)
        .map(|(_, _, at)| at.distance(centre))
        .fold(f32::INFINITY, f32::min);
    let scale = if spacing.is_finite() {
        spacing / 2.0
    } else {
        1.0
    };
    commands.spawn((
        LessonRing,
        Mesh3d(scene.wide_ring.clone()),
        MeshMaterial3d(scene.hint.clone()),
        Transform::from_xyz(centre.x, cells.surface() + LIFT, centre.z)
            .with_scale(Vec3::splat(scale)),
    ));
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        show.run_if(resource_changed::<Lesson>.or_eager(resource_changed::<BoardCells>))
            .in_set(GameSystems::Present),
    );
}
