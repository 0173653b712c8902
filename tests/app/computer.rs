//! The computer player inside the headless app: it answers a person's turn, plays whole games
//! against itself without a stone out of place, keeps each frame's thinking short, gives way
//! to undo, proposes the dead at the end, refuses nothing a person may do, and gives hints.

use std::time::Duration;

use crate::common::app::{app_for, medusa_of, mismatches, refusal, send, settle};
use crate::common::{at, position, time_running};
use bevy::prelude::*;
use medusa::ai::Level;
use medusa::app::AnimationSpeed;
use medusa::app::CellClicked;
use medusa::app::Settings;
use medusa::app::{ComputerPlayer, Hint};
use medusa::app::{Intent, PlayerKind};
use medusa::medusa::Action;
use medusa::medusa::{Colour, Game, Status, Turn, Variant};

const HUMAN: PlayerKind = PlayerKind::Human;
const BEGINNER: PlayerKind = PlayerKind::Computer(Level::Beginner);

fn game_of(app: &App) -> &Game {
    medusa_of(app)
}

/// Runs frames until `done` holds (at most `frames`); returns whether it did.
fn run_until(app: &mut App, frames: usize, done: impl Fn(&App) -> bool) -> bool {
    for _ in 0..frames {
        if done(app) {
            return true;
        }
        app.update();
    }
    done(app)
}

#[test]
fn the_computer_answers_a_persons_turn() {
    // Lotus: Black (the person) begins, White is the computer.
    let game = Game::new(Variant::Lotus, 3).unwrap();
    let mut app = app_for(game, [HUMAN, BEGINNER]);
    send(
        &mut app,
        Intent::from(Action::Place(at(Variant::Lotus, "30"))),
    );
    assert_eq!(game_of(&app).position().to_move(), Colour::White);
    assert!(run_until(&mut app, 400, |app| game_of(app).turns().len() == 2));
    let game = game_of(&app);
    assert_eq!(game.turns()[1].player, Colour::White);
    assert_eq!(game.position().to_move(), Colour::Black);
    assert!(matches!(game.turns()[1].turn, Turn::Play { .. }));
    // Then it waits for the person.
    for _ in 0..100 {
        app.update();
    }
    assert_eq!(game_of(&app).turns().len(), 2);
    settle(&mut app);
    assert!(mismatches(&app).is_empty(), "{:?}", mismatches(&app));
}

#[test]
fn two_computers_play_a_whole_game_of_lotus() {
    let game = Game::new(Variant::Lotus, 3).unwrap();
    let mut app = app_for(game, [BEGINNER, BEGINNER]);
    app.world_mut().resource_mut::<Settings>().animation = AnimationSpeed::Fast;
    let ended = run_until(&mut app, 20_000, |app| {
        game_of(app).position().outcome().is_some()
    });
    assert!(ended, "{} turns played", game_of(&app).turns().len());
    let game = game_of(&app);
    // Two computers finish by two passes and an agreed marking, not by resignation.
    assert!(
        game.turns().len() > 40,
        "a real game: {}",
        game.turns().len()
    );
    let last_two: Vec<&Turn> = game.turns().iter().rev().take(2).map(|t| &t.turn).collect();
    assert_eq!(last_two, [&Turn::Pass, &Turn::Pass]);
    assert!(matches!(game.position().status(), Status::Ended(_)));
    settle(&mut app);
    assert!(mismatches(&app).is_empty(), "{:?}", mismatches(&app));
}

/// Runs a schedule's systems on the thread that runs the schedule.
fn single_threaded(schedule: &mut Schedule) {
    schedule.set_executor(bevy::ecs::schedule::SingleThreadedExecutor::new());
}

#[test]
fn a_frame_of_thinking_stays_short() {
    // Medusa with a Strong computer to move: each frame thinks for one slice, far less than
    // the whole search.
    let game = Game::new(Variant::Medusa, 3).unwrap();
    let mut app = app_for(game, [HUMAN, PlayerKind::Computer(Level::Strong)]);
    // Every system on this thread, so the time it runs on a processor is all of a frame's
    // work (a busy machine may take the processor away mid-frame: no fault of the game).
    app.edit_schedule(First, single_threaded)
        .edit_schedule(PreUpdate, single_threaded)
        .edit_schedule(Update, single_threaded)
        .edit_schedule(PostUpdate, single_threaded)
        .edit_schedule(Last, single_threaded);
    let mut longest = Duration::ZERO;
    for _ in 0..10 {
        let (used, ()) = time_running(|| app.update());
        longest = longest.max(used);
    }
    assert!(game_of(&app).turns().is_empty(), "still thinking");
    let progress = app.world().resource::<ComputerPlayer>().progress();
    assert!(progress.is_some_and(|p| p > 0.0 && p < 1.0), "{progress:?}");
    // A slice is 8 ms; one playout may run past it in an unoptimised build.
    assert!(
        longest < Duration::from_millis(60),
        "a frame took {longest:?}"
    );
}

#[test]
fn a_click_while_the_computer_plays_is_refused_and_undo_takes_back_to_the_person() {
    let game = Game::new(Variant::Lotus, 3).unwrap();
    let mut app = app_for(game, [HUMAN, BEGINNER]);
    send(
        &mut app,
        Intent::from(Action::Place(at(Variant::Lotus, "30"))),
    );
    // The computer is thinking: a click on the board does nothing but explain.
    app.world_mut()
        .write_message(CellClicked(at(Variant::Lotus, "31").into()));
    app.update();
    assert_eq!(game_of(&app).turns().len(), 1);
    let refusal = refusal(&app);
    assert_eq!(
        refusal.as_deref(),
        Some("wait: the computer plays White"),
        "{refusal:?}"
    );
    // Let it play, then undo: both its turn and the person's are taken back.
    assert!(run_until(&mut app, 400, |app| game_of(app).turns().len() == 2));
    send(&mut app, Intent::Undo);
    assert!(game_of(&app).turns().is_empty());
    assert_eq!(game_of(&app).position().to_move(), Colour::Black);
    // Undo while it thinks cancels the search; the person is to play again.
    send(
        &mut app,
        Intent::from(Action::Place(at(Variant::Lotus, "30"))),
    );
    app.update();
    send(&mut app, Intent::Undo);
    assert!(game_of(&app).turns().is_empty());
    for _ in 0..60 {
        app.update();
    }
    assert!(game_of(&app).turns().is_empty(), "the computer waits");
    settle(&mut app);
    assert!(mismatches(&app).is_empty(), "{:?}", mismatches(&app));
}

#[test]
fn at_the_end_the_computer_proposes_the_dead_and_accepts() {
    // The end position of the dead-group tests: the lone White stone on 66 sits in Black's
    // area. Both players have passed; the computer plays Black.
    let lotus = Variant::Lotus;
    let start = position(
        lotus,
        "1 2 5 8 10 11 12 16 17 18 22 23 27 29 32 33 37 40 41 46 48 49 52 53 54 59 60 64 67",
        "3 4 6 7 9 13 14 15 19 20 21 24 25 28 34 35 36 42 43 44 47 50 51 55 56 57 61 62 63 65 \
         68 71 26 30 31 38 39 45 66",
        Colour::White,
    );
    let mut game = Game::from_position(start, 0);
    game.play_turn(&Turn::Pass).unwrap();
    game.play_turn(&Turn::Pass).unwrap();
    let mut app = app_for(game, [BEGINNER, HUMAN]);
    app.update();
    let marking = game_of(&app).position().marking().cloned().unwrap();
    assert_eq!(marking.dead(), crate::common::points(lotus, "66"));
    assert!(marking.accepted(Colour::Black));
    assert!(!marking.accepted(Colour::White));
    // The person changes the proposal: the computer goes along with it.
    send(&mut app, Intent::from(Action::ToggleDead(at(lotus, "66"))));
    app.update();
    let marking = game_of(&app).position().marking().cloned().unwrap();
    assert!(marking.dead().is_empty());
    assert!(marking.accepted(Colour::Black));
    send(&mut app, Intent::from(Action::ToggleDead(at(lotus, "66"))));
    app.update();
    send(&mut app, Intent::from(Action::AcceptMarking(Colour::White)));
    assert!(game_of(&app).position().outcome().is_some());
    assert_eq!(
        game_of(&app).position().board().colour_at(at(lotus, "66")),
        Some(Colour::Black)
    );
}

#[test]
fn a_hint_suggests_the_decisive_placement() {
    // The Lotus position of the search tests: everything hangs on point 39.
    let lotus = Variant::Lotus;
    let start = position(
        lotus,
        "1 2 5 8 10 11 12 16 17 18 22 23 27 29 32 33 37 40 41 46 48 49 52 53 54 58 59 60 64 66 \
         67 70",
        "26 30 31 38 45 3 4 6 7 9 13 14 15 19 20 21 24 25 28 34 35 36 42 43 44 47 50 51 55 56 57 \
         61 62 63 65 68 71",
        Colour::Black,
    );
    let game = Game::from_position(start, 0);
    let mut app = app_for(game.clone(), [HUMAN, HUMAN]);
    app.world_mut()
        .resource_mut::<Hint>()
        .request(&game.clone().into(), 3);
    assert!(run_until(&mut app, 2_000, |app| app
        .world()
        .resource::<Hint>()
        .suggestion
        .is_some()));
    let hint = app.world().resource::<Hint>();
    assert_eq!(hint.medusa_turn(), Some(&Turn::place(at(lotus, "39"))));
    assert_eq!(hint.marks().0, Some(at(lotus, "39")));
    // Playing anything makes the hint stale.
    send(&mut app, Intent::from(Action::Place(at(lotus, "39"))));
    assert_eq!(app.world().resource::<Hint>().suggestion, None);
}
