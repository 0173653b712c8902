//! Which screen the game shows (the title screen or the board in play), and which dialog is
//! open over it (at most one: settings, records or help).

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

/// The dialog open over the screen.
#[derive(Resource, Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Dialog {
    #[default]
    None,
    Settings,
    Records,
    Help,
}

impl Dialog {
    /// Opens `dialog`, or closes it if it is the one open.
    pub fn toggle(&mut self, dialog: Dialog) {
        *self = if *self == dialog {
            Dialog::None
        } else {
            dialog
        };
    }
}

/// Run condition: not on the title screen (true without screens at all, as in headless
/// tests). The board's keys and the computer wait while the title screen is up.
pub fn not_on_title(screen: Option<Res<State<Screen>>>) -> bool {
    screen.is_none_or(|s| *s.get() != Screen::Title)
}

pub(super) fn plugin(app: &mut App) {
    app.init_state::<Screen>().init_resource::<Dialog>();
}
