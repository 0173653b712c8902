//! The club screen's keys, for whoever stands at its keyboard: P pins the game shown (or lets
//! it go), the right arrow turns to the next game, Esc leaves for the title screen.

use bevy::prelude::*;

use super::keys::{KeyCommand, ReadKeys, ScreenDirection};
use crate::GameSystems;
use crate::session::{ClubScreen, ClubScreenAct};

fn keys(mut keys: MessageReader<KeyCommand>, mut acts: MessageWriter<ClubScreenAct>) {
    for key in keys.read() {
        let act = match key {
            KeyCommand::Pass => ClubScreenAct::Pin,
            KeyCommand::Arrow(ScreenDirection::Right) => ClubScreenAct::Next,
            KeyCommand::Cancel => ClubScreenAct::Leave,
            _ => continue,
        };
        acts.write(act);
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        keys.after(ReadKeys)
            .in_set(GameSystems::Input)
            .run_if(resource_exists::<ClubScreen>),
    );
}
