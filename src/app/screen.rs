//! Which screen the game shows: the title screen (choose a game) or the board in play.

use bevy::prelude::*;

/// The screen shown.
#[derive(States, Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Screen {
    /// Choosing the game, komi and players.
    #[default]
    Title,
    /// Playing.
    Playing,
}

pub(super) fn plugin(app: &mut App) {
    app.init_state::<Screen>();
}
