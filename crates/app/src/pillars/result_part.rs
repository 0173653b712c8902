//! Pillars of Medusa's part of the result window: who won (or the draw) and why, the pieces
//! left and the moves played.

use bevy_egui::egui;

use super::panel_part::{panel_count, reason};
use crate::session::AnyGame;
use crate::ui;

/// The window's body for a finished game.
pub(crate) fn result_body(ui: &mut egui::Ui, game: &AnyGame) {
    let Some((game, outcome)) = game
        .pillars()
        .and_then(|game| Some((game, game.outcome()?)))
    else {
        return;
    };
    let moves = game.moves().len();
    let reason = reason(&outcome);
    ui::result_body(ui, outcome.winner, reason, moves, |ui| {
        panel_count(ui, game)
    });
}
