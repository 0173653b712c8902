//! `replay` and `perft` for the games with a FEN and a move generator (Medea and Pillars of
//! Medusa), written once over what each game gives the command line ([`CommandGame`]).

use std::process::ExitCode;

use medusa::games::text_record::RecordError;

use super::perft::Perft;
use super::replay::BAD_INPUT;

/// What the command line needs from a game to replay its records and count its moves.
pub trait CommandGame {
    /// A game played from a record.
    type Game;
    /// A position to count the moves of.
    type Position;

    /// Reads a record (text or JSON) and plays it through.
    fn replay(text: &str) -> Result<Self::Game, RecordError>;
    /// The final position as a diagram.
    fn diagram(game: &Self::Game) -> String;
    /// The final position as one line of JSON.
    fn dump(game: &Self::Game) -> String;

    /// The position of `fen`, or the start.
    fn position(fen: Option<&str>) -> Result<Self::Position, String>;
    /// The number of move sequences `depth` plies deep.
    fn perft(position: &Self::Position, depth: u32) -> u64;
    /// The count below each legal move, in notation, sorted.
    fn divide(position: &Self::Position, depth: u32) -> Vec<(String, u64)>;
}

/// Plays a record and prints the final position: a diagram, or the dump with `json`.
pub fn replay<G: CommandGame>(text: &str, json: bool) -> ExitCode {
    match G::replay(text) {
        Ok(game) => {
            if json {
                println!("{}", G::dump(&game));
            } else {
                print!("{}", G::diagram(&game));
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
pub fn perft<G: CommandGame>(fen: Option<&str>, depth: u32, divide: bool) -> Result<Perft, String> {
    let position = G::position(fen)?;
    if divide {
        let moves = G::divide(&position, depth);
        let total = if depth == 0 {
            1
        } else {
            moves.iter().map(|(_, count)| count).sum()
        };
        Ok(Perft { moves, total })
    } else {
        Ok(Perft {
            moves: Vec::new(),
            total: G::perft(&position, depth),
        })
    }
}
