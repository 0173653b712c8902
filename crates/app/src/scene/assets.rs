//! The meshes and materials every board shares, made once at start-up: the wood of boards and
//! their rims, and the highlights (hover, destinations, warnings, hints, the last move). What
//! a game's own pieces and board are made of lives in the game's folder.

use bevy::prelude::*;

use crate::scene::materials::wood;
use crate::scene::meshes;
use crate::scene::palette::{Painted, Shades, safe};

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

/// The highlights' colours in each palette: the pointer's cell, where a piece may go, what a
/// move would cost, the hint and the last move.
pub(crate) const HOVER: Shades =
    Shades::new(Color::srgb(1.0, 0.95, 0.75), Color::srgb(1.0, 0.95, 0.75));
pub(crate) const LANDING: Shades = Shades::new(Color::srgb(0.3, 0.85, 1.0), safe::SKY_BLUE);
pub(crate) const WARNING: Shades = Shades::new(Color::srgb(1.0, 0.35, 0.2), safe::VERMILLION);
pub(crate) const HINT: Shades = Shades::new(HINT_GREEN, safe::BLUE);
pub(crate) const LAST_TURN: Shades =
    Shades::new(Color::srgb(0.95, 0.25, 0.2), safe::REDDISH_PURPLE);

/// Every highlight, named, for the palettes' checks.
#[cfg(test)]
pub(crate) const HIGHLIGHTS: [(&str, Shades); 5] = [
    ("hover", HOVER),
    ("landing", LANDING),
    ("warning", WARNING),
    ("hint", HINT),
    ("last turn", LAST_TURN),
];

/// The wide ring's inner and outer radius, for a unit cell (cells two units apart).
pub(crate) const WIDE_RING: [f32; 2] = [0.72, 1.3];

fn create(
    mut commands: Commands,
    mut meshes_assets: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    mut images: ResMut<Assets<Image>>,
    mut painted: ResMut<Painted>,
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
        hover: painted.glowing(m, HOVER, 1.5, 0.9),
        landing: painted.glowing(m, LANDING, 2.5, 0.95),
        warning: painted.glowing(m, WARNING, 3.0, 1.0),
        hint: painted.glowing(m, HINT, HINT_GLOW, 1.0),
        last_turn: painted.glowing(m, LAST_TURN, 1.5, 1.0),
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

    /// The highlights stay apart in the colour-safe palette, with every common
    /// colour-vision deficiency; in the standard one, the warning and the hint do not with
    /// deuteranopia.
    #[test]
    fn the_highlights_stay_apart_in_the_colour_safe_palette() {
        use crate::scene::colour_vision::{assert_apart, closest};
        use crate::session::Palette;
        assert_apart(&HIGHLIGHTS, &[]);
        let (difference, pair) = closest(&HIGHLIGHTS, &[], Palette::Standard);
        assert!(difference < 10.0, "{pair:?}: {difference:.1}");
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
