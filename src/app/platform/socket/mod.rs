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
