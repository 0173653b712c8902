//! What a stone looks like: a glossy lens, black on its upper half and white on its lower
//! half, so a stone shows its colour by which side is up and a reversal is a real turn-over.
//! With the "symbols" stone style each face also carries a small mark (a dot on black, a ring
//! on white), for players who tell the two colours apart with difficulty.

use bevy::prelude::*;

use super::assets::{GameAssets, STONE_THICKNESS};
use super::settings::{Settings, StoneStyle};
use super::stones::Stone;

/// A face mark of the "symbols" stone style.
#[derive(Component)]
struct FaceSymbol;

/// Just above the crown of each face.
const CROWN: f32 = STONE_THICKNESS / 2.0 + 0.004;

fn add_symbols(stone: &mut ChildSpawnerCommands, assets: &GameAssets) {
    stone.spawn((
        FaceSymbol,
        Mesh3d(assets.dot.clone()),
        MeshMaterial3d(assets.symbol_on_black.clone()),
        Transform::from_xyz(0.0, CROWN, 0.0),
    ));
    stone.spawn((
        FaceSymbol,
        Mesh3d(assets.small_ring.clone()),
        MeshMaterial3d(assets.symbol_on_white.clone()),
        Transform::from_xyz(0.0, -CROWN, 0.0)
            .with_rotation(Quat::from_rotation_x(std::f32::consts::PI)),
    ));
}

fn dress_stone(
    add: On<Add, Stone>,
    assets: Res<GameAssets>,
    settings: Res<Settings>,
    mut commands: Commands,
) {
    commands.entity(add.entity).with_children(|stone| {
        stone.spawn((
            Mesh3d(assets.stone_upper.clone()),
            MeshMaterial3d(assets.black.clone()),
        ));
        stone.spawn((
            Mesh3d(assets.stone_lower.clone()),
            MeshMaterial3d(assets.white.clone()),
        ));
        if settings.stone_style == StoneStyle::Symbols {
            add_symbols(stone, &assets);
        }
    });
}

/// Adds or removes the face marks of every stone when the stone style changes.
fn restyle(
    settings: Res<Settings>,
    assets: Res<GameAssets>,
    stones: Query<Entity, With<Stone>>,
    symbols: Query<Entity, With<FaceSymbol>>,
    mut style: Local<Option<StoneStyle>>,
    mut commands: Commands,
) {
    let wanted = settings.stone_style;
    if *style == Some(wanted) {
        return;
    }
    let first = style.is_none();
    *style = Some(wanted);
    if first {
        // Stones dressed so far already follow the settings.
        return;
    }
    for symbol in &symbols {
        commands.entity(symbol).despawn();
    }
    if wanted == StoneStyle::Symbols {
        for stone in &stones {
            commands
                .entity(stone)
                .with_children(|stone| add_symbols(stone, &assets));
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_observer(dress_stone).add_systems(Update, restyle);
}
