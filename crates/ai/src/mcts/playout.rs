//! The playout policy: a fast, game-aware way to finish a game from any position, whose count
//! is the search's evaluation.
//!
//! Each turn the player to move
//! 0. ends the game with a pass when the opponent has just passed and the count is in its
//!    favour;
//! 1. answers the last arrivals: captures an opponent group in atari next to them, saves an own
//!    group put in atari, completes an own rosette or blocks the opponent's (see
//!    [`urgent_placement`]);
//! 2. otherwise places on a uniformly random *sensible* point (not an own eye, not a suicide
//!    that does nothing: [`PlacementFacts::sensible`]);
//! 3. otherwise makes no placement;
//! 4. on a board with movement, moves a random group once in a while (movement is rare and
//!    mostly wrong when random, but without it the playouts would ignore escapes by movement);
//! 5. ends the turn.
//!
//! The playout ends with two complete passes in succession (both players out of sensible
//! placements), or after a cap on the number of turns that only movement loops can reach.

use medusa_rules::medusa::{Bits, Colour, Point, Position};

use super::knowledge::{PlacementFacts, capture_point, completes_site};
use crate::rng::Rng;

/// One turn in this many makes a random movement (Medusa).
const MOVE_ODDS: usize = 16;

/// Stones tried when looking for a random movement.
const MOVEMENT_TRIES: usize = 4;

/// A playout lasts at most this many turns per point of the board.
const TURNS_PER_POINT: usize = 3;

/// Plays `position` out with the policy and leaves it at the end (two passes, or the cap).
/// Placements are added to `placed` by the colour that made them (for AMAF statistics).
/// With `may_place` false the player to move makes no placement in the first turn (the tree
/// decided to skip it).
pub fn play_out(
    position: &mut Position,
    rng: &mut Rng,
    mut may_place: bool,
    placed: &mut [Bits; 2],
) {
    let topology = position.topology();
    let movement = topology.has_movement();
    // The last arrival (placement or landing) of each colour, by colour index.
    let mut recent: [Option<Point>; 2] = [None, None];
    for _ in 0..TURNS_PER_POINT * topology.len() + 16 {
        if !position.is_playing() {
            return;
        }
        let me = position.to_move();
        if position.passes() == 1 && position.can_place() {
            // The opponent passed: if passing too ends the game with a win for this player,
            // that is what any real opponent would do.
            let mut ended = position.clone();
            if ended.end_turn().is_ok() && ended.score().leader() == Some(me) {
                *position = ended;
                return;
            }
        }
        if may_place
            && position.can_place()
            && let Some(point) = choose_placement(position, rng, recent)
        {
            placed[me.index()].insert(point);
            recent[me.index()] = Some(point);
            let Ok((_, end)) = position.place(point) else {
                debug_assert!(false, "a vacant point takes a placement");
                return;
            };
            if end.is_some() {
                // The placement ended the turn (no movement on this board).
                continue;
            }
        }
        may_place = true;
        if movement
            && rng.one_in(MOVE_ODDS)
            && let Some((from, to)) = random_movement(position, rng)
            && position.move_stone(from, to).is_ok()
        {
            recent[me.index()] = Some(to);
        }
        if position.end_turn().is_err() {
            return;
        }
    }
}

/// A random movement of the player to move, if a few tries find one: a random own stone, then
/// a random one of its landings. (Listing every legal movement would cost more than the rest of
/// the playout turn.)
fn random_movement(position: &Position, rng: &mut Rng) -> Option<(Point, Point)> {
    let stones = position.board().stones(position.to_move()) & !position.spent();
    let count = stones.len();
    if count < 2 {
        return None;
    }
    for _ in 0..MOVEMENT_TRIES {
        let from = stones.nth(rng.below(count))?;
        let landings = position.landings(from);
        if !landings.is_empty() {
            return Some((from, landings[rng.below(landings.len())].0));
        }
    }
    None
}

/// The placement the policy makes for the player to move, or `None` when it has no sensible
/// one left.
pub fn choose_placement(
    position: &Position,
    rng: &mut Rng,
    recent: [Option<Point>; 2],
) -> Option<Point> {
    if let Some(point) = urgent_placement(position, recent) {
        return Some(point);
    }
    let mut candidates = position.board().empty();
    let mut count = candidates.len();
    while count > 0 {
        let point = candidates.nth(rng.below(count))?;
        if PlacementFacts::sensible_at(position, point) {
            return Some(point);
        }
        candidates.remove(point);
        count -= 1;
    }
    None
}

/// The most urgent placement near the last arrivals (`recent`, by colour index), if any:
/// capturing the opponent's group in atari, saving an own group in atari (by extending to two
/// liberties or by capturing a neighbour in atari), completing an own rosette, or blocking a
/// site where the opponent has five of six stones.
pub fn urgent_placement(position: &Position, recent: [Option<Point>; 2]) -> Option<Point> {
    let board = position.board();
    let topology = position.topology();
    let me = position.to_move();
    let foe = me.opponent();
    let mut candidates = Bits::EMPTY;
    if let Some(last) = recent[foe.index()] {
        // The opponent's last stone (or what it joined) may be capturable.
        if let Some(point) = capture_point(position, last, foe) {
            candidates.insert(point);
        }
        // Own groups next to it may be in atari: extend, or capture an attacker in atari.
        for &n in topology.neighbours(last) {
            if board.colour_at(n) != Some(me) || board.has_rosette(n) {
                continue;
            }
            let liberties = board.liberties(n);
            if liberties.len() != 1 {
                continue;
            }
            candidates |= liberties;
            let group = board.group(n);
            for attacker in topology.neighbours_of_set(group) & board.stones(foe) {
                if let Some(point) = capture_point(position, attacker, foe) {
                    candidates.insert(point);
                }
            }
        }
    }
    // Sites around both players' last arrivals that are one stone from a rosette.
    for colour in Colour::ALL {
        let Some(last) = recent[colour.index()] else {
            continue;
        };
        let mut sites = topology.sites_of(last);
        while sites != 0 {
            let site = &topology.sites()[sites.trailing_zeros() as usize];
            sites &= sites - 1;
            let missing = site.mask & !board.stones(colour);
            if missing.len() == 1 && missing.is_subset(board.empty()) {
                candidates |= missing;
            }
        }
    }
    let mut best = None;
    let mut best_value = 0;
    for point in candidates {
        let facts = PlacementFacts::of(position, point);
        if facts.suicide {
            // Never urgent: at best it fills an eye, at worst it hands over a rosette.
            continue;
        }
        let blocks = completes_site(position, point, board.stones(foe));
        let value = 2 * facts.captures
            + facts.rescues
            + if facts.forms_rosette { 12 } else { 0 }
            + if blocks { 6 } else { 0 };
        if value > best_value {
            best_value = value;
            best = Some(point);
        }
    }
    best
}

/// The playout's result for White: 1 for a White win, 0 for a loss, 0.5 for a draw, blended
/// with a little of the score margin when `margin_weight` > 0 (it separates big wins from
/// narrow ones, which helps when every playout is won or lost).
pub fn white_reward(position: &Position, margin_weight: f32) -> f32 {
    let margin = position.score().margin();
    let win = match margin.signum() {
        1 => 1.0,
        0 => 0.5,
        _ => 0.0,
    };
    if margin_weight <= 0.0 {
        return win;
    }
    let soft = 0.5 + 0.5 * (margin as f32 / 20.0).tanh();
    (1.0 - margin_weight) * win + margin_weight * soft
}
