//! How long and how the alpha-beta search thinks: its budget, its knobs, and what the three
//! playing levels mean for it.

use std::time::Duration;

use crate::Level;

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
    /// player. 0 = none; at most 1000 counts.
    pub noise: i32,
    /// The size of the transposition table in MiB (rounded down to a power of two entries;
    /// at most 4096 counts).
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
    /// The settings of a playing level: a depth, and a number of nodes for the games where
    /// that depth costs too much (many moves a turn), so that a level plays the same on every
    /// machine and each level sees about two plies further than the one below; a time cap
    /// only for slow machines and the browser:
    ///
    /// | level | depth | nodes | noise | time cap |
    /// |---|---|---|---|---|
    /// | Beginner | 1 | | ±0.6 of a man | 1 s |
    /// | Casual | 3 | 50,000 | none | 2 s |
    /// | Strong | 12 | 150,000 | none | 1 s |
    /// | Master | 64 | | none | 2 s |
    ///
    /// Each plus quiescence search. Strong takes about 0.3 s a move at 500,000 nodes a
    /// second. Master deepens iteration by iteration for [`Level::MASTER_TIME`] (it starts no
    /// depth after half of it), with a 64 MiB table.
    pub fn level(level: Level, seed: u64) -> Settings {
        let (depth, nodes, noise, millis, table_mib) = match level {
            Level::Beginner => (1, None, 60, 1_000, 1),
            Level::Casual => (3, Some(50_000), 0, 2_000, 4),
            Level::Strong => (12, Some(150_000), 0, 1_000, 16),
            Level::Master => (MAX_DEPTH, None, 0, 2_000, 64),
        };
        Settings {
            budget: Budget {
                depth: Some(depth),
                nodes,
                time: Some(match level {
                    Level::Master => Level::MASTER_TIME,
                    _ => Duration::from_millis(millis),
                }),
            },
            seed,
            noise,
            table_mib,
            quiescence: true,
        }
    }
}
