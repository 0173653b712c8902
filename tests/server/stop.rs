//! Stopping: on SIGTERM the server takes no more connections, tells every client to come
//! back (an error frame with the sentence, then close code 1012), waits for them to close and
//! exits with success; every acknowledged move is there when it starts again.

use std::time::{Duration, Instant};

use medusa::online::{RoomEvent, ServerMessage};

use super::reconnect::two_seats;
use super::support::{Client, Server, move_at, sqlite, temp_folder};

#[tokio::test]
async fn sigterm_asks_every_client_back_and_keeps_what_was_acknowledged() {
    let folder = temp_folder("stop");
    let db = sqlite(&folder);
    let mut server = Server::start(&db, "127.0.0.1:0", &[]);
    let url = server.url();
    let (code, mut white, mut black) = two_seats(&url, "medea").await;
    let (mut watcher, _) = Client::watch(&url, code, Some(2)).await;
    white.client.send(move_at(0, "c3-d4")).await;
    assert!(matches!(
        white.client.event().await,
        (3, RoomEvent::Moved { .. })
    ));
    let pid = i32::try_from(server.child.id()).expect("a process id");
    // SAFETY: kill sends a signal to the test's own child process; it touches no memory.
    assert_eq!(unsafe { libc::kill(pid, libc::SIGTERM) }, 0);
    for client in [&mut white.client, &mut black.client, &mut watcher] {
        loop {
            match client.next().await {
                ServerMessage::Error { message } => {
                    assert_eq!(
                        message,
                        "the server is restarting: connect again in a moment"
                    );
                    break;
                }
                ServerMessage::Event { .. } => {}
                other => panic!("the notice, not {other:?}"),
            }
        }
        assert!(client.connection.receive().await.is_err(), "closed");
    }
    let deadline = Instant::now() + Duration::from_secs(10);
    let status = loop {
        if let Some(status) = server.child.try_wait().expect("the server's state") {
            break status;
        }
        assert!(Instant::now() < deadline, "the server did not stop");
        tokio::time::sleep(Duration::from_millis(20)).await;
    };
    assert!(status.success(), "{status}");
    // The move acknowledged before the stop is there after it.
    let server = Server::start(&db, "127.0.0.1:0", &[]);
    let (_, last) = Client::watch(&server.url(), code, None).await;
    assert_eq!(last, 3);
    let _ = std::fs::remove_dir_all(&folder);
}
