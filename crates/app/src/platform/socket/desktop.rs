//! The desktop's socket: a thread that connects (with a time limit; `wss://` over TLS with
//! rustls, trusting the system's certificate authorities), then reads with a short timeout
//! and writes what the game has queued in between, handing what it reads over a channel.
//! Dropping the socket ends the thread.

use std::io::ErrorKind;
use std::net::{TcpStream, ToSocketAddrs};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, Sender, TryRecvError};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use tungstenite::handshake::HandshakeRole;
use tungstenite::stream::MaybeTlsStream;
use tungstenite::{HandshakeError, Message, WebSocket};

use crate::session::{RoomSocket, SocketEvent, Waker};

/// How long connecting may take.
const CONNECT_FOR: Duration = Duration::from_secs(5);

/// How long a read waits before the thread looks for frames to send.
const READ_WAIT: Duration = Duration::from_millis(20);

/// An open or opening WebSocket.
#[derive(Debug)]
pub struct Socket {
    outgoing: Sender<String>,
    /// A `Mutex` only so that the socket can be kept in a resource; one reader takes from it.
    incoming: Mutex<Receiver<SocketEvent>>,
    closed: Arc<AtomicBool>,
}

impl Socket {
    /// Starts opening a socket to `url` (`ws://HOST:PORT/ws`); `waker` is called when
    /// something has happened to it.
    pub fn open(url: &str, waker: Waker) -> Socket {
        let (outgoing, to_send) = mpsc::channel::<String>();
        let (report, incoming) = mpsc::channel::<SocketEvent>();
        let closed = Arc::new(AtomicBool::new(false));
        let url = url.to_string();
        let stop = Arc::clone(&closed);
        let spawned = std::thread::Builder::new()
            .name("online socket".into())
            .spawn(move || {
                let tell = |event: SocketEvent| {
                    let sent = report.send(event).is_ok();
                    waker.wake();
                    sent
                };
                let why = match connect(&url) {
                    Ok(socket) => {
                        tell(SocketEvent::Opened);
                        run(socket, &to_send, &tell, &stop)
                    }
                    Err(why) => why,
                };
                tell(SocketEvent::Closed(why));
            });
        // Without its thread the socket reports itself closed at the first look.
        if let Err(error) = spawned {
            bevy::log::warn!("no thread for the online socket: {error}");
        }
        Socket {
            outgoing,
            incoming: Mutex::new(incoming),
            closed,
        }
    }
}

impl RoomSocket for Socket {
    fn send(&self, text: String) {
        let _ = self.outgoing.send(text);
    }

    fn events(&self) -> Vec<SocketEvent> {
        let Ok(incoming) = self.incoming.lock() else {
            return vec![SocketEvent::Closed("the socket broke".into())];
        };
        let mut events = Vec::new();
        loop {
            match incoming.try_recv() {
                Ok(event) => events.push(event),
                Err(TryRecvError::Empty) => break,
                Err(TryRecvError::Disconnected) => {
                    if !matches!(events.last(), Some(SocketEvent::Closed(_))) {
                        events.push(SocketEvent::Closed("the connection ended".into()));
                    }
                    break;
                }
            }
        }
        events
    }
}

impl Drop for Socket {
    fn drop(&mut self) {
        self.closed.store(true, Ordering::Relaxed);
    }
}

/// The host and port of a `ws://` address (port 80 unless named) or a `wss://` one (443).
fn host_of(url: &str) -> Result<String, String> {
    let (rest, port) = match (url.strip_prefix("ws://"), url.strip_prefix("wss://")) {
        (Some(rest), _) => (rest, 80),
        (_, Some(rest)) => (rest, 443),
        _ => return Err(format!("{url} is not a WebSocket address")),
    };
    let host = rest.split('/').next().unwrap_or(rest);
    Ok(if host.contains(':') && !host.ends_with(']') {
        host.to_string()
    } else {
        format!("{host}:{port}")
    })
}

/// The TCP connection under a socket, plain or secure.
fn tcp_of(stream: &MaybeTlsStream<TcpStream>) -> Option<&TcpStream> {
    match stream {
        MaybeTlsStream::Plain(stream) => Some(stream),
        MaybeTlsStream::Rustls(stream) => Some(stream.get_ref()),
        _ => None,
    }
}

/// Why a handshake with `host` failed, in a sentence: TLS's refusal (a certificate the system
/// does not trust, or for another name) or a server that is not a WebSocket's.
fn handshake_failure<S: HandshakeRole>(host: &str, error: HandshakeError<S>) -> String {
    let tls = match &error {
        HandshakeError::Failure(tungstenite::Error::Tls(_)) => true,
        HandshakeError::Failure(tungstenite::Error::Io(io)) => io
            .get_ref()
            .is_some_and(|inner| inner.is::<rustls::Error>()),
        _ => false,
    };
    match error {
        HandshakeError::Failure(tungstenite::Error::Io(io)) if tls => {
            let why = io
                .get_ref()
                .map_or_else(|| io.to_string(), ToString::to_string);
            format!("no secure connection to {host} ({why})")
        }
        error if tls => format!("no secure connection to {host} ({error})"),
        error => format!("{host} does not speak WebSocket ({error})"),
    }
}

/// Connects and shakes hands (TLS first for `wss://`), each step within [`CONNECT_FOR`].
fn connect(url: &str) -> Result<WebSocket<MaybeTlsStream<TcpStream>>, String> {
    let host = host_of(url)?;
    let addresses = host
        .to_socket_addrs()
        .map_err(|error| format!("cannot find {host} ({error})"))?;
    let mut last = format!("cannot find {host}");
    for address in addresses {
        match TcpStream::connect_timeout(&address, CONNECT_FOR) {
            Ok(stream) => {
                let _ = stream.set_nodelay(true);
                let _ = stream.set_read_timeout(Some(CONNECT_FOR));
                let _ = stream.set_write_timeout(Some(CONNECT_FOR));
                let (socket, _) = tungstenite::client_tls(url, stream)
                    .map_err(|error| handshake_failure(&host, error))?;
                tcp_of(socket.get_ref())
                    .ok_or_else(|| "the connection is of an unknown kind".to_string())?
                    .set_read_timeout(Some(READ_WAIT))
                    .map_err(|error| error.to_string())?;
                return Ok(socket);
            }
            Err(error) => last = format!("cannot connect to {host} ({error})"),
        }
    }
    Err(last)
}

/// Reads and writes until the connection ends or the socket is dropped; why it ended.
fn run(
    mut socket: WebSocket<MaybeTlsStream<TcpStream>>,
    to_send: &Receiver<String>,
    tell: &dyn Fn(SocketEvent) -> bool,
    stop: &AtomicBool,
) -> String {
    loop {
        if stop.load(Ordering::Relaxed) {
            let _ = socket.close(None);
            let _ = socket.flush();
            return "closed".into();
        }
        loop {
            match to_send.try_recv() {
                Ok(text) => {
                    if let Err(error) = socket.send(Message::text(text)) {
                        return format!("the connection was lost ({error})");
                    }
                }
                Err(TryRecvError::Empty) => break,
                Err(TryRecvError::Disconnected) => {
                    let _ = socket.close(None);
                    let _ = socket.flush();
                    return "closed".into();
                }
            }
        }
        match socket.read() {
            Ok(Message::Text(text)) => {
                if !tell(SocketEvent::Text(text.to_string())) {
                    return "closed".into();
                }
            }
            Ok(Message::Close(_)) => return "the server closed the connection".into(),
            Ok(_) => {}
            Err(tungstenite::Error::Io(error))
                if matches!(error.kind(), ErrorKind::WouldBlock | ErrorKind::TimedOut) => {}
            Err(error) => return format!("the connection was lost ({error})"),
        }
    }
}
