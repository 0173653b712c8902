//! The alpha-beta computer player, written once for every game that implements
//! [`SearchGame`] (Medea, Pillars of Medusa).
//!
//! No Bevy and no I/O. A game supplies its rules and its judgement through the trait (moves,
//! make and unmake, hash, end of the game, evaluation, move ordering); this module supplies the
//! search, the players for tools ([`Engine`], [`Player`], [`hint`]), and the game's entry in
//! the AI registry ([`AlphaBetaGame`]: the player, the app's search, the analysis and the
//! matches of `medusa selfplay`, written once for every such game).
//!
//! # Using the player
//!
//! A [`Search`] thinks in slices, so a frame loop can give it a few milliseconds per frame
//! (also in the browser, which has one thread; clocks come from `web_time`):
//!
//! ```
//! use std::time::Duration;
//! use medusa_ai::Level;
//! use medusa_ai::alphabeta::{MatchGame, Search, SearchGame, Settings};
//! use medusa_ai::medea::MedeaSearch;
//!
//! let mut position = MedeaSearch::start();
//! let mut search = Search::new(&position, Settings::level(Level::Strong, 7));
//! // Each frame: at most ~8 ms of work; `step` says when the budget is spent.
//! while !search.step(Duration::from_millis(8)) {}
//! let stats = search.stats();
//! assert!(stats.depth >= 1 && stats.nodes > 0);
//! let mv = search.best_move().expect("the game goes on");
//! position.make(mv);
//! // The next move: keep the transposition table.
//! search.restart(&position);
//! ```
//!
//! * [`Search::new`] lists the root's moves and makes the transposition table (whose memory
//!   is taken as the search stores results in it), nothing else; an interface keeps its
//!   search and [`Search::restart`]s it for each move, which also keeps what the table knows.
//!   [`Search::step`] works for about the slice and returns `true` once the [`Budget`]
//!   (depth, nodes, time: the first reached) is spent, or the result is certain (a forced win
//!   or loss within the depth).
//! * [`Search::best_move`] may be asked at any time: the best move of the last depth completed
//!   (or a better one found in a depth cut short), before the first depth the first move in
//!   the game's ordering; `None` only when the game is over. [`Search::stats`] gives the depth,
//!   nodes, nodes per second, the principal variation and the [`Score`].
//! * Same position, same settings and seed, a depth or node budget: the same move, the same
//!   nodes, however the work is sliced (the search resumes exactly where a slice stopped).
//!
//! # How it searches
//!
//! Iterative deepening over negamax alpha-beta with principal-variation search (null windows
//! for every move after the first, searched again when one proves better), a transposition
//! table (buckets of a depth-preferred and an always-replaced entry; wins and losses stored
//! relative to the position so they keep their distance), move ordering (the table's move,
//! then captures by the game's score, two killer moves per ply, the history heuristic), and a
//! quiescence search of the noisy moves at the horizon (standing pat where the game allows
//! it). A position that comes back on the line being searched is a draw; the game's own
//! repetition and no-progress rules come from [`SearchGame::outcome`].
//!
//! # Levels and specs
//!
//! The project's [`Level`](crate::Level)s are depths and node budgets, so a level plays
//! alike on every machine; a time cap only keeps slow machines and the browser from thinking
//! too long. A game may choose its own ([`SearchGame::level_settings`]); by default they are
//! ([`Settings::level`]):
//!
//! | level | depth | nodes | evaluation noise | time cap |
//! |---|---|---|---|---|
//! | Beginner | 1 | | ±0.6 of a man | 1 s |
//! | Casual | 3 | 50,000 | none | 2 s |
//! | Strong | 12 | 150,000 | none | 1 s |
//! | Master | to the time | | none | 2 s (its budget) |
//!
//! Tools name players by spec ([`Engine::parse`]): `random`, `greedy`, `beginner`,
//! `casual`, `strong`, `master`, or `ab:` with settings: `time=1s`, `depth=6`, `nodes=100000` (at least
//! one; the first reached ends the search), `noise=30` (hundredths of a man), `hash=16` (MiB,
//! at most half the memory free: [`table_limit_mib`]),
//! `quiescence=off`, `level=casual` (start from a level). `medusa selfplay --variant medea
//! --white ab:time=1s --black greedy` plays a match.
//!
//! # Implementing the trait: a worked example
//!
//! Nim with one heap: take 1, 2 or 3 stones; whoever takes the last stone wins. The position
//! keeps the heap and who is to move (the hash must tell the players apart); a move is the
//! number of stones taken, and taking it back is adding them again, so nothing needs to be
//! kept for [`unmake`](SearchGame::unmake).
//!
//! ```
//! use medusa_ai::alphabeta::{Outcome, SearchGame, StandPat};
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
//! `Noughts` (k in a row on a small board) is a complete example with an evaluation and noisy
//! moves; the tests and the benchmark use it, from behind the crate's `fixtures` feature.

#![forbid(unsafe_code)]

mod contest;
mod entry;
mod game;
mod memory;
#[cfg(any(test, feature = "fixtures"))]
mod noughts;
mod ordering;
mod player;
mod puzzle;
mod score;
mod search;
mod settings;
mod table;

pub(crate) use entry::entry;

pub use entry::{AlphaBetaGame, Ended, Played};
pub use game::{MatchGame, Outcome, SearchGame, StandPat, game_over, repetitions};
pub use memory::table_limit_mib;
/// The tests' k-in-a-row game.
#[cfg(any(test, feature = "fixtures"))]
pub use noughts::{Cell, Noughts, NoughtsError};
pub use player::{Engine, Player, hint};
pub use score::Score;
pub use search::{Search, SearchStats};
pub use settings::{Budget, MAX_DEPTH, Settings};

/// The largest static evaluation, in either direction; scores beyond it mean a won or lost
/// game.
pub const EVAL_LIMIT: i32 = 20_000;
