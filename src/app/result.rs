//! The result of a finished game: once the last animations (the dead groups turning over)
//! are done, a window says who won and why, with the count per colour; a resignation has its
//! own line. It can be closed to look at the board and opened again from the panel.

use bevy::prelude::*;
use bevy_egui::egui::{self, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use super::animation::AnimationClock;
use super::hud::score_grid;
use super::match_state::{GameChanged, Match};
use super::screen::{Dialog, Screen};
use crate::medusa::{Effect, Outcome};

/// Whether the result window is shown (while the game is over).
#[derive(Resource, Clone, Copy, PartialEq, Eq, Debug)]
pub struct ResultShown(pub bool);

impl Default for ResultShown {
    fn default() -> ResultShown {
        ResultShown(true)
    }
}

/// The headline of a finished game.
pub fn headline(outcome: &Outcome) -> String {
    match (outcome.resigned, outcome.winner) {
        (Some(loser), _) => format!("{loser} resigns. {} wins.", loser.opponent()),
        (None, Some(winner)) => format!("{winner} wins!"),
        (None, None) => "A draw!".to_string(),
    }
}

/// A new ending shows the window again.
fn show_on_end(mut changes: MessageReader<GameChanged>, mut shown: ResMut<ResultShown>) {
    for change in changes.read() {
        if change
            .effects
            .iter()
            .any(|e| matches!(e, Effect::GameEnded(_)))
        {
            shown.0 = true;
        }
    }
}

fn window(
    mut contexts: EguiContexts,
    game_match: Res<Match>,
    clock: Res<AnimationClock>,
    mut shown: ResMut<ResultShown>,
    mut dialog: ResMut<Dialog>,
    mut next_screen: ResMut<NextState<Screen>>,
) -> Result {
    let game = &game_match.game;
    let Some(outcome) = game.position().outcome() else {
        return Ok(());
    };
    if !shown.0 || clock.is_busy() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut open = true;
    egui::Window::new("Result")
        .open(&mut open)
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_TOP, [0.0, 40.0])
        .show(ctx, |ui| {
            ui.label(RichText::new(headline(outcome)).size(24.0).strong());
            ui.label(outcome.summary());
            ui.add_space(6.0);
            score_grid(ui, "result score", &outcome.score);
            let dead = game.dead().len();
            if dead > 0 {
                ui.label(format!(
                    "{dead} dead group{} turned over before the count.",
                    if dead == 1 { " was" } else { "s were" }
                ));
            }
            ui.label(format!("{} turns played.", game.turns().len()));
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
            });
        });
    if !open {
        shown.0 = false;
    }
    Ok(())
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ResultShown>()
        .add_systems(Update, show_on_end)
        .add_systems(
            EguiPrimaryContextPass,
            window.run_if(in_state(Screen::Playing)),
        );
}
