//! A match of Medea in the shared session: its moves, undo and resignation go through the
//! same intents as every game's, another game's intents are refused with a reason, and
//! Medusa's entities stay away from its board.

use crate::common::app::{app_for, app_with, send, settle};
use crate::common::{TestRng, at};
use bevy::prelude::*;
use medusa::app::{
    Effects, GameChanged, GameKind, Intent, Match, MatchSetup, PlayerKind, Stone, StoneIndex,
};
use medusa::medea::{self, Colour, EndReason, GameResult};
use medusa::medusa::{Game, Variant};

/// The Medea game being played in `app`.
fn medea_of(app: &App) -> &medea::Game {
    app.world()
        .resource::<Match>()
        .game
        .medea()
        .expect("the match is a game of Medea")
}

fn refusal(app: &App) -> Option<String> {
    app.world().resource::<Match>().refusal.clone()
}

fn stones(app: &mut App) -> usize {
    app.world_mut().query::<&Stone>().iter(app.world()).count()
}

/// The game changes seen since the last call.
fn changes(app: &mut App) -> Vec<GameChanged> {
    app.world_mut()
        .resource_mut::<Messages<GameChanged>>()
        .drain()
        .collect()
}

#[test]
fn medea_moves_undo_and_resignation_go_through_the_match() {
    let mut app = app_for(medea::Game::new(), [PlayerKind::Human; 2]);
    assert_eq!(app.world().resource::<Match>().setup.kind, GameKind::Medea);
    let first = medea_of(&app).legal_moves()[0];
    changes(&mut app);

    send(&mut app, Intent::Medea(first));
    assert_eq!(refusal(&app), None);
    assert_eq!(medea_of(&app).moves(), vec![first]);
    assert_eq!(medea_of(&app).position().to_move(), Colour::Black);
    let played = changes(&mut app);
    assert_eq!(played.len(), 1);
    assert!(matches!(&played[0].effects, Effects::Medea(e) if !e.is_empty()));

    // A move of another game is refused, with the game named, and changes nothing.
    send(&mut app, Intent::Place(at(Variant::Medusa, "j11")));
    assert_eq!(
        refusal(&app).as_deref(),
        Some("that is not a move in Medea")
    );
    assert_eq!(medea_of(&app).moves().len(), 1);

    send(&mut app, Intent::Undo);
    assert_eq!(refusal(&app), None);
    assert!(medea_of(&app).moves().is_empty());
    assert_eq!(medea_of(&app).position().to_move(), Colour::White);

    // In Medea only the side to move resigns.
    send(&mut app, Intent::Resign(Colour::Black.index()));
    assert_eq!(
        refusal(&app).as_deref(),
        Some("only the side to move may resign")
    );
    assert!(!medea_of(&app).is_over());
    send(&mut app, Intent::Resign(Colour::White.index()));
    let outcome = medea_of(&app).outcome().expect("the game is over");
    assert_eq!(outcome.result, GameResult::Win(Colour::Black));
    assert_eq!(outcome.reason, EndReason::Resignation);
    assert_eq!(app.world().resource::<Match>().resigner(), None);
}

#[test]
fn undo_against_the_computer_goes_back_to_the_persons_move() {
    let players = [
        PlayerKind::Human,
        PlayerKind::Computer(medusa::ai::Level::Beginner),
    ];
    let mut game = medea::Game::new();
    let mut rng = TestRng::new(5);
    for _ in 0..4 {
        let moves = game.legal_moves();
        let mv = moves[rng.below(moves.len())];
        game.play(&mv).expect("a legal move");
    }
    // White (the person) is to move after Black's reply: one undo takes back both.
    assert_eq!(game.position().to_move(), Colour::White);
    let mut app = app_for(game, players);
    let before = medea_of(&app).moves().len();
    send(&mut app, Intent::Undo);
    assert_eq!(medea_of(&app).moves().len(), before - 2);
    assert!(app.world().resource::<Match>().awaits_human());
}

#[test]
fn a_new_match_of_medea_clears_medusas_stones() {
    let mut game = Game::new(Variant::Medusa, 0).expect("komi 0 fits");
    game.apply(medusa::medusa::Action::Place(at(Variant::Medusa, "j11")))
        .expect("a legal placement");
    let mut app = app_with(game);
    settle(&mut app);
    assert_eq!(stones(&mut app), 1);

    send(
        &mut app,
        Intent::NewMatch(MatchSetup::hot_seat(GameKind::Medea)),
    );
    settle(&mut app);
    assert_eq!(stones(&mut app), 0);
    assert!(app.world().resource::<StoneIndex>().is_empty());
    assert_eq!(medea_of(&app).moves().len(), 0);
    assert!(app.world().resource::<Match>().awaits_human());
}
