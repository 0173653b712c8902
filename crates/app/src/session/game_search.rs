//! The computer's search for any game behind one type: each game's search (Medusa's and
//! Lotus's Monte Carlo search, which chooses a whole turn, the alpha-beta searches of the games
//! that choose a move) comes from the game's computer player (`medusa_ai::AI`) and is stepped
//! here a slice a frame by the computer player and the hints, which turn its choice (a move as
//! the records write it, read as a [`Suggestion`]) into the same intents a person's clicks
//! make.

use std::time::Duration;

use super::any_game::AnyGame;
use super::game_move::Suggestion;
use medusa_ai::{AI, Level};

/// A search for the side to move in a game of any kind.
pub struct GameSearch(Box<dyn medusa_ai::GameSearch>);

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
    /// A search of `game` with `level`'s settings and budget, seeded with `seed`; `None` for
    /// a game no computer player plays.
    pub fn new(game: &AnyGame, level: Level, seed: u64) -> Option<GameSearch> {
        let entry = AI.of(game.kind().id()).ok()?;
        entry.search(game.as_dyn(), level, seed).map(GameSearch)
    }

    /// Moves on to `game`, later in the same game, keeping what is still useful, with a fresh
    /// budget at `level`; a search of another game is replaced by a new one.
    pub fn follow(&mut self, game: &AnyGame, level: Level, seed: u64) {
        if !self.0.follow(game.as_dyn(), level)
            && let Some(search) = GameSearch::new(game, level, seed)
        {
            *self = search;
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

    /// The best choice so far in `game` (the game searched), if the side to move has any.
    pub fn suggestion(&self, game: &AnyGame) -> Option<Suggestion> {
        game.suggestion_of(&self.0.best_move()?)
    }
}
