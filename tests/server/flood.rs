//! Slow and stalled clients cannot take the server from everyone else: a server allowed 1,024
//! open files, flooded with 2,000 connections that never finish a request (half a WebSocket
//! upgrade's head, or nothing at all), still lets two players create, join and play a game;
//! it closes every stalled connection once the header-read timeout has passed; and when the
//! flood comes from many addresses and fills the cap on connections in all, the players get
//! in as soon as the timeout has made room.

use std::net::IpAddr;
use std::time::{Duration, Instant};

use futures_util::future::join_all;
use tokio::io::{AsyncReadExt, AsyncWriteExt};

use super::support::{
    Client, Server, connect_from, create_join_and_play, raise_file_limit, sqlite, temp_folder,
    ws_from,
};

/// The stalled connections of each flood.
const FLOOD: usize = 2000;

/// The server's header-read timeout in this test, in seconds.
const HEADER_TIMEOUT: u64 = 2;

/// Half of a WebSocket upgrade's head: the blank line that ends it never comes.
const HALF_UPGRADE: &[u8] =
    b"GET /ws HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n";

/// Opens `FLOOD` connections to `addr` from the addresses `from` in turn, half of them
/// sending half an upgrade; each is held by a task that ends when the server closes it, with
/// how long it was open. Connections that could not be made at all are left out.
async fn flood(addr: &str, from: &[IpAddr]) -> Vec<tokio::task::JoinHandle<Duration>> {
    let mut watched = Vec::new();
    for batch in (0..FLOOD).collect::<Vec<_>>().chunks(100) {
        let opened = join_all(batch.iter().map(|&i| {
            let from = from[i % from.len()];
            async move {
                let mut stream = connect_from(from, addr).await.ok()?;
                if i % 2 == 0 {
                    let _ = stream.write_all(HALF_UPGRADE).await;
                }
                Some(stream)
            }
        }))
        .await;
        for mut stream in opened.into_iter().flatten() {
            watched.push(tokio::spawn(async move {
                let opened = Instant::now();
                let mut bytes = [0u8; 512];
                loop {
                    match stream.read(&mut bytes).await {
                        Ok(0) | Err(_) => return opened.elapsed(),
                        Ok(_) => {}
                    }
                }
            }));
        }
    }
    watched
}

/// A player's connection from `from`, tried again every tenth of a second while the server
/// refuses it, for at most `patience`.
async fn player(from: IpAddr, addr: &str, patience: Duration) -> Client {
    let deadline = Instant::now() + patience;
    loop {
        match ws_from(from, addr, &[]).await {
            Ok(client) => return client,
            Err(refusal) if Instant::now() < deadline => {
                let _ = refusal;
                tokio::time::sleep(Duration::from_millis(100)).await;
            }
            Err(refusal) => panic!("the player never got in: {refusal:?}"),
        }
    }
}

/// How long the slowest of the flood's connections stayed open; panics if one is still open
/// after `patience`.
async fn all_closed(
    mut watched: Vec<tokio::task::JoinHandle<Duration>>,
    patience: Duration,
) -> Duration {
    let deadline = tokio::time::Instant::now() + patience;
    let mut slowest = Duration::ZERO;
    let count = watched.len();
    let mut open = 0;
    for handle in watched.iter_mut() {
        match tokio::time::timeout_at(deadline, handle).await {
            Ok(closed) => slowest = slowest.max(closed.expect("the watch")),
            Err(_) => open += 1,
        }
    }
    for handle in &watched {
        handle.abort();
    }
    assert_eq!(
        open, 0,
        "{open} of {count} stalled connections are still open"
    );
    slowest
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn stalled_connections_do_not_keep_players_out() {
    let files = raise_file_limit();
    assert!(
        files >= 2 * FLOOD as u64 + 200,
        "this test holds {FLOOD} connections; the limit on open files is {files}"
    );
    let folder = temp_folder("flood");
    let header_timeout = HEADER_TIMEOUT.to_string();
    let server = Server::start_with_file_limit(
        &sqlite(&folder),
        "127.0.0.1:0",
        &[
            "--header-timeout",
            &header_timeout,
            "--idle-timeout",
            "3",
            "--ping-interval",
            "1",
        ],
        1024,
    );
    let addr = server.addr.clone();
    let one: IpAddr = [127, 0, 0, 1].into();
    let white: IpAddr = [127, 0, 0, 2].into();
    let black: IpAddr = [127, 0, 0, 3].into();

    // A flood from one address: all but the cap per address are refused at once, and the
    // players, from addresses of their own, play while it lasts.
    let started = Instant::now();
    let watched = flood(&addr, &[one]).await;
    let flooded = started.elapsed();
    let made = watched.len();
    let playing = Instant::now();
    let mut first = player(white, &addr, Duration::from_secs(1)).await;
    let mut second = player(black, &addr, Duration::from_secs(1)).await;
    tokio::time::timeout(
        Duration::from_secs(10),
        create_join_and_play(&mut first, &mut second, 4),
    )
    .await
    .expect("the game is played while the flood lasts");
    let played = playing.elapsed();
    eprintln!(
        "one address: {made} of {FLOOD} stalled connections opened in {flooded:?}, a game \
         of 4 moves played in {played:?}"
    );
    let slowest = all_closed(watched, Duration::from_secs(HEADER_TIMEOUT + 5)).await;
    eprintln!("one address: the last stalled connection closed after {slowest:?}");
    assert!(
        slowest < Duration::from_secs(HEADER_TIMEOUT + 3),
        "the stalled connections are closed after the header-read timeout: {slowest:?}"
    );
    first.connection.close().await;
    second.connection.close().await;

    // A flood from 40 addresses, each under the cap per address, fills the cap in all (the
    // server fits it under its 1,024 open files): the players are refused until the
    // header-read timeout closes the stalled connections, then get in.
    let many: Vec<IpAddr> = (1..=40).map(|i| IpAddr::from([127, 0, 1, i])).collect();
    let started = Instant::now();
    let watched = flood(&addr, &many).await;
    let flooded = started.elapsed();
    assert!(
        server.open_files() < 1024,
        "the server keeps under its limit on open files"
    );
    let patience = Duration::from_secs(HEADER_TIMEOUT + 4);
    let mut first = player(white, &addr, patience).await;
    let mut second = player(black, &addr, patience).await;
    let admitted = started.elapsed();
    tokio::time::timeout(
        Duration::from_secs(10),
        create_join_and_play(&mut first, &mut second, 4),
    )
    .await
    .expect("the game is played once the players are in");
    let slowest = all_closed(watched, Duration::from_secs(HEADER_TIMEOUT + 5)).await;
    eprintln!(
        "40 addresses: {FLOOD} stalled connections opened in {flooded:?}, the players in \
         after {admitted:?}, the last stalled connection closed after {slowest:?}"
    );
    assert!(
        slowest < Duration::from_secs(HEADER_TIMEOUT + 3),
        "{slowest:?}"
    );
    drop(server);
    let _ = std::fs::remove_dir_all(&folder);
}
