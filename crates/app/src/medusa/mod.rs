//! Medusa and Lotus on the board: the boards themselves, the stones and their drop, flip and
//! hop animations, what a click means, rosettes, the marker, the placement preview, the
//! highlights of the turn, the territory overlay, the dead marks and the coordinates; the
//! computer's proposal of the dead groups and its hint read as stones; the rules pages of
//! Medusa and Lotus and the small flat pictures of their boards.

mod announce;
mod assets;
mod board;
mod clicks;
mod computer_part;
mod coordinates;
mod dead_marks;
mod game_view;
mod help_page;
mod highlights;
mod layout;
mod marker;
mod mini_board;
mod panel_part;
mod preview;
mod questions;
mod refusals;
mod result_part;
mod rosettes;
mod session_game;
mod stone_look;
mod stones;
mod territory;
mod track_label;
mod turn_end;

pub use clicks::Selection;
pub use layout::{BoardLayout, colour_shown};
pub use session_game::{DEFAULT_KOMI, MedusaMove};
pub use stones::{ReconcileReport, Stone, StoneIndex};

pub(crate) use clicks::TurnChoices;
pub(crate) use territory::ShowTerritory;

use bevy::prelude::*;

use crate::game_parts::GamePart;
use crate::session::GameKind;

/// This game's part of the app: its views and its plugins.
pub(crate) const PART: GamePart = GamePart {
    kinds: &[GameKind::MEDUSA, GameKind::LOTUS],
    views: &[game_view::MEDUSA_VIEW, game_view::LOTUS_VIEW],
    logic: plugin,
    presentation: presentation_plugin,
};

/// The board's layout, the stone entities and what clicks mean, which run headless too.
pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((
        layout::plugin,
        stones::plugin,
        clicks::plugin,
        turn_end::plugin,
        computer_part::plugin,
    ));
}

/// Everything drawn on and around the board.
pub(crate) fn presentation_plugin(app: &mut App) {
    app.add_plugins((
        assets::plugin,
        board::plugin,
        stone_look::plugin,
        rosettes::plugin,
        marker::plugin,
        preview::plugin,
        highlights::plugin,
        panel_part::plugin,
        coordinates::plugin,
        territory::plugin,
        dead_marks::plugin,
        track_label::plugin,
    ));
}
