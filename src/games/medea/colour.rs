//! The two players, White and Black, and what depends only on the colour: the direction a
//! man moves in and the row where it is crowned.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::square::Direction;

/// A player. White moves first, from ranks 1 to 3 towards rank 8.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Colour {
    White,
    Black,
}

impl Colour {
    /// Both colours, White first.
    pub const BOTH: [Colour; 2] = [Colour::White, Colour::Black];

    pub const fn opponent(self) -> Colour {
        match self {
            Colour::White => Colour::Black,
            Colour::Black => Colour::White,
        }
    }

    /// 0 for White, 1 for Black.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The direction of a man's straight step forward.
    pub const fn forward(self) -> Direction {
        match self {
            Colour::White => Direction::North,
            Colour::Black => Direction::South,
        }
    }

    /// A man's three steps: straight and diagonally forward.
    pub const fn man_steps(self) -> [Direction; 3] {
        match self {
            Colour::White => [Direction::North, Direction::NorthWest, Direction::NorthEast],
            Colour::Black => [Direction::South, Direction::SouthWest, Direction::SouthEast],
        }
    }

    /// The rank (0-based) where this colour's men are crowned: the opponent's back rank.
    pub const fn promotion_rank(self) -> u8 {
        match self {
            Colour::White => 7,
            Colour::Black => 0,
        }
    }

    /// The colour's name in lower case, as records and dumps write it.
    pub const fn name(self) -> &'static str {
        match self {
            Colour::White => "white",
            Colour::Black => "black",
        }
    }
}

impl fmt::Display for Colour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Colour::White => "White",
            Colour::Black => "Black",
        })
    }
}
