//! The PostgreSQL store: for several server processes behind one address. Each append is one
//! statement (committed when it returns) and then a notification on the channel
//! `medusa_rooms` naming the room; every process listens on a connection of its own and brings the
//! rooms it holds up to date when told (LISTEN/NOTIFY, no other broker). The statements go
//! over a few connections in turn: PostgreSQL syncs the commits of several connections
//! together, where one connection would wait for each commit's sync before the next.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use futures_util::StreamExt;
use tokio::sync::mpsc;
use tokio_postgres::error::SqlState;
use tokio_postgres::types::ToSql;
use tokio_postgres::{AsyncMessage, Client, NoTls};

use medusa_online::{RoomCode, StoredEvent};

use super::migrations::{self, Rewrite, hashed};
use super::ratings::{RatedGame, Rating};
use super::room::RoomMeta;
use super::seat_key::SeatKey;
use super::store::{
    Appended, CHALLENGE_COLUMNS, ChallengeColumns, Column, KeptRating, MAKER_RATING, MetaColumns,
    NewPlayer, News, ROOM_COLUMNS, RatedLine, Seen, StoredChallenge, StoredPlayer, StoredRoom,
    Value, body_of, event_of_row, keys_of, rating_of,
};

/// The notification channel.
const CHANNEL: &str = "medusa_rooms";

/// The first word of a notification that the lobby's challenges changed (a room's code is
/// six capital letters: never this).
const LOBBY: &str = "lobby";

/// The connections that statements are sent over, in turn.
const CONNECTIONS: usize = 8;

pub struct PostgresStore {
    /// The database's address, for connecting again.
    url: String,
    /// The connections statements go over, in turn; one that PostgreSQL closed (a restart)
    /// is opened again when its turn comes.
    clients: Vec<tokio::sync::Mutex<Arc<Client>>>,
    /// The connection the next statement goes over.
    turn: AtomicUsize,
    /// This process's name in its own notifications, which it ignores.
    instance: String,
    news: Mutex<Option<mpsc::UnboundedReceiver<News>>>,
}

/// A statement's values as PostgreSQL takes them.
fn boxed(values: &[Value]) -> Vec<Box<dyn ToSql + Sync + Send>> {
    values
        .iter()
        .map(|value| -> Box<dyn ToSql + Sync + Send> {
            match value {
                Value::Int(int) => Box::new(*int),
                Value::Text(text) => Box::new(text.clone()),
            }
        })
        .collect()
}

fn pg_error(error: tokio_postgres::Error) -> String {
    format!("PostgreSQL: {error}")
}

fn is_taken(error: &tokio_postgres::Error) -> bool {
    error.code() == Some(&SqlState::UNIQUE_VIOLATION)
}

/// How long opening a connection may take before the store says the database is not there.
const CONNECT_TIMEOUT: Duration = Duration::from_secs(5);

/// The longest wait between two tries to listen again after the listening connection was lost.
const LISTEN_RETRY_MAX: Duration = Duration::from_secs(5);

/// Opens a connection for statements; its driver runs on a task of its own and ends with it.
async fn connect(url: &str) -> Result<Client, String> {
    let (client, connection) =
        tokio::time::timeout(CONNECT_TIMEOUT, tokio_postgres::connect(url, NoTls))
            .await
            .map_err(|_| "PostgreSQL did not answer in time".to_string())?
            .map_err(pg_error)?;
    tokio::spawn(async move {
        if let Err(error) = connection.await {
            tracing::warn!("PostgreSQL connection lost: {error}");
        }
    });
    Ok(client)
}

/// A connection that listens on [`CHANNEL`]: the client (kept, or the connection ends) and
/// the stream of what the server sends it.
struct Listening {
    _client: Client,
    messages: mpsc::UnboundedReceiver<Result<AsyncMessage, tokio_postgres::Error>>,
}

/// Opens a connection and listens on [`CHANNEL`].
async fn listen(url: &str) -> Result<Listening, String> {
    let (client, mut connection) =
        tokio::time::timeout(CONNECT_TIMEOUT, tokio_postgres::connect(url, NoTls))
            .await
            .map_err(|_| "PostgreSQL did not answer in time".to_string())?
            .map_err(pg_error)?;
    let (sender, messages) = mpsc::unbounded_channel();
    tokio::spawn(async move {
        let mut stream = futures_util::stream::poll_fn(move |cx| connection.poll_message(cx));
        while let Some(message) = stream.next().await {
            if sender.send(message).is_err() {
                break;
            }
        }
    });
    client
        .batch_execute(&format!("LISTEN {CHANNEL}"))
        .await
        .map_err(pg_error)?;
    Ok(Listening {
        _client: client,
        messages,
    })
}

/// Passes on the rooms other processes tell news of, for as long as anyone takes them. When
/// the listening connection is lost (PostgreSQL restarted), it listens again, waiting longer
/// between tries up to [`LISTEN_RETRY_MAX`], and says that news may have been missed.
async fn follow_news(
    url: String,
    own: String,
    mut listening: Listening,
    news: mpsc::UnboundedSender<News>,
) {
    loop {
        while let Some(message) = listening.messages.recv().await {
            match message {
                Ok(AsyncMessage::Notification(note)) => {
                    let mut words = note.payload().split(' ');
                    let about = words.next().and_then(|word| match word {
                        LOBBY => Some(News::Lobby),
                        code => RoomCode::parse(code).ok().map(News::Room),
                    });
                    if let Some(about) = about
                        && words.next() != Some(own.as_str())
                        && news.send(about).is_err()
                    {
                        return;
                    }
                }
                Ok(_) => {}
                Err(error) => {
                    tracing::warn!("PostgreSQL listener lost: {error}");
                    break;
                }
            }
        }
        let mut wait = Duration::from_millis(200);
        listening = loop {
            tokio::time::sleep(wait).await;
            match listen(&url).await {
                Ok(listening) => break listening,
                Err(error) => {
                    tracing::warn!("PostgreSQL listener not back yet: {error}");
                    wait = (wait * 2).min(LISTEN_RETRY_MAX);
                }
            }
        };
        tracing::info!("PostgreSQL listener back");
        if news.send(News::Missed).is_err() {
            return;
        }
    }
}

/// A number of this program's own for PostgreSQL's advisory lock that runs the schema's steps
/// one process at a time.
const MIGRATION_LOCK: i64 = 0x6d65_6475_7361;

/// Runs the schema's steps the database has not had ([`migrations::POSTGRES`]), each in a
/// transaction that records its version in `schema_migrations`; processes that start together
/// take turns, by an advisory lock.
async fn migrate(client: &mut Client) -> Result<(), String> {
    client
        .batch_execute(
            "CREATE TABLE IF NOT EXISTS schema_migrations (version BIGINT PRIMARY KEY, \
             name TEXT NOT NULL, applied_ms BIGINT NOT NULL)",
        )
        .await
        .or_else(|error| if is_taken(&error) { Ok(()) } else { Err(error) })
        .map_err(pg_error)?;
    let transaction = client.transaction().await.map_err(pg_error)?;
    transaction
        .execute("SELECT pg_advisory_xact_lock($1)", &[&MIGRATION_LOCK])
        .await
        .map_err(pg_error)?;
    let done: i64 = transaction
        .query_one(
            "SELECT coalesce(max(version), 0) FROM schema_migrations",
            &[],
        )
        .await
        .and_then(|row| row.try_get(0))
        .map_err(pg_error)?;
    migrations::check_not_newer(migrations::POSTGRES, done)?;
    for step in migrations::pending(migrations::POSTGRES, done) {
        transaction.batch_execute(step.sql).await.map_err(|e| {
            format!(
                "schema step {} ({}): {}",
                step.version,
                step.name,
                pg_error(e)
            )
        })?;
        if step.then == Some(Rewrite::HashTokens) {
            let rows = transaction
                .query("SELECT code, token0, token1 FROM rooms", &[])
                .await
                .map_err(pg_error)?;
            for row in rows {
                let code: String = row.try_get(0).map_err(pg_error)?;
                let tokens: [String; 2] = [
                    row.try_get(1).map_err(pg_error)?,
                    row.try_get(2).map_err(pg_error)?,
                ];
                let keys = tokens.map(|token| hashed(&token).unwrap_or(token));
                transaction
                    .execute(
                        "UPDATE rooms SET token0 = $1, token1 = $2 WHERE code = $3",
                        &[&keys[0], &keys[1], &code],
                    )
                    .await
                    .map_err(pg_error)?;
            }
        }
        transaction
            .execute(
                "INSERT INTO schema_migrations (version, name, applied_ms) VALUES ($1, $2, $3)",
                &[&step.version, &step.name, &(super::now_ms() as i64)],
            )
            .await
            .map_err(pg_error)?;
    }
    transaction.commit().await.map_err(pg_error)
}

impl PostgresStore {
    pub async fn open(url: &str) -> Result<PostgresStore, String> {
        let mut first = connect(url).await?;
        migrate(&mut first).await?;
        let mut clients = vec![tokio::sync::Mutex::new(Arc::new(first))];
        for _ in 1..CONNECTIONS {
            clients.push(tokio::sync::Mutex::new(Arc::new(connect(url).await?)));
        }
        let instance = format!("{:016x}", super::random_u64());
        let (sender, receiver) = mpsc::unbounded_channel();
        // The first LISTEN is made before the store is used, so that no news is missed.
        let listening = listen(url).await?;
        tokio::spawn(follow_news(
            url.to_string(),
            instance.clone(),
            listening,
            sender,
        ));
        Ok(PostgresStore {
            url: url.to_string(),
            clients,
            turn: AtomicUsize::new(0),
            instance,
            news: Mutex::new(Some(receiver)),
        })
    }

    /// Runs a statement written for both stores: how many rows it changed.
    pub async fn execute(&self, sql: &'static str, values: Vec<Value>) -> Result<u64, String> {
        let values = boxed(&values);
        let values: Vec<&(dyn ToSql + Sync)> = values
            .iter()
            .map(|v| v.as_ref() as &(dyn ToSql + Sync))
            .collect();
        self.client()
            .await?
            .execute(sql, &values)
            .await
            .map_err(pg_error)
    }

    /// Runs a query written for both stores: its rows, each of `columns`.
    pub async fn query(
        &self,
        sql: &'static str,
        values: Vec<Value>,
        columns: &'static [Column],
    ) -> Result<Vec<Vec<Value>>, String> {
        let values = boxed(&values);
        let values: Vec<&(dyn ToSql + Sync)> = values
            .iter()
            .map(|v| v.as_ref() as &(dyn ToSql + Sync))
            .collect();
        let rows = self
            .client()
            .await?
            .query(sql, &values)
            .await
            .map_err(pg_error)?;
        rows.iter()
            .map(|row| {
                columns
                    .iter()
                    .enumerate()
                    .map(|(i, column)| match column {
                        Column::Int => row.try_get(i).map(Value::Int),
                        Column::Text => row.try_get(i).map(Value::Text),
                    })
                    .collect::<Result<Vec<_>, _>>()
                    .map_err(pg_error)
            })
            .collect()
    }

    pub fn news(&self) -> Option<mpsc::UnboundedReceiver<News>> {
        self.news.lock().ok().and_then(|mut news| news.take())
    }

    /// The connection for the next statement, opened again first if PostgreSQL closed it.
    async fn client(&self) -> Result<Arc<Client>, String> {
        let turn = self.turn.fetch_add(1, Ordering::Relaxed);
        let mut client = self.clients[turn % self.clients.len()].lock().await;
        if client.is_closed() {
            *client = Arc::new(connect(&self.url).await?);
            tracing::info!("PostgreSQL connection opened again");
        }
        Ok(Arc::clone(&client))
    }

    /// Inserts `events` of room `code` in one statement.
    /// With `key`, the seat's key is kept in the same statement: both or neither.
    async fn insert_events(
        client: &Client,
        code: &str,
        events: &[StoredEvent],
        key: Option<(usize, SeatKey)>,
    ) -> Result<(), tokio_postgres::Error> {
        if events.is_empty() {
            return Ok(());
        }
        let rows: Vec<(String, i64, i64, String)> = events
            .iter()
            .map(|e| {
                (
                    code.to_string(),
                    e.seq as i64,
                    e.at_ms as i64,
                    body_of(&e.event),
                )
            })
            .collect();
        let key = key.map(|(seat, key)| (seat, key.to_hex()));
        let mut insert = String::new();
        let mut values: Vec<&(dyn ToSql + Sync)> = Vec::new();
        if let Some((seat, key)) = &key {
            let column = if *seat == 0 { "token0" } else { "token1" };
            insert.push_str(&format!(
                "WITH seat AS (UPDATE rooms SET {column} = $1 WHERE code = $2) "
            ));
            values.extend([key as &(dyn ToSql + Sync), &rows[0].0]);
        }
        insert.push_str("INSERT INTO events (code, seq, at_ms, body) VALUES ");
        let first = values.len();
        for (i, row) in rows.iter().enumerate() {
            if i > 0 {
                insert.push_str(", ");
            }
            let n = first + i * 4;
            insert.push_str(&format!("(${}, ${}, ${}, ${})", n + 1, n + 2, n + 3, n + 4));
            values.extend([&row.0 as &(dyn ToSql + Sync), &row.1, &row.2, &row.3]);
        }
        client.execute(insert.as_str(), &values).await?;
        Ok(())
    }

    /// Stores a new room with its first events, in one statement (the events are inserted
    /// from what the room's insert returns), so that a crash leaves both or neither; whether
    /// the room was new.
    pub async fn create(&self, meta: &RoomMeta, events: &[StoredEvent]) -> Result<bool, String> {
        let row = MetaColumns::of(meta);
        let room = format!(
            "INSERT INTO rooms ({ROOM_COLUMNS}) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) \
             ON CONFLICT DO NOTHING"
        );
        let rows: Vec<(i64, i64, String)> = events
            .iter()
            .map(|e| (e.seq as i64, e.at_ms as i64, body_of(&e.event)))
            .collect();
        let mut values: Vec<&(dyn ToSql + Sync)> = vec![
            &row.code,
            &row.game,
            &row.options,
            &row.clock_base_ms,
            &row.clock_increment_ms,
            &row.tokens[0],
            &row.tokens[1],
            &row.creator_seat,
            &row.address,
            &row.created_ms,
            &row.invite,
            &row.rated,
            &row.clock_days,
        ];
        let statement = if rows.is_empty() {
            room
        } else {
            let mut statement = format!(
                "WITH room AS ({room} RETURNING code) INSERT INTO events (code, seq, at_ms, body) \
                 SELECT room.code, e.seq, e.at_ms, e.body FROM room, (VALUES "
            );
            for (i, event) in rows.iter().enumerate() {
                if i > 0 {
                    statement.push_str(", ");
                }
                let n = values.len();
                statement.push_str(&format!(
                    "(${}::bigint, ${}::bigint, ${}::text)",
                    n + 1,
                    n + 2,
                    n + 3
                ));
                values.extend([&event.0 as &(dyn ToSql + Sync), &event.1, &event.2]);
            }
            statement.push_str(") AS e(seq, at_ms, body)");
            statement
        };
        let inserted = self
            .client()
            .await?
            .execute(statement.as_str(), &values)
            .await
            .map_err(pg_error)?;
        Ok(inserted > 0)
    }

    /// Tells the other processes that room `code` has news. A statement of its own after
    /// the events' commit: a transaction that notifies holds PostgreSQL's lock on the
    /// notification queue through its commit, which would make every append wait for the
    /// one before it to reach the disk.
    async fn notify(&self, code: &str) -> Result<(), String> {
        let payload = format!("{code} {}", self.instance);
        self.client()
            .await?
            .execute("SELECT pg_notify($1, $2)", &[&CHANNEL, &payload])
            .await
            .map_err(pg_error)?;
        Ok(())
    }

    pub async fn append(
        &self,
        code: RoomCode,
        events: &[StoredEvent],
        key: Option<(usize, SeatKey)>,
    ) -> Result<Appended, String> {
        let client = self.client().await?;
        match PostgresStore::insert_events(&client, code.as_str(), events, key).await {
            Err(error) if is_taken(&error) => return Ok(Appended::Taken),
            other => other.map_err(pg_error)?,
        }
        self.notify(code.as_str()).await?;
        Ok(Appended::Stored)
    }

    pub async fn load(&self, code: RoomCode) -> Result<Option<StoredRoom>, String> {
        let row = self
            .client()
            .await?
            .query_opt(
                &format!("SELECT {ROOM_COLUMNS} FROM rooms WHERE code = $1"),
                &[&code.as_str()],
            )
            .await
            .map_err(pg_error)?;
        let Some(row) = row else {
            return Ok(None);
        };
        let columns = MetaColumns {
            code: row.try_get(0).map_err(pg_error)?,
            game: row.try_get(1).map_err(pg_error)?,
            options: row.try_get(2).map_err(pg_error)?,
            clock_base_ms: row.try_get(3).map_err(pg_error)?,
            clock_increment_ms: row.try_get(4).map_err(pg_error)?,
            tokens: [
                row.try_get(5).map_err(pg_error)?,
                row.try_get(6).map_err(pg_error)?,
            ],
            creator_seat: row.try_get(7).map_err(pg_error)?,
            address: row.try_get(8).map_err(pg_error)?,
            created_ms: row.try_get(9).map_err(pg_error)?,
            invite: row.try_get(10).map_err(pg_error)?,
            rated: row.try_get(11).map_err(pg_error)?,
            clock_days: row.try_get(12).map_err(pg_error)?,
        };
        let meta = columns.into_meta()?;
        let events = self.events_after(code, 0).await?;
        Ok(Some(StoredRoom { meta, events }))
    }

    pub async fn see(&self, code: RoomCode, seat: usize, seen: Seen) -> Result<(), String> {
        self.client()
            .await?
            .execute(
                "INSERT INTO presence (code, seat, process, connected, seen_ms) \
                 VALUES ($1, $2, $3, $4, $5) ON CONFLICT (code, seat, process) \
                 DO UPDATE SET connected = excluded.connected, seen_ms = excluded.seen_ms",
                &[
                    &code.as_str(),
                    &(seat as i64),
                    &seen.process,
                    &seen.connected,
                    &(seen.at_ms as i64),
                ],
            )
            .await
            .map(drop)
            .map_err(pg_error)
    }

    pub async fn renew(
        &self,
        process: &str,
        seats: Vec<(RoomCode, usize)>,
        at_ms: u64,
    ) -> Result<(), String> {
        let codes: Vec<&str> = seats.iter().map(|(code, _)| code.as_str()).collect();
        let numbers: Vec<i64> = seats.iter().map(|&(_, seat)| seat as i64).collect();
        self.client()
            .await?
            .execute(
                "UPDATE presence SET seen_ms = $1 FROM unnest($2::text[], $3::bigint[]) \
                 AS renewed(code, seat) WHERE presence.code = renewed.code \
                 AND presence.seat = renewed.seat AND presence.process = $4 \
                 AND presence.connected",
                &[&(at_ms as i64), &codes, &numbers, &process],
            )
            .await
            .map(drop)
            .map_err(pg_error)
    }

    pub async fn sightings(&self, code: RoomCode, seat: usize) -> Result<Vec<Seen>, String> {
        let rows = self
            .client()
            .await?
            .query(
                "SELECT process, connected, seen_ms FROM presence WHERE code = $1 AND seat = $2",
                &[&code.as_str(), &(seat as i64)],
            )
            .await
            .map_err(pg_error)?;
        rows.iter()
            .map(|row| {
                Ok(Seen {
                    process: row.try_get(0)?,
                    connected: row.try_get(1)?,
                    at_ms: u64::try_from(row.try_get::<_, i64>(2)?).unwrap_or(0),
                })
            })
            .collect::<Result<Vec<_>, tokio_postgres::Error>>()
            .map_err(pg_error)
    }

    /// Registers a player with its first key in one statement (the key is inserted from
    /// what the player's insert returns): both or neither.
    pub async fn register(&self, player: &NewPlayer) -> Result<Option<i64>, String> {
        let row = self
            .client()
            .await?
            .query_opt(
                "WITH player AS (INSERT INTO players (name, folded, address, created_ms) \
                 VALUES ($1, $2, $3, $4) ON CONFLICT (folded) DO NOTHING RETURNING id) \
                 INSERT INTO player_keys (player, key, created_ms) \
                 SELECT id, $5, $4 FROM player RETURNING player",
                &[
                    &player.name,
                    &player.folded,
                    &player.address,
                    &(player.created_ms as i64),
                    &player.key.to_hex(),
                ],
            )
            .await
            .map_err(pg_error)?;
        row.map(|row| row.try_get(0)).transpose().map_err(pg_error)
    }

    pub async fn player(&self, folded: &str) -> Result<Option<StoredPlayer>, String> {
        let rows = self
            .client()
            .await?
            .query(
                "SELECT players.id, players.name, players.password, player_keys.key \
                 FROM players LEFT JOIN player_keys ON player_keys.player = players.id \
                 WHERE players.folded = $1 ORDER BY player_keys.id",
                &[&folded],
            )
            .await
            .map_err(pg_error)?;
        let Some(first) = rows.first() else {
            return Ok(None);
        };
        let keys = rows
            .iter()
            .filter_map(|row| row.try_get::<_, Option<String>>(3).transpose())
            .collect::<Result<Vec<String>, _>>()
            .map_err(pg_error)?;
        Ok(Some(StoredPlayer {
            id: first.try_get(0).map_err(pg_error)?,
            name: first.try_get(1).map_err(pg_error)?,
            password: first.try_get(2).map_err(pg_error)?,
            keys: keys_of(&keys)?,
        }))
    }

    /// Adds a key and forgets the oldest beyond the `keep` newest, in one statement (its
    /// delete sees the keys before the insert: it keeps `keep - 1` of them).
    pub async fn add_key(
        &self,
        id: i64,
        key: SeatKey,
        at_ms: u64,
        keep: usize,
    ) -> Result<(), String> {
        self.client()
            .await?
            .execute(
                "WITH added AS (INSERT INTO player_keys (player, key, created_ms) \
                 VALUES ($1, $2, $3)) DELETE FROM player_keys WHERE player = $1 AND id NOT IN \
                 (SELECT id FROM player_keys WHERE player = $1 ORDER BY id DESC LIMIT $4)",
                &[
                    &id,
                    &key.to_hex(),
                    &(at_ms as i64),
                    &(keep.saturating_sub(1) as i64),
                ],
            )
            .await
            .map(drop)
            .map_err(pg_error)
    }

    pub async fn set_password(&self, id: i64, hash: String) -> Result<(), String> {
        self.client()
            .await?
            .execute(
                "UPDATE players SET password = $1 WHERE id = $2",
                &[&hash, &id],
            )
            .await
            .map(drop)
            .map_err(pg_error)
    }

    pub async fn seat_player(
        &self,
        code: RoomCode,
        seat: usize,
        player: i64,
        at_ms: u64,
    ) -> Result<(), String> {
        self.client()
            .await?
            .execute(
                "INSERT INTO room_players (room, seat, player, created_ms) \
                 VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING",
                &[&code.as_str(), &(seat as i64), &player, &(at_ms as i64)],
            )
            .await
            .map(drop)
            .map_err(pg_error)
    }

    pub async fn room_players(&self, code: RoomCode) -> Result<[Option<i64>; 2], String> {
        let rows = self
            .client()
            .await?
            .query(
                "SELECT seat, player FROM room_players WHERE room = $1",
                &[&code.as_str()],
            )
            .await
            .map_err(pg_error)?;
        let mut players = [None, None];
        for row in rows {
            let seat: i64 = row.try_get(0).map_err(pg_error)?;
            if let Some(slot) = players.get_mut(seat as usize) {
                *slot = Some(row.try_get(1).map_err(pg_error)?);
            }
        }
        Ok(players)
    }

    pub async fn player_rooms(
        &self,
        player: i64,
        limit: usize,
    ) -> Result<Vec<(RoomCode, usize)>, String> {
        let rows = self
            .client()
            .await?
            .query(
                "SELECT room, seat FROM room_players WHERE player = $1 \
                 ORDER BY created_ms DESC, room LIMIT $2",
                &[&player, &(limit as i64)],
            )
            .await
            .map_err(pg_error)?;
        rows.iter()
            .map(|row| {
                let code: String = row.try_get(0).map_err(pg_error)?;
                let seat: i64 = row.try_get(1).map_err(pg_error)?;
                let code = RoomCode::parse(&code).map_err(|e| e.to_string())?;
                Ok((code, seat.clamp(0, 1) as usize))
            })
            .collect()
    }

    pub async fn ratings(&self, player: i64) -> Result<Vec<KeptRating>, String> {
        let rows = self
            .client()
            .await?
            .query(
                "SELECT game, rating, deviation, volatility, games FROM ratings \
                 WHERE player = $1 ORDER BY game",
                &[&player],
            )
            .await
            .map_err(pg_error)?;
        rows.iter()
            .map(|row| {
                Ok(KeptRating {
                    game: row.try_get(0).map_err(pg_error)?,
                    rating: rating_of(
                        row.try_get(1).map_err(pg_error)?,
                        row.try_get(2).map_err(pg_error)?,
                        row.try_get(3).map_err(pg_error)?,
                    ),
                    games: row.try_get(4).map_err(pg_error)?,
                })
            })
            .collect()
    }

    pub async fn rating_history(
        &self,
        player: i64,
        limit: usize,
    ) -> Result<Vec<RatedLine>, String> {
        let rows = self
            .client()
            .await?
            .query(
                "SELECT r.room, r.game, p.name, r.score, r.before_rating, \
                 r.before_deviation, r.after_rating, r.after_deviation, r.at_ms \
                 FROM rated_games r JOIN players p ON p.id = r.opponent \
                 WHERE r.player = $1 ORDER BY r.at_ms DESC, r.room LIMIT $2",
                &[&player, &(limit as i64)],
            )
            .await
            .map_err(pg_error)?;
        rows.iter()
            .map(|row| {
                let get = |i: usize| -> Result<f64, String> { row.try_get(i).map_err(pg_error) };
                Ok(RatedLine {
                    room: row.try_get(0).map_err(pg_error)?,
                    game: row.try_get(1).map_err(pg_error)?,
                    opponent: row.try_get(2).map_err(pg_error)?,
                    score: get(3)?,
                    before: rating_of(get(4)?, get(5)?, 0.0),
                    after: rating_of(get(6)?, get(7)?, 0.0),
                    at_ms: u64::try_from(row.try_get::<_, i64>(8).map_err(pg_error)?).unwrap_or(0),
                })
            })
            .collect()
    }

    /// Settles a rated game in a transaction on a connection of its own, the ratings of
    /// every process's games taken one at a time (a transaction-wide advisory lock), so that
    /// two games of one player ending at once on two processes both count.
    pub async fn rate(&self, rated: &RatedGame) -> Result<[(Rating, Rating); 2], String> {
        let mut client = connect(&self.url).await?;
        let transaction = client.transaction().await.map_err(pg_error)?;
        transaction
            .execute("SELECT pg_advisory_xact_lock(8231)", &[])
            .await
            .map_err(pg_error)?;
        let room = rated.room.as_str();
        let settled = transaction
            .query(
                "SELECT before_rating, before_deviation, after_rating, after_deviation \
                 FROM rated_games WHERE room = $1 ORDER BY seat",
                &[&room],
            )
            .await
            .map_err(pg_error)?;
        let read = |row: &tokio_postgres::Row| -> Result<(Rating, Rating), String> {
            let get = |i: usize| -> Result<f64, String> { row.try_get(i).map_err(pg_error) };
            Ok((
                rating_of(get(0)?, get(1)?, 0.0),
                rating_of(get(2)?, get(3)?, 0.0),
            ))
        };
        if let [seat0, seat1] = &settled[..] {
            return Ok([read(seat0)?, read(seat1)?]);
        }
        let mut before = [Rating::NEW; 2];
        for (seat, rating) in before.iter_mut().enumerate() {
            let kept = transaction
                .query_opt(
                    "SELECT rating, deviation, volatility FROM ratings \
                     WHERE player = $1 AND game = $2",
                    &[&rated.players[seat], &rated.game],
                )
                .await
                .map_err(pg_error)?;
            if let Some(row) = kept {
                let get = |i: usize| -> Result<f64, String> { row.try_get(i).map_err(pg_error) };
                *rating = rating_of(get(0)?, get(1)?, get(2)?);
            }
        }
        let after = rated.after(before);
        for seat in 0..2 {
            let (player, now) = (rated.players[seat], after[seat]);
            transaction
                .execute(
                    "INSERT INTO ratings (player, game, rating, deviation, volatility, games) \
                     VALUES ($1, $2, $3, $4, $5, 1) ON CONFLICT (player, game) DO UPDATE SET \
                     rating = excluded.rating, deviation = excluded.deviation, \
                     volatility = excluded.volatility, games = ratings.games + 1",
                    &[
                        &player,
                        &rated.game,
                        &now.rating,
                        &now.deviation,
                        &now.volatility,
                    ],
                )
                .await
                .map_err(pg_error)?;
            transaction
                .execute(
                    "INSERT INTO rated_games (room, seat, player, opponent, game, score, \
                     before_rating, before_deviation, after_rating, after_deviation, at_ms) \
                     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)",
                    &[
                        &room,
                        &(seat as i64),
                        &player,
                        &rated.players[1 - seat],
                        &rated.game,
                        &rated.outcome.score(seat),
                        &before[seat].rating,
                        &before[seat].deviation,
                        &now.rating,
                        &now.deviation,
                        &(rated.at_ms as i64),
                    ],
                )
                .await
                .map_err(pg_error)?;
        }
        transaction.commit().await.map_err(pg_error)?;
        Ok([(before[0], after[0]), (before[1], after[1])])
    }

    /// Inserts a challenge unless its maker has `max` open, in one statement.
    pub async fn add_challenge(
        &self,
        row: ChallengeColumns,
        at_ms: u64,
        max: usize,
    ) -> Result<Option<u64>, String> {
        let found = self
            .client()
            .await?
            .query_opt(
                &format!(
                    "INSERT INTO challenges ({CHALLENGE_COLUMNS}, seen_ms, clock_days) \
                     SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $13 WHERE \
                     (SELECT count(*) FROM challenges WHERE player = $1 AND NOT taken) < $12 \
                     RETURNING id"
                ),
                &[
                    &row.player,
                    &row.name,
                    &row.game,
                    &row.options,
                    &row.side,
                    &row.clock_base_ms,
                    &row.clock_increment_ms,
                    &row.rated,
                    &row.maker_key,
                    &row.process,
                    &(at_ms as i64),
                    &(max as i64),
                    &row.clock_days,
                ],
            )
            .await
            .map_err(pg_error)?;
        let Some(found) = found else {
            return Ok(None);
        };
        let id: i64 = found.try_get(0).map_err(pg_error)?;
        self.notify(LOBBY).await?;
        Ok(Some(id as u64))
    }

    pub async fn challenges(&self) -> Result<Vec<StoredChallenge>, String> {
        let rows = self
            .client()
            .await?
            .query(
                &format!(
                    "SELECT id, {CHALLENGE_COLUMNS}, taken, room, maker_seat, {MAKER_RATING}, \
                     clock_days FROM challenges ORDER BY id"
                ),
                &[],
            )
            .await
            .map_err(pg_error)?;
        rows.iter()
            .map(|row| {
                let columns = ChallengeColumns {
                    player: row.try_get(1).map_err(pg_error)?,
                    name: row.try_get(2).map_err(pg_error)?,
                    game: row.try_get(3).map_err(pg_error)?,
                    options: row.try_get(4).map_err(pg_error)?,
                    side: row.try_get(5).map_err(pg_error)?,
                    clock_base_ms: row.try_get(6).map_err(pg_error)?,
                    clock_increment_ms: row.try_get(7).map_err(pg_error)?,
                    rated: row.try_get(8).map_err(pg_error)?,
                    maker_key: row.try_get(9).map_err(pg_error)?,
                    process: row.try_get(10).map_err(pg_error)?,
                    clock_days: row.try_get(16).map_err(pg_error)?,
                };
                columns.into_stored(
                    row.try_get(0).map_err(pg_error)?,
                    row.try_get(11).map_err(pg_error)?,
                    (
                        row.try_get(12).map_err(pg_error)?,
                        row.try_get(13).map_err(pg_error)?,
                    ),
                    (
                        row.try_get(14).map_err(pg_error)?,
                        row.try_get(15).map_err(pg_error)?,
                    ),
                )
            })
            .collect()
    }

    pub async fn take_challenge(&self, id: u64) -> Result<bool, String> {
        let taken = self
            .client()
            .await?
            .execute(
                "UPDATE challenges SET taken = TRUE WHERE id = $1 AND NOT taken",
                &[&(id as i64)],
            )
            .await
            .map_err(pg_error)?;
        if taken == 1 {
            self.notify(LOBBY).await?;
        }
        Ok(taken == 1)
    }

    pub async fn challenge_room(&self, id: u64, code: RoomCode, seat: usize) -> Result<(), String> {
        self.client()
            .await?
            .execute(
                "UPDATE challenges SET room = $1, maker_seat = $2 WHERE id = $3",
                &[&code.as_str(), &(seat as i64), &(id as i64)],
            )
            .await
            .map_err(pg_error)?;
        self.notify(LOBBY).await
    }

    pub async fn remove_challenge(&self, id: u64) -> Result<bool, String> {
        let gone = self
            .client()
            .await?
            .execute("DELETE FROM challenges WHERE id = $1", &[&(id as i64)])
            .await
            .map_err(pg_error)?;
        if gone == 1 {
            self.notify(LOBBY).await?;
        }
        Ok(gone == 1)
    }

    pub async fn renew_challenges(
        &self,
        process: &str,
        at_ms: u64,
        stale_ms: u64,
    ) -> Result<u64, String> {
        let client = self.client().await?;
        client
            .execute(
                "UPDATE challenges SET seen_ms = $1 WHERE process = $2",
                &[&(at_ms as i64), &process],
            )
            .await
            .map_err(pg_error)?;
        let gone = client
            .execute(
                "DELETE FROM challenges WHERE seen_ms < $1",
                &[&(stale_ms as i64)],
            )
            .await
            .map_err(pg_error)?;
        if gone > 0 {
            self.notify(LOBBY).await?;
        }
        Ok(gone)
    }

    pub async fn events_after(&self, code: RoomCode, seq: u64) -> Result<Vec<StoredEvent>, String> {
        let rows = self
            .client()
            .await?
            .query(
                "SELECT seq, at_ms, body FROM events WHERE code = $1 AND seq > $2 ORDER BY seq",
                &[&code.as_str(), &(seq as i64)],
            )
            .await
            .map_err(pg_error)?;
        let mut events = Vec::new();
        for row in rows {
            let seq: i64 = row.try_get(0).map_err(pg_error)?;
            let at_ms: i64 = row.try_get(1).map_err(pg_error)?;
            let body: String = row.try_get(2).map_err(pg_error)?;
            events.push(event_of_row(code.as_str(), seq, at_ms, &body)?);
        }
        Ok(events)
    }
}
