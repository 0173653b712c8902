//! The Lotus (Kensington) board: seven hexagons in a 2-3-2 flower, the 30 squares on their edges
//! and the 24 triangles between pairs of squares, a patch of the 3.4.6.4 tiling. The 72 corners
//! are the points, the 132 polygon sides connect them, and the seven hexagons are lotus sites.
//!
//! Points are numbered 1 to 72 in reading order: top row first, left to right.

use std::collections::{BTreeSet, HashMap};

use super::topology::{LINE_DIRECTIONS, TopologySpec};

/// Two positions closer than this are the same corner.
const EPSILON: f64 = 1e-6;

type Vec2 = [f64; 2];

fn at(angle_degrees: f64, radius: f64) -> Vec2 {
    let a = angle_degrees.to_radians();
    [radius * a.cos(), radius * a.sin()]
}

fn add(a: Vec2, b: Vec2) -> Vec2 {
    [a[0] + b[0], a[1] + b[1]]
}

fn distance(a: Vec2, b: Vec2) -> f64 {
    (a[0] - b[0]).hypot(a[1] - b[1])
}

/// Collects polygon corners, merging corners that coincide.
#[derive(Default)]
struct Corners {
    positions: Vec<Vec2>,
    by_key: HashMap<(i64, i64), usize>,
}

impl Corners {
    fn id(&mut self, p: Vec2) -> usize {
        let key = (
            (p[0] / EPSILON).round() as i64,
            (p[1] / EPSILON).round() as i64,
        );
        // Rounding can split a corner across two keys; look at the neighbouring keys too.
        for dx in -1..=1 {
            for dy in -1..=1 {
                if let Some(&id) = self.by_key.get(&(key.0 + dx, key.1 + dy)) {
                    return id;
                }
            }
        }
        self.positions.push(p);
        self.by_key.insert(key, self.positions.len() - 1);
        self.positions.len() - 1
    }
}

fn edge(a: usize, b: usize) -> (usize, usize) {
    (a.min(b), a.max(b))
}

pub(super) fn spec() -> TopologySpec {
    let spacing = 1.0 + 3f64.sqrt();
    let centres: Vec<Vec2> = std::iter::once([0.0, 0.0])
        .chain((0..6).map(|k| at(60.0 * k as f64, spacing)))
        .collect();
    let mut corners = Corners::default();
    let mut hexagons = Vec::new();
    let mut sides = BTreeSet::new();
    let mut square_sides = BTreeSet::new();
    for &c in &centres {
        // Pointy-topped: corners at 30 + 60k degrees.
        let ring: [usize; 6] =
            std::array::from_fn(|k| corners.id(add(c, at(30.0 + 60.0 * k as f64, 1.0))));
        for k in 0..6 {
            let (a, b) = (ring[(k + 5) % 6], ring[k]);
            sides.insert(edge(a, b));
            // The square standing on the side between corners k-1 and k faces 60k degrees.
            let out = at(60.0 * k as f64, 1.0);
            let (pa, pb) = (corners.positions[a], corners.positions[b]);
            let (qa, qb) = (corners.id(add(pa, out)), corners.id(add(pb, out)));
            for s in [edge(a, b), edge(b, qb), edge(qb, qa), edge(qa, a)] {
                square_sides.insert(s);
            }
        }
        hexagons.push((ring, c));
    }
    sides.extend(square_sides.iter().copied());
    // Triangles: three corners one apart, two of whose sides are square sides.
    let n = corners.positions.len();
    let p = &corners.positions;
    let unit = |a: usize, b: usize| (distance(p[a], p[b]) - 1.0).abs() < EPSILON;
    let mut triangle_sides = Vec::new();
    for a in 0..n {
        for b in a + 1..n {
            if !unit(a, b) {
                continue;
            }
            for c in b + 1..n {
                if unit(a, c) && unit(b, c) {
                    let tri = [edge(a, b), edge(b, c), edge(a, c)];
                    if tri.iter().filter(|s| square_sides.contains(s)).count() >= 2 {
                        triangle_sides.extend(tri);
                    }
                }
            }
        }
    }
    sides.extend(triangle_sides);

    // Reading order: by height, top first, then left to right.
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by(|&a, &b| {
        let (pa, pb) = (p[a], p[b]);
        if (pa[1] - pb[1]).abs() > EPSILON {
            pb[1].total_cmp(&pa[1])
        } else {
            pa[0].total_cmp(&pb[0])
        }
    });
    let mut rank = vec![0; n];
    for (i, &id) in order.iter().enumerate() {
        rank[id] = i;
    }
    let as_f32 = |v: Vec2| [v[0] as f32, v[1] as f32];
    TopologySpec {
        labels: (1..=n).map(|i| i.to_string()).collect(),
        positions: order.iter().map(|&id| as_f32(p[id])).collect(),
        edges: sides.into_iter().map(|(a, b)| (rank[a], rank[b])).collect(),
        line_steps: vec![[None; LINE_DIRECTIONS]; n],
        sites: hexagons
            .into_iter()
            .map(|(ring, c)| (ring.map(|id| rank[id]), as_f32(c)))
            .collect(),
        holes: Vec::new(),
        // Points are numbered, not named by column and row.
        columns: Vec::new(),
        rows: Vec::new(),
    }
}
