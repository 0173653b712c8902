//! What a move did, in order: what the app animates, the move list prints and tests assert.

use super::castling::CastlingSide;
use super::colour::Colour;
use super::outcome::Outcome;
use super::piece::{Piece, Role};
use super::square::Square;

/// One consequence of a move.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Effect {
    /// `piece` went from `from` to `to` (as it was before any promotion or transformation).
    Moved {
        piece: Piece,
        from: Square,
        to: Square,
    },
    /// `piece` was captured on `square`.
    Captured { piece: Piece, square: Square },
    /// The Morph on `square` took the form `to` (it was a `from`); `keeps_power` is false
    /// when it captured the enemy Morph and so became an ordinary piece.
    Morphed {
        square: Square,
        from: Role,
        to: Role,
        keeps_power: bool,
    },
    /// The Sword on `square` became a Medusa (an ordinary one, also for a Sword-Morph).
    Promoted { square: Square, colour: Colour },
    /// The King and the Tower exchanged squares.
    Castled {
        colour: Colour,
        side: CastlingSide,
        king_from: Square,
        king_to: Square,
        tower_from: Square,
        tower_to: Square,
    },
    /// These pieces (either side, square order) turned to stone.
    Frozen { squares: Vec<Square> },
    /// These pieces (either side, square order) are free again.
    Unfrozen { squares: Vec<Square> },
    /// `colour`'s King on `king` is in check from the pieces on `by`.
    Check {
        colour: Colour,
        king: Square,
        by: Vec<Square>,
    },
    /// The game is over.
    GameEnded(Outcome),
}
