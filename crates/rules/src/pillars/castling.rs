//! Castling: the two sides of the board a King may castle to, and the rights still held.

use std::fmt;

use super::colour::{Colour, home_rank};
use super::square::Square;

/// The file (0-based) the Kings start on, `f`.
pub const KING_FILE: u8 = 5;

/// Towards which corner a King castles.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum CastlingSide {
    /// Towards file `a`: `O-O-A`.
    A,
    /// Towards file `k`: `O-O-K`.
    K,
}

impl CastlingSide {
    /// Both sides, `a` first.
    pub const ALL: [CastlingSide; 2] = [CastlingSide::A, CastlingSide::K];

    /// The file (0-based) of the Tower's corner, where the King lands.
    pub const fn corner_file(self) -> u8 {
        match self {
            CastlingSide::A => 0,
            CastlingSide::K => 10,
        }
    }

    /// The corner of `colour`'s home rank on this side: the Tower's square before, the
    /// King's after.
    pub const fn corner(self, colour: Colour) -> Square {
        home_square(self.corner_file(), colour)
    }

    /// The squares strictly between the King's home and the corner (`b1`..`e1` or
    /// `g1`..`j1`).
    pub fn between(self, colour: Colour) -> impl Iterator<Item = Square> {
        let files = match self {
            CastlingSide::A => 1..KING_FILE,
            CastlingSide::K => KING_FILE + 1..10,
        };
        let rank = home_rank(colour);
        files.filter_map(move |file| Square::at(file, rank))
    }

    /// The squares the King passes or lands on, nearest first (`e1`..`a1` or `g1`..`k1`).
    pub fn king_path(self, colour: Colour) -> Vec<Square> {
        let rank = home_rank(colour);
        let files: Vec<u8> = match self {
            CastlingSide::A => (0..KING_FILE).rev().collect(),
            CastlingSide::K => (KING_FILE + 1..=10).collect(),
        };
        files
            .into_iter()
            .filter_map(|file| Square::at(file, rank))
            .collect()
    }

    /// The side whose corner is on `file`, if any.
    pub const fn of_corner_file(file: u8) -> Option<CastlingSide> {
        match file {
            0 => Some(CastlingSide::A),
            10 => Some(CastlingSide::K),
            _ => None,
        }
    }

    /// Its notation: `O-O-A` or `O-O-K`.
    pub const fn notation(self) -> &'static str {
        match self {
            CastlingSide::A => "O-O-A",
            CastlingSide::K => "O-O-K",
        }
    }

    /// `a` or `k`.
    pub const fn letter(self) -> char {
        match self {
            CastlingSide::A => 'a',
            CastlingSide::K => 'k',
        }
    }
}

impl fmt::Display for CastlingSide {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "the {}-side", self.letter())
    }
}

/// The King's square at the start: `f1` or `f11`.
pub const fn king_home(colour: Colour) -> Square {
    home_square(KING_FILE, colour)
}

/// The square on `file` (0..11) of `colour`'s home rank.
const fn home_square(file: u8, colour: Colour) -> Square {
    Square::from_index(home_rank(colour) as u32 * 11 + file as u32)
}

/// The castling rights still held: neither the King nor that Tower has moved.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, Debug)]
pub struct CastlingRights(u8);

impl CastlingRights {
    /// No rights.
    pub const NONE: CastlingRights = CastlingRights(0);
    /// All four rights (the start).
    pub const ALL: CastlingRights = CastlingRights(0b1111);

    /// The bit of one right (0..4: White a, White k, Black a, Black k).
    pub const fn index(colour: Colour, side: CastlingSide) -> usize {
        colour.index() * 2 + side as usize
    }

    /// Whether `colour` may still castle on `side`.
    pub const fn has(self, colour: Colour, side: CastlingSide) -> bool {
        self.0 & (1 << Self::index(colour, side)) != 0
    }

    /// The rights with `colour`'s right on `side` set or cleared.
    pub const fn with(self, colour: Colour, side: CastlingSide, on: bool) -> CastlingRights {
        let bit = 1 << Self::index(colour, side);
        if on {
            CastlingRights(self.0 | bit)
        } else {
            CastlingRights(self.0 & !bit)
        }
    }

    /// The rights as bits (for hashing).
    pub(crate) const fn bits(self) -> u8 {
        self.0
    }

    /// The FEN field: `AKak` in that order, or `-`.
    pub fn fen(self) -> String {
        let mut text = String::new();
        for colour in Colour::ALL {
            for side in CastlingSide::ALL {
                if self.has(colour, side) {
                    let letter = side.letter();
                    text.push(match colour {
                        Colour::White => letter.to_ascii_uppercase(),
                        Colour::Black => letter,
                    });
                }
            }
        }
        if text.is_empty() {
            text.push('-');
        }
        text
    }
}
