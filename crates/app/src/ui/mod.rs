//! The panels and dialogs, drawn with egui: the title screen, the side panel, the result, the
//! records, the replay bar, the analysis, the settings, the help, the lesson's window, online play's form, lobby, games, chat and panel, the fonts they use
//! and their size, and where their main controls stand. What a game shows of its own there comes from its entry
//! among the game views.

mod analysis_section;
mod chat;
mod club_screen;
mod conditional_moves;
mod control_spots;
mod dialog;
mod fonts;
mod game_views;
mod glossary;
mod help;
mod keyboard;
mod lesson_window;
mod lobby;
mod move_box;
pub(crate) mod move_game;
mod my_games;
mod notice_settings;
mod online_form;
mod online_panel;
mod opponent;
pub(crate) mod panel;
mod player_name;
mod puzzle_window;
mod quiet_modifiers;
mod records;
mod replay_bar;
mod result;
mod screen_room;
mod settings_window;
mod sizing;
mod square_picture;
mod title;
mod widgets;
mod words;
#[cfg(test)]
pub(crate) mod words_shown;
mod your_turn;

#[cfg(target_arch = "wasm32")]
pub(crate) use control_spots::ControlSpots;
pub(crate) use game_views::{GameView, GameViews, no_options, nothing_to_fit, pieces_data};
pub(crate) use help::{Example, Moment, rules_page};
pub(crate) use move_game::{
    ending_headline, ending_phrase, lost_by, move_controls, numbered_moves, quiet_count,
    result_body, side_counts,
};
pub(crate) use panel::{
    DIM, GamePanel, PanelParts, PanelText, PlainParts, TurnControls, add_game_panel, move_line,
    panel_shown, side_icon, side_phrase, win_phrase,
};
pub(crate) use square_picture::{BoardColours, square_picture};
pub(crate) use words::{game_name, game_named, side_name, words};

pub use lesson_window::{LessonLayout, LessonLine, lesson_text};

use bevy::prelude::*;

pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((
        control_spots::plugin,
        dialog::plugin,
        fonts::plugin,
        panel::plugin,
        quiet_modifiers::plugin,
        help::plugin,
        keyboard::plugin,
        (
            lesson_window::plugin,
            glossary::plugin,
            puzzle_window::plugin,
        ),
        (
            online_form::plugin,
            chat::plugin,
            player_name::plugin,
            club_screen::plugin,
        ),
        title::plugin,
        records::plugin,
        replay_bar::plugin,
        result::plugin,
        settings_window::plugin,
        (sizing::plugin, words::plugin, move_box::plugin),
    ));
}
