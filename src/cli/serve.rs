//! `medusa serve`: the online-play server (see `medusa::server`), its options read here.

use std::net::{IpAddr, SocketAddr};
use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args;
use medusa::server::{self, Config};

use super::data_folder;
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
    /// Messages one connection may send a second (every frame counts).
    #[arg(long, default_value_t = 20)]
    messages_per_second: u32,
    /// Seconds a client has to send a request's head before its connection is closed.
    #[arg(long, default_value_t = 10, value_parser = clap::value_parser!(u64).range(1..))]
    header_timeout: u64,
    /// Seconds a WebSocket connection may send no frame (an HTTP connection move no byte)
    /// before it is closed.
    #[arg(long, default_value_t = 60, value_parser = clap::value_parser!(u64).range(1..))]
    idle_timeout: u64,
    /// Seconds between the server's pings on a WebSocket connection (less than
    /// --idle-timeout: a client's pong keeps its connection open).
    #[arg(long, default_value_t = 20, value_parser = clap::value_parser!(u64).range(1..))]
    ping_interval: u64,
    /// Connections open at once, in all (lowered to what the limit on open files allows).
    #[arg(long, default_value_t = 10_000, value_parser = clap::value_parser!(u64).range(1..))]
    max_connections: u64,
    /// Connections open at once from one address (one /64 network for IPv6).
    #[arg(long, default_value_t = 64, value_parser = clap::value_parser!(u64).range(1..))]
    connections_per_address: u64,
    /// A reverse proxy (its address, as the server sees it) whose X-Forwarded-For header
    /// names the client; may be given more than once. Without it the header is ignored.
    #[arg(long = "trusted-proxy", value_name = "ADDR")]
    trusted_proxies: Vec<IpAddr>,
    /// Rooms one address may look up by code a minute: joining, watching, reading a record.
    #[arg(long, default_value_t = 60, value_parser = clap::value_parser!(u32).range(1..))]
    lookups_per_minute: u32,
    /// Days after a game ends that its seats' tokens still bring a player back to it.
    #[arg(long, default_value_t = 7)]
    token_days: u64,
    /// Players' names one address may register in an hour.
    #[arg(long, default_value_t = 5, value_parser = clap::value_parser!(u32).range(1..))]
    names_per_address: u32,
    /// Sign-ins with a password one address may try a minute, and one name be tried with.
    #[arg(long, default_value_t = 5, value_parser = clap::value_parser!(u32).range(1..))]
    sign_ins_per_minute: u32,
    /// Open challenges one player may have in the lobby at once.
    #[arg(long, default_value_t = 3, value_parser = clap::value_parser!(u64).range(1..))]
    challenges_per_player: u64,
    /// Connections that may follow the lobby at once, in all.
    #[arg(long, default_value_t = 2_000, value_parser = clap::value_parser!(u64).range(1..))]
    lobby_subscribers: u64,
    /// Connections that may follow the lobby at once from one address.
    #[arg(long, default_value_t = 4, value_parser = clap::value_parser!(u64).range(1..))]
    lobby_subscribers_per_address: u64,
    /// Web Push's key pair (VAPID), made there on the first start (default:
    /// medusa-push-key.pem beside the SQLite file; with PostgreSQL, push needs this option,
    /// the same file for every server of the database).
    #[arg(long, value_name = "FILE")]
    push_key: Option<PathBuf>,
    /// Who runs the server, as the browsers' push services are told (`mailto:ADDR` or an
    /// https address; Apple's service asks for it).
    #[arg(long, value_name = "URL")]
    push_contact: Option<String>,
    /// Sends no Web Push notifications (and makes no push key).
    #[arg(long, conflicts_with = "push_key")]
    no_push: bool,
    /// The SMTP server that sends notifications by e-mail (`smtp://HOST:PORT`,
    /// `smtps://USER:PASSWORD@HOST`, `smtp://HOST?tls=required`); with --mail-from and
    /// --public-url.
    #[arg(long, value_name = "URL", requires_all = ["mail_from", "public_url"])]
    smtp: Option<String>,
    /// The sender of the e-mail (`Medusa <medusa@example.org>`).
    #[arg(long, value_name = "ADDR", requires = "smtp")]
    mail_from: Option<String>,
    /// The server's address as its players reach it (`https://medusa.example.org`): the
    /// links in e-mail start with it.
    #[arg(long, value_name = "URL")]
    public_url: Option<String>,
    /// For tests only: push endpoints may be http://127.0.0.1 addresses (refused unless
    /// --addr is a loopback address).
    #[arg(long, hide = true)]
    test_push_http: bool,
    /// For tests only: the server's time is the system's plus the milliseconds this file
    /// holds, read on each use (refused unless --addr is a loopback address).
    #[arg(long, hide = true, value_name = "FILE")]
    test_clock: Option<PathBuf>,
    /// Ends the server when the process that started it ends (for tests).
    #[arg(long, hide = true)]
    exit_with_parent: bool,
}

/// The SQLite file in the data folder.
fn default_db() -> Result<String, String> {
    let folder = data_folder().ok_or("no data folder was found for this user: give --db FILE")?;
    Ok(folder.join("medusa-server.sqlite").display().to_string())
}

/// Where the push key is kept: --push-key, or beside the SQLite file (in the data folder by
/// default); `None` without push: for PostgreSQL, whose servers share one key, --push-key
/// names it.
fn push_key(args: &ServeArgs, db: &str) -> Option<PathBuf> {
    if args.no_push {
        return None;
    }
    if let Some(path) = &args.push_key {
        return Some(path.clone());
    }
    let file = db.strip_prefix("sqlite:").unwrap_or(db);
    if db.starts_with("postgres://") || db.starts_with("postgresql://") || file == ":memory:" {
        return None;
    }
    let folder = std::path::Path::new(file)
        .parent()
        .filter(|folder| !folder.as_os_str().is_empty())
        .unwrap_or(std::path::Path::new("."));
    Some(folder.join("medusa-push-key.pem"))
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
    if args.ping_interval >= args.idle_timeout {
        eprintln!(
            "--ping-interval ({}) must be less than --idle-timeout ({}): a client answers \
             the pings, and only so shows it is there",
            args.ping_interval, args.idle_timeout
        );
        return ExitCode::from(BAD_INPUT);
    }
    let config = Config {
        site: args.site.clone(),
        away_ms: args.away.saturating_mul(1000),
        max_rooms_per_address: args.rooms_per_address,
        messages_per_second: args.messages_per_second.max(1),
        header_timeout_ms: args.header_timeout.saturating_mul(1000),
        idle_timeout_ms: args.idle_timeout.saturating_mul(1000),
        ping_interval_ms: args.ping_interval.saturating_mul(1000),
        max_connections: usize::try_from(args.max_connections).unwrap_or(usize::MAX),
        connections_per_address: usize::try_from(args.connections_per_address)
            .unwrap_or(usize::MAX),
        trusted_proxies: args.trusted_proxies.clone(),
        lookups_per_minute: args.lookups_per_minute,
        token_keep_ms: args.token_days.saturating_mul(86_400_000),
        names_per_address: args.names_per_address,
        sign_ins_per_minute: args.sign_ins_per_minute,
        challenges_per_player: usize::try_from(args.challenges_per_player).unwrap_or(usize::MAX),
        lobby_subscribers: usize::try_from(args.lobby_subscribers).unwrap_or(usize::MAX),
        lobby_subscribers_per_address: usize::try_from(args.lobby_subscribers_per_address)
            .unwrap_or(usize::MAX),
        push_key: push_key(args, &db),
        push_contact: args.push_contact.clone(),
        push_loopback_http: args.test_push_http,
        smtp: args.smtp.clone(),
        mail_from: args.mail_from.clone(),
        public_url: args.public_url.clone(),
        ..Config::default()
    };
    if args.test_push_http && !args.addr.ip().is_loopback() {
        eprintln!("--test-push-http is for tests, on a loopback address only");
        return ExitCode::from(BAD_INPUT);
    }
    if let Some(file) = &args.test_clock {
        if !args.addr.ip().is_loopback() {
            eprintln!("--test-clock is for tests, on a loopback address only");
            return ExitCode::from(BAD_INPUT);
        }
        if let Err(why) = server::use_test_clock(file.clone()) {
            eprintln!("{why}");
            return ExitCode::from(BAD_INPUT);
        }
    }
    if args.exit_with_parent {
        server::exit_with_parent();
    }
    server::start_log();
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
