//! What online play needs of a WebSocket, whatever the platform: open one to a server, send
//! text frames, and take what has happened since the last look, in order, once a frame. The
//! platform layer provides the sockets (a thread on the desktop, the page's WebSocket in the
//! browser) through [`SocketOpener`]; nothing here blocks the game.

use std::fmt::Debug;

use bevy::prelude::*;

use super::super::wake::Waker;

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

/// An open or opening WebSocket. Dropping it closes the connection.
pub trait RoomSocket: Send + Sync + Debug {
    /// Queues a text frame (dropped when the socket is not open).
    fn send(&self, text: String);
    /// What has happened since the last look, oldest first.
    fn events(&self) -> Vec<SocketEvent>;
}

/// How this platform opens a socket to `url` (`ws://` or `wss://`), which calls the waker
/// when something has happened to it.
#[derive(Resource, Clone, Copy)]
pub struct SocketOpener(pub fn(url: &str, waker: Waker) -> Box<dyn RoomSocket>);

#[cfg(test)]
pub(crate) mod tests {
    use std::sync::{Arc, Mutex};

    use super::*;

    /// A socket for tests: what was sent is kept; nothing comes from it.
    #[derive(Clone, Debug, Default)]
    pub(crate) struct FakeSocket {
        sent: Arc<Mutex<Vec<String>>>,
    }

    impl FakeSocket {
        /// The frames sent so far, oldest first; they are taken.
        pub(crate) fn sent(&self) -> Vec<String> {
            self.sent
                .lock()
                .map(|mut s| s.drain(..).collect())
                .unwrap_or_default()
        }
    }

    impl RoomSocket for FakeSocket {
        fn send(&self, text: String) {
            if let Ok(mut sent) = self.sent.lock() {
                sent.push(text);
            }
        }

        fn events(&self) -> Vec<SocketEvent> {
            Vec::new()
        }
    }
}
