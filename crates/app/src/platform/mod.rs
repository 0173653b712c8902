//! Where the game runs: the window at rest when nothing moves, the web page around it in the
//! browser, and the WebSocket to the online server on both.

mod rest;
mod socket;
#[cfg(target_arch = "wasm32")]
mod web;

pub(crate) use socket::OPENER as SOCKET_OPENER;

use bevy::prelude::*;

pub(crate) fn plugin(app: &mut App) {
    app.add_plugins(rest::plugin);
    #[cfg(target_arch = "wasm32")]
    app.add_plugins(web::plugin);
}
