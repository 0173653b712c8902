//! Positions as one line of text (FEN): the pieces rank 11 down to rank 1, the side to move,
//! the castling rights, the 100-ply count and the move number. Reading never trusts its input.

use std::fmt;

use super::board::Board;
use super::castling::{CastlingRights, CastlingSide};
use super::colour::Colour;
use super::piece::{Piece, Role};
use super::position::{Position, SetupError};
use super::square::{BOARD_SIZE, Square};
use crate::fen_fields::{FieldsError, canonical_number, empty_squares, split_fields};
use crate::text_record::quote;

/// The starting position's FEN.
pub const START_FEN: &str =
    "thadqksadht/wwwwpmpwwww/4w*aw4/5w5/11/11/11/5W5/4W*AW4/WWWWPMPWWWW/THADQKSADHT w AKak 0 1";

/// The longest FEN read (a full board with every piece a Morph is under 400 characters).
const MAX_FEN_BYTES: usize = 1024;

/// Why a FEN cannot be read.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum FenError {
    /// Longer than any position needs.
    TooLong,
    /// Not five fields.
    FieldCount(usize),
    /// Fields separated by something other than a single space.
    Spacing,
    /// Not eleven ranks separated by `/`.
    RankCount(usize),
    /// A rank (1..11) that does not add up to eleven squares.
    RankLength { rank: u8 },
    /// Something that is not a piece letter or a number of empty squares.
    BadPiece { rank: u8, token: String },
    /// Not `w` or `b`.
    SideToMove(String),
    /// Not `-` or some of `AKak`.
    Castling(String),
    /// Not a whole number.
    Halfmoves(String),
    /// Not a whole number from 1.
    MoveNumber(String),
    /// Read, but not a position that can be played from.
    Setup(SetupError),
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FenError::TooLong => write!(f, "a position is at most {MAX_FEN_BYTES} characters"),
            FenError::FieldCount(n) => write!(
                f,
                "a position has five fields (pieces, side to move, castling, plies, move number), not {n}"
            ),
            FenError::Spacing => {
                f.write_str("the fields of a position are separated by single spaces")
            }
            FenError::RankCount(n) => {
                write!(
                    f,
                    "the pieces field has eleven ranks separated by /, not {n}"
                )
            }
            FenError::RankLength { rank } => {
                write!(f, "rank {rank} does not have exactly eleven squares")
            }
            FenError::BadPiece { rank, token } => write!(
                f,
                "{} on rank {rank} is not a piece (W T H A D Q K S P M, * for the Morph) or a number of empty squares",
                quote(token)
            ),
            FenError::SideToMove(token) => {
                write!(f, "the side to move is w or b, not {}", quote(token))
            }
            FenError::Castling(token) => write!(
                f,
                "the castling rights are - or some of A K a k, not {}",
                quote(token)
            ),
            FenError::Halfmoves(token) => write!(
                f,
                "the plies towards the 100-ply rule are a whole number, not {}",
                quote(token)
            ),
            FenError::MoveNumber(token) => write!(
                f,
                "the move number is a whole number from 1, not {}",
                quote(token)
            ),
            FenError::Setup(error) => error.fmt(f),
        }
    }
}

impl std::error::Error for FenError {}

impl From<SetupError> for FenError {
    fn from(error: SetupError) -> FenError {
        FenError::Setup(error)
    }
}

impl Position {
    /// Reads a position from its FEN.
    pub fn from_fen(fen: &str) -> Result<Position, FenError> {
        if fen.len() > MAX_FEN_BYTES {
            return Err(FenError::TooLong);
        }
        let [pieces, side, castling, halfmoves, fullmoves] =
            split_fields(fen).map_err(|e| match e {
                FieldsError::Count(n) => FenError::FieldCount(n),
                FieldsError::Spacing => FenError::Spacing,
            })?;
        let board = read_pieces(pieces)?;
        let to_move = match side {
            "w" => Colour::White,
            "b" => Colour::Black,
            _ => return Err(FenError::SideToMove(side.to_string())),
        };
        let castling = read_castling(castling)?;
        let halfmoves =
            read_number(halfmoves).ok_or_else(|| FenError::Halfmoves(halfmoves.into()))?;
        let fullmoves = read_number(fullmoves)
            .filter(|&n| n > 0)
            .ok_or_else(|| FenError::MoveNumber(fullmoves.into()))?;
        Ok(Position::new(
            board, to_move, castling, halfmoves, fullmoves,
        )?)
    }

    /// The position's FEN.
    pub fn fen(&self) -> String {
        let mut text = String::new();
        for rank in (0..BOARD_SIZE).rev() {
            let mut empty = 0;
            for file in 0..BOARD_SIZE {
                match Square::at(file, rank).and_then(|s| self.piece_at(s)) {
                    Some(piece) => {
                        if empty > 0 {
                            text.push_str(&empty.to_string());
                            empty = 0;
                        }
                        text.push_str(&piece.fen());
                    }
                    None => empty += 1,
                }
            }
            if empty > 0 {
                text.push_str(&empty.to_string());
            }
            if rank > 0 {
                text.push('/');
            }
        }
        let side = match self.to_move() {
            Colour::White => 'w',
            Colour::Black => 'b',
        };
        format!(
            "{text} {side} {} {} {}",
            self.castling().fen(),
            self.halfmoves(),
            self.fullmoves()
        )
    }
}

/// A whole number as the writer writes it, at most a million (no game is longer).
fn read_number(text: &str) -> Option<u32> {
    canonical_number(text, 1_000_000)
}

fn read_pieces(field: &str) -> Result<Board, FenError> {
    let ranks: Vec<&str> = field.split('/').collect();
    if ranks.len() != BOARD_SIZE as usize {
        return Err(FenError::RankCount(ranks.len()));
    }
    let mut board = Board::empty();
    for (row, text) in ranks.iter().enumerate() {
        let rank = BOARD_SIZE - 1 - row as u8;
        let number = rank + 1;
        let mut file: u8 = 0;
        let mut chars = text.chars().peekable();
        while let Some(c) = chars.next() {
            if c.is_ascii_digit() {
                let count =
                    empty_squares(c, &mut chars, u32::MAX).map_err(|token| FenError::BadPiece {
                        rank: number,
                        token,
                    })?;
                if file as u32 + count > BOARD_SIZE as u32 {
                    return Err(FenError::RankLength { rank: number });
                }
                file += count as u8;
                continue;
            }
            let morph = c == '*';
            let letter = if morph { chars.next() } else { Some(c) };
            let bad = || FenError::BadPiece {
                rank: number,
                token: if morph {
                    format!("*{}", letter.map(String::from).unwrap_or_default())
                } else {
                    c.to_string()
                },
            };
            let letter = letter.filter(char::is_ascii_alphabetic).ok_or_else(bad)?;
            let role = Role::from_letter(letter).ok_or_else(bad)?;
            let colour = if letter.is_ascii_uppercase() {
                Colour::White
            } else {
                Colour::Black
            };
            let square = Square::at(file, rank).ok_or(FenError::RankLength { rank: number })?;
            board.put(
                square,
                Piece {
                    colour,
                    role,
                    morph,
                },
            );
            file += 1;
        }
        if file != BOARD_SIZE {
            return Err(FenError::RankLength { rank: number });
        }
    }
    Ok(board)
}

fn read_castling(field: &str) -> Result<CastlingRights, FenError> {
    if field == "-" {
        return Ok(CastlingRights::NONE);
    }
    let bad = || FenError::Castling(field.to_string());
    if field.is_empty() || field.len() > 4 {
        return Err(bad());
    }
    let mut rights = CastlingRights::NONE;
    for c in field.chars() {
        let (colour, side) = match c {
            'A' => (Colour::White, CastlingSide::A),
            'K' => (Colour::White, CastlingSide::K),
            'a' => (Colour::Black, CastlingSide::A),
            'k' => (Colour::Black, CastlingSide::K),
            _ => return Err(bad()),
        };
        if rights.has(colour, side) {
            return Err(bad());
        }
        rights = rights.with(colour, side, true);
    }
    Ok(rights)
}
