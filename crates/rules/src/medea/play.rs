//! Playing a move on a position and taking it back: pieces moved, captured pieces removed,
//! men crowned where they end, chakras moved, the turn passed and the no-progress count kept.

use super::colour::promotion_rank;
use super::moves::{Move, MoveKind};
use super::position::{Position, sorted};

/// What taking a move back needs beyond the move itself: a few bytes, never a position.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Undo {
    /// The captured pieces that were kings.
    captured_kings: u64,
    /// Whether the moving man was crowned.
    crowned: bool,
    /// The no-progress count before the move.
    quiet_plies: u16,
}

impl Position {
    /// Plays `mv`, which must be one of this position's legal moves (as the search and perft
    /// do, without checking). A move from elsewhere leaves a meaningless position but never
    /// panics.
    pub fn play_unchecked(&mut self, mv: &Move) {
        self.play_with_undo(mv);
    }

    /// Plays `mv` (unchecked, as [`Position::play_unchecked`]) and returns what
    /// [`Position::unplay`] needs to take it back.
    pub fn play_with_undo(&mut self, mv: &Move) -> Undo {
        let us = self.to_move.index();
        let them = 1 - us;
        let mut undo = Undo {
            captured_kings: 0,
            crowned: false,
            quiet_plies: self.quiet_plies,
        };
        match mv.kind() {
            MoveKind::Chakra => {
                let [a, b] = self.chakras[us];
                self.chakras[us] = if a == mv.from() {
                    sorted([mv.to(), b])
                } else {
                    sorted([a, mv.to()])
                };
                self.quiet_plies = self.quiet_plies.saturating_add(1);
            }
            MoveKind::Step | MoveKind::Jump => {
                let from = mv.from().bit();
                let end = mv.end().bit();
                let captured = mv.captured_bits();
                let is_king = self.kings[us] & from != 0;
                self.men[us] &= !from;
                self.kings[us] &= !from;
                undo.captured_kings = self.kings[them] & captured;
                self.men[them] &= !captured;
                self.kings[them] &= !captured;
                if is_king {
                    self.kings[us] |= end;
                } else if mv.end().rank() == promotion_rank(self.to_move) {
                    self.kings[us] |= end;
                    undo.crowned = true;
                } else {
                    self.men[us] |= end;
                }
                self.quiet_plies = if captured != 0 || !is_king {
                    0
                } else {
                    self.quiet_plies.saturating_add(1)
                };
            }
        }
        self.to_move = self.to_move.opponent();
        undo
    }

    /// Takes back `mv`, the last move played on this position, with the [`Undo`] its playing
    /// returned.
    pub fn unplay(&mut self, mv: &Move, undo: &Undo) {
        self.to_move = self.to_move.opponent();
        self.quiet_plies = undo.quiet_plies;
        let us = self.to_move.index();
        let them = 1 - us;
        match mv.kind() {
            MoveKind::Chakra => {
                let [a, b] = self.chakras[us];
                self.chakras[us] = if a == mv.to() {
                    sorted([mv.from(), b])
                } else {
                    sorted([a, mv.from()])
                };
            }
            MoveKind::Step | MoveKind::Jump => {
                let from = mv.from().bit();
                let end = mv.end().bit();
                let captured = mv.captured_bits();
                let was_king = self.kings[us] & end != 0 && !undo.crowned;
                self.men[us] &= !end;
                self.kings[us] &= !end;
                if was_king {
                    self.kings[us] |= from;
                } else {
                    self.men[us] |= from;
                }
                self.kings[them] |= undo.captured_kings;
                self.men[them] |= captured & !undo.captured_kings;
            }
        }
    }
}
