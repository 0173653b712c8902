//! Club evenings on the server: an organiser (a named player) makes an event, named players
//! join it, the organiser starts each round; the server pairs it ([`next_round`]), opens
//! each board's room with both seats bound to the players' names (they enter with `enter`),
//! and tells the players connected here their boards. A room's end is the board's result;
//! the organiser may enter the result of a game played on a physical board, and mark a
//! player absent for a round to come.

use std::collections::HashMap;
use std::sync::Mutex;

use tokio::sync::mpsc::UnboundedSender;

use medusa_online::{
    BoardResult, ClockSpec, EventInfo, EventKind, RoomCode, RoomEvent, ServerMessage,
};
use medusa_rules::GameOptions;

use super::club_store::{self, EventState, KeptEvent, NewEvent};
use super::club_view::{event_info, outcome, pairing_kind};
use super::error::ServerError;
use super::hub::{Hub, check_clock};
use super::now_ms;
use super::pairing::{Outcome, next_round};
use super::players::{Identity, fold};
use super::room::{Room, RoomMeta};

/// The longest name of an event, in characters.
pub const MAX_EVENT_NAME_CHARS: usize = 60;
/// The most rounds an event may have.
pub const MAX_EVENT_ROUNDS: u32 = 20;
/// The most players an event may have.
pub const MAX_EVENT_PLAYERS: usize = 64;
/// The most events an organiser may have that are not yet ended.
pub const MAX_UNENDED_EVENTS: usize = 4;
/// The most events `list_events` tells.
pub const LISTED_EVENTS: usize = 50;

/// A player's connection here: the player's id and the connection's mailbox.
type Follower = (i64, UnboundedSender<String>);

/// The connections here of the players of each event, to tell them their boards.
#[derive(Default)]
pub struct Followers {
    by_event: Mutex<HashMap<i64, Vec<Follower>>>,
    /// Held while a round's rooms are opened here, so that two readers of an event never
    /// open a board's room twice.
    opening: tokio::sync::Mutex<()>,
}

impl Followers {
    /// Player `player`'s connection, whose `mailbox` is told its boards of event `id`.
    pub fn follow(&self, id: i64, player: i64, mailbox: &UnboundedSender<String>) {
        let mut map = self
            .by_event
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        let list = map.entry(id).or_default();
        list.retain(|(_, mailbox)| !mailbox.is_closed());
        if !list
            .iter()
            .any(|(p, m)| *p == player && m.same_channel(mailbox))
        {
            list.push((player, mailbox.clone()));
        }
    }

    /// Tells every player's connection here of event `id` `frame`.
    fn tell_all(&self, id: i64, frame: &str) {
        let map = self
            .by_event
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        for (_, mailbox) in map.get(&id).into_iter().flatten() {
            let _ = mailbox.send(frame.to_string());
        }
    }

    /// Tells player `player`'s connections here `frame`.
    fn tell(&self, id: i64, player: i64, frame: &str) {
        let map = self
            .by_event
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        for (_, mailbox) in map
            .get(&id)
            .into_iter()
            .flatten()
            .filter(|(p, _)| *p == player)
        {
            // A connection gone meanwhile is no error.
            let _ = mailbox.send(frame.to_string());
        }
    }
}

/// What a new event is made of, as its organiser asked.
pub struct EventRequest {
    pub name: String,
    pub game: String,
    pub options: GameOptions,
    pub clock: Option<ClockSpec>,
    pub kind: EventKind,
    pub rounds: u32,
}

/// A board's frame for one of its players: the room to enter, and the seat.
fn board_frame(kept: &KeptEvent, round: usize, board: usize, seat: usize) -> Option<String> {
    let (_, boards) = kept.played.get(round)?;
    let code = boards.get(board)?.room?;
    Some(
        ServerMessage::EventBoard {
            id: kept.id as u64,
            round: round as u32 + 1,
            board: board + 1,
            code,
            seat,
        }
        .to_json(),
    )
}

/// Whether the current round of a playing event has boards to play without a room.
fn missing_rooms(kept: &KeptEvent) -> bool {
    kept.state == EventState::Playing
        && kept.played.last().is_some_and(|(round, boards)| {
            round
                .games
                .iter()
                .zip(boards)
                .any(|(game, board)| game.result.is_none() && board.room.is_none())
        })
}

impl Hub {
    async fn kept_event(&self, id: u64) -> Result<KeptEvent, ServerError> {
        club_store::event(&self.store, id as i64)
            .await?
            .ok_or_else(|| format!("there is no event {id} on this server").into())
    }

    /// Event `id` after a change: the rooms of the current round's boards that have none
    /// (just paired, or a process stopped while opening them) are opened first, one opener
    /// at a time.
    async fn event_now(&self, id: u64) -> Result<KeptEvent, ServerError> {
        let kept = self.kept_event(id).await?;
        if !missing_rooms(&kept) {
            return Ok(kept);
        }
        let _opening = self.followers.opening.lock().await;
        let kept = self.kept_event(id).await?;
        if !missing_rooms(&kept) {
            return Ok(kept);
        }
        // The boards' rows first (a round is stored before them; writing one twice is
        // nothing), so that each room opened is kept in its row.
        if let Some((round, _)) = kept.played.last() {
            let number = kept.played.len() as u32 - 1;
            club_store::store_boards(&self.store, kept.id, number, round).await?;
        }
        let kept = self.kept_event(id).await?;
        self.open_rooms(&kept).await?;
        self.kept_event(id).await
    }

    /// Opens the rooms of the last round's boards that have none, and tells the players
    /// connected here.
    async fn open_rooms(&self, kept: &KeptEvent) -> Result<(), ServerError> {
        let Some((round, boards)) = kept.played.last() else {
            return Ok(());
        };
        let number = kept.played.len() - 1;
        let entry = self
            .config
            .games
            .find(&kept.game)
            .map_err(|e| ServerError::Internal(e.to_string()))?;
        let first_seat = entry.start(&kept.options)?.to_move();
        for (b, (game, board)) in round.games.iter().zip(boards).enumerate() {
            if game.result.is_some() || board.room.is_some() {
                continue;
            }
            let players = [game.first, game.second].map(|seed| kept.players[seed].clone());
            let seats = [first_seat, 1 - first_seat];
            let seated: Vec<RoomEvent> = (0..2)
                .map(|i| RoomEvent::Seated {
                    seat: seats[i],
                    name: Some(players[i].1.clone()),
                })
                .collect();
            let slot = self
                .found(
                    |code| RoomMeta {
                        code,
                        game: entry.id.id.to_string(),
                        options: kept.options.clone(),
                        clock: kept.clock,
                        keys: [None, None],
                        invite: None,
                        creator_seat: first_seat,
                        address: "event".to_string(),
                        created_ms: now_ms(),
                        rated: false,
                    },
                    seated,
                )
                .await?;
            let code = slot.room.lock().await.meta.code;
            if !club_store::set_room(&self.store, kept.id, number as u32, b, code).await? {
                // Another process opened this board's room first: this one stays unplayed.
                continue;
            }
            for (i, (id, name)) in players.iter().enumerate() {
                let identity = Identity {
                    id: *id,
                    name: name.clone(),
                };
                self.seat_player(code, seats[i], &identity).await;
            }
            tracing::info!(room = %code, event = kept.id, round = number + 1, board = b + 1, "event board opened");
        }
        // Tell the players connected here, from the rooms as kept.
        let kept = self.kept_event(kept.id as u64).await?;
        if let Some((round, _)) = kept.played.get(number) {
            for (b, game) in round.games.iter().enumerate() {
                if game.result.is_some() {
                    continue;
                }
                for (i, seed) in [game.first, game.second].into_iter().enumerate() {
                    let seat = if i == 0 { first_seat } else { 1 - first_seat };
                    if let Some(frame) = board_frame(&kept, number, b, seat) {
                        self.followers.tell(kept.id, kept.players[seed].0, &frame);
                    }
                }
            }
        }
        Ok(())
    }

    /// The frames that tell `player` its boards of the last round still to be played.
    fn boards_of(&self, kept: &KeptEvent, player: &Identity) -> Vec<String> {
        let Some(seed) = kept.seed_of(player.id) else {
            return Vec::new();
        };
        let Some((round, _)) = kept.played.last() else {
            return Vec::new();
        };
        let first_seat = self
            .config
            .games
            .find(&kept.game)
            .ok()
            .and_then(|entry| entry.start(&kept.options).ok())
            .map_or(0, |game| game.to_move());
        round
            .games
            .iter()
            .enumerate()
            .filter(|(_, game)| game.result.is_none())
            .filter_map(|(b, game)| {
                let seat = if game.first == seed {
                    first_seat
                } else if game.second == seed {
                    1 - first_seat
                } else {
                    return None;
                };
                board_frame(kept, kept.played.len() - 1, b, seat)
            })
            .collect()
    }

    /// A new event of `organiser`.
    pub async fn create_event(
        &self,
        organiser: &Identity,
        request: EventRequest,
    ) -> Result<EventInfo, ServerError> {
        let name = request.name.trim().to_string();
        let chars = name.chars().count();
        if chars == 0 || chars > MAX_EVENT_NAME_CHARS {
            return Err(format!(
                "an event's name has 1 to {MAX_EVENT_NAME_CHARS} characters, not {chars}"
            )
            .into());
        }
        if !(1..=MAX_EVENT_ROUNDS).contains(&request.rounds) {
            return Err(format!(
                "an event has 1 to {MAX_EVENT_ROUNDS} rounds, not {}",
                request.rounds
            )
            .into());
        }
        let entry = self
            .config
            .games
            .find(&request.game)
            .map_err(|e| e.to_string())?;
        entry.start(&request.options)?;
        let clock = check_clock(request.clock)?;
        if clock.is_some_and(|c| c.is_daily()) {
            return Err(
                "an event is played in an evening: its clock is in minutes, not days".into(),
            );
        }
        let id = club_store::create_event(
            &self.store,
            &NewEvent {
                name,
                game: entry.id.id.to_string(),
                options: request.options,
                clock,
                kind: pairing_kind(request.kind),
                rounds: request.rounds,
                organiser: organiser.id,
            },
            MAX_UNENDED_EVENTS,
            now_ms(),
        )
        .await?
        .ok_or_else(|| {
            format!(
                "{} has {MAX_UNENDED_EVENTS} events not yet ended, as many as an organiser \
                 may have: end one first",
                organiser.name
            )
        })?;
        tracing::info!(event = id, organiser = %organiser.name, "event created");
        Ok(event_info(&self.kept_event(id as u64).await?))
    }

    /// The newest events.
    pub async fn list_events(&self) -> Result<Vec<EventInfo>, ServerError> {
        let mut out = Vec::new();
        for id in club_store::event_ids(&self.store, LISTED_EVENTS).await? {
            if let Some(kept) = club_store::event(&self.store, id).await? {
                out.push(event_info(&kept));
            }
        }
        Ok(out)
    }

    /// Event `id` as anyone reads it; a player of it connected on `mailbox` is told its
    /// boards still to be played, and its next ones as they are paired.
    pub async fn read_event(
        &self,
        id: u64,
        reader: Option<(&Identity, &UnboundedSender<String>)>,
    ) -> Result<Vec<String>, ServerError> {
        // The reader follows the event before it is read: a board opened after the read is
        // told to it, one opened before is in the read (both, at worst).
        if let Some((player, mailbox)) = reader {
            self.followers.follow(id as i64, player.id, mailbox);
        }
        let kept = self.event_now(id).await?;
        let mut frames = vec![
            ServerMessage::ClubEvent {
                event: event_info(&kept),
            }
            .to_json(),
        ];
        if let Some((player, _)) = reader {
            frames.extend(self.boards_of(&kept, player));
        }
        Ok(frames)
    }

    /// `player` joins event `id` before it starts, and is told its boards as they come.
    pub async fn join_event(
        &self,
        id: u64,
        player: &Identity,
        mailbox: &UnboundedSender<String>,
    ) -> Result<Vec<String>, ServerError> {
        let kept = self.kept_event(id).await?;
        if kept.seed_of(player.id).is_none() {
            if kept.state != EventState::Open {
                return Err(
                    format!("event {id} has started: players join before its first round").into(),
                );
            }
            if kept.players.len() >= MAX_EVENT_PLAYERS {
                return Err(format!(
                    "event {id} has {MAX_EVENT_PLAYERS} players, as many as an event may have"
                )
                .into());
            }
            club_store::join(&self.store, kept.id, player.id).await?;
        }
        self.read_event(id, Some((player, mailbox))).await
    }

    /// `player` leaves event `id` before it starts.
    pub async fn leave_event(&self, id: u64, player: &Identity) -> Result<EventInfo, ServerError> {
        let kept = self.kept_event(id).await?;
        if kept.state != EventState::Open {
            return Err(format!("event {id} has started: nobody leaves it now").into());
        }
        if !club_store::leave(&self.store, kept.id, player.id).await? {
            return Err(format!("you are not a player of event {id}").into());
        }
        Ok(event_info(&self.kept_event(id).await?))
    }

    /// Event `id`, which `player` must organise.
    async fn organised(&self, id: u64, player: &Identity) -> Result<KeptEvent, ServerError> {
        let kept = self.kept_event(id).await?;
        if kept.organiser != player.id {
            return Err(format!(
                "only the organiser of event {id} ({}) may do that",
                kept.organiser_name
            )
            .into());
        }
        if kept.state == EventState::Ended {
            return Err(format!("event {id} is over").into());
        }
        Ok(kept)
    }

    /// The organiser starts the next round of event `id`: it is paired, stored, and its
    /// rooms opened.
    pub async fn start_round(&self, id: u64, player: &Identity) -> Result<EventInfo, ServerError> {
        let kept = self.organised(id, player).await?;
        let number = kept.played.len();
        if number as u32 >= kept.rounds {
            return Err(format!("event {id} has played its {} rounds: end it", kept.rounds).into());
        }
        if kept.players.len() < 2 {
            return Err(format!(
                "event {id} has {} players: a round needs at least 2",
                kept.players.len()
            )
            .into());
        }
        if let Some((round, _)) = kept.played.last() {
            let open = round.games.iter().filter(|g| g.result.is_none()).count();
            if open > 0 {
                return Err(format!(
                    "round {number} has {open} games without a result: start the next when \
                     they are over (or enter their results)"
                )
                .into());
            }
        }
        let rounds: Vec<_> = kept.played.iter().map(|(r, _)| r.clone()).collect();
        let round = next_round(
            kept.kind,
            kept.players.len(),
            &rounds,
            &kept.absent_in(number as u32),
        );
        if kept.state == EventState::Open {
            club_store::set_state(&self.store, kept.id, EventState::Open, EventState::Playing)
                .await?;
        }
        if !club_store::start_round(&self.store, kept.id, number as u32, &round, now_ms()).await? {
            return Err(format!("round {} of event {id} has started already", number + 1).into());
        }
        tracing::info!(event = kept.id, round = number + 1, "round paired");
        Ok(event_info(&self.event_now(id).await?))
    }

    /// The organiser enters the result of board `board` of round `round` (both from 1).
    pub async fn enter_result(
        &self,
        id: u64,
        player: &Identity,
        round: u32,
        board: usize,
        result: BoardResult,
    ) -> Result<EventInfo, ServerError> {
        let kept = self.organised(id, player).await?;
        let exists = round >= 1
            && board >= 1
            && kept
                .played
                .get(round as usize - 1)
                .is_some_and(|(r, _)| board <= r.games.len());
        if !exists {
            return Err(format!("event {id} has no board {board} in round {round}").into());
        }
        club_store::set_result(
            &self.store,
            kept.id,
            round - 1,
            board - 1,
            outcome(result),
            true,
        )
        .await?;
        Ok(event_info(&self.kept_event(id).await?))
    }

    /// The organiser marks player `name` absent for round `round` (from 1), not yet started.
    pub async fn mark_absent(
        &self,
        id: u64,
        player: &Identity,
        round: u32,
        name: &str,
    ) -> Result<EventInfo, ServerError> {
        let kept = self.organised(id, player).await?;
        let next = kept.played.len() as u32 + 1;
        if round < next || round > kept.rounds {
            return Err(format!(
                "a player is marked absent for a round to come: {next} to {} in event {id}",
                kept.rounds
            )
            .into());
        }
        let seed = kept
            .players
            .iter()
            .position(|(_, n)| fold(n) == fold(name.trim()))
            .ok_or_else(|| format!("{name:?} is not a player of event {id}"))?;
        club_store::mark_absent(&self.store, kept.id, round - 1, seed).await?;
        Ok(event_info(&self.kept_event(id).await?))
    }

    /// The organiser ends event `id`.
    pub async fn end_event(&self, id: u64, player: &Identity) -> Result<EventInfo, ServerError> {
        let kept = self.organised(id, player).await?;
        club_store::set_state(&self.store, kept.id, kept.state, EventState::Ended).await?;
        tracing::info!(event = kept.id, "event ended");
        let event = event_info(&self.kept_event(id).await?);
        // Its players (bots among them) are done.
        let frame = ServerMessage::ClubEvent {
            event: event.clone(),
        }
        .to_json();
        self.followers.tell_all(kept.id, &frame);
        Ok(event)
    }

    /// A room ended: if it is an event's board without a result, its result is kept.
    pub async fn event_room_ended(&self, room: &Room) {
        let Some(winner) = room.state().winner() else {
            return;
        };
        let code: RoomCode = room.meta.code;
        let board = match club_store::board_of_room(&self.store, code).await {
            Ok(Some(board)) => board,
            Ok(None) => return,
            Err(error) => {
                tracing::warn!(room = %code, "an event's board is not read: {error}");
                return;
            }
        };
        let (event, round, board, None) = board else {
            return;
        };
        let first = room.state().first_seat();
        let result = match winner {
            None => Outcome::Draw,
            Some(seat) if seat == first => Outcome::First,
            Some(_) => Outcome::Second,
        };
        if let Err(error) =
            club_store::set_result(&self.store, event, round, board, result, false).await
        {
            tracing::warn!(room = %code, "an event's result is not kept: {error}");
        }
    }
}
