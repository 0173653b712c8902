//! The one key map: every game key goes through it, and none reaches the game while a text
//! field of a panel has the keyboard (typing a record's name must not end the turn).

use crate::common::app::{app_with, medusa_of, press, send, settle};
use crate::common::at;
use bevy::prelude::*;
use medusa::app::{Cursor, Hint, Intent, KeyboardClaimed, Settings};
use medusa::medusa::Action;
use medusa::medusa::{Game, Variant};

const M: Variant = Variant::Medusa;

/// A Medusa game with White's placement made and the turn still open.
fn app_with_a_turn_in_progress() -> App {
    let mut app = app_with(Game::new(M, 3).unwrap());
    app.world_mut().resource_mut::<Settings>().end_turn_by_hand = true;
    send(&mut app, Intent::from(Action::Place(at(M, "j11"))));
    settle(&mut app);
    app
}

fn turns(app: &App) -> usize {
    medusa_of(app).turns().len()
}

#[test]
fn no_game_key_works_while_a_text_field_has_the_keyboard() {
    let mut app = app_with_a_turn_in_progress();
    app.insert_resource(KeyboardClaimed(true));
    for keys in [
        &[KeyCode::KeyE][..],
        &[KeyCode::Enter],
        &[KeyCode::KeyP],
        &[KeyCode::ControlLeft, KeyCode::KeyZ],
        &[KeyCode::ArrowUp],
    ] {
        press(&mut app, keys);
    }
    let game = medusa_of(&app);
    assert_eq!(turns(&app), 0, "the turn was not ended");
    assert_eq!(game.actions_in_progress().len(), 1, "nothing was undone");
    assert_eq!(
        app.world().resource::<Cursor>().0,
        None,
        "no cursor came up"
    );

    // Once the text field lets go, the same keys play.
    app.insert_resource(KeyboardClaimed(false));
    press(&mut app, &[KeyCode::ArrowUp]);
    assert!(app.world().resource::<Cursor>().0.is_some());
    press(&mut app, &[KeyCode::KeyE]);
    assert_eq!(turns(&app), 1);
}

#[test]
fn undo_needs_control_and_a_plain_z_does_nothing() {
    let mut app = app_with_a_turn_in_progress();
    let in_progress = |app: &App| {
        let game = medusa_of(app);
        game.actions_in_progress().len()
    };
    press(&mut app, &[KeyCode::KeyZ]);
    assert_eq!(in_progress(&app), 1, "a plain Z is not undo");
    press(&mut app, &[KeyCode::ControlLeft, KeyCode::KeyZ]);
    assert_eq!(in_progress(&app), 0, "Ctrl+Z takes the placement back");
}

#[test]
fn h_asks_for_a_hint_when_a_person_is_to_play() {
    let mut app = app_with(Game::new(M, 3).unwrap());
    assert!(!app.world().resource::<Hint>().is_thinking());
    press(&mut app, &[KeyCode::KeyH]);
    let hint = app.world().resource::<Hint>();
    assert!(
        hint.is_thinking() || hint.suggestion.is_some(),
        "a hint is being worked out"
    );
}
