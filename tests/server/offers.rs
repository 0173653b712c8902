//! What one seat asks and the other grants: taking back a move, and a draw. Granted, it
//! changes the game for everyone, watchers included, in order; refused, declined (the other
//! moves instead) or asked wrongly, it costs an error frame and changes nothing.

use std::time::Duration;

use medusa::games::GAMES;
use medusa::games::contract::GameOptions;
use medusa::games::dyn_game::DynGame;
use medusa::online::{
    ClientMessage, ClockSpec, PROTOCOL_VERSION, RoomCode, RoomEvent, ServerMessage, SideChoice,
};

use super::reconnect::{Seat, two_seats};
use super::support::{Client, Server, record, sqlite, temp_folder};

fn fresh(game: &str) -> Box<dyn DynGame> {
    GAMES
        .find(game)
        .expect("a game")
        .start(&GameOptions::default())
        .expect("a fresh game")
}

/// The `pick`-th legal move of `game` now (counted round the list).
fn legal(game: &dyn DynGame, pick: usize) -> String {
    let moves = game.legal_tokens().expect("a list of moves");
    moves[pick % moves.len()].clone()
}

/// `seat` plays `notation` for the position after `played` moves: the event, as the seat
/// and `others` see it.
async fn play(
    seat: &mut Seat,
    others: &mut [&mut Client],
    played: usize,
    notation: &str,
    seq: u64,
) {
    seat.client
        .send(ClientMessage::Move {
            played,
            notation: notation.to_string(),
        })
        .await;
    let expected = (
        seq,
        RoomEvent::Moved {
            seat: seat.seat,
            notation: notation.to_string(),
            clocks: None,
        },
    );
    assert_eq!(seat.client.event().await, expected);
    for other in others.iter_mut() {
        assert_eq!(other.event().await, expected);
    }
}

/// The moves of a room's record, and its headers' lines.
fn record_lines(addr: &str, code: RoomCode) -> (Vec<String>, Vec<String>) {
    let (status, text) = record(addr, code.as_str());
    assert_eq!(status, 200, "{text}");
    let (headers, moves): (Vec<String>, Vec<String>) = text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .map(str::to_string)
        .partition(|l| l.starts_with('['));
    let moves = moves
        .iter()
        .flat_map(|l| l.split_whitespace())
        .filter(|t| !t.ends_with('.'))
        .map(str::to_string)
        .collect();
    (moves, headers)
}

/// The room's last event number, as a new watcher is told it.
async fn last_seq(url: &str, code: RoomCode) -> u64 {
    let (client, last) = Client::watch(url, code, None).await;
    client.connection.close().await;
    last
}

#[tokio::test]
async fn a_move_taken_back_by_consent_is_gone_for_everyone_and_a_declined_request_changes_nothing()
{
    let folder = temp_folder("undo");
    let server = Server::start(&sqlite(&folder), "127.0.0.1:0", &[]);
    let url = server.url();
    let (code, mut white, mut black) = two_seats(&url, "medea").await;
    let (mut watcher, _) = Client::watch(&url, code, Some(2)).await;
    let mut own = fresh("medea");
    // Nothing to take back yet.
    assert_eq!(
        white.client.refused(ClientMessage::RequestUndo {}).await,
        "there is no move to take back"
    );
    let first = legal(own.as_ref(), 0);
    play(
        &mut white,
        &mut [&mut black.client, &mut watcher],
        0,
        &first,
        3,
    )
    .await;
    own.play_token(&first).expect("legal");
    let mistake = legal(own.as_ref(), 3);
    play(
        &mut black,
        &mut [&mut white.client, &mut watcher],
        1,
        &mistake,
        4,
    )
    .await;
    // Black asks to take the move back; it cannot grant its own request, nor ask twice.
    black.client.send(ClientMessage::RequestUndo {}).await;
    let asked = (5, RoomEvent::UndoRequested { seat: black.seat });
    for client in [&mut black.client, &mut white.client, &mut watcher] {
        assert_eq!(client.event().await, asked);
    }
    assert_eq!(
        black.client.refused(ClientMessage::AcceptUndo {}).await,
        "there is no request to take back a move"
    );
    assert_eq!(
        black.client.refused(ClientMessage::RequestUndo {}).await,
        "a request to take back a move stands already"
    );
    assert_eq!(last_seq(&url, code).await, 5);
    // White grants it: the move is gone for everyone.
    white.client.send(ClientMessage::AcceptUndo {}).await;
    let undone = (6, RoomEvent::Undone { seat: white.seat });
    for client in [&mut white.client, &mut black.client, &mut watcher] {
        assert_eq!(client.event().await, undone);
    }
    // The position is the one before the mistake: a move for the position after it is
    // refused, and Black moves again.
    assert_eq!(
        black
            .client
            .refused(ClientMessage::Move {
                played: 2,
                notation: legal(own.as_ref(), 0),
            })
            .await,
        "that move was for the position after 2 moves; 1 have been played"
    );
    assert_eq!(
        white
            .client
            .refused(ClientMessage::Move {
                played: 1,
                notation: legal(own.as_ref(), 0),
            })
            .await,
        "it is not your turn"
    );
    let better = legal(own.as_ref(), 1);
    assert_ne!(better, mistake);
    play(
        &mut black,
        &mut [&mut white.client, &mut watcher],
        1,
        &better,
        7,
    )
    .await;
    own.play_token(&better).expect("legal");
    let (moves, _) = record_lines(&server.addr, code);
    assert_eq!(moves, vec![first.clone(), better.clone()]);
    // Black asks again; White declines by moving on, and the request lapses.
    black.client.send(ClientMessage::RequestUndo {}).await;
    let asked = (8, RoomEvent::UndoRequested { seat: black.seat });
    for client in [&mut black.client, &mut white.client, &mut watcher] {
        assert_eq!(client.event().await, asked);
    }
    let third = legal(own.as_ref(), 2);
    play(
        &mut white,
        &mut [&mut black.client, &mut watcher],
        2,
        &third,
        9,
    )
    .await;
    own.play_token(&third).expect("legal");
    assert_eq!(
        white.client.refused(ClientMessage::AcceptUndo {}).await,
        "there is no request to take back a move"
    );
    let (moves, _) = record_lines(&server.addr, code);
    assert_eq!(moves, vec![first, better, third]);
    assert_eq!(last_seq(&url, code).await, 9);
    assert!(watcher.quiet_for(Duration::from_millis(200)).await);
    // A watcher that comes later replays the log, the taken-back move included, to the same
    // position.
    let (mut late, _) = Client::watch(&url, code, None).await;
    let mut replayed = fresh("medea");
    for seq in 1..=9 {
        let (n, event) = late.event().await;
        assert_eq!(n, seq);
        match event {
            RoomEvent::Moved { notation, .. } => replayed.play_token(&notation).expect("legal"),
            RoomEvent::Undone { .. } => assert!(replayed.undo()),
            _ => {}
        }
    }
    assert_eq!(replayed.dump(), own.dump());
    let _ = std::fs::remove_dir_all(&folder);
}

#[tokio::test]
async fn a_draw_offered_and_accepted_ends_the_game_as_a_draw() {
    let folder = temp_folder("draw");
    let server = Server::start(&sqlite(&folder), "127.0.0.1:0", &[]);
    let url = server.url();
    let (code, mut white, mut black) = two_seats(&url, "pillars").await;
    let (mut watcher, _) = Client::watch(&url, code, Some(2)).await;
    let mut own = fresh("pillars");
    // No offer to accept; White offers, and cannot accept its own offer nor offer twice.
    assert_eq!(
        black.client.refused(ClientMessage::AcceptDraw {}).await,
        "there is no draw offer to accept"
    );
    white.client.send(ClientMessage::OfferDraw {}).await;
    let offered = (3, RoomEvent::DrawOffered { seat: white.seat });
    for client in [&mut white.client, &mut black.client, &mut watcher] {
        assert_eq!(client.event().await, offered);
    }
    assert_eq!(
        white.client.refused(ClientMessage::AcceptDraw {}).await,
        "there is no draw offer to accept"
    );
    assert_eq!(
        white.client.refused(ClientMessage::OfferDraw {}).await,
        "you have offered a draw already"
    );
    assert_eq!(
        black.client.refused(ClientMessage::OfferDraw {}).await,
        "your opponent offers a draw: accept it instead"
    );
    // An offer lapses with the next move.
    let first = legal(own.as_ref(), 0);
    play(
        &mut white,
        &mut [&mut black.client, &mut watcher],
        0,
        &first,
        4,
    )
    .await;
    own.play_token(&first).expect("legal");
    assert_eq!(
        black.client.refused(ClientMessage::AcceptDraw {}).await,
        "there is no draw offer to accept"
    );
    assert_eq!(last_seq(&url, code).await, 4);
    // Black offers; White, to move, accepts: a draw.
    black.client.send(ClientMessage::OfferDraw {}).await;
    let offered = (5, RoomEvent::DrawOffered { seat: black.seat });
    for client in [&mut black.client, &mut white.client, &mut watcher] {
        assert_eq!(client.event().await, offered);
    }
    white.client.send(ClientMessage::AcceptDraw {}).await;
    let result = "Draw by agreement".to_string();
    let agreed = [
        (6, RoomEvent::DrawAgreed { seat: white.seat }),
        (
            7,
            RoomEvent::Ended {
                result: result.clone(),
            },
        ),
    ];
    for client in [&mut white.client, &mut black.client, &mut watcher] {
        for expected in &agreed {
            assert_eq!(&client.event().await, expected);
        }
    }
    // Over: nothing more is accepted, and the record is a drawn game that replays so.
    black
        .client
        .send(ClientMessage::Move {
            played: 1,
            notation: legal(own.as_ref(), 0),
        })
        .await;
    assert_eq!(
        black.client.error().await,
        format!("the game is over: {result}")
    );
    let (status, text) = record(&server.addr, code.as_str());
    assert_eq!(status, 200);
    // The core writes a drawn game's score, and the draw as the record's last token.
    assert!(text.contains("[Result \"1/2-1/2\"]\n"), "{text}");
    assert!(text.ends_with(&format!("{first}\ndraw\n")), "{text}");
    let replayed = GAMES
        .read_record(&text)
        .and_then(|r| r.replay())
        .unwrap_or_else(|e| panic!("the record replays: {e}\n{text}"));
    assert_eq!(replayed.outcome().as_deref(), Some(result.as_str()));
    assert_eq!(last_seq(&url, code).await, 7);
    // Medusa's rules have no draw by agreement, as the game on one screen has none: an offer
    // is refused, and the game goes on.
    let (code, mut black, _white) = two_seats(&url, "medusa").await;
    assert_eq!(
        black.client.refused(ClientMessage::OfferDraw {}).await,
        "Medusa has no draw by agreement: play on, or resign"
    );
    assert_eq!(last_seq(&url, code).await, 2);
    let _ = std::fs::remove_dir_all(&folder);
}

#[tokio::test]
async fn a_move_taken_back_leaves_the_time_spent_meanwhile_spent() {
    let folder = temp_folder("undo-clock");
    let server = Server::start(&sqlite(&folder), "127.0.0.1:0", &[]);
    let url = server.url();
    let mut white = Client::open(&url).await;
    white
        .send(ClientMessage::Create {
            version: PROTOCOL_VERSION,
            game: "medea".into(),
            options: GameOptions::new(),
            side: SideChoice::First,
            clock: Some(ClockSpec {
                base_ms: 60_000,
                increment_ms: 0,
                days: None,
            }),
        })
        .await;
    let (code, invite) = match white.next().await {
        ServerMessage::Welcome { room, invite, .. } => (room.code, invite),
        other => panic!("a welcome, not {other:?}"),
    };
    let mut black = Client::open(&url).await;
    black
        .send(ClientMessage::Join {
            version: PROTOCOL_VERSION,
            code,
            invite,
        })
        .await;
    for seq in 1..=2 {
        assert_eq!(white.event().await.0, seq);
    }
    let mut own = fresh("medea");
    let first = legal(own.as_ref(), 0);
    white
        .send(ClientMessage::Move {
            played: 0,
            notation: first.clone(),
        })
        .await;
    let black_left = match white.event().await {
        (3, RoomEvent::Moved { clocks, .. }) => clocks.expect("the clocks")[1],
        other => panic!("the move, not {other:?}"),
    };
    assert_eq!(black_left, 60_000, "Black's clock has not run yet");
    own.play_token(&first).expect("legal");
    // Black's clock runs while White asks to take the move back and Black thinks.
    white.send(ClientMessage::RequestUndo {}).await;
    assert_eq!(white.event().await.0, 4);
    tokio::time::sleep(Duration::from_millis(600)).await;
    black.send(ClientMessage::AcceptUndo {}).await;
    assert_eq!(white.event().await, (5, RoomEvent::Undone { seat: 1 }));
    // White plays again: Black's 600 ms are gone from its clock.
    white
        .send(ClientMessage::Move {
            played: 0,
            notation: legal(fresh("medea").as_ref(), 1),
        })
        .await;
    match white.event().await {
        (6, RoomEvent::Moved { clocks, .. }) => {
            let black_left = clocks.expect("the clocks")[1];
            assert!(
                (50_000..=59_400).contains(&black_left),
                "Black was charged the time it spent: {black_left} ms left"
            );
        }
        other => panic!("the move, not {other:?}"),
    }
    let _ = std::fs::remove_dir_all(&folder);
}
