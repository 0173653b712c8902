//! The Medusa board: a base-10 hexhex grid whose 61 dark hexes (both axial coordinates even)
//! are holes, leaving 210 cells on a kagome lattice.
//!
//! Cells are indexed in (letter, number) order, so sorting by index is the notation's order.

use super::topology::{LINE_DIRECTIONS, TopologySpec};

/// Hexes at most this far from the centre are on the board.
const RADIUS: i32 = 9;

/// The six axial neighbour directions, in angular order.
const DIRECTIONS: [(i32, i32); 6] = [(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)];

/// The three axes a straight line can follow; axis `k` gives line directions `2k` and `2k + 1`.
const AXES: [(i32, i32); 3] = [(1, 0), (0, 1), (1, -1)];

fn on_board(q: i32, r: i32) -> bool {
    q.abs() <= RADIUS && r.abs() <= RADIUS && (q + r).abs() <= RADIUS
}

/// Whether the hex `(q, r)` is dark (a hole and rosette centre).
pub(super) fn is_dark(q: i32, r: i32) -> bool {
    q.rem_euclid(2) == 0 && r.rem_euclid(2) == 0
}

/// The notation of hex `(q, r)`: column letter `q + 9`, row number `q + r + 10`.
pub(super) fn label(q: i32, r: i32) -> String {
    let letter = char::from(b'a' + (q + RADIUS) as u8);
    format!("{letter}{}", q + r + RADIUS + 1)
}

/// Layout position of hex `(q, r)` (flat-topped hexes of radius 1, columns vertical, row 1 at
/// the bottom left).
fn layout(q: i32, r: i32) -> [f32; 2] {
    let (q, r) = (q as f32, r as f32);
    [1.5 * q, 3f32.sqrt() * (r + q / 2.0)]
}

pub(super) fn spec() -> TopologySpec {
    // Cells in (letter, number) order: letter = q + 9 outer, number = q + r + 10 inner.
    let mut cells = Vec::new();
    for q in -RADIUS..=RADIUS {
        for y in 1..=2 * RADIUS + 1 {
            let r = y - RADIUS - 1 - q;
            if on_board(q, r) && !is_dark(q, r) {
                cells.push((q, r));
            }
        }
    }
    let index = |q: i32, r: i32| cells.iter().position(|&c| c == (q, r));
    let mut edges = Vec::new();
    let mut line_steps = Vec::new();
    for (i, &(q, r)) in cells.iter().enumerate() {
        for (dq, dr) in DIRECTIONS {
            if let Some(j) = index(q + dq, r + dr)
                && j > i
            {
                edges.push((i, j));
            }
        }
        // An axis is a line through the cell unless it points at a dark hex.
        let mut steps = [None; LINE_DIRECTIONS];
        for (k, &(dq, dr)) in AXES.iter().enumerate() {
            if !is_dark(q + dq, r + dr) {
                steps[2 * k] = index(q + dq, r + dr);
                steps[2 * k + 1] = index(q - dq, r - dr);
            }
        }
        line_steps.push(steps);
    }
    let mut sites = Vec::new();
    let mut holes = Vec::new();
    for q in -RADIUS..=RADIUS {
        for r in -RADIUS..=RADIUS {
            if on_board(q, r) && is_dark(q, r) {
                let ring = DIRECTIONS.map(|(dq, dr)| {
                    index(q + dq, r + dr).expect("a dark hex is surrounded by cells")
                });
                sites.push((ring, layout(q, r)));
                holes.push(layout(q, r));
            }
        }
    }
    // Columns hold the cells of one letter (constant q), rows those of one number (constant
    // q + r); cells are indexed letter by letter, number by number, so both come in order.
    let letters = (0..=2 * RADIUS).map(|x| {
        let q = x - RADIUS;
        let points = (0..cells.len()).filter(|&i| cells[i].0 == q).collect();
        (char::from(b'a' + x as u8).to_string(), points)
    });
    let numbers = (1..=2 * RADIUS + 1).map(|y| {
        let points = (0..cells.len())
            .filter(|&i| cells[i].0 + cells[i].1 + RADIUS + 1 == y)
            .collect();
        (y.to_string(), points)
    });
    TopologySpec {
        labels: cells.iter().map(|&(q, r)| label(q, r)).collect(),
        positions: cells.iter().map(|&(q, r)| layout(q, r)).collect(),
        edges,
        line_steps,
        sites,
        holes,
        columns: letters.collect(),
        rows: numbers.collect(),
    }
}
