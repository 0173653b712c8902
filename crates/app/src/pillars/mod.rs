//! Pillars of Medusa on the board: the 11 x 11 square board and its cells, the ten pieces
//! built from their shapes, turning to stone under the Medusa's gaze, and their motions; the
//! trays of captured pieces; what a click means, and the marks of the selection, the
//! destinations, check and the last move; the piece under the pointer named beside it; its
//! rules page and a legend of the pieces; its part of the game panel and of the result window,
//! and the small flat picture of its board.

mod announce;
mod assets;
mod clicks;
mod game_view;
mod help_page;
mod highlights;
mod hover_line;
mod layout;
mod legend;
mod mini_board;
mod morph_choice;
mod panel_part;
mod piece_look;
mod piece_shapes;
mod pieces;
mod questions;
mod refusals;
mod result_part;
mod session_game;
mod silhouette;
mod stone_material;

pub use clicks::{ChooseForm, PillarsSelection};
pub use pieces::{
    Captured, Form, MorphMark, Petrification, PillarsIndex, PillarsPiece, PillarsReconcile,
};

use bevy::prelude::*;

use crate::game_parts::GamePart;
use crate::session::GameKind;

use crate::scene::build_square_board_when_shown;
use crate::session::GameBoard;

/// This game's part of the app: its views and its plugins.
pub(crate) const PART: GamePart = GamePart {
    kinds: &[GameKind::PILLARS],
    views: &[game_view::VIEW],
    logic: plugin,
    presentation: presentation_plugin,
};

/// The board's cells, the piece entities and what clicks mean, which run headless too.
pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((layout::plugin, pieces::plugin, clicks::plugin));
}

/// The shared square board, 11 x 11, built when the board comes onto the screen.
fn board_plugin(app: &mut App) {
    build_square_board_when_shown(app, layout::GRID, GameBoard::PILLARS);
}

/// Everything drawn on and around the board.
pub(crate) fn presentation_plugin(app: &mut App) {
    app.add_plugins((
        stone_material::plugin,
        assets::plugin,
        board_plugin,
        piece_look::plugin,
        highlights::plugin,
        panel_part::plugin,
        hover_line::plugin,
        morph_choice::plugin,
    ));
}
