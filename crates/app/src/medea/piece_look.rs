//! What Medea's pieces, chakras and marks look like: each entity is dressed with its meshes
//! when it appears (the pieces' entities themselves carry no looks, so they run headless).

use bevy::prelude::*;

use super::assets::MedeaAssets;
use super::layout::{CHAKRA_THICKNESS, MAN_HEIGHT};
use super::pieces::{CaptureMark, Chakra, Crown, MedeaPiece, TransmissionLight};
use crate::scene::SceneAssets;

fn dress_piece(
    add: On<Add, MedeaPiece>,
    pieces: Query<&MedeaPiece>,
    assets: Res<MedeaAssets>,
    mut commands: Commands,
) {
    let Ok(piece) = pieces.get(add.entity) else {
        return;
    };
    commands.entity(add.entity).insert((
        Mesh3d(assets.man.clone()),
        MeshMaterial3d(assets.piece(piece.piece.colour)),
    ));
}

/// A crown is a second man of its piece's colour, with a gold band on top.
fn dress_crown(
    add: On<Add, Crown>,
    parents: Query<&ChildOf>,
    pieces: Query<&MedeaPiece>,
    assets: Res<MedeaAssets>,
    mut commands: Commands,
) {
    let colour = parents
        .get(add.entity)
        .and_then(|parent| pieces.get(parent.parent()))
        .map(|piece| piece.piece.colour);
    let Ok(colour) = colour else {
        return;
    };
    commands.entity(add.entity).insert((
        Mesh3d(assets.man.clone()),
        MeshMaterial3d(assets.piece(colour)),
        children![(
            Mesh3d(assets.band.clone()),
            MeshMaterial3d(assets.gold.clone()),
            Transform::from_xyz(0.0, MAN_HEIGHT - 0.014, 0.0),
        )],
    ));
}

/// A chakra: the stone ring of its owner's colour, a gold inlay and the glowing gem in the
/// middle (under the piece it carries).
fn dress_chakra(
    add: On<Add, Chakra>,
    chakras: Query<&Chakra>,
    assets: Res<MedeaAssets>,
    mut commands: Commands,
) {
    let Ok(chakra) = chakras.get(add.entity) else {
        return;
    };
    let index = chakra.colour.index();
    commands.entity(add.entity).insert((
        Mesh3d(assets.chakra.clone()),
        MeshMaterial3d(assets.chakra_stone[index].clone()),
        children![
            (
                Mesh3d(assets.inlay.clone()),
                MeshMaterial3d(assets.gold.clone()),
                Transform::from_xyz(0.0, CHAKRA_THICKNESS + 0.002, 0.0),
            ),
            (
                Mesh3d(assets.gem.clone()),
                MeshMaterial3d(assets.gems[index].clone()),
            ),
        ],
    ));
}

/// A jumped piece's mark: a red ring on its top.
fn dress_capture_mark(add: On<Add, CaptureMark>, scene: Res<SceneAssets>, mut commands: Commands) {
    commands.entity(add.entity).insert((
        Mesh3d(scene.ring.clone()),
        MeshMaterial3d(scene.warning.clone()),
    ));
}

fn dress_light(add: On<Add, TransmissionLight>, assets: Res<MedeaAssets>, mut commands: Commands) {
    commands.entity(add.entity).insert((
        Mesh3d(assets.beam.clone()),
        MeshMaterial3d(assets.light.clone()),
    ));
}

pub(crate) fn plugin(app: &mut App) {
    app.add_observer(dress_piece)
        .add_observer(dress_crown)
        .add_observer(dress_chakra)
        .add_observer(dress_capture_mark)
        .add_observer(dress_light);
}
