//! The replay view's keys: the left and right arrows step through the record, Home and End
//! jump to its ends.

use bevy::prelude::*;

use super::keys::{KeyCommand, ReadKeys, ScreenDirection};
use crate::GameSystems;
use crate::session::{Replay, ReplayStep, ReplaySystems};

fn keys(
    mut keys: MessageReader<KeyCommand>,
    replay: Res<Replay>,
    mut steps: MessageWriter<ReplayStep>,
) {
    let step = keys.read().find_map(|key| match key {
        KeyCommand::Arrow(ScreenDirection::Right) => Some(ReplayStep::Forward),
        KeyCommand::Arrow(ScreenDirection::Left) => Some(ReplayStep::Back),
        KeyCommand::First => Some(ReplayStep::To(0)),
        KeyCommand::Last => Some(ReplayStep::To(replay.steps())),
        _ => None,
    });
    if let Some(step) = step {
        steps.write(step);
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        keys.after(ReadKeys)
            .before(ReplaySystems)
            .in_set(GameSystems::Input)
            .run_if(resource_exists::<Replay>),
    );
}
