//! The server under load: `MEDUSA_BENCH_ROOMS` rooms at once (2 connections each), the players making
//! random legal Medea moves as fast as the server acknowledges them (or, with
//! `MEDUSA_BENCH_PAUSE_MS`, waiting that long after each acknowledged move, as people
//! think), for `MEDUSA_BENCH_PLIES` plies a room (30).
//! Every room is created and joined before any move is played, so all of them are held at
//! once. Reports moves a second (over the playing), the round trip of a move (sent to
//! acknowledged: median and 99th percentile), the server's resident memory (its peak, and
//! at the end with the rooms still held) and the rooms that failed, with why.
//!
//! The store: SQLite in a temporary folder by default; `MEDUSA_BENCH_DB=postgres` starts a
//! throwaway PostgreSQL cluster as the tests do (`initdb` in a temporary folder, as the
//! `postgres` user when run as root; fsync on, as a real server has it), and
//! `MEDUSA_BENCH_DB=postgres://...` uses that database.
//!
//! `MEDUSA_BENCH_SERVER=PATH` runs another build's `medusa` as the server (the bench's own
//! by default), to measure two versions in one sitting.
//!
//! `MEDUSA_BENCH_ROOMS=1000 cargo bench --no-default-features --features server --bench server_load`

#[allow(dead_code)]
#[path = "../tests/server/cluster.rs"]
mod cluster;

use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};
use std::sync::{Arc, OnceLock};
use std::time::{Duration, Instant};

use tokio::sync::Barrier;

use medusa::games::GAMES;
use medusa::games::contract::GameOptions;
use medusa::online::{ClientMessage, PROTOCOL_VERSION, RoomEvent, ServerMessage, SideChoice};
use medusa::server::client::Connection;

fn env_number(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// A figure of the server's memory in MiB, from /proc: `VmRSS` (resident now) or `VmHWM`
/// (the peak).
fn memory_mib(pid: u32, field: &str) -> f64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix(field))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<f64>().ok())
        .map_or(0.0, |kb| kb / 1024.0)
}

async fn next_event(connection: &mut Connection) -> Result<(u64, RoomEvent), String> {
    loop {
        match connection.receive().await? {
            ServerMessage::Event { seq, event, .. } => return Ok((seq, event)),
            ServerMessage::Error { message } => return Err(message),
            _ => {}
        }
    }
}

/// Two connections in a new room: the creator's and the joiner's, both seated.
async fn seat_two(url: &str) -> Result<[Connection; 2], String> {
    let mut seats = [Connection::open(url).await?, Connection::open(url).await?];
    seats[0]
        .send(&ClientMessage::Create {
            version: PROTOCOL_VERSION,
            game: "medea".into(),
            options: GameOptions::new(),
            side: SideChoice::First,
            clock: None,
        })
        .await?;
    let (code, invite) = match seats[0].receive().await? {
        ServerMessage::Welcome { room, invite, .. } => (room.code, invite),
        other => return Err(format!("{other:?}")),
    };
    seats[1]
        .send(&ClientMessage::Join {
            version: PROTOCOL_VERSION,
            code,
            invite,
        })
        .await?;
    match seats[1].receive().await? {
        ServerMessage::Welcome { seat: Some(_), .. } => Ok(seats),
        other => Err(format!("{other:?}")),
    }
}

/// One room: creates it, joins it, waits for every other room to be seated, plays `plies`
/// random moves; the round trips.
async fn room(
    url: String,
    plies: usize,
    pause: Duration,
    seed: u64,
    all_seated: Arc<Barrier>,
    playing_since: Arc<OnceLock<Instant>>,
) -> Result<Vec<Duration>, String> {
    let seated = seat_two(&url).await;
    if all_seated.wait().await.is_leader() {
        let _ = playing_since.set(Instant::now());
    }
    let mut seats = seated?;
    let mut game = GAMES
        .find("medea")
        .map_err(|e| e.to_string())?
        .start(&GameOptions::default())?;
    let mut rng = seed | 1;
    if !pause.is_zero() {
        // The rooms' moves spread over the pause rather than all at once.
        tokio::time::sleep(pause.mul_f64((seed % 1000) as f64 / 1000.0)).await;
    }
    let mut times = Vec::new();
    let mut seen = [0u64; 2];
    for played in 0..plies {
        if game.outcome().is_some() {
            break;
        }
        let legal = game.legal_tokens().unwrap_or_default();
        if legal.is_empty() {
            break;
        }
        rng ^= rng << 13;
        rng ^= rng >> 7;
        rng ^= rng << 17;
        let notation = legal[(rng % legal.len() as u64) as usize].clone();
        let mover = game.to_move();
        let start = Instant::now();
        seats[mover]
            .send(&ClientMessage::Move {
                played,
                notation: notation.clone(),
            })
            .await?;
        let target = 3 + played as u64;
        while seen[mover] < target {
            let (seq, _) = next_event(&mut seats[mover]).await?;
            seen[mover] = seq;
        }
        times.push(start.elapsed());
        if !pause.is_zero() {
            tokio::time::sleep(pause).await;
        }
        game.play_token(&notation)?;
    }
    Ok(times)
}

fn main() {
    let rooms = env_number("MEDUSA_BENCH_ROOMS", 1000);
    let plies = env_number("MEDUSA_BENCH_PLIES", 30);
    let pause = Duration::from_millis(env_number("MEDUSA_BENCH_PAUSE_MS", 0) as u64);
    let folder = std::env::temp_dir().join(format!("medusa-bench-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    std::fs::create_dir_all(&folder).expect("a temporary folder");
    let mut cluster = None;
    let db = match std::env::var("MEDUSA_BENCH_DB") {
        Ok(db) if db == "postgres" => {
            let pg = folder.join("postgres");
            std::fs::create_dir_all(&pg).expect("a folder for PostgreSQL");
            let started = cluster.insert(cluster::Cluster::start(&pg, &[]));
            started.url()
        }
        Ok(db) => db,
        Err(_) => folder.join("bench.sqlite").display().to_string(),
    };
    let log = std::fs::File::create(folder.join("server.log")).expect("the server's log");
    // Another build's server, for measuring two versions in one sitting.
    let binary = std::env::var("MEDUSA_BENCH_SERVER")
        .unwrap_or_else(|_| env!("CARGO_BIN_EXE_medusa").to_string());
    let mut server = Command::new(binary)
        .args(["serve", "--addr", "127.0.0.1:0", "--db", &db])
        .args([
            "--rooms-per-address",
            "1000000",
            "--messages-per-second",
            "100000",
            // Every connection comes from 127.0.0.1.
            "--connections-per-address",
            "1000000",
            "--lookups-per-minute",
            "1000000",
        ])
        .stdout(Stdio::piped())
        .stderr(log)
        .spawn()
        .expect("medusa serve starts");
    let mut line = String::new();
    BufReader::new(server.stdout.take().expect("output"))
        .read_line(&mut line)
        .expect("the first line");
    let addr = line.trim().trim_start_matches("listening on ").to_string();
    let url = format!("ws://{addr}");
    let runtime = tokio::runtime::Runtime::new().expect("a runtime");
    let started = Instant::now();
    let all_seated = Arc::new(Barrier::new(rooms));
    let playing_since = Arc::new(OnceLock::new());
    let results = runtime.block_on(async {
        let tasks: Vec<_> = (0..rooms)
            .map(|i| {
                tokio::spawn(room(
                    url.clone(),
                    plies,
                    pause,
                    0x9E37_79B9 + i as u64,
                    Arc::clone(&all_seated),
                    Arc::clone(&playing_since),
                ))
            })
            .collect();
        let mut all = Vec::new();
        for task in tasks {
            all.push(task.await.unwrap_or_else(|e| Err(e.to_string())));
        }
        all
    });
    let finished = Instant::now();
    let playing_since = playing_since.get().copied().unwrap_or(started);
    let seating = playing_since.duration_since(started);
    let playing = finished.duration_since(playing_since);
    let rss = memory_mib(server.id(), "VmRSS:");
    let peak = memory_mib(server.id(), "VmHWM:");
    let failed = results.iter().filter(|r| r.is_err()).count();
    let mut reasons: Vec<&String> = results.iter().filter_map(|r| r.as_ref().err()).collect();
    reasons.sort();
    reasons.dedup();
    for why in reasons.iter().take(5) {
        eprintln!("a room failed: {why}");
    }
    let mut times: Vec<Duration> = results.into_iter().flatten().flatten().collect();
    times.sort();
    let at = |q: f64| {
        times
            .get(((times.len() as f64 - 1.0) * q).round() as usize)
            .copied()
            .unwrap_or_default()
    };
    println!(
        "{rooms} rooms ({} connections, {} ms between a player's moves) seated in {:.1} s; {} moves in {:.1} s: {:.0} moves/s; \
         round trip median {:.1} ms, p99 {:.1} ms; server RSS peak {:.0} MiB, {:.0} MiB at \
         the end; {failed} rooms failed; store {}",
        rooms * 2,
        pause.as_millis(),
        seating.as_secs_f64(),
        times.len(),
        playing.as_secs_f64(),
        times.len() as f64 / playing.as_secs_f64(),
        at(0.5).as_secs_f64() * 1000.0,
        at(0.99).as_secs_f64() * 1000.0,
        peak,
        rss,
        if db.starts_with("postgres") {
            "PostgreSQL"
        } else {
            "SQLite"
        },
    );
    let _ = server.kill();
    let _ = server.wait();
    if failed > 0 {
        let log = std::fs::read_to_string(folder.join("server.log")).unwrap_or_default();
        let lines: Vec<&str> = log.lines().collect();
        for line in &lines[lines.len().saturating_sub(10)..] {
            eprintln!("server: {line}");
        }
    }
    drop(cluster);
    let _ = std::fs::remove_dir_all(&folder);
}
