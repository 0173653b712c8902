//! Puzzles mined from the engines' own games: positions where one move wins clearly (a group
//! reversed, material, the game) and no other move comes close, checked by a deeper search.
//!
//! * [`Puzzle`], [`PuzzleSet`]: a puzzle and a game's set of them, as their files hold them
//!   (`assets/puzzles/<game>.json`); [`Puzzle::start`] sets up the game at its position.
//! * [`Miner`]: walks a game's positions (a record, or a game the engines play) and keeps the
//!   puzzles, themed and graded; [`verify`] checks a stored puzzle again.
//! * [`PuzzleRating`]: a player's puzzle rating; [`puzzle_of_the_day`].
//! * [`mistakes_of`]: the mistakes an analysis found in a player's own game, as puzzles to
//!   practise.
//!
//! # What makes a puzzle
//!
//! Each game's engines judge a position with a search of fixed work (plies for Medea and
//! Pillars of Medusa, playouts with a fixed seed for Medusa and Lotus: never the clock, so a
//! judgement is the same on every machine): every move of the side to move gets the mover's
//! chance of winning on the analysis's scale ([`Judgement`]). A position is a puzzle when the
//! best move gives at least [`PuzzleRules::clear`], leads every other by at least
//! [`PuzzleRules::margin`], there are at least two moves to choose from, and the solution
//! does something the core can name (its themes). The solution goes on (the opponent's
//! expected reply, then the solver's next move) while the solver's next move is again
//! unique by the margin, up to [`MAX_SOLVER_MOVES`] moves.
//!
//! The **difficulty** is how much search the first move needs: 1 when the shallowest search
//! of [`PuzzleRules::ladder`] already plays it (and every deeper one does), up to 5 when only
//! the full search does.

mod daily;
mod judge;
mod miner;
mod practice;
mod puzzle;
mod rating;
mod verifier;

pub use daily::puzzle_of_the_day;
pub use judge::{Judgement, PuzzleRules};
pub use miner::{MAX_SOLVER_MOVES, Miner};
pub use practice::{Mistake, mistakes_of};
pub use puzzle::{MAX_PUZZLE_FILE_BYTES, PUZZLE_FILE_VERSION, Puzzle, PuzzleSet};
pub use rating::{PuzzleRating, puzzle_rating};
pub use verifier::verify;
