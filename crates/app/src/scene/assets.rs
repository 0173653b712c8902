//! The meshes and materials every board shares, made once at start-up: the wood of boards and
//! their rims, and the highlights (hover, destinations, warnings, hints, the last move). What
//! a game's own pieces and board are made of lives in the game's folder.

use bevy::prelude::*;

use crate::scene::materials::{glowing, wood};
use crate::scene::meshes;

/// Shared mesh and material handles.
#[derive(Resource, Clone)]
pub struct SceneAssets {
    /// A board's wooden body and frame.
    pub wood: Handle<StandardMaterial>,
    /// Flat rings around a cell or square (a unit cell's size), a wide one reaching from
    /// under a piece's edge past the cell's (the lesson's hint), a small ring, and a dot.
    pub ring: Handle<Mesh>,
    pub wide_ring: Handle<Mesh>,
    pub small_ring: Handle<Mesh>,
    pub dot: Handle<Mesh>,
    /// The pointer's cell, where a piece may go, what a move would cost, the computer's hint,
    /// and the last move.
    pub hover: Handle<StandardMaterial>,
    pub landing: Handle<StandardMaterial>,
    pub warning: Handle<StandardMaterial>,
    pub hint: Handle<StandardMaterial>,
    pub last_turn: Handle<StandardMaterial>,
}

/// The hint's colour and glow: a deep green that stays green on white and black pieces and
/// on light and dark squares. A brighter glow washes it out to white on the screen.
const HINT_GREEN: Color = Color::srgb(0.08, 0.78, 0.18);
const HINT_GLOW: f32 = 1.2;

/// The wide ring's inner and outer radius, for a unit cell (cells two units apart).
pub(crate) const WIDE_RING: [f32; 2] = [0.72, 1.3];

fn create(
    mut commands: Commands,
    mut meshes_assets: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    mut images: ResMut<Assets<Image>>,
) {
    let m = &mut *materials;
    commands.insert_resource(SceneAssets {
        wood: wood(
            m,
            &mut images,
            [Color::srgb(0.50, 0.31, 0.17), Color::srgb(0.30, 0.17, 0.08)],
            11,
            0.62,
            0.06,
        ),
        ring: meshes_assets.add(meshes::flat_ring(0.78, 0.95, 48)),
        wide_ring: meshes_assets.add(meshes::flat_ring(WIDE_RING[0], WIDE_RING[1], 64)),
        small_ring: meshes_assets.add(meshes::flat_ring(0.22, 0.34, 32)),
        dot: meshes_assets.add(meshes::flat_ring(0.0, 0.16, 24)),
        hover: glowing(m, Color::srgb(1.0, 0.95, 0.75), 1.5, 0.9),
        landing: glowing(m, Color::srgb(0.3, 0.85, 1.0), 2.5, 0.95),
        warning: glowing(m, Color::srgb(1.0, 0.35, 0.2), 3.0, 1.0),
        hint: glowing(m, HINT_GREEN, HINT_GLOW, 1.0),
        last_turn: glowing(m, Color::srgb(0.95, 0.25, 0.2), 1.5, 1.0),
    });
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(PreStartup, create);
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The colour a glow shows on the screen, roughly: its light through a simple tone curve,
    /// back to sRGB.
    fn shown(colour: Color, glow: f32) -> [f32; 3] {
        let light = LinearRgba::from(colour) * glow;
        let shown = LinearRgba::rgb(
            light.red / (1.0 + light.red),
            light.green / (1.0 + light.green),
            light.blue / (1.0 + light.blue),
        );
        let srgb = Srgba::from(shown);
        [srgb.red, srgb.green, srgb.blue]
    }

    #[test]
    fn the_hint_shows_green_not_white() {
        let [red, green, blue] = shown(HINT_GREEN, HINT_GLOW);
        assert!(
            green - red.max(blue) > 0.35,
            "the hint shows as {red:.2} {green:.2} {blue:.2}"
        );
        // The old pale green with three times the glow showed nearly white.
        let [red, green, blue] = shown(Color::srgb(0.45, 1.0, 0.55), 3.0);
        assert!(
            green - red.max(blue) < 0.35,
            "{red:.2} {green:.2} {blue:.2}"
        );
    }
}
