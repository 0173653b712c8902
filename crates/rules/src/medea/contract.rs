//! Medea keeps the contract of every game ([`GameRules`], [`GameRecord`], [`CountMoves`]): a
//! move is a turn of the records (`c3-d4`, `d4xd6xf6`, `resign`, `draw`), with a list of
//! legal moves, a FEN and perft.

use super::effect::Effect;
use super::game::{Game, Turn};
use super::position::Position;
use super::record::{Entry, Record, VARIANT};
use crate::contract::{CountMoves, GameId, GameRecord, GameRules, record_forms};
use crate::history::history_rules;
use crate::side::Side;

/// Medea, draughts on 8 x 8 with a Transmitter.
pub const MEDEA: GameId = GameId {
    id: VARIANT,
    name: "Medea",
    move_word: "move",
};

impl GameRules for Game {
    type Move = Turn;
    type Effect = Effect;
    type Record = Record;

    const SIDES: [&'static str; 2] = [Side::White.title(), Side::Black.title()];

    history_rules!(MEDEA, Position);

    fn to_move(&self) -> usize {
        self.position().to_move().index()
    }

    fn parse_move(&self, token: &str) -> Result<Turn, String> {
        match Entry::parse(token).map_err(|e| e.to_string())? {
            Entry::Move(notation) => self
                .position()
                .resolve(&notation)
                .map(Turn::Move)
                .map_err(|e| e.to_string()),
            Entry::Resign(side) => Ok(Turn::Resign(side.unwrap_or(self.position().to_move()))),
            Entry::Draw => Ok(Turn::Draw),
        }
    }

    fn write_move(&self, turn: &Turn) -> String {
        Entry::of_turn(self.position(), *turn).to_string()
    }

    fn play(&mut self, turn: &Turn) -> Result<Vec<Effect>, String> {
        match turn {
            Turn::Move(mv) => Game::play(self, mv),
            Turn::Resign(side) => self.resign_side(*side),
            Turn::Draw => self.agree_draw(),
        }
        .map_err(|e| e.to_string())
    }

    fn fen(&self) -> Option<String> {
        Some(self.position().to_fen())
    }

    fn material(&self) -> [usize; 2] {
        let position = self.position();
        Side::ALL.map(|side| (position.men(side).len() + position.kings(side).len()) as usize)
    }
}

impl CountMoves for Game {
    fn perft(&self, depth: u32) -> u64 {
        self.position().perft(depth)
    }

    fn divide(&self, depth: u32) -> Vec<(String, u64)> {
        self.position()
            .divide(depth)
            .into_iter()
            .map(|(notation, count)| (notation.to_string(), count))
            .collect()
    }
}

impl GameRecord for Record {
    type Game = Game;

    record_forms!(|_: &Record| MEDEA, |record: &Record| record.entries.len());

    fn prefix(&self, steps: usize) -> Record {
        let mut prefix = self.clone();
        prefix.entries.truncate(steps);
        prefix
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::contract::GameOptions;

    #[test]
    fn a_turn_is_read_played_written_and_taken_back() {
        let mut game =
            <Game as GameRules>::new_game(MEDEA, &GameOptions::default()).expect("a game of Medea");
        assert_eq!(GameRules::legal_moves(&game).map(|m| m.len()), Some(26));
        let turn = game.parse_move("c3-d4").expect("a legal move");
        assert_eq!(game.write_move(&turn), "c3-d4");
        GameRules::play(&mut game, &turn).expect("a legal move");
        assert_eq!((GameRules::to_move(&game), game.turns_played()), (1, 1));
        let resign = game.parse_move("resign").expect("a turn");
        GameRules::play(&mut game, &resign).expect("Black may resign");
        assert_eq!(
            GameRules::outcome(&game).as_deref(),
            Some("White wins: Black resigned")
        );
        assert!(GameRules::undo(&mut game));
        assert_eq!(GameRules::outcome(&game), None);
        assert_eq!(
            GameRules::fen(&game).as_deref(),
            Some("mmmmmmmm/1mmmmmm1/2mmmm2/8/3M4/3MMM2/1MMMMMM1/MMMMMMMM b a2,h2 a7,h7 0")
        );
    }
}
