//! The SQLite store: one file, written by this process only, every append committed before
//! it is acknowledged (write-ahead log, `synchronous = FULL`). One thread of its own holds
//! the connection and does the store's work in the order it was asked; the appends waiting
//! together are committed together (a group commit: one transaction, each append in a
//! savepoint of its own, so that one refused leaves the others), which is what lets a busy
//! server write many rooms' moves with one sync of the disk.

use std::sync::mpsc;

use rusqlite::{Connection, ErrorCode, OptionalExtension, params};
use tokio::sync::oneshot;

use medusa_online::{RoomCode, StoredEvent};

use super::migrations::{self, Rewrite, hashed};
use super::ratings::{RatedGame, Rating};
use super::room::RoomMeta;
use super::seat_key::SeatKey;
use super::store::{
    Appended, CHALLENGE_COLUMNS, ChallengeColumns, Column, KeptRating, MAKER_RATING, MetaColumns,
    NewPlayer, ROOM_COLUMNS, RatedLine, Seen, StoredChallenge, StoredPlayer, StoredRoom, Value,
    body_of, event_of_row, keys_of, rating_of,
};

pub struct SqliteStore {
    path: String,
    requests: mpsc::Sender<Request>,
}

/// Work for the store's thread.
enum Request {
    /// Events to append, in the next group commit.
    Append(Append),
    /// Anything else, done alone, after the appends asked before it are committed.
    Run(Box<dyn FnOnce(&mut Connection) + Send>),
}

struct Append {
    code: RoomCode,
    events: Vec<StoredEvent>,
    /// A seat's key to keep with the events.
    key: Option<(usize, SeatKey)>,
    reply: oneshot::Sender<Result<Appended, String>>,
}

/// The most appends committed together.
const MAX_GROUP: usize = 1024;

const LOST: &str = "the database thread stopped";

/// The store's thread: does each request in order, the appends that wait together in one
/// commit. Ends when the store is dropped.
fn serve_requests(mut connection: Connection, requests: &mpsc::Receiver<Request>) {
    while let Ok(first) = requests.recv() {
        let mut appends = Vec::new();
        let mut next = Some(first);
        while let Some(request) = next {
            match request {
                Request::Append(append) => appends.push(append),
                Request::Run(work) => {
                    commit_group(&mut connection, std::mem::take(&mut appends));
                    work(&mut connection);
                }
            }
            next = if appends.len() < MAX_GROUP {
                requests.try_recv().ok()
            } else {
                None
            };
        }
        commit_group(&mut connection, appends);
    }
}

/// Appends in one transaction, each in a savepoint: an append whose first number is taken
/// is rolled back alone. Each is answered once the transaction is committed.
fn commit_group(connection: &mut Connection, appends: Vec<Append>) {
    if appends.is_empty() {
        return;
    }
    let mut transaction = match connection.transaction() {
        Ok(transaction) => transaction,
        Err(error) => {
            let why = sql_error(error);
            for append in appends {
                let _ = append.reply.send(Err(why.clone()));
            }
            return;
        }
    };
    let mut answers = Vec::with_capacity(appends.len());
    for append in appends {
        let outcome = match transaction.savepoint() {
            // A savepoint dropped without commit is rolled back.
            Ok(savepoint) => {
                let inserted = insert_events(&savepoint, append.code.as_str(), &append.events)
                    .and_then(|()| match append.key {
                        Some((seat, key)) => keep_key(&savepoint, append.code.as_str(), seat, key),
                        None => Ok(()),
                    });
                match inserted {
                    Ok(()) => savepoint
                        .commit()
                        .map(|()| Appended::Stored)
                        .map_err(sql_error),
                    Err(error) if is_taken(&error) => Ok(Appended::Taken),
                    Err(error) => Err(sql_error(error)),
                }
            }
            Err(error) => Err(sql_error(error)),
        };
        answers.push((append.reply, outcome));
    }
    match transaction.commit() {
        Ok(()) => {
            for (reply, outcome) in answers {
                // The asker may have gone; the events are stored either way.
                let _ = reply.send(outcome);
            }
        }
        Err(error) => {
            let why = sql_error(error);
            for (reply, _) in answers {
                let _ = reply.send(Err(why.clone()));
            }
        }
    }
}

/// A statement's value as SQLite takes it.
impl rusqlite::ToSql for Value {
    fn to_sql(&self) -> rusqlite::Result<rusqlite::types::ToSqlOutput<'_>> {
        match self {
            Value::Int(int) => int.to_sql(),
            Value::Text(text) => text.to_sql(),
        }
    }
}

/// A statement written for both stores (`$1`, `$2`...) as SQLite numbers its values.
fn numbered(sql: &str) -> String {
    sql.replace('$', "?")
}

fn sql_error(error: rusqlite::Error) -> String {
    format!("SQLite: {error}")
}

fn is_taken(error: &rusqlite::Error) -> bool {
    error.sqlite_error_code() == Some(ErrorCode::ConstraintViolation)
}

/// Keeps `key` as the key of `seat` of room `code`.
fn keep_key(
    transaction: &Connection,
    code: &str,
    seat: usize,
    key: SeatKey,
) -> Result<(), rusqlite::Error> {
    let column = if seat == 0 { "token0" } else { "token1" };
    transaction
        .prepare_cached(&format!("UPDATE rooms SET {column} = ?1 WHERE code = ?2"))?
        .execute(params![key.to_hex(), code])
        .map(drop)
}

fn insert_events(
    transaction: &Connection,
    code: &str,
    events: &[StoredEvent],
) -> Result<(), rusqlite::Error> {
    let mut insert = transaction
        .prepare_cached("INSERT INTO events (code, seq, at_ms, body) VALUES (?1, ?2, ?3, ?4)")?;
    for event in events {
        insert.execute(params![
            code,
            event.seq as i64,
            event.at_ms as i64,
            body_of(&event.event)
        ])?;
    }
    Ok(())
}

impl SqliteStore {
    /// Opens (or makes) the database file at `path`, its folder included.
    pub async fn open(path: &str) -> Result<SqliteStore, String> {
        let owned = path.to_string();
        let (opened, answer) = oneshot::channel();
        let (requests, incoming) = mpsc::channel();
        std::thread::Builder::new()
            .name("sqlite".to_string())
            .spawn(move || {
                let connection = open_file(&owned);
                let connection = match connection {
                    Ok(connection) => {
                        let _ = opened.send(Ok(()));
                        connection
                    }
                    Err(why) => {
                        let _ = opened.send(Err(why));
                        return;
                    }
                };
                serve_requests(connection, &incoming);
            })
            .map_err(|e| format!("cannot start the database thread: {e}"))?;
        answer.await.map_err(|_| LOST.to_string())??;
        Ok(SqliteStore {
            path: path.to_string(),
            requests,
        })
    }

    /// Runs `work` with the connection on the store's thread, after what was asked before.
    async fn with<T: Send + 'static>(
        &self,
        work: impl FnOnce(&mut Connection) -> Result<T, String> + Send + 'static,
    ) -> Result<T, String> {
        let (reply, answer) = oneshot::channel();
        let run = Box::new(move |connection: &mut Connection| {
            let _ = reply.send(work(connection));
        });
        self.requests
            .send(Request::Run(run))
            .map_err(|_| LOST.to_string())?;
        answer.await.map_err(|_| LOST.to_string())?
    }

    /// Runs a statement written for both stores: how many rows it changed.
    pub async fn execute(&self, sql: &'static str, values: Vec<Value>) -> Result<u64, String> {
        self.with(move |connection| {
            connection
                .prepare_cached(&numbered(sql))
                .and_then(|mut statement| statement.execute(rusqlite::params_from_iter(values)))
                .map(|rows| rows as u64)
                .map_err(sql_error)
        })
        .await
    }

    /// Runs a query written for both stores: its rows, each of `columns`.
    pub async fn query(
        &self,
        sql: &'static str,
        values: Vec<Value>,
        columns: &'static [Column],
    ) -> Result<Vec<Vec<Value>>, String> {
        self.with(move |connection| {
            let mut statement = connection
                .prepare_cached(&numbered(sql))
                .map_err(sql_error)?;
            let rows = statement
                .query_map(rusqlite::params_from_iter(values), |row| {
                    columns
                        .iter()
                        .enumerate()
                        .map(|(i, column)| match column {
                            Column::Int => row.get(i).map(Value::Int),
                            Column::Text => row.get(i).map(Value::Text),
                        })
                        .collect::<Result<Vec<_>, _>>()
                })
                .map_err(sql_error)?;
            rows.collect::<Result<Vec<_>, _>>().map_err(sql_error)
        })
        .await
    }

    pub fn path(&self) -> &str {
        &self.path
    }

    pub async fn create(&self, meta: &RoomMeta, events: &[StoredEvent]) -> Result<bool, String> {
        let row = MetaColumns::of(meta);
        let events = events.to_vec();
        self.with(move |connection| {
            let transaction = connection.transaction().map_err(sql_error)?;
            let inserted = transaction.execute(
                &format!(
                    "INSERT INTO rooms ({ROOM_COLUMNS}) \
                     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)"
                ),
                params![
                    row.code,
                    row.game,
                    row.options,
                    row.clock_base_ms,
                    row.clock_increment_ms,
                    row.tokens[0],
                    row.tokens[1],
                    row.creator_seat,
                    row.address,
                    row.created_ms,
                    row.invite,
                    row.rated,
                    row.clock_days
                ],
            );
            match inserted {
                Err(error) if is_taken(&error) => return Ok(false),
                other => other.map_err(sql_error)?,
            };
            insert_events(&transaction, &row.code, &events).map_err(sql_error)?;
            transaction.commit().map_err(sql_error)?;
            Ok(true)
        })
        .await
    }

    pub async fn append(
        &self,
        code: RoomCode,
        events: &[StoredEvent],
        key: Option<(usize, SeatKey)>,
    ) -> Result<Appended, String> {
        let (reply, answer) = oneshot::channel();
        self.requests
            .send(Request::Append(Append {
                code,
                events: events.to_vec(),
                key,
                reply,
            }))
            .map_err(|_| LOST.to_string())?;
        answer.await.map_err(|_| LOST.to_string())?
    }

    pub async fn load(&self, code: RoomCode) -> Result<Option<StoredRoom>, String> {
        self.with(move |connection| {
            let row = connection
                .query_row(
                    &format!("SELECT {ROOM_COLUMNS} FROM rooms WHERE code = ?1"),
                    params![code.as_str()],
                    |row| {
                        Ok(MetaColumns {
                            code: row.get(0)?,
                            game: row.get(1)?,
                            options: row.get(2)?,
                            clock_base_ms: row.get(3)?,
                            clock_increment_ms: row.get(4)?,
                            tokens: [row.get(5)?, row.get(6)?],
                            creator_seat: row.get(7)?,
                            address: row.get(8)?,
                            created_ms: row.get(9)?,
                            invite: row.get(10)?,
                            rated: row.get(11)?,
                            clock_days: row.get(12)?,
                        })
                    },
                )
                .optional()
                .map_err(sql_error)?;
            let Some(row) = row else {
                return Ok(None);
            };
            let meta = row.into_meta()?;
            let events = read_events(connection, code, 0)?;
            Ok(Some(StoredRoom { meta, events }))
        })
        .await
    }

    pub async fn events_after(&self, code: RoomCode, seq: u64) -> Result<Vec<StoredEvent>, String> {
        self.with(move |connection| read_events(connection, code, seq))
            .await
    }

    pub async fn see(&self, code: RoomCode, seat: usize, seen: Seen) -> Result<(), String> {
        self.with(move |connection| {
            connection
                .prepare_cached(
                    "INSERT INTO presence (code, seat, process, connected, seen_ms) \
                     VALUES (?1, ?2, ?3, ?4, ?5) ON CONFLICT (code, seat, process) \
                     DO UPDATE SET connected = excluded.connected, seen_ms = excluded.seen_ms",
                )
                .and_then(|mut upsert| {
                    upsert.execute(params![
                        code.as_str(),
                        seat as i64,
                        seen.process,
                        i64::from(seen.connected),
                        seen.at_ms as i64
                    ])
                })
                .map(drop)
                .map_err(sql_error)
        })
        .await
    }

    pub async fn renew(
        &self,
        process: &str,
        seats: Vec<(RoomCode, usize)>,
        at_ms: u64,
    ) -> Result<(), String> {
        let process = process.to_string();
        self.with(move |connection| {
            let transaction = connection.transaction().map_err(sql_error)?;
            {
                let mut update = transaction
                    .prepare_cached(
                        "UPDATE presence SET seen_ms = ?1 \
                         WHERE code = ?2 AND seat = ?3 AND process = ?4 AND connected = 1",
                    )
                    .map_err(sql_error)?;
                for (code, seat) in &seats {
                    update
                        .execute(params![at_ms as i64, code.as_str(), *seat as i64, process])
                        .map_err(sql_error)?;
                }
            }
            transaction.commit().map_err(sql_error)
        })
        .await
    }

    pub async fn sightings(&self, code: RoomCode, seat: usize) -> Result<Vec<Seen>, String> {
        self.with(move |connection| {
            let mut query = connection
                .prepare_cached(
                    "SELECT process, connected, seen_ms FROM presence \
                     WHERE code = ?1 AND seat = ?2",
                )
                .map_err(sql_error)?;
            let rows = query
                .query_map(params![code.as_str(), seat as i64], |row| {
                    Ok(Seen {
                        process: row.get(0)?,
                        connected: row.get::<_, i64>(1)? != 0,
                        at_ms: u64::try_from(row.get::<_, i64>(2)?).unwrap_or(0),
                    })
                })
                .map_err(sql_error)?;
            rows.collect::<Result<Vec<_>, _>>().map_err(sql_error)
        })
        .await
    }
}

impl SqliteStore {
    pub async fn register(&self, player: &NewPlayer) -> Result<Option<i64>, String> {
        let player = player.clone();
        self.with(move |connection| {
            let transaction = connection.transaction().map_err(sql_error)?;
            let inserted = transaction.execute(
                "INSERT INTO players (name, folded, address, created_ms) VALUES (?1, ?2, ?3, ?4)",
                params![
                    player.name,
                    player.folded,
                    player.address,
                    player.created_ms as i64
                ],
            );
            match inserted {
                Err(error) if is_taken(&error) => return Ok(None),
                other => other.map_err(sql_error)?,
            };
            let id = transaction.last_insert_rowid();
            transaction
                .execute(
                    "INSERT INTO player_keys (player, key, created_ms) VALUES (?1, ?2, ?3)",
                    params![id, player.key.to_hex(), player.created_ms as i64],
                )
                .map_err(sql_error)?;
            transaction.commit().map_err(sql_error)?;
            Ok(Some(id))
        })
        .await
    }

    pub async fn player(&self, folded: &str) -> Result<Option<StoredPlayer>, String> {
        let folded = folded.to_string();
        self.with(move |connection| {
            let row = connection
                .prepare_cached("SELECT id, name, password FROM players WHERE folded = ?1")
                .and_then(|mut query| {
                    query
                        .query_row(params![folded], |row| {
                            Ok((row.get(0)?, row.get(1)?, row.get(2)?))
                        })
                        .optional()
                })
                .map_err(sql_error)?;
            let Some((id, name, password)) = row else {
                return Ok(None);
            };
            let keys: Vec<String> = connection
                .prepare_cached("SELECT key FROM player_keys WHERE player = ?1 ORDER BY id")
                .and_then(|mut query| {
                    query
                        .query_map(params![id], |row| row.get(0))?
                        .collect::<Result<_, _>>()
                })
                .map_err(sql_error)?;
            Ok(Some(StoredPlayer {
                id,
                name,
                keys: keys_of(&keys)?,
                password,
            }))
        })
        .await
    }

    pub async fn add_key(
        &self,
        id: i64,
        key: SeatKey,
        at_ms: u64,
        keep: usize,
    ) -> Result<(), String> {
        self.with(move |connection| {
            let transaction = connection.transaction().map_err(sql_error)?;
            transaction
                .execute(
                    "DELETE FROM player_keys WHERE player = ?1 AND id NOT IN \
                     (SELECT id FROM player_keys WHERE player = ?1 ORDER BY id DESC LIMIT ?2)",
                    params![id, keep.saturating_sub(1) as i64],
                )
                .and_then(|_| {
                    transaction.execute(
                        "INSERT INTO player_keys (player, key, created_ms) VALUES (?1, ?2, ?3)",
                        params![id, key.to_hex(), at_ms as i64],
                    )
                })
                .map_err(sql_error)?;
            transaction.commit().map_err(sql_error)
        })
        .await
    }

    pub async fn add_challenge(
        &self,
        row: ChallengeColumns,
        at_ms: u64,
        max: usize,
    ) -> Result<Option<u64>, String> {
        self.with(move |connection| {
            let transaction = connection.transaction().map_err(sql_error)?;
            let open: i64 = transaction
                .query_row(
                    "SELECT count(*) FROM challenges WHERE player = ?1 AND taken = 0",
                    params![row.player],
                    |row| row.get(0),
                )
                .map_err(sql_error)?;
            if open >= max as i64 {
                return Ok(None);
            }
            transaction
                .execute(
                    &format!(
                        "INSERT INTO challenges ({CHALLENGE_COLUMNS}, seen_ms, clock_days) \
                         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)"
                    ),
                    params![
                        row.player,
                        row.name,
                        row.game,
                        row.options,
                        row.side,
                        row.clock_base_ms,
                        row.clock_increment_ms,
                        row.rated,
                        row.maker_key,
                        row.process,
                        at_ms as i64,
                        row.clock_days
                    ],
                )
                .map_err(sql_error)?;
            let id = transaction.last_insert_rowid();
            transaction.commit().map_err(sql_error)?;
            Ok(Some(id as u64))
        })
        .await
    }

    pub async fn challenges(&self) -> Result<Vec<StoredChallenge>, String> {
        self.with(|connection| {
            let mut statement = connection
                .prepare_cached(&format!(
                    "SELECT id, {CHALLENGE_COLUMNS}, taken, room, maker_seat, {MAKER_RATING}, \
                     clock_days FROM challenges ORDER BY id"
                ))
                .map_err(sql_error)?;
            let rows = statement
                .query_map([], |row| {
                    let columns = ChallengeColumns {
                        player: row.get(1)?,
                        name: row.get(2)?,
                        game: row.get(3)?,
                        options: row.get(4)?,
                        side: row.get(5)?,
                        clock_base_ms: row.get(6)?,
                        clock_increment_ms: row.get(7)?,
                        rated: row.get(8)?,
                        maker_key: row.get(9)?,
                        process: row.get(10)?,
                        clock_days: row.get(16)?,
                    };
                    Ok((
                        row.get::<_, i64>(0)?,
                        columns,
                        row.get(11)?,
                        (row.get(12)?, row.get(13)?),
                        (row.get(14)?, row.get(15)?),
                    ))
                })
                .map_err(sql_error)?
                .collect::<Result<Vec<_>, _>>()
                .map_err(sql_error)?;
            rows.into_iter()
                .map(|(id, columns, taken, room, rating)| {
                    columns.into_stored(id, taken, room, rating)
                })
                .collect()
        })
        .await
    }

    pub async fn take_challenge(&self, id: u64) -> Result<bool, String> {
        self.with(move |connection| {
            connection
                .execute(
                    "UPDATE challenges SET taken = 1 WHERE id = ?1 AND taken = 0",
                    params![id as i64],
                )
                .map(|changed| changed == 1)
                .map_err(sql_error)
        })
        .await
    }

    pub async fn challenge_room(&self, id: u64, code: RoomCode, seat: usize) -> Result<(), String> {
        self.with(move |connection| {
            connection
                .execute(
                    "UPDATE challenges SET room = ?1, maker_seat = ?2 WHERE id = ?3",
                    params![code.as_str(), seat as i64, id as i64],
                )
                .map(drop)
                .map_err(sql_error)
        })
        .await
    }

    pub async fn remove_challenge(&self, id: u64) -> Result<bool, String> {
        self.with(move |connection| {
            connection
                .execute("DELETE FROM challenges WHERE id = ?1", params![id as i64])
                .map(|changed| changed == 1)
                .map_err(sql_error)
        })
        .await
    }

    pub async fn renew_challenges(
        &self,
        process: &str,
        at_ms: u64,
        stale_ms: u64,
    ) -> Result<u64, String> {
        let process = process.to_string();
        self.with(move |connection| {
            connection
                .execute(
                    "UPDATE challenges SET seen_ms = ?1 WHERE process = ?2",
                    params![at_ms as i64, process],
                )
                .map_err(sql_error)?;
            connection
                .execute(
                    "DELETE FROM challenges WHERE seen_ms < ?1",
                    params![stale_ms as i64],
                )
                .map(|gone| gone as u64)
                .map_err(sql_error)
        })
        .await
    }

    pub async fn set_password(&self, id: i64, hash: String) -> Result<(), String> {
        self.with(move |connection| {
            connection
                .execute(
                    "UPDATE players SET password = ?1 WHERE id = ?2",
                    params![hash, id],
                )
                .map(drop)
                .map_err(sql_error)
        })
        .await
    }

    pub async fn seat_player(
        &self,
        code: RoomCode,
        seat: usize,
        player: i64,
        at_ms: u64,
    ) -> Result<(), String> {
        self.with(move |connection| {
            connection
                .execute(
                    "INSERT OR IGNORE INTO room_players (room, seat, player, created_ms) \
                     VALUES (?1, ?2, ?3, ?4)",
                    params![code.as_str(), seat as i64, player, at_ms as i64],
                )
                .map(drop)
                .map_err(sql_error)
        })
        .await
    }

    pub async fn room_players(&self, code: RoomCode) -> Result<[Option<i64>; 2], String> {
        self.with(move |connection| {
            let mut players = [None, None];
            let mut statement = connection
                .prepare("SELECT seat, player FROM room_players WHERE room = ?1")
                .map_err(sql_error)?;
            let rows = statement
                .query_map(params![code.as_str()], |row| {
                    Ok((row.get::<_, i64>(0)?, row.get::<_, i64>(1)?))
                })
                .map_err(sql_error)?;
            for row in rows {
                let (seat, player) = row.map_err(sql_error)?;
                if let Some(slot) = players.get_mut(seat as usize) {
                    *slot = Some(player);
                }
            }
            Ok(players)
        })
        .await
    }

    pub async fn player_rooms(
        &self,
        player: i64,
        limit: usize,
    ) -> Result<Vec<(RoomCode, usize)>, String> {
        self.with(move |connection| {
            let mut statement = connection
                .prepare(
                    "SELECT room, seat FROM room_players WHERE player = ?1 \
                     ORDER BY created_ms DESC, room LIMIT ?2",
                )
                .map_err(sql_error)?;
            let rows = statement
                .query_map(params![player, limit as i64], |row| {
                    Ok((row.get::<_, String>(0)?, row.get::<_, i64>(1)?))
                })
                .map_err(sql_error)?;
            let mut rooms = Vec::new();
            for row in rows {
                let (code, seat) = row.map_err(sql_error)?;
                let code = RoomCode::parse(&code).map_err(|e| e.to_string())?;
                rooms.push((code, seat.clamp(0, 1) as usize));
            }
            Ok(rooms)
        })
        .await
    }

    pub async fn ratings(&self, player: i64) -> Result<Vec<KeptRating>, String> {
        self.with(move |connection| {
            let mut statement = connection
                .prepare(
                    "SELECT game, rating, deviation, volatility, games FROM ratings \
                     WHERE player = ?1 ORDER BY game",
                )
                .map_err(sql_error)?;
            let rows = statement
                .query_map(params![player], |row| {
                    Ok(KeptRating {
                        game: row.get(0)?,
                        rating: rating_of(row.get(1)?, row.get(2)?, row.get(3)?),
                        games: row.get(4)?,
                    })
                })
                .map_err(sql_error)?;
            rows.collect::<Result<Vec<_>, _>>().map_err(sql_error)
        })
        .await
    }

    pub async fn rating_history(
        &self,
        player: i64,
        limit: usize,
    ) -> Result<Vec<RatedLine>, String> {
        self.with(move |connection| {
            let mut statement = connection
                .prepare(
                    "SELECT r.room, r.game, p.name, r.score, r.before_rating, \
                     r.before_deviation, r.after_rating, r.after_deviation, r.at_ms \
                     FROM rated_games r JOIN players p ON p.id = r.opponent \
                     WHERE r.player = ?1 ORDER BY r.at_ms DESC, r.room LIMIT ?2",
                )
                .map_err(sql_error)?;
            let rows = statement
                .query_map(params![player, limit as i64], |row| {
                    Ok(RatedLine {
                        room: row.get(0)?,
                        game: row.get(1)?,
                        opponent: row.get(2)?,
                        score: row.get(3)?,
                        // The history shows ratings and deviations; volatilities are the
                        // ratings table's.
                        before: rating_of(row.get(4)?, row.get(5)?, 0.0),
                        after: rating_of(row.get(6)?, row.get(7)?, 0.0),
                        at_ms: u64::try_from(row.get::<_, i64>(8)?).unwrap_or(0),
                    })
                })
                .map_err(sql_error)?;
            rows.collect::<Result<Vec<_>, _>>().map_err(sql_error)
        })
        .await
    }

    pub async fn rate(&self, rated: RatedGame) -> Result<[(Rating, Rating); 2], String> {
        self.with(move |connection| {
            let transaction = connection.transaction().map_err(sql_error)?;
            let room = rated.room.as_str();
            let settled: Vec<(Rating, Rating)> = {
                let mut statement = transaction
                    .prepare(
                        "SELECT before_rating, before_deviation, after_rating, after_deviation \
                         FROM rated_games WHERE room = ?1 ORDER BY seat",
                    )
                    .map_err(sql_error)?;
                let rows = statement
                    .query_map(params![room], |row| {
                        Ok((
                            rating_of(row.get(0)?, row.get(1)?, 0.0),
                            rating_of(row.get(2)?, row.get(3)?, 0.0),
                        ))
                    })
                    .map_err(sql_error)?;
                rows.collect::<Result<_, _>>().map_err(sql_error)?
            };
            if let [seat0, seat1] = settled[..] {
                return Ok([seat0, seat1]);
            }
            let mut before = [Rating::NEW; 2];
            for (seat, rating) in before.iter_mut().enumerate() {
                let kept = transaction
                    .query_row(
                        "SELECT rating, deviation, volatility FROM ratings \
                         WHERE player = ?1 AND game = ?2",
                        params![rated.players[seat], rated.game],
                        |row| Ok(rating_of(row.get(0)?, row.get(1)?, row.get(2)?)),
                    )
                    .optional()
                    .map_err(sql_error)?;
                *rating = kept.unwrap_or(Rating::NEW);
            }
            let after = rated.after(before);
            for seat in 0..2 {
                let (player, now) = (rated.players[seat], after[seat]);
                transaction
                    .execute(
                        "INSERT INTO ratings (player, game, rating, deviation, volatility, games) \
                         VALUES (?1, ?2, ?3, ?4, ?5, 1) ON CONFLICT (player, game) DO UPDATE SET \
                         rating = excluded.rating, deviation = excluded.deviation, \
                         volatility = excluded.volatility, games = games + 1",
                        params![
                            player,
                            rated.game,
                            now.rating,
                            now.deviation,
                            now.volatility
                        ],
                    )
                    .map_err(sql_error)?;
                transaction
                    .execute(
                        "INSERT INTO rated_games (room, seat, player, opponent, game, score, \
                         before_rating, before_deviation, after_rating, after_deviation, at_ms) \
                         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)",
                        params![
                            room,
                            seat as i64,
                            player,
                            rated.players[1 - seat],
                            rated.game,
                            rated.outcome.score(seat),
                            before[seat].rating,
                            before[seat].deviation,
                            now.rating,
                            now.deviation,
                            rated.at_ms as i64
                        ],
                    )
                    .map_err(sql_error)?;
            }
            transaction.commit().map_err(sql_error)?;
            Ok([(before[0], after[0]), (before[1], after[1])])
        })
        .await
    }
}

/// Opens (or makes) the database file at `path`, its folder included, with its tables.
fn open_file(path: &str) -> Result<Connection, String> {
    if let Some(folder) = std::path::Path::new(path).parent()
        && !folder.as_os_str().is_empty()
    {
        std::fs::create_dir_all(folder)
            .map_err(|e| format!("cannot make the folder {}: {e}", folder.display()))?;
    }
    let mut connection = Connection::open(path).map_err(sql_error)?;
    connection
        .execute_batch(
            "PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 5000;",
        )
        .map_err(sql_error)?;
    migrate(&mut connection)?;
    // Only this process writes the file: the challenges of its last run lapsed with their
    // makers' connections.
    connection
        .execute("DELETE FROM challenges", [])
        .map_err(sql_error)?;
    Ok(connection)
}

/// Replaces every seat's token kept in the clear by its key.
fn hash_tokens(transaction: &Connection) -> Result<(), rusqlite::Error> {
    let rows: Vec<(String, String, String)> = transaction
        .prepare("SELECT code, token0, token1 FROM rooms")?
        .query_map([], |row| Ok((row.get(0)?, row.get(1)?, row.get(2)?)))?
        .collect::<Result<_, _>>()?;
    for (code, token0, token1) in rows {
        let keys = [
            hashed(&token0).unwrap_or(token0),
            hashed(&token1).unwrap_or(token1),
        ];
        transaction.execute(
            "UPDATE rooms SET token0 = ?1, token1 = ?2 WHERE code = ?3",
            params![keys[0], keys[1], code],
        )?;
    }
    Ok(())
}

/// Runs the schema's steps the file has not had ([`migrations::SQLITE`]), each in a
/// transaction with its version in the file's `user_version`.
fn migrate(connection: &mut Connection) -> Result<(), String> {
    let done: i64 = connection
        .query_row("PRAGMA user_version", [], |row| row.get(0))
        .map_err(sql_error)?;
    migrations::check_not_newer(migrations::SQLITE, done)?;
    for step in migrations::pending(migrations::SQLITE, done) {
        let transaction = connection.transaction().map_err(sql_error)?;
        transaction
            .execute_batch(step.sql)
            .and_then(|()| match step.then {
                Some(Rewrite::HashTokens) => hash_tokens(&transaction),
                None => Ok(()),
            })
            .and_then(|()| {
                transaction.execute_batch(&format!("PRAGMA user_version = {}", step.version))
            })
            .map_err(|e| {
                format!(
                    "schema step {} ({}): {}",
                    step.version,
                    step.name,
                    sql_error(e)
                )
            })?;
        transaction.commit().map_err(sql_error)?;
    }
    Ok(())
}

fn read_events(
    connection: &Connection,
    code: RoomCode,
    after: u64,
) -> Result<Vec<StoredEvent>, String> {
    let mut query = connection
        .prepare_cached(
            "SELECT seq, at_ms, body FROM events WHERE code = ?1 AND seq > ?2 ORDER BY seq",
        )
        .map_err(sql_error)?;
    let rows = query
        .query_map(params![code.as_str(), after as i64], |row| {
            Ok((
                row.get::<_, i64>(0)?,
                row.get::<_, i64>(1)?,
                row.get::<_, String>(2)?,
            ))
        })
        .map_err(sql_error)?;
    let mut events = Vec::new();
    for row in rows {
        let (seq, at_ms, body) = row.map_err(sql_error)?;
        events.push(event_of_row(code.as_str(), seq, at_ms, &body)?);
    }
    Ok(events)
}

#[cfg(test)]
mod tests {
    use super::*;
    use medusa_online::{RoomEvent, SeatToken};
    use medusa_rules::GameOptions;

    fn meta(code: RoomCode) -> RoomMeta {
        RoomMeta {
            code,
            game: "medea".to_string(),
            options: GameOptions::new(),
            clock: None,
            keys: [Some(SeatKey::of(&SeatToken::from_bytes([1; 16]))), None],
            invite: None,
            creator_seat: 0,
            address: "127.0.0.1".to_string(),
            created_ms: 0,
            rated: false,
        }
    }

    fn seated(seq: u64, seat: usize) -> StoredEvent {
        StoredEvent {
            seq,
            at_ms: seq,
            event: RoomEvent::Seated { seat, name: None },
        }
    }

    #[tokio::test]
    async fn appends_asked_together_are_each_stored_once_and_a_taken_number_alone_is_refused() {
        let folder =
            std::env::temp_dir().join(format!("medusa-sqlite-group-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&folder);
        let path = folder.join("rooms.sqlite").display().to_string();
        let store = SqliteStore::open(&path).await.expect("a store");
        let codes: Vec<RoomCode> = (0..8)
            .map(|i| RoomCode::from_numbers([i, 1, 2, 3, 4, 5]))
            .collect();
        for &code in &codes {
            assert_eq!(store.create(&meta(code), &[seated(1, 0)]).await, Ok(true));
        }
        // Every room's second event at once, and the first room's twice: asked in this
        // order, the repeated number is the one refused, and only it.
        let second = [seated(2, 1)];
        let again = [seated(2, 1), seated(3, 0)];
        let mut asks: Vec<_> = codes
            .iter()
            .map(|&code| store.append(code, &second, None))
            .collect();
        asks.push(store.append(codes[0], &again, None));
        let outcomes = futures_util::future::join_all(asks).await;
        let mut expected = vec![Ok(Appended::Stored); codes.len()];
        expected.push(Ok(Appended::Taken));
        assert_eq!(outcomes, expected);
        drop(store);
        // What was acknowledged is in the file.
        let store = SqliteStore::open(&path).await.expect("the store again");
        for &code in &codes {
            let room = store.load(code).await.expect("read").expect("the room");
            assert_eq!(room.events, vec![seated(1, 0), seated(2, 1)], "{code}");
        }
        drop(store);
        let _ = std::fs::remove_dir_all(&folder);
    }
}
