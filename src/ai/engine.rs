//! Players for tools and tournaments: an [`Engine`] named by a short spec (`random`, `greedy`,
//! `beginner`, `casual`, `strong`, `mcts:time=1s`, `mcts:playouts=5000,rave=0`), and a
//! [`Player`] that keeps its search tree from one turn to the next.

use std::time::Duration;

use crate::medusa::{Game, Turn};

use super::baseline::{greedy_turn, random_turn};
use super::rng::Rng;
use super::search::Search;
use super::settings::{Budget, Level, SearchSettings};
use super::spec::{self, SpecError};
use super::thinking::{Thinking, think_through};

/// How a player chooses its turns.
#[derive(Clone, Copy, PartialEq, Debug)]
pub enum Engine {
    /// A uniformly random placement.
    Random,
    /// The placement that gains the most stones at once.
    Greedy,
    /// Monte Carlo tree search with these settings (their seed is replaced by the player's).
    Mcts(SearchSettings),
}

/// The forms of a player for Medusa and Lotus, for messages.
const FORMS: &str = "random, greedy, beginner, casual, strong, mcts:time=1s or mcts:playouts=5000";

/// The settings of `mcts:`, for messages.
const SETTINGS: &str = "time, playouts, level, c, rave, margin, expand, early";

impl Engine {
    /// Reads a spec: `random`, `greedy`, a level name, or `mcts:` followed by comma-separated
    /// `key=value` settings: `time` (`1s`, `250ms`, 1 ms to 1 hour), `playouts` (1 to 10^9),
    /// `c` (exploration, 0 to 10), `rave` (equivalence, 0 = off, up to 10^6), `margin` (weight,
    /// 0 to 1), `expand` (visits before a leaf grows, 1 to 1000), `early` (`on`/`off`), or
    /// `level` (start from a level's settings; it comes first). A value outside its range is
    /// an error, never a surprise.
    pub fn parse(spec: &str) -> Result<Engine, SpecError> {
        let spec = spec.trim();
        match spec.to_ascii_lowercase().as_str() {
            "random" => return Ok(Engine::Random),
            "greedy" => return Ok(Engine::Greedy),
            _ => {}
        }
        if let Some(level) = Level::from_name(spec) {
            return Ok(Engine::Mcts(level.settings(0)));
        }
        let Some(options) = spec::family_list(spec, "mcts") else {
            if spec::family_list(spec, "ab").is_some() {
                return Err(SpecError::OtherGames {
                    spec: spec.to_string(),
                    family: "alpha-beta",
                    games: "Medea and Pillars of Medusa",
                });
            }
            return Err(SpecError::UnknownPlayer {
                spec: spec.to_string(),
                forms: FORMS,
            });
        };
        let mut settings = SearchSettings {
            budget: Budget::default(),
            ..SearchSettings::default()
        };
        let items = spec::key_values(options)?;
        // A level sets everything, so it is read first and the other settings change it.
        if let Some((_, value)) = items.iter().find(|(key, _)| key == "level") {
            let level = Level::from_name(value).ok_or_else(|| SpecError::NotALevel {
                value: value.to_string(),
            })?;
            settings = level.settings(0);
        }
        for (key, value) in items {
            match key.as_str() {
                "level" => {}
                "time" => settings.budget.time = Some(spec::duration("time", value)?),
                "playouts" => {
                    settings.budget.playouts =
                        Some(spec::whole("playouts", value, 1..=1_000_000_000)?)
                }
                "c" => settings.exploration = spec::number("c", value, 0.0..=10.0)? as f32,
                "rave" => {
                    settings.rave_equivalence = spec::number("rave", value, 0.0..=1e6)? as f32
                }
                "margin" => {
                    settings.margin_weight = spec::number("margin", value, 0.0..=1.0)? as f32
                }
                "expand" => settings.expand_after = spec::whole("expand", value, 1..=1000)? as u32,
                "early" => settings.early_stop = spec::on_off("early", value)?,
                _ => {
                    return Err(SpecError::UnknownSetting {
                        key,
                        known: SETTINGS,
                    });
                }
            }
        }
        if settings.budget.playouts.is_none() && settings.budget.time.is_none() {
            return Err(SpecError::NeedsBudget {
                spec: spec.to_string(),
                budgets: "time=1s or playouts=5000",
            });
        }
        Ok(Engine::Mcts(settings))
    }
}

/// A player in a game: an engine, its random numbers and, for the search, the tree it keeps
/// between turns.
#[derive(Clone, Debug)]
pub struct Player {
    engine: Engine,
    seed: u64,
    rng: Rng,
    search: Option<Search>,
    /// Playouts made and search time spent over all turns so far.
    pub playouts: u64,
    pub thinking: Duration,
}

impl Player {
    /// A player using `engine`, with its random numbers seeded by `seed`.
    pub fn new(engine: Engine, seed: u64) -> Player {
        Player {
            engine,
            seed,
            rng: Rng::new(seed),
            search: None,
            playouts: 0,
            thinking: Duration::ZERO,
        }
    }

    /// The engine.
    pub fn engine(&self) -> &Engine {
        &self.engine
    }

    /// The search, once the player has searched.
    pub fn search(&self) -> Option<&Search> {
        self.search.as_ref()
    }

    /// The player's turn in `game`, which must be in play with this player to move. Searches
    /// until the budget is spent (this blocks; the interface steps a [`Search`] instead).
    pub fn choose(&mut self, game: &Game) -> Turn {
        match self.engine {
            Engine::Random => random_turn(game, &mut self.rng),
            Engine::Greedy => greedy_turn(game, &mut self.rng),
            Engine::Mcts(settings) => {
                let seed = self.seed;
                let start = || Search::new(game, SearchSettings { seed, ..settings });
                let search = think_through(&mut self.search, game, start);
                self.playouts += search.work();
                self.thinking += search.elapsed();
                search.choice()
            }
        }
    }
}
