//! What the pieces of Pillars of Medusa are made of, made once at start-up: one mesh per kind
//! of piece, built from its shape's parts; the finishes of White's and Black's pieces (ivory
//! and ebony) and of the stone each turns to; the Morph's jade ring; the trays beside the
//! board; and the marks of check and of captures.

use bevy::prelude::*;

use super::piece_shapes::{self, Part};
use super::stone_material::{PieceMaterial, Stone};
use crate::scene::meshes;
use crate::scene::wood;
use crate::scene::{Painted, Shades, safe};
use medusa_rules::pillars::{Colour, Role};

/// The mesh and material handles of Pillars of Medusa.
#[derive(Resource, Clone)]
pub struct PillarsAssets {
    /// Each kind of piece, in the order of [`Role::ALL`].
    pub shapes: [Handle<Mesh>; 10],
    /// How tall each kind stands, in the same order.
    pub heights: [f32; 10],
    /// The Morph's ring round the foot, and its jade.
    pub morph_ring: Handle<Mesh>,
    pub jade: Handle<StandardMaterial>,
    /// A tray for the captured pieces, its wood and its felt.
    pub tray: Handle<Mesh>,
    pub tray_felt: Handle<Mesh>,
    pub tray_wood: Handle<StandardMaterial>,
    pub felt: Handle<StandardMaterial>,
    /// The ring round a King in check, round a piece that may be captured, and round a piece
    /// of the side to move that is turned to stone.
    pub check: Handle<StandardMaterial>,
    pub capture: Handle<StandardMaterial>,
    pub frost: Handle<StandardMaterial>,
}

impl PillarsAssets {
    /// The mesh of `role`'s piece.
    pub fn shape(&self, role: Role) -> Handle<Mesh> {
        self.shapes[role.index()].clone()
    }

    /// How tall `role`'s piece stands.
    pub fn height(&self, role: Role) -> f32 {
        self.heights[role.index()]
    }
}

/// A new material for a piece of `colour`, turned to stone up to the world height `line`.
pub fn piece_material(colour: Colour, line: f32) -> PieceMaterial {
    let (finish, roughness, stone) = match colour {
        Colour::White => (
            Color::srgb(0.93, 0.88, 0.77),
            0.3,
            Color::srgb(0.5, 0.5, 0.5),
        ),
        Colour::Black => (
            Color::srgb(0.1, 0.065, 0.055),
            0.25,
            Color::srgb(0.34, 0.34, 0.35),
        ),
    };
    PieceMaterial {
        base: StandardMaterial {
            base_color: finish,
            perceptual_roughness: roughness,
            reflectance: 0.6,
            ..default()
        },
        extension: Stone::new(LinearRgba::from(stone), line),
    }
}

/// One mesh of all of `role`'s parts.
fn piece_mesh(role: Role) -> Mesh {
    let mut whole: Option<Mesh> = None;
    for part in piece_shapes::parts(role) {
        let mesh = match part {
            Part::Turned { profile, at } => {
                meshes::lathe(&profile, 40).transformed_by(Transform::from_translation(at))
            }
            Part::Cut { outline, thickness } => meshes::slab(&outline, thickness),
            Part::Ball { centre, radius } => Sphere::new(radius)
                .mesh()
                .uv(20, 12)
                .transformed_by(Transform::from_translation(centre)),
            Part::Block { centre, size } => Mesh::from(Cuboid::from_size(size))
                .transformed_by(Transform::from_translation(centre)),
            Part::Tube { path, radii } => meshes::tube(&path, radii, 10),
        };
        match whole.as_mut() {
            None => whole = Some(mesh),
            Some(whole) => {
                if let Err(error) = whole.merge(&mesh) {
                    warn!("the {role} lacks a part: {error}");
                }
            }
        }
    }
    whole
        .unwrap_or_else(|| Mesh::from(Cuboid::from_length(0.3)))
        .transformed_by(Transform::from_scale(Vec3::splat(piece_shapes::SCALE)))
}

/// A tray's outline, `size` across and along, as (x, z) counter-clockwise from above.
fn rectangle(size: Vec2) -> Vec<Vec2> {
    let (x, z) = (size.x / 2.0, size.y / 2.0);
    vec![
        Vec2::new(x, -z),
        Vec2::new(-x, -z),
        Vec2::new(-x, z),
        Vec2::new(x, z),
    ]
}

/// The cues' colours in each palette: the King in check, a capture, the Morph's ring, a
/// piece turned to stone.
pub(crate) const CHECK: Shades = Shades::new(Color::srgb(1.0, 0.15, 0.1), safe::VERMILLION);
pub(crate) const CAPTURE: Shades = Shades::new(Color::srgb(1.0, 0.55, 0.2), safe::ORANGE);
pub(crate) const JADE: Shades = Shades::new(Color::srgb(0.2, 0.95, 0.6), safe::BLUISH_GREEN);
pub(crate) const FROST: Shades = Shades::new(Color::srgb(0.75, 0.82, 0.9), safe::PALE);

fn create(
    mut commands: Commands,
    mut meshes_assets: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    mut images: ResMut<Assets<Image>>,
    mut painted: ResMut<Painted>,
) {
    let m = &mut *materials;
    let tray = super::layout::TRAY_SIZE;
    commands.insert_resource(PillarsAssets {
        shapes: Role::ALL.map(|role| meshes_assets.add(piece_mesh(role))),
        heights: Role::ALL.map(piece_shapes::height),
        morph_ring: meshes_assets.add(meshes::flat_ring(0.31, 0.38, 48)),
        jade: painted.glowing(m, JADE, 2.2, 1.0),
        tray: meshes_assets.add(meshes::bevelled_prism(&rectangle(tray), 0.12, 0.04)),
        tray_felt: meshes_assets.add(meshes::plate(&rectangle(tray - Vec2::splat(0.2)))),
        tray_wood: wood(
            m,
            &mut images,
            [Color::srgb(0.46, 0.28, 0.15), Color::srgb(0.26, 0.14, 0.07)],
            23,
            0.55,
            0.08,
        ),
        felt: m.add(StandardMaterial {
            base_color: Color::srgb(0.12, 0.22, 0.16),
            perceptual_roughness: 1.0,
            ..default()
        }),
        check: painted.glowing(m, CHECK, 4.0, 1.0),
        capture: painted.glowing(m, CAPTURE, 2.5, 1.0),
        frost: painted.glowing(m, FROST, 1.2, 0.9),
    });
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(PreStartup, create);
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Check, capture, the Morph's ring and frozen pieces stay apart from each other and from
    /// the highlights with every common colour-vision deficiency in the colour-safe and
    /// high-contrast palettes (check and a warning both mean danger).
    #[test]
    fn the_cues_stay_apart_for_colour_vision_deficiencies() {
        let mut cues = crate::scene::HIGHLIGHTS.to_vec();
        cues.extend([
            ("check", CHECK),
            ("capture", CAPTURE),
            ("jade", JADE),
            ("frost", FROST),
        ]);
        crate::scene::colour_vision::assert_apart(&cues, &[("check", "warning")]);
    }
}
