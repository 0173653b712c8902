//! Where a moving stone can go: along one of its lines, over an unbroken row of friendly stones,
//! to the first vacant point beyond.

use super::bits::Bits;
use super::board::Board;
use super::colour::Colour;
use super::topology::{LINE_DIRECTIONS, Point};

/// The outcome of walking from a stone along one line direction.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Walk {
    /// The stone jumps over `over` friendly stones and lands on the vacant `landing`.
    Lands { landing: Point, over: Bits },
    /// The next point is vacant: there is nothing to jump over.
    NothingToJump,
    /// The row of friendly stones ends at an opponent stone.
    Blocked { by: Point },
    /// The row of friendly stones ends at the edge of the board (or there is no line).
    Edge,
}

/// Walks from the stone of `colour` on `from` along line direction `direction`.
pub fn walk(board: &Board, from: Point, colour: Colour, direction: usize) -> Walk {
    let topology = board.topology();
    let (friends, foes) = (board.stones(colour), board.stones(colour.opponent()));
    let mut over = Bits::EMPTY;
    let mut at = from;
    loop {
        let Some(next) = topology.line_step(at, direction) else {
            return Walk::Edge;
        };
        if friends.contains(next) {
            over.insert(next);
            at = next;
        } else if foes.contains(next) {
            return Walk::Blocked { by: next };
        } else if over.is_empty() {
            return Walk::NothingToJump;
        } else {
            return Walk::Lands {
                landing: next,
                over,
            };
        }
    }
}

/// The line direction from `from` on which `to` lies, if the two share a line.
pub fn direction_towards(board: &Board, from: Point, to: Point) -> Option<usize> {
    let topology = board.topology();
    (0..LINE_DIRECTIONS).find(|&direction| {
        let mut at = from;
        while let Some(next) = topology.line_step(at, direction) {
            if next == to {
                return true;
            }
            at = next;
        }
        false
    })
}

/// The points from `from` (exclusive) to `to` (exclusive) along `direction`, in order.
pub fn path(board: &Board, from: Point, to: Point, direction: usize) -> Vec<Point> {
    let topology = board.topology();
    let mut points = Vec::new();
    let mut at = from;
    while let Some(next) = topology.line_step(at, direction) {
        if next == to {
            break;
        }
        points.push(next);
        at = next;
    }
    points
}
