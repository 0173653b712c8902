//! The search: iterative deepening over negamax alpha-beta with principal-variation search, a
//! transposition table, move ordering and quiescence search, run in time slices.
//!
//! A search must stop at the end of any slice and go on in the next exactly where it stopped,
//! so it is not written as recursion: each node of the line being searched is a [`Frame`] on an
//! explicit stack, and one call of [`Search::advance`] moves the top frame one step (enter a
//! node, or take a child's value and choose the next move). Stopping between two steps leaves
//! everything as it was, so a search sliced into many steps does exactly the work of a search in
//! one go, node for node.

use std::time::Duration;

use web_time::Instant;

use super::EVAL_LIMIT;
use super::game::{SearchGame, StandPat};
use super::ordering::{Ordering, TABLE_MOVE_KEY};
use super::score::{INFINITY, MATE, MAX_PLY, Score, from_table, outcome_score, to_table};
use super::settings::{MAX_DEPTH, Settings};
use super::table::{Bound, Table};
use crate::thinking::{Thinking, budget_used};

/// Steps between looks at the clock.
const CLOCK_EVERY: u32 = 16;

/// Which search a frame does.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Kind {
    /// Full-width alpha-beta with `depth` plies left.
    Main,
    /// Only noisy moves (or all the moves that matter when standing pat is not allowed).
    Quiescence,
}

/// Where a frame stands.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Phase {
    /// Not entered yet.
    Enter,
    /// Its current move's child is being searched with the window `(alpha, beta)`.
    Full,
    /// Its current move's child is being searched with the null window `(alpha, alpha + 1)`,
    /// to show cheaply that the move is no better than the best so far.
    Null,
}

/// One node of the line being searched.
struct Frame<M, U> {
    kind: Kind,
    ply: usize,
    depth: i32,
    alpha: i32,
    beta: i32,
    /// Alpha as the node was entered: a best score at or below it is an upper bound.
    alpha_entered: i32,
    best: i32,
    best_move: Option<M>,
    /// This node's moves are `moves[moves_start..]` while it is on top of the stack (children
    /// put theirs after, and take them away when they return).
    moves_start: usize,
    next: usize,
    /// The move being searched below, and what takes it back.
    current: Option<(M, U)>,
    phase: Phase,
    searched: u32,
    hash: u64,
}

/// What a step decided.
enum Flow {
    /// Search a child of the top frame (its current move is made).
    Child {
        kind: Kind,
        depth: i32,
        alpha: i32,
        beta: i32,
    },
    /// The top frame's value is known.
    Return(i32),
}

/// The statistics of a search so far.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchStats<M> {
    /// The last depth searched completely (0 before the first).
    pub depth: u32,
    /// The deepest ply reached, quiescence included.
    pub selective_depth: u32,
    /// Nodes entered so far.
    pub nodes: u64,
    /// Time spent in [`Search::step`].
    pub time: Duration,
    /// Nodes per second of search time.
    pub nodes_per_second: f64,
    /// The expected line from the root, best move first.
    pub principal_variation: Vec<M>,
    /// The root's value from the side to move's view (`Eval(0)` before the first depth).
    pub score: Score,
    /// The memory the transposition table takes so far, in bytes: it grows as results are
    /// stored, and is kept from one move to the next.
    pub table_bytes: usize,
}

/// An alpha-beta search for the best move of the side to move in a position.
pub struct Search<G: SearchGame> {
    settings: Settings,
    /// The position searched, as given.
    root: G,
    /// The position the search walks by make and unmake.
    position: G,
    table: Table<G::Move>,
    ordering: Ordering<G::Move>,
    stack: Vec<Frame<G::Move, G::Undo>>,
    moves: Vec<G::Move>,
    keys: Vec<i64>,
    /// The hash of the position at each ply of the current line (for repetitions).
    path: Vec<u64>,
    /// The best line found from each ply of the current line (a triangular table).
    lines: Vec<Vec<G::Move>>,
    /// A child's value on its way to its parent.
    returned: Option<i32>,
    /// The first move in ordering, the answer before any depth is done.
    first_move: Option<G::Move>,
    best_move: Option<G::Move>,
    score: i32,
    principal_variation: Vec<G::Move>,
    /// Depths done, and the one in progress.
    depth: u32,
    iteration: u32,
    nodes: u64,
    selective_depth: u32,
    spent: Duration,
    done: bool,
}

impl<G: SearchGame> Search<G> {
    /// A search of `position` for the side to move. Does no work beyond listing the moves until
    /// [`Search::step`].
    pub fn new(position: &G, settings: Settings) -> Search<G> {
        let mut search = Search {
            settings,
            root: position.clone(),
            position: position.clone(),
            table: Table::new(settings.table_mib),
            ordering: Ordering::new(),
            stack: Vec::with_capacity(MAX_PLY + 1),
            moves: Vec::with_capacity(1024),
            keys: Vec::with_capacity(1024),
            path: Vec::with_capacity(MAX_PLY + 1),
            lines: vec![Vec::new(); MAX_PLY + 2],
            returned: None,
            first_move: None,
            best_move: None,
            score: 0,
            principal_variation: Vec::new(),
            depth: 0,
            iteration: 0,
            nodes: 0,
            selective_depth: 0,
            spent: Duration::ZERO,
            done: false,
        };
        search.start();
        search
    }

    /// Searches `position` next, with a fresh budget, keeping what was learnt (the
    /// transposition table, a weakened history): for the next move of the same game.
    pub fn restart(&mut self, position: &G) {
        self.root = position.clone();
        self.position = position.clone();
        self.table.next_generation();
        self.ordering.age();
        self.stack.clear();
        self.moves.clear();
        self.keys.clear();
        self.returned = None;
        self.first_move = None;
        self.best_move = None;
        self.score = 0;
        self.principal_variation.clear();
        self.depth = 0;
        self.iteration = 0;
        self.nodes = 0;
        self.selective_depth = 0;
        self.spent = Duration::ZERO;
        self.done = false;
        self.start();
    }

    /// Lists the root's moves for the first answer; a finished game needs no search.
    fn start(&mut self) {
        let mut moves = Vec::new();
        if self.root.outcome().is_none() {
            self.root.legal_moves(&mut moves);
        }
        self.first_move = moves
            .iter()
            .enumerate()
            .max_by_key(|&(index, &mv)| (self.root.order_score(mv), std::cmp::Reverse(index)))
            .map(|(_, &mv)| mv);
        self.done = self.first_move.is_none();
    }

    /// The settings.
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// Works for about `slice` (at least a few nodes), and returns `true` once the search is
    /// done: its budget is spent, or the result cannot change any more.
    pub fn step(&mut self, slice: Duration) -> bool {
        if self.done {
            return true;
        }
        let start = Instant::now();
        // No end (`None`) for a slice or budget beyond what the clock can count.
        let slice_end = start.checked_add(slice);
        let budget_end = self
            .settings
            .budget
            .time
            .and_then(|time| start.checked_add(time.saturating_sub(self.spent)));
        let node_limit = self.settings.budget.nodes;
        let mut steps = 0u32;
        loop {
            if self.stack.is_empty() && !self.begin_iteration(self.spent + start.elapsed()) {
                self.done = true;
                break;
            }
            if node_limit.is_some_and(|limit| self.nodes >= limit) {
                self.abort();
                break;
            }
            self.advance();
            steps += 1;
            if steps.is_multiple_of(CLOCK_EVERY) {
                let now = Instant::now();
                if budget_end.is_some_and(|end| now >= end) {
                    self.abort();
                    break;
                }
                if slice_end.is_some_and(|end| now >= end) {
                    break;
                }
            }
        }
        self.spent += start.elapsed();
        self.done
    }

    /// Whether the search is done.
    pub fn is_done(&self) -> bool {
        self.done
    }

    /// The best move found so far: from the last depth searched completely (or a better one
    /// found in a depth cut short), before that the first move in the game's ordering. `None`
    /// only when the game is over.
    pub fn best_move(&self) -> Option<G::Move> {
        self.best_move.or(self.first_move)
    }

    /// The root's value so far, from the side to move's view.
    pub fn score(&self) -> Score {
        Score::from_search(self.score)
    }

    /// The expected line, best move first (empty before the first depth is done).
    pub fn principal_variation(&self) -> &[G::Move] {
        &self.principal_variation
    }

    /// The last depth searched completely.
    pub fn depth(&self) -> u32 {
        self.depth
    }

    /// Nodes searched so far.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Time spent searching so far.
    pub fn elapsed(&self) -> Duration {
        self.spent
    }

    /// Everything at once, for tools and the interface.
    pub fn stats(&self) -> SearchStats<G::Move> {
        let seconds = self.spent.as_secs_f64();
        SearchStats {
            depth: self.depth,
            selective_depth: self.selective_depth,
            nodes: self.nodes,
            time: self.spent,
            nodes_per_second: if seconds > 0.0 {
                self.nodes as f64 / seconds
            } else {
                0.0
            },
            principal_variation: self.principal_variation.clone(),
            score: self.score(),
            table_bytes: self.table.bytes(),
        }
    }

    /// Starts the next depth, or says there is none to do. `spent` is the search time so far.
    fn begin_iteration(&mut self, spent: Duration) -> bool {
        let budget = self.settings.budget;
        let limit = budget.depth.unwrap_or(MAX_DEPTH).min(MAX_DEPTH);
        if self.done || self.depth >= limit {
            return false;
        }
        // The next depth takes several times longer than all before it: with half the time
        // gone, it would not finish, and an unfinished depth seldom changes the move.
        if self.depth > 0 && budget.time.is_some_and(|time| spent >= time / 2) {
            return false;
        }
        // A win or loss within the depth searched is certain: more depth cannot change it.
        if self.depth > 0 && self.score.abs() >= MATE - self.depth as i32 {
            return false;
        }
        self.iteration = self.depth + 1;
        self.path.clear();
        self.path.push(self.root.hash());
        self.moves.clear();
        self.keys.clear();
        self.returned = None;
        self.push(Kind::Main, self.iteration as i32, -INFINITY, INFINITY);
        true
    }

    fn push(&mut self, kind: Kind, depth: i32, alpha: i32, beta: i32) {
        let ply = self.stack.len();
        self.stack.push(Frame {
            kind,
            ply,
            depth,
            alpha,
            beta,
            alpha_entered: alpha,
            best: -INFINITY,
            best_move: None,
            moves_start: self.moves.len(),
            next: self.moves.len(),
            current: None,
            phase: Phase::Enter,
            searched: 0,
            hash: self.position.hash(),
        });
    }

    /// One step of the top frame.
    fn advance(&mut self) {
        let flow = match self.returned.take() {
            Some(value) => self.resume(value),
            None => self.enter(),
        };
        match flow {
            Flow::Child {
                kind,
                depth,
                alpha,
                beta,
            } => self.push(kind, depth, alpha, beta),
            Flow::Return(value) => self.pop(value),
        }
    }

    /// The top frame returns `value`.
    fn pop(&mut self, value: i32) {
        let Some(frame) = self.stack.pop() else {
            return;
        };
        self.moves.truncate(frame.moves_start);
        self.keys.truncate(frame.moves_start);
        if self.stack.is_empty() {
            // The root: this depth is done.
            self.depth = self.iteration;
            self.score = value;
            self.best_move = frame.best_move.or(self.best_move);
            self.principal_variation = self.lines[0].clone();
            return;
        }
        self.returned = Some(-value);
    }

    /// Stops the search for good: keeps what the unfinished depth found at the root, if it
    /// searched a move completely, and puts the position back.
    fn abort(&mut self) {
        if let Some(root) = self.stack.first()
            && root.searched > 0
            && let Some(mv) = root.best_move
        {
            if self.best_move != Some(mv) {
                self.best_move = Some(mv);
                self.score = root.best;
                self.principal_variation = self.lines[0].clone();
            } else if self.depth == 0 {
                self.score = root.best;
            }
        }
        self.stack.clear();
        self.moves.clear();
        self.keys.clear();
        self.returned = None;
        self.position = self.root.clone();
        self.done = true;
    }

    /// The static evaluation, with the seeded noise.
    fn evaluate(&self, hash: u64) -> i32 {
        let value = self.position.evaluate().clamp(-EVAL_LIMIT, EVAL_LIMIT);
        // Within the spec's range, so that no noisy evaluation reaches the scores of a won game.
        let noise = self.settings.noise.min(1000);
        if noise <= 0 {
            return value;
        }
        let spread = 2 * noise as u64 + 1;
        value + (mix(hash ^ self.settings.seed) % spread) as i32 - noise
    }

    /// Whether the position at `ply` already stood on the current line (with the same side to
    /// move): a repetition, which the search counts as a draw.
    fn repeats(&self, ply: usize, hash: u64) -> bool {
        (0..ply)
            .rev()
            .skip(1)
            .step_by(2)
            .any(|earlier| self.path[earlier] == hash)
    }

    /// Enters the top frame: ends, table, moves.
    fn enter(&mut self) -> Flow {
        self.nodes += 1;
        let frame = self.stack.len() - 1;
        let (ply, hash, kind, depth) = {
            let f = &self.stack[frame];
            (f.ply, f.hash, f.kind, f.depth)
        };
        self.selective_depth = self.selective_depth.max(ply as u32);
        self.lines[ply].clear();
        if ply > 0 {
            if self.repeats(ply, hash) {
                return Flow::Return(0);
            }
            if let Some(outcome) = self.position.outcome() {
                return Flow::Return(outcome_score(outcome, ply));
            }
            if ply >= MAX_PLY {
                return Flow::Return(self.evaluate(hash));
            }
        }
        match kind {
            Kind::Main => self.enter_main(frame, ply, hash, depth),
            Kind::Quiescence => self.enter_quiescence(frame, ply, hash),
        }
    }

    fn enter_main(&mut self, frame: usize, ply: usize, hash: u64, depth: i32) -> Flow {
        let mut table_move = None;
        if let Some(entry) = self.table.probe(hash) {
            table_move = entry.mv;
            let f = &self.stack[frame];
            if ply > 0 && entry.depth as i32 >= depth {
                let score = from_table(entry.score, ply);
                let cut = match entry.bound {
                    Bound::Exact => true,
                    Bound::Lower => score >= f.beta,
                    Bound::Upper => score <= f.alpha,
                };
                if cut {
                    return Flow::Return(score);
                }
            }
        }
        let start = self.moves.len();
        self.position.legal_moves(&mut self.moves);
        if self.moves.len() == start {
            return Flow::Return(outcome_score(self.position.outcome_without_moves(), ply));
        }
        for index in start..self.moves.len() {
            let mv = self.moves[index];
            let key = if Some(mv) == table_move {
                TABLE_MOVE_KEY
            } else {
                self.ordering.key(ply, &mv, self.position.order_score(mv))
            };
            self.keys.push(key);
        }
        self.stack[frame].phase = Phase::Full;
        self.next_move(frame)
    }

    fn enter_quiescence(&mut self, frame: usize, ply: usize, hash: u64) -> Flow {
        if !self.settings.quiescence {
            return Flow::Return(self.evaluate(hash));
        }
        let start = self.moves.len();
        let stand_pat = self.position.noisy_moves(&mut self.moves);
        if stand_pat == StandPat::Allowed {
            let value = self.evaluate(hash);
            let f = &mut self.stack[frame];
            f.best = value;
            if value >= f.beta {
                self.moves.truncate(start);
                return Flow::Return(value);
            }
            f.alpha = f.alpha.max(value);
        }
        if self.moves.len() == start {
            return match stand_pat {
                StandPat::Allowed => Flow::Return(self.stack[frame].best),
                StandPat::Forbidden => {
                    Flow::Return(outcome_score(self.position.outcome_without_moves(), ply))
                }
            };
        }
        for index in start..self.moves.len() {
            let score = self.position.order_score(self.moves[index]);
            self.keys.push(score as i64);
        }
        self.stack[frame].phase = Phase::Full;
        self.next_move(frame)
    }

    /// Makes the top frame's next move in order and searches it, or returns the frame's value
    /// when no move is left.
    fn next_move(&mut self, frame: usize) -> Flow {
        let end = self.moves.len();
        let f = &mut self.stack[frame];
        if f.next >= end {
            let best = f.best;
            if f.kind == Kind::Main {
                let bound = if best <= f.alpha_entered {
                    Bound::Upper
                } else if best >= f.beta {
                    Bound::Lower
                } else {
                    Bound::Exact
                };
                let mv = if bound == Bound::Upper {
                    None
                } else {
                    f.best_move
                };
                let (hash, depth, ply) = (f.hash, f.depth, f.ply);
                self.table
                    .store(hash, depth, to_table(best, ply), bound, mv);
            }
            return Flow::Return(best);
        }
        // Selection: the best key left goes next.
        let mut pick = f.next;
        for index in f.next + 1..end {
            if self.keys[index] > self.keys[pick] {
                pick = index;
            }
        }
        self.moves.swap(f.next, pick);
        self.keys.swap(f.next, pick);
        let mv = self.moves[f.next];
        f.next += 1;
        let undo = self.position.make(mv);
        self.path.truncate(f.ply + 1);
        self.path.push(self.position.hash());
        f.current = Some((mv, undo));
        let (alpha, beta) = (f.alpha, f.beta);
        let (kind, depth) = match f.kind {
            Kind::Main if f.depth > 1 => (Kind::Main, f.depth - 1),
            _ => (Kind::Quiescence, 0),
        };
        if f.kind == Kind::Main && f.searched > 0 && beta > alpha + 1 {
            f.phase = Phase::Null;
            Flow::Child {
                kind,
                depth,
                alpha: -alpha - 1,
                beta: -alpha,
            }
        } else {
            f.phase = Phase::Full;
            Flow::Child {
                kind,
                depth,
                alpha: -beta,
                beta: -alpha,
            }
        }
    }

    /// The top frame's current move has the value `score` (from the frame's side).
    fn resume(&mut self, score: i32) -> Flow {
        let frame = self.stack.len() - 1;
        let f = &mut self.stack[frame];
        if f.phase == Phase::Null && score > f.alpha && score < f.beta {
            // Better than the best so far after all: search it again with the full window.
            f.phase = Phase::Full;
            let depth = if f.depth > 1 { f.depth - 1 } else { 0 };
            let kind = if f.depth > 1 {
                Kind::Main
            } else {
                Kind::Quiescence
            };
            return Flow::Child {
                kind,
                depth,
                alpha: -f.beta,
                beta: -f.alpha,
            };
        }
        let Some((mv, undo)) = f.current.take() else {
            return Flow::Return(f.best);
        };
        self.position.unmake(mv, undo);
        self.path.truncate(f.ply + 1);
        f.searched += 1;
        if score > f.best {
            f.best = score;
            f.best_move = Some(mv);
            if score > f.alpha {
                f.alpha = score;
                let ply = f.ply;
                if ply + 1 < self.lines.len() {
                    let (head, tail) = self.lines.split_at_mut(ply + 1);
                    let line = &mut head[ply];
                    line.clear();
                    line.push(mv);
                    line.extend_from_slice(&tail[0]);
                }
                if score >= self.stack[frame].beta {
                    let f = &self.stack[frame];
                    let (kind, depth, hash, best) = (f.kind, f.depth, f.hash, f.best);
                    if kind == Kind::Main {
                        if self.position.order_score(mv) <= 0 {
                            self.ordering.refuted(ply, mv, depth);
                        }
                        self.table
                            .store(hash, depth, to_table(best, ply), Bound::Lower, Some(mv));
                    }
                    return Flow::Return(best);
                }
            }
        }
        self.next_move(frame)
    }
}

/// SplitMix64's finaliser: a well-mixed number from a hash and a seed.
fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

impl<G: SearchGame> Thinking for Search<G> {
    type Root = G;
    type Choice = Option<G::Move>;

    fn follow(&mut self, position: &G) {
        self.restart(position);
    }

    fn step(&mut self, slice: Duration) -> bool {
        Search::step(self, slice)
    }

    fn choice(&self) -> Option<G::Move> {
        self.best_move()
    }

    fn work(&self) -> u64 {
        self.nodes
    }

    fn elapsed(&self) -> Duration {
        self.spent
    }

    fn progress(&self) -> f32 {
        if self.done {
            return 1.0;
        }
        let budget = self.settings.budget;
        budget_used(
            [
                (u64::from(self.depth), budget.depth.map(u64::from)),
                (self.nodes, budget.nodes),
            ],
            self.spent,
            budget.time,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::super::game::Outcome;
    use super::super::settings::Budget;
    use super::*;

    /// A token on a ring of four squares, moved one square forward or back in turn; from
    /// square 0 the first player may also leave the ring, to a position worth `exit` to him.
    /// Off the ring the game is over (a win when `exit` > 0, a loss otherwise). On the ring,
    /// the evaluation says the first player is far ahead, but only going round the ring
    /// forever is left: the search must count a return to a position as a draw.
    #[derive(Clone)]
    struct Ring {
        square: u8,
        first_to_move: bool,
        exit: i32,
        left: bool,
    }

    #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
    enum Step {
        Forward,
        Back,
        Leave,
    }

    impl SearchGame for Ring {
        type Move = Step;
        type Undo = Ring;

        fn legal_moves(&self, moves: &mut Vec<Step>) {
            if !self.left {
                moves.extend([Step::Forward, Step::Back]);
                if self.square == 0 && self.first_to_move {
                    moves.push(Step::Leave);
                }
            }
        }
        fn noisy_moves(&self, _moves: &mut Vec<Step>) -> StandPat {
            StandPat::Allowed
        }
        fn make(&mut self, step: Step) -> Ring {
            let old = self.clone();
            match step {
                Step::Forward => self.square = (self.square + 1) % 4,
                Step::Back => self.square = (self.square + 3) % 4,
                Step::Leave => self.left = true,
            }
            self.first_to_move = !self.first_to_move;
            old
        }
        fn unmake(&mut self, _step: Step, old: Ring) {
            *self = old;
        }
        fn hash(&self) -> u64 {
            mix(self.square as u64 * 4 + self.first_to_move as u64 * 2 + self.left as u64)
        }
        fn outcome(&self) -> Option<Outcome> {
            // The first player left; the second is to move.
            self.left.then_some(if self.exit > 0 {
                Outcome::Loss
            } else {
                Outcome::Win
            })
        }
        fn outcome_without_moves(&self) -> Outcome {
            Outcome::Draw
        }
        fn evaluate(&self) -> i32 {
            if self.first_to_move { 900 } else { -900 }
        }
        fn order_score(&self, _step: Step) -> i32 {
            0
        }
    }

    fn value(exit: i32, depth: u32) -> (Score, Option<Step>) {
        let ring = Ring {
            square: 0,
            first_to_move: true,
            exit,
            left: false,
        };
        let settings = Settings {
            budget: Budget::depth(depth),
            ..Settings::default()
        };
        let mut search = Search::new(&ring, settings);
        while !search.step(Duration::from_secs(1)) {}
        (search.score(), search.best_move())
    }

    #[test]
    fn a_position_that_comes_back_on_the_line_is_a_draw() {
        // Going round the ring comes back to the start after four plies (or two, back and
        // forth): a draw, however good the evaluation says the position is.
        for depth in [4, 5, 8] {
            // Leaving loses: staying on the ring (a draw) is better.
            let (score, best) = value(-1, depth);
            assert_eq!(score, Score::Eval(0), "depth {depth}");
            assert_ne!(best, Some(Step::Leave));
            // Leaving wins: take it.
            assert_eq!(value(1, depth), (Score::Win(1), Some(Step::Leave)));
        }
        // Too shallow to see a repetition: the evaluation decides.
        assert_eq!(value(-1, 1).0, Score::Eval(900));
    }
}
