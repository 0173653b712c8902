//! How a game ends: who won (or a draw) and why.

use std::fmt;

use super::colour::Colour;

/// The result of a finished game.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum GameResult {
    Win(Colour),
    Draw,
}

impl GameResult {
    /// `white`, `black` or `draw`, as the position dump writes it.
    pub const fn name(self) -> &'static str {
        match self {
            GameResult::Win(colour) => colour.name(),
            GameResult::Draw => "draw",
        }
    }

    /// The winner, if any.
    pub const fn winner(self) -> Option<Colour> {
        match self {
            GameResult::Win(colour) => Some(colour),
            GameResult::Draw => None,
        }
    }
}

/// Why a game ended.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum EndReason {
    /// The loser has no men and no kings left.
    NoPieces,
    /// The loser, to move, has no legal move.
    NoMoves,
    /// The same position for the third time.
    Repetition,
    /// 100 plies without a capture or a man move.
    NoProgress,
    /// A player resigned.
    Resignation,
    /// The players agreed a draw.
    Agreement,
}

impl EndReason {
    /// Every reason, in the order the dump's documentation lists them.
    pub const ALL: [EndReason; 6] = [
        EndReason::NoPieces,
        EndReason::NoMoves,
        EndReason::Repetition,
        EndReason::NoProgress,
        EndReason::Resignation,
        EndReason::Agreement,
    ];

    /// The name the position dump uses: `no-pieces`, `no-moves`, `repetition`,
    /// `no-progress`, `resignation`, `agreement`.
    pub const fn name(self) -> &'static str {
        match self {
            EndReason::NoPieces => "no-pieces",
            EndReason::NoMoves => "no-moves",
            EndReason::Repetition => "repetition",
            EndReason::NoProgress => "no-progress",
            EndReason::Resignation => "resignation",
            EndReason::Agreement => "agreement",
        }
    }
}

/// The end of a game: its result and the reason.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Outcome {
    pub result: GameResult,
    pub reason: EndReason,
}

impl fmt::Display for Outcome {
    /// A sentence for players: "White wins: Black has no legal move".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.result, self.reason) {
            (GameResult::Win(winner), reason) => {
                let loser = winner.opponent();
                write!(f, "{winner} wins: ")?;
                match reason {
                    EndReason::NoPieces => write!(f, "{loser} has no pieces left"),
                    EndReason::NoMoves => write!(f, "{loser} has no legal move"),
                    EndReason::Resignation => write!(f, "{loser} resigned"),
                    _ => write!(f, "{}", reason.name()),
                }
            }
            (GameResult::Draw, EndReason::Repetition) => {
                f.write_str("Draw: the same position came up a third time")
            }
            (GameResult::Draw, EndReason::NoProgress) => {
                f.write_str("Draw: 100 plies without a capture or a man move")
            }
            (GameResult::Draw, EndReason::Agreement) => f.write_str("Draw by agreement"),
            (GameResult::Draw, reason) => write!(f, "Draw: {}", reason.name()),
        }
    }
}
