//! What Medusa's and Lotus's boards and stones are made of, made once at start-up: the two
//! halves of a stone and their colours, the raised cells and dark wells, Lotus's inlays, the
//! rosette glow, the marker and its track, and the marks of the marking.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use super::layout::{STONE_RADIUS, STONE_THICKNESS};
use crate::scene::meshes;
use crate::scene::textures;
use crate::scene::{DARKER_WOOD, Painted, SceneAssets, Shades, safe, solid, textured, wood};

/// Medusa's mesh and material handles.
#[derive(Resource, Clone)]
pub struct MedusaAssets {
    /// The black (upper) and white (lower) halves of a stone.
    pub stone_upper: Handle<Mesh>,
    pub stone_lower: Handle<Mesh>,
    pub black: Handle<StandardMaterial>,
    pub white: Handle<StandardMaterial>,
    /// See-through stones for the placement preview.
    pub ghost_black: Handle<StandardMaterial>,
    pub ghost_white: Handle<StandardMaterial>,
    /// Medusa's raised cells.
    pub cell: Handle<StandardMaterial>,
    /// The floor of a dark hex well, and of one that holds a rosette.
    pub well: Handle<StandardMaterial>,
    pub well_lit: Handle<StandardMaterial>,
    /// The ring that glows around a rosette or lotus.
    pub glow: Handle<StandardMaterial>,
    /// Lotus inlays: hexagons, squares and triangles, and the points.
    pub inlay_hexagon: Handle<StandardMaterial>,
    pub inlay_square: Handle<StandardMaterial>,
    pub inlay_triangle: Handle<StandardMaterial>,
    pub point: Handle<StandardMaterial>,
    /// A unit cube, stretched into the beam along a stone's line of travel.
    pub beam: Handle<Mesh>,
    /// A small square standing on a corner: a territory mark.
    pub diamond: Handle<Mesh>,
    /// A flat cross: a dead-stone mark.
    pub cross: Handle<Mesh>,
    /// Territory marks: Black's, White's, and points that belong to nobody.
    pub territory_black: Handle<StandardMaterial>,
    pub territory_white: Handle<StandardMaterial>,
    pub territory_neutral: Handle<StandardMaterial>,
    /// The mark on a stone marked dead.
    pub dead: Handle<StandardMaterial>,
    /// The symbols of the stone style for colour-blind players: on the black face, on the
    /// white face.
    pub symbol_on_black: Handle<StandardMaterial>,
    pub symbol_on_white: Handle<StandardMaterial>,
    /// Stones that have moved this turn.
    pub spent: Handle<StandardMaterial>,
    /// The marker token and its track.
    pub marker: Handle<StandardMaterial>,
    pub slot: Handle<StandardMaterial>,
}

/// The shared assets and Medusa's own, for systems that draw with both.
#[derive(SystemParam)]
pub struct Looks<'w> {
    pub scene: Res<'w, SceneAssets>,
    pub medusa: Res<'w, MedusaAssets>,
}

/// The stones' colours in each palette, pure in the high-contrast one.
pub(crate) const BLACK_STONES: Shades =
    Shades::contrasted(Color::srgb(0.035, 0.035, 0.04), Color::BLACK);
pub(crate) const WHITE_STONES: Shades =
    Shades::contrasted(Color::srgb(0.93, 0.91, 0.86), Color::WHITE);
/// The cues' colours in each palette: a rosette's glow, a neutral point, a dead group.
pub(crate) const ROSETTE_GLOW: Shades = Shades::new(Color::srgb(1.0, 0.78, 0.3), safe::PALE);
pub(crate) const NEUTRAL: Shades = Shades::new(Color::srgb(0.75, 0.45, 0.9), safe::ORANGE);
pub(crate) const DEAD: Shades = Shades::new(Color::srgb(1.0, 0.2, 0.15), safe::VERMILLION);

fn create(
    mut commands: Commands,
    mut meshes_assets: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    mut images: ResMut<Assets<Image>>,
    mut painted: ResMut<Painted>,
) {
    let m = &mut *materials;
    let ghost = |m: &mut Assets<StandardMaterial>, colour: Color| {
        m.add(StandardMaterial {
            base_color: colour.with_alpha(0.55),
            alpha_mode: AlphaMode::Blend,
            perceptual_roughness: 0.3,
            ..default()
        })
    };
    let assets = MedusaAssets {
        stone_upper: meshes_assets.add(meshes::stone_half(STONE_RADIUS, STONE_THICKNESS, true)),
        stone_lower: meshes_assets.add(meshes::stone_half(STONE_RADIUS, STONE_THICKNESS, false)),
        black: painted.polished(m, BLACK_STONES, 0.16),
        white: painted.polished(m, WHITE_STONES, 0.22),
        ghost_black: ghost(m, Color::srgb(0.05, 0.05, 0.06)),
        ghost_white: ghost(m, Color::srgb(0.97, 0.96, 0.92)),
        cell: painted.tinted(
            wood(
                m,
                &mut images,
                [Color::srgb(0.86, 0.71, 0.50), Color::srgb(0.72, 0.55, 0.35)],
                5,
                0.55,
                0.35,
            ),
            DARKER_WOOD,
        ),
        well: textured(
            m,
            &mut images,
            textures::stone(
                Color::srgb(0.16, 0.15, 0.15),
                Color::srgb(0.30, 0.28, 0.27),
                3,
            ),
            0.85,
            0.5,
        ),
        well_lit: m.add(StandardMaterial {
            base_color: Color::srgb(0.55, 0.42, 0.2),
            emissive: LinearRgba::rgb(0.9, 0.6, 0.18),
            perceptual_roughness: 0.6,
            ..default()
        }),
        glow: painted.glowing(m, ROSETTE_GLOW, 4.0, 1.0),
        inlay_hexagon: wood(
            m,
            &mut images,
            [Color::srgb(0.36, 0.20, 0.11), Color::srgb(0.22, 0.12, 0.06)],
            17,
            0.5,
            0.3,
        ),
        inlay_square: wood(
            m,
            &mut images,
            [Color::srgb(0.88, 0.74, 0.52), Color::srgb(0.75, 0.59, 0.38)],
            23,
            0.55,
            0.3,
        ),
        inlay_triangle: solid(m, Color::srgb(0.62, 0.45, 0.27), 0.6),
        point: m.add(StandardMaterial {
            base_color: Color::srgb(0.80, 0.66, 0.36),
            metallic: 0.8,
            perceptual_roughness: 0.35,
            ..default()
        }),
        beam: meshes_assets.add(Cuboid::new(1.0, 1.0, 1.0)),
        diamond: meshes_assets.add(meshes::plate(&meshes::regular_polygon(
            4,
            0.24,
            std::f32::consts::FRAC_PI_2,
        ))),
        cross: meshes_assets.add(meshes::cross(0.42, 0.09)),
        territory_black: solid(m, Color::srgb(0.06, 0.06, 0.07), 0.35),
        territory_white: solid(m, Color::srgb(0.95, 0.94, 0.9), 0.35),
        territory_neutral: painted.glowing(m, NEUTRAL, 1.2, 0.9),
        dead: painted.glowing(m, DEAD, 2.5, 1.0),
        symbol_on_black: solid(m, Color::srgb(0.85, 0.85, 0.82), 0.4),
        symbol_on_white: solid(m, Color::srgb(0.12, 0.12, 0.14), 0.4),
        spent: solid(m, Color::srgb(0.55, 0.55, 0.58), 0.7),
        marker: m.add(StandardMaterial {
            base_color: Color::srgb(0.85, 0.65, 0.25),
            metallic: 0.9,
            perceptual_roughness: 0.3,
            ..default()
        }),
        slot: solid(m, Color::srgb(0.20, 0.12, 0.06), 0.8),
    };
    commands.insert_resource(assets);
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(PreStartup, create);
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A rosette's glow, neutral points and dead groups stay apart from each other and from
    /// the highlights with every common colour-vision deficiency in the colour-safe and
    /// high-contrast palettes (a dead group and a warning both mean loss).
    #[test]
    fn the_cues_stay_apart_for_colour_vision_deficiencies() {
        let mut cues = crate::scene::HIGHLIGHTS.to_vec();
        cues.extend([
            ("rosette", ROSETTE_GLOW),
            ("neutral", NEUTRAL),
            ("dead", DEAD),
        ]);
        crate::scene::colour_vision::assert_apart(&cues, &[("dead", "warning")]);
    }
}
