//! Medusa's and Lotus's computer player: Monte Carlo tree search over the actions of a turn,
//! a game-aware playout policy, dead-group proposals, hints, and two baseline players.
//!
//! No Bevy and no I/O. Every rule question goes to [`medusa_rules::medusa`]; this module only
//! decides.
//!
//! # Thinking without freezing the caller
//!
//! A [`Search`] does its work in slices, so a frame loop can think a few milliseconds per frame
//! (also in the browser, which has one thread; clocks come from `web_time`):
//!
//! ```
//! use std::time::Duration;
//! use medusa_ai::Level;
//! use medusa_ai::mcts::Search;
//! use medusa_rules::medusa::{Game, Variant};
//!
//! let mut game = Game::new(Variant::Lotus, 3).unwrap();
//! let mut search = Search::new(&game, Level::Beginner.settings(7));
//! // Each frame: at most ~8 ms of work; `step` says when the budget is spent.
//! while !search.step(Duration::from_millis(8)) {}
//! let turn = search.best_turn();
//! game.play_turn(&turn).unwrap();
//! // Next turn: keep what was learnt about the positions that followed.
//! search.advance(&game);
//! ```
//!
//! * [`Search::new`] does no work; [`Search::step`] works for about the slice (at least one
//!   playout) and returns `true` once the budget ([`Budget`]: playouts and/or search time) is
//!   spent, or earlier when the choice cannot change any more or the game is clearly won.
//! * [`Search::best_turn`] may be asked at any time; it is legal in the searched position and
//!   never repeats an earlier position when another turn is possible (`Game::would_repeat`).
//! * [`Search::advance`] follows the game: it moves the root down the tree by the turns played
//!   since (tree reuse), or starts afresh, and starts a new budget.
//! * Same seed, same position, a playout budget: same turn (a time budget depends on speed).
//!
//! # How it decides
//!
//! The tree has one level per action of a turn: a placement or skipping it, then
//! movements one by one, then the end of the turn (Medusa), or a placement or a pass (Lotus).
//! Children are chosen by UCT with prior knowledge (captures, rescues, rosettes are tried
//! first; own-eye fillings and useless suicides last) and, for placements, RAVE. A game that
//! ends with two passes in the tree is counted as the board stands, which is how engines
//! finish their games in `medusa selfplay`; against people, [`propose_dead`] marks the dead.
//!
//! [`Level`](crate::Level)s are playout budgets (so a level is equally strong on every machine) with a time
//! cap for slow machines.

mod baseline;
mod contest;
mod dead;
mod engine;
mod entry;
mod knowledge;
mod playout;
mod puzzle;
mod search;
mod settings;
mod sweep;
mod tree;

use std::time::Duration;

use medusa_rules::medusa::{Game, Turn};

use crate::thinking::think_once;

pub(crate) use entry::entry;

pub use baseline::{greedy_turn, random_turn};
pub use dead::propose_dead;
pub use engine::{Engine, Player};
pub use playout::play_out;
pub use search::{Search, SearchStats};
pub use settings::{Budget, SearchSettings};

/// A suggested turn for the player to move: a search of `playouts` playouts (at most 2 s).
/// It blocks until done; an interface that must stay responsive steps a [`Search`] instead.
pub fn hint(game: &Game, playouts: u64, seed: u64) -> Turn {
    let settings = SearchSettings {
        budget: Budget {
            playouts: Some(playouts),
            time: Some(Duration::from_secs(2)),
        },
        seed,
        ..SearchSettings::default()
    };
    think_once(Search::new(game, settings))
}
