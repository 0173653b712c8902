//! A finished game (or any record) analysed in the background: the computer judges every
//! position in the time slices it plays in, so the board stays live, and the report grows as
//! it goes (the first player's chance after each move, the best moves, the marks). The record
//! is opened in the replay view at the same time, so that a point of the graph is a step of
//! the replay.

use bevy::prelude::*;

use super::computer::SLICE;
use super::notices::Notices;
use super::replay::OpenRecord;
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
fn think(mut analysis: ResMut<GameAnalysis>) {
    let Some(search) = analysis.running.as_mut() else {
        return;
    };
    let done = search.step(SLICE);
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

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<GameAnalysis>()
        .add_message::<Analyse>()
        .add_systems(
            Update,
            (
                start
                    .run_if(on_message::<Analyse>)
                    .in_set(GameSystems::Input),
                think.run_if(running).in_set(GameSystems::Input),
            ),
        );
}
