//! Perft, the move generator's check: the number of leaf nodes of the tree of legal moves to a
//! depth, the draw rules ignored (a side with no legal move or no pieces has no children).

use super::moves::Move;
use super::notation::Notation;
use super::position::Position;

impl Position {
    /// The number of move sequences of length `depth` from this position.
    pub fn perft(&self, depth: u32) -> u64 {
        let mut buffers: Vec<Vec<Move>> =
            (0..depth.max(1)).map(|_| Vec::with_capacity(64)).collect();
        perft(self, depth, &mut buffers)
    }

    /// Perft below each legal move, as (canonical notation, count), sorted by the notation's
    /// text.
    pub fn divide(&self, depth: u32) -> Vec<(Notation, u64)> {
        let below = depth.saturating_sub(1);
        let mut counts: Vec<(Notation, u64)> = self
            .legal_moves()
            .iter()
            .map(|mv| {
                let mut child = *self;
                child.play_unchecked(mv);
                (self.notation(mv), child.perft(below))
            })
            .collect();
        counts.sort_by_cached_key(|(notation, _)| notation.to_string());
        counts
    }
}

/// Perft with one move buffer per level; the last level only counts its moves.
fn perft(position: &Position, depth: u32, buffers: &mut [Vec<Move>]) -> u64 {
    let Some((moves, deeper)) = buffers.split_first_mut() else {
        return 1;
    };
    match depth {
        0 => 1,
        1 => position.count_legal_moves(moves) as u64,
        _ => {
            position.generate_moves(moves);
            let mut total = 0;
            for mv in moves.iter() {
                let mut child = *position;
                child.play_unchecked(mv);
                total += perft(&child, depth - 1, deeper);
            }
            total
        }
    }
}
