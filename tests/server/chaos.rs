//! Chaos: two server processes on one PostgreSQL database, a player on each. PostgreSQL
//! restarts mid-game (every connection of both processes is lost), then one process is
//! killed with SIGKILL and its player comes back to the other. No acknowledged move is lost,
//! and the processes serve the room afterwards: a new one knows the whole game.

use std::time::{Duration, Instant};

use medusa::games::GAMES;
use medusa::games::contract::GameOptions;
use medusa::games::dyn_game::DynGame;
use medusa::online::{ClientMessage, PROTOCOL_VERSION, RoomEvent, ServerMessage};

use super::cluster::Cluster;
use super::support::{Client, Server, create_here_join_there, move_at, temp_folder};

/// A player: the connection and the seat.
struct Player {
    client: Client,
    seat: usize,
}

/// Plays the mover's next move (the first legal one), sending it again after a refusal while
/// the database is away, until it is acknowledged; the other player sees it too. The moves
/// acknowledged are kept in `game`.
async fn play_one(game: &mut Box<dyn DynGame>, mover: &mut Player, other: &mut Player) {
    let token = game.legal_tokens().expect("a list")[0].clone();
    let played = game.turns_played();
    let deadline = Instant::now() + Duration::from_secs(60);
    let notation = 'acknowledged: loop {
        assert!(
            Instant::now() < deadline,
            "move {played} never acknowledged"
        );
        mover.client.send(move_at(played, &token)).await;
        loop {
            match mover.client.next().await {
                ServerMessage::Event {
                    event: RoomEvent::Moved { notation, .. },
                    ..
                } => break 'acknowledged notation,
                ServerMessage::Event { .. } => {}
                ServerMessage::Error { .. } => {
                    tokio::time::sleep(Duration::from_millis(300)).await;
                    break;
                }
                other => panic!("an event or a refusal, not {other:?}"),
            }
        }
    };
    assert_eq!(notation, token);
    game.play_token(&notation).expect("legal");
    loop {
        if let ServerMessage::Event {
            event: RoomEvent::Moved { notation: seen, .. },
            ..
        } = other.client.next().await
        {
            assert_eq!(seen, notation, "the other process passed the move on");
            break;
        }
    }
}

#[tokio::test]
async fn a_database_restart_and_a_killed_process_lose_no_acknowledged_move() {
    let folder = temp_folder("chaos");
    let cluster = Cluster::start(&folder, &["-c", "fsync=off"]);
    let one = Server::start(&cluster.url(), "127.0.0.1:0", &[]);
    let mut two = Server::start(&cluster.url(), "127.0.0.1:0", &[]);
    let (code, white, black, token) = create_here_join_there(&one.url(), &two.url()).await;
    let mut white = Player {
        client: white,
        seat: 0,
    };
    let mut black = Player {
        client: black,
        seat: 1,
    };
    let mut game = GAMES
        .find("medea")
        .expect("Medea")
        .start(&GameOptions::default())
        .expect("a game");
    for _ in 0..2 {
        play_one(&mut game, &mut white, &mut black).await;
        play_one(&mut game, &mut black, &mut white).await;
    }
    // PostgreSQL goes down and comes back: both processes connect again, and their news of
    // each other's moves flows again.
    cluster.restart();
    for _ in 0..2 {
        play_one(&mut game, &mut white, &mut black).await;
        play_one(&mut game, &mut black, &mut white).await;
    }
    // The second process dies; Black comes back to the first with the seat's token.
    two.kill();
    let mut back = Client::open(&one.url()).await;
    back.send(ClientMessage::Resume {
        version: PROTOCOL_VERSION,
        code,
        token,
        after: u64::MAX,
    })
    .await;
    assert!(matches!(
        back.next().await,
        ServerMessage::Welcome { seat: Some(1), .. }
    ));
    let mut black = Player {
        client: back,
        seat: black.seat,
    };
    assert_eq!(black.seat, 1);
    for _ in 0..2 {
        play_one(&mut game, &mut white, &mut black).await;
        play_one(&mut game, &mut black, &mut white).await;
    }
    // A new process knows every acknowledged move, in order.
    let three = Server::start(&cluster.url(), "127.0.0.1:0", &[]);
    let (mut watcher, last) = Client::watch(&three.url(), code, None).await;
    let mut moves = Vec::new();
    for _ in 0..last {
        if let (_, RoomEvent::Moved { notation, .. }) = watcher.event().await {
            moves.push(notation);
        }
    }
    let record = game.record(Vec::new());
    assert_eq!(moves, record.tokens());
    assert_eq!(moves.len(), 12);
    drop((one, three, cluster));
    let _ = std::fs::remove_dir_all(&folder);
}
