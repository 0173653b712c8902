//! The board itself: a wooden body, Medusa's raised hex cells around recessed dark wells, or
//! Lotus's inlaid hexagons, squares and triangles with their 72 points, and the marker track.
//! Rebuilt whenever the layout changes (a match on the other board).

use std::collections::BTreeSet;

use bevy::prelude::*;

use super::assets::MedusaAssets;
use super::layout::{BOARD_TOP, BoardLayout, STONE_THICKNESS, face_up};
use super::stone_look::stone_halves;
use crate::GameSystems;
use crate::scene::OnBoard;
use crate::scene::SceneAssets;
use crate::scene::meshes;
use crate::session::GameBoard;
use medusa_rules::medusa::{Point, Topology, Variant};

/// A rosette or lotus site's centre (a Medusa well, a Lotus hexagon), by site index.
#[derive(Component, Clone, Copy, PartialEq, Eq, Debug)]
pub struct SiteCentre(pub usize);

/// One slot of the marker track, by marker value.
#[derive(Component, Clone, Copy, PartialEq, Eq, Debug)]
pub struct TrackSlot(pub i8);

/// Everything that belongs to the current board, despawned when it is rebuilt.
#[derive(Component, Clone, Copy, Debug)]
#[require(OnBoard(GameBoard::MEDUSA))]
pub struct BoardPiece;

/// Depth of the board's body below its top.
const BODY_DEPTH: f32 = 0.7;

fn at(p: Vec3) -> Transform {
    Transform::from_translation(p)
}

/// Spawns the whole board for `layout`.
fn build(
    commands: &mut Commands,
    layout: &BoardLayout,
    scene: &SceneAssets,
    assets: &MedusaAssets,
    meshes_assets: &mut Assets<Mesh>,
) {
    // The body: a bevelled hexagon (Medusa) or dodecagon (Lotus).
    let (sides, angle) = match layout.variant {
        Variant::Medusa => (6, std::f32::consts::FRAC_PI_2),
        Variant::Lotus => (12, 0.0),
    };
    let outline = meshes::regular_polygon(sides, layout.radius + 0.6, angle);
    let body = meshes_assets.add(meshes::bevelled_prism(&outline, BODY_DEPTH, 0.12));
    commands.spawn((
        Name::new("board body"),
        BoardPiece,
        Mesh3d(body),
        MeshMaterial3d(scene.wood.clone()),
        at(Vec3::Y * (BOARD_TOP - BODY_DEPTH)),
    ));
    match layout.variant {
        Variant::Medusa => build_medusa(commands, layout, assets, meshes_assets),
        Variant::Lotus => build_lotus(commands, layout, assets, meshes_assets),
    }
    build_track(commands, layout, assets, meshes_assets);
}

fn build_medusa(
    commands: &mut Commands,
    layout: &BoardLayout,
    assets: &MedusaAssets,
    meshes_assets: &mut Assets<Mesh>,
) {
    let topology = layout.topology;
    // Flat-topped hexes of radius 1 (layout units), a little smaller to leave grooves.
    let tile = meshes_assets.add(meshes::bevelled_prism(
        &meshes::regular_polygon(6, 0.93 * layout.scale, 0.0),
        layout.surface,
        0.035,
    ));
    for point in topology.points() {
        commands.spawn((
            Name::new(format!("cell {}", topology.label(point))),
            BoardPiece,
            Mesh3d(tile.clone()),
            MeshMaterial3d(assets.cell.clone()),
            at(layout.point(point)),
        ));
    }
    let floor = meshes_assets.add(meshes::plate(&meshes::regular_polygon(
        6,
        0.9 * layout.scale,
        0.0,
    )));
    for (site, centre) in topology.sites().iter().enumerate() {
        commands.spawn((
            Name::new("well"),
            BoardPiece,
            SiteCentre(site),
            Mesh3d(floor.clone()),
            MeshMaterial3d(assets.well.clone()),
            at(layout.world(centre.centre) + Vec3::Y * 0.004),
        ));
    }
}

/// The triangles and squares of the Lotus board, as corner sets.
pub fn lotus_faces(topology: &Topology) -> (Vec<Vec<Point>>, Vec<Vec<Point>>) {
    let adjacent = |a: Point, b: Point| topology.neighbours(a).contains(&b);
    let mut triangles = BTreeSet::new();
    let mut squares = BTreeSet::new();
    for a in topology.points() {
        let around = topology.neighbours(a);
        for (i, &b) in around.iter().enumerate() {
            for &d in &around[i + 1..] {
                if adjacent(b, d) {
                    let mut corners = vec![a, b, d];
                    corners.sort();
                    triangles.insert(corners);
                    continue;
                }
                // a-b-c-d: a four-cycle without diagonals is a square.
                for &c in topology.neighbours(b) {
                    if c != a && adjacent(c, d) && !adjacent(a, c) {
                        let mut corners = vec![a, b, c, d];
                        corners.sort();
                        squares.insert(corners);
                    }
                }
            }
        }
    }
    (
        triangles.into_iter().collect(),
        squares.into_iter().collect(),
    )
}

/// Corners around their centre, counter-clockwise seen from above, relative to the centre.
fn outline_around(layout: &BoardLayout, corners: &[Point]) -> (Vec3, Vec<Vec2>) {
    let world: Vec<Vec3> = corners.iter().map(|&p| layout.point(p)).collect();
    let centre = world.iter().copied().sum::<Vec3>() / world.len() as f32;
    let mut outline: Vec<Vec2> = world.iter().map(|w| (*w - centre).xz()).collect();
    outline.sort_by(|a, b| (-a.y).atan2(a.x).total_cmp(&(-b.y).atan2(b.x)));
    (centre, outline)
}

fn build_lotus(
    commands: &mut Commands,
    layout: &BoardLayout,
    assets: &MedusaAssets,
    meshes_assets: &mut Assets<Mesh>,
) {
    let topology = layout.topology;
    let (triangles, squares) = lotus_faces(topology);
    let hexagons: Vec<Vec<Point>> = topology.sites().iter().map(|s| s.points.to_vec()).collect();
    let shrink = 0.86;
    let inlays = [
        (&hexagons, &assets.inlay_hexagon, 0.05),
        (&squares, &assets.inlay_square, 0.04),
        (&triangles, &assets.inlay_triangle, 0.03),
    ];
    for (faces, material, height) in inlays {
        for face in faces.iter() {
            let (centre, outline) = outline_around(layout, face);
            let outline: Vec<Vec2> = outline.iter().map(|p| *p * shrink).collect();
            commands.spawn((
                Name::new("inlay"),
                BoardPiece,
                Mesh3d(meshes_assets.add(meshes::bevelled_prism(&outline, height, 0.02))),
                MeshMaterial3d(material.clone()),
                at(centre),
            ));
        }
    }
    for (site, centre) in topology.sites().iter().enumerate() {
        commands.spawn((
            Name::new("lotus"),
            BoardPiece,
            SiteCentre(site),
            at(layout.world(centre.centre) + Vec3::Y * 0.06),
            Visibility::default(),
        ));
    }
    // The points: brass studs.
    let stud = meshes_assets.add(meshes::bevelled_prism(
        &meshes::regular_polygon(16, 0.24, 0.0),
        layout.surface,
        0.03,
    ));
    for point in topology.points() {
        commands.spawn((
            Name::new(format!("point {}", topology.label(point))),
            BoardPiece,
            Mesh3d(stud.clone()),
            MeshMaterial3d(assets.point.clone()),
            at(layout.point(point)),
        ));
    }
}

fn build_track(
    commands: &mut Commands,
    layout: &BoardLayout,
    assets: &MedusaAssets,
    meshes_assets: &mut Assets<Mesh>,
) {
    let end = layout.topology.track_end();
    let small = meshes_assets.add(meshes::plate(&meshes::regular_polygon(20, 0.3, 0.0)));
    let centre = meshes_assets.add(meshes::plate(&meshes::regular_polygon(20, 0.42, 0.0)));
    for value in -end..=end {
        let mesh = if value == 0 {
            centre.clone()
        } else {
            small.clone()
        };
        commands.spawn((
            Name::new("track slot"),
            BoardPiece,
            TrackSlot(value),
            Mesh3d(mesh),
            MeshMaterial3d(assets.slot.clone()),
            at(layout.track_slot(value) + Vec3::Y * 0.004),
        ));
    }
    // A stone at each end shows whose end it is.
    for (value, colour) in [
        (-end - 1, medusa_rules::medusa::Colour::Black),
        (end + 1, medusa_rules::medusa::Colour::White),
    ] {
        let position = layout.track_slot(value) + Vec3::Y * (STONE_HALF * 0.6);
        commands.spawn((
            Name::new("track end"),
            BoardPiece,
            Transform::from_translation(position)
                .with_rotation(face_up(colour))
                .with_scale(Vec3::splat(0.6)),
            Visibility::default(),
            stone_halves(assets, assets.black.clone(), assets.white.clone()),
        ));
    }
}

const STONE_HALF: f32 = STONE_THICKNESS / 2.0;

/// Rebuilds the board when the layout changes.
fn rebuild(
    layout: Res<BoardLayout>,
    scene: Res<SceneAssets>,
    assets: Res<MedusaAssets>,
    pieces: Query<Entity, With<BoardPiece>>,
    mut commands: Commands,
    mut meshes_assets: ResMut<Assets<Mesh>>,
) {
    for piece in &pieces {
        commands.entity(piece).despawn();
    }
    build(&mut commands, &layout, &scene, &assets, &mut meshes_assets);
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        rebuild
            .run_if(resource_changed::<BoardLayout>)
            .in_set(GameSystems::Follow),
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_lotus_board_has_24_triangles_and_30_squares() {
        let (triangles, squares) = lotus_faces(Variant::Lotus.topology());
        assert_eq!(triangles.len(), 24);
        assert_eq!(squares.len(), 30);
    }
}
