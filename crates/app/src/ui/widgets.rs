//! The small pieces the panels share, each written once: who plays a colour, the animation
//! speed, the view buttons, and the notices with their dismiss buttons.

use bevy_egui::egui::{self, Color32, RichText};

use crate::session::AnimationSpeed;
use crate::session::CameraView;
use crate::session::Notices;
use crate::session::PlayerKind;

use crate::ui::words;

/// A choice of who plays `colour`: a person or the computer at a level.
pub fn player_picker(ui: &mut egui::Ui, side: &str, kind: &mut PlayerKind) {
    let words = words(ui.ctx());
    egui::ComboBox::from_id_salt(("player", side))
        .selected_text(words.get(kind.key()))
        .width(190.0)
        .show_ui(ui, |ui| {
            for choice in PlayerKind::ALL {
                ui.selectable_value(kind, choice, words.get(choice.key()));
            }
        });
}

/// The animation speeds side by side, the chosen one selected.
pub fn speed_choice(ui: &mut egui::Ui, speed: &mut AnimationSpeed) {
    let words = words(ui.ctx());
    // Wrapped: the speeds' names are longer in some languages than the panel is wide.
    ui.horizontal_wrapped(|ui| {
        for choice in AnimationSpeed::ALL {
            ui.selectable_value(speed, choice, words.get(choice.key()));
        }
    });
}

/// "Reset view" and the top-down switch, with their keys.
pub fn view_choice(ui: &mut egui::Ui, view: &mut CameraView) {
    let words = words(ui.ctx());
    ui.horizontal(|ui| {
        if ui
            .button(words.get("view-reset"))
            .on_hover_text("R")
            .clicked()
        {
            *view = CameraView::default();
        }
        ui.toggle_value(&mut view.top_down, words.get("view-top-down"))
            .on_hover_text("T");
    });
}

/// The notices, each with a button that dismisses it.
pub fn notices(ui: &mut egui::Ui, notices: &mut Notices) {
    let mut dismissed = None;
    let words = words(ui.ctx());
    let dismiss = words.get("notice-dismiss");
    for (index, notice) in notices.0.iter().enumerate() {
        ui.horizontal_wrapped(|ui| {
            ui.label(
                RichText::new(words.say(&notice.phrase)).color(Color32::from_rgb(255, 210, 140)),
            );
            if ui.small_button("×").on_hover_text(&dismiss).clicked() {
                dismissed = Some(index);
            }
        });
    }
    if let Some(index) = dismissed {
        notices.dismiss(index);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::GameKind;
    use crate::ui::words_shown::assert_every_word_translated;
    use medusa_ai::Level;
    use medusa_locale::Phrase;

    #[test]
    fn every_player_is_named_from_the_language_files_in_english_as_records_name_it() {
        let english = medusa_locale::english();
        for kind in PlayerKind::ALL.into_iter().chain([PlayerKind::Remote]) {
            assert_eq!(english.get(kind.key()), kind.label());
            let mut chosen = kind;
            assert_every_word_translated(
                &format!("the player picker on {}", kind.label()),
                egui::vec2(400.0, 200.0),
                |_| false,
                |ui| player_picker(ui, "White", &mut chosen),
            );
        }
        assert_eq!(
            english.get(PlayerKind::Computer(Level::Master).key()),
            "Computer: master"
        );
    }

    /// A notice is said in the screens' language, the reason the program found inside it.
    #[test]
    fn every_notice_is_said_in_the_language_of_the_screens() {
        let mut shown = Notices::default();
        shown.push(Phrase::new("notice-game-not-saved").with("error", "the disk is full"));
        shown.push(Phrase::new("notice-record-closed").with("game", GameKind::MEDEA.name_phrase()));
        shown.push(Phrase::new("notice-not-connected"));
        assert_every_word_translated(
            "the notices",
            egui::vec2(400.0, 300.0),
            |_| false,
            |ui| notices(ui, &mut shown),
        );
        assert!(shown.contains("The game is not being saved: the disk is full"));
        assert!(shown.contains("a new game of Medea between two people starts"));
    }
}
