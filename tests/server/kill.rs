//! The kill test: the server is killed (SIGKILL) in the middle of games and started again on
//! the same SQLite file; no acknowledged move is lost, and bots come back by themselves.

use std::time::Duration;

use medusa::games::GAMES;
use medusa::games::contract::GameOptions;
use medusa::online::{ClientMessage, Invitation, RoomEvent};

use super::reconnect::two_seats;
use super::support::{Bot, Client, Server, sqlite, temp_folder};

#[tokio::test]
async fn no_acknowledged_move_is_lost_when_the_server_is_killed() {
    let folder = temp_folder("kill");
    let db = sqlite(&folder);
    let mut server = Server::start(&db, "127.0.0.1:0", &["--messages-per-second", "1000"]);
    let (code, mut white, mut black) = two_seats(&server.url(), "medea").await;
    let mut game = GAMES
        .find("medea")
        .expect("Medea")
        .start(&GameOptions::default())
        .expect("a game");
    let mut acknowledged = Vec::new();
    for played in 0..12 {
        let mover = if game.to_move() == white.seat {
            &mut white
        } else {
            &mut black
        };
        let legal = game.legal_tokens().expect("a list");
        let notation = legal[played * 7 % legal.len()].clone();
        mover
            .client
            .send(ClientMessage::Move {
                played,
                notation: notation.clone(),
            })
            .await;
        // The mover's own event is the acknowledgement (the events before it are the
        // opponent's moves, which this connection was sent too).
        let expected = 3 + played as u64;
        loop {
            match mover.client.event().await {
                (seq, _) if seq < expected => {}
                (seq, RoomEvent::Moved { notation: seen, .. }) if seq == expected => {
                    assert_eq!(seen, notation);
                    break;
                }
                other => panic!("the acknowledgement, not {other:?}"),
            }
        }
        game.play_token(&notation).expect("legal");
        acknowledged.push(notation);
    }
    server.kill();
    let server = Server::start(&db, "127.0.0.1:0", &[]);
    let (mut watcher, last_seq) = Client::watch(&server.url(), code, None).await;
    assert_eq!(last_seq, 2 + acknowledged.len() as u64);
    let mut replayed = Vec::new();
    for _ in 0..last_seq {
        if let (_, RoomEvent::Moved { notation, .. }) = watcher.event().await {
            replayed.push(notation);
        }
    }
    assert_eq!(replayed, acknowledged);
    let _ = std::fs::remove_dir_all(&folder);
}

#[tokio::test]
async fn bots_come_back_by_themselves_after_a_kill_and_finish_the_game() {
    let folder = temp_folder("kill-bots");
    let db = sqlite(&folder);
    let options = ["--messages-per-second", "1000"];
    let mut server = Server::start(&db, "127.0.0.1:0", &options);
    let addr = server.addr.clone();
    let url = server.url();
    // A slow engine, so that the game is still on when the server dies.
    let creator = Bot::start(
        &url,
        &["--create", "lotus", "--engine", "mcts:playouts=300"],
    );
    let invitation = creator.line(Duration::from_secs(20));
    let code = Invitation::parse(&invitation).expect("an invitation").code;
    let joiner = Bot::start(
        &url,
        &["--join", &invitation, "--engine", "mcts:playouts=300"],
    );
    let (mut watcher, _) = Client::watch(&url, code, None).await;
    let mut seen = Vec::new();
    while seen.len() < 6 {
        if let (_, RoomEvent::Moved { notation, .. }) = watcher.event().await {
            seen.push(notation);
        }
    }
    server.kill();
    // The same address again, so the bots find it.
    let server = Server::start(&db, &addr, &options);
    let (creator_last, creator_ok) =
        tokio::task::spawn_blocking(move || creator.finish(Duration::from_secs(120)))
            .await
            .expect("the creator");
    let (joiner_last, joiner_ok) =
        tokio::task::spawn_blocking(move || joiner.finish(Duration::from_secs(120)))
            .await
            .expect("the joiner");
    assert!(creator_ok && joiner_ok);
    assert_eq!(creator_last, joiner_last);
    let (mut watcher, _) = Client::watch(&server.url(), code, None).await;
    let mut all = Vec::new();
    loop {
        match watcher.event().await {
            (_, RoomEvent::Moved { notation, .. }) => all.push(notation),
            (_, RoomEvent::Ended { result }) => {
                assert_eq!(result, creator_last);
                break;
            }
            _ => {}
        }
    }
    assert_eq!(
        all[..seen.len()],
        seen[..],
        "the moves seen before the kill are kept"
    );
    let _ = std::fs::remove_dir_all(&folder);
}
