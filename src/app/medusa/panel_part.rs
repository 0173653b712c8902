//! Medusa's and Lotus's part of the game panel: the turn's controls (end turn, undo, pass,
//! hint, skip placement), the marking's acceptances, and the count with the territory
//! overlay and the marker.

use bevy_egui::egui::{self, RichText};

use super::{ShowTerritory, TurnChoices};
use crate::app::session::{Intent, PlayerKind};
use crate::app::ui::{DIM, TurnControls, score_grid};
use crate::medusa::{Colour, Game, Turn};

/// The turn's controls.
pub(crate) fn panel_controls(
    ui: &mut egui::Ui,
    turn: &mut TurnControls,
    choices: &mut TurnChoices,
) {
    let Some(game) = turn.game_match.medusa() else {
        return;
    };
    let position = game.position();
    let my_turn = turn.my_turn;
    if position.is_playing() && game.is_repetition() {
        ui.label(RichText::new("This position has occurred before.").color(DIM));
    }
    let started = !game.actions_in_progress().is_empty();
    let can_undo = started || !game.turns().is_empty();
    let mut sent = Vec::new();
    ui.horizontal(|ui| {
        if ui
            .add_enabled(my_turn, egui::Button::new("End turn"))
            .on_hover_text("Enter")
            .clicked()
        {
            sent.push(Intent::EndTurn);
        }
        turn.undo(ui, can_undo, "Ctrl+Z: the last action, then whole turns");
        if ui
            .add_enabled(my_turn && !started, egui::Button::new("Pass"))
            .on_hover_text("A complete pass: the marker moves towards you")
            .clicked()
        {
            sent.push(Intent::Pass);
        }
        turn.hint(ui);
    });
    if let Some(suggested) = turn.hint.medusa_turn() {
        let text = match suggested {
            Turn::Pass => "Hint: pass".to_string(),
            suggested => format!(
                "Hint: {}",
                suggested.notation(game.topology(), position.to_move())
            ),
        };
        TurnControls::hint_line(ui, text);
    }
    if position.topology().has_movement() {
        let can_skip = my_turn && position.can_place() && !choices.placement_skipped;
        if ui
            .add_enabled(can_skip, egui::Button::new("Skip placement, move a group"))
            .clicked()
        {
            choices.placement_skipped = true;
        }
    }
    if let Some(marking) = position.marking() {
        ui.horizontal(|ui| {
            for colour in Colour::ALL {
                let person = turn.game_match.player(colour) == PlayerKind::Human;
                let label = format!("{colour} accepts");
                if ui
                    .add_enabled(
                        person && !marking.accepted(colour),
                        egui::Button::new(label),
                    )
                    .clicked()
                {
                    sent.push(Intent::AcceptMarking(colour));
                }
            }
        });
        if ui.button("Resume play").clicked() {
            sent.push(Intent::ResumePlay);
        }
    }
    turn.sent.extend(sent);
}

/// The count as it stands (as marked, during the marking), the territory overlay's switch and
/// the marker.
pub(crate) fn panel_count(ui: &mut egui::Ui, game: &Game, territory: &mut ShowTerritory) {
    let position = game.position();
    if position.marking().is_some() {
        ui.label(RichText::new("The count if the marking is accepted:").color(DIM));
    }
    score_grid(ui, "score", &position.provisional_score());
    let mut overlay = territory.0;
    if ui
        .add_enabled(
            position.is_playing(),
            egui::Checkbox::new(&mut overlay, "Show territory"),
        )
        .on_hover_text("A: whose region each vacant point is")
        .changed()
    {
        territory.0 = overlay;
    }
    let marker = position.marker();
    let side = match marker.signum() {
        1 => format!("{marker} towards White"),
        -1 => format!("{} towards Black", -marker),
        _ => "in the centre".into(),
    };
    ui.label(RichText::new(format!("Marker: {side}")).color(DIM));
}
