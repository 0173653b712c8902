//! Medea's records (RULES-medea.md §6): text records through the shared reader (headers,
//! comments, every line ending, a start position), the versioned JSON form, the link form
//! (a web address's fragment), canonical output, and errors that name the line (text) or the
//! turn (JSON, links).

use medusa::games::text_record::{Location, MAX_RECORD_BYTES, MAX_RECORD_MOVES, RecordError};
use medusa::medea::{
    Colour, Effect, EndReason, Entry, Game, GameResult, Notation, Outcome, Piece, Position, Record,
    Role,
};

use crate::common::medea::sq;
use crate::common::{body_lines, misspaced};

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
fn a_records_tokens_are_its_body_lines() {
    let mut record = Record::parse(GAME).unwrap();
    record.entries.push(Entry::Resign(None));
    let tokens = record.tokens();
    assert_eq!(tokens, ["c3-c4", "c6-c5", "c4xc6", "d6xb6", "resign"]);
    assert_eq!(tokens, body_lines(&record.to_text()));
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
fn a_fen_is_read_only_in_its_documented_form() {
    let start = "mmmmmmmm/1mmmmmm1/2mmmm2/8/8/2MMMM2/1MMMMMM1/MMMMMMMM w a2,h2 a7,h7 0";
    assert_eq!(Position::from_fen(start), Ok(Position::start()));
    // Blanks around the whole are ignored, not between the fields.
    assert_eq!(
        Position::from_fen(&format!(" {start}\n")),
        Ok(Position::start())
    );
    for spaced in misspaced(start) {
        assert_eq!(
            Position::from_fen(&spaced).unwrap_err().to_string(),
            "bad FEN: its fields are separated by single spaces",
            "{spaced:?}"
        );
    }
    let error = |fen: &str| Position::from_fen(fen).unwrap_err().to_string();
    // A number of empty squares is one digit: 44 is not 4 and 4.
    assert_eq!(
        error("mmmmmmmm/1mmmmmm1/2mmmm2/44/8/2MMMM2/1MMMMMM1/MMMMMMMM w a2,h2 a7,h7 0"),
        "bad FEN: '44' is not a piece (M, K, m, k) or a number of empty squares (1 to 8)"
    );
    assert_eq!(
        error("mmmmmmmm/1mmmmmm1/2mmmm2/8/8/2MMMM2/1MMMMMM1/MMMMMMMM w a2,h2 a7,h7 01"),
        "bad FEN: the no-progress count is a number of plies (0 to 100), not '01'"
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

/// The RFC 3986 fragment characters: unreserved, sub-delimiters, `:`, `@`, `/`, `?` (and `%`
/// only to escape).
fn is_fragment_character(c: char) -> bool {
    c.is_ascii_alphanumeric() || "-._~!$&'()*+,;=:@/?".contains(c)
}

#[test]
fn a_game_with_captures_a_transmission_and_a_king_travels_in_a_link() {
    let mut game = Game::new();
    let mut effects = Vec::new();
    for text in [
        "d3-e4",
        "g8-h7", // onto Black's vacant chakra: transmitted to a7
        "e3-d4",
        "e6-e5",
        "e4xe6xg6xg8", // three men taken, crowned on g8
        "a7-a6",
        "g8-h7", // the king onto Black's chakra
        "a8-a7", // transmitted to h7: the king is captured by replacement
    ] {
        effects.extend(game.play_text(text).unwrap());
    }
    let black_man = Piece::new(Colour::Black, Role::Man);
    let white_king = Piece::new(Colour::White, Role::King);
    for expected in [
        Effect::Transmitted {
            from: sq("h7"),
            to: sq("a7"),
        },
        Effect::Removed {
            pieces: vec![
                (sq("e5"), black_man),
                (sq("f6"), black_man),
                (sq("g7"), black_man),
            ],
        },
        Effect::Crowned { square: sq("g8") },
        Effect::CapturedByReplacement {
            square: sq("h7"),
            piece: white_king,
        },
    ] {
        assert!(effects.contains(&expected), "{expected:?} in {effects:?}");
    }
    let record = Record::of_game(&game, vec![("White".into(), "Ada".into())]);
    let fragment = record.to_fragment();
    assert_eq!(
        fragment,
        "medea,d3-e4,g8-h7,e3-d4,e6-e5,e4xe6xg6xg8,a7-a6,g8-h7,a8-a7"
    );
    // The players' names stay behind; the game comes back whole.
    let back = Record::from_fragment(&fragment).unwrap();
    assert_eq!(back, Record::of_game(&game, Vec::new()));
    assert_eq!(back.entries, record.entries);
    let replayed = back.replay().unwrap();
    assert_eq!(replayed.position(), game.position());
    assert_eq!(
        replayed.position().to_fen(),
        "1mmmmm1m/1mmmmm1m/m1mm4/8/3M4/2M2M2/1MMMMMM1/MMMMMMMM w a2,h2 a7,h7 0"
    );
}

#[test]
fn a_short_game_has_a_short_link() {
    let mut game = Game::new();
    for text in ["c3-c4", "f6-f5", "Ca2-b3", "draw"] {
        game.play_text(text).unwrap();
    }
    let link = Record::of_game(&game, Vec::new()).to_fragment();
    assert_eq!(link, "medea,c3-c4,f6-f5,Ca2-b3,draw");
    let mut resigned = Game::new();
    resigned.resign().unwrap();
    assert_eq!(
        Record::of_game(&resigned, Vec::new()).to_fragment(),
        "medea,resign"
    );
    assert_eq!(
        Record::of_game(&Game::new(), Vec::new()).to_fragment(),
        "medea"
    );
    let back = Record::from_fragment("medea").unwrap();
    assert_eq!((back.start, back.entries.len()), (None, 0));
}

#[test]
fn a_game_from_its_own_position_carries_the_fen_in_its_link() {
    let start = "8/3m4/8/8/3m4/8/8/3K4 w a1,h1 a8,h8 0";
    let mut game = Game::from_position(Position::from_fen(start).unwrap());
    game.play_text("d1xd6xd8").unwrap();
    let record = Record::of_game(&game, Vec::new());
    let fragment = record.to_fragment();
    assert_eq!(
        fragment,
        "medea,8/3m4/8/8/3m4/8/8/3K4+w+a1,h1+a8,h8+0,d1xd5xd8"
    );
    assert!(fragment.chars().all(is_fragment_character), "{fragment}");
    let back = Record::from_fragment(&fragment).unwrap();
    assert_eq!(back, record);
    assert_eq!(back.start.map(|p| p.to_fen()).as_deref(), Some(start));
    let replayed = back.replay().unwrap();
    assert_eq!(replayed.position(), game.position());
    assert_eq!(
        replayed.outcome(),
        Some(Outcome {
            result: GameResult::Win(Colour::White),
            reason: EndReason::NoPieces
        })
    );
    // Black to move, chakras away from home, a no-progress count, no turns yet.
    let position = Position::from_fen("8/8/8/3k4/8/8/3K4/8 b h2,b5 g7,a3 12").unwrap();
    let record = Record::new(Vec::new(), Some(position), Vec::new());
    assert_eq!(
        record.to_fragment(),
        "medea,8/8/8/3k4/8/8/3K4/8+b+b5,h2+a3,g7+12"
    );
    assert_eq!(
        Record::from_fragment(&record.to_fragment()).unwrap(),
        record
    );
}

#[test]
fn a_link_may_be_percent_escaped_and_start_with_a_hash() {
    let plain =
        Record::from_fragment("medea,8/3m4/8/8/3m4/8/8/3K4+w+a1,h1+a8,h8+0,d1xd5xd8").unwrap();
    for written in [
        "#medea,8/3m4/8/8/3m4/8/8/3K4+w+a1,h1+a8,h8+0,d1xd5xd8",
        "#medea%2C8%2F3m4%2F8%2F8%2F3m4%2F8%2F8%2F3K4%20w%20a1%2Ch1%20a8%2Ch8%200%2Cd1xd5xd8",
        "%6Dedea,8/3m4/8/8/3m4/8/8/3K4%20w+a1,h1%20a8,h8+0,d1x%64%35xd8",
        // Blanks around fields and empty fields are passed over; the name has no case.
        " MEDEA ,, 8/3m4/8/8/3m4/8/8/3K4+w+a1,h1+a8,h8+0 ,, d1xd5xd8 ,",
    ] {
        assert_eq!(Record::from_fragment(written).unwrap(), plain, "{written}");
    }
    let game = Record::from_fragment("#medea%2Cc3-d4%2Cd6-d5").unwrap();
    assert_eq!(game.replay().unwrap().notations(), vec!["c3-d4", "d6-d5"]);
}

#[test]
fn a_bad_link_says_what_is_wrong_and_where() {
    let error = |fragment: &str| Record::from_fragment(fragment).unwrap_err().to_string();
    assert_eq!(
        error("medusa,3,j11"),
        "'medusa' is not Medea: the link should start with medea"
    );
    assert_eq!(
        error(""),
        "'' is not Medea: the link should start with medea"
    );
    assert_eq!(
        error("c3-d4,d6-d5"),
        "'c3-d4' is not Medea: the link should start with medea"
    );
    // Turns count from 1, empty fields not counted.
    assert_eq!(
        error("medea,c3-d4,d6-d5,c3-c4"),
        "turn 3: there is no piece on c3"
    );
    assert_eq!(
        error("medea,c3-d4,,d6-d5,c3-c4"),
        "turn 3: there is no piece on c3"
    );
    assert_eq!(
        error("medea,c3-d4,d6-d5,d6:d5"),
        "turn 3: 'd6:d5' is not a move: a move looks like c3-d4, d4xd6 or Ca2-b3"
    );
    assert_eq!(
        error("medea,resign,c3-d4"),
        "turn 2: the game is over: no move may follow"
    );
    assert_eq!(
        error("medea,8/8+w,c3-d4"),
        "the position: bad FEN: it needs 5 fields separated by spaces (pieces, side, White's chakras, Black's chakras, count), found 2"
    );
    assert_eq!(
        error("medea,8/8/8/8/8/8/8/8+w+a1,a1+a8,h8+0"),
        "the position: bad FEN: two chakras stand on a1"
    );
    // Garbage, escaped or not, is shown as what it is.
    assert_eq!(
        error("medea,c3-d4,%FF%00%1B"),
        "turn 2: '\u{fffd}\\u{0}\\u{1b}' is not a move: a move looks like c3-d4, d4xd6 or Ca2-b3"
    );
    assert_eq!(
        error("\u{7}\u{200b}medea\u{202e},c3-d4"),
        "'\\u{7}\\u{200b}medea\\u{202e}' is not Medea: the link should start with medea"
    );
    assert_eq!(
        error("medea,c3-d4,\u{0}\u{2060}x"),
        "turn 2: '\\u{0}\\u{2060}x' is not a move: a move looks like c3-d4, d4xd6 or Ca2-b3"
    );
}

#[test]
fn a_link_is_read_within_the_record_limits() {
    let commas = |bytes: usize| format!("medea{}", ",".repeat(bytes - "medea".len()));
    assert!(Record::from_fragment(&commas(MAX_RECORD_BYTES)).is_ok());
    assert_eq!(
        Record::from_fragment(&commas(MAX_RECORD_BYTES + 1))
            .unwrap_err()
            .to_string(),
        "the link is 1025 KiB, more than the 1024 KiB a game may have"
    );
    let long = format!("medea{}", ",c3-d4".repeat(MAX_RECORD_MOVES + 1));
    assert_eq!(
        Record::from_fragment(&long).unwrap_err(),
        RecordError::at_turn(
            MAX_RECORD_MOVES + 1,
            format!("a record may have at most {MAX_RECORD_MOVES} moves")
        )
    );
}
