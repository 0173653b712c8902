//! The computer's search for any game behind one type: each game's search (Medusa's and
//! Lotus's Monte Carlo search, which chooses a whole turn, the alpha-beta searches of the games
//! that choose a move) is made by the game ([`AnyGame::search`]) and stepped here a slice a
//! frame by the computer player and the hints, which turn its [`Suggestion`] into the same
//! intents a person's clicks make.

use std::time::Duration;

use super::any_game::{AnyGame, Suggestion};
use medusa_ai::Level;

/// A search of one game for the side to move, stepped a slice at a time.
pub trait SearchOfGame: Send + Sync {
    /// Moves on to `game`, later in the same game, keeping what is still useful, with a fresh
    /// budget at `level`; `false` when `game` is of another game.
    fn follow(&mut self, game: &AnyGame, level: Level) -> bool;
    /// Works for about `slice`; `true` once the choice is made.
    fn step(&mut self, slice: Duration) -> bool;
    /// How much of the budget is used, from 0 to 1.
    fn progress(&self) -> f32;
    /// The best choice so far, if the side to move has any.
    fn suggestion(&self) -> Option<Suggestion>;
}

/// A search for the side to move in a game of any kind.
pub struct GameSearch(Box<dyn SearchOfGame>);

impl std::fmt::Debug for GameSearch {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "GameSearch({:.0}% of the budget)",
            100.0 * self.progress()
        )
    }
}

impl GameSearch {
    /// A search of `game` with `level`'s settings and budget, seeded with `seed`.
    pub fn new(game: &AnyGame, level: Level, seed: u64) -> GameSearch {
        GameSearch(game.search(level, seed))
    }

    /// Moves on to `game`, later in the same game, keeping what is still useful, with a fresh
    /// budget at `level`; a search of another game is replaced by a new one.
    pub fn follow(&mut self, game: &AnyGame, level: Level, seed: u64) {
        if !self.0.follow(game, level) {
            *self = GameSearch::new(game, level, seed);
        }
    }

    /// Works for about `slice`; `true` once the choice is made.
    pub fn step(&mut self, slice: Duration) -> bool {
        self.0.step(slice)
    }

    /// How much of the budget is used, from 0 to 1.
    pub fn progress(&self) -> f32 {
        self.0.progress()
    }

    /// The best choice so far, if the side to move has any.
    pub fn suggestion(&self) -> Option<Suggestion> {
        self.0.suggestion()
    }
}
