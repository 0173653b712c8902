//! What a screen reader hears after each move: the session turns the change into sentences of
//! the game's own, and the result at the end, in the screens' language.

use crate::common::app::{app_for, send, settle};
use bevy::prelude::*;
use medusa::app::{Announcements, Intent, PlayerKind};
use medusa::locale::english;
use medusa::medea;

/// What the last move was announced as, in English, and how many moves were announced.
fn heard(app: &App) -> (Vec<String>, u64) {
    let announcements = app.world().resource::<Announcements>();
    let english = english();
    let lines = announcements
        .lines
        .iter()
        .map(|line| english.say(line))
        .collect();
    (lines, announcements.count)
}

#[test]
fn each_move_is_announced_and_the_end_with_its_result() {
    let mut app = app_for(medea::Game::new(), [PlayerKind::Human; 2]);
    settle(&mut app);
    assert_eq!(heard(&app), (Vec::new(), 0));
    // A step that ends on no chakra.
    let game = medea::Game::new();
    let Some(first) = game.legal_moves().into_iter().find(|mv| {
        let mut trial = game.clone();
        trial.play(mv).is_ok_and(|effects| {
            !effects
                .iter()
                .any(|effect| matches!(effect, medea::Effect::Transmitted { .. }))
        })
    }) else {
        panic!("a step at the start that ends on no chakra");
    };
    let path = game.position().notation(&first).to_string();
    send(&mut app, Intent::from(first));
    settle(&mut app);
    assert_eq!(heard(&app), (vec![format!("White man {path}")], 1));

    send(&mut app, Intent::Resign(1));
    settle(&mut app);
    let (lines, count) = heard(&app);
    assert_eq!(count, 2);
    assert_eq!(lines, ["Game over: White wins: Black resigned"]);
}
