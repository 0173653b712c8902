//! `medusa serve`: the online-play server (see `medusa::server`), its options read here.

use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args;
use medusa::server::{self, Config};

use super::replay::BAD_INPUT;

/// The options of `medusa serve`.
#[derive(Args, Debug)]
pub struct ServeArgs {
    /// The address to listen on (port 0: any free port; the first line printed names it).
    #[arg(long, default_value = "127.0.0.1:8080")]
    addr: SocketAddr,
    /// The database: `postgres://USER@HOST/DB` for PostgreSQL (several servers may share
    /// it), or an SQLite file (default: medusa-server.sqlite in the data folder, which
    /// MEDUSA_DATA_DIR moves).
    #[arg(long)]
    db: Option<String>,
    /// The static site to serve (web/build's output, target/site).
    #[arg(long)]
    site: Option<PathBuf>,
    /// Seconds a player may be away before the opponent can claim the game.
    #[arg(long, default_value_t = 60)]
    away: u64,
    /// Rooms one address may create in an hour.
    #[arg(long, default_value_t = 20)]
    rooms_per_address: usize,
    /// Messages one connection may send a second.
    #[arg(long, default_value_t = 20)]
    messages_per_second: u32,
}

/// The SQLite file in the data folder.
fn default_db() -> Result<String, String> {
    let folder = match std::env::var_os("MEDUSA_DATA_DIR") {
        Some(folder) => PathBuf::from(folder),
        None => directories::ProjectDirs::from("org", "Medusa", "Medusa")
            .map(|dirs| dirs.data_dir().to_path_buf())
            .ok_or("no data folder was found for this user: give --db FILE")?,
    };
    Ok(folder.join("medusa-server.sqlite").display().to_string())
}

/// Serves until the process is stopped.
pub fn run(args: &ServeArgs) -> ExitCode {
    let db = match args.db.clone().map_or_else(default_db, Ok) {
        Ok(db) => db,
        Err(why) => {
            eprintln!("{why}");
            return ExitCode::from(BAD_INPUT);
        }
    };
    if let Some(site) = &args.site
        && !site.is_dir()
    {
        eprintln!("--site {} is not a folder", site.display());
        return ExitCode::from(BAD_INPUT);
    }
    let config = Config {
        site: args.site.clone(),
        away_ms: args.away.saturating_mul(1000),
        max_rooms_per_address: args.rooms_per_address,
        messages_per_second: args.messages_per_second.max(1),
        ..Config::default()
    };
    let runtime = match tokio::runtime::Runtime::new() {
        Ok(runtime) => runtime,
        Err(error) => {
            eprintln!("cannot start the server: {error}");
            return ExitCode::FAILURE;
        }
    };
    match runtime.block_on(server::serve(args.addr, &db, config)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(why) => {
            eprintln!("{why}");
            ExitCode::FAILURE
        }
    }
}
