//! Medusa's and Lotus's part of the lessons: a step's position is its stones, a stone on a
//! cell is named by its colour (`black`, `white`), and the games' own goals: stones reversed
//! (by capture, second reversal or suicide), a rosette or lotus formed, a group moved by a
//! jump, the marker gained and the count.
//!
//! A position in a step's file:
//! `{"to_move": "white", "marker": 0, "black": "j9 j11", "white": "k10 k12"}`: the side to
//! move (the first player when left out), the marker (positive towards White, 0 when left
//! out) and each colour's cells separated by spaces, as the records name them.

use serde::Deserialize;

use crate::{LessonGame, Trial};
use medusa_rules::contract::GameId;
use medusa_rules::medusa::{
    Bits, Colour, Effect, Game, Point, Position, Reversal, Topology, Variant,
};

/// The stones of a step's position.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Stones {
    #[serde(default)]
    to_move: Option<Colour>,
    #[serde(default)]
    marker: i8,
    #[serde(default)]
    black: String,
    #[serde(default)]
    white: String,
}

/// Why stones were reversed, as a goal names it.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ReversalName {
    Capture,
    SecondReversal,
    Suicide,
}

impl ReversalName {
    fn is(self, reason: Reversal) -> bool {
        matches!(
            (self, reason),
            (ReversalName::Capture, Reversal::Capture)
                | (ReversalName::SecondReversal, Reversal::SecondReversal)
                | (ReversalName::Suicide, Reversal::Suicide)
        )
    }
}

/// Medusa's and Lotus's own goals, as a step's file writes them.
#[derive(Clone, PartialEq, Eq, Debug, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum MedusaGoal {
    /// Every one of `cells` (separated by spaces) was turned over during the player's moves
    /// and now shows `to` (for the reason `why`, where given).
    Reversed {
        cells: String,
        to: Colour,
        #[serde(default)]
        why: Option<ReversalName>,
    },
    /// The player formed a rosette (Medusa) or lotus (Lotus), one with `cell` among its six
    /// where given.
    Rosette {
        #[serde(default)]
        cell: Option<String>,
    },
    /// The player moved a group by a jump (landing on `to`, where given).
    Jump {
        #[serde(default)]
        to: Option<String>,
    },
    /// The marker moved at least `points` towards the player.
    Marker { points: i8 },
    /// The player's count (stones, surrounded cells and marker) is at least `at_least`.
    Count { at_least: u32 },
}

fn point(topology: &Topology, label: &str) -> Result<Point, String> {
    topology.point(label).ok_or_else(|| {
        let board = topology.variant();
        format!(
            "'{label}' is not a {} of the {board} board",
            topology.point_word()
        )
    })
}

fn points(topology: &Topology, labels: &str) -> Result<Bits, String> {
    labels
        .split_whitespace()
        .map(|label| point(topology, label))
        .collect()
}

fn colour_of(seat: usize) -> Colour {
    if seat == Colour::White.index() {
        Colour::White
    } else {
        Colour::Black
    }
}

impl LessonGame for Game {
    type Goal = MedusaGoal;

    fn set_up(game: GameId, position: &serde_json::Value) -> Result<Game, String> {
        let variant = Variant::from_name(game.id)
            .ok_or_else(|| format!("{} is not played by Medusa's rules", game.name))?;
        let stones = Stones::deserialize(position)
            .map_err(|e| format!("the position's stones cannot be read: {e}"))?;
        let topology = variant.topology();
        let (black, white) = (
            points(topology, &stones.black)?,
            points(topology, &stones.white)?,
        );
        let to_move = stones.to_move.unwrap_or(topology.first_player());
        let start = Position::setup(variant, black, white, to_move, stones.marker)
            .map_err(|e| e.to_string())?;
        Ok(Game::from_position(start, 0))
    }

    fn result(&self) -> Option<Option<usize>> {
        let position = self.position();
        if let Some(outcome) = position.outcome() {
            return Some(outcome.winner.map(Colour::index));
        }
        position.marking()?;
        let mut settled = self.clone();
        settled.conclude_as_it_stands().ok()?;
        let outcome = settled.position().outcome()?;
        Some(outcome.winner.map(Colour::index))
    }

    fn piece_at(&self, at: &str) -> Result<Option<String>, String> {
        let at = point(self.topology(), at)?;
        let colour = self.position().board().colour_at(at);
        Ok(colour.map(|colour| colour.name().to_string()))
    }

    fn reachable(&self) -> Result<(), String> {
        let board = self.position().board();
        let topology = self.topology();
        let mut seen = Bits::EMPTY;
        for point in board.occupied().iter() {
            if seen.contains(point) {
                continue;
            }
            let group = board.group(point);
            group.iter().for_each(|p| seen.insert(p));
            if board.liberties(point).is_empty() && !board.has_rosette(point) {
                return Err(format!(
                    "the group on {} has no liberty and no {}, which no game can leave",
                    topology.label(point),
                    if topology.has_movement() {
                        "rosette"
                    } else {
                        "lotus"
                    }
                ));
            }
        }
        Ok(())
    }

    fn own_goal_met(goal: &MedusaGoal, trial: &Trial<'_, Game>) -> Result<bool, String> {
        let topology = trial.now.topology();
        let player = colour_of(trial.player);
        let effects = trial.effects;
        Ok(match goal {
            MedusaGoal::Reversed { cells, to, why } => {
                let cells = points(topology, cells)?;
                let board = trial.now.position().board();
                let mut turned = Bits::EMPTY;
                for effect in effects {
                    if let Effect::Reversed {
                        points,
                        to: shown,
                        reason,
                        ..
                    } = effect
                        && shown == to
                        && why.is_none_or(|why| why.is(*reason))
                    {
                        points.iter().for_each(|p| turned.insert(*p));
                    }
                }
                !cells.is_empty()
                    && cells
                        .iter()
                        .all(|p| turned.contains(p) && board.colour_at(p) == Some(*to))
            }
            MedusaGoal::Rosette { cell } => {
                let cell = cell.as_deref().map(|c| point(topology, c)).transpose()?;
                effects.iter().any(|effect| match effect {
                    Effect::RosetteFormed { site, colour } => {
                        let around = topology.sites().get(*site).map(|s| s.mask);
                        *colour == player
                            && cell.is_none_or(|cell| around.is_some_and(|m| m.contains(cell)))
                    }
                    _ => false,
                })
            }
            MedusaGoal::Jump { to } => {
                let to = to.as_deref().map(|c| point(topology, c)).transpose()?;
                effects.iter().any(|effect| match effect {
                    Effect::Moved {
                        to: landed, colour, ..
                    } => *colour == player && to.is_none_or(|to| to == *landed),
                    _ => false,
                })
            }
            MedusaGoal::Marker { points } => {
                let towards = |game: &Game| game.position().marker() * player.marker_sign();
                towards(trial.now) - towards(trial.start) >= *points
            }
            MedusaGoal::Count { at_least } => {
                let score = trial.now.position().provisional_score();
                score.of_colour(player).total() >= *at_least
            }
        })
    }
}
