//! Players: the name a player picks the first time online, the key the server gives for it
//! (a secret of the same kind as a seat's token, kept by the client), and the password that
//! lets the player sign in from another device. The rules a name and a password follow are
//! here, so that a client can check them before it asks.

use std::fmt;

use serde::{Deserialize, Serialize};

use medusa_rules::text_record::{is_hidden, printable};

use super::token::SeatToken;

/// A player's key: 128 random bits as 32 hex digits, like a seat's token, given by the server
/// when the name is registered and at each sign-in with the password.
pub type PlayerKey = SeatToken;

/// The most characters a name may have.
pub const MAX_NAME_CHARS: usize = 24;

/// The fewest characters a password may have.
pub const MIN_PASSWORD_CHARS: usize = 8;

/// The most bytes a password may have (its hash's work does not grow with it, but the frame
/// it comes in has no business being long).
pub const MAX_PASSWORD_BYTES: usize = 200;

/// The name `text` gives, with the spaces around it taken away, or the sentence that refuses
/// it: empty, longer than [`MAX_NAME_CHARS`], or holding a blank other than single spaces
/// between words, or a character that prints as nothing or not as itself (control, format,
/// line and paragraph separators: [`is_hidden`]).
pub fn player_name(text: &str) -> Result<&str, String> {
    let name = text.trim_matches(' ');
    if name.is_empty() {
        return Err("a name needs at least one character other than spaces".to_string());
    }
    let chars = name.chars().count();
    if chars > MAX_NAME_CHARS {
        return Err(format!(
            "a name has at most {MAX_NAME_CHARS} characters, and that one has {chars}"
        ));
    }
    if name.contains("  ") {
        return Err("a name may have single spaces between its words, not two in a row".into());
    }
    if let Some(blank) = name.chars().find(|&c| c.is_whitespace() && c != ' ') {
        return Err(format!(
            "a name may have plain spaces between its words and no other blank: that one has \
             {}",
            printable(&blank.to_string(), 1)
        ));
    }
    if let Some(hidden) = name.chars().find(|&c| is_hidden(c)) {
        return Err(format!(
            "a name cannot hold control, invisible or formatting characters: that one has {}",
            printable(&hidden.to_string(), 1)
        ));
    }
    Ok(name)
}

/// A password as a client sends it. A secret: debug output does not show it.
#[derive(Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Password(pub String);

impl Password {
    /// The password, or the sentence that refuses it: fewer than [`MIN_PASSWORD_CHARS`]
    /// characters, or more than [`MAX_PASSWORD_BYTES`] bytes.
    pub fn check(&self) -> Result<&str, String> {
        if self.0.len() > MAX_PASSWORD_BYTES {
            return Err(format!(
                "a password has at most {MAX_PASSWORD_BYTES} bytes, and that one has {}",
                self.0.len()
            ));
        }
        if self.0.chars().count() < MIN_PASSWORD_CHARS {
            return Err(format!(
                "a password needs at least {MIN_PASSWORD_CHARS} characters"
            ));
        }
        Ok(&self.0)
    }
}

impl fmt::Debug for Password {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Password(..)")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_name_is_trimmed_and_refused_with_a_sentence_for_what_is_wrong() {
        assert_eq!(player_name("  Ann Lee "), Ok("Ann Lee"));
        assert_eq!(player_name("Ἀλέξανδρος"), Ok("Ἀλέξανδρος"));
        assert_eq!(player_name(&"x".repeat(24)), Ok("x".repeat(24).as_str()));
        let refused = |text: &str| player_name(text).expect_err(text);
        assert_eq!(
            refused("   "),
            "a name needs at least one character other than spaces"
        );
        assert_eq!(
            refused(&"x".repeat(25)),
            "a name has at most 24 characters, and that one has 25"
        );
        assert_eq!(
            refused("Ann  Lee"),
            "a name may have single spaces between its words, not two in a row"
        );
        for blank in ["Ann\tLee", "Ann\u{a0}Lee", "Ann\nLee", "Ann\u{3000}Lee"] {
            assert!(
                refused(blank).starts_with("a name may have plain spaces between its words"),
                "{blank:?}"
            );
        }
        assert_eq!(
            refused("Ann\u{2028}Lee"),
            "a name may have plain spaces between its words and no other blank: that one has \
             \\u{2028}"
        );
        for hidden in [
            "Ann\u{200b}",
            "\u{202e}nnA",
            "A\u{7}",
            "A\u{ad}n",
            "\u{feff}Ann",
        ] {
            assert!(
                refused(hidden).starts_with("a name cannot hold control, invisible"),
                "{hidden:?}"
            );
        }
        assert_eq!(
            refused("Ann\u{200b}"),
            "a name cannot hold control, invisible or formatting characters: that one has \
             \\u{200b}"
        );
    }

    #[test]
    fn a_password_has_eight_characters_to_200_bytes_and_is_never_shown() {
        assert_eq!(Password("12345678".into()).check(), Ok("12345678"));
        assert_eq!(
            Password("1234567".into()).check(),
            Err("a password needs at least 8 characters".to_string())
        );
        // Eight characters of two bytes each.
        assert!(Password("éééééééé".into()).check().is_ok());
        assert_eq!(
            Password("x".repeat(201)).check(),
            Err("a password has at most 200 bytes, and that one has 201".to_string())
        );
        assert_eq!(format!("{:?}", Password("secret".into())), "Password(..)");
    }
}
