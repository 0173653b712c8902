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

impl Outcome {
    /// Why the game ended, in words for players: "White has no legal move", "the same
    /// position came up a third time", "the players agreed".
    pub fn reason_text(&self) -> String {
        let loser = self.result.winner().map(Colour::opponent);
        match (self.reason, loser) {
            (EndReason::NoPieces, Some(loser)) => format!("{loser} has no pieces left"),
            (EndReason::NoMoves, Some(loser)) => format!("{loser} has no legal move"),
            (EndReason::Resignation, Some(loser)) => format!("{loser} resigned"),
            (EndReason::Repetition, None) => "the same position came up a third time".into(),
            (EndReason::NoProgress, None) => "100 plies without a capture or a man move".into(),
            (EndReason::Agreement, None) => "the players agreed".into(),
            (reason, _) => reason.name().into(),
        }
    }
}

impl fmt::Display for Outcome {
    /// A sentence for players: "White wins: Black has no legal move".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.result, self.reason) {
            (GameResult::Win(winner), _) => write!(f, "{winner} wins: {}", self.reason_text()),
            (GameResult::Draw, EndReason::Agreement) => f.write_str("Draw by agreement"),
            (GameResult::Draw, _) => write!(f, "Draw: {}", self.reason_text()),
        }
    }
}
