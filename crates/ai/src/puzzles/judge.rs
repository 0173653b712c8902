//! What a game's computer player tells the puzzles: a position judged move by move by a
//! search of fixed work, whether a shallower search finds a move, and what a line of moves
//! does in the core (its themes). Each family of engines answers through [`PuzzleRules`],
//! a field of its entry in the AI registry; the miner and the verifier are written once over
//! it.

use medusa_rules::DynGame;

/// A position's moves as a search of fixed work judged them. Chances are the mover's, from 0
/// to 1 (the analysis's scale: [`chance_of_score`](crate::analysis::chance_of_score) for an
/// alpha-beta score, the playouts' mean for the Monte Carlo search).
#[derive(Clone, PartialEq, Debug)]
pub struct Judgement {
    /// The best move, then the line the search expects after it (the opponent's reply, the
    /// mover's next move...), as the records write them.
    pub line: Vec<String>,
    /// The best move's chance.
    pub best: f32,
    /// The chance of the best of the other moves (`None`: there is no other).
    pub second: Option<f32>,
    /// The second best move, as the records write it.
    pub second_move: Option<String>,
    /// How many moves (Medusa: first steps of a turn) were judged.
    pub choices: usize,
}

impl Judgement {
    /// The best move's lead over every other (its whole chance when it is the only move).
    pub fn gap(&self) -> f32 {
        self.best - self.second.unwrap_or(0.0)
    }

    /// The best move.
    pub fn best_move(&self) -> Option<&str> {
        self.line.first().map(String::as_str)
    }
}

/// Sets up a game from a puzzle's position text.
pub(crate) type SetUpFn = fn(&str) -> Result<Box<dyn DynGame>, String>;
/// Judges the side to move's moves with a search of this work; `None` when the game is over,
/// or when a first look (one search) already finds no move winning with at least the chance
/// given (then no move can be a puzzle's).
pub(crate) type JudgeFn = fn(&dyn DynGame, u32, f32) -> Option<Judgement>;
/// The move a search of this work plays, as the records write it.
pub(crate) type BestFn = fn(&dyn DynGame, u32) -> Option<String>;
/// The themes of a line of moves played from the game (the solver's, the replies between).
pub(crate) type ThemesFn = fn(&dyn DynGame, &[String]) -> Vec<&'static str>;

/// A family's answers to the puzzles, with the work its searches do.
#[derive(Clone, Copy)]
pub struct PuzzleRules {
    pub(crate) set_up: SetUpFn,
    pub(crate) judge: JudgeFn,
    pub(crate) best: BestFn,
    pub(crate) themes: ThemesFn,
    /// What the work counts (`depth`, `playouts`).
    pub unit: &'static str,
    /// The work a puzzle is mined and checked with, when none is named.
    pub work: u32,
    /// The shallower works tried for the difficulty, easiest first: a puzzle whose move a
    /// search of the `n`th work already plays (and every larger one) has difficulty `n`
    /// (`n` from 1 to 5; found by none of them: 5).
    pub ladder: [u32; 4],
    /// The least chance the best move must give the mover.
    pub clear: f32,
    /// The least lead of the best move over the second.
    pub margin: f32,
}
