//! Lessons on the board: a step set up as a match, the player's move judged by the course (the
//! core checks the goal), the stars kept, a missed step put back with its hint, the scripted
//! reply played as a move, and a lesson's position never saved as the game in progress.

use std::path::PathBuf;

use bevy::prelude::*;
use medusa::app::{
    AUTOSAVE_KEY, AnyGame, Courses, Feedback, GameKind, Intent, LESSONS_KEY, Lesson,
    LessonProgress, Match, OpenLesson, PlayerKind, Store,
};
use medusa::medea::Game;

use crate::common::app::{app_storing, settle};

/// An empty folder for one test.
fn folder(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("medusa-lesson-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

/// A headless app with a game of Medea in progress, storing into `dir`.
fn app_in(dir: &PathBuf) -> App {
    let mut app = app_storing(Game::new(), [PlayerKind::Human; 2], Store::in_folder(dir));
    app.update();
    app
}

/// Opens the Medea step `id`.
fn open(app: &mut App, id: &str) -> OpenLesson {
    let courses = app.world().resource::<Courses>();
    let (course, medea) = courses.of(GameKind::Medea).expect("Medea's course");
    let (stage, step) = medea
        .stages
        .iter()
        .enumerate()
        .find_map(|(i, stage)| Some((i, stage.steps.iter().position(|s| s.id == id)?)))
        .unwrap_or_else(|| panic!("no step {id}"));
    let open = OpenLesson {
        course,
        stage,
        step,
    };
    app.world_mut().write_message(open);
    app.update();
    settle(app);
    open
}

/// Plays a Medea move written as the records write it, as a click would.
fn play(app: &mut App, text: &str) {
    let game = app.world().resource::<Match>().game.clone();
    let position = *game.medea().expect("a game of Medea").position();
    let mv = position
        .parse_move(text)
        .unwrap_or_else(|e| panic!("{text}: {e}"));
    app.world_mut().write_message(Intent::from(mv));
    app.update();
    settle(app);
}

fn fen(app: &App) -> String {
    let game: &AnyGame = &app.world().resource::<Match>().game;
    game.as_dyn().fen().expect("Medea has a FEN")
}

fn feedback(app: &App) -> Feedback {
    let lesson = app.world().resource::<Lesson>();
    lesson
        .0
        .as_ref()
        .expect("a lesson is open")
        .feedback
        .clone()
}

#[test]
fn a_step_is_set_up_and_solved_with_three_stars_that_are_kept() {
    let dir = folder("solved");
    let mut app = app_in(&dir);
    open(&mut app, "man-step");
    assert_eq!(fen(&app), "4k3/8/8/8/8/2M5/8/8 w a2,h2 a7,h7 0");
    assert_eq!(feedback(&app), Feedback::Waiting);
    play(&mut app, "c3-d4");
    assert_eq!(
        feedback(&app),
        Feedback::Solved {
            stars: 3,
            done: None
        }
    );
    let progress = app.world().resource::<LessonProgress>();
    assert_eq!(progress.0.stars("medea", "man-step"), 3);
    app.update();
    let kept = Store::in_folder(&dir)
        .read(LESSONS_KEY)
        .expect("the store reads")
        .expect("the stars are kept");
    assert!(kept.contains("\"man-step\":3"), "{kept}");
    // The lesson's position is not the game in progress.
    assert_eq!(Store::in_folder(&dir).read(AUTOSAVE_KEY), Ok(None));
}

#[test]
fn a_missed_step_gets_its_hint_and_goes_back_to_its_start() {
    let dir = folder("missed");
    let mut app = app_in(&dir);
    open(&mut app, "man-step");
    let start = fen(&app);
    play(&mut app, "c3-c4");
    let Feedback::Missed(hint) = feedback(&app) else {
        panic!("the wrong move was not missed: {:?}", feedback(&app));
    };
    assert!(hint.contains("b4, c4 or d4"), "{hint}");
    settle(&mut app);
    assert_eq!(fen(&app), start);
    let lesson = app.world().resource::<Lesson>();
    assert!(lesson.0.as_ref().is_some_and(|play| play.ringed));
    // And the step is solved from there, with a star less for the wrong try.
    play(&mut app, "c3-d4");
    assert!(matches!(feedback(&app), Feedback::Solved { stars: 2, .. }));
}

/// Asks for the step's hint, as the lesson window's Hint does.
fn ask_for_the_hint(app: &mut App) {
    let mut lesson = app.world_mut().resource_mut::<Lesson>();
    lesson.0.as_mut().expect("a lesson is open").show_hint();
}

#[test]
fn stars_reward_solving_without_help() {
    let dir = folder("help");
    let mut app = app_in(&dir);
    // A hint and a wrong try: one star.
    open(&mut app, "man-step");
    ask_for_the_hint(&mut app);
    play(&mut app, "c3-c4");
    settle(&mut app);
    play(&mut app, "c3-d4");
    assert!(matches!(feedback(&app), Feedback::Solved { stars: 1, .. }));
    let progress = app.world().resource::<LessonProgress>();
    assert_eq!(progress.0.stars("medea", "man-step"), 1);
    // The hint alone: two stars. Starting the step again does not forget it.
    let step = open(&mut app, "crown-in-two");
    ask_for_the_hint(&mut app);
    app.world_mut().write_message(step);
    app.update();
    settle(&mut app);
    play(&mut app, "c6-c7");
    play(&mut app, "c7-c8");
    assert!(matches!(feedback(&app), Feedback::Solved { stars: 2, .. }));
    // Once solved, the step begun again is a fresh try: three stars without help.
    app.world_mut().write_message(step);
    app.update();
    settle(&mut app);
    play(&mut app, "c6-c7");
    play(&mut app, "c7-c8");
    assert!(matches!(feedback(&app), Feedback::Solved { stars: 3, .. }));
    let progress = app.world().resource::<LessonProgress>();
    assert_eq!(progress.0.stars("medea", "crown-in-two"), 3);
}

#[test]
fn the_scripted_reply_is_played_on_the_board_and_the_step_goes_on() {
    let dir = folder("reply");
    let mut app = app_in(&dir);
    open(&mut app, "crown-in-two");
    play(&mut app, "c6-c7");
    assert_eq!(feedback(&app), Feedback::GoOn);
    // Black's scripted chakra move came after White's.
    let game = &app.world().resource::<Match>().game;
    assert_eq!(game.turn_count(), 2);
    assert_eq!(game.seat_to_move(), 0);
    play(&mut app, "c7-c8");
    assert!(
        matches!(feedback(&app), Feedback::Solved { stars: 3, .. }),
        "{:?}",
        feedback(&app)
    );
}

#[test]
fn another_game_on_the_board_ends_the_lesson() {
    let dir = folder("ended");
    let mut app = app_in(&dir);
    open(&mut app, "man-step");
    app.world_mut().write_message(Intent::Load(
        Box::new(AnyGame::fresh(GameKind::Pillars)),
        [PlayerKind::Human; 2],
    ));
    app.update();
    assert!(!app.world().resource::<Lesson>().is_open());
}
