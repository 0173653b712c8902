//! Perft, the move generator's check: the number of leaf nodes of the tree of legal moves to a
//! depth, the draw rules ignored (a side with no legal move or no pieces has no children).

use super::moves::Move;
use super::notation::Notation;
use super::position::Position;

impl Position {
    /// The number of move sequences of length `depth` from this position. Memory grows with
    /// the plies walked, not with `depth`: a position without moves counts 0 at any depth.
    pub fn perft(&self, depth: u32) -> u64 {
        perft(self, depth, &mut Vec::new())
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

/// Perft with a move list per ply being walked, taken from `spare` and given back there, so
/// that the lists are made once per ply reached; the last ply only counts its moves.
fn perft(position: &Position, depth: u32, spare: &mut Vec<Vec<Move>>) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut moves = spare.pop().unwrap_or_default();
    let total = if depth == 1 {
        position.count_legal_moves(&mut moves) as u64
    } else {
        position.generate_moves(&mut moves);
        let mut total = 0;
        for mv in &moves {
            let mut child = *position;
            child.play_unchecked(mv);
            total += perft(&child, depth - 1, spare);
        }
        total
    };
    spare.push(moves);
    total
}
