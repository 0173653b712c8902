//! One room: its game as the log of its events has played it, who sits where, the offers
//! and requests standing, the clock, and the result. [`Room::decide`] turns a seat's act into
//! the events it makes, or a sentence saying why not, changing nothing; [`Room::apply`] plays
//! a stored event, the one way a room changes (live, and when a room is rebuilt from its log).

use crate::games::GAMES;
use crate::games::contract::GameOptions;
use crate::games::dyn_game::DynGame;
use crate::games::registry::GameEntry;
use crate::games::text_record::quote;
use crate::online::{
    ClientMessage, ClockSpec, MAX_MOVE_CHARS, RoomCode, RoomEvent, RoomInfo, SeatToken,
};

use super::marking;

/// What a room is created with: kept beside its events, never changed.
#[derive(Clone, Debug)]
pub struct RoomMeta {
    pub code: RoomCode,
    /// The game's id (`medusa`).
    pub game: String,
    pub komi: Option<i8>,
    pub clock: Option<ClockSpec>,
    /// The seats' tokens, by seat.
    pub tokens: [SeatToken; 2],
    /// The creator's seat; the other is the second player's.
    pub creator_seat: usize,
    /// The address the room was created from.
    pub address: String,
    pub created_ms: u64,
}

/// An event as the log keeps it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct StoredEvent {
    pub seq: u64,
    pub at_ms: u64,
    pub event: RoomEvent,
}

/// The clock of a game with one: the time each side has left when its turn began, and when
/// the running side's turn began.
#[derive(Clone, Copy, Debug)]
struct Clock {
    left: [u64; 2],
    since_ms: u64,
}

/// A room in memory.
#[derive(Debug)]
pub struct Room {
    pub meta: RoomMeta,
    entry: &'static GameEntry,
    game: Box<dyn DynGame>,
    events: Vec<StoredEvent>,
    seated: [bool; 2],
    draw_offer: Option<usize>,
    undo_request: Option<usize>,
    dead_proposal: Option<(usize, String)>,
    clock: Option<Clock>,
    /// A resignation the game's core did not record (the resigning side was not to move), or
    /// an ending of the room's own (a flag, a claim, an agreed draw in a game without one):
    /// written into the record's headers.
    termination: Option<String>,
    result: Option<String>,
    /// Since when each seat has had no connection (server time, ms); `None` while connected.
    pub away_since: [Option<u64>; 2],
    /// Each seat's connections to this process.
    pub connected: [usize; 2],
}

/// The other seat.
pub fn other(seat: usize) -> usize {
    1 - seat.min(1)
}

impl Room {
    /// A new room of `meta`'s game, before any event; the game's id and options are checked.
    pub fn new(meta: RoomMeta, now_ms: u64) -> Result<Room, String> {
        let entry = GAMES.find(&meta.game).map_err(|e| e.to_string())?;
        let game = entry.start(&GameOptions { komi: meta.komi })?;
        let clock = meta.clock.map(|spec| Clock {
            left: [spec.base_ms; 2],
            since_ms: now_ms,
        });
        Ok(Room {
            meta,
            entry,
            game,
            events: Vec::new(),
            seated: [false; 2],
            draw_offer: None,
            undo_request: None,
            dead_proposal: None,
            clock,
            termination: None,
            result: None,
            away_since: [Some(now_ms); 2],
            connected: [0; 2],
        })
    }

    /// A room rebuilt from its stored events.
    pub fn rebuild(meta: RoomMeta, events: Vec<StoredEvent>, now_ms: u64) -> Result<Room, String> {
        let mut room = Room::new(meta, now_ms)?;
        for event in events {
            room.apply(event)?;
        }
        Ok(room)
    }

    /// The room as a client is told it.
    pub fn info(&self, away_ms: u64) -> RoomInfo {
        let sides = self.game.sides().map(str::to_string);
        RoomInfo {
            code: self.meta.code,
            game: self.entry.id.id.to_string(),
            name: self.entry.id.name.to_string(),
            sides,
            first: self.first_seat(),
            komi: self.meta.komi,
            clock: self.meta.clock,
            away_ms,
        }
    }

    /// The seat that moves first.
    pub fn first_seat(&self) -> usize {
        // A fresh game of the same kind says who starts.
        self.entry
            .start(&GameOptions {
                komi: self.meta.komi,
            })
            .map(|game| game.to_move())
            .unwrap_or(0)
    }

    /// The number of the last event (0 before any).
    pub fn last_seq(&self) -> u64 {
        self.events.last().map_or(0, |e| e.seq)
    }

    /// The events after `seq`.
    pub fn events_after(&self, seq: u64) -> &[StoredEvent] {
        let start = self.events.partition_point(|e| e.seq <= seq);
        &self.events[start..]
    }

    pub fn is_seated(&self, seat: usize) -> bool {
        self.seated.get(seat).copied().unwrap_or(false)
    }

    /// How the game ended, once it has.
    pub fn result(&self) -> Option<&str> {
        self.result.as_deref()
    }

    /// The seat whose token is `token`, if any.
    pub fn seat_of(&self, token: &SeatToken) -> Option<usize> {
        // Both compared, so the time taken does not say which seat matched.
        let matches = self.meta.tokens.map(|own| own.matches(token));
        matches.iter().position(|&m| m)
    }

    /// The game's record so far, with the room's headers.
    pub fn record_text(&self) -> String {
        let mut headers = vec![("Room".to_string(), self.meta.code.to_string())];
        if let Some(result) = &self.result {
            headers.push(("Result".to_string(), result.clone()));
        }
        if let Some(termination) = &self.termination {
            headers.push(("Termination".to_string(), termination.clone()));
        }
        self.game.record(headers).to_text()
    }

    /// Whether a seat's clock runs now, and whose.
    fn running_seat(&self) -> Option<usize> {
        let running = self.seated == [true, true]
            && self.result.is_none()
            && !marking::is_marking(self.game.as_ref());
        running.then(|| self.game.to_move())
    }

    /// The time each side has left at `now_ms`, for a game with a clock.
    pub fn clocks_at(&self, now_ms: u64) -> Option<[u64; 2]> {
        let clock = self.clock?;
        let mut left = clock.left;
        if let Some(seat) = self.running_seat() {
            let spent = now_ms.saturating_sub(clock.since_ms);
            left[seat] = left[seat].saturating_sub(spent);
        }
        Some(left)
    }

    /// The events of a flag that has fallen by `now_ms`, if one has.
    pub fn flag_due(&self, now_ms: u64) -> Option<Vec<RoomEvent>> {
        let seat = self.running_seat()?;
        let left = self.clocks_at(now_ms)?;
        (left[seat] == 0).then(|| {
            let sides = self.game.sides();
            vec![
                RoomEvent::FlagFell { seat },
                RoomEvent::Ended {
                    result: format!(
                        "{} wins on time: {}'s time ran out",
                        sides[other(seat)],
                        sides[seat]
                    ),
                },
            ]
        })
    }

    /// The events `seat`'s act makes at `now_ms`, or why it is refused. Nothing changes here.
    /// `away_ms` is how long a player may be away before the game can be claimed.
    pub fn decide(
        &mut self,
        seat: usize,
        act: &ClientMessage,
        now_ms: u64,
        away_ms: u64,
    ) -> Result<Vec<RoomEvent>, String> {
        if seat > 1 {
            return Err("there is no such seat".to_string());
        }
        if let Some(result) = &self.result {
            return Err(format!("the game is over: {result}"));
        }
        let sides = self.game.sides();
        let opponent = other(seat);
        match act {
            ClientMessage::Move { played, notation } => {
                self.decide_move(seat, *played, notation, now_ms)
            }
            ClientMessage::Resign {} => {
                let result = if self.game.to_move() == seat {
                    self.trial(|game| game.play_token("resign")).ok().flatten()
                } else {
                    None
                };
                let result = result.unwrap_or_else(|| {
                    format!("{} wins: {} resigned", sides[opponent], sides[seat])
                });
                Ok(vec![
                    RoomEvent::Resigned { seat },
                    RoomEvent::Ended { result },
                ])
            }
            ClientMessage::OfferDraw {} => match self.draw_offer {
                Some(offerer) if offerer == seat => {
                    Err("you have offered a draw already".to_string())
                }
                Some(_) => Err("your opponent offers a draw: accept it instead".to_string()),
                None if !self.is_seated(opponent) => {
                    Err("nobody sits in the other seat yet".to_string())
                }
                None => Ok(vec![RoomEvent::DrawOffered { seat }]),
            },
            ClientMessage::AcceptDraw {} => {
                if self.draw_offer != Some(opponent) {
                    return Err("there is no draw offer to accept".to_string());
                }
                let result = self
                    .trial(|game| game.play_token("draw"))
                    .ok()
                    .flatten()
                    .unwrap_or_else(|| "Draw by agreement".to_string());
                Ok(vec![
                    RoomEvent::DrawAgreed { seat },
                    RoomEvent::Ended { result },
                ])
            }
            ClientMessage::RequestUndo {} => {
                if self.game.turns_played() == 0 {
                    Err("there is no move to take back".to_string())
                } else if self.undo_request.is_some() {
                    Err("a request to take back a move stands already".to_string())
                } else if !self.is_seated(opponent) {
                    Err("nobody sits in the other seat yet".to_string())
                } else {
                    Ok(vec![RoomEvent::UndoRequested { seat }])
                }
            }
            ClientMessage::AcceptUndo {} => {
                if self.undo_request != Some(opponent) {
                    Err("there is no request to take back a move".to_string())
                } else {
                    Ok(vec![RoomEvent::Undone { seat }])
                }
            }
            ClientMessage::ProposeDead { stones } => {
                if stones.chars().count() > MAX_MOVE_CHARS {
                    return Err("that list of stones is too long".to_string());
                }
                let mut trial = self.game.clone();
                marking::conclude(trial.as_mut(), stones)?;
                let stones = stones.split_whitespace().collect::<Vec<_>>().join(" ");
                Ok(vec![RoomEvent::DeadProposed { seat, stones }])
            }
            ClientMessage::AcceptDead {} => {
                let Some((proposer, stones)) = self.dead_proposal.clone() else {
                    return Err("there are no dead groups proposed to accept".to_string());
                };
                if proposer == seat {
                    return Err("your opponent has to accept your proposal".to_string());
                }
                let mut trial = self.game.clone();
                marking::conclude(trial.as_mut(), &stones)?;
                let result = trial
                    .outcome()
                    .unwrap_or_else(|| "The game is counted".to_string());
                Ok(vec![
                    RoomEvent::DeadAgreed { seat, stones },
                    RoomEvent::Ended { result },
                ])
            }
            ClientMessage::Claim {} => {
                if !self.is_seated(opponent) {
                    return Err("nobody sits in the other seat yet".to_string());
                }
                match self.away_since[opponent] {
                    Some(since) if now_ms.saturating_sub(since) >= away_ms => Ok(vec![
                        RoomEvent::Claimed { seat },
                        RoomEvent::Ended {
                            result: format!(
                                "{} wins: {} was away too long",
                                sides[seat], sides[opponent]
                            ),
                        },
                    ]),
                    Some(since) => Err(format!(
                        "your opponent has been away {} s; the game can be claimed after {} s",
                        now_ms.saturating_sub(since) / 1000,
                        away_ms / 1000
                    )),
                    None => Err("your opponent is connected".to_string()),
                }
            }
            ClientMessage::Create { .. }
            | ClientMessage::Join { .. }
            | ClientMessage::Watch { .. }
            | ClientMessage::Resume { .. } => {
                Err("this connection is in a room already".to_string())
            }
        }
    }

    /// A move's events: the move with the clocks after it, and the end when it ends the game;
    /// or the flag when the mover's time ran out before it.
    fn decide_move(
        &mut self,
        seat: usize,
        played: usize,
        notation: &str,
        now_ms: u64,
    ) -> Result<Vec<RoomEvent>, String> {
        let notation = notation.trim();
        if notation.chars().count() > MAX_MOVE_CHARS {
            return Err("that move is too long to be one".to_string());
        }
        if notation.eq_ignore_ascii_case("resign") || notation.eq_ignore_ascii_case("draw") {
            return Err(format!(
                "{} is not played as a move: send resign, offer_draw or accept_draw",
                quote(notation)
            ));
        }
        if !self.is_seated(other(seat)) {
            return Err("wait for your opponent to join".to_string());
        }
        if marking::is_marking(self.game.as_ref()) {
            return Err(
                "the dead groups are being marked: propose them or accept the proposal".to_string(),
            );
        }
        if self.game.to_move() != seat {
            return Err("it is not your turn".to_string());
        }
        if played != self.game.turns_played() {
            return Err(format!(
                "that move was for the position after {played} moves; {} have been played",
                self.game.turns_played()
            ));
        }
        if let Some(flag) = self.flag_due(now_ms) {
            return Ok(flag);
        }
        let outcome = self
            .trial(|game| game.play_token(notation))
            .map_err(|why| format!("{} is not legal here: {why}", quote(notation)))?;
        let clocks = self.clocks_at(now_ms).map(|mut left| {
            left[seat] += self.meta.clock.map_or(0, |c| c.increment_ms);
            left
        });
        let mut events = vec![RoomEvent::Moved {
            seat,
            notation: notation.to_string(),
            clocks,
        }];
        if let Some(result) = outcome {
            events.push(RoomEvent::Ended { result });
        }
        Ok(events)
    }

    /// Plays `play` on the game, asks how the game ended, and takes it back: the outcome
    /// after it, or why it was refused.
    fn trial(
        &mut self,
        play: impl FnOnce(&mut dyn DynGame) -> Result<(), String>,
    ) -> Result<Option<String>, String> {
        let before = self.game.turns_played();
        play(self.game.as_mut())?;
        let outcome = self.game.outcome();
        // Take back exactly what was played (a turn is one step of the history).
        while self.game.turns_played() > before {
            if !self.game.undo() {
                break;
            }
        }
        Ok(outcome)
    }

    /// Plays a stored event: the one way a room changes. An event the game refuses (a log
    /// written by another version of the rules) is an error.
    pub fn apply(&mut self, stored: StoredEvent) -> Result<(), String> {
        if stored.seq != self.last_seq() + 1 {
            return Err(format!(
                "room {}: event {} follows event {}",
                self.meta.code,
                stored.seq,
                self.last_seq()
            ));
        }
        let at = stored.at_ms;
        let sides = self.game.sides();
        match &stored.event {
            RoomEvent::Seated { seat } => {
                let seat = (*seat).min(1);
                self.seated[seat] = true;
                if let Some(clock) = &mut self.clock {
                    clock.since_ms = at;
                }
            }
            RoomEvent::Moved {
                notation, clocks, ..
            } => {
                self.game.play_token(notation)?;
                self.draw_offer = None;
                self.undo_request = None;
                if let (Some(clock), Some(left)) = (&mut self.clock, clocks) {
                    clock.left = *left;
                    clock.since_ms = at;
                }
            }
            RoomEvent::Resigned { seat } => {
                let by_core =
                    self.game.to_move() == *seat && self.game.play_token("resign").is_ok();
                if !by_core {
                    self.termination = Some(format!("{} resigned", sides[(*seat).min(1)]));
                }
            }
            RoomEvent::DrawOffered { seat } => self.draw_offer = Some(*seat),
            RoomEvent::DrawAgreed { .. } => {
                if self.game.play_token("draw").is_err() {
                    self.termination = Some("Draw by agreement".to_string());
                }
            }
            RoomEvent::UndoRequested { seat } => self.undo_request = Some(*seat),
            RoomEvent::Undone { .. } => {
                // The time the side to move spent until the move was taken back is spent:
                // its clock stops here, and the clock of the side whose move it was runs.
                let left = self.clocks_at(at);
                if let (Some(clock), Some(left)) = (&mut self.clock, left) {
                    clock.left = left;
                    clock.since_ms = at;
                }
                self.game.undo();
                self.undo_request = None;
                self.draw_offer = None;
                self.dead_proposal = None;
            }
            RoomEvent::DeadProposed { seat, stones } => {
                self.dead_proposal = Some((*seat, stones.clone()));
            }
            RoomEvent::DeadAgreed { stones, .. } => {
                marking::conclude(self.game.as_mut(), stones)?;
            }
            RoomEvent::FlagFell { seat } => {
                self.termination = Some(format!("{}'s time ran out", sides[(*seat).min(1)]));
            }
            RoomEvent::Claimed { seat } => {
                let away = sides[other(*seat)];
                self.termination = Some(format!("{away} was away too long"));
            }
            RoomEvent::Ended { result } => {
                if let (Some(clock), Some(left)) = (self.clock, self.clocks_at(at)) {
                    self.clock = Some(Clock {
                        left,
                        since_ms: clock.since_ms,
                    });
                }
                self.result = Some(result.clone());
            }
        }
        self.events.push(stored);
        Ok(())
    }
}
