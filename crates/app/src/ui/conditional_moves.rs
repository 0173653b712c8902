//! Conditional moves in a game by the day, on the panel while the opponent is to move: the
//! lines the server keeps for this seat ("if they play e6-e5, answer c3-d4"), and a box to
//! write new ones, a line a row, its moves apart by spaces (the opponent's, the answer, the
//! opponent's next, ...). **Keep** sends them in place of the old ones, **Clear** takes them
//! all back; the server checks each line and says in a sentence what it refuses.

use bevy_egui::egui::{self, RichText};

use super::control_spots::NoteSpots;
use super::panel::DIM;
use crate::session::OnlineRoom;
use crate::ui::words;
use medusa_locale::Texts;
use medusa_online::ClientMessage;

/// The lines of a box's text: a row each, its moves apart by blanks; empty rows left out.
pub(crate) fn lines_of(text: &str) -> Vec<Vec<String>> {
    text.lines()
        .map(|row| {
            row.split_whitespace()
                .map(str::to_string)
                .collect::<Vec<_>>()
        })
        .filter(|line| !line.is_empty())
        .collect()
}

/// A kept line in `words`' language: "If they play e6-e5, answer c3-d4; then f6-f5, answer
/// d4-e5".
fn line_words(words: &Texts, line: &[String]) -> String {
    let pairs: Vec<String> = line
        .chunks(2)
        .enumerate()
        .map(|(at, pair)| {
            let key = if at == 0 {
                "conditional-first"
            } else {
                "conditional-then"
            };
            let (theirs, mine) = match pair {
                [theirs, mine] => (theirs.as_str(), mine.as_str()),
                [theirs] => (theirs.as_str(), ""),
                _ => ("", ""),
            };
            words.with(key, [("theirs", theirs.into()), ("mine", mine.into())])
        })
        .collect();
    pairs.join("; ")
}

/// The section for `room`, whose game has had `played` moves; what it sends, if anything.
pub(crate) fn conditional_section(
    ui: &mut egui::Ui,
    room: &OnlineRoom,
    played: usize,
    noted: &mut NoteSpots,
) -> Option<ClientMessage> {
    let words = words(ui.ctx());
    let mut sent = None;
    egui::CollapsingHeader::new(words.get("conditional-heading"))
        .id_salt("conditional moves")
        .show(ui, |ui| {
            let kept = room
                .conditionals
                .as_ref()
                .filter(|(at, _)| *at == played)
                .map(|(_, lines)| lines.as_slice())
                .unwrap_or_default();
            if kept.is_empty() {
                ui.label(RichText::new(words.get("conditional-none")).color(DIM));
            }
            for line in kept {
                ui.label(line_words(&words, line));
            }
            // The box's text lives in egui's memory, from frame to frame.
            let id = ui.make_persistent_id("conditional draft");
            let mut draft = ui.data_mut(|data| data.get_temp::<String>(id).unwrap_or_default());
            let field = ui.add(
                egui::TextEdit::multiline(&mut draft)
                    .hint_text(words.get("conditional-hint"))
                    .desired_rows(3)
                    .desired_width(f32::INFINITY),
            );
            noted.note("conditional box", &field);
            ui.horizontal(|ui| {
                let keep = ui
                    .button(words.get("conditional-keep"))
                    .on_hover_text(words.attribute("conditional-keep", "tooltip"));
                noted.note("conditional keep", &keep);
                if keep.clicked() && !lines_of(&draft).is_empty() {
                    sent = Some(ClientMessage::Conditional {
                        played,
                        lines: lines_of(&draft),
                    });
                    draft.clear();
                }
                let clear = ui.add_enabled(
                    !kept.is_empty(),
                    egui::Button::new(words.get("conditional-clear")),
                );
                if clear.clicked() {
                    sent = Some(ClientMessage::Conditional {
                        played,
                        lines: Vec::new(),
                    });
                }
            });
            ui.data_mut(|data| data.insert_temp(id, draft));
        });
    sent
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_box_reads_a_line_a_row_and_a_kept_line_reads_as_pairs() {
        assert_eq!(
            lines_of("e6-e5 c3-d4\n\n  f6-f5   d4-e5  g7-g6 h2-g3 \n"),
            [
                vec!["e6-e5", "c3-d4"],
                vec!["f6-f5", "d4-e5", "g7-g6", "h2-g3"],
            ]
        );
        let english = medusa_locale::english();
        let line: Vec<String> = ["f6-f5", "d4-e5", "g7-g6", "h2-g3"]
            .map(String::from)
            .to_vec();
        assert_eq!(
            line_words(&english, &line),
            "If they play f6-f5, answer d4-e5; then g7-g6, answer h2-g3"
        );
    }
}
