//! Which game a record is of, read before any game's reader: the `Variant` header of a text
//! record or the `variant` field of a JSON one, so that the command line and the app hand
//! the record to the right game; and the one rule by which a name names a variant, in every
//! game, every form of record and every command.

use super::text_record::{self, TextRecord};

/// Whether `text` names the variant `name` (as records write it, in lower case): blanks
/// around it are ignored and its letters may be in any case (` Medea `, `MEDEA`).
pub fn names_variant(text: &str, name: &str) -> bool {
    text.trim().eq_ignore_ascii_case(name)
}

/// The variant a record names, in lower case: its `Variant` header (text) or its `variant`
/// field (JSON), read as [`names_variant`] reads it. `None` when it names none (the Medusa
/// reader then says what is missing).
pub fn variant_of(text: &str) -> Option<String> {
    let name = if text.trim_start().starts_with('{') {
        let json: serde_json::Value = serde_json::from_str(text).ok()?;
        json.get("variant")?.as_str()?.to_string()
    } else {
        match TextRecord::read(text) {
            Ok(record) => record.header("variant")?.value.clone(),
            // A record broken further down still says which game's reader explains it.
            Err(_) => text_record::lines(text).find_map(|line| {
                let (key, value) = line
                    .trim()
                    .strip_prefix('[')?
                    .split_once(char::is_whitespace)?;
                let value = value.trim().strip_suffix(']')?.trim();
                key.eq_ignore_ascii_case("variant")
                    .then(|| value.trim_matches('"').to_string())
            })?,
        }
    };
    Some(name.trim().to_ascii_lowercase())
}

#[cfg(test)]
mod tests {
    use super::variant_of;

    #[test]
    fn the_variant_is_read_from_text_and_json_records() {
        assert_eq!(
            variant_of("[Variant \"Medea\"]\n\n1. c3-d4\n").as_deref(),
            Some("medea")
        );
        assert_eq!(
            variant_of("{\"format\": 1, \"variant\": \" Lotus \", \"turns\": []}").as_deref(),
            Some("lotus")
        );
        // A record broken further down still names its game.
        assert_eq!(
            variant_of("[Variant \"pillars\"]\n[White\n1. ???").as_deref(),
            Some("pillars")
        );
        assert_eq!(variant_of("1. c3-d4"), None);
        assert_eq!(variant_of("{\"format\": 1}"), None);
        assert_eq!(variant_of("{ not json"), None);
    }
}
