//! A position kept compactly, for a game's history: the stones and the state of the turn,
//! without the group bookkeeping that play needs (rebuilt when the position is wanted back).
//!
//! A full position carries every group's stones and liberties, about 14 KB on Medusa's
//! board; a snapshot is under 200 bytes, so a game of any length keeps its undo history in a
//! small constant per turn.

use super::bits::Bits;
use super::colour::Colour;
use super::position::{Position, Status, stones_hash};
use super::topology::Variant;

/// A position as a game's history keeps it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Snapshot {
    pub(super) variant: Variant,
    pub(super) black: Bits,
    pub(super) white: Bits,
    pub(super) to_move: Colour,
    pub(super) marker: i8,
    pub(super) placed: bool,
    pub(super) moved: bool,
    pub(super) spent: Bits,
    pub(super) passes: u8,
    pub(super) status: Status,
}

impl Snapshot {
    /// The position, whole again.
    pub fn position(&self) -> Position {
        Position::from_snapshot(self)
    }

    /// The position's hash ([`Position::hash`]), without rebuilding it.
    pub fn hash(&self) -> u64 {
        stones_hash(self.black, self.white, self.to_move)
    }

    /// The player whose turn it is.
    pub fn to_move(&self) -> Colour {
        self.to_move
    }

    /// Where the game stood.
    pub fn status(&self) -> &Status {
        &self.status
    }
}
