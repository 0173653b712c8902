//! Screenshots of a recorded game of any kind: open the window on the position before turn
//! N, wait until everything is ready to draw, play turn N with its animations, and save a PNG
//! a given time after they start (or once they are over). A step of the lessons is shown the
//! same way, with its hint ringed if asked, and cells may be clicked as the pointer does.
//! Time runs in fixed frame steps here, so the same command gives the same picture on any
//! machine, with or without a GPU.

use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy::render::render_resource::PipelineCache;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured, save_to_disk};
use bevy::render::{Render, RenderApp, RenderSystems};
use bevy::time::TimeUpdateStrategy;

use crate::input::CellClicked;
use crate::scene::BoardCells;
use crate::scene::BoardInWindow;
use crate::session::AnimationClock;
use crate::session::Palette;
use crate::session::Screen;
use crate::session::Settings;
use crate::session::Store;
use crate::session::{AnyGame, Intent, Match, MatchSetup};
use crate::session::{Lesson, OpenLesson, OpenPuzzle};

/// What to capture.
#[derive(Clone, Debug)]
pub struct ScreenshotRequest {
    /// The game up to the turn before the one to show.
    pub game: AnyGame,
    /// The intents that play the turn to show, if any.
    pub turn: Vec<Intent>,
    /// Milliseconds after the turn's animations start; `None`: once they are over.
    pub at_ms: Option<u32>,
    /// Window size in pixels.
    pub size: UVec2,
    /// Where to save the PNG.
    pub out: PathBuf,
    /// Where to write the screen positions of the points and sites (JSON), if wanted.
    pub positions: Option<PathBuf>,
    /// The lesson's step to open on `game` (its start), and whether its hint is asked for.
    pub lesson: Option<(OpenLesson, bool)>,
    /// The puzzle to open on `game` (its start).
    pub puzzle: Option<OpenPuzzle>,
    /// The cells to click, by their names, once everything is ready to draw.
    pub clicks: Vec<String>,
    /// The screens' language, by its tag (`nl`); `None`: English.
    pub language: Option<String>,
    /// The scene's colours.
    pub palette: Palette,
}

/// Frames per second of the fixed clock.
const FPS: f64 = 60.0;
/// The frames without animation to wait after clicks.
const IDLE_FRAMES: u32 = 20;
/// The most frames to wait for the renderer to get ready.
const MAX_WAIT_FRAMES: u32 = 3000;

/// How many render pipelines are still compiling, as seen by the render world.
#[derive(Resource, Clone, Default)]
struct PipelineProgress {
    waiting: Arc<AtomicUsize>,
    total: Arc<AtomicUsize>,
}

fn count_pipelines(cache: Res<PipelineCache>, progress: Res<PipelineProgress>) {
    progress
        .waiting
        .store(cache.waiting_pipelines().count(), Ordering::Relaxed);
    progress
        .total
        .store(cache.pipelines().count(), Ordering::Relaxed);
}

#[derive(Clone, Copy, PartialEq, Debug)]
enum Phase {
    /// Waiting until no pipeline has compiled for a while.
    Warming {
        frames: u32,
        quiet: u32,
        last_total: usize,
    },
    /// The turn's animations are playing, since clock time `since`; nothing has animated for
    /// `idle` frames.
    Playing { since: f32, idle: u32 },
    /// The screenshot was requested.
    Capturing { frames: u32 },
}

#[derive(Resource)]
struct Plan {
    request: ScreenshotRequest,
    phase: Phase,
    saved: bool,
}

/// The animations' clock, and the settings that say how long its steps last.
#[derive(SystemParam)]
struct AnimationTime<'w> {
    clock: Res<'w, AnimationClock>,
    settings: Res<'w, Settings>,
}

/// What plays the turn to show: its intents, the clicks on cells, and the lesson whose hint
/// may be asked for.
#[derive(SystemParam)]
struct TurnToShow<'w> {
    intents: MessageWriter<'w, Intent>,
    clicks: MessageWriter<'w, CellClicked>,
    lesson: ResMut<'w, Lesson>,
}

fn direct(
    mut plan: ResMut<Plan>,
    progress: Res<PipelineProgress>,
    time: AnimationTime,
    board: BoardInWindow,
    mut turn: TurnToShow,
    mut commands: Commands,
    mut exit: MessageWriter<AppExit>,
) {
    let AnimationTime { clock, settings } = &time;
    let BoardInWindow {
        cells,
        camera,
        window,
    } = &board;
    let TurnToShow {
        intents,
        clicks,
        lesson,
    } = &mut turn;
    let plan = &mut *plan;
    match plan.phase {
        Phase::Warming {
            frames,
            quiet,
            last_total,
        } => {
            let total = progress.total.load(Ordering::Relaxed);
            let waiting = progress.waiting.load(Ordering::Relaxed);
            let calm = waiting == 0 && total == last_total && total > 0;
            let quiet = if calm { quiet + 1 } else { 0 };
            if (quiet >= 20 && frames >= 30) || frames >= MAX_WAIT_FRAMES {
                for intent in &plan.request.turn {
                    intents.write(intent.clone());
                }
                for name in &plan.request.clicks {
                    match cells.iter().find(|&(_, label, _)| label == name) {
                        Some((cell, _, _)) => {
                            clicks.write(CellClicked(cell));
                        }
                        None => error!("no cell {name} to click on this board"),
                    }
                }
                if let (Some((_, true)), Some(play)) = (plan.request.lesson, lesson.0.as_mut()) {
                    play.show_hint();
                }
                plan.phase = Phase::Playing {
                    since: clock.now(),
                    idle: 0,
                };
            } else {
                plan.phase = Phase::Warming {
                    frames: frames + 1,
                    quiet,
                    last_total: total,
                };
            }
        }
        Phase::Playing { since, idle } => {
            let elapsed_ms = (clock.now() - since) * settings.animation.step_seconds() * 1000.0;
            let idle = if clock.is_busy() { 0 } else { idle + 1 };
            // What follows a click's animation (a lesson's turn ending by itself, its verdict,
            // the position put back) takes a few quiet frames more.
            let quiet = idle >= IDLE_FRAMES || plan.request.clicks.is_empty();
            let due = match plan.request.at_ms {
                Some(at) => elapsed_ms >= at as f32 || (!clock.is_busy() && clock.now() > since),
                None => quiet && !clock.is_busy() && clock.now() > since + 0.5,
            };
            plan.phase = Phase::Playing { since, idle };
            if due {
                if let Some(path) = &plan.request.positions {
                    let (camera, transform) = **camera;
                    let json = screen_positions(cells, camera, transform, window.scale_factor());
                    if let Err(error) = std::fs::write(path, json) {
                        error!("cannot write {}: {error}", path.display());
                    }
                }
                commands
                    .spawn(Screenshot::primary_window())
                    .observe(save_to_disk(plan.request.out.clone()))
                    .observe(|_: On<ScreenshotCaptured>, mut plan: ResMut<Plan>| plan.saved = true);
                plan.phase = Phase::Capturing { frames: 0 };
            }
        }
        Phase::Capturing { frames } => {
            if plan.saved && plan.request.out.exists() {
                exit.write(AppExit::Success);
            } else if frames > 600 {
                error!("the screenshot was not saved");
                exit.write(AppExit::error());
            } else {
                plan.phase = Phase::Capturing { frames: frames + 1 };
            }
        }
    }
}

/// The physical pixel positions of every cell (at the top of a piece standing there) and of
/// the board's sites between them.
fn screen_positions(
    cells: &BoardCells,
    camera: &Camera,
    transform: &GlobalTransform,
    scale: f32,
) -> String {
    let project = |world: Vec3| {
        camera
            .world_to_viewport(transform, world)
            .map(|p| [(p.x * scale).round(), (p.y * scale).round()])
            .unwrap_or([-1.0, -1.0])
    };
    let top = Vec3::Y * cells.piece_top;
    let points: serde_json::Map<String, serde_json::Value> = cells
        .iter()
        .map(|(_, label, centre)| (label.to_string(), serde_json::json!(project(centre + top))))
        .collect();
    let sites: Vec<[f32; 2]> = cells
        .sites
        .iter()
        .map(|&site| project(site + Vec3::Y * 0.01))
        .collect();
    serde_json::json!({ "points": points, "sites": sites }).to_string()
}

/// Runs the screenshot and returns when the PNG is saved (or the window failed).
pub fn take_screenshot(request: ScreenshotRequest) -> AppExit {
    let lesson = request.lesson;
    let puzzle = request.puzzle;
    let palette = request.palette;
    let language = request
        .language
        .clone()
        .unwrap_or_else(|| medusa_locale::ENGLISH.to_string());
    let mut app = App::new();
    super::game_app(&mut app, request.size);
    let progress = PipelineProgress::default();
    app.insert_resource(progress.clone())
        // Frame after frame, in fixed steps, until the picture is taken.
        .insert_resource(bevy::winit::WinitSettings::continuous())
        .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_secs_f64(
            1.0 / FPS,
        )))
        // The picture does not depend on the user's settings or saved games.
        .insert_resource(Store::nowhere("screenshots keep nothing"))
        .insert_state(Screen::Playing)
        .insert_resource(Match::from_game(
            request.game.clone(),
            MatchSetup::hot_seat(request.game.kind()).players,
        ))
        .insert_resource(Plan {
            request,
            phase: Phase::Warming {
                frames: 0,
                quiet: 0,
                last_total: 0,
            },
            saved: false,
        })
        .add_systems(Update, direct.after(crate::GameSystems::Reconcile))
        // After the settings are read (the defaults: the store keeps nothing).
        .add_systems(PostStartup, move |mut settings: ResMut<Settings>| {
            settings.language = Some(language.clone());
            settings.palette = palette;
        });
    if let Some((open, _)) = lesson {
        app.world_mut().write_message(open);
    }
    if let Some(open) = puzzle {
        app.world_mut().write_message(open);
    }
    if let Some(render_app) = app.get_sub_app_mut(RenderApp) {
        render_app
            .insert_resource(progress)
            .add_systems(Render, count_pipelines.in_set(RenderSystems::Cleanup));
    }
    app.run()
}
