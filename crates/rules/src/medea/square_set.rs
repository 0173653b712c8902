//! Sets of squares as one `u64` (bit `rank * 8 + file`), with the shifts the move generator
//! uses to move a whole set one square at a time.

use std::fmt;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, Not, Sub};

use super::square::{Direction, Square};

/// A set of squares.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, Debug)]
pub struct SquareSet(pub u64);

/// Every square but those of the `a` file.
const NOT_FILE_A: u64 = !0x0101_0101_0101_0101;
/// Every square but those of the `h` file.
const NOT_FILE_H: u64 = !0x8080_8080_8080_8080;

impl SquareSet {
    pub const EMPTY: SquareSet = SquareSet(0);
    pub const ALL: SquareSet = SquareSet(!0);

    /// The set of one square.
    pub const fn of(square: Square) -> SquareSet {
        SquareSet(square.bit())
    }

    pub const fn contains(self, square: Square) -> bool {
        self.0 & square.bit() != 0
    }

    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The number of squares in the set.
    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }

    pub fn insert(&mut self, square: Square) {
        self.0 |= square.bit();
    }

    pub fn remove(&mut self, square: Square) {
        self.0 &= !square.bit();
    }

    /// The square with the lowest index (`a1` first, rank by rank).
    pub fn first(self) -> Option<Square> {
        (self.0 != 0).then(|| Square::of_bit(self.0.trailing_zeros()))
    }

    /// The squares, lowest index first.
    pub fn iter(self) -> SquareSetIter {
        SquareSetIter(self.0)
    }

    /// Every square of the set moved one step in `direction`; squares that would leave the
    /// board are dropped.
    pub const fn shift(self, direction: Direction) -> SquareSet {
        let b = self.0;
        SquareSet(match direction {
            Direction::North => b << 8,
            Direction::South => b >> 8,
            Direction::East => (b & NOT_FILE_H) << 1,
            Direction::West => (b & NOT_FILE_A) >> 1,
            Direction::NorthEast => (b & NOT_FILE_H) << 9,
            Direction::NorthWest => (b & NOT_FILE_A) << 7,
            Direction::SouthEast => (b & NOT_FILE_H) >> 7,
            Direction::SouthWest => (b & NOT_FILE_A) >> 9,
        })
    }
}

/// The squares of a [`SquareSet`], lowest index first.
pub struct SquareSetIter(u64);

impl Iterator for SquareSetIter {
    type Item = Square;

    fn next(&mut self) -> Option<Square> {
        if self.0 == 0 {
            return None;
        }
        let square = Square::of_bit(self.0.trailing_zeros());
        self.0 &= self.0 - 1;
        Some(square)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for SquareSetIter {}

impl IntoIterator for SquareSet {
    type Item = Square;
    type IntoIter = SquareSetIter;

    fn into_iter(self) -> SquareSetIter {
        self.iter()
    }
}

impl FromIterator<Square> for SquareSet {
    fn from_iter<I: IntoIterator<Item = Square>>(iter: I) -> SquareSet {
        let mut set = SquareSet::EMPTY;
        for square in iter {
            set.insert(square);
        }
        set
    }
}

impl BitOr for SquareSet {
    type Output = SquareSet;
    fn bitor(self, other: SquareSet) -> SquareSet {
        SquareSet(self.0 | other.0)
    }
}

impl BitOrAssign for SquareSet {
    fn bitor_assign(&mut self, other: SquareSet) {
        self.0 |= other.0;
    }
}

impl BitAnd for SquareSet {
    type Output = SquareSet;
    fn bitand(self, other: SquareSet) -> SquareSet {
        SquareSet(self.0 & other.0)
    }
}

impl BitAndAssign for SquareSet {
    fn bitand_assign(&mut self, other: SquareSet) {
        self.0 &= other.0;
    }
}

impl BitXor for SquareSet {
    type Output = SquareSet;
    fn bitxor(self, other: SquareSet) -> SquareSet {
        SquareSet(self.0 ^ other.0)
    }
}

impl Sub for SquareSet {
    type Output = SquareSet;
    fn sub(self, other: SquareSet) -> SquareSet {
        SquareSet(self.0 & !other.0)
    }
}

impl Not for SquareSet {
    type Output = SquareSet;
    fn not(self) -> SquareSet {
        SquareSet(!self.0)
    }
}

impl fmt::Display for SquareSet {
    /// The square names, space-separated, lowest index first.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, square) in self.iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{square}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn set(names: &str) -> SquareSet {
        names
            .split_whitespace()
            .map(|n| Square::parse(n).unwrap())
            .collect()
    }

    #[test]
    fn shifts_drop_squares_that_leave_the_board() {
        let edge = set("a1 h1 a8 h8 d4");
        assert_eq!(edge.shift(Direction::East), set("b1 b8 e4"));
        assert_eq!(edge.shift(Direction::West), set("g1 g8 c4"));
        assert_eq!(edge.shift(Direction::North), set("a2 h2 d5"));
        assert_eq!(edge.shift(Direction::South), set("a7 h7 d3"));
        assert_eq!(edge.shift(Direction::NorthEast), set("b2 e5"));
        assert_eq!(edge.shift(Direction::SouthWest), set("g7 c3"));
        assert_eq!(edge.shift(Direction::NorthWest), set("g2 c5"));
        assert_eq!(edge.shift(Direction::SouthEast), set("b7 e3"));
    }

    #[test]
    fn iteration_and_display() {
        let s = set("h8 a1 d4");
        assert_eq!(s.len(), 3);
        assert_eq!(s.to_string(), "a1 d4 h8");
        assert_eq!(s.first(), Square::parse("a1"));
        assert_eq!(s.iter().len(), 3);
    }
}
