//! The ten kinds of piece, their letters and names, and a piece: a side, a kind and the Morph
//! mark.

use std::fmt;

use super::colour::Colour;

/// What a piece is, and so how it moves.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub enum Role {
    /// Moves like a pawn without en passant; double steps from its 2nd or 3rd rank; promotes
    /// to a Medusa.
    Sword,
    /// A rook.
    Tower,
    /// A knight.
    Horse,
    /// A bishop.
    Advisor,
    /// Bishop or knight.
    MountedAdvisor,
    /// A queen.
    Queen,
    /// A king; castles by exchanging squares with a Tower.
    King,
    /// Queen or knight.
    Serpent,
    /// Rook or knight.
    Pillar,
    /// A queen that goes at most three squares; freezes the enemy pieces next to her.
    Medusa,
}

impl Role {
    /// Every kind, in the order of the table of pieces.
    pub const ALL: [Role; 10] = [
        Role::Sword,
        Role::Tower,
        Role::Horse,
        Role::Advisor,
        Role::MountedAdvisor,
        Role::Queen,
        Role::King,
        Role::Serpent,
        Role::Pillar,
        Role::Medusa,
    ];

    /// Its number, 0..10, in the order of [`Role::ALL`].
    pub const fn index(self) -> usize {
        self as usize
    }

    /// Its upper-case letter: `W T H A D Q K S P M`.
    pub const fn letter(self) -> char {
        match self {
            Role::Sword => 'W',
            Role::Tower => 'T',
            Role::Horse => 'H',
            Role::Advisor => 'A',
            Role::MountedAdvisor => 'D',
            Role::Queen => 'Q',
            Role::King => 'K',
            Role::Serpent => 'S',
            Role::Pillar => 'P',
            Role::Medusa => 'M',
        }
    }

    /// The kind with the letter `letter` (either case).
    pub fn from_letter(letter: char) -> Option<Role> {
        let upper = letter.to_ascii_uppercase();
        Role::ALL.into_iter().find(|r| r.letter() == upper)
    }

    /// Its name: `Sword`, `Mounted Advisor`, ...
    pub const fn name(self) -> &'static str {
        match self {
            Role::Sword => "Sword",
            Role::Tower => "Tower",
            Role::Horse => "Horse",
            Role::Advisor => "Advisor",
            Role::MountedAdvisor => "Mounted Advisor",
            Role::Queen => "Queen",
            Role::King => "King",
            Role::Serpent => "Serpent",
            Role::Pillar => "Pillar",
            Role::Medusa => "Medusa",
        }
    }
}

impl fmt::Display for Role {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A piece on the board.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Piece {
    pub colour: Colour,
    pub role: Role,
    /// Whether it is the Morph (which may take the form of what it captures).
    pub morph: bool,
}

impl Piece {
    /// An ordinary piece.
    pub const fn new(colour: Colour, role: Role) -> Piece {
        Piece {
            colour,
            role,
            morph: false,
        }
    }

    /// A Morph in the form of `role`.
    pub const fn morph(colour: Colour, role: Role) -> Piece {
        Piece {
            colour,
            role,
            morph: true,
        }
    }

    /// Its letters in a position: `*` for the Morph, then its letter, upper case for White.
    pub fn fen(self) -> String {
        let letter = match self.colour {
            Colour::White => self.role.letter(),
            Colour::Black => self.role.letter().to_ascii_lowercase(),
        };
        if self.morph {
            format!("*{letter}")
        } else {
            letter.to_string()
        }
    }

    /// A number 0..40 for hashing and tables: side, Morph mark and kind.
    pub(crate) const fn code(self) -> usize {
        self.colour.index() * 20 + (self.morph as usize) * 10 + self.role.index()
    }
}

impl fmt::Display for Piece {
    /// `Tower`, or `Morph Tower` for the Morph in a Tower's form.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.morph {
            write!(f, "Morph {}", self.role.name())
        } else {
            f.write_str(self.role.name())
        }
    }
}
