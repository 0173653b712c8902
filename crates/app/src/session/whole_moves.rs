//! The session's part of a game whose every move is whole (Medea's and Pillars'): the
//! contract's turn is a move, a resignation or an agreed draw ([`Turn`]), and everything the
//! session asks ([`SessionGame`]) follows from that once. Such a game names its move type,
//! reads its records' steps and says why its rules refuse a turn ([`WholeMoves`]) in its own
//! folder.

use medusa_locale::Phrase;
use medusa_rules::history::Turn;
use medusa_rules::side::Side;
use medusa_rules::{DynRecord, GameRules};

use super::any_game::{Awaits, SessionGame, no_such_seat, not_this_game};
use super::game_kind::GameKind;
use super::game_match::{GameChanged, Intent};
use super::game_move::{Effects, GameEffect, GameMove, PlayerMove, Suggestion};

/// How the turns of a game whose moves are whole read: the contract's turn is a
/// [`Turn`] of its board move.
pub trait WholeMoves:
    GameRules<Move = Turn<<Self as WholeMoves>::BoardMove>, Effect: GameEffect> + 'static
{
    /// A move on the board, as its player makes it.
    type BoardMove: PlayerMove;

    /// Which game this is.
    fn kind(&self) -> GameKind;

    /// Plays `turn`, or says why the rules refuse it, in the screens' words.
    fn play_turn(&mut self, turn: &Self::Move) -> Result<Vec<Self::Effect>, Phrase>;

    /// The turn `token` (as the records write it) here, or why it is not one, in the screens'
    /// words.
    fn read_turn(&self, token: &str) -> Result<Self::Move, Phrase>;

    /// Step `step` of `record`, a record of this game, played on this game (the game after
    /// the steps before it).
    fn record_turn(&self, record: &Self::Record, step: usize) -> Option<Self::Move>;

    /// What a screen reader says of `effects`, the move that led to this game.
    fn announce(&self, effects: &[Self::Effect]) -> Vec<Phrase>;

    /// What stands on the square `cell`, or `None` when the board has no such square.
    fn cell_words(&self, cell: &str) -> Option<Phrase>;

    /// How many pieces each side has.
    fn pieces_words(&self) -> Phrase;

    /// The material on the board, and whose move it is or how the game ended.
    fn score_words(&self) -> Vec<Phrase>;

    /// A square of this board, for the help's example.
    fn example_cell(&self) -> String;
}

/// Whether `game` has ended.
fn is_over<G: WholeMoves>(game: &G) -> bool {
    game.outcome().is_some()
}

/// Plays `turn` in `game`, or says why not.
fn play_turn<G: WholeMoves>(game: &mut G, turn: Turn<G::BoardMove>) -> Result<GameChanged, Phrase> {
    WholeMoves::play_turn(game, &turn).map(|effects| GameChanged::played(Effects::from(effects)))
}

/// The intents that play `turn`.
fn turn_intents<M: PlayerMove>(turn: Turn<M>) -> Vec<Intent> {
    vec![match turn {
        Turn::Move(mv) => Intent::from(mv),
        Turn::Resign(side) => Intent::Resign(side.index()),
        Turn::Draw => Intent::AgreeDraw,
    }]
}

impl<G: WholeMoves> SessionGame for G {
    fn kind(&self) -> GameKind {
        WholeMoves::kind(self)
    }

    fn may_resign(&self, seat: usize) -> bool {
        seat < 2 && !is_over(self)
    }

    fn is_in_progress(&self) -> bool {
        self.turns_played() > 0 && !is_over(self)
    }

    fn awaits(&self) -> Awaits {
        if is_over(self) {
            Awaits::Nobody
        } else {
            Awaits::Seat(GameRules::to_move(self))
        }
    }

    fn play(&mut self, mv: &GameMove) -> Result<GameChanged, Phrase> {
        match mv.of::<G::BoardMove>() {
            Some(mv) => play_turn(self, Turn::Move(mv.clone())),
            None => Err(not_this_game(WholeMoves::kind(self))),
        }
    }

    fn resign(&mut self, seat: usize) -> Result<GameChanged, Phrase> {
        let side = Side::ALL.get(seat).copied().ok_or_else(no_such_seat)?;
        play_turn(self, Turn::Resign(side))
    }

    fn agree_draw(&mut self) -> Result<GameChanged, Phrase> {
        play_turn(self, Turn::Draw)
    }

    fn record_step(&self, record: &dyn DynRecord, step: usize) -> Vec<Intent> {
        record
            .as_any()
            .downcast_ref::<G::Record>()
            .and_then(|record| self.record_turn(record, step))
            .map(turn_intents)
            .unwrap_or_default()
    }

    fn token_intents(&self, token: &str) -> Result<Vec<Intent>, Phrase> {
        self.read_turn(token).map(turn_intents)
    }

    fn suggestion_of(&self, token: &str) -> Option<Suggestion> {
        match GameRules::parse_move(self, token).ok()? {
            Turn::Move(mv) => Some(Suggestion::new(mv)),
            Turn::Resign(_) | Turn::Draw => None,
        }
    }

    fn announce(&self, effects: &Effects) -> Vec<Phrase> {
        WholeMoves::announce(self, effects.of::<G::Effect>())
    }

    fn cell_words(&self, cell: &str) -> Option<Phrase> {
        WholeMoves::cell_words(self, cell)
    }

    fn pieces_words(&self) -> Phrase {
        WholeMoves::pieces_words(self)
    }

    fn score_words(&self) -> Vec<Phrase> {
        WholeMoves::score_words(self)
    }

    fn example_cell(&self) -> String {
        WholeMoves::example_cell(self)
    }

    fn suggestion_intents(&self, suggestion: &Suggestion) -> Vec<Intent> {
        suggestion
            .of::<G::BoardMove>()
            .map(|mv| Intent::from(mv.clone()))
            .into_iter()
            .collect()
    }
}

/// What a screen reader says, in English, of `mv` (as the records write it) played in the
/// position `fen` of the game `G`: for each game's tests of its announcements.
#[cfg(test)]
pub(crate) fn announced<G: WholeMoves>(fen: &str, mv: &str) -> Vec<String> {
    let mut game = G::from_fen(fen).unwrap_or_else(|e| panic!("{e}"));
    let turn = GameRules::parse_move(&game, mv).unwrap_or_else(|e| panic!("{e}"));
    let effects = GameRules::play(&mut game, &turn).unwrap_or_else(|e| panic!("{e}"));
    let english = medusa_locale::english();
    WholeMoves::announce(&game, &effects)
        .iter()
        .map(|phrase| english.say(phrase))
        .collect()
}
