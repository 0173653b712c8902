//! What a stone looks like: a glossy lens, black on its upper half and white on its lower
//! half, so a stone shows its colour by which side is up and a reversal is a real turn-over.

use bevy::prelude::*;

use super::assets::GameAssets;
use super::stones::Stone;

fn dress_stone(add: On<Add, Stone>, assets: Res<GameAssets>, mut commands: Commands) {
    commands.entity(add.entity).with_children(|stone| {
        stone.spawn((
            Mesh3d(assets.stone_upper.clone()),
            MeshMaterial3d(assets.black.clone()),
        ));
        stone.spawn((
            Mesh3d(assets.stone_lower.clone()),
            MeshMaterial3d(assets.white.clone()),
        ));
    });
}

pub(super) fn plugin(app: &mut App) {
    app.add_observer(dress_stone);
}
