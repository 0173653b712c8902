//! What the game reads back from its store never panics and never says too much: the settings
//! and the autosave, over arbitrary text and over mutations of valid files, give a value or a
//! short, printable message (a corrupt file then starts the game cleanly, with that message).
//! `PROPTEST_CASES` runs more cases.

use medusa::app::{SavedMatch, Settings};
use proptest::prelude::*;

/// A valid settings file and a valid autosave, to mutate.
const SETTINGS: &str = r#"{"animation":"fast","volume":0.5,"muted":false,"coordinates":true,
"stone_style":"symbols","end_turn_by_hand":false,"ui_scale":1.25,
"camera":{"yaw":0.5,"pitch":0.9,"zoom":1.0,"top_down":false}}"#;
const AUTOSAVE: &str = r#"{"format":1,"black":"human","white":"casual","record":"[Variant \"medusa\"]\n[Komi \"3\"]\nj11\nk11\n"}"#;

/// A message a player can read: short, and nothing in it that does not print as itself.
fn readable(message: &str) -> Result<(), TestCaseError> {
    prop_assert!(
        message.chars().count() <= 400,
        "too long: {} chars",
        message.len()
    );
    prop_assert!(
        !message.chars().any(|c| c.is_control()
            || ('\u{200b}'..='\u{200f}').contains(&c)
            || ('\u{202a}'..='\u{202e}').contains(&c)),
        "unprintable: {message:?}"
    );
    Ok(())
}

/// `source` with `count` bytes replaced, inserted or removed at positions from `seeds`.
fn mutate(source: &str, edits: &[(usize, u8, u8)]) -> String {
    let mut bytes = source.as_bytes().to_vec();
    for &(at, kind, byte) in edits {
        let at = at % (bytes.len() + 1);
        match kind % 3 {
            0 if at < bytes.len() => bytes[at] = byte,
            1 => bytes.insert(at, byte),
            _ if at < bytes.len() => {
                bytes.remove(at);
            }
            _ => {}
        }
    }
    String::from_utf8_lossy(&bytes).into_owned()
}

fn cases() -> ProptestConfig {
    ProptestConfig::with_cases(
        std::env::var("PROPTEST_CASES")
            .ok()
            .and_then(|n| n.parse().ok())
            .unwrap_or(500),
    )
}

proptest! {
    #![proptest_config(cases())]

    #[test]
    fn settings_never_panic(text in ".{0,400}") {
        if let Err(message) = Settings::from_json(&text) {
            readable(&message)?;
        }
    }

    #[test]
    fn mutated_settings_never_panic(edits in prop::collection::vec((any::<usize>(), any::<u8>(), any::<u8>()), 1..8)) {
        match Settings::from_json(&mutate(SETTINGS, &edits)) {
            Ok(settings) => {
                prop_assert!((0.0..=1.0).contains(&settings.volume));
                prop_assert!(settings.ui_scale.is_finite());
            }
            Err(message) => readable(&message)?,
        }
    }

    #[test]
    fn autosaves_never_panic(text in ".{0,400}") {
        if let Err(message) = SavedMatch::from_text(&text) {
            readable(&message)?;
        }
    }

    #[test]
    fn mutated_autosaves_never_panic(edits in prop::collection::vec((any::<usize>(), any::<u8>(), any::<u8>()), 1..8)) {
        if let Err(message) = SavedMatch::from_text(&mutate(AUTOSAVE, &edits)) {
            readable(&message)?;
        }
    }
}

#[test]
fn the_files_mutated_are_valid() {
    assert!(Settings::from_json(SETTINGS).is_ok());
    let saved = SavedMatch::from_text(AUTOSAVE).expect("a valid autosave");
    assert_eq!(saved.game.turn_count(), 2);
}
