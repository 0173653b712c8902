//! The result of a finished game: once the last animations (dead groups turning over, the
//! last capture) are done, a window says who won and why, in each game's own words and count
//! (its entry among the game views), and how many turns were played; against the computer
//! or online, first whether the player won or lost. It can be closed to look at the board and
//! opened again from the panel.

use bevy::prelude::*;
use bevy_egui::egui;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use super::dialog::Dialog;
use super::game_views::GameViews;
use crate::app::GameSystems;
use crate::app::session::AnimationClock;
use crate::app::session::Screen;
use crate::app::session::{Analyse, GameChanged, Match, record_of};

/// Whether the result window is shown (while the game is over).
#[derive(Resource, Clone, Copy, PartialEq, Eq, Debug)]
pub struct ResultShown(pub bool);

impl Default for ResultShown {
    fn default() -> ResultShown {
        ResultShown(true)
    }
}

/// A new ending shows the window again: one played on the board, or a game that has become
/// over by a jump (an online game's resignation, agreed draw, flag or claim).
fn show_on_end(
    mut changes: MessageReader<GameChanged>,
    game_match: Res<Match>,
    mut was_over: Local<bool>,
    mut shown: ResMut<ResultShown>,
) {
    let over = game_match.result_line().is_some();
    if changes.read().any(|change| change.effects.end_the_game()) || over && !*was_over {
        shown.0 = true;
    }
    *was_over = over;
}

/// Run condition: the game is over, its last animations are done, and the window has not
/// been closed.
fn result_due(shown: Res<ResultShown>, clock: Res<AnimationClock>, game_match: Res<Match>) -> bool {
    shown.0 && !clock.is_busy() && game_match.result_line().is_some()
}

fn window(
    mut contexts: EguiContexts,
    game_match: Res<Match>,
    mut shown: ResMut<ResultShown>,
    mut dialog: ResMut<Dialog>,
    mut next_screen: ResMut<NextState<Screen>>,
    views: Res<GameViews>,
    mut analyse: MessageWriter<Analyse>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut open = true;
    egui::Window::new("Result")
        .open(&mut open)
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_TOP, [0.0, 40.0])
        .show(ctx, |ui| {
            let game = &game_match.game;
            // Against the computer or online: the player's own result first.
            if let (Some(own), Some(winner)) = (game_match.own_seat(), game_match.winner()) {
                let verdict = match winner {
                    Some(winner) if winner == own => "You won!",
                    Some(_) => "You lost.",
                    None => "A draw.",
                };
                ui.label(egui::RichText::new(verdict).size(28.0).strong());
            }
            match &game_match.ended {
                Some(ending) if !game.is_over() => {
                    ui.heading(ending);
                }
                _ => (views.of(game.kind()).result_body)(ui, game),
            }
            ui.add_space(6.0);
            ui.horizontal(|ui| {
                if ui.button("New game").clicked() {
                    next_screen.set(Screen::Title);
                    shown.0 = false;
                }
                if ui.button("Save the record…").clicked() {
                    *dialog = Dialog::Records;
                    shown.0 = false;
                }
                if ui.button("Look at the board").clicked() {
                    shown.0 = false;
                }
                if ui
                    .button("Analyse")
                    .on_hover_text("The computer judges every move: a graph and the turning points")
                    .clicked()
                {
                    analyse.write(Analyse {
                        name: "This game".to_string(),
                        text: record_of(&game_match).to_text(),
                    });
                    shown.0 = false;
                }
            });
        });
    if !open {
        shown.0 = false;
    }
    Ok(())
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<ResultShown>()
        .add_systems(
            Update,
            show_on_end
                .run_if(on_message::<GameChanged>)
                .in_set(GameSystems::Follow),
        )
        .add_systems(
            EguiPrimaryContextPass,
            window.run_if(in_state(Screen::Playing).and_then(result_due)),
        );
}
