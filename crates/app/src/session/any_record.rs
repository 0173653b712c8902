//! The record of a game of any kind: read from text, JSON or a link by the game it names,
//! written the game's own way, and stepped through by the replay view. Each game's reader
//! and writer are its core's, found in the list of the games ([`GAMES`]) and asked through
//! the contract every record keeps ([`DynRecord`]); what plays a step of it on the board is
//! asked of the game ([`AnyGame::record_step`]).

use super::any_game::{AnyGame, not_played};
use super::game_kind::GameKind;
use super::game_match::Intent;
use medusa_rules::{DynRecord, GAMES};

/// A record of any game the app plays.
#[derive(Clone, Debug)]
pub struct AnyRecord {
    kind: GameKind,
    record: Box<dyn DynRecord>,
}

impl PartialEq for AnyRecord {
    fn eq(&self, other: &AnyRecord) -> bool {
        self.kind == other.kind && self.record.to_json() == other.record.to_json()
    }
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
        AnyRecord {
            kind: game.kind(),
            record: game.as_dyn().record(headers),
        }
    }

    /// The record behind `record`, of a game the app offers, or why the app cannot play it.
    pub fn from_dyn(record: Box<dyn DynRecord>) -> Result<AnyRecord, String> {
        let id = record.game();
        let kind = GameKind::of(id).ok_or_else(|| not_played(id))?;
        Ok(AnyRecord { kind, record })
    }

    /// The record through the contract every record keeps.
    pub fn as_dyn(&self) -> &dyn DynRecord {
        self.record.as_ref()
    }

    /// Which game the record is of.
    pub fn kind(&self) -> GameKind {
        self.kind
    }

    /// The text form.
    pub fn to_text(&self) -> String {
        self.record.to_text()
    }

    /// The JSON form.
    pub fn to_json(&self) -> String {
        self.record.to_json()
    }

    /// The compact form for a web address's fragment.
    pub fn to_fragment(&self) -> String {
        self.record.to_fragment()
    }

    /// The game the whole record plays, or why it cannot be played.
    pub fn replay(&self) -> Result<AnyGame, String> {
        let game = self.record.replay().map_err(|e| e.to_string())?;
        AnyGame::from_dyn(game)
    }

    /// How many turns the record holds.
    pub fn turns(&self) -> usize {
        self.record.turns()
    }

    /// How many steps the replay view has: the turns, and in Medusa the count of a `dead`
    /// line.
    pub fn steps(&self) -> usize {
        self.record.steps()
    }

    /// The game after `step` steps.
    pub fn game_at(&self, step: usize) -> Result<AnyGame, String> {
        let prefix = self.record.prefix(step.min(self.steps()));
        AnyGame::from_dyn(prefix.replay().map_err(|e| e.to_string())?)
    }

    /// The intents that take `game`, the game after `step` steps, one step forward (none if
    /// `game` is of another game).
    pub fn next_intents(&self, step: usize, game: &AnyGame) -> Vec<Intent> {
        game.record_step(self.as_dyn(), step)
    }
}
