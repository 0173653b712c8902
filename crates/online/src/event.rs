//! A room's events: what happened in the room, in order, each with its sequence number. The
//! list of them is the move log that the server stores and rebuilds a room from; a client
//! that saw events up to a number is sent the ones after it.

use serde::{Deserialize, Serialize};

use super::code::RoomCode;
use super::rating::RatingChange;

/// Who takes which side when a room is created: the side that moves first, the other one, or
/// drawn at random by the server.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SideChoice {
    First,
    Second,
    #[default]
    Random,
}

/// A game's clock, which the server keeps: either each side starts with `base_ms` and gains
/// `increment_ms` after each of its moves, or (with `days`) a clock by the day, where each
/// side has `days` days for each move, its time set back to them by each move it makes
/// (`{"days":3}`; the server writes `base_ms` as the days' milliseconds and `increment_ms` 0
/// beside it, so a client that reads only those sees a clock of that many days).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct ClockSpec {
    #[serde(default)]
    pub base_ms: u64,
    #[serde(default)]
    pub increment_ms: u64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub days: Option<u32>,
}

/// A day in milliseconds.
pub const DAY_MS: u64 = 86_400_000;

/// The most days a move a clock by the day may give.
pub const MAX_DAYS_PER_MOVE: u32 = 14;

impl ClockSpec {
    /// A clock of `base_ms` and `increment_ms` a move.
    pub const fn minutes(base_ms: u64, increment_ms: u64) -> ClockSpec {
        ClockSpec {
            base_ms,
            increment_ms,
            days: None,
        }
    }

    /// A clock of `days` days a move.
    pub const fn per_move_days(days: u32) -> ClockSpec {
        ClockSpec {
            base_ms: days as u64 * DAY_MS,
            increment_ms: 0,
            days: Some(days),
        }
    }

    /// The clock as a server keeps it: a day clock's `base_ms` and `increment_ms` are its
    /// days', whatever a client wrote there.
    pub fn normalized(self) -> ClockSpec {
        match self.days {
            Some(days) => ClockSpec::per_move_days(days),
            None => self,
        }
    }

    /// Whether the clock is one by the day (a correspondence game).
    pub fn is_daily(&self) -> bool {
        self.days.is_some()
    }

    /// The time each side has after `seat` moved with `left` on the clocks: the mover's
    /// increment added, or a day clock's mover set back to its days.
    pub fn after_move(&self, mut left: [u64; 2], seat: usize) -> [u64; 2] {
        let seat = seat.min(1);
        match self.days {
            Some(days) => left[seat] = u64::from(days) * DAY_MS,
            None => left[seat] = left[seat].saturating_add(self.increment_ms),
        }
        left
    }
}

/// Something that happened in a room. Seats are the game's side indexes (`sides` in the
/// room's description names them).
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum RoomEvent {
    /// A seat was taken: the creator's first, then the second player's; with the name of the
    /// player who took it, when that player had one.
    Seated {
        seat: usize,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        name: Option<String>,
    },
    /// A move or turn, as the game's records write it; with a clock, the time each side has
    /// left after it (the mover's increment added).
    Moved {
        seat: usize,
        notation: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        clocks: Option<[u64; 2]>,
    },
    /// The seat resigned.
    Resigned { seat: usize },
    /// The seat offers a draw; the offer lapses with the next move.
    DrawOffered { seat: usize },
    /// The seat accepted the other's offer: the game is drawn.
    DrawAgreed { seat: usize },
    /// The seat asks to take back the last move; the request lapses with the next move.
    UndoRequested { seat: usize },
    /// The seat accepted the other's request: the last move is taken back.
    Undone { seat: usize },
    /// Medusa and Lotus, after the two final passes: the seat proposes these groups as dead
    /// (one stone of each, blank-separated; empty for none).
    DeadProposed { seat: usize, stones: String },
    /// The seat accepted the other's proposal: the groups are reversed and the game counted.
    DeadAgreed { seat: usize, stones: String },
    /// The seat's time ran out, on the server's clock.
    FlagFell { seat: usize },
    /// The seat claimed the game: its opponent was away longer than the server allows.
    Claimed { seat: usize },
    /// The game is over; how, in a sentence.
    Ended { result: String },
    /// A rated game's end changed both players' ratings in this game, by seat.
    Rated { changes: [RatingChange; 2] },
    /// After the end, the seat offers a rematch: the same game, options and clock, with the
    /// colours swapped.
    RematchOffered { seat: usize },
    /// The seat accepted the other's rematch offer: in the room `code`, each player has the
    /// other's seat of this room, and enters it with `resume` and its token from this room.
    Rematched { seat: usize, code: RoomCode },
    /// A player's line in the players' chat (watchers read it; the watchers' own chat never
    /// reaches the players).
    Chat { seat: usize, text: String },
    /// The seat turned the chat off: nobody chats in this room any more.
    ChatOff { seat: usize },
    /// The seat's player went on vacation until `until_ms` (ms since 1970): in a game by the
    /// day, the seat's clock stops until then (or until the vacation ends sooner).
    VacationBegan { seat: usize, until_ms: u64 },
    /// The seat's player came back from vacation before its end: its clock runs again.
    VacationEnded { seat: usize },
}

impl RoomEvent {
    /// The seat that acted, where one did.
    pub fn seat(&self) -> Option<usize> {
        match self {
            RoomEvent::Seated { seat, .. }
            | RoomEvent::Moved { seat, .. }
            | RoomEvent::Resigned { seat }
            | RoomEvent::DrawOffered { seat }
            | RoomEvent::DrawAgreed { seat }
            | RoomEvent::UndoRequested { seat }
            | RoomEvent::Undone { seat }
            | RoomEvent::DeadProposed { seat, .. }
            | RoomEvent::DeadAgreed { seat, .. }
            | RoomEvent::FlagFell { seat }
            | RoomEvent::Claimed { seat }
            | RoomEvent::RematchOffered { seat }
            | RoomEvent::Rematched { seat, .. }
            | RoomEvent::Chat { seat, .. }
            | RoomEvent::ChatOff { seat }
            | RoomEvent::VacationBegan { seat, .. }
            | RoomEvent::VacationEnded { seat } => Some(*seat),
            RoomEvent::Ended { .. } | RoomEvent::Rated { .. } => None,
        }
    }
}
