//! `medusa serve`: the online-play server (feature `server`). Players, watchers and bots
//! connect by WebSocket (`/ws`, the protocol of [`medusa_online`]); every move is checked by
//! the game's core before it is stored, and acknowledged only once stored; the move log in
//! the database is the truth, and rooms are rebuilt from it. The same process serves the
//! static site and the rooms' records.
//!
//! * [`room`]: one room's rules: what an act makes; how an event changes the room is the
//!   protocol's [`RoomState`](medusa_online::RoomState), which the app's client shares.
//! * [`hub`]: the rooms held in memory, the store behind them, the broadcast to connections.
//! * [`listener`]: the accept loop: the caps on connections, the HTTP timeouts.
//! * [`address`]: the client's address, behind a trusted reverse proxy too; quotas' keys.
//! * [`connection`]: one WebSocket connection and its limits.
//! * [`budgets`]: how fast an address may look rooms up by code, register names and try
//!   sign-ins (and a name be tried).
//! * [`players`]: players' names, their keys and passwords.
//! * [`lobby`]: the open challenges and the games being played, as subscribers follow them.
//! * [`error`]: a refusal, told to the player, or a fault inside, logged and never told.
//! * [`reading`]: a client's frame read into a message, or refused with a sentence.
//! * [`seat_key`]: a seat's token as the store keeps it, hashed.
//! * [`ratings`]: players' Glicko-2 ratings, after each rated game, and how they are shown.
//! * [`store`], [`sqlite`], [`postgres`]: where rooms are kept, with who is connected to
//!   which seat; [`migrations`]: their schema, step by step.
//! * [`site`]: the static site and the records over HTTP.
//! * [`clock`]: the server's time, which a test may move forward.
//! * [`correspondence`]: games by the day: deadlines decided with nobody connected,
//!   vacations, conditional moves, the games waiting for a player's move.
//! * [`notifications`]: "your turn" notifications, queued and sent by [`push`] (Web Push)
//!   and [`mail`] (e-mail), and the players' settings for them.
//! * [`client`]: the client side, for `medusa bot`, the tests and the load bench.
//! * [`bot`]: a player on a server with an engine, in a room or in the lobby: `medusa bot`.

mod address;
mod api;
pub mod bot;
mod budgets;
mod chat;
pub mod client;
mod clock;
pub mod club_store;
mod club_view;
mod clubs;
mod connected;
mod connection;
mod correspondence;
pub mod error;
pub mod hub;
mod listener;
pub mod lobby;
mod mail;
mod matching;
mod migrations;
mod my_games;
mod notifications;
pub mod pairing;
pub mod players;
mod postgres;
mod push;
mod rated;
pub mod ratings;
mod reading;
mod rematch;
pub mod room;
mod seat_key;
mod site;
mod sqlite;
pub mod standings;
pub mod store;

use std::net::{IpAddr, SocketAddr};
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use axum::extract::State;
use axum::extract::ws::WebSocketUpgrade;
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Extension, Router};
use tracing::Instrument;

pub use clock::{now_ms, use_test_clock};
use hub::{Hub, TICK};
use medusa_rules::{GAMES, Registry};
use store::{News, Store};
use tokio::sync::mpsc::UnboundedReceiver;

/// How the server runs.
#[derive(Clone, Debug)]
pub struct Config {
    /// The static site's folder, if any.
    pub site: Option<PathBuf>,
    /// How long a player may be away before the opponent can claim the game.
    pub away_ms: u64,
    /// How long a room nobody is connected to stays in memory.
    pub idle_ms: u64,
    /// Rooms one address may create in an hour.
    pub max_rooms_per_address: usize,
    /// Messages one connection may send a second.
    pub messages_per_second: u32,
    /// How long a client has to send its request's head (and a kept-alive connection its
    /// next request) before the connection is closed.
    pub header_timeout_ms: u64,
    /// How long a WebSocket connection may send no frame, and an HTTP connection move no byte
    /// either way, before it is closed.
    pub idle_timeout_ms: u64,
    /// How often the server pings a WebSocket connection (a client's pong is a frame: a live
    /// client is never idle for longer than this).
    pub ping_interval_ms: u64,
    /// Connections open at once, in all.
    pub max_connections: usize,
    /// Connections open at once from one address (an IPv6 address's /64 network).
    pub connections_per_address: usize,
    /// Reverse proxies whose `X-Forwarded-For` names the client.
    pub trusted_proxies: Vec<IpAddr>,
    /// Rooms one address may look up by code a minute (joining, watching, reading a record).
    pub lookups_per_minute: u32,
    /// How long after a game ends its seats' tokens still bring a player back.
    pub token_keep_ms: u64,
    /// Names one address may register in an hour.
    pub names_per_address: u32,
    /// Sign-ins with a password one address may try a minute, and one name be tried with
    /// (a failed `identify` counts for its address too).
    pub sign_ins_per_minute: u32,
    /// Open challenges one player may have at once.
    pub challenges_per_player: usize,
    /// Connections following the lobby at once, in all and from one address.
    pub lobby_subscribers: usize,
    pub lobby_subscribers_per_address: usize,
    /// The games its rooms may be of: the program's, or a list of one's own (a test's game).
    pub games: Registry,
    /// Web Push: the file of the server's VAPID key pair (made there when missing); without
    /// it the server sends no push.
    pub push_key: Option<PathBuf>,
    /// Who runs the server, as push services are told (VAPID's `sub`: `mailto:` or
    /// `https:`).
    pub push_contact: Option<String>,
    /// For tests: push endpoints may be `http://127.0.0.1` addresses.
    pub push_loopback_http: bool,
    /// E-mail: the SMTP server (lettre's URL) and the sender's address; without them the
    /// server sends no e-mail.
    pub smtp: Option<String>,
    pub mail_from: Option<String>,
    /// The server's address as its players reach it (`https://medusa.example`): the links
    /// in e-mail start with it.
    pub public_url: Option<String>,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            site: None,
            away_ms: 60_000,
            idle_ms: 60_000,
            max_rooms_per_address: 20,
            messages_per_second: 20,
            header_timeout_ms: 10_000,
            idle_timeout_ms: 60_000,
            ping_interval_ms: 20_000,
            max_connections: 10_000,
            connections_per_address: 64,
            trusted_proxies: Vec::new(),
            lookups_per_minute: 60,
            token_keep_ms: 7 * 86_400_000,
            names_per_address: 5,
            sign_ins_per_minute: 5,
            challenges_per_player: 3,
            lobby_subscribers: 2_000,
            lobby_subscribers_per_address: 4,
            games: GAMES,
            push_key: None,
            push_contact: None,
            push_loopback_http: false,
            smtp: None,
            mail_from: None,
            public_url: None,
        }
    }
}

/// The largest frame the WebSocket layer reads at all, and so the most a connection can make
/// the server hold for a frame: frames above [`medusa_online::MAX_FRAME_BYTES`] and up to this
/// cost an error frame, longer ones close the connection (code 1009) as soon as their header
/// names their length.
const HARD_FRAME_LIMIT: usize = 2 * medusa_online::MAX_FRAME_BYTES;

/// The bytes a connection reads at a time. Frames are small (a move is a hundred bytes), and
/// the WebSocket layer's default of 128 KiB, held by every connection, came to a quarter
/// of a gigabyte with 2,000 connections; a longer frame is still read, in more reads.
const READ_BUFFER: usize = 4096;

/// Starts the server's log on standard error: `RUST_LOG` chooses what is written (`info`
/// without it; `medusa=debug` adds each connection's entry into a room), in colour on a
/// terminal only. Each connection's lines name its client and room.
pub fn start_log() {
    use std::io::IsTerminal;
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info"));
    // A log started already (a test's) is kept.
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .with_ansi(std::io::stderr().is_terminal())
        .try_init();
}

/// Milliseconds since this process started, on a clock that only goes forward: for how long
/// something took or lasted within the process (budgets, idle times), which a change of the
/// system's clock must not stretch or shrink. What is stored or shared between processes
/// keeps [`now_ms`].
pub fn monotonic_ms() -> u64 {
    static START: std::sync::OnceLock<std::time::Instant> = std::sync::OnceLock::new();
    START
        .get_or_init(std::time::Instant::now)
        .elapsed()
        .as_millis() as u64
}

/// `N` bytes from the OS's random source. Without one the server cannot make tokens, and
/// stops rather than hand out guessable ones.
pub fn random_bytes<const N: usize>() -> [u8; N] {
    let mut bytes = [0u8; N];
    if let Err(error) = getrandom::fill(&mut bytes) {
        tracing::error!("the operating system gives no random numbers: {error}");
        std::process::exit(1);
    }
    bytes
}

/// A random 64-bit number.
pub fn random_u64() -> u64 {
    u64::from_le_bytes(random_bytes())
}

/// Ends the process once the process that started it has ended (a thread looks every
/// quarter of a second whether the process was handed to another parent): a server started
/// by a test ends with the test's process, even one killed or one that never dropped it.
#[cfg(unix)]
pub fn exit_with_parent() {
    let parent = std::os::unix::process::parent_id();
    std::thread::spawn(move || {
        loop {
            if std::os::unix::process::parent_id() != parent {
                std::process::exit(0);
            }
            std::thread::sleep(std::time::Duration::from_millis(250));
        }
    });
}

/// Without a parent to watch, nothing.
#[cfg(not(unix))]
pub fn exit_with_parent() {}

/// Opens the store, listens on `addr`, prints `listening on ADDRESS` as the first line of
/// standard output, and serves until SIGTERM or SIGINT: then it takes no more connections,
/// asks every client to come back (close code 1012), and returns once they have closed.
pub async fn serve(addr: SocketAddr, db: &str, config: Config) -> Result<(), String> {
    let server = Listening::open(addr, db, config).await?;
    println!("listening on {}", server.address());
    server.serve().await
}

/// A server with its store open, listening on its address, before it serves.
pub struct Listening {
    socket: tokio::net::TcpListener,
    bound: SocketAddr,
    hub: Arc<Hub>,
    news: Option<UnboundedReceiver<News>>,
    config: Config,
}

impl Listening {
    /// Opens the store `db` and listens on `addr` (port 0: any free port).
    pub async fn open(addr: SocketAddr, db: &str, mut config: Config) -> Result<Listening, String> {
        listener::fit_to_descriptors(&mut config);
        let store = Store::open(db).await?;
        let description = store.describe();
        let news = store.news();
        let notifications = notifications::Notifications::new(&config)?;
        let hub = Arc::new(Hub::new(store, config.clone(), notifications));
        let socket = tokio::net::TcpListener::bind(addr)
            .await
            .map_err(|e| format!("cannot listen on {addr}: {e}"))?;
        let bound = socket
            .local_addr()
            .map_err(|e| format!("cannot listen on {addr}: {e}"))?;
        tracing::info!("rooms in {description}; ws://{bound}/ws");
        match (hub.notifications.push_key(), &config.push_key) {
            (Some(_), Some(path)) => tracing::info!("push key in {}", path.display()),
            _ => tracing::info!("no push notifications (no push key)"),
        }
        if let Some(file) = clock::test_clock() {
            tracing::warn!(
                "the server's time is moved by {} (--test-clock): for tests only",
                file.display()
            );
        }
        Ok(Listening {
            socket,
            bound,
            hub,
            news,
            config,
        })
    }

    /// The address it listens on.
    pub fn address(&self) -> SocketAddr {
        self.bound
    }

    /// Serves until SIGTERM or SIGINT (as [`serve`]).
    pub async fn serve(self) -> Result<(), String> {
        let Listening {
            socket,
            hub,
            news,
            config,
            ..
        } = self;
        {
            let hub = Arc::clone(&hub);
            tokio::spawn(async move {
                let mut ticks = tokio::time::interval(TICK);
                loop {
                    ticks.tick().await;
                    hub.tick().await;
                }
            });
        }
        tokio::spawn(Arc::clone(&hub).send_notices());
        if let Some(mut news) = news {
            let hub = Arc::clone(&hub);
            tokio::spawn(async move {
                while let Some(news) = news.recv().await {
                    hub.news(news).await;
                }
            });
        }
        let stopping = hub.stopping();
        {
            let hub = Arc::clone(&hub);
            tokio::spawn(async move {
                let signal = stop_signal().await;
                tracing::info!("{signal}: stopping");
                hub.stop();
            });
        }
        let app = Router::new()
            .route("/ws", get(upgrade))
            .route("/api/rooms/{code}/record", get(site::record))
            .route("/api/lobby", get(api::lobby))
            .route("/api/players/{name}", get(api::player))
            .route("/api/events/{id}", get(api::event))
            .route("/api/events/{id}/games", get(api::event_games))
            .route("/api/push/key", get(notifications::push_key))
            .route(
                "/unsubscribe",
                get(notifications::unsubscribe).post(notifications::unsubscribe),
            )
            .fallback(site::file)
            .with_state(Arc::clone(&hub));
        let gate = listener::run(socket, app, &config, stopping).await;
        // Every connection was told to come back; each closes once its act in progress is
        // stored. What was acknowledged is in the store already.
        let deadline = tokio::time::Instant::now() + STOP_PATIENCE;
        while gate.open() > 0 && tokio::time::Instant::now() < deadline {
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        tracing::info!("stopped, {} connections left open", gate.open());
        Ok(())
    }
}

/// How long a stopping server waits for its connections to close.
const STOP_PATIENCE: Duration = Duration::from_secs(10);

/// Waits for SIGTERM (what a service manager sends) or SIGINT (Ctrl-C); which one came.
async fn stop_signal() -> &'static str {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{SignalKind, signal};
        match (
            signal(SignalKind::terminate()),
            signal(SignalKind::interrupt()),
        ) {
            (Ok(mut terminate), Ok(mut interrupt)) => tokio::select! {
                _ = terminate.recv() => "SIGTERM",
                _ = interrupt.recv() => "SIGINT",
            },
            _ => std::future::pending().await,
        }
    }
    #[cfg(not(unix))]
    {
        let _ = tokio::signal::ctrl_c().await;
        "Ctrl-C"
    }
}

/// `GET /ws`: a WebSocket connection. Through a trusted proxy it is counted against the
/// client's address here, and refused with a 503 and a sentence over the cap; the quotas of
/// the connection (rooms created) count by the client's address too.
async fn upgrade(
    ws: WebSocketUpgrade,
    State(hub): State<Arc<Hub>>,
    Extension(visitor): Extension<listener::Visitor>,
) -> Response {
    let key = address::quota_key(visitor.address);
    let pass = if visitor.proxied {
        match visitor.gate.admit_address(key) {
            Ok(pass) => Some(pass),
            Err(sentence) => {
                return (
                    StatusCode::SERVICE_UNAVAILABLE,
                    [(header::CONTENT_TYPE, "text/plain; charset=utf-8")],
                    format!("{sentence}\n"),
                )
                    .into_response();
            }
        }
    } else {
        None
    };
    ws.max_message_size(HARD_FRAME_LIMIT)
        .max_frame_size(HARD_FRAME_LIMIT)
        .read_buffer_size(READ_BUFFER)
        .on_upgrade(move |socket| {
            // The connection's log lines name the client and, once they are known, the room
            // and the player.
            let span =
                tracing::info_span!("connection", client = %key, room = tracing::field::Empty, player = tracing::field::Empty);
            async move {
                connection::serve(socket, hub, key).await;
                drop(pass);
            }
            .instrument(span)
        })
}
