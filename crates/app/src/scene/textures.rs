//! Procedural textures: wood grain for the board and a fine stone grain for the Medusa cells,
//! made at start-up so the game needs no image files.

use bevy::asset::RenderAssetUsages;
use bevy::image::{ImageAddressMode, ImageSampler, ImageSamplerDescriptor};
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};

/// Side of the square textures, in pixels.
const SIZE: u32 = 256;

/// A smooth pseudo-random value in 0..1 at `(x, y)` (value noise on a lattice of `period`
/// cells, tiling across the texture).
fn noise(x: f32, y: f32, period: u32, seed: u32) -> f32 {
    let hash = |ix: i32, iy: i32| {
        let ix = ix.rem_euclid(period as i32) as u32;
        let iy = iy.rem_euclid(period as i32) as u32;
        let mut h = ix.wrapping_mul(0x27d4_eb2d)
            ^ iy.wrapping_mul(0x1656_67b1)
            ^ seed.wrapping_mul(0x9e37_79b9);
        h ^= h >> 15;
        h = h.wrapping_mul(0x2c1b_3c6d);
        h ^= h >> 12;
        (h & 0xffff) as f32 / 65535.0
    };
    let (fx, fy) = (x.floor(), y.floor());
    let (tx, ty) = (x - fx, y - fy);
    let (sx, sy) = (tx * tx * (3.0 - 2.0 * tx), ty * ty * (3.0 - 2.0 * ty));
    let (ix, iy) = (fx as i32, fy as i32);
    let top = hash(ix, iy) * (1.0 - sx) + hash(ix + 1, iy) * sx;
    let bottom = hash(ix, iy + 1) * (1.0 - sx) + hash(ix + 1, iy + 1) * sx;
    top * (1.0 - sy) + bottom * sy
}

/// A tiling texture whose texels are `shade(u, v)` (u, v in 0..1).
fn texture(shade: impl Fn(f32, f32) -> Color) -> Image {
    let mut data = Vec::with_capacity((SIZE * SIZE * 4) as usize);
    for y in 0..SIZE {
        for x in 0..SIZE {
            let srgba = shade(x as f32 / SIZE as f32, y as f32 / SIZE as f32).to_srgba();
            data.extend(srgba.to_u8_array());
        }
    }
    let mut image = Image::new(
        Extent3d {
            width: SIZE,
            height: SIZE,
            depth_or_array_layers: 1,
        },
        TextureDimension::D2,
        data,
        TextureFormat::Rgba8UnormSrgb,
        RenderAssetUsages::RENDER_WORLD,
    );
    image.sampler = ImageSampler::Descriptor(ImageSamplerDescriptor {
        address_mode_u: ImageAddressMode::Repeat,
        address_mode_v: ImageAddressMode::Repeat,
        ..ImageSamplerDescriptor::linear()
    });
    image
}

/// Long wood grain between two tones: stripes along u, bent by noise.
pub fn wood(light: Color, dark: Color, seed: u32) -> Image {
    texture(|u, v| {
        let warp =
            noise(u * 4.0, v * 16.0, 4, seed) * 2.5 + noise(u * 16.0, v * 64.0, 16, seed + 1) * 0.4;
        let grain = ((v * 9.0 + warp) * std::f32::consts::TAU).sin() * 0.5 + 0.5;
        let fine = noise(u * 64.0, v * 256.0, 64, seed + 2);
        let k = (grain.powf(1.6) * 0.75 + fine * 0.25).clamp(0.0, 1.0);
        light.mix(&dark, k)
    })
}

/// A fine mottled stone surface.
pub fn stone(base: Color, vein: Color, seed: u32) -> Image {
    texture(|u, v| {
        let cloud =
            noise(u * 8.0, v * 8.0, 8, seed) * 0.6 + noise(u * 32.0, v * 32.0, 32, seed + 1) * 0.4;
        base.mix(&vein, (cloud - 0.35).clamp(0.0, 0.6))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn noise_tiles_and_stays_in_range() {
        for i in 0..50 {
            let (x, y) = (i as f32 * 0.37, i as f32 * 0.71);
            let n = noise(x, y, 8, 3);
            assert!((0.0..=1.0).contains(&n));
            assert!((noise(x + 8.0, y, 8, 3) - n).abs() < 1e-5);
        }
    }
}
