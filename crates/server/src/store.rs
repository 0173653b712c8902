//! Where rooms are kept: one [`Store`] over SQLite (a file in the data folder, the default)
//! or PostgreSQL (`--db postgres://...`, shared by several server processes). A room is its
//! creation ([`RoomMeta`]) and its numbered events; an event is stored once under its
//! number, so when two processes or two connections append the same number, one of them is
//! told [`Appended::Taken`] and nothing of its events is kept.

use tokio::sync::mpsc;

use medusa_online::{
    Challenge, ClockSpec, RoomCode, RoomEvent, SeatToken, SideChoice, StoredEvent,
};
use medusa_rules::GameOptions;

use super::error::StoreError;
use super::postgres::PostgresStore;
use super::ratings::{RatedGame, Rating};
use super::room::RoomMeta;
use super::seat_key::SeatKey;
use super::sqlite::SqliteStore;

/// A value of a statement written for both stores, or of a row it reads: a whole number
/// (or null) or text.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    Int(Option<i64>),
    Text(String),
}

impl Value {
    /// A whole number's value.
    pub fn int(value: impl TryInto<i64>) -> Value {
        Value::Int(value.try_into().ok())
    }

    /// The whole number, where this is one.
    pub fn as_int(&self) -> Option<i64> {
        match self {
            Value::Int(int) => *int,
            Value::Text(_) => None,
        }
    }

    /// The text, where this is text.
    pub fn as_text(&self) -> Option<&str> {
        match self {
            Value::Text(text) => Some(text),
            Value::Int(_) => None,
        }
    }
}

/// What a column of a row read holds.
#[derive(Clone, Copy, Debug)]
pub enum Column {
    Int,
    Text,
}

/// A room as stored: how it was created and its events in order.
pub struct StoredRoom {
    pub meta: RoomMeta,
    pub events: Vec<StoredEvent>,
}

/// A process's sighting of a seat: whether the seat had a connection to it, and when it last
/// said so (server time, ms).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Seen {
    /// The process, by the name it gave itself when it started.
    pub process: String,
    pub connected: bool,
    pub at_ms: u64,
}

/// A player's rating in one game, with the rated games behind it.
#[derive(Clone, Debug, PartialEq)]
pub struct KeptRating {
    pub game: String,
    pub rating: Rating,
    pub games: i64,
}

/// A rated game in a player's history: the room, the game, the opponent's name, the
/// player's score (1, 0.5 or 0), the rating before and after, and when.
#[derive(Clone, Debug, PartialEq)]
pub struct RatedLine {
    pub room: String,
    pub game: String,
    pub opponent: String,
    pub score: f64,
    pub before: Rating,
    pub after: Rating,
    pub at_ms: u64,
}

/// A rating's three numbers as the stores' columns hold them.
pub fn rating_of(rating: f64, deviation: f64, volatility: f64) -> Rating {
    Rating {
        rating,
        deviation,
        volatility,
    }
}

/// What another process's news says, as the store hears it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum News {
    /// The room of this code has new events.
    Room(RoomCode),
    /// The lobby's challenges changed.
    Lobby,
    /// The store could not hear for a while (the database restarted): any room may have news.
    Missed,
}

/// What became of events to append.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Appended {
    /// Committed.
    Stored,
    /// Another event has the first number already: nothing was stored.
    Taken,
}

/// A player as stored: the name as registered, its key's hashes (one for each device it was
/// given to), and its password's Argon2id hash (a PHC string; empty without one).
#[derive(Clone, Debug)]
pub struct StoredPlayer {
    pub id: i64,
    pub name: String,
    pub keys: Vec<SeatKey>,
    pub password: String,
}

/// A name to register: the name as the player wrote it, its folded form (unique), the key's
/// hash, who registered it and when.
#[derive(Clone, Debug)]
pub struct NewPlayer {
    pub name: String,
    pub folded: String,
    pub key: SeatKey,
    pub address: String,
    pub created_ms: u64,
}

/// A challenge as stored: the challenge (the maker by name), the maker's player id, the key
/// of the seat token its connection holds, the process that holds that connection, and
/// whether an accepting process took it, with the room it made.
#[derive(Clone, Debug)]
pub struct StoredChallenge {
    pub challenge: Challenge,
    pub player: i64,
    pub maker_key: SeatKey,
    pub process: String,
    pub taken: bool,
    /// The room the accepting process made, and the maker's seat in it.
    pub matched: Option<(RoomCode, usize)>,
}

/// A challenge's row as both stores' columns hold it (its id aside).
pub struct ChallengeColumns {
    pub player: i64,
    pub name: String,
    pub game: String,
    /// The game's options as a JSON object.
    pub options: String,
    /// `first`, `second` or `random`.
    pub side: String,
    pub clock_base_ms: Option<i64>,
    pub clock_increment_ms: Option<i64>,
    pub rated: bool,
    pub maker_key: String,
    pub process: String,
    /// A clock by the day's days a move (a column of its own, after the others).
    pub clock_days: Option<i64>,
}

/// The columns of a challenge's row, in the order [`ChallengeColumns::into_stored`] reads
/// them (after `id`, and before `taken` and `room`).
pub const CHALLENGE_COLUMNS: &str = "player, name, game, options, side, clock_base_ms, \
                                     clock_increment_ms, rated, maker_key, process";

/// The maker's rating and deviation in the challenge's game (none before a rated game), as
/// two columns after a challenge's.
pub const MAKER_RATING: &str = "(SELECT r.rating FROM ratings r WHERE r.player = challenges.player \
                                AND r.game = challenges.game), \
                                (SELECT r.deviation FROM ratings r \
                                WHERE r.player = challenges.player AND r.game = challenges.game)";

impl ChallengeColumns {
    pub fn of(stored: &StoredChallenge) -> ChallengeColumns {
        let challenge = &stored.challenge;
        ChallengeColumns {
            player: stored.player,
            name: challenge.name.clone(),
            game: challenge.game.clone(),
            options: challenge.options.to_json(),
            side: side_name(challenge.side).to_string(),
            clock_base_ms: challenge.clock.map(|c| c.base_ms as i64),
            clock_increment_ms: challenge.clock.map(|c| c.increment_ms as i64),
            rated: challenge.rated,
            maker_key: stored.maker_key.to_hex(),
            process: stored.process.clone(),
            clock_days: challenge.clock.and_then(|c| c.days).map(i64::from),
        }
    }

    /// The challenge of row `id`, or why the row cannot be one.
    pub fn into_stored(
        self,
        id: i64,
        taken: bool,
        matched: (Option<String>, Option<i64>),
        maker_rating: (Option<f64>, Option<f64>),
    ) -> Result<StoredChallenge, String> {
        let bad = |what: &str| format!("challenge {id}: the stored {what} cannot be read");
        let clock = clock_of(self.clock_base_ms, self.clock_increment_ms, self.clock_days)
            .map_err(|_| bad("clock"))?;
        let side = match self.side.as_str() {
            "first" => SideChoice::First,
            "second" => SideChoice::Second,
            "random" => SideChoice::Random,
            _ => return Err(bad("side")),
        };
        Ok(StoredChallenge {
            challenge: Challenge {
                id: u64::try_from(id).map_err(|_| bad("id"))?,
                name: self.name,
                game: self.game,
                options: GameOptions::from_json(&self.options).map_err(|_| bad("options"))?,
                side,
                clock,
                rated: self.rated,
                rating: Some(match maker_rating {
                    (Some(rating), Some(deviation)) => rating_of(rating, deviation, 0.0).shown(),
                    _ => Rating::NEW.shown(),
                }),
            },
            player: self.player,
            maker_key: SeatKey::parse(&self.maker_key).ok_or_else(|| bad("key"))?,
            process: self.process,
            taken,
            matched: match matched {
                (Some(room), Some(seat)) => Some((
                    RoomCode::parse(&room).map_err(|_| bad("room"))?,
                    usize::try_from(seat)
                        .ok()
                        .filter(|&seat| seat < 2)
                        .ok_or_else(|| bad("seat"))?,
                )),
                _ => None,
            },
        })
    }
}

/// A clock as the stores' columns hold it: its milliseconds, and a clock by the day's days.
fn clock_of(
    base_ms: Option<i64>,
    increment_ms: Option<i64>,
    days: Option<i64>,
) -> Result<Option<ClockSpec>, ()> {
    match (base_ms, increment_ms, days) {
        (_, _, Some(days)) => Ok(Some(ClockSpec::per_move_days(
            u32::try_from(days).map_err(drop)?,
        ))),
        (Some(base), Some(increment), None) => Ok(Some(ClockSpec::minutes(
            u64::try_from(base).map_err(drop)?,
            u64::try_from(increment).map_err(drop)?,
        ))),
        _ => Ok(None),
    }
}

/// A side choice as the stores write it.
fn side_name(side: SideChoice) -> &'static str {
    match side {
        SideChoice::First => "first",
        SideChoice::Second => "second",
        SideChoice::Random => "random",
    }
}

/// The store of every room.
pub enum Store {
    Sqlite(SqliteStore),
    Postgres(Box<PostgresStore>),
}

impl Store {
    /// Opens the database `url` names (`postgres://...` or `postgresql://...`; anything else
    /// is an SQLite file's path, `sqlite:` before it or not), making its tables if missing.
    pub async fn open(url: &str) -> Result<Store, String> {
        if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            Ok(Store::Postgres(Box::new(PostgresStore::open(url).await?)))
        } else {
            let path = url.strip_prefix("sqlite:").unwrap_or(url);
            Ok(Store::Sqlite(SqliteStore::open(path).await?))
        }
    }

    /// Which database, in a few words.
    pub fn describe(&self) -> String {
        match self {
            Store::Sqlite(store) => format!("SQLite {}", store.path()),
            Store::Postgres(_) => "PostgreSQL".to_string(),
        }
    }

    /// Stores a new room with its first events; `false` when the code is taken.
    pub async fn create(
        &self,
        meta: &RoomMeta,
        events: &[StoredEvent],
    ) -> Result<bool, StoreError> {
        match self {
            Store::Sqlite(store) => store.create(meta, events).await.map_err(StoreError),
            Store::Postgres(store) => store.create(meta, events).await.map_err(StoreError),
        }
    }

    /// Appends events, numbered on from the room's last, all or none; with `key`, the seat's
    /// key is kept with them, in the same commit (the second player takes a seat).
    pub async fn append(
        &self,
        code: RoomCode,
        events: &[StoredEvent],
        key: Option<(usize, SeatKey)>,
    ) -> Result<Appended, StoreError> {
        match self {
            Store::Sqlite(store) => store.append(code, events, key).await.map_err(StoreError),
            Store::Postgres(store) => store.append(code, events, key).await.map_err(StoreError),
        }
    }

    /// A room and all its events, if there is one of that code.
    pub async fn load(&self, code: RoomCode) -> Result<Option<StoredRoom>, StoreError> {
        match self {
            Store::Sqlite(store) => store.load(code).await.map_err(StoreError),
            Store::Postgres(store) => store.load(code).await.map_err(StoreError),
        }
    }

    /// A room's events after `seq`.
    pub async fn events_after(
        &self,
        code: RoomCode,
        seq: u64,
    ) -> Result<Vec<StoredEvent>, StoreError> {
        match self {
            Store::Sqlite(store) => store.events_after(code, seq).await.map_err(StoreError),
            Store::Postgres(store) => store.events_after(code, seq).await.map_err(StoreError),
        }
    }

    /// Records this process's sighting of `seat` of room `code`.
    pub async fn see(&self, code: RoomCode, seat: usize, seen: Seen) -> Result<(), StoreError> {
        match self {
            Store::Sqlite(store) => store.see(code, seat, seen).await.map_err(StoreError),
            Store::Postgres(store) => store.see(code, seat, seen).await.map_err(StoreError),
        }
    }

    /// Renews `process`'s sightings of the `seats` connected to it (by room), all at `at_ms`,
    /// in one write.
    pub async fn renew(
        &self,
        process: &str,
        seats: Vec<(RoomCode, usize)>,
        at_ms: u64,
    ) -> Result<(), StoreError> {
        match self {
            Store::Sqlite(store) => store.renew(process, seats, at_ms).await.map_err(StoreError),
            Store::Postgres(store) => store.renew(process, seats, at_ms).await.map_err(StoreError),
        }
    }

    /// Every process's last sighting of `seat` of room `code`.
    pub async fn sightings(&self, code: RoomCode, seat: usize) -> Result<Vec<Seen>, StoreError> {
        match self {
            Store::Sqlite(store) => store.sightings(code, seat).await.map_err(StoreError),
            Store::Postgres(store) => store.sightings(code, seat).await.map_err(StoreError),
        }
    }

    /// Registers a new player with its first key: its id, or `None` when the folded name is
    /// taken.
    pub async fn register(&self, player: &NewPlayer) -> Result<Option<i64>, StoreError> {
        match self {
            Store::Sqlite(store) => store.register(player).await.map_err(StoreError),
            Store::Postgres(store) => store.register(player).await.map_err(StoreError),
        }
    }

    /// The player of a folded name, if there is one.
    pub async fn player(&self, folded: &str) -> Result<Option<StoredPlayer>, StoreError> {
        match self {
            Store::Sqlite(store) => store.player(folded).await.map_err(StoreError),
            Store::Postgres(store) => store.player(folded).await.map_err(StoreError),
        }
    }

    /// Adds a key to player `id`'s, made at `at_ms`, keeping the `keep` newest (the oldest
    /// beyond them are forgotten).
    pub async fn add_key(
        &self,
        id: i64,
        key: SeatKey,
        at_ms: u64,
        keep: usize,
    ) -> Result<(), StoreError> {
        match self {
            Store::Sqlite(store) => store.add_key(id, key, at_ms, keep).await,
            Store::Postgres(store) => store.add_key(id, key, at_ms, keep).await,
        }
        .map_err(StoreError)
    }

    /// Keeps `hash` (a PHC string) as player `id`'s password.
    pub async fn set_password(&self, id: i64, hash: String) -> Result<(), StoreError> {
        match self {
            Store::Sqlite(store) => store.set_password(id, hash).await,
            Store::Postgres(store) => store.set_password(id, hash).await,
        }
        .map_err(StoreError)
    }

    /// Stores a new open challenge (its id left aside) unless its maker has `max` open
    /// already: its id, or `None`.
    pub async fn add_challenge(
        &self,
        challenge: &StoredChallenge,
        at_ms: u64,
        max: usize,
    ) -> Result<Option<u64>, StoreError> {
        let row = ChallengeColumns::of(challenge);
        match self {
            Store::Sqlite(store) => store.add_challenge(row, at_ms, max).await,
            Store::Postgres(store) => store.add_challenge(row, at_ms, max).await,
        }
        .map_err(StoreError)
    }

    /// Every challenge stored, open or taken, by id.
    pub async fn challenges(&self) -> Result<Vec<StoredChallenge>, StoreError> {
        match self {
            Store::Sqlite(store) => store.challenges().await,
            Store::Postgres(store) => store.challenges().await,
        }
        .map_err(StoreError)
    }

    /// Takes open challenge `id` for an accepting player: whether this call took it (of two
    /// at once, one does).
    pub async fn take_challenge(&self, id: u64) -> Result<bool, StoreError> {
        match self {
            Store::Sqlite(store) => store.take_challenge(id).await,
            Store::Postgres(store) => store.take_challenge(id).await,
        }
        .map_err(StoreError)
    }

    /// Writes the room a taken challenge made and the maker's seat in it, and tells the
    /// other processes.
    pub async fn challenge_room(
        &self,
        id: u64,
        code: RoomCode,
        seat: usize,
    ) -> Result<(), StoreError> {
        match self {
            Store::Sqlite(store) => store.challenge_room(id, code, seat).await,
            Store::Postgres(store) => store.challenge_room(id, code, seat).await,
        }
        .map_err(StoreError)
    }

    /// Removes challenge `id` (taken or not), and tells the other processes: whether it was
    /// there.
    pub async fn remove_challenge(&self, id: u64) -> Result<bool, StoreError> {
        match self {
            Store::Sqlite(store) => store.remove_challenge(id).await,
            Store::Postgres(store) => store.remove_challenge(id).await,
        }
        .map_err(StoreError)
    }

    /// Renews `process`'s challenges at `at_ms`, and removes the challenges whose process
    /// stopped renewing them before `stale_ms` (it stopped, or lost the store): how many went.
    pub async fn renew_challenges(
        &self,
        process: &str,
        at_ms: u64,
        stale_ms: u64,
    ) -> Result<u64, StoreError> {
        match self {
            Store::Sqlite(store) => store.renew_challenges(process, at_ms, stale_ms).await,
            Store::Postgres(store) => store.renew_challenges(process, at_ms, stale_ms).await,
        }
        .map_err(StoreError)
    }

    /// Keeps that the player `player` took seat `seat` of room `code` (at `at_ms`).
    pub async fn seat_player(
        &self,
        code: RoomCode,
        seat: usize,
        player: i64,
        at_ms: u64,
    ) -> Result<(), StoreError> {
        match self {
            Store::Sqlite(store) => store.seat_player(code, seat, player, at_ms).await,
            Store::Postgres(store) => store.seat_player(code, seat, player, at_ms).await,
        }
        .map_err(StoreError)
    }

    /// The players in room `code`'s seats, by their ids (`None` for a seat without one).
    pub async fn room_players(&self, code: RoomCode) -> Result<[Option<i64>; 2], StoreError> {
        match self {
            Store::Sqlite(store) => store.room_players(code).await,
            Store::Postgres(store) => store.room_players(code).await,
        }
        .map_err(StoreError)
    }

    /// The `limit` newest rooms where player `player` took a seat, with the seat.
    pub async fn player_rooms(
        &self,
        player: i64,
        limit: usize,
    ) -> Result<Vec<(RoomCode, usize)>, StoreError> {
        match self {
            Store::Sqlite(store) => store.player_rooms(player, limit).await,
            Store::Postgres(store) => store.player_rooms(player, limit).await,
        }
        .map_err(StoreError)
    }

    /// Player `player`'s ratings, one for each game with a rated game.
    pub async fn ratings(&self, player: i64) -> Result<Vec<KeptRating>, StoreError> {
        match self {
            Store::Sqlite(store) => store.ratings(player).await,
            Store::Postgres(store) => store.ratings(player).await,
        }
        .map_err(StoreError)
    }

    /// Player `player`'s `limit` latest rated games, the newest first.
    pub async fn rating_history(
        &self,
        player: i64,
        limit: usize,
    ) -> Result<Vec<RatedLine>, StoreError> {
        match self {
            Store::Sqlite(store) => store.rating_history(player, limit).await,
            Store::Postgres(store) => store.rating_history(player, limit).await,
        }
        .map_err(StoreError)
    }

    /// Settles a rated game once: both players' ratings before it and after it, by seat. A
    /// room settled already (by this process or another) gives what it gave then.
    pub async fn rate(&self, rated: &RatedGame) -> Result<[(Rating, Rating); 2], StoreError> {
        match self {
            Store::Sqlite(store) => store.rate(rated.clone()).await,
            Store::Postgres(store) => store.rate(rated).await,
        }
        .map_err(StoreError)
    }

    /// Whether other processes may share this store (and its challenges).
    pub fn shared(&self) -> bool {
        matches!(self, Store::Postgres(_))
    }

    /// Runs a statement written for both stores (values numbered `$1`, `$2`...): how many
    /// rows it changed.
    pub async fn execute(&self, sql: &'static str, values: Vec<Value>) -> Result<u64, StoreError> {
        match self {
            Store::Sqlite(store) => store.execute(sql, values).await.map_err(StoreError),
            Store::Postgres(store) => store.execute(sql, values).await.map_err(StoreError),
        }
    }

    /// Runs a query written for both stores: its rows, each of `columns`.
    pub async fn query(
        &self,
        sql: &'static str,
        values: Vec<Value>,
        columns: &'static [Column],
    ) -> Result<Vec<Vec<Value>>, StoreError> {
        match self {
            Store::Sqlite(store) => store.query(sql, values, columns).await.map_err(StoreError),
            Store::Postgres(store) => store.query(sql, values, columns).await.map_err(StoreError),
        }
    }

    /// The news of other processes' rooms, where the database tells
    /// (PostgreSQL's notifications); `None` for a store only this process writes.
    pub fn news(&self) -> Option<mpsc::UnboundedReceiver<News>> {
        match self {
            Store::Sqlite(_) => None,
            Store::Postgres(store) => store.news(),
        }
    }
}

/// The columns of a room's row, in the order [`MetaColumns`] reads them, as both stores name
/// them.
pub const ROOM_COLUMNS: &str = "code, game, options, clock_base_ms, clock_increment_ms, token0, \
                                token1, creator_seat, address, created_ms, invite, rated, \
                                clock_days";

/// A room's creation as the stores' columns hold it.
pub struct MetaColumns {
    pub code: String,
    pub game: String,
    /// The game's options as a JSON object (`{}` for none).
    pub options: String,
    pub clock_base_ms: Option<i64>,
    pub clock_increment_ms: Option<i64>,
    /// The seats' keys as hex (empty for a seat not taken yet); the columns keep their names
    /// from when they held the tokens themselves.
    pub tokens: [String; 2],
    /// The invitation's 32 hex digits, or empty for none.
    pub invite: String,
    pub creator_seat: i64,
    pub address: String,
    pub created_ms: i64,
    pub rated: bool,
    /// A clock by the day's days a move.
    pub clock_days: Option<i64>,
}

impl MetaColumns {
    pub fn of(meta: &RoomMeta) -> MetaColumns {
        MetaColumns {
            code: meta.code.to_string(),
            game: meta.game.clone(),
            options: meta.options.to_json(),
            clock_base_ms: meta.clock.map(|c| c.base_ms as i64),
            clock_increment_ms: meta.clock.map(|c| c.increment_ms as i64),
            tokens: meta
                .keys
                .map(|key| key.map_or_else(String::new, |key| key.to_hex())),
            invite: meta
                .invite
                .map_or_else(String::new, |invite| invite.to_hex()),
            creator_seat: meta.creator_seat as i64,
            address: meta.address.clone(),
            created_ms: meta.created_ms as i64,
            rated: meta.rated,
            clock_days: meta.clock.and_then(|c| c.days).map(i64::from),
        }
    }

    /// The room's creation, or why the row cannot be one.
    pub fn into_meta(self) -> Result<RoomMeta, String> {
        let bad = |what: &str| format!("room {}: the stored {what} cannot be read", self.code);
        let clock = clock_of(self.clock_base_ms, self.clock_increment_ms, self.clock_days)
            .map_err(|_| bad("clock"))?;
        Ok(RoomMeta {
            code: RoomCode::parse(&self.code).map_err(|_| bad("code"))?,
            game: self.game.clone(),
            options: GameOptions::from_json(&self.options).map_err(|_| bad("options"))?,
            clock,
            keys: [
                key_of(&self.tokens[0], &bad)?,
                key_of(&self.tokens[1], &bad)?,
            ],
            invite: match self.invite.as_str() {
                "" => None,
                invite => Some(SeatToken::parse(invite).map_err(|_| bad("invitation"))?),
            },
            creator_seat: usize::try_from(self.creator_seat)
                .ok()
                .filter(|&s| s < 2)
                .ok_or_else(|| bad("seat"))?,
            address: self.address.clone(),
            created_ms: u64::try_from(self.created_ms).unwrap_or(0),
            rated: self.rated,
        })
    }
}

/// A seat's stored key: none yet (empty), or a key.
fn key_of(column: &str, bad: &dyn Fn(&str) -> String) -> Result<Option<SeatKey>, String> {
    if column.is_empty() {
        return Ok(None);
    }
    SeatKey::parse(column)
        .map(Some)
        .ok_or_else(|| bad("seat's key"))
}

/// A player's stored keys, read back.
pub fn keys_of(columns: &[String]) -> Result<Vec<SeatKey>, String> {
    columns
        .iter()
        .map(|column| {
            SeatKey::parse(column).ok_or_else(|| "a player's stored key cannot be read".to_string())
        })
        .collect()
}

/// An event's stored row, read back.
pub fn event_of_row(code: &str, seq: i64, at_ms: i64, body: &str) -> Result<StoredEvent, String> {
    let event: RoomEvent = serde_json::from_str(body)
        .map_err(|e| format!("room {code}: event {seq} cannot be read: {e}"))?;
    Ok(StoredEvent {
        seq: u64::try_from(seq).map_err(|_| format!("room {code}: event number {seq}"))?,
        at_ms: u64::try_from(at_ms).unwrap_or(0),
        event,
    })
}

/// An event's body as stored: its JSON.
pub fn body_of(event: &RoomEvent) -> String {
    serde_json::to_string(event).unwrap_or_default()
}
