//! Why a move cannot be played: one variant per rule a move can break, each a sentence a
//! player understands.

use std::fmt;

use super::colour::Colour;
use super::notation::NotationError;
use super::piece::Piece;
use super::square::Square;

/// Why a move is illegal (or unreadable). Playing it changed nothing.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum MoveError {
    /// The game has ended.
    GameOver,
    /// The text is not a move.
    Unreadable(NotationError),
    /// The words after `resign` name no side, in a sentence.
    Resignation(String),
    /// The move starts from an empty square.
    NoPiece { square: Square },
    /// The move starts from the opponent's piece.
    NotYours { square: Square, piece: Piece },
    /// A chakra move from a square without a chakra.
    NotAChakra { square: Square },
    /// A chakra move of the opponent's chakra.
    NotYourChakra { square: Square, owner: Colour },
    /// A chakra move of a chakra with a piece on it.
    ChakraOccupied { square: Square, piece: Piece },
    /// A chakra moving more than one square.
    ChakraStep { from: Square, to: Square },
    /// A chakra moving onto another chakra.
    ChakraOntoChakra { square: Square },
    /// A move onto a square with a piece on it.
    Occupied { square: Square },
    /// A man moving other than one square forward, straight or diagonally.
    ManStep { from: Square, to: Square },
    /// A king moving off its eight lines.
    KingLine { from: Square, to: Square },
    /// A king's way is blocked by a piece.
    Blocked {
        from: Square,
        to: Square,
        at: Square,
    },
    /// A capture written as a step.
    WriteWithX { from: Square, to: Square },
    /// A move that does not capture while a jump capture is available.
    CaptureCompulsory {
        square: Square,
        piece: Piece,
        count: u32,
    },
    /// A move that does not capture while a capture by replacement is available.
    ReplacementCompulsory {
        from: Square,
        to: Square,
        square: Square,
        piece: Piece,
    },
    /// A capture of fewer pieces than the largest available.
    Majority { available: u32, taken: u32 },
    /// A jump along a diagonal or off any line.
    NotOrthogonal { from: Square, to: Square },
    /// A man's jump that is not over an adjacent piece to the square beyond.
    ShortLeap { from: Square, to: Square },
    /// A jump with no piece to jump.
    NothingToJump { from: Square, to: Square },
    /// A jump over more than one piece.
    TwoPieces { from: Square, to: Square },
    /// A jump over one's own piece.
    OwnPiece { square: Square },
    /// A jump over a piece already captured in this move.
    JumpedTwice { square: Square },
    /// A jump landing on a piece.
    LandingOccupied { square: Square },
    /// A capture that stops while it could take more.
    Unfinished { at: Square },
    /// None of the above, yet not among the legal moves.
    NotLegal,
    /// A piece (or, with no piece, a vacant chakra) picked to move that has nowhere to go.
    Immobile {
        square: Square,
        piece: Option<Piece>,
    },
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::GameOver => f.write_str("the game is over: no move may follow"),
            MoveError::Unreadable(error) => write!(f, "{error}"),
            MoveError::Resignation(why) => f.write_str(why),
            MoveError::NoPiece { square } => write!(f, "there is no piece on {square}"),
            MoveError::NotYours { square, piece } => {
                write!(f, "the {piece} on {square} is not yours")
            }
            MoveError::NotAChakra { square } => write!(f, "there is no chakra on {square}"),
            MoveError::NotYourChakra { square, owner } => {
                write!(f, "the chakra on {square} is {owner}'s, not yours")
            }
            MoveError::ChakraOccupied { square, piece } => write!(
                f,
                "the chakra on {square} is occupied by a {piece}: only a vacant chakra moves"
            ),
            MoveError::ChakraStep { from, to } => write!(
                f,
                "a chakra moves one square in any direction, not from {from} to {to}"
            ),
            MoveError::ChakraOntoChakra { square } => {
                write!(f, "a chakra may not move onto another chakra ({square})")
            }
            MoveError::Occupied { square } => write!(f, "{square} is occupied"),
            MoveError::ManStep { from, to } => write!(
                f,
                "a man steps one square forward, straight or diagonally, not from {from} to {to}"
            ),
            MoveError::KingLine { from, to } => write!(
                f,
                "a king moves along a rank, a file or a diagonal, not from {from} to {to}"
            ),
            MoveError::Blocked { from, to, at } => {
                write!(f, "the way from {from} to {to} is blocked on {at}")
            }
            MoveError::WriteWithX { from, to } => {
                write!(f, "that is a capture: write it with x ({from}x{to})")
            }
            MoveError::CaptureCompulsory {
                square,
                piece,
                count,
            } => write!(
                f,
                "a capture is compulsory: the {} on {square} takes {count}",
                piece.role
            ),
            MoveError::ReplacementCompulsory {
                from,
                to,
                square,
                piece,
            } => write!(
                f,
                "a capture is compulsory: {from}-{to} captures the {piece} on {square} by replacement"
            ),
            MoveError::Majority { available, taken } => write!(
                f,
                "a capture of {available} pieces is available: the largest capture is compulsory (this one takes {taken})"
            ),
            MoveError::NotOrthogonal { from, to } => write!(
                f,
                "captures go along ranks and files only, not from {from} to {to}"
            ),
            MoveError::ShortLeap { from, to } => write!(
                f,
                "a man jumps an adjacent piece to the square just beyond, not from {from} to {to}"
            ),
            MoveError::Immobile {
                square,
                piece: Some(piece),
            } => write!(f, "the {piece} on {square} has no move"),
            MoveError::Immobile {
                square,
                piece: None,
            } => write!(f, "the chakra on {square} has nowhere to go"),
            MoveError::NothingToJump { from, to } => {
                write!(f, "there is no piece to jump between {from} and {to}")
            }
            MoveError::TwoPieces { from, to } => write!(
                f,
                "a jump takes one piece at a time: there is more than one between {from} and {to}"
            ),
            MoveError::OwnPiece { square } => {
                write!(
                    f,
                    "one's own pieces are never jumped (the piece on {square})"
                )
            }
            MoveError::JumpedTwice { square } => write!(
                f,
                "the piece on {square} is already captured in this move: no piece is jumped twice"
            ),
            MoveError::LandingOccupied { square } => {
                write!(f, "a jump cannot land on {square}: it is occupied")
            }
            MoveError::Unfinished { at } => write!(
                f,
                "the capture must go on from {at}: a capture continues while it can take more"
            ),
            MoveError::NotLegal => f.write_str("that move is not legal here"),
        }
    }
}

impl std::error::Error for MoveError {}

impl From<NotationError> for MoveError {
    fn from(error: NotationError) -> MoveError {
        MoveError::Unreadable(error)
    }
}
