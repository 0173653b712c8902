//! A position: the pieces, the side to move, the castling rights and the clocks; which pieces
//! are turned to stone (a function of where the pieces stand, kept up to date); what attacks
//! a square; and playing and taking back a move with a few bytes of memory.

use std::fmt;

use super::attacks;
use super::bitboard::Bitboard;
use super::board::Board;
use super::castling::{CastlingRights, CastlingSide, king_home};
use super::colour::{Colour, home_rank, last_rank};
use super::moves::{Move, MoveKind};
use super::piece::{Piece, Role};
use super::square::Square;
use super::zobrist;

/// What [`Position::undo`] needs to take a move back: the moving piece as it was, what it
/// captured, and the rights and clock before it.
/// Plies in a row without a capture or a Sword move that draw the game (the 100-ply rule).
pub const QUIET_PLY_LIMIT: u32 = 100;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Undo {
    moved: Piece,
    captured: Option<Piece>,
    castling: CastlingRights,
    halfmoves: u32,
}

/// Why a set-up position cannot be played from.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum SetupError {
    /// A side has no King, or more than one.
    KingCount { colour: Colour, count: u32 },
    /// A Morph in a King's form (a Morph never captures a King, so never becomes one).
    MorphKing(Square),
    /// A Sword on its last rank (it would have promoted).
    SwordOnLastRank(Square),
    /// The side that has just moved is in check.
    OpponentInCheck(Colour),
    /// A castling right without the King on its home square or an ordinary Tower in the
    /// corner.
    CastlingRight { colour: Colour, side: CastlingSide },
    /// The move number is 0.
    MoveNumberZero,
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::KingCount { colour, count } => {
                write!(f, "{colour} has {count} Kings; each side has exactly one")
            }
            SetupError::MorphKing(square) => {
                write!(f, "the Morph on {square} cannot be a King")
            }
            SetupError::SwordOnLastRank(square) => write!(
                f,
                "the Sword on {square} stands on its last rank, where it would have promoted"
            ),
            SetupError::OpponentInCheck(colour) => write!(
                f,
                "{colour}'s King is in check, but it is not {colour}'s move"
            ),
            SetupError::CastlingRight { colour, side } => write!(
                f,
                "{colour} cannot keep the right to castle on {side} without the King on {} \
                 and a Tower (not the Morph) on {}",
                king_home(*colour),
                side.corner(*colour)
            ),
            SetupError::MoveNumberZero => f.write_str("the move number starts at 1"),
        }
    }
}

impl std::error::Error for SetupError {}

/// A position of Pillars of Medusa.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Position {
    board: Board,
    to_move: Colour,
    castling: CastlingRights,
    halfmoves: u32,
    fullmoves: u32,
    /// The pieces of either side next to an enemy Medusa (Medusas excepted).
    frozen: Bitboard,
}

impl Default for Position {
    fn default() -> Position {
        Position::start()
    }
}

/// The back rank from file `a` to `k`, then the Swords and the Medusa's row, as in the
/// reconstructed starting position.
const BACK_RANK: [Role; 11] = [
    Role::Tower,
    Role::Horse,
    Role::Advisor,
    Role::MountedAdvisor,
    Role::Queen,
    Role::King,
    Role::Serpent,
    Role::Advisor,
    Role::MountedAdvisor,
    Role::Horse,
    Role::Tower,
];

impl Position {
    /// The starting position (reconstructed from the inventor's sample game).
    pub fn start() -> Position {
        let mut board = Board::empty();
        for colour in Colour::ALL {
            let rank = |r: u8| match colour {
                Colour::White => r,
                Colour::Black => 10 - r,
            };
            let mut put = |file: u8, r: u8, piece: Piece| {
                if let Some(square) = Square::at(file, rank(r)) {
                    board.put(square, piece);
                }
            };
            for (file, role) in (0u8..).zip(BACK_RANK) {
                put(file, 0, Piece::new(colour, role));
            }
            for file in 0..11u8 {
                let role = match file {
                    4 | 6 => Role::Pillar,
                    5 => Role::Medusa,
                    _ => Role::Sword,
                };
                put(file, 1, Piece::new(colour, role));
            }
            put(4, 2, Piece::new(colour, Role::Sword));
            put(5, 2, Piece::morph(colour, Role::Advisor));
            put(6, 2, Piece::new(colour, Role::Sword));
            put(5, 3, Piece::new(colour, Role::Sword));
        }
        let mut position = Position {
            board,
            to_move: Colour::White,
            castling: CastlingRights::ALL,
            halfmoves: 0,
            fullmoves: 1,
            frozen: Bitboard::EMPTY,
        };
        position.frozen = position.compute_frozen();
        position
    }

    /// A position from its parts, checked: one King a side, no Morph King, no Sword on its
    /// last rank, the side that has just moved not in check, castling rights only with the
    /// King and an ordinary Tower at home, a move number from 1.
    pub fn new(
        board: Board,
        to_move: Colour,
        castling: CastlingRights,
        halfmoves: u32,
        fullmoves: u32,
    ) -> Result<Position, SetupError> {
        for colour in Colour::ALL {
            let count = board.pieces(colour, Role::King).count();
            if count != 1 {
                return Err(SetupError::KingCount { colour, count });
            }
        }
        if let Some(square) = (board.by_role(Role::King) & board.morphs()).first() {
            return Err(SetupError::MorphKing(square));
        }
        for colour in Colour::ALL {
            for square in board.pieces(colour, Role::Sword) {
                if square.rank() == last_rank(colour) {
                    return Err(SetupError::SwordOnLastRank(square));
                }
            }
            for side in CastlingSide::ALL {
                if castling.has(colour, side) {
                    let king = board.piece_at(king_home(colour));
                    let tower = board.piece_at(side.corner(colour));
                    if king != Some(Piece::new(colour, Role::King))
                        || tower != Some(Piece::new(colour, Role::Tower))
                    {
                        return Err(SetupError::CastlingRight { colour, side });
                    }
                }
            }
        }
        if fullmoves == 0 {
            return Err(SetupError::MoveNumberZero);
        }
        let mut position = Position {
            board,
            to_move,
            castling,
            halfmoves,
            fullmoves,
            frozen: Bitboard::EMPTY,
        };
        position.frozen = position.compute_frozen();
        let waiting = to_move.opponent();
        if position.attackers_of_king(waiting).any() {
            return Err(SetupError::OpponentInCheck(waiting));
        }
        Ok(position)
    }

    /// The pieces.
    #[inline]
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The piece on `square`.
    #[inline]
    pub fn piece_at(&self, square: Square) -> Option<Piece> {
        self.board.piece_at(square)
    }

    /// The side to move.
    #[inline]
    pub fn to_move(&self) -> Colour {
        self.to_move
    }

    /// The castling rights still held.
    #[inline]
    pub fn castling(&self) -> CastlingRights {
        self.castling
    }

    /// Plies since the last capture or Sword move (drawn at [`QUIET_PLY_LIMIT`]).
    #[inline]
    pub fn halfmoves(&self) -> u32 {
        self.halfmoves
    }

    /// The move number: 1 at the start, increased after Black's move.
    #[inline]
    pub fn fullmoves(&self) -> u32 {
        self.fullmoves
    }

    /// The squares of every frozen piece, both sides: pieces next to an enemy Medusa, except
    /// Medusas.
    #[inline]
    pub fn frozen(&self) -> Bitboard {
        self.frozen
    }

    /// The squares of `colour`'s frozen pieces.
    #[inline]
    pub fn frozen_of(&self, colour: Colour) -> Bitboard {
        self.frozen & self.board.by_colour(colour)
    }

    /// Whether the piece on `square` is frozen.
    #[inline]
    pub fn is_frozen(&self, square: Square) -> bool {
        self.frozen.contains(square)
    }

    /// The square of `colour`'s King.
    #[inline]
    pub fn king(&self, colour: Colour) -> Option<Square> {
        self.board.king(colour)
    }

    /// The squares of the unfrozen enemy pieces that attack the King of the side to move.
    pub fn checkers(&self) -> Bitboard {
        self.attackers_of_king(self.to_move)
    }

    /// Whether the side to move is in check.
    pub fn is_check(&self) -> bool {
        self.checkers().any()
    }

    /// Whether only the two Kings are left.
    pub fn is_bare_kings(&self) -> bool {
        self.board.occupied() == self.board.by_role(Role::King)
    }

    /// The position's hash: the same for the same pieces (with their Morph marks), side to
    /// move and castling rights, which is what repetition compares.
    pub fn hash(&self) -> u64 {
        let mut hash = self.board.hash();
        if self.to_move == Colour::Black {
            hash ^= zobrist::black_to_move();
        }
        let bits = self.castling.bits();
        for right in 0..4 {
            if bits & (1 << right) != 0 {
                hash ^= zobrist::castling(right);
            }
        }
        hash
    }

    fn compute_frozen(&self) -> Bitboard {
        let medusas = self.board.by_role(Role::Medusa);
        let mut frozen = Bitboard::EMPTY;
        for colour in Colour::ALL {
            let mut gaze = Bitboard::EMPTY;
            for medusa in medusas & self.board.by_colour(colour) {
                gaze |= attacks::king(medusa);
            }
            frozen |= gaze & self.board.by_colour(colour.opponent());
        }
        frozen & !medusas
    }

    /// The unfrozen pieces of `colour`'s enemy that attack `colour`'s King.
    pub(crate) fn attackers_of_king(&self, colour: Colour) -> Bitboard {
        match self.board.king(colour) {
            Some(king) => self.attackers(
                king,
                colour.opponent(),
                self.board.by_colour(colour.opponent()) & !self.frozen,
                self.board.occupied(),
            ),
            None => Bitboard::EMPTY,
        }
    }

    /// Which of the pieces `among` (all of side `by`) attack `square` on the board
    /// `occupied`. The kinds are read from this position's board, so `among` may leave out
    /// pieces (captured, frozen) of a position about to arise.
    #[inline]
    pub(crate) fn attackers(
        &self,
        square: Square,
        by: Colour,
        among: Bitboard,
        occupied: Bitboard,
    ) -> Bitboard {
        let b = &self.board;
        let lines = attacks::rook(square, occupied);
        let diagonals = attacks::bishop(square, occupied);
        let rook_like = b.by_role(Role::Tower)
            | b.by_role(Role::Queen)
            | b.by_role(Role::Serpent)
            | b.by_role(Role::Pillar);
        let bishop_like = b.by_role(Role::Advisor)
            | b.by_role(Role::MountedAdvisor)
            | b.by_role(Role::Queen)
            | b.by_role(Role::Serpent);
        let knight_like = b.by_role(Role::Horse)
            | b.by_role(Role::MountedAdvisor)
            | b.by_role(Role::Serpent)
            | b.by_role(Role::Pillar);
        let found = (lines & rook_like)
            | (diagonals & bishop_like)
            | (attacks::knight(square) & knight_like)
            | ((lines | diagonals) & attacks::medusa_reach(square) & b.by_role(Role::Medusa))
            | (attacks::king(square) & b.by_role(Role::King))
            | (attacks::sword(by.opponent(), square) & b.by_role(Role::Sword));
        found & among
    }

    /// The squares the piece on `square` attacks (for a Sword its two capture squares), frozen
    /// or not; empty for an empty square.
    pub fn attacks_from(&self, square: Square) -> Bitboard {
        match self.board.piece_at(square) {
            Some(piece) => {
                attacks::attacks(piece.role, piece.colour, square, self.board.occupied())
            }
            None => Bitboard::EMPTY,
        }
    }

    /// The piece `mv` would capture, if any (castling captures nothing).
    pub fn captured_by(&self, mv: Move) -> Option<Piece> {
        match mv.kind {
            MoveKind::Castle(_) => None,
            _ => self
                .board
                .piece_at(mv.to)
                .filter(|p| p.colour != self.to_move),
        }
    }

    /// What the piece moving with `mv` becomes on its arrival: the captured piece's form for a
    /// transforming capture (an ordinary piece if it captured the enemy Morph), then a Medusa
    /// if it is a Sword on its last rank.
    pub(crate) fn arriving(&self, piece: Piece, mv: Move, captured: Option<Piece>) -> Piece {
        let mut placed = piece;
        if let (MoveKind::Transform(role), Some(captured)) = (mv.kind, captured) {
            placed = Piece {
                colour: piece.colour,
                role,
                morph: !captured.morph,
            };
        }
        if placed.role == Role::Sword && mv.to.rank() == last_rank(piece.colour) {
            placed = Piece::new(piece.colour, Role::Medusa);
        }
        placed
    }

    /// Plays `mv` without checking it; it must be legal here (an illegal one leaves some
    /// position, never a panic). Returns what [`Position::undo`] needs to take it back.
    pub fn play_unchecked(&mut self, mv: Move) -> Undo {
        let us = self.to_move;
        let Some(moved) = self.board.piece_at(mv.from) else {
            // Not a legal move; nothing to play. The undo of it restores the same position.
            return Undo {
                moved: Piece::new(us, Role::King),
                captured: None,
                castling: self.castling,
                halfmoves: self.halfmoves,
            };
        };
        let mut undo = Undo {
            moved,
            captured: None,
            castling: self.castling,
            halfmoves: self.halfmoves,
        };
        match mv.kind {
            MoveKind::Castle(_) => {
                let king = self.board.take(mv.from);
                let tower = self.board.take(mv.to);
                if let Some(king) = king {
                    self.board.put(mv.to, king);
                }
                if let Some(tower) = tower {
                    self.board.put(mv.from, tower);
                }
                self.castling =
                    self.castling
                        .with(us, CastlingSide::A, false)
                        .with(us, CastlingSide::K, false);
                self.halfmoves += 1;
            }
            _ => {
                self.board.take(mv.from);
                let captured = self.board.take(mv.to);
                undo.captured = captured;
                let placed = self.arriving(moved, mv, captured);
                self.board.put(mv.to, placed);
                if moved.role == Role::King {
                    self.castling = self.castling.with(us, CastlingSide::A, false).with(
                        us,
                        CastlingSide::K,
                        false,
                    );
                }
                for square in [mv.from, mv.to] {
                    self.castling = without_corner(self.castling, square);
                }
                if captured.is_some() || moved.role == Role::Sword {
                    self.halfmoves = 0;
                } else {
                    self.halfmoves += 1;
                }
            }
        }
        if us == Colour::Black {
            self.fullmoves += 1;
        }
        self.to_move = us.opponent();
        self.frozen = self.compute_frozen();
        undo
    }

    /// Takes back `mv`, played with [`Position::play_unchecked`] which returned `undo`.
    pub fn undo(&mut self, mv: Move, undo: Undo) {
        let us = self.to_move.opponent();
        self.to_move = us;
        if us == Colour::Black {
            self.fullmoves = self.fullmoves.saturating_sub(1);
        }
        match mv.kind {
            MoveKind::Castle(_) => {
                let king = self.board.take(mv.to);
                let tower = self.board.take(mv.from);
                if let Some(king) = king {
                    self.board.put(mv.from, king);
                }
                if let Some(tower) = tower {
                    self.board.put(mv.to, tower);
                }
            }
            _ => {
                if self.board.take(mv.to).is_some() {
                    self.board.put(mv.from, undo.moved);
                }
                if let Some(captured) = undo.captured {
                    self.board.put(mv.to, captured);
                }
            }
        }
        self.castling = undo.castling;
        self.halfmoves = undo.halfmoves;
        self.frozen = self.compute_frozen();
    }

    /// The position after `mv` (which must be legal here).
    pub fn after(&self, mv: Move) -> Position {
        let mut next = self.clone();
        next.play_unchecked(mv);
        next
    }
}

/// `rights` without the right whose Tower's corner is `square`, if it is one.
fn without_corner(rights: CastlingRights, square: Square) -> CastlingRights {
    let Some(side) = CastlingSide::of_corner_file(square.file()) else {
        return rights;
    };
    Colour::ALL
        .into_iter()
        .filter(|c| home_rank(*c) == square.rank())
        .fold(rights, |r, c| r.with(c, side, false))
}
