//! Pillars of Medusa in the shell: its part of the game panel and of the result window, and
//! the small flat picture of its board.

mod mini_board;
mod panel_part;
mod result_part;

pub(crate) use mini_board::draw_picture;
pub use panel_part::{move_lines, status};

pub(crate) use panel_part::{panel_controls, panel_count};
pub(crate) use result_part::result_body;
