//! A move: from a square to a square, with what kind of move it is (a plain move or capture,
//! castling, or a Morph's capture that takes the captured piece's form).

use super::castling::{CastlingSide, king_home};
use super::colour::Colour;
use super::piece::Role;
use super::square::Square;

/// What kind of move.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum MoveKind {
    /// A move or capture; a Sword reaching its last rank promotes to a Medusa, and a Morph
    /// that captures keeps its form.
    Plain,
    /// Castling: the King (on `from`) and the Tower in the corner (`to`) exchange squares.
    Castle(CastlingSide),
    /// A Morph's capture after which it takes the form of the captured piece (`=` in
    /// notation); the role is the captured piece's.
    Transform(Role),
}

/// A move, as the app and the records name it. Castling is a move of the King onto its
/// Tower's corner.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Move {
    pub from: Square,
    pub to: Square,
    pub kind: MoveKind,
}

impl Move {
    /// A plain move or capture.
    pub const fn new(from: Square, to: Square) -> Move {
        Move {
            from,
            to,
            kind: MoveKind::Plain,
        }
    }

    /// A Morph's capture on `to` that takes the form `role` (the captured piece's kind).
    pub const fn transform(from: Square, to: Square, role: Role) -> Move {
        Move {
            from,
            to,
            kind: MoveKind::Transform(role),
        }
    }

    /// `colour`'s castling on `side`: the King from its home to the corner.
    pub const fn castle(colour: Colour, side: CastlingSide) -> Move {
        Move {
            from: king_home(colour),
            to: side.corner(colour),
            kind: MoveKind::Castle(side),
        }
    }

    /// The form a Morph takes with this move, if it is a transforming capture.
    pub const fn transformation(self) -> Option<Role> {
        match self.kind {
            MoveKind::Transform(role) => Some(role),
            _ => None,
        }
    }

    /// The side castled to, if this is castling.
    pub const fn castling(self) -> Option<CastlingSide> {
        match self.kind {
            MoveKind::Castle(side) => Some(side),
            _ => None,
        }
    }
}
