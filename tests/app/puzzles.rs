//! Puzzles on the board: a puzzle of the shipped set set up as a match at its position, the
//! player's moves judged against its solution (the opponent's replies played as moves are),
//! the rating moved once a puzzle and kept in the store, a missed puzzle's solution played
//! out from its start, the panel showing only the moves, and a puzzle's position never saved
//! as the game in progress. The player's own blunder, from a game analysed, practised: missed
//! and back the next day, found and back days later, kept in the store.

use std::path::PathBuf;

use bevy::prelude::*;
use medusa::ai::puzzles::Puzzle;
use medusa::app::{
    AUTOSAVE_KEY, Analyse, GameAnalysis, GameKind, Intent, Match, Notices, OpenPractice,
    OpenPuzzle, PRACTICE_KEY, PUZZLES_KEY, PlayerKind, PracticeDeck, PuzzleFeedback, PuzzleFrom,
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

/// The planted Medea game of `analyse`'s tests with Black played by the local player and
/// White by Ann: Black's h6-h5 (move 14) hands White a three-man capture.
const PLANTED: &str = "[Variant \"medea\"]\n[White \"Ann\"]\n[Black \"Human\"]\n\
    b2-a3\nc7-b6\nc2-b3\nb7-a6\ng2-h3\ng7-h6\nf2-g3\nf7-g6\nf3-g4\ne6-f5\ne2-f3\nf6-e5\n\
    e3-f4\nh6-h5\nf4xf6xh6xh4\n";

/// Analyses `text` to the end, as the title's Analyse does, in the computer's slices.
fn analyse(app: &mut App, text: &str) {
    app.world_mut().write_message(Analyse::Record {
        name: "planted".into(),
        text: text.into(),
    });
    app.update();
    let started = std::time::Instant::now();
    while app.world().resource::<GameAnalysis>().is_running() {
        assert!(started.elapsed().as_secs() < 120, "the analysis ends");
        app.update();
    }
    app.update();
}

fn deck(app: &App) -> PracticeDeck {
    app.world().resource::<PracticeDeck>().clone()
}

#[test]
fn the_players_own_blunder_from_an_analysed_game_is_practised_and_scheduled_again() {
    let (mut app, dir) = app("practice");
    analyse(&mut app, PLANTED);
    // Only Black's moves are the player's: the blunder is among them, White's are not.
    let kept = deck(&app);
    assert!(
        kept.cards.iter().all(|card| card.puzzle.side == "Black"),
        "{kept:?}"
    );
    let blunder = kept
        .cards
        .iter()
        .find(|card| card.number == 14)
        .expect("the blunder is kept")
        .clone();
    assert_eq!(blunder.played, "h6-h5");
    assert_eq!(blunder.puzzle.solution, ["e7-f6"]);
    assert!(
        app.world()
            .resource::<Notices>()
            .contains("of your mistakes")
            || app
                .world()
                .resource::<Notices>()
                .contains("One of your mistakes"),
        "the player is told"
    );
    // Analysed again: nothing new.
    analyse(&mut app, PLANTED);
    assert_eq!(deck(&app).cards.len(), kept.cards.len());

    // The same mistake again: missed, the better move played out, back the next day.
    let id = blunder.puzzle.id.clone();
    app.world_mut()
        .write_message(OpenPractice { id: id.clone() });
    app.update();
    settle(&mut app);
    let on_board = app.world().resource::<PuzzleOnBoard>();
    let play_now = on_board.0.as_ref().expect("the mistake on the board");
    assert_eq!(play_now.from, PuzzleFrom::Practice(GameKind::MEDEA));
    let start = moves(&app);
    play(&mut app, "h6-h5");
    for _ in 0..20 {
        app.update();
        settle(&mut app);
    }
    assert_eq!(feedback(&app), PuzzleFeedback::Missed(None));
    let mut shown = start.clone();
    shown.push("e7-f6".into());
    assert_eq!(
        moves(&app),
        shown,
        "the better move played out from the start"
    );
    let missed = deck(&app).card(&id).expect("kept").schedule.clone();
    assert_eq!(missed.lapses, 0);
    let wait = missed.due - chrono::Utc::now();
    assert!(
        wait > chrono::Duration::hours(23) && wait <= chrono::Duration::days(1),
        "{wait}"
    );

    // Again at once, found: practice beyond the schedule, which moves nothing.
    let open_again = |app: &mut App| {
        app.world_mut()
            .write_message(OpenPractice { id: id.clone() });
        app.update();
        settle(app);
    };
    open_again(&mut app);
    play(&mut app, "e7-f6");
    assert_eq!(feedback(&app), PuzzleFeedback::Solved(None));
    assert_eq!(deck(&app).card(&id).expect("kept").schedule, missed);

    // The next day (the card due), found: a success, due days later; the rating of the
    // puzzles has not moved.
    for card in &mut app.world_mut().resource_mut::<PracticeDeck>().cards {
        card.schedule.due = chrono::Utc::now() - chrono::Duration::seconds(1);
    }
    open_again(&mut app);
    play(&mut app, "e7-f6");
    assert_eq!(feedback(&app), PuzzleFeedback::Solved(None));
    let found = deck(&app).card(&id).expect("kept").schedule.clone();
    assert_eq!(found.reps, 2);
    assert!(
        found.due - chrono::Utc::now() > chrono::Duration::days(1),
        "{:?}",
        found.due
    );
    assert_eq!(
        app.world()
            .resource::<PuzzleProgress>()
            .rating(GameKind::MEDEA),
        Default::default()
    );
    // Kept in the store, and read back by the next run.
    let text = Store::in_folder(&dir)
        .read(PRACTICE_KEY)
        .expect("the store reads")
        .expect("the deck is kept");
    let saved: PracticeDeck = serde_json::from_str(&text).expect("it reads back");
    assert_eq!(saved, deck(&app));
    let _ = std::fs::remove_dir_all(&dir);
}
