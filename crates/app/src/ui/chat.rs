//! The chat of an online room, in a small window: the players' chat for a seat (with **Mute**,
//! which hides the opponent's lines), the watchers' own chat for a watcher who has a name. A
//! player who turned "Chat in online games" off sees none: the room's chat is off.

use bevy::prelude::*;
use bevy_egui::egui::{self, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use super::panel::DIM;
use super::screen_room::ScreenRoom;
use crate::session::{Online, OnlineAct, OnlineRoom, Screen};
use crate::ui::words;
use medusa_locale::Texts;
use medusa_online::ClientMessage;

/// The longest line the server takes.
const MAX_CHAT_CHARS: usize = 300;

/// The line being written, kept from frame to frame.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct ChatDraft(pub String);

/// Who said a line of the players' chat: the name of the player in `seat`, or, for a player
/// without one, "You" or "Opponent".
fn speaker(words: &Texts, room: &OnlineRoom, seat: usize) -> String {
    match room.name_of(seat) {
        Some(name) => name.to_string(),
        None if room.seat == Some(seat) => words.get("online-you"),
        None if room.seat.is_some() => words.get("online-opponent"),
        None => words.get("online-player"),
    }
}

/// The chat box of `room`: its lines, the line being written (`draft`), Send; for a seat,
/// Mute (`muted`). Returns the line to send, if any.
pub(crate) fn chat_box(
    ui: &mut egui::Ui,
    room: &OnlineRoom,
    draft: &mut String,
    muted: &mut bool,
) -> Option<String> {
    let words = words(ui.ctx());
    let watching = room.seat.is_none();
    let lines: Vec<(String, String)> = if watching {
        room.watcher_chat.clone()
    } else {
        room.chat_lines()
            .into_iter()
            .map(|(seat, text)| (speaker(&words, room, seat), text.to_string()))
            .collect()
    };
    if watching && room.player_name().is_none() {
        ui.label(RichText::new(words.get("chat-watchers-need-name")).color(DIM));
        return None;
    }
    egui::ScrollArea::vertical()
        .id_salt("chat lines")
        .max_height(160.0)
        .stick_to_bottom(true)
        .show(ui, |ui| {
            if lines.is_empty() {
                ui.label(RichText::new(words.get("chat-none")).color(DIM));
            }
            for (name, text) in &lines {
                ui.label(words.with(
                    "chat-line",
                    [
                        ("name", name.as_str().into()),
                        ("text", text.as_str().into()),
                    ],
                ));
            }
        });
    let mut sent = None;
    ui.horizontal(|ui| {
        let label = ui.label(words.get("chat-say"));
        let field = ui
            .add(
                egui::TextEdit::singleline(draft)
                    .hint_text(words.get("chat-hint"))
                    .char_limit(MAX_CHAT_CHARS)
                    .desired_width(150.0),
            )
            .labelled_by(label.id);
        let entered = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        let send = ui.button(words.get("chat-send"));
        if (send.clicked() || entered) && !draft.trim().is_empty() {
            sent = Some(std::mem::take(draft).trim().to_string());
        }
    });
    if !watching {
        ui.checkbox(muted, words.get("chat-mute"))
            .on_hover_text(words.attribute("chat-mute", "tooltip"));
    }
    sent
}

/// Run condition: the screen is in an online room whose chat it shows.
fn chat_shown(online: Res<Online>) -> bool {
    online
        .0
        .as_ref()
        .is_some_and(|room| room.info.is_some() && room.chat_shown())
}

fn window(
    mut contexts: EguiContexts,
    mut online: ResMut<Online>,
    mut draft: ResMut<ChatDraft>,
    mut acts: MessageWriter<OnlineAct>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let room_size = ScreenRoom::of(ctx);
    let Some(room) = &online.0 else {
        return Ok(());
    };
    let mut muted = room.muted;
    let key = if room.seat.is_some() {
        "chat-title"
    } else {
        "chat-watchers-title"
    };
    // In a corner of the board: on a phone, whose panel fills the foot of the screen, its
    // top; on a desktop, its foot.
    let (anchor, offset) = if room_size.narrow() {
        (egui::Align2::LEFT_TOP, [8.0, 8.0])
    } else {
        (egui::Align2::LEFT_BOTTOM, [8.0, -8.0])
    };
    let mut sent = None;
    egui::Window::new(words(ctx).get(key))
        .id(egui::Id::new("chat window"))
        .default_open(!room_size.narrow())
        .resizable(false)
        .anchor(anchor, offset)
        .default_width(room_size.width(280.0))
        .show(ctx, |ui| {
            sent = chat_box(ui, room, &mut draft.0, &mut muted);
        });
    if muted != room.muted
        && let Some(room) = &mut online.0
    {
        room.muted = muted;
    }
    if let Some(text) = sent {
        acts.write(OnlineAct(ClientMessage::Chat { text }));
    }
    Ok(())
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<ChatDraft>().add_systems(
        EguiPrimaryContextPass,
        window.run_if(in_state(Screen::Playing).and_then(chat_shown)),
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::{KnownPlayer, medea_room_for_tests};
    use crate::ui::words_shown::assert_every_word_translated;
    use medusa_online::{PlayerKey, RoomEvent};

    /// A room of Medea where Ann (seat 0) and Bob (seat 1) said a line each; this screen in
    /// `seat` (none: watching, as `player`).
    pub(crate) fn chatting(seat: Option<usize>, player: Option<&str>) -> OnlineRoom {
        let known = player.map(|name| KnownPlayer {
            name: name.into(),
            key: PlayerKey::from_bytes([1; 16]),
            password: false,
        });
        let events = vec![
            RoomEvent::Seated {
                seat: 0,
                name: Some("Ann".into()),
            },
            RoomEvent::Seated {
                seat: 1,
                name: Some("Bob".into()),
            },
            RoomEvent::Chat {
                seat: 0,
                text: "good luck".into(),
            },
            RoomEvent::Chat {
                seat: 1,
                text: "you too".into(),
            },
        ];
        let mut room = medea_room_for_tests(seat, None, events).with_player(known);
        room.watcher_chat = vec![("Cy".into(), "nice move".into())];
        room
    }

    #[test]
    fn the_players_chat_names_its_speakers_and_mute_hides_the_opponent() {
        let mut room = chatting(Some(0), Some("Ann"));
        assert_eq!(room.chat_lines(), [(0, "good luck"), (1, "you too")]);
        room.muted = true;
        assert_eq!(room.chat_lines(), [(0, "good luck")]);
        let english = medusa_locale::english();
        assert_eq!(speaker(&english, &room, 1), "Bob");
    }

    #[test]
    fn every_word_of_the_chat_comes_from_the_language_files() {
        for size in [egui::vec2(1280.0, 800.0), egui::vec2(390.0, 844.0)] {
            for (seat, player) in [(Some(0), Some("Ann")), (None, Some("Cy")), (None, None)] {
                let room = chatting(seat, player);
                let mut draft = String::new();
                let mut muted = false;
                assert_every_word_translated(
                    "the chat",
                    size,
                    |_| false,
                    |ui| {
                        chat_box(ui, &room, &mut draft, &mut muted);
                    },
                );
            }
        }
    }
}
