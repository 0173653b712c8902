//! Where the pieces stand: one set of squares per kind and per side, the Morphs, and a
//! square-by-square table for finding the piece on a square at once.

use super::bitboard::Bitboard;
use super::colour::Colour;
use super::piece::{Piece, Role};
use super::square::{SQUARE_COUNT, Square};
use super::zobrist;

/// The pieces on the board.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Board {
    by_role: [Bitboard; 10],
    by_colour: [Bitboard; 2],
    morphs: Bitboard,
    squares: [Option<Piece>; SQUARE_COUNT],
    /// The pieces' part of the position's hash.
    hash: u64,
}

impl Default for Board {
    fn default() -> Board {
        Board::empty()
    }
}

impl Board {
    /// A board without pieces.
    pub const fn empty() -> Board {
        Board {
            by_role: [Bitboard::EMPTY; 10],
            by_colour: [Bitboard::EMPTY; 2],
            morphs: Bitboard::EMPTY,
            squares: [None; SQUARE_COUNT],
            hash: 0,
        }
    }

    /// The piece on `square`.
    #[inline]
    pub fn piece_at(&self, square: Square) -> Option<Piece> {
        self.squares[square.index()]
    }

    /// Every occupied square.
    #[inline]
    pub fn occupied(&self) -> Bitboard {
        self.by_colour[0] | self.by_colour[1]
    }

    /// The squares of `colour`'s pieces.
    #[inline]
    pub fn by_colour(&self, colour: Colour) -> Bitboard {
        self.by_colour[colour.index()]
    }

    /// The squares of pieces of kind `role`, both sides.
    #[inline]
    pub fn by_role(&self, role: Role) -> Bitboard {
        self.by_role[role.index()]
    }

    /// The squares of `colour`'s pieces of kind `role`.
    #[inline]
    pub fn pieces(&self, colour: Colour, role: Role) -> Bitboard {
        self.by_role[role.index()] & self.by_colour[colour.index()]
    }

    /// The squares of the Morphs, both sides.
    #[inline]
    pub fn morphs(&self) -> Bitboard {
        self.morphs
    }

    /// The square of `colour`'s King (the first, should a set-up have more).
    #[inline]
    pub fn king(&self, colour: Colour) -> Option<Square> {
        self.pieces(colour, Role::King).first()
    }

    /// The pieces' hash.
    #[inline]
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// Puts `piece` on the empty square `square`.
    #[inline]
    pub fn put(&mut self, square: Square, piece: Piece) {
        let bit = Bitboard::from_square(square);
        self.by_role[piece.role.index()] |= bit;
        self.by_colour[piece.colour.index()] |= bit;
        if piece.morph {
            self.morphs |= bit;
        }
        self.squares[square.index()] = Some(piece);
        self.hash ^= zobrist::piece(piece, square);
    }

    /// Takes the piece off `square`, if any.
    #[inline]
    pub fn take(&mut self, square: Square) -> Option<Piece> {
        let piece = self.squares[square.index()]?;
        let keep = !Bitboard::from_square(square);
        self.by_role[piece.role.index()] &= keep;
        self.by_colour[piece.colour.index()] &= keep;
        self.morphs &= keep;
        self.squares[square.index()] = None;
        self.hash ^= zobrist::piece(piece, square);
        Some(piece)
    }

    /// The pieces with their squares, `a1` first.
    pub fn iter(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        Square::all().filter_map(|s| self.piece_at(s).map(|p| (s, p)))
    }
}
