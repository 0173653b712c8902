//! The server's log: `RUST_LOG` chooses what it writes, each connection's lines name its
//! client and room, and a fault inside the server (here a room whose stored log no longer
//! plays) is written there in full while the client is told only that the server could not
//! do it.

use std::sync::mpsc::Receiver;
use std::time::{Duration, Instant};

use medusa::online::{ClientMessage, PROTOCOL_VERSION, RoomCode, ServerMessage};

use super::reconnect::two_seats;
use super::support::{Client, Server, sqlite, temp_folder};

/// The first of the log's lines that holds every one of `words`, waiting at most 10 s.
fn line_with(lines: &Receiver<String>, words: &[&str]) -> String {
    let deadline = Instant::now() + Duration::from_secs(10);
    let mut seen = Vec::new();
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        match lines.recv_timeout(left) {
            Ok(line) if words.iter().all(|word| line.contains(word)) => return line,
            Ok(line) => seen.push(line),
            Err(_) => panic!("no line of the log holds {words:?}: {seen:#?}"),
        }
    }
}

#[tokio::test]
async fn the_log_names_the_room_and_keeps_faults_from_the_client() {
    let folder = temp_folder("logging");
    let db = sqlite(&folder);
    let (server, lines) = Server::start_logged(&db, "127.0.0.1:0", &[], "medusa=debug");
    line_with(&lines, &["INFO", "rooms in SQLite"]);
    let url = server.url();
    let (code, _first, _second) = two_seats(&url, "medea").await;
    let entered = line_with(&lines, &["DEBUG", "entered", code.as_str()]);
    assert!(entered.contains("client=127.0.0.1"), "{entered}");
    drop(server);

    // A room whose stored log no longer plays: its second event is a move of nothing.
    let connection = rusqlite::Connection::open(&db).expect("the database");
    connection
        .execute(
            "UPDATE events SET body = ?1 WHERE code = ?2 AND seq = 2",
            [
                r#"{"kind":"moved","seat":0,"notation":"a1-a8"}"#,
                code.as_str(),
            ],
        )
        .expect("the log is spoilt");
    drop(connection);
    let (server, lines) = Server::start_logged(&db, "127.0.0.1:0", &[], "info");
    let mut client = Client::open(&server.url()).await;
    client
        .send(ClientMessage::Watch {
            version: PROTOCOL_VERSION,
            code: RoomCode::parse(code.as_str()).expect("a code"),
            after: None,
        })
        .await;
    match client.next().await {
        ServerMessage::Error { message } => {
            assert_eq!(message, "the server could not do that just now; try again")
        }
        other => panic!("an error, not {other:?}"),
    }
    let fault = line_with(&lines, &["ERROR", code.as_str(), "not from a1 to a8"]);
    assert!(fault.contains("client=127.0.0.1"), "{fault}");
    let _ = std::fs::remove_dir_all(&folder);
}
