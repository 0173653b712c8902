//! The parsers never panic, whatever they are given (the README, "Reading a game record"):
//! text and JSON records, shared links, turns and position dumps, over arbitrary bytes,
//! record-like text and mutations of valid records. Either the record is valid (it replays, or
//! its replay stops with a typed error) or the error's message is short and printable.
//!
//! A few thousand cases in all; `PROPTEST_CASES=100000 cargo test --no-default-features
//! --release --test rules parsers` runs them for minutes.

use medusa::medusa::{Colour, Position, Record, RecordError, Turn, Variant};
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;

use crate::common::messages::hidden_character;

/// The README's example game.
const EXAMPLE: &str = include_str!("../../assets/games/medusa-example.txt");
/// A whole game of Lotus.
const LOTUS_GAME: &str = include_str!("../../assets/games/lotus-casual-vs-casual.txt");

/// The cases per test: `PROPTEST_CASES` if set, or else `default`.
fn config(default: u32) -> ProptestConfig {
    let cases = std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(default);
    ProptestConfig {
        cases,
        failure_persistence: None,
        ..ProptestConfig::default()
    }
}

/// A message a player can read: short, and printing as what it holds.
fn check_message(message: &str) -> Result<(), TestCaseError> {
    prop_assert!(
        message.chars().count() < 200,
        "a long message ({} characters): {message}",
        message.chars().count()
    );
    prop_assert!(
        hidden_character(message).is_none(),
        "an unprintable message: {message:?}"
    );
    prop_assert!(!message.is_empty());
    Ok(())
}

/// A record read (or refused) as it should be: refused with a readable message, or valid,
/// written back the same, and replayed to a game or to a readable error.
fn check_record(read: Result<Record, RecordError>) -> Result<(), TestCaseError> {
    let record = match read {
        Ok(record) => record,
        Err(error) => return check_message(&error.to_string()),
    };
    let written = Record::parse(&record.to_text());
    prop_assert!(written.is_ok(), "written back: {written:?}");
    if let Ok(written) = written {
        prop_assert_eq!(&written.turns, &record.turns);
        prop_assert_eq!(written.komi, record.komi);
    }
    match record.replay() {
        Ok(game) => {
            // A game that plays also travels in a link.
            let link = Record::from_fragment(&record.to_fragment());
            prop_assert!(link.is_ok(), "link: {link:?}");
            if let Ok(link) = link {
                prop_assert_eq!(&link.turns, &record.turns);
            }
            prop_assert_eq!(game.turns().len(), record.turns.len());
            Ok(())
        }
        Err(error) => check_message(&error.to_string()),
    }
}

fn check_turn(text: &str) -> Result<(), TestCaseError> {
    for variant in Variant::ALL {
        for player in Colour::ALL {
            if let Err(message) = Turn::parse(text, variant.topology(), player) {
                check_message(&message)?;
            }
        }
    }
    Ok(())
}

/// Every parser on one input.
fn check_all(text: &str) -> Result<(), TestCaseError> {
    check_record(Record::parse(text))?;
    check_record(Record::from_text(text))?;
    check_record(Record::from_json(text))?;
    check_record(Record::from_fragment(text))?;
    check_turn(text)?;
    if let Err(message) = Position::from_dump(text) {
        check_message(&message)?;
    }
    Ok(())
}

/// Pieces of records, so that random text often gets past the first check.
const PIECES: &[&str] = &[
    "[Variant \"medusa\"]",
    "[Variant \"lotus\"]",
    "[Komi \"-4\"]",
    "[Komi \"9\"]",
    "[Komi \"300\"]",
    "[White \"Ada\"]",
    "[",
    "]",
    "\"",
    "\\",
    "j11",
    "k11",
    "k12",
    "k13",
    "a1",
    "a2",
    "b1",
    "17",
    "30",
    "73",
    "0",
    "-",
    "k11-k13",
    "qs15",
    "ec1",
    "pass",
    "resign",
    "resign black",
    "dead",
    "dead k12",
    " ",
    "\t",
    "#",
    "# note",
    "\n",
    "\r",
    "\r\n",
    "\u{feff}",
    "\u{200b}",
    "\u{202e}",
    "\0",
    "é",
    ",",
    "+",
    "%2C",
    "%",
    "medusa,3",
    "lotus,-4",
    "{",
    "}",
    ":",
    "{\"format\":1,\"variant\":\"medusa\",\"turns\":[",
    "{\"format\":0,",
    "\"komi\":-4,",
    "\"headers\":{\"White\":\"a\"},",
    "{\"type\":\"play\",\"place\":\"j11\"}",
    "{\"type\":\"play\",\"moves\":[{\"from\":\"k11\",\"to\":\"k13\"}]}",
    "{\"type\":\"pass\"}",
    "{\"type\":\"resign\"}",
    "]}",
    "\"dead\":[\"k12\"]",
    "{\"variant\":\"lotus\",\"to_move\":\"black\",\"marker\":-128,\"white\":[],\"black\":[],\"status\":\"ongoing\"}",
];

fn record_like() -> impl Strategy<Value = String> {
    prop::collection::vec(
        prop_oneof![
            4 => prop::sample::select(PIECES).prop_map(str::to_string),
            1 => any::<char>().prop_map(|c| c.to_string()),
        ],
        0..40,
    )
    .prop_map(|pieces| pieces.concat())
}

/// A change to a text: insert, delete, replace or repeat a stretch of characters.
#[derive(Clone, Debug)]
enum Mutation {
    Insert(usize, String),
    Delete(usize, usize),
    Replace(usize, String),
    Repeat(usize, usize),
}

fn mutation() -> impl Strategy<Value = Mutation> {
    let piece = prop_oneof![
        3 => prop::sample::select(PIECES).prop_map(str::to_string),
        1 => any::<char>().prop_map(|c| c.to_string()),
    ];
    prop_oneof![
        (any::<usize>(), piece.clone()).prop_map(|(at, s)| Mutation::Insert(at, s)),
        (any::<usize>(), 1..30usize).prop_map(|(at, n)| Mutation::Delete(at, n)),
        (any::<usize>(), piece).prop_map(|(at, s)| Mutation::Replace(at, s)),
        (any::<usize>(), 1..40usize).prop_map(|(at, n)| Mutation::Repeat(at, n)),
    ]
}

fn mutate(text: &str, mutations: &[Mutation]) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for mutation in mutations {
        let len = chars.len();
        match mutation {
            Mutation::Insert(at, s) => {
                let at = at % (len + 1);
                chars.splice(at..at, s.chars());
            }
            Mutation::Delete(at, n) if len > 0 => {
                let at = at % len;
                chars.drain(at..(at + n).min(len));
            }
            Mutation::Replace(at, s) if len > 0 => {
                let at = at % len;
                chars.splice(at..at + 1, s.chars());
            }
            Mutation::Repeat(at, n) if len > 0 => {
                let at = at % len;
                let stretch: Vec<char> = chars[at..(at + n).min(len)].to_vec();
                chars.splice(at..at, stretch);
            }
            _ => {}
        }
    }
    chars.into_iter().collect()
}

/// Valid records in every form: the README's example and a Lotus game, as text, as JSON
/// (pretty and on one line) and as links.
fn valid_records() -> Vec<String> {
    let mut records = Vec::new();
    for text in [EXAMPLE, LOTUS_GAME] {
        let record = Record::parse(text).expect("the bundled records are valid");
        let json = record.to_json();
        records.push(json.lines().map(str::trim).collect::<String>());
        records.push(json);
        records.push(record.to_fragment());
        records.push(text.to_string());
    }
    records
}

proptest! {
    #![proptest_config(config(600))]

    #[test]
    fn no_parser_panics_on_arbitrary_bytes(bytes in prop::collection::vec(any::<u8>(), 0..300)) {
        check_all(&String::from_utf8_lossy(&bytes))?;
    }

    #[test]
    fn no_parser_panics_on_record_like_text(text in record_like()) {
        check_all(&text)?;
        let with_header = format!("[Variant \"medusa\"]\n{text}");
        check_record(Record::parse(&with_header))?;
        check_record(Record::from_fragment(&format!("lotus,3,{text}")))?;
    }

    #[test]
    fn mutated_records_are_read_or_refused_clearly(
        which in any::<prop::sample::Index>(),
        mutations in prop::collection::vec(mutation(), 1..6),
    ) {
        let records = valid_records();
        let base = which.get(&records);
        check_all(&mutate(base, &mutations))?;
    }
}

#[test]
fn the_valid_records_replay() {
    for text in valid_records() {
        let record = if text.starts_with("medusa,") || text.starts_with("lotus,") {
            Record::from_fragment(&text)
        } else {
            Record::parse(&text)
        };
        let game = record.and_then(|r| r.replay());
        assert!(game.is_ok(), "{text}: {game:?}");
    }
}
