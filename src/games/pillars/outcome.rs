//! How a game ends: who won (or a draw) and why.

use std::fmt;

use super::colour::Colour;

/// Why the game ended.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum EndReason {
    /// The side to move is in check and has no legal move.
    Checkmate,
    /// The side to move is not in check and has no legal move: a draw.
    Stalemate,
    /// The same position for the third time: a draw.
    Repetition,
    /// 100 plies without a capture or a Sword move: a draw.
    FiftyMoves,
    /// Only the two Kings are left: a draw.
    BareKings,
    /// A player resigned.
    Resignation,
    /// The players agreed a draw.
    Agreement,
}

impl EndReason {
    /// Every reason.
    pub const ALL: [EndReason; 7] = [
        EndReason::Checkmate,
        EndReason::Stalemate,
        EndReason::Repetition,
        EndReason::FiftyMoves,
        EndReason::BareKings,
        EndReason::Resignation,
        EndReason::Agreement,
    ];

    /// Its name in the position dump: `checkmate`, `fifty-moves`, ...
    pub const fn name(self) -> &'static str {
        match self {
            EndReason::Checkmate => "checkmate",
            EndReason::Stalemate => "stalemate",
            EndReason::Repetition => "repetition",
            EndReason::FiftyMoves => "fifty-moves",
            EndReason::BareKings => "bare-kings",
            EndReason::Resignation => "resignation",
            EndReason::Agreement => "agreement",
        }
    }

    /// The reason named `name`.
    pub fn from_name(name: &str) -> Option<EndReason> {
        EndReason::ALL.into_iter().find(|r| r.name() == name)
    }
}

/// The end of a game.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Outcome {
    /// The winner, or `None` for a draw.
    pub winner: Option<Colour>,
    pub reason: EndReason,
}

impl Outcome {
    /// `white`, `black` or `draw`, as in the position dump.
    pub const fn result_name(self) -> &'static str {
        match self.winner {
            Some(Colour::White) => "white",
            Some(Colour::Black) => "black",
            None => "draw",
        }
    }

    /// The result as a record's `Result` header writes it: `1-0`, `0-1`, `1/2-1/2`.
    pub const fn score(self) -> &'static str {
        match self.winner {
            Some(Colour::White) => "1-0",
            Some(Colour::Black) => "0-1",
            None => "1/2-1/2",
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.winner, self.reason) {
            (Some(winner), EndReason::Checkmate) => write!(f, "{winner} wins by checkmate"),
            (Some(winner), EndReason::Resignation) => {
                write!(f, "{} resigned: {winner} wins", winner.opponent())
            }
            (Some(winner), _) => write!(f, "{winner} wins"),
            (None, EndReason::Stalemate) => f.write_str("draw by stalemate"),
            (None, EndReason::Repetition) => {
                f.write_str("draw: the same position for the third time")
            }
            (None, EndReason::FiftyMoves) => {
                f.write_str("draw: 100 plies without a capture or a Sword move")
            }
            (None, EndReason::BareKings) => f.write_str("draw: only the Kings are left"),
            (None, _) => f.write_str("draw by agreement"),
        }
    }
}
