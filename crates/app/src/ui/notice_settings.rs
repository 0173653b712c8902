//! How the player is told that a game by the day needs it, on the Online page: **Tell me
//! when it is my move** (the system's notification while the game runs on a desktop; the
//! browser's, the page open or closed, where the server sends push), **This browser** to
//! subscribe one more browser, and the e-mail address where the server sends e-mail.

use bevy_egui::egui::{self, RichText};

use super::control_spots::NoteSpots;
use super::panel::DIM;
use crate::session::{LobbyAct, NotificationSettings, PushWanted};
use crate::ui::words;

/// What the row's controls ask for.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum NoticeChoice {
    /// Something of the lobby's connection (notifications on or off, the e-mail address).
    Act(LobbyAct),
    /// This browser is to receive the notices by Web Push.
    Push(PushWanted),
}

/// The player's notifications as the server told them (`None`: not yet); `email` is the
/// address being typed; `browser` whether the game runs in a web page. What the controls ask
/// for.
pub(crate) fn notifications_row(
    ui: &mut egui::Ui,
    told: Option<&NotificationSettings>,
    email: &mut String,
    browser: bool,
    spots: &mut NoteSpots,
) -> Vec<NoticeChoice> {
    let words = words(ui.ctx());
    let mut chosen = Vec::new();
    let Some(told) = told else {
        return chosen;
    };
    // In a browser, push is what tells the player; without it, the e-mail only.
    let push_key = told.push_key.as_ref().filter(|_| browser);
    let mut on = told.on;
    let tooltip = if push_key.is_some() {
        "tooltip-browser"
    } else if browser {
        "tooltip-mail"
    } else {
        "tooltip-desktop"
    };
    let switch = ui
        .checkbox(&mut on, words.get("notify-my-move"))
        .on_hover_text(words.attribute("notify-my-move", tooltip));
    spots.note("notify", &switch);
    if on != told.on {
        chosen.push(NoticeChoice::Act(LobbyAct::Notify(on)));
        if let (true, Some(key)) = (on, push_key) {
            chosen.push(NoticeChoice::Push(PushWanted {
                key: key.clone(),
                ask: true,
            }));
        }
    }
    if let (true, Some(key)) = (told.on, push_key) {
        ui.horizontal_wrapped(|ui| {
            ui.label(
                RichText::new(
                    words.with("notify-browsers", [("count", told.subscriptions.into())]),
                )
                .color(DIM),
            );
            let here = ui
                .small_button(words.get("notify-this-browser"))
                .on_hover_text(words.attribute("notify-this-browser", "tooltip"));
            spots.note("notify this browser", &here);
            if here.clicked() {
                chosen.push(NoticeChoice::Push(PushWanted {
                    key: key.clone(),
                    ask: true,
                }));
            }
        });
    }
    if told.mail {
        ui.horizontal_wrapped(|ui| {
            let label = ui.label(words.get("notify-email"));
            let hint = told
                .email
                .clone()
                .unwrap_or_else(|| words.get("notify-email-hint"));
            let field = ui
                .add(
                    egui::TextEdit::singleline(email)
                        .hint_text(hint)
                        .desired_width(200.0),
                )
                .labelled_by(label.id);
            spots.note("e-mail", &field);
            let save = ui
                .button(words.get("notify-email-save"))
                .on_hover_text(words.attribute("notify-email-save", "tooltip"));
            spots.note("save e-mail", &save);
            let entered = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
            if save.clicked() || entered {
                chosen.push(NoticeChoice::Act(LobbyAct::SetEmail(email.clone())));
                email.clear();
            }
        });
    }
    chosen
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::words_shown::assert_every_word_translated;

    fn told(on: bool, push: bool, mail: bool) -> NotificationSettings {
        NotificationSettings {
            on,
            push_key: push.then(|| "BEl6".to_string()),
            subscriptions: 2,
            email: mail.then(|| "ann@example.org".to_string()),
            mail,
        }
    }

    #[test]
    fn every_word_of_the_notifications_comes_from_the_language_files() {
        for size in [egui::vec2(1280.0, 800.0), egui::vec2(390.0, 844.0)] {
            for browser in [false, true] {
                for settings in [
                    told(true, true, true),
                    told(false, true, false),
                    told(true, false, true),
                ] {
                    let mut email = String::new();
                    assert_every_word_translated(
                        "the notifications",
                        size,
                        |text| text == "ann@example.org",
                        |ui| {
                            let mut spots = NoteSpots::new(ui.ctx(), "title");
                            notifications_row(ui, Some(&settings), &mut email, browser, &mut spots);
                        },
                    );
                }
            }
        }
    }
}
