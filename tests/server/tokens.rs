//! Seat tokens: the store keeps only their keys (SHA-256), never a token; and a finished
//! game's tokens expire after the days the server keeps them (`--token-days`), while an
//! unfinished game's bring its players back.

use medusa::online::{ClientMessage, RoomCode, SeatToken, ServerMessage};

use super::reconnect::{Seat, two_seats};
use super::support::{Client, Server, resume, sha256, sqlite, temp_folder};

/// `seat` comes back to room `code` with its token: the welcome's seat, or the refusal.
async fn come_back(url: &str, code: RoomCode, token: SeatToken) -> Result<Option<usize>, String> {
    match resume(url, code, token).await {
        ServerMessage::Welcome { seat, .. } => Ok(seat),
        ServerMessage::Error { message } => Err(message),
        other => panic!("a welcome or a refusal, not {other:?}"),
    }
}

#[tokio::test]
async fn the_store_keeps_keys_and_a_finished_games_tokens_expire() {
    let folder = temp_folder("tokens");
    let db = sqlite(&folder);
    let server = Server::start(&db, "127.0.0.1:0", &["--token-days", "0"]);
    let url = server.url();
    let (code, white, black): (RoomCode, Seat, Seat) = two_seats(&url, "medea").await;
    let stored: (String, String) = rusqlite::Connection::open(&db)
        .expect("the database")
        .query_row(
            "SELECT token0, token1 FROM rooms WHERE code = ?1",
            [code.as_str()],
            |row| Ok((row.get(0)?, row.get(1)?)),
        )
        .expect("the room");
    assert_eq!(stored, (sha256(&white.token), sha256(&black.token)));
    // While the game goes on, the tokens bring the players back.
    assert_eq!(come_back(&url, code, white.token).await, Ok(Some(0)));
    assert_eq!(come_back(&url, code, black.token).await, Ok(Some(1)));
    let mut black = black;
    black.client.send(ClientMessage::Resign {}).await;
    loop {
        if let (_, medusa::online::RoomEvent::Ended { .. }) = black.client.event().await {
            break;
        }
    }
    tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    // Kept for no days: the finished game's tokens are worth nothing now.
    let refusal = format!(
        "room {code} ended 0 days ago, and its seats' tokens have expired: watch it instead"
    );
    assert_eq!(
        come_back(&url, code, white.token).await,
        Err(refusal.clone())
    );
    assert_eq!(come_back(&url, code, black.token).await, Err(refusal));
    let (_, last) = Client::watch(&url, code, None).await;
    assert_eq!(last, 4, "the game can still be watched");
    let _ = std::fs::remove_dir_all(&folder);
}
