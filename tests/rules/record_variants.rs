//! Which game a record is of: one rule for the variant's name in every game and every form
//! (blanks around it ignored, letters in any case), a byte-order mark before any record, and
//! a JSON record whose variant cannot be read said to be so, never handed to one game's
//! reader.

use medusa::games::record_variant::variant_of;

/// A short record of each game: its variant and its moves.
const GAMES: [(&str, &str); 4] = [
    ("medusa", "j11"),
    ("lotus", "17"),
    ("medea", "c3-c4"),
    ("pillars", "e3-e5"),
];

/// The text form of a game's record, its variant written `name`.
fn text_record(name: &str, moves: &str) -> String {
    format!("[Variant \"{name}\"]\n{moves}\n")
}

/// The JSON form of a game's record, its variant written `name`.
fn json_record(variant: &str, name: &str, moves: &str) -> String {
    let name = serde_json::to_string(name).unwrap_or_default();
    match variant {
        "medusa" | "lotus" => format!(
            "{{\"format\":1,\"variant\":{name},\"turns\":[{{\"type\":\"play\",\"place\":\"{moves}\"}}]}}"
        ),
        _ => format!("{{\"format\":1,\"variant\":{name},\"moves\":[\"{moves}\"]}}"),
    }
}

/// The variant `source` names, as the program reads it to choose a reader.
fn named(source: &str) -> Option<String> {
    variant_of(source).ok().flatten()
}

/// Reads `source` with the reader of `variant` and replays it; the error as text.
fn read(variant: &str, source: &str) -> Result<(), String> {
    match variant {
        "medusa" | "lotus" => {
            medusa::medusa::Record::parse(source).and_then(|r| r.replay().map(drop))
        }
        "medea" => medusa::medea::Record::parse(source).and_then(|r| r.replay().map(drop)),
        _ => medusa::pillars::Record::parse(source).and_then(|r| r.replay().map(drop)),
    }
    .map_err(|e| e.to_string())
}

#[test]
fn a_variant_is_named_alike_in_every_game_and_form() {
    for (variant, moves) in GAMES {
        let upper = variant.to_ascii_uppercase();
        let capital = format!("{}{}", &upper[..1], &variant[1..]);
        for name in [
            variant.to_string(),
            upper,
            capital,
            format!(" {variant} "),
            format!("\t{variant}"),
        ] {
            for source in [
                text_record(&name, moves),
                json_record(variant, &name, moves),
            ] {
                assert_eq!(read(variant, &source), Ok(()), "{source}");
                assert_eq!(named(&source).as_deref(), Some(variant), "{source}");
            }
        }
    }
}

#[test]
fn a_name_with_more_than_blanks_around_it_is_no_variant() {
    for (variant, moves) in GAMES {
        for name in [
            format!("{variant}s"),
            format!("x{variant}"),
            format!("{variant}\u{200b}"),
        ] {
            for source in [
                text_record(&name, moves),
                json_record(variant, &name, moves),
            ] {
                assert!(read(variant, &source).is_err(), "{source}");
            }
        }
    }
}

#[test]
fn every_record_is_read_after_a_byte_order_mark() {
    for (variant, moves) in GAMES {
        for source in [
            text_record(variant, moves),
            json_record(variant, variant, moves),
        ] {
            let marked = format!("\u{feff}{source}");
            assert_eq!(read(variant, &marked), Ok(()), "{source}");
            assert_eq!(named(&marked).as_deref(), Some(variant), "{source}");
        }
    }
}

#[test]
fn a_json_record_whose_variant_cannot_be_read_is_refused_as_such() {
    let error = |source: &str| variant_of(source).map_err(|e| e.to_string());
    assert_eq!(
        error(r#"{"format":1,"variant":"medea","moves":["c3-c4""#),
        Err(
            "the record's variant cannot be read: it is not valid JSON: EOF while parsing a list \
             at line 1 column 46"
                .to_string()
        )
    );
    assert_eq!(
        error("\u{feff}{\"format\":1,\"variant\":[\"pillars\"]}"),
        Err(
            "the record's variant cannot be read: a JSON record names its game in \"variant\" \
             (medusa, lotus, medea or pillars)"
                .to_string()
        )
    );
    // A text record that names no game is left to Medusa's reader, which says what is
    // missing.
    assert_eq!(error("j11\n"), Ok(None));
}
