//! What the JSON records of every game share: the envelope
//! `{"format":N,"variant":"...","headers":{...}, ...}` around each game's own fields, and its
//! checks (the record's size, a format this program reads, the variant, the headers: text
//! only, no name twice, no name a text header could not carry, none standing for a field of
//! the record). Medea and Pillars of Medusa read and write their records through
//! [`JsonRecord`]; Medusa, whose JSON errors name their line, uses the same checks while its
//! JSON reader reads.

use serde::de::{self, DeserializeOwned, MapAccess, Visitor};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use serde_json::Value;

use super::record_variant::names_variant;
use super::text_record::{MAX_RECORD_BYTES, MAX_RECORD_MOVES, RecordError, printable, quote};

/// The most characters of a JSON parser's message passed on (it may quote the record).
pub const JSON_MESSAGE_CHARS: usize = 120;

/// The refusal of a record larger than [`MAX_RECORD_BYTES`], `bytes` long.
pub fn too_large(bytes: usize) -> RecordError {
    RecordError::whole(format!(
        "the record is {} KiB, more than the {} KiB a record may have",
        bytes.div_ceil(1024),
        MAX_RECORD_BYTES / 1024
    ))
}

/// Whether this program reads records of `format`, whose newest is `newest`; if not, why.
pub fn check_format(format: u32, newest: u32) -> Result<(), String> {
    match format {
        0 => Err(format!(
            "record format 0 does not exist (formats start at 1; this program reads 1 to {newest})"
        )),
        f if f > newest => Err(format!(
            "record format {f} is newer than this program reads ({newest})"
        )),
        _ => Ok(()),
    }
}

/// The headers of a JSON record, in order, no name twice (names compare without case, as in
/// the text form). Their values are checked once the record is read ([`JsonHeaders::checked`]),
/// so that a record with a wrong one is named as a whole.
#[derive(Clone, Default, PartialEq, Debug)]
pub struct JsonHeaders(Vec<(String, Value)>);

impl JsonHeaders {
    /// Headers with these names and values.
    pub fn new(headers: &[(String, String)]) -> JsonHeaders {
        JsonHeaders(
            headers
                .iter()
                .map(|(key, value)| (key.clone(), Value::String(value.clone())))
                .collect(),
        )
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The headers as text, each checked: a string, named as a text header can be, and not
    /// one of the game's `own` headers, which the record holds as fields (compared without
    /// case).
    pub fn checked(self, own: &[&str]) -> Result<Vec<(String, String)>, RecordError> {
        self.0
            .into_iter()
            .map(|(key, value)| {
                // What the text form could not write back.
                if key.is_empty() || !key.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
                    return Err(RecordError::whole(format!(
                        "the header name {} may hold only letters, digits and _",
                        quote(&key)
                    )));
                }
                if own.iter().any(|own| key.eq_ignore_ascii_case(own)) {
                    return Err(RecordError::whole(format!(
                        "the header {} belongs outside the headers, as a field of the record",
                        quote(&key)
                    )));
                }
                match value {
                    Value::String(value) => Ok((key, value)),
                    _ => Err(RecordError::whole(format!(
                        "header {} must be a string",
                        quote(&key)
                    ))),
                }
            })
            .collect()
    }
}

impl Serialize for JsonHeaders {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut map = serializer.serialize_map(Some(self.0.len()))?;
        for (key, value) in &self.0 {
            map.serialize_entry(key, value)?;
        }
        map.end()
    }
}

impl<'de> Deserialize<'de> for JsonHeaders {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<JsonHeaders, D::Error> {
        struct HeadersVisitor;
        impl<'de> Visitor<'de> for HeadersVisitor {
            type Value = JsonHeaders;

            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("an object of header names and their text")
            }

            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<JsonHeaders, A::Error> {
                let mut headers: Vec<(String, Value)> = Vec::new();
                while let Some(key) = map.next_key::<String>()? {
                    if headers.iter().any(|(k, _)| k.eq_ignore_ascii_case(&key)) {
                        return Err(de::Error::custom(format!(
                            "the header {} is given twice",
                            quote(&key)
                        )));
                    }
                    let value = map.next_value::<Value>()?;
                    headers.push((key, value));
                }
                Ok(JsonHeaders(headers))
            }
        }
        deserializer.deserialize_map(HeadersVisitor)
    }
}

/// What a game keeps in its JSON records besides the envelope: its own fields (a starting
/// position, the moves), and how it names itself.
pub trait JsonBody: Serialize + DeserializeOwned {
    /// The variant name its records carry.
    const VARIANT: &'static str;
    /// The newest record format this program writes and reads.
    const FORMAT: u32;
    /// The headers of its text records that its JSON records hold as fields (`variant`, a
    /// starting position): no JSON header may be named so.
    const OWN_HEADERS: &'static [&'static str];

    /// How many moves the record holds.
    fn moves(&self) -> usize;

    /// The refusal of a record of `variant`, another game.
    fn other_game(variant: &str) -> String;

    /// The refusal of a record of `format`, one this program does not read.
    fn unknown_format(format: u32) -> String {
        check_format(format, Self::FORMAT).err().unwrap_or_default()
    }
}

/// A JSON record: the envelope and the game's own fields (`body`), no field given twice and
/// none unknown.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct JsonRecord<B> {
    format: u32,
    variant: String,
    #[serde(default, skip_serializing_if = "JsonHeaders::is_empty")]
    headers: JsonHeaders,
    #[serde(flatten)]
    body: B,
}

impl<B: JsonBody> JsonRecord<B> {
    /// Reads a record of the game `B`: its headers (checked, in order) and its own fields.
    /// Every error names the record as a whole; the game names the turn of a bad move.
    pub fn read(source: &str) -> Result<(Vec<(String, String)>, B), RecordError> {
        if source.len() > MAX_RECORD_BYTES {
            return Err(too_large(source.len()));
        }
        let json: JsonRecord<B> = serde_json::from_str(source.trim_start_matches('\u{feff}'))
            .map_err(|e| {
                RecordError::whole(format!(
                    "not a valid JSON record: {}",
                    printable(&e.to_string(), JSON_MESSAGE_CHARS)
                ))
            })?;
        if check_format(json.format, B::FORMAT).is_err() {
            return Err(RecordError::whole(B::unknown_format(json.format)));
        }
        if !names_variant(&json.variant, B::VARIANT) {
            return Err(RecordError::whole(B::other_game(&json.variant)));
        }
        if json.body.moves() > MAX_RECORD_MOVES {
            return Err(RecordError::whole(format!(
                "a record may have at most {MAX_RECORD_MOVES} moves"
            )));
        }
        Ok((json.headers.checked(B::OWN_HEADERS)?, json.body))
    }

    /// The record of `body` with `headers`, pretty-printed, one move a line.
    pub fn write(headers: &[(String, String)], body: B) -> String {
        let json = JsonRecord {
            format: B::FORMAT,
            variant: B::VARIANT.to_string(),
            headers: JsonHeaders::new(headers),
            body,
        };
        // Strings and numbers only: writing cannot fail, but never panic on it.
        serde_json::to_string_pretty(&json).unwrap_or_default() + "\n"
    }
}

#[cfg(test)]
mod tests {
    use serde::{Deserialize, Serialize};

    use super::{JsonBody, JsonRecord};

    /// A game whose records hold a list of moves.
    #[derive(Serialize, Deserialize, PartialEq, Debug)]
    struct Moves {
        moves: Vec<String>,
    }

    impl JsonBody for Moves {
        const VARIANT: &'static str = "test";
        const FORMAT: u32 = 2;
        const OWN_HEADERS: &'static [&'static str] = &["variant"];

        fn moves(&self) -> usize {
            self.moves.len()
        }

        fn other_game(variant: &str) -> String {
            format!("not a test record but {variant}")
        }
    }

    fn error(source: &str) -> String {
        match JsonRecord::<Moves>::read(source) {
            Ok(_) => "read".to_string(),
            Err(error) => error.to_string(),
        }
    }

    #[test]
    fn a_record_is_written_and_read_back() {
        let headers = vec![("White".to_string(), "Ada".to_string())];
        let text = JsonRecord::write(
            &headers,
            Moves {
                moves: vec!["a".into(), "b".into()],
            },
        );
        assert_eq!(
            text,
            "{\n  \"format\": 2,\n  \"variant\": \"test\",\n  \"headers\": {\n    \"White\": \"Ada\"\n  },\n  \"moves\": [\n    \"a\",\n    \"b\"\n  ]\n}\n"
        );
        let (read, body) = JsonRecord::<Moves>::read(&format!("\u{feff}{text}")).unwrap();
        assert_eq!(read, headers);
        assert_eq!(body.moves, ["a", "b"]);
    }

    #[test]
    fn the_envelope_is_checked() {
        assert_eq!(
            error(r#"{"format":0,"variant":"test","moves":[]}"#),
            "record format 0 does not exist (formats start at 1; this program reads 1 to 2)"
        );
        assert_eq!(
            error(r#"{"format":3,"variant":"test","moves":[]}"#),
            "record format 3 is newer than this program reads (2)"
        );
        assert_eq!(error(r#"{"format":2,"variant":"Test","moves":[]}"#), "read");
        assert_eq!(
            error(r#"{"format":2,"variant":"chess","moves":[]}"#),
            "not a test record but chess"
        );
        assert_eq!(
            error(r#"{"format":2,"variant":"test","moves":[],"format":2}"#),
            "not a valid JSON record: duplicate field `format` at line 1 column 48"
        );
        assert_eq!(
            error(r#"{"format":2,"variant":"test","moves":[],"moves":[]}"#),
            "not a valid JSON record: duplicate field `moves` at line 1 column 51"
        );
        assert_eq!(
            error(r#"{"format":2,"variant":"test","moves":[],"komi":3}"#),
            "not a valid JSON record: unknown field `komi` at line 1 column 49"
        );
    }

    #[test]
    fn headers_are_text_named_once_and_not_for_a_field() {
        let with = |headers: &str| {
            error(&format!(
                r#"{{"format":2,"variant":"test","headers":{headers},"moves":[]}}"#
            ))
        };
        assert_eq!(
            with(r#"{"White":"a","white":"b"}"#),
            "not a valid JSON record: the header 'white' is given twice at line 1 column 59"
        );
        assert_eq!(with(r#"{"White":1}"#), "header 'White' must be a string");
        assert_eq!(
            with(r#"{"Variant":"test"}"#),
            "the header 'Variant' belongs outside the headers, as a field of the record"
        );
        assert_eq!(
            with(r#"{"White player":"a"}"#),
            "the header name 'White player' may hold only letters, digits and _"
        );
        assert_eq!(with(r#"{"White":"a","Black":"b"}"#), "read");
    }
}
