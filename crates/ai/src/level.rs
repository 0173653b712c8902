//! The computer's four playing levels, which every game's search reads in its own way
//! ([`mcts`](crate::mcts): playouts; [`alphabeta`](crate::alphabeta): depths and nodes), and
//! which every engine spec names the same way (`casual`, `level=strong`).

use std::time::Duration;

/// The computer's playing strength.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Level {
    Beginner,
    Casual,
    Strong,
    /// Thinks for a set time (2 s a move) rather than a set amount of work, with a larger
    /// tree (Medusa, Lotus) or table (Medea, Pillars of Medusa): as strong as the machine
    /// allows in the time a player happily waits.
    Master,
}

impl Level {
    /// The levels, weakest first.
    pub const ALL: [Level; 4] = [Level::Beginner, Level::Casual, Level::Strong, Level::Master];

    /// The time Master thinks for each move (or turn).
    pub const MASTER_TIME: Duration = Duration::from_secs(2);

    /// The level's name: `beginner`, `casual`, `strong`, `master`.
    pub fn name(self) -> &'static str {
        match self {
            Level::Beginner => "beginner",
            Level::Casual => "casual",
            Level::Strong => "strong",
            Level::Master => "master",
        }
    }

    /// The level named `name` (case-insensitive).
    pub fn from_name(name: &str) -> Option<Level> {
        Level::ALL
            .into_iter()
            .find(|l| l.name().eq_ignore_ascii_case(name.trim()))
    }
}

impl std::fmt::Display for Level {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}
