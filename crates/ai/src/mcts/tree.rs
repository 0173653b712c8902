//! The search tree: one level per action of a turn.
//!
//! A Medusa turn is a placement (or skipping it), then movements one at a time, then the end of
//! the turn; a Lotus turn is a placement or a pass. Every tree edge is one such [`Step`], so the
//! tree can weigh a movement separately from the placement before it and share the statistics
//! of a placement across all the movements that may follow. Nodes live in one vector (an
//! arena); the children of a node are contiguous.

use medusa_rules::medusa::{ActionError, Point, Position};

/// One action of a turn, as an edge of the tree.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Step {
    /// Place a stone.
    Place(Point),
    /// Go on to the movement part without a placement (Medusa).
    SkipPlacement,
    /// Move the group of the stone on `.0` by jumping that stone to `.1`.
    Move(Point, Point),
    /// End the turn (a pass on Lotus, or after skipping the placement and moving nothing).
    EndTurn,
}

impl Step {
    /// Applies the step to `position` through the rules core.
    pub fn apply(self, position: &mut Position) -> Result<(), ActionError> {
        match self {
            Step::Place(point) => position.place(point).map(|_| ()),
            Step::SkipPlacement => Ok(()),
            Step::Move(from, to) => position.move_stone(from, to).map(|_| ()),
            Step::EndTurn => position.end_turn().map(|_| ()),
        }
    }
}

/// Where in a turn a node stands: choosing a placement, or choosing movements.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Phase {
    /// The turn has not started: place, or skip the placement (Medusa), or pass (Lotus).
    TurnStart,
    /// After the placement part: move a group, or end the turn.
    Movement,
}

impl Phase {
    /// The phase of the turn in `position`, which must be in play.
    pub fn of(position: &Position) -> Phase {
        if position.can_place() {
            Phase::TurnStart
        } else {
            Phase::Movement
        }
    }

    /// The phase after `step` on a board with (or without) movement.
    pub fn after(step: Step, movement: bool) -> Phase {
        match step {
            Step::EndTurn => Phase::TurnStart,
            Step::Place(_) if !movement => Phase::TurnStart,
            _ => Phase::Movement,
        }
    }
}

/// Whether `step` finishes the turn on a board with (or without) movement.
pub fn ends_turn(step: Step, movement: bool) -> bool {
    matches!(step, Step::EndTurn) || (!movement && matches!(step, Step::Place(_)))
}

/// A node: the step that leads to it and what the search learnt about it. Values are from the
/// point of view of the player who chose the step.
#[derive(Clone, Copy, Debug)]
pub struct Node {
    pub step: Step,
    /// Whether the children have been created (possibly none).
    pub expanded: bool,
    pub child_count: u16,
    pub first_child: u32,
    /// Playouts through this node, and their summed reward.
    pub visits: u32,
    pub wins: f32,
    /// Prior knowledge, counted as this many virtual playouts with this summed reward.
    pub prior_visits: f32,
    pub prior_wins: f32,
    /// All-moves-as-first statistics: playouts in which the chooser placed on this point later.
    pub amaf_visits: f32,
    pub amaf_wins: f32,
}

impl Node {
    /// A fresh node for `step` with the prior `(virtual visits, value)`.
    pub fn new(step: Step, prior: (f32, f32)) -> Node {
        Node {
            step,
            expanded: false,
            child_count: 0,
            first_child: 0,
            visits: 0,
            wins: 0.0,
            prior_visits: prior.0,
            prior_wins: prior.0 * prior.1,
            amaf_visits: 0.0,
            amaf_wins: 0.0,
        }
    }

    /// The mean reward, counting the prior (0.5 when nothing is known).
    #[inline]
    pub fn value(&self) -> f32 {
        let n = self.visits as f32 + self.prior_visits;
        if n > 0.0 {
            (self.wins + self.prior_wins) / n
        } else {
            0.5
        }
    }

    /// The mean reward of the real playouts only.
    pub fn mean(&self) -> Option<f32> {
        (self.visits > 0).then(|| self.wins / self.visits as f32)
    }
}

/// The nodes; index 0 is the root.
#[derive(Clone, Debug)]
pub struct Tree {
    nodes: Vec<Node>,
}

impl Tree {
    /// A tree with just a root.
    pub fn new() -> Tree {
        Tree {
            nodes: vec![Node::new(Step::EndTurn, (0.0, 0.5))],
        }
    }

    /// Number of nodes (at least 1: the root).
    pub fn node_count(&self) -> usize {
        self.nodes.len()
    }

    #[inline]
    pub fn node(&self, index: usize) -> &Node {
        &self.nodes[index]
    }

    #[inline]
    pub fn node_mut(&mut self, index: usize) -> &mut Node {
        &mut self.nodes[index]
    }

    /// The indices of the children of `index`.
    #[inline]
    pub fn children(&self, index: usize) -> std::ops::Range<usize> {
        let node = &self.nodes[index];
        let first = node.first_child as usize;
        first..first + node.child_count as usize
    }

    /// The child of `index` reached by `step`, if it exists.
    pub fn child(&self, index: usize, step: Step) -> Option<usize> {
        self.children(index).find(|&c| self.nodes[c].step == step)
    }

    /// Gives `index` its children and marks it expanded.
    pub fn expand(&mut self, index: usize, children: impl IntoIterator<Item = Node>) {
        let first = self.nodes.len();
        self.nodes.extend(children);
        let count = self.nodes.len() - first;
        debug_assert!(count <= u16::MAX as usize);
        let node = &mut self.nodes[index];
        node.first_child = first as u32;
        node.child_count = count as u16;
        node.expanded = true;
    }

    /// The subtree under `index` as a tree of its own (its root keeps its statistics).
    pub fn subtree(&self, index: usize) -> Tree {
        let mut nodes = vec![self.nodes[index]];
        // Breadth first: the copy of node `i` of the new tree is filled in when `i` comes up.
        let mut sources = vec![index];
        let mut i = 0;
        while i < nodes.len() {
            let source = sources[i];
            let range = self.children(source);
            nodes[i].first_child = nodes.len() as u32;
            nodes.extend_from_slice(&self.nodes[range.clone()]);
            sources.extend(range);
            i += 1;
        }
        Tree { nodes }
    }
}

impl Default for Tree {
    fn default() -> Tree {
        Tree::new()
    }
}
