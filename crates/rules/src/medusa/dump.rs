//! The position dump: one line of JSON for tools and tests,
//! `{"variant":"medusa","to_move":"black","marker":-2,"white":[...],"black":[...],"status":"ongoing"}`,
//! with `"score"` and `"winner"` once the game has ended.

use serde::{Deserialize, Serialize};

use super::bits::Bits;
use super::colour::Colour;
use super::position::{Position, Status};
use super::topology::{Topology, Variant};
use crate::text_record::{printable, quote};

/// The most characters of a JSON parser's message passed on.
const DUMP_MESSAGE_CHARS: usize = 120;

#[derive(Serialize, Deserialize)]
struct Dump {
    variant: Variant,
    to_move: Colour,
    marker: i8,
    white: Vec<String>,
    black: Vec<String>,
    status: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    score: Option<DumpScore>,
    /// `Some(None)` is a draw, written as `null`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    winner: Option<Option<Colour>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    resigned: Option<Colour>,
}

#[derive(Serialize, Deserialize)]
struct DumpScore {
    white: u32,
    black: u32,
}

fn labels(topology: &Topology, set: Bits) -> Vec<String> {
    set.iter().map(|p| topology.label(p).to_string()).collect()
}

impl Position {
    /// The position dump, one line of JSON. Points are listed in index order, which is
    /// (letter, number) order on the Medusa board and number order on the Lotus board.
    pub fn dump(&self) -> String {
        let topology = self.topology();
        let board = self.board();
        let (status, outcome) = match self.status() {
            Status::Playing => ("ongoing", None),
            Status::Marking(_) => ("marking", None),
            Status::Ended(outcome) => ("ended", Some(outcome)),
        };
        let dump = Dump {
            variant: self.variant(),
            to_move: self.to_move(),
            marker: self.marker(),
            white: labels(topology, board.stones(Colour::White)),
            black: labels(topology, board.stones(Colour::Black)),
            status: status.into(),
            score: outcome.map(|o| DumpScore {
                white: o.score.white.total(),
                black: o.score.black.total(),
            }),
            winner: outcome.map(|o| o.winner),
            resigned: outcome.and_then(|o| o.resigned),
        };
        serde_json::to_string(&dump).expect("a position dump always serialises")
    }

    /// A position from a dump, at the start of `to_move`'s turn (an `ended` status is read as
    /// the final board, still to be played on).
    pub fn from_dump(json: &str) -> Result<Position, String> {
        let dump: Dump = serde_json::from_str(json).map_err(|e| {
            format!(
                "not a position dump: {}",
                printable(&e.to_string(), DUMP_MESSAGE_CHARS)
            )
        })?;
        let topology = dump.variant.topology();
        let set = |labels: &[String]| {
            labels
                .iter()
                .map(|l| {
                    topology
                        .point(l)
                        .ok_or_else(|| format!("{} is not on the {} board", quote(l), dump.variant))
                })
                .collect::<Result<Bits, String>>()
        };
        let (black, white) = (set(&dump.black)?, set(&dump.white)?);
        Position::setup(dump.variant, black, white, dump.to_move, dump.marker)
            .map_err(|e| e.to_string())
    }
}
