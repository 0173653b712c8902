//! The shape of a board: its points, which of them touch, the straight lines stones move along,
//! the rosette (or lotus) sites, labels and 2D layout positions.
//!
//! One topology per variant is built once and shared (`Topology::of`). The capture, movement and
//! scoring code only ever asks a topology; nothing else knows which game is being played.

use std::collections::HashMap;
use std::sync::OnceLock;

use super::bits::Bits;
use super::colour::Colour;
use super::{lotus_board, medusa_board};
use crate::record_variant::names_variant;

/// The largest number of points on any board (Medusa's 210 cells).
pub const MAX_POINTS: usize = 210;

/// The number of possible point indices (a point's index is a byte).
const INDICES: usize = 256;

/// The most neighbours a point has.
pub const MAX_DEGREE: usize = 4;

/// Line directions are numbered `0..LINE_DIRECTIONS`, the same on every point; `d ^ 1` is the
/// direction opposite `d`. A point lies on at most `LINE_DIRECTIONS / 2` lines.
pub const LINE_DIRECTIONS: usize = 6;

/// A playable point of a board: a Medusa cell or a Lotus point, by index.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Point(u8);

impl Point {
    /// The point with index `index` (which must be below [`MAX_POINTS`]).
    #[inline]
    pub const fn new(index: usize) -> Point {
        debug_assert!(index < 256);
        Point(index as u8)
    }

    /// The point's index, `0..topology.len()`.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

/// Which game a board belongs to.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Variant {
    /// The 210-cell hexagonal board, with movement.
    Medusa,
    /// The 72-point Kensington board, placement only.
    Lotus,
}

impl Variant {
    /// Both variants.
    pub const ALL: [Variant; 2] = [Variant::Medusa, Variant::Lotus];

    /// The variant's name as records write it.
    pub fn name(self) -> &'static str {
        match self {
            Variant::Medusa => "medusa",
            Variant::Lotus => "lotus",
        }
    }

    /// The variant with the record name `name` (read by the rule of every record,
    /// [`names_variant`]).
    pub fn from_name(name: &str) -> Option<Variant> {
        Variant::ALL
            .into_iter()
            .find(|v| names_variant(name, v.name()))
    }

    /// The board of this variant.
    pub fn topology(self) -> &'static Topology {
        Topology::of(self)
    }
}

impl std::fmt::Display for Variant {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Variant::Medusa => "Medusa",
            Variant::Lotus => "Lotus",
        })
    }
}

/// Six points around a dark hex (Medusa) or the corners of a hexagon (Lotus): a group holding
/// all six is never reversed.
#[derive(Clone, Debug)]
pub struct Site {
    /// The six points, in order around the centre.
    pub points: [Point; 6],
    /// The same points as a set.
    pub mask: Bits,
    /// Layout position of the site's centre.
    pub centre: [f32; 2],
}

/// A board, built once per variant.
#[derive(Debug)]
pub struct Topology {
    variant: Variant,
    all: Bits,
    // The tables the rules read on every placement have an entry for every possible point
    // index (a `u8`), so that reading them needs no bounds check; entries past the board's
    // points are empty.
    neighbours: [([Point; MAX_DEGREE], u8); INDICES],
    neighbour_masks: [Bits; INDICES],
    /// For each point and line direction, the next point along that line.
    line_steps: Vec<[Option<Point>; LINE_DIRECTIONS]>,
    has_movement: bool,
    sites: Vec<Site>,
    point_sites: [u64; INDICES],
    labels: Vec<String>,
    by_label: HashMap<String, Point>,
    positions: Vec<[f32; 2]>,
    holes: Vec<[f32; 2]>,
    columns: Vec<Coordinate>,
    rows: Vec<Coordinate>,
}

/// What a board builder hands over to make a [`Topology`].
pub(super) struct TopologySpec {
    pub labels: Vec<String>,
    pub positions: Vec<[f32; 2]>,
    pub edges: Vec<(usize, usize)>,
    pub line_steps: Vec<[Option<usize>; LINE_DIRECTIONS]>,
    pub sites: Vec<([usize; 6], [f32; 2])>,
    /// Layout positions of board features that are not points (Medusa's dark hexes).
    pub holes: Vec<[f32; 2]>,
    /// The notation's columns and rows, each with its points in order (none on a board whose
    /// points are numbered).
    pub columns: Vec<(String, Vec<usize>)>,
    pub rows: Vec<(String, Vec<usize>)>,
}

/// A column or a row of the board's notation (Medusa's letters `a`..`s` and numbers
/// `1`..`19`): its name and its cells in order, up a column by number and along a row by
/// letter.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Coordinate {
    pub name: String,
    pub points: Vec<Point>,
}

impl Topology {
    /// The shared topology of `variant`.
    pub fn of(variant: Variant) -> &'static Topology {
        static MEDUSA: OnceLock<Topology> = OnceLock::new();
        static LOTUS: OnceLock<Topology> = OnceLock::new();
        match variant {
            Variant::Medusa => {
                MEDUSA.get_or_init(|| Topology::build(variant, medusa_board::spec()))
            }
            Variant::Lotus => LOTUS.get_or_init(|| Topology::build(variant, lotus_board::spec())),
        }
    }

    fn build(variant: Variant, spec: TopologySpec) -> Topology {
        let n = spec.labels.len();
        assert!(n <= MAX_POINTS && spec.positions.len() == n && spec.line_steps.len() == n);
        let mut neighbours = [([Point::new(0); MAX_DEGREE], 0u8); INDICES];
        let mut neighbour_masks = [Bits::EMPTY; INDICES];
        for &(a, b) in &spec.edges {
            for (from, to) in [(a, b), (b, a)] {
                let (list, len) = &mut neighbours[from];
                list[*len as usize] = Point::new(to);
                *len += 1;
                neighbour_masks[from].insert(Point::new(to));
            }
        }
        let mut point_sites = [0u64; INDICES];
        let sites = spec
            .sites
            .iter()
            .enumerate()
            .map(|(i, (points, centre))| {
                for &p in points {
                    point_sites[p] |= 1 << i;
                }
                let points = points.map(Point::new);
                Site {
                    points,
                    mask: points.into_iter().collect(),
                    centre: *centre,
                }
            })
            .collect();
        let by_label = spec
            .labels
            .iter()
            .enumerate()
            .map(|(i, l)| (l.clone(), Point::new(i)))
            .collect();
        let has_movement = spec.line_steps.iter().flatten().any(Option::is_some);
        let coordinates = |list: Vec<(String, Vec<usize>)>| {
            list.into_iter()
                .map(|(name, points)| Coordinate {
                    name,
                    points: points.into_iter().map(Point::new).collect(),
                })
                .collect()
        };
        Topology {
            variant,
            has_movement,
            all: Bits::first_n(n),
            neighbours,
            neighbour_masks,
            line_steps: spec
                .line_steps
                .iter()
                .map(|steps| steps.map(|s| s.map(Point::new)))
                .collect(),
            sites,
            point_sites,
            labels: spec.labels,
            by_label,
            positions: spec.positions,
            holes: spec.holes,
            columns: coordinates(spec.columns),
            rows: coordinates(spec.rows),
        }
    }

    /// The variant this board is for.
    #[inline]
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// Number of points.
    #[inline]
    pub fn len(&self) -> usize {
        self.labels.len()
    }

    /// Whether the board has no points (never true for a real board).
    pub fn is_empty(&self) -> bool {
        self.labels.is_empty()
    }

    /// All points.
    pub fn points(&self) -> impl Iterator<Item = Point> + '_ {
        (0..self.len()).map(Point::new)
    }

    /// The set of all points.
    #[inline]
    pub fn all(&self) -> Bits {
        self.all
    }

    /// Whether `point` is a point of this board.
    #[inline]
    pub fn contains(&self, point: Point) -> bool {
        point.index() < self.len()
    }

    /// The neighbours of `point`.
    #[inline]
    pub fn neighbours(&self, point: Point) -> &[Point] {
        let (list, len) = &self.neighbours[point.index()];
        &list[..*len as usize]
    }

    /// The neighbours of `point` as a set.
    #[inline]
    pub fn neighbour_mask(&self, point: Point) -> Bits {
        self.neighbour_masks[point.index()]
    }

    /// Every point adjacent to some point of `set` (may include points of `set`).
    #[inline]
    pub fn neighbours_of_set(&self, set: Bits) -> Bits {
        set.iter()
            .fold(Bits::EMPTY, |out, p| out | self.neighbour_masks[p.index()])
    }

    /// The connected part of `within` that contains `seed`.
    pub fn flood(&self, seed: Point, within: Bits) -> Bits {
        let mut found = Bits::single(seed);
        let mut frontier = found;
        while !frontier.is_empty() {
            let grown = self.neighbours_of_set(frontier) & within & !found;
            found |= grown;
            frontier = grown;
        }
        found
    }

    /// The next point from `point` along line direction `direction`, if the point lies on a
    /// line in that direction and the line goes on.
    #[inline]
    pub fn line_step(&self, point: Point, direction: usize) -> Option<Point> {
        self.line_steps[point.index()][direction]
    }

    /// Whether stones can move on this board (it has lines).
    #[inline]
    pub fn has_movement(&self) -> bool {
        self.has_movement
    }

    /// The rosette (Medusa) or lotus (Lotus) sites.
    #[inline]
    pub fn sites(&self) -> &[Site] {
        &self.sites
    }

    /// The sites that contain `point`, as a bit mask of site indices.
    #[inline]
    pub fn sites_of(&self, point: Point) -> u64 {
        self.point_sites[point.index()]
    }

    /// The label of `point` (`"j11"`, `"17"`).
    pub fn label(&self, point: Point) -> &str {
        &self.labels[point.index()]
    }

    /// The point labelled `label` (case-insensitive), if there is one.
    pub fn point(&self, label: &str) -> Option<Point> {
        self.by_label
            .get(&label.trim().to_ascii_lowercase())
            .copied()
    }

    /// Layout position of `point` in board units (Medusa: cell centres one hex radius apart
    /// from their corners; Lotus: polygon side 1). `y` points up.
    pub fn position(&self, point: Point) -> [f32; 2] {
        self.positions[point.index()]
    }

    /// Layout positions of board features that are not points: Medusa's dark hexes.
    pub fn holes(&self) -> &[[f32; 2]] {
        &self.holes
    }

    /// The notation's columns, left to right (Medusa: `a`..`s`, each with its cells from the
    /// lowest number up); empty on a board whose points are numbered (Lotus).
    pub fn columns(&self) -> &[Coordinate] {
        &self.columns
    }

    /// The notation's rows, `1` first (Medusa: `1`..`19`, each with its cells from the first
    /// letter on); empty on a board whose points are numbered (Lotus).
    pub fn rows(&self) -> &[Coordinate] {
        &self.rows
    }

    /// What the board's points are called: `"cell"` (Medusa) or `"point"` (Lotus).
    pub fn point_word(&self) -> &'static str {
        match self.variant {
            Variant::Medusa => "cell",
            Variant::Lotus => "point",
        }
    }

    /// The player who makes the first turn.
    pub fn first_player(&self) -> Colour {
        match self.variant {
            Variant::Medusa => Colour::White,
            Variant::Lotus => Colour::Black,
        }
    }

    /// The marker track runs from `-track_end()` (Black's end) to `+track_end()` (White's).
    pub fn track_end(&self) -> i8 {
        match self.variant {
            Variant::Medusa => 9,
            Variant::Lotus => 7,
        }
    }

    /// The komis a game may start with: any point of the track, `-track_end()` (all of it
    /// to the first player) to `track_end()` (all of it to the second). The same range holds
    /// every place of the marker.
    pub fn komi_range(&self) -> std::ops::RangeInclusive<i8> {
        -self.track_end()..=self.track_end()
    }
}
