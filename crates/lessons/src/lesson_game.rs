//! What a game's core adds so that it can be taught: a position set up from a step, who won,
//! what stands on a cell, and the game's own goals. Each game implements [`LessonGame`] in
//! [`super::games`] (`src/lessons/games/<game>.rs`).

use std::fmt::Debug;

use serde::de::DeserializeOwned;

use medusa_rules::contract::{GameId, GameRules};

/// A game that lessons can teach.
pub trait LessonGame: GameRules + 'static {
    /// The goals of the game's own, as a step's file writes them.
    type Goal: DeserializeOwned + Debug;

    /// A game of `game` from a step's position (see [`Step::position`]), or why the position
    /// cannot be read.
    ///
    /// [`Step::position`]: super::course::Step::position
    fn set_up(game: GameId, position: &serde_json::Value) -> Result<Self, String>;

    /// The seat of the winner once the game is over (`Some(None)`: a draw), `None` while it
    /// goes on. A game stopped at a stage still to be settled (Medusa's marking after two
    /// passes) is read as settled as it stands.
    fn result(&self) -> Option<Option<usize>>;

    /// What stands on `at` (named as the records name a cell or square), in the position
    /// notation's words (a FEN letter, a stone's colour), or why `at` is not on the board.
    fn piece_at(&self, at: &str) -> Result<Option<String>, String>;

    /// Why the position set up for a step cannot arise in a game, beyond what the game's own
    /// position reader refuses (a Medusa or Lotus group without a liberty or rosette, a Sword
    /// on a first or last rank), or `Ok` when nothing forbids it.
    fn reachable(&self) -> Result<(), String>;

    /// Whether the game's own `goal` is met in `trial`, or why it cannot be checked.
    fn own_goal_met(goal: &Self::Goal, trial: &Trial<'_, Self>) -> Result<bool, String>;
}

/// What a goal is checked on: the step's start, the game after the player's last move, whose
/// turn it was, and the effects of the player's own moves (not the scripted replies), in
/// order.
#[derive(Debug)]
pub struct Trial<'a, G: GameRules> {
    pub start: &'a G,
    pub now: &'a G,
    /// The player's seat (the side to move at the start).
    pub player: usize,
    pub effects: &'a [G::Effect],
}
