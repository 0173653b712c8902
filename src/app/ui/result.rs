//! The result of a finished game: once the last animations (the dead groups turning over)
//! are done, a window says who won and why, with the count per colour; a resignation has its
//! own line. It can be closed to look at the board and opened again from the panel.

use bevy::prelude::*;
use bevy_egui::egui::{self, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use super::dialog::Dialog;
use super::panel::score_grid;
use crate::app::GameSystems;
use crate::app::scene::AnimationClock;
use crate::app::session::Screen;
use crate::app::session::{GameChanged, Match};
use crate::medusa::{Effect, Outcome};

/// Whether the result window is shown (while the game is over).
#[derive(Resource, Clone, Copy, PartialEq, Eq, Debug)]
pub struct ResultShown(pub bool);

impl Default for ResultShown {
    fn default() -> ResultShown {
        ResultShown(true)
    }
}

/// The headline of a finished game, and the line under it: the margin and the count of a
/// counted game; nothing more for a resignation, which the headline says all of.
pub fn result_text(outcome: &Outcome) -> (String, Option<String>) {
    match (outcome.resigned, outcome.winner) {
        (Some(loser), _) => (format!("{loser} resigns. {} wins.", loser.opponent()), None),
        (None, Some(winner)) => (format!("{winner} wins!"), Some(outcome.summary())),
        (None, None) => ("A draw!".to_string(), Some(outcome.summary())),
    }
}

/// A new ending shows the window again.
fn show_on_end(mut changes: MessageReader<GameChanged>, mut shown: ResMut<ResultShown>) {
    for change in changes.read() {
        if change
            .effects
            .medusa()
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
    let Some(game) = game_match.medusa() else {
        return Ok(());
    };
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
            let (headline, detail) = result_text(outcome);
            ui.label(RichText::new(headline).size(24.0).strong());
            if let Some(detail) = detail {
                ui.label(detail);
                ui.add_space(6.0);
                score_grid(ui, "result score", &outcome.score);
            }
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
            window.run_if(in_state(Screen::Playing)),
        );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::medusa::{Colour, Game, Turn, Variant};

    #[test]
    fn a_resignation_is_said_once() {
        let mut game = Game::new(Variant::Lotus, 3).unwrap();
        game.play_turn(&Turn::Resign(Colour::White)).unwrap();
        let outcome = game.position().outcome().unwrap();
        assert_eq!(
            result_text(outcome),
            ("White resigns. Black wins.".to_string(), None)
        );
    }

    #[test]
    fn a_counted_game_gives_its_margin() {
        let mut game = Game::new(Variant::Lotus, 3).unwrap();
        game.play_turn(&Turn::Pass).unwrap();
        game.play_turn(&Turn::Pass).unwrap();
        game.conclude_with_dead(&[]).unwrap();
        let outcome = game.position().outcome().unwrap();
        assert_eq!(
            result_text(outcome),
            (
                "White wins!".to_string(),
                Some("White wins by 3 points (3 to 0)".to_string())
            )
        );
    }
}
