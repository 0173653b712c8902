//! Two moves for one turn at once: exactly one is accepted. And the clock: a flag falls on
//! the server's time.

use std::time::Duration;

use medusa::online::{ClientMessage, ClockSpec, PROTOCOL_VERSION, RoomEvent, ServerMessage};

use super::reconnect::two_seats;
use super::support::{Client, Server, create_room, join_room, move_at, sqlite, temp_folder};

#[tokio::test]
async fn two_moves_sent_at_once_for_one_turn_exactly_one_is_accepted() {
    let folder = temp_folder("race");
    let server = Server::start(&sqlite(&folder), "127.0.0.1:0", &[]);
    let url = server.url();
    let (code, mut white, _black) = two_seats(&url, "medea").await;
    // A second connection of the same seat.
    let mut twin = Client::open(&url).await;
    twin.send(ClientMessage::Resume {
        version: PROTOCOL_VERSION,
        code,
        token: white.token,
        after: 2,
    })
    .await;
    assert!(matches!(twin.next().await, ServerMessage::Welcome { .. }));
    let first = move_at(0, "c3-d4");
    let second = move_at(0, "a3-b4");
    let (a, b) = tokio::join!(white.client.send(first), twin.send(second));
    let _ = (a, b);
    // Each connection sees the one move that was accepted, and one of them an error.
    let mut moves = Vec::new();
    let mut errors = 0;
    for client in [&mut white.client, &mut twin] {
        loop {
            match client.next().await {
                ServerMessage::Event {
                    seq,
                    event: RoomEvent::Moved { notation, .. },
                    ..
                } => {
                    moves.push((seq, notation));
                    break;
                }
                ServerMessage::Error { .. } => errors += 1,
                other => panic!("{other:?}"),
            }
        }
    }
    for client in [&mut white.client, &mut twin] {
        if !client.quiet_for(Duration::from_millis(300)).await {
            errors += 1;
        }
    }
    assert_eq!(errors, 1, "one of the two moves is refused");
    assert_eq!(moves.len(), 2);
    assert_eq!(moves[0], moves[1], "both connections see the same one move");
    assert_eq!(moves[0].0, 3);
    let (_, last) = Client::watch(&url, code, None).await;
    assert_eq!(last, 3);
    let _ = std::fs::remove_dir_all(&folder);
}

#[tokio::test]
async fn a_flag_falls_on_the_servers_time() {
    let folder = temp_folder("flag");
    let server = Server::start(&sqlite(&folder), "127.0.0.1:0", &[]);
    let url = server.url();
    let clock = ClockSpec {
        base_ms: 600,
        increment_ms: 0,
        days: None,
    };
    let (mut creator, code, invite) = create_room(&url, "pillars", Some(clock)).await;
    let _joiner = join_room(&url, code, invite).await;
    let started = std::time::Instant::now();
    // Nobody moves: the first player's flag falls after about 600 ms.
    let (fell, ended) = loop {
        match creator.event().await {
            (_, RoomEvent::FlagFell { seat }) => {
                let (_, end) = creator.event().await;
                break (seat, end);
            }
            (_, RoomEvent::Seated { .. }) => {}
            other => panic!("{other:?}"),
        }
    };
    let waited = started.elapsed();
    assert!(waited >= Duration::from_millis(550), "{waited:?}");
    assert!(waited < Duration::from_secs(3), "{waited:?}");
    assert_eq!(fell, 0, "White, who moves first, ran out of time");
    assert!(matches!(ended, RoomEvent::Ended { result } if result.contains("on time")));
    creator.send(move_at(0, "e2-e3")).await;
    assert!(creator.error().await.starts_with("the game is over"));
    let _ = std::fs::remove_dir_all(&folder);
}
