//! What the server tests share: a server process (killed when dropped, and ending by itself
//! when the test binary ends: `--exit-with-parent`), bot processes, and a connection that
//! reads with a deadline.

use std::collections::VecDeque;
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use medusa::games::GAMES;
use medusa::games::contract::GameOptions;
use medusa::online::{
    ClientMessage, PROTOCOL_VERSION, PlayerKey, RoomCode, RoomEvent, SeatToken, ServerMessage,
    SideChoice,
};
use medusa::server::client::Connection;

pub const BINARY: &str = env!("CARGO_BIN_EXE_medusa");

/// How long a test waits for one message before it fails.
pub const PATIENCE: Duration = Duration::from_secs(30);

/// A move `notation` for the position after `played` moves.
pub fn move_at(played: usize, notation: &str) -> ClientMessage {
    ClientMessage::Move {
        played,
        notation: notation.to_string(),
    }
}

/// A `medusa serve` process.
pub struct Server {
    pub child: Child,
    pub addr: String,
}

impl Server {
    /// Starts a server on `db` listening on `addr` with more options; waits for its first
    /// line, which names the address.
    pub fn start(db: &str, addr: &str, options: &[&str]) -> Server {
        Server::spawn(Command::new(BINARY), db, addr, options)
    }

    /// Starts a server as [`Server::start`] does, allowed at most `files` open files (a
    /// shell sets the limit, soft and hard, and becomes the server).
    pub fn start_with_file_limit(db: &str, addr: &str, options: &[&str], files: u32) -> Server {
        let mut command = Command::new("sh");
        command.args([
            "-c",
            &format!("ulimit -n {files} && exec \"$0\" \"$@\""),
            BINARY,
        ]);
        Server::spawn(command, db, addr, options)
    }

    /// Starts a server as [`Server::start`] does, with `RUST_LOG` set to `filter`; its log's
    /// lines come on the receiver.
    pub fn start_logged(
        db: &str,
        addr: &str,
        options: &[&str],
        filter: &str,
    ) -> (Server, std::sync::mpsc::Receiver<String>) {
        let mut command = Command::new(BINARY);
        command.env("RUST_LOG", filter).stderr(Stdio::piped());
        let mut server = Server::spawn(command, db, addr, options);
        let stderr = server.child.stderr.take().expect("the server's log");
        let (sender, lines) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stderr).lines().map_while(Result::ok) {
                if sender.send(line).is_err() {
                    break;
                }
            }
        });
        (server, lines)
    }

    /// A command's standard error is the log's when it was set, and nowhere otherwise.
    fn spawn(mut command: Command, db: &str, addr: &str, options: &[&str]) -> Server {
        let logged = command.get_envs().any(|(key, _)| key == "RUST_LOG");
        if !logged {
            command.stderr(Stdio::null());
        }
        let mut child = command
            .args(["serve", "--addr", addr, "--db", db, "--exit-with-parent"])
            .args(options)
            .stdout(Stdio::piped())
            .spawn()
            .expect("medusa serve starts");
        let stdout = child.stdout.take().expect("the server's output");
        let mut line = String::new();
        BufReader::new(stdout)
            .read_line(&mut line)
            .expect("the server's first line");
        let addr = line
            .trim()
            .strip_prefix("listening on ")
            .unwrap_or_else(|| panic!("the first line names the address: {line:?}"))
            .to_string();
        Server { child, addr }
    }

    pub fn url(&self) -> String {
        format!("ws://{}", self.addr)
    }

    /// The server's resident memory in bytes (`VmRSS` in /proc).
    pub fn resident_bytes(&self) -> u64 {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.child.id()))
            .expect("the server's status");
        status
            .lines()
            .find_map(|line| line.strip_prefix("VmRSS:"))
            .and_then(|rest| rest.trim().strip_suffix("kB"))
            .and_then(|kib| kib.trim().parse::<u64>().ok())
            .expect("VmRSS in the server's status")
            * 1024
    }

    /// The server's open file descriptors.
    pub fn open_files(&self) -> usize {
        std::fs::read_dir(format!("/proc/{}/fd", self.child.id()))
            .map(|entries| entries.count())
            .unwrap_or(0)
    }

    /// Kills the process at once (SIGKILL).
    pub fn kill(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        self.kill();
    }
}

/// A server on SQLite in a fresh folder named for `name`, that takes as many messages, rooms
/// and lookups from one address as the tests that make many of them send.
pub fn busy_server(name: &str) -> Server {
    let folder = temp_folder(name);
    Server::start(
        &sqlite(&folder),
        "127.0.0.1:0",
        &[
            "--messages-per-second",
            "100000",
            "--rooms-per-address",
            "100000",
            "--lookups-per-minute",
            "1000000",
        ],
    )
}

/// A fresh folder for a test's files.
pub fn temp_folder(name: &str) -> PathBuf {
    let folder = std::env::temp_dir().join(format!("medusa-server-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    std::fs::create_dir_all(&folder).expect("a temporary folder");
    folder
}

pub fn sqlite(folder: &Path) -> String {
    folder.join("rooms.sqlite").display().to_string()
}

/// A `medusa bot` process with its standard output read line by line.
pub struct Bot {
    pub child: Child,
    pub lines: std::sync::mpsc::Receiver<String>,
}

impl Bot {
    pub fn start(server: &str, args: &[&str]) -> Bot {
        let mut child = Command::new(BINARY)
            .args(["bot", "--server", server])
            .args(args)
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("medusa bot starts");
        let stdout = child.stdout.take().expect("the bot's output");
        let (sender, lines) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if sender.send(line).is_err() {
                    break;
                }
            }
        });
        Bot { child, lines }
    }

    /// The bot's next line.
    pub fn line(&self, patience: Duration) -> String {
        self.lines
            .recv_timeout(patience)
            .expect("a line from the bot in time")
    }

    /// Waits for the bot to exit: its last line and whether it succeeded.
    pub fn finish(mut self, patience: Duration) -> (String, bool) {
        let mut last = String::new();
        let deadline = std::time::Instant::now() + patience;
        loop {
            match self.lines.recv_timeout(Duration::from_millis(100)) {
                Ok(line) => last = line,
                Err(std::sync::mpsc::RecvTimeoutError::Disconnected) => break,
                Err(_) if std::time::Instant::now() > deadline => {
                    let _ = self.child.kill();
                    panic!("the bot did not finish in time (last line {last:?})");
                }
                Err(_) => {}
            }
        }
        let status = self.child.wait().expect("the bot's exit");
        (last, status.success())
    }
}

impl Drop for Bot {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A test's connection.
pub struct Client {
    pub connection: Connection,
    /// The notices of the player's games by the day that came between the frames read.
    notices: VecDeque<ServerMessage>,
}

impl Client {
    pub async fn open(url: &str) -> Client {
        Client::on(Connection::open(url).await.expect("a connection"))
    }

    /// A test's client on `connection`.
    pub fn on(connection: Connection) -> Client {
        Client {
            connection,
            notices: VecDeque::new(),
        }
    }

    /// The next notice of the player's games by the day (`notice`), whenever it came.
    pub async fn notice(&mut self) -> ServerMessage {
        if let Some(notice) = self.notices.pop_front() {
            return notice;
        }
        loop {
            if let notice @ ServerMessage::Notice { .. } = self.receive().await {
                return notice;
            }
        }
    }

    pub async fn send(&mut self, message: ClientMessage) {
        self.connection.send(&message).await.expect("sent");
    }

    pub async fn receive(&mut self) -> ServerMessage {
        tokio::time::timeout(PATIENCE, self.connection.receive())
            .await
            .expect("a message in time")
            .expect("a message")
    }

    /// The next message that is not presence, nor a notice (kept for [`Client::notice`]).
    pub async fn next(&mut self) -> ServerMessage {
        loop {
            match self.receive().await {
                ServerMessage::Presence { .. } => {}
                notice @ ServerMessage::Notice { .. } => self.notices.push_back(notice),
                other => return other,
            }
        }
    }

    /// Sends `message`, which the server must refuse: its sentence.
    pub async fn refused(&mut self, message: ClientMessage) -> String {
        self.send(message).await;
        self.error().await
    }

    /// The next error's sentence; panics on anything else.
    pub async fn error(&mut self) -> String {
        match self.next().await {
            ServerMessage::Error { message } => message,
            other => panic!("an error frame, not {other:?}"),
        }
    }

    /// The next event with its number; panics on anything else.
    pub async fn event(&mut self) -> (u64, RoomEvent) {
        match self.next().await {
            ServerMessage::Event { seq, event, .. } => (seq, event),
            other => panic!("an event, not {other:?}"),
        }
    }

    /// Whether nothing but presence (and notices, kept for [`Client::notice`]) comes within
    /// `wait`.
    pub async fn quiet_for(&mut self, wait: Duration) -> bool {
        let deadline = tokio::time::Instant::now() + wait;
        loop {
            match tokio::time::timeout_at(deadline, self.connection.receive()).await {
                Err(_) => return true,
                Ok(Ok(ServerMessage::Presence { .. })) => {}
                Ok(Ok(notice @ ServerMessage::Notice { .. })) => self.notices.push_back(notice),
                Ok(_) => return false,
            }
        }
    }

    pub async fn watch(url: &str, code: RoomCode, after: Option<u64>) -> (Client, u64) {
        let mut client = Client::open(url).await;
        client
            .send(ClientMessage::Watch {
                version: PROTOCOL_VERSION,
                code,
                after,
            })
            .await;
        match client.next().await {
            ServerMessage::Welcome { last_seq, seat, .. } => {
                assert_eq!(seat, None);
                (client, last_seq)
            }
            other => panic!("a welcome, not {other:?}"),
        }
    }
}

/// The record of a room over HTTP.
pub fn record(addr: &str, code: &str) -> (u16, String) {
    use std::io::{Read, Write};
    let mut stream = std::net::TcpStream::connect(addr).expect("an HTTP connection");
    write!(
        stream,
        "GET /api/rooms/{code}/record HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n"
    )
    .expect("the request");
    let mut response = String::new();
    stream.read_to_string(&mut response).expect("the response");
    let status = response
        .split(' ')
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    let body = response
        .split_once("\r\n\r\n")
        .map(|(_, body)| body.to_string())
        .unwrap_or_default();
    (status, body)
}

/// An HTTP response as the tests read it: the status, the headers (names in lower case)
/// and the body's bytes.
pub struct HttpResponse {
    pub status: u16,
    pub headers: Vec<(String, String)>,
    pub body: Vec<u8>,
}

impl HttpResponse {
    /// The value of the header `name` (lower case), if there is one.
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }
}

/// `GET target` with the request line written as it is (no cleaning of `..`) and the extra
/// `headers` (`Name: value`), over a connection of its own.
pub fn http_get(addr: &str, target: &str, headers: &[&str]) -> HttpResponse {
    use std::io::{Read, Write};
    let mut stream = std::net::TcpStream::connect(addr).expect("an HTTP connection");
    let mut request = format!("GET {target} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n");
    for header in headers {
        request.push_str(header);
        request.push_str("\r\n");
    }
    request.push_str("\r\n");
    stream.write_all(request.as_bytes()).expect("the request");
    let mut response = Vec::new();
    stream.read_to_end(&mut response).expect("the response");
    let split = response
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .expect("a response with a head");
    let head = String::from_utf8_lossy(&response[..split]).into_owned();
    let mut lines = head.split("\r\n");
    let status = lines
        .next()
        .and_then(|line| line.split(' ').nth(1))
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    let headers: Vec<(String, String)> = lines
        .filter_map(|line| line.split_once(':'))
        .map(|(name, value)| (name.trim().to_ascii_lowercase(), value.trim().to_string()))
        .collect();
    let mut body = response[split + 4..].to_vec();
    let chunked = headers
        .iter()
        .any(|(n, v)| n == "transfer-encoding" && v.eq_ignore_ascii_case("chunked"));
    if chunked {
        body = unchunk(&body);
    }
    HttpResponse {
        status,
        headers,
        body,
    }
}

/// The body of a chunked response.
fn unchunk(mut raw: &[u8]) -> Vec<u8> {
    let mut body = Vec::new();
    loop {
        let end = raw
            .windows(2)
            .position(|w| w == b"\r\n")
            .expect("a chunk's size");
        let size = usize::from_str_radix(
            String::from_utf8_lossy(&raw[..end])
                .split(';')
                .next()
                .unwrap_or("")
                .trim(),
            16,
        )
        .expect("a chunk's size in hex");
        raw = &raw[end + 2..];
        if size == 0 {
            return body;
        }
        body.extend_from_slice(&raw[..size]);
        raw = &raw[size + 2..];
    }
}

/// Raises this process's limit on open files to its hard limit, for tests that hold
/// thousands of connections; the limit it has then.
pub fn raise_file_limit() -> u64 {
    let mut limit = libc::rlimit {
        rlim_cur: 0,
        rlim_max: 0,
    };
    // SAFETY: getrlimit and setrlimit read and write the one plain struct given.
    unsafe {
        assert_eq!(libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit), 0);
        limit.rlim_cur = limit.rlim_max;
        assert_eq!(libc::setrlimit(libc::RLIMIT_NOFILE, &limit), 0);
    }
    limit.rlim_cur
}

/// A TCP connection to `addr` from the local address `from` (any of 127.0.0.0/8 reaches a
/// server on 127.0.0.1): a client of its own as the server counts them.
pub async fn connect_from(
    from: std::net::IpAddr,
    addr: &str,
) -> std::io::Result<tokio::net::TcpStream> {
    let target: std::net::SocketAddr = addr.parse().expect("an address");
    let socket = tokio::net::TcpSocket::new_v4()?;
    socket.bind(std::net::SocketAddr::new(from, 0))?;
    tokio::time::timeout(Duration::from_secs(5), socket.connect(target))
        .await
        .map_err(|_| std::io::Error::new(std::io::ErrorKind::TimedOut, "no connection in time"))?
}

/// A WebSocket to the server at `addr` from the local address `from`, with the extra
/// `headers`; or the status and body of the HTTP response that refused it.
pub async fn ws_from(
    from: std::net::IpAddr,
    addr: &str,
    headers: &[(&str, &str)],
) -> Result<Client, (u16, String)> {
    use tokio_tungstenite::tungstenite::client::IntoClientRequest;
    let stream = connect_from(from, addr)
        .await
        .map_err(|e| (0, format!("no connection: {e}")))?;
    let mut request = format!("ws://{addr}/ws")
        .into_client_request()
        .expect("a request");
    for (name, value) in headers {
        request.headers_mut().append(
            tokio_tungstenite::tungstenite::http::HeaderName::from_bytes(name.as_bytes())
                .expect("a header name"),
            value.parse().expect("a header value"),
        );
    }
    let stream = tokio_tungstenite::MaybeTlsStream::Plain(stream);
    match tokio_tungstenite::client_async(request, stream).await {
        Ok((socket, _)) => Ok(Client::on(Connection::from_socket(socket))),
        Err(tokio_tungstenite::tungstenite::Error::Http(response)) => {
            let status = response.status().as_u16();
            let body = response
                .body()
                .as_ref()
                .map(|b| String::from_utf8_lossy(b).into_owned())
                .unwrap_or_default();
            Err((status, body))
        }
        Err(other) => Err((0, other.to_string())),
    }
}

/// `first` creates a room of Medea, `second` joins it, and they play `moves` moves (the
/// first legal one each time); each move's event reaches both. The room's code.
pub async fn create_join_and_play(
    first: &mut Client,
    second: &mut Client,
    moves: usize,
) -> RoomCode {
    first
        .send(ClientMessage::Create {
            version: PROTOCOL_VERSION,
            game: "medea".to_string(),
            options: GameOptions::new(),
            side: medusa::online::SideChoice::First,
            clock: None,
        })
        .await;
    let (code, invite) = match first.next().await {
        ServerMessage::Welcome { room, invite, .. } => (room.code, invite),
        other => panic!("a welcome, not {other:?}"),
    };
    second
        .send(ClientMessage::Join {
            version: PROTOCOL_VERSION,
            code,
            invite,
        })
        .await;
    assert!(matches!(second.next().await, ServerMessage::Welcome { .. }));
    // Both see both seats taken (events 1 and 2).
    for client in [&mut *first, &mut *second] {
        loop {
            if client.event().await.0 == 2 {
                break;
            }
        }
    }
    let mut game = GAMES
        .find("medea")
        .expect("Medea")
        .start(&GameOptions::default())
        .expect("a game");
    for played in 0..moves {
        let notation = game.legal_tokens().expect("a list")[0].clone();
        game.play_token(&notation).expect("a legal move");
        let mover = if played % 2 == 0 {
            &mut *first
        } else {
            &mut *second
        };
        mover.send(move_at(played, &notation)).await;
        for client in [&mut *first, &mut *second] {
            match client.event().await {
                (_, RoomEvent::Moved { notation: seen, .. }) => assert_eq!(seen, notation),
                other => panic!("the move's event, not {other:?}"),
            }
        }
    }
    code
}

/// A room of Medea created on the server at `here` by the side that moves first, and joined
/// on the server at `there` (another process on the same database): the code, the creator's
/// connection, and the second player's with its seat's token.
pub async fn create_here_join_there(
    here: &str,
    there: &str,
) -> (RoomCode, Client, Client, SeatToken) {
    let (creator, code, invite) = create_room(here, "medea", None).await;
    let mut joiner = join_room(there, code, invite).await;
    let token = match joiner.next().await {
        ServerMessage::Welcome {
            seat: Some(1),
            token,
            ..
        } => token.expect("the seat's token"),
        other => panic!("the second seat's welcome, not {other:?}"),
    };
    (code, creator, joiner, token)
}

/// A room created on the server at `url` by the side that moves first, with `clock`: the
/// creator's connection (its seat's first events not yet read), the code, and the
/// invitation that takes the second seat.
pub async fn create_room(
    url: &str,
    game: &str,
    clock: Option<medusa::online::ClockSpec>,
) -> (Client, RoomCode, Option<SeatToken>) {
    let mut creator = Client::open(url).await;
    creator
        .send(ClientMessage::Create {
            version: PROTOCOL_VERSION,
            game: game.to_string(),
            options: GameOptions::new(),
            side: SideChoice::First,
            clock,
        })
        .await;
    match creator.next().await {
        ServerMessage::Welcome { room, invite, .. } => (creator, room.code, invite),
        other => panic!("a welcome, not {other:?}"),
    }
}

/// A new connection to `url` that joins room `code` with `invite`.
pub async fn join_room(url: &str, code: RoomCode, invite: Option<SeatToken>) -> Client {
    let mut joiner = Client::open(url).await;
    joiner
        .send(ClientMessage::Join {
            version: PROTOCOL_VERSION,
            code,
            invite,
        })
        .await;
    joiner
}

/// A new connection to `url` that comes back to room `code` with `token`: its first answer,
/// a welcome or a refusal.
pub async fn resume(url: &str, code: RoomCode, token: SeatToken) -> ServerMessage {
    let mut client = Client::open(url).await;
    client
        .send(ClientMessage::Resume {
            version: PROTOCOL_VERSION,
            code,
            token,
            after: 0,
        })
        .await;
    client.next().await
}

/// SHA-256 of a token's or a key's hex digits, by the `sha256sum` of the system: an
/// independent hash.
pub fn sha256(token: &SeatToken) -> String {
    use std::io::Write;
    let mut child = Command::new("sha256sum")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("sha256sum runs");
    child
        .stdin
        .take()
        .expect("its input")
        .write_all(token.to_hex().as_bytes())
        .expect("written");
    let output = child.wait_with_output().expect("sha256sum ends");
    String::from_utf8_lossy(&output.stdout)
        .split_whitespace()
        .next()
        .unwrap_or_default()
        .to_string()
}

/// A new connection to `url` as the newly registered player `name`, and the player's key.
pub async fn registered(url: &str, name: &str) -> (Client, PlayerKey) {
    let mut client = Client::open(url).await;
    client
        .send(ClientMessage::Register {
            version: PROTOCOL_VERSION,
            name: name.to_string(),
        })
        .await;
    match client.next().await {
        ServerMessage::Player {
            name: said,
            key: Some(key),
            ..
        } if said == name => (client, key),
        other => panic!("{name} registered, not {other:?}"),
    }
}
