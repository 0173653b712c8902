//! Helpers shared by the rules tests: positions from cell labels, and labels from sets.
#![allow(dead_code)]

#[cfg(feature = "app")]
pub mod app;
pub mod medea;
pub mod messages;
#[cfg(feature = "app")]
pub mod online;
pub mod pillars;

use medusa::medusa::{Action, Bits, Colour, Effect, Point, Position, Reversal, Topology, Variant};

/// The body of a record's text form: its lines after the headers.
pub fn body_lines(text: &str) -> Vec<&str> {
    text.lines().filter(|line| !line.starts_with('[')).collect()
}

/// The points named in `labels` (space-separated).
pub fn points(variant: Variant, labels: &str) -> Bits {
    let topology = variant.topology();
    labels
        .split_whitespace()
        .map(|l| topology.point(l).unwrap_or_else(|| panic!("no point {l}")))
        .collect()
}

/// The point labelled `label`.
pub fn at(variant: Variant, label: &str) -> Point {
    variant
        .topology()
        .point(label)
        .unwrap_or_else(|| panic!("no point {label}"))
}

/// A position with the given stones, `to_move` to play, marker in the centre.
pub fn position(variant: Variant, black: &str, white: &str, to_move: Colour) -> Position {
    Position::setup(
        variant,
        points(variant, black),
        points(variant, white),
        to_move,
        0,
    )
    .expect("a valid test position")
}

/// The labels of a set, in index order, space-separated.
pub fn names(topology: &Topology, set: Bits) -> String {
    set.iter()
        .map(|p| topology.label(p))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The stones of `colour`, as labels.
pub fn stones(position: &Position, colour: Colour) -> String {
    names(position.topology(), position.board().stones(colour))
}

/// A placement action.
pub fn place(variant: Variant, label: &str) -> Action {
    Action::Place(at(variant, label))
}

/// A movement action.
pub fn step(variant: Variant, from: &str, to: &str) -> Action {
    Action::Move {
        from: at(variant, from),
        to: at(variant, to),
    }
}

/// The reversals among `effects`: (labels in wave order, new colour, reason).
pub fn reversals(topology: &Topology, effects: &[Effect]) -> Vec<(String, Colour, Reversal)> {
    effects
        .iter()
        .filter_map(|e| match e {
            Effect::Reversed {
                points, to, reason, ..
            } => Some((
                points
                    .iter()
                    .map(|&p| topology.label(p))
                    .collect::<Vec<_>>()
                    .join(" "),
                *to,
                *reason,
            )),
            _ => None,
        })
        .collect()
}

/// A small deterministic random generator for tests (xorshift64*).
pub struct TestRng(u64);

impl TestRng {
    pub fn new(seed: u64) -> TestRng {
        TestRng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// Runs `work` and says how long this thread ran on a processor meanwhile (a busy machine
/// may take the processor away in the middle of a step, which is no fault of the code), with
/// its result.
pub fn time_running<T>(work: impl FnOnce() -> T) -> (std::time::Duration, T) {
    let start = cpu_time::ThreadTime::now();
    let result = work();
    (start.elapsed(), result)
}

/// `fen` with a space between its fields written wrongly, each way once (two spaces, a tab, a
/// line break, a non-breaking space), at one space after another.
pub fn misspaced(fen: &str) -> Vec<String> {
    let spaces: Vec<usize> = fen.match_indices(' ').map(|(at, _)| at).collect();
    ["  ", "\t", "\n", "\u{a0}"]
        .iter()
        .zip(spaces.iter().cycle())
        .map(|(wrong, &at)| format!("{}{wrong}{}", &fen[..at], &fen[at + 1..]))
        .collect()
}
