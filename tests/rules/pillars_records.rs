//! Pillars of Medusa: FEN, move notation, text and JSON records and the position dump
//! (RULES-pillars.md §7), with the errors that name where a record went wrong.

use medusa::games::text_record::{Location, RecordError};
use medusa::pillars::{Colour, FenError, Game, Position, Record, START_FEN, SetupError};

use crate::common::pillars::{play, setup};
use crate::common::{body_lines, misspaced};

#[test]
fn the_start_is_the_rules_fen_and_fens_round_trip() {
    assert_eq!(Position::start().fen(), START_FEN);
    assert_eq!(
        START_FEN,
        "thadqksadht/wwwwpmpwwww/4w*aw4/5w5/11/11/11/5W5/4W*AW4/WWWWPMPWWWW/THADQKSADHT w AKak 0 1"
    );
    assert_eq!(Position::from_fen(START_FEN).unwrap(), Position::start());
    let game =
        Record::from_text(&std::fs::read_to_string("tests/data/pillars-sample.txt").unwrap())
            .unwrap()
            .replay()
            .unwrap();
    let fen = game.position().fen();
    assert_eq!(
        fen,
        "3m1k1t3/2ww3h2w/h2qw1S1w2/5w1w3/3a2w4/11/4W6/5W5/3W2W4/WWW4WWWW/THA1QK1A1HT b AK 1 25"
    );
    assert_eq!(Position::from_fen(&fen).unwrap(), *game.position());
}

#[test]
fn bad_fens_are_refused_with_a_reason() {
    let error = |fen: &str| Position::from_fen(fen).unwrap_err().to_string();
    assert_eq!(
        error("11/11 w - 0"),
        "a position has five fields (pieces, side to move, castling, plies, move number), not 4"
    );
    assert_eq!(
        error("5k5/11/11/11/11/11/11/11/11/11 w - 0 1"),
        "the pieces field has eleven ranks separated by /, not 10"
    );
    assert_eq!(
        error("5k5/12/11/11/11/11/11/11/11/11/5K5 w - 0 1"),
        "rank 10 does not have exactly eleven squares"
    );
    assert_eq!(
        error("5k5/10x/11/11/11/11/11/11/11/11/5K5 w - 0 1"),
        "'x' on rank 10 is not a piece (W T H A D Q K S P M, * for the Morph) or a number of empty squares"
    );
    assert_eq!(
        error("5k5/11/11/11/11/11/11/11/11/11/5K5 x - 0 1"),
        "the side to move is w or b, not 'x'"
    );
    assert_eq!(
        error("5k5/11/11/11/11/11/11/11/11/11/5K5 w AA 0 1"),
        "the castling rights are - or some of A K a k, not 'AA'"
    );
    assert_eq!(
        error("5k5/11/11/11/11/11/11/11/11/11/5K5 w - 0 0"),
        "the move number is a whole number from 1, not '0'"
    );
    assert_eq!(
        error("11/11/11/11/11/11/11/11/11/11/5K5 w - 0 1"),
        "Black has 0 Kings; each side has exactly one"
    );
    assert_eq!(
        error("5k5/11/11/11/11/11/11/11/11/11/5K5 w A 0 1"),
        "White cannot keep the right to castle on the a-side without the King on f1 and a Tower (not the Morph) on a1"
    );
    assert_eq!(
        Position::from_fen("5k5/5T5/11/11/11/11/11/11/11/11/5K5 w - 0 1"),
        Err(FenError::Setup(SetupError::OpponentInCheck(Colour::Black)))
    );
    assert_eq!(
        error("W4k5/11/11/11/11/11/11/11/11/11/5K5 b - 0 1"),
        "the Sword on a11 stands on its last rank, where it would have promoted"
    );
    assert_eq!(
        error("*K4k5/11/11/11/11/11/11/11/11/11/5K5 w - 0 1"),
        "White has 2 Kings; each side has exactly one"
    );
}

#[test]
fn a_fen_is_read_only_in_its_documented_form() {
    let stalemate = "10k/8Q2/11/11/11/11/11/11/11/11/5K5 b - 0 1";
    assert!(Position::from_fen(stalemate).is_ok());
    // Blanks around the whole are ignored, not between the fields.
    assert!(Position::from_fen(&format!(" {stalemate}\n")).is_ok());
    for spaced in misspaced(stalemate) {
        assert_eq!(
            Position::from_fen(&spaced).unwrap_err().to_string(),
            "the fields of a position are separated by single spaces",
            "{spaced:?}"
        );
    }
    let error = |fen: &str| Position::from_fen(fen).unwrap_err().to_string();
    // A number of empty squares is one number: 101 is not 10 and 1.
    assert_eq!(
        error("10k/8Q2/101/11/11/11/11/11/11/11/5K5 b - 0 1"),
        "rank 9 does not have exactly eleven squares"
    );
    assert_eq!(
        error("10k/8Q2/011/11/11/11/11/11/11/11/5K5 b - 0 1"),
        "'011' on rank 9 is not a piece (W T H A D Q K S P M, * for the Morph) or a number of empty squares"
    );
    assert_eq!(
        error("10k/8Q2/11/11/11/11/11/11/11/11/5K5 b - 0 01"),
        "the move number is a whole number from 1, not '01'"
    );
    assert_eq!(
        error("10k/8Q2/11/11/11/11/11/11/11/11/5K5 b - 00 1"),
        "the plies towards the 100-ply rule are a whole number, not '00'"
    );
}

#[test]
fn moves_are_written_canonically_and_read_with_upper_case_squares() {
    let position = Position::start();
    let mv = position.parse_move("E3-E5").unwrap();
    assert_eq!(position.notation(mv), "e3-e5");
    assert_eq!(position.parse_move(" e3-e5+ ").unwrap(), mv);
    assert_eq!(
        position.parse_move("e3xe5").unwrap_err().to_string(),
        "'e3xe5' marks the capture wrongly: write e3-e5"
    );
    assert_eq!(
        position.parse_move("ME-C5").unwrap_err().to_string(),
        "'ME-C5' is not a move (moves look like e3-e5, c8xd8, b7xc8=D, O-O-A)"
    );
    assert_eq!(
        position.parse_move("e3-e6").unwrap_err().to_string(),
        "the Sword on e3 cannot move to e6"
    );
    for bad in [
        "", "-", "e3-", "e3-e5=", "e3xe5=QQ", "O-O", "e3--e5", "z1-a1", "e3-e5=Z",
    ] {
        assert!(position.parse_move(bad).is_err(), "{bad}");
    }
}

#[test]
fn text_records_name_the_line_of_a_bad_move() {
    let error = Record::from_text("[Variant \"pillars\"]\n# a comment\ne3-e5\nh10-h8\ne5-e7\n")
        .unwrap_err();
    assert_eq!(
        error,
        RecordError::at_line(5, "the Sword on e5 cannot move to e7")
    );
    assert_eq!(
        Record::from_text("e3-e5\n").unwrap_err().to_string(),
        "the record needs a [Variant \"pillars\"] header"
    );
    assert_eq!(
        Record::from_text("[Variant \"medea\"]\ne3-e5\n")
            .unwrap_err()
            .to_string(),
        "line 1: this is a record of 'medea', not of Pillars of Medusa"
    );
    let error = Record::from_text("[Variant \"pillars\"]\n[Position \"5k5 w\"]\n").unwrap_err();
    assert_eq!(error.location, Location::Line(2));
    let over = Record::from_text("[Variant \"pillars\"]\ne3-e5\nresign\nh10-h8\n").unwrap_err();
    assert_eq!(
        over.to_string(),
        "line 4: the game is over, so 'h10-h8' cannot be played"
    );
}

#[test]
fn json_records_name_the_move() {
    let error =
        Record::from_json(r#"{"format":1,"variant":"pillars","moves":["e3-e5","h10-h8","e5-e7"]}"#)
            .unwrap_err();
    assert_eq!(
        error.to_string(),
        "turn 3: the Sword on e5 cannot move to e7"
    );
    assert!(
        Record::from_json(r#"{"format":2,"variant":"pillars","moves":[]}"#)
            .unwrap_err()
            .to_string()
            .contains("newer")
    );
    assert!(Record::from_json("{").is_err());
}

#[test]
fn records_round_trip_between_text_and_json() {
    let text = std::fs::read_to_string("tests/data/pillars-sample.txt").unwrap();
    let record = Record::from_text(&text).unwrap();
    assert_eq!(record.header("White"), Some("White"));
    let json = record.to_json();
    let again = Record::parse(&json).unwrap();
    assert_eq!(again, record);
    let written = again.to_text();
    assert_eq!(Record::parse(&written).unwrap(), record);
    assert!(written.starts_with("[Variant \"pillars\"]\n[White \"White\"]\n"));
    assert!(written.ends_with("e11xd11\ni10-g9\n"));
    assert_eq!(
        record.replay().unwrap().position(),
        again.replay().unwrap().position()
    );
}

#[test]
fn a_record_from_a_set_position_keeps_it_and_the_result() {
    let fen = "5k5/11/11/11/11/11/11/11/11/w10/1H3K5 w - 0 1";
    let mut game = Game::from_fen(fen).unwrap();
    play(&mut game, "b1-c3");
    game.resign().unwrap();
    let record = Record::of_game(&game, vec![("White".into(), "Ada".into())]);
    let text = record.to_text();
    assert_eq!(
        text,
        format!(
            "[Variant \"pillars\"]\n[White \"Ada\"]\n[Result \"1-0\"]\n[Position \"{fen}\"]\nb1-c3\nresign\n"
        )
    );
    let back = Record::from_text(&text).unwrap().replay().unwrap();
    assert_eq!(back.outcome(), game.outcome());
    assert!(
        record
            .to_json()
            .contains(&format!("\"position\": \"{fen}\""))
    );
}

#[test]
fn the_dump_has_the_fen_the_check_and_the_frozen_pieces() {
    assert_eq!(
        Game::new().dump(),
        format!(
            "{{\"variant\":\"pillars\",\"fen\":\"{START_FEN}\",\"to_move\":\"white\",\"status\":\"ongoing\",\"check\":false,\"frozen\":[]}}"
        )
    );
    let record =
        Record::from_text(&std::fs::read_to_string("tests/data/pillars-sample.txt").unwrap())
            .unwrap();
    let mut game = Game::new();
    for &action in &record.turns[..15] {
        game.apply(action).unwrap();
    }
    let dump = game.dump();
    assert!(
        dump.ends_with("\"to_move\":\"black\",\"status\":\"ongoing\",\"check\":false,\"frozen\":[\"a9\",\"a10\",\"a11\",\"c10\",\"c11\"]}"),
        "{dump}"
    );
    let mut mate = Game::from_position(setup(Colour::White, "Kf1 kk11 wj10 wk10 Ta2"));
    play(&mut mate, "a2-a11");
    assert!(mate.dump().ends_with(
        "\"status\":\"ended\",\"result\":\"white\",\"reason\":\"checkmate\",\"check\":true,\"frozen\":[]}"
    ));
}

#[test]
fn json_errors_show_control_characters_escaped() {
    let error = Record::from_json("{\"format\":\"\\u0001\",\"variant\":\"pillars\"}").unwrap_err();
    let message = error.to_string();
    assert!(!message.chars().any(char::is_control), "{message}");
    assert!(
        message.starts_with("not a valid JSON record: "),
        "{message}"
    );
    let error = Record::from_json("{\"format\":1,\"variant\":\"pil\\u0007lars\"}").unwrap_err();
    assert_eq!(
        error.to_string(),
        "this is a record of 'pil\\u{7}lars', not of Pillars of Medusa"
    );
}

#[test]
fn a_records_tokens_are_its_body_lines() {
    // The inventor's sample up to White's first capture, then Black resigns.
    let mut game = Game::new();
    play(
        &mut game,
        "e3-e5 h10-h8 f2-c5 g9-g7 e2-c3 g10-i9 g1-d4 e10-d8 c5-c8 d11-e10 f3-b7 b11-a9 c8xd8",
    );
    game.resign().unwrap();
    let record = Record::of_game(&game, vec![("White".into(), "Ada".into())]);
    let tokens = record.tokens();
    assert_eq!(tokens[12..], ["c8xd8", "resign"]);
    assert_eq!(tokens.len(), 14);
    assert_eq!(tokens, body_lines(&record.to_text()));
}

#[test]
fn a_link_carries_the_moves_and_the_resignation_and_reads_back() {
    let mut game = Game::new();
    play(&mut game, "e3-e5 h10-h8");
    game.resign().unwrap();
    let record = Record::of_game(&game, vec![("White".into(), "Ann".into())]);
    let link = record.to_fragment();
    assert_eq!(link, "pillars,e3-e5,h10-h8,resign");
    let read = Record::from_fragment(&format!("#{link}")).unwrap();
    assert_eq!(read.turns, game.turns());
    assert_eq!(read.start, Position::start());
    assert!(
        read.headers.is_empty(),
        "a link carries the game, not who played it"
    );
    assert_eq!(read.replay().unwrap().outcome(), game.outcome());
}

#[test]
fn a_link_from_another_position_carries_its_fen() {
    let start = setup(Colour::White, "Kf1 kf11 Ta2");
    let mut game = Game::from_position(start.clone());
    play(&mut game, "a2-a10");
    let link = Record::of_game(&game, Vec::new()).to_fragment();
    assert_eq!(
        link,
        "pillars,5k5/11/11/11/11/11/11/11/11/T10/5K5+w+-+0+1,a2-a10"
    );
    assert!(!link.contains('%'), "nothing to escape: {link}");
    let read = Record::from_fragment(&link).unwrap();
    assert_eq!(
        (read.start.clone(), read.turns.clone()),
        (start.clone(), game.turns())
    );
    // Spaces as %20 read the same.
    let spaced = link.replace('+', "%20");
    assert_eq!(Record::from_fragment(&spaced).unwrap().start, start);
}

#[test]
fn a_bad_link_says_which_turn_or_what_is_wrong() {
    let error = |link: &str| Record::from_fragment(link).unwrap_err();
    let bad = error("pillars,e3-e5,e3-e4");
    assert_eq!(bad.location, Location::Turn(2));
    assert!(bad.to_string().contains("there is no piece on e3"), "{bad}");
    let other = error("medea,c3-d4").to_string();
    assert!(
        other.contains("is not Pillars of Medusa: the link should start with pillars"),
        "{other}"
    );
    let position = error("pillars,5k5/11+w+-+0+1,e3-e5").to_string();
    assert!(position.starts_with("the position: "), "{position}");
}
