//! Marking dead groups after the game's two final passes.
//!
//! Players toggle whole groups dead or alive; each side accepts; any change clears the
//! acceptances given so far. When both have accepted, the dead groups are reversed (not removed)
//! and the game is counted.

use super::bits::Bits;
use super::board::Board;
use super::colour::Colour;

/// The state of the marking step.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Marking {
    dead: Bits,
    accepted: [bool; 2],
}

impl Marking {
    /// Marking that starts with the given dead stones (for example the computer's proposal).
    pub fn with_dead(dead: Bits) -> Marking {
        Marking {
            dead,
            accepted: [false; 2],
        }
    }

    /// Stones marked dead.
    pub fn dead(&self) -> Bits {
        self.dead
    }

    /// Whether `colour` has accepted the marking as it stands.
    pub fn accepted(&self, colour: Colour) -> bool {
        self.accepted[colour.index()]
    }

    /// Marks `group` dead, or alive if it was dead; clears all acceptances. Returns whether the
    /// group is now dead.
    pub(super) fn toggle(&mut self, group: Bits) -> bool {
        let dead = !group.is_subset(self.dead);
        if dead {
            self.dead |= group;
        } else {
            self.dead &= !group;
        }
        self.accepted = [false; 2];
        dead
    }

    /// Records `colour`'s acceptance; returns whether both have now accepted.
    pub(super) fn accept(&mut self, colour: Colour) -> bool {
        self.accepted[colour.index()] = true;
        self.accepted == [true; 2]
    }

    /// The dead stones split into the groups they formed when marked, each with its colour.
    pub fn dead_groups(&self, board: &Board) -> Vec<(Colour, Bits)> {
        let topology = board.topology();
        let mut groups = Vec::new();
        for colour in Colour::ALL {
            let mut rest = self.dead & board.stones(colour);
            while let Some(seed) = rest.first() {
                let group = topology.flood(seed, rest);
                rest &= !group;
                groups.push((colour, group));
            }
        }
        groups
    }
}

/// `board` with every stone in `dead` reversed once.
pub fn reverse_dead(board: &Board, dead: Bits) -> Board {
    let (black, white) = (board.stones(Colour::Black), board.stones(Colour::White));
    let flipped_black = (black & !dead) | (white & dead);
    let flipped_white = (white & !dead) | (black & dead);
    Board::with_stones(board.topology(), flipped_black, flipped_white)
        .expect("reversing stones keeps them on distinct points of the board")
}
