//! A frozen peer leaves its seat: the server pings every connection, and one that sends no
//! frame (no pong either) for the idle timeout is closed, with an error frame saying why,
//! and its seat is away for the opponent; a client that reads, and so answers the pings,
//! stays connected however long it says nothing itself.

use std::time::{Duration, Instant};

use medusa::online::{ClientMessage, ServerMessage};

use super::reconnect::two_seats;
use super::support::{Server, sqlite, temp_folder};

#[tokio::test]
async fn a_frozen_seat_is_closed_and_left_away_while_a_quiet_one_stays() {
    let folder = temp_folder("liveness");
    let server = Server::start(
        &sqlite(&folder),
        "127.0.0.1:0",
        &["--idle-timeout", "2", "--ping-interval", "1"],
    );
    let url = server.url();
    let (_code, mut frozen, mut quiet) = two_seats(&url, "medea").await;
    // From here on the first seat's client reads nothing and sends nothing: its pongs never
    // go. The second one reads (and so answers the pings) but says nothing.
    let froze = Instant::now();
    let away = tokio::time::timeout(Duration::from_secs(8), async {
        loop {
            if let ServerMessage::Presence {
                seat,
                connected: false,
                ..
            } = quiet.client.receive().await
            {
                assert_eq!(seat, frozen.seat);
                return froze.elapsed();
            }
        }
    })
    .await
    .expect("the frozen seat is left away");
    assert!(
        away >= Duration::from_millis(1500),
        "not before the idle timeout: {away:?}"
    );
    // The frozen client, reading again, finds why, and then the end.
    match frozen.client.next().await {
        ServerMessage::Error { message } => {
            assert_eq!(
                message,
                "no frame came for 2 seconds: the connection is closed"
            )
        }
        other => panic!("the reason, not {other:?}"),
    }
    assert!(frozen.client.connection.receive().await.is_err());
    // The quiet client is still there, twice the idle timeout later.
    assert!(quiet.client.quiet_for(Duration::from_secs(4)).await);
    quiet.client.send(ClientMessage::OfferDraw {}).await;
    assert!(matches!(
        quiet.client.next().await,
        ServerMessage::Event { .. }
    ));
    eprintln!("the frozen seat was left away after {away:?}");
    let _ = std::fs::remove_dir_all(&folder);
}
