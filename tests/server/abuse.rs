//! Bad input and abuse: each costs an error frame with a short printable sentence, the
//! connection goes on, and the room is unchanged. And the property test: random and mutated
//! frames, from outside a room and from a watcher, never change a room or stop the server.

use std::sync::OnceLock;
use std::time::Duration;

use medusa::games::GameOptions;
use medusa::online::{ClientMessage, PROTOCOL_VERSION, RoomCode, ServerMessage, SideChoice};
use proptest::prelude::*;

use super::reconnect::two_seats;
use super::support::{Client, Server, busy_server, move_at, sqlite, temp_folder};

/// Every refusal is a short sentence of printable characters.
fn assert_sentence(message: &str) {
    assert!(
        !message.is_empty() && message.chars().count() <= 240,
        "{message}"
    );
    assert!(!message.chars().any(char::is_control), "{message:?}");
}

/// The room's last event number, as a new watcher is told it.
async fn last_seq(url: &str, code: RoomCode) -> u64 {
    let (client, last) = Client::watch(url, code, None).await;
    client.connection.close().await;
    last
}

#[tokio::test]
async fn every_abuse_costs_an_error_frame_and_changes_nothing() {
    let folder = temp_folder("abuse");
    let server = Server::start(
        &sqlite(&folder),
        "127.0.0.1:0",
        &["--rooms-per-address", "3", "--messages-per-second", "10"],
    );
    let url = server.url();
    let (code, mut white, mut black) = two_seats(&url, "pillars").await;
    let before = last_seq(&url, code).await;
    let mut refusals = Vec::new();
    // Too large, not JSON, unknown, binary.
    white
        .client
        .connection
        .send_text("x".repeat(17 * 1024))
        .await
        .expect("sent");
    refusals.push(white.client.error().await);
    white
        .client
        .connection
        .send_text("{not json".into())
        .await
        .expect("sent");
    refusals.push(white.client.error().await);
    white
        .client
        .connection
        .send_text(r#"{"type":"fly"}"#.into())
        .await
        .expect("sent");
    refusals.push(white.client.error().await);
    white
        .client
        .connection
        .send_binary(vec![1, 2, 3])
        .await
        .expect("sent");
    refusals.push(white.client.error().await);
    // Out of turn, illegal, a stale position, a draw as a move.
    refusals.push(black.client.refused(move_at(0, "e7-e6")).await);
    refusals.push(white.client.refused(move_at(0, "a1-k11")).await);
    refusals.push(white.client.refused(move_at(5, "e2-e3")).await);
    refusals.push(white.client.refused(move_at(0, "draw")).await);
    refusals.push(black.client.refused(ClientMessage::AcceptDraw {}).await);
    // A wrong token; a watcher acting; acting before entering a room.
    let mut stranger = Client::open(&url).await;
    stranger
        .send(ClientMessage::Resume {
            version: PROTOCOL_VERSION,
            code,
            token: medusa::online::SeatToken::from_bytes([1; 16]),
            after: 0,
        })
        .await;
    refusals.push(stranger.error().await);
    refusals.push(stranger.refused(ClientMessage::Resign {}).await);
    let (mut watcher, _) = Client::watch(&url, code, Some(before)).await;
    refusals.push(watcher.refused(ClientMessage::Resign {}).await);
    // An old version.
    let mut old = Client::open(&url).await;
    refusals.push(
        old.refused(ClientMessage::Watch {
            version: 0,
            code,
            after: None,
        })
        .await,
    );
    for refusal in &refusals {
        assert_sentence(refusal);
    }
    assert!(refusals[0].contains("at most 16384"), "{}", refusals[0]);
    assert!(refusals[4].contains("not your turn"), "{}", refusals[4]);
    assert!(refusals[5].contains("not legal"), "{}", refusals[5]);
    assert!(refusals[9].contains("no seat"), "{}", refusals[9]);
    assert!(refusals[11].contains("watchers"), "{}", refusals[11]);
    // Too many messages a second.
    let mut flooder = Client::open(&url).await;
    for _ in 0..30 {
        flooder
            .connection
            .send_text(r#"{"type":"claim"}"#.into())
            .await
            .expect("sent");
    }
    let mut too_many = 0;
    for _ in 0..30 {
        let message = flooder.error().await;
        assert_sentence(&message);
        too_many += usize::from(message.starts_with("too many messages"));
    }
    assert!(too_many >= 15, "{too_many} refused for their number");
    // Too many rooms from one address (one was made above).
    let mut created = 1;
    let mut refused = None;
    for _ in 0..3 {
        let mut client = Client::open(&url).await;
        client
            .send(ClientMessage::Create {
                version: PROTOCOL_VERSION,
                game: "lotus".into(),
                options: GameOptions::new(),
                side: SideChoice::Random,
                clock: None,
            })
            .await;
        match client.next().await {
            ServerMessage::Welcome { .. } => created += 1,
            ServerMessage::Error { message } => refused = Some(message),
            other => panic!("{other:?}"),
        }
    }
    assert_eq!(created, 3);
    assert!(refused.is_some_and(|m| m.starts_with("too many rooms")));
    // Nothing changed in the room, and the seats still play.
    assert!(watcher.quiet_for(Duration::from_millis(200)).await);
    assert_eq!(last_seq(&url, code).await, before);
    white.client.send(move_at(0, "e2-e3")).await;
    let legal = white.client.next().await;
    assert!(
        matches!(
            legal,
            ServerMessage::Event { .. } | ServerMessage::Error { .. }
        ),
        "{legal:?}"
    );
    let _ = std::fs::remove_dir_all(&folder);
}

/// The property test's server and room, shared by its cases.
struct Target {
    runtime: tokio::runtime::Runtime,
    _server: Server,
    url: String,
    code: RoomCode,
    last_seq: u64,
}

fn target() -> &'static Target {
    static TARGET: OnceLock<Target> = OnceLock::new();
    TARGET.get_or_init(|| {
        let server = busy_server("proptest");
        let url = server.url();
        let runtime = tokio::runtime::Runtime::new().expect("a runtime");
        let (code, last_seq) = runtime.block_on(async {
            let (code, white, black) = two_seats(&url, "medea").await;
            // The seats stay connected for the whole test.
            std::mem::forget((white, black));
            (code, last_seq(&url, code).await)
        });
        Target {
            runtime,
            _server: server,
            url,
            code,
            last_seq,
        }
    })
}

/// Frames worth mutating: every kind of message, some with this room's code.
fn samples(code: RoomCode) -> Vec<String> {
    vec![
        format!(r#"{{"type":"join","version":2,"code":"{code}"}}"#),
        format!(r#"{{"type":"watch","version":2,"code":"{code}","after":2}}"#),
        format!(
            r#"{{"type":"resume","version":2,"code":"{code}","token":"00112233445566778899aabbccddeeff","after":0}}"#
        ),
        r#"{"type":"move","played":0,"notation":"c3-d4"}"#.to_string(),
        r#"{"type":"resign"}"#.to_string(),
        r#"{"type":"offer_draw"}"#.to_string(),
        r#"{"type":"accept_undo"}"#.to_string(),
        r#"{"type":"propose_dead","stones":"j11"}"#.to_string(),
        r#"{"type":"claim"}"#.to_string(),
        r#"{"type":"register","version":2,"name":"Ann"}"#.to_string(),
        r#"{"type":"identify","version":2,"name":"Ann","key":"00112233445566778899aabbccddeeff"}"#
            .to_string(),
        r#"{"type":"sign_in","version":2,"name":"Ann","password":"12345678"}"#.to_string(),
        r#"{"type":"set_password","password":"12345678"}"#.to_string(),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn random_and_mutated_frames_never_change_a_room(
        sample in 0usize..13,
        edits in proptest::collection::vec((any::<usize>(), any::<u8>()), 0..6),
        noise in ".{0,64}",
        as_watcher in any::<bool>(),
    ) {
        let target = target();
        let mut frame = samples(target.code)[sample].clone().into_bytes();
        for (at, byte) in edits {
            if !frame.is_empty() {
                let at = at % frame.len();
                frame[at] = byte;
            }
        }
        let frames = [String::from_utf8_lossy(&frame).into_owned(), noise];
        let seq = target.runtime.block_on(async {
            let mut client = if as_watcher {
                Client::watch(&target.url, target.code, Some(target.last_seq)).await.0
            } else {
                Client::open(&target.url).await
            };
            for text in frames {
                client.connection.send_text(text).await.expect("sent");
                // An answer comes (an error, or a welcome for a frame that became a valid
                // entry), and the connection stays open.
                let answer = client.next().await;
                if let ServerMessage::Error { message } = &answer {
                    assert_sentence(message);
                }
            }
            client.connection.close().await;
            last_seq(&target.url, target.code).await
        });
        prop_assert_eq!(seq, target.last_seq);
    }
}
