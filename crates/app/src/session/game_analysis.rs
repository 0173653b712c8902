//! A game analysed in the background: the game on the screen (being played, finished, or a
//! record in the replay view), the last finished game, or any record. The computer judges
//! every position in the time slices it plays in ([`computer::slice`]), so the board stays
//! live, and the report grows as it goes (the first player's chance after each move, the best
//! moves, the marks, where the game was lost). The record is opened in the replay view at the
//! same time, so that a point of the graph is a step of the replay, and the analysis's best
//! move at the position shown is drawn on the board as a hint is.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use medusa_locale::Phrase;

use super::allowed::Allowed;
use super::computer::{self, Hint};
use super::game_match::{GameChanged, Match};
use super::game_move::Suggestion;
use super::last_game::LastGame;
use super::notices::Notices;
use super::online::Online;
use super::records::record_of;
use super::replay::{OpenRecord, Replay};
use super::wake::wake_now;
use crate::session::GameSystems;
use medusa_ai::analysis::{Analysis, Report};

/// What to analyse.
#[derive(Message, Clone, PartialEq, Eq, Debug)]
pub enum Analyse {
    /// The game on the screen (the result window's, the game panel's and the replay bar's
    /// Analyse): the record in the replay view, or else the game being played, finished or
    /// not, with its players. An online game only once it is over.
    Shown,
    /// The last finished game, kept from one run to the next (the title's "Last game").
    LastGame,
    /// This record (text or JSON, any game), named `name`.
    Record { name: String, text: String },
}

/// The name the game on the screen is analysed under.
pub const THIS_GAME: &str = "This game";

/// The name the last finished game is opened under.
pub const LAST_GAME: &str = "The last game";

/// A game analysed to its end: the record's text and the whole report.
#[derive(Message, Clone, Debug)]
pub struct Analysed {
    pub text: String,
    pub report: Report,
}

/// The analysis under way or done.
#[derive(Resource, Default)]
pub struct GameAnalysis {
    /// The search, while positions are left to judge.
    running: Option<Analysis>,
    /// The text of the record analysed.
    text: String,
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

/// What is analysed: the record's name and text, or why nothing can be.
fn record_asked(
    asked: &Analyse,
    game_match: &Match,
    replay: Option<&Replay>,
    online: &Online,
    last: &LastGame,
) -> Result<OpenRecord, String> {
    match asked {
        Analyse::Shown => match replay {
            Some(replay) => Ok(OpenRecord {
                name: replay.name.clone(),
                text: replay.record.to_text(),
            }),
            None if Allowed::now(game_match, online, None).analyse => Ok(OpenRecord {
                name: THIS_GAME.to_string(),
                text: record_of(game_match).to_text(),
            }),
            None if game_match.is_online() => {
                Err("an online game is analysed once it is over".to_string())
            }
            None => Err("no move has been played yet".to_string()),
        },
        Analyse::LastGame => last
            .text()
            .map(|text| OpenRecord {
                name: LAST_GAME.to_string(),
                text,
            })
            .ok_or_else(|| "no finished game is kept".to_string()),
        Analyse::Record { name, text } => Ok(OpenRecord {
            name: name.clone(),
            text: text.clone(),
        }),
    }
}

/// The games there are to analyse: the game on the screen (a record in the replay view, or
/// the game played, online or not) and the last finished game.
#[derive(SystemParam)]
struct Analysable<'w> {
    game_match: Res<'w, Match>,
    replay: Option<Res<'w, Replay>>,
    online: Res<'w, Online>,
    last: Res<'w, LastGame>,
}

/// Starts analysing the game asked for, and opens its record in the replay view.
fn start(
    mut asked: MessageReader<Analyse>,
    games: Analysable,
    mut analysis: ResMut<GameAnalysis>,
    mut open: MessageWriter<OpenRecord>,
    mut notices: ResMut<Notices>,
) {
    let Some(asked) = asked.read().last() else {
        return;
    };
    let Analysable {
        game_match,
        replay,
        online,
        last,
    } = &games;
    let record =
        record_asked(asked, game_match, replay.as_deref(), online, last).and_then(|record| {
            match Analysis::from_text(&record.text, None, 1) {
                Ok(started) => Ok((record, started)),
                Err(error) => Err(error.to_string()),
            }
        });
    match record {
        Ok((record, started)) => {
            *analysis = GameAnalysis {
                report: Some(started.report()),
                running: Some(started),
                text: record.text.clone(),
                progress: 0.0,
            };
            open.write(record);
        }
        Err(error) => {
            notices.push(Phrase::new("notice-analysis-failed").with("error", error.to_string()))
        }
    }
}

/// Run condition: an analysis is under way.
fn running(analysis: Res<GameAnalysis>) -> bool {
    analysis.is_running()
}

/// Judges for one slice, and shows what is judged; tells of the whole report at the end.
fn think(
    real: Res<Time<Real>>,
    mut analysis: ResMut<GameAnalysis>,
    mut analysed: MessageWriter<Analysed>,
) {
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
        if let Some(report) = analysis.report.clone() {
            analysed.write(Analysed {
                text: std::mem::take(&mut analysis.text),
                report,
            });
        }
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
        .add_message::<Analysed>()
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
