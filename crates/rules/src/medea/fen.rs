//! FEN, the one-line position string: the pieces rank 8 down to rank 1, the side to move, each
//! side's chakra squares and the no-progress count, e.g. the start
//! `mmmmmmmm/1mmmmmm1/2mmmm2/8/8/2MMMM2/1MMMMMM1/MMMMMMMM w a2,h2 a7,h7 0`.

use std::fmt;

use super::colour::Colour;
use super::piece::Piece;
use super::position::{Position, SetupError};
use super::square::Square;
use crate::fen_fields::{FieldsError, canonical_number, empty_squares, split_fields};
use crate::text_record::quote;

/// The longest FEN read (a valid one is under 100 characters).
const MAX_FEN_BYTES: usize = 256;

/// Why a string is not a FEN.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum FenError {
    /// Too long to be a position.
    TooLong,
    /// Not five fields.
    FieldCount(usize),
    /// Fields separated by something other than a single space.
    Spacing,
    /// Not eight ranks separated by `/`.
    RankCount(usize),
    /// A rank that does not cover exactly eight squares (rank number 1..8).
    RankLength(u8),
    /// Something that is not a piece letter or a number 1..8 of empty squares.
    BadToken(String),
    /// The side to move is not `w` or `b`.
    BadSide(String),
    /// A chakra field that is not two square names separated by a comma.
    BadChakras(Colour, String),
    /// The no-progress count is not a number.
    BadCount(String),
    /// The parts do not make a position.
    Setup(SetupError),
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("bad FEN: ")?;
        match self {
            FenError::TooLong => write!(f, "it is longer than {MAX_FEN_BYTES} characters"),
            FenError::FieldCount(n) => write!(
                f,
                "it needs 5 fields separated by spaces (pieces, side, White's chakras, Black's chakras, count), found {n}"
            ),
            FenError::Spacing => f.write_str("its fields are separated by single spaces"),
            FenError::RankCount(n) => write!(f, "it needs 8 ranks separated by '/', found {n}"),
            FenError::RankLength(rank) => {
                write!(f, "rank {rank} does not cover exactly 8 squares")
            }
            FenError::BadToken(token) => write!(
                f,
                "{} is not a piece (M, K, m, k) or a number of empty squares (1 to 8)",
                quote(token)
            ),
            FenError::BadSide(side) => {
                write!(f, "the side to move is w or b, not {}", quote(side))
            }
            FenError::BadChakras(colour, field) => write!(
                f,
                "{colour}'s chakras are two squares separated by a comma (a2,h2), not {}",
                quote(field)
            ),
            FenError::BadCount(count) => write!(
                f,
                "the no-progress count is a number of plies (0 to 100), not {}",
                quote(count)
            ),
            FenError::Setup(error) => write!(f, "{error}"),
        }
    }
}

impl std::error::Error for FenError {}

impl Position {
    /// Reads a FEN (surrounding blanks ignored; the fields separated by single spaces, its
    /// numbers written without leading zeros).
    pub fn from_fen(fen: &str) -> Result<Position, FenError> {
        if fen.len() > MAX_FEN_BYTES {
            return Err(FenError::TooLong);
        }
        let [pieces, side, white, black, count] = split_fields(fen).map_err(|e| match e {
            FieldsError::Count(n) => FenError::FieldCount(n),
            FieldsError::Spacing => FenError::Spacing,
        })?;
        let placed = read_pieces(pieces)?;
        let to_move = match side {
            "w" => Colour::White,
            "b" => Colour::Black,
            other => return Err(FenError::BadSide(other.to_string())),
        };
        let white = read_chakras(white, Colour::White)?;
        let black = read_chakras(black, Colour::Black)?;
        let count = canonical_number(count, u16::MAX.into())
            .and_then(|n| u16::try_from(n).ok())
            .ok_or_else(|| FenError::BadCount(count.to_string()))?;
        Position::new(placed, white, black, to_move, count).map_err(FenError::Setup)
    }

    /// The position as a FEN.
    pub fn to_fen(&self) -> String {
        let mut fen = String::with_capacity(80);
        for rank in (0..8).rev() {
            let mut empty = 0;
            for file in 0..8 {
                let piece = Square::new(file, rank).and_then(|s| self.piece_at(s));
                match piece {
                    Some(piece) => {
                        if empty > 0 {
                            fen.push(char::from(b'0' + empty));
                            empty = 0;
                        }
                        fen.push(piece.letter());
                    }
                    None => empty += 1,
                }
            }
            if empty > 0 {
                fen.push(char::from(b'0' + empty));
            }
            if rank > 0 {
                fen.push('/');
            }
        }
        let side = match self.to_move() {
            Colour::White => 'w',
            Colour::Black => 'b',
        };
        let [w1, w2] = self.chakras(Colour::White);
        let [b1, b2] = self.chakras(Colour::Black);
        fen.push_str(&format!(
            " {side} {w1},{w2} {b1},{b2} {}",
            self.no_progress_plies()
        ));
        fen
    }
}

fn read_pieces(field: &str) -> Result<Vec<(Square, Piece)>, FenError> {
    let ranks: Vec<&str> = field.split('/').collect();
    if ranks.len() != 8 {
        return Err(FenError::RankCount(ranks.len()));
    }
    let mut placed = Vec::new();
    for (row, text) in ranks.iter().enumerate() {
        let rank = 7 - row as u8;
        let mut file = 0u8;
        let mut chars = text.chars().peekable();
        while let Some(c) = chars.next() {
            if c.is_ascii_digit() {
                file += empty_squares(c, &mut chars, 8).map_err(FenError::BadToken)? as u8;
            } else if let Some(piece) = Piece::from_letter(c) {
                let square = Square::new(file, rank).ok_or(FenError::RankLength(rank + 1))?;
                placed.push((square, piece));
                file += 1;
            } else {
                return Err(FenError::BadToken(c.to_string()));
            }
            if file > 8 {
                return Err(FenError::RankLength(rank + 1));
            }
        }
        if file != 8 {
            return Err(FenError::RankLength(rank + 1));
        }
    }
    Ok(placed)
}

fn read_chakras(field: &str, colour: Colour) -> Result<[Square; 2], FenError> {
    let bad = || FenError::BadChakras(colour, field.to_string());
    let (a, b) = field.split_once(',').ok_or_else(bad)?;
    Ok([
        Square::parse(a).ok_or_else(bad)?,
        Square::parse(b).ok_or_else(bad)?,
    ])
}

#[cfg(test)]
mod tests {
    use super::*;

    const START: &str = "mmmmmmmm/1mmmmmm1/2mmmm2/8/8/2MMMM2/1MMMMMM1/MMMMMMMM w a2,h2 a7,h7 0";

    #[test]
    fn the_start_reads_and_writes() {
        assert_eq!(Position::from_fen(START).unwrap(), Position::start());
        assert_eq!(Position::start().to_fen(), START);
    }

    #[test]
    fn chakras_are_written_in_name_order() {
        let position = Position::from_fen("8/8/8/3k4/8/8/3K4/8 b h2,b5 g7,a3 12").unwrap();
        assert_eq!(position.to_fen(), "8/8/8/3k4/8/8/3K4/8 b b5,h2 a3,g7 12");
    }

    #[test]
    fn errors_say_what_is_wrong() {
        let error = |fen: &str| Position::from_fen(fen).unwrap_err().to_string();
        assert_eq!(
            error("8/8/8/8/8/8/8/8 w a2,h2 a7,h7"),
            "bad FEN: it needs 5 fields separated by spaces (pieces, side, White's chakras, Black's chakras, count), found 4"
        );
        assert_eq!(
            error("8/8/8/8/8/8/8 w a2,h2 a7,h7 0"),
            "bad FEN: it needs 8 ranks separated by '/', found 7"
        );
        assert_eq!(
            error("9/8/8/8/8/8/8/8 w a2,h2 a7,h7 0"),
            "bad FEN: '9' is not a piece (M, K, m, k) or a number of empty squares (1 to 8)"
        );
        assert_eq!(
            error("7/8/8/8/8/8/8/8 w a2,h2 a7,h7 0"),
            "bad FEN: rank 8 does not cover exactly 8 squares"
        );
        assert_eq!(
            error("8/8/8/8/8/8/8/8 x a2,h2 a7,h7 0"),
            "bad FEN: the side to move is w or b, not 'x'"
        );
        assert_eq!(
            error("8/8/8/8/8/8/8/8 w a2 a7,h7 0"),
            "bad FEN: White's chakras are two squares separated by a comma (a2,h2), not 'a2'"
        );
        assert_eq!(
            error("8/8/8/8/8/8/8/8 w a2,h2 a2,h7 0"),
            "bad FEN: two chakras stand on a2"
        );
        assert_eq!(
            error("M7/8/8/8/8/8/8/8 w a2,h2 a7,h7 0"),
            "bad FEN: a white man cannot stand on a8: it would have been crowned there"
        );
        assert_eq!(
            error("8/8/8/8/8/8/8/8 w a2,h2 a7,h7 +1"),
            "bad FEN: the no-progress count is a number of plies (0 to 100), not '+1'"
        );
        assert_eq!(
            error("8/8/8/8/8/8/8/8 w a2,h2 a7,h7 101"),
            "bad FEN: the no-progress count 101 is more than 100, where the game is drawn"
        );
    }
}
