//! A client's text frame read into a [`ClientMessage`], or refused with a sentence of the
//! server's own: what is wrong, in the protocol's words (the message types, their fields and
//! the kind of value each takes), never the JSON reader's internals.
//!
//! The frame is read as JSON first, then checked against the table of message types below,
//! field by field; only a frame that passes is handed to serde for the message itself.

use serde_json::{Map, Value};

use medusa_online::{ClientMessage, RoomCode, SeatToken};
use medusa_rules::text_record::printable;

/// How many characters of a client's own text (an unknown type or field) a refusal quotes.
const QUOTED_CHARS: usize = 40;

/// What a field holds.
#[derive(Clone, Copy)]
enum Kind {
    /// A whole number from `min` to `max`.
    Whole { min: i64, max: u64 },
    /// Text.
    Text,
    /// A room code.
    Code,
    /// A seat token.
    Token,
    /// A player's key.
    Key,
    /// `first`, `second` or `random`.
    Side,
    /// One of these words.
    Word(&'static [&'static str]),
    /// A clock: `{"base_ms": N, "increment_ms": N}`, or `{"days": N}`.
    Clock,
    /// A game's options: an object (the game itself reads what is in it).
    Options,
    /// `true` or `false`.
    Bool,
    /// Conditional moves: a list of lists of moves (strings).
    Lines,
}

/// One field of a message type: its name, whether it must be given, what it holds, and
/// whether `null` stands for leaving it out.
struct Field {
    name: &'static str,
    required: bool,
    kind: Kind,
    nullable: bool,
}

const fn field(name: &'static str, required: bool, kind: Kind, nullable: bool) -> Field {
    Field {
        name,
        required,
        kind,
        nullable,
    }
}

const U32: Kind = Kind::Whole {
    min: 0,
    max: u32::MAX as u64,
};
const U64: Kind = Kind::Whole {
    min: 0,
    max: u64::MAX,
};
const I8: Kind = Kind::Whole {
    min: i8::MIN as i64,
    max: i8::MAX as u64,
};

const VERSION: Field = field("version", true, U32, false);
const CODE: Field = field("code", true, Kind::Code, false);
const NAME: Field = field("name", true, Kind::Text, false);
const EVENT: Field = field("id", true, U64, false);
const PASSWORD: Field = field("password", true, Kind::Text, false);

/// The message types, in the protocol's order, with their fields (as [`ClientMessage`]
/// declares them).
const TYPES: &[(&str, &[Field])] = &[
    (
        "create",
        &[
            VERSION,
            field("game", true, Kind::Text, false),
            field("options", false, Kind::Options, true),
            // The first clients' way of giving Medusa's and Lotus's komi: read as the option.
            field("komi", false, I8, true),
            field("side", false, Kind::Side, false),
            field("clock", false, Kind::Clock, true),
        ],
    ),
    (
        "join",
        &[VERSION, CODE, field("invite", false, Kind::Token, true)],
    ),
    ("watch", &[VERSION, CODE, field("after", false, U64, true)]),
    (
        "resume",
        &[
            VERSION,
            CODE,
            field("token", true, Kind::Token, false),
            field("after", false, U64, false),
        ],
    ),
    ("register", &[VERSION, NAME]),
    (
        "identify",
        &[VERSION, NAME, field("key", true, Kind::Key, false)],
    ),
    ("sign_in", &[VERSION, NAME, PASSWORD]),
    ("set_password", &[PASSWORD]),
    (
        "move",
        &[
            field("played", true, U64, false),
            field("notation", true, Kind::Text, false),
        ],
    ),
    ("resign", &[]),
    ("offer_draw", &[]),
    ("accept_draw", &[]),
    ("request_undo", &[]),
    ("accept_undo", &[]),
    ("propose_dead", &[field("stones", true, Kind::Text, false)]),
    ("accept_dead", &[]),
    ("claim", &[]),
    (
        "challenge",
        &[
            VERSION,
            field("game", true, Kind::Text, false),
            field("options", false, Kind::Options, true),
            field("side", false, Kind::Side, false),
            field("clock", false, Kind::Clock, true),
            field("rated", false, Kind::Bool, false),
        ],
    ),
    ("cancel_challenge", &[field("id", true, U64, false)]),
    (
        "accept_challenge",
        &[VERSION, field("id", true, U64, false)],
    ),
    ("lobby", &[VERSION]),
    ("leave_lobby", &[]),
    ("my_games", &[]),
    ("enter", &[VERSION, CODE, field("after", false, U64, false)]),
    ("offer_rematch", &[]),
    ("accept_rematch", &[]),
    ("chat", &[field("text", true, Kind::Text, false)]),
    ("chat_off", &[]),
    ("vacation", &[field("days", true, U32, false)]),
    ("end_vacation", &[]),
    (
        "conditional",
        &[
            field("played", true, U64, false),
            field("lines", true, Kind::Lines, false),
        ],
    ),
    ("your_turn", &[]),
    ("notifications", &[field("on", false, Kind::Bool, true)]),
    (
        "push_subscribe",
        &[
            field("endpoint", true, Kind::Text, false),
            field("p256dh", true, Kind::Text, false),
            field("auth", true, Kind::Text, false),
        ],
    ),
    (
        "push_unsubscribe",
        &[field("endpoint", true, Kind::Text, false)],
    ),
    ("set_email", &[field("address", false, Kind::Text, true)]),
    (
        "create_event",
        &[
            VERSION,
            NAME,
            field("game", true, Kind::Text, false),
            field("options", false, Kind::Options, true),
            field("clock", false, Kind::Clock, true),
            field("kind", true, Kind::Word(&["round_robin", "swiss"]), false),
            field("rounds", true, U32, false),
        ],
    ),
    ("join_event", &[EVENT]),
    ("leave_event", &[EVENT]),
    ("read_event", &[EVENT]),
    ("list_events", &[]),
    ("start_round", &[EVENT]),
    (
        "enter_result",
        &[
            EVENT,
            field("round", true, U32, false),
            field("board", true, U64, false),
            field(
                "result",
                true,
                Kind::Word(&["first", "second", "draw"]),
                false,
            ),
        ],
    ),
    (
        "mark_absent",
        &[EVENT, field("round", true, U32, false), NAME],
    ),
    ("end_event", &[EVENT]),
];

/// `words` as a sentence lists them: `a`, `a and b`, `a, b and c`.
fn listed(words: &[&str]) -> String {
    match words {
        [] => String::new(),
        [one] => one.to_string(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// `words` as a choice: `a`, `a or b`, `a, b or c`.
fn or_listed(words: &[&str]) -> String {
    match words {
        [] => String::new(),
        [one] => one.to_string(),
        [rest @ .., last] => format!("{} or {last}", rest.join(", ")),
    }
}

/// A message type with its article: `a move`, `an offer_draw`.
fn a(name: &str) -> String {
    let article = if name.starts_with(['a', 'e', 'i', 'o', 'u']) {
        "an"
    } else {
        "a"
    };
    format!("{article} {name}")
}

/// The message types a refusal names; the others are counted (all of them would make too
/// long a sentence).
const NAMED_TYPES: usize = 5;

/// The message types, the first few named.
fn type_names() -> String {
    let named: Vec<&str> = TYPES
        .iter()
        .take(NAMED_TYPES)
        .map(|(name, _)| *name)
        .collect();
    format!(
        "{} and {} more, listed in docs/online.md",
        named.join(", "),
        TYPES.len().saturating_sub(NAMED_TYPES)
    )
}

/// A client's text in double quotes, escaped where it would not print and cut if long.
fn quoted(text: &str) -> String {
    format!("\"{}\"", printable(text, QUOTED_CHARS))
}

/// Reads one text frame into a message, or the sentence that refuses it.
pub fn read_message(text: &str) -> Result<ClientMessage, String> {
    let value: Value =
        serde_json::from_str(text).map_err(|_| "that message is not JSON".to_string())?;
    let Value::Object(object) = value else {
        return Err(format!(
            "a message is a JSON object with a field type: one of {}",
            type_names()
        ));
    };
    let kind = match object.get("type") {
        None => {
            return Err(format!(
                "a message needs the field type: one of {}",
                type_names()
            ));
        }
        Some(Value::String(kind)) => kind.as_str(),
        Some(_) => {
            return Err(format!(
                "the field type must be the name of a message type: one of {}",
                type_names()
            ));
        }
    };
    let Some((name, fields)) = TYPES.iter().find(|(name, _)| *name == kind) else {
        return Err(format!(
            "unknown message type {}: the types are {}",
            quoted(kind),
            type_names()
        ));
    };
    check_fields(name, fields, &object)?;
    let object = komi_into_options(object)?;
    serde_json::from_value(Value::Object(object))
        .map_err(|_| format!("that {name} message cannot be read"))
}

/// A create's `komi` moved into its `options` (checked already: an object, or null for none),
/// as the game reads it; refused when the options give the komi too.
fn komi_into_options(mut object: Map<String, Value>) -> Result<Map<String, Value>, String> {
    let Some(komi) = object.remove("komi").filter(|komi| !komi.is_null()) else {
        return Ok(object);
    };
    let mut options = match object.remove("options") {
        Some(Value::Object(options)) => options,
        _ => Map::new(),
    };
    if options.contains_key("komi") {
        return Err("the komi is given twice: in the field komi and in options".to_string());
    }
    options.insert("komi".to_string(), komi);
    object.insert("options".to_string(), Value::Object(options));
    Ok(object)
}

/// Refuses fields the type does not have, required fields left out, and values of the wrong
/// kind, in that order.
fn check_fields(name: &str, fields: &[Field], object: &Map<String, Value>) -> Result<(), String> {
    for key in object.keys() {
        if key != "type" && !fields.iter().any(|f| f.name == key) {
            let names: Vec<&str> = fields.iter().map(|f| f.name).collect();
            return Err(if names.is_empty() {
                format!("{} has no fields, and no field {}", a(name), quoted(key))
            } else {
                format!(
                    "{} has no field {}: its fields are {}",
                    a(name),
                    quoted(key),
                    listed(&names)
                )
            });
        }
    }
    for field in fields {
        match object.get(field.name) {
            None if field.required => {
                return Err(format!("{} needs the field {}", a(name), field.name));
            }
            None => {}
            Some(Value::Null) if field.nullable => {}
            Some(value) => check_value(field, value)?,
        }
    }
    Ok(())
}

/// Whether `value` is a whole number from `min` to `max`.
fn whole_within(value: &Value, min: i64, max: u64) -> bool {
    match value {
        Value::Number(number) => {
            if let Some(n) = number.as_u64() {
                n <= max
            } else if let Some(n) = number.as_i64() {
                n >= min
            } else {
                false
            }
        }
        _ => false,
    }
}

/// Refuses a field's value of the wrong kind.
fn check_value(field: &Field, value: &Value) -> Result<(), String> {
    let name = field.name;
    match field.kind {
        Kind::Whole { min, max } => {
            if whole_within(value, min, max) {
                Ok(())
            } else if min == 0 && max >= u32::MAX as u64 {
                Err(format!("the field {name} must be a whole number"))
            } else {
                Err(format!(
                    "the field {name} must be a whole number from {min} to {max}"
                ))
            }
        }
        Kind::Text => match value {
            Value::String(_) => Ok(()),
            _ => Err(format!("the field {name} must be a string")),
        },
        Kind::Code => match value {
            Value::String(text) => RoomCode::parse(text).map(|_| ()),
            _ => Err(format!(
                "the field {name} must be a room code: a string of six letters"
            )),
        },
        Kind::Token => match value {
            Value::String(text) => SeatToken::parse(text).map(|_| ()),
            _ => Err(format!(
                "the field {name} must be a seat token: a string of 32 hex digits"
            )),
        },
        Kind::Key => match value {
            Value::String(text) if SeatToken::parse(text).is_ok() => Ok(()),
            _ => Err(format!(
                "the field {name} must be a player's key: a string of 32 hex digits"
            )),
        },
        Kind::Side => match value {
            Value::String(side) if ["first", "second", "random"].contains(&side.as_str()) => Ok(()),
            _ => Err(format!("the field {name} must be first, second or random")),
        },
        Kind::Word(words) => match value {
            Value::String(word) if words.contains(&word.as_str()) => Ok(()),
            _ => Err(format!("the field {name} must be {}", or_listed(words))),
        },
        Kind::Options => match value {
            Value::Object(_) => Ok(()),
            _ => Err(format!(
                "the field {name} must be an object of the game's options"
            )),
        },
        Kind::Bool => match value {
            Value::Bool(_) => Ok(()),
            _ => Err(format!("the field {name} must be true or false")),
        },
        Kind::Lines => {
            let line_ok = |line: &Value| {
                line.as_array()
                    .is_some_and(|moves| moves.iter().all(Value::is_string))
            };
            if value
                .as_array()
                .is_some_and(|lines| lines.iter().all(line_ok))
            {
                Ok(())
            } else {
                Err(format!(
                    "the field {name} must be a list of lines, each a list of moves as strings"
                ))
            }
        }
        Kind::Clock => {
            let whole = |key: &str| value.get(key).is_some_and(|v| whole_within(v, 0, u64::MAX));
            let days = value.get("days");
            let minutes = days.is_none() && whole("base_ms") && whole("increment_ms");
            let daily = days.is_some_and(|days| whole_within(days, 0, u32::MAX as u64));
            if value.is_object() && (minutes || daily) {
                Ok(())
            } else {
                Err(format!(
                    "the field {name} must be an object with base_ms and increment_ms, \
                     whole numbers of milliseconds, or with days, a whole number of days a \
                     move"
                ))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_type_of_the_table_reads_as_its_message() {
        for (name, fields) in TYPES {
            let mut object = Map::new();
            object.insert("type".into(), Value::String(name.to_string()));
            for field in fields.iter().filter(|f| f.required) {
                let value = match field.kind {
                    Kind::Whole { .. } => Value::from(1),
                    Kind::Text => Value::from("a"),
                    Kind::Code => Value::from("ABCDEF"),
                    Kind::Token | Kind::Key => Value::from("00112233445566778899aabbccddeeff"),
                    Kind::Side => Value::from("first"),
                    Kind::Word(words) => Value::from(words[0]),
                    Kind::Clock => serde_json::json!({"base_ms": 1, "increment_ms": 0}),
                    Kind::Options => serde_json::json!({}),
                    Kind::Bool => Value::from(true),
                    Kind::Lines => serde_json::json!([["c3-c4", "c6-c5"]]),
                };
                object.insert(field.name.into(), value);
            }
            let text = Value::Object(object).to_string();
            assert!(read_message(&text).is_ok(), "{text}");
        }
    }

    #[test]
    fn the_table_lists_every_message_type() {
        let all = [
            ClientMessage::Resign {},
            ClientMessage::OfferDraw {},
            ClientMessage::AcceptDraw {},
            ClientMessage::RequestUndo {},
            ClientMessage::AcceptUndo {},
            ClientMessage::AcceptDead {},
            ClientMessage::Claim {},
            ClientMessage::ProposeDead { stones: "".into() },
            ClientMessage::Move {
                played: 0,
                notation: "".into(),
            },
            ClientMessage::Register {
                version: 2,
                name: "Ann".into(),
            },
            ClientMessage::Identify {
                version: 2,
                name: "Ann".into(),
                key: medusa_online::PlayerKey::from_bytes([1; 16]),
            },
            ClientMessage::SignIn {
                version: 2,
                name: "Ann".into(),
                password: medusa_online::Password("12345678".into()),
            },
            ClientMessage::SetPassword {
                password: medusa_online::Password("12345678".into()),
            },
            ClientMessage::Challenge {
                version: 2,
                game: "medea".into(),
                options: Default::default(),
                side: Default::default(),
                clock: None,
                rated: true,
            },
            ClientMessage::CancelChallenge { id: 1 },
            ClientMessage::AcceptChallenge { version: 2, id: 1 },
            ClientMessage::Lobby { version: 2 },
            ClientMessage::LeaveLobby {},
            ClientMessage::MyGames {},
            ClientMessage::Enter {
                version: 2,
                code: medusa_online::RoomCode::from_numbers([0, 1, 2, 3, 4, 5]),
                after: 0,
            },
            ClientMessage::OfferRematch {},
            ClientMessage::AcceptRematch {},
            ClientMessage::Chat { text: "hi".into() },
            ClientMessage::ChatOff {},
            ClientMessage::Vacation { days: 3 },
            ClientMessage::EndVacation {},
            ClientMessage::Conditional {
                played: 0,
                lines: Vec::new(),
            },
            ClientMessage::YourTurn {},
            ClientMessage::Notifications { on: Some(false) },
            ClientMessage::PushSubscribe {
                endpoint: "https://push.example/1".into(),
                p256dh: "BA".into(),
                auth: "AA".into(),
            },
            ClientMessage::PushUnsubscribe {
                endpoint: "https://push.example/1".into(),
            },
            ClientMessage::SetEmail { address: None },
            ClientMessage::CreateEvent {
                version: 2,
                name: "Friday".into(),
                game: "medea".into(),
                options: Default::default(),
                clock: None,
                kind: medusa_online::EventKind::Swiss,
                rounds: 4,
            },
            ClientMessage::JoinEvent { id: 1 },
            ClientMessage::LeaveEvent { id: 1 },
            ClientMessage::ReadEvent { id: 1 },
            ClientMessage::ListEvents {},
            ClientMessage::StartRound { id: 1 },
            ClientMessage::EnterResult {
                id: 1,
                round: 1,
                board: 1,
                result: medusa_online::BoardResult::Draw,
            },
            ClientMessage::MarkAbsent {
                id: 1,
                round: 2,
                name: "Ann".into(),
            },
            ClientMessage::EndEvent { id: 1 },
        ];
        for message in all {
            let json: Value = serde_json::from_str(&message.to_json()).expect("JSON");
            let kind = json["type"].as_str().expect("a type");
            assert!(TYPES.iter().any(|(name, _)| *name == kind), "{kind}");
        }
        assert_eq!(TYPES.len(), 45);
    }
}
