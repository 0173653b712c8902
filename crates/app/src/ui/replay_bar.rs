//! The replay bar under the board: where the record stands ("turn 8 of 11", numbered as the
//! record's lines and the analysis number them), buttons and a slider to step through it, who
//! plays each colour when the players continue from here, Analyse, and closing.

use bevy::prelude::*;
use bevy_egui::egui::{self, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use super::control_spots::{ControlSpots, NoteSpots};
use super::screen_room::ScreenRoom;
use super::widgets::player_picker;
use crate::session::Autosave;
use crate::session::Screen;
use crate::session::{Analyse, Replay, ReplayStep};
use crate::ui::{side_name, words};
use medusa_locale::Texts;

/// The width the bar needs for its players side by side, in points.
const WIDE: f32 = 500.0;

/// The replay bar under the board.
fn bar(
    mut contexts: EguiContexts,
    replay: Res<Replay>,
    autosave: Res<Autosave>,
    mut steps: MessageWriter<ReplayStep>,
    mut analyse: MessageWriter<Analyse>,
    mut spots: ResMut<ControlSpots>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut noted = NoteSpots::new(ctx, "replay bar");
    let width = ScreenRoom::of(ctx).width(WIDE);
    let back_to_game = replay.before.is_some() || autosave.in_progress().is_some();
    let mut asked = BarAsked::default();
    egui::Window::new("Replay")
        .title_bar(false)
        .resizable(false)
        .anchor(egui::Align2::LEFT_TOP, [12.0, 12.0])
        .max_width(width)
        .show(ctx, |ui| {
            asked = bar_body(ui, &replay, back_to_game, width, &mut noted);
        });
    steps.write_batch(asked.steps);
    if asked.analyse {
        analyse.write(Analyse::Shown);
    }
    ControlSpots::keep(&mut spots, noted);
    Ok(())
}

/// What the bar's buttons ask for.
#[derive(Default, Debug)]
struct BarAsked {
    steps: Vec<ReplayStep>,
    analyse: bool,
}

/// Where `replay` stands: "turn 8 of 11", "turn 80 of 80, counted" in Medusa and Lotus,
/// "move 14 of 15" in Medea and Pillars of Medusa.
fn where_it_stands(words: &Texts, replay: &Replay) -> String {
    let lines = replay.record.turns();
    let key = if replay.at > lines {
        "replay-stands-counted"
    } else {
        "replay-stands"
    };
    let word = replay.record.kind().id().move_word;
    words.with(
        key,
        [
            ("word", word.into()),
            ("at", replay.at.min(lines).into()),
            ("count", lines.into()),
        ],
    )
}

/// The bar's contents: the record's name and where it stands, the steps, the players who
/// continue from here, Analyse and Close (`back_to_game`: back to the game on the screen
/// before); `width`, the room it has. Returns what its buttons ask.
fn bar_body(
    ui: &mut egui::Ui,
    replay: &Replay,
    back_to_game: bool,
    width: f32,
    noted: &mut NoteSpots,
) -> BarAsked {
    let words = words(ui.ctx());
    let mut asked = BarAsked::default();
    let steps = &mut asked.steps;
    ui.horizontal(|ui| {
        ui.label(RichText::new(&replay.name).strong());
        ui.label(where_it_stands(&words, replay));
    });
    ui.horizontal(|ui| {
        let (at, steps_total) = (replay.at, replay.steps());
        for (enabled, symbol, key, step) in [
            (at > 0, "⏮", "replay-first", ReplayStep::To(0)),
            (at > 0, "◀", "replay-back", ReplayStep::Back),
            (at < steps_total, "▶", "replay-forward", ReplayStep::Forward),
            (
                at < steps_total,
                "⏭",
                "replay-last",
                ReplayStep::To(steps_total),
            ),
        ] {
            if ui
                .add_enabled(enabled, egui::Button::new(symbol))
                .on_hover_text(words.get(key))
                .clicked()
            {
                steps.push(step);
            }
        }
        let mut wanted = at;
        let slider = egui::Slider::new(&mut wanted, 0..=steps_total).show_value(false);
        let name = words.with(
            "replay-position",
            [("step", at.into()), ("steps", steps_total.into())],
        );
        let slider = ui.add(slider);
        slider.widget_info(|| {
            egui::WidgetInfo::labeled(egui::WidgetType::Slider, slider.enabled(), &name)
        });
        if slider.changed() && wanted != at {
            steps.push(ReplayStep::To(wanted));
        }
    });
    // The two players side by side where they fit, one above the other on a phone.
    let players = |ui: &mut egui::Ui| {
        let game_kind = replay.record.kind();
        for seat in game_kind.seats_in_play_order() {
            let side = game_kind.side_names()[seat];
            let mut kind = replay.players[seat];
            ui.horizontal(|ui| {
                ui.label(side_name(&words, game_kind, seat));
                player_picker(ui, side, &mut kind);
            });
            if kind != replay.players[seat] {
                steps.push(ReplayStep::SetPlayer(seat, kind));
            }
        }
    };
    if width < WIDE {
        ui.vertical(players);
    } else {
        ui.horizontal(players);
    }
    ui.horizontal_wrapped(|ui| {
        if ui.button(words.get("replay-continue")).clicked() {
            steps.push(ReplayStep::Continue);
        }
        let button = ui
            .button(words.get("replay-analyse"))
            .on_hover_text(words.attribute("replay-analyse", "tooltip"));
        noted.note("analyse", &button);
        if button.clicked() {
            asked.analyse = true;
        }
        let close = if back_to_game {
            "replay-close-back"
        } else {
            "replay-close"
        };
        if ui.button(words.get(close)).clicked() {
            steps.push(ReplayStep::Close);
        }
    });
    asked
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        bar.run_if(in_state(Screen::Playing).and_then(resource_exists::<Replay>)),
    );
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::session::{AnyRecord, GameBoard, GameKind, Match};
    use crate::ui::panel::checks::play;
    use crate::ui::words_shown::assert_every_word_translated;

    /// A record of a few moves of `kind`, opened in the replay view.
    pub(crate) fn replay_of(kind: GameKind) -> Replay {
        let mut game_match = Match::hot_seat(kind);
        let tokens: &[&str] = if kind.board() == GameBoard::MEDUSA {
            &["pass", "pass"]
        } else {
            &[]
        };
        play(&mut game_match, tokens, 2);
        let record = AnyRecord::of_game(&game_match.game, Vec::new());
        let (mut replay, _) =
            Replay::open("game-1.txt".into(), record, &game_match.setup).expect("a record");
        replay.at = 1;
        replay
    }

    #[test]
    fn every_word_of_the_replay_bar_comes_from_the_language_files() {
        for kind in GameKind::all() {
            let replay = replay_of(kind);
            for (back_to_game, width) in [(false, WIDE), (true, 300.0)] {
                assert_every_word_translated(
                    &format!("the replay bar of {}", kind.name()),
                    egui::vec2(900.0, 600.0),
                    // The record's name.
                    |text| text == "game-1.txt",
                    |ui| {
                        let mut noted = NoteSpots::new(ui.ctx(), "replay bar");
                        bar_body(ui, &replay, back_to_game, width, &mut noted);
                    },
                );
            }
        }
    }
}
