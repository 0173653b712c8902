//! A finished game (or any record) analysed in the background: the computer judges every
//! position in the time slices it plays in ([`computer::slice`]), so the board stays live,
//! and the report grows as it goes (the first player's chance after each move, the best
//! moves, the marks). The record is opened in the replay view at the same time, so that a
//! point of the graph is a step of the replay, and the analysis's best move at the position
//! shown is drawn on the board as a hint is.

use bevy::prelude::*;

use super::any_game::Suggestion;
use super::computer::{self, Hint};
use super::game_match::{GameChanged, Match};
use super::notices::Notices;
use super::replay::{OpenRecord, Replay};
use super::wake::wake_now;
use crate::ai::analysis::{Analysis, Report};
use crate::app::GameSystems;

/// Analyse this record (text or JSON, any game), named `name`.
#[derive(Message, Clone, PartialEq, Eq, Debug)]
pub struct Analyse {
    pub name: String,
    pub text: String,
}

/// The analysis under way or done.
#[derive(Resource, Default)]
pub struct GameAnalysis {
    /// The search, while positions are left to judge.
    running: Option<Analysis>,
    /// What is judged so far.
    pub report: Option<Report>,
    /// How far it is, from 0 to 1.
    pub progress: f32,
}

impl GameAnalysis {
    /// Whether positions are still being judged.
    pub fn is_running(&self) -> bool {
        self.running.is_some()
    }

    /// Puts the analysis away.
    pub fn close(&mut self) {
        *self = GameAnalysis::default();
    }
}

/// Starts analysing the record asked for, and opens it in the replay view.
fn start(
    mut asked: MessageReader<Analyse>,
    mut analysis: ResMut<GameAnalysis>,
    mut open: MessageWriter<OpenRecord>,
    mut notices: ResMut<Notices>,
) {
    let Some(asked) = asked.read().last() else {
        return;
    };
    match Analysis::from_text(&asked.text, None, 1) {
        Ok(started) => {
            *analysis = GameAnalysis {
                report: Some(started.report()),
                running: Some(started),
                progress: 0.0,
            };
            open.write(OpenRecord {
                name: asked.name.clone(),
                text: asked.text.clone(),
            });
        }
        Err(error) => notices.push(format!("The game cannot be analysed: {error}")),
    }
}

/// Run condition: an analysis is under way.
fn running(analysis: Res<GameAnalysis>) -> bool {
    analysis.is_running()
}

/// Judges for one slice, and shows what is judged.
fn think(real: Res<Time<Real>>, mut analysis: ResMut<GameAnalysis>) {
    let Some(search) = analysis.running.as_mut() else {
        return;
    };
    let done = search.step(computer::slice(&real));
    let report = search.report();
    let progress = search.progress();
    if analysis.report.as_ref() != Some(&report) {
        analysis.report = Some(report);
    }
    analysis.progress = progress;
    if done {
        analysis.running = None;
        analysis.progress = 1.0;
    }
}

/// Draws the analysis's best move at the position the replay shows (once the move into it is
/// played out), as a hint; takes it away again when the analysis is closed.
fn show_best_move(
    analysis: Res<GameAnalysis>,
    replay: Res<Replay>,
    game_match: Res<Match>,
    mut hint: ResMut<Hint>,
    mut shown: Local<Option<Suggestion>>,
) {
    let game = &game_match.game;
    let best = analysis
        .report
        .as_ref()
        .filter(|_| game.turn_count() == replay.at && game.actions_in_progress() == 0)
        .and_then(|report| report.move_numbered(replay.at + 1))
        .and_then(|analysed| analysed.best.as_deref())
        .and_then(|best| game.suggestion_of(best));
    let ours = hint.suggestion.is_none() || hint.suggestion == *shown;
    if ours && !hint.is_thinking() && hint.suggestion != best {
        hint.suggestion = best.clone();
    }
    *shown = best;
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<GameAnalysis>()
        .add_message::<Analyse>()
        .add_systems(
            Update,
            (
                start
                    .run_if(on_message::<Analyse>)
                    .in_set(GameSystems::Input),
                (think, wake_now).run_if(running).in_set(GameSystems::Input),
                show_best_move
                    .run_if(
                        resource_exists::<Replay>.and_then(
                            on_message::<GameChanged>
                                .or_eager(resource_changed::<GameAnalysis>)
                                .or_eager(resource_changed::<Replay>),
                        ),
                    )
                    .after(computer::forget_hint)
                    .in_set(GameSystems::Follow),
            ),
        );
}
