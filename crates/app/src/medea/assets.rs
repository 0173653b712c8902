//! What Medea's board and pieces are made of, made once at start-up: turned draughtsmen in
//! ivory and ebony, the gold band of a king, the chakras' rings of white and dark stone with
//! a gold inlay and a gem that glows while the chakra is vacant, the inlaid squares, and the
//! transmission's light.

use bevy::prelude::*;

use super::layout::{CHAKRA_THICKNESS, MAN_HEIGHT, MAN_RADIUS};
use crate::scene::meshes;
use crate::scene::textures;
use crate::scene::{Painted, Shades, glowing, safe, textured};
use medusa_rules::medea::Colour;

/// Medea's mesh and material handles.
#[derive(Resource, Clone)]
pub struct MedeaAssets {
    /// A man, turned; a king is two, with a gold band on top.
    pub man: Handle<Mesh>,
    pub band: Handle<Mesh>,
    /// White's and Black's pieces, by colour index.
    pub pieces: [Handle<StandardMaterial>; 2],
    pub gold: Handle<StandardMaterial>,
    /// A chakra: its ring of stone, the gold inlay on it and the gem in its open middle.
    pub chakra: Handle<Mesh>,
    pub inlay: Handle<Mesh>,
    pub gem: Handle<Mesh>,
    /// White's and Black's chakra stone and gems, by colour index.
    pub chakra_stone: [Handle<StandardMaterial>; 2],
    pub gems: [Handle<StandardMaterial>; 2],
    /// A unit beam along X: the transmission's light.
    pub beam: Handle<Mesh>,
    pub light: Handle<StandardMaterial>,
    /// The ring on a piece that must capture: amber, apart from the last move's red.
    pub must_capture: Handle<StandardMaterial>,
}

impl MedeaAssets {
    /// The material of `colour`'s pieces.
    pub fn piece(&self, colour: Colour) -> Handle<StandardMaterial> {
        self.pieces[colour.index()].clone()
    }
}

/// A turned draughtsman's profile: a foot, a groove, the side, a bevelled edge, a dished top
/// with a raised ring.
fn man_profile() -> Vec<Vec2> {
    let (r, h) = (MAN_RADIUS, MAN_HEIGHT);
    [
        (0.0, 0.0),
        (r - 0.02, 0.0),
        (r, 0.02),
        (r, 0.055),
        (r - 0.018, 0.068),
        (r, 0.082),
        (r, h - 0.03),
        (r - 0.028, h),
        (r - 0.07, h),
        (r - 0.09, h - 0.014),
        (r - 0.17, h - 0.014),
        (r - 0.185, h - 0.002),
        (r - 0.2, h - 0.014),
        (0.0, h - 0.014),
    ]
    .map(|(x, y)| Vec2::new(x, y))
    .to_vec()
}

/// A chakra's ring: a bevelled band of stone round an open middle, where the square shows
/// and the gem sits, so that a vacant chakra never reads as a piece.
fn chakra_profile() -> Vec<Vec2> {
    let (outer, inner, t, bevel) = (0.46, 0.26, CHAKRA_THICKNESS, 0.012);
    [
        (inner, 0.0),
        (outer, 0.0),
        (outer, t - bevel),
        (outer - bevel, t),
        (inner + bevel, t),
        (inner, t - bevel),
        (inner, 0.0),
    ]
    .map(|(x, y)| Vec2::new(x, y))
    .to_vec()
}

fn points(pairs: &[(f32, f32)]) -> Vec<Vec2> {
    pairs.iter().map(|&(x, y)| Vec2::new(x, y)).collect()
}

/// The men's colours in each palette, pure in the high-contrast one.
pub(crate) const WHITE_MEN: Shades =
    Shades::contrasted(Color::srgb(0.93, 0.88, 0.77), Color::WHITE);
pub(crate) const BLACK_MEN: Shades = Shades::contrasted(
    Color::srgb(0.075, 0.05, 0.045),
    Color::srgb(0.01, 0.01, 0.01),
);
/// The cues' colours in each palette: the transmission's light, a capture that must be made.
pub(crate) const LIGHT: Shades = Shades::new(Color::srgb(0.85, 0.9, 1.0), safe::PALE);
pub(crate) const MUST_CAPTURE: Shades = Shades::new(Color::srgb(1.0, 0.62, 0.05), safe::ORANGE);

fn create(
    mut commands: Commands,
    mut meshes_assets: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    mut images: ResMut<Assets<Image>>,
    mut painted: ResMut<Painted>,
) {
    let m = &mut *materials;
    let assets = MedeaAssets {
        man: meshes_assets.add(meshes::lathe(&man_profile(), 48)),
        band: meshes_assets.add(meshes::lathe(
            &points(&[
                (0.12, 0.0),
                (0.2, 0.0),
                (0.2, 0.04),
                (0.185, 0.055),
                (0.17, 0.04),
                (0.15, 0.055),
                (0.135, 0.04),
                (0.12, 0.0),
            ]),
            40,
        )),
        pieces: [
            painted.polished(m, WHITE_MEN, 0.28),
            painted.polished(m, BLACK_MEN, 0.22),
        ],
        gold: m.add(StandardMaterial {
            base_color: Color::srgb(0.9, 0.7, 0.3),
            metallic: 0.95,
            perceptual_roughness: 0.28,
            ..default()
        }),
        chakra: meshes_assets.add(meshes::lathe(&chakra_profile(), 48)),
        inlay: meshes_assets.add(meshes::flat_ring(0.37, 0.41, 48)),
        gem: meshes_assets.add(meshes::lathe(
            &points(&[
                (0.0, 0.0),
                (0.1, 0.0),
                (0.09, 0.03),
                (0.055, 0.05),
                (0.0, 0.058),
            ]),
            32,
        )),
        chakra_stone: [
            textured(
                m,
                &mut images,
                textures::stone(
                    Color::srgb(0.9, 0.88, 0.84),
                    Color::srgb(0.62, 0.6, 0.6),
                    41,
                ),
                0.25,
                1.2,
            ),
            textured(
                m,
                &mut images,
                textures::stone(
                    Color::srgb(0.1, 0.1, 0.13),
                    Color::srgb(0.3, 0.27, 0.36),
                    43,
                ),
                0.25,
                1.2,
            ),
        ],
        gems: [
            glowing(m, Color::srgb(1.0, 0.78, 0.32), 3.0, 1.0),
            glowing(m, Color::srgb(0.55, 0.4, 1.0), 3.0, 1.0),
        ],
        beam: meshes_assets.add(Cuboid::new(1.0, 0.07, 0.07)),
        light: painted.glowing(m, LIGHT, 6.0, 0.85),
        must_capture: painted.glowing(m, MUST_CAPTURE, 1.3, 1.0),
    };
    commands.insert_resource(assets);
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(PreStartup, create);
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The transmission's light and a capture that must be made stay apart from each other
    /// and from the highlights with every common colour-vision deficiency in the colour-safe
    /// and high-contrast palettes.
    #[test]
    fn the_cues_stay_apart_for_colour_vision_deficiencies() {
        let mut cues = crate::scene::HIGHLIGHTS.to_vec();
        cues.extend([("light", LIGHT), ("must capture", MUST_CAPTURE)]);
        crate::scene::colour_vision::assert_apart(&cues, &[]);
    }
}
