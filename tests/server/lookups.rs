//! Looking rooms up by code has a budget per address: a stranger cannot try codes faster than
//! a person opens links. Joining, watching and reading a record each cost one lookup; a lookup
//! over the budget is refused with a sentence (HTTP 429 for a record, the lobby's page and a
//! player's page), and another address has a budget of its own.

use medusa::online::{ClientMessage, PROTOCOL_VERSION, RoomCode, ServerMessage};

use super::support::{Client, Server, http_get, sqlite, temp_folder, ws_from};

/// Watches (or, with `join`, joins) room `code` from `client`: the refusal.
async fn look_up(client: &mut Client, code: RoomCode, join: bool) -> String {
    let message = if join {
        ClientMessage::Join {
            version: PROTOCOL_VERSION,
            code,
            invite: None,
        }
    } else {
        ClientMessage::Watch {
            version: PROTOCOL_VERSION,
            code,
            after: None,
        }
    };
    client.send(message).await;
    match client.next().await {
        ServerMessage::Error { message } => message,
        other => panic!("a refusal, not {other:?}"),
    }
}

const REFUSAL: &str = "too many rooms looked up: one address may look up 4 a minute; wait a moment";

#[tokio::test]
async fn an_address_may_look_up_so_many_rooms_a_minute() {
    let folder = temp_folder("lookups");
    let server = Server::start(
        &sqlite(&folder),
        "127.0.0.1:0",
        &["--lookups-per-minute", "4"],
    );
    let code = RoomCode::parse("BCDFGH").expect("a code");
    let mut client = Client::open(&server.url()).await;
    // A watch, a join and a record: three lookups, each answered.
    let none = "there is no room BCDFGH";
    assert_eq!(look_up(&mut client, code, false).await, none);
    assert_eq!(look_up(&mut client, code, true).await, none);
    let response = http_get(&server.addr, "/api/rooms/BCDFGH/record", &[]);
    assert_eq!(response.status, 404);
    // The fourth is the last of the minute.
    assert_eq!(look_up(&mut client, code, false).await, none);
    assert_eq!(look_up(&mut client, code, true).await, REFUSAL);
    let response = http_get(&server.addr, "/api/rooms/BCDFGH/record", &[]);
    assert_eq!(response.status, 429);
    assert_eq!(
        String::from_utf8_lossy(&response.body),
        format!("{REFUSAL}\n")
    );
    // The lobby's and the players' pages are lookups too: a flood of them is refused.
    for page in ["/api/lobby", "/api/players/Ann"] {
        let response = http_get(&server.addr, page, &[]);
        assert_eq!(response.status, 429, "{page}");
        let said: serde_json::Value = serde_json::from_slice(&response.body).expect("JSON");
        assert_eq!(said["error"], REFUSAL, "{page}");
    }
    // Another address looks up as it will.
    let from = "127.0.0.2".parse().expect("an address");
    let mut other = ws_from(from, &server.addr, &[])
        .await
        .unwrap_or_else(|(status, body)| panic!("a connection: {status} {body}"));
    assert_eq!(look_up(&mut other, code, false).await, none);
    let _ = std::fs::remove_dir_all(&folder);
}
