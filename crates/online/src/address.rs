//! Where a server's WebSocket is, however the server is named: one rule for the app, the
//! bot and the tests.

/// The WebSocket address of a server named by its page or WebSocket address
/// (`http://host:8080`, `https://host/`, `host:8080`, `ws://host:8080/ws`): its `/ws`.
pub fn ws_url(server: &str) -> String {
    let server = server.trim().trim_end_matches('/');
    let (scheme, rest) = match server.split_once("://") {
        Some(("https" | "wss", rest)) => ("wss", rest),
        Some((_, rest)) => ("ws", rest),
        None => ("ws", server),
    };
    let rest = rest.trim_end_matches("/ws");
    format!("{scheme}://{rest}/ws")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_way_of_naming_a_server_reaches_its_socket() {
        for (given, url) in [
            ("http://127.0.0.1:8080", "ws://127.0.0.1:8080/ws"),
            ("https://medusa.example/", "wss://medusa.example/ws"),
            ("127.0.0.1:8080", "ws://127.0.0.1:8080/ws"),
            ("ws://h:1/ws", "ws://h:1/ws"),
            (" wss://h/ws/ ", "wss://h/ws"),
            ("http://h/medusa", "ws://h/medusa/ws"),
        ] {
            assert_eq!(ws_url(given), url, "{given}");
        }
    }
}
