//! Move notation: `c3-d4` (a step or king move, transmission implied), `d4xd6xf6` (a jump
//! capture: its start and every landing square), `Ca2-b3` (a chakra move). Reading gives a
//! [`Notation`]; writing a legal move gives its canonical form.

use std::fmt;

use super::moves::{Move, MoveKind};
use super::position::Position;
use super::square::Square;
use crate::text_record::quote;

/// The most squares a written jump may list (no capture takes more than the 18 pieces a side
/// starts with, so 19 squares; longer input is refused before it is looked at).
pub const MAX_PATH_SQUARES: usize = 20;

/// A move as written, before it is checked against a position.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum Notation {
    /// `c3-d4`: a man step or king move.
    Step { from: Square, to: Square },
    /// `d4xd6xf6`: a jump capture's start and landing squares, in order.
    Jump(Vec<Square>),
    /// `Ca2-b3`: a chakra move.
    Chakra { from: Square, to: Square },
}

/// Why some text is not a move.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum NotationError {
    /// Nothing was written.
    Empty,
    /// A square name is not on the board.
    NotASquare(String),
    /// The text has none of the move shapes.
    NotAMove(String),
    /// A jump lists more squares than any capture can have.
    TooLong,
}

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NotationError::Empty => f.write_str("the move is missing"),
            NotationError::NotASquare(name) => {
                write!(f, "{} is not a square (a1 to h8)", quote(name))
            }
            NotationError::NotAMove(text) => write!(
                f,
                "{} is not a move: a move looks like c3-d4, d4xd6 or Ca2-b3",
                quote(text)
            ),
            NotationError::TooLong => {
                write!(f, "a capture lists at most {MAX_PATH_SQUARES} squares")
            }
        }
    }
}

impl std::error::Error for NotationError {}

fn square(name: &str) -> Result<Square, NotationError> {
    Square::parse(name).ok_or_else(|| NotationError::NotASquare(name.to_string()))
}

impl Notation {
    /// Reads a move (surrounding blanks ignored).
    pub fn parse(text: &str) -> Result<Notation, NotationError> {
        let text = text.trim();
        if text.is_empty() {
            return Err(NotationError::Empty);
        }
        let not_a_move = || NotationError::NotAMove(text.to_string());
        if let Some(rest) = text.strip_prefix('C') {
            let (from, to) = rest.split_once('-').ok_or_else(not_a_move)?;
            return Ok(Notation::Chakra {
                from: square(from)?,
                to: square(to)?,
            });
        }
        if let Some((from, to)) = text.split_once('-') {
            return Ok(Notation::Step {
                from: square(from)?,
                to: square(to)?,
            });
        }
        if text.contains('x') {
            if text.split('x').nth(MAX_PATH_SQUARES).is_some() {
                return Err(NotationError::TooLong);
            }
            if text.split('x').any(str::is_empty) {
                return Err(not_a_move());
            }
            let path = text.split('x').map(square).collect::<Result<Vec<_>, _>>()?;
            return Ok(Notation::Jump(path));
        }
        Err(not_a_move())
    }

    /// The square the move starts from.
    pub fn from(&self) -> Option<Square> {
        match self {
            Notation::Step { from, .. } | Notation::Chakra { from, .. } => Some(*from),
            Notation::Jump(path) => path.first().copied(),
        }
    }
}

impl fmt::Display for Notation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Notation::Step { from, to } => write!(f, "{from}-{to}"),
            Notation::Chakra { from, to } => write!(f, "C{from}-{to}"),
            Notation::Jump(path) => {
                for (i, square) in path.iter().enumerate() {
                    if i > 0 {
                        f.write_str("x")?;
                    }
                    write!(f, "{square}")?;
                }
                Ok(())
            }
        }
    }
}

impl std::str::FromStr for Notation {
    type Err = NotationError;

    fn from_str(text: &str) -> Result<Notation, NotationError> {
        Notation::parse(text)
    }
}

impl Position {
    /// The canonical notation of `mv`, a legal move of this position (for a jump, the path
    /// whose list of square names sorts first).
    pub fn notation(&self, mv: &Move) -> Notation {
        match mv.kind() {
            MoveKind::Step => Notation::Step {
                from: mv.from(),
                to: mv.to(),
            },
            MoveKind::Chakra => Notation::Chakra {
                from: mv.from(),
                to: mv.to(),
            },
            MoveKind::Jump => Notation::Jump(self.path(mv)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_three_shapes_and_writes_them_back() {
        for text in ["c3-d4", "d4xd6xf6", "Ca2-b3", "a1xa3"] {
            assert_eq!(Notation::parse(text).unwrap().to_string(), text);
        }
        assert_eq!(
            Notation::parse(" d4xd6 ").unwrap(),
            Notation::Jump(vec![
                Square::parse("d4").unwrap(),
                Square::parse("d6").unwrap()
            ])
        );
    }

    #[test]
    fn refuses_what_is_not_a_move() {
        assert_eq!(Notation::parse(""), Err(NotationError::Empty));
        assert_eq!(
            Notation::parse("c3-i4").unwrap_err().to_string(),
            "'i4' is not a square (a1 to h8)"
        );
        assert_eq!(
            Notation::parse("hello").unwrap_err().to_string(),
            "'hello' is not a move: a move looks like c3-d4, d4xd6 or Ca2-b3"
        );
        assert!(Notation::parse("Ca2").is_err());
        assert_eq!(
            Notation::parse("d4x"),
            Err(NotationError::NotAMove("d4x".into()))
        );
        assert_eq!(
            Notation::parse("x"),
            Err(NotationError::NotAMove("x".into()))
        );
        assert!(Notation::parse("c-3").is_err());
        let long = vec!["a1"; MAX_PATH_SQUARES + 1].join("x");
        assert_eq!(Notation::parse(&long), Err(NotationError::TooLong));
    }
}
