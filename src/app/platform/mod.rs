//! Where the game runs: the web page around it in the browser, and the screenshot driver that
//! renders a recorded game to a PNG on the desktop.

mod screenshot;
#[cfg(target_arch = "wasm32")]
mod web;

pub use screenshot::{ScreenshotRequest, take_screenshot};

use bevy::prelude::*;

pub(crate) fn plugin(_app: &mut App) {
    #[cfg(target_arch = "wasm32")]
    _app.add_plugins(web::plugin);
}
