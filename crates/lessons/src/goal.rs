//! Goals: what a step asks for, checked on the position after the player's moves and on
//! their effects. The goals every game shares are here, written once; a goal that is a
//! game's own (Medusa's rosette, Medea's crowning, Pillars' turning to stone) is read and
//! checked by that game ([`LessonGame::Goal`]).
//!
//! In a file a goal is a name, or an object with one name and its fields:
//! `"win"`, `{"stands": {"at": "d8", "piece": "K"}}`, `{"all": [...]}`,
//! `{"capture": {"at_least": 3}}` (a game's own).

use serde::{Deserialize, Serialize};

use super::lesson_game::{LessonGame, Trial};

/// What a step asks for.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Goal {
    /// The game is over and the player won (mate, the opponent without pieces or moves, a
    /// count won).
    Win,
    /// The opponent, to move, has no legal move (in the games with a list of moves): a
    /// stalemate, or a win by leaving no move.
    NoMoves,
    /// `piece` stands on `at`, both named as the game's position notation names them: a FEN
    /// letter (`K`, `m`, `*H`), or a stone's colour in Medusa and Lotus (`black`, `white`).
    Stands { at: String, piece: String },
    /// Nothing stands on `at`.
    Empty { at: String },
    /// Every goal of the list.
    All(Vec<Goal>),
    /// A goal of the game's own, read by the game.
    #[serde(untagged)]
    Own(serde_json::Value),
}

impl Goal {
    /// Whether the goal is met in `trial`, or why it cannot be checked (a cell that is not on
    /// the board, a goal the game does not know).
    pub fn met<G: LessonGame>(&self, trial: &Trial<'_, G>) -> Result<bool, String> {
        Ok(match self {
            Goal::Win => trial.now.result() == Some(Some(trial.player)),
            Goal::NoMoves => {
                let moves = trial.now.legal_moves();
                trial.now.to_move() != trial.player && moves.is_some_and(|m| m.is_empty())
            }
            Goal::Stands { at, piece } => trial.now.piece_at(at)?.as_deref() == Some(piece),
            Goal::Empty { at } => trial.now.piece_at(at)?.is_none(),
            Goal::All(goals) => {
                for goal in goals {
                    if !goal.met(trial)? {
                        return Ok(false);
                    }
                }
                true
            }
            Goal::Own(value) => {
                let goal: G::Goal = serde_json::from_value(value.clone()).map_err(|e| {
                    format!(
                        "the goal {value} is neither a shared goal nor one of the game's own: {e}"
                    )
                })?;
                G::own_goal_met(&goal, trial)?
            }
        })
    }
}
