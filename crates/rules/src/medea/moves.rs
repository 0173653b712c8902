//! A move as the engine holds it: small, `Copy`, and enough to play it and to tell moves
//! apart as the rules do (a jump capture by its start, end and captured set; any other move by
//! its start and the square it moves to).

use super::square::Square;
use super::square_set::SquareSet;

/// The three kinds of move.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum MoveKind {
    /// A man's step or a king's move that jumps nothing. It may be transmitted from a chakra
    /// of its own colour to the other one, and capture by replacement there.
    Step,
    /// A capture by one or more jumps (short leaps for a man, long leaps for a king).
    Jump,
    /// One of the mover's vacant chakras moves to a neighbouring square.
    Chakra,
}

/// A legal move of some position. Its path (for a jump) and its effects are worked out from
/// that position: see `Position::path` and `Position::effects`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Move {
    kind: MoveKind,
    from: Square,
    to: Square,
    /// Where the piece ends: `to`, or the other chakra after a transmission.
    end: Square,
    /// The pieces captured: those jumped, or the one replaced.
    captured: u64,
}

impl Move {
    pub(crate) const fn step(from: Square, to: Square, end: Square, captured: u64) -> Move {
        Move {
            kind: MoveKind::Step,
            from,
            to,
            end,
            captured,
        }
    }

    pub(crate) const fn jump(from: Square, to: Square, captured: u64) -> Move {
        Move {
            kind: MoveKind::Jump,
            from,
            to,
            end: to,
            captured,
        }
    }

    pub(crate) const fn chakra(from: Square, to: Square) -> Move {
        Move {
            kind: MoveKind::Chakra,
            from,
            to,
            end: to,
            captured: 0,
        }
    }

    pub const fn kind(&self) -> MoveKind {
        self.kind
    }

    /// The square the piece (or chakra) starts on.
    pub const fn from(&self) -> Square {
        self.from
    }

    /// The square it moves to: a step's target (before any transmission), a jump's last
    /// landing square, a chakra's new square.
    pub const fn to(&self) -> Square {
        self.to
    }

    /// The square where the piece ends the move: the other chakra after a transmission,
    /// otherwise [`Move::to`].
    pub const fn end(&self) -> Square {
        self.end
    }

    /// The pieces this move captures: the jumped ones, or the one replaced.
    pub const fn captured(&self) -> SquareSet {
        SquareSet(self.captured)
    }

    /// Whether the move captures, by jumps or by replacement.
    pub const fn is_capture(&self) -> bool {
        self.captured != 0
    }

    /// Whether the piece is transmitted to its other chakra.
    pub const fn is_transmission(&self) -> bool {
        matches!(self.kind, MoveKind::Step) && self.end.index() != self.to.index()
    }

    /// The square of the piece captured by replacement, for a transmission that captures.
    pub const fn replaced(&self) -> Option<Square> {
        if matches!(self.kind, MoveKind::Step) && self.captured != 0 {
            Some(self.end)
        } else {
            None
        }
    }

    /// The bits of the captured set (for the generator's own use).
    pub(crate) const fn captured_bits(&self) -> u64 {
        self.captured
    }
}
