//! Pillars of Medusa keeps the contract of every game ([`GameRules`], [`GameRecord`],
//! [`CountMoves`]): a move is a turn of the records (`e3-e5`, `resign`, `resign black`,
//! `draw`), with a list of
//! legal moves, a FEN and perft.

use super::VARIANT;
use super::effect::Effect;
use super::game::{Game, Turn, turn_notation};
use super::perft::{divide, perft};
use super::position::Position;
use super::record::Record;
use crate::contract::{CountMoves, GameId, GameRecord, GameRules, record_forms};
use crate::history::{history_rules, read_resign};
use crate::side::Side;

/// Pillars of Medusa, chess on 11 x 11 with a Medusa and a Morph.
pub const PILLARS: GameId = GameId {
    id: VARIANT,
    name: "Pillars of Medusa",
    move_word: "move",
};

/// The word of an agreed draw.
const DRAW: &str = "draw";

impl GameRules for Game {
    type Move = Turn;
    type Effect = Effect;
    type Record = Record;

    const SIDES: [&'static str; 2] = [Side::White.title(), Side::Black.title()];

    history_rules!(PILLARS, Position);

    fn to_move(&self) -> usize {
        Game::to_move(self).index()
    }

    fn parse_move(&self, token: &str) -> Result<Turn, String> {
        let token = token.trim();
        if let Some(side) = read_resign(token) {
            Ok(Turn::Resign(side?.unwrap_or(Game::to_move(self))))
        } else if token.eq_ignore_ascii_case(DRAW) {
            Ok(Turn::Draw)
        } else {
            self.position()
                .parse_move(token)
                .map(Turn::Move)
                .map_err(|e| e.to_string())
        }
    }

    fn write_move(&self, turn: &Turn) -> String {
        turn_notation(self.position(), *turn)
    }

    fn play(&mut self, turn: &Turn) -> Result<Vec<Effect>, String> {
        self.apply(*turn).map_err(|e| e.to_string())
    }

    fn fen(&self) -> Option<String> {
        Some(self.position().fen())
    }

    fn material(&self) -> [usize; 2] {
        let board = self.position().board();
        Side::ALL.map(|side| board.by_colour(side).count() as usize)
    }
}

impl CountMoves for Game {
    fn perft(&self, depth: u32) -> u64 {
        perft(self.position(), depth)
    }

    /// Nothing at depth 0, where there is nothing below a move.
    fn divide(&self, depth: u32) -> Vec<(String, u64)> {
        if depth == 0 {
            return Vec::new();
        }
        let position = self.position();
        let mut moves: Vec<(String, u64)> = divide(position, depth)
            .into_iter()
            .map(|(mv, nodes)| (position.notation(mv), nodes))
            .collect();
        moves.sort();
        moves
    }
}

impl GameRecord for Record {
    type Game = Game;

    record_forms!(|_: &Record| PILLARS, |record: &Record| record.turns.len());

    fn prefix(&self, steps: usize) -> Record {
        let mut prefix = self.clone();
        prefix.turns.truncate(steps);
        prefix
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::contract::GameOptions;

    #[test]
    fn a_turn_is_read_played_written_and_taken_back() {
        let mut game = <Game as GameRules>::new_game(PILLARS, &GameOptions::default())
            .expect("a game of Pillars of Medusa");
        assert_eq!(GameRules::legal_moves(&game).map(|m| m.len()), Some(43));
        let turn = game.parse_move("e3-e5").expect("a legal move");
        assert_eq!(game.write_move(&turn), "e3-e5");
        GameRules::play(&mut game, &turn).expect("a legal move");
        assert_eq!((GameRules::to_move(&game), game.turns_played()), (1, 1));
        GameRules::play(&mut game, &Turn::Draw).expect("a draw may be agreed");
        assert_eq!(
            GameRules::outcome(&game).as_deref(),
            Some("Draw by agreement")
        );
        assert!(GameRules::undo(&mut game));
        assert_eq!(GameRules::outcome(&game), None);
        assert_eq!(game.divide(0), Vec::new());
        assert_eq!(game.perft(1), 43);
    }
}
