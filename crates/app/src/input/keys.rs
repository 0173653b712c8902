//! The one key map: every key the game answers to, read in one place and passed on as a
//! [`KeyCommand`] message, so the rest of the game never looks at the keyboard itself. While a
//! text field of a panel has the keyboard (a record being named or pasted), no key reaches the
//! game: typing `e` in a text box must not end the turn.

use bevy::prelude::*;

use crate::GameSystems;
use crate::session::AnimationClock;
use crate::session::{Hint, Intent, Match, not_on_title};

/// A direction on the screen, for the arrow keys.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ScreenDirection {
    Up,
    Down,
    Left,
    Right,
}

/// What a key asks for.
#[derive(Message, Clone, Copy, PartialEq, Eq, Debug)]
pub enum KeyCommand {
    /// Enter: act on the keyboard cursor's point, or else accept the marking or end the turn.
    Confirm,
    /// E: end the turn (or accept the marking).
    EndTurn,
    /// P: a complete pass.
    Pass,
    /// Ctrl+Z: take back.
    Undo,
    /// Esc: drop the selection and hide the cursor.
    Cancel,
    /// A: show or hide the territory.
    ToggleTerritory,
    /// R: the camera back to its start.
    ResetView,
    /// T: the top-down view on or off.
    ToggleTopDown,
    /// An arrow: move the cursor, or step through a record.
    Arrow(ScreenDirection),
    /// Home: the start of a record.
    First,
    /// End: the end of a record.
    Last,
    /// F1: open or close the help.
    Help,
    /// H: ask the computer for a hint.
    Hint,
    /// M: type a move (the keyboard goes to the panel's move box).
    TypeMove,
}

/// Whether a modifier must be held with a key.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Chord {
    /// The key alone (no Ctrl or Cmd).
    Plain,
    /// With Ctrl (or Cmd).
    Control,
}

/// The key map: each key, its chord and what it asks for, with its name for the help.
pub const KEY_MAP: [(KeyCode, &str, KeyCommand); 19] = [
    (KeyCode::Enter, "Enter", KeyCommand::Confirm),
    (KeyCode::NumpadEnter, "Enter", KeyCommand::Confirm),
    (KeyCode::KeyE, "E", KeyCommand::EndTurn),
    (KeyCode::KeyP, "P", KeyCommand::Pass),
    (KeyCode::KeyZ, "Ctrl+Z", KeyCommand::Undo),
    (KeyCode::Escape, "Esc", KeyCommand::Cancel),
    (KeyCode::KeyA, "A", KeyCommand::ToggleTerritory),
    (KeyCode::KeyR, "R", KeyCommand::ResetView),
    (KeyCode::KeyT, "T", KeyCommand::ToggleTopDown),
    (
        KeyCode::ArrowUp,
        "Arrow keys",
        KeyCommand::Arrow(ScreenDirection::Up),
    ),
    (
        KeyCode::ArrowDown,
        "Arrow keys",
        KeyCommand::Arrow(ScreenDirection::Down),
    ),
    (
        KeyCode::ArrowLeft,
        "Arrow keys",
        KeyCommand::Arrow(ScreenDirection::Left),
    ),
    (
        KeyCode::ArrowRight,
        "Arrow keys",
        KeyCommand::Arrow(ScreenDirection::Right),
    ),
    (KeyCode::Home, "Home", KeyCommand::First),
    (KeyCode::End, "End", KeyCommand::Last),
    (KeyCode::F1, "F1", KeyCommand::Help),
    (KeyCode::KeyH, "H", KeyCommand::Hint),
    (KeyCode::KeyM, "M", KeyCommand::TypeMove),
    (KeyCode::KeyZ, "Cmd+Z", KeyCommand::Undo),
];

impl KeyCommand {
    /// The chord the command needs.
    fn chord(self) -> Chord {
        match self {
            KeyCommand::Undo => Chord::Control,
            _ => Chord::Plain,
        }
    }
}

/// Whether a panel's text field has the keyboard; the panels keep it up to date.
#[derive(Resource, Clone, Copy, Default, PartialEq, Eq, Debug)]
pub struct KeyboardClaimed(pub bool);

/// Run condition: the game may take keys (no text field has them).
pub fn keys_free(claimed: Res<KeyboardClaimed>) -> bool {
    !claimed.0
}

/// Turns the keys pressed this frame into commands, in the map's order.
fn read_keys(keys: Res<ButtonInput<KeyCode>>, mut commands: MessageWriter<KeyCommand>) {
    let control = keys.any_pressed([
        KeyCode::ControlLeft,
        KeyCode::ControlRight,
        KeyCode::SuperLeft,
        KeyCode::SuperRight,
    ]);
    let mut sent: Vec<KeyCommand> = Vec::new();
    for (key, _, command) in KEY_MAP {
        let chord_held = match command.chord() {
            Chord::Plain => !control,
            Chord::Control => control,
        };
        if chord_held && keys.just_pressed(key) && !sent.contains(&command) {
            sent.push(command);
            commands.write(command);
        }
    }
}

/// The system set that reads the keys; whatever follows keys runs after it.
#[derive(SystemSet, Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct ReadKeys;

/// Ctrl+Z takes back, in every game (not in a record being looked at).
fn take_back(
    mut keys: MessageReader<KeyCommand>,
    game_match: Res<Match>,
    mut clock: ResMut<AnimationClock>,
    mut intents: MessageWriter<Intent>,
) {
    for key in keys.read() {
        if *key == KeyCommand::Undo && !game_match.viewing {
            clock.finish();
            intents.write(Intent::Undo);
        }
    }
}

/// H asks the computer for a hint when a person is to play (as the panel's Hint button).
fn ask_hint(mut keys: MessageReader<KeyCommand>, game_match: Res<Match>, mut hint: ResMut<Hint>) {
    if keys.read().any(|&key| key == KeyCommand::Hint)
        && game_match.awaits_human()
        && !game_match.viewing
    {
        let seed = game_match.game.turn_count() as u64;
        hint.request(&game_match.game, seed);
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.add_message::<KeyCommand>()
        .init_resource::<KeyboardClaimed>()
        .add_systems(
            Update,
            (
                read_keys
                    .run_if(keys_free.and_then(not_on_title))
                    .in_set(ReadKeys),
                take_back.after(ReadKeys),
                ask_hint.after(ReadKeys),
            )
                .in_set(GameSystems::Input),
        );
}
