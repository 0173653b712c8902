//! The ten pieces of Pillars of Medusa as shapes: each is a few parts (solids turned on a
//! lathe, slabs cut from a board, balls, blocks and bent tubes), set out once as data. The
//! 3D pieces are built from them, and so are the flat silhouettes of the rules page's legend,
//! so the two always agree.
//!
//! A piece stands on y = 0 and faces +X (where a Horse looks). The parts are drawn with a
//! foot about 0.6 across and then made [`SCALE`] times bigger: on squares 1 wide, a piece's
//! foot fills most of its square.

use std::f32::consts::{PI, TAU};

use bevy::prelude::*;

use medusa_rules::pillars::Role;

/// How much bigger a piece stands than its parts are drawn.
pub const SCALE: f32 = 1.2;

/// One part of a piece's shape.
#[derive(Clone, Debug, PartialEq)]
pub enum Part {
    /// A solid turned about an upright axis through `at`: its profile as (radius, height
    /// above `at`) from the middle of the bottom round and up to the middle of the top.
    Turned { profile: Vec<Vec2>, at: Vec3 },
    /// A convex outline in the XY plane (counter-clockwise), cut `thickness` thick.
    Cut { outline: Vec<Vec2>, thickness: f32 },
    /// A ball.
    Ball { centre: Vec3, radius: f32 },
    /// A box.
    Block { centre: Vec3, size: Vec3 },
    /// A tube along `path`, its radius running from the first to the second of `radii`.
    Tube { path: Vec<Vec3>, radii: (f32, f32) },
}

fn points(pairs: &[(f32, f32)]) -> Vec<Vec2> {
    pairs.iter().map(|&(x, y)| Vec2::new(x, y)).collect()
}

/// The turned foot every piece stands on, `r` wide, up to where its body begins.
fn foot(r: f32) -> Vec<(f32, f32)> {
    vec![
        (0.0, 0.0),
        (r, 0.0),
        (r, 0.045),
        (r - 0.025, 0.07),
        (r - 0.07, 0.085),
        (r - 0.09, 0.125),
    ]
}

/// A turned part: the foot, then `body`.
fn turned(r: f32, body: &[(f32, f32)]) -> Part {
    let mut profile = foot(r);
    profile.extend_from_slice(body);
    Part::Turned {
        profile: points(&profile),
        at: Vec3::ZERO,
    }
}

fn cut(outline: &[(f32, f32)], thickness: f32) -> Part {
    Part::Cut {
        outline: points(outline),
        thickness,
    }
}

fn ball(x: f32, y: f32, z: f32, radius: f32) -> Part {
    Part::Ball {
        centre: Vec3::new(x, y, z),
        radius,
    }
}

fn block(centre: [f32; 3], size: [f32; 3]) -> Part {
    Part::Block {
        centre: Vec3::from(centre),
        size: Vec3::from(size),
    }
}

/// The Horse's head and neck, cut from a board, looking towards +X.
fn horse_head() -> Vec<Part> {
    vec![
        // The neck, leaning back.
        cut(
            &[(-0.18, 0.15), (0.14, 0.15), (0.12, 0.5), (-0.15, 0.62)],
            0.2,
        ),
        // The head, the muzzle forward and down.
        cut(
            &[
                (-0.13, 0.52),
                (0.14, 0.45),
                (0.33, 0.47),
                (0.33, 0.57),
                (0.07, 0.72),
                (-0.11, 0.7),
            ],
            0.17,
        ),
        // An ear, and the mane down the back of the neck.
        cut(&[(-0.09, 0.68), (0.0, 0.7), (-0.08, 0.82)], 0.09),
        cut(
            &[(-0.23, 0.16), (-0.16, 0.16), (-0.12, 0.68), (-0.19, 0.64)],
            0.1,
        ),
    ]
}

/// A bishop's mitre, `scale` times its size, standing on `base`.
fn mitre(base: Vec3, scale: f32) -> Vec<Part> {
    let profile = points(&[
        (0.0, 0.0),
        (0.1, 0.0),
        (0.13, 0.06),
        (0.14, 0.12),
        (0.11, 0.19),
        (0.06, 0.25),
        (0.0, 0.28),
    ]);
    vec![
        Part::Turned {
            profile: profile.into_iter().map(|p| p * scale).collect(),
            at: base,
        },
        ball(base.x, base.y + 0.3 * scale, base.z, 0.04 * scale),
    ]
}

/// The Serpent's body: a coil round the foot rising into an S, the head bent forward.
fn serpent_body() -> Vec<Vec3> {
    let mut path = Vec::new();
    // One and a half turns of a coil from the foot upwards.
    for k in 0..=18 {
        let t = k as f32 / 18.0;
        let angle = 1.5 * TAU * t;
        path.push(Vec3::new(
            0.16 * angle.cos(),
            0.17 + 0.23 * t,
            0.16 * angle.sin(),
        ));
    }
    // Then up in an S to the head.
    let from = *path.last().unwrap_or(&Vec3::ZERO);
    for k in 1..=12 {
        let t = k as f32 / 12.0;
        path.push(Vec3::new(
            from.x * (1.0 - t) + 0.12 * (PI * t).sin() - 0.05 * t,
            from.y + 0.42 * t,
            from.z * (1.0 - t),
        ));
    }
    path
}

/// One lock of the Medusa's hair: a snake leaving her head at `angle` (about Y), curling.
fn snake_lock(head: Vec3, angle: f32, rise: f32) -> Vec<Vec3> {
    let out = Vec3::new(angle.cos(), 0.0, angle.sin());
    (0..=8)
        .map(|k| {
            let t = k as f32 / 8.0;
            head + out * (0.07 + 0.12 * t)
                + Vec3::Y * (rise + 0.09 * (PI * t).sin() - 0.05 * t)
                + out.cross(Vec3::Y) * 0.04 * (TAU * t).sin()
        })
        .collect()
}

/// The parts of `role`'s piece.
pub fn parts(role: Role) -> Vec<Part> {
    match role {
        Role::Sword => vec![
            turned(
                0.25,
                &[
                    (0.12, 0.2),
                    (0.1, 0.25),
                    (0.13, 0.27),
                    (0.13, 0.3),
                    (0.06, 0.32),
                    (0.0, 0.32),
                ],
            ),
            // The blade, point up, and its cross-guard.
            cut(
                &[
                    (-0.055, 0.3),
                    (0.055, 0.3),
                    (0.055, 0.66),
                    (0.0, 0.78),
                    (-0.055, 0.66),
                ],
                0.035,
            ),
            block([0.0, 0.35, 0.0], [0.32, 0.045, 0.08]),
        ],
        Role::Tower => {
            let mut parts = vec![turned(
                0.3,
                &[
                    (0.2, 0.4),
                    (0.23, 0.44),
                    (0.25, 0.46),
                    (0.25, 0.55),
                    (0.17, 0.55),
                    (0.17, 0.5),
                    (0.0, 0.5),
                ],
            )];
            // The battlements.
            for k in 0..6 {
                let angle = TAU * k as f32 / 6.0;
                parts.push(block(
                    [0.21 * angle.cos(), 0.585, 0.21 * angle.sin()],
                    [0.09, 0.07, 0.09],
                ));
            }
            parts
        }
        Role::Horse => {
            let mut parts = vec![turned(0.3, &[(0.19, 0.2), (0.0, 0.2)])];
            parts.extend(horse_head());
            parts
        }
        Role::Advisor => vec![
            turned(
                0.28,
                &[
                    (0.12, 0.3),
                    (0.1, 0.42),
                    (0.16, 0.44),
                    (0.16, 0.47),
                    (0.1, 0.49),
                    (0.13, 0.54),
                    (0.15, 0.6),
                    (0.13, 0.67),
                    (0.08, 0.73),
                    (0.03, 0.77),
                    (0.0, 0.78),
                ],
            ),
            ball(0.0, 0.81, 0.0, 0.045),
        ],
        Role::MountedAdvisor => {
            // The Horse with an Advisor's mitre riding on its neck.
            let mut parts = vec![turned(0.3, &[(0.19, 0.2), (0.0, 0.2)])];
            parts.extend(horse_head());
            parts.extend(mitre(Vec3::new(-0.2, 0.6, 0.0), 1.0));
            parts
        }
        Role::Queen => {
            let mut parts = vec![turned(
                0.3,
                &[
                    (0.13, 0.4),
                    (0.11, 0.56),
                    (0.17, 0.58),
                    (0.17, 0.61),
                    (0.11, 0.63),
                    (0.13, 0.68),
                    (0.19, 0.8),
                    (0.17, 0.82),
                    (0.1, 0.8),
                    (0.0, 0.82),
                ],
            )];
            for k in 0..8 {
                let angle = TAU * k as f32 / 8.0;
                parts.push(ball(0.175 * angle.cos(), 0.83, 0.175 * angle.sin(), 0.035));
            }
            parts.push(ball(0.0, 0.87, 0.0, 0.05));
            parts
        }
        Role::King => vec![
            turned(
                0.3,
                &[
                    (0.14, 0.45),
                    (0.12, 0.6),
                    (0.18, 0.62),
                    (0.18, 0.65),
                    (0.12, 0.67),
                    (0.14, 0.72),
                    (0.19, 0.84),
                    (0.19, 0.87),
                    (0.0, 0.87),
                ],
            ),
            // The cross.
            block([0.0, 0.99, 0.0], [0.08, 0.26, 0.08]),
            block([0.0, 1.02, 0.0], [0.22, 0.08, 0.08]),
        ],
        Role::Serpent => {
            let body = serpent_body();
            let head = *body.last().unwrap_or(&Vec3::ZERO);
            vec![
                turned(0.28, &[(0.17, 0.15), (0.0, 0.15)]),
                Part::Tube {
                    path: body,
                    radii: (0.08, 0.05),
                },
                ball(head.x + 0.02, head.y + 0.01, head.z, 0.075),
                ball(head.x + 0.1, head.y - 0.01, head.z, 0.05),
            ]
        }
        Role::Pillar => vec![
            // A column: plinth, base, a shaft with a slight swell, capital and abacus.
            block([0.0, 0.03, 0.0], [0.46, 0.06, 0.46]),
            Part::Turned {
                at: Vec3::ZERO,
                profile: points(&[
                    (0.0, 0.06),
                    (0.23, 0.06),
                    (0.23, 0.09),
                    (0.2, 0.11),
                    (0.2, 0.13),
                    (0.165, 0.15),
                    (0.17, 0.4),
                    (0.15, 0.7),
                    (0.14, 0.72),
                    (0.19, 0.77),
                    (0.0, 0.77),
                ]),
            },
            block([0.0, 0.795, 0.0], [0.36, 0.05, 0.36]),
        ],
        Role::Medusa => {
            let head = Vec3::new(0.0, 0.74, 0.0);
            let mut parts = vec![
                turned(
                    0.3,
                    &[
                        (0.17, 0.3),
                        (0.12, 0.5),
                        (0.1, 0.58),
                        (0.15, 0.6),
                        (0.12, 0.645),
                        (0.05, 0.66),
                        (0.0, 0.66),
                    ],
                ),
                ball(head.x, head.y, head.z, 0.09),
            ];
            // Her hair: eight snakes.
            for k in 0..8 {
                let angle = TAU * (k as f32 + 0.5) / 8.0;
                let rise = if k % 2 == 0 { 0.02 } else { 0.07 };
                let lock = snake_lock(head, angle, rise);
                let tip = *lock.last().unwrap_or(&head);
                parts.push(Part::Tube {
                    path: lock,
                    radii: (0.026, 0.014),
                });
                parts.push(ball(tip.x, tip.y, tip.z, 0.022));
            }
            parts
        }
    }
}

/// How tall `role`'s piece stands.
pub fn height(role: Role) -> f32 {
    SCALE * drawn_height(role)
}

/// How tall `role`'s parts are drawn.
fn drawn_height(role: Role) -> f32 {
    parts(role)
        .iter()
        .map(|part| match part {
            Part::Turned { profile, at } => at.y + profile.iter().map(|p| p.y).fold(0.0, f32::max),
            Part::Cut { outline, .. } => outline.iter().map(|p| p.y).fold(0.0, f32::max),
            Part::Ball { centre, radius } => centre.y + radius,
            Part::Block { centre, size } => centre.y + size.y / 2.0,
            Part::Tube { path, radii } => {
                path.iter().map(|p| p.y).fold(0.0, f32::max) + radii.0.max(radii.1)
            }
        })
        .fold(0.0, f32::max)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_piece_stands_on_the_board_within_its_square_and_the_king_is_tallest() {
        for role in Role::ALL {
            let parts = parts(role);
            assert!(!parts.is_empty(), "{role}");
            let height = drawn_height(role);
            assert!((0.6..=1.15).contains(&height), "{role} is {height} tall");
            if role != Role::King {
                assert!(height < drawn_height(Role::King), "{role}");
            }
            for part in &parts {
                let reach = match part {
                    Part::Turned { profile, at } => {
                        at.xz().length() + profile.iter().map(|p| p.x).fold(0.0, f32::max)
                    }
                    Part::Cut { outline, .. } => {
                        outline.iter().map(|p| p.x.abs()).fold(0.0, f32::max)
                    }
                    Part::Ball { centre, radius } => centre.xz().length() + radius,
                    Part::Block { centre, size } => centre.xz().length() + size.xz().length() / 2.0,
                    Part::Tube { path, radii } => {
                        path.iter().map(|p| p.xz().length()).fold(0.0, f32::max) + radii.0
                    }
                };
                assert!(reach < 0.45, "{role} reaches {reach} from its middle");
            }
        }
    }
}
