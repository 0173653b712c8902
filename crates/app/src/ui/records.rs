//! The records dialog: save the game as a text or JSON record (in the store's `records/`
//! folder), copy it to the clipboard, and open a record (a saved one, a pasted one, or on the
//! desktop a file) in the replay view. A record that cannot be read is reported with its
//! line, and the game on the screen stays as it is.
//!
//! The list of saved records is read when the dialog opens and after a save or a delete, not
//! every frame; the record of the game is made when it is saved or copied. Its words are in
//! `records.ftl`.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::egui::{self, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};
use medusa_locale::Phrase;

use super::dialog::{Dialog, dialog_open, dialog_window};
use crate::session::Match;
use crate::session::Notices;
use crate::session::Store;
use crate::session::{OpenRecord, PageAddress, RecordOpened};
use crate::session::{RECORDS, date_stamp, file_stem, record_of};
use crate::ui::widgets;
use crate::ui::words;
use medusa_locale::Texts;

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

/// The names of the saved records, as last read from the store.
#[derive(Resource, Default)]
struct SavedRecords(Vec<String>);

/// The records kept in the store, and their names as last read.
#[derive(SystemParam)]
struct KeptRecords<'w> {
    store: Res<'w, Store>,
    saved: ResMut<'w, SavedRecords>,
}

impl KeptRecords<'_> {
    /// Reads the list of saved records again.
    fn relist(&mut self) {
        self.saved.0 = self.store.list(RECORDS);
    }
}

/// Reads the list of saved records again.
fn list_saved(mut records: KeptRecords) {
    records.relist();
}

/// The game on the screen, and the page's address to make its link on.
#[derive(SystemParam)]
struct ThisGame<'w> {
    game_match: Res<'w, Match>,
    page: Res<'w, PageAddress>,
}

/// Run condition: the records dialog has just been opened.
fn dialog_opened(dialog: Res<Dialog>) -> bool {
    dialog.is_changed() && *dialog == Dialog::Records
}

/// What the player asked of the dialog.
#[derive(Clone, PartialEq, Eq, Debug)]
enum Asked {
    /// Save the game's record as text (`txt`) or JSON (`json`).
    Save(&'static str),
    /// Copy the game's record to the clipboard.
    Copy,
    /// Copy the link to the game.
    CopyLink,
    /// Open the saved record of this name.
    Open(String),
    /// Delete the saved record of this name.
    Delete(String),
    /// Open the pasted record.
    OpenPasted,
    /// Open the record file at the draft's path (desktop).
    #[cfg_attr(target_arch = "wasm32", allow(dead_code))]
    OpenFile,
}

/// The dialog's form in `words`' language: this game's name (`default_name` where none is
/// typed) and its save and copy buttons (the link's where the game can be linked to, when
/// `linkable`), the `saved` records with where they are kept (`kept_in`), and the record to
/// open, pasted or (on the desktop) from a file; what the player asked, if anything.
fn records_form(
    ui: &mut egui::Ui,
    words: &Texts,
    draft: &mut Draft,
    saved: &[String],
    default_name: &str,
    linkable: bool,
    kept_in: &str,
) -> Option<Asked> {
    let mut asked = None;
    ui.label(RichText::new(words.get("records-this-game")).strong());
    ui.horizontal(|ui| {
        let label = ui.label(words.get("records-name"));
        ui.add(egui::TextEdit::singleline(&mut draft.name).hint_text(default_name))
            .labelled_by(label.id);
    });
    ui.horizontal(|ui| {
        for (label, extension) in [("records-save-text", "txt"), ("records-save-json", "json")] {
            if ui.button(words.get(label)).clicked() {
                asked = Some(Asked::Save(extension));
            }
        }
        if ui.button(words.get("records-copy")).clicked() {
            asked = Some(Asked::Copy);
        }
    });
    if linkable
        && ui
            .button(words.get("records-copy-link"))
            .on_hover_text(words.attribute("records-copy-link", "tooltip"))
            .clicked()
    {
        asked = Some(Asked::CopyLink);
    }
    ui.separator();
    ui.label(RichText::new(words.get("records-saved")).strong());
    if saved.is_empty() {
        ui.label(RichText::new(words.get("records-none-yet")).weak());
    }
    egui::ScrollArea::vertical()
        .max_height(180.0)
        .show(ui, |ui| {
            for name in saved {
                ui.horizontal(|ui| {
                    ui.label(name);
                    if ui.small_button(words.get("records-open")).clicked() {
                        asked = Some(Asked::Open(name.clone()));
                    }
                    if ui.small_button(words.get("records-delete")).clicked() {
                        asked = Some(Asked::Delete(name.clone()));
                    }
                });
            }
        });
    ui.label(
        RichText::new(words.with("records-kept-in", [("place", kept_in.into())]))
            .small()
            .weak(),
    );
    ui.separator();
    let label = ui.label(RichText::new(words.get("records-open-a-record")).strong());
    ui.add(
        egui::TextEdit::multiline(&mut draft.pasted)
            .hint_text(words.get("records-paste-here"))
            .desired_rows(4)
            .desired_width(f32::INFINITY)
            .code_editor(),
    )
    .labelled_by(label.id);
    if ui
        .add_enabled(
            !draft.pasted.trim().is_empty(),
            egui::Button::new(words.get("records-open-pasted")),
        )
        .clicked()
    {
        asked = Some(Asked::OpenPasted);
    }
    #[cfg(not(target_arch = "wasm32"))]
    ui.horizontal(|ui| {
        let label = ui.label(words.get("records-file"));
        ui.add(egui::TextEdit::singleline(&mut draft.path).hint_text(FILE_HINT))
            .labelled_by(label.id);
        if ui
            .add_enabled(
                !draft.path.trim().is_empty(),
                egui::Button::new(words.get("records-open")),
            )
            .clicked()
        {
            asked = Some(Asked::OpenFile);
        }
    });
    asked
}

/// The example of a file's path, under the file's box.
#[cfg(not(target_arch = "wasm32"))]
const FILE_HINT: &str = "/path/to/game.txt";

fn dialog(
    mut contexts: EguiContexts,
    mut dialog: ResMut<Dialog>,
    mut draft: ResMut<Draft>,
    mut records: KeptRecords,
    this_game: ThisGame,
    mut notices: ResMut<Notices>,
    mut open_record: MessageWriter<OpenRecord>,
) -> Result {
    let KeptRecords { store, saved } = &mut records;
    let ThisGame { game_match, page } = &this_game;
    let ctx = contexts.ctx_mut()?.clone();
    let words = words(&ctx);
    let mut listed_changed = false;
    dialog_window(&ctx, &mut dialog, Dialog::Records, 420.0, |ui| {
        // The name of a file: in English, as the records' headers are.
        let default_name = format!("{} {}", game_match.setup.kind.name(), date_stamp());
        let asked = records_form(
            ui,
            &words,
            &mut draft,
            &saved.0,
            &default_name,
            page.0.is_some(),
            &store.describe(),
        );
        match asked {
            None => {}
            Some(Asked::Save(extension)) => {
                let stem = match file_stem(&draft.name) {
                    stem if stem.is_empty() => file_stem(&default_name),
                    stem => stem,
                };
                let record = record_of(game_match);
                let key = format!("{RECORDS}/{stem}.{extension}");
                let text = if extension == "txt" {
                    record.to_text()
                } else {
                    record.to_json()
                };
                match store.write(&key, &text) {
                    Ok(()) => notices.push(
                        Phrase::new("records-saved-as").with("file", format!("{stem}.{extension}")),
                    ),
                    Err(error) => {
                        notices.push(Phrase::new("notice-record-failed").with("error", error))
                    }
                }
                listed_changed = true;
            }
            Some(Asked::Copy) => {
                ctx.copy_text(record_of(game_match).to_text());
                notices.push(Phrase::new("records-copied"));
            }
            Some(Asked::CopyLink) => {
                if let Some(link) = page.link(&record_of(game_match)) {
                    ctx.copy_text(link);
                    notices.push(Phrase::new("records-link-copied"));
                }
            }
            Some(Asked::Open(name)) => match store.read(&format!("{RECORDS}/{name}")) {
                Ok(Some(text)) => {
                    open_record.write(OpenRecord { name, text });
                }
                Ok(None) => notices.push(Phrase::new("records-gone").with("name", name)),
                Err(error) => {
                    notices.push(Phrase::new("notice-record-unreadable").with("error", error))
                }
            },
            Some(Asked::Delete(name)) => {
                if let Err(error) = store.remove(&format!("{RECORDS}/{name}")) {
                    notices.push(Phrase::new("notice-record-not-deleted").with("error", error));
                }
                listed_changed = true;
            }
            Some(Asked::OpenPasted) => {
                open_record.write(OpenRecord {
                    name: words.get("records-pasted-name"),
                    text: draft.pasted.clone(),
                });
            }
            Some(Asked::OpenFile) => {
                #[cfg(not(target_arch = "wasm32"))]
                {
                    let path = draft.path.trim().to_string();
                    match crate::session::read_record_file(&path) {
                        Ok(text) => {
                            open_record.write(OpenRecord { name: path, text });
                        }
                        Err(error) => notices
                            .push(Phrase::new("notice-record-unreadable").with("error", error)),
                    }
                }
            }
        }
        // Last, so that a notice moves none of the buttons under the pointer.
        widgets::notices(ui, &mut notices);
    });
    if listed_changed {
        records.relist();
    }
    Ok(())
}

/// A record that opened closes the dialog (one that failed leaves it open, with the error).
fn close_on_open(mut opened: MessageReader<RecordOpened>, mut dialog: ResMut<Dialog>) {
    if opened.read().count() > 0 && *dialog == Dialog::Records {
        *dialog = Dialog::None;
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Draft>()
        .init_resource::<SavedRecords>()
        .add_systems(
            EguiPrimaryContextPass,
            (
                list_saved.run_if(dialog_opened),
                dialog.run_if(dialog_open(Dialog::Records)),
            )
                .chain(),
        )
        .add_systems(
            Update,
            close_on_open
                .run_if(on_message::<RecordOpened>)
                .in_set(crate::GameSystems::Follow),
        );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::words_shown::assert_every_word_translated;

    /// Every word of the dialog comes from the language files, with saved records and
    /// without, a pasted record and a file's path typed; what is data stays as it is: the
    /// records' names, the name a game is saved under, the example of a path.
    #[test]
    fn every_word_of_the_records_comes_from_the_language_files() {
        let names = ["Medusa-2025-03-01-10-00.txt".to_string()];
        let default_name = "Medusa 2025-03-01 10-00";
        let data = |text: &str| text == names[0] || text == default_name || text == FILE_HINT;
        for saved in [&names[..], &[]] {
            let mut draft = Draft::default();
            assert_every_word_translated("the records", egui::vec2(800.0, 900.0), data, |ui| {
                let words = words(ui.ctx());
                records_form(
                    ui,
                    &words,
                    &mut draft,
                    saved,
                    default_name,
                    true,
                    "/data/medusa",
                );
            });
        }
        let mut draft = Draft {
            pasted: "1. j11".into(),
            ..Draft::default()
        };
        assert_every_word_translated(
            "the records with a record pasted",
            egui::vec2(800.0, 900.0),
            |text| data(text) || text == "1. j11",
            |ui| {
                let words = words(ui.ctx());
                records_form(ui, &words, &mut draft, &names, default_name, false, "/data");
            },
        );
    }
}
