//! Players for tools and tournaments: an [`Engine`] named by a short spec (`random`, `greedy`,
//! `beginner`, `casual`, `strong`, `mcts:time=1s`, `mcts:playouts=5000,rave=0`), and a
//! [`Player`] that keeps its search tree from one turn to the next.

use std::time::Duration;

use medusa_rules::medusa::{Game, Turn};

use super::baseline::{greedy_turn, random_turn};
use super::search::Search;
use super::settings::{Budget, SearchSettings};
use crate::rng::Rng;
use crate::spec::{self, Spec, SpecError};
use crate::thinking::{Thinking, think_through};

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

/// Medusa's and Lotus's players: the `mcts` family.
pub(crate) const MCTS: spec::Family = spec::Family {
    name: "mcts",
    forms: "random, greedy, beginner, casual, strong, master, mcts:time=1s or mcts:playouts=5000",
    settings: "time, playouts, level, c, rave, margin, expand, early",
    other: ("ab", "alpha-beta", "Medea and Pillars of Medusa"),
};

impl Engine {
    /// Reads a spec: `random`, `greedy`, a level name, or `mcts:` followed by comma-separated
    /// `key=value` settings: `time` (`1s`, `250ms`, 1 ms to 1 hour), `playouts` (1 to 10^9),
    /// `c` (exploration, 0 to 10), `rave` (equivalence, 0 = off, up to 10^6), `margin` (weight,
    /// 0 to 1), `expand` (visits before a leaf grows, 1 to 1000), `early` (`on`/`off`), or
    /// `level` (start from a level's settings; it comes first). A value outside its range is
    /// an error, never a surprise.
    pub fn parse(spec: &str) -> Result<Engine, SpecError> {
        let (level, items) = match spec::read(spec, MCTS)? {
            Spec::Random => return Ok(Engine::Random),
            Spec::Greedy => return Ok(Engine::Greedy),
            Spec::Level(level) => return Ok(Engine::Mcts(level.settings(0))),
            Spec::Settings { level, items } => (level, items),
        };
        let mut settings = match level {
            Some(level) => level.settings(0),
            None => SearchSettings {
                budget: Budget::default(),
                ..SearchSettings::default()
            },
        };
        for (key, value) in items {
            match key.as_str() {
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
                _ => return Err(spec::unknown_setting(key, MCTS)),
            }
        }
        if settings.budget.playouts.is_none() && settings.budget.time.is_none() {
            return Err(SpecError::NeedsBudget {
                spec: spec.trim().to_string(),
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
