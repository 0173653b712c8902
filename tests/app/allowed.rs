//! What the panel's buttons let a person do besides moving, at one screen and against the
//! computer: Undo only with a move of one's own to take back, Resign on either side's turn
//! while the game goes on, Offer a draw only in the games with draws by agreement and between
//! two people, and Analyse once a move is played or in a record.

use bevy::prelude::*;
use medusa::ai::Level;
use medusa::app::{Allowed, AnyGame, GameKind, Intent, Match, Online, PlayerKind};

use crate::common::app::{app_for, send};

const HUMAN: PlayerKind = PlayerKind::Human;
const COMPUTER: PlayerKind = PlayerKind::Computer(Level::Beginner);

/// What the person at `app`'s screen may do now.
fn allowed(app: &App) -> Allowed {
    Allowed::now(
        app.world().resource::<Match>(),
        app.world().resource::<Online>(),
        None,
    )
}

fn turns(app: &App) -> usize {
    app.world().resource::<Match>().game.turn_count()
}

/// Runs frames until the game has `count` turns (the computer has played).
fn until_turns(app: &mut App, count: usize) {
    for _ in 0..400 {
        if turns(app) >= count {
            return;
        }
        app.update();
    }
    panic!("the computer did not play: {} turns", turns(app));
}

/// Plays the first legal move of `app`'s game, as a click would.
fn play_a_move(app: &mut App) {
    let game = &app.world().resource::<Match>().game;
    let token = game
        .as_dyn()
        .legal_tokens()
        .and_then(|tokens| tokens.into_iter().next())
        .expect("a legal move");
    let intents = game.token_intents(&token).expect("a move here");
    for intent in intents {
        send(app, intent);
    }
}

#[test]
fn undo_waits_for_a_move_of_ones_own_against_the_computer() {
    // The computer plays White, which moves first; the person plays Black.
    let medea = AnyGame::fresh(GameKind::MEDEA);
    let mut app = app_for(medea, [COMPUTER, HUMAN]);
    until_turns(&mut app, 1);
    assert!(
        !allowed(&app).undo,
        "Black has not moved: nothing to take back"
    );
    // Ctrl+Z does nothing either: the computer's move stays.
    send(&mut app, Intent::Undo);
    assert_eq!(turns(&app), 1);
    assert!(app.world().resource::<Match>().refusal.is_some());
    play_a_move(&mut app);
    assert!(allowed(&app).undo);
    // While the computer thinks, the person may resign: it is the computer's turn.
    assert_eq!(turns(&app), 2);
    assert_eq!(allowed(&app).resign, Some(1));
    // Against the computer there is nobody to agree a draw with: no button.
    assert_eq!(allowed(&app).draw, None);
    until_turns(&mut app, 3);
    send(&mut app, Intent::Undo);
    assert_eq!(turns(&app), 1, "back to the person's move");
}

#[test]
fn a_draw_is_offered_between_two_people_in_the_games_that_have_one() {
    for kind in GameKind::all() {
        let app = app_for(AnyGame::fresh(kind), [HUMAN; 2]);
        let draws = [GameKind::MEDEA, GameKind::PILLARS].contains(&kind);
        assert_eq!(allowed(&app).draw, draws.then_some(true), "{}", kind.name());
        assert!(!allowed(&app).undo, "{}: no move yet", kind.name());
    }
}

#[test]
fn nothing_is_undone_or_resigned_in_a_record_looked_at_which_may_be_analysed() {
    let mut app = app_for(AnyGame::fresh(GameKind::PILLARS), [HUMAN; 2]);
    play_a_move(&mut app);
    let game = app.world().resource::<Match>().game.clone();
    send(&mut app, Intent::Review(Box::new(game)));
    assert_eq!(
        allowed(&app),
        Allowed {
            analyse: true,
            ..Allowed::default()
        }
    );
}

#[test]
fn the_result_is_the_players_own_against_the_computer() {
    let mut app = app_for(AnyGame::fresh(GameKind::PILLARS), [COMPUTER, HUMAN]);
    // Black resigns while the computer thinks over White's first move.
    send(&mut app, Intent::Resign(1));
    let game_match = app.world().resource::<Match>();
    assert_eq!(
        game_match.result_line().as_deref(),
        Some("White wins: Black resigned")
    );
    assert_eq!(
        game_match.result_here().as_deref(),
        Some("You lost: Black resigned")
    );
    assert_eq!(game_match.winner(), Some(Some(0)));
    // Between two people the result names the sides.
    let mut app = app_for(AnyGame::fresh(GameKind::PILLARS), [HUMAN; 2]);
    send(&mut app, Intent::Resign(1));
    assert_eq!(
        app.world().resource::<Match>().result_here().as_deref(),
        Some("White wins: Black resigned")
    );
}
