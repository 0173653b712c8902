//! Games by the day (correspondence): each clocked room's deadline kept in the store and
//! decided by the server with nobody connected, a player's vacation, conditional moves, and
//! the notices the players are sent ([`super::notifications`]).
//!
//! * **Deadlines**: after every commit that changes when the running seat's time runs out, the
//!   committing process writes the room's deadline (table `deadlines`, with the number of the
//!   event it follows: an older event's deadline never replaces a newer one's). Every second
//!   each process reads the deadlines that passed ([`Hub::sweep_deadlines`]), loads those
//!   rooms, and stores the flag through [`Hub::commit`]: the store numbers events, so of
//!   several processes one appends it. A process that starts reads the same table, so a
//!   restart loses no deadline.
//! * **Vacation**: a named player stops the clocks of its games by the day for 1 to
//!   [`MAX_VACATION_DAYS`] days, at most that many in any 365 days: each game gets the event
//!   `vacation_began` (the opponent sees until when), and `vacation_ended` when the player
//!   comes back early. A game started during a vacation runs its clocks.
//! * **Conditional moves**: lines "if they play X, I answer Y, ...", kept by seat in the store
//!   (table `conditionals`), seen by their owner only; after each move the server plays the
//!   answer of a line that matches (a move the core refuses drops its lines) and keeps the
//!   matching lines' rest.

use medusa_online::{
    ClientMessage, DAY_MS, RoomCode, RoomEvent, ServerMessage, StoredEvent, other_seat,
};

use super::error::ServerError;
use super::hub::{Hub, Slot};
use super::now_ms;
use super::players::Identity;
use super::room::Room;
use super::store::{Column, Value};

/// The most days of vacation a player takes in any 365 days (and in one vacation).
pub const MAX_VACATION_DAYS: u32 = 30;

/// The most lines of conditional moves a seat leaves in a room.
pub const MAX_CONDITIONAL_LINES: usize = 20;

/// The most moves in a line of conditional moves (the opponent's and the answers).
pub const MAX_CONDITIONAL_MOVES: usize = 12;

/// The most characters of a move in a line of conditional moves.
pub const MAX_CONDITIONAL_MOVE_CHARS: usize = 100;

/// How often a process reads the deadlines that passed.
pub const DEADLINE_SWEEP_MS: u64 = 1_000;

/// 365 days.
const YEAR_MS: u64 = 365 * DAY_MS;

// The statements, written once for both stores: values numbered `$1`, `$2`... (which the
// SQLite store numbers `?1`, `?2`...), upserts with `ON CONFLICT`, and `RETURNING`.
const SET_DEADLINE: &str = "INSERT INTO deadlines (room, seq, seat, at_ms, remind_ms) \
                            VALUES ($1, $2, $3, $4, $5) ON CONFLICT (room) DO UPDATE SET \
                            seq = excluded.seq, seat = excluded.seat, at_ms = excluded.at_ms, \
                            remind_ms = excluded.remind_ms WHERE excluded.seq >= deadlines.seq";
const DUE_DEADLINES: &str = "SELECT room FROM deadlines WHERE at_ms <= $1 ORDER BY at_ms";
const DROP_DEADLINE: &str = "DELETE FROM deadlines WHERE room = $1";
const TAKE_REMINDERS: &str = "UPDATE deadlines SET remind_ms = NULL WHERE remind_ms <= $1 \
                              RETURNING room, seat";
const VACATIONS: &str = "SELECT began_ms, until_ms FROM vacations WHERE player = $1 \
                         AND began_ms > $2 ORDER BY began_ms";
const ADD_VACATION: &str = "INSERT INTO vacations (player, began_ms, until_ms) VALUES ($1, $2, $3)";
const END_VACATION: &str = "UPDATE vacations SET until_ms = $2 WHERE player = $1 AND until_ms > $2";
const CONDITIONALS: &str = "SELECT played, lines FROM conditionals WHERE room = $1 AND seat = $2";
const SET_CONDITIONALS: &str = "INSERT INTO conditionals (room, seat, played, lines) \
                                VALUES ($1, $2, $3, $4) ON CONFLICT (room, seat) DO UPDATE SET \
                                played = excluded.played, lines = excluded.lines";
const DROP_CONDITIONALS: &str = "DELETE FROM conditionals WHERE room = $1 AND seat = $2";

/// What a notifier (Web Push, e-mail, a desktop notification) is told, from
/// [`Hub::notice`].
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Notice {
    /// The opponent moved: it is `seat`'s move in room `code`.
    YourMove { code: RoomCode, seat: usize },
    /// A quarter of `seat`'s time for its move in a game by the day is left.
    QuarterLeft { code: RoomCode, seat: usize },
    /// The game in room `code` ended, as `result` says.
    Ended { code: RoomCode, result: String },
}

impl Notice {
    /// The room it is about.
    pub fn code(&self) -> RoomCode {
        match self {
            Notice::YourMove { code, .. }
            | Notice::QuarterLeft { code, .. }
            | Notice::Ended { code, .. } => *code,
        }
    }
}

impl std::fmt::Display for Notice {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Notice::YourMove { code, seat } => write!(f, "room {code}: seat {seat} to move"),
            Notice::QuarterLeft { code, seat } => {
                write!(f, "room {code}: a quarter of seat {seat}'s time is left")
            }
            Notice::Ended { code, result } => write!(f, "room {code}: ended: {result}"),
        }
    }
}

/// `ms` since 1970 as a date and time of day in UTC: `2026-12-01 14:05 UTC`.
pub fn utc(ms: u64) -> String {
    let minutes = (ms % DAY_MS) / 60_000;
    let (year, month, day) = medusa_online::civil_date((ms / DAY_MS) as i64);
    format!(
        "{year:04}-{month:02}-{day:02} {:02}:{:02} UTC",
        minutes / 60,
        minutes % 60
    )
}

/// The whole days of `vacations` (from when, until when).
fn used_days(vacations: &[(u64, u64)]) -> u32 {
    vacations
        .iter()
        .map(|&(began, until)| days_between(began, until))
        .sum()
}

/// Whole days, rounded up, from `from` to `to` (ms).
fn days_between(from: u64, to: u64) -> u32 {
    u32::try_from(to.saturating_sub(from).div_ceil(DAY_MS)).unwrap_or(u32::MAX)
}

/// A room's code as the store's rows give it.
fn code_of(value: &Value) -> Option<RoomCode> {
    value.as_text().and_then(|text| RoomCode::parse(text).ok())
}

impl Hub {
    /// The one place where what a notifier tells a player happens: the opponent moved, a
    /// quarter of the time for a move is left, the game ended. Each notice is made once, by
    /// the process that stored its event (or, for a quarter left, took the reminder from the
    /// store). It is queued for the players it concerns (by Web Push and e-mail, see
    /// [`super::notifications`]): nothing here waits for it to be sent.
    pub fn notice(&self, notice: Notice) {
        tracing::debug!("notice: {notice}");
        self.notifications.queue(notice);
    }

    /// After this process stored `events` of `room` (and applied them): the notices they make,
    /// and the room's deadline kept in the store when it moved from `before`.
    pub async fn events_kept(
        &self,
        room: &Room,
        events: &[StoredEvent],
        before: Option<(usize, u64)>,
    ) {
        let code = room.meta.code;
        for stored in events {
            match &stored.event {
                RoomEvent::Moved { seat, .. } if room.state().result().is_none() => {
                    self.notice(Notice::YourMove {
                        code,
                        seat: other_seat(*seat),
                    });
                }
                RoomEvent::Ended { result } => self.notice(Notice::Ended {
                    code,
                    result: result.clone(),
                }),
                _ => {}
            }
        }
        if room.meta.clock.is_some()
            && room.state().deadline() != before
            && let Err(error) = self.keep_deadline(room).await
        {
            tracing::error!(room = %code, "the deadline could not be stored: {error}");
        }
    }

    /// Writes `room`'s deadline as its state has it: when the running seat's time runs out,
    /// and, by the day, when a quarter of it is left; none once nothing runs.
    pub async fn keep_deadline(&self, room: &Room) -> Result<(), ServerError> {
        let now = now_ms();
        let (seat, at, remind) = match (room.state().deadline(), room.meta.clock) {
            (Some((seat, at)), Some(clock)) => {
                let remind = at.saturating_sub(clock.base_ms / 4);
                let remind = (clock.is_daily() && remind > now).then_some(remind);
                (Some(seat), Some(at), remind)
            }
            _ => (None, None, None),
        };
        self.store
            .execute(
                SET_DEADLINE,
                vec![
                    Value::Text(room.meta.code.to_string()),
                    Value::int(room.state().last_seq()),
                    Value::Int(seat.map(|s| s as i64)),
                    Value::Int(at.and_then(|at| i64::try_from(at).ok())),
                    Value::Int(remind.and_then(|at| i64::try_from(at).ok())),
                ],
            )
            .await?;
        Ok(())
    }

    /// Decides the deadlines that passed by `now` (the rooms' flags, whoever is connected),
    /// and tells the reminders that came due.
    pub async fn sweep_deadlines(&self, now: u64) {
        let due = self
            .store
            .query(DUE_DEADLINES, vec![Value::int(now)], &[Column::Text])
            .await;
        match due {
            Ok(rows) => {
                for code in rows.iter().filter_map(|row| code_of(&row[0])) {
                    if let Err(error) = self.decide_deadline(code, now).await {
                        tracing::warn!(room = %code, "the deadline was not decided: {error}");
                    }
                }
            }
            Err(error) => tracing::warn!("the deadlines could not be read: {error}"),
        }
        let reminders = self
            .store
            .query(
                TAKE_REMINDERS,
                vec![Value::int(now)],
                &[Column::Text, Column::Int],
            )
            .await;
        match reminders {
            Ok(rows) => {
                for row in rows {
                    if let (Some(code), Some(seat)) = (code_of(&row[0]), row[1].as_int()) {
                        self.notice(Notice::QuarterLeft {
                            code,
                            seat: seat.clamp(0, 1) as usize,
                        });
                    }
                }
            }
            Err(error) => tracing::warn!("the reminders could not be read: {error}"),
        }
    }

    /// Room `code`'s deadline passed by `now`: its flag, stored once, or its deadline written
    /// again where a later event moved it.
    async fn decide_deadline(&self, code: RoomCode, now: u64) -> Result<(), ServerError> {
        let slot = match self.slot(code).await {
            Ok(slot) => slot,
            Err(ServerError::Refused(_)) => {
                // No such room (any more): its deadline goes.
                self.store
                    .execute(DROP_DEADLINE, vec![Value::Text(code.to_string())])
                    .await?;
                return Ok(());
            }
            Err(error) => return Err(error),
        };
        let mut room = slot.room.lock().await;
        self.catch_up(&slot, &mut room).await?;
        match room.flag_due(now) {
            Some(events) => self.commit(&slot, &mut room, events).await,
            None => self.keep_deadline(&room).await,
        }
    }

    /// `player`'s vacations that began in the 365 days before `now`: from when, until when.
    async fn vacations(&self, player: &Identity, now: u64) -> Result<Vec<(u64, u64)>, ServerError> {
        let rows = self
            .store
            .query(
                VACATIONS,
                vec![
                    Value::Int(Some(player.id)),
                    Value::int(now.saturating_sub(YEAR_MS)),
                ],
                &[Column::Int, Column::Int],
            )
            .await?;
        Ok(rows
            .iter()
            .map(|row| {
                let ms = |value: &Value| value.as_int().and_then(|v| u64::try_from(v).ok());
                (ms(&row[0]).unwrap_or(0), ms(&row[1]).unwrap_or(0))
            })
            .collect())
    }

    /// `player`'s vacation now: until when (none when not on vacation), and the whole days
    /// left in the 365 days before now.
    pub async fn vacation_now(&self, player: &Identity) -> Result<(Option<u64>, u32), ServerError> {
        let now = now_ms();
        let vacations = self.vacations(player, now).await?;
        let until = vacations
            .iter()
            .map(|&(_, until)| until)
            .find(|&until| until > now);
        Ok((
            until,
            MAX_VACATION_DAYS.saturating_sub(used_days(&vacations)),
        ))
    }

    /// A player's `vacation` or `end_vacation`: what the player is answered.
    pub async fn vacation(
        &self,
        player: &Identity,
        message: &ClientMessage,
    ) -> Result<ServerMessage, ServerError> {
        let now = now_ms();
        let vacations = self.vacations(player, now).await?;
        let current = vacations.iter().find(|(_, until)| *until > now).copied();
        let used = used_days;
        match message {
            ClientMessage::Vacation { days } => {
                let days = *days;
                if !(1..=MAX_VACATION_DAYS).contains(&days) {
                    return Err(
                        format!("a vacation is 1 to {MAX_VACATION_DAYS} days, not {days}").into(),
                    );
                }
                if let Some((_, until)) = current {
                    return Err(format!(
                        "you are on vacation until {} already: end it first",
                        utc(until)
                    )
                    .into());
                }
                let left = MAX_VACATION_DAYS.saturating_sub(used(&vacations));
                if days > left {
                    return Err(format!(
                        "you have {left} days of vacation left in these 365 days, fewer \
                         than {days}"
                    )
                    .into());
                }
                let until = now + u64::from(days) * DAY_MS;
                self.store
                    .execute(
                        ADD_VACATION,
                        vec![
                            Value::Int(Some(player.id)),
                            Value::int(now),
                            Value::int(until),
                        ],
                    )
                    .await?;
                self.tell_vacation(player, Some(until), now).await?;
                Ok(ServerMessage::Vacation {
                    until_ms: Some(until),
                    days_left: left - days,
                })
            }
            ClientMessage::EndVacation {} => {
                if current.is_none() {
                    return Err("you are not on vacation".into());
                }
                self.store
                    .execute(
                        END_VACATION,
                        vec![Value::Int(Some(player.id)), Value::int(now)],
                    )
                    .await?;
                self.tell_vacation(player, None, now).await?;
                let vacations = self.vacations(player, now).await?;
                Ok(ServerMessage::Vacation {
                    until_ms: None,
                    days_left: MAX_VACATION_DAYS.saturating_sub(used(&vacations)),
                })
            }
            _ => Err(ServerError::Internal("not a vacation's message".into())),
        }
    }

    /// Tells `player`'s games by the day that go on that its vacation began (until `until`),
    /// or ended (`None`).
    async fn tell_vacation(
        &self,
        player: &Identity,
        until: Option<u64>,
        now: u64,
    ) -> Result<(), ServerError> {
        let rooms = self
            .store
            .player_rooms(player.id, super::my_games::MAX_YOUR_TURN_ROOMS)
            .await?;
        for (code, seat) in rooms {
            // A room that cannot be loaded is logged, and the others are told.
            let slot = match self.slot(code).await {
                Ok(slot) => slot,
                Err(error) => {
                    tracing::warn!(room = %code, "the vacation was not told: {error}");
                    continue;
                }
            };
            let mut room = slot.room.lock().await;
            let state = room.state();
            let going = state.result().is_none() && (0..2).all(|s| state.is_seated(s));
            if !going || !room.meta.clock.is_some_and(|c| c.is_daily()) {
                continue;
            }
            let event = match until {
                Some(until_ms) => RoomEvent::VacationBegan { seat, until_ms },
                None if state.vacation_until(seat).is_some_and(|until| until > now) => {
                    RoomEvent::VacationEnded { seat }
                }
                None => continue,
            };
            if let Err(error) = self.commit(&slot, &mut room, vec![event]).await {
                tracing::warn!(room = %code, "the vacation was not told: {error}");
            }
        }
        Ok(())
    }

    /// `seat`'s conditional moves in the room of `slot`, for the position after `played`
    /// moves: checked, kept, and the frame that tells the seat what stands.
    pub async fn set_conditionals(
        &self,
        slot: &Slot,
        seat: usize,
        played: usize,
        lines: &[Vec<String>],
    ) -> Result<String, ServerError> {
        let room = slot.room.lock().await;
        let state = room.state();
        if !room.meta.clock.is_some_and(|c| c.is_daily()) {
            return Err("conditional moves are for games by the day".into());
        }
        if let Some(result) = state.result() {
            return Err(format!("the game is over: {result}").into());
        }
        if !(0..2).all(|s| state.is_seated(s)) {
            return Err("wait for your opponent to join".into());
        }
        if state.game().to_move() == seat {
            return Err("it is your move: conditional moves are left on your opponent's".into());
        }
        let turns = state.game().turns_played();
        if played != turns {
            return Err(format!(
                "those lines were for the position after {played} moves; {turns} have been \
                 played"
            )
            .into());
        }
        if lines.len() > MAX_CONDITIONAL_LINES {
            return Err(format!(
                "at most {MAX_CONDITIONAL_LINES} lines of conditional moves, not {}",
                lines.len()
            )
            .into());
        }
        let mut kept = Vec::with_capacity(lines.len());
        for (number, line) in lines.iter().enumerate() {
            let number = number + 1;
            if line.len() < 2 || line.len() > MAX_CONDITIONAL_MOVES || line.len() % 2 == 1 {
                return Err(format!(
                    "line {number} has {} moves: a line is your opponent's move and your \
                     answer, and so on, 2 to {MAX_CONDITIONAL_MOVES} moves",
                    line.len()
                )
                .into());
            }
            let mut game = state.game().clone_box();
            let mut canonical = Vec::with_capacity(line.len());
            for token in line {
                if token.chars().count() > MAX_CONDITIONAL_MOVE_CHARS {
                    return Err(format!(
                        "a move of line {number} has over {MAX_CONDITIONAL_MOVE_CHARS} \
                         characters: too long to be one"
                    )
                    .into());
                }
                let token = game
                    .canonical_board_move(token.trim())
                    .and_then(|token| game.play_token(&token).map(|()| token))
                    .map_err(|why| format!("line {number}: {why}"))?;
                canonical.push(token);
            }
            kept.push(canonical);
        }
        self.keep_conditionals(room.meta.code, seat, played, &kept)
            .await?;
        Ok(ServerMessage::Conditionals {
            played,
            lines: kept,
        }
        .to_json())
    }

    /// Keeps `seat`'s lines in room `code` for the position after `played` moves (none: it
    /// has none left).
    async fn keep_conditionals(
        &self,
        code: RoomCode,
        seat: usize,
        played: usize,
        lines: &[Vec<String>],
    ) -> Result<(), ServerError> {
        let (room, seat) = (Value::Text(code.to_string()), Value::int(seat));
        if lines.is_empty() {
            self.store
                .execute(DROP_CONDITIONALS, vec![room, seat])
                .await?;
        } else {
            let lines = serde_json::to_string(lines).unwrap_or_default();
            self.store
                .execute(
                    SET_CONDITIONALS,
                    vec![room, seat, Value::int(played), Value::Text(lines)],
                )
                .await?;
        }
        Ok(())
    }

    /// `seat`'s conditional moves in room `code`, if it left any: the moves played when they
    /// were left, and the lines.
    pub async fn standing_conditionals(
        &self,
        code: RoomCode,
        seat: usize,
    ) -> Option<(usize, Vec<Vec<String>>)> {
        let rows = self
            .store
            .query(
                CONDITIONALS,
                vec![Value::Text(code.to_string()), Value::int(seat)],
                &[Column::Int, Column::Text],
            )
            .await;
        let row = match rows {
            Ok(rows) => rows.into_iter().next()?,
            Err(error) => {
                tracing::warn!(room = %code, "the conditional moves could not be read: {error}");
                return None;
            }
        };
        let played = row[0].as_int().and_then(|p| usize::try_from(p).ok())?;
        let lines = row[1]
            .as_text()
            .and_then(|text| serde_json::from_str(text).ok())?;
        Some((played, lines))
    }

    /// After a move in a game by the day: the answer the opponent of the mover left for it,
    /// as the events it makes, its line's rest kept; the lines that do not match, and those
    /// whose answer the core refuses, are dropped.
    pub async fn conditional_answer(&self, room: &mut Room) -> Option<Vec<RoomEvent>> {
        if !room.meta.clock.is_some_and(|c| c.is_daily()) {
            return None;
        }
        let (mover, notation) = match room.state().events().last().map(|e| &e.event) {
            Some(RoomEvent::Moved { seat, notation, .. }) => (*seat, notation.clone()),
            Some(RoomEvent::Ended { .. }) => {
                for seat in 0..2 {
                    let _ = self.keep_conditionals(room.meta.code, seat, 0, &[]).await;
                }
                return None;
            }
            _ => return None,
        };
        let owner = other_seat(mover);
        let code = room.meta.code;
        let (played, lines) = self.standing_conditionals(code, owner).await?;
        let turns = room.state().game().turns_played();
        let mut matching: Vec<Vec<String>> = if played + 1 == turns {
            lines
                .into_iter()
                .filter(|line| line.first() == Some(&notation) && line.len() >= 2)
                .collect()
        } else {
            Vec::new()
        };
        let mut answer = None;
        while let Some(first) = matching.first() {
            let reply = first[1].clone();
            let act = ClientMessage::Move {
                played: turns,
                notation: reply.clone(),
            };
            match room.decide(owner, &act, now_ms(), self.config.away_ms) {
                Ok(events) if matches!(events.first(), Some(RoomEvent::Moved { .. })) => {
                    answer = Some((reply, events));
                    break;
                }
                // The answer is no longer legal (or the flag fell first): its lines go.
                _ => matching.retain(|line| line[1] != reply),
            }
        }
        let rest: Vec<Vec<String>> = match &answer {
            Some((reply, _)) => matching
                .iter()
                .filter(|line| &line[1] == reply && line.len() > 2)
                .map(|line| line[2..].to_vec())
                .collect(),
            None => Vec::new(),
        };
        if let Err(error) = self.keep_conditionals(code, owner, turns + 1, &rest).await {
            tracing::warn!(room = %code, "the conditional moves could not be kept: {error}");
        }
        answer.map(|(_, events)| events)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times_read_as_dates_in_utc() {
        assert_eq!(utc(0), "1970-01-01 00:00 UTC");
        assert_eq!(utc(1_795_000_000_000), "2026-11-18 11:06 UTC");
        assert_eq!(days_between(0, 1), 1);
        assert_eq!(days_between(0, 2 * DAY_MS), 2);
    }
}
