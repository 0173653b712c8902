//! Two server processes on one PostgreSQL database: the players are connected to different
//! processes, and a watcher on a third connection follows the whole game, the processes
//! telling each other of news through LISTEN/NOTIFY. The test starts a throwaway cluster
//! (`initdb` in a temporary folder, as the `postgres` user when run as root) and fails,
//! saying what to do, when PostgreSQL is not installed.

use std::time::Duration;

use medusa::online::{Invitation, RoomEvent};

use super::cluster::Cluster;
use super::support::{Bot, Client, Server, temp_folder};

#[tokio::test]
async fn two_processes_share_a_room_through_postgresql() {
    let folder = temp_folder("postgres");
    let cluster = Cluster::start(&folder, &["-c", "fsync=off", "-c", "max_connections=50"]);
    let options = ["--messages-per-second", "1000"];
    let one = Server::start(&cluster.url(), "127.0.0.1:0", &options);
    let two = Server::start(&cluster.url(), "127.0.0.1:0", &options);
    let creator = Bot::start(&one.url(), &["--create", "medea", "--engine", "random"]);
    let invitation = creator.line(Duration::from_secs(20));
    let code = Invitation::parse(&invitation).expect("an invitation").code;
    let (mut watcher, _) = Client::watch(&one.url(), code, None).await;
    let joiner = Bot::start(&two.url(), &["--join", &invitation, "--engine", "random"]);
    let mut expected = 1;
    let mut moves = 0;
    let result = loop {
        let (seq, event) = watcher.event().await;
        assert_eq!(seq, expected);
        expected += 1;
        match event {
            RoomEvent::Moved { .. } => moves += 1,
            RoomEvent::Ended { result } => break result,
            _ => {}
        }
    };
    assert!(moves > 10);
    for bot in [creator, joiner] {
        let (last, ok) = tokio::task::spawn_blocking(move || bot.finish(Duration::from_secs(60)))
            .await
            .expect("the bot");
        assert!(ok);
        assert_eq!(last, result);
    }
    // The second process knows the whole game too.
    let (mut other, last_seq) = Client::watch(&two.url(), code, None).await;
    assert_eq!(last_seq, expected - 1);
    assert_eq!(other.event().await.0, 1);
    drop(cluster);
    let _ = std::fs::remove_dir_all(&folder);
}
