//! The palettes of the scene: the standard one; one whose cues (hover, destinations,
//! warnings, the hint, the last move, and each game's own: check, capture, the Morph's ring,
//! frozen pieces, dead groups, neutral points, a capture that must be made) stay apart for the
//! common colour-vision deficiencies, in colours from Okabe and Ito's set; and a high-contrast
//! one with those cues, the stones and men pure black and white, light wood darker and dark
//! wood lighter so that they stand out on it.
//!
//! A material whose colour the palette picks is made through [`Painted`], which keeps its
//! colour in every palette and paints it again when the player picks another palette.

use bevy::prelude::*;

use crate::scene::materials::{glowing, polished};
use crate::session::{Palette, Settings};

/// Okabe and Ito's colours, which stay apart with every common colour-vision deficiency.
pub(crate) mod safe {
    use bevy::prelude::Color;

    pub const ORANGE: Color = Color::srgb(0.90, 0.62, 0.0);
    pub const SKY_BLUE: Color = Color::srgb(0.34, 0.71, 0.91);
    pub const BLUISH_GREEN: Color = Color::srgb(0.0, 0.62, 0.45);
    pub const BLUE: Color = Color::srgb(0.0, 0.45, 0.70);
    pub const VERMILLION: Color = Color::srgb(0.84, 0.37, 0.0);
    pub const REDDISH_PURPLE: Color = Color::srgb(0.80, 0.47, 0.65);
    /// Not one of theirs: a pale blue-grey, apart from all of them.
    pub const PALE: Color = Color::srgb(0.75, 0.82, 0.9);
}

/// A colour in the standard palette and in the colour-safe one; the high-contrast palette
/// takes the colour-safe one, or a colour of its own.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Shades {
    pub standard: Color,
    pub colour_safe: Color,
    pub high_contrast: Option<Color>,
}

impl Shades {
    /// `standard`, and `colour_safe` in the other palettes.
    pub const fn new(standard: Color, colour_safe: Color) -> Shades {
        Shades {
            standard,
            colour_safe,
            high_contrast: None,
        }
    }

    /// `colour` in the standard and colour-safe palettes, `high_contrast` in that one.
    pub const fn contrasted(colour: Color, high_contrast: Color) -> Shades {
        Shades {
            standard: colour,
            colour_safe: colour,
            high_contrast: Some(high_contrast),
        }
    }

    /// The colour in `palette`.
    pub fn of(&self, palette: Palette) -> Color {
        match palette {
            Palette::Standard => self.standard,
            Palette::ColourSafe => self.colour_safe,
            Palette::HighContrast => self.high_contrast.unwrap_or(self.colour_safe),
        }
    }
}

/// The tint of light wood in the high-contrast palette, darker so that white stones and men
/// stand out on it.
pub(crate) const DARKER_WOOD: Shades =
    Shades::contrasted(Color::WHITE, Color::linear_rgb(0.68, 0.68, 0.68));

/// The tint of dark wood in the high-contrast palette, lighter so that black men and pieces
/// stand out on it.
pub(crate) const LIGHTER_WOOD: Shades =
    Shades::contrasted(Color::WHITE, Color::linear_rgb(1.9, 1.9, 1.9));

/// A material painted by the palette.
struct PaintedMaterial {
    handle: Handle<StandardMaterial>,
    shades: Shades,
    /// The glow's strength in the standard palette; `None` for a material that does not glow.
    glow: Option<f32>,
}

/// The materials whose colour the palette picks, made in the standard palette.
#[derive(Resource, Default)]
pub struct Painted(Vec<PaintedMaterial>);

impl Painted {
    /// A material that glows in the palette's colour (see [`glowing`]).
    pub(crate) fn glowing(
        &mut self,
        materials: &mut Assets<StandardMaterial>,
        shades: Shades,
        strength: f32,
        alpha: f32,
    ) -> Handle<StandardMaterial> {
        let handle = glowing(materials, shades.standard, strength, alpha);
        self.0.push(PaintedMaterial {
            handle: handle.clone(),
            shades,
            glow: Some(strength),
        });
        handle
    }

    /// A polished material in the palette's colour (see [`polished`]).
    pub(crate) fn polished(
        &mut self,
        materials: &mut Assets<StandardMaterial>,
        shades: Shades,
        roughness: f32,
    ) -> Handle<StandardMaterial> {
        let handle = polished(materials, shades.standard, roughness);
        self.0.push(PaintedMaterial {
            handle: handle.clone(),
            shades,
            glow: None,
        });
        handle
    }

    /// `handle`, a textured material (wood, stone), tinted by the palette: its texture times
    /// the palette's colour, white in the standard palette.
    pub(crate) fn tinted(
        &mut self,
        handle: Handle<StandardMaterial>,
        shades: Shades,
    ) -> Handle<StandardMaterial> {
        self.0.push(PaintedMaterial {
            handle: handle.clone(),
            shades,
            glow: None,
        });
        handle
    }

    /// Paints every material in `palette`.
    fn paint(&self, materials: &mut Assets<StandardMaterial>, palette: Palette) {
        for painted in &self.0 {
            let Some(mut material) = materials.get_mut(&painted.handle) else {
                continue;
            };
            let colour = painted.shades.of(palette);
            material.base_color = colour.with_alpha(material.base_color.alpha());
            if let Some(strength) = painted.glow {
                material.emissive = LinearRgba::from(colour) * strength;
            }
        }
    }
}

/// Paints the materials again when the player picks another palette (the first time, the
/// palette the settings were read with).
fn repaint(
    settings: Res<Settings>,
    painted: Res<Painted>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    mut shown: Local<Palette>,
) {
    if settings.palette != *shown {
        *shown = settings.palette;
        painted.paint(&mut materials, settings.palette);
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Painted>()
        .add_systems(Update, repaint.run_if(resource_changed::<Settings>));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_palette_change_paints_the_materials_again_and_back() {
        let mut materials = Assets::<StandardMaterial>::default();
        let mut painted = Painted::default();
        let cue = painted.glowing(
            &mut materials,
            Shades::new(Color::srgb(1.0, 0.0, 0.0), safe::BLUE),
            2.0,
            1.0,
        );
        let stone = painted.polished(
            &mut materials,
            Shades::contrasted(Color::srgb(0.9, 0.9, 0.9), Color::WHITE),
            0.2,
        );
        let look = |materials: &Assets<StandardMaterial>, handle: &Handle<StandardMaterial>| {
            let material = materials.get(handle).map(|m| (m.base_color, m.emissive));
            material.unwrap_or_else(|| panic!("the material is gone"))
        };
        painted.paint(&mut materials, Palette::HighContrast);
        assert_eq!(
            look(&materials, &cue),
            (safe::BLUE, LinearRgba::from(safe::BLUE) * 2.0)
        );
        assert_eq!(look(&materials, &stone).0, Color::WHITE);
        painted.paint(&mut materials, Palette::ColourSafe);
        assert_eq!(
            look(&materials, &cue),
            (safe::BLUE, LinearRgba::from(safe::BLUE) * 2.0)
        );
        assert_eq!(look(&materials, &stone).0, Color::srgb(0.9, 0.9, 0.9));
        painted.paint(&mut materials, Palette::Standard);
        assert_eq!(look(&materials, &cue).0, Color::srgb(1.0, 0.0, 0.0));
    }
}
