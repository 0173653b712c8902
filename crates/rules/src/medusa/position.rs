//! A game position: the board, the marker, whose turn it is and how far the turn has got, and
//! the validation and application of every action.
//!
//! Two levels of interface: `place`, `move_stone` and `end_turn` do the work and report compact
//! bitboard outcomes (what search uses), while `apply` takes any [`Action`] and reports its
//! ordered [`Effect`]s (what the app and the records use). Either way an illegal action is
//! refused with an [`ActionError`] before anything changes.

use super::action::{Action, ActionError};
use super::bits::Bits;
use super::board::{Arrival, Board};
use super::colour::Colour;
use super::effect::{Effect, Reversal};
use super::marking::{self, Marking};
use super::movement::{self, CannotMove, Walk};
use super::score::{Outcome, Score};
use super::snapshot::Snapshot;
use super::topology::{LINE_DIRECTIONS, Point, Topology, Variant};

/// Where the game stands.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Status {
    /// Turns are being played.
    Playing,
    /// Both players passed in succession: dead groups are being marked.
    Marking(Marking),
    /// The game is over.
    Ended(Outcome),
}

/// What a finished turn did.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct TurnEnd {
    /// The player whose turn ended.
    pub player: Colour,
    /// Whether the turn had a placement / a movement.
    pub placed: bool,
    pub moved: bool,
    /// The marker before and after.
    pub marker_from: i8,
    pub marker_to: i8,
    /// Whether this pass was the second complete pass in succession.
    pub marking_started: bool,
}

/// A completed movement.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Movement {
    /// The line direction travelled.
    pub direction: usize,
    /// The friendly stones jumped over.
    pub over: Bits,
    /// What the landing did.
    pub arrival: Arrival,
}

/// The end of marking: the dead groups that were reversed (with their colour before) and the
/// count.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Counted {
    pub dead_groups: Vec<(Colour, Bits)>,
    pub outcome: Outcome,
}

/// Why a position could not be set up.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum SetupError {
    /// Komi beyond either end of the marker track.
    KomiOutOfRange { komi: i8, max: i8 },
    /// Marker beyond the end of the track.
    MarkerOutOfRange { marker: i8, max: i8 },
    /// A point holds stones of both colours.
    Overlap,
}

impl std::fmt::Display for SetupError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SetupError::KomiOutOfRange { komi, max } => {
                write!(f, "komi {komi} is beyond the track (-{max} to {max})")
            }
            SetupError::MarkerOutOfRange { marker, max } => {
                write!(f, "marker {marker} is beyond the track (-{max} to {max})")
            }
            SetupError::Overlap => f.write_str("a point holds stones of both colours"),
        }
    }
}

impl std::error::Error for SetupError {}

/// A position of Medusa or Lotus.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Position {
    board: Board,
    to_move: Colour,
    marker: i8,
    placed: bool,
    moved: bool,
    spent: Bits,
    passes: u8,
    status: Status,
}

/// The komi the rules suggest: 3 points to the player who moves second.
pub const DEFAULT_KOMI: i8 = 3;

impl Position {
    /// The empty board of `variant` with the default komi.
    pub fn start(variant: Variant) -> Position {
        Position::new(variant, DEFAULT_KOMI).expect("the default komi is on every track")
    }

    /// The empty board of `variant` with the marker `komi` points towards the second player
    /// (a negative komi: towards the first player), anywhere on the track.
    pub fn new(variant: Variant, komi: i8) -> Result<Position, SetupError> {
        let topology = variant.topology();
        let max = topology.track_end();
        if !topology.komi_range().contains(&komi) {
            return Err(SetupError::KomiOutOfRange { komi, max });
        }
        let first = topology.first_player();
        Ok(Position {
            board: Board::new(topology),
            to_move: first,
            marker: komi * first.opponent().marker_sign(),
            placed: false,
            moved: false,
            spent: Bits::EMPTY,
            passes: 0,
            status: Status::Playing,
        })
    }

    /// A position with the given stones at the start of `to_move`'s turn.
    pub fn setup(
        variant: Variant,
        black: Bits,
        white: Bits,
        to_move: Colour,
        marker: i8,
    ) -> Result<Position, SetupError> {
        let topology = variant.topology();
        let max = topology.track_end();
        if !topology.komi_range().contains(&marker) {
            return Err(SetupError::MarkerOutOfRange { marker, max });
        }
        let board = Board::with_stones(topology, black, white).ok_or(SetupError::Overlap)?;
        Ok(Position {
            board,
            to_move,
            marker,
            placed: false,
            moved: false,
            spent: Bits::EMPTY,
            passes: 0,
            status: Status::Playing,
        })
    }

    /// The board and its stones.
    #[inline]
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The board's shape.
    #[inline]
    pub fn topology(&self) -> &'static Topology {
        self.board.topology()
    }

    /// Which game this is.
    pub fn variant(&self) -> Variant {
        self.topology().variant()
    }

    /// The player whose turn it is.
    #[inline]
    pub fn to_move(&self) -> Colour {
        self.to_move
    }

    /// The marker's place on the track; positive is White's side.
    #[inline]
    pub fn marker(&self) -> i8 {
        self.marker
    }

    /// Where the game stands.
    #[inline]
    pub fn status(&self) -> &Status {
        &self.status
    }

    /// The result, once the game is over.
    pub fn outcome(&self) -> Option<&Outcome> {
        match &self.status {
            Status::Ended(outcome) => Some(outcome),
            _ => None,
        }
    }

    /// The marking in progress, if dead stones are being marked.
    pub fn marking(&self) -> Option<&Marking> {
        match &self.status {
            Status::Marking(marking) => Some(marking),
            _ => None,
        }
    }

    /// Whether turns are being played.
    #[inline]
    pub fn is_playing(&self) -> bool {
        matches!(self.status, Status::Playing)
    }

    /// Whether the turn in progress has placed a stone.
    #[inline]
    pub fn placed_this_turn(&self) -> bool {
        self.placed
    }

    /// Whether the turn in progress has moved a group.
    #[inline]
    pub fn moved_this_turn(&self) -> bool {
        self.moved
    }

    /// Whether the turn in progress has done anything.
    pub fn turn_started(&self) -> bool {
        self.placed || self.moved
    }

    /// Stones whose groups may not move again this turn.
    #[inline]
    pub fn spent(&self) -> Bits {
        self.spent
    }

    /// Complete passes in succession so far.
    pub fn passes(&self) -> u8 {
        self.passes
    }

    /// The count as the board stands now (stones, surrounded regions and marker).
    pub fn score(&self) -> Score {
        Score::of(&self.board, self.marker)
    }

    /// The board as it would be counted now: during the marking, with the groups marked dead
    /// reversed; otherwise the board itself.
    pub fn counted_board(&self) -> Board {
        match self.marking() {
            Some(marking) => marking::reverse_dead(&self.board, marking.dead()),
            None => self.board.clone(),
        }
    }

    /// The count if the game ended now: during the marking, the count with the groups marked
    /// dead reversed (what accepting would give); after the end, the final count; otherwise
    /// the count as the board stands.
    pub fn provisional_score(&self) -> Score {
        match (self.outcome(), self.marking()) {
            (Some(outcome), _) => outcome.score,
            (None, Some(_)) => Score::of(&self.counted_board(), self.marker),
            (None, None) => self.score(),
        }
    }

    /// Whether a placement is allowed now.
    #[inline]
    pub fn can_place(&self) -> bool {
        self.is_playing() && !self.placed && !self.moved
    }

    /// The points where the player to move may place now.
    pub fn placements(&self) -> Bits {
        if self.can_place() {
            self.board.empty()
        } else {
            Bits::EMPTY
        }
    }

    /// A hash of the stones and the player to move, for spotting repeated positions.
    pub fn hash(&self) -> u64 {
        stones_hash(
            self.board.stones(Colour::Black),
            self.board.stones(Colour::White),
            self.to_move,
        )
    }

    /// The position kept compactly, as a game's history keeps it.
    pub fn snapshot(&self) -> Snapshot {
        Snapshot {
            variant: self.variant(),
            black: self.board.stones(Colour::Black),
            white: self.board.stones(Colour::White),
            to_move: self.to_move,
            marker: self.marker,
            placed: self.placed,
            moved: self.moved,
            spent: self.spent,
            passes: self.passes,
            status: self.status,
        }
    }

    /// The position a snapshot was taken of, its groups rebuilt.
    pub(super) fn from_snapshot(snapshot: &Snapshot) -> Position {
        let topology = snapshot.variant.topology();
        // A snapshot is only ever taken of a position, whose stones never overlap.
        let board = Board::with_stones(topology, snapshot.black, snapshot.white)
            .unwrap_or_else(|| Board::new(topology));
        Position {
            board,
            to_move: snapshot.to_move,
            marker: snapshot.marker,
            placed: snapshot.placed,
            moved: snapshot.moved,
            spent: snapshot.spent,
            passes: snapshot.passes,
            status: snapshot.status,
        }
    }

    fn check_playing(&self) -> Result<(), ActionError> {
        match self.status {
            Status::Playing => Ok(()),
            Status::Marking(_) => Err(ActionError::MarkingInProgress),
            Status::Ended(_) => Err(ActionError::GameOver),
        }
    }

    fn check_point(&self, point: Point) -> Result<(), ActionError> {
        if self.topology().contains(point) {
            Ok(())
        } else {
            Err(ActionError::NotAPoint(point))
        }
    }

    /// Checks a placement on `point` without making it.
    pub fn check_place(&self, point: Point) -> Result<(), ActionError> {
        self.check_playing()?;
        self.check_point(point)?;
        if self.placed {
            return Err(ActionError::AlreadyPlaced);
        }
        if self.moved {
            return Err(ActionError::PlacementAfterMovement);
        }
        if self.board.occupied().contains(point) {
            return Err(ActionError::Occupied(point));
        }
        Ok(())
    }

    /// Places a stone of the player to move on `point` and resolves it. On a board without
    /// movement (Lotus) the placement is the whole turn, which then ends.
    pub fn place(&mut self, point: Point) -> Result<(Arrival, Option<TurnEnd>), ActionError> {
        self.check_place(point)?;
        let arrival = self.board.place(point, self.to_move);
        self.placed = true;
        let end = if self.topology().has_movement() {
            None
        } else {
            Some(self.finish_turn())
        };
        Ok((arrival, end))
    }

    /// Checks that the group on `from` may move now.
    pub fn check_group_can_move(&self, from: Point) -> Result<(), ActionError> {
        self.check_playing()?;
        if !self.topology().has_movement() {
            return Err(ActionError::NoMovement);
        }
        self.check_point(from)?;
        match self.board.colour_at(from) {
            None => return Err(ActionError::NoStone(from)),
            Some(colour) if colour != self.to_move => return Err(ActionError::NotYourStone(from)),
            Some(_) => {}
        }
        let group = self.board.group(from);
        if group.len() < 2 {
            return Err(ActionError::SingleStone(from));
        }
        if group.intersects(self.spent) {
            return Err(ActionError::GroupAlreadyMoved(from));
        }
        Ok(())
    }

    /// Checks a movement from `from` to `to` without making it; returns the line direction.
    pub fn check_move(&self, from: Point, to: Point) -> Result<usize, ActionError> {
        self.check_group_can_move(from)?;
        self.check_point(to)?;
        let direction = movement::direction_towards(&self.board, from, to)
            .ok_or(ActionError::NotOnALine { from, to })?;
        match movement::walk(&self.board, from, self.to_move, direction) {
            Walk::Lands { landing, .. } if landing == to => Ok(direction),
            Walk::Lands { landing, .. } => Err(ActionError::WrongLanding { from, to, landing }),
            Walk::NothingToJump => Err(ActionError::NothingToJumpOver { from, to }),
            Walk::Blocked { by } => Err(ActionError::PathBlocked { from, to, by }),
            Walk::Edge => Err(ActionError::PathLeavesBoard { from, to }),
        }
    }

    /// The points the stone on `from` could move to now, with the stones it would jump over.
    pub fn landings(&self, from: Point) -> Vec<(Point, Bits)> {
        if self.check_group_can_move(from).is_err() {
            return Vec::new();
        }
        (0..LINE_DIRECTIONS)
            .filter_map(
                |d| match movement::walk(&self.board, from, self.to_move, d) {
                    Walk::Lands { landing, over } => Some((landing, over)),
                    _ => None,
                },
            )
            .collect()
    }

    /// The points the stone on `from` could move to now, each with the stones it would jump
    /// over; or why it cannot move: a typed reason with a sentence
    /// ([`CannotMove::describe`]).
    pub fn try_landings(&self, from: Point) -> Result<Vec<(Point, Bits)>, CannotMove> {
        self.check_group_can_move(from)
            .map_err(CannotMove::Refused)?;
        let (landings, rows) = movement::rows(&self.board, from, self.to_move);
        if landings.is_empty() {
            Err(CannotMove::NoLanding { from, rows })
        } else {
            Ok(landings)
        }
    }

    /// Whether the player to move may still do anything this turn other than end it: place
    /// a stone, or move a group. False once the game is over or dead stones are being
    /// marked; in Lotus a placement ends the turn by itself.
    pub fn can_still_act(&self) -> bool {
        if !self.is_playing() {
            return false;
        }
        if self.can_place() && !self.board.empty().is_empty() {
            return true;
        }
        self.topology().has_movement()
            && (self.board.stones(self.to_move) & !self.spent)
                .iter()
                .any(|from| !self.landings(from).is_empty())
    }

    /// The marking actions that bring the marking in progress to `proposal`: a toggle for
    /// each group marked otherwise than proposed (a group is proposed dead when `proposal`
    /// holds any of its stones). None when no marking is going on.
    pub fn marking_actions(&self, proposal: Bits) -> Vec<Action> {
        let Some(marking) = self.marking() else {
            return Vec::new();
        };
        let mut actions = Vec::new();
        let mut rest = self.board.occupied();
        while let Some(point) = rest.first() {
            let group = self.board.group(point);
            rest &= !group;
            if group.intersects(proposal) != group.intersects(marking.dead()) {
                actions.push(Action::ToggleDead(point));
            }
        }
        actions
    }

    /// Every movement allowed now, as (from, to).
    pub fn legal_moves(&self) -> Vec<(Point, Point)> {
        let mut moves = Vec::new();
        if !self.is_playing() || !self.topology().has_movement() {
            return moves;
        }
        for from in self.board.stones(self.to_move) & !self.spent {
            for (to, _) in self.landings(from) {
                moves.push((from, to));
            }
        }
        moves
    }

    /// Moves the stone on `from` to `to` and resolves its landing.
    pub fn move_stone(&mut self, from: Point, to: Point) -> Result<Movement, ActionError> {
        let direction = self.check_move(from, to)?;
        let mover = self.to_move;
        let group = self.board.group(from);
        let over = match movement::walk(&self.board, from, mover, direction) {
            Walk::Lands { over, .. } => over,
            _ => Bits::EMPTY,
        };
        self.board.vacate(from);
        let arrival = self.board.place(to, mover);
        // Spent: the stones of the moved group, and the mover's group now holding the landing.
        self.spent |= group & !Bits::single(from);
        self.spent |= Bits::single(to);
        if self.board.colour_at(to) == Some(mover) {
            self.spent |= self.board.group(to);
        }
        self.moved = true;
        Ok(Movement {
            direction,
            over,
            arrival,
        })
    }

    /// Ends the turn of the player to move.
    pub fn end_turn(&mut self) -> Result<TurnEnd, ActionError> {
        self.check_playing()?;
        Ok(self.finish_turn())
    }

    fn finish_turn(&mut self) -> TurnEnd {
        let player = self.to_move;
        let marker_from = self.marker;
        if !self.placed {
            let end = self.topology().track_end();
            self.marker = (self.marker + player.marker_sign()).clamp(-end, end);
        }
        let complete_pass = !self.placed && !self.moved;
        self.passes = if complete_pass { self.passes + 1 } else { 0 };
        let end = TurnEnd {
            player,
            placed: self.placed,
            moved: self.moved,
            marker_from,
            marker_to: self.marker,
            marking_started: self.passes >= 2,
        };
        self.placed = false;
        self.moved = false;
        self.spent = Bits::EMPTY;
        self.to_move = player.opponent();
        if end.marking_started {
            self.status = Status::Marking(Marking::default());
        }
        end
    }

    /// Ends the game with `player`'s resignation.
    pub fn resign(&mut self, player: Colour) -> Result<Outcome, ActionError> {
        if let Status::Ended(_) = self.status {
            return Err(ActionError::GameOver);
        }
        let outcome = Outcome::resignation(self.score(), player);
        self.status = Status::Ended(outcome);
        Ok(outcome)
    }

    fn marking_mut(&mut self) -> Result<&mut Marking, ActionError> {
        match &mut self.status {
            Status::Marking(marking) => Ok(marking),
            Status::Playing => Err(ActionError::NotMarking),
            Status::Ended(_) => Err(ActionError::GameOver),
        }
    }

    /// Marks the group on `point` dead, or alive again; returns the group and whether it is now
    /// dead. Clears both players' acceptances.
    pub fn toggle_dead(&mut self, point: Point) -> Result<(Bits, bool), ActionError> {
        self.marking_mut()?;
        self.check_point(point)?;
        let group = self.board.group(point);
        if group.is_empty() {
            return Err(ActionError::NoGroupThere(point));
        }
        let dead = self.marking_mut()?.toggle(group);
        Ok((group, dead))
    }

    /// Starts marking with `dead` already marked (a proposal); only while marking, before
    /// anyone accepted.
    pub fn propose_dead(&mut self, dead: Bits) -> Result<(), ActionError> {
        let occupied = self.board.occupied();
        let marking = self.marking_mut()?;
        *marking = Marking::with_dead(dead & occupied);
        Ok(())
    }

    /// Records `player`'s acceptance. When both have accepted, the dead groups are reversed and
    /// the game is counted.
    pub fn accept_marking(&mut self, player: Colour) -> Result<Option<Counted>, ActionError> {
        let marking = self.marking_mut()?;
        if marking.accepted(player) {
            return Err(ActionError::AlreadyAccepted(player));
        }
        if !marking.accept(player) {
            return Ok(None);
        }
        let marking = *marking;
        let groups = marking.dead_groups(&self.board);
        self.board = marking::reverse_dead(&self.board, marking.dead());
        let outcome = Outcome::counted(self.score());
        self.status = Status::Ended(outcome);
        Ok(Some(Counted {
            dead_groups: groups,
            outcome,
        }))
    }

    /// Leaves marking and goes on playing; the player to move is the one after the passes.
    pub fn resume_play(&mut self) -> Result<(), ActionError> {
        self.marking_mut()?;
        self.status = Status::Playing;
        self.passes = 0;
        Ok(())
    }

    /// Checks `action` without applying it.
    pub fn check(&self, action: Action) -> Result<(), ActionError> {
        match action {
            Action::Place(point) => self.check_place(point),
            Action::Move { from, to } => self.check_move(from, to).map(|_| ()),
            _ => self.clone().apply(action).map(|_| ()),
        }
    }

    /// Applies `action` and reports its effects in order; an illegal action changes nothing.
    pub fn apply(&mut self, action: Action) -> Result<Vec<Effect>, ActionError> {
        let mut effects = Vec::new();
        match action {
            Action::Place(point) => {
                let colour = self.to_move;
                let (arrival, end) = self.place(point)?;
                effects.push(Effect::Placed { point, colour });
                self.arrival_effects(point, colour, &arrival, &mut effects);
                if let Some(end) = end {
                    turn_end_effects(&end, &mut effects);
                }
            }
            Action::Move { from, to } => {
                let colour = self.to_move;
                let movement = self.move_stone(from, to)?;
                let over = movement::path(&self.board, from, to, movement.direction);
                effects.push(Effect::Moved {
                    from,
                    over,
                    to,
                    colour,
                });
                self.arrival_effects(to, colour, &movement.arrival, &mut effects);
            }
            Action::EndTurn => {
                let end = self.end_turn()?;
                turn_end_effects(&end, &mut effects);
            }
            Action::Resign(player) => {
                let outcome = self.resign(player)?;
                effects.push(Effect::GameEnded(outcome));
            }
            Action::ToggleDead(point) => {
                let (group, dead) = self.toggle_dead(point)?;
                effects.push(Effect::DeadToggled {
                    points: group.iter().collect(),
                    dead,
                });
            }
            Action::AcceptMarking(player) => {
                let finished = self.accept_marking(player)?;
                effects.push(Effect::MarkingAccepted(player));
                if let Some(Counted {
                    dead_groups,
                    outcome,
                }) = finished
                {
                    for (colour, group) in dead_groups {
                        let cause = group.first().expect("a dead group has stones");
                        effects.push(Effect::Reversed {
                            points: wave(self.topology(), cause, group),
                            to: colour.opponent(),
                            cause,
                            reason: Reversal::Dead,
                        });
                    }
                    effects.push(Effect::GameEnded(outcome));
                }
            }
            Action::ResumePlay => {
                self.resume_play()?;
                effects.push(Effect::PlayResumed);
            }
        }
        Ok(effects)
    }

    fn arrival_effects(
        &self,
        point: Point,
        colour: Colour,
        arrival: &Arrival,
        effects: &mut Vec<Effect>,
    ) {
        let topology = self.topology();
        let mut captured = arrival.captured;
        while let Some(seed) = captured.first() {
            let group = topology.flood(seed, captured);
            captured &= !group;
            effects.push(Effect::Reversed {
                points: wave(topology, point, group),
                to: colour,
                cause: point,
                reason: Reversal::Capture,
            });
        }
        if !arrival.reversed_back.is_empty() {
            effects.push(Effect::Reversed {
                points: wave(topology, point, arrival.reversed_back),
                to: colour.opponent(),
                cause: point,
                reason: if arrival.captured.is_empty() {
                    Reversal::Suicide
                } else {
                    Reversal::SecondReversal
                },
            });
        }
        let mut formed = arrival.rosettes_formed;
        while formed != 0 {
            let site = formed.trailing_zeros() as usize;
            formed &= formed - 1;
            let first = topology.sites()[site].points[0];
            if let Some(colour) = self.board.colour_at(first) {
                effects.push(Effect::RosetteFormed { site, colour });
            }
        }
    }
}

fn turn_end_effects(end: &TurnEnd, effects: &mut Vec<Effect>) {
    if end.marker_from != end.marker_to {
        effects.push(Effect::MarkerMoved {
            from: end.marker_from,
            to: end.marker_to,
        });
    }
    effects.push(Effect::TurnEnded {
        player: end.player,
        placed: end.placed,
        moved: end.moved,
    });
    if end.marking_started {
        effects.push(Effect::MarkingStarted);
    }
}

/// The points of `set` ordered by their distance (through the set) from `cause`: a
/// breadth-first wave, `cause` itself first if it is in the set. Within one distance, by index.
pub fn wave(topology: &Topology, cause: Point, set: Bits) -> Vec<Point> {
    wave_layers(topology, cause, set).concat()
}

/// The points of `set` in layers by their distance (through the set) from `cause`: layer 0 is
/// `cause` itself if it is in the set, or else its neighbours in the set; each next layer
/// touches the one before. Points not connected to the cause (never the case for a reversal)
/// form a last layer.
pub fn wave_layers(topology: &Topology, cause: Point, set: Bits) -> Vec<Vec<Point>> {
    let mut layers = Vec::new();
    let mut reached = Bits::single(cause);
    let mut frontier = reached;
    if set.contains(cause) {
        layers.push(vec![cause]);
    }
    loop {
        let next = topology.neighbours_of_set(frontier) & set & !reached;
        if next.is_empty() {
            break;
        }
        layers.push(next.iter().collect());
        reached |= next;
        frontier = next;
    }
    let rest = set & !reached;
    if !rest.is_empty() {
        layers.push(rest.iter().collect());
    }
    layers
}

/// The hash of a position by its stones and the player to move ([`Position::hash`]).
pub(super) fn stones_hash(black: Bits, white: Bits, to_move: Colour) -> u64 {
    let mut h = 0x9E37_79B9_7F4A_7C15 ^ to_move.index() as u64;
    for word in black.0.into_iter().chain(white.0) {
        h = mix(h ^ word);
    }
    h
}

/// A 64-bit mixing step (the finaliser of SplitMix64).
fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}
