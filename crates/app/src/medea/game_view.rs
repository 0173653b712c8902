//! Medea's entry among the game views: its title card, its result window's body, its rules
//! page, its clicks, and what the web page is told of it.

use std::sync::LazyLock;

use bevy_egui::egui;

use super::help_page;
use super::mini_board::{Picture, draw_picture};
use super::result_part::result_body;
use crate::session::{AnyGame, GameKind};
use crate::ui::{GameView, no_options, nothing_to_fit, pieces_data};
use medusa_rules::medea::{Colour, Position};

/// The start, as the card shows it.
static START: LazyLock<Position> = LazyLock::new(Position::default);

/// The card's picture: the start with its chakras.
fn card_picture(ui: &mut egui::Ui, size: egui::Vec2) -> egui::Response {
    draw_picture(ui, &Picture::plain(&START), size)
}

/// The phase and the men and kings of each side.
fn page_data(game: &AnyGame) -> [(&'static str, String); 2] {
    pieces_data(game.medea().map(|game| {
        let position = game.position();
        let pieces = Colour::ALL.map(|side| position.men(side).len() + position.kings(side).len());
        (game.is_over(), pieces)
    }))
}

/// Medea's views.
pub(crate) const VIEW: GameView = GameView {
    kind: GameKind::MEDEA,
    line: "title-medea-line",
    about: "title-medea-about",
    card_picture,
    options: no_options,
    fit_options: nothing_to_fit,
    result_body,
    rules_page: help_page::rules,
    keys: &[
        ("help-key-medea-move", "help-key-medea-move-does"),
        ("help-key-medea-chakra", "help-key-medea-chakra-does"),
    ],
    page_data,
};
