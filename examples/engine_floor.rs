//! The smallest app on the game's engine: Bevy with the game's features and egui, showing one
//! lit sphere and one panel (its text unseen: the fonts are the game's). It measures the floor
//! under the browser download: what the engine costs before any of the game (BENCHMARKS.md).
//!
//!     web/build --example engine_floor --out target/floor-site

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPlugin, EguiPrimaryContextPass, egui};
use medusa::app::{WINDOW_SIZE, engine_plugins};

fn main() -> AppExit {
    App::new()
        .add_plugins(engine_plugins(WINDOW_SIZE))
        .add_plugins(EguiPlugin::default())
        .add_systems(Startup, scene)
        .add_systems(EguiPrimaryContextPass, panel)
        .run()
}

fn scene(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    commands.spawn((
        Camera3d::default(),
        Transform::from_xyz(0.0, 3.0, 6.0).looking_at(Vec3::ZERO, Vec3::Y),
    ));
    commands.spawn((
        DirectionalLight::default(),
        Transform::from_xyz(1.0, 4.0, 2.0).looking_at(Vec3::ZERO, Vec3::Y),
    ));
    commands.spawn((
        Mesh3d(meshes.add(Sphere::new(1.0))),
        MeshMaterial3d(materials.add(StandardMaterial::default())),
    ));
}

fn panel(mut contexts: EguiContexts) -> Result {
    egui::Window::new("Floor").show(contexts.ctx_mut()?, |ui| ui.label("The engine alone."));
    Ok(())
}
