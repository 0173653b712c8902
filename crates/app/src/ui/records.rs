//! The records dialog: save the game as a text or JSON record (in the store's `records/`
//! folder), copy it to the clipboard, and open a record (a saved one, a pasted one, or on the
//! desktop a file) in the replay view. A record that cannot be read is reported with its
//! line, and the game on the screen stays as it is.
//!
//! The list of saved records is read when the dialog opens and after a save or a delete, not
//! every frame; the record of the game is made when it is saved or copied.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::egui::{self, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use super::dialog::{Dialog, dialog_open, dialog_window};
use crate::session::Match;
use crate::session::Notices;
use crate::session::Store;
use crate::session::{OpenRecord, PageAddress, RecordOpened};
use crate::session::{RECORDS, date_stamp, file_stem, record_of};
use crate::ui::widgets;

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
    let mut listed_changed = false;
    dialog_window(&ctx, &mut dialog, Dialog::Records, 420.0, |ui| {
        ui.label(RichText::new("This game").strong());
        let default_name = format!("{} {}", game_match.setup.kind.name(), date_stamp());
        ui.horizontal(|ui| {
            ui.label("Name");
            ui.add(egui::TextEdit::singleline(&mut draft.name).hint_text(&default_name));
        });
        let stem = match file_stem(&draft.name) {
            stem if stem.is_empty() => file_stem(&default_name),
            stem => stem,
        };
        ui.horizontal(|ui| {
            for (label, extension) in [("Save as text", "txt"), ("Save as JSON", "json")] {
                if ui.button(label).clicked() {
                    let record = record_of(game_match);
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
                    listed_changed = true;
                }
            }
            if ui.button("Copy to the clipboard").clicked() {
                ctx.copy_text(record_of(game_match).to_text());
                notices.push("The record is on the clipboard.");
            }
        });
        if page.0.is_some()
            && ui
                .button("Copy link")
                .on_hover_text("A link that opens this game, ready to continue or step through")
                .clicked()
            && let Some(link) = page.link(&record_of(game_match))
        {
            ctx.copy_text(link);
            notices.push("The link to this game is on the clipboard.");
        }
        ui.separator();
        ui.label(RichText::new("Saved records").strong());
        if saved.0.is_empty() {
            ui.label(RichText::new("None yet.").weak());
        }
        egui::ScrollArea::vertical()
            .max_height(180.0)
            .show(ui, |ui| {
                for name in &saved.0 {
                    ui.horizontal(|ui| {
                        ui.label(name);
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
                        if ui.small_button("Delete").clicked() {
                            if let Err(error) = store.remove(&key) {
                                notices.push(error);
                            }
                            listed_changed = true;
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
                match crate::session::read_record_file(&path) {
                    Ok(text) => {
                        open_record.write(OpenRecord { name: path, text });
                    }
                    Err(error) => notices.push(error),
                }
            }
        });
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
