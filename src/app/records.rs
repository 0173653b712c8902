//! The records dialog: save the game as a text or JSON record (in the store's `records/`
//! folder), copy it to the clipboard, and open a record (a saved one, a pasted one, or on the
//! desktop a file) in the replay view. A record that cannot be read is reported with its
//! line, and the game on the screen stays as it is.

use bevy::prelude::*;
use bevy_egui::egui::{self, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use super::match_state::Match;
use super::notices::{self, Notices};
use super::replay::{OpenRecord, Replay};
use super::screen::Dialog;
use super::store::Store;
use crate::medusa::{Colour, Game, Record};

/// The folder of saved records in the store.
pub const RECORDS: &str = "records";

/// What the dialog keeps while it is open.
#[derive(Resource, Default)]
struct Draft {
    /// The name to save under (without extension); empty: a name from the date.
    name: String,
    /// A pasted record.
    pasted: String,
    /// A file to open (desktop).
    #[cfg_attr(target_arch = "wasm32", allow(dead_code))]
    path: String,
}

/// The date and time now as `2026-11-23 14.05` (UTC), for default record names.
pub fn date_stamp() -> String {
    let seconds = web_time::SystemTime::now()
        .duration_since(web_time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    date_stamp_at(seconds)
}

/// The date and time `seconds` after 1970-01-01 00:00 UTC, as `2026-11-23 14.05`.
pub fn date_stamp_at(seconds: u64) -> String {
    let (days, rest) = (seconds / 86_400, seconds % 86_400);
    // Days since 1970-01-01 to a civil date (Howard Hinnant's algorithm).
    let z = days as i64 + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}-{month:02}-{day:02} {:02}.{:02}",
        rest / 3600,
        rest / 60 % 60
    )
}

/// A file name made of `name`: letters, digits, `-` and `_` kept, spaces and dots as `-`.
pub fn file_stem(name: &str) -> String {
    let stem: String = name
        .trim()
        .chars()
        .filter_map(|c| match c {
            c if c.is_ascii_alphanumeric() || c == '-' || c == '_' => Some(c),
            ' ' | '.' | ':' | '/' => Some('-'),
            _ => None,
        })
        .collect();
    stem.trim_matches('-').chars().take(60).collect()
}

/// The record of the game on the screen, with its players, date and result as headers.
pub fn record_of(game_match: &Match) -> Record {
    let game: &Game = &game_match.game;
    let name = |c: Colour| game_match.player(c).label().to_string();
    let mut headers = vec![
        ("White".to_string(), name(Colour::White)),
        ("Black".to_string(), name(Colour::Black)),
        ("Date".to_string(), date_stamp()),
    ];
    if let Some(outcome) = game.position().outcome() {
        headers.push(("Result".to_string(), outcome.summary()));
    }
    Record::of_game(game, headers)
}

#[allow(clippy::too_many_arguments)]
fn dialog(
    mut contexts: EguiContexts,
    mut dialog: ResMut<Dialog>,
    mut draft: ResMut<Draft>,
    game_match: Res<Match>,
    store: Res<Store>,
    mut notices: ResMut<Notices>,
    mut open_record: MessageWriter<OpenRecord>,
) -> Result {
    if *dialog != Dialog::Records {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?.clone();
    let mut open = true;
    egui::Window::new("Records")
        .open(&mut open)
        .collapsible(false)
        .default_width(420.0)
        .anchor(egui::Align2::CENTER_CENTER, [-150.0, 0.0])
        .show(&ctx, |ui| {
            notices::show(ui, &mut notices);
            ui.label(RichText::new("This game").strong());
            let default_name = format!("{} {}", game_match.game.variant(), date_stamp());
            ui.horizontal(|ui| {
                ui.label("Name");
                ui.add(egui::TextEdit::singleline(&mut draft.name).hint_text(&default_name));
            });
            let stem = match file_stem(&draft.name) {
                stem if stem.is_empty() => file_stem(&default_name),
                stem => stem,
            };
            let record = record_of(&game_match);
            ui.horizontal(|ui| {
                for (label, extension) in [("Save as text", "txt"), ("Save as JSON", "json")] {
                    if ui.button(label).clicked() {
                        let key = format!("{RECORDS}/{stem}.{extension}");
                        let text = if extension == "txt" {
                            record.to_text()
                        } else {
                            record.to_json()
                        };
                        match store.write(&key, &text) {
                            Ok(()) => notices.push(format!("Saved as {stem}.{extension}.")),
                            Err(error) => notices.push(error),
                        }
                    }
                }
                if ui.button("Copy to the clipboard").clicked() {
                    ctx.copy_text(record.to_text());
                    notices.push("The record is on the clipboard.");
                }
            });
            #[cfg(target_arch = "wasm32")]
            if ui
                .button("Copy link")
                .on_hover_text("A link that opens this game, ready to continue or step through")
                .clicked()
            {
                match super::web::share(&record) {
                    Ok(link) => {
                        ctx.copy_text(link);
                        notices.push(
                            "The link to this game is on the clipboard and in the address bar.",
                        );
                    }
                    Err(error) => notices.push(error),
                }
            }
            ui.separator();
            ui.label(RichText::new("Saved records").strong());
            let saved = store.list(RECORDS);
            if saved.is_empty() {
                ui.label(RichText::new("None yet.").weak());
            }
            egui::ScrollArea::vertical()
                .max_height(180.0)
                .show(ui, |ui| {
                    for name in saved {
                        ui.horizontal(|ui| {
                            ui.label(&name);
                            let key = format!("{RECORDS}/{name}");
                            if ui.small_button("Open").clicked() {
                                match store.read(&key) {
                                    Ok(Some(text)) => {
                                        open_record.write(OpenRecord {
                                            name: name.clone(),
                                            text,
                                        });
                                    }
                                    Ok(None) => notices.push(format!("{name} is gone.")),
                                    Err(error) => notices.push(error),
                                }
                            }
                            if ui.small_button("Delete").clicked()
                                && let Err(error) = store.remove(&key)
                            {
                                notices.push(error);
                            }
                        });
                    }
                });
            ui.label(
                RichText::new(format!("Kept in {}", store.describe()))
                    .small()
                    .weak(),
            );
            ui.separator();
            ui.label(RichText::new("Open a record").strong());
            ui.add(
                egui::TextEdit::multiline(&mut draft.pasted)
                    .hint_text("Paste a record here (text or JSON)")
                    .desired_rows(4)
                    .desired_width(f32::INFINITY)
                    .code_editor(),
            );
            if ui
                .add_enabled(
                    !draft.pasted.trim().is_empty(),
                    egui::Button::new("Open the pasted record"),
                )
                .clicked()
            {
                open_record.write(OpenRecord {
                    name: "The pasted record".into(),
                    text: draft.pasted.clone(),
                });
            }
            #[cfg(not(target_arch = "wasm32"))]
            ui.horizontal(|ui| {
                ui.label("File");
                ui.add(egui::TextEdit::singleline(&mut draft.path).hint_text("/path/to/game.txt"));
                if ui
                    .add_enabled(!draft.path.trim().is_empty(), egui::Button::new("Open"))
                    .clicked()
                {
                    let path = draft.path.trim().to_string();
                    match std::fs::read_to_string(&path) {
                        Ok(text) => {
                            open_record.write(OpenRecord { name: path, text });
                        }
                        Err(error) => notices.push(format!("Cannot read {path}: {error}")),
                    }
                }
            });
        });
    if !open {
        *dialog = Dialog::None;
    }
    Ok(())
}

/// A record that opened closes the dialog (one that failed leaves it open, with the error).
fn close_on_open(replay: Option<Res<Replay>>, mut dialog: ResMut<Dialog>) {
    if replay.is_some_and(|r| r.is_changed()) && *dialog == Dialog::Records {
        *dialog = Dialog::None;
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Draft>()
        .add_systems(EguiPrimaryContextPass, dialog)
        .add_systems(Update, close_on_open);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_are_civil_dates() {
        assert_eq!(date_stamp_at(0), "1970-01-01 00.00");
        assert_eq!(date_stamp_at(1_700_000_000), "2023-11-14 22.13");
        // A leap day.
        assert_eq!(date_stamp_at(951_782_400 + 3_600 * 5), "2000-02-29 05.00");
    }

    #[test]
    fn file_names_keep_only_safe_characters() {
        assert_eq!(
            file_stem("Medusa 2026-11-23 14.05"),
            "Medusa-2026-11-23-14-05"
        );
        assert_eq!(file_stem("../../etc/passwd"), "etc-passwd");
        assert_eq!(file_stem("  ✨  "), "");
    }
}
