//! Two simple players to measure the search against: `random` and `greedy`. Neither moves
//! groups.

use medusa_rules::medusa::{Board, Game, Point, Turn};

use crate::rng::Rng;

/// A uniformly random vacant point, or a pass when there is none.
pub fn random_turn(game: &Game, rng: &mut Rng) -> Turn {
    let vacant = game.position().placements();
    match vacant.nth(rng.below(vacant.len().max(1))) {
        Some(point) => Turn::place(point),
        None => Turn::Pass,
    }
}

/// The placement that gains the most stones at once: own stones minus opponent stones after
/// the core has resolved it, ties broken at random. An ordinary placement gains 1, a capture
/// more, a suicide less; when no placement gains anything (only suicides are left) it passes.
pub fn greedy_turn(game: &Game, rng: &mut Rng) -> Turn {
    let position = game.position();
    let me = position.to_move();
    let balance =
        |board: &Board| board.stones(me).len() as i32 - board.stones(me.opponent()).len() as i32;
    let before = balance(position.board());
    let mut best: Option<Point> = None;
    let mut best_gain = 0;
    let mut ties = 0;
    for point in position.placements() {
        let mut after = position.clone();
        if after.place(point).is_err() {
            continue;
        }
        let gain = balance(after.board()) - before;
        if gain > best_gain {
            (best, best_gain, ties) = (Some(point), gain, 1);
        } else if gain == best_gain && best.is_some() {
            // Reservoir sampling: each of the tied points is kept with equal chance.
            ties += 1;
            if rng.below(ties) == 0 {
                best = Some(point);
            }
        }
    }
    match best {
        Some(point) => Turn::place(point),
        None => Turn::Pass,
    }
}
