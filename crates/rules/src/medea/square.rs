//! The 64 squares of Medea's 8 x 8 board (`a1`..`h8`) and the eight directions between them.

use std::fmt;

/// A square of the board: file `a`..`h` from White's left, rank `1`..`8` from White's side.
/// Inside, the index `rank * 8 + file`, so `a1` is 0, `h1` is 7 and `h8` is 63.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Square(u8);

impl Square {
    /// The square on `file` (0 = `a`) and `rank` (0 = rank 1), if both are on the board.
    pub const fn new(file: u8, rank: u8) -> Option<Square> {
        if file < 8 && rank < 8 {
            Some(Square(rank * 8 + file))
        } else {
            None
        }
    }

    /// The square with index `index` (`rank * 8 + file`), if below 64.
    pub const fn from_index(index: u8) -> Option<Square> {
        if index < 64 {
            Some(Square(index))
        } else {
            None
        }
    }

    /// The square of a bit index known to be below 64 (from a `u64`'s trailing zeros).
    pub(crate) const fn of_bit(index: u32) -> Square {
        Square((index & 63) as u8)
    }

    /// Every square, `a1`, `b1`, ... `h8`.
    pub fn all() -> impl Iterator<Item = Square> {
        (0..64).map(Square)
    }

    /// The index `rank * 8 + file` (0..64).
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The file, 0 for `a` to 7 for `h`.
    pub const fn file(self) -> u8 {
        self.0 % 8
    }

    /// The rank, 0 for rank 1 to 7 for rank 8.
    pub const fn rank(self) -> u8 {
        self.0 / 8
    }

    /// This square as a one-bit set.
    pub const fn bit(self) -> u64 {
        1 << self.0
    }

    /// The order of square names (`a1` < `a2` < ... < `a8` < `b1`): file first, then rank.
    /// Notation sorts paths by it.
    pub const fn name_order(self) -> u8 {
        self.file() * 8 + self.rank()
    }

    /// The neighbouring square in `direction`, if it is on the board.
    pub const fn step(self, direction: Direction) -> Option<Square> {
        let (df, dr) = direction.delta();
        let file = self.file() as i8 + df;
        let rank = self.rank() as i8 + dr;
        if file < 0 || rank < 0 {
            None
        } else {
            Square::new(file as u8, rank as u8)
        }
    }

    /// Reads a square name such as `d4` (lower case only).
    pub fn parse(name: &str) -> Option<Square> {
        match name.as_bytes() {
            [file @ b'a'..=b'h', rank @ b'1'..=b'8'] => Square::new(file - b'a', rank - b'1'),
            _ => None,
        }
    }

    /// The direction from `self` to `other` when they lie on one rank, file or diagonal, with
    /// the number of steps between them.
    pub fn line_to(self, other: Square) -> Option<(Direction, u8)> {
        let df = other.file() as i8 - self.file() as i8;
        let dr = other.rank() as i8 - self.rank() as i8;
        if (df, dr) == (0, 0) || (df != 0 && dr != 0 && df.abs() != dr.abs()) {
            return None;
        }
        let direction = Direction::ALL
            .into_iter()
            .find(|d| d.delta() == (df.signum(), dr.signum()))?;
        Some((direction, df.unsigned_abs().max(dr.unsigned_abs())))
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file()) as char, self.rank() + 1)
    }
}

/// One of the eight directions on the board, as White sees it (north is towards rank 8).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Direction {
    North,
    NorthEast,
    East,
    SouthEast,
    South,
    SouthWest,
    West,
    NorthWest,
}

impl Direction {
    /// All eight directions, clockwise from north.
    pub const ALL: [Direction; 8] = [
        Direction::North,
        Direction::NorthEast,
        Direction::East,
        Direction::SouthEast,
        Direction::South,
        Direction::SouthWest,
        Direction::West,
        Direction::NorthWest,
    ];

    /// The four orthogonal directions: every capture goes along one of them.
    pub const ORTHOGONAL: [Direction; 4] = [
        Direction::North,
        Direction::East,
        Direction::South,
        Direction::West,
    ];

    /// (file change, rank change) of one step.
    pub const fn delta(self) -> (i8, i8) {
        match self {
            Direction::North => (0, 1),
            Direction::NorthEast => (1, 1),
            Direction::East => (1, 0),
            Direction::SouthEast => (1, -1),
            Direction::South => (0, -1),
            Direction::SouthWest => (-1, -1),
            Direction::West => (-1, 0),
            Direction::NorthWest => (-1, 1),
        }
    }

    /// Whether this is a rank or file direction (not a diagonal).
    pub const fn is_orthogonal(self) -> bool {
        let (df, dr) = self.delta();
        df == 0 || dr == 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_indices() {
        let d4 = Square::parse("d4").unwrap();
        assert_eq!((d4.file(), d4.rank(), d4.index()), (3, 3, 27));
        assert_eq!(d4.to_string(), "d4");
        assert_eq!(Square::parse("h8").unwrap().index(), 63);
        for bad in ["", "a", "a0", "a9", "i1", "A1", "a10", "1a"] {
            assert_eq!(Square::parse(bad), None, "{bad}");
        }
    }

    #[test]
    fn steps_stop_at_the_edge() {
        let a1 = Square::parse("a1").unwrap();
        assert_eq!(a1.step(Direction::South), None);
        assert_eq!(a1.step(Direction::West), None);
        assert_eq!(a1.step(Direction::NorthEast), Square::parse("b2"));
        let h8 = Square::parse("h8").unwrap();
        assert_eq!(h8.step(Direction::East), None);
        assert_eq!(h8.step(Direction::North), None);
    }

    #[test]
    fn lines_between_squares() {
        let sq = |n| Square::parse(n).unwrap();
        assert_eq!(sq("a1").line_to(sq("h8")), Some((Direction::NorthEast, 7)));
        assert_eq!(sq("d4").line_to(sq("d1")), Some((Direction::South, 3)));
        assert_eq!(sq("d4").line_to(sq("e6")), None);
        assert_eq!(sq("d4").line_to(sq("d4")), None);
    }

    #[test]
    fn name_order_is_file_then_rank() {
        let sq = |n| Square::parse(n).unwrap();
        assert!(sq("a8").name_order() < sq("b1").name_order());
        assert!(sq("b1").name_order() < sq("b2").name_order());
    }
}
