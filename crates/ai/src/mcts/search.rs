//! Monte Carlo tree search over the steps of a turn, in small slices of work.
//!
//! Each iteration walks from the root by UCT (with RAVE for placements and prior knowledge for
//! every step), grows the tree at a leaf that has been visited often enough, finishes the game
//! with the playout policy, and backs up the result. The tree survives from turn to turn:
//! [`Search::advance`] moves the root down by the turns actually played.

use std::collections::HashSet;
use std::time::Duration;

use web_time::Instant;

use medusa_rules::medusa::{Action, Bits, Colour, Game, Point, Position, Turn};

use super::knowledge::PlacementFacts;
use super::playout::{play_out, white_reward};
use super::settings::SearchSettings;
use super::tree::{Node, Phase, Step, Tree, ends_turn};
use crate::rng::Rng;
use crate::thinking::{Thinking, budget_used};

/// A search for the best turn of the player to move in a game.
#[derive(Clone, Debug)]
pub struct Search {
    settings: SearchSettings,
    rng: Rng,
    tree: Tree,
    /// The position at the root, and where in its turn it stands.
    root: Position,
    root_phase: Phase,
    /// Hashes of every position that has stood at the start of a turn (`Game::would_repeat`).
    seen: HashSet<u64>,
    /// Where the root is in the game: turns completed, and the actions of the turn in progress.
    root_turns: usize,
    root_actions: Vec<Action>,
    /// Work done for the current turn.
    playouts: u64,
    spent: Duration,
    /// Scratch: the nodes of the current iteration with the player to choose at each.
    path: Vec<(usize, Colour)>,
}

/// One finished search, summarised (for tools and the interface).
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct SearchStats {
    /// Playouts made for this turn.
    pub playouts: u64,
    /// Time spent searching for this turn.
    pub time: Duration,
    /// Nodes in the tree.
    pub nodes: usize,
    /// The estimated chance that the player to move wins, from the chosen first step.
    pub win_rate: f32,
}

impl Search {
    /// A search for the player to move in `game`. No work is done until [`Search::step`].
    pub fn new(game: &Game, settings: SearchSettings) -> Search {
        let mut search = Search {
            rng: Rng::new(settings.seed),
            settings,
            tree: Tree::new(),
            root: game.position().clone(),
            root_phase: Phase::TurnStart,
            seen: HashSet::new(),
            root_turns: 0,
            root_actions: Vec::new(),
            playouts: 0,
            spent: Duration::ZERO,
            path: Vec::new(),
        };
        search.reset(game);
        search
    }

    /// Starts afresh at the game's position (a new tree).
    fn reset(&mut self, game: &Game) {
        self.tree = Tree::new();
        self.sync(game);
    }

    /// Takes the game's position, history and turn progress as the root's.
    fn sync(&mut self, game: &Game) {
        self.root = game.position().clone();
        self.root_phase = Phase::of(&self.root);
        self.root_turns = game.turns().len();
        self.root_actions = game.actions_in_progress();
        self.seen = turn_starts(game);
        self.playouts = 0;
        self.spent = Duration::ZERO;
    }

    /// The settings in use.
    pub fn settings(&self) -> &SearchSettings {
        &self.settings
    }

    /// Changes the budget (for example a new level) for the rest of this turn and later ones.
    pub fn set_budget(&mut self, budget: super::settings::Budget) {
        self.settings.budget = budget;
    }

    /// Playouts made for the current turn so far.
    pub fn playouts(&self) -> u64 {
        self.playouts
    }

    /// Search time spent on the current turn so far.
    pub fn elapsed(&self) -> Duration {
        self.spent
    }

    /// A summary of the search so far.
    pub fn stats(&self) -> SearchStats {
        SearchStats {
            playouts: self.playouts,
            time: self.spent,
            nodes: self.tree.node_count(),
            win_rate: self.win_rate(),
        }
    }

    /// The estimated chance that the player to move wins (0.5 before any search).
    pub fn win_rate(&self) -> f32 {
        self.most_visited(0, &self.root, true)
            .and_then(|c| self.tree.node(c).mean())
            .unwrap_or(0.5)
    }

    /// The value of the root's position for the player to move (0.5 before any search): the
    /// mean reward of every playout from the root, moved towards the mean of the most visited
    /// first step by that step's share of the root's playouts.
    ///
    /// Where the search spreads its playouts (no step stands out), this is about the plain
    /// mean: steadier than [`Search::win_rate`], whose chosen step is, by being chosen, the one
    /// whose value luck has raised most. Where one step stands out (the reply that reverses a
    /// big group takes most of the playouts), it is about that step's value, which the plain
    /// mean understates by counting the playouts spent making sure of the other steps.
    pub fn root_value(&self) -> f32 {
        let (wins, visits) = self
            .tree
            .children(0)
            .map(|c| self.tree.node(c))
            .fold((0.0f64, 0u64), |(w, v), n| {
                (w + n.wins as f64, v + n.visits as u64)
            });
        if visits == 0 {
            return 0.5;
        }
        let mean = wins / visits as f64;
        let Some(best) = self.most_visited(0, &self.root, true) else {
            return mean as f32;
        };
        let best = self.tree.node(best);
        let share = best.visits as f64 / visits as f64;
        let value = best.wins as f64 / best.visits as f64;
        (mean + share * (value - mean)) as f32
    }

    /// Searches for about `slice` (at least one iteration when the budget is not spent) and
    /// returns whether the budget is spent (or the search has nothing to decide).
    pub fn step(&mut self, slice: Duration) -> bool {
        let start = Instant::now();
        let mut done = self.is_done();
        while !done {
            self.iterate();
            let now = Instant::now().duration_since(start);
            done = self.spent + now >= self.settings.budget.time.unwrap_or(Duration::MAX)
                || self.playouts >= self.settings.budget.playouts.unwrap_or(u64::MAX)
                || (self.settings.early_stop
                    && self.playouts.is_multiple_of(32)
                    && self.settled(now));
            if now >= slice {
                break;
            }
        }
        self.spent += Instant::now().duration_since(start);
        done || self.is_done()
    }

    /// Whether the budget is spent or there is nothing to decide.
    fn is_done(&self) -> bool {
        !self.root.is_playing()
            || self.spent >= self.settings.budget.time.unwrap_or(Duration::MAX)
            || self.playouts >= self.settings.budget.playouts.unwrap_or(u64::MAX)
    }

    /// Whether the rest of the budget cannot change the choice of the first step (or the game
    /// is clearly won), given `running` time spent in the slice in progress.
    fn settled(&self, running: Duration) -> bool {
        let budget = self.settings.budget;
        let spent = (self.spent + running).as_secs_f64().max(1e-9);
        // The share of the budget used, and the playouts still to come at the current rate.
        let mut used = 0.0f64;
        let mut remaining = f64::INFINITY;
        if let Some(n) = budget.playouts {
            used = used.max(self.playouts as f64 / n.max(1) as f64);
            remaining = remaining.min(n.saturating_sub(self.playouts) as f64);
        }
        if let Some(t) = budget.time {
            let t = t.as_secs_f64().max(1e-9);
            used = used.max(spent / t);
            remaining = remaining.min(self.playouts as f64 / spent * (t - spent).max(0.0));
        }
        if used < 0.1 {
            return false;
        }
        let mut first = (0u32, 0.0f32);
        let mut second = 0u32;
        for c in self.tree.children(0) {
            let node = self.tree.node(c);
            if node.visits > first.0 {
                second = first.0;
                first = (node.visits, node.value());
            } else if node.visits > second {
                second = node.visits;
            }
        }
        (first.0 - second) as f64 > remaining || (first.1 > 0.98 && used >= 0.2)
    }

    /// One iteration: select, expand, play out, back up.
    fn iterate(&mut self) {
        let movement = self.root.topology().has_movement();
        let mut position = self.root.clone();
        let mut phase = self.root_phase;
        let mut node = 0;
        let mut root_turn = true;
        let mut placed = [Bits::EMPTY; 2];
        self.path.clear();
        self.path.push((0, position.to_move()));
        while position.is_playing() {
            if !self.tree.node(node).expanded {
                let ready = node == 0 || self.tree.node(node).visits >= self.settings.expand_after;
                if !ready || self.tree.node_count() >= self.settings.max_nodes {
                    break;
                }
                self.expand(node, &position, phase);
            }
            let Some(child) = self.select(node, &position, root_turn) else {
                break;
            };
            let step = self.tree.node(child).step;
            let mover = position.to_move();
            if step.apply(&mut position).is_err() {
                debug_assert!(false, "the tree holds only legal steps");
                break;
            }
            if let Step::Place(point) = step {
                placed[mover.index()].insert(point);
            }
            root_turn &= !ends_turn(step, movement);
            phase = Phase::after(step, movement);
            node = child;
            self.path.push((node, position.to_move()));
        }
        if position.is_playing() {
            let may_place = phase == Phase::TurnStart;
            play_out(&mut position, &mut self.rng, may_place, &mut placed);
        }
        let white = white_reward(&position, self.settings.margin_weight);
        self.back_up(white, &placed);
        self.playouts += 1;
    }

    /// Adds the result to every node of the path, and to the AMAF statistics of the placements
    /// the choosing player made later in the same playout.
    fn back_up(&mut self, white: f32, placed: &[Bits; 2]) {
        let reward = |colour: Colour| reward_for(colour, white);
        let rave = self.settings.rave_equivalence > 0.0;
        for i in 0..self.path.len() {
            let (index, chooser) = self.path[i];
            let node = self.tree.node_mut(index);
            node.visits += 1;
            if i > 0 {
                node.wins += reward(self.path[i - 1].1);
            }
            if rave {
                let later = placed[chooser.index()];
                let r = reward(chooser);
                for c in self.tree.children(index) {
                    let child = self.tree.node_mut(c);
                    if let Step::Place(point) = child.step
                        && later.contains(point)
                    {
                        child.amaf_visits += 1.0;
                        child.amaf_wins += r;
                    }
                }
            }
        }
    }

    /// The child of `index` to explore: the best by UCT on values blended with RAVE. At the
    /// root's own turn an end of turn that would repeat an earlier position is never chosen.
    fn select(&self, index: usize, position: &Position, root_turn: bool) -> Option<usize> {
        let parent = self.tree.node(index);
        let log_parent = ((parent.visits + 1) as f32).ln();
        let equivalence = self.settings.rave_equivalence;
        let mut best = None;
        let mut best_score = f32::NEG_INFINITY;
        for c in self.tree.children(index) {
            let child = self.tree.node(c);
            if root_turn && child.step == Step::EndTurn && self.repeats(position) {
                continue;
            }
            let n = child.visits as f32 + child.prior_visits;
            let mut value = child.value();
            if child.amaf_visits > 0.0 && equivalence > 0.0 {
                let a = child.amaf_visits;
                let beta = a / (a + n + n * a / equivalence);
                value = (1.0 - beta) * value + beta * child.amaf_wins / a;
            }
            let score = value + self.settings.exploration * (log_parent / n.max(1e-3)).sqrt();
            if score > best_score {
                best_score = score;
                best = Some(c);
            }
        }
        best
    }

    /// Whether ending the turn in `position` would bring back a position that has already
    /// stood at the start of a turn. A second pass in a row is exempt: it ends the game. A turn
    /// with a placement never repeats (the stone stays for good), so it is not looked up.
    fn repeats(&self, position: &Position) -> bool {
        if position.placed_this_turn() {
            return false;
        }
        let mut after = position.clone();
        after.end_turn().is_ok() && after.is_playing() && self.seen.contains(&after.hash())
    }

    /// Creates the children of `index`, whose position is `position`, with their priors.
    fn expand(&mut self, index: usize, position: &Position, phase: Phase) {
        let movement = position.topology().has_movement();
        let mut children = Vec::new();
        match phase {
            Phase::TurnStart => {
                for point in position.placements() {
                    let facts = PlacementFacts::of(position, point);
                    children.push(Node::new(Step::Place(point), placement_prior(&facts)));
                }
                let no_placement = if movement {
                    Step::SkipPlacement
                } else {
                    Step::EndTurn
                };
                children.push(Node::new(no_placement, self.pass_prior(position)));
            }
            Phase::Movement => {
                children.push(Node::new(Step::EndTurn, (4.0, 0.6)));
                for (from, to) in position.legal_moves() {
                    let prior = movement_prior(position, from, to);
                    children.push(Node::new(Step::Move(from, to), prior));
                }
            }
        }
        self.tree.expand(index, children);
    }

    /// Prior knowledge about not placing. After the opponent's pass, passing too ends the game
    /// and its count is known exactly, so it is worth as much as many playouts. A first pass
    /// lets the opponent end the game by passing back: if that count loses, so does the pass.
    fn pass_prior(&self, position: &Position) -> (f32, f32) {
        let me = position.to_move();
        let mut ended = position.clone();
        if ended.end_turn().is_err() {
            return (1.0, 0.5);
        }
        if position.passes() == 1 {
            let white = white_reward(&ended, self.settings.margin_weight);
            return (20.0, reward_for(me, white));
        }
        if position.can_place() && ended.end_turn().is_ok() && !ended.is_playing() {
            let white = white_reward(&ended, self.settings.margin_weight);
            let mine = reward_for(me, white);
            if mine < 0.5 {
                return (20.0, mine);
            }
        }
        (1.0, 0.5)
    }

    /// The most visited allowed child of `index` (ties: the better value, then the first).
    fn most_visited(&self, index: usize, position: &Position, root_turn: bool) -> Option<usize> {
        let mut best: Option<usize> = None;
        for c in self.tree.children(index) {
            let child = self.tree.node(c);
            if child.visits == 0
                || (root_turn && child.step == Step::EndTurn && self.repeats(position))
            {
                continue;
            }
            let better = match best {
                None => true,
                Some(b) => {
                    let b = self.tree.node(b);
                    (child.visits, child.value()) > (b.visits, b.value())
                }
            };
            if better {
                best = Some(c);
            }
        }
        best
    }

    /// The root's steps with their playouts and their mean reward for the player to move.
    pub(crate) fn root_steps(&self) -> Vec<(Step, u32, Option<f32>)> {
        self.tree
            .children(0)
            .map(|c| {
                let node = self.tree.node(c);
                (node.step, node.visits, node.mean())
            })
            .collect()
    }

    /// The turn to play now: the most visited steps from the root to the end of the turn. It
    /// is legal in the position the search was given (or last advanced to) and never repeats
    /// an earlier position when another turn is possible. Before any search it is the placement
    /// the prior knowledge likes best. Outside play (marking, game over) it is `Turn::Pass`.
    pub fn best_turn(&self) -> Turn {
        if !self.root.is_playing() {
            return Turn::Pass;
        }
        let movement = self.root.topology().has_movement();
        let mut position = self.root.clone();
        let mut phase = self.root_phase;
        let mut node = Some(0);
        let mut placement = None;
        let mut moves = Vec::new();
        loop {
            let step = match node.and_then(|n| self.most_visited(n, &position, true)) {
                Some(child) => {
                    node = Some(child);
                    self.tree.node(child).step
                }
                None => {
                    node = None;
                    match phase {
                        Phase::TurnStart => match prior_placement(&position) {
                            Some(point) => Step::Place(point),
                            None if movement => Step::SkipPlacement,
                            None => Step::EndTurn,
                        },
                        Phase::Movement if self.repeats(&position) => break,
                        Phase::Movement => Step::EndTurn,
                    }
                }
            };
            if step.apply(&mut position).is_err() {
                break;
            }
            match step {
                Step::Place(point) => placement = Some(point),
                Step::Move(from, to) => moves.push((from, to)),
                Step::SkipPlacement | Step::EndTurn => {}
            }
            if ends_turn(step, movement) {
                return turn_of(placement, moves);
            }
            phase = Phase::after(step, movement);
        }
        // Every way to finish this turn without a placement repeats a position: place instead
        // (a placement adds a stone, so it can never repeat).
        match (self.root_phase, prior_placement(&self.root)) {
            (Phase::TurnStart, Some(point)) => Turn::place(point),
            _ => turn_of(placement, moves),
        }
    }

    /// Moves the root to the game's current position, keeping what was learnt about it when
    /// the game went on from the root by the turns and actions the tree knows (tree reuse);
    /// otherwise starts a new tree. The budget starts again for the new turn. Its cost grows
    /// with the part of the tree that is kept (about a millisecond after a Strong search).
    pub fn advance(&mut self, game: &Game) {
        let Some(steps) = self.steps_since_root(game) else {
            self.reset(game);
            return;
        };
        let mut position = self.root.clone();
        let mut node = 0;
        for step in steps {
            let child = self.tree.child(node, step);
            match child {
                Some(child) if step.apply(&mut position).is_ok() => node = child,
                _ => {
                    self.reset(game);
                    return;
                }
            }
        }
        if position != *game.position() {
            self.reset(game);
            return;
        }
        if node != 0 {
            self.tree = self.tree.subtree(node);
        }
        self.sync(game);
    }

    /// The tree steps that lead from the root to the game's position, when the game has gone on
    /// from the root's position.
    fn steps_since_root(&self, game: &Game) -> Option<Vec<Step>> {
        let turns = game.turns();
        if turns.len() < self.root_turns {
            return None;
        }
        let mut actions: Vec<Action> = Vec::new();
        let topology = game.topology();
        let in_progress = game.actions_in_progress();
        if turns.len() == self.root_turns {
            actions.extend(in_progress.strip_prefix(self.root_actions.as_slice())?);
        } else {
            let first = turns[self.root_turns].turn.actions(topology);
            actions.extend(first.strip_prefix(self.root_actions.as_slice())?);
            for played in &turns[self.root_turns + 1..] {
                actions.extend(played.turn.actions(topology));
            }
            actions.extend(in_progress);
        }
        let movement = topology.has_movement();
        let mut phase = self.root_phase;
        let mut steps = Vec::new();
        for action in actions {
            let step = match action {
                Action::Place(point) => Step::Place(point),
                Action::Move { from, to } => Step::Move(from, to),
                Action::EndTurn => Step::EndTurn,
                _ => return None,
            };
            if phase == Phase::TurnStart && movement && !matches!(step, Step::Place(_)) {
                steps.push(Step::SkipPlacement);
            }
            steps.push(step);
            phase = Phase::after(step, movement);
        }
        Some(steps)
    }
}

/// The positions that have stood at the start of a turn in `game` (what `Game::would_repeat`
/// looks up), by hash.
fn turn_starts(game: &Game) -> HashSet<u64> {
    let mut seen: HashSet<u64> = game.turns().iter().map(|t| t.before.hash()).collect();
    if game.actions_in_progress().is_empty() {
        seen.insert(game.position().hash());
    } else {
        let mut start = game.clone();
        start.undo_turn_in_progress();
        seen.insert(start.position().hash());
    }
    seen
}

/// The reward of `colour` when White's is `white`.
fn reward_for(colour: Colour, white: f32) -> f32 {
    match colour {
        Colour::White => white,
        Colour::Black => 1.0 - white,
    }
}

/// A turn from its placement and movements.
fn turn_of(placement: Option<Point>, moves: Vec<(Point, Point)>) -> Turn {
    if placement.is_none() && moves.is_empty() {
        Turn::Pass
    } else {
        Turn::Play { placement, moves }
    }
}

/// Prior knowledge about a placement, as (virtual playouts, value for the placer).
fn placement_prior(facts: &PlacementFacts) -> (f32, f32) {
    if facts.forms_rosette {
        (20.0, 0.9)
    } else if facts.captures > 0 {
        (10.0 + facts.captures.min(20) as f32, 0.8)
    } else if facts.rescues > 0 {
        (10.0, 0.7)
    } else if facts.suicide && !facts.reduces {
        (30.0, 0.05)
    } else if facts.own_eye {
        (30.0, 0.1)
    } else {
        (1.0, 0.5)
    }
}

/// Prior knowledge about a movement: what its landing does, tried on a copy of the position.
fn movement_prior(position: &Position, from: Point, to: Point) -> (f32, f32) {
    let mut after = position.clone();
    match after.move_stone(from, to) {
        Ok(movement) if movement.arrival.rosettes_formed != 0 => (10.0, 0.8),
        Ok(movement) if !movement.arrival.reversed_back.is_empty() => (20.0, 0.05),
        Ok(movement) if !movement.arrival.captured.is_empty() => (10.0, 0.75),
        Ok(_) => (2.0, 0.4),
        Err(_) => (30.0, 0.0),
    }
}

/// The placement the prior knowledge likes best in `position` (the first of the best), if any.
fn prior_placement(position: &Position) -> Option<Point> {
    let mut best = None;
    let mut best_value = f32::NEG_INFINITY;
    for point in position.placements() {
        let (weight, value) = placement_prior(&PlacementFacts::of(position, point));
        let score = value + weight * 1e-3 * (value - 0.5).signum();
        if score > best_value {
            best_value = score;
            best = Some(point);
        }
    }
    best
}

impl Thinking for Search {
    type Root = Game;
    type Choice = Turn;

    fn follow(&mut self, game: &Game) {
        self.advance(game);
    }

    fn step(&mut self, slice: Duration) -> bool {
        Search::step(self, slice)
    }

    fn choice(&self) -> Turn {
        self.best_turn()
    }

    fn work(&self) -> u64 {
        self.playouts
    }

    fn elapsed(&self) -> Duration {
        self.spent
    }

    fn progress(&self) -> f32 {
        let budget = self.settings.budget;
        budget_used([(self.playouts, budget.playouts)], self.spent, budget.time)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use medusa_rules::medusa::Variant;

    /// A Lotus search whose root has children with these (visits, summed reward).
    fn root_with(children: &[(u32, f32)]) -> Search {
        let game = Game::new(Variant::Lotus, 3).unwrap();
        let mut search = Search::new(&game, SearchSettings::default());
        let points = search.root.placements();
        let nodes = children
            .iter()
            .zip(points)
            .map(|(&(visits, wins), point)| Node {
                visits,
                wins,
                ..Node::new(Step::Place(point), (0.0, 0.5))
            });
        search.tree.expand(0, nodes);
        search
    }

    #[test]
    fn the_root_value_follows_a_step_that_stands_out() {
        // The plain mean is 0.64; the step of 60 playouts in 100 is worth 0.8.
        let search = root_with(&[(60, 48.0), (20, 8.0), (20, 8.0)]);
        assert!((search.root_value() - (0.64 + 0.6 * 0.16)).abs() < 1e-6);
        // Spread playouts: about the plain mean (0.5), not the chosen step's 0.52.
        let search = root_with(&[(25, 13.0), (25, 12.5), (25, 12.0), (25, 12.5)]);
        assert!((search.root_value() - 0.505).abs() < 1e-6);
        // Before any search: one half.
        assert_eq!(root_with(&[]).root_value(), 0.5);
    }
}
