//! The two players, White and Black (the shared [`Side`](crate::side::Side)), and
//! which way a side goes on Medea's board: White from ranks 1 to 3 towards rank 8, Black the
//! other way. The functions are `const`, for the tables built from them.

use super::square::Direction;
pub use crate::side::Side as Colour;

/// The direction of a man's straight step forward.
pub const fn forward(colour: Colour) -> Direction {
    match colour {
        Colour::White => Direction::North,
        Colour::Black => Direction::South,
    }
}

/// A man's three steps: straight and diagonally forward.
pub const fn man_steps(colour: Colour) -> [Direction; 3] {
    match colour {
        Colour::White => [Direction::North, Direction::NorthWest, Direction::NorthEast],
        Colour::Black => [Direction::South, Direction::SouthWest, Direction::SouthEast],
    }
}

/// The rank (0-based) where `colour`'s men are crowned: the opponent's back rank.
pub const fn promotion_rank(colour: Colour) -> u8 {
    match colour {
        Colour::White => 7,
        Colour::Black => 0,
    }
}
