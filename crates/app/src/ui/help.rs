//! The help dialog: a page of rules for each game (the games' own pages, from their folders),
//! and the list of keys. Every rules page has one layout, written here: its paragraphs, then
//! its examples, each a caption over small boards before and after a move.

use bevy::prelude::*;
use bevy_egui::egui::{self, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use super::dialog::{Dialog, dialog_open, dialog_window};
use super::game_views::GameViews;
use super::lesson_window::Learning;
use crate::GameSystems;
use crate::input::{KeyCommand, ReadKeys};
use crate::session::{GameKind, Match, Screen};

/// Which of an example's two boards is drawn.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Moment {
    /// The position before the move, with what it will do.
    Before,
    /// The position after it, with what changed.
    After,
}

/// One rule shown on small boards: its caption, the positions before and after a move, and
/// what the game marks on them (a path, what changed).
pub(crate) struct Example<P, M> {
    pub caption: &'static str,
    pub before: P,
    pub after: P,
    pub marks: M,
}

/// The side of an example's board, in points.
const EXAMPLE_BOARD: f32 = 150.0;

/// A rules page: `paragraphs`, then each example as its caption over its boards before and
/// after (drawn by `board`), or the reason it could not be worked out.
pub(crate) fn rules_page<P, M>(
    ui: &mut egui::Ui,
    paragraphs: &[&str],
    examples: &[Result<Example<P, M>, String>],
    board: impl Fn(&mut egui::Ui, &Example<P, M>, Moment, egui::Vec2),
) {
    for paragraph in paragraphs {
        ui.label(*paragraph);
        ui.add_space(4.0);
    }
    for example in examples {
        ui.add_space(6.0);
        let example = match example {
            Ok(example) => example,
            Err(error) => {
                ui.colored_label(
                    egui::Color32::from_rgb(255, 170, 90),
                    format!("This example could not be worked out: {error}"),
                );
                continue;
            }
        };
        ui.label(example.caption);
        ui.horizontal(|ui| {
            let size = egui::Vec2::splat(EXAMPLE_BOARD);
            board(ui, example, Moment::Before, size);
            // An arrow from the position before to the one after.
            let (response, painter) =
                ui.allocate_painter(egui::vec2(36.0, EXAMPLE_BOARD), egui::Sense::hover());
            let middle = response.rect.center();
            painter.arrow(
                middle - egui::vec2(12.0, 0.0),
                egui::vec2(24.0, 0.0),
                egui::Stroke::new(3.0, ui.visuals().text_color()),
            );
            board(ui, example, Moment::After, size);
        });
    }
}

/// The tab shown.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Tab {
    Rules(GameKind),
    Keys,
}

/// The tab shown, and the game it was chosen during: a different game opens its own page.
struct TabShown {
    tab: Tab,
    during: GameKind,
}

impl Default for TabShown {
    fn default() -> TabShown {
        TabShown {
            tab: Tab::Rules(GameKind::all()[0]),
            during: GameKind::all()[0],
        }
    }
}

/// The keys and the mouse in every game (each game's own come from its view).
const KEYS: &[(&str, &str)] = &[
    (
        "Arrow keys",
        "move the cursor over the board (the replay: step back and forth)",
    ),
    ("Enter", "place, select or move at the cursor"),
    ("Esc", "drop the selection and hide the cursor"),
    ("Ctrl+Z", "take back (within the turn, then whole turns)"),
    ("R / T", "reset the view / look straight down"),
    ("Right-drag, wheel", "turn the board, zoom"),
    (
        "H",
        "ask the computer for a hint, ringed in green on the board",
    ),
    ("Home / End", "the replay: first / last turn"),
    ("F1", "open or close this help"),
];

/// A striped grid of keys and what they do.
fn key_grid(ui: &mut egui::Ui, id: &str, keys: &[(&str, &str)]) {
    egui::Grid::new(id)
        .num_columns(2)
        .striped(true)
        .show(ui, |ui| {
            for (key, what) in keys {
                ui.label(RichText::new(*key).strong());
                ui.label(*what);
                ui.end_row();
            }
        });
}

fn window(
    mut contexts: EguiContexts,
    mut dialog: ResMut<Dialog>,
    game_match: Res<Match>,
    mut shown: Local<TabShown>,
    views: Res<GameViews>,
    mut learning: Learning,
    mut next_screen: ResMut<NextState<Screen>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let playing = game_match.game.kind();
    if shown.during != playing {
        *shown = TabShown {
            tab: Tab::Rules(playing),
            during: playing,
        };
    }
    let tab = &mut shown.tab;
    let mut learn = false;
    dialog_window(ctx, &mut dialog, Dialog::Help, 460.0, |ui| {
        ui.horizontal(|ui| {
            for view in views.iter() {
                ui.selectable_value(tab, Tab::Rules(view.kind), view.kind.name());
            }
            ui.selectable_value(tab, Tab::Keys, "Keys and mouse");
        });
        ui.separator();
        egui::ScrollArea::vertical()
            .max_height(520.0)
            .show(ui, |ui| match *tab {
                Tab::Rules(kind) => {
                    // Learning by doing, above the rules.
                    if learning.button(ui, kind).is_some_and(|b| b.clicked()) {
                        learn = true;
                    }
                    (views.of(kind).rules_page)(ui)
                }
                Tab::Keys => {
                    ui.label(RichText::new(playing.name()).strong());
                    key_grid(ui, "game keys", views.of(playing).keys);
                    ui.separator();
                    key_grid(ui, "keys", KEYS);
                }
            });
    });
    if learn {
        *dialog = Dialog::None;
        next_screen.set(Screen::Playing);
    }
    Ok(())
}

/// F1 opens the help, or closes it.
fn help_key(mut keys: MessageReader<KeyCommand>, mut dialog: ResMut<Dialog>) {
    for _ in keys.read().filter(|key| **key == KeyCommand::Help) {
        dialog.toggle(Dialog::Help);
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        window.run_if(dialog_open(Dialog::Help)),
    )
    .add_systems(
        Update,
        help_key
            .after(ReadKeys)
            .run_if(on_message::<KeyCommand>)
            .in_set(GameSystems::Input),
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::input::KEY_MAP;

    /// F1 opens the help over any other dialog, and a second F1 closes it.
    #[test]
    fn f1_opens_and_closes_the_help() {
        let mut app = App::new();
        app.add_message::<KeyCommand>()
            .insert_resource(Dialog::Settings)
            .add_systems(Update, help_key);
        app.world_mut().write_message(KeyCommand::Help);
        app.update();
        assert_eq!(*app.world().resource::<Dialog>(), Dialog::Help);
        app.world_mut().write_message(KeyCommand::Undo);
        app.update();
        assert_eq!(*app.world().resource::<Dialog>(), Dialog::Help);
        app.world_mut().write_message(KeyCommand::Help);
        app.update();
        assert_eq!(*app.world().resource::<Dialog>(), Dialog::None);
    }

    /// The help names every key of the key map, among the keys of every game and each
    /// game's own, by the whole name (`R / T` names R and T; Ctrl+Z stands for Cmd+Z too).
    #[test]
    fn the_key_list_names_every_key() {
        let views = crate::game_views();
        let listed: Vec<&str> = KEYS
            .iter()
            .chain(views.iter().flat_map(|view| view.keys))
            .flat_map(|(keys, _)| keys.split(" / "))
            .collect();
        for (_, name, _) in KEY_MAP {
            let name = name.replace("Cmd+", "Ctrl+");
            assert!(
                listed.contains(&name.as_str()),
                "the help does not name {name}"
            );
        }
    }
}
