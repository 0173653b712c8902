//! The panels and dialogs, drawn with egui: the title screen, the side panel, the result, the
//! records, the replay bar, the settings, the help, and the fonts they use.

mod dialog;
mod fonts;
mod help;
mod keyboard;
pub(crate) mod move_game;
mod panel;
mod records;
mod replay_bar;
mod result;
mod settings_window;
mod square_picture;
mod title;
mod widgets;

pub(crate) use help::{Example, Moment, rules_page};
pub(crate) use move_game::{move_controls, numbered_moves, quiet_count, result_body, side_counts};
pub(crate) use panel::{DIM, TurnControls, score_grid};
pub(crate) use square_picture::{BoardColours, square_picture};

use bevy::prelude::*;

pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((
        dialog::plugin,
        fonts::plugin,
        panel::plugin,
        help::plugin,
        keyboard::plugin,
        title::plugin,
        records::plugin,
        replay_bar::plugin,
        result::plugin,
        settings_window::plugin,
    ));
}
