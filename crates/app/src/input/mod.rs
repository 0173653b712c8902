//! The player's hands on the game: the pointer and touch on the board, the keyboard cursor,
//! the cell they point at, what a click on a piece means, the one key map (no game key while
//! a text field has the keyboard), the replay's keys, the club screen's, the steering of the camera, and whether
//! the screen is touched.

mod camera_steering;
mod cells;
mod click_reaction;
mod club_screen_keys;
mod cursor;
mod keys;
mod pointer;
mod replay_keys;
mod touch_screen;

pub use cells::{CellClicked, HoveredCell, OffCellClicked};
pub use cursor::Cursor;
pub use keys::KeyboardClaimed;
pub use touch_screen::TouchScreen;

pub(crate) use cells::PointingSystems;
pub(crate) use click_reaction::ClickReaction;
#[cfg(test)]
pub(crate) use keys::KEY_MAP;
pub(crate) use keys::{KeyCommand, ReadKeys};

use bevy::prelude::*;

/// Input that runs headless too (keys arrive as messages).
pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((
        cells::plugin,
        keys::plugin,
        cursor::plugin,
        replay_keys::plugin,
        club_screen_keys::plugin,
        touch_screen::plugin,
    ));
}

/// The pointer, which needs a window and a camera.
pub(crate) fn presentation_plugin(app: &mut App) {
    app.add_plugins((pointer::plugin, camera_steering::plugin));
}
