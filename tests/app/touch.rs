//! A touch screen is known by its first touch: the panels then size their controls for a
//! finger. Keys and the mouse leave a desktop a desktop.

use bevy::input::touch::{TouchInput, TouchPhase};
use bevy::prelude::*;
use medusa::app::TouchScreen;
use medusa::medusa::{Game, Variant};

use crate::common::app::{app_with, press};

#[test]
fn the_first_touch_makes_the_screen_a_touch_screen() {
    let mut app = app_with(Game::new(Variant::Medusa, 3).expect("a game of Medusa"));
    assert_eq!(*app.world().resource::<TouchScreen>(), TouchScreen(false));
    // Keys are no touch.
    press(&mut app, &[KeyCode::Escape]);
    assert_eq!(*app.world().resource::<TouchScreen>(), TouchScreen(false));
    app.world_mut().write_message(TouchInput {
        phase: TouchPhase::Started,
        position: Vec2::new(200.0, 300.0),
        window: Entity::PLACEHOLDER,
        force: None,
        id: 1,
    });
    app.update();
    assert_eq!(*app.world().resource::<TouchScreen>(), TouchScreen(true));
}
