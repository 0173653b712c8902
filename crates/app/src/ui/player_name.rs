//! The player's name on the Online page: the first time, one field and **Register** (or a
//! sign-in with a password, from another device); then the name played under, with **Set a
//! password** and the way to play under another name. The server's refusals are shown as it
//! says them.

use bevy::prelude::*;
use bevy_egui::egui::{self, RichText};

use super::control_spots::NoteSpots;
use super::panel::{DIM, WARNING};
use crate::session::{LobbyAct, LobbyLink};
use crate::ui::words;
use medusa_online::{MAX_NAME_CHARS, MAX_PASSWORD_BYTES};

/// What the name's form holds, kept from one visit to the Online page to the next.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct NameDraft {
    pub name: String,
    pub password: String,
    /// The sign-in with a password is shown instead of the registration.
    pub signing_in: bool,
    /// The field for a new password is shown.
    pub setting_password: bool,
}

/// The name's part of the Online page, for the lobby `lobby` (none: not followed yet); what it
/// asks of the lobby, if anything.
pub(crate) fn name_form(
    ui: &mut egui::Ui,
    draft: &mut NameDraft,
    lobby: Option<&LobbyLink>,
    spots: &mut NoteSpots,
) -> Option<LobbyAct> {
    let words = words(ui.ctx());
    let mut act = None;
    let player = lobby.and_then(|lobby| lobby.player.as_deref());
    match player {
        Some(name) => {
            ui.horizontal_wrapped(|ui| {
                ui.label(words.with("name-playing-as", [("name", name.into())]));
                let other = ui
                    .small_button(words.get("name-other"))
                    .on_hover_text(words.attribute("name-other", "tooltip"));
                spots.note("other name", &other);
                if other.clicked() {
                    act = Some(LobbyAct::ForgetName);
                }
            });
            let has_password = lobby.is_some_and(|lobby| lobby.password);
            if draft.setting_password {
                ui.horizontal_wrapped(|ui| {
                    let label = ui.label(words.get("name-new-password"));
                    password_field(ui, &mut draft.password, label.id, spots, "new password");
                    let set = ui.button(words.get("name-set"));
                    spots.note("set password", &set);
                    if set.clicked() {
                        act = Some(LobbyAct::SetPassword(std::mem::take(&mut draft.password)));
                        draft.setting_password = false;
                    }
                });
            } else {
                ui.horizontal_wrapped(|ui| {
                    if has_password {
                        ui.label(RichText::new(words.get("name-has-password")).color(DIM));
                    }
                    let key = if has_password {
                        "name-change-password"
                    } else {
                        "name-set-password"
                    };
                    let open = ui
                        .small_button(words.get(key))
                        .on_hover_text(words.attribute("name-set-password", "tooltip"));
                    spots.note("set a password", &open);
                    if open.clicked() {
                        draft.setting_password = true;
                    }
                });
            }
        }
        None => {
            egui::Grid::new("player name")
                .num_columns(2)
                .show(ui, |ui| {
                    let label = ui.label(words.get("name-label"));
                    let field = ui
                        .add(
                            egui::TextEdit::singleline(&mut draft.name)
                                .hint_text(words.get("name-hint"))
                                .char_limit(MAX_NAME_CHARS)
                                .desired_width(160.0),
                        )
                        .labelled_by(label.id);
                    spots.note("name", &field);
                    ui.end_row();
                    if draft.signing_in {
                        let label = ui.label(words.get("name-password"));
                        password_field(ui, &mut draft.password, label.id, spots, "password");
                        ui.end_row();
                    }
                });
            ui.horizontal_wrapped(|ui| {
                let (key, spot) = if draft.signing_in {
                    ("name-sign-in", "sign in")
                } else {
                    ("name-register", "register")
                };
                let button = ui
                    .add_enabled(lobby.is_some(), egui::Button::new(words.get(key)))
                    .on_hover_text(words.attribute(key, "tooltip"));
                spots.note(spot, &button);
                if button.clicked() {
                    act = Some(if draft.signing_in {
                        LobbyAct::SignIn {
                            name: draft.name.clone(),
                            password: std::mem::take(&mut draft.password),
                        }
                    } else {
                        LobbyAct::Register(draft.name.clone())
                    });
                }
                let switch = if draft.signing_in {
                    "name-register-instead"
                } else {
                    "name-sign-in-instead"
                };
                let other = ui.small_button(words.get(switch));
                spots.note("sign in instead", &other);
                if other.clicked() {
                    draft.signing_in = !draft.signing_in;
                }
            });
            ui.label(RichText::new(words.get("name-why")).small().color(DIM));
        }
    }
    if let Some(refusal) = lobby.and_then(|lobby| lobby.refusal.as_deref()) {
        let text = words.with("online-refused", [("refusal", refusal.into())]);
        ui.label(RichText::new(text).color(WARNING));
    }
    act
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<NameDraft>();
}

/// A password's field, named by the label `label` and noted as the control `spot`.
fn password_field(
    ui: &mut egui::Ui,
    password: &mut String,
    label: egui::Id,
    spots: &mut NoteSpots,
    spot: &str,
) {
    let field = ui
        .add(
            egui::TextEdit::singleline(password)
                .password(true)
                .char_limit(MAX_PASSWORD_BYTES)
                .desired_width(160.0),
        )
        .labelled_by(label);
    spots.note(spot, &field);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::words_shown::assert_every_word_translated;

    #[test]
    fn every_word_of_the_name_form_comes_from_the_language_files() {
        let mut named = LobbyLink::new("http://127.0.0.1:9000");
        named.player = Some("Ann".into());
        named.password = true;
        let mut refused = LobbyLink::new("http://127.0.0.1:9000");
        refused.refusal = Some("the name 'ANN' is taken: choose another".into());
        for size in [egui::vec2(1280.0, 800.0), egui::vec2(390.0, 844.0)] {
            for (lobby, signing_in, setting_password) in [
                (Some(&refused), false, false),
                (Some(&refused), true, false),
                (None, false, false),
                (Some(&named), false, false),
                (Some(&named), false, true),
            ] {
                let mut draft = NameDraft {
                    signing_in,
                    setting_password,
                    ..NameDraft::default()
                };
                assert_every_word_translated(
                    "the player's name",
                    size,
                    |_| false,
                    |ui| {
                        let mut spots = NoteSpots::new(ui.ctx(), "title");
                        name_form(ui, &mut draft, lobby, &mut spots);
                    },
                );
            }
        }
    }
}
