//! Medea on the board: the 8 x 8 square board, the men, kings and
//! chakras and their motions, what a click means, and the marks of the selection, the
//! destinations, the pieces that must capture, the hint and the last move; its rules page
//! and the small flat pictures of its board.

mod announce;
mod assets;
mod clicks;
mod game_view;
mod help_page;
mod highlights;
mod layout;
mod mini_board;
mod panel_part;
mod piece_look;
mod pieces;
mod questions;
mod refusals;
mod result_part;
mod session_game;

pub use clicks::MedeaSelection;

pub use pieces::{CaptureMark, Chakra, Crown, MedeaIndex, MedeaPiece, MedeaReconcile};

use bevy::prelude::*;

use crate::game_parts::GamePart;
use crate::session::GameKind;

use crate::scene::build_square_board_when_shown;
use crate::session::GameBoard;

/// This game's part of the app: its views and its plugins.
pub(crate) const PART: GamePart = GamePart {
    kinds: &[GameKind::MEDEA],
    views: &[game_view::VIEW],
    logic: plugin,
    presentation: presentation_plugin,
};

/// The board's cells, the piece entities and what clicks mean, which run headless too.
pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((layout::plugin, pieces::plugin, clicks::plugin));
}

/// The shared square board, 8 x 8, built when Medea's board comes onto the screen.
fn board_plugin(app: &mut App) {
    build_square_board_when_shown(app, layout::GRID, GameBoard::MEDEA);
}

/// Everything drawn on and around the board.
pub(crate) fn presentation_plugin(app: &mut App) {
    app.add_plugins((
        assets::plugin,
        board_plugin,
        piece_look::plugin,
        highlights::plugin,
        panel_part::plugin,
    ));
}
