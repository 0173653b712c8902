//! A player's puzzle rating: Elo against the puzzle's rating (from its difficulty), with a
//! K-factor that shrinks as the player's attempts grow, and how sure the rating is.

use serde::{Deserialize, Serialize};

/// A puzzle's rating by its difficulty (1 to 5): 1100, 1300, 1500, 1700, 1900.
pub fn puzzle_rating(difficulty: u8) -> f64 {
    900.0 + 200.0 * difficulty.clamp(1, 5) as f64
}

/// A player's puzzle rating and how many puzzles it rests on.
#[derive(Clone, Copy, PartialEq, Debug, Serialize, Deserialize)]
pub struct PuzzleRating {
    pub rating: f64,
    pub attempts: u32,
}

impl Default for PuzzleRating {
    fn default() -> PuzzleRating {
        PuzzleRating {
            rating: PuzzleRating::START,
            attempts: 0,
        }
    }
}

impl PuzzleRating {
    /// Where every player starts.
    pub const START: f64 = 1500.0;

    /// The K-factor: 40 for the first 10 attempts, 24 to 30, then 16.
    pub fn k(&self) -> f64 {
        match self.attempts {
            0..10 => 40.0,
            10..30 => 24.0,
            _ => 16.0,
        }
    }

    /// How sure the rating is, as a deviation in rating points: 350 with no attempt, down to
    /// 60 (`350 / sqrt(1 + attempts / 2)`).
    pub fn deviation(&self) -> f64 {
        (350.0 / (1.0 + self.attempts as f64 / 2.0).sqrt()).max(60.0)
    }

    /// The chance the player solves a puzzle rated `puzzle`, by Elo's curve.
    pub fn expected(&self, puzzle: f64) -> f64 {
        1.0 / (1.0 + 10f64.powf((puzzle - self.rating) / 400.0))
    }

    /// The rating after the player solved (or missed) a puzzle of `difficulty`; the change.
    pub fn record(&mut self, difficulty: u8, solved: bool) -> f64 {
        let expected = self.expected(puzzle_rating(difficulty));
        let change = self.k() * (f64::from(u8::from(solved)) - expected);
        self.rating += change;
        self.attempts = self.attempts.saturating_add(1);
        change
    }
}
