//! The replay bar under the board: where the record stands ("turn 8 of 11", numbered as the
//! record's lines and the analysis number them), buttons and a slider to step through it, who
//! plays each colour when the players continue from here, Analyse, and closing.

use bevy::prelude::*;
use bevy_egui::egui::{self, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use super::control_spots::{ControlSpots, NoteSpots};
use super::screen_room::ScreenRoom;
use super::widgets::player_picker;
use crate::session::Autosave;
use crate::session::Screen;
use crate::session::{Analyse, Replay, ReplayStep};

/// The width the bar needs for its players side by side, in points.
const WIDE: f32 = 500.0;

/// The replay bar under the board.
fn bar(
    mut contexts: EguiContexts,
    replay: Res<Replay>,
    autosave: Res<Autosave>,
    mut steps: MessageWriter<ReplayStep>,
    mut analyse: MessageWriter<Analyse>,
    mut spots: ResMut<ControlSpots>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut noted = NoteSpots::new(ctx, "replay bar");
    let width = ScreenRoom::of(ctx).width(WIDE);
    egui::Window::new("Replay")
        .title_bar(false)
        .resizable(false)
        .anchor(egui::Align2::LEFT_TOP, [12.0, 12.0])
        .max_width(width)
        .show(ctx, |ui| {
            ui.horizontal(|ui| {
                ui.label(RichText::new(&replay.name).strong());
                ui.label(replay.where_it_stands());
            });
            ui.horizontal(|ui| {
                let (at, steps_total) = (replay.at, replay.steps());
                if ui
                    .add_enabled(at > 0, egui::Button::new("⏮"))
                    .on_hover_text("Home")
                    .clicked()
                {
                    steps.write(ReplayStep::To(0));
                }
                if ui
                    .add_enabled(at > 0, egui::Button::new("◀"))
                    .on_hover_text("Left arrow")
                    .clicked()
                {
                    steps.write(ReplayStep::Back);
                }
                if ui
                    .add_enabled(at < steps_total, egui::Button::new("▶"))
                    .on_hover_text("Right arrow")
                    .clicked()
                {
                    steps.write(ReplayStep::Forward);
                }
                if ui
                    .add_enabled(at < steps_total, egui::Button::new("⏭"))
                    .on_hover_text("End")
                    .clicked()
                {
                    steps.write(ReplayStep::To(steps_total));
                }
                let mut wanted = at;
                let slider = egui::Slider::new(&mut wanted, 0..=steps_total).show_value(false);
                if ui.add(slider).changed() && wanted != at {
                    steps.write(ReplayStep::To(wanted));
                }
            });
            // The two players side by side where they fit, one above the other on a phone.
            let players = |ui: &mut egui::Ui| {
                let game_kind = replay.record.kind();
                for seat in game_kind.seats_in_play_order() {
                    let side = game_kind.side_names()[seat];
                    let mut kind = replay.players[seat];
                    ui.horizontal(|ui| {
                        ui.label(side);
                        player_picker(ui, side, &mut kind);
                    });
                    if kind != replay.players[seat] {
                        steps.write(ReplayStep::SetPlayer(seat, kind));
                    }
                }
            };
            if width < WIDE {
                ui.vertical(players);
            } else {
                ui.horizontal(players);
            }
            ui.horizontal_wrapped(|ui| {
                if ui.button("Continue playing from here").clicked() {
                    steps.write(ReplayStep::Continue);
                }
                let button = ui.button("Analyse").on_hover_text(
                    "The computer judges every move: a graph, the turning points and where the \
                     game was lost",
                );
                noted.note("analyse", &button);
                if button.clicked() {
                    analyse.write(Analyse::Shown);
                }
                let close = if replay.before.is_some() || autosave.in_progress().is_some() {
                    "Close (back to my game)"
                } else {
                    "Close"
                };
                if ui.button(close).clicked() {
                    steps.write(ReplayStep::Close);
                }
            });
        });
    ControlSpots::keep(&mut spots, noted);
    Ok(())
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        bar.run_if(in_state(Screen::Playing).and_then(resource_exists::<Replay>)),
    );
}
