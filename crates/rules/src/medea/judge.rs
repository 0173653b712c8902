//! Judging a move a player asks for: finding it among the legal moves, or saying which rule it
//! breaks (the most specific one: the shape of the move first, then the capture obligation and
//! the majority rule).

use super::colour::man_steps;
use super::effect::between;
use super::move_error::MoveError;
use super::moves::{Move, MoveKind};
use super::notation::Notation;
use super::piece::Role;
use super::position::Position;
use super::square::Square;

impl Position {
    /// The legal move `notation` names, or why there is none. A jump may be written along any
    /// of its paths.
    pub fn resolve(&self, notation: &Notation) -> Result<Move, MoveError> {
        let legal = self.legal_moves();
        match notation {
            Notation::Step { from, to } => legal
                .iter()
                .find(|m| m.kind() == MoveKind::Step && m.from() == *from && m.to() == *to)
                .copied()
                .ok_or_else(|| self.explain_step(*from, *to, &legal)),
            Notation::Chakra { from, to } => legal
                .iter()
                .find(|m| m.kind() == MoveKind::Chakra && m.from() == *from && m.to() == *to)
                .copied()
                .ok_or_else(|| self.explain_chakra(*from, *to, &legal)),
            Notation::Jump(path) => {
                let capture = self.follow_path(path)?;
                if legal.contains(&capture) {
                    Ok(capture)
                } else {
                    Err(self.explain_capture(&capture, &legal))
                }
            }
        }
    }

    /// The legal moves from `from` to `to`, for a player who picks two squares: a step or
    /// king move, a chakra move, or every capture ending there (more than one when different
    /// sets of pieces can be taken on the way; their paths tell them apart). When there is
    /// none, why not.
    pub fn moves_between(&self, from: Square, to: Square) -> Result<Vec<Move>, MoveError> {
        let legal = self.legal_moves();
        let found: Vec<Move> = legal
            .iter()
            .filter(|m| m.from() == from && m.to() == to)
            .copied()
            .collect();
        if !found.is_empty() {
            return Ok(found);
        }
        let vacant_own_chakra =
            self.chakra_owner(from) == Some(self.to_move) && self.piece_at(from).is_none();
        if vacant_own_chakra {
            return Err(self.explain_chakra(from, to, &legal));
        }
        let role = self.check_own_piece(from)?;
        if self.is_first_jump(from, to, role) {
            return Err(match self.follow_path(&[from, to]) {
                Ok(capture) => self.explain_capture(&capture, &legal),
                Err(error) => error,
            });
        }
        Err(self.explain_step(from, to, &legal))
    }

    /// Why nothing on `square` can move, for a player who picks it to move: not their piece or
    /// chakra, a capture to make elsewhere, or nowhere to go. `None` when it has legal moves.
    pub fn why_immobile(&self, square: Square) -> Option<MoveError> {
        let legal = self.legal_moves();
        if legal.iter().any(|m| m.from() == square) {
            return None;
        }
        let piece = match self.piece_at(square) {
            None => match self.chakra_owner(square) {
                Some(owner) if owner != self.to_move => {
                    return Some(MoveError::NotYourChakra { square, owner });
                }
                Some(_) => None,
                None => return Some(MoveError::NoPiece { square }),
            },
            Some(piece) if piece.colour != self.to_move => {
                return Some(MoveError::NotYours { square, piece });
            }
            Some(piece) => Some(piece),
        };
        Some(
            self.obligation(&legal)
                .unwrap_or(MoveError::Immobile { square, piece }),
        )
    }

    /// Reads a move in notation and finds it among the legal moves.
    pub fn parse_move(&self, text: &str) -> Result<Move, MoveError> {
        self.resolve(&Notation::parse(text)?)
    }

    /// Plays `mv` if it is legal here; otherwise says why and leaves the position as it was.
    pub fn play(&mut self, mv: &Move) -> Result<(), MoveError> {
        if self.legal_moves().contains(mv) {
            self.play_unchecked(mv);
            Ok(())
        } else {
            Err(self.explain(mv))
        }
    }

    /// Why `mv` is not legal here (or `NotLegal` if nothing more specific applies).
    pub fn explain(&self, mv: &Move) -> MoveError {
        let notation = match mv.kind() {
            MoveKind::Jump => {
                let path = self.path(mv);
                match self.follow_path(&path) {
                    Ok(capture) => return self.explain_capture(&capture, &self.legal_moves()),
                    Err(error) => return error,
                }
            }
            MoveKind::Step => Notation::Step {
                from: mv.from(),
                to: mv.to(),
            },
            MoveKind::Chakra => Notation::Chakra {
                from: mv.from(),
                to: mv.to(),
            },
        };
        match self.resolve(&notation) {
            Ok(_) => MoveError::NotLegal,
            Err(error) => error,
        }
    }

    /// The error for a move starting on `from` when no own piece stands there.
    fn check_own_piece(&self, from: Square) -> Result<Role, MoveError> {
        match self.piece_at(from) {
            None => Err(MoveError::NoPiece { square: from }),
            Some(piece) if piece.colour != self.to_move => Err(MoveError::NotYours {
                square: from,
                piece,
            }),
            Some(piece) => Ok(piece.role),
        }
    }

    /// The capture the side to move must make instead (when a non-capturing move was asked
    /// for).
    fn obligation(&self, legal: &[Move]) -> Option<MoveError> {
        let capture = legal.iter().filter(|m| m.is_capture()).min_by_key(|m| {
            (
                m.kind() != MoveKind::Jump,
                m.from().name_order(),
                m.to().name_order(),
            )
        })?;
        let piece = self.piece_at(capture.from())?;
        Some(match capture.replaced() {
            None => MoveError::CaptureCompulsory {
                square: capture.from(),
                piece,
                count: capture.captured().len(),
            },
            Some(square) => MoveError::ReplacementCompulsory {
                from: capture.from(),
                to: capture.to(),
                square,
                piece: self.piece_at(square)?,
            },
        })
    }

    fn explain_step(&self, from: Square, to: Square, legal: &[Move]) -> MoveError {
        let role = match self.check_own_piece(from) {
            Ok(role) => role,
            Err(error) => return error,
        };
        if self.is_first_jump(from, to, role) {
            return MoveError::WriteWithX { from, to };
        }
        match role {
            Role::Man => {
                let is_step = man_steps(self.to_move)
                    .into_iter()
                    .any(|d| from.step(d) == Some(to));
                if !is_step {
                    return MoveError::ManStep { from, to };
                }
            }
            Role::King => {
                if from.line_to(to).is_none() {
                    return MoveError::KingLine { from, to };
                }
                if let Some(at) = between(from, to)
                    .into_iter()
                    .find(|s| self.occupied().contains(*s))
                {
                    return MoveError::Blocked { from, to, at };
                }
            }
        }
        if self.occupied().contains(to) {
            return MoveError::Occupied { square: to };
        }
        self.obligation(legal).unwrap_or(MoveError::NotLegal)
    }

    /// Whether `from` to `to` is a single jump the piece could make now (to suggest the `x`).
    fn is_first_jump(&self, from: Square, to: Square, role: Role) -> bool {
        let Some((direction, distance)) = from.line_to(to) else {
            return false;
        };
        if !direction.is_orthogonal() || (role == Role::Man && distance != 2) {
            return false;
        }
        let all = self.occupied();
        let pieces: Vec<Square> = between(from, to)
            .into_iter()
            .filter(|s| all.contains(*s))
            .collect();
        matches!(pieces.as_slice(), [victim] if self.side(self.to_move.opponent()).contains(*victim))
            && !all.contains(to)
    }

    fn explain_chakra(&self, from: Square, to: Square, legal: &[Move]) -> MoveError {
        match self.chakra_owner(from) {
            None => return MoveError::NotAChakra { square: from },
            Some(owner) if owner != self.to_move => {
                return MoveError::NotYourChakra {
                    square: from,
                    owner,
                };
            }
            Some(_) => {}
        }
        if let Some(piece) = self.piece_at(from) {
            return MoveError::ChakraOccupied {
                square: from,
                piece,
            };
        }
        if from.line_to(to).is_none_or(|(_, distance)| distance != 1) {
            return MoveError::ChakraStep { from, to };
        }
        if self.chakra_owner(to).is_some() {
            return MoveError::ChakraOntoChakra { square: to };
        }
        if self.occupied().contains(to) {
            return MoveError::Occupied { square: to };
        }
        self.obligation(legal).unwrap_or(MoveError::NotLegal)
    }

    /// Follows a written jump path on the board: every jump along a rank or file, over exactly
    /// one enemy piece not yet captured (adjacent for a man), onto a vacant square. Returns the
    /// capture it makes (which may still break the majority rule or stop too early).
    pub(crate) fn follow_path(&self, path: &[Square]) -> Result<Move, MoveError> {
        let (&origin, jumps) = path.split_first().ok_or(MoveError::NotLegal)?;
        let role = self.check_own_piece(origin)?;
        if jumps.is_empty() {
            return Err(MoveError::NotLegal);
        }
        let occupied = self.occupied() - super::square_set::SquareSet::of(origin);
        let enemy = self.side(self.to_move.opponent());
        let mut captured = super::square_set::SquareSet::EMPTY;
        let mut at = origin;
        for &to in jumps {
            let (from, distance) = match at.line_to(to) {
                Some((direction, distance)) if direction.is_orthogonal() => (at, distance),
                _ => return Err(MoveError::NotOrthogonal { from: at, to }),
            };
            if role == Role::Man && distance != 2 {
                return Err(MoveError::ShortLeap { from, to });
            }
            let pieces: Vec<Square> = between(from, to)
                .into_iter()
                .filter(|s| occupied.contains(*s))
                .collect();
            let victim = match pieces.as_slice() {
                [] => return Err(MoveError::NothingToJump { from, to }),
                [victim] => *victim,
                _ => return Err(MoveError::TwoPieces { from, to }),
            };
            if !enemy.contains(victim) {
                return Err(MoveError::OwnPiece { square: victim });
            }
            if captured.contains(victim) {
                return Err(MoveError::JumpedTwice { square: victim });
            }
            if occupied.contains(to) {
                return Err(MoveError::LandingOccupied { square: to });
            }
            captured.insert(victim);
            at = to;
        }
        Ok(Move::jump(origin, at, captured.0))
    }

    /// Why a capture that follows the board's geometry is still not legal.
    fn explain_capture(&self, capture: &Move, legal: &[Move]) -> MoveError {
        if self.can_jump_on(capture) {
            return MoveError::Unfinished { at: capture.to() };
        }
        let available = legal
            .iter()
            .filter(|m| m.kind() == MoveKind::Jump)
            .map(|m| m.captured().len())
            .max()
            .unwrap_or(0);
        let taken = capture.captured().len();
        if available > taken {
            MoveError::Majority { available, taken }
        } else {
            MoveError::NotLegal
        }
    }
}
