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

impl Outcome {
    /// Why the game ended, in words for players, without the winner: "Black is checkmated",
    /// "White resigned", "the same position came up a third time".
    pub fn reason_text(&self) -> String {
        let loser = self.winner.map(Colour::opponent);
        match (self.reason, loser) {
            (EndReason::Checkmate, Some(loser)) => format!("{loser} is checkmated"),
            (EndReason::Resignation, Some(loser)) => format!("{loser} resigned"),
            (EndReason::Stalemate, None) => "stalemate".into(),
            (EndReason::Repetition, None) => "the same position came up a third time".into(),
            (EndReason::FiftyMoves, None) => "100 plies without a capture or a Sword move".into(),
            (EndReason::BareKings, None) => "only the Kings are left".into(),
            (EndReason::Agreement, None) => "the players agreed".into(),
            (reason, _) => reason.name().into(),
        }
    }
}

impl fmt::Display for Outcome {
    /// A sentence for players: "White wins: Black is checkmated", "Draw: stalemate".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.winner, self.reason) {
            (Some(winner), _) => write!(f, "{winner} wins: {}", self.reason_text()),
            (None, EndReason::Agreement) => f.write_str("Draw by agreement"),
            (None, _) => write!(f, "Draw: {}", self.reason_text()),
        }
    }
}
