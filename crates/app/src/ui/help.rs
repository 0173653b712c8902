//! The help dialog: a page of rules for each game (the games' own pages, from their folders),
//! and the list of keys. Every rules page has one layout, written here: its paragraphs, then
//! its examples, each a caption over small boards before and after a move. Every word is read
//! from the language files (`help.ftl`, and each game's `rules-*.ftl`).

use bevy::prelude::*;
use bevy_egui::egui::{self, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use super::dialog::{Dialog, dialog_open, dialog_window};
use super::game_views::GameViews;
use super::lesson_window::Learning;
use crate::GameSystems;
use crate::input::{KeyCommand, ReadKeys};
use crate::session::{GameKind, Match, Screen};
use crate::ui::{game_name, words};
use medusa_locale::Texts;

/// Which of an example's two boards is drawn.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Moment {
    /// The position before the move, with what it will do.
    Before,
    /// The position after it, with what changed.
    After,
}

/// One rule shown on small boards: its caption (the key of its message), the positions
/// before and after a move, and what the game marks on them (a path, what changed).
pub(crate) struct Example<P, M> {
    pub caption: &'static str,
    pub before: P,
    pub after: P,
    pub marks: M,
}

/// The side of an example's board, in points.
const EXAMPLE_BOARD: f32 = 150.0;

/// The message `key` as a paragraph that flows: the line breaks of a long message are the
/// file's, not the page's, so its lines are joined with spaces and egui wraps it.
pub(crate) fn paragraph(words: &Texts, key: &str) -> String {
    words
        .get(key)
        .lines()
        .map(str::trim)
        .filter(|line| !line.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

/// A rules page: its `paragraphs` (keys of messages), then each example as its caption over
/// its boards before and after (drawn by `board`), or the reason it could not be worked out.
pub(crate) fn rules_page<P, M>(
    ui: &mut egui::Ui,
    paragraphs: &[&str],
    examples: &[Result<Example<P, M>, String>],
    board: impl Fn(&mut egui::Ui, &Example<P, M>, Moment, egui::Vec2),
) {
    let words = words(ui.ctx());
    for key in paragraphs {
        ui.label(paragraph(&words, key));
        ui.add_space(4.0);
    }
    for example in examples {
        ui.add_space(6.0);
        let example = match example {
            Ok(example) => example,
            Err(error) => {
                // The reason is the rules core's, in English.
                ui.colored_label(
                    egui::Color32::from_rgb(255, 170, 90),
                    words.with("help-example-failed", [("error", error.as_str().into())]),
                );
                continue;
            }
        };
        ui.label(paragraph(&words, example.caption));
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

/// The keys and the mouse in every game (each game's own come from its view): the keys of
/// the messages that name a key and say what it does.
const KEYS: &[(&str, &str)] = &[
    ("help-key-arrows", "help-key-arrows-does"),
    ("help-key-enter", "help-key-enter-does"),
    ("help-key-esc", "help-key-esc-does"),
    ("help-key-undo", "help-key-undo-does"),
    ("help-key-view", "help-key-view-does"),
    ("help-key-mouse", "help-key-mouse-does"),
    ("help-key-hint", "help-key-hint-does"),
    ("help-key-move-box", "help-key-move-box-does"),
    ("help-key-replay", "help-key-replay-does"),
    ("help-key-help", "help-key-help-does"),
];

/// A striped grid of keys and what they do, from the keys of their messages.
fn key_grid(ui: &mut egui::Ui, words: &Texts, id: &str, keys: &[(&str, &str)]) {
    egui::Grid::new(id)
        .num_columns(2)
        .striped(true)
        .show(ui, |ui| {
            for (key, what) in keys {
                ui.label(RichText::new(words.get(key)).strong());
                ui.label(words.get(what));
                ui.end_row();
            }
        });
}

/// The tabs: one for each game's rules, named by the game, then the keys.
fn tab_row(ui: &mut egui::Ui, words: &Texts, views: &GameViews, tab: &mut Tab) {
    ui.horizontal(|ui| {
        for view in views.iter() {
            ui.selectable_value(tab, Tab::Rules(view.kind), game_name(words, view.kind));
        }
        ui.selectable_value(tab, Tab::Keys, words.get("help-tab-keys"));
    });
}

/// The keys tab: the keys of the game `playing`, then those of every game.
fn keys_tab(ui: &mut egui::Ui, words: &Texts, views: &GameViews, playing: GameKind) {
    ui.label(RichText::new(game_name(words, playing)).strong());
    key_grid(ui, words, "game keys", views.of(playing).keys);
    ui.separator();
    key_grid(ui, words, "keys", KEYS);
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
    let words = words(ctx);
    dialog_window(ctx, &mut dialog, Dialog::Help, 460.0, |ui| {
        tab_row(ui, &words, &views, tab);
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
                Tab::Keys => keys_tab(ui, &words, &views, playing),
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
    use crate::ui::words_shown::assert_every_word_translated;

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
    /// game's own, by the whole name (`R / T` names R and T; Ctrl+Z stands for Cmd+Z too),
    /// in English.
    #[test]
    fn the_key_list_names_every_key() {
        let english = medusa_locale::english();
        let views = crate::game_views();
        let names: Vec<String> = KEYS
            .iter()
            .chain(views.iter().flat_map(|view| view.keys))
            .map(|(key, _)| english.get(key))
            .collect();
        let listed: Vec<&str> = names.iter().flat_map(|keys| keys.split(" / ")).collect();
        for (_, name, _) in KEY_MAP {
            let name = name.replace("Cmd+", "Ctrl+");
            assert!(
                listed.contains(&name.as_str()),
                "the help does not name {name}"
            );
        }
    }

    /// Every word of the help's tabs and of its keys comes from the language files, during
    /// each game (each game's rules page is checked in its folder).
    #[test]
    fn every_word_of_the_tabs_and_the_keys_comes_from_the_language_files() {
        let views = crate::game_views();
        for kind in GameKind::all() {
            assert_every_word_translated(
                &format!("the help's keys during {}", kind.name()),
                egui::vec2(460.0, 2000.0),
                |_| false,
                |ui| {
                    let words = words(ui.ctx());
                    tab_row(ui, &words, &views, &mut Tab::Keys);
                    keys_tab(ui, &words, &views, kind);
                },
            );
        }
    }

    /// A failed example says so in the language, with the core's reason as it comes.
    #[test]
    fn a_failed_example_says_so_in_the_language() {
        let examples: [Result<Example<(), ()>, String>; 1] = [Err("a1 is not on the board".into())];
        assert_every_word_translated(
            "a failed example",
            egui::vec2(460.0, 300.0),
            |_| false,
            |ui| rules_page(ui, &[], &examples, |_, _, _, _| {}),
        );
    }

    /// A long message's lines flow into one paragraph.
    #[test]
    fn a_paragraph_flows() {
        let english = medusa_locale::english();
        let text = paragraph(&english, "rules-medusa-turn");
        assert!(!text.contains('\n'), "{text}");
        assert!(
            text.starts_with("A turn has two parts, both optional: first place a stone"),
            "{text}"
        );
    }
}
