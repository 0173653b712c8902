//! The settings window: animation speed, sound, coordinates, stone style, letters on pieces,
//! the size of the panels and the camera view.

use bevy::prelude::*;
use bevy_egui::egui;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use super::dialog::{Dialog, dialog_open, dialog_window};
use super::widgets::{speed_choice, view_choice};
use crate::session::Store;
use crate::session::{CameraView, Settings, StoneStyle, UI_SCALES};

fn window(
    mut contexts: EguiContexts,
    mut dialog: ResMut<Dialog>,
    mut settings: ResMut<Settings>,
    mut camera: ResMut<CameraView>,
    store: Res<Store>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    // Edit copies: the settings and the view only count as changed (and are saved) when
    // something changes.
    let mut edited = settings.clone();
    let mut view = *camera;
    dialog_window(ctx, &mut dialog, Dialog::Settings, 360.0, |ui| {
        egui::Grid::new("settings")
            .num_columns(2)
            .spacing([16.0, 8.0])
            .show(ui, |ui| {
                ui.label("Animation");
                speed_choice(ui, &mut edited.animation);
                ui.end_row();
                ui.label("Sound");
                ui.horizontal(|ui| {
                    ui.add_enabled(
                        !edited.muted,
                        egui::Slider::new(&mut edited.volume, 0.0..=1.0).show_value(false),
                    );
                    ui.checkbox(&mut edited.muted, "Mute");
                });
                ui.end_row();
                ui.label("Coordinates");
                ui.checkbox(&mut edited.coordinates, "Show letters and numbers");
                ui.end_row();
                ui.label("Stones");
                ui.horizontal(|ui| {
                    ui.selectable_value(&mut edited.stone_style, StoneStyle::Plain, "Plain");
                    ui.selectable_value(
                        &mut edited.stone_style,
                        StoneStyle::Symbols,
                        "With symbols",
                    )
                    .on_hover_text("A dot on black faces and a ring on white faces");
                });
                ui.end_row();
                ui.label("Pieces");
                ui.checkbox(&mut edited.piece_letters, "Letters on the pieces")
                    .on_hover_text("Pillars of Medusa: each piece's letter on its top");
                ui.end_row();
                ui.label("Turns");
                ui.checkbox(&mut edited.end_turn_by_hand, "End every turn myself")
                    .on_hover_text("Otherwise a turn that can do nothing more ends by itself");
                ui.end_row();
                ui.label("Panel size");
                ui.add(
                    egui::Slider::new(&mut edited.ui_scale, UI_SCALES)
                        .step_by(0.05)
                        .custom_formatter(|v, _| format!("{:.0}%", v * 100.0)),
                );
                ui.end_row();
                ui.label("View");
                view_choice(ui, &mut view);
                ui.end_row();
            });
        ui.separator();
        ui.label(
            egui::RichText::new(format!("Kept in {}", store.describe()))
                .small()
                .weak(),
        );
    });
    settings.set_if_neq(edited);
    camera.set_if_neq(view);
    Ok(())
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        window.run_if(dialog_open(Dialog::Settings)),
    );
}
