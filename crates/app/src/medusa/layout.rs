//! Where things stand in the 3D world: points, tiles, stones and the marker track, for the
//! board being played. Pure geometry derived from the rules' topology.
//!
//! The board lies in the XZ plane with its top edge (row 19, point 1) towards −Z, away from a
//! camera looking from +Z.

use bevy::prelude::*;

use crate::GameSystems;
use crate::scene::{BoardCells, Cell, ShownBoard};
use crate::session::{GameBoard, Match};
use medusa_rules::medusa::{Colour, Point, Topology, Variant};

/// Height of the board's surface (the top of the base slab).
pub const BOARD_TOP: f32 = 0.0;

/// A stone's radius and thickness as its mesh is made (the same stones on both boards).
pub const STONE_RADIUS: f32 = 0.76;
pub const STONE_THICKNESS: f32 = 0.3;

/// The geometry of one board in world units.
#[derive(Resource, Clone, Debug)]
pub struct BoardLayout {
    pub variant: Variant,
    pub topology: &'static Topology,
    /// World units per layout unit.
    pub scale: f32,
    /// Height of the playing surface under a stone (tile tops).
    pub surface: f32,
    /// How far from a point's centre the pointer still finds it, and the size marks around
    /// a point are drawn for.
    pub stone_radius: f32,
    /// Radius of the circle that holds the whole board, rim included.
    pub radius: f32,
    /// Centre of the marker track's first slot (Black's end) and the step between slots.
    pub track_start: Vec3,
    pub track_step: Vec3,
}

impl BoardLayout {
    /// The layout for `variant`.
    pub fn new(variant: Variant) -> BoardLayout {
        let topology = variant.topology();
        let (scale, surface, stone_radius) = match variant {
            // Hex cells of radius 1: neighbouring centres are sqrt(3) apart.
            Variant::Medusa => (1.0, 0.14, 0.74),
            // Polygon sides of 1 layout unit: points 2.2 apart.
            Variant::Lotus => (2.2, 0.08, 0.8),
        };
        let extent = topology
            .points()
            .map(|p| Vec2::from(topology.position(p)).length())
            .fold(0.0, f32::max)
            * scale;
        // Room for the coordinates around Medusa's rim; the Lotus flower needs less.
        let radius = extent
            + match variant {
                Variant::Medusa => 2.2,
                Variant::Lotus => 1.3,
            };
        let end = topology.track_end() as f32;
        let step = 1.15;
        BoardLayout {
            variant,
            topology,
            scale,
            surface,
            stone_radius,
            radius,
            track_start: Vec3::new(-end * step, BOARD_TOP, radius + 1.4),
            track_step: Vec3::new(step, 0.0, 0.0),
        }
    }

    /// Where a layout position (y up) lies on the board surface.
    pub fn world(&self, xy: [f32; 2]) -> Vec3 {
        Vec3::new(xy[0] * self.scale, BOARD_TOP, -xy[1] * self.scale)
    }

    /// The centre of `point` on the board surface.
    pub fn point(&self, point: Point) -> Vec3 {
        self.world(self.topology.position(point))
    }

    /// The resting pose of a stone of `colour` on `point`.
    pub fn stone_pose(&self, point: Point, colour: Colour) -> Transform {
        Transform::from_translation(self.point(point) + Vec3::Y * self.stone_rest_height())
            .with_rotation(face_up(colour))
    }

    /// Height of a resting stone's centre.
    pub fn stone_rest_height(&self) -> f32 {
        self.surface + STONE_THICKNESS / 2.0
    }

    /// Centre of the marker track's slot for marker value `value` (negative towards Black).
    pub fn track_slot(&self, value: i8) -> Vec3 {
        let index = (value + self.topology.track_end()) as f32;
        self.track_start + self.track_step * index
    }

    /// The board's cells for the shared code: each point's label and centre on the playing
    /// surface, the pointer's reach, a stone's thickness above it, and a sphere around the
    /// board and the marker track in front of it.
    pub fn cells(&self) -> BoardCells {
        let surface = Vec3::Y * self.surface;
        let cells = self
            .topology
            .points()
            .map(|p| (self.topology.label(p).to_string(), self.point(p) + surface));
        BoardCells::new(
            cells,
            self.stone_radius * 1.25,
            Vec3::new(0.0, 0.0, 1.2),
            self.radius + 1.8,
        )
        .with_piece_top(STONE_THICKNESS)
        .with_sites(
            self.topology
                .sites()
                .iter()
                .map(|site| self.world(site.centre))
                .collect(),
        )
    }

    /// Whether `world` (on the board's plane) lies in the middle of a site, where no stone
    /// goes: a dark hex of Medusa's board, a hexagon of the Lotus flower (each a hexagon of
    /// one layout unit round its centre).
    pub fn in_a_site(&self, world: Vec3) -> bool {
        self.topology
            .sites()
            .iter()
            .any(|site| self.world(site.centre).xz().distance(world.xz()) < self.scale)
    }

    /// The point of the board shown at `cell`, if it is one of this board's.
    pub fn point_at(&self, cell: Cell) -> Option<Point> {
        (cell.index() < self.topology.len()).then(|| Point::new(cell.index()))
    }
}

/// The rotation that shows `colour` on top: stones are black on their upper side when
/// unrotated, and a white stone is the same disc turned over.
pub fn face_up(colour: Colour) -> Quat {
    match colour {
        Colour::Black => Quat::IDENTITY,
        Colour::White => Quat::from_rotation_x(std::f32::consts::PI),
    }
}

/// The colour a stone with rotation `rotation` shows on top.
pub fn colour_shown(rotation: Quat) -> Colour {
    if (rotation * Vec3::Y).y >= 0.0 {
        Colour::Black
    } else {
        Colour::White
    }
}

/// Keeps the layout in step with the match's variant, and publishes the board's cells when
/// it comes back onto the screen (everything drawn from the layout is drawn again then).
fn follow_variant(
    game_match: Res<Match>,
    shown: Res<ShownBoard>,
    mut layout: ResMut<BoardLayout>,
    mut cells: ResMut<BoardCells>,
) {
    let Some(variant) = game_match.setup.kind.medusa_variant() else {
        return;
    };
    if layout.variant != variant {
        *layout = BoardLayout::new(variant);
        *cells = layout.cells();
    } else if shown.is_changed() && shown.0 == GameBoard::MEDUSA {
        layout.set_changed();
        *cells = layout.cells();
    }
}

impl From<Point> for Cell {
    fn from(point: Point) -> Cell {
        Cell(point.index() as u16)
    }
}

pub(crate) fn plugin(app: &mut App) {
    let layout = BoardLayout::new(Variant::Medusa);
    app.insert_resource(layout.cells())
        .insert_resource(layout)
        .add_systems(
            Update,
            follow_variant
                .run_if(resource_changed::<Match>.or_eager(resource_changed::<ShownBoard>))
                .in_set(GameSystems::Apply)
                .after(crate::scene::ShownBoardSystems),
        );
}
