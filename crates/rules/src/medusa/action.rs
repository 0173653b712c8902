//! The actions a player takes, and why one can be refused.

use super::colour::Colour;
use super::topology::{Point, Topology};

/// One step of a turn, or of the dead-stone marking after the game.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Action {
    /// Put a stone of the player to move on a vacant point (first part of a turn).
    Place(Point),
    /// Move a group: its stone on `from` jumps along a line over friendly stones to `to`.
    Move { from: Point, to: Point },
    /// Finish the turn. Without a placement the marker moves towards the player; without a
    /// placement or a movement the turn is a complete pass.
    EndTurn,
    /// The given player gives up; the game ends at once.
    Resign(Colour),
    /// During marking: mark the whole group on the point dead, or alive again.
    ToggleDead(Point),
    /// During marking: the given player accepts the dead groups as marked.
    AcceptMarking(Colour),
    /// During marking: stop marking and go on playing.
    ResumePlay,
}

/// Why an action was refused. The position is left exactly as it was.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum ActionError {
    /// The game has ended.
    GameOver,
    /// Dead stones are being marked; play is suspended until play is resumed.
    MarkingInProgress,
    /// That is a marking action, but no marking is going on.
    NotMarking,
    /// The point is not on this board.
    NotAPoint(Point),
    /// There is already a stone there.
    Occupied(Point),
    /// A turn has at most one placement.
    AlreadyPlaced,
    /// Placement must come before movement.
    PlacementAfterMovement,
    /// A pass is a turn without placement or movement: once the turn has started it can only
    /// be ended.
    TurnStarted,
    /// This game has no movement.
    NoMovement,
    /// There is no stone there to move.
    NoStone(Point),
    /// The stone there belongs to the opponent.
    NotYourStone(Point),
    /// A single stone is not a group and cannot move.
    SingleStone(Point),
    /// The group on that point has moved, or was touched by a moved group, this turn.
    GroupAlreadyMoved(Point),
    /// The two points are not on one line.
    NotOnALine { from: Point, to: Point },
    /// The next point along the line is not a friendly stone.
    NothingToJumpOver { from: Point, to: Point },
    /// The row of friendly stones ends at an opponent stone.
    PathBlocked { from: Point, to: Point, by: Point },
    /// The row of friendly stones runs to the edge of the board.
    PathLeavesBoard { from: Point, to: Point },
    /// A moving stone lands on the first vacant point beyond its friends, which is `landing`.
    WrongLanding {
        from: Point,
        to: Point,
        landing: Point,
    },
    /// There is no stone there to mark.
    NoGroupThere(Point),
    /// That player has already accepted the marking.
    AlreadyAccepted(Colour),
}

impl ActionError {
    /// A sentence for the player, with points named in the board's notation.
    pub fn describe(&self, topology: &Topology) -> String {
        let name = |p: &Point| {
            if topology.contains(*p) {
                topology.label(*p).to_string()
            } else {
                format!("point #{}", p.index())
            }
        };
        match self {
            ActionError::GameOver => "the game is over".into(),
            ActionError::MarkingInProgress => {
                "dead stones are being marked: accept the marking or resume play".into()
            }
            ActionError::NotMarking => "no dead stones are being marked".into(),
            ActionError::NotAPoint(p) => format!("{} is not on the board", name(p)),
            ActionError::Occupied(p) => format!("{} is occupied", name(p)),
            ActionError::AlreadyPlaced => "a stone has already been placed this turn".into(),
            ActionError::PlacementAfterMovement => {
                "placement must come before movement in a turn".into()
            }
            ActionError::TurnStarted => {
                "you have already played this turn, so you cannot pass: end the turn instead".into()
            }
            ActionError::NoMovement => "stones do not move in this game".into(),
            ActionError::NoStone(p) => format!("there is no stone on {}", name(p)),
            ActionError::NotYourStone(p) => format!("the stone on {} is the opponent's", name(p)),
            ActionError::SingleStone(p) => {
                format!(
                    "the stone on {} is alone: a single stone cannot move",
                    name(p)
                )
            }
            ActionError::GroupAlreadyMoved(p) => format!(
                "the group on {} has already moved, or was joined by a moved group, this turn",
                name(p)
            ),
            ActionError::NotOnALine { from, to } => {
                format!("{} and {} are not on one line", name(from), name(to))
            }
            ActionError::NothingToJumpOver { from, to } => format!(
                "the stone on {} has no friendly stone to jump over towards {}",
                name(from),
                name(to)
            ),
            ActionError::PathBlocked { from, to, by } => format!(
                "the way from {} towards {} is blocked by the opponent's stone on {}",
                name(from),
                name(to),
                name(by)
            ),
            ActionError::PathLeavesBoard { from, to } => format!(
                "the row of stones from {} towards {} runs off the board",
                name(from),
                name(to)
            ),
            ActionError::WrongLanding { from, to, landing } => format!(
                "the stone on {} would land on {}, the first vacant cell, not on {}",
                name(from),
                name(landing),
                name(to)
            ),
            ActionError::NoGroupThere(p) => format!("there is no group on {} to mark", name(p)),
            ActionError::AlreadyAccepted(c) => format!("{c} has already accepted the marking"),
        }
    }
}

impl std::fmt::Display for ActionError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // Without a board the points can only be named by index.
        write!(f, "{:?}", self)
    }
}

impl std::error::Error for ActionError {}
