//! How long and how the alpha-beta search thinks: its budget, its knobs, and what the three
//! playing levels mean for it.

use std::time::Duration;

use crate::ai::Level;

/// The deepest iteration searched (plies from the root, before quiescence).
pub const MAX_DEPTH: u32 = 64;

/// When a search is done: after the iteration of this depth, after this many nodes, or after
/// this much search time (time spent inside [`Search::step`](super::Search::step)), whichever
/// comes first. Without any limit it searches to [`MAX_DEPTH`] (or until the result is
/// certain).
///
/// A depth or node budget gives the same move every time; a time budget depends on the
/// machine.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Budget {
    pub depth: Option<u32>,
    pub nodes: Option<u64>,
    pub time: Option<Duration>,
}

impl Budget {
    /// Iterations up to `depth` plies.
    pub fn depth(depth: u32) -> Budget {
        Budget {
            depth: Some(depth),
            ..Budget::default()
        }
    }

    /// At most `nodes` nodes.
    pub fn nodes(nodes: u64) -> Budget {
        Budget {
            nodes: Some(nodes),
            ..Budget::default()
        }
    }

    /// At most `time` of search.
    pub fn time(time: Duration) -> Budget {
        Budget {
            time: Some(time),
            ..Budget::default()
        }
    }

    /// Whether some limit is set.
    pub fn is_limited(&self) -> bool {
        self.depth.is_some() || self.nodes.is_some() || self.time.is_some()
    }
}

/// Everything that shapes an alpha-beta search.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Settings {
    /// When to stop.
    pub budget: Budget,
    /// The seed of the evaluation noise: same seed, same position, same depth or node budget,
    /// same move.
    pub seed: u64,
    /// Up to this much (in evaluation units, 100 = one man) is added to or taken from every
    /// static evaluation, differently for each position and seed: a weaker, less predictable
    /// player. 0 = none.
    pub noise: i32,
    /// The size of the transposition table in MiB (rounded down to a power of two entries).
    pub table_mib: u32,
    /// Search captures and other noisy moves beyond the depth (quiescence search), so that
    /// the evaluation sees quiet positions only.
    pub quiescence: bool,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings::level(Level::Casual, 0x5EED_0A11)
    }
}

impl Settings {
    /// The settings of a playing level. Depths, so that a level plays the same on every machine
    /// (Strong is also capped in time for slow machines and the browser):
    ///
    /// | level | depth | noise | time cap |
    /// |---|---|---|---|
    /// | Beginner | 1 | ±0.6 of a man | 1 s |
    /// | Casual | 3 | none | 2 s |
    /// | Strong | 6 | none | 0.5 s |
    ///
    /// Each plus quiescence search.
    pub fn level(level: Level, seed: u64) -> Settings {
        let (depth, noise, millis, table_mib) = match level {
            Level::Beginner => (1, 60, 1_000, 1),
            Level::Casual => (3, 0, 2_000, 4),
            Level::Strong => (6, 0, 500, 16),
        };
        Settings {
            budget: Budget {
                depth: Some(depth),
                nodes: None,
                time: Some(Duration::from_millis(millis)),
            },
            seed,
            noise,
            table_mib,
            quiescence: true,
        }
    }
}
