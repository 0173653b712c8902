//! The caps on connections per address, and `--trusted-proxy`: a connection over the cap is
//! refused with an HTTP 503 and a sentence before any upgrade. From the trusted proxy, the
//! client is the last address of `X-Forwarded-For` that is not the proxy's, and the quotas
//! (connections, rooms) count by it, IPv6 addresses by their /64; from anyone else the header
//! is ignored.

use std::net::IpAddr;

use medusa::games::GameOptions;
use medusa::online::{ClientMessage, PROTOCOL_VERSION, ServerMessage, SideChoice};

use super::support::{Client, Server, sqlite, temp_folder, ws_from};

const REFUSED: &str = "too many connections from your address: at most 2 at a time\n";

/// A WebSocket from `from` with `X-Forwarded-For: forwarded` (none for `""`).
async fn open(from: IpAddr, addr: &str, forwarded: &str) -> Result<Client, (u16, String)> {
    if forwarded.is_empty() {
        ws_from(from, addr, &[]).await
    } else {
        ws_from(from, addr, &[("X-Forwarded-For", forwarded)]).await
    }
}

/// Whether the client may create a room, or is refused for the rooms its address made.
async fn creates(client: &mut Client) -> bool {
    client
        .send(ClientMessage::Create {
            version: PROTOCOL_VERSION,
            game: "medea".into(),
            options: GameOptions::new(),
            side: SideChoice::Random,
            clock: None,
        })
        .await;
    match client.next().await {
        ServerMessage::Welcome { .. } => true,
        ServerMessage::Error { message } if message.starts_with("too many rooms") => false,
        other => panic!("a welcome or a refusal, not {other:?}"),
    }
}

#[tokio::test]
async fn quotas_count_by_the_client_that_a_trusted_proxy_names_and_only_then() {
    let folder = temp_folder("proxy");
    let server = Server::start(
        &sqlite(&folder),
        "127.0.0.1:0",
        &[
            "--connections-per-address",
            "2",
            "--rooms-per-address",
            "1",
            "--trusted-proxy",
            "127.0.0.1",
        ],
    );
    let addr = server.addr.as_str();
    let proxy: IpAddr = [127, 0, 0, 1].into();
    let stranger: IpAddr = [127, 0, 0, 2].into();
    let mut kept = Vec::new();

    // Not the proxy: the header is ignored, and the address is the peer's.
    let mut a = open(stranger, addr, "198.51.100.1")
        .await
        .expect("admitted");
    let mut b = open(stranger, addr, "198.51.100.2")
        .await
        .expect("admitted");
    assert_eq!(
        open(stranger, addr, "198.51.100.3").await.err(),
        Some((503, REFUSED.to_string())),
        "a third connection from the same peer"
    );
    assert!(creates(&mut a).await);
    assert!(
        !creates(&mut b).await,
        "the same address, whatever the header says"
    );
    kept.extend([a, b]);

    // Through the proxy: the last address that is not the proxy's is the client.
    let mut c = open(proxy, addr, "198.51.100.7").await.expect("admitted");
    let mut d = open(proxy, addr, "203.0.113.9, 198.51.100.7")
        .await
        .expect("admitted");
    for forwarded in [
        "198.51.100.7",
        "6.6.6.6, 198.51.100.7",
        "198.51.100.7, 127.0.0.1",
    ] {
        assert_eq!(
            open(proxy, addr, forwarded).await.err(),
            Some((503, REFUSED.to_string())),
            "X-Forwarded-For: {forwarded}"
        );
    }
    let mut e = open(proxy, addr, "198.51.100.8").await.expect("admitted");
    assert!(creates(&mut c).await);
    assert!(!creates(&mut d).await, "198.51.100.7 made its room");
    assert!(creates(&mut e).await, "198.51.100.8 is another client");
    kept.extend([c, d, e]);

    // IPv6 clients count by their /64.
    kept.push(open(proxy, addr, "2001:db8::1").await.expect("admitted"));
    kept.push(open(proxy, addr, "2001:db8::2").await.expect("admitted"));
    assert_eq!(
        open(proxy, addr, "2001:db8::3").await.err(),
        Some((503, REFUSED.to_string())),
        "a third from the same /64"
    );
    kept.push(
        open(proxy, addr, "2001:db8:0:1::1")
            .await
            .expect("another /64"),
    );

    // The proxy's own requests (no header) count as its own address, like any client's; its
    // connections carrying others' are not capped by its address (8 are open now).
    kept.push(open(proxy, addr, "").await.expect("admitted"));
    kept.push(open(proxy, addr, "").await.expect("admitted"));
    assert_eq!(
        open(proxy, addr, "").await.err(),
        Some((503, REFUSED.to_string()))
    );

    // Once connections close, their address may open others.
    for client in kept.drain(..2) {
        client.connection.close().await;
    }
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(5);
    loop {
        match open(stranger, addr, "").await {
            Ok(client) => {
                kept.push(client);
                break;
            }
            Err(refusal) if std::time::Instant::now() > deadline => {
                panic!("the closed connections were never counted out: {refusal:?}")
            }
            Err(_) => tokio::time::sleep(std::time::Duration::from_millis(50)).await,
        }
    }
    drop(kept);
    let _ = std::fs::remove_dir_all(&folder);
}
