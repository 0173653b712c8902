//! Pillars of Medusa's part of the command line: what `replay` and `perft` need from it.

use medusa::games::text_record::RecordError;
use medusa::pillars::{Game, Position, Record, divide, perft};

use super::game_commands::CommandGame;

/// Pillars of Medusa, for the command line.
pub struct Pillars;

impl CommandGame for Pillars {
    type Game = Game;
    type Position = Position;

    fn replay(text: &str) -> Result<Game, RecordError> {
        Record::parse(text).and_then(|record| record.replay())
    }

    /// With the side to move, check, the frozen pieces and the result.
    fn diagram(game: &Game) -> String {
        game.diagram()
    }

    fn dump(game: &Game) -> String {
        game.dump()
    }

    fn position(fen: Option<&str>) -> Result<Position, String> {
        match fen {
            Some(fen) => Position::from_fen(fen).map_err(|e| e.to_string()),
            None => Ok(Position::start()),
        }
    }

    fn perft(position: &Position, depth: u32) -> u64 {
        perft(position, depth)
    }

    /// Nothing at depth 0, where there is nothing below a move.
    fn divide(position: &Position, depth: u32) -> Vec<(String, u64)> {
        if depth == 0 {
            return Vec::new();
        }
        let mut moves: Vec<(String, u64)> = divide(position, depth)
            .into_iter()
            .map(|(mv, nodes)| (position.notation(mv), nodes))
            .collect();
        moves.sort();
        moves
    }
}
