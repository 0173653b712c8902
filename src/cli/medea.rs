//! Medea's part of the command line: replaying its records and its perft.

use std::process::ExitCode;

use medusa::medea::{Position, Record};

use super::perft::Perft;
use super::replay::BAD_INPUT;

/// Plays a Medea record and prints the final position: a diagram, or the dump with `json`.
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

/// Perft from `fen` (or the start), with the counts below each move for `divide`.
pub fn perft(fen: Option<&str>, depth: u32, divide: bool) -> Result<Perft, String> {
    let position = match fen {
        Some(fen) => Position::from_fen(fen).map_err(|e| e.to_string())?,
        None => Position::start(),
    };
    if divide {
        let moves: Vec<(String, u64)> = position
            .divide(depth)
            .into_iter()
            .map(|(notation, count)| (notation.to_string(), count))
            .collect();
        let total = if depth == 0 {
            1
        } else {
            moves.iter().map(|(_, count)| count).sum()
        };
        Ok(Perft { moves, total })
    } else {
        Ok(Perft {
            moves: Vec::new(),
            total: position.perft(depth),
        })
    }
}
