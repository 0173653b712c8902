//! The two players, who are also the two faces of every stone.

use serde::{Deserialize, Serialize};

/// A player, and the colour of a stone's upper face.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Colour {
    Black,
    White,
}

impl Colour {
    /// Both colours, Black first.
    pub const ALL: [Colour; 2] = [Colour::Black, Colour::White];

    /// The other colour.
    #[inline]
    pub fn opponent(self) -> Colour {
        match self {
            Colour::Black => Colour::White,
            Colour::White => Colour::Black,
        }
    }

    /// 0 for Black, 1 for White.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The colour as records write it: `"black"` or `"white"`.
    pub fn name(self) -> &'static str {
        match self {
            Colour::Black => "black",
            Colour::White => "white",
        }
    }

    /// The colour named `name` (case-insensitive).
    pub fn from_name(name: &str) -> Option<Colour> {
        Colour::ALL
            .into_iter()
            .find(|c| c.name().eq_ignore_ascii_case(name.trim()))
    }

    /// The direction in which the marker moves towards this player: White's end is positive.
    #[inline]
    pub fn marker_sign(self) -> i8 {
        match self {
            Colour::Black => -1,
            Colour::White => 1,
        }
    }
}

impl std::fmt::Display for Colour {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Colour::Black => "Black",
            Colour::White => "White",
        })
    }
}
