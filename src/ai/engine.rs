//! Players for tools and tournaments: an [`Engine`] named by a short spec (`random`, `greedy`,
//! `beginner`, `casual`, `strong`, `mcts:time=1s`, `mcts:playouts=5000,rave=0`), and a
//! [`Player`] that keeps its search tree from one turn to the next.

use std::time::Duration;

use crate::medusa::{Game, Turn};

use super::baseline::{greedy_turn, random_turn};
use super::rng::Rng;
use super::search::Search;
use super::settings::{Budget, Level, SearchSettings};

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

impl Engine {
    /// Reads a spec: `random`, `greedy`, a level name, or `mcts:` followed by comma-separated
    /// `key=value` settings: `time` (`1s`, `250ms`), `playouts`, `c` (exploration), `rave`
    /// (equivalence, 0 = off), `margin` (weight), `expand` (visits before a leaf grows),
    /// `early` (`on`/`off`), or `level` (start from a level's settings).
    pub fn parse(spec: &str) -> Result<Engine, String> {
        let spec = spec.trim();
        match spec.to_ascii_lowercase().as_str() {
            "random" => return Ok(Engine::Random),
            "greedy" => return Ok(Engine::Greedy),
            _ => {}
        }
        if let Some(level) = Level::from_name(spec) {
            return Ok(Engine::Mcts(level.settings(0)));
        }
        let Some(options) = spec.strip_prefix("mcts:").or(spec.strip_prefix("mcts")) else {
            return Err(format!(
                "unknown player '{spec}': use random, greedy, beginner, casual, strong, \
                 mcts:time=1s or mcts:playouts=5000"
            ));
        };
        let mut settings = SearchSettings {
            budget: Budget::default(),
            ..SearchSettings::default()
        };
        for option in options.split(',').map(str::trim).filter(|o| !o.is_empty()) {
            let (key, value) = option
                .split_once('=')
                .ok_or_else(|| format!("'{option}' in '{spec}' is not key=value"))?;
            let number = || {
                value
                    .parse::<f32>()
                    .map_err(|_| format!("'{value}' is not a number (in '{option}')"))
            };
            match key {
                "time" => settings.budget.time = Some(parse_duration(value)?),
                "playouts" => {
                    settings.budget.playouts = Some(
                        value
                            .parse()
                            .map_err(|_| format!("'{value}' is not a number of playouts"))?,
                    )
                }
                "level" => {
                    let level = Level::from_name(value)
                        .ok_or_else(|| format!("'{value}' is not a level"))?;
                    settings = level.settings(0);
                }
                "c" => settings.exploration = number()?,
                "rave" => settings.rave_equivalence = number()?,
                "margin" => settings.margin_weight = number()?,
                "expand" => settings.expand_after = number()? as u32,
                "early" => settings.early_stop = matches!(value, "on" | "true" | "1"),
                _ => return Err(format!("unknown setting '{key}' in '{spec}'")),
            }
        }
        if settings.budget.playouts.is_none() && settings.budget.time.is_none() {
            return Err(format!("'{spec}' needs a budget: time=1s or playouts=5000"));
        }
        Ok(Engine::Mcts(settings))
    }
}

/// A duration written `1s`, `1.5s`, `250ms` or `2m`.
fn parse_duration(text: &str) -> Result<Duration, String> {
    let text = text.trim();
    let (number, unit) = match text.find(|c: char| c.is_ascii_alphabetic()) {
        Some(i) => text.split_at(i),
        None => (text, "s"),
    };
    let value: f64 = number
        .parse()
        .map_err(|_| format!("'{text}' is not a duration (write 1s or 250ms)"))?;
    let seconds = match unit {
        "ms" => value / 1000.0,
        "s" => value,
        "m" => value * 60.0,
        _ => return Err(format!("'{text}': unknown unit '{unit}' (use ms, s or m)")),
    };
    if !(seconds.is_finite() && seconds > 0.0) {
        return Err(format!("'{text}' is not a positive duration"));
    }
    Ok(Duration::from_secs_f64(seconds))
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
                let search = match &mut self.search {
                    Some(search) => {
                        search.advance(game);
                        search
                    }
                    None => self.search.insert(Search::new(
                        game,
                        SearchSettings {
                            seed: self.seed,
                            ..settings
                        },
                    )),
                };
                while !search.step(Duration::from_millis(100)) {}
                self.playouts += search.playouts();
                self.thinking += search.elapsed();
                search.best_turn()
            }
        }
    }
}
