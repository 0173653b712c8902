//! The WebSocket to the online-play server that online play asks for ([`RoomSocket`]), one
//! type on the desktop and in the browser. Nothing here blocks the game: on the desktop a
//! thread of the socket's own does the reading and writing, in the browser the page's
//! WebSocket does.

#[cfg(target_arch = "wasm32")]
mod browser;
#[cfg(not(target_arch = "wasm32"))]
mod desktop;

#[cfg(target_arch = "wasm32")]
use browser::Socket;
#[cfg(not(target_arch = "wasm32"))]
use desktop::Socket;

use crate::session::{RoomSocket, SocketOpener, Waker};

/// Opens this platform's socket.
fn open(url: &str, waker: Waker) -> Box<dyn RoomSocket> {
    Box::new(Socket::open(url, waker))
}

/// How online play opens a socket here.
pub const OPENER: SocketOpener = SocketOpener(open);
