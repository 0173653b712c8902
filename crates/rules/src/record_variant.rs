//! Which game a record is of, read before any game's reader: the `Variant` header of a text
//! record or the `variant` field of a JSON one, so that the command line and the app hand
//! the record to the right game; and the one rule by which a name names a variant, in every
//! game, every form of record and every command.

use super::json_record::{JSON_MESSAGE_CHARS, too_large};
use super::registry::GAMES;
use super::text_record::{self, MAX_RECORD_BYTES, RecordError, TextRecord, printable};

/// Whether `text` names the variant `name` (as records write it, in lower case): blanks
/// around it are ignored and its letters may be in any case (` Medea `, `MEDEA`).
pub fn names_variant(text: &str, name: &str) -> bool {
    text.trim().eq_ignore_ascii_case(name)
}

/// Whether `source` is a JSON record: its first character, after a byte-order mark and
/// blanks, is `{`. Every game's reader tells its two forms so.
pub fn is_json(source: &str) -> bool {
    source
        .strip_prefix('\u{feff}')
        .unwrap_or(source)
        .trim_start()
        .starts_with('{')
}

/// The variant a record names, in lower case: its `Variant` header (text) or its `variant`
/// field (JSON), read as [`names_variant`] reads it. `None` when a text record names none
/// (the Medusa reader then says what is missing). A JSON record whose variant cannot be read
/// (not valid JSON, or no `variant` text) is refused here, saying so and why, rather than
/// handed to one game's reader, whose message would be about another game.
pub fn variant_of(text: &str) -> Result<Option<String>, RecordError> {
    let name = if is_json(text) {
        json_variant(text)?
    } else {
        let named = match TextRecord::read(text) {
            Ok(record) => record.header("variant").map(|h| h.value.clone()),
            // A record broken further down still says which game's reader explains it.
            Err(_) => text_record::lines(text).find_map(|line| {
                let (key, value) = line
                    .trim()
                    .trim_start_matches('\u{feff}')
                    .strip_prefix('[')?
                    .split_once(char::is_whitespace)?;
                let value = value.trim().strip_suffix(']')?.trim();
                key.eq_ignore_ascii_case("variant")
                    .then(|| value.trim_matches('"').to_string())
            }),
        };
        let Some(name) = named else {
            return Ok(None);
        };
        name
    };
    Ok(Some(name.trim().to_ascii_lowercase()))
}

/// The `variant` field of a JSON record.
fn json_variant(text: &str) -> Result<String, RecordError> {
    if text.len() > MAX_RECORD_BYTES {
        return Err(too_large(text.len()));
    }
    let unreadable =
        |why: String| RecordError::whole(format!("the record's variant cannot be read: {why}"));
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let json: serde_json::Value = serde_json::from_str(text).map_err(|e| {
        unreadable(format!(
            "it is not valid JSON: {}",
            printable(&e.to_string(), JSON_MESSAGE_CHARS)
        ))
    })?;
    match json.get("variant").and_then(serde_json::Value::as_str) {
        Some(name) => Ok(name.to_string()),
        None => Err(unreadable(format!(
            "a JSON record names its game in \"variant\" ({})",
            GAMES.ids(|_| true, "or")
        ))),
    }
}

#[cfg(test)]
mod tests {
    use super::variant_of;

    #[test]
    fn the_variant_is_read_from_text_and_json_records() {
        let named = |text: &str| variant_of(text).map_err(|e| e.to_string());
        assert_eq!(
            named("[Variant \"Medea\"]\n\n1. c3-d4\n"),
            Ok(Some("medea".to_string()))
        );
        assert_eq!(
            named("{\"format\": 1, \"variant\": \" Lotus \", \"turns\": []}"),
            Ok(Some("lotus".to_string()))
        );
        // A record broken further down still names its game.
        assert_eq!(
            named("\u{feff}[Variant \"pillars\"]\n[White\n1. ???"),
            Ok(Some("pillars".to_string()))
        );
        assert_eq!(named("1. c3-d4"), Ok(None));
        assert_eq!(
            named("{\"format\": 1}"),
            Err("the record's variant cannot be read: a JSON record names its game in \"variant\" (medusa, lotus, medea or pillars)".to_string())
        );
        assert_eq!(
            named("{ not json"),
            Err("the record's variant cannot be read: it is not valid JSON: key must be a string at line 1 column 3".to_string())
        );
    }
}
