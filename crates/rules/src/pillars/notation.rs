//! Moves as text: `e3-e5`, `c8xd8`, `b7xc8=D` (a Morph's capture that transforms), `O-O-A`
//! and `O-O-K`. Written in that canonical form; read with upper-case squares too and with
//! check and comment marks (`+ # ! ?`) after the move ignored.

use std::fmt;

use super::castling::CastlingSide;
use super::illegal::IllegalMove;
use super::moves::{Move, MoveKind};
use super::piece::Role;
use super::position::Position;
use super::square::Square;
use crate::text_record::quote;

/// Why a written move cannot be played.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum MoveError {
    /// Not a move in any form.
    Unreadable(String),
    /// A capture written with `-`, or a move without capture written with `x`.
    CaptureMark { written: String, canonical: String },
    /// A move that breaks a rule.
    Illegal(IllegalMove),
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::Unreadable(token) => write!(
                f,
                "{} is not a move (moves look like e3-e5, c8xd8, b7xc8=D, O-O-A)",
                quote(token)
            ),
            MoveError::CaptureMark { written, canonical } => write!(
                f,
                "{} marks the capture wrongly: write {canonical}",
                quote(written)
            ),
            MoveError::Illegal(error) => error.fmt(f),
        }
    }
}

impl std::error::Error for MoveError {}

impl From<IllegalMove> for MoveError {
    fn from(error: IllegalMove) -> MoveError {
        MoveError::Illegal(error)
    }
}

impl Position {
    /// `mv` in canonical notation (it should be legal here, for the capture mark).
    pub fn notation(&self, mv: Move) -> String {
        match mv.kind {
            MoveKind::Castle(side) => side.notation().to_string(),
            MoveKind::Plain => {
                let mark = if self.captured_by(mv).is_some() {
                    'x'
                } else {
                    '-'
                };
                format!("{}{mark}{}", mv.from, mv.to)
            }
            MoveKind::Transform(role) => format!("{}x{}={}", mv.from, mv.to, role.letter()),
        }
    }

    /// Reads a move and checks that it is legal here.
    pub fn parse_move(&self, text: &str) -> Result<Move, MoveError> {
        let token = text.trim();
        let unreadable = || MoveError::Unreadable(token.to_string());
        let core = token.trim_end_matches(['+', '#', '!', '?']);
        let upper = core.to_ascii_uppercase();
        for side in CastlingSide::ALL {
            if upper == side.notation() {
                let mv = Move::castle(self.to_move(), side);
                self.check_move(mv)?;
                return Ok(mv);
            }
        }
        let split = core.find(['-', 'x', 'X']).ok_or_else(unreadable)?;
        let (from, rest) = core.split_at(split);
        let captures = !rest.starts_with('-');
        let rest = &rest[1..];
        let (to, form) = match rest.split_once('=') {
            Some((to, form)) => (to, Some(form)),
            None => (rest, None),
        };
        let from = Square::parse(from).ok_or_else(unreadable)?;
        let to = Square::parse(to).ok_or_else(unreadable)?;
        let mv = match form {
            None => Move::new(from, to),
            Some(letter) => {
                let mut chars = letter.chars();
                let role = chars
                    .next()
                    .filter(|_| chars.next().is_none())
                    .and_then(Role::from_letter)
                    .ok_or_else(unreadable)?;
                Move::transform(from, to, role)
            }
        };
        self.check_move(mv)?;
        if captures != self.captured_by(mv).is_some() {
            return Err(MoveError::CaptureMark {
                written: token.to_string(),
                canonical: self.notation(mv),
            });
        }
        Ok(mv)
    }
}
