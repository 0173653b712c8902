//! The alpha-beta computer player, written once for every game that implements
//! [`SearchGame`] (Medea, Pillars of Medusa).
//!
//! No Bevy and no I/O. A game supplies its rules and its judgement through the trait (moves,
//! make and unmake, hash, end of the game, evaluation, move ordering); this module supplies the
//! search.
//!
//! # Implementing the trait: a worked example
//!
//! Nim with one heap: take 1, 2 or 3 stones; whoever takes the last stone wins. The position
//! keeps the heap and who is to move (the hash must tell the players apart); a move is the
//! number of stones taken, and taking it back is adding them again, so nothing needs to be
//! kept for [`unmake`](SearchGame::unmake).
//!
//! ```
//! use medusa::ai::alphabeta::{Outcome, SearchGame, StandPat};
//!
//! #[derive(Clone)]
//! struct Nim {
//!     heap: u32,
//!     first_to_move: bool,
//! }
//!
//! impl SearchGame for Nim {
//!     type Move = u32;
//!     type Undo = ();
//!
//!     fn legal_moves(&self, moves: &mut Vec<u32>) {
//!         moves.extend((1..=3).filter(|&take| take <= self.heap));
//!     }
//!     fn noisy_moves(&self, _moves: &mut Vec<u32>) -> StandPat {
//!         StandPat::Allowed // nothing is ever captured: every position is quiet
//!     }
//!     fn make(&mut self, take: u32) {
//!         self.heap -= take;
//!         self.first_to_move = !self.first_to_move;
//!     }
//!     fn unmake(&mut self, take: u32, (): ()) {
//!         self.heap += take;
//!         self.first_to_move = !self.first_to_move;
//!     }
//!     fn hash(&self) -> u64 {
//!         // Any well-mixed number that differs for different positions will do.
//!         (self.heap as u64 * 2 + self.first_to_move as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)
//!     }
//!     fn outcome(&self) -> Option<Outcome> {
//!         // The opponent took the last stone.
//!         (self.heap == 0).then_some(Outcome::Loss)
//!     }
//!     fn outcome_without_moves(&self) -> Outcome {
//!         Outcome::Loss // not reached: an empty heap is already the end
//!     }
//!     fn evaluate(&self) -> i32 {
//!         0 // no opinion: the search has to see the end
//!     }
//!     fn order_score(&self, take: u32) -> i32 {
//!         take as i32 // try taking more first
//!     }
//! }
//! ```
//!
//! A game whose repetition or no-progress rules end the game keeps the hashes of the positions
//! played (pushed in `make`, popped in `unmake`) and the count of plies without progress in its
//! position type, and [`outcome`](SearchGame::outcome) answers from them. A game with big
//! positions and intricate moves may prefer copy-make: `type Undo = Self`, `make` returns the
//! old position and `unmake` puts it back.
//!
//! [`Noughts`] (k in a row on a small board) is a complete example with an evaluation and
//! noisy moves; the tests and the benchmark use it.

#![forbid(unsafe_code)]

mod arena;
mod game;
mod noughts;
mod ordering;
mod player;
mod score;
mod search;
mod settings;
mod table;

pub use arena::{EngineTally, GameResult, GameSummary, MatchReport, MatchSettings, play_match};
pub use game::{MatchGame, Outcome, SearchGame, StandPat, game_over};
pub use noughts::{Cell, Noughts, NoughtsError};
pub use player::{Engine, Player, hint};
pub use score::Score;
pub use search::{Search, SearchStats};
pub use settings::{Budget, MAX_DEPTH, Settings};

/// The largest static evaluation, in either direction; scores beyond it mean a won or lost
/// game.
pub const EVAL_LIMIT: i32 = 20_000;
