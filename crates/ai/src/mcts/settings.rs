//! How long and how the Monte Carlo search thinks: budgets, what each playing level means
//! for it, and the tuning knobs.

use std::time::Duration;

use crate::Level;

/// When a search for one turn is done: after this many playouts, or after this much search time
/// (time spent inside [`Search::step`](super::Search::step)), whichever comes first. A budget
/// with neither limit never ends by itself.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Budget {
    pub playouts: Option<u64>,
    pub time: Option<Duration>,
}

impl Budget {
    /// At most `n` playouts.
    pub fn playouts(n: u64) -> Budget {
        Budget {
            playouts: Some(n),
            time: None,
        }
    }

    /// At most `time` of search.
    pub fn time(time: Duration) -> Budget {
        Budget {
            playouts: None,
            time: Some(time),
        }
    }
}

/// The Monte Carlo search of each level.
impl Level {
    /// The Monte Carlo search's budget per turn at this level. Playouts make the first three levels equally strong on
    /// every machine; their time limit only keeps a slow machine (or the browser) from
    /// thinking too long. Master thinks for [`Level::MASTER_TIME`] (its playout cap, a million,
    /// is not reached in that time): the faster the machine, the stronger it plays.
    pub fn budget(self) -> Budget {
        let (playouts, time) = match self {
            Level::Beginner => (200, Duration::from_secs(1)),
            Level::Casual => (2_000, Duration::from_secs(4)),
            Level::Strong => (16_000, Duration::from_secs(15)),
            Level::Master => (1_000_000, Level::MASTER_TIME),
        };
        Budget {
            playouts: Some(playouts),
            time: Some(time),
        }
    }

    /// The Monte Carlo search's settings at this level: Master's tree may grow four times larger (about
    /// 150 MB), as two seconds of playouts outgrow the usual million nodes.
    pub fn settings(self, seed: u64) -> SearchSettings {
        let defaults = SearchSettings::default();
        SearchSettings {
            budget: self.budget(),
            seed,
            max_nodes: match self {
                Level::Master => defaults.max_nodes * 4,
                _ => defaults.max_nodes,
            },
            ..defaults
        }
    }
}

/// Everything that shapes a search.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct SearchSettings {
    /// When to stop.
    pub budget: Budget,
    /// The seed of the search's random numbers: same seed, same position, same playout budget,
    /// same turn.
    pub seed: u64,
    /// The UCT exploration constant.
    pub exploration: f32,
    /// Blend all-moves-as-first statistics into placement values (RAVE), with this many
    /// playouts as the point where both count equally; 0 turns RAVE off.
    pub rave_equivalence: f32,
    /// Share of the reward that comes from the score margin rather than the win alone.
    pub margin_weight: f32,
    /// A leaf gets its children after this many playouts through it.
    pub expand_after: u32,
    /// The tree stops growing at this many nodes (36 bytes each).
    pub max_nodes: usize,
    /// Stop before the budget is spent when the choice can no longer change, or when the game
    /// is clearly won.
    pub early_stop: bool,
}

impl Default for SearchSettings {
    fn default() -> SearchSettings {
        SearchSettings {
            budget: Level::Casual.budget(),
            seed: 0x5EED_0FAB,
            exploration: 0.03,
            rave_equivalence: 600.0,
            margin_weight: 0.05,
            expand_after: 4,
            max_nodes: 1 << 20,
            early_stop: true,
        }
    }
}
