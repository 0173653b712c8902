//! The game's desktop client reaches a server behind a TLS reverse proxy by its `https://`
//! address (`wss://`): socat terminates TLS in front of a real `medusa serve`, with a
//! certificate from a throwaway authority that the client is given as the system's own
//! (`SSL_CERT_FILE`, which rustls's native roots read). Two headless apps create and join a
//! room of Medea through it and play a move; a client given a server whose certificate it
//! cannot trust is refused with a sentence.
//!
//! Its own `main`: the environment variable is set before any thread starts.

mod common;
#[path = "server/support.rs"]
#[allow(dead_code)]
mod support;

use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use bevy::prelude::*;
use common::online::{PATIENCE, code_of, go, invitation_of, moves_of, play, pump};
use medusa::app::{AnyGame, GameKind, Link, Match, Online, PlayerKind, RoomRequest, Store};
use medusa::games::GameOptions;
use medusa::online::{RoomCode, SideChoice};

/// Runs `program` with `args` in `folder`; panics, naming it, if it fails.
fn run(folder: &Path, program: &str, args: &[&str]) {
    let output = Command::new(program)
        .args(args)
        .current_dir(folder)
        .output()
        .unwrap_or_else(|e| panic!("{program} runs (scripts/setup test installs it): {e}"));
    assert!(output.status.success(), "{program} {args:?}: {output:?}");
}

/// A throwaway authority and a certificate it signed for `localhost` and 127.0.0.1; the
/// authority's certificate file.
fn certificates(folder: &Path) -> PathBuf {
    let subject = |name: &str| format!("/CN={name}");
    run(
        folder,
        "openssl",
        &[
            "req",
            "-x509",
            "-newkey",
            "rsa:2048",
            "-nodes",
            "-keyout",
            "ca.key",
            "-out",
            "ca.pem",
            "-days",
            "2",
            "-subj",
            &subject("Medusa test authority"),
        ],
    );
    run(
        folder,
        "openssl",
        &[
            "req",
            "-newkey",
            "rsa:2048",
            "-nodes",
            "-keyout",
            "server.key",
            "-out",
            "server.csr",
            "-subj",
            &subject("localhost"),
        ],
    );
    std::fs::write(
        folder.join("server.ext"),
        "subjectAltName=DNS:localhost,IP:127.0.0.1\nbasicConstraints=CA:FALSE\n\
         extendedKeyUsage=serverAuth\n",
    )
    .expect("the certificate's extensions");
    run(
        folder,
        "openssl",
        &[
            "x509",
            "-req",
            "-in",
            "server.csr",
            "-CA",
            "ca.pem",
            "-CAkey",
            "ca.key",
            "-CAcreateserial",
            "-out",
            "server.pem",
            "-days",
            "2",
            "-extfile",
            "server.ext",
        ],
    );
    folder.join("ca.pem")
}

/// A TLS proxy on a free port of the local address `on` to the server at `to`: the process
/// (killed when dropped) and its port.
struct Proxy {
    child: Child,
    port: u16,
}

impl Proxy {
    fn start(folder: &Path, on: &str, to: &str) -> Proxy {
        let port = TcpListener::bind((on, 0))
            .and_then(|l| l.local_addr())
            .expect("a free port")
            .port();
        let child = Command::new("socat")
            .arg(format!(
                "OPENSSL-LISTEN:{port},bind={on},reuseaddr,fork,cert=server.pem,\
                 key=server.key,verify=0"
            ))
            .arg(format!("TCP:{to}"))
            .current_dir(folder)
            .stderr(Stdio::null())
            .spawn()
            .expect("socat runs (scripts/setup test installs it)");
        let deadline = Instant::now() + PATIENCE;
        while std::net::TcpStream::connect((on, port)).is_err() {
            assert!(Instant::now() < deadline, "the proxy never listened");
            std::thread::sleep(Duration::from_millis(20));
        }
        Proxy { child, port }
    }
}

impl Drop for Proxy {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A headless app, keeping its seats in `folder`.
fn app_in(folder: &Path) -> App {
    let store = Store::in_folder(folder);
    common::app::app_storing(
        AnyGame::fresh(GameKind::MEDEA),
        [PlayerKind::Human; 2],
        store,
    )
}

/// Two apps play a move of Medea through the proxy at `url`.
fn play_through(folder: &Path, url: &str) {
    let mut first = app_in(&folder.join("first"));
    let mut second = app_in(&folder.join("second"));
    go(
        &mut first,
        url,
        RoomRequest::Create {
            kind: GameKind::MEDEA,
            options: GameOptions::new(),
            side: SideChoice::First,
            clock: None,
        },
    );
    pump(&mut [&mut first], "the room's code over TLS", |apps| {
        code_of(apps[0]).is_some()
    });
    let invitation = invitation_of(&first).expect("the creator's invitation");
    go(&mut second, url, RoomRequest::Join(invitation));
    pump(
        &mut [&mut first, &mut second],
        "both players in the room over TLS",
        |apps| {
            apps.iter()
                .all(|app| app.world().resource::<Match>().is_online())
        },
    );
    play(&mut first, "c3-d4");
    pump(
        &mut [&mut first, &mut second],
        "the move on both screens",
        |apps| apps.iter().all(|app| moves_of(app) == ["c3-d4"]),
    );
}

/// An app sent to `url`, whose certificate it cannot trust: why its connection failed.
fn refused_by(folder: &Path, url: &str) -> String {
    let mut app = app_in(&folder.join("stranger"));
    go(
        &mut app,
        url,
        RoomRequest::Watch(RoomCode::parse("BCDFGH").expect("a code")),
    );
    let why = |app: &App| match app.world().resource::<Online>().0.as_ref()?.link.clone() {
        Link::Retrying { why, .. } | Link::Failed(why) => Some(why),
        _ => None,
    };
    pump(
        &mut [&mut app],
        "the refusal of an untrusted server",
        |apps| why(apps[0]).is_some(),
    );
    why(&app).unwrap_or_default()
}

fn main() {
    let folder = support::temp_folder("tls");
    let authority = certificates(&folder);
    // SAFETY: set before any thread of this process starts; nothing else reads it meanwhile.
    unsafe { std::env::set_var("SSL_CERT_FILE", &authority) };
    let server = support::Server::start(&support::sqlite(&folder), "127.0.0.1:0", &[]);
    let proxy = Proxy::start(&folder, "127.0.0.1", &server.addr);
    play_through(&folder, &format!("https://localhost:{}", proxy.port));
    // An address the certificate does not name is refused before anything is sent.
    let stranger = Proxy::start(&folder, "127.0.0.2", &server.addr);
    let refusal = refused_by(&folder, &format!("https://127.0.0.2:{}", stranger.port));
    assert!(
        refusal.starts_with("no secure connection to 127.0.0.2"),
        "{refusal}"
    );
    drop(stranger);
    drop((proxy, server));
    let _ = std::fs::remove_dir_all(&folder);
    println!("tls: 1 passed, 0 failed");
}
