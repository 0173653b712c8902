//! Mesh builders for the board's pieces: bevelled prisms for tiles and the board, the two
//! halves of a lens-shaped stone, flat rings and plates, solids turned on a lathe, slabs cut
//! from a board and tubes bent along a path. Plain functions returning
//! [`Mesh`]es; the shared handles live in `assets.rs`.

use std::f32::consts::TAU;

use bevy::asset::RenderAssetUsages;
use bevy::mesh::{Indices, PrimitiveTopology};
use bevy::prelude::*;

/// Collects triangles with flat or smooth normals.
#[derive(Default)]
struct Builder {
    positions: Vec<[f32; 3]>,
    normals: Vec<[f32; 3]>,
    uvs: Vec<[f32; 2]>,
    indices: Vec<u32>,
}

impl Builder {
    fn vertex(&mut self, position: Vec3, normal: Vec3) -> u32 {
        self.positions.push(position.to_array());
        self.normals.push(normal.normalize_or_zero().to_array());
        self.uvs.push([position.x, position.z]);
        (self.positions.len() - 1) as u32
    }

    /// A flat quad a-b-c-d (counter-clockwise seen from outside).
    fn quad(&mut self, a: Vec3, b: Vec3, c: Vec3, d: Vec3) {
        let normal = (b - a).cross(d - a);
        let i = [a, b, c, d].map(|p| self.vertex(p, normal));
        self.indices.extend([i[0], i[1], i[2], i[0], i[2], i[3]]);
    }

    /// A flat convex polygon facing `normal`, as a fan.
    fn fan(&mut self, corners: &[Vec3], normal: Vec3) {
        let first = self.positions.len() as u32;
        for &c in corners {
            self.vertex(c, normal);
        }
        for k in 1..corners.len() as u32 - 1 {
            self.indices.extend([first, first + k, first + k + 1]);
        }
    }

    fn build(self) -> Mesh {
        Mesh::new(
            PrimitiveTopology::TriangleList,
            RenderAssetUsages::default(),
        )
        .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, self.positions)
        .with_inserted_attribute(Mesh::ATTRIBUTE_NORMAL, self.normals)
        .with_inserted_attribute(Mesh::ATTRIBUTE_UV_0, self.uvs)
        .with_inserted_indices(Indices::U32(self.indices))
    }
}

/// A convex polygon (counter-clockwise in the XZ plane as seen from above, given as (x, z))
/// raised from y = 0 to `height`, with its top edge bevelled by `bevel`.
pub fn bevelled_prism(outline: &[Vec2], height: f32, bevel: f32) -> Mesh {
    let mut b = Builder::default();
    let centre = outline.iter().copied().sum::<Vec2>() / outline.len() as f32;
    let inset: Vec<Vec2> = outline
        .iter()
        .map(|&p| p + (centre - p).normalize_or_zero() * bevel)
        .collect();
    let at = |p: Vec2, y: f32| Vec3::new(p.x, y, p.y);
    let top: Vec<Vec3> = inset.iter().map(|&p| at(p, height)).collect();
    b.fan(&top, Vec3::Y);
    let n = outline.len();
    for i in 0..n {
        let j = (i + 1) % n;
        // Bevel: from the inset top edge down to the outline.
        b.quad(
            at(inset[j], height),
            at(inset[i], height),
            at(outline[i], height - bevel),
            at(outline[j], height - bevel),
        );
        // Side wall.
        b.quad(
            at(outline[j], height - bevel),
            at(outline[i], height - bevel),
            at(outline[i], 0.0),
            at(outline[j], 0.0),
        );
    }
    b.build()
}

/// The corners of a regular polygon of `sides` with circumradius `radius` around the origin,
/// the first at `angle` radians from +X (in the XZ plane, as (x, z)), counter-clockwise seen
/// from above.
pub fn regular_polygon(sides: usize, radius: f32, angle: f32) -> Vec<Vec2> {
    (0..sides)
        .map(|k| {
            // Counter-clockwise seen from above (+Y) means decreasing z for increasing angle.
            let a = angle + TAU * k as f32 / sides as f32;
            Vec2::new(radius * a.cos(), -radius * a.sin())
        })
        .collect()
}

/// One half of a lens-shaped stone of `radius` and `thickness`: the upper half (`upper`) from
/// the rim up to the crown, or the lower half down. Smooth normals.
pub fn stone_half(radius: f32, thickness: f32, upper: bool) -> Mesh {
    const AROUND: usize = 40;
    const RINGS: usize = 8;
    let mut b = Builder::default();
    let half = thickness / 2.0;
    let sign = if upper { 1.0 } else { -1.0 };
    // Profile: an ellipse quadrant from the rim (angle 0) to the crown (angle 90 degrees).
    for ring in 0..=RINGS {
        let t = ring as f32 / RINGS as f32 * std::f32::consts::FRAC_PI_2;
        let (r, y) = (radius * t.cos(), sign * half * t.sin());
        for k in 0..=AROUND {
            let a = TAU * k as f32 / AROUND as f32;
            let (s, c) = a.sin_cos();
            let position = Vec3::new(r * c, y, r * s);
            let normal = Vec3::new(
                c * t.cos() / radius,
                sign * t.sin() / half,
                s * t.cos() / radius,
            );
            b.vertex(position, normal);
        }
    }
    let row = AROUND as u32 + 1;
    for ring in 0..RINGS as u32 {
        for k in 0..AROUND as u32 {
            let (a, c) = (ring * row + k, (ring + 1) * row + k);
            if upper {
                b.indices.extend([a, c, a + 1, a + 1, c, c + 1]);
            } else {
                b.indices.extend([a, a + 1, c, a + 1, c + 1, c]);
            }
        }
    }
    b.build()
}

/// A solid of revolution: `profile`, (radius, height) pairs, turned about the Y axis, with
/// `segments` steps around. Normals are smooth across gentle bends of the profile and sharp
/// at its corners (bends of more than 35 degrees), so a turned piece shows its edges.
pub fn lathe(profile: &[Vec2], segments: usize) -> Mesh {
    let mut b = Builder::default();
    // The outward normal of each profile segment, in (radius, height).
    let normals: Vec<Vec2> = profile
        .windows(2)
        .map(|w| {
            let d = w[1] - w[0];
            Vec2::new(d.y, -d.x).normalize_or_zero()
        })
        .collect();
    let smooth = |a: Vec2, b: Vec2| {
        if a.dot(b) > 35f32.to_radians().cos() {
            (a + b).normalize_or(b)
        } else {
            b
        }
    };
    let row = segments as u32 + 1;
    for (i, pair) in profile.windows(2).enumerate() {
        let here = normals[i];
        let start = i.checked_sub(1).map_or(here, |j| smooth(normals[j], here));
        let end = normals.get(i + 1).map_or(here, |&next| smooth(next, here));
        let first = b.positions.len() as u32;
        for (point, normal) in [(pair[0], start), (pair[1], end)] {
            for k in 0..=segments {
                let (sin, cos) = (TAU * k as f32 / segments as f32).sin_cos();
                b.vertex(
                    Vec3::new(point.x * cos, point.y, point.x * sin),
                    Vec3::new(normal.x * cos, normal.y, normal.x * sin),
                );
            }
        }
        for k in 0..segments as u32 {
            let (a, c) = (first + k, first + row + k);
            b.indices.extend([a, c, a + 1, a + 1, c, c + 1]);
        }
    }
    b.build()
}

/// A flat ring in the XZ plane facing up, between `inner` and `outer` radii.
pub fn flat_ring(inner: f32, outer: f32, segments: usize) -> Mesh {
    let mut b = Builder::default();
    for k in 0..=segments {
        let a = TAU * k as f32 / segments as f32;
        let (s, c) = a.sin_cos();
        b.vertex(Vec3::new(inner * c, 0.0, -inner * s), Vec3::Y);
        b.vertex(Vec3::new(outer * c, 0.0, -outer * s), Vec3::Y);
    }
    for k in 0..segments as u32 {
        let (i, o) = (2 * k, 2 * k + 1);
        b.indices.extend([i, o, o + 2, i, o + 2, i + 2]);
    }
    b.build()
}

/// A thin flat polygon plate facing up (a well's floor, a highlight).
pub fn plate(outline: &[Vec2]) -> Mesh {
    let mut b = Builder::default();
    let corners: Vec<Vec3> = outline.iter().map(|p| Vec3::new(p.x, 0.0, p.y)).collect();
    b.fan(&corners, Vec3::Y);
    b.build()
}

/// A flat cross (two bars at right angles, turned 45 degrees) facing up, `size` across and
/// `width` thick.
pub fn cross(size: f32, width: f32) -> Mesh {
    let mut b = Builder::default();
    let (l, w) = (size / 2.0, width / 2.0);
    for angle in [std::f32::consts::FRAC_PI_4, -std::f32::consts::FRAC_PI_4] {
        let rotation = Vec2::from_angle(angle);
        let corners: Vec<Vec3> = [
            // Counter-clockwise seen from above, as `regular_polygon` (z is the second value).
            Vec2::new(-l, -w),
            Vec2::new(-l, w),
            Vec2::new(l, w),
            Vec2::new(l, -w),
        ]
        .iter()
        .map(|c| {
            let c = rotation.rotate(*c);
            Vec3::new(c.x, 0.0, c.y)
        })
        .collect();
        b.fan(&corners, Vec3::Y);
    }
    b.build()
}

/// A flat convex `outline` in the XY plane (counter-clockwise seen from +Z, as (x, y))
/// cut from a board `thickness` thick, centred on z = 0: a horse's head, a blade.
pub fn slab(outline: &[Vec2], thickness: f32) -> Mesh {
    let mut b = Builder::default();
    let half = thickness / 2.0;
    let at = |p: Vec2, z: f32| Vec3::new(p.x, p.y, z);
    let front: Vec<Vec3> = outline.iter().map(|&p| at(p, half)).collect();
    let back: Vec<Vec3> = outline.iter().rev().map(|&p| at(p, -half)).collect();
    b.fan(&front, Vec3::Z);
    b.fan(&back, -Vec3::Z);
    let n = outline.len();
    for i in 0..n {
        let j = (i + 1) % n;
        b.quad(
            at(outline[i], -half),
            at(outline[j], -half),
            at(outline[j], half),
            at(outline[i], half),
        );
    }
    b.build()
}

/// A round tube along `path`, its radius running from `radii.0` at the start to `radii.1` at
/// the end, with `sides` steps around; the ends are left open (a ball closes them).
pub fn tube(path: &[Vec3], radii: (f32, f32), sides: usize) -> Mesh {
    let mut b = Builder::default();
    let n = path.len();
    if n < 2 {
        return b.build();
    }
    let tangent = |i: usize| {
        let (a, c) = (path[i.saturating_sub(1)], path[(i + 1).min(n - 1)]);
        (c - a).normalize_or(Vec3::Y)
    };
    // A frame carried along the path without twisting.
    let mut normal = tangent(0).any_orthonormal_vector();
    let row = sides as u32 + 1;
    for (i, &centre) in path.iter().enumerate() {
        let t = tangent(i);
        normal = (normal - t * normal.dot(t)).normalize_or(t.any_orthonormal_vector());
        let binormal = t.cross(normal);
        let radius = radii.0 + (radii.1 - radii.0) * i as f32 / (n - 1) as f32;
        for k in 0..=sides {
            let (sin, cos) = (TAU * k as f32 / sides as f32).sin_cos();
            let out = normal * cos + binormal * sin;
            b.vertex(centre + out * radius, out);
        }
    }
    for i in 0..n as u32 - 1 {
        for k in 0..sides as u32 {
            let (a, c) = (i * row + k, (i + 1) * row + k);
            b.indices.extend([a, a + 1, c, a + 1, c + 1, c]);
        }
    }
    b.build()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn triangles_face_outwards(mesh: &Mesh) -> bool {
        let Some(bevy::mesh::VertexAttributeValues::Float32x3(positions)) =
            mesh.attribute(Mesh::ATTRIBUTE_POSITION)
        else {
            return false;
        };
        let Some(bevy::mesh::VertexAttributeValues::Float32x3(normals)) =
            mesh.attribute(Mesh::ATTRIBUTE_NORMAL)
        else {
            return false;
        };
        let Some(Indices::U32(indices)) = mesh.indices() else {
            return false;
        };
        indices.chunks(3).all(|t| {
            let [a, b, c] = [t[0], t[1], t[2]].map(|i| Vec3::from(positions[i as usize]));
            let face = (b - a).cross(c - a);
            let normal = Vec3::from(normals[t[0] as usize]);
            face.length() < 1e-9 || face.dot(normal) > 0.0
        })
    }

    #[test]
    fn winding_agrees_with_the_normals() {
        let hexagon = regular_polygon(6, 1.0, 0.0);
        assert!(triangles_face_outwards(&bevelled_prism(
            &hexagon, 0.2, 0.03
        )));
        assert!(triangles_face_outwards(&stone_half(0.7, 0.3, true)));
        assert!(triangles_face_outwards(&stone_half(0.7, 0.3, false)));
        assert!(triangles_face_outwards(&flat_ring(0.5, 0.7, 24)));
        assert!(triangles_face_outwards(&plate(&hexagon)));
        assert!(triangles_face_outwards(&cross(0.4, 0.1)));
        let cylinder = [
            Vec2::new(0.0, 0.0),
            Vec2::new(1.0, 0.0),
            Vec2::new(1.0, 1.0),
            Vec2::new(0.0, 1.0),
        ];
        assert!(triangles_face_outwards(&lathe(&cylinder, 16)));
        let triangle = [
            Vec2::new(0.0, 0.0),
            Vec2::new(1.0, 0.0),
            Vec2::new(0.0, 1.0),
        ];
        assert!(triangles_face_outwards(&slab(&triangle, 0.2)));
        let rising = [
            Vec3::ZERO,
            Vec3::new(0.1, 0.5, 0.0),
            Vec3::new(0.0, 1.0, 0.2),
        ];
        assert!(triangles_face_outwards(&tube(&rising, (0.1, 0.05), 12)));
    }
}
