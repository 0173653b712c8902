//! The two sides, White (who moves first) and Black.

use std::fmt;
use std::ops::Not;

use serde::{Deserialize, Serialize};

/// A side.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Colour {
    White,
    Black,
}

impl Colour {
    /// Both sides, White first.
    pub const ALL: [Colour; 2] = [Colour::White, Colour::Black];

    /// The other side.
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

    /// `white` or `black`.
    pub const fn name(self) -> &'static str {
        match self {
            Colour::White => "white",
            Colour::Black => "black",
        }
    }

    /// `White` or `Black`.
    pub const fn title(self) -> &'static str {
        match self {
            Colour::White => "White",
            Colour::Black => "Black",
        }
    }

    /// The rank (0-based) a Sword of this side promotes on.
    pub const fn last_rank(self) -> u8 {
        match self {
            Colour::White => 10,
            Colour::Black => 0,
        }
    }

    /// The rank (0-based) its King and Towers start on.
    pub const fn home_rank(self) -> u8 {
        match self {
            Colour::White => 0,
            Colour::Black => 10,
        }
    }

    /// Which way its Swords go: +1 up the board for White, -1 for Black.
    pub const fn forward(self) -> i8 {
        match self {
            Colour::White => 1,
            Colour::Black => -1,
        }
    }
}

impl Not for Colour {
    type Output = Colour;
    fn not(self) -> Colour {
        self.opponent()
    }
}

impl fmt::Display for Colour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.title())
    }
}
