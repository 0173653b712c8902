//! Playing a move with its checks, and reporting what it did as effects in order: moved (or
//! castled), captured, morphed, promoted, frozen, unfrozen, check.

use super::effect::Effect;
use super::illegal::IllegalMove;
use super::moves::{Move, MoveKind};
use super::piece::Role;
use super::position::{Position, Undo};

impl Position {
    /// Plays `mv` if it is legal and returns its effects; if not, says why and changes
    /// nothing.
    pub fn apply(&mut self, mv: Move) -> Result<Vec<Effect>, IllegalMove> {
        self.apply_with_undo(mv).map(|(effects, _)| effects)
    }

    /// [`Position::apply`], also returning what undo needs.
    pub(crate) fn apply_with_undo(&mut self, mv: Move) -> Result<(Vec<Effect>, Undo), IllegalMove> {
        self.check_move(mv)?;
        let us = self.to_move();
        let Some(piece) = self.piece_at(mv.from) else {
            return Err(IllegalMove::Empty(mv.from));
        };
        let captured = self.captured_by(mv);
        let frozen_before = self.frozen().without(mv.to);
        let undo = self.play_unchecked(mv);
        let mut effects = Vec::new();
        match mv.kind {
            MoveKind::Castle(side) => effects.push(Effect::Castled {
                colour: us,
                side,
                king_from: mv.from,
                king_to: mv.to,
                tower_from: mv.to,
                tower_to: mv.from,
            }),
            _ => effects.push(Effect::Moved {
                piece,
                from: mv.from,
                to: mv.to,
            }),
        }
        if let Some(captured) = captured {
            effects.push(Effect::Captured {
                piece: captured,
                square: mv.to,
            });
        }
        let mut form = piece.role;
        if let (MoveKind::Transform(role), Some(captured)) = (mv.kind, captured) {
            effects.push(Effect::Morphed {
                square: mv.to,
                from: piece.role,
                to: role,
                keeps_power: !captured.morph,
            });
            form = role;
        }
        let arrived = self.piece_at(mv.to).map(|p| p.role);
        if form == Role::Sword && arrived == Some(Role::Medusa) {
            effects.push(Effect::Promoted {
                square: mv.to,
                colour: us,
            });
        }
        let frozen_after = self.frozen();
        let newly = frozen_after & !frozen_before;
        let freed = frozen_before & !frozen_after;
        if newly.any() {
            effects.push(Effect::Frozen {
                squares: newly.squares().collect(),
            });
        }
        if freed.any() {
            effects.push(Effect::Unfrozen {
                squares: freed.squares().collect(),
            });
        }
        let checkers = self.checkers();
        if let (true, Some(king)) = (checkers.any(), self.king(self.to_move())) {
            effects.push(Effect::Check {
                colour: self.to_move(),
                king,
                by: checkers.squares().collect(),
            });
        }
        Ok((effects, undo))
    }
}
