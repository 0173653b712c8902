//! What a connection's frames cost it: every frame (text, binary, ping) is charged to the
//! message budget; a frame over the protocol's 16 KiB costs an error frame, and one over
//! twice that closes the connection with code 1009 before the server holds it; a connection
//! that keeps sending over its budget is closed with code 1008.

use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use medusa::online::ServerMessage;
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::protocol::CloseFrame;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

use super::support::{PATIENCE, Server, sqlite, temp_folder};

type Socket = WebSocketStream<MaybeTlsStream<TcpStream>>;

async fn open(server: &Server) -> Socket {
    tokio_tungstenite::connect_async(server.url() + "/ws")
        .await
        .expect("a connection")
        .0
}

/// The frames the server sends until it closes the connection: the error sentences, and
/// the close frame.
async fn until_closed(socket: &mut Socket) -> (Vec<String>, Option<CloseFrame>) {
    let mut errors = Vec::new();
    loop {
        let message = tokio::time::timeout(PATIENCE, socket.next())
            .await
            .expect("a frame in time");
        match message {
            Some(Ok(Message::Text(text))) => match serde_json::from_str(text.as_str()) {
                Ok(ServerMessage::Error { message }) => errors.push(message),
                other => panic!("an error frame, not {other:?}"),
            },
            Some(Ok(Message::Close(frame))) => return (errors, frame),
            Some(Ok(_)) => {}
            Some(Err(error)) => panic!("a close frame, not {error} (after {errors:?})"),
            None => panic!("a close frame, not the end (after {errors:?})"),
        }
    }
}

/// The error sentences that come within `wait`.
async fn errors_within(socket: &mut Socket, wait: Duration) -> Vec<String> {
    let mut errors = Vec::new();
    let deadline = tokio::time::Instant::now() + wait;
    while let Ok(Some(Ok(message))) = tokio::time::timeout_at(deadline, socket.next()).await {
        if let Message::Text(text) = message
            && let Ok(ServerMessage::Error { message }) = serde_json::from_str(text.as_str())
        {
            errors.push(message);
        }
    }
    errors
}

#[tokio::test]
async fn a_frame_over_twice_the_limit_closes_the_connection_with_1009() {
    let folder = temp_folder("frames-size");
    let server = Server::start(&sqlite(&folder), "127.0.0.1:0", &[]);
    let mut socket = open(&server).await;
    // Over 16 KiB: an error frame, and the connection goes on.
    socket
        .send(Message::Text("x".repeat(20 * 1024).into()))
        .await
        .expect("sent");
    let refused = errors_within(&mut socket, Duration::from_millis(500)).await;
    assert_eq!(
        refused,
        ["that frame is 20480 bytes; a frame may have at most 16384"]
    );
    // Over 32 KiB: closed.
    socket
        .send(Message::Text("x".repeat(40 * 1024).into()))
        .await
        .expect("sent");
    let (errors, close) = until_closed(&mut socket).await;
    assert_eq!(
        errors,
        [
            "that frame is 40960 bytes; a frame may have at most 16384, and a longer one closes \
          the connection"
        ]
    );
    let close = close.expect("a close frame with a code");
    assert_eq!(u16::from(close.code), 1009, "{close:?}");
    let _ = std::fs::remove_dir_all(&folder);
}

#[tokio::test]
async fn every_frame_is_charged_and_a_flood_is_closed_with_1008() {
    let folder = temp_folder("frames-budget");
    let server = Server::start(
        &sqlite(&folder),
        "127.0.0.1:0",
        &["--messages-per-second", "10"],
    );
    // Pings and binary frames cost as much as text: 30 of them at once, 10 allowed.
    let mut socket = open(&server).await;
    for i in 0..30 {
        let message = if i % 2 == 0 {
            Message::Ping(vec![1, 2, 3].into())
        } else {
            Message::Binary(vec![1, 2, 3].into())
        };
        socket.send(message).await.expect("sent");
    }
    let errors = errors_within(&mut socket, Duration::from_millis(1000)).await;
    let too_many = errors
        .iter()
        .filter(|e| *e == "too many messages: at most 10 a second")
        .count();
    assert!(
        too_many >= 15,
        "{too_many} refused for their number: {errors:?}"
    );
    // A connection that keeps it up (over three seconds' worth refused) is closed.
    let mut flooder = open(&server).await;
    for _ in 0..60 {
        flooder
            .send(Message::Text(r#"{"type":"claim"}"#.into()))
            .await
            .expect("sent");
    }
    let (errors, close) = until_closed(&mut flooder).await;
    assert!(
        errors.last().is_some_and(|e| e
            == "too many messages: at most 10 a second, and this connection kept sending more; \
                it is closed"),
        "{errors:?}"
    );
    let close = close.expect("a close frame with a code");
    assert_eq!(u16::from(close.code), 1008, "{close:?}");
    let _ = std::fs::remove_dir_all(&folder);
}
