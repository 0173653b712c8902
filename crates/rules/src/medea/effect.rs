//! Effects: what a move does, in order, for the app to animate, the move list to describe and
//! tests to assert.

use super::colour::{Colour, promotion_rank};
use super::moves::{Move, MoveKind};
use super::outcome::Outcome;
use super::piece::Piece;
use super::position::Position;
use super::square::Square;

/// One thing that happens during a move, in the order it happens.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Effect {
    /// A man stepped.
    Stepped { from: Square, to: Square },
    /// A king moved along a line.
    Slid { from: Square, to: Square },
    /// One jump of a capture: from a square, over the captured piece, to the landing square.
    Jumped {
        from: Square,
        over: Square,
        to: Square,
    },
    /// The pieces captured by jumps, taken off together when the move is complete.
    Removed { pieces: Vec<(Square, Piece)> },
    /// The piece went on from one chakra of its colour to the other.
    Transmitted { from: Square, to: Square },
    /// The enemy piece on the other chakra was captured by replacement.
    CapturedByReplacement { square: Square, piece: Piece },
    /// A man ended its move on the opponent's back rank and became a king.
    Crowned { square: Square },
    /// A chakra moved.
    ChakraMoved {
        colour: Colour,
        from: Square,
        to: Square,
    },
    /// The game is over.
    GameEnded { outcome: Outcome },
}

impl Position {
    /// The effects of `mv`, a legal move of this position, in order (without the end of the
    /// game, which the game adds).
    pub fn effects(&self, mv: &Move) -> Vec<Effect> {
        let mut effects = Vec::new();
        let mover = self.piece_at(mv.from());
        match mv.kind() {
            MoveKind::Chakra => effects.push(Effect::ChakraMoved {
                colour: self.to_move,
                from: mv.from(),
                to: mv.to(),
            }),
            MoveKind::Step => {
                let (from, to) = (mv.from(), mv.to());
                effects.push(if mover.is_some_and(Piece::is_king) {
                    Effect::Slid { from, to }
                } else {
                    Effect::Stepped { from, to }
                });
                if mv.is_transmission() {
                    effects.push(Effect::Transmitted {
                        from: to,
                        to: mv.end(),
                    });
                }
                if let Some(square) = mv.replaced()
                    && let Some(piece) = self.piece_at(square)
                {
                    effects.push(Effect::CapturedByReplacement { square, piece });
                }
            }
            MoveKind::Jump => {
                let path = self.path(mv);
                let captured = mv.captured();
                for pair in path.windows(2) {
                    if let [from, to] = *pair {
                        let over = between(from, to)
                            .into_iter()
                            .find(|s| captured.contains(*s));
                        if let Some(over) = over {
                            effects.push(Effect::Jumped { from, over, to });
                        }
                    }
                }
                // Removed in the order they were jumped.
                let pieces = effects
                    .iter()
                    .filter_map(|e| match e {
                        Effect::Jumped { over, .. } => {
                            self.piece_at(*over).map(|piece| (*over, piece))
                        }
                        _ => None,
                    })
                    .collect();
                effects.push(Effect::Removed { pieces });
            }
        }
        if mv.kind() != MoveKind::Chakra
            && mover.is_some_and(|p| !p.is_king())
            && mv.end().rank() == promotion_rank(self.to_move)
        {
            effects.push(Effect::Crowned { square: mv.end() });
        }
        effects
    }
}

/// The squares strictly between two squares on one line (none if they are not on one).
pub(crate) fn between(from: Square, to: Square) -> Vec<Square> {
    let Some((direction, distance)) = from.line_to(to) else {
        return Vec::new();
    };
    let mut squares = Vec::new();
    let mut at = from;
    for _ in 1..distance {
        match at.step(direction) {
            Some(next) => {
                squares.push(next);
                at = next;
            }
            None => break,
        }
    }
    squares
}
