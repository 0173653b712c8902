//! The rooms this process holds in memory, each behind its own lock, with a broadcast of its
//! frames to the connections in it. A room is loaded from the store when someone enters it,
//! and leaves memory when it is over (or nobody has been in it for a while) and nobody is
//! connected: the store keeps it. Every change goes through [`Hub::commit`]: the events are
//! numbered on from the room's last, stored, and only then applied and sent.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::time::Duration;

use tokio::sync::{Mutex, broadcast};

use medusa_online::{
    Challenge, ClientMessage, ClockSpec, Invitation, MAX_DAYS_PER_MOVE, RoomCode, RoomEvent,
    SeatToken, ServerMessage, SideChoice, StoredEvent, other_seat,
};
use medusa_rules::GameOptions;

use super::budgets::Budgets;
use super::clubs::Followers;
use super::connected::ConnectedPlayers;
use super::correspondence::DEADLINE_SWEEP_MS;
use super::error::ServerError;
use super::lobby::{Lobby, Maker, maker_seat, matched};
use super::notifications::Notifications;
use super::players::{Identity, Players};
use super::room::{Room, RoomMeta};
use super::seat_key::SeatKey;
use super::store::{Appended, News, Seen, Store, StoredChallenge};
use super::{Config, monotonic_ms, now_ms, random_bytes, random_u64};

/// A frame for the connections in a room: an event's (with its number) or presence (0).
#[derive(Clone, Debug)]
pub struct Frame {
    pub seq: u64,
    pub text: Arc<str>,
    /// The watchers' own (their chat): never sent to a seat.
    pub watchers_only: bool,
}

/// A room held in memory.
pub struct Slot {
    pub room: Mutex<Room>,
    pub frames: broadcast::Sender<Frame>,
    /// Connections in the room, and since when it has had none ([`monotonic_ms`]).
    pub connections: AtomicUsize,
    pub idle_since: AtomicU64,
}

/// The most events a connection copies out of its room at a time, to send with the room's
/// lock free: a long backlog goes in chunks, and holds neither the room nor much memory.
pub const BACKLOG_CHUNK: usize = 64;

impl Slot {
    /// The next few events after `after` ([`BACKLOG_CHUNK`] at most) as frames, with their
    /// numbers; none once the connection has every event.
    pub async fn events_after(&self, after: u64) -> Vec<(u64, String)> {
        let events: Vec<StoredEvent> = {
            let room = self.room.lock().await;
            let after = room.state().events_after(after);
            after[..after.len().min(BACKLOG_CHUNK)].to_vec()
        };
        events.iter().map(|e| (e.seq, event_frame(e))).collect()
    }
}

/// What a connection that entered a room holds.
pub struct Entry {
    pub slot: Arc<Slot>,
    pub seat: Option<usize>,
    pub frames: broadcast::Receiver<Frame>,
    /// The frames to send first: the welcome and who else is here.
    pub first: Vec<String>,
    /// The last event the client has: the events after it follow, in chunks
    /// ([`Slot::events_after`]).
    pub last_seq: u64,
}

pub struct Hub {
    pub store: Store,
    pub config: Config,
    /// This process's name in the store's presence rows.
    process: String,
    /// When the seats connected here were last renewed in the store ([`monotonic_ms`]).
    renewed_ms: AtomicU64,
    /// When the deadlines that passed were last read from the store ([`monotonic_ms`]).
    swept_ms: AtomicU64,
    rooms: Mutex<HashMap<RoomCode, Arc<Slot>>>,
    /// Each address's budget of rooms looked up by code.
    lookups: Budgets<IpAddr>,
    /// The players: names, keys, passwords and their budgets.
    pub players: Players,
    /// A lock for each room being loaded from the store.
    loading: Mutex<HashMap<RoomCode, Arc<Mutex<()>>>>,
    /// Set when the server is stopping: every connection closes, asking its client to come
    /// back.
    stopping: tokio::sync::watch::Sender<bool>,
    /// When each address created its recent rooms (ms).
    created: std::sync::Mutex<HashMap<IpAddr, Vec<u64>>>,
    /// The open challenges and the games being played, with their subscribers.
    pub lobby: Lobby,
    /// The connections here of events' players, told their boards.
    pub followers: Followers,
    /// The players connected here, told the notices of their games by the day.
    pub connected: ConnectedPlayers,
    /// How players are told of their games by Web Push and e-mail, and the notices waiting.
    pub notifications: Notifications,
}

/// A clock a room may have, as the server keeps it, or the sentence that refuses it.
pub fn check_clock(clock: Option<ClockSpec>) -> Result<Option<ClockSpec>, ServerError> {
    match clock {
        Some(ClockSpec {
            days: Some(days), ..
        }) if !(1..=MAX_DAYS_PER_MOVE).contains(&days) => Err(format!(
            "a clock by the day gives 1 to {MAX_DAYS_PER_MOVE} days a move, not {days}"
        )
        .into()),
        Some(clock)
            if clock.days.is_none()
                && (clock.base_ms == 0
                    || clock.base_ms > 86_400_000
                    || clock.increment_ms > 3_600_000) =>
        {
            Err("a clock starts with 1 ms to 24 hours, adding at most 1 hour".into())
        }
        clock => Ok(clock.map(ClockSpec::normalized)),
    }
}

/// What a challenge's accepting player is told when it is no longer open.
fn not_open(id: u64) -> ServerError {
    format!("challenge {id} is not open: it was accepted, cancelled, or its maker left").into()
}

/// The window in which an address may create at most `max_rooms_per_address` rooms.
const CREATION_WINDOW_MS: u64 = 3_600_000;

/// The addresses that created rooms kept before those with no room in the window are
/// forgotten.
const REMEMBERED_CREATORS: usize = 10_000;

fn event_frame(stored: &StoredEvent) -> String {
    ServerMessage::Event {
        seq: stored.seq,
        at_ms: stored.at_ms,
        event: stored.event.clone(),
    }
    .to_json()
}

impl Hub {
    pub fn new(store: Store, config: Config, notifications: Notifications) -> Hub {
        let lookups = Budgets::new(config.lookups_per_minute, Duration::from_secs(60));
        let players = Players::new(&config);
        let lobby = Lobby::new(
            config.lobby_subscribers,
            config.lobby_subscribers_per_address,
        );
        Hub {
            lobby,
            followers: Followers::default(),
            connected: ConnectedPlayers::default(),
            store,
            config,
            process: format!("{:016x}", random_u64()),
            stopping: tokio::sync::watch::Sender::new(false),
            renewed_ms: AtomicU64::new(0),
            swept_ms: AtomicU64::new(0),
            rooms: Mutex::new(HashMap::new()),
            loading: Mutex::new(HashMap::new()),
            lookups,
            players,
            created: std::sync::Mutex::new(HashMap::new()),
            notifications,
        }
    }

    /// Tells every connection, and the accept loop, that the server is stopping.
    pub fn stop(&self) {
        self.stopping.send_replace(true);
    }

    /// Whether the server is stopping, and word when it starts to.
    pub fn stopping(&self) -> tokio::sync::watch::Receiver<bool> {
        self.stopping.subscribe()
    }

    /// How many rooms are held in memory.
    pub async fn held(&self) -> usize {
        self.rooms.lock().await.len()
    }

    fn slot_of(room: Room) -> Arc<Slot> {
        let (frames, _) = broadcast::channel(256);
        Arc::new(Slot {
            room: Mutex::new(room),
            frames,
            connections: AtomicUsize::new(0),
            idle_since: AtomicU64::new(monotonic_ms()),
        })
    }

    /// The room of `code` looked up by `address` (to join, watch or read it), within the
    /// address's budget of lookups.
    pub async fn look_up(&self, code: RoomCode, address: IpAddr) -> Result<Arc<Slot>, ServerError> {
        self.take_lookup(address)?;
        self.slot(code).await
    }

    /// The room of `code`, when this process holds it.
    pub async fn holding(&self, code: RoomCode) -> Option<Arc<Slot>> {
        self.rooms.lock().await.get(&code).cloned()
    }

    /// Takes a lookup from `address`'s budget, or refuses it.
    pub fn take_lookup(&self, address: IpAddr) -> Result<(), ServerError> {
        self.lookups
            .take(address, std::time::Instant::now())
            .map_err(|_| {
                ServerError::TooOften(format!(
                    "too many rooms looked up: one address may look up {} a minute; wait a \
                     moment",
                    self.lookups.per_window()
                ))
            })
    }

    /// The room of `code`, from memory or the store. A room is loaded under a lock of its
    /// code's own: those who ask for it meanwhile wait for that load, and nobody else waits.
    pub async fn slot(&self, code: RoomCode) -> Result<Arc<Slot>, ServerError> {
        if let Some(slot) = self.rooms.lock().await.get(&code) {
            return Ok(Arc::clone(slot));
        }
        let loading = Arc::clone(self.loading.lock().await.entry(code).or_default());
        let loaded = {
            let _turn = loading.lock().await;
            self.load(code).await
        };
        // The last to load it takes the code's lock away; a later load makes a new one.
        let mut locks = self.loading.lock().await;
        if Arc::strong_count(&loading) <= 2 {
            locks.remove(&code);
        }
        loaded
    }

    /// Loads room `code` into memory, unless another load just did.
    async fn load(&self, code: RoomCode) -> Result<Arc<Slot>, ServerError> {
        if let Some(slot) = self.rooms.lock().await.get(&code) {
            return Ok(Arc::clone(slot));
        }
        let stored = self
            .store
            .load(code)
            .await?
            .ok_or_else(|| format!("there is no room {code}"))?;
        let room = Room::rebuild(stored.meta, stored.events, &self.config.games, now_ms())
            .map_err(ServerError::Internal)?;
        self.lobby.room_changed(&room);
        let slot = Hub::slot_of(room);
        self.rooms.lock().await.insert(code, Arc::clone(&slot));
        // A rated game whose process stopped between its end and its rating is rated now
        // (the store settles a room once, so a rating already kept is told, not redone).
        {
            let mut room = slot.room.lock().await;
            self.settle_rated(&slot, &mut room).await;
            self.event_room_ended(&room).await;
        }
        Ok(slot)
    }

    /// Counts a room created by `address`, or refuses it when the address made too many.
    fn allow_creation(&self, address: IpAddr) -> Result<(), String> {
        let now = monotonic_ms();
        let limit = self.config.max_rooms_per_address;
        let mut created = self
            .created
            .lock()
            .map_err(|_| "the server is shutting down".to_string())?;
        // Addresses whose rooms are all older than the window are forgotten, before they
        // could fill the memory.
        if created.len() >= REMEMBERED_CREATORS {
            created.retain(|_, times| {
                times
                    .last()
                    .is_some_and(|&t| now.saturating_sub(t) < CREATION_WINDOW_MS)
            });
        }
        let times = created.entry(address).or_default();
        times.retain(|&t| now.saturating_sub(t) < CREATION_WINDOW_MS);
        if times.len() >= limit {
            return Err(format!(
                "too many rooms: one address may create {limit} rooms an hour"
            ));
        }
        times.push(now);
        Ok(())
    }

    /// A new room, with its creator seated (by its name, for a player): the creator's entry
    /// into it.
    pub async fn create(
        &self,
        game: &str,
        options: GameOptions,
        side: SideChoice,
        clock: Option<ClockSpec>,
        creator: Option<&Identity>,
        address: IpAddr,
    ) -> Result<Entry, ServerError> {
        let entry = self.config.games.find(game).map_err(|e| e.to_string())?;
        let clock = check_clock(clock)?;
        let probe = entry.start(&options)?;
        let creator_seat = maker_seat(probe.to_move(), side, random_u64());
        self.allow_creation(address)?;
        let token = SeatToken::from_bytes(random_bytes());
        let mut keys = [None, None];
        keys[creator_seat] = Some(SeatKey::of(&token));
        let invite = Some(SeatToken::from_bytes(random_bytes()));
        let seated = vec![RoomEvent::Seated {
            seat: creator_seat,
            name: creator.map(|player| player.name.clone()),
        }];
        let slot = self
            .found(
                |code| RoomMeta {
                    code,
                    game: entry.id.id.to_string(),
                    options: options.clone(),
                    clock,
                    keys,
                    invite,
                    creator_seat,
                    address: address.to_string(),
                    created_ms: now_ms(),
                    rated: false,
                },
                seated,
            )
            .await?;
        if let Some(player) = creator {
            let code = slot.room.lock().await.meta.code;
            self.seat_player(code, creator_seat, player).await;
        }
        self.enter(slot, Some(creator_seat), Some(token), 0).await
    }

    /// Keeps that `player` took `seat` of room `code`, for the player's games; a store that
    /// fails here costs the list a line, not the game.
    pub async fn seat_player(&self, code: RoomCode, seat: usize, player: &Identity) {
        if let Err(error) = self
            .store
            .seat_player(code, seat, player.id, now_ms())
            .await
        {
            tracing::warn!(room = %code, "a player's seat is not kept: {error}");
        }
    }

    /// Stores a new room under a free code, with its first events, and holds it: `meta`
    /// makes its creation for the code drawn.
    pub async fn found(
        &self,
        meta: impl Fn(RoomCode) -> RoomMeta,
        events: Vec<RoomEvent>,
    ) -> Result<Arc<Slot>, ServerError> {
        for _ in 0..16 {
            let Some(code) = RoomCode::from_random_bytes(random_bytes::<32>()) else {
                continue;
            };
            let meta = meta(code);
            let mut room = Room::new(meta.clone(), &self.config.games, now_ms())?;
            let at_ms = now_ms();
            let stored: Vec<StoredEvent> = (1..)
                .zip(&events)
                .map(|(seq, event)| StoredEvent {
                    seq,
                    at_ms,
                    event: event.clone(),
                })
                .collect();
            if !self.store.create(&meta, &stored).await? {
                continue;
            }
            for event in stored {
                room.apply(event).map_err(ServerError::Internal)?;
            }
            self.lobby.room_changed(&room);
            let slot = Hub::slot_of(room);
            self.rooms.lock().await.insert(code, Arc::clone(&slot));
            return Ok(slot);
        }
        Err("no free room code was found; try again".into())
    }

    /// An open challenge of the player `maker`, whose connection's `mailbox` is told when it
    /// is accepted: its id, or why not (a game, options or clock `create` would refuse; the
    /// player's open challenges are as many as one may have).
    pub async fn challenge(
        &self,
        maker: &Identity,
        mut challenge: Challenge,
        mailbox: tokio::sync::mpsc::UnboundedSender<String>,
    ) -> Result<u64, ServerError> {
        let entry = self
            .config
            .games
            .find(&challenge.game)
            .map_err(|e| e.to_string())?;
        challenge.clock = check_clock(challenge.clock)?;
        entry.start(&challenge.options)?;
        challenge.game = entry.id.id.to_string();
        challenge.name = maker.name.clone();
        challenge.rating = self.rating_in(maker.id, &challenge.game).await;
        let token = SeatToken::from_bytes(random_bytes());
        let stored = StoredChallenge {
            challenge: challenge.clone(),
            player: maker.id,
            maker_key: SeatKey::of(&token),
            process: self.process.clone(),
            taken: false,
            matched: None,
        };
        let max = self.config.challenges_per_player;
        challenge.id = self
            .store
            .add_challenge(&stored, now_ms(), max)
            .await?
            .ok_or_else(|| {
                format!(
                    "you have {max} open challenges already, as many as a player may have: \
                     cancel one first"
                )
            })?;
        self.lobby
            .add_made(challenge.clone(), Maker { mailbox, token });
        Ok(challenge.id)
    }

    /// Removes challenge `id` (its maker cancelled it, or its maker's connection closed):
    /// whether it was still there.
    pub async fn remove_challenge(&self, id: u64) -> Result<bool, ServerError> {
        let there = self.store.remove_challenge(id).await?;
        self.lobby.remove(id);
        Ok(there)
    }

    /// The player `player` accepts challenge `id`: the room is made with both players
    /// seated, the maker is sent its seat (here, or by its own process when it reads the
    /// store), and the frame for the accepting player. Of two accepting at once, one does.
    pub async fn accept_challenge(
        &self,
        id: u64,
        player: &Identity,
        address: IpAddr,
    ) -> Result<String, ServerError> {
        let stored = self
            .store
            .challenges()
            .await?
            .into_iter()
            .find(|row| row.challenge.id == id && !row.taken)
            .ok_or_else(|| not_open(id))?;
        if stored.player == player.id {
            return Err("that challenge is your own: another player accepts it".into());
        }
        let challenge = stored.challenge;
        let maker = Identity {
            id: stored.player,
            name: challenge.name.clone(),
        };
        if !self.store.take_challenge(id).await? {
            return Err(format!("another player accepted challenge {id} first").into());
        }
        // Its subscribers see the challenge go, then the game start.
        let made = self.lobby.remove(id);
        let seats = self.seat_challenge(id, challenge, (&maker, stored.maker_key), player, address);
        let (code, maker, taker, token) = match seats.await {
            Ok(seats) => seats,
            Err(error) => {
                // The challenge was taken: it goes, rather than stay taken and never played.
                let _ = self.store.remove_challenge(id).await;
                return Err(error);
            }
        };
        if let Some(made) = made {
            // A maker gone meanwhile misses its seat; the room stays, as after any absence.
            let _ = made.mailbox.send(matched(code, maker, made.token));
            self.store.remove_challenge(id).await?;
        }
        tracing::info!(room = %code, challenge = id, "challenge accepted");
        Ok(matched(code, taker, token))
    }

    /// The room of a taken challenge, with its maker and `player` seated, written in the
    /// challenge's row for the maker's process: the code, the maker's and the player's
    /// seats, and the player's token.
    async fn seat_challenge(
        &self,
        id: u64,
        challenge: Challenge,
        (maker_player, maker_key): (&Identity, SeatKey),
        player: &Identity,
        address: IpAddr,
    ) -> Result<(RoomCode, usize, usize, SeatToken), ServerError> {
        let entry = self
            .config
            .games
            .find(&challenge.game)
            .map_err(|e| ServerError::Internal(e.to_string()))?;
        let first = entry.start(&challenge.options)?.to_move();
        let maker = maker_seat(first, challenge.side, random_u64());
        let taker = other_seat(maker);
        let token = SeatToken::from_bytes(random_bytes());
        let mut keys = [None, None];
        keys[maker] = Some(maker_key);
        keys[taker] = Some(SeatKey::of(&token));
        let seated = vec![
            RoomEvent::Seated {
                seat: maker,
                name: Some(challenge.name.clone()),
            },
            RoomEvent::Seated {
                seat: taker,
                name: Some(player.name.clone()),
            },
        ];
        let slot = self
            .found(
                |code| RoomMeta {
                    code,
                    game: entry.id.id.to_string(),
                    options: challenge.options.clone(),
                    clock: challenge.clock,
                    keys,
                    invite: None,
                    creator_seat: maker,
                    address: address.to_string(),
                    created_ms: now_ms(),
                    rated: challenge.rated,
                },
                seated,
            )
            .await?;
        let code = slot.room.lock().await.meta.code;
        self.seat_player(code, maker, maker_player).await;
        self.seat_player(code, taker, player).await;
        self.store.challenge_room(id, code, maker).await?;
        Ok((code, maker, taker, token))
    }

    /// The store's challenges changed (another process said so, or the periodic look): the
    /// lobby is brought up to date, and the makers here whose challenges another process
    /// accepted are told their seats.
    pub async fn lobby_news(&self) {
        let stored = match self.store.challenges().await {
            Ok(stored) => stored,
            Err(error) => {
                tracing::warn!("the challenges cannot be read: {error}");
                return;
            }
        };
        for (id, maker, frame) in self.lobby.sync(stored) {
            let _ = maker.mailbox.send(frame);
            if let Err(error) = self.store.remove_challenge(id).await {
                tracing::warn!(challenge = id, "an accepted challenge stays: {error}");
            }
        }
    }

    /// Renews, in the store, the challenges of makers connected here, and removes those no
    /// process renews any more (its process stopped); a store shared with other processes
    /// is read again, should news have been missed.
    async fn renew_challenges(&self, now: u64) {
        let stale = now.saturating_sub(PRESENCE_STALE_MS);
        match self.store.renew_challenges(&self.process, now, stale).await {
            Ok(gone) => {
                if gone > 0 || self.store.shared() {
                    self.lobby_news().await;
                }
            }
            Err(error) => tracing::warn!("challenges not renewed: {error}"),
        }
    }

    /// The free seat of a room, for its invitation (a room made before invitations: for its
    /// code), taken by the player `player` names (if any), or a place among its watchers; a
    /// lookup of `address`'s.
    pub async fn join(
        &self,
        invitation: Invitation,
        player: Option<&Identity>,
        address: IpAddr,
    ) -> Result<Entry, ServerError> {
        let slot = self.look_up(invitation.code, address).await?;
        let seat = {
            let mut room = slot.room.lock().await;
            let free = (0..2).find(|&seat| !room.state().is_seated(seat));
            // A room made with an invitation gives its free seat to its link alone; the code
            // alone watches.
            let invited = match (room.meta.invite, invitation.invite) {
                (None, _) => true,
                (Some(_), None) => false,
                (Some(own), Some(shown)) if own.matches(&shown) => true,
                (Some(_), Some(_)) => {
                    return Err(format!(
                        "that invitation is not room {}'s: ask its creator for the link",
                        invitation.code
                    )
                    .into());
                }
            };
            match free {
                Some(seat) if invited && room.state().result().is_none() => {
                    // The seat's token is made now, and only its key kept, with the seating.
                    let token = SeatToken::from_bytes(random_bytes());
                    let key = SeatKey::of(&token);
                    let events = vec![RoomEvent::Seated {
                        seat,
                        name: player.map(|player| player.name.clone()),
                    }];
                    self.commit_keeping(&slot, &mut room, events, Some((seat, key)))
                        .await?;
                    room.meta.keys[seat] = Some(key);
                    if let Some(player) = player {
                        self.seat_player(invitation.code, seat, player).await;
                    }
                    Some((seat, token))
                }
                _ => None,
            }
        };
        self.enter(slot, seat.map(|s| s.0), seat.map(|s| s.1), 0)
            .await
    }

    /// The seat of `room` whose token is `token`, for a client at `address` coming back to
    /// it: another process may have seated the token's player, so a token this process does
    /// not know is looked up in the store (a lookup of the address's); a finished game's
    /// tokens expire after the days the server keeps them.
    pub async fn seat_of(
        &self,
        slot: &Slot,
        token: &SeatToken,
        address: IpAddr,
    ) -> Result<usize, ServerError> {
        let mut room = slot.room.lock().await;
        let code = room.meta.code;
        let seat = match room.seat_of(token) {
            Some(seat) => seat,
            None => {
                self.take_lookup(address)?;
                if let Some(stored) = self.store.load(code).await? {
                    room.meta.keys = stored.meta.keys;
                }
                room.seat_of(token)
                    .ok_or_else(|| format!("that token is no seat of room {code}"))?
            }
        };
        room.check_token_kept(now_ms(), self.config.token_keep_ms)?;
        Ok(seat)
    }

    /// Enters a room as `seat` (or to watch), with the events after `after`; `token`, the
    /// seat's, is in the welcome when the seat was just made (it is given once).
    pub async fn enter(
        &self,
        slot: Arc<Slot>,
        seat: Option<usize>,
        token: Option<SeatToken>,
        after: u64,
    ) -> Result<Entry, ServerError> {
        // The named players' ratings, and in a game by the day the seat's conditional
        // moves, read before the room is locked.
        let (code, game, named, daily) = {
            let room = slot.room.lock().await;
            let named = room.state().players().iter().any(Option::is_some);
            let daily = room.meta.clock.is_some_and(|c| c.is_daily());
            (room.meta.code, room.meta.game.clone(), named, daily)
        };
        let ratings = if named {
            self.seat_ratings(code, &game).await
        } else {
            [None, None]
        };
        let conditionals = match seat {
            Some(seat) if daily => self.standing_conditionals(code, seat).await,
            _ => None,
        };
        let mut room = slot.room.lock().await;
        let frames = slot.frames.subscribe();
        slot.connections.fetch_add(1, Ordering::SeqCst);
        let mut first = vec![
            ServerMessage::Welcome {
                version: medusa_online::PROTOCOL_VERSION,
                room: room.info(self.config.away_ms),
                seat,
                token: seat.and(token),
                invite: seat
                    .filter(|&s| {
                        s == room.meta.creator_seat && !room.state().is_seated(other_seat(s))
                    })
                    .and(room.meta.invite),
                last_seq: room.state().last_seq(),
                players: room.state().players().clone(),
                ratings,
            }
            .to_json(),
        ];
        // Who else is here, and how long an absent player has been away.
        let now = now_ms();
        for other in (0..2).filter(|&other| Some(other) != seat && room.state().is_seated(other)) {
            let away = room.away_since[other].map(|since| now.saturating_sub(since));
            first.push(
                ServerMessage::Presence {
                    seat: other,
                    connected: away.is_none(),
                    away_ms: away,
                }
                .to_json(),
            );
        }
        // The seat's own lines, to it alone.
        if let Some((played, lines)) = conditionals {
            first.push(ServerMessage::Conditionals { played, lines }.to_json());
        }
        if let Some(seat) = seat {
            room.connected[seat] += 1;
            if room.connected[seat] == 1 {
                room.away_since[seat] = None;
                self.presence(&slot, seat, true);
                self.see(room.meta.code, seat, true).await;
            }
        }
        let last_seq = after.min(room.state().last_seq());
        drop(room);
        Ok(Entry {
            slot,
            seat,
            frames,
            first,
            last_seq,
        })
    }

    /// A connection leaves its room.
    pub async fn leave(&self, slot: &Slot, seat: Option<usize>) {
        let mut room = slot.room.lock().await;
        if let Some(seat) = seat {
            room.connected[seat] = room.connected[seat].saturating_sub(1);
            if room.connected[seat] == 0 {
                room.away_since[seat] = Some(now_ms());
                self.presence(slot, seat, false);
                self.see(room.meta.code, seat, false).await;
            }
        }
        slot.connections.fetch_sub(1, Ordering::SeqCst);
        slot.idle_since.store(monotonic_ms(), Ordering::SeqCst);
    }

    fn presence(&self, slot: &Slot, seat: usize, connected: bool) {
        let text = ServerMessage::Presence {
            seat,
            connected,
            away_ms: None,
        }
        .to_json();
        // Nobody listening is no error.
        let _ = slot.frames.send(Frame {
            seq: 0,
            text: text.into(),
            watchers_only: false,
        });
    }

    /// Records in the store that `seat` of room `code` is connected to this process, or that
    /// its last connection here went. A store that cannot be written is logged: presence is
    /// renewed every few seconds, and the game goes on.
    async fn see(&self, code: RoomCode, seat: usize, connected: bool) {
        let seen = Seen {
            process: self.process.clone(),
            connected,
            at_ms: now_ms(),
        };
        if let Err(error) = self.store.see(code, seat, seen).await {
            tracing::warn!(room = %code, "presence not stored: {error}");
        }
    }

    /// Since when `seat` of `room` has had no connection to any process (`None` while it has
    /// one), from this process's count and every process's sightings in the store: a
    /// connection another process renewed within [`PRESENCE_STALE_MS`] counts; one it stopped
    /// renewing (the process died) counts as gone since its last renewal.
    async fn away_since(&self, room: &Room, seat: usize) -> Result<Option<u64>, ServerError> {
        if room.connected[seat] > 0 {
            return Ok(None);
        }
        let now = now_ms();
        let sightings = self.store.sightings(room.meta.code, seat).await?;
        let elsewhere = sightings.iter().any(|seen| {
            seen.connected
                && seen.process != self.process
                && now.saturating_sub(seen.at_ms) < PRESENCE_STALE_MS
        });
        if elsewhere {
            return Ok(None);
        }
        Ok(sightings
            .iter()
            .map(|seen| seen.at_ms)
            .max()
            .or(room.away_since[seat]))
    }

    /// `seat`'s act in the room. A claim is judged on the opponent's presence on every
    /// process.
    pub async fn act(
        &self,
        slot: &Slot,
        seat: usize,
        act: &ClientMessage,
    ) -> Result<(), ServerError> {
        let mut room = slot.room.lock().await;
        if matches!(act, ClientMessage::Claim {}) && seat < 2 {
            let opponent = other_seat(seat);
            room.away_since[opponent] = self.away_since(&room, opponent).await?;
        }
        let events = room.decide(seat, act, now_ms(), self.config.away_ms)?;
        self.commit(slot, &mut room, events).await
    }

    /// Stores `events` after the room's last, then applies and sends them. When another
    /// process stored an event of that number first, the room is brought up to date instead
    /// and the act is refused. In a game by the day, a move the opponent left a conditional
    /// answer to is answered here, at once.
    pub async fn commit(
        &self,
        slot: &Slot,
        room: &mut Room,
        events: Vec<RoomEvent>,
    ) -> Result<(), ServerError> {
        let mut events = events;
        loop {
            let ends = events
                .iter()
                .any(|event| matches!(event, RoomEvent::Ended { .. }));
            self.commit_keeping(slot, room, events, None).await?;
            if ends {
                self.settle_rated(slot, room).await;
                self.event_room_ended(room).await;
            }
            match self.conditional_answer(room).await {
                Some(answer) => events = answer,
                None => return Ok(()),
            }
        }
    }

    /// [`Hub::commit`], keeping a seat's key with the events in the same commit.
    pub async fn commit_keeping(
        &self,
        slot: &Slot,
        room: &mut Room,
        events: Vec<RoomEvent>,
        key: Option<(usize, SeatKey)>,
    ) -> Result<(), ServerError> {
        let at_ms = now_ms();
        let first = room.state().last_seq() + 1;
        let stored: Vec<StoredEvent> = events
            .into_iter()
            .enumerate()
            .map(|(i, event)| StoredEvent {
                seq: first + i as u64,
                at_ms,
                event,
            })
            .collect();
        if stored.is_empty() {
            return Ok(());
        }
        let deadline = room.state().deadline();
        match self.store.append(room.meta.code, &stored, key).await? {
            Appended::Stored => {
                for event in stored.iter().cloned() {
                    self.apply_and_send(slot, room, event)?;
                }
                self.events_kept(room, &stored, deadline).await;
                Ok(())
            }
            Appended::Taken => {
                self.catch_up(slot, room).await?;
                Err("another act came first; the room is up to date again".into())
            }
        }
    }

    fn apply_and_send(
        &self,
        slot: &Slot,
        room: &mut Room,
        event: StoredEvent,
    ) -> Result<(), ServerError> {
        let text = event_frame(&event);
        let seq = event.seq;
        room.apply(event).map_err(ServerError::Internal)?;
        self.lobby.room_changed(room);
        let _ = slot.frames.send(Frame {
            seq,
            text: text.into(),
            watchers_only: false,
        });
        Ok(())
    }

    /// Applies and sends what the store has after the room's last event.
    pub async fn catch_up(&self, slot: &Slot, room: &mut Room) -> Result<(), ServerError> {
        let newer = self
            .store
            .events_after(room.meta.code, room.state().last_seq())
            .await?;
        for event in newer {
            self.apply_and_send(slot, room, event)?;
        }
        Ok(())
    }

    /// Another process has news: the room it names, if held here, catches up; after news
    /// was missed, every room held here does.
    pub async fn news(&self, news: News) {
        let slots: Vec<Arc<Slot>> = {
            let rooms = self.rooms.lock().await;
            match news {
                News::Room(code) => rooms.get(&code).cloned().into_iter().collect(),
                News::Missed => rooms.values().cloned().collect(),
                News::Lobby => Vec::new(),
            }
        };
        if matches!(news, News::Lobby | News::Missed) {
            self.lobby_news().await;
        }
        for slot in slots {
            let mut room = slot.room.lock().await;
            if let Err(error) = self.catch_up(&slot, &mut room).await {
                tracing::warn!(room = %room.meta.code, "cannot catch up: {error}");
            }
        }
    }

    /// Runs every few hundred milliseconds: flags that fell are stored (every second, those of
    /// rooms not held here too, from the store's deadlines), the seats connected here
    /// are renewed in the store every few seconds, and rooms that are over or idle, with
    /// nobody connected, leave memory.
    pub async fn tick(&self) {
        let slots: Vec<(RoomCode, Arc<Slot>)> = self
            .rooms
            .lock()
            .await
            .iter()
            .map(|(code, slot)| (*code, Arc::clone(slot)))
            .collect();
        let now = now_ms();
        let elapsed = monotonic_ms();
        let renew =
            elapsed.saturating_sub(self.renewed_ms.load(Ordering::SeqCst)) >= PRESENCE_RENEW_MS;
        if renew {
            self.renewed_ms.store(elapsed, Ordering::SeqCst);
        }
        if elapsed.saturating_sub(self.swept_ms.load(Ordering::SeqCst)) >= DEADLINE_SWEEP_MS {
            self.swept_ms.store(elapsed, Ordering::SeqCst);
            self.sweep_deadlines(now).await;
        }
        let mut leaving = Vec::new();
        let mut connected = Vec::new();
        for (code, slot) in slots {
            let mut room = slot.room.lock().await;
            if renew {
                connected.extend(
                    (0..2)
                        .filter(|&seat| room.connected[seat] > 0)
                        .map(|s| (code, s)),
                );
            }
            if let Some(events) = room.flag_due(now)
                && let Err(error) = self.commit(&slot, &mut room, events).await
            {
                tracing::error!(room = %code, "the flag could not be stored: {error}");
            }
            let connections = slot.connections.load(Ordering::SeqCst);
            let watchers = connections.saturating_sub(room.connected[0] + room.connected[1]);
            self.lobby.room_seen(code, watchers, elapsed);
            let unwatched = connections == 0;
            let idle = elapsed.saturating_sub(slot.idle_since.load(Ordering::SeqCst));
            if unwatched && (room.state().result().is_some() || idle >= self.config.idle_ms) {
                leaving.push(code);
            }
        }
        if !connected.is_empty()
            && let Err(error) = self.store.renew(&self.process, connected, now).await
        {
            tracing::warn!("presence not renewed: {error}");
        }
        if renew {
            self.renew_challenges(now).await;
        }
        if !leaving.is_empty() {
            let mut rooms = self.rooms.lock().await;
            for code in leaving {
                // Only if still nobody came in meanwhile.
                if rooms
                    .get(&code)
                    .is_some_and(|slot| slot.connections.load(Ordering::SeqCst) == 0)
                {
                    rooms.remove(&code);
                    self.lobby.room_gone(code);
                }
            }
        }
    }
}

/// Waits until `stopping` says the server is stopping (for ever, should the hub be gone).
pub async fn stopped(stopping: &mut tokio::sync::watch::Receiver<bool>) {
    if stopping.wait_for(|&stop| stop).await.is_err() {
        std::future::pending::<()>().await;
    }
}

/// How often [`Hub::tick`] runs.
pub const TICK: Duration = Duration::from_millis(200);

/// How often a process renews, in the store, the seats connected to it.
pub const PRESENCE_RENEW_MS: u64 = 5_000;

/// How old another process's renewal of a connected seat may be before the seat counts as
/// gone (that process stopped, or lost the store).
pub const PRESENCE_STALE_MS: u64 = 3 * PRESENCE_RENEW_MS;
