//! Proposing dead groups at the end of a game, from who owns each point at the end of many
//! playouts.

use medusa_rules::medusa::{Bits, Colour, MAX_POINTS, Position, Territory};

use super::playout::play_out;
use crate::rng::Rng;

/// The groups of `position` that are dead: whole groups whose stones, over `playouts` playouts
/// from here (half of them with each player moving first), end up more often than not as the
/// opponent's stones or territory. Works on a position being marked as well as one in play.
pub fn propose_dead(position: &Position, playouts: u32, seed: u64) -> Bits {
    let board = position.board();
    let (black, white) = (board.stones(Colour::Black), board.stones(Colour::White));
    let starts = [position.to_move(), position.to_move().opponent()]
        .map(|first| Position::setup(position.variant(), black, white, first, position.marker()));
    let mut rng = Rng::new(seed);
    let mut lost = [0u32; MAX_POINTS];
    for i in 0..playouts as usize {
        let Ok(start) = &starts[i % 2] else {
            return Bits::EMPTY;
        };
        let mut end = start.clone();
        play_out(&mut end, &mut rng, true, &mut [Bits::EMPTY; 2]);
        let territory = Territory::of(end.board());
        for colour in Colour::ALL {
            let theirs =
                end.board().stones(colour.opponent()) | territory.of_colour(colour.opponent());
            for point in board.stones(colour) & theirs {
                lost[point.index()] += 1;
            }
        }
    }
    let mut dead = Bits::EMPTY;
    let mut rest = board.occupied();
    while let Some(point) = rest.first() {
        let group = board.group(point);
        rest &= !group;
        let lost_total: u64 = group.iter().map(|p| lost[p.index()] as u64).sum();
        if 2 * lost_total > playouts as u64 * group.len() as u64 {
            dead |= group;
        }
    }
    dead
}
