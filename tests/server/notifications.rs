//! "Your turn" notifications from real `medusa serve` processes: Web Push to a push service
//! the test runs on 127.0.0.1 (which checks the VAPID signature and decrypts the message as a
//! browser does, with its own P-256, HKDF and AES-GCM), e-mail to an SMTP server the test
//! runs, the one-click unsubscribe link, and a sentence for each limit.

use std::sync::Arc;
use std::sync::atomic::{AtomicU16, Ordering};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use aes_gcm::aead::Aead;
use aes_gcm::{Aes128Gcm, KeyInit, Nonce};
use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use hkdf::Hkdf;
use p256::ecdsa::signature::Verifier;
use p256::elliptic_curve::sec1::ToEncodedPoint;
use serde_json::Value;
use sha2::Sha256;
use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader};
use tokio::net::TcpListener;
use tokio::sync::mpsc;

use medusa::online::{ClientMessage, ClockSpec, DAY_MS, RoomEvent, ServerMessage};

use super::cluster::Cluster;
use super::correspondence::{Game, TestClock};
use super::support::{Client, Server, http_get, registered, sqlite, temp_folder};

/// How long a notification may take to arrive.
const ARRIVAL: Duration = Duration::from_secs(5);

/// How long the test waits to be sure none comes.
const NONE_COMES: Duration = Duration::from_millis(1_500);

/// A post a push service received.
struct Posted {
    path: String,
    headers: Vec<(String, String)>,
    body: Vec<u8>,
}

impl Posted {
    fn header(&self, name: &str) -> &str {
        self.headers
            .iter()
            .find(|(n, _)| n == name)
            .map_or("", |(_, v)| v.as_str())
    }
}

/// A push service on 127.0.0.1: each post it receives comes on `posts`; it answers with the
/// status in `answer`.
struct PushService {
    port: u16,
    posts: mpsc::UnboundedReceiver<Posted>,
    answer: Arc<AtomicU16>,
}

impl PushService {
    async fn start() -> PushService {
        let listener = TcpListener::bind("127.0.0.1:0").await.expect("a port");
        let port = listener.local_addr().expect("its address").port();
        let (sender, posts) = mpsc::unbounded_channel();
        let answer = Arc::new(AtomicU16::new(201));
        let status = Arc::clone(&answer);
        tokio::spawn(async move {
            while let Ok((stream, _)) = listener.accept().await {
                let (sender, status) = (sender.clone(), Arc::clone(&status));
                tokio::spawn(async move {
                    let mut reader = BufReader::new(stream);
                    let mut request_line = String::new();
                    reader
                        .read_line(&mut request_line)
                        .await
                        .expect("a request");
                    let path = request_line
                        .split_whitespace()
                        .nth(1)
                        .unwrap_or_default()
                        .to_string();
                    assert!(request_line.starts_with("POST "), "{request_line}");
                    let mut headers = Vec::new();
                    loop {
                        let mut line = String::new();
                        reader.read_line(&mut line).await.expect("a header");
                        let line = line.trim_end();
                        if line.is_empty() {
                            break;
                        }
                        let (name, value) = line.split_once(':').expect("a header");
                        headers.push((name.to_ascii_lowercase(), value.trim().to_string()));
                    }
                    let length: usize = headers
                        .iter()
                        .find(|(n, _)| n == "content-length")
                        .and_then(|(_, v)| v.parse().ok())
                        .expect("a content length");
                    let mut body = vec![0u8; length];
                    reader.read_exact(&mut body).await.expect("the body");
                    let status = status.load(Ordering::SeqCst);
                    let mut stream = reader.into_inner();
                    let answer = format!(
                        "HTTP/1.1 {status} Answer\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
                    );
                    let _ = stream.write_all(answer.as_bytes()).await;
                    let _ = stream.shutdown().await;
                    let _ = sender.send(Posted {
                        path,
                        headers,
                        body,
                    });
                });
            }
        });
        PushService {
            port,
            posts,
            answer,
        }
    }

    fn endpoint(&self, path: &str) -> String {
        format!("http://127.0.0.1:{}{path}", self.port)
    }

    async fn next(&mut self) -> Posted {
        tokio::time::timeout(ARRIVAL, self.posts.recv())
            .await
            .expect("a push message in time")
            .expect("a push message")
    }

    async fn none_comes(&mut self) -> bool {
        tokio::time::timeout(NONE_COMES, self.posts.recv())
            .await
            .is_err()
    }
}

/// A browser's subscription keys: its P-256 key pair and its authentication secret.
struct Browser {
    secret: p256::SecretKey,
    auth: [u8; 16],
}

impl Browser {
    fn new() -> Browser {
        Browser {
            secret: p256::SecretKey::from_slice(&[0x5a; 32]).expect("a secret key"),
            auth: [0x11; 16],
        }
    }

    fn p256dh(&self) -> String {
        URL_SAFE_NO_PAD.encode(self.secret.public_key().to_encoded_point(false).as_bytes())
    }

    fn subscribe(&self, endpoint: &str) -> ClientMessage {
        ClientMessage::PushSubscribe {
            endpoint: endpoint.to_string(),
            p256dh: self.p256dh(),
            auth: URL_SAFE_NO_PAD.encode(self.auth),
        }
    }

    /// A push message's body decrypted (RFC 8291, `aes128gcm`): the JSON it carries.
    fn decrypt(&self, body: &[u8]) -> Value {
        let (salt, rest) = body.split_at(16);
        let record_size = u32::from_be_bytes(rest[..4].try_into().expect("4 bytes"));
        assert!(record_size >= 18, "record size {record_size}");
        let id_length = rest[4] as usize;
        assert_eq!(id_length, 65, "the key id is the server's public key");
        let server_public = &rest[5..5 + id_length];
        let ciphertext = &rest[5 + id_length..];
        let server = p256::PublicKey::from_sec1_bytes(server_public).expect("a P-256 key");
        let shared =
            p256::ecdh::diffie_hellman(self.secret.to_nonzero_scalar(), server.as_affine());
        let mut info = b"WebPush: info\0".to_vec();
        info.extend_from_slice(self.secret.public_key().to_encoded_point(false).as_bytes());
        info.extend_from_slice(server_public);
        let mut ikm = [0u8; 32];
        Hkdf::<Sha256>::new(Some(&self.auth), shared.raw_secret_bytes())
            .expand(&info, &mut ikm)
            .expect("32 bytes");
        let prk = Hkdf::<Sha256>::new(Some(salt), &ikm);
        let mut cek = [0u8; 16];
        prk.expand(b"Content-Encoding: aes128gcm\0", &mut cek)
            .expect("16 bytes");
        let mut nonce = [0u8; 12];
        prk.expand(b"Content-Encoding: nonce\0", &mut nonce)
            .expect("12 bytes");
        let plain = Aes128Gcm::new_from_slice(&cek)
            .expect("a key")
            .decrypt(Nonce::from_slice(&nonce), ciphertext)
            .expect("the message decrypts");
        // The last record: the text, its delimiter 2, then any padding of zeros.
        let end = plain.iter().rposition(|&b| b != 0).expect("a delimiter");
        assert_eq!(plain[end], 2, "the last record's delimiter");
        serde_json::from_slice(&plain[..end]).expect("JSON")
    }
}

/// Checks a post's VAPID authorization (RFC 8292) against the server's public key `key`:
/// the JWT's ES256 signature, its audience (the push service's origin) and its expiry.
fn check_vapid(posted: &Posted, key: &str, audience: &str) {
    let authorization = posted.header("authorization");
    let rest = authorization
        .strip_prefix("vapid t=")
        .unwrap_or_else(|| panic!("a VAPID authorization, not {authorization:?}"));
    let (jwt, k) = rest.split_once(", k=").expect("the token and the key");
    assert_eq!(k, key, "the key is the server's");
    let parts: Vec<&str> = jwt.split('.').collect();
    assert_eq!(parts.len(), 3, "{jwt}");
    let decode = |part: &str| URL_SAFE_NO_PAD.decode(part).expect("base64url");
    let header: Value = serde_json::from_slice(&decode(parts[0])).expect("JSON");
    assert_eq!(header["alg"], "ES256");
    let claims: Value = serde_json::from_slice(&decode(parts[1])).expect("JSON");
    assert_eq!(claims["aud"], audience);
    let now = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .expect("after 1970")
        .as_secs();
    let expires = claims["exp"].as_u64().expect("an expiry");
    assert!(
        expires > now && expires <= now + 86_400,
        "exp {expires}, now {now}"
    );
    let verifying = p256::ecdsa::VerifyingKey::from_sec1_bytes(&decode(key)).expect("a key");
    let signature = p256::ecdsa::Signature::from_slice(&decode(parts[2])).expect("r and s");
    let input = format!("{}.{}", parts[0], parts[1]);
    verifying
        .verify(input.as_bytes(), &signature)
        .expect("the signature is the server's");
    assert_eq!(posted.header("content-encoding"), "aes128gcm");
    assert!(posted.header("ttl").parse::<u64>().is_ok(), "a TTL");
}

/// The server's push key, by `GET /api/push/key`.
fn push_key(server: &Server) -> String {
    let response = http_get(&server.addr, "/api/push/key", &[]);
    assert_eq!(response.status, 200);
    let json: Value = serde_json::from_slice(&response.body).expect("JSON");
    json["key"].as_str().expect("a key").to_string()
}

/// The answer to a notification's message on `client`.
async fn settings(client: &mut Client, message: ClientMessage) -> ServerMessage {
    client.send(message).await;
    match client.next().await {
        answer @ ServerMessage::Notifications { .. } => answer,
        other => panic!("the notifications, not {other:?}"),
    }
}

/// The subscriptions of the player on `client`.
async fn subscriptions(client: &mut Client) -> usize {
    match settings(client, ClientMessage::Notifications { on: None }).await {
        ServerMessage::Notifications { subscriptions, .. } => subscriptions,
        _ => unreachable!(),
    }
}

#[tokio::test]
async fn the_opponents_move_comes_by_web_push_until_notifications_are_off() {
    let folder = temp_folder("push");
    let mut service = PushService::start().await;
    let server = Server::start(&sqlite(&folder), "127.0.0.1:0", &["--test-push-http"]);
    let key = push_key(&server);
    assert!(
        folder.join("medusa-push-key.pem").is_file(),
        "the key is kept beside the database"
    );
    let mut game = Game::start(&server.url(), 3).await;
    let browser = Browser::new();
    let endpoint = service.endpoint("/send/ann-1");
    let answer = settings(&mut game.ann, browser.subscribe(&endpoint)).await;
    assert_eq!(
        answer,
        ServerMessage::Notifications {
            on: true,
            push_key: Some(key.clone()),
            subscriptions: 1,
            email: None,
            mail: false,
        }
    );

    // Ann moves (Bob subscribed nothing), Bob answers: Ann's browser is told.
    game.play(0).await;
    game.play(1).await;
    let posted = service.next().await;
    assert_eq!(posted.path, "/send/ann-1");
    check_vapid(&posted, &key, &format!("http://127.0.0.1:{}", service.port));
    let message = browser.decrypt(&posted.body);
    assert_eq!(message["title"], "Your move against Bob (Medea)");
    assert_eq!(message["kind"], "your_move");
    assert_eq!(message["room"], game.code.as_str());
    assert!(service.none_comes().await, "one message for one move");

    // Off: Bob's next move is not told.
    let answer = settings(
        &mut game.ann,
        ClientMessage::Notifications { on: Some(false) },
    )
    .await;
    assert!(matches!(
        answer,
        ServerMessage::Notifications { on: false, .. }
    ));
    game.play(0).await;
    game.play(1).await;
    assert!(service.none_comes().await, "no push with notifications off");

    // On again, and the push service answers 410 Gone: the subscription is dropped.
    settings(
        &mut game.ann,
        ClientMessage::Notifications { on: Some(true) },
    )
    .await;
    service.answer.store(410, Ordering::SeqCst);
    game.play(0).await;
    game.play(1).await;
    let posted = service.next().await;
    assert_eq!(posted.path, "/send/ann-1");
    let mut left = usize::MAX;
    for _ in 0..50 {
        left = subscriptions(&mut game.ann).await;
        if left == 0 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert_eq!(left, 0, "the gone subscription is dropped");
    game.play(0).await;
    game.play(1).await;
    assert!(
        service.none_comes().await,
        "nothing is sent to a dropped subscription"
    );

    // Subscribed again: Bob resigns, and Ann is told the result.
    service.answer.store(201, Ordering::SeqCst);
    settings(&mut game.ann, browser.subscribe(&endpoint)).await;
    game.bob.send(ClientMessage::Resign {}).await;
    let result = loop {
        if let RoomEvent::Ended { result } = game.ann.event().await.1 {
            break result;
        }
    };
    let message = browser.decrypt(&service.next().await.body);
    assert_eq!(message["title"], "Your game against Bob (Medea) is over");
    assert_eq!(message["body"], result.as_str());
    assert_eq!(message["kind"], "ended");
    assert!(service.none_comes().await, "one message for the end");
    drop(server);
    let _ = std::fs::remove_dir_all(&folder);
}

/// A message an SMTP server received: its recipients and its data.
struct Received {
    to: Vec<String>,
    data: String,
}

impl Received {
    /// The value of header `name` (unfolded).
    fn header(&self, name: &str) -> Option<String> {
        let head = self.data.split("\r\n\r\n").next().unwrap_or_default();
        let unfolded = head.replace("\r\n ", " ").replace("\r\n\t", " ");
        unfolded.lines().find_map(|line| {
            let (n, v) = line.split_once(':')?;
            n.eq_ignore_ascii_case(name).then(|| v.trim().to_string())
        })
    }
}

/// An SMTP server on 127.0.0.1 speaking enough of RFC 5321 for one client: each message
/// comes on `mails`.
async fn smtp_server() -> (u16, mpsc::UnboundedReceiver<Received>) {
    let listener = TcpListener::bind("127.0.0.1:0").await.expect("a port");
    let port = listener.local_addr().expect("its address").port();
    let (sender, mails) = mpsc::unbounded_channel();
    tokio::spawn(async move {
        while let Ok((stream, _)) = listener.accept().await {
            let sender = sender.clone();
            tokio::spawn(async move {
                let (read, mut write) = stream.into_split();
                let mut lines = BufReader::new(read);
                let _ = write.write_all(b"220 test ESMTP\r\n").await;
                let mut to = Vec::new();
                loop {
                    let mut line = String::new();
                    if lines.read_line(&mut line).await.unwrap_or(0) == 0 {
                        return;
                    }
                    let command = line.trim_end().to_ascii_uppercase();
                    let reply: &[u8] = if command.starts_with("EHLO") || command.starts_with("HELO")
                    {
                        b"250 test\r\n"
                    } else if command.starts_with("MAIL FROM:") {
                        to.clear();
                        b"250 OK\r\n"
                    } else if command.starts_with("RCPT TO:") {
                        let address = line.trim_end()[8..].trim();
                        to.push(address.trim_matches(['<', '>']).to_string());
                        b"250 OK\r\n"
                    } else if command == "DATA" {
                        let _ = write.write_all(b"354 go on\r\n").await;
                        let mut data = String::new();
                        loop {
                            let mut line = String::new();
                            if lines.read_line(&mut line).await.unwrap_or(0) == 0 {
                                return;
                            }
                            if line == ".\r\n" {
                                break;
                            }
                            data.push_str(line.strip_prefix('.').unwrap_or(&line));
                        }
                        let _ = sender.send(Received {
                            to: std::mem::take(&mut to),
                            data,
                        });
                        b"250 OK queued\r\n"
                    } else if command == "QUIT" {
                        let _ = write.write_all(b"221 bye\r\n").await;
                        return;
                    } else if command == "RSET" || command == "NOOP" {
                        b"250 OK\r\n"
                    } else {
                        b"502 not here\r\n"
                    };
                    let _ = write.write_all(reply).await;
                }
            });
        }
    });
    (port, mails)
}

#[tokio::test]
async fn the_opponents_move_comes_by_e_mail_until_its_link_unsubscribes() {
    let folder = temp_folder("mail");
    let (port, mut mails) = smtp_server().await;
    let smtp = format!("smtp://127.0.0.1:{port}");
    let server = Server::start(
        &sqlite(&folder),
        "127.0.0.1:0",
        &[
            "--smtp",
            &smtp,
            "--mail-from",
            "Medusa <medusa@example.org>",
            "--public-url",
            "https://medusa.example/",
        ],
    );
    let mut game = Game::start(&server.url(), 3).await;
    let answer = settings(
        &mut game.ann,
        ClientMessage::SetEmail {
            address: Some(" ann@example.org ".to_string()),
        },
    )
    .await;
    assert!(
        matches!(&answer, ServerMessage::Notifications { email: Some(address), mail: true, .. } if address == "ann@example.org"),
        "{answer:?}"
    );
    game.play(0).await;
    game.play(1).await;
    let mail = tokio::time::timeout(ARRIVAL, mails.recv())
        .await
        .expect("an e-mail in time")
        .expect("an e-mail");
    assert_eq!(mail.to, ["ann@example.org"]);
    assert_eq!(
        mail.header("Subject").as_deref(),
        Some("Your move against Bob (Medea)")
    );
    let list = mail.header("List-Unsubscribe").expect("List-Unsubscribe");
    let link = list
        .strip_prefix('<')
        .and_then(|l| l.strip_suffix('>'))
        .expect("a link in brackets");
    let token = link
        .strip_prefix("https://medusa.example/unsubscribe?token=")
        .unwrap_or_else(|| panic!("the server's unsubscribe link, not {link}"));
    assert_eq!(token.len(), 32);
    assert!(mail.data.contains(link), "the link is in the text too");
    assert!(mail.data.contains(game.code.as_str()), "the room is named");
    assert_eq!(
        mail.header("List-Unsubscribe-Post").as_deref(),
        Some("List-Unsubscribe=One-Click")
    );

    // The link, followed: no more e-mail.
    let response = http_get(&server.addr, &format!("/unsubscribe?token={token}"), &[]);
    assert_eq!(response.status, 200);
    assert_eq!(
        String::from_utf8_lossy(&response.body),
        "Unsubscribed: this address gets no more e-mail from this server.\n"
    );
    let again = http_get(&server.addr, &format!("/unsubscribe?token={token}"), &[]);
    assert_eq!(
        String::from_utf8_lossy(&again.body),
        "That address gets no e-mail from this server: it was unsubscribed already.\n"
    );
    game.play(0).await;
    game.play(1).await;
    assert!(
        tokio::time::timeout(NONE_COMES, mails.recv())
            .await
            .is_err(),
        "no e-mail after unsubscribing"
    );
    let answer = settings(&mut game.ann, ClientMessage::Notifications { on: None }).await;
    assert!(matches!(
        answer,
        ServerMessage::Notifications { email: None, .. }
    ));
    drop(server);
    let _ = std::fs::remove_dir_all(&folder);
}

#[tokio::test]
async fn each_limit_of_notifications_is_refused_with_a_sentence() {
    let folder = temp_folder("notify-limits");
    let server = Server::start(
        &sqlite(&folder),
        "127.0.0.1:0",
        &[
            "--test-push-http",
            "--smtp",
            "smtp://127.0.0.1:9",
            "--mail-from",
            "medusa@example.org",
            "--public-url",
            "https://medusa.example",
        ],
    );
    let url = server.url();
    let browser = Browser::new();
    let mut nobody = Client::open(&url).await;
    assert_eq!(
        nobody
            .refused(browser.subscribe("https://push.example/1"))
            .await,
        "notifications are a player's: register, identify or sign in first"
    );
    let (mut ann, _) = registered(&url, "Ann").await;
    let long = format!("https://push.example/{}", "a".repeat(1_000));
    assert_eq!(
        ann.refused(browser.subscribe(&long)).await,
        "a push endpoint has at most 1000 bytes, not 1021"
    );
    assert_eq!(
        ann.refused(browser.subscribe("http://push.example/1"))
            .await,
        "a push endpoint is an https:// address"
    );
    assert_eq!(
        ann.refused(ClientMessage::PushSubscribe {
            endpoint: "https://push.example/1".into(),
            p256dh: "AAAA".into(),
            auth: URL_SAFE_NO_PAD.encode([1u8; 16]),
        })
        .await,
        "p256dh is not a P-256 public key (65 bytes, base64url)"
    );
    assert_eq!(
        ann.refused(ClientMessage::PushSubscribe {
            endpoint: "https://push.example/1".into(),
            p256dh: browser.p256dh(),
            auth: URL_SAFE_NO_PAD.encode([1u8; 15]),
        })
        .await,
        "auth is not a 16-byte secret (base64url)"
    );
    for n in 1..=5 {
        let endpoint = format!("https://push.example/{n}");
        let answer = settings(&mut ann, browser.subscribe(&endpoint)).await;
        assert!(
            matches!(answer, ServerMessage::Notifications { subscriptions, .. } if subscriptions == n)
        );
    }
    // The same browser again replaces its subscription; a sixth is refused.
    settings(&mut ann, browser.subscribe("https://push.example/5")).await;
    assert_eq!(
        ann.refused(browser.subscribe("https://push.example/6"))
            .await,
        "you have 5 browsers subscribed, the most there are: unsubscribe one first"
    );
    let answer = settings(
        &mut ann,
        ClientMessage::PushUnsubscribe {
            endpoint: "https://push.example/5".into(),
        },
    )
    .await;
    assert!(matches!(
        answer,
        ServerMessage::Notifications {
            subscriptions: 4,
            ..
        }
    ));
    assert_eq!(
        ann.refused(ClientMessage::PushUnsubscribe {
            endpoint: "https://push.example/5".into(),
        })
        .await,
        "no browser of yours is subscribed at that endpoint"
    );
    assert_eq!(
        ann.refused(ClientMessage::SetEmail {
            address: Some("ann.example.org".into()),
        })
        .await,
        "\"ann.example.org\" is not an e-mail address: write it as name@example.org"
    );
    assert_eq!(
        ann.refused(ClientMessage::SetEmail {
            address: Some(format!("{}@example.org", "a".repeat(250))),
        })
        .await,
        "an e-mail address has at most 254 characters"
    );
    let response = http_get(&server.addr, "/unsubscribe?token=nothing", &[]);
    assert_eq!(response.status, 400);
    assert_eq!(
        String::from_utf8_lossy(&response.body),
        "That unsubscribe link is not whole: open the one in the e-mail.\n"
    );
    drop(server);

    // A server without push and without e-mail says so.
    let plain = Server::start(&sqlite(&folder), "127.0.0.1:0", &["--no-push"]);
    let response = http_get(&plain.addr, "/api/push/key", &[]);
    assert_eq!(response.status, 404);
    let (mut bob, _) = registered(&plain.url(), "Bob").await;
    assert_eq!(
        bob.refused(browser.subscribe("https://push.example/1"))
            .await,
        "this server sends no push notifications"
    );
    assert_eq!(
        bob.refused(ClientMessage::SetEmail {
            address: Some("bob@example.org".into()),
        })
        .await,
        "this server sends no e-mail"
    );
    drop(plain);
    let _ = std::fs::remove_dir_all(&folder);
}

#[tokio::test]
async fn two_postgresql_processes_share_one_push_key_and_remind_once() {
    let folder = temp_folder("push-postgres");
    let cluster = Cluster::start(&folder, &["-c", "fsync=off", "-c", "max_connections=50"]);
    let clock = TestClock::new(&folder);
    let key_file = folder.join("push-key.pem").display().to_string();
    let clock_file = clock.file.display().to_string();
    let options = [
        "--test-clock",
        clock_file.as_str(),
        "--test-push-http",
        "--push-key",
        key_file.as_str(),
    ];
    let one = Server::start(&cluster.url(), "127.0.0.1:0", &options);
    let two = Server::start(&cluster.url(), "127.0.0.1:0", &options);
    let key = push_key(&one);
    assert_eq!(push_key(&two), key, "both processes sign with the one key");
    let mut service = PushService::start().await;
    let mut game = Game::start_on(&one.url(), &two.url(), 4).await;
    let browser = Browser::new();
    settings(&mut game.ann, browser.subscribe(&service.endpoint("/ann"))).await;
    // Bob moves on the other process, which reads Ann's subscription from the database.
    game.play(0).await;
    game.play(1).await;
    let posted = service.next().await;
    check_vapid(&posted, &key, &format!("http://127.0.0.1:{}", service.port));
    assert_eq!(
        browser.decrypt(&posted.body)["title"],
        "Your move against Bob (Medea)"
    );
    // Three days of Ann's four go by: one process reminds her, once.
    clock.set(3 * DAY_MS + 60_000);
    let message = browser.decrypt(&service.next().await.body);
    assert_eq!(message["title"], "Your move against Bob (Medea)");
    assert_eq!(
        message["body"],
        "A quarter of your time for this move is left."
    );
    assert_eq!(message["kind"], "reminder");
    assert_eq!(message["room"], game.code.as_str());
    assert!(service.none_comes().await, "one reminder");
    drop((one, two));
    drop(cluster);
    let _ = std::fs::remove_dir_all(&folder);
}

#[tokio::test]
async fn a_push_service_that_never_answers_holds_no_room() {
    let folder = temp_folder("push-stalled");
    // A push service that takes connections and never says a word.
    let listener = TcpListener::bind("127.0.0.1:0").await.expect("a port");
    let port = listener.local_addr().expect("its address").port();
    let (held, mut taken) = mpsc::unbounded_channel();
    tokio::spawn(async move {
        while let Ok((stream, _)) = listener.accept().await {
            let _ = held.send(stream);
        }
    });
    let server = Server::start(&sqlite(&folder), "127.0.0.1:0", &["--test-push-http"]);
    let mut game = Game::start(&server.url(), 3).await;
    let browser = Browser::new();
    for side in ["ann", "bob"] {
        let endpoint = format!("http://127.0.0.1:{port}/{side}");
        let client = if side == "ann" {
            &mut game.ann
        } else {
            &mut game.bob
        };
        settings(client, browser.subscribe(&endpoint)).await;
    }
    let started = std::time::Instant::now();
    for _ in 0..3 {
        game.play(0).await;
        game.play(1).await;
    }
    let took = started.elapsed();
    assert!(
        took < Duration::from_secs(3),
        "six moves took {took:?} with the push service silent"
    );
    let stalled = tokio::time::timeout(ARRIVAL, taken.recv()).await;
    assert!(
        matches!(stalled, Ok(Some(_))),
        "the server did post to the silent service"
    );
    drop(server);
    let _ = std::fs::remove_dir_all(&folder);
}

#[tokio::test]
async fn a_game_in_minutes_is_played_at_the_screen_and_not_told() {
    let folder = temp_folder("push-minutes");
    let mut service = PushService::start().await;
    let server = Server::start(&sqlite(&folder), "127.0.0.1:0", &["--test-push-http"]);
    let url = server.url();
    let clock = ClockSpec {
        base_ms: 600_000,
        increment_ms: 0,
        days: None,
    };
    let mut game = Game::start_clocked(&url, &url, clock).await;
    let browser = Browser::new();
    settings(&mut game.ann, browser.subscribe(&service.endpoint("/ann"))).await;
    game.play(0).await;
    game.play(1).await;
    game.bob.send(ClientMessage::Resign {}).await;
    while !matches!(game.ann.event().await.1, RoomEvent::Ended { .. }) {}
    assert!(service.none_comes().await, "no push in a game in minutes");
    drop(server);
    let _ = std::fs::remove_dir_all(&folder);
}

/// The next notice on `client`: its room, kind and title.
async fn told(client: &mut Client) -> (String, String, String) {
    match client.notice().await {
        ServerMessage::Notice {
            room, kind, title, ..
        } => (room.to_string(), kind, title),
        other => panic!("a notice, not {other:?}"),
    }
}

#[tokio::test]
async fn a_players_open_screens_are_told_their_turn_whatever_the_notifications() {
    let folder = temp_folder("told");
    let server = Server::start(&sqlite(&folder), "127.0.0.1:0", &[]);
    let url = server.url();
    let mut game = Game::start(&url, 3).await;
    // Another screen of another player hears nothing of this game.
    let (mut cy, _) = registered(&url, "Cy").await;
    let code = game.code.to_string();

    game.play(0).await;
    assert_eq!(
        told(&mut game.bob).await,
        (
            code.clone(),
            "your_move".to_string(),
            "Your move against Ann (Medea)".to_string()
        )
    );
    // Ann turned her notices off: no push nor e-mail, but her screen still follows.
    settings(
        &mut game.ann,
        ClientMessage::Notifications { on: Some(false) },
    )
    .await;
    game.play(1).await;
    assert_eq!(
        told(&mut game.ann).await,
        (
            code.clone(),
            "your_move".to_string(),
            "Your move against Bob (Medea)".to_string()
        )
    );
    game.bob.send(ClientMessage::Resign {}).await;
    let (_, kind, title) = told(&mut game.ann).await;
    assert_eq!(
        (kind.as_str(), title.as_str()),
        ("ended", "Your game against Bob (Medea) is over")
    );
    assert!(
        tokio::time::timeout(NONE_COMES, cy.notice()).await.is_err(),
        "Cy is told nothing"
    );
    drop(server);
    let _ = std::fs::remove_dir_all(&folder);
}
