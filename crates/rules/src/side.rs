//! The two sides of the chess-like games (Medea and Pillars of Medusa): White, who moves
//! first, and Black. Each game re-exports the type as its `Colour` and adds which way a side
//! goes on its own board. (Medusa's colours are another thing: Black moves first there, and
//! a colour is a face of a stone.)

use std::fmt;
use std::ops::Not;

use serde::{Deserialize, Serialize};

/// A side. White moves first.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    White,
    Black,
}

impl Side {
    /// Both sides, White first.
    pub const ALL: [Side; 2] = [Side::White, Side::Black];

    /// The other side.
    pub const fn opponent(self) -> Side {
        match self {
            Side::White => Side::Black,
            Side::Black => Side::White,
        }
    }

    /// 0 for White, 1 for Black.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// `white` or `black`, as records and dumps write it.
    pub const fn name(self) -> &'static str {
        match self {
            Side::White => "white",
            Side::Black => "black",
        }
    }

    /// `White` or `Black`, as sentences write it.
    pub const fn title(self) -> &'static str {
        match self {
            Side::White => "White",
            Side::Black => "Black",
        }
    }
}

impl Not for Side {
    type Output = Side;
    fn not(self) -> Side {
        self.opponent()
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.title())
    }
}

#[cfg(test)]
mod tests {
    use super::Side;

    #[test]
    fn sides_alternate_and_have_names() {
        assert_eq!(Side::White.opponent(), Side::Black);
        assert_eq!(!Side::Black, Side::White);
        assert_eq!(Side::ALL.map(Side::index), [0, 1]);
        assert_eq!(Side::Black.name(), "black");
        assert_eq!(Side::White.to_string(), "White");
        assert_eq!(
            serde_json::to_string(&Side::White).ok().as_deref(),
            Some("\"white\"")
        );
    }
}
