//! Light for the board: a warm key light casting soft shadows, a cool fill, and ambient light.

use bevy::light::{CascadeShadowConfigBuilder, DirectionalLightShadowMap, GlobalAmbientLight};
use bevy::prelude::*;

/// The key light's shadow: on the desktop two cascades of 2048 x 2048; in the browser, which
/// often draws with a software rasteriser (and on phones with little to spare), one cascade
/// of 1024 x 1024, which still holds the whole board and its trays.
#[cfg(not(target_arch = "wasm32"))]
const SHADOW_CASCADES: usize = 2;
#[cfg(not(target_arch = "wasm32"))]
const SHADOW_MAP_SIZE: usize = 2048;
#[cfg(target_arch = "wasm32")]
const SHADOW_CASCADES: usize = 1;
#[cfg(target_arch = "wasm32")]
const SHADOW_MAP_SIZE: usize = 1024;

/// The background behind the board.
pub const BACKGROUND: Color = Color::srgb(0.075, 0.08, 0.095);

fn light(mut commands: Commands) {
    commands.spawn((
        Name::new("key light"),
        DirectionalLight {
            color: Color::srgb(1.0, 0.95, 0.86),
            illuminance: 7_500.0,
            shadow_maps_enabled: true,
            ..default()
        },
        Transform::from_xyz(-9.0, 24.0, 12.0).looking_at(Vec3::ZERO, Vec3::Y),
        CascadeShadowConfigBuilder {
            num_cascades: SHADOW_CASCADES,
            first_cascade_far_bound: 30.0,
            maximum_distance: 90.0,
            ..default()
        }
        .build(),
    ));
    commands.insert_resource(DirectionalLightShadowMap {
        size: SHADOW_MAP_SIZE,
    });
    commands.spawn((
        Name::new("fill light"),
        PointLight {
            color: Color::srgb(0.75, 0.82, 1.0),
            intensity: 3_000_000.0,
            range: 120.0,
            shadow_maps_enabled: false,
            ..default()
        },
        Transform::from_xyz(16.0, 18.0, 20.0),
    ));
    commands.insert_resource(GlobalAmbientLight {
        color: Color::srgb(0.95, 0.92, 0.88),
        brightness: 420.0,
        ..default()
    });
    commands.insert_resource(ClearColor(BACKGROUND));
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(Startup, light);
}
