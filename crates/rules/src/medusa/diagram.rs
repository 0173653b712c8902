//! A plain-text picture of a position, for the command line.
//!
//! Medusa: the hex board with columns `a`..`s` left to right; each text line holds the cells at
//! one height, rows run up to the right at the left edge and carry their number at both ends.
//! Lotus: the points row by row, each row headed by the number of its first point.
//! `X` is a black stone, `O` a white one, `.` a vacant point, and on the Medusa board `*` a dark
//! hex (dark hexes whose six cells are all one colour are shown as `@`: a rosette).

use std::collections::BTreeMap;

use super::colour::Colour;
use super::position::{Position, Status};
use super::topology::{Point, Topology, Variant};

fn stone(position: &Position, point: Point) -> char {
    match position.board().colour_at(point) {
        Some(Colour::Black) => 'X',
        Some(Colour::White) => 'O',
        None => '.',
    }
}

/// The position as text: the board, then the marker, the player to move, and the score.
pub fn diagram(position: &Position) -> String {
    let mut text = match position.variant() {
        Variant::Medusa => medusa_board(position),
        Variant::Lotus => lotus_board(position),
    };
    text.push('\n');
    text.push_str(&summary(position));
    text
}

fn summary(position: &Position) -> String {
    let topology = position.topology();
    let marker = position.marker();
    let side = match marker.signum() {
        1 => format!("{marker} towards White"),
        -1 => format!("{} towards Black", -marker),
        _ => "in the centre".to_string(),
    };
    let track: String = (-topology.track_end()..=topology.track_end())
        .map(|i| if i == marker { '#' } else { '-' })
        .collect();
    let score = position.score();
    let mut text = format!(
        "Marker: Black [{track}] White  ({side})\n\
         Stones: Black {}, White {}\n",
        score.black.stones, score.white.stones
    );
    match position.status() {
        Status::Playing => text.push_str(&format!("{} to move\n", position.to_move())),
        Status::Marking(_) => text.push_str("Marking dead stones\n"),
        Status::Ended(outcome) => {
            let (b, w) = (outcome.score.black, outcome.score.white);
            text.push_str(&format!(
                "Score: Black {} (stones {}, territory {}, marker {}), \
                 White {} (stones {}, territory {}, marker {})\n{}\n",
                b.total(),
                b.stones,
                b.territory,
                b.marker,
                w.total(),
                w.stones,
                w.territory,
                w.marker,
                outcome.summary()
            ));
        }
    }
    text
}

/// The column (0..19) and height (in half-cell steps) of a Medusa layout position.
fn medusa_grid(xy: [f32; 2]) -> (usize, i32) {
    let column = (xy[0] / 1.5).round() as i32 + 9;
    let height = (xy[1] * 2.0 / 3f32.sqrt()).round() as i32;
    (column as usize, height)
}

fn row_number(topology: &Topology, point: Point) -> u32 {
    topology.label(point)[1..].parse().unwrap_or(0)
}

fn medusa_board(position: &Position) -> String {
    let topology = position.topology();
    const WIDTH: usize = 3;
    const MARGIN: usize = 4;
    // Text lines by height, top first; each holds (column, symbol, point).
    let mut lines: BTreeMap<i32, Vec<(usize, char, Option<Point>)>> = BTreeMap::new();
    for point in topology.points() {
        let (column, height) = medusa_grid(topology.position(point));
        lines
            .entry(-height)
            .or_default()
            .push((column, stone(position, point), Some(point)));
    }
    let formed = position.board().formed_sites();
    for (i, &hole) in topology.holes().iter().enumerate() {
        let (column, height) = medusa_grid(hole);
        let symbol = if formed >> i & 1 == 1 { '@' } else { '*' };
        lines
            .entry(-height)
            .or_default()
            .push((column, symbol, None));
    }
    // Each row's first and last cell, by column.
    let mut ends: BTreeMap<u32, (Point, Point)> = BTreeMap::new();
    for point in topology.points() {
        let row = row_number(topology, point);
        let end = ends.entry(row).or_insert((point, point));
        if point < end.0 {
            end.0 = point;
        }
        if point > end.1 {
            end.1 = point;
        }
    }
    let letters: String = (0..19u8)
        .map(|c| format!("{:<WIDTH$}", char::from(b'a' + c)))
        .collect();
    let header = format!("{}{}\n", " ".repeat(MARGIN + 1), letters.trim_end());
    let mut text = header.clone();
    for items in lines.values_mut() {
        items.sort_by_key(|item| item.0);
        let mut line = vec![' '; MARGIN + WIDTH * 19 + 4];
        for &(column, symbol, _) in items.iter() {
            line[MARGIN + 1 + column * WIDTH] = symbol;
        }
        let mut line: String = line.into_iter().collect();
        let cells: Vec<(usize, Point)> = items
            .iter()
            .filter_map(|&(column, _, point)| point.map(|p| (column, p)))
            .collect();
        if let (Some(&(first_col, first)), Some(&(last_col, last))) = (cells.first(), cells.last())
        {
            let row = row_number(topology, first);
            if ends[&row].0 == first {
                let at = MARGIN + 1 + first_col * WIDTH;
                let label = format!("{row:>2} ");
                line.replace_range(at - label.len()..at, &label);
            }
            let row = row_number(topology, last);
            if ends[&row].1 == last {
                let at = MARGIN + 2 + last_col * WIDTH;
                line.replace_range(at..at + 3, &format!(" {row:<2}"));
            }
        }
        text.push_str(line.trim_end());
        text.push('\n');
    }
    text.push_str(&header);
    text
}

fn lotus_board(position: &Position) -> String {
    let topology = position.topology();
    const SCALE: f32 = 4.0;
    let min_x = topology
        .points()
        .map(|p| topology.position(p)[0])
        .fold(f32::INFINITY, f32::min);
    let mut rows: Vec<Vec<Point>> = Vec::new();
    for point in topology.points() {
        let y = topology.position(point)[1];
        match rows.last_mut() {
            Some(row) if (topology.position(row[0])[1] - y).abs() < 1e-3 => row.push(point),
            _ => rows.push(vec![point]),
        }
    }
    let mut text = String::new();
    for row in rows {
        let mut line = format!(
            "{:>2}-{:<2} ",
            topology.label(row[0]),
            topology.label(row[row.len() - 1])
        );
        let start = line.len();
        for point in row {
            let column = start + ((topology.position(point)[0] - min_x) * SCALE).round() as usize;
            while line.len() < column {
                line.push(' ');
            }
            line.push(stone(position, point));
        }
        text.push_str(&line);
        text.push('\n');
    }
    text
}
