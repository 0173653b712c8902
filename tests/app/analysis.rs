//! A game analysed in the app: the computer judges every position in slices, the report's
//! graph points and marks fill in, the record opens in the replay view, and a point of the
//! graph (a step of the replay) shows its position, numbered as the replay bar numbers it,
//! from where the game is tried again against the computer. The game on the screen is
//! analysed from the game's menu while it goes on and from the result window once it is over,
//! with its players kept.

use bevy::prelude::*;
use medusa::ai::Level;
use medusa::ai::analysis::Mark;
use medusa::app::{
    Allowed, Analyse, GameAnalysis, Hint, Intent, Match, Notices, Online, PlayerKind, Replay,
    ReplayStep, Suggestion, THIS_GAME,
};
use medusa::medea::Game;
use medusa::medusa::{Action, Variant};

use crate::common::app::{app_for, send, settle};
use crate::common::at;

/// The planted record: Black's 14th ply hands White a three-man capture.
const PLANTED: &str = include_str!("../data/analysis-medea-blunder.txt");

#[test]
fn an_analysed_game_fills_its_graph_and_marks_and_a_point_shows_its_position() {
    let mut app = app_for(Game::new(), [PlayerKind::Human; 2]);
    app.world_mut().write_message(Analyse::Record {
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
    // One numbering: the bar, the panel's lines and the graph's point are all move 13, the
    // thirteenth line of the record; the next move is the blunder, numbered 14 as the report
    // marks it.
    assert_eq!(
        app.world().resource::<Replay>().where_it_stands(),
        "move 13 of 15"
    );
    let report = app
        .world()
        .resource::<GameAnalysis>()
        .report
        .clone()
        .expect("a report");
    assert_eq!(
        report.move_into(13).as_deref(),
        Some("Move 13: White played e3-f4.")
    );
    let next = report.move_from(13).expect("the next move");
    assert!(
        next.starts_with("Move 14: the computer's choice is ")
            && next.contains("; Black played h6-h5 (blunder, −"),
        "{next}"
    );
    // The computer's choice there is drawn on the board, as a hint is.
    let best = report_best(&app, 14);
    assert_ne!(best, "h6-h5");
    let best = position.parse_move(&best).expect("a legal best move");
    assert_eq!(
        app.world().resource::<Hint>().suggestion,
        Some(Suggestion::new(best))
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
        Some(Suggestion::new(best_twelve))
    );
    app.world_mut().write_message(ReplayStep::Forward);
    app.update();
    settle(&mut app);
    assert_eq!(
        app.world().resource::<Hint>().suggestion,
        Some(Suggestion::new(best))
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

/// Runs frames until the analysis is done.
fn finish_analysis(app: &mut App) {
    let mut frames = 0;
    while app.world().resource::<GameAnalysis>().is_running() {
        app.update();
        frames += 1;
        assert!(frames < 20_000, "the analysis never ends");
    }
}

/// Whether the game on `app`'s screen may be analysed now (the game menu's and the result
/// window's Analyse stand ready).
fn may_analyse(app: &App) -> bool {
    Allowed::now(
        app.world().resource::<Match>(),
        app.world().resource::<Online>(),
        None,
    )
    .analyse
}

/// Runs frames until the game has `count` turns (the computer has played).
fn until_turns(app: &mut App, count: usize) {
    for _ in 0..2_000 {
        if app.world().resource::<Match>().game.turn_count() >= count {
            return;
        }
        app.update();
    }
    panic!("the computer did not play");
}

/// A person (Black) against the computer (White) in Lotus, as the report's player played:
/// Analyse in the game's menu judges the game so far and Close goes back to it, and once the
/// person resigns the result window's Analyse judges the game just played; the replay view
/// opened with it keeps the players.
#[test]
fn the_game_menu_and_the_result_window_analyse_the_game_against_the_computer() {
    const COMPUTER: PlayerKind = PlayerKind::Computer(Level::Beginner);
    let lotus = medusa::medusa::Game::new(Variant::Lotus, 3).unwrap();
    let mut app = app_for(lotus, [PlayerKind::Human, COMPUTER]);
    // Nothing played yet: nothing to analyse, and asking says why.
    assert!(!may_analyse(&app));
    app.world_mut().write_message(Analyse::Shown);
    app.update();
    assert!(!app.world().resource::<GameAnalysis>().is_running());
    let notice = app
        .world()
        .resource::<Notices>()
        .0
        .last()
        .map(|n| n.english());
    assert_eq!(
        notice.as_deref(),
        Some("The game cannot be analysed: no move has been played yet")
    );
    // Black places on 30, the computer answers: the game's menu offers Analyse.
    send(
        &mut app,
        Intent::from(Action::Place(at(Variant::Lotus, "30"))),
    );
    until_turns(&mut app, 2);
    settle(&mut app);
    assert!(may_analyse(&app));
    let played = app.world().resource::<Match>().game.moves();
    assert_eq!(played.len(), 2);
    app.world_mut().write_message(Analyse::Shown);
    app.update();
    app.update();
    assert!(app.world().resource::<GameAnalysis>().is_running());
    let replay = app.world().resource::<Replay>();
    assert_eq!(replay.name, THIS_GAME);
    assert_eq!(replay.record.as_dyn().tokens(), played);
    assert_eq!(replay.players, [PlayerKind::Human, COMPUTER]);
    // Close goes back to the game, with the computer still White.
    app.world_mut().resource_mut::<GameAnalysis>().close();
    app.world_mut().write_message(ReplayStep::Close);
    app.update();
    app.update();
    let game_match = app.world().resource::<Match>();
    assert!(!game_match.viewing);
    assert_eq!(game_match.game.moves(), played);
    assert_eq!(game_match.setup.players, [PlayerKind::Human, COMPUTER]);
    // Black resigns: the game is over, and the result window offers Analyse.
    send(&mut app, Intent::Resign(0));
    settle(&mut app);
    let game_match = app.world().resource::<Match>();
    assert_eq!(
        game_match.result_line().as_deref(),
        Some("White wins: Black resigned")
    );
    assert!(may_analyse(&app));
    app.world_mut().write_message(Analyse::Shown);
    app.update();
    app.update();
    let replay = app.world().resource::<Replay>();
    assert_eq!(replay.name, THIS_GAME);
    let mut whole = played.clone();
    whole.push("resign".to_string());
    assert_eq!(replay.record.as_dyn().tokens(), whole);
    assert_eq!(replay.players, [PlayerKind::Human, COMPUTER]);
    finish_analysis(&mut app);
    let analysis = app.world().resource::<GameAnalysis>();
    let report = analysis.report.as_ref().expect("a report");
    assert!(report.complete);
    let judged: Vec<&str> = report.moves.iter().map(|m| m.played.as_str()).collect();
    assert_eq!(judged, played);
    // The resignation is the last position: Black, the first player, lost.
    assert_eq!(report.chances.last(), Some(&0.0));
    assert_eq!(
        report.where_lost.as_ref().map(|lost| lost.player),
        Some("Black")
    );
}
