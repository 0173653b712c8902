//! Messages for the player that are not about the move just tried: a saved game that could
//! not be read, settings that could not be written, a record that was saved. The panels show
//! them for a while; each can also be dismissed. A notice is a [`Phrase`], said in the
//! screens' language where it is shown.

use bevy::prelude::*;
use medusa_locale::Phrase;

use super::screen::Screen;
use super::wake::wake_within_a_second;
use crate::session::GameSystems;

/// How long a notice is shown, in seconds.
const SHOWN_FOR: f32 = 12.0;

/// One message.
#[derive(Clone, Debug, PartialEq)]
pub struct Notice {
    pub phrase: Phrase,
    /// Seconds left before it goes.
    pub left: f32,
}

impl Notice {
    /// The notice in English, as the log and the tests read it.
    pub fn english(&self) -> String {
        medusa_locale::english().say(&self.phrase)
    }
}

/// The messages being shown, oldest first.
#[derive(Resource, Default, Debug)]
pub struct Notices(pub Vec<Notice>);

impl Notices {
    /// What a read from the store gave, if anything; a failure is told by the phrase `key`
    /// with its `error`.
    pub fn read_or_tell<T>(
        &mut self,
        read: Result<Option<T>, String>,
        key: &'static str,
    ) -> Option<T> {
        read.unwrap_or_else(|error| {
            self.push(Phrase::new(key).with("error", error));
            None
        })
    }

    /// Shows `phrase` for a while.
    pub fn push(&mut self, phrase: Phrase) {
        self.0.retain(|n| n.phrase != phrase);
        self.0.push(Notice {
            phrase,
            left: SHOWN_FOR,
        });
    }

    /// Whether a notice, said in English, contains `text`.
    pub fn contains(&self, text: &str) -> bool {
        self.0.iter().any(|n| n.english().contains(text))
    }

    /// Removes the notice at `index`.
    pub fn dismiss(&mut self, index: usize) {
        if index < self.0.len() {
            self.0.remove(index);
        }
    }
}

/// Run condition: a notice is shown.
fn any_shown(notices: Res<Notices>) -> bool {
    !notices.0.is_empty()
}

/// Counts down in real time: the game may rest between frames a second apart.
fn expire(time: Res<Time<Real>>, mut notices: ResMut<Notices>) {
    let delta = time.delta_secs();
    for notice in &mut notices.0 {
        notice.left -= delta;
    }
    notices.0.retain(|n| n.left > 0.0);
}

/// Leaving a game for the title screen leaves its notices behind.
fn forget(mut notices: ResMut<Notices>) {
    notices.0.clear();
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Notices>()
        .add_systems(OnExit(Screen::Playing), forget)
        .add_systems(
            Update,
            (expire, wake_within_a_second)
                .run_if(any_shown)
                .in_set(GameSystems::Present),
        );
}

#[cfg(test)]
mod tests {
    use super::*;
    use bevy::state::app::StatesPlugin;

    #[test]
    fn a_games_notices_stay_behind_when_the_player_goes_to_the_title() {
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, StatesPlugin))
            .insert_state(Screen::Playing)
            .add_plugins((super::super::wake::plugin, plugin));
        app.update();
        app.world_mut()
            .resource_mut::<Notices>()
            .push(Phrase::new("records-link-copied"));
        app.update();
        assert_eq!(app.world().resource::<Notices>().0.len(), 1);
        app.world_mut()
            .resource_mut::<NextState<Screen>>()
            .set(Screen::Title);
        app.update();
        assert!(app.world().resource::<Notices>().0.is_empty());
        // A notice given on the title screen stays there.
        app.world_mut()
            .resource_mut::<Notices>()
            .push(Phrase::new("notice-saved-game-unreadable").with("error", "line 1"));
        app.update();
        assert_eq!(app.world().resource::<Notices>().0.len(), 1);
    }
}
