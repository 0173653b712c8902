//! Perft: the number of leaf nodes of the tree of legal moves to a depth, the standard check
//! of a move generator. The draw rules are ignored; a side without moves has no children.

use super::moves::Move;
use super::position::Position;

/// The leaf nodes `depth` plies below `position` (1 at depth 0). Memory grows with the plies
/// walked, not with `depth`: a position without moves counts 0 at any depth.
pub fn perft(position: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut position = position.clone();
    count(&mut position, depth, &mut Vec::new())
}

/// The leaf nodes below each legal move, in the generator's order.
pub fn divide(position: &Position, depth: u32) -> Vec<(Move, u64)> {
    let mut position = position.clone();
    let moves = position.legal_moves();
    let mut spare = Vec::new();
    moves
        .into_iter()
        .map(|mv| {
            let undo = position.play_unchecked(mv);
            let nodes = if depth <= 1 {
                1
            } else {
                count(&mut position, depth - 1, &mut spare)
            };
            position.undo(mv, undo);
            (mv, nodes)
        })
        .collect()
}

/// Counts with a move list per ply being walked, taken from `spare` and given back there, so
/// that the lists are made once per ply reached; the last ply is counted without being
/// played.
fn count(position: &mut Position, depth: u32, spare: &mut Vec<Vec<Move>>) -> u64 {
    if depth == 1 {
        return position.count_legal_moves() as u64;
    }
    let mut moves = spare.pop().unwrap_or_default();
    moves.clear();
    position.legal_moves_into(&mut moves);
    let mut nodes = 0;
    for &mv in &moves {
        let undo = position.play_unchecked(mv);
        nodes += count(position, depth - 1, spare);
        position.undo(mv, undo);
    }
    spare.push(moves);
    nodes
}
