//! Messages quote what they were given as it really is: cut short, and with every character
//! that would not print as itself escaped, decided by its Unicode general category (control,
//! format, private-use and unassigned characters, separators, spaces other than the plain
//! one, combining marks that follow nothing they could join). Concrete characters first, then
//! random Unicode through the quoting and through every game's readers.

use medusa::games::text_record::{printable, quote};
use proptest::prelude::*;

use crate::common::messages::{hidden_character, is_fit_to_show};

/// Characters that once reached messages raw: format characters of several scripts, a
/// combining mark, private-use characters and unassigned code points.
const ONCE_SHOWN_RAW: [char; 24] = [
    '\u{0600}',
    '\u{0605}',
    '\u{06dd}',
    '\u{070f}',
    '\u{0890}',
    '\u{0891}',
    '\u{08e2}',
    '\u{110bd}',
    '\u{110cd}',
    '\u{13430}',
    '\u{13438}',
    '\u{1bca0}',
    '\u{1bca3}',
    '\u{1d173}',
    '\u{1d17a}',
    '\u{0301}',
    '\u{20dd}',
    '\u{e000}',
    '\u{f8ff}',
    '\u{f0000}',
    '\u{0378}',
    '\u{ffff}',
    '\u{2fffd}',
    '\u{e01f0}',
];

#[test]
fn invisible_characters_are_escaped_by_their_category() {
    for c in ONCE_SHOWN_RAW {
        let token = format!("{c}j11");
        assert_eq!(
            quote(&token),
            format!("'\\u{{{:x}}}j11'", u32::from(c)),
            "U+{:04X}",
            u32::from(c)
        );
    }
    // A combining mark on a letter is part of it; alone, or on a space, it is escaped.
    assert_eq!(quote("e\u{301}4"), "'e\u{301}4'");
    assert_eq!(quote("\u{301}e4"), "'\\u{301}e4'");
    assert_eq!(quote("e \u{301}"), "'e \\u{301}'");
    assert_eq!(quote("a\u{202e}\u{301}"), "'a\\u{202e}\\u{301}'");
    // Letters of every script print as themselves; invisible fillers and variation
    // selectors do not.
    assert_eq!(quote("Ωж中ㄱ"), "'Ωж中ㄱ'");
    assert_eq!(quote("j\u{3164}\u{fe0f}11"), "'j\\u{3164}\\u{fe0f}11'");
    assert_eq!(printable("a\u{2028}b\u{a0}c", 10), "a\\u{2028}b\\u{a0}c");
}

#[test]
fn every_game_escapes_them_in_its_messages() {
    let medea = medusa::medea::Record::parse("[Variant \"medea\"]\nc3-d\u{0600}4\n")
        .unwrap_err()
        .to_string();
    assert!(medea.contains("d\\u{600}4"), "{medea}");
    let pillars = medusa::pillars::Record::parse("[Variant \"pillars\"]\ne3-e\u{13430}5\n")
        .unwrap_err()
        .to_string();
    assert!(pillars.contains("e\\u{13430}5"), "{pillars}");
    let medusa = medusa::medusa::Record::parse("[Variant \"medusa\"]\nj\u{e000}11\n")
        .unwrap_err()
        .to_string();
    assert_eq!(medusa, "line 2: 'j\\u{e000}11' is not a cell of this board");
    let header = medusa::medusa::Record::parse("[Variant \"\u{0378}medusa\"]\n")
        .unwrap_err()
        .to_string();
    assert_eq!(
        header,
        "line 1: unknown variant '\\u{378}medusa' (medusa or lotus)"
    );
}

/// Any Unicode scalar value, assigned or not, in every plane.
fn any_scalar() -> impl Strategy<Value = char> {
    prop_oneof![
        (0u32..0x3000).prop_filter_map("a scalar value", char::from_u32),
        (0u32..0x11_0000).prop_filter_map("a scalar value", char::from_u32),
    ]
}

/// Text of any Unicode, sometimes with pieces of moves around it.
fn any_text() -> impl Strategy<Value = String> {
    (
        proptest::collection::vec(any_scalar(), 0..12),
        prop::sample::select(vec!["", "j11", "c3-d4", "e3-e5", " ", "e"]),
    )
        .prop_map(|(chars, piece)| {
            let middle = chars.len() / 2;
            let (before, after) = chars.split_at(middle);
            format!(
                "{}{piece}{}",
                before.iter().collect::<String>(),
                after.iter().collect::<String>()
            )
        })
}

/// The message of a refusal, if it is one.
fn message<T, E: std::fmt::Display>(read: Result<T, E>) -> Option<String> {
    read.err().map(|e| e.to_string())
}

/// The messages every reader gives for `text`: as a move, a header value, a position and a
/// JSON record's move, in each game.
fn messages(text: &str) -> Vec<String> {
    use medusa::{medea, medusa as go, pillars};
    let record = |variant: &str| format!("[Variant \"{variant}\"]\n{text}\n");
    let json_text = serde_json::to_string(text).unwrap_or_default();
    let json = |variant: &str| {
        format!("{{\"format\":1,\"variant\":\"{variant}\",\"moves\":[{json_text}]}}")
    };
    let header = format!("[Variant \"{}\"]\n", text.replace(['"', '\\'], ""));
    [
        message(go::Record::parse(&record("medusa"))),
        message(go::Record::parse(&record("lotus"))),
        message(go::Record::parse(&header)),
        message(medea::Record::parse(&header)),
        message(pillars::Record::parse(&header)),
        message(medea::Record::parse(&record("medea")).and_then(|r| r.replay())),
        message(medea::Record::parse(&json("medea")).and_then(|r| r.replay())),
        message(pillars::Record::parse(&record("pillars"))),
        message(pillars::Record::parse(&json("pillars"))),
        message(medea::Position::from_fen(text)),
        message(pillars::Position::from_fen(text)),
    ]
    .into_iter()
    .flatten()
    .collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(
        std::env::var("PROPTEST_CASES").ok().and_then(|v| v.parse().ok()).unwrap_or(400)
    ))]

    #[test]
    fn quoting_shows_no_character_raw_that_would_hide(text in any_text()) {
        let quoted = quote(&text);
        prop_assert!(hidden_character(&quoted).is_none(), "{:?} gave {:?}", text, quoted);
        prop_assert!(quoted.chars().count() <= 24 * 10 + 3, "{:?}", quoted);
        let shown = printable(&text, 1000);
        prop_assert!(hidden_character(&shown).is_none(), "{:?} gave {:?}", text, shown);
    }

    #[test]
    fn no_reader_shows_such_a_character_raw(text in any_text()) {
        for message in messages(&text) {
            prop_assert!(is_fit_to_show(&message, 400), "{:?} gave {:?}", text, message);
        }
    }
}
