//! Presence spans the processes: two server processes on one PostgreSQL database, a player on
//! each. A claim against a player connected to the other process is refused, however long
//! this process has not seen them; once that player's socket goes silent (no answer to the
//! server's pings), the other process closes it, and the claim is allowed after the time
//! away, counted from the closing.

use std::time::{Duration, Instant};

use medusa::online::{ClientMessage, RoomEvent, ServerMessage};

use super::cluster::Cluster;
use super::support::{Server, create_here_join_there, temp_folder};

/// How long a player may be away in this test (`--away`, seconds).
const AWAY_S: u64 = 1;

#[tokio::test]
async fn a_claim_is_judged_on_the_presence_on_every_process() {
    let folder = temp_folder("presence");
    let cluster = Cluster::start(&folder, &["-c", "fsync=off"]);
    let away = AWAY_S.to_string();
    let options = [
        "--away",
        &away,
        "--ping-interval",
        "1",
        "--idle-timeout",
        "2",
    ];
    let one = Server::start(&cluster.url(), "127.0.0.1:0", &options);
    let two = Server::start(&cluster.url(), "127.0.0.1:0", &options);
    let (_code, mut creator, mut joiner, _token) =
        create_here_join_there(&one.url(), &two.url()).await;
    // The first process hears of the second seat through the database.
    loop {
        if let (_, RoomEvent::Seated { seat: 1, .. }) = creator.event().await {
            break;
        }
    }
    // Longer than the time away, both players answering the pings: this process has never
    // seen the second player, who is connected to the other one.
    let patience = Duration::from_millis(AWAY_S * 1000 + 500);
    let (_, _) = tokio::join!(creator.quiet_for(patience), joiner.quiet_for(patience));
    assert_eq!(
        creator.refused(ClientMessage::Claim {}).await,
        "your opponent is connected"
    );
    // The second player goes silent; its process closes the socket after the idle time, and
    // the claim is allowed once the time away has passed since.
    let silent = Instant::now();
    let claimed = loop {
        creator.quiet_for(Duration::from_millis(250)).await;
        creator.send(ClientMessage::Claim {}).await;
        match creator.next().await {
            ServerMessage::Error { message } => {
                assert!(
                    message == "your opponent is connected"
                        || message.starts_with("your opponent has been away "),
                    "{message}"
                );
                assert!(
                    silent.elapsed() < Duration::from_secs(20),
                    "never claimable"
                );
            }
            ServerMessage::Event { event, .. } => break (silent.elapsed(), event),
            other => panic!("a refusal or the claim, not {other:?}"),
        }
    };
    assert_eq!(claimed.1, RoomEvent::Claimed { seat: 0 });
    // At least the time away after the silence began (the idle time counts from the last
    // frame the player sent, which came before).
    assert!(claimed.0 >= Duration::from_secs(AWAY_S), "{:?}", claimed.0);
    assert_eq!(
        creator.event().await.1,
        RoomEvent::Ended {
            result: "White wins: Black was away too long".to_string()
        }
    );
    drop(joiner);
    drop((one, two, cluster));
    let _ = std::fs::remove_dir_all(&folder);
}
