//! The computer players of every game, and the analysis of a game.
//!
//! * [`mcts`]: Medusa's and Lotus's Monte Carlo tree search (with its baseline players,
//!   dead-group proposals and hints).
//! * [`alphabeta`]: the alpha-beta search, written once for the games of moves and captures;
//!   [`medea`] and [`pillars`] are its positions and evaluations for Medea and Pillars of
//!   Medusa.
//! * [`registry`]: the computer player of each game of the rules' registry, found by the
//!   game's id ([`AI`]): the players the bot names by spec, the search the app steps, the
//!   analysis's walk through a game, and the matches of `medusa selfplay`.
//! * [`analysis`]: whole-game analysis; [`selfplay`]: matches between engines, one loop for
//!   every game; [`puzzles`]: puzzles mined from the engines' games, checked and graded.
//!
//! What every family shares sits here: the playing [`Level`]s, the engine specs' reader (its
//! errors are [`SpecError`]), the random numbers and match seeds, and the way a search is
//! driven in slices ([`Thinking`]).
//!
//! No Bevy and no I/O.

#![forbid(unsafe_code)]

pub mod alphabeta;
pub mod analysis;
mod level;
pub mod mcts;
pub mod medea;
pub mod pillars;
pub mod puzzles;
pub mod registry;
mod rng;
pub mod selfplay;
mod spec;
mod thinking;

pub use level::Level;
pub use registry::{AI, AiEntry, AiRegistry, GamePlayer, GameSearch, NoEngine};
pub use rng::{Rng, match_seed, opening_seed};
pub use spec::SpecError;
pub use thinking::{Thinking, think_once, think_through};
