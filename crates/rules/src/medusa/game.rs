//! A game in progress: the position, the turns played so far, the actions of the turn in
//! progress (which can be undone one by one), whole-turn undo, and the history of positions
//! for spotting repetitions.
//!
//! The history keeps each earlier position as a [`Snapshot`] (its stones and the state of the
//! turn, under 200 bytes), not as a whole position with its groups (about 14 KB), so a game
//! costs a small constant per turn however long it runs.

use std::collections::HashMap;

use super::action::{Action, ActionError};
use super::bits::Bits;
use super::colour::Colour;
use super::effect::Effect;
use super::position::{Position, SetupError, Status};
use super::snapshot::Snapshot;
use super::topology::{Point, Topology, Variant};
use super::turn::Turn;

/// A turn that has been played, with the position it started from.
#[derive(Clone, PartialEq, Debug)]
pub struct PlayedTurn {
    /// The turn.
    pub turn: Turn,
    /// Who played it.
    pub player: Colour,
    /// The position at its start, kept compactly: `before.position()` gives it whole,
    /// `before.hash()` its hash.
    pub before: Snapshot,
}

/// One action of the turn in progress (or of the marking), with the position before it.
#[derive(Clone, Copy, PartialEq, Debug)]
struct Step {
    action: Action,
    before: Snapshot,
}

/// A game of Medusa or Lotus from its first turn.
#[derive(Clone, PartialEq, Debug)]
pub struct Game {
    komi: i8,
    start: Position,
    position: Position,
    turns: Vec<PlayedTurn>,
    steps: Vec<Step>,
    /// How often each position (by hash) has stood at the start of a turn.
    seen: HashMap<u64, u32>,
    /// One stone of each group reversed as dead when the game was counted.
    dead: Vec<Point>,
}

impl Game {
    /// A new game of `variant` with `komi` marker points for the second player (a negative
    /// komi: for the first player).
    pub fn new(variant: Variant, komi: i8) -> Result<Game, SetupError> {
        Ok(Game::from_position(Position::new(variant, komi)?, komi))
    }

    /// A new game from a set-up position.
    pub fn from_position(start: Position, komi: i8) -> Game {
        let mut seen = HashMap::new();
        seen.insert(start.hash(), 1);
        Game {
            komi,
            position: start.clone(),
            start,
            turns: Vec::new(),
            steps: Vec::new(),
            seen,
            dead: Vec::new(),
        }
    }

    /// The game's variant.
    pub fn variant(&self) -> Variant {
        self.position.variant()
    }

    /// The board.
    pub fn topology(&self) -> &'static Topology {
        self.position.topology()
    }

    /// Komi: the marker points the second player started with (negative: the first player).
    pub fn komi(&self) -> i8 {
        self.komi
    }

    /// The position now.
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// The position the game started from.
    pub fn start(&self) -> &Position {
        &self.start
    }

    /// The completed turns.
    pub fn turns(&self) -> &[PlayedTurn] {
        &self.turns
    }

    /// The actions taken so far in the turn (or the marking) in progress; none once the game
    /// has ended (the marking's last actions stay only to be taken back).
    pub fn actions_in_progress(&self) -> Vec<Action> {
        if self.position.outcome().is_some() {
            return Vec::new();
        }
        self.steps.iter().map(|s| s.action).collect()
    }

    /// One stone of each group that was reversed as dead at the end.
    pub fn dead(&self) -> &[Point] {
        &self.dead
    }

    /// A complete pass: the turn ends without placement or movement. Refused once the turn
    /// has started ([`ActionError::TurnStarted`]): that turn can only be ended.
    pub fn pass(&mut self) -> Result<Vec<Effect>, ActionError> {
        if self.position.is_playing() && self.position.turn_started() {
            return Err(ActionError::TurnStarted);
        }
        self.play_turn(&Turn::Pass)
    }

    /// Whether the game is in progress: started (a turn played, or the first one begun) and
    /// not over. The marking after the final passes is still part of the game.
    pub fn is_in_progress(&self) -> bool {
        let started = !self.turns.is_empty() || self.position.turn_started();
        started && self.position.outcome().is_none()
    }

    /// Whether the position at the start of this turn has stood there before.
    pub fn is_repetition(&self) -> bool {
        self.seen
            .get(&self.position.hash())
            .is_some_and(|&count| count > 1)
    }

    /// Whether `position`, if it stood at the start of a turn, would repeat an earlier one.
    pub fn would_repeat(&self, position: &Position) -> bool {
        self.seen.contains_key(&position.hash())
    }

    /// Applies `action` and reports its effects. A resignation in the middle of a turn first
    /// takes back the turn's actions, so the record shows the resignation alone.
    pub fn apply(&mut self, action: Action) -> Result<Vec<Effect>, ActionError> {
        if let Action::Resign(player) = action {
            return self.resign(player);
        }
        let before = self.position.snapshot();
        let mover = before.to_move();
        let turns_before = self.turns.len();
        let effects = self.position.apply(action)?;
        if matches!(action, Action::ResumePlay) {
            self.steps.clear();
            return Ok(effects);
        }
        self.steps.push(Step { action, before });
        let turn_ended = effects
            .iter()
            .any(|e| matches!(e, Effect::TurnEnded { .. }));
        if turn_ended {
            self.close_turn(mover);
        }
        if let Status::Ended(_) = self.position.status()
            && self.turns.len() == turns_before
        {
            self.dead = self.dead_representatives();
        }
        Ok(effects)
    }

    /// Plays a whole turn, or the rest of the turn in progress (what a search suggests in
    /// the middle of a turn; there `Turn::Pass` ends the turn). If any of its actions is
    /// refused, nothing of it is kept.
    pub fn play_turn(&mut self, turn: &Turn) -> Result<Vec<Effect>, ActionError> {
        let saved = (self.position.clone(), self.steps.clone());
        let mut effects = Vec::new();
        for action in turn.actions(self.topology()) {
            match self.apply(action) {
                Ok(more) => effects.extend(more),
                Err(error) => {
                    (self.position, self.steps) = saved;
                    return Err(error);
                }
            }
        }
        Ok(effects)
    }

    /// Every way the turn in progress can still end, as whole turns: first the turn ended as
    /// it stands, then each with more movements (each group moves at most once, so the ways
    /// are few on a board of a few stones). `None` when no turn is in progress (nothing done
    /// yet, or not in play), or when there are more than `most` ways.
    pub fn turn_endings(&self, most: usize) -> Option<Vec<Turn>> {
        let actions = self.actions_in_progress();
        if actions.is_empty() || !self.position.is_playing() {
            return None;
        }
        let mut endings = Vec::new();
        let mut open = vec![(self.position.clone(), actions)];
        while let Some((position, actions)) = open.pop() {
            if endings.len() == most {
                return None;
            }
            endings.push(Turn::from_actions(&actions));
            for (from, to) in position.legal_moves() {
                let movement = Action::Move { from, to };
                let mut after = position.clone();
                if after.apply(movement).is_ok() {
                    let mut more = actions.clone();
                    more.push(movement);
                    open.push((after, more));
                }
            }
        }
        Some(endings)
    }

    fn resign(&mut self, player: Colour) -> Result<Vec<Effect>, ActionError> {
        let turn_start = match self.steps.first() {
            Some(step) if self.position.is_playing() => step.before,
            _ => self.position.snapshot(),
        };
        let mut position = turn_start.position();
        let outcome = position.resign(player)?;
        self.position = position;
        self.steps.clear();
        self.turns.push(PlayedTurn {
            turn: Turn::Resign(player),
            player: turn_start.to_move(),
            before: turn_start,
        });
        Ok(vec![Effect::GameEnded(outcome)])
    }

    fn close_turn(&mut self, player: Colour) {
        let actions: Vec<Action> = self.steps.iter().map(|s| s.action).collect();
        let before = match self.steps.first() {
            Some(first) => first.before,
            None => self.position.snapshot(),
        };
        self.steps.clear();
        self.turns.push(PlayedTurn {
            turn: Turn::from_actions(&actions),
            player,
            before,
        });
        *self.seen.entry(self.position.hash()).or_insert(0) += 1;
    }

    fn dead_representatives(&self) -> Vec<Point> {
        // The marking's dead groups, taken from the position before the last acceptance.
        let Some(step) = self.steps.last() else {
            return Vec::new();
        };
        let before = step.before.position();
        match before.marking() {
            Some(marking) => marking
                .dead_groups(before.board())
                .into_iter()
                .filter_map(|(_, group)| group.first())
                .collect(),
            None => Vec::new(),
        }
    }

    /// Takes back the last action of the turn in progress or, if none, the whole last turn.
    /// Returns whether anything was taken back.
    pub fn undo(&mut self) -> bool {
        if let Some(step) = self.steps.pop() {
            self.position = step.before.position();
            self.dead.clear();
            return true;
        }
        match self.turns.pop() {
            Some(played) => {
                if let Some(count) = self.seen.get_mut(&self.position.hash()) {
                    *count -= 1;
                    if *count == 0 {
                        self.seen.remove(&self.position.hash());
                    }
                }
                self.position = played.before.position();
                self.dead.clear();
                true
            }
            None => false,
        }
    }

    /// Takes back every action of the turn in progress.
    pub fn undo_turn_in_progress(&mut self) {
        if let Some(first) = self.steps.first() {
            self.position = first.before.position();
            self.steps.clear();
        }
    }

    /// Marks the groups on `points` dead and has both players accept, counting the game.
    /// Only while marking.
    pub fn conclude_with_dead(&mut self, points: &[Point]) -> Result<Vec<Effect>, ActionError> {
        match self.position.status() {
            Status::Marking(_) => {}
            Status::Playing => return Err(ActionError::NotMarking),
            Status::Ended(_) => return Err(ActionError::GameOver),
        }
        let mut effects = Vec::new();
        for action in self.concluding_actions(points) {
            effects.extend(self.apply(action)?);
        }
        Ok(effects)
    }

    /// Counts a game left in the marking of dead groups (after the final passes) as it
    /// stands, with nothing dead: how a replayed record and a game between engines are
    /// finished. A game in play or over is left as it is.
    pub fn conclude_as_it_stands(&mut self) -> Result<(), ActionError> {
        if self.position.marking().is_some() {
            self.conclude_with_dead(&[])?;
        }
        Ok(())
    }

    /// The marking actions that mark the groups on `points` dead (each group once, from the
    /// board as it stands, and no other group) and then have both players accept, as a
    /// record's `dead` line says. A point without a stone gives a toggle that is refused.
    pub fn concluding_actions(&self, points: &[Point]) -> Vec<Action> {
        let board = self.position.board();
        let mut proposal = Bits::EMPTY;
        for &point in points {
            if !self.topology().contains(point) || board.colour_at(point).is_none() {
                return vec![Action::ToggleDead(point)];
            }
            proposal |= board.group(point);
        }
        let mut actions = self.position.marking_actions(proposal);
        // A toggle clears the acceptances given so far.
        let toggled = !actions.is_empty();
        if let Some(marking) = self.position.marking() {
            for player in Colour::ALL {
                if toggled || !marking.accepted(player) {
                    actions.push(Action::AcceptMarking(player));
                }
            }
        }
        actions
    }
}
