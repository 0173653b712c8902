//! The squares of the 11 x 11 board: files `a`..`k` from White's left, ranks `1`..`11` from
//! White's side, and their names.

use std::fmt;

/// Files (and ranks) on the board.
pub const BOARD_SIZE: u8 = 11;

/// Squares on the board.
pub const SQUARE_COUNT: usize = 121;

/// A square, numbered rank by rank from `a1` (0) to `k11` (120).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Square(u8);

impl Square {
    /// The square numbered `index` (0 is `a1`, 11 is `a2`), if on the board.
    pub const fn new(index: u8) -> Option<Square> {
        if (index as usize) < SQUARE_COUNT {
            Some(Square(index))
        } else {
            None
        }
    }

    /// The square on `file` and `rank`, both counted from 0 (`a` and `1`), if on the board.
    pub const fn at(file: u8, rank: u8) -> Option<Square> {
        if file < BOARD_SIZE && rank < BOARD_SIZE {
            Some(Square(rank * BOARD_SIZE + file))
        } else {
            None
        }
    }

    /// A square from its number; only for numbers known to be on the board (bit positions of
    /// a board set).
    pub(crate) const fn from_index(index: u32) -> Square {
        Square(index as u8)
    }

    /// Its number, 0..121.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// Its file, 0 (`a`) to 10 (`k`).
    pub const fn file(self) -> u8 {
        self.0 % BOARD_SIZE
    }

    /// Its rank, 0 (`1`) to 10 (`11`).
    pub const fn rank(self) -> u8 {
        self.0 / BOARD_SIZE
    }

    /// The square `files` to the right and `ranks` up, if on the board.
    pub const fn offset(self, files: i8, ranks: i8) -> Option<Square> {
        let file = self.file() as i8 + files;
        let rank = self.rank() as i8 + ranks;
        if file < 0 || rank < 0 {
            None
        } else {
            Square::at(file as u8, rank as u8)
        }
    }

    /// Every square, `a1` first, rank by rank.
    pub fn all() -> impl DoubleEndedIterator<Item = Square> + Clone {
        (0..SQUARE_COUNT as u8).map(Square)
    }

    /// Whether the square is dark (`a1` is).
    pub const fn is_dark(self) -> bool {
        (self.file() + self.rank()).is_multiple_of(2)
    }

    /// The square named `name`: a file letter `a`..`k` (or `A`..`K`) and a rank `1`..`11`.
    pub fn parse(name: &str) -> Option<Square> {
        let mut chars = name.chars();
        let letter = chars.next()?.to_ascii_lowercase();
        if !('a'..='k').contains(&letter) {
            return None;
        }
        let digits = chars.as_str();
        if digits.is_empty() || digits.len() > 2 || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        if digits.starts_with('0') {
            return None;
        }
        let rank: u8 = digits.parse().ok()?;
        Square::at(letter as u8 - b'a', rank.checked_sub(1)?)
    }

    /// The file's letter.
    pub const fn file_letter(self) -> char {
        (b'a' + self.file()) as char
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.file_letter(), self.rank() + 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_and_upper_case_is_read() {
        for square in Square::all() {
            assert_eq!(Square::parse(&square.to_string()), Some(square));
        }
        assert_eq!(Square::parse("K11"), Square::at(10, 10));
        assert_eq!(Square::parse("a1"), Square::new(0));
        for bad in ["", "a", "a0", "a12", "l1", "a01", "a1x", "1a", "é1", "a+1"] {
            assert_eq!(Square::parse(bad), None, "{bad}");
        }
    }

    #[test]
    fn a1_is_dark_and_colours_alternate() {
        let a1 = Square::parse("a1").unwrap();
        assert!(a1.is_dark());
        assert!(!Square::parse("b1").unwrap().is_dark());
        assert!(Square::parse("k11").unwrap().is_dark());
    }
}
