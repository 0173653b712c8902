//! The move box in the game panel: a move typed as the records write it (with the legal moves
//! that begin as typed offered under it), or a question about the board, whose answer is shown
//! under the box and said to a screen reader; with no answer, what the last move did is shown
//! there. The lines are a live region of the panel's accessibility tree, so that a screen
//! reader on the desktop says them as they change. `M` puts the keyboard in it.

use bevy::prelude::*;
use bevy_egui::egui;
use medusa_locale::{Phrase, Texts};

use crate::GameSystems;
use crate::input::KeyCommand;
use crate::session::{AnyGame, Asking, Intent, Typed, completions, read_typed};
use crate::ui::words;

/// The most legal moves offered under the box.
const MOST_OFFERED: usize = 6;

/// What is typed in the move box, the last answer, and whether the box is to take the
/// keyboard.
#[derive(Resource, Default, Debug)]
pub(crate) struct MoveBox {
    pub text: String,
    pub answer: Vec<Phrase>,
    pub focus: bool,
}

/// What the move box asks for when something is sent from it.
#[derive(Default, Debug, PartialEq)]
pub(crate) struct Sent {
    /// The intents of a move typed.
    pub intents: Vec<Intent>,
    /// The answer to say to a screen reader.
    pub said: Vec<Phrase>,
}

/// Draws the move box for `game` (in the match `asking` tells of), with the last move's
/// announcement `said` under it while no question is answered; what was sent from it.
pub(crate) fn move_box(
    ui: &mut egui::Ui,
    game: &AnyGame,
    asking: &Asking,
    state: &mut MoveBox,
    said: &[Phrase],
) -> Sent {
    let words = words(ui.ctx());
    let mut sent = Sent::default();
    let mut submit = false;
    ui.horizontal(|ui| {
        let label = ui
            .label(words.get("move-box-label"))
            .on_hover_text(words.attribute("move-box-label", "tooltip"));
        let edit = egui::TextEdit::singleline(&mut state.text)
            .id(egui::Id::new("move box"))
            .desired_width(140.0);
        let response = ui.add(edit).labelled_by(label.id);
        if std::mem::take(&mut state.focus) {
            response.request_focus();
        }
        let entered =
            response.lost_focus() && ui.input(|input| input.key_pressed(egui::Key::Enter));
        if entered {
            submit = true;
            response.request_focus();
        }
        if ui.button(words.get("move-box-play")).clicked() {
            submit = true;
        }
    });
    let offered = completions(game, &state.text, MOST_OFFERED);
    if !offered.is_empty()
        && !offered
            .iter()
            .any(|mv| mv.eq_ignore_ascii_case(state.text.trim()))
    {
        ui.horizontal_wrapped(|ui| {
            for mv in &offered {
                if ui.small_button(mv).clicked() {
                    state.text.clone_from(mv);
                }
            }
        });
    }
    if submit {
        sent = send(game, asking, &words, state);
    }
    let lines = if state.answer.is_empty() {
        said
    } else {
        &state.answer
    };
    for line in lines {
        let label = ui.label(egui::RichText::new(words.say(line)).small());
        ui.ctx().accesskit_node_builder(label.id, |node| {
            node.set_live(egui::accesskit::Live::Polite);
        });
    }
    sent
}

/// Sends what is typed: a move is played and the box emptied; a question is answered.
fn send(game: &AnyGame, asking: &Asking, words: &Texts, state: &mut MoveBox) -> Sent {
    match read_typed(game, asking, words, &state.text) {
        Typed::Play(intents) => {
            state.text.clear();
            state.answer.clear();
            Sent {
                intents,
                said: Vec::new(),
            }
        }
        Typed::Answer(lines) => {
            state.answer.clone_from(&lines);
            Sent {
                intents: Vec::new(),
                said: lines,
            }
        }
    }
}

/// `M` puts the keyboard in the move box.
fn focus_on_m(mut keys: MessageReader<KeyCommand>, mut state: ResMut<MoveBox>) {
    if keys.read().any(|key| *key == KeyCommand::TypeMove) {
        state.focus = true;
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<MoveBox>().add_systems(
        Update,
        focus_on_m
            .run_if(on_message::<KeyCommand>)
            .in_set(GameSystems::Input),
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::GameKind;
    use crate::ui::words_shown::assert_every_word_translated;

    #[test]
    fn every_word_of_the_move_box_comes_from_the_language_files() {
        for kind in GameKind::all() {
            let game = AnyGame::fresh(kind);
            let first = game
                .typed_moves()
                .and_then(|moves| moves.into_iter().next())
                .unwrap_or_default();
            // A question's answer, then, with none, the last move's announcement.
            let said = [Phrase::new("announce-medusa-arrival")
                .with("side", Phrase::new("side-white"))
                .with("arrival", "j11")];
            for answer in [vec![Phrase::new("answer-no-last")], Vec::new()] {
                let mut state = MoveBox {
                    text: first.chars().take(1).collect(),
                    answer,
                    focus: false,
                };
                let offered = completions(&game, &state.text, MOST_OFFERED);
                let typed = state.text.clone();
                assert_every_word_translated(
                    &format!("the move box of {}", kind.name()),
                    egui::vec2(400.0, 300.0),
                    // What is typed, and the moves offered, written as the records write them.
                    |text| text == typed || offered.iter().any(|mv| mv == text),
                    |ui| {
                        move_box(ui, &game, &Asking::default(), &mut state, &said);
                    },
                );
            }
        }
    }

    /// The line under the box is a live region: a screen reader says it when it changes.
    #[test]
    fn the_line_under_the_box_is_said_as_it_changes() {
        let game = AnyGame::fresh(GameKind::MEDUSA);
        let said = [Phrase::new("answer-no-last")];
        let mut state = MoveBox::default();
        let ctx = egui::Context::default();
        ctx.enable_accesskit();
        let mut output = ctx.run_ui(egui::RawInput::default(), |ui| {
            move_box(ui, &game, &Asking::default(), &mut state, &said);
        });
        output.textures_delta.clear();
        let update = output.platform_output.accesskit_update.take();
        let live: Vec<_> = update
            .iter()
            .flat_map(|update| &update.nodes)
            .filter(|(_, node)| node.live() == Some(egui::accesskit::Live::Polite))
            .collect();
        assert_eq!(live.len(), 1, "{live:?}");
    }

    #[test]
    fn a_move_sent_empties_the_box_and_a_question_keeps_its_answer() {
        let game = AnyGame::fresh(GameKind::PILLARS);
        let english = medusa_locale::english();
        let mut state = MoveBox {
            text: "cell a2".to_string(),
            ..MoveBox::default()
        };
        let sent = send(&game, &Asking::default(), &english, &mut state);
        assert!(sent.intents.is_empty());
        assert_eq!(
            sent.said
                .iter()
                .map(|line| english.say(line))
                .collect::<Vec<_>>(),
            ["a2: White Sword"]
        );
        assert_eq!(state.answer, sent.said);
        state.text = "a2-a3".to_string();
        let sent = send(&game, &Asking::default(), &english, &mut state);
        assert_eq!(sent.intents.len(), 1);
        assert!(state.text.is_empty() && state.answer.is_empty());
    }
}
