//! Legal moves: the capture obligation (jump captures under the majority rule, replacement
//! captures through the Transmitter), and when nothing captures, steps, king moves and chakra
//! moves, each step onto a chakra of its own colour transmitted as the rules say.

use super::colour::man_steps;
use super::moves::Move;
use super::position::Position;
use super::square::{Direction, Square};
use super::square_set::SquareSet;

impl Position {
    /// Every legal move of the side to move.
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut moves = Vec::with_capacity(48);
        self.generate_moves(&mut moves);
        moves
    }

    /// Puts every legal move of the side to move into `out` (cleared first), so a caller can
    /// reuse one buffer. A side without men and kings has lost and has no moves (not even its
    /// chakras').
    pub fn generate_moves(&self, out: &mut Vec<Move>) {
        out.clear();
        self.append_legal_moves(out);
    }

    /// Appends every legal move of the side to move to `out`, after what it already holds.
    pub fn append_legal_moves(&self, out: &mut Vec<Move>) {
        if self.side(self.to_move).is_empty() {
            return;
        }
        let first = out.len();
        let most = self.jump_captures(out);
        if most >= 2 {
            return;
        }
        self.replacement_captures(out);
        if out.len() > first {
            return;
        }
        self.steps(out);
        self.chakra_moves(out);
    }

    /// Appends the captures the side to move must choose from (jump captures under the
    /// majority rule, and replacement captures when no jump takes more than one); returns
    /// whether there were any.
    pub fn append_captures(&self, out: &mut Vec<Move>) -> bool {
        if self.side(self.to_move).is_empty() {
            return false;
        }
        let first = out.len();
        if self.jump_captures(out) < 2 {
            self.replacement_captures(out);
        }
        out.len() > first
    }

    /// The number of legal moves, counted without listing the moves that do not capture.
    pub fn count_legal_moves(&self, scratch: &mut Vec<Move>) -> usize {
        scratch.clear();
        if self.side(self.to_move).is_empty() {
            return 0;
        }
        let most = self.jump_captures(scratch);
        if most >= 2 {
            return scratch.len();
        }
        self.replacement_captures(scratch);
        if !scratch.is_empty() {
            return scratch.len();
        }
        self.count_steps() + self.count_chakra_moves()
    }

    /// Whether the side to move has any legal move.
    pub fn has_legal_move(&self) -> bool {
        if self.side(self.to_move).is_empty() {
            return false;
        }
        // Steps and chakra moves are quick to count; captures only matter when none exist.
        self.count_steps() + self.count_chakra_moves() > 0 || {
            let mut scratch = Vec::new();
            self.jump_captures(&mut scratch) > 0 || {
                self.replacement_captures(&mut scratch);
                !scratch.is_empty()
            }
        }
    }

    /// The legal moves of the piece or chakra on `square`.
    pub fn moves_from(&self, square: Square) -> Vec<Move> {
        let mut moves = self.legal_moves();
        moves.retain(|m| m.from() == square);
        moves
    }

    /// The squares of the pieces that must capture (the start squares of the legal captures);
    /// empty when no capture is available.
    pub fn capturing_pieces(&self) -> SquareSet {
        self.legal_moves()
            .iter()
            .filter(|m| m.is_capture())
            .map(|m| m.from())
            .collect()
    }

    /// Where a step or king move from `from` to `to` ends and what it captures there: a move
    /// onto a vacant chakra of the mover's colour goes on to the other chakra when that one
    /// was vacant before the move, capturing an enemy piece standing there; a friendly piece
    /// there (the mover itself included) blocks the transmission.
    pub(crate) fn transmit(&self, from: Square, to: Square) -> Move {
        let us = self.to_move.index();
        let [a, b] = self.chakras[us];
        let other = if to == a {
            b
        } else if to == b {
            a
        } else {
            return Move::step(from, to, to, 0);
        };
        let bit = other.bit();
        if other == from || (self.men[us] | self.kings[us]) & bit != 0 {
            Move::step(from, to, to, 0)
        } else if (self.men[1 - us] | self.kings[1 - us]) & bit != 0 {
            Move::step(from, to, other, bit)
        } else {
            Move::step(from, to, other, 0)
        }
    }

    /// The chakra pairs (vacant one, the other) where a move onto the vacant one captures by
    /// replacement: the other carries an enemy piece.
    fn replacement_targets(&self) -> impl Iterator<Item = (Square, Square)> {
        let us = self.to_move.index();
        let enemy = self.men[1 - us] | self.kings[1 - us];
        let all = self.occupied().0;
        let [a, b] = self.chakras[us];
        [(a, b), (b, a)]
            .into_iter()
            .filter(move |(vacant, other)| all & vacant.bit() == 0 && enemy & other.bit() != 0)
    }

    /// Appends every capture by replacement: each man step and king move that ends on a
    /// vacant chakra of the mover's colour while the other carries an enemy piece.
    fn replacement_captures(&self, out: &mut Vec<Move>) {
        for (vacant, other) in self.replacement_targets() {
            for from in self.arrivals(vacant) {
                out.push(Move::step(from, vacant, other, other.bit()));
            }
        }
    }

    /// The pieces of the side to move that can step or slide onto the vacant `target`.
    fn arrivals(&self, target: Square) -> impl Iterator<Item = Square> {
        let us = self.to_move.index();
        let men = self.men[us];
        let kings = self.kings[us];
        let all = self.occupied().0;
        let forward = man_steps(self.to_move);
        Direction::ALL.into_iter().filter_map(move |direction| {
            // Walk back from the target to the first piece on the line.
            let back = opposite(direction);
            let mut at = target.step(back)?;
            let mut distance = 1;
            while all & at.bit() == 0 {
                at = at.step(back)?;
                distance += 1;
            }
            let is_king = kings & at.bit() != 0;
            let is_stepping_man =
                distance == 1 && men & at.bit() != 0 && forward.contains(&direction);
            (is_king || is_stepping_man).then_some(at)
        })
    }

    /// Appends every man step and king move (none of them captures here: this runs only
    /// when no capture exists, so no move onto a chakra finds an enemy on the other one).
    fn steps(&self, out: &mut Vec<Move>) {
        let us = self.to_move.index();
        let empty = SquareSet(!self.occupied().0);
        for direction in man_steps(self.to_move) {
            let back = opposite(direction);
            for to in SquareSet(self.men[us]).shift(direction) & empty {
                if let Some(from) = to.step(back) {
                    out.push(self.transmit(from, to));
                }
            }
        }
        let all = self.occupied().0;
        for king in SquareSet(self.kings[us]) {
            for direction in Direction::ALL {
                let mut at = king.step(direction);
                while let Some(to) = at.filter(|s| all & s.bit() == 0) {
                    out.push(self.transmit(king, to));
                    at = to.step(direction);
                }
            }
        }
    }

    /// The number of man steps and king moves.
    fn count_steps(&self) -> usize {
        let us = self.to_move.index();
        let empty = SquareSet(!self.occupied().0);
        let men = SquareSet(self.men[us]);
        let mut count = 0;
        for direction in man_steps(self.to_move) {
            count += (men.shift(direction) & empty).len() as usize;
        }
        for king in SquareSet(self.kings[us]) {
            for direction in Direction::ALL {
                let mut ray = SquareSet::of(king).shift(direction) & empty;
                while !ray.is_empty() {
                    count += 1;
                    ray = ray.shift(direction) & empty;
                }
            }
        }
        count
    }

    /// The vacant chakras of the side to move and, for each, the squares it may move to: the
    /// vacant neighbours that are not chakras.
    fn chakra_targets(&self) -> impl Iterator<Item = (Square, SquareSet)> {
        let blocked = self.occupied() | self.chakra_squares();
        let all = self.occupied();
        self.chakras[self.to_move.index()]
            .into_iter()
            .filter(move |chakra| !all.contains(*chakra))
            .map(move |chakra| (chakra, king_steps(chakra) - blocked))
    }

    /// Appends every chakra move.
    fn chakra_moves(&self, out: &mut Vec<Move>) {
        for (chakra, targets) in self.chakra_targets() {
            for to in targets {
                out.push(Move::chakra(chakra, to));
            }
        }
    }

    fn count_chakra_moves(&self) -> usize {
        self.chakra_targets()
            .map(|(_, targets)| targets.len() as usize)
            .sum()
    }
}

/// The squares one step from `square` in any of the eight directions.
pub(crate) fn king_steps(square: Square) -> SquareSet {
    let one = SquareSet::of(square);
    Direction::ALL
        .into_iter()
        .fold(SquareSet::EMPTY, |acc, d| acc | one.shift(d))
}

/// The direction back the way `direction` goes.
pub(crate) const fn opposite(direction: Direction) -> Direction {
    match direction {
        Direction::North => Direction::South,
        Direction::NorthEast => Direction::SouthWest,
        Direction::East => Direction::West,
        Direction::SouthEast => Direction::NorthWest,
        Direction::South => Direction::North,
        Direction::SouthWest => Direction::NorthEast,
        Direction::West => Direction::East,
        Direction::NorthWest => Direction::SouthEast,
    }
}
