//! What an action did, in order: what the app animates, the move list prints and tests assert.

use super::colour::Colour;
use super::score::Outcome;
use super::topology::Point;

/// Why stones were reversed.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Reversal {
    /// An opponent group lost its last liberty.
    Capture,
    /// The capturing group was itself left without a liberty and was reversed back.
    SecondReversal,
    /// Nothing was captured and the arriving stone's own group had no liberty.
    Suicide,
    /// The players agreed the group was dead.
    Dead,
}

/// One consequence of an action.
#[derive(Clone, PartialEq, Debug)]
pub enum Effect {
    /// A stone was put on the board.
    Placed { point: Point, colour: Colour },
    /// A stone travelled along a line over its friends `over` (in order) and landed on `to`.
    Moved {
        from: Point,
        over: Vec<Point>,
        to: Point,
        colour: Colour,
    },
    /// Stones turned over to show `to`. `points` are ordered by their distance (through the
    /// group) from `cause`, the stone whose arrival did it, so they can flip as a wave.
    Reversed {
        points: Vec<Point>,
        to: Colour,
        cause: Point,
        reason: Reversal,
    },
    /// Six stones of one colour now stand on site `site`: a rosette (Medusa) or lotus (Lotus).
    RosetteFormed { site: usize, colour: Colour },
    /// The marker moved along its track (positive is White's side).
    MarkerMoved { from: i8, to: i8 },
    /// `player`'s turn is over.
    TurnEnded {
        player: Colour,
        placed: bool,
        moved: bool,
    },
    /// Two successive complete passes: the players now mark dead groups.
    MarkingStarted,
    /// A group was marked dead (`dead`) or alive again.
    DeadToggled { points: Vec<Point>, dead: bool },
    /// A player accepted the marking.
    MarkingAccepted(Colour),
    /// Marking was abandoned and play goes on.
    PlayResumed,
    /// The game is over.
    GameEnded(Outcome),
}
