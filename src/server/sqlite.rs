//! The SQLite store: one file, written by this process only, each append one transaction
//! committed before it is acknowledged (write-ahead log, `synchronous = FULL`). The
//! connection is used on tokio's blocking threads, one statement at a time.

use std::sync::{Arc, Mutex};

use rusqlite::{Connection, ErrorCode, OptionalExtension, params};

use crate::online::RoomCode;

use super::room::{RoomMeta, StoredEvent};
use super::store::{Appended, MetaColumns, StoredRoom, body_of, event_of_row};

/// The tables: rooms and their events, an event's number unique in its room.
const SCHEMA: &str = "
CREATE TABLE IF NOT EXISTS rooms (
    code TEXT PRIMARY KEY,
    game TEXT NOT NULL,
    komi INTEGER,
    clock_base_ms INTEGER,
    clock_increment_ms INTEGER,
    token0 TEXT NOT NULL,
    token1 TEXT NOT NULL,
    creator_seat INTEGER NOT NULL,
    address TEXT NOT NULL,
    created_ms INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS events (
    code TEXT NOT NULL REFERENCES rooms(code),
    seq INTEGER NOT NULL,
    at_ms INTEGER NOT NULL,
    body TEXT NOT NULL,
    PRIMARY KEY (code, seq)
);
";

pub struct SqliteStore {
    path: String,
    connection: Arc<Mutex<Connection>>,
}

/// Runs `work` with the connection on a blocking thread.
async fn with<T: Send + 'static>(
    connection: &Arc<Mutex<Connection>>,
    work: impl FnOnce(&mut Connection) -> Result<T, String> + Send + 'static,
) -> Result<T, String> {
    let connection = Arc::clone(connection);
    tokio::task::spawn_blocking(move || {
        let mut connection = connection
            .lock()
            .map_err(|_| "the database connection was lost".to_string())?;
        work(&mut connection)
    })
    .await
    .map_err(|e| format!("the database thread stopped: {e}"))?
}

fn sql_error(error: rusqlite::Error) -> String {
    format!("SQLite: {error}")
}

fn is_taken(error: &rusqlite::Error) -> bool {
    error.sqlite_error_code() == Some(ErrorCode::ConstraintViolation)
}

fn insert_events(
    transaction: &rusqlite::Transaction<'_>,
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
        let connection = tokio::task::spawn_blocking(move || {
            if let Some(folder) = std::path::Path::new(&owned).parent()
                && !folder.as_os_str().is_empty()
            {
                std::fs::create_dir_all(folder)
                    .map_err(|e| format!("cannot make the folder {}: {e}", folder.display()))?;
            }
            let connection = Connection::open(&owned).map_err(sql_error)?;
            connection
                .execute_batch("PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 5000;")
                .map_err(sql_error)?;
            connection.execute_batch(SCHEMA).map_err(sql_error)?;
            Ok::<_, String>(connection)
        })
        .await
        .map_err(|e| format!("the database thread stopped: {e}"))??;
        Ok(SqliteStore {
            path: path.to_string(),
            connection: Arc::new(Mutex::new(connection)),
        })
    }

    pub fn path(&self) -> &str {
        &self.path
    }

    pub async fn create(&self, meta: &RoomMeta, events: &[StoredEvent]) -> Result<bool, String> {
        let row = MetaColumns::of(meta);
        let events = events.to_vec();
        with(&self.connection, move |connection| {
            let transaction = connection.transaction().map_err(sql_error)?;
            let inserted = transaction.execute(
                "INSERT INTO rooms (code, game, komi, clock_base_ms, clock_increment_ms, token0, \
                 token1, creator_seat, address, created_ms) \
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)",
                params![
                    row.code,
                    row.game,
                    row.komi,
                    row.clock_base_ms,
                    row.clock_increment_ms,
                    row.tokens[0],
                    row.tokens[1],
                    row.creator_seat,
                    row.address,
                    row.created_ms
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

    pub async fn append(&self, code: RoomCode, events: &[StoredEvent]) -> Result<Appended, String> {
        let events = events.to_vec();
        with(&self.connection, move |connection| {
            let transaction = connection.transaction().map_err(sql_error)?;
            match insert_events(&transaction, code.as_str(), &events) {
                Err(error) if is_taken(&error) => return Ok(Appended::Taken),
                other => other.map_err(sql_error)?,
            }
            transaction.commit().map_err(sql_error)?;
            Ok(Appended::Stored)
        })
        .await
    }

    pub async fn load(&self, code: RoomCode) -> Result<Option<StoredRoom>, String> {
        with(&self.connection, move |connection| {
            let row = connection
                .query_row(
                    "SELECT code, game, komi, clock_base_ms, clock_increment_ms, token0, token1, \
                     creator_seat, address, created_ms FROM rooms WHERE code = ?1",
                    params![code.as_str()],
                    |row| {
                        Ok(MetaColumns {
                            code: row.get(0)?,
                            game: row.get(1)?,
                            komi: row.get(2)?,
                            clock_base_ms: row.get(3)?,
                            clock_increment_ms: row.get(4)?,
                            tokens: [row.get(5)?, row.get(6)?],
                            creator_seat: row.get(7)?,
                            address: row.get(8)?,
                            created_ms: row.get(9)?,
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
        with(&self.connection, move |connection| {
            read_events(connection, code, seq)
        })
        .await
    }
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
