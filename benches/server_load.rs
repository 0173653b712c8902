//! The server under load: `ROOMS` rooms at once (2 connections each), the players making
//! random legal Medea moves as fast as the server acknowledges them, for `PLIES` plies a room.
//! Reports moves a second, the round trip of a move (sent to acknowledged: median and 99th
//! percentile) and the server's resident memory. `MEDUSA_BENCH_DB=postgres://...` measures
//! PostgreSQL instead of SQLite.
//!
//! `MEDUSA_BENCH_ROOMS=1000 cargo bench --no-default-features --features server --bench server_load`

use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

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

/// The server's resident memory in MiB, from /proc.
fn rss_mib(pid: u32) -> f64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
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

/// One room: creates it, joins it, plays `plies` random moves; the round trips.
async fn room(url: String, plies: usize, seed: u64) -> Result<Vec<Duration>, String> {
    let mut seats = [Connection::open(&url).await?, Connection::open(&url).await?];
    seats[0]
        .send(&ClientMessage::Create {
            version: PROTOCOL_VERSION,
            game: "medea".into(),
            komi: None,
            side: SideChoice::First,
            clock: None,
        })
        .await?;
    let code = match seats[0].receive().await? {
        ServerMessage::Welcome { room, .. } => room.code,
        other => return Err(format!("{other:?}")),
    };
    seats[1]
        .send(&ClientMessage::Join {
            version: PROTOCOL_VERSION,
            code,
        })
        .await?;
    let mut game = GAMES
        .find("medea")
        .map_err(|e| e.to_string())?
        .start(&GameOptions::default())?;
    let mut rng = seed | 1;
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
        game.play_token(&notation)?;
    }
    Ok(times)
}

fn main() {
    let rooms = env_number("MEDUSA_BENCH_ROOMS", 1000);
    let plies = env_number("MEDUSA_BENCH_PLIES", 30);
    let folder = std::env::temp_dir().join(format!("medusa-bench-{}", std::process::id()));
    let _ = std::fs::create_dir_all(&folder);
    let db = std::env::var("MEDUSA_BENCH_DB")
        .unwrap_or_else(|_| folder.join("bench.sqlite").display().to_string());
    let mut server = Command::new(env!("CARGO_BIN_EXE_medusa"))
        .args(["serve", "--addr", "127.0.0.1:0", "--db", &db])
        .args([
            "--rooms-per-address",
            "1000000",
            "--messages-per-second",
            "100000",
        ])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
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
    let results = runtime.block_on(async {
        let tasks: Vec<_> = (0..rooms)
            .map(|i| tokio::spawn(room(url.clone(), plies, 0x9E37_79B9 + i as u64)))
            .collect();
        let mut all = Vec::new();
        for task in tasks {
            all.push(task.await.unwrap_or_else(|e| Err(e.to_string())));
        }
        all
    });
    let elapsed = started.elapsed();
    let rss = rss_mib(server.id());
    let failed = results.iter().filter(|r| r.is_err()).count();
    if let Some(Err(why)) = results.iter().find(|r| r.is_err()) {
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
        "{rooms} rooms ({} connections), {} moves in {:.1} s: {:.0} moves/s; round trip median \
         {:.1} ms, p99 {:.1} ms; server RSS {:.0} MiB; {failed} rooms failed; store {}",
        rooms * 2,
        times.len(),
        elapsed.as_secs_f64(),
        times.len() as f64 / elapsed.as_secs_f64(),
        at(0.5).as_secs_f64() * 1000.0,
        at(0.99).as_secs_f64() * 1000.0,
        rss,
        if db.starts_with("postgres") {
            "PostgreSQL"
        } else {
            "SQLite"
        },
    );
    let _ = server.kill();
    let _ = server.wait();
    let _ = std::fs::remove_dir_all(&folder);
}
