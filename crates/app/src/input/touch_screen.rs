//! Whether the game is played on a touch screen: a phone or a tablet, as the web page says at
//! start, or as the first touch shows. The panels then make their controls big enough for a
//! finger.

use bevy::input::touch::TouchInput;
use bevy::prelude::*;

/// The screen is touched: controls sized for a finger.
#[derive(Resource, Clone, Copy, Default, PartialEq, Eq, Debug)]
pub struct TouchScreen(pub bool);

/// A finger touched the screen.
fn note_touch(mut screen: ResMut<TouchScreen>) {
    screen.set_if_neq(TouchScreen(true));
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<TouchScreen>().add_systems(
        PreUpdate,
        note_touch
            .run_if(on_message::<TouchInput>)
            .after(bevy::input::InputSystems),
    );
}
