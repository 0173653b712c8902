//! Pillars of Medusa's entry among the game views: its title card, its result window's body,
//! its rules page, its clicks, and what the web page is told of it.

use std::sync::LazyLock;

use bevy_egui::egui;

use super::help_page;
use super::mini_board::{Picture, draw_picture};
use super::result_part::result_body;
use crate::session::{AnyGame, GameKind};
use crate::ui::{GameView, no_options, nothing_to_fit, pieces_data};
use medusa_rules::pillars::{Colour, Position};

/// The start, as the card shows it.
static START: LazyLock<Position> = LazyLock::new(Position::start);

/// The card's picture: the start.
fn card_picture(ui: &mut egui::Ui, size: egui::Vec2) -> egui::Response {
    draw_picture(ui, &Picture::plain(&START), size)
}

/// The phase and the pieces of each side.
fn page_data(game: &AnyGame) -> [(&'static str, String); 2] {
    pieces_data(game.pillars().map(|game| {
        let board = game.position().board();
        let pieces = Colour::ALL.map(|side| board.by_colour(side).count());
        (game.is_over(), pieces)
    }))
}

/// Pillars of Medusa's views.
pub(crate) const VIEW: GameView = GameView {
    kind: GameKind::PILLARS,
    line: "title-pillars-line",
    about: "title-pillars-about",
    card_picture,
    options: no_options,
    fit_options: nothing_to_fit,
    result_body,
    rules_page: help_page::rules,
    keys: &[
        ("help-key-pillars-move", "help-key-pillars-move-does"),
        ("help-key-pillars-castle", "help-key-pillars-castle-does"),
    ],
    page_data,
};
