//! What the link forms of every game share: a record written into a web address's fragment
//! (`#medea,c3-d4,...`) is read within the records' size limit, with a leading `#` and
//! percent-escapes allowed, and is written only in characters a fragment may hold (RFC 3986),
//! any other byte escaped.

use super::record_variant::names_variant;
use super::text_record::{MAX_RECORD_BYTES, RecordError, quote};

/// The text of a link's fragment, ready for the game to split: blanks around it and a leading
/// `#` removed, `%XX` escapes decoded (invalid escapes kept as they are, bytes that are not
/// UTF-8 read as `�`). A fragment larger than a record may be is refused.
pub fn read_fragment(fragment: &str) -> Result<String, RecordError> {
    if fragment.len() > MAX_RECORD_BYTES {
        return Err(RecordError::whole(format!(
            "the link is {} KiB, more than the {} KiB a game may have",
            fragment.len().div_ceil(1024),
            MAX_RECORD_BYTES / 1024
        )));
    }
    Ok(percent_decode(fragment.trim().trim_start_matches('#')))
}

/// The fields of a link to a game of `variant` (its name in records, `game` its name for
/// people): the fragment read as [`read_fragment`] does, with `+` for spaces, split at the
/// commas, blanks trimmed and empty fields skipped, after its first field, which must name
/// `variant`.
pub fn fragment_fields(
    fragment: &str,
    variant: &str,
    game: &str,
) -> Result<Vec<String>, RecordError> {
    let decoded = read_fragment(fragment)?.replace('+', " ");
    let mut fields = decoded.split(',').map(str::trim);
    let name = fields.next().unwrap_or_default();
    if !names_variant(name, variant) {
        return Err(RecordError::whole(format!(
            "{} is not {game}: the link should start with {variant}",
            quote(name)
        )));
    }
    Ok(fields
        .filter(|field| !field.is_empty())
        .map(str::to_string)
        .collect())
}

/// `text` with every byte a fragment may not hold written as `%XX`, and `%` itself too, so
/// that [`read_fragment`] gives `text` back (a `+` stays `+`: the link forms write spaces so).
pub fn escape_for_fragment(text: &str) -> String {
    let mut escaped = String::with_capacity(text.len());
    for byte in text.bytes() {
        if is_fragment_byte(byte) {
            escaped.push(char::from(byte));
        } else {
            escaped.push_str(&format!("%{byte:02X}"));
        }
    }
    escaped
}

/// Whether `byte` stands as itself in a fragment (RFC 3986: `pchar / "/" / "?"`, that is
/// unreserved characters, sub-delimiters, `:`, `@`, `/` and `?`), leaving out `%`, which only
/// starts an escape.
fn is_fragment_byte(byte: u8) -> bool {
    byte.is_ascii_alphanumeric() || b"-._~!$&'()*+,;=:@/?".contains(&byte)
}

/// `text` with `%XX` escapes decoded (invalid escapes are kept as they are).
fn percent_decode(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while let Some(&byte) = bytes.get(i) {
        let escaped = (byte == b'%')
            .then(|| text.get(i + 1..i + 3))
            .flatten()
            .and_then(|hex| u8::from_str_radix(hex, 16).ok());
        match escaped {
            Some(decoded) => {
                out.push(decoded);
                i += 3;
            }
            None => {
                out.push(byte);
                i += 1;
            }
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_fragment_loses_its_hash_and_its_escapes() {
        assert_eq!(read_fragment(" #medea,c3-d4 ").unwrap(), "medea,c3-d4");
        assert_eq!(read_fragment("medea%2Cc3-d4%20").unwrap(), "medea,c3-d4 ");
        // Invalid escapes stay; bytes that are not UTF-8 become replacement characters.
        assert_eq!(read_fragment("a%zz%4").unwrap(), "a%zz%4");
        assert_eq!(read_fragment("%FF%41").unwrap(), "\u{fffd}A");
        // An escape is never read across a character boundary.
        assert_eq!(read_fragment("%aé").unwrap(), "%aé");
    }

    #[test]
    fn a_fragment_larger_than_a_record_is_refused() {
        assert!(read_fragment(&"a".repeat(MAX_RECORD_BYTES)).is_ok());
        assert_eq!(
            read_fragment(&"a".repeat(MAX_RECORD_BYTES + 1))
                .unwrap_err()
                .to_string(),
            "the link is 1025 KiB, more than the 1024 KiB a game may have"
        );
    }

    #[test]
    fn only_fragment_characters_are_written_as_themselves() {
        assert_eq!(
            escape_for_fragment("8/8+w+a2,h2:Ca2-b3"),
            "8/8+w+a2,h2:Ca2-b3"
        );
        assert_eq!(escape_for_fragment("a b#c%d\"é"), "a%20b%23c%25d%22%C3%A9");
        let text = "any text: 100% \"#é\" [x] {y} <z> \\ ^ ` |";
        assert_eq!(read_fragment(&escape_for_fragment(text)).unwrap(), text);
    }
}
