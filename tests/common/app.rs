//! Helpers for the headless app tests: the game's logic plugins on `MinimalPlugins` with
//! manual time steps of 50 ms.

use std::time::Duration;

use bevy::input::ButtonState;
use bevy::input::keyboard::{Key, KeyboardInput, NativeKey};
use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;
use medusa::app::AnimationClock;
use medusa::app::ComputerPlayer;
use medusa::app::ReconcileReport;
use medusa::app::Store;
use medusa::app::{AnyGame, Intent, Match, MatchSetup, PlayerKind};
use medusa::medusa::{Game, Position};

/// A headless app playing `game` between `players` (by seat), 50 ms per frame, with the
/// computer's searches seeded. It keeps nothing between runs.
pub fn app_for(game: impl Into<AnyGame>, players: [PlayerKind; 2]) -> App {
    app_storing(game, players, Store::default())
}

/// The same, keeping settings and the autosave in `store`.
pub fn app_storing(game: impl Into<AnyGame>, players: [PlayerKind; 2], store: Store) -> App {
    let mut app = App::new();
    app.insert_resource(store)
        .add_plugins((MinimalPlugins, bevy::input::InputPlugin))
        .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
            50,
        )))
        .add_plugins(medusa::app::logic_plugin)
        .insert_resource(ComputerPlayer::with_seed(1))
        .insert_resource(Match::from_game(game, players));
    app.update();
    app
}

/// The Medusa or Lotus game being played in `app`.
pub fn medusa_of(app: &App) -> &Game {
    app.world()
        .resource::<Match>()
        .medusa()
        .expect("the match is a game of Medusa")
}

/// Why the last intent or click in `app` was refused, said in English.
pub fn refusal(app: &App) -> Option<String> {
    let refusal = app.world().resource::<Match>().refusal.as_ref()?;
    Some(medusa::locale::english().say(refusal))
}

/// A headless app with two people playing `game`.
pub fn app_with(game: Game) -> App {
    let players = MatchSetup::hot_seat(game.variant()).players;
    app_for(game, players)
}

/// A headless app with two people playing from `position`.
pub fn app_from(position: Position) -> App {
    app_with(Game::from_position(position, 0))
}

/// Sends `intent` and runs one frame.
pub fn send(app: &mut App, intent: Intent) {
    app.world_mut().write_message(intent);
    app.update();
}

/// Presses `keys` together and lets them go, a frame each, as keyboard messages from a
/// window.
pub fn press(app: &mut App, keys: &[KeyCode]) {
    for state in [ButtonState::Pressed, ButtonState::Released] {
        for &key_code in keys {
            app.world_mut().write_message(KeyboardInput {
                key_code,
                logical_key: Key::Unidentified(NativeKey::Unidentified),
                state,
                text: None,
                repeat: false,
                window: Entity::PLACEHOLDER,
            });
        }
        app.update();
    }
}

/// Runs frames until the animations are over.
pub fn settle(app: &mut App) {
    for _ in 0..400 {
        if !app.world().resource::<AnimationClock>().is_busy() {
            break;
        }
        app.update();
    }
    // One more frame for the final poses and the reconcile step.
    app.update();
    app.update();
}

/// Every difference the reconcile step has found so far.
pub fn mismatches(app: &App) -> Vec<String> {
    app.world().resource::<ReconcileReport>().mismatches.clone()
}
