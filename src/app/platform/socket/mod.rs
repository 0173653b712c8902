//! A WebSocket to the online-play server, one type on the desktop and in the browser: open
//! it, send text frames, and take what has happened since the last look ([`SocketEvent`]s,
//! in order) once a frame. Nothing here blocks the game: on the desktop a thread of the
//! socket's own does the reading and writing, in the browser the page's WebSocket does.

#[cfg(target_arch = "wasm32")]
mod browser;
#[cfg(not(target_arch = "wasm32"))]
mod desktop;

#[cfg(target_arch = "wasm32")]
pub use browser::Socket;
#[cfg(not(target_arch = "wasm32"))]
pub use desktop::Socket;

/// What happened to a socket.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum SocketEvent {
    /// The connection is open: frames can be sent.
    Opened,
    /// A text frame came.
    Text(String),
    /// The connection is closed, or could not be opened: why, in words. Nothing follows.
    Closed(String),
}

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
        ] {
            assert_eq!(ws_url(given), url, "{given}");
        }
    }
}
