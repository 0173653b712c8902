//! A player away longer than `--away`: the opponent claims the game and wins. A claim
//! before the time, or against a player who is connected, is refused with an error frame
//! and changes nothing; the time counts from the player's latest departure.

use std::time::{Duration, Instant};

use medusa::online::{ClientMessage, PROTOCOL_VERSION, RoomEvent, ServerMessage};

use super::reconnect::two_seats;
use super::support::{Client, Server, move_at, record, sqlite, temp_folder};

/// How long a player may be away in this test (`--away`, seconds).
const AWAY_S: u64 = 2;

/// Waits for the presence frame saying that `seat` went away; when it came.
async fn gone(client: &mut Client, seat: usize) -> Instant {
    loop {
        match client.receive().await {
            ServerMessage::Presence {
                seat: s,
                connected: false,
                ..
            } if s == seat => return Instant::now(),
            ServerMessage::Presence { .. } => {}
            other => panic!("presence, not {other:?}"),
        }
    }
}

/// Checks a refusal of a claim made too early: the sentence names how long the opponent has
/// been away (less than the time) and the time.
fn assert_too_early(message: &str) {
    let rest = message
        .strip_prefix("your opponent has been away ")
        .unwrap_or_else(|| panic!("a refusal of a claim made too early, not {message:?}"));
    let (seconds, tail) = rest.split_once(" s; ").expect("the seconds away");
    let seconds: u64 = seconds.parse().expect("a number of seconds");
    assert!(seconds < AWAY_S, "{message}");
    assert_eq!(
        tail,
        format!("the game can be claimed after {AWAY_S} s"),
        "{message}"
    );
}

#[tokio::test]
async fn a_player_away_longer_than_the_set_time_loses_the_game_by_a_claim() {
    let folder = temp_folder("away");
    let away = AWAY_S.to_string();
    let server = Server::start(&sqlite(&folder), "127.0.0.1:0", &["--away", &away]);
    let url = server.url();
    let (code, mut white, black) = two_seats(&url, "medea").await;
    let (mut watcher, last) = Client::watch(&url, code, None).await;
    assert_eq!(last, 2);
    assert_eq!(watcher.event().await.0, 1);
    assert_eq!(watcher.event().await.0, 2);
    // Against a player who is connected: refused.
    assert_eq!(
        white.client.refused(ClientMessage::Claim {}).await,
        "your opponent is connected"
    );
    // Black goes away; a claim at once is too early.
    black.client.connection.close().await;
    let left = gone(&mut white.client, black.seat).await;
    white.client.send(ClientMessage::Claim {}).await;
    assert_too_early(&white.client.error().await);
    // Black comes back before the time and leaves again: the time starts again.
    tokio::time::sleep(Duration::from_millis(1200)).await;
    let mut back = Client::open(&url).await;
    back.send(ClientMessage::Resume {
        version: PROTOCOL_VERSION,
        code,
        token: black.token,
        after: 2,
    })
    .await;
    assert!(matches!(back.next().await, ServerMessage::Welcome { .. }));
    back.connection.close().await;
    let left_again = gone(&mut white.client, black.seat).await;
    assert!(left_again.duration_since(left) >= Duration::from_millis(1200));
    white.client.send(ClientMessage::Claim {}).await;
    assert_too_early(&white.client.error().await);
    // Nothing of that changed the room.
    let (mut check, last) = Client::watch(&url, code, Some(2)).await;
    assert_eq!(last, 2, "refused claims store nothing");
    // A newcomer is told who is here: White connected, Black away for a while.
    let mut told = Vec::new();
    for _ in 0..2 {
        match check.receive().await {
            ServerMessage::Presence {
                seat,
                connected,
                away_ms,
            } => told.push((seat, connected, away_ms.is_some_and(|ms| ms > 0))),
            other => panic!("presence after the welcome, not {other:?}"),
        }
    }
    told.sort();
    let mut expected = vec![(white.seat, true, false), (black.seat, false, true)];
    expected.sort();
    assert_eq!(told, expected);
    check.connection.close().await;
    assert!(watcher.quiet_for(Duration::from_millis(100)).await);
    // After the time: the claim wins.
    let due = left_again + Duration::from_millis(AWAY_S * 1000 + 150);
    tokio::time::sleep_until(due.into()).await;
    white.client.send(ClientMessage::Claim {}).await;
    let result = "White wins: Black was away too long".to_string();
    let claimed = [
        (3, RoomEvent::Claimed { seat: white.seat }),
        (
            4,
            RoomEvent::Ended {
                result: result.clone(),
            },
        ),
    ];
    for client in [&mut white.client, &mut watcher] {
        for expected in &claimed {
            assert_eq!(&client.event().await, expected);
        }
    }
    // The game is over for everyone, and the record says how.
    white.client.send(move_at(0, "c3-d4")).await;
    assert_eq!(
        white.client.error().await,
        format!("the game is over: {result}")
    );
    white.client.send(ClientMessage::Claim {}).await;
    assert_eq!(
        white.client.error().await,
        format!("the game is over: {result}")
    );
    let (status, text) = record(&server.addr, code.as_str());
    assert_eq!(status, 200);
    assert!(text.contains(&format!("[Result \"{result}\"]\n")), "{text}");
    assert!(
        text.contains("[Termination \"Black was away too long\"]\n"),
        "{text}"
    );
    // The absent player, back, is told.
    let mut late = Client::open(&url).await;
    late.send(ClientMessage::Resume {
        version: PROTOCOL_VERSION,
        code,
        token: black.token,
        after: 2,
    })
    .await;
    match late.next().await {
        ServerMessage::Welcome { seat, last_seq, .. } => {
            assert_eq!(seat, Some(black.seat));
            assert_eq!(last_seq, 4);
        }
        other => panic!("a welcome, not {other:?}"),
    }
    for expected in &claimed {
        assert_eq!(&late.event().await, expected);
    }
    let _ = std::fs::remove_dir_all(&folder);
}
