//! Why a move is refused: a typed error for every rule a move can break, with a sentence a
//! player understands, and the check that finds it without changing the position.

use std::fmt;

use super::attacks;
use super::castling::CastlingSide;
use super::colour::Colour;
use super::movegen::CastlingProblem;
use super::moves::{Move, MoveKind};
use super::piece::{Piece, Role};
use super::position::Position;
use super::square::Square;

/// A move that may not be played, and why.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum IllegalMove {
    /// The game has ended.
    GameOver,
    /// There is no piece on the square.
    Empty(Square),
    /// The piece belongs to the other side.
    NotYours { square: Square, piece: Piece },
    /// The piece stands next to an enemy Medusa.
    Frozen { square: Square, piece: Piece },
    /// The destination holds one of the mover's own pieces.
    OwnPiece { square: Square, piece: Piece },
    /// The piece does not move that way (or its path is blocked).
    Unreachable {
        from: Square,
        piece: Piece,
        to: Square,
    },
    /// A transformation asked of a piece that is not the Morph.
    NotTheMorph { square: Square, piece: Piece },
    /// A transformation asked without a capture.
    NoCapture { to: Square },
    /// A transformation into another kind than the captured piece's.
    WrongForm { captured: Piece, asked: Role },
    /// A transformation that would change nothing (the capture alone is the move).
    NoChange { captured: Piece },
    /// The mover's King would be attacked by the unfrozen enemy piece on `square`.
    KingInCheck { attacker: Piece, square: Square },
    /// Castling written with other squares than the King's home and the corner.
    CastlingSquares { colour: Colour, side: CastlingSide },
    /// The King or that Tower has moved (or the Tower is gone).
    CastlingRightLost { colour: Colour, side: CastlingSide },
    /// A square between the King and the Tower is taken.
    CastlingBlocked { square: Square, piece: Piece },
    /// The King is in check.
    CastlingOutOfCheck { attacker: Piece, square: Square },
    /// A square the King passes or lands on is attacked.
    CastlingThroughAttack {
        square: Square,
        attacker: Piece,
        from: Square,
    },
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            IllegalMove::GameOver => f.write_str("the game is over"),
            IllegalMove::Empty(square) => write!(f, "there is no piece on {square}"),
            IllegalMove::NotYours { square, piece } => write!(
                f,
                "the {piece} on {square} is {}'s, not yours",
                piece.colour
            ),
            IllegalMove::Frozen { square, piece } => {
                write!(f, "the {piece} on {square} is turned to stone")
            }
            IllegalMove::OwnPiece { square, piece } => {
                write!(f, "your own {piece} stands on {square}")
            }
            IllegalMove::Unreachable { from, piece, to } => {
                write!(f, "the {piece} on {from} cannot move to {to}")
            }
            IllegalMove::NotTheMorph { square, piece } => write!(
                f,
                "only the Morph can take another form, and the {piece} on {square} is not the Morph"
            ),
            IllegalMove::NoCapture { to } => write!(
                f,
                "the Morph takes another form only when it captures, and there is nothing to capture on {to}"
            ),
            IllegalMove::WrongForm { captured, asked } => write!(
                f,
                "the Morph can take the form of the piece it captures, the {}, not the {asked}",
                captured.role
            ),
            IllegalMove::NoChange { captured } => write!(
                f,
                "taking the form of the {captured} changes nothing: write the capture alone"
            ),
            IllegalMove::KingInCheck { attacker, square } => {
                write!(
                    f,
                    "your King would be in check from the {attacker} on {square}"
                )
            }
            IllegalMove::CastlingSquares { colour, side } => write!(
                f,
                "castling on {side} moves the King from {} to {}",
                Move::castle(colour, side).from,
                Move::castle(colour, side).to
            ),
            IllegalMove::CastlingRightLost { colour, side } => write!(
                f,
                "{colour} can no longer castle on {side}: the King or that Tower has moved"
            ),
            IllegalMove::CastlingBlocked { square, piece } => write!(
                f,
                "castling needs the squares between King and Tower empty, and a {piece} stands on {square}"
            ),
            IllegalMove::CastlingOutOfCheck { attacker, square } => write!(
                f,
                "the King cannot castle out of check (from the {attacker} on {square})"
            ),
            IllegalMove::CastlingThroughAttack {
                square,
                attacker,
                from,
            } => write!(
                f,
                "the King cannot castle across or onto {square}, attacked by the {attacker} on {from}"
            ),
        }
    }
}

impl std::error::Error for IllegalMove {}

impl Position {
    /// Whether `mv` is legal here, and if not, why. Changes nothing. (The end of the game is
    /// the game's to judge: a position does not know it.)
    pub fn check_move(&self, mv: Move) -> Result<(), IllegalMove> {
        let us = self.to_move();
        let board = self.board();
        let piece_on = |square: Square| board.piece_at(square);
        let described =
            |square: Square| piece_on(square).unwrap_or(Piece::new(us.opponent(), Role::Sword));
        if let MoveKind::Castle(side) = mv.kind {
            if mv != Move::castle(us, side) {
                return Err(IllegalMove::CastlingSquares { colour: us, side });
            }
            return match self.castling_problem(side) {
                None => Ok(()),
                Some(CastlingProblem::RightLost) => {
                    Err(IllegalMove::CastlingRightLost { colour: us, side })
                }
                Some(CastlingProblem::Frozen(square)) => Err(IllegalMove::Frozen {
                    square,
                    piece: described(square),
                }),
                Some(CastlingProblem::Blocked(square)) => Err(IllegalMove::CastlingBlocked {
                    square,
                    piece: described(square),
                }),
                Some(CastlingProblem::InCheck(square)) => Err(IllegalMove::CastlingOutOfCheck {
                    attacker: described(square),
                    square,
                }),
                Some(CastlingProblem::Attacked { square, attacker }) => {
                    Err(IllegalMove::CastlingThroughAttack {
                        square,
                        attacker: described(attacker),
                        from: attacker,
                    })
                }
            };
        }
        let Some(piece) = piece_on(mv.from) else {
            return Err(IllegalMove::Empty(mv.from));
        };
        if piece.colour != us {
            return Err(IllegalMove::NotYours {
                square: mv.from,
                piece,
            });
        }
        if self.is_frozen(mv.from) {
            return Err(IllegalMove::Frozen {
                square: mv.from,
                piece,
            });
        }
        let target = piece_on(mv.to);
        if let Some(own) = target.filter(|p| p.colour == us) {
            return Err(IllegalMove::OwnPiece {
                square: mv.to,
                piece: own,
            });
        }
        let occupied = board.occupied();
        let reach = match piece.role {
            Role::Sword => {
                self.sword_targets(mv.from, us, occupied, board.by_colour(us.opponent()))
            }
            role => attacks::attacks(role, us, mv.from, occupied),
        };
        let unreachable = IllegalMove::Unreachable {
            from: mv.from,
            piece,
            to: mv.to,
        };
        if !reach.contains(mv.to) || target.is_some_and(|t| t.role == Role::King) {
            return Err(unreachable);
        }
        if let MoveKind::Transform(asked) = mv.kind {
            if !piece.morph {
                return Err(IllegalMove::NotTheMorph {
                    square: mv.from,
                    piece,
                });
            }
            let Some(captured) = target else {
                return Err(IllegalMove::NoCapture { to: mv.to });
            };
            if captured.role != asked {
                return Err(IllegalMove::WrongForm { captured, asked });
            }
            if self.arriving(piece, mv, target)
                == self.arriving(piece, Move::new(mv.from, mv.to), target)
            {
                return Err(IllegalMove::NoChange { captured });
            }
        }
        if let Some(square) = self.attackers_after(mv, piece, target).first() {
            return Err(IllegalMove::KingInCheck {
                attacker: described(square),
                square,
            });
        }
        Ok(())
    }
}
