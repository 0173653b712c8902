//! Material recipes every board uses: plain, polished, glowing and textured.

use bevy::prelude::*;

use super::textures;

/// The plain recipe: `colour` with `roughness`.
fn plain(colour: Color, roughness: f32) -> StandardMaterial {
    StandardMaterial {
        base_color: colour,
        perceptual_roughness: roughness,
        ..default()
    }
}

/// A plain material of `colour`.
pub(crate) fn solid(
    materials: &mut Assets<StandardMaterial>,
    colour: Color,
    roughness: f32,
) -> Handle<StandardMaterial> {
    materials.add(plain(colour, roughness))
}

/// A polished material of `colour`: stones, turned pieces, lacquer.
pub(crate) fn polished(
    materials: &mut Assets<StandardMaterial>,
    colour: Color,
    roughness: f32,
) -> Handle<StandardMaterial> {
    materials.add(StandardMaterial {
        reflectance: 0.6,
        ..plain(colour, roughness)
    })
}

/// A material that glows in `colour` (see-through below an `alpha` of 1).
pub(crate) fn glowing(
    materials: &mut Assets<StandardMaterial>,
    colour: Color,
    strength: f32,
    alpha: f32,
) -> Handle<StandardMaterial> {
    materials.add(StandardMaterial {
        base_color: colour.with_alpha(alpha),
        emissive: LinearRgba::from(colour) * strength,
        alpha_mode: if alpha < 1.0 {
            AlphaMode::Blend
        } else {
            AlphaMode::Opaque
        },
        unlit: false,
        ..default()
    })
}

/// A material with `image` for its colour, repeated every `1 / scale` units.
pub(crate) fn textured(
    materials: &mut Assets<StandardMaterial>,
    images: &mut Assets<Image>,
    image: Image,
    roughness: f32,
    scale: f32,
) -> Handle<StandardMaterial> {
    materials.add(StandardMaterial {
        base_color_texture: Some(images.add(image)),
        perceptual_roughness: roughness,
        uv_transform: bevy::math::Affine2::from_scale(Vec2::splat(scale)),
        ..default()
    })
}

/// Wood whose grain runs from `light` to `dark` (pattern `seed`), repeated every `1 / scale`
/// units.
pub(crate) fn wood(
    materials: &mut Assets<StandardMaterial>,
    images: &mut Assets<Image>,
    [light, dark]: [Color; 2],
    seed: u32,
    roughness: f32,
    scale: f32,
) -> Handle<StandardMaterial> {
    let image = textures::wood(light, dark, seed);
    textured(materials, images, image, roughness, scale)
}
