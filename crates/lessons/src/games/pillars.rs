//! Pillars of Medusa's part of the lessons: a step's position is a FEN, a piece is named by
//! its FEN letters (`H`, `m`, `*A` for a Morph), and the game's own goals: turning a piece to
//! stone, freeing one, check, a capture, castling, promotion and the Morph's new form.

use serde::Deserialize;

use crate::{LessonGame, Trial};
use medusa_rules::contract::{GameId, GameRules};
use medusa_rules::pillars::{Effect, Game, Role, Square};

/// Pillars of Medusa's own goals, as a step's file writes them.
#[derive(Clone, PartialEq, Eq, Debug, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum PillarsGoal {
    /// The piece on `at` is turned to stone.
    Frozen { at: String },
    /// The player's piece on `at` is free (not turned to stone).
    Free { at: String },
    /// The opponent's King is in check.
    Check {},
    /// The player's moves captured a piece (of the kind `piece`, by its letter, where given).
    Capture {
        #[serde(default)]
        piece: Option<char>,
    },
    /// The King castled.
    Castle {},
    /// A Sword was promoted to a Medusa.
    Promote {},
    /// The Morph took the form of the kind `to` (by its letter).
    Morph { to: char },
}

fn square(name: &str) -> Result<Square, String> {
    Square::parse(name)
        .ok_or_else(|| format!("'{name}' is not a square of the board of Pillars of Medusa"))
}

fn role(letter: char) -> Result<Role, String> {
    Role::from_letter(letter).ok_or_else(|| format!("'{letter}' is the letter of no piece"))
}

impl LessonGame for Game {
    type Goal = PillarsGoal;

    fn set_up(_game: GameId, position: &serde_json::Value) -> Result<Game, String> {
        let fen = position
            .as_str()
            .ok_or("a position of Pillars of Medusa is a FEN, written as a string")?;
        Game::from_fen(fen).map_err(|e| e.to_string())
    }

    fn result(&self) -> Option<Option<usize>> {
        self.outcome()
            .map(|outcome| outcome.winner.map(|side| side.index()))
    }

    fn piece_at(&self, at: &str) -> Result<Option<String>, String> {
        Ok(self
            .position()
            .piece_at(square(at)?)
            .map(|piece| piece.fen()))
    }

    fn reachable(&self) -> Result<(), String> {
        let position = self.position();
        for file in 'a'..='k' {
            for (rank, sword) in [(1, "W"), (11, "W"), (1, "w"), (11, "w")] {
                let at = format!("{file}{rank}");
                if position
                    .piece_at(square(&at)?)
                    .map(|piece| piece.fen())
                    .as_deref()
                    == Some(sword)
                {
                    return Err(format!(
                        "a Sword stands on {at}, where no game can leave one"
                    ));
                }
            }
        }
        Ok(())
    }

    fn own_goal_met(goal: &PillarsGoal, trial: &Trial<'_, Game>) -> Result<bool, String> {
        let (now, effects) = (trial.now.position(), trial.effects);
        Ok(match goal {
            PillarsGoal::Frozen { at } => {
                let at = square(at)?;
                now.piece_at(at).is_some() && now.is_frozen(at)
            }
            PillarsGoal::Free { at } => {
                let at = square(at)?;
                let mine = now
                    .piece_at(at)
                    .is_some_and(|piece| piece.colour.index() == trial.player);
                mine && !now.is_frozen(at)
            }
            PillarsGoal::Check {} => {
                GameRules::to_move(trial.now) != trial.player && now.is_check()
            }
            PillarsGoal::Capture { piece } => {
                let kind = piece.map(role).transpose()?;
                effects.iter().any(|effect| match effect {
                    Effect::Captured { piece, .. } => kind.is_none_or(|kind| kind == piece.role),
                    _ => false,
                })
            }
            PillarsGoal::Castle {} => effects
                .iter()
                .any(|effect| matches!(effect, Effect::Castled { .. })),
            PillarsGoal::Promote {} => effects
                .iter()
                .any(|effect| matches!(effect, Effect::Promoted { .. })),
            PillarsGoal::Morph { to } => {
                let kind = role(*to)?;
                effects.iter().any(|effect| match effect {
                    Effect::Morphed { to, .. } => *to == kind,
                    _ => false,
                })
            }
        })
    }
}
