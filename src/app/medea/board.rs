//! Medea's board: a wooden body with a wide rim, a dark line around the squares, and 64
//! inlaid squares of light and dark wood (`a1` dark), built when the board comes onto the
//! screen. The coordinates stand on the rim.

use bevy::prelude::*;

use super::assets::MedeaAssets;
use super::layout::{self, RIM, SQUARE};
use crate::app::GameSystems;
use crate::app::scene::CoordinateLabels;
use crate::app::scene::{OnBoard, SceneAssets, board_arrived, meshes};
use crate::app::session::GameBoard;
use crate::medea::Square;

/// Depth of the board's body below the squares.
const BODY_DEPTH: f32 = 0.45;
/// How far the dark line reaches beyond the squares.
const BORDER: f32 = 0.07;

/// Part of the board.
#[derive(Component, Clone, Copy, Debug)]
#[require(OnBoard(GameBoard::Medea))]
struct BoardPart;

fn square_outline(half: f32) -> Vec<Vec2> {
    // Counter-clockwise seen from above, as `meshes::regular_polygon` gives them.
    [(half, half), (half, -half), (-half, -half), (-half, half)]
        .map(|(x, z)| Vec2::new(x, z))
        .to_vec()
}

/// Builds the board.
fn build(
    scene: Res<SceneAssets>,
    assets: Res<MedeaAssets>,
    mut meshes_assets: ResMut<Assets<Mesh>>,
    mut labels: ResMut<CoordinateLabels>,
    mut commands: Commands,
) {
    let edge = 4.0 * SQUARE;
    let body = meshes::bevelled_prism(&square_outline(edge + RIM), BODY_DEPTH, 0.1);
    commands.spawn((
        Name::new("medea board"),
        BoardPart,
        Mesh3d(meshes_assets.add(body)),
        MeshMaterial3d(scene.wood.clone()),
        Transform::from_xyz(0.0, -BODY_DEPTH, 0.0),
    ));
    let border = meshes::bevelled_prism(&square_outline(edge + BORDER), 0.02, 0.005);
    commands.spawn((
        Name::new("border"),
        BoardPart,
        Mesh3d(meshes_assets.add(border)),
        MeshMaterial3d(assets.border.clone()),
    ));
    for square in Square::all() {
        let dark = (square.file() + square.rank()) % 2 == 0;
        let material = if dark {
            assets.dark_square.clone()
        } else {
            assets.light_square.clone()
        };
        commands.spawn((
            Name::new(format!("square {square}")),
            BoardPart,
            Mesh3d(assets.square.clone()),
            MeshMaterial3d(material),
            Transform::from_translation(layout::centre(square).with_y(0.0)),
        ));
    }
    // Files along the near and far rims, ranks along the left and right.
    let mid = edge + RIM / 2.0;
    let mut anchors = Vec::new();
    for i in 0..8u8 {
        let along = (f32::from(i) - 3.5) * SQUARE;
        let file = char::from(b'a' + i).to_string();
        let rank = (i + 1).to_string();
        anchors.push((Vec3::new(along, 0.0, mid), file.clone()));
        anchors.push((Vec3::new(along, 0.0, -mid), file));
        anchors.push((Vec3::new(-mid, 0.0, -along), rank.clone()));
        anchors.push((Vec3::new(mid, 0.0, -along), rank));
    }
    *labels = CoordinateLabels::on_rim(anchors);
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        build
            .run_if(board_arrived(GameBoard::Medea))
            .in_set(GameSystems::Follow),
    );
}
