//! Where the game runs: the window at rest when nothing moves, the web page around it in the
//! browser, the screenshot driver that
//! renders a recorded game to a PNG on the desktop, and the WebSocket to the online server
//! on both.

mod rest;
mod screenshot;
mod socket;
#[cfg(target_arch = "wasm32")]
mod web;

pub use screenshot::{ScreenshotRequest, take_screenshot};
pub use socket::{Socket, SocketEvent};

use bevy::prelude::*;

pub(crate) fn plugin(app: &mut App) {
    app.add_plugins(rest::plugin);
    #[cfg(target_arch = "wasm32")]
    app.add_plugins(web::plugin);
}
