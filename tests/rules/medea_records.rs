//! Medea's records (RULES-medea.md §6): text records through the shared reader (headers,
//! comments, every line ending, a start position), the versioned JSON form, canonical output,
//! and errors that name the line (text) or the turn (JSON).

use medusa::games::text_record::{Location, MAX_RECORD_MOVES};
use medusa::medea::{Entry, Game, Notation, Record};

const GAME: &str = "[Variant \"medea\"]\r\n\
[White \"Ada\"]   # who played White\r\n\
[Black \"Bo\"]\r\n\
\r\n\
# the opening\r\n\
c3-c4    # a step\r\n\
c6-c5\n\
c4xc6\r\
d6xb6\n";

#[test]
fn a_text_record_reads_with_comments_and_any_line_ending_and_replays() {
    let record = Record::parse(GAME).unwrap();
    assert_eq!(
        record.headers,
        vec![
            ("White".to_string(), "Ada".to_string()),
            ("Black".to_string(), "Bo".to_string())
        ]
    );
    assert_eq!(record.entries.len(), 4);
    let game = record.replay().unwrap();
    assert_eq!(
        game.position().to_fen(),
        "mmmmmmmm/1mmmmmm1/1m2mm2/8/8/3MMM2/1MMMMMM1/MMMMMMMM w a2,h2 a7,h7 0"
    );
    assert_eq!(game.notations(), vec!["c3-c4", "c6-c5", "c4xc6", "d6xb6"]);
}

#[test]
fn a_record_of_a_game_is_written_in_canonical_notation() {
    // The capture entered along the other path is written along the one that sorts first.
    let mut game = Game::from_position(
        medusa::medea::Position::from_fen("8/3m4/8/8/3m4/8/8/3K4 w a1,h1 a8,h8 0").unwrap(),
    );
    game.play_text("d1xd6xd8").unwrap();
    let record = Record::of_game(&game, vec![("Event".into(), "Test \"one\"".into())]);
    assert_eq!(
        record.to_text(),
        "[Variant \"medea\"]\n\
         [Position \"8/3m4/8/8/3m4/8/8/3K4 w a1,h1 a8,h8 0\"]\n\
         [Event \"Test \\\"one\\\"\"]\n\
         d1xd5xd8\n"
    );
    assert_eq!(
        record.entries,
        vec![Entry::Move(Notation::parse("d1xd5xd8").unwrap())]
    );
    let again = Record::parse(&record.to_text()).unwrap();
    assert_eq!(again, record);
    assert_eq!(again.replay().unwrap().position(), game.position());
}

#[test]
fn the_json_form_is_versioned_and_round_trips() {
    let mut game = Game::new();
    for text in ["c3-d4", "d6-d5", "resign"] {
        game.play_text(text).unwrap();
    }
    let record = Record::of_game(&game, vec![("White".into(), "Ada".into())]);
    let json = record.to_json();
    assert_eq!(
        json,
        "{\n  \"format\": 1,\n  \"variant\": \"medea\",\n  \"headers\": {\n    \"White\": \"Ada\"\n  },\n  \"moves\": [\n    \"c3-d4\",\n    \"d6-d5\",\n    \"resign\"\n  ]\n}\n"
    );
    let back = Record::parse(&json).unwrap();
    assert_eq!(back, record);
    assert_eq!(back.to_text(), record.to_text());
    let replayed = back.replay().unwrap();
    assert_eq!(replayed.outcome(), game.outcome());
    assert_eq!(replayed.position(), game.position());
}

#[test]
fn text_errors_name_their_line() {
    let error = |text: &str| Record::parse(text).and_then(|r| r.replay()).unwrap_err();
    assert_eq!(
        error("c3-d4\nd6-d5\n").to_string(),
        "line 2: the record has no [Variant \"medea\"] header"
    );
    assert_eq!(
        error("[Variant \"pillars\"]\n").to_string(),
        "line 1: this reader reads Medea records, not 'pillars'"
    );
    assert_eq!(
        error("[Variant \"medea\"]\n[Position \"8/8 w\"]\nc3-d4\n").to_string(),
        "line 2: bad FEN: it needs 5 fields separated by spaces (pieces, side, White's chakras, Black's chakras, count), found 2"
    );
    assert_eq!(
        error("[Variant \"medea\"]\n\nc3-d4\n# thinking\nd6-d4\n").to_string(),
        "line 5: a man steps one square forward, straight or diagonally, not from d6 to d4"
    );
    assert_eq!(
        error("[Variant \"medea\"]\nc3-d4\nd6:d5\n").to_string(),
        "line 3: 'd6:d5' is not a move: a move looks like c3-d4, d4xd6 or Ca2-b3"
    );
    assert_eq!(
        error("[Variant \"medea\"]\nresign\nc3-d4\n").to_string(),
        "line 3: the game is over: no move may follow"
    );
    assert_eq!(
        error("[Variant \"medea\"]\nc3-d4\n[White \"x\"]\n").location,
        Location::Line(3)
    );
}

#[test]
fn json_errors_name_their_turn() {
    let error = |text: &str| Record::parse(text).and_then(|r| r.replay()).unwrap_err();
    assert_eq!(
        error(r#"{"format":1,"variant":"medea","moves":["c3-d4","d6-d5","c3-c4"]}"#).to_string(),
        "turn 3: there is no piece on c3"
    );
    assert_eq!(
        error(r#"{"format":1,"variant":"medea","moves":["c3-d4","x"]}"#).to_string(),
        "turn 2: 'x' is not a move: a move looks like c3-d4, d4xd6 or Ca2-b3"
    );
    assert_eq!(
        error(r#"{"format":2,"variant":"medea","moves":[]}"#).to_string(),
        "record format 2 is not one this program reads (1 to 1)"
    );
    assert_eq!(
        error(r#"{"format":1,"variant":"medea","position":"8/8/8/8/8/8/8/8 w a1,a1 a8,h8 0","moves":[]}"#)
            .to_string(),
        "the position: bad FEN: two chakras stand on a1"
    );
    assert_eq!(
        error(r#"{"format":1,"variant":"medea","headers":{"White":1},"moves":[]}"#).to_string(),
        "header 'White' must be a string"
    );
    assert!(
        error(r#"{"format":1,"variant":"medea","moves":[],"extra":0}"#)
            .to_string()
            .starts_with("not a valid JSON record: unknown field `extra`")
    );
}

#[test]
fn a_record_has_at_most_the_record_move_limit() {
    let moves = vec!["\"c3-d4\""; MAX_RECORD_MOVES + 1].join(",");
    let json = format!(r#"{{"format":1,"variant":"medea","moves":[{moves}]}}"#);
    assert_eq!(
        Record::parse(&json).unwrap_err().to_string(),
        format!("a record may have at most {MAX_RECORD_MOVES} moves")
    );
    let text = format!(
        "[Variant \"medea\"]\n{}",
        "c3-d4\n".repeat(MAX_RECORD_MOVES + 1)
    );
    assert_eq!(
        Record::parse(&text).unwrap_err().location,
        Location::Line(MAX_RECORD_MOVES + 2)
    );
}

#[test]
fn a_record_may_start_from_a_position() {
    let text = "[Variant \"medea\"]\n[Position \"8/8/3m4/8/8/8/7m/1M6 w a2,h2 a7,h7 0\"]\nb1-a2\n";
    let game = Record::parse(text).unwrap().replay().unwrap();
    assert_eq!(
        game.position().to_fen(),
        "8/8/3m4/8/8/8/7M/8 b a2,h2 a7,h7 0"
    );
    assert_eq!(
        game.dump(),
        r#"{"variant":"medea","fen":"8/8/3m4/8/8/8/7M/8 b a2,h2 a7,h7 0","to_move":"black","status":"ongoing"}"#
    );
}
