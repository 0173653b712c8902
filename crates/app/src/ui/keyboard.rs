//! Tells the key map when a panel wants the keyboard (a text field being typed in, a list
//! open), so that typing a record's name never ends the turn or moves the camera.

use bevy::prelude::*;
use bevy_egui::EguiPostUpdateSet;
use bevy_egui::input::EguiWantsInput;

use crate::input::KeyboardClaimed;

/// After the panels' pass, notes whether they keep the keyboard for the next frame.
fn follow_panels(wants: Res<EguiWantsInput>, mut claimed: ResMut<KeyboardClaimed>) {
    claimed.set_if_neq(KeyboardClaimed(wants.wants_any_keyboard_input()));
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        PostUpdate,
        follow_panels.after(EguiPostUpdateSet::ProcessOutput),
    );
}
