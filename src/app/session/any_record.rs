//! The record of a game of any kind: read from text, JSON or a link by the game it names,
//! written the game's own way, and stepped through by the replay view. Each game's reader
//! and writer are its core's, found in the list of the games ([`GAMES`]) and asked through
//! the contract every record keeps ([`DynRecord`]); only the replay view's steps are each
//! game's own.

use super::any_game::MedusaMove;
use super::any_game::{AnyGame, GameBoard, GameKind, not_played, own};
use super::game_match::Intent;
use crate::games::{DynRecord, GAMES, GameRules};
use crate::{medea, medusa, pillars};

/// A record of Medusa or Lotus, of Medea, or of Pillars of Medusa.
#[derive(Clone, Debug, PartialEq)]
pub enum AnyRecord {
    Medusa(Box<medusa::Record>),
    Medea(Box<medea::Record>),
    Pillars(Box<pillars::Record>),
}

impl AnyRecord {
    /// Reads a record, text or JSON, with the reader of the game its variant names (Medusa's
    /// when it names none, whose reader says what is missing).
    pub fn parse(text: &str) -> Result<AnyRecord, String> {
        let record = GAMES.read_record(text).map_err(|e| e.to_string())?;
        AnyRecord::from_dyn(record)
    }

    /// Reads the compact form of a web address's fragment, by the game it starts with.
    pub fn from_fragment(fragment: &str) -> Result<AnyRecord, String> {
        let record = GAMES.read_link(fragment).map_err(|e| e.to_string())?;
        AnyRecord::from_dyn(record)
    }

    /// The record of `game` so far, with `headers`.
    pub fn of_game(game: &AnyGame, headers: Vec<(String, String)>) -> AnyRecord {
        match game {
            AnyGame::Medusa(game) => AnyRecord::Medusa(Box::new(game.record(headers))),
            AnyGame::Medea(game) => AnyRecord::Medea(Box::new(game.record(headers))),
            AnyGame::Pillars(game) => AnyRecord::Pillars(Box::new(game.record(headers))),
        }
    }

    /// The record behind `record`, of a game the app offers, or why the app cannot play it.
    pub fn from_dyn(record: Box<dyn DynRecord>) -> Result<AnyRecord, String> {
        let id = record.game();
        let kind = GameKind::of(id).ok_or_else(|| not_played(id))?;
        let record = record.into_any();
        Ok(match kind.board() {
            GameBoard::Medusa => AnyRecord::Medusa(own(record, id)?),
            GameBoard::Medea => AnyRecord::Medea(own(record, id)?),
            GameBoard::Pillars => AnyRecord::Pillars(own(record, id)?),
        })
    }

    /// The record through the contract every record keeps.
    pub fn as_dyn(&self) -> &dyn DynRecord {
        match self {
            AnyRecord::Medusa(record) => record.as_ref(),
            AnyRecord::Medea(record) => record.as_ref(),
            AnyRecord::Pillars(record) => record.as_ref(),
        }
    }

    /// Which game the record is of.
    pub fn kind(&self) -> GameKind {
        match self {
            AnyRecord::Medusa(record) => record.variant.into(),
            AnyRecord::Medea(_) => GameKind::Medea,
            AnyRecord::Pillars(_) => GameKind::Pillars,
        }
    }

    /// The text form.
    pub fn to_text(&self) -> String {
        self.as_dyn().to_text()
    }

    /// The JSON form.
    pub fn to_json(&self) -> String {
        self.as_dyn().to_json()
    }

    /// The compact form for a web address's fragment.
    pub fn to_fragment(&self) -> String {
        self.as_dyn().to_fragment()
    }

    /// The game the whole record plays, or why it cannot be played.
    pub fn replay(&self) -> Result<AnyGame, String> {
        let game = self.as_dyn().replay().map_err(|e| e.to_string())?;
        AnyGame::from_dyn(game)
    }

    /// How many turns the record holds.
    pub fn turns(&self) -> usize {
        self.as_dyn().turns()
    }

    /// How many steps the replay view has: the turns, and in Medusa the count of a `dead`
    /// line.
    pub fn steps(&self) -> usize {
        match self {
            AnyRecord::Medusa(record) => record.turns.len() + usize::from(record.dead.is_some()),
            AnyRecord::Medea(record) => record.entries.len(),
            AnyRecord::Pillars(record) => record.turns.len(),
        }
    }

    /// The game after `step` steps.
    pub fn game_at(&self, step: usize) -> Result<AnyGame, String> {
        let step = step.min(self.steps());
        match self {
            AnyRecord::Medusa(record) if step > record.turns.len() => self.replay(),
            AnyRecord::Medusa(record) => {
                let mut partial = (**record).clone();
                partial.turns.truncate(step);
                partial.dead = None;
                AnyRecord::Medusa(Box::new(partial)).replay()
            }
            AnyRecord::Medea(record) => {
                let mut partial = (**record).clone();
                partial.entries.truncate(step);
                AnyRecord::Medea(Box::new(partial)).replay()
            }
            AnyRecord::Pillars(record) => {
                let mut partial = (**record).clone();
                partial.turns.truncate(step);
                AnyRecord::Pillars(Box::new(partial)).replay()
            }
        }
    }

    /// The intents that take `game`, the game after `step` steps, one step forward (none if
    /// `game` is of another game).
    pub fn next_intents(&self, step: usize, game: &AnyGame) -> Vec<Intent> {
        let intents = match self {
            AnyRecord::Medusa(record) => game.medusa().map(|game| match record.turns.get(step) {
                Some(turn) => MedusaMove::turn(turn, game)
                    .into_iter()
                    .map(Intent::from)
                    .collect(),
                None => match &record.dead {
                    Some(dead) if step == record.turns.len() => game
                        .concluding_actions(dead)
                        .into_iter()
                        .map(Intent::from)
                        .collect(),
                    _ => Vec::new(),
                },
            }),
            AnyRecord::Medea(record) => game.medea().map(|game| {
                let position = game.position();
                match record.entries.get(step) {
                    Some(medea::Entry::Move(notation)) => position
                        .parse_move(&notation.to_string())
                        .map(Intent::from)
                        .into_iter()
                        .collect(),
                    Some(medea::Entry::Resign) => vec![Intent::Resign(position.to_move().index())],
                    Some(medea::Entry::Draw) => vec![Intent::AgreeDraw],
                    None => Vec::new(),
                }
            }),
            AnyRecord::Pillars(record) => game.pillars().map(|game| match record.turns.get(step) {
                Some(pillars::Turn::Move(mv)) => vec![Intent::from(*mv)],
                Some(pillars::Turn::Resign) => vec![Intent::Resign(game.to_move().index())],
                Some(pillars::Turn::Draw) => vec![Intent::AgreeDraw],
                None => Vec::new(),
            }),
        };
        intents.unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::session::game_match::{Match, PlayerKind};

    /// A game of Medea of `plies` first legal moves.
    fn opening(plies: usize) -> medea::Game {
        let mut game = medea::Game::new();
        for _ in 0..plies {
            let mv = game.legal_moves()[0];
            game.play(&mv).expect("a legal move");
        }
        game
    }

    /// Steps through `record` from its start with the intents it gives, as the replay view
    /// does, checking each step against the game the record gives for it.
    fn step_through(record: &AnyRecord) {
        let start = record.game_at(0).expect("the start");
        let mut game_match = Match::from_game(start, [PlayerKind::Human; 2]);
        for step in 0..record.steps() {
            let intents = record.next_intents(step, &game_match.game);
            assert!(!intents.is_empty(), "step {step} gives no intent");
            for intent in &intents {
                game_match.apply(intent).expect("the record's own turn");
            }
            assert_eq!(Ok(game_match.game.clone()), record.game_at(step + 1));
        }
        assert_eq!(record.next_intents(record.steps(), &game_match.game), []);
    }

    #[test]
    fn a_medea_record_steps_through_its_moves_resignation_and_draw() {
        let game = opening(4);
        let record = AnyRecord::Medea(Box::new(medea::Record::of_game(&game, Vec::new())));
        assert_eq!(
            (record.kind(), record.turns(), record.steps()),
            (GameKind::Medea, 4, 4)
        );
        let after_one = record.game_at(1).expect("one move in");
        assert_eq!(
            record.next_intents(1, &after_one),
            [Intent::from(game.moves()[1])]
        );
        step_through(&record);

        let mut resigned = game.clone();
        resigned.resign().expect("White may resign");
        let record = AnyRecord::Medea(Box::new(medea::Record::of_game(&resigned, Vec::new())));
        let at_end = record.game_at(4).expect("before the resignation");
        assert_eq!(record.next_intents(4, &at_end), [Intent::Resign(0)]);
        step_through(&record);

        let mut drawn = game;
        drawn.agree_draw().expect("a draw may be agreed");
        let record = AnyRecord::Medea(Box::new(medea::Record::of_game(&drawn, Vec::new())));
        assert_eq!(
            record.next_intents(4, &record.game_at(4).expect("before the draw")),
            [Intent::AgreeDraw]
        );
        step_through(&record);
    }

    #[test]
    fn records_are_read_by_the_game_they_name() {
        let medea = "[Variant \"medea\"]\n\n";
        assert_eq!(
            AnyRecord::parse(medea).map(|r| r.kind()),
            Ok(GameKind::Medea)
        );
        let lotus = "[Variant \"lotus\"]\n[Komi \"0\"]\n\n";
        assert_eq!(
            AnyRecord::parse(lotus).map(|r| r.kind()),
            Ok(GameKind::Lotus)
        );
        // A record that names no game goes to Medusa's reader, which says what is missing.
        let unnamed = AnyRecord::parse("1. j11\n").expect_err("no variant");
        assert!(unnamed.contains("Variant"), "{unnamed}");
    }
}
