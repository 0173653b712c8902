//! Presence spans the processes: two server processes on one PostgreSQL database, a player on
//! each. A claim against a player connected to the other process is refused, however long
//! this process has not seen them; once that player's connection goes, the claim is allowed
//! after the time away, counted from the going.

use std::time::Duration;

use medusa::online::{ClientMessage, PROTOCOL_VERSION, RoomEvent, ServerMessage, SideChoice};

use super::cluster::Cluster;
use super::support::{Client, Server, temp_folder};

/// How long a player may be away in this test (`--away`, seconds).
const AWAY_S: u64 = 1;

#[tokio::test]
async fn a_claim_is_judged_on_the_presence_on_every_process() {
    let folder = temp_folder("presence");
    let cluster = Cluster::start(&folder, &["-c", "fsync=off"]);
    let away = AWAY_S.to_string();
    let one = Server::start(&cluster.url(), "127.0.0.1:0", &["--away", &away]);
    let two = Server::start(&cluster.url(), "127.0.0.1:0", &["--away", &away]);
    let mut creator = Client::open(&one.url()).await;
    creator
        .send(ClientMessage::Create {
            version: PROTOCOL_VERSION,
            game: "medea".to_string(),
            komi: None,
            side: SideChoice::First,
            clock: None,
        })
        .await;
    let code = match creator.next().await {
        ServerMessage::Welcome { room, .. } => room.code,
        other => panic!("a welcome, not {other:?}"),
    };
    let mut joiner = Client::open(&two.url()).await;
    joiner
        .send(ClientMessage::Join {
            version: PROTOCOL_VERSION,
            code,
        })
        .await;
    assert!(matches!(
        joiner.next().await,
        ServerMessage::Welcome { seat: Some(1), .. }
    ));
    // The first process hears of the second seat through the database.
    loop {
        if let (_, RoomEvent::Seated { seat: 1 }) = creator.event().await {
            break;
        }
    }
    // Longer than the time away: this process has never seen the second player, who is
    // connected to the other one.
    tokio::time::sleep(Duration::from_millis(AWAY_S * 1000 + 500)).await;
    assert_eq!(
        creator.refused(ClientMessage::Claim {}).await,
        "your opponent is connected"
    );
    // The second player goes; the claim waits for the time away from then.
    joiner.connection.close().await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    let early = creator.refused(ClientMessage::Claim {}).await;
    assert_eq!(
        early,
        format!("your opponent has been away 0 s; the game can be claimed after {AWAY_S} s")
    );
    tokio::time::sleep(Duration::from_millis(AWAY_S * 1000)).await;
    creator.send(ClientMessage::Claim {}).await;
    assert_eq!(creator.event().await.1, RoomEvent::Claimed { seat: 0 });
    assert_eq!(
        creator.event().await.1,
        RoomEvent::Ended {
            result: "White wins: Black was away too long".to_string()
        }
    );
    drop((one, two, cluster));
    let _ = std::fs::remove_dir_all(&folder);
}
