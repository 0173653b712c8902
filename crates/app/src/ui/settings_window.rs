//! The settings window: the language, animation speed, sound, coordinates, stone style, the
//! palette, letters on pieces, the size of the panels and the camera view.

use bevy::prelude::*;
use bevy_egui::egui;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use super::dialog::{Dialog, dialog_open, dialog_window};
use super::widgets::{speed_choice, view_choice};
use crate::session::Store;
use crate::session::{
    CameraView, Palette, Settings, StoneStyle, SystemReducesMotion, UI_SCALES, chosen_language,
};
use crate::ui::words;
use medusa_locale::Texts;

fn window(
    mut contexts: EguiContexts,
    mut dialog: ResMut<Dialog>,
    mut settings: ResMut<Settings>,
    mut camera: ResMut<CameraView>,
    store: Res<Store>,
    system: Res<SystemReducesMotion>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    // Edit copies: the settings and the view only count as changed (and are saved) when
    // something changes.
    let mut edited = settings.clone();
    let mut view = *camera;
    let place = store.describe();
    dialog_window(ctx, &mut dialog, Dialog::Settings, 360.0, |ui| {
        settings_form(ui, &mut edited, &mut view, &place, *system);
    });
    settings.set_if_neq(edited);
    camera.set_if_neq(view);
    Ok(())
}

/// The settings and the view, changed in place, and where they are kept (`place`); whether
/// the system asks for reduced motion (`system`).
fn settings_form(
    ui: &mut egui::Ui,
    edited: &mut Settings,
    view: &mut CameraView,
    place: &str,
    system: SystemReducesMotion,
) {
    let words = words(ui.ctx());
    egui::Grid::new("settings")
        .num_columns(2)
        .spacing([16.0, 8.0])
        .show(ui, |ui| {
            ui.label(words.get("settings-language"));
            language_choice(ui, &words, &mut edited.language);
            ui.end_row();
            ui.label(words.get("settings-animation"));
            ui.add_enabled_ui(!edited.motion_reduced(system), |ui| {
                speed_choice(ui, &mut edited.animation);
            });
            ui.end_row();
            ui.label(words.get("settings-motion"));
            let mut reduced = edited.motion_reduced(system);
            let tooltip = words.attribute("settings-motion-reduce", "tooltip");
            if ui
                .checkbox(&mut reduced, words.get("settings-motion-reduce"))
                .on_hover_text(tooltip)
                .changed()
            {
                edited.reduce_motion = Some(reduced);
            }
            ui.end_row();
            let label = ui.label(words.get("settings-sound"));
            ui.horizontal(|ui| {
                ui.add_enabled(
                    !edited.muted,
                    egui::Slider::new(&mut edited.volume, 0.0..=1.0).show_value(false),
                )
                .labelled_by(label.id);
                ui.checkbox(&mut edited.muted, words.get("settings-mute"));
            });
            ui.end_row();
            ui.label(words.get("settings-coordinates"));
            ui.checkbox(
                &mut edited.coordinates,
                words.get("settings-coordinates-show"),
            );
            ui.end_row();
            ui.label(words.get("settings-stones"));
            ui.horizontal(|ui| {
                ui.selectable_value(
                    &mut edited.stone_style,
                    StoneStyle::Plain,
                    words.get("settings-stones-plain"),
                );
                ui.selectable_value(
                    &mut edited.stone_style,
                    StoneStyle::Symbols,
                    words.get("settings-stones-symbols"),
                )
                .on_hover_text(words.attribute("settings-stones-symbols", "tooltip"));
            });
            ui.end_row();
            ui.label(words.get("settings-palette"));
            ui.horizontal_wrapped(|ui| {
                for palette in Palette::ALL {
                    let key = palette.key();
                    ui.selectable_value(&mut edited.palette, palette, words.get(key))
                        .on_hover_text(words.attribute(key, "tooltip"));
                }
            });
            ui.end_row();
            ui.label(words.get("settings-pieces"));
            ui.checkbox(
                &mut edited.piece_letters,
                words.get("settings-pieces-letters"),
            )
            .on_hover_text(words.attribute("settings-pieces-letters", "tooltip"));
            ui.end_row();
            ui.label(words.get("settings-turns"));
            ui.checkbox(
                &mut edited.end_turn_by_hand,
                words.get("settings-turns-by-hand"),
            )
            .on_hover_text(words.attribute("settings-turns-by-hand", "tooltip"));
            ui.end_row();
            ui.label(words.get("settings-chat"));
            ui.checkbox(&mut edited.chat, words.get("settings-chat-on"))
                .on_hover_text(words.attribute("settings-chat-on", "tooltip"));
            ui.end_row();
            let label = ui.label(words.get("settings-panel-size"));
            ui.add(
                egui::Slider::new(&mut edited.ui_scale, UI_SCALES)
                    .step_by(0.05)
                    .custom_formatter(|v, _| {
                        let percent = (v * 100.0).round();
                        words.with("settings-panel-percent", [("percent", percent.into())])
                    }),
            )
            .labelled_by(label.id);
            ui.end_row();
            ui.label(words.get("settings-view"));
            view_choice(ui, view);
            ui.end_row();
        });
    ui.separator();
    let kept = words.with("settings-kept-in", [("place", place.into())]);
    ui.label(egui::RichText::new(kept).small().weak());
}

/// The language picker: the system's language (named in it), then every language the game
/// speaks, each by its own name.
fn language_choice(ui: &mut egui::Ui, words: &Texts, language: &mut Option<String>) {
    let languages = medusa_locale::languages();
    let system = chosen_language(&Settings::default());
    let name_of = |tag: &str| {
        languages
            .iter()
            .find(|language| language.tag == tag)
            .map_or_else(|| tag.to_string(), |language| language.name.clone())
    };
    let system_name = words.with(
        "settings-language-system",
        [("language", name_of(&system).into())],
    );
    let shown = match language {
        Some(tag) => name_of(tag),
        None => system_name.clone(),
    };
    egui::ComboBox::from_id_salt("language")
        .selected_text(shown)
        .show_ui(ui, |ui| {
            ui.selectable_value(language, None, system_name);
            for choice in languages {
                ui.selectable_value(language, Some(choice.tag.to_string()), &choice.name);
            }
        });
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        window.run_if(dialog_open(Dialog::Settings)),
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::words_shown::assert_every_word_translated;

    #[test]
    fn every_word_of_the_settings_comes_from_the_language_files() {
        let mut settings = Settings::default();
        let mut view = CameraView::default();
        assert_every_word_translated(
            "the settings",
            egui::vec2(800.0, 900.0),
            // The panel's size is a number, the place a path.
            |text| text == "/data/medusa",
            |ui| {
                let system = SystemReducesMotion(false);
                settings_form(ui, &mut settings, &mut view, "/data/medusa", system);
            },
        );
    }
}
