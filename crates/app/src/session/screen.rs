//! Which screen the game shows: the title screen, or the board in play.

use bevy::prelude::*;

/// The screen shown.
#[derive(States, Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Screen {
    /// Choosing the game, komi and players.
    #[default]
    Title,
    /// Playing.
    Playing,
    /// The club screen: the server's live games followed by themselves, without controls.
    Club,
}

/// Run condition: not on the title screen (true without screens at all, as in headless
/// tests). The board's keys and the computer wait while the title screen is up.
pub fn not_on_title(screen: Option<Res<State<Screen>>>) -> bool {
    screen.is_none_or(|s| *s.get() != Screen::Title)
}

pub(crate) fn plugin(app: &mut App) {
    app.init_state::<Screen>();
}
