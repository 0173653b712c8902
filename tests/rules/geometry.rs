//! The two boards: sizes, degrees, lines, sites, labels and numbering.

use std::collections::BTreeMap;

use medusa::medusa::{LINE_DIRECTIONS, Point, Topology, Variant};

fn degree_counts(topology: &Topology) -> BTreeMap<usize, usize> {
    let mut counts = BTreeMap::new();
    for p in topology.points() {
        *counts.entry(topology.neighbours(p).len()).or_insert(0) += 1;
    }
    counts
}

#[test]
fn medusa_has_210_cells_with_156_interior_48_rim_6_corners() {
    let t = Variant::Medusa.topology();
    assert_eq!(t.len(), 210);
    assert_eq!(
        degree_counts(t),
        BTreeMap::from([(2, 6), (3, 48), (4, 156)])
    );
    let corners: Vec<&str> = t
        .points()
        .filter(|&p| t.neighbours(p).len() == 2)
        .map(|p| t.label(p))
        .collect();
    assert_eq!(corners, ["a1", "a10", "j1", "j19", "s10", "s19"]);
}

#[test]
fn medusa_adjacency_is_symmetric() {
    let t = Variant::Medusa.topology();
    for p in t.points() {
        for &n in t.neighbours(p) {
            assert!(
                t.neighbours(n).contains(&p),
                "{} -> {}",
                t.label(p),
                t.label(n)
            );
        }
    }
}

#[test]
fn medusa_has_61_rosette_sites_around_dark_hexes() {
    let t = Variant::Medusa.topology();
    assert_eq!(t.sites().len(), 61);
    assert_eq!(t.holes().len(), 61);
    // The centre site: the six cells around the dark j10.
    let centre = t
        .sites()
        .iter()
        .find(|s| s.centre == [0.0, 0.0])
        .expect("a site around the centre");
    let mut labels: Vec<&str> = centre.points.iter().map(|&p| t.label(p)).collect();
    labels.sort();
    assert_eq!(labels, ["i10", "i9", "j11", "j9", "k10", "k11"]);
    // Each site is a ring: every cell touches the next.
    for site in t.sites() {
        for k in 0..6 {
            let (a, b) = (site.points[k], site.points[(k + 1) % 6]);
            assert!(t.neighbours(a).contains(&b));
        }
    }
}

#[test]
fn medusa_dark_hexes_are_not_cells() {
    let t = Variant::Medusa.topology();
    for dark in ["j10", "b2", "r18", "j12", "d10", "b10"] {
        assert_eq!(t.point(dark), None, "{dark} is dark");
    }
    // Odd letter index (b, d, ..., r) with an even number is dark; everything else is a cell.
    for (x, letter) in ('a'..='s').enumerate() {
        for y in 1..=19 {
            let label = format!("{letter}{y}");
            let q = x as i32 - 9;
            let r = y - 10 - q;
            let on_board = q.abs() <= 9 && r.abs() <= 9 && (q + r).abs() <= 9;
            let dark = x % 2 == 1 && y % 2 == 0;
            assert_eq!(t.point(&label).is_some(), on_board && !dark, "{label}");
        }
    }
}

#[test]
fn medusa_every_cell_lies_on_exactly_two_lines() {
    let t = Variant::Medusa.topology();
    for p in t.points() {
        // A line through p: a pair of opposite directions 2k, 2k+1, at least one of which
        // continues.
        let lines = (0..LINE_DIRECTIONS / 2)
            .filter(|&k| t.line_step(p, 2 * k).is_some() || t.line_step(p, 2 * k + 1).is_some())
            .count();
        assert_eq!(lines, 2, "{}", t.label(p));
        // Consecutive cells on a line are neighbours, and the line runs back the same way.
        for d in 0..LINE_DIRECTIONS {
            if let Some(next) = t.line_step(p, d) {
                assert!(t.neighbours(p).contains(&next));
                assert_eq!(t.line_step(next, d ^ 1), Some(p));
            }
        }
    }
}

#[test]
fn medusa_odd_rows_are_full_lines_of_cells() {
    let t = Variant::Medusa.topology();
    // Row 15 runs from the upper-left edge: f15 ... s15, one cell per column.
    let row: Vec<&str> = t
        .points()
        .map(|p| t.label(p))
        .filter(|l| &l[1..] == "15")
        .collect();
    assert_eq!(
        row,
        [
            "f15", "g15", "h15", "i15", "j15", "k15", "l15", "m15", "n15", "o15", "p15", "q15",
            "r15", "s15"
        ]
    );
    for pair in row.windows(2) {
        let (a, b) = (t.point(pair[0]).unwrap(), t.point(pair[1]).unwrap());
        assert!(
            (0..LINE_DIRECTIONS).any(|d| t.line_step(a, d) == Some(b)),
            "{} {}",
            pair[0],
            pair[1]
        );
    }
}

#[test]
fn medusa_labels_round_trip_for_all_cells() {
    let t = Variant::Medusa.topology();
    for p in t.points() {
        assert_eq!(t.point(t.label(p)), Some(p));
        assert_eq!(t.point(&t.label(p).to_uppercase()), Some(p));
    }
    // Column a holds a1..a10, column j holds j1..j19 but the dark j10, column s holds s10..s19.
    let column = |c: char| -> Vec<u32> {
        t.points()
            .map(|p| t.label(p))
            .filter(|l| l.starts_with(c))
            .map(|l| l[1..].parse().unwrap())
            .collect()
    };
    assert_eq!(column('a'), (1..=10).collect::<Vec<_>>());
    assert_eq!(column('s'), (10..=19).collect::<Vec<_>>());
    assert_eq!(
        column('j'),
        (1..=19).filter(|&y| y % 2 == 1).collect::<Vec<_>>()
    );
    assert_eq!(column('k'), (2..=19).collect::<Vec<_>>());
    assert_eq!(t.point("a11"), None);
    assert_eq!(t.point("t1"), None);
}

#[test]
fn lotus_has_72_points_and_132_adjacencies() {
    let t = Variant::Lotus.topology();
    assert_eq!(t.len(), 72);
    let edges: usize = t.points().map(|p| t.neighbours(p).len()).sum::<usize>() / 2;
    assert_eq!(edges, 132);
    assert_eq!(degree_counts(t), BTreeMap::from([(3, 24), (4, 48)]));
    for p in t.points() {
        for &n in t.neighbours(p) {
            assert!(t.neighbours(n).contains(&p));
            let (a, b) = (t.position(p), t.position(n));
            let length = (a[0] - b[0]).hypot(a[1] - b[1]);
            assert!((length - 1.0).abs() < 1e-4, "every side has length 1");
        }
    }
    assert!(!t.has_movement());
}

#[test]
fn lotus_has_seven_hexagon_sites() {
    let t = Variant::Lotus.topology();
    assert_eq!(t.sites().len(), 7);
    let mut covered = medusa::medusa::Bits::EMPTY;
    for site in t.sites() {
        assert_eq!(site.mask.len(), 6);
        assert!(!covered.intersects(site.mask), "hexagons share no corner");
        covered |= site.mask;
        for &p in &site.points {
            let [x, y] = t.position(p);
            let r = (x - site.centre[0]).hypot(y - site.centre[1]);
            assert!(
                (r - 1.0).abs() < 1e-4,
                "a hexagon corner is 1 from its centre"
            );
        }
    }
    // 42 of the 72 points are hexagon corners.
    assert_eq!(covered.len(), 42);
    // The centre hexagon's corners.
    let centre = t.sites().iter().find(|s| s.centre == [0.0, 0.0]).unwrap();
    let mut labels: Vec<u32> = centre
        .points
        .iter()
        .map(|&p| t.label(p).parse().unwrap())
        .collect();
    labels.sort();
    assert_eq!(labels, [27, 32, 33, 40, 41, 46]);
}

#[test]
fn lotus_points_are_numbered_in_reading_order() {
    let t = Variant::Lotus.topology();
    let labels: Vec<String> = t.points().map(|p| t.label(p).to_string()).collect();
    assert_eq!(labels, (1..=72).map(|n| n.to_string()).collect::<Vec<_>>());
    for i in 1..72 {
        let (a, b) = (t.position(Point::new(i - 1)), t.position(Point::new(i)));
        assert!(a[1] > b[1] + 1e-4 || ((a[1] - b[1]).abs() < 1e-4 && a[0] < b[0]));
    }
    // Rows from the top: 4, 3, 2, 6, 6, 4, 3, 8, 8, 3, 4, 6, 6, 2, 3, 4 points.
    let mut rows = vec![1];
    for i in 1..72 {
        let (a, b) = (t.position(Point::new(i - 1)), t.position(Point::new(i)));
        if (a[1] - b[1]).abs() < 1e-4 {
            *rows.last_mut().unwrap() += 1;
        } else {
            rows.push(1);
        }
    }
    assert_eq!(rows, [4, 3, 2, 6, 6, 4, 3, 8, 8, 3, 4, 6, 6, 2, 3, 4]);
    // The board is symmetric top to bottom: point n mirrors point 73 - n.
    for i in 0..72 {
        let (a, b) = (t.position(Point::new(i)), t.position(Point::new(71 - i)));
        assert!((a[0] + b[0]).abs() < 1e-4 && (a[1] + b[1]).abs() < 1e-4);
    }
}

#[test]
fn lotus_has_six_inward_corners_of_degree_four_on_the_rim() {
    // Inward corners: where two outer squares of neighbouring petals meet. They lie on the
    // rim (outside every hexagon) yet have four neighbours.
    let t = Variant::Lotus.topology();
    let hexagon_corners = t
        .sites()
        .iter()
        .fold(medusa::medusa::Bits::EMPTY, |acc, s| acc | s.mask);
    let radius = |p: Point| t.position(p)[0].hypot(t.position(p)[1]);
    let outermost = t.points().map(radius).fold(0.0f32, f32::max);
    let inward: Vec<Point> = t
        .points()
        .filter(|&p| !hexagon_corners.contains(p) && t.neighbours(p).len() == 4)
        .filter(|&p| radius(p) < outermost - 0.5)
        .collect();
    assert_eq!(inward.len(), 6);
}
