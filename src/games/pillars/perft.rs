//! Perft: the number of leaf nodes of the tree of legal moves to a depth, the standard check
//! of a move generator. The draw rules are ignored; a side without moves has no children.

use super::moves::Move;
use super::position::Position;

/// The leaf nodes `depth` plies below `position` (1 at depth 0).
pub fn perft(position: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut position = position.clone();
    let mut buffers = vec![Vec::new(); depth as usize];
    count(&mut position, depth, &mut buffers)
}

/// The leaf nodes below each legal move, in the generator's order.
pub fn divide(position: &Position, depth: u32) -> Vec<(Move, u64)> {
    let mut position = position.clone();
    let moves = position.legal_moves();
    let mut buffers = vec![Vec::new(); depth.saturating_sub(1) as usize];
    moves
        .into_iter()
        .map(|mv| {
            let undo = position.play_unchecked(mv);
            let nodes = if depth <= 1 {
                1
            } else {
                count(&mut position, depth - 1, &mut buffers)
            };
            position.undo(mv, undo);
            (mv, nodes)
        })
        .collect()
}

/// Counts with one move buffer per remaining ply; the last ply is counted without being
/// played.
fn count(position: &mut Position, depth: u32, buffers: &mut [Vec<Move>]) -> u64 {
    if depth == 1 {
        return position.count_legal_moves() as u64;
    }
    let Some((moves, rest)) = buffers.split_first_mut() else {
        return 0;
    };
    moves.clear();
    position.legal_moves_into(moves);
    let mut nodes = 0;
    for &mv in moves.iter() {
        let undo = position.play_unchecked(mv);
        nodes += count(position, depth - 1, rest);
        position.undo(mv, undo);
    }
    nodes
}
