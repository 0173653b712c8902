//! Where a moving stone can go: along one of its lines, over an unbroken row of friendly stones,
//! to the first vacant point beyond; and, when it can go nowhere, why.

use super::action::ActionError;
use super::bits::Bits;
use super::board::Board;
use super::colour::Colour;
use super::topology::{LINE_DIRECTIONS, Point, Topology};

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

/// How a row of friendly stones from a stone ends without a vacant cell to land on.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum RowEnd {
    /// At an opponent's stone.
    Blocked { by: Point },
    /// At the edge of the board.
    Edge,
}

/// A row of friendly stones along one line direction from a stone, giving it no landing.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct DeadEnd {
    /// The line direction.
    pub direction: usize,
    /// The first stone of the row (next to the stone that would move).
    pub over: Point,
    /// How the row ends.
    pub end: RowEnd,
}

/// Why a stone of the player to move cannot move now.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum CannotMove {
    /// The stone may not move at all now; the error says why: the game is over or dead stones
    /// are being marked, the board has no movement, there is no stone of the player's there,
    /// the stone is alone, or its group has spent its move this turn.
    Refused(ActionError),
    /// Its group may move, but every row of friendly stones from it ends at an opponent's
    /// stone or the edge of the board (the other directions have no friendly stone to jump).
    NoLanding { from: Point, rows: Vec<DeadEnd> },
}

impl CannotMove {
    /// A sentence for the player, with points named in the board's notation.
    pub fn describe(&self, topology: &Topology) -> String {
        match self {
            CannotMove::Refused(error) => error.describe(topology),
            CannotMove::NoLanding { from, rows } if rows.is_empty() => format!(
                "the stone on {} has no friendly stone beside it along a line",
                topology.label(*from)
            ),
            CannotMove::NoLanding { from, rows } => {
                let ends: Vec<String> = rows
                    .iter()
                    .map(|row| match row.end {
                        RowEnd::Blocked { by } => format!(
                            "the row over {} ends at the opponent's stone on {}",
                            topology.label(row.over),
                            topology.label(by)
                        ),
                        RowEnd::Edge => format!(
                            "the row over {} runs off the board",
                            topology.label(row.over)
                        ),
                    })
                    .collect();
                format!(
                    "the stone on {} has nowhere to land: {}",
                    topology.label(*from),
                    ends.join("; ")
                )
            }
        }
    }
}

/// The rows of friendly stones from the stone of `colour` on `from` that end without a
/// landing, and its landings, each with the stones it would jump over.
pub fn rows(board: &Board, from: Point, colour: Colour) -> (Vec<(Point, Bits)>, Vec<DeadEnd>) {
    let topology = board.topology();
    let friends = board.stones(colour);
    let mut landings = Vec::new();
    let mut dead_ends = Vec::new();
    for direction in 0..LINE_DIRECTIONS {
        let end = match walk(board, from, colour, direction) {
            Walk::Lands { landing, over } => {
                landings.push((landing, over));
                continue;
            }
            Walk::NothingToJump => continue,
            Walk::Blocked { by } => RowEnd::Blocked { by },
            Walk::Edge => RowEnd::Edge,
        };
        // An opponent's stone or the edge right beside the stone is no row at all.
        if let Some(over) = topology.line_step(from, direction)
            && friends.contains(over)
        {
            dead_ends.push(DeadEnd {
                direction,
                over,
                end,
            });
        }
    }
    (landings, dead_ends)
}
