//! What a stone looks like: a glossy lens, black on its upper half and white on its lower
//! half, so a stone shows its colour by which side is up and a reversal is a real turn-over.
//! With the "symbols" stone style each face also carries a small mark (a dot on black, a ring
//! on white), for players who tell the two colours apart with difficulty.

use bevy::prelude::*;

use super::assets::MedusaAssets;
use super::layout::STONE_THICKNESS;
use super::stones::Stone;
use crate::GameSystems;
use crate::scene::SceneAssets;
use crate::session::{Settings, StoneStyle};

/// A face mark of the "symbols" stone style.
#[derive(Component)]
struct FaceSymbol;

/// Just above the crown of each face.
const CROWN: f32 = STONE_THICKNESS / 2.0 + 0.004;

/// The two halves of a stone as children of its entity: the upper (black) face in `upper`,
/// the lower (white) face in `lower`. A stone's first two children are always these.
pub fn stone_halves(
    assets: &MedusaAssets,
    upper: Handle<StandardMaterial>,
    lower: Handle<StandardMaterial>,
) -> impl Bundle {
    children![
        (Mesh3d(assets.stone_upper.clone()), MeshMaterial3d(upper)),
        (Mesh3d(assets.stone_lower.clone()), MeshMaterial3d(lower)),
    ]
}

fn add_symbols(stone: &mut ChildSpawnerCommands, scene: &SceneAssets, assets: &MedusaAssets) {
    stone.spawn((
        FaceSymbol,
        Mesh3d(scene.dot.clone()),
        MeshMaterial3d(assets.symbol_on_black.clone()),
        Transform::from_xyz(0.0, CROWN, 0.0),
    ));
    stone.spawn((
        FaceSymbol,
        Mesh3d(scene.small_ring.clone()),
        MeshMaterial3d(assets.symbol_on_white.clone()),
        Transform::from_xyz(0.0, -CROWN, 0.0)
            .with_rotation(Quat::from_rotation_x(std::f32::consts::PI)),
    ));
}

fn dress_stone(
    add: On<Add, Stone>,
    scene: Res<SceneAssets>,
    assets: Res<MedusaAssets>,
    settings: Res<Settings>,
    mut commands: Commands,
) {
    let mut stone = commands.entity(add.entity);
    stone.insert(stone_halves(
        &assets,
        assets.black.clone(),
        assets.white.clone(),
    ));
    if settings.stone_style == StoneStyle::Symbols {
        stone.with_children(|stone| add_symbols(stone, &scene, &assets));
    }
}

/// The stone style the stones are dressed in (none before the settings were first seen).
#[derive(Resource, Clone, Copy, Default, PartialEq, Eq, Debug)]
struct Dressed(Option<StoneStyle>);

/// Run condition: the settings ask for another stone style than the stones wear.
fn style_changed(settings: Res<Settings>, dressed: Res<Dressed>) -> bool {
    settings.is_changed() && dressed.0 != Some(settings.stone_style)
}

/// Adds or removes the face marks of every stone when the stone style changes.
fn restyle(
    settings: Res<Settings>,
    scene: Res<SceneAssets>,
    assets: Res<MedusaAssets>,
    stones: Query<Entity, With<Stone>>,
    symbols: Query<Entity, With<FaceSymbol>>,
    mut dressed: ResMut<Dressed>,
    mut commands: Commands,
) {
    let wanted = settings.stone_style;
    if dressed.0.replace(wanted).is_none() {
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
                .with_children(|stone| add_symbols(stone, &scene, &assets));
        }
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Dressed>()
        .add_observer(dress_stone)
        .add_systems(
            Update,
            restyle.run_if(style_changed).in_set(GameSystems::Follow),
        );
}
