//! Pillars of Medusa in the shell: the 11 x 11 square board and its cells, its part of the
//! game panel and of the result window, and the small flat picture of its board.

mod layout;
mod mini_board;
mod panel_part;
mod result_part;

pub(crate) use mini_board::draw_picture;
pub use panel_part::{move_lines, status};

pub(crate) use panel_part::{panel_controls, panel_count};
pub(crate) use result_part::result_body;

use bevy::prelude::*;

use crate::app::scene::build_square_board_when_shown;
use crate::app::session::GameBoard;

/// The board's cells, which the shared code needs headless too.
pub(crate) fn plugin(app: &mut App) {
    app.add_plugins(layout::plugin);
}

/// The shared square board, 11 x 11, built when the board comes onto the screen.
pub(crate) fn presentation_plugin(app: &mut App) {
    build_square_board_when_shown(app, layout::GRID, GameBoard::Pillars);
}
