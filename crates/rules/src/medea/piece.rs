//! Pieces: men and kings of either colour. (Chakras are squares with an owner, not pieces:
//! see the position.)

use std::fmt;

use super::colour::Colour;

/// What a piece is: a man, or a man crowned king.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Role {
    Man,
    King,
}

/// A man or king of one colour.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Piece {
    pub colour: Colour,
    pub role: Role,
}

impl Piece {
    pub const fn new(colour: Colour, role: Role) -> Piece {
        Piece { colour, role }
    }

    pub const fn is_king(self) -> bool {
        matches!(self.role, Role::King)
    }

    /// The letter of a position string: `M` and `K` for White, `m` and `k` for Black.
    pub const fn letter(self) -> char {
        match (self.colour, self.role) {
            (Colour::White, Role::Man) => 'M',
            (Colour::White, Role::King) => 'K',
            (Colour::Black, Role::Man) => 'm',
            (Colour::Black, Role::King) => 'k',
        }
    }

    /// The piece a position-string letter names.
    pub const fn from_letter(letter: char) -> Option<Piece> {
        Some(match letter {
            'M' => Piece::new(Colour::White, Role::Man),
            'K' => Piece::new(Colour::White, Role::King),
            'm' => Piece::new(Colour::Black, Role::Man),
            'k' => Piece::new(Colour::Black, Role::King),
            _ => return None,
        })
    }
}

impl fmt::Display for Role {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Role::Man => "man",
            Role::King => "king",
        })
    }
}

impl fmt::Display for Piece {
    /// "white man", "black king".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.colour.name(), self.role)
    }
}
