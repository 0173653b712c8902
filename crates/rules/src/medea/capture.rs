//! Jump captures: the search over every sequence of short leaps (men) and long leaps (kings)
//! with the Turkish strike, the majority rule that keeps only the largest, and the path a
//! capture is written with.

use super::moves::Move;
use super::position::Position;
use super::square::{Direction, Square};

/// The search for one piece's jump sequences, collecting complete ones into `out`.
struct JumpSearch<'a> {
    /// Every piece still on the board, the mover's start square left vacant (it may be passed
    /// and landed on again). Captured pieces stay until the move ends, so they stay here.
    occupied: u64,
    /// The opponent's pieces.
    enemy: u64,
    origin: Square,
    king: bool,
    /// The most pieces any sequence found so far takes.
    best: u32,
    /// Where this position's captures begin in `out`.
    first: usize,
    out: &'a mut Vec<Move>,
}

impl JumpSearch<'_> {
    /// Follows every jump from `square` with `captured` already taken.
    fn extend(&mut self, square: Square, captured: u64) {
        let mut more = false;
        for direction in Direction::ORTHOGONAL {
            if self.king {
                let Some((victim, landings)) = self.long_leap(square, direction, captured) else {
                    continue;
                };
                for landing in landings {
                    more = true;
                    self.extend(landing, captured | victim.bit());
                }
            } else if let Some((victim, landing)) = self.short_leap(square, direction, captured) {
                more = true;
                self.extend(landing, captured | victim.bit());
            }
        }
        if !more && captured != 0 {
            self.record(square, captured);
        }
    }

    /// A man's jump from `square` in `direction`: the adjacent enemy piece (not yet captured)
    /// and the vacant square beyond.
    fn short_leap(
        &self,
        square: Square,
        direction: Direction,
        captured: u64,
    ) -> Option<(Square, Square)> {
        let over = square.step(direction)?;
        let landing = over.step(direction)?;
        let live = self.enemy & !captured;
        (live & over.bit() != 0 && self.occupied & landing.bit() == 0).then_some((over, landing))
    }

    /// A king's jump from `square` in `direction`: the first piece on the line, if it is an
    /// enemy piece not yet captured, and the vacant squares beyond it up to the next obstacle.
    fn long_leap(
        &self,
        square: Square,
        direction: Direction,
        captured: u64,
    ) -> Option<(Square, Landings)> {
        let mut at = square.step(direction)?;
        while self.occupied & at.bit() == 0 {
            at = at.step(direction)?;
        }
        if self.enemy & !captured & at.bit() == 0 {
            return None;
        }
        Some((
            at,
            Landings {
                next: at.step(direction),
                direction,
                occupied: self.occupied,
            },
        ))
    }

    /// Keeps a complete sequence if it takes at least as many pieces as any other.
    fn record(&mut self, to: Square, captured: u64) {
        let count = captured.count_ones();
        if count < self.best {
            return;
        }
        if count > self.best {
            self.best = count;
            self.out.truncate(self.first);
        }
        let capture = Move::jump(self.origin, to, captured);
        // Different paths with the same start, end and captured set are one move.
        if !self.out[self.first..].contains(&capture) {
            self.out.push(capture);
        }
    }
}

/// The vacant squares along a line after a jumped piece, up to the next obstacle.
struct Landings {
    next: Option<Square>,
    direction: Direction,
    occupied: u64,
}

impl Iterator for Landings {
    type Item = Square;

    fn next(&mut self) -> Option<Square> {
        let square = self.next.filter(|s| self.occupied & s.bit() == 0)?;
        self.next = square.step(self.direction);
        Some(square)
    }
}

impl Position {
    /// Appends the side to move's largest jump captures to `out` (one per start, end and
    /// captured set) and returns how many pieces they take (0: no jump capture).
    pub(crate) fn jump_captures(&self, out: &mut Vec<Move>) -> u32 {
        let us = self.to_move.index();
        let enemy = self.men[1 - us] | self.kings[1 - us];
        let all = self.occupied().0;
        let jumpers = self.first_jumpers(all, enemy);
        if jumpers == 0 {
            return 0;
        }
        let mut search = JumpSearch {
            occupied: all,
            enemy,
            origin: Square::of_bit(0),
            king: false,
            best: 1,
            first: out.len(),
            out,
        };
        let mut rest = jumpers;
        while rest != 0 {
            let origin = Square::of_bit(rest.trailing_zeros());
            rest &= rest - 1;
            search.occupied = all & !origin.bit();
            search.origin = origin;
            search.king = self.kings[us] & origin.bit() != 0;
            search.extend(origin, 0);
        }
        if search.out.len() > search.first {
            search.best
        } else {
            0
        }
    }

    /// The men and kings of the side to move that have a first jump: only they can capture.
    fn first_jumpers(&self, all: u64, enemy: u64) -> u64 {
        use super::generate::opposite;
        use super::square_set::SquareSet;
        let us = self.to_move.index();
        let men = SquareSet(self.men[us]);
        let empty = SquareSet(!all);
        let enemy_set = SquareSet(enemy);
        let mut jumpers = SquareSet::EMPTY;
        for direction in Direction::ORTHOGONAL {
            // A man jumps in `direction` when the next square holds an enemy piece and the one
            // after it is empty.
            let back = opposite(direction);
            jumpers |= men & enemy_set.shift(back) & empty.shift(back).shift(back);
        }
        let mut kings = self.kings[us];
        while kings != 0 {
            let king = Square::of_bit(kings.trailing_zeros());
            kings &= kings - 1;
            for direction in Direction::ORTHOGONAL {
                let mut at = king.step(direction);
                while let Some(square) = at.filter(|s| all & s.bit() == 0) {
                    at = square.step(direction);
                }
                let beyond = at
                    .filter(|s| enemy & s.bit() != 0)
                    .and_then(|s| s.step(direction));
                if beyond.is_some_and(|s| all & s.bit() == 0) {
                    jumpers.insert(king);
                    break;
                }
            }
        }
        jumpers.0
    }

    /// The path of a jump capture: its start and every landing square. Of the paths that give
    /// the same move, the one whose list of square names sorts first. A move that is not a
    /// jump capture of this position gives its start and end.
    pub fn path(&self, capture: &Move) -> Vec<Square> {
        let us = self.to_move.index();
        let mut path = vec![capture.from()];
        let search = PathSearch {
            occupied: self.occupied().0 & !capture.from().bit(),
            victims: capture.captured_bits() & (self.men[1 - us] | self.kings[1 - us]),
            king: self.kings[us] & capture.from().bit() != 0,
            target: capture.to(),
            all: capture.captured_bits(),
        };
        if !capture.is_capture()
            || capture.kind() != super::moves::MoveKind::Jump
            || !search.first(capture.from(), 0, &mut path)
        {
            return vec![capture.from(), capture.to()];
        }
        path
    }
}

/// The search for the first path, in name order, that takes exactly a given set.
struct PathSearch {
    occupied: u64,
    victims: u64,
    king: bool,
    target: Square,
    all: u64,
}

impl PathSearch {
    /// Extends `path` (ending on `square`, having taken `captured`) to a complete path; the
    /// options are tried in name order, so the first complete path sorts first.
    fn first(&self, square: Square, captured: u64, path: &mut Vec<Square>) -> bool {
        if captured == self.all {
            return square == self.target;
        }
        let mut options: Vec<(Square, Square)> = Vec::new();
        for direction in Direction::ORTHOGONAL {
            let mut at = square.step(direction);
            if self.king {
                while let Some(s) = at.filter(|s| self.occupied & s.bit() == 0) {
                    at = s.step(direction);
                }
            }
            let Some(victim) = at.filter(|s| self.victims & !captured & s.bit() != 0) else {
                continue;
            };
            let mut landing = victim.step(direction);
            while let Some(s) = landing.filter(|s| self.occupied & s.bit() == 0) {
                options.push((s, victim));
                if !self.king {
                    break;
                }
                landing = s.step(direction);
            }
        }
        options.sort_by_key(|(landing, _)| landing.name_order());
        for (landing, victim) in options {
            path.push(landing);
            if self.first(landing, captured | victim.bit(), path) {
                return true;
            }
            path.pop();
        }
        false
    }
}

impl Position {
    /// Whether the piece making `capture` could jump again where it stops (so the capture
    /// would have to go on).
    pub(crate) fn can_jump_on(&self, capture: &Move) -> bool {
        let us = self.to_move.index();
        let origin = capture.from();
        let mut out = Vec::new();
        let search = JumpSearch {
            occupied: self.occupied().0 & !origin.bit(),
            enemy: self.men[1 - us] | self.kings[1 - us],
            origin,
            king: self.kings[us] & origin.bit() != 0,
            best: 1,
            first: 0,
            out: &mut out,
        };
        let captured = capture.captured_bits();
        Direction::ORTHOGONAL.into_iter().any(|direction| {
            if search.king {
                search
                    .long_leap(capture.to(), direction, captured)
                    .is_some_and(|(_, mut landings)| landings.next().is_some())
            } else {
                search
                    .short_leap(capture.to(), direction, captured)
                    .is_some()
            }
        })
    }
}
