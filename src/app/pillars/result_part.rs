//! Pillars of Medusa's part of the result window: who won (or the draw) and why, the pieces
//! left and the moves played.

use bevy_egui::egui::{self, RichText};

use super::panel_part::panel_count;
use crate::app::ui::result_lines;
use crate::pillars::{Game, Outcome};

/// The window's body for a finished game.
pub(crate) fn result_body(ui: &mut egui::Ui, game: &Game, outcome: &Outcome) {
    let (headline, reason) = result_lines(outcome.winner, &outcome.reason_text());
    ui.label(RichText::new(headline).size(24.0).strong());
    ui.label(reason);
    ui.add_space(6.0);
    panel_count(ui, game);
    ui.label(format!("{} moves played.", game.moves().len()));
}
