//! How colours look with the common colour-vision deficiencies, for the palettes' checks:
//! Machado, Oliveira and Fernandes's simulation (2009, severity 1) of protanopia, deuteranopia
//! and tritanopia in linear RGB, and the difference of two colours in CIELAB (ΔE 1976).

use bevy::prelude::*;

use crate::scene::palette::Shades;
use crate::session::Palette;

/// The ways of seeing checked: normal vision and the three dichromacies.
const VISIONS: [(&str, [[f32; 3]; 3]); 4] = [
    (
        "normal",
        [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]],
    ),
    (
        "protanopia",
        [
            [0.152286, 1.052583, -0.204868],
            [0.114503, 0.786281, 0.099216],
            [-0.003882, -0.048116, 1.051998],
        ],
    ),
    (
        "deuteranopia",
        [
            [0.367322, 0.860646, -0.227968],
            [0.280085, 0.672501, 0.047413],
            [-0.011820, 0.042940, 0.968881],
        ],
    ),
    (
        "tritanopia",
        [
            [1.255528, -0.076749, -0.178779],
            [-0.078411, 0.930809, 0.147602],
            [0.004733, 0.691367, 0.303900],
        ],
    ),
];

/// The least difference (ΔE) two cues that mean different things must keep.
pub(crate) const APART: f32 = 15.0;

/// `colour` in CIELAB as seen through `vision`.
fn seen(colour: Color, vision: &[[f32; 3]; 3]) -> [f32; 3] {
    let linear = LinearRgba::from(colour);
    let rgb = [linear.red, linear.green, linear.blue];
    let [r, g, b] =
        vision.map(|row| (row[0] * rgb[0] + row[1] * rgb[1] + row[2] * rgb[2]).clamp(0.0, 1.0));
    let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
    let y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
    let f = |t: f32| {
        if t > 0.008856 {
            t.cbrt()
        } else {
            7.787 * t + 16.0 / 116.0
        }
    };
    let (fx, fy, fz) = (f(x), f(y), f(z));
    [116.0 * fy - 16.0, 500.0 * (fx - fy), 200.0 * (fy - fz)]
}

/// The difference of `a` and `b` as seen through `vision`.
fn difference(a: Color, b: Color, vision: &[[f32; 3]; 3]) -> f32 {
    let (a, b) = (seen(a, vision), seen(b, vision));
    ((a[0] - b[0]).powi(2) + (a[1] - b[1]).powi(2) + (a[2] - b[2]).powi(2)).sqrt()
}

/// The two cues of `cues` closest in `palette` with any way of seeing, but the pairs `same`
/// (cues that mean the same thing): their difference, names and the way of seeing.
pub(crate) fn closest(
    cues: &[(&str, Shades)],
    same: &[(&str, &str)],
    palette: Palette,
) -> (f32, (String, String, &'static str)) {
    let mut closest = (f32::MAX, (String::new(), String::new(), ""));
    for (index, (first, a)) in cues.iter().enumerate() {
        for (second, b) in &cues[index + 1..] {
            if same.contains(&(first, second)) || same.contains(&(second, first)) {
                continue;
            }
            for (vision, matrix) in &VISIONS {
                let apart = difference(a.of(palette), b.of(palette), matrix);
                if apart < closest.0 {
                    closest = (apart, (first.to_string(), second.to_string(), vision));
                }
            }
        }
    }
    closest
}

/// Asserts that every two of `cues` but the pairs `same` stay [`APART`] in the colour-safe
/// and the high-contrast palettes, with normal vision and each deficiency.
pub(crate) fn assert_apart(cues: &[(&str, Shades)], same: &[(&str, &str)]) {
    for palette in [Palette::ColourSafe, Palette::HighContrast] {
        let (apart, pair) = closest(cues, same, palette);
        assert!(
            apart >= APART,
            "{palette:?}: {pair:?} are only {apart:.1} apart"
        );
    }
}

#[test]
fn red_and_green_run_together_with_deuteranopia_but_not_with_normal_vision() {
    let (red, green) = (Color::srgb(0.75, 0.35, 0.1), Color::srgb(0.35, 0.55, 0.1));
    assert!(difference(red, green, &VISIONS[0].1) > 30.0);
    assert!(difference(red, green, &VISIONS[2].1) < 8.0);
    // Blue and yellow stay apart with it.
    let (blue, yellow) = (Color::srgb(0.0, 0.45, 0.7), Color::srgb(0.94, 0.89, 0.26));
    assert!(difference(blue, yellow, &VISIONS[2].1) > 40.0);
}
