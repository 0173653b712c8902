//! Lessons on the board: a step set up as a match, the player's move judged by the course (the
//! core checks the goal), the stars kept, a missed step put back with its hint, the scripted
//! reply played as a move, and a lesson's position never saved as the game in progress. A
//! Medusa turn is judged as soon as its verdict is known, without End turn; refusals are said
//! in the lesson's window; the panel shows only what the step needs; and on a phone the board
//! is large enough for a finger and stays put when the feedback appears.

use std::path::PathBuf;

use bevy::prelude::*;
use medusa::app::{
    AUTOSAVE_KEY, Allowed, AnyGame, BoardCells, BoardFocus, BoardFraming, BoardTurned, CameraView,
    Cell, CellClicked, Courses, Feedback, GameKind, Intent, LESSONS_KEY, Lesson, LessonLayout,
    LessonLine, LessonProgress, Match, OffCellClicked, Online, OpenLesson, PlayerKind, Shown,
    Store, lesson_text,
};
use medusa::medea::Game;

use crate::common::app::{app_storing, refusal, settle};

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
    open_of(app, GameKind::MEDEA, id)
}

/// Opens the step `id` of the course of `kind`.
fn open_of(app: &mut App, kind: GameKind, id: &str) -> OpenLesson {
    let courses = app.world().resource::<Courses>();
    let (course, lessons) = courses.of(kind).expect("the game's course");
    let (stage, step) = lessons
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
    let hint = medusa::locale::english().get(&hint);
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
        Box::new(AnyGame::fresh(GameKind::PILLARS)),
        [PlayerKind::Human; 2],
    ));
    app.update();
    assert!(!app.world().resource::<Lesson>().is_open());
}

/// Clicks the cell `label` of the board shown, as the pointer does, and lets the animations
/// and whatever follows them run.
fn click(app: &mut App, label: &str) {
    let cell = cell_named(app, label);
    app.world_mut().write_message(CellClicked(cell));
    app.update();
    settle(app);
}

fn cell_named(app: &App, label: &str) -> Cell {
    let cells = app.world().resource::<BoardCells>();
    cells
        .iter()
        .find(|&(_, name, _)| name == label)
        .map(|(cell, _, _)| cell)
        .unwrap_or_else(|| panic!("no cell {label} on the board shown"))
}

/// The Medusa game on the board, its turns written as the records write them.
fn medusa_turns(app: &App) -> Vec<String> {
    app.world().resource::<Match>().game.moves()
}

/// The text of the lesson's window now.
fn window_text(app: &App) -> Vec<LessonLine> {
    let world = app.world();
    lesson_text(
        world.resource::<Lesson>(),
        world.resource::<Courses>(),
        world.resource::<Match>().refusal.as_ref(),
    )
}

#[test]
fn a_medusa_step_ends_its_turn_by_itself_once_the_goal_is_met() {
    let dir = folder("medusa-solved");
    let mut app = app_in(&dir);
    open_of(&mut app, GameKind::MEDUSA, "make-a-rosette");
    // The rosette's six stones form a group that could still move this turn: before, the
    // step waited for End turn.
    click(&mut app, "k11");
    assert_eq!(
        feedback(&app),
        Feedback::Solved {
            stars: 3,
            done: None
        },
        "no End turn was pressed"
    );
    assert_eq!(medusa_turns(&app), ["k11"]);
    let progress = app.world().resource::<LessonProgress>();
    assert_eq!(progress.0.stars("medusa", "make-a-rosette"), 3);
}

#[test]
fn a_medusa_turn_that_can_no_longer_meet_the_goal_is_judged_at_once() {
    let dir = folder("medusa-missed");
    let mut app = app_in(&dir);
    open_of(&mut app, GameKind::MEDUSA, "move-for-a-point");
    // Any placement loses the marker's point, whatever the pair then does.
    click(&mut app, "a1");
    let Feedback::Missed(hint) = feedback(&app) else {
        panic!("the placement was not judged: {:?}", feedback(&app));
    };
    let hint = medusa::locale::english().get(&hint);
    assert!(hint.contains("without placing"), "{hint}");
    settle(&mut app);
    assert!(medusa_turns(&app).is_empty(), "back at the start");
    let game = &app.world().resource::<Match>().game;
    assert_eq!(game.actions_in_progress(), 0);
}

#[test]
fn a_medusa_turn_that_may_still_meet_the_goal_goes_on_and_says_so() {
    let dir = folder("medusa-going-on");
    let mut app = app_in(&dir);
    open_of(&mut app, GameKind::MEDUSA, "jump");
    // A placement first: the pair may still jump to k9 in the same turn.
    click(&mut app, "a1");
    assert_eq!(feedback(&app), Feedback::TurnGoesOn);
    assert!(
        window_text(&app).contains(&LessonLine::Help(
            "Not yet: your turn goes on. Move a group to finish the step.".into()
        )),
        "{:?}",
        window_text(&app)
    );
    assert!(
        medusa_turns(&app).is_empty(),
        "the turn is not ended for the player"
    );
    // The jump: selected, then landed; the turn ends by itself, solved.
    click(&mut app, "i9");
    click(&mut app, "k9");
    assert!(
        matches!(feedback(&app), Feedback::Solved { stars: 3, .. }),
        "{:?}",
        feedback(&app)
    );
    assert_eq!(medusa_turns(&app), ["a1 i9-k9"]);
}

#[test]
fn refusals_and_clicks_on_a_dark_hex_are_said_in_the_lesson_window() {
    let dir = folder("refusals");
    let mut app = app_in(&dir);
    open_of(&mut app, GameKind::MEDUSA, "last-liberty");
    assert!(
        !window_text(&app)
            .iter()
            .any(|line| matches!(line, LessonLine::Warning(_)))
    );
    // Black's stone is not White's to move.
    click(&mut app, "j9");
    assert_eq!(
        window_text(&app).last(),
        Some(&LessonLine::Warning(
            "The stone on j9 is the opponent's".into()
        ))
    );
    // The dark hex in the middle of the board (j10) is no cell.
    let centre = app
        .world()
        .resource::<BoardCells>()
        .sites
        .iter()
        .copied()
        .min_by(|a, b| a.length().total_cmp(&b.length()))
        .expect("Medusa's board has dark hexes");
    app.world_mut().write_message(OffCellClicked(centre));
    app.update();
    assert_eq!(
        window_text(&app).last(),
        Some(&LessonLine::Warning(
            "The dark hexes are not cells: a stone goes on a light cell".into()
        ))
    );
    // Outside a lesson the refusal is the match's, which the panel shows.
    app.world_mut().resource_mut::<Lesson>().0 = None;
    app.world_mut().resource_mut::<Match>().refusal = None;
    app.world_mut().write_message(OffCellClicked(centre));
    app.update();
    assert_eq!(
        refusal(&app).as_deref(),
        Some("the dark hexes are not cells: a stone goes on a light cell")
    );
    assert!(window_text(&app).is_empty());
}

/// What the panel's buttons show now, with the lesson on the board (if any).
fn allowed(app: &App) -> Allowed {
    let world = app.world();
    let lesson = world.resource::<Lesson>();
    let courses = world.resource::<Courses>();
    Allowed::now(
        world.resource::<Match>(),
        world.resource::<Online>(),
        lesson.step(courses).map(|(_, step)| step),
    )
}

#[test]
fn the_panel_shows_only_what_the_step_needs() {
    let dir = folder("panel");
    let mut app = app_in(&dir);
    // Outside a lesson, between two people: everything, the draw offer too.
    let free = allowed(&app);
    assert_eq!(free.shown, Shown::default());
    assert_eq!(free.draw, Some(true));
    // A lesson of Medea: no Undo, no second Hint, no Resign, no draw offer.
    open(&mut app, "man-step");
    let medea = allowed(&app);
    assert_eq!(
        (medea.shown.undo, medea.shown.hint, medea.shown.resign),
        (false, false, false)
    );
    assert_eq!((medea.resign, medea.draw), (None, None));
    // A step of Medusa about placing: no Pass, no End turn (its turns end by themselves).
    open_of(&mut app, GameKind::MEDUSA, "last-liberty");
    let placing = allowed(&app).shown;
    assert_eq!(
        (placing.pass, placing.end_turn, placing.skip_placement),
        (false, false, false)
    );
    // A step about passing: Pass.
    open_of(&mut app, GameKind::MEDUSA, "pass-for-a-point");
    assert!(allowed(&app).shown.pass);
}

/// The least distance on the screen between `label` and its neighbours (the cells nearest it
/// on the board), in logical pixels, with the board framed for a lesson on a window of `size`.
fn spacing_on_screen(app: &App, size: Vec2, label: &str) -> f32 {
    let framing = lesson_framing(app, size);
    let cells = app.world().resource::<BoardCells>();
    let centre_of = |name: &str| {
        cells
            .iter()
            .find(|&(_, n, _)| n == name)
            .map(|(_, _, centre)| centre)
            .unwrap_or_else(|| panic!("no cell {name}"))
    };
    let at = centre_of(label);
    let nearest = cells
        .iter()
        .map(|(_, _, centre)| centre.distance(at))
        .filter(|&d| d > 1e-3)
        .fold(f32::INFINITY, f32::min);
    let on_screen = |world: Vec3| framing.to_screen(world).expect("in front of the camera");
    cells
        .iter()
        .filter(|&(_, _, centre)| {
            let d = centre.distance(at);
            d > 1e-3 && d < nearest * 1.05
        })
        .map(|(_, _, centre)| on_screen(centre).distance(on_screen(at)))
        .fold(f32::INFINITY, f32::min)
}

/// The board's framing during the lesson on a window of `size` logical pixels (at one
/// physical pixel each, the panels at their own size).
fn lesson_framing(app: &App, size: Vec2) -> BoardFraming {
    let world = app.world();
    BoardFraming::new(
        &CameraView::default(),
        BoardTurned(false),
        LessonLayout::for_screen(size).board_insets(1.0),
        world.resource::<BoardCells>(),
        *world.resource::<BoardFocus>(),
        size,
        1.0,
    )
}

const PHONE: Vec2 = Vec2::new(390.0, 844.0);
const DESKTOP: Vec2 = Vec2::new(1280.0, 800.0);

#[test]
fn on_a_phone_the_lesson_board_is_large_enough_for_a_finger() {
    let dir = folder("phone");
    let mut app = app_in(&dir);
    open_of(&mut app, GameKind::MEDUSA, "last-liberty");
    let medusa = spacing_on_screen(&app, PHONE, "k9");
    assert!(medusa >= 30.0, "Medusa's cells {medusa:.1} px apart");
    open(&mut app, "man-step");
    let medea = spacing_on_screen(&app, PHONE, "c3");
    assert!(medea >= 30.0, "Medea's squares {medea:.1} px apart");
    // The whole of Medea's board is in the frame: its far corners too.
    let framing = lesson_framing(&app, PHONE);
    let cells = app.world().resource::<BoardCells>();
    for (_, label, centre) in cells.iter().filter(|(_, l, _)| ["a1", "h8"].contains(l)) {
        let at = framing.to_screen(centre).expect("in front");
        let (low, high) = (
            framing.position.as_vec2(),
            (framing.position + framing.size).as_vec2(),
        );
        assert!(
            at.cmpge(low).all() && at.cmple(high).all(),
            "{label} at {at} is outside the board's part of the screen"
        );
    }
}

#[test]
fn the_board_stays_put_when_the_feedback_appears() {
    let dir = folder("steady");
    let mut app = app_in(&dir);
    open_of(&mut app, GameKind::MEDUSA, "last-liberty");
    let before = [PHONE, DESKTOP].map(|size| lesson_framing(&app, size));
    let focus = *app.world().resource::<BoardFocus>();
    assert!(focus.0.is_some(), "the step's cells are framed");
    // A wrong move: the hint and "back at the start" appear.
    click(&mut app, "k8");
    assert!(matches!(feedback(&app), Feedback::Missed(_)));
    assert_eq!(*app.world().resource::<BoardFocus>(), focus);
    assert_eq!(
        [PHONE, DESKTOP].map(|size| lesson_framing(&app, size)),
        before
    );
    // The right one: the stars appear.
    settle(&mut app);
    click(&mut app, "k9");
    assert!(matches!(feedback(&app), Feedback::Solved { .. }));
    assert_eq!(
        [PHONE, DESKTOP].map(|size| lesson_framing(&app, size)),
        before
    );
}
