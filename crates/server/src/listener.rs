//! The accept loop. Every TCP connection is counted against two caps, the connections open
//! in all and those from one address (an IPv4 address, an IPv6 /64); one over a cap is
//! answered with an HTTP 503 and a sentence, and closed. An admitted connection is served as
//! HTTP/1.1 by hyper with a header-read timeout (a client that has not finished its request's
//! head in time is cut off, and so is a kept-alive connection that sends no next request), and
//! closed when no byte has moved either way for the idle timeout (a download nobody reads);
//! a WebSocket upgrade goes on as a connection of its own, still counted.
//!
//! Behind a trusted reverse proxy every connection comes from the proxy's address, which is
//! not capped by address: the proxy's `X-Forwarded-For` names the client (see [`address`]),
//! and the WebSocket upgrade counts the client's connections instead.
//!
//! [`address`]: super::address

use std::collections::HashMap;
use std::convert::Infallible;
use std::io;
use std::net::IpAddr;
use std::pin::Pin;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, OnceLock, PoisonError};
use std::task::{Context, Poll};
use std::time::{Duration, Instant};

use axum::Router;
use axum::body::Body;
use axum::http::{HeaderValue, Request, Response, StatusCode, header};
use hyper::body::Incoming;
use hyper::server::conn::http1;
use hyper::service::service_fn;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::service::TowerToHyperService;
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{OwnedSemaphorePermit, Semaphore};
use tower::ServiceExt;

use super::Config;
use super::address::{client_address, plain, quota_key};
use super::hub::stopped;

/// Refused connections answered at once with their sentence; more are closed without one, so
/// that a flood of refused connections holds no more than these.
const REFUSING: usize = 64;

/// How long a refused connection may take to send its request's head before it is closed
/// without its sentence.
const REFUSAL_WAIT: Duration = Duration::from_secs(2);

/// File descriptors kept for everything but connections: the listener, the database, the
/// site's files being sent, the refused connections.
const RESERVED_DESCRIPTORS: usize = 128 + REFUSING;

/// The most bytes hyper buffers for a connection, reading a request's head or writing a
/// response: a head longer than this is refused, and a file is sent in pieces no longer.
const MAX_BUFFER: usize = 64 * 1024;

/// How long the accept loop pauses when the operating system refuses it a connection (no
/// file descriptor left, no memory): the connections that end meanwhile make room.
const ACCEPT_PAUSE: Duration = Duration::from_millis(20);

/// Who a request comes from, as the router's handlers see it (a request extension).
#[derive(Clone)]
pub struct Visitor {
    /// The client's address: the peer's, or the one a trusted proxy names.
    pub address: IpAddr,
    /// Whether the peer is a trusted proxy, whose connections are not counted by address:
    /// the WebSocket upgrade counts the client's instead.
    pub proxied: bool,
    /// The caps, for that count.
    pub gate: Arc<Gate>,
}

/// The connections open, in all and by address, and the caps on them.
pub struct Gate {
    max_connections: usize,
    per_address: usize,
    counts: Mutex<Counts>,
}

#[derive(Default)]
struct Counts {
    total: usize,
    by_address: HashMap<IpAddr, usize>,
}

/// One admitted connection, counted until it is dropped.
pub struct Pass {
    gate: Arc<Gate>,
    total: bool,
    address: Option<IpAddr>,
}

impl Gate {
    pub fn new(max_connections: usize, per_address: usize) -> Gate {
        Gate {
            max_connections,
            per_address,
            counts: Mutex::new(Counts::default()),
        }
    }

    /// How many connections are open.
    pub fn open(&self) -> usize {
        self.counts().total
    }

    fn counts(&self) -> std::sync::MutexGuard<'_, Counts> {
        // The counts are plain numbers: a panic elsewhere leaves them usable.
        self.counts.lock().unwrap_or_else(PoisonError::into_inner)
    }

    fn refusal_for_address(&self) -> String {
        format!(
            "too many connections from your address: at most {} at a time",
            self.per_address
        )
    }

    /// Counts a TCP connection, and against `address` (a quota key) when it is given; or the
    /// sentence refusing it.
    pub fn admit(self: &Arc<Self>, address: Option<IpAddr>) -> Result<Pass, String> {
        let mut counts = self.counts();
        if counts.total >= self.max_connections {
            return Err(format!(
                "the server is full: it holds {} connections, its most; try again in a moment",
                self.max_connections
            ));
        }
        if let Some(address) = address {
            let open = counts.by_address.entry(address).or_default();
            if *open >= self.per_address {
                return Err(self.refusal_for_address());
            }
            *open += 1;
        }
        counts.total += 1;
        Ok(Pass {
            gate: Arc::clone(self),
            total: true,
            address,
        })
    }

    /// Counts a connection against `address` (a quota key) alone: a client's WebSocket
    /// through a trusted proxy, whose TCP connection was counted in all already.
    pub fn admit_address(self: &Arc<Self>, address: IpAddr) -> Result<Pass, String> {
        let mut counts = self.counts();
        let open = counts.by_address.entry(address).or_default();
        if *open >= self.per_address {
            return Err(self.refusal_for_address());
        }
        *open += 1;
        Ok(Pass {
            gate: Arc::clone(self),
            total: false,
            address: Some(address),
        })
    }
}

impl Drop for Pass {
    fn drop(&mut self) {
        let mut counts = self.gate.counts();
        if self.total {
            counts.total = counts.total.saturating_sub(1);
        }
        if let Some(address) = self.address
            && let Some(open) = counts.by_address.get_mut(&address)
        {
            *open = open.saturating_sub(1);
            if *open == 0 {
                counts.by_address.remove(&address);
            }
        }
    }
}

/// Milliseconds since the first call, on the monotonic clock.
fn clock_ms() -> u64 {
    static START: OnceLock<Instant> = OnceLock::new();
    START.get_or_init(Instant::now).elapsed().as_millis() as u64
}

/// A connection's socket that notes when a byte last moved either way, and holds the
/// connection's [`Pass`] for as long as the socket lives (through a WebSocket upgrade too).
struct Watched {
    stream: TcpStream,
    moved_ms: Arc<AtomicU64>,
    _pass: Pass,
}

impl Watched {
    fn moved(&self) {
        self.moved_ms.store(clock_ms(), Ordering::Relaxed);
    }
}

impl AsyncRead for Watched {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        let before = buf.filled().len();
        let polled = Pin::new(&mut self.stream).poll_read(cx, buf);
        if matches!(polled, Poll::Ready(Ok(()))) && buf.filled().len() > before {
            self.moved();
        }
        polled
    }
}

impl AsyncWrite for Watched {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        let polled = Pin::new(&mut self.stream).poll_write(cx, buf);
        if matches!(polled, Poll::Ready(Ok(n)) if n > 0) {
            self.moved();
        }
        polled
    }

    fn poll_write_vectored(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        let polled = Pin::new(&mut self.stream).poll_write_vectored(cx, bufs);
        if matches!(polled, Poll::Ready(Ok(n)) if n > 0) {
            self.moved();
        }
        polled
    }

    fn is_write_vectored(&self) -> bool {
        self.stream.is_write_vectored()
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.stream).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.stream).poll_shutdown(cx)
    }
}

/// The timeouts and the trusted proxies, as the connections use them.
struct Limits {
    header_timeout: Duration,
    idle_ms: u64,
    trusted_proxies: Vec<IpAddr>,
}

/// Raises the soft limit on open files to the hard limit (a server is meant to use what it
/// is allowed) and lowers `config.max_connections` to what the limit leaves room for, with a
/// line in the log when it does.
pub fn fit_to_descriptors(config: &mut Config) {
    let Some(limit) = descriptor_limit() else {
        return;
    };
    let room = limit.saturating_sub(RESERVED_DESCRIPTORS).max(1);
    if config.max_connections > room {
        tracing::warn!(
            "at most {room} connections, not {}: the process may open {limit} files",
            config.max_connections
        );
        config.max_connections = room;
    }
}

/// The process's limit on open files, raised to its hard limit first.
#[cfg(unix)]
fn descriptor_limit() -> Option<usize> {
    let mut limit = libc::rlimit {
        rlim_cur: 0,
        rlim_max: 0,
    };
    // SAFETY: getrlimit and setrlimit read and write the one plain struct given.
    unsafe {
        if libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit) != 0 {
            return None;
        }
        if limit.rlim_cur < limit.rlim_max {
            let raised = libc::rlimit {
                rlim_cur: limit.rlim_max.min(1 << 20),
                rlim_max: limit.rlim_max,
            };
            if raised.rlim_cur > limit.rlim_cur
                && libc::setrlimit(libc::RLIMIT_NOFILE, &raised) == 0
            {
                limit = raised;
            }
        }
    }
    usize::try_from(limit.rlim_cur).ok()
}

#[cfg(not(unix))]
fn descriptor_limit() -> Option<usize> {
    None
}

/// Whether an accept error is the one connection's (it went before it was taken), rather
/// than the server's (no descriptor or memory left).
fn lost_connection(error: &io::Error) -> bool {
    matches!(
        error.kind(),
        io::ErrorKind::ConnectionRefused
            | io::ErrorKind::ConnectionAborted
            | io::ErrorKind::ConnectionReset
    )
}

/// Takes connections from `listener` and serves each with `router`, until `stopping` says
/// to stop; then the connections open, still being served, are counted by the gate it gives.
pub async fn run(
    listener: TcpListener,
    router: Router,
    config: &Config,
    mut stopping: tokio::sync::watch::Receiver<bool>,
) -> Arc<Gate> {
    let limits = Arc::new(Limits {
        header_timeout: Duration::from_millis(config.header_timeout_ms.max(1)),
        idle_ms: config.idle_timeout_ms.max(1),
        trusted_proxies: config.trusted_proxies.iter().copied().map(plain).collect(),
    });
    let gate = Arc::new(Gate::new(
        config.max_connections,
        config.connections_per_address,
    ));
    let refusing = Arc::new(Semaphore::new(REFUSING));
    let mut complained: Option<Instant> = None;
    loop {
        let accepted = tokio::select! {
            accepted = listener.accept() => accepted,
            () = stopped(&mut stopping) => return gate,
        };
        let (stream, peer) = match accepted {
            Ok(accepted) => accepted,
            Err(error) if lost_connection(&error) => continue,
            Err(error) => {
                if complained.is_none_or(|at| at.elapsed() > Duration::from_secs(60)) {
                    tracing::error!("cannot take a connection: {error}");
                    complained = Some(Instant::now());
                }
                tokio::time::sleep(ACCEPT_PAUSE).await;
                continue;
            }
        };
        let peer = plain(peer.ip());
        let proxied = limits.trusted_proxies.contains(&peer);
        match gate.admit((!proxied).then(|| quota_key(peer))) {
            Ok(pass) => {
                let visitor = Visitor {
                    address: peer,
                    proxied,
                    gate: Arc::clone(&gate),
                };
                tokio::spawn(serve(
                    stream,
                    pass,
                    visitor,
                    router.clone(),
                    Arc::clone(&limits),
                ));
            }
            Err(sentence) => {
                if let Ok(permit) = Arc::clone(&refusing).try_acquire_owned() {
                    tokio::spawn(refuse(stream, sentence, permit));
                }
            }
        }
    }
}

/// Serves one admitted connection until it ends, its head comes too late, or nothing moves
/// on it for the idle timeout.
async fn serve(
    stream: TcpStream,
    pass: Pass,
    visitor: Visitor,
    router: Router,
    limits: Arc<Limits>,
) {
    // Frames and moves are small and each is awaited: no waiting to fill packets.
    let _ = stream.set_nodelay(true);
    let moved_ms = Arc::new(AtomicU64::new(clock_ms()));
    let io = TokioIo::new(Watched {
        stream,
        moved_ms: Arc::clone(&moved_ms),
        _pass: pass,
    });
    let proxies = limits.trusted_proxies.clone();
    let peer = visitor.address;
    let service = router.map_request(move |mut request: Request<Incoming>| {
        let mut visitor = visitor.clone();
        visitor.address = client_address(peer, request.headers(), &proxies);
        request.extensions_mut().insert(visitor);
        request
    });
    let mut builder = http1::Builder::new();
    builder
        .timer(TokioTimer::new())
        .header_read_timeout(limits.header_timeout)
        .max_buf_size(MAX_BUFFER);
    let connection = builder
        .serve_connection(io, TowerToHyperService::new(service))
        .with_upgrades();
    tokio::select! {
        _ = connection => {}
        _ = stalled(&moved_ms, limits.idle_ms) => {}
    }
}

/// Ends once no byte has moved for `idle_ms`.
async fn stalled(moved_ms: &AtomicU64, idle_ms: u64) {
    loop {
        let quiet = clock_ms().saturating_sub(moved_ms.load(Ordering::Relaxed));
        if quiet >= idle_ms {
            return;
        }
        tokio::time::sleep(Duration::from_millis((idle_ms - quiet).max(10))).await;
    }
}

/// Answers a refused connection's request with a 503 and `sentence`, and closes it.
async fn refuse(stream: TcpStream, sentence: String, _permit: OwnedSemaphorePermit) {
    let body = format!("{sentence}\n");
    let service = service_fn(move |_request: Request<Incoming>| {
        let mut response = Response::new(Body::from(body.clone()));
        *response.status_mut() = StatusCode::SERVICE_UNAVAILABLE;
        let headers = response.headers_mut();
        headers.insert(
            header::CONTENT_TYPE,
            HeaderValue::from_static("text/plain; charset=utf-8"),
        );
        headers.insert(header::RETRY_AFTER, HeaderValue::from_static("10"));
        headers.insert(header::CONNECTION, HeaderValue::from_static("close"));
        std::future::ready(Ok::<_, Infallible>(response))
    });
    let mut builder = http1::Builder::new();
    builder
        .timer(TokioTimer::new())
        .header_read_timeout(REFUSAL_WAIT)
        .max_buf_size(MAX_BUFFER)
        .keep_alive(false);
    let connection = builder.serve_connection(TokioIo::new(stream), service);
    let _ = tokio::time::timeout(2 * REFUSAL_WAIT, connection).await;
}
