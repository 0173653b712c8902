//! Puzzles on the board: a puzzle of the shipped set set up as a match at its position, the
//! player's moves judged against its solution (the opponent's replies played as moves are),
//! the rating moved once a puzzle and kept in the store, a missed puzzle's solution played
//! out from its start, the panel showing only the moves, and a puzzle's position never saved
//! as the game in progress.

use std::path::PathBuf;

use bevy::prelude::*;
use medusa::ai::puzzles::Puzzle;
use medusa::app::{
    AUTOSAVE_KEY, GameKind, Intent, Match, OpenPuzzle, PUZZLES_KEY, PlayerKind, PuzzleFeedback,
    PuzzleOnBoard, PuzzleProgress, PuzzleSets, ShowSolution, Store,
};
use medusa::medea::Game;

use crate::common::app::{app_storing, settle};

/// A headless app with a game of Medea in progress, storing into a folder of its own.
fn app(name: &str) -> (App, PathBuf) {
    let dir = std::env::temp_dir().join(format!("medusa-puzzle-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let mut app = app_storing(Game::new(), [PlayerKind::Human; 2], Store::in_folder(&dir));
    app.update();
    (app, dir)
}

/// The puzzles of `kind` shipped.
fn puzzles(app: &App, kind: GameKind) -> Vec<Puzzle> {
    app.world().resource::<PuzzleSets>().of(kind).to_vec()
}

/// Opens puzzle `index` of `kind`.
fn open(app: &mut App, kind: GameKind, index: usize) {
    app.world_mut().write_message(OpenPuzzle { kind, index });
    app.update();
    settle(app);
}

/// Plays `token` (as the records write it) on the board, as clicks would.
fn play(app: &mut App, token: &str) {
    let intents: Vec<Intent> = app
        .world()
        .resource::<Match>()
        .game
        .token_intents(token)
        .unwrap_or_else(|_| panic!("{token} is a move here"));
    for intent in intents {
        app.world_mut().write_message(intent);
    }
    app.update();
    settle(app);
}

fn feedback(app: &App) -> PuzzleFeedback {
    app.world()
        .resource::<PuzzleOnBoard>()
        .0
        .as_ref()
        .expect("a puzzle on the board")
        .feedback
        .clone()
}

fn moves(app: &App) -> Vec<String> {
    app.world().resource::<Match>().game.moves()
}

#[test]
fn a_puzzle_solved_by_its_moves_moves_the_rating_up_once_and_is_kept() {
    let (mut app, dir) = app("solved");
    let medea = puzzles(&app, GameKind::MEDEA);
    assert!(medea.len() >= 100, "{} puzzles of Medea", medea.len());
    // The longest solution shipped: the replies are played between the player's moves.
    let (index, puzzle) = medea
        .iter()
        .enumerate()
        .max_by_key(|(_, p)| p.solution.len())
        .expect("puzzles");
    open(&mut app, GameKind::MEDEA, index);
    let board = &app.world().resource::<Match>().game;
    assert_eq!(
        board.as_dyn().fen().as_deref(),
        Some(puzzle.position.as_str())
    );
    assert_eq!(feedback(&app), PuzzleFeedback::Waiting);
    let before = moves(&app).len();
    for (at, token) in puzzle.solution.iter().enumerate().step_by(2) {
        play(&mut app, token);
        let played = &moves(&app)[before..];
        if at + 1 < puzzle.solution.len() {
            assert_eq!(feedback(&app), PuzzleFeedback::GoOn);
            assert_eq!(played, &puzzle.solution[..at + 2], "the reply is played");
        }
    }
    let PuzzleFeedback::Solved(Some(change)) = feedback(&app) else {
        panic!("solved, not {:?}", feedback(&app));
    };
    let expected = 40.0
        * (1.0
            - 1.0
                / (1.0 + 10f64.powf((900.0 + 200.0 * puzzle.difficulty as f64 - 1500.0) / 400.0)));
    assert!(
        (change - expected).abs() < 1e-9,
        "{change} against {expected}"
    );
    let progress = app.world().resource::<PuzzleProgress>().clone();
    assert_eq!(progress.rating(GameKind::MEDEA).rating, 1500.0 + change);
    assert!(progress.solved.contains(&puzzle.id));
    // Kept, and read back by the next start; never as the game in progress.
    let kept = std::fs::read_to_string(dir.join(PUZZLES_KEY)).expect("the ratings kept");
    assert!(kept.contains(&puzzle.id), "{kept}");
    assert!(
        !dir.join(AUTOSAVE_KEY).exists(),
        "a puzzle is not the game in progress"
    );
    // Again: solving it twice moves nothing.
    open(&mut app, GameKind::MEDEA, index);
    for token in puzzle.solution.iter().step_by(2) {
        play(&mut app, token);
    }
    assert_eq!(feedback(&app), PuzzleFeedback::Solved(None));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_wrong_move_misses_and_the_solution_is_played_out_from_the_start() {
    let (mut app, dir) = app("missed");
    let lotus = puzzles(&app, GameKind::LOTUS);
    let puzzle = lotus.first().expect("puzzles of Lotus").clone();
    open(&mut app, GameKind::LOTUS, 0);
    let start = moves(&app);
    // Another placement than the solution's: the first point that takes a stone.
    let wrong = (1..=72)
        .map(|point| point.to_string())
        .find(|token| {
            *token != puzzle.solution[0]
                && app
                    .world()
                    .resource::<Match>()
                    .game
                    .token_intents(token)
                    .is_ok()
        })
        .expect("another placement");
    play(&mut app, &wrong);
    for _ in 0..puzzle.solution.len() + 2 {
        settle(&mut app);
    }
    let PuzzleFeedback::Missed(Some(change)) = feedback(&app) else {
        panic!("missed, not {:?}", feedback(&app));
    };
    assert!(change < 0.0, "{change}");
    // The solution played out from the puzzle's start.
    let mut expected = start.clone();
    expected.extend(puzzle.solution.iter().cloned());
    assert_eq!(moves(&app), expected);
    assert!(!app.world().resource::<PuzzleOnBoard>().showing());
    let progress = app.world().resource::<PuzzleProgress>();
    assert!(progress.missed.contains(&puzzle.id));
    assert!(progress.rating(GameKind::LOTUS).rating < 1500.0);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_solution_asked_for_counts_as_missed_and_plays_out() {
    let (mut app, dir) = app("asked");
    let medea = puzzles(&app, GameKind::MEDEA);
    open(&mut app, GameKind::MEDEA, 1);
    let start = moves(&app);
    app.world_mut().write_message(ShowSolution);
    for _ in 0..medea[1].solution.len() + 2 {
        app.update();
        settle(&mut app);
    }
    assert!(matches!(feedback(&app), PuzzleFeedback::Missed(Some(_))));
    let mut expected = start;
    expected.extend(medea[1].solution.iter().cloned());
    assert_eq!(moves(&app), expected);
    let _ = std::fs::remove_dir_all(&dir);
}
