//! Medea's part of the lessons: a step's position is a FEN, a piece is named by its FEN
//! letter (`M`, `K`, `m`, `k`), and Medea's own goals: captures (by jumps and by
//! replacement), crowning, transmission and the chakra move.

use serde::Deserialize;

use crate::{LessonGame, Trial};
use medusa_rules::contract::GameId;
use medusa_rules::medea::{Effect, Game, Position, Square};

/// Medea's own goals, as a step's file writes them.
#[derive(Clone, PartialEq, Eq, Debug, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum MedeaGoal {
    /// The player's moves captured at least `at_least` pieces (by jumps and by replacement),
    /// `kings` of them kings at least.
    Capture {
        at_least: usize,
        #[serde(default)]
        kings: usize,
    },
    /// A piece was captured by replacement.
    Replacement {},
    /// A man was crowned (on `at`, where given).
    Crown {
        #[serde(default)]
        at: Option<String>,
    },
    /// A piece was transmitted (to `to`, where given).
    Transmit {
        #[serde(default)]
        to: Option<String>,
    },
    /// One of the player's chakras moved (to `to`, where given).
    ChakraMove {
        #[serde(default)]
        to: Option<String>,
    },
}

fn square(name: &str) -> Result<Square, String> {
    Square::parse(name).ok_or_else(|| format!("'{name}' is not a square of Medea's board"))
}

/// Whether one of `squares` is `at`, or there is one and `at` is not given; `at` is read
/// first, so that a square off the board is refused even where nothing happened.
fn any_at(at: &Option<String>, mut squares: impl Iterator<Item = Square>) -> Result<bool, String> {
    let at = at.as_deref().map(square).transpose()?;
    Ok(squares.any(|s| at.is_none_or(|at| at == s)))
}

impl LessonGame for Game {
    type Goal = MedeaGoal;

    fn set_up(_game: GameId, position: &serde_json::Value) -> Result<Game, String> {
        let fen = position
            .as_str()
            .ok_or("a Medea position is a FEN, written as a string")?;
        let position = Position::from_fen(fen).map_err(|e| e.to_string())?;
        Ok(Game::from_position(position))
    }

    fn result(&self) -> Option<Option<usize>> {
        self.outcome()
            .map(|outcome| outcome.result.winner().map(|side| side.index()))
    }

    fn piece_at(&self, at: &str) -> Result<Option<String>, String> {
        let piece = self.position().piece_at(square(at)?);
        Ok(piece.map(|piece| piece.letter().to_string()))
    }

    /// Medea's position reader refuses already what no game can leave (a man on the rank
    /// that crowns it); a piece stepping onto a chakra can bring any other position about.
    fn reachable(&self) -> Result<(), String> {
        Ok(())
    }

    fn own_goal_met(goal: &MedeaGoal, trial: &Trial<'_, Game>) -> Result<bool, String> {
        let effects = trial.effects;
        Ok(match goal {
            MedeaGoal::Capture { at_least, kings } => {
                let taken: Vec<bool> = effects
                    .iter()
                    .flat_map(|effect| match effect {
                        Effect::Removed { pieces } => {
                            pieces.iter().map(|(_, piece)| piece.is_king()).collect()
                        }
                        Effect::CapturedByReplacement { piece, .. } => vec![piece.is_king()],
                        _ => Vec::new(),
                    })
                    .collect();
                taken.len() >= *at_least && taken.iter().filter(|king| **king).count() >= *kings
            }
            MedeaGoal::Replacement {} => effects
                .iter()
                .any(|effect| matches!(effect, Effect::CapturedByReplacement { .. })),
            MedeaGoal::Crown { at } => any_at(
                at,
                effects.iter().filter_map(|effect| match effect {
                    Effect::Crowned { square } => Some(*square),
                    _ => None,
                }),
            )?,
            MedeaGoal::Transmit { to } => any_at(
                to,
                effects.iter().filter_map(|effect| match effect {
                    Effect::Transmitted { to, .. } => Some(*to),
                    _ => None,
                }),
            )?,
            MedeaGoal::ChakraMove { to } => any_at(
                to,
                effects.iter().filter_map(|effect| match effect {
                    Effect::ChakraMoved { to, .. } => Some(*to),
                    _ => None,
                }),
            )?,
        })
    }
}
