//! Any game and any record behind one `dyn` type: [`DynGame`] and [`DynRecord`], the
//! contract of [`GameRules`] and [`GameRecord`] with moves read and written as text, which
//! every game's types have by a blanket implementation. Code that serves every game (the
//! command line, the app's session, the server) holds a `Box<dyn DynGame>`, or an enum of its
//! own over the games that delegates through one `as_dyn()`, and asks it the same questions
//! whichever game it is; the game's own types are there again by [`DynGame::as_any`].

use std::any::Any;
use std::fmt::Debug;

use super::contract::{GameId, GameRecord, GameRules};
use super::text_record::{RecordError, quote};

/// A game of any kind, from its start to now (see [`GameRules`], whose methods these are);
/// like a record it is plain data and can be handed between threads (the server's rooms are).
pub trait DynGame: Debug + Send + Sync {
    /// Which game this is.
    fn game(&self) -> GameId;
    /// The names of the two sides, by seat.
    fn sides(&self) -> [&'static str; 2];
    /// The seat of the side to move.
    fn to_move(&self) -> usize;
    /// How many moves or turns have been played.
    fn turns_played(&self) -> usize;
    /// Reads one move or turn as the records write it and plays it.
    fn play_token(&mut self, token: &str) -> Result<(), String>;
    /// Reads one move or turn played on the board (not a resignation or an agreed draw: see
    /// [`GameRules::is_board_move`]) and writes it as the records do, changing nothing: the
    /// canonical form of `token`, or why it is no such move. Whether it is legal is for
    /// playing it to say.
    fn canonical_board_move(&self, token: &str) -> Result<String, String>;
    /// Whether the players may end the game by agreeing a draw.
    fn has_draws_by_agreement(&self) -> bool;
    /// Whether the game waits for its players to agree on what its moves do not play
    /// ([`GameRules::awaits_agreement`]).
    fn awaits_agreement(&self) -> bool;
    /// Ends the agreement phase with what the players agreed
    /// ([`GameRules::conclude_agreement`]).
    fn conclude_agreement(&mut self, agreed: &str) -> Result<(), String>;
    /// Takes back the last thing played; whether there was anything to take back.
    fn undo(&mut self) -> bool;
    /// Every legal move now as the records write them, where the game has a list.
    fn legal_tokens(&self) -> Option<Vec<String>>;
    /// How the game ended and why, in a sentence.
    fn outcome(&self) -> Option<String>;
    /// Ends a game stopped at a stage the players still had to settle, as it stands.
    fn settle(&mut self) -> Result<(), String>;
    /// The position now as one line of JSON.
    fn dump(&self) -> String;
    /// The position now as a diagram.
    fn diagram(&self) -> String;
    /// The position now as a FEN, where the game has one.
    fn fen(&self) -> Option<String>;
    /// The pieces each side has on the board now, by seat.
    fn material(&self) -> [usize; 2];
    /// The record of the game so far, with `headers`.
    fn record(&self, headers: Vec<(String, String)>) -> Box<dyn DynRecord>;
    /// A copy.
    fn clone_box(&self) -> Box<dyn DynGame>;
    /// The game's own type, for `downcast_ref`.
    fn as_any(&self) -> &dyn Any;
    /// The game's own type to change, for `downcast_mut`.
    fn as_any_mut(&mut self) -> &mut dyn Any;
    /// The game's own type to keep, for `downcast`.
    fn into_any(self: Box<Self>) -> Box<dyn Any>;
}

/// The header that names how a game ended off the board.
pub const TERMINATION: &str = "Termination";

/// The header that gives a game's result.
pub const RESULT: &str = "Result";

/// A record of any game (see [`GameRecord`], whose methods these are); it can be kept and
/// handed between threads, as every record is plain data.
pub trait DynRecord: Debug + Send + Sync {
    /// Which game the record is of.
    fn game(&self) -> GameId;
    /// How many moves or turns the record holds.
    fn turns(&self) -> usize;
    /// How many steps a replay of the record takes.
    fn steps(&self) -> usize;
    /// The record of the game after its first `steps` steps.
    fn prefix(&self, steps: usize) -> Box<dyn DynRecord>;
    /// The text form.
    fn to_text(&self) -> String;
    /// The moves or turns one by one, as the text form's body lines write them.
    fn tokens(&self) -> Vec<String>;
    /// The JSON form.
    fn to_json(&self) -> String;
    /// The link form.
    fn to_fragment(&self) -> String;
    /// The game the record plays, or the first turn that cannot be played and why.
    fn replay(&self) -> Result<Box<dyn DynGame>, RecordError>;
    /// A header's value, by key (without case).
    fn header(&self, key: &str) -> Option<&str>;
    /// How the game ended where no move or turn records it (a flag that fell, the game of an
    /// absent player claimed), as a server writes it: the `Result` header of a record with a
    /// `Termination` header. A record whose moves end the game needs neither.
    fn ending_off_the_board(&self) -> Option<&str> {
        self.header(TERMINATION)?;
        self.header(RESULT)
    }
    /// A copy.
    fn clone_box(&self) -> Box<dyn DynRecord>;
    /// The record's own type, for `downcast_ref`.
    fn as_any(&self) -> &dyn Any;
    /// The record's own type to keep, for `downcast`.
    fn into_any(self: Box<Self>) -> Box<dyn Any>;
}

impl<G: GameRules + 'static> DynGame for G {
    fn game(&self) -> GameId {
        GameRules::game(self)
    }

    fn sides(&self) -> [&'static str; 2] {
        G::SIDES
    }

    fn to_move(&self) -> usize {
        GameRules::to_move(self)
    }

    fn turns_played(&self) -> usize {
        GameRules::turns_played(self)
    }

    fn play_token(&mut self, token: &str) -> Result<(), String> {
        let mv = GameRules::parse_move(self, token)?;
        GameRules::play(self, &mv).map(drop)
    }

    fn has_draws_by_agreement(&self) -> bool {
        GameRules::has_draws_by_agreement(self)
    }

    fn awaits_agreement(&self) -> bool {
        GameRules::awaits_agreement(self)
    }

    fn conclude_agreement(&mut self, agreed: &str) -> Result<(), String> {
        GameRules::conclude_agreement(self, agreed)
    }

    fn canonical_board_move(&self, token: &str) -> Result<String, String> {
        let mv = GameRules::parse_move(self, token)?;
        if GameRules::is_board_move(self, &mv) {
            Ok(GameRules::write_move(self, &mv))
        } else {
            Err(format!(
                "{} ends the game by the players' word, not by a move",
                quote(token.trim())
            ))
        }
    }

    fn undo(&mut self) -> bool {
        GameRules::undo(self)
    }

    fn legal_tokens(&self) -> Option<Vec<String>> {
        let moves = GameRules::legal_moves(self)?;
        Some(
            moves
                .iter()
                .map(|mv| GameRules::write_move(self, mv))
                .collect(),
        )
    }

    fn outcome(&self) -> Option<String> {
        GameRules::outcome(self)
    }

    fn settle(&mut self) -> Result<(), String> {
        GameRules::settle(self)
    }

    fn dump(&self) -> String {
        GameRules::dump(self)
    }

    fn diagram(&self) -> String {
        GameRules::diagram(self)
    }

    fn fen(&self) -> Option<String> {
        GameRules::fen(self)
    }

    fn material(&self) -> [usize; 2] {
        GameRules::material(self)
    }

    fn record(&self, headers: Vec<(String, String)>) -> Box<dyn DynRecord> {
        Box::new(GameRules::record(self, headers))
    }

    fn clone_box(&self) -> Box<dyn DynGame> {
        Box::new(self.clone())
    }

    fn as_any(&self) -> &dyn Any {
        self
    }

    fn as_any_mut(&mut self) -> &mut dyn Any {
        self
    }

    fn into_any(self: Box<Self>) -> Box<dyn Any> {
        self
    }
}

impl<R: GameRecord + 'static> DynRecord for R
where
    R::Game: 'static,
{
    fn game(&self) -> GameId {
        GameRecord::game(self)
    }

    fn turns(&self) -> usize {
        GameRecord::turns(self)
    }

    fn steps(&self) -> usize {
        GameRecord::steps(self)
    }

    fn prefix(&self, steps: usize) -> Box<dyn DynRecord> {
        Box::new(GameRecord::prefix(self, steps))
    }

    fn to_text(&self) -> String {
        GameRecord::to_text(self)
    }

    fn tokens(&self) -> Vec<String> {
        GameRecord::tokens(self)
    }

    fn to_json(&self) -> String {
        GameRecord::to_json(self)
    }

    fn to_fragment(&self) -> String {
        GameRecord::to_fragment(self)
    }

    fn header(&self, key: &str) -> Option<&str> {
        GameRecord::header(self, key)
    }

    fn replay(&self) -> Result<Box<dyn DynGame>, RecordError> {
        let game = GameRecord::replay(self)?;
        Ok(Box::new(game))
    }

    fn clone_box(&self) -> Box<dyn DynRecord> {
        Box::new(self.clone())
    }

    fn as_any(&self) -> &dyn Any {
        self
    }

    fn into_any(self: Box<Self>) -> Box<dyn Any> {
        self
    }
}

impl Clone for Box<dyn DynGame> {
    fn clone(&self) -> Box<dyn DynGame> {
        self.as_ref().clone_box()
    }
}

impl Clone for Box<dyn DynRecord> {
    fn clone(&self) -> Box<dyn DynRecord> {
        self.as_ref().clone_box()
    }
}
