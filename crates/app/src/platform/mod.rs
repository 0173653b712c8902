//! Where the game runs: the window at rest when nothing moves, the web page around it in the
//! browser, the WebSocket to the online server on both, and the notices of the player's games
//! by the day: the desktop's notifications, the browser's Web Push.

mod rest;
mod socket;
#[cfg(not(target_arch = "wasm32"))]
mod system_notice;
#[cfg(target_arch = "wasm32")]
mod web;
#[cfg(target_arch = "wasm32")]
mod web_push;

pub(crate) use socket::OPENER as SOCKET_OPENER;

use bevy::prelude::*;

pub(crate) fn plugin(app: &mut App) {
    app.add_plugins(rest::plugin);
    #[cfg(not(target_arch = "wasm32"))]
    app.add_plugins(system_notice::plugin);
    #[cfg(target_arch = "wasm32")]
    app.add_plugins((web::plugin, web_push::plugin));
}
