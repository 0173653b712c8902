//! A game analysed in the app: the computer judges every position in slices, the report's
//! graph points and marks fill in, the record opens in the replay view, and a point of the
//! graph (a step of the replay) shows its position, from where the game is tried again
//! against the computer.

use bevy::prelude::*;
use medusa::ai::analysis::Mark;
use medusa::app::{Analyse, GameAnalysis, Hint, Match, PlayerKind, Replay, ReplayStep, Suggestion};
use medusa::medea::Game;

use crate::common::app::{app_for, settle};

/// The planted record: Black's 14th ply hands White a three-man capture.
const PLANTED: &str = include_str!("../data/analysis-medea-blunder.txt");

#[test]
fn an_analysed_game_fills_its_graph_and_marks_and_a_point_shows_its_position() {
    let mut app = app_for(Game::new(), [PlayerKind::Human; 2]);
    app.world_mut().write_message(Analyse {
        name: "The planted game".to_string(),
        text: PLANTED.to_string(),
    });
    app.update();
    assert!(app.world().resource::<GameAnalysis>().is_running());
    let mut frames = 0;
    while app.world().resource::<GameAnalysis>().is_running() {
        app.update();
        frames += 1;
        assert!(frames < 20_000, "the analysis never ends");
    }
    // The board stayed live: the analysis took many frames, not one.
    assert!(frames > 10, "{frames} frames");
    let analysis = app.world().resource::<GameAnalysis>();
    let report = analysis.report.as_ref().expect("a report");
    assert!(report.complete);
    assert_eq!(report.chances.len(), 16);
    assert_eq!(report.moves.len(), 15);
    let blunders = report.marked(Mark::Blunder);
    assert_eq!(blunders, [(14, "h6-h5")]);
    assert_eq!(report.counts[1].blunders, 1);
    // The record is in the replay view; a point of the graph is a step of it.
    settle(&mut app);
    assert_eq!(app.world().resource::<Replay>().steps(), 15);
    app.world_mut().write_message(ReplayStep::To(13));
    app.update();
    settle(&mut app);
    let game = &app.world().resource::<Match>().game;
    assert_eq!(game.turn_count(), 13);
    let position = game.medea().expect("a game of Medea").position();
    assert!(position.parse_move("h6-h5").is_ok());
    // The computer's choice there is drawn on the board, as a hint is.
    let best = report_best(&app, 14);
    assert_ne!(best, "h6-h5");
    let best = position.parse_move(&best).expect("a legal best move");
    assert_eq!(
        app.world().resource::<Hint>().suggestion,
        Some(Suggestion::Medea(best))
    );
    // Another position shows its own choice; stepping forward shows the next one once the
    // move is played out.
    app.world_mut().write_message(ReplayStep::To(12));
    app.update();
    settle(&mut app);
    let twelve = app
        .world()
        .resource::<Match>()
        .game
        .medea()
        .expect("Medea")
        .position();
    let best_twelve = twelve.parse_move(&report_best(&app, 13)).expect("legal");
    assert_eq!(
        app.world().resource::<Hint>().suggestion,
        Some(Suggestion::Medea(best_twelve))
    );
    app.world_mut().write_message(ReplayStep::Forward);
    app.update();
    settle(&mut app);
    assert_eq!(
        app.world().resource::<Hint>().suggestion,
        Some(Suggestion::Medea(best))
    );
    // Closing the analysis takes its move off the board.
    app.world_mut().resource_mut::<GameAnalysis>().close();
    app.update();
    assert_eq!(app.world().resource::<Hint>().suggestion, None);
    app.world_mut().write_message(ReplayStep::To(13));
    app.update();
    settle(&mut app);
    // Try again from there: Black, to move, is the person's; White the computer's.
    app.world_mut().write_message(ReplayStep::TryAgain);
    app.update();
    assert!(app.world().get_resource::<Replay>().is_none());
    let game_match = app.world().resource::<Match>();
    assert!(!game_match.viewing);
    assert_eq!(game_match.game.turn_count(), 13);
    assert_eq!(game_match.player(1), PlayerKind::Human);
    assert_eq!(
        game_match.player(0),
        PlayerKind::Computer(medusa::ai::Level::Strong)
    );
}

/// The analysis's best move where move `number` was played.
fn report_best(app: &App, number: usize) -> String {
    let analysis = app.world().resource::<GameAnalysis>();
    let report = analysis.report.as_ref().expect("a report");
    let analysed = report.move_numbered(number).expect("the move is analysed");
    analysed.best.clone().expect("a best move")
}
