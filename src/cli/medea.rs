//! Medea's part of the command line: what `replay` and `perft` need from it.

use medusa::games::text_record::RecordError;
use medusa::medea::{Game, Position, Record};

use super::game_commands::CommandGame;

/// Medea, for the command line.
pub struct Medea;

impl CommandGame for Medea {
    type Game = Game;
    type Position = Position;

    fn replay(text: &str) -> Result<Game, RecordError> {
        Record::parse(text).and_then(|record| record.replay())
    }

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
        position.perft(depth)
    }

    fn divide(position: &Position, depth: u32) -> Vec<(String, u64)> {
        position
            .divide(depth)
            .into_iter()
            .map(|(notation, count)| (notation.to_string(), count))
            .collect()
    }
}
