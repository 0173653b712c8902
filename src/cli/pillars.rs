//! Pillars of Medusa's part of the command line: replaying its records and its perft.

use std::process::ExitCode;

use medusa::pillars::{Position, Record, divide, perft as count};

use super::perft::Perft;
use super::replay::BAD_INPUT;

/// Plays a Pillars record and prints the final position: a diagram (with the side to move,
/// check, the frozen pieces and the result), or the dump with `json`.
pub fn replay(text: &str, json: bool) -> ExitCode {
    match Record::parse(text).and_then(|record| record.replay()) {
        Ok(game) => {
            if json {
                println!("{}", game.dump());
            } else {
                print!("{}", game.diagram());
            }
            ExitCode::SUCCESS
        }
        Err(error) => {
            eprintln!("{error}");
            ExitCode::from(BAD_INPUT)
        }
    }
}

/// Perft from `fen` (or the start), with the counts below each move for `divide`, the moves
/// in notation and sorted.
pub fn perft(fen: Option<&str>, depth: u32, divided: bool) -> Result<Perft, String> {
    let position = match fen {
        Some(fen) => Position::from_fen(fen).map_err(|e| e.to_string())?,
        None => Position::start(),
    };
    if divided && depth > 0 {
        let mut moves: Vec<(String, u64)> = divide(&position, depth)
            .into_iter()
            .map(|(mv, nodes)| (position.notation(mv), nodes))
            .collect();
        moves.sort();
        let total = moves.iter().map(|(_, nodes)| nodes).sum();
        Ok(Perft { moves, total })
    } else {
        Ok(Perft {
            moves: Vec::new(),
            total: count(&position, depth),
        })
    }
}
