//! The stores' schema comes in versioned steps: a new database gets them all, and one written
//! by a server from before the steps (its two tables, no version) keeps its games and gets the
//! newer steps, in SQLite and in PostgreSQL.

use medusa::online::{
    ClientMessage, PROTOCOL_VERSION, RoomCode, RoomEvent, SeatToken, ServerMessage,
};

use super::cluster::Cluster;
use super::support::{Client, Server, sqlite, temp_folder};

/// The tables servers wrote before the schema had versions.
const SQLITE_BEFORE: &str = "
CREATE TABLE rooms (code TEXT PRIMARY KEY, game TEXT NOT NULL, komi INTEGER,
    clock_base_ms INTEGER, clock_increment_ms INTEGER, token0 TEXT NOT NULL,
    token1 TEXT NOT NULL, creator_seat INTEGER NOT NULL, address TEXT NOT NULL,
    created_ms INTEGER NOT NULL);
CREATE TABLE events (code TEXT NOT NULL REFERENCES rooms(code), seq INTEGER NOT NULL,
    at_ms INTEGER NOT NULL, body TEXT NOT NULL, PRIMARY KEY (code, seq));
";

const POSTGRES_BEFORE: &str = "
CREATE TABLE rooms (code TEXT PRIMARY KEY, game TEXT NOT NULL, komi BIGINT,
    clock_base_ms BIGINT, clock_increment_ms BIGINT, token0 TEXT NOT NULL,
    token1 TEXT NOT NULL, creator_seat BIGINT NOT NULL, address TEXT NOT NULL,
    created_ms BIGINT NOT NULL);
CREATE TABLE events (code TEXT NOT NULL REFERENCES rooms(code), seq BIGINT NOT NULL,
    at_ms BIGINT NOT NULL, body TEXT NOT NULL, PRIMARY KEY (code, seq));
";

/// A game of Medea in progress, as the old server stored it: a room, both seats and a move.
const ROOM: &str = "BCDFGH";
const ROWS: &str = "
INSERT INTO rooms VALUES ('BCDFGH', 'medea', NULL, NULL, NULL,
    '00112233445566778899aabbccddeeff', 'ffeeddccbbaa99887766554433221100', 0, '127.0.0.1', 1);
INSERT INTO events VALUES ('BCDFGH', 1, 1, '{\"kind\":\"seated\",\"seat\":0}');
INSERT INTO events VALUES ('BCDFGH', 2, 2, '{\"kind\":\"seated\",\"seat\":1}');
INSERT INTO events VALUES ('BCDFGH', 3, 3, '{\"kind\":\"moved\",\"seat\":0,\"notation\":\"c3-d4\"}');
";

/// A room of Medusa with a komi, as the old server stored it, not yet played.
const KOMI_ROOM: &str = "
INSERT INTO rooms VALUES ('CDFGHJ', 'medusa', 3, NULL, NULL,
    '00112233445566778899aabbccddeeff', 'ffeeddccbbaa99887766554433221100', 0, '127.0.0.1', 1);
";

/// A watcher of the old room on `server` is sent its three events, and White comes back to
/// its seat with the token the old server gave.
async fn the_old_game_is_there(server: &Server) {
    let code = RoomCode::parse(ROOM).expect("a code");
    let mut white = Client::open(&server.url()).await;
    white
        .send(ClientMessage::Resume {
            version: PROTOCOL_VERSION,
            code,
            token: SeatToken::parse("00112233445566778899aabbccddeeff").expect("a token"),
            after: 3,
        })
        .await;
    assert!(matches!(
        white.next().await,
        ServerMessage::Welcome { seat: Some(0), .. }
    ));
    white.connection.close().await;
    watch_the_old_game(server).await;
}

/// A watcher of the old room on `server` is sent its three events.
async fn watch_the_old_game(server: &Server) {
    let code = RoomCode::parse(ROOM).expect("a code");
    let (mut watcher, last) = Client::watch(&server.url(), code, None).await;
    assert_eq!(last, 3);
    assert_eq!(
        watcher.event().await.1,
        RoomEvent::Seated {
            seat: 0,
            name: None
        }
    );
    assert_eq!(
        watcher.event().await.1,
        RoomEvent::Seated {
            seat: 1,
            name: None
        }
    );
    assert!(matches!(
        watcher.event().await.1,
        RoomEvent::Moved { notation, .. } if notation == "c3-d4"
    ));
}

#[tokio::test]
async fn an_sqlite_database_of_the_schema_before_versions_keeps_its_games() {
    let folder = temp_folder("schema-sqlite");
    let path = sqlite(&folder);
    {
        let connection = rusqlite::Connection::open(&path).expect("a database");
        connection
            .execute_batch(&format!("{SQLITE_BEFORE}{ROWS}{KOMI_ROOM}"))
            .expect("the old tables and a game");
    }
    let server = Server::start(&path, "127.0.0.1:0", &[]);
    the_old_game_is_there(&server).await;
    drop(server);
    let connection = rusqlite::Connection::open(&path).expect("the database");
    let version: i64 = connection
        .query_row("PRAGMA user_version", [], |row| row.get(0))
        .expect("its version");
    assert_eq!(version, 11);
    // The komi column became the games' options: Medusa's komi is its option.
    let options: Vec<String> = connection
        .prepare("SELECT options FROM rooms ORDER BY code")
        .and_then(|mut rows| rows.query_map([], |row| row.get(0))?.collect())
        .expect("the rooms' options");
    assert_eq!(options, ["{}", r#"{"komi":3}"#]);
    // The seats' tokens are kept as their keys now, and the old tokens still open the seats.
    let (token0, token1): (String, String) = connection
        .query_row(
            "SELECT token0, token1 FROM rooms WHERE code = ?1",
            [ROOM],
            |row| Ok((row.get(0)?, row.get(1)?)),
        )
        .expect("the room's keys");
    assert_eq!((token0.len(), token1.len()), (64, 64));
    assert!(!token0.contains("00112233") && !token1.contains("ffeeddcc"));
    // White came back: the presence table has its seat (whether the server, stopped at once,
    // wrote its going too is the stop's business).
    let seats: i64 = connection
        .query_row("SELECT seat FROM presence", [], |row| row.get(0))
        .expect("the presence table");
    assert_eq!(seats, 0);
    // A schema newer than the server's is refused at start, with a sentence.
    connection
        .execute_batch("PRAGMA user_version = 12")
        .expect("a newer version");
    drop(connection);
    let output = std::process::Command::new(super::support::BINARY)
        .args(["serve", "--addr", "127.0.0.1:0", "--db", &path])
        .output()
        .expect("medusa serve runs");
    assert!(!output.status.success());
    let said = String::from_utf8_lossy(&output.stderr);
    assert!(
        said.contains("the database's schema is version 12, newer than this server's 11"),
        "{said}"
    );
    let _ = std::fs::remove_dir_all(&folder);
}

#[tokio::test]
async fn a_postgresql_database_of_the_schema_before_versions_keeps_its_games() {
    let folder = temp_folder("schema-postgres");
    let cluster = Cluster::start(&folder, &["-c", "fsync=off"]);
    let (client, connection) = tokio_postgres::connect(&cluster.url(), tokio_postgres::NoTls)
        .await
        .expect("a connection to PostgreSQL");
    tokio::spawn(connection);
    client
        .batch_execute(&format!("{POSTGRES_BEFORE}{ROWS}"))
        .await
        .expect("the old tables and a game");
    // Two processes on it: the first runs the steps, the second finds them done.
    let one = Server::start(&cluster.url(), "127.0.0.1:0", &[]);
    let two = Server::start(&cluster.url(), "127.0.0.1:0", &[]);
    the_old_game_is_there(&one).await;
    the_old_game_is_there(&two).await;
    let versions: Vec<i64> = client
        .query(
            "SELECT version FROM schema_migrations ORDER BY version",
            &[],
        )
        .await
        .expect("the versions")
        .iter()
        .map(|row| row.get(0))
        .collect();
    assert_eq!(versions, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    let options: String = client
        .query_one("SELECT options FROM rooms", &[])
        .await
        .expect("the room's options")
        .get(0);
    assert_eq!(options, "{}");
    let keys: Vec<String> = client
        .query("SELECT token0 FROM rooms", &[])
        .await
        .expect("the keys")
        .iter()
        .map(|row| row.get(0))
        .collect();
    assert_eq!(keys.iter().map(String::len).collect::<Vec<_>>(), [64]);
    drop((one, two, cluster));
    let _ = std::fs::remove_dir_all(&folder);
}
