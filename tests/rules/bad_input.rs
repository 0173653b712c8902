//! Bad input costs a clear message and nothing more (the README, "Reading a game record"):
//! comments after a turn, byte-order marks and every line ending, short and printable
//! messages, errors that name the turn in JSON records and links, headers given twice, and
//! the limits on a record's size and length in every form.

use medusa::games::text_record::{MAX_RECORD_BYTES, MAX_RECORD_MOVES};
use medusa::medusa::{Location, Position, Record, RecordError, Variant};

fn read(text: &str) -> Result<Record, RecordError> {
    Record::parse(text).and_then(|record| record.replay().map(|_| record))
}

fn error(text: &str) -> String {
    match read(text) {
        Ok(_) => panic!("expected an error for:\n{text}"),
        Err(e) => e.to_string(),
    }
}

#[test]
fn a_comment_may_follow_a_turn() {
    let record = read("[Variant \"medusa\"]\nj11   # a placement\nk11 # another\n").unwrap();
    assert_eq!(record.turns.len(), 2);
    // A comment may follow a header too, and a `#` inside a header's value is text.
    let record = read("[Variant \"lotus\"] # the game\n[White \"Ada #1\"]\n17#first\n").unwrap();
    assert_eq!(record.header("white"), Some("Ada #1"));
    assert_eq!(record.turns.len(), 1);
}

#[test]
fn a_byte_order_mark_and_every_line_ending_are_read() {
    let with_mark = read("\u{feff}[Variant \"lotus\"]\n17\n18\n").unwrap();
    assert_eq!(
        (with_mark.variant, with_mark.turns.len()),
        (Variant::Lotus, 2)
    );
    for text in [
        "[Variant \"lotus\"]\r17\r18\r",
        "[Variant \"lotus\"]\r\n17\r\n18\r\n",
        "\u{feff}[Variant \"lotus\"]\r\n17\r18\n",
    ] {
        let record = read(text).unwrap();
        assert_eq!(record.turns.len(), 2, "{text:?}");
    }
    // A JSON record may carry the mark too.
    let json = read("\u{feff}{\"format\":1,\"variant\":\"lotus\",\"turns\":[{\"type\":\"pass\"}]}")
        .unwrap();
    assert_eq!(json.turns.len(), 1);
    // CR-only lines are numbered as lines: the error names the third, not the whole file.
    assert_eq!(
        error("[Variant \"lotus\"]\r17\r17\r"),
        "line 3: 17 is occupied"
    );
}

#[test]
fn a_long_token_is_cut_short_in_the_message() {
    let text = format!("[Variant \"medusa\"]\n{}\n", "x".repeat(100_000));
    let message = error(&text);
    assert_eq!(
        message,
        format!("line 2: '{}…' is not a cell of this board", "x".repeat(24))
    );
    let header = format!("[Variant \"{}\"]\n", "y".repeat(100_000));
    assert_eq!(
        error(&header),
        format!(
            "line 1: unknown variant '{}…' (medusa or lotus)",
            "y".repeat(24)
        )
    );
}

#[test]
fn invisible_and_control_characters_are_shown_escaped() {
    assert_eq!(
        error("[Variant \"medusa\"]\nj\u{200b}11\n"),
        "line 2: 'j\\u{200b}11' is not a cell of this board"
    );
    assert_eq!(
        error("[Variant \"medusa\"]\nj11 \u{202e}k11-k13\n"),
        "line 2: '\\u{202e}k11' is not a cell of this board"
    );
    assert_eq!(
        error("[Variant \"lotus\"]\n1\u{0}7\n"),
        "line 2: '1\\u{0}7' is not a point of this board"
    );
    assert_eq!(
        error("[Variant \"medusa\"]\n[Komi \"3\u{7}\"]\n"),
        "line 2: komi '3\\u{7}' is not a whole number"
    );
    // In links and JSON records too.
    assert_eq!(
        Record::from_fragment("medusa,3,j\u{200b}11")
            .unwrap_err()
            .to_string(),
        "turn 1: 'j\\u{200b}11' is not a cell of this board"
    );
    assert_eq!(
        error(
            "{\"format\":1,\"variant\":\"medusa\",\"turns\":[{\"type\":\"play\",\"place\":\"j\\u200b11\"}]}"
        ),
        "turn 1: 'j\\u{200b}11' is not on this board"
    );
    let message = error(&format!(
        "{{\"format\":1,\"variant\":\"{}\u{202e}\",\"turns\":[]}}",
        "z".repeat(10_000)
    ));
    assert!(message.len() < 200, "{message}");
    assert!(message.contains("not a valid JSON record"), "{message}");
    assert!(!message.contains('\u{202e}'), "{message}");
}

#[test]
fn errors_in_json_records_name_the_turn() {
    let one_line = "{\"format\":1,\"variant\":\"medusa\",\"turns\":[{\"type\":\"play\",\"place\":\"j11\"},{\"type\":\"pass\"},{\"type\":\"play\",\"place\":\"j11\"}]}";
    assert_eq!(error(one_line), "turn 3: j11 is occupied");
    // A dead list in a game without its final passes is named as such (it has no line).
    assert_eq!(
        error("{\"format\":1,\"variant\":\"medusa\",\"turns\":[],\"dead\":[\"j11\"]}"),
        "the dead list: dead stones may only be named after the game's two final passes"
    );
    assert_eq!(
        error("{\"format\":1,\"variant\":\"lotus\",\"turns\":[],\"dead\":[\"99\"]}"),
        "the dead list: '99' is not on this board"
    );
    let error = Record::parse(
        "{\"format\":1,\"variant\":\"lotus\",\"turns\":[{\"type\":\"play\",\"place\":\"17\"},{\"type\":\"play\",\"place\":\"17\"}]}",
    )
    .unwrap()
    .replay()
    .unwrap_err();
    assert_eq!(error.location, Location::Turn(2));
}

#[test]
fn a_header_given_twice_is_an_error_on_its_line() {
    assert_eq!(
        error("[Variant \"medusa\"]\n[Variant \"lotus\"]\n"),
        "line 2: the Variant header is given twice (first on line 1)"
    );
    assert_eq!(
        error("[Variant \"medusa\"]\n[Komi \"3\"]\n# more\n[komi \"-4\"]\nj11\n"),
        "line 4: the komi header is given twice (first on line 2)"
    );
    assert_eq!(
        error("[Variant \"medusa\"]\n[White \"Ada\"]\n[White \"Bo\"]\n"),
        "line 3: the White header is given twice (first on line 2)"
    );
}

#[test]
fn json_records_refuse_format_0_and_fields_given_twice() {
    assert_eq!(
        error("{\n\"format\": 0,\n\"variant\": \"medusa\", \"turns\": []}"),
        "line 2: not a valid JSON record: record format 0 does not exist (formats start at 1; \
         this program reads 1 to 1) at line 2 column 11"
    );
    assert!(
        error("{\"format\": 1, \"variant\": \"medusa\",\n\"komi\": 3, \"komi\": 4, \"turns\": []}")
            .starts_with("line 2: not a valid JSON record: duplicate field `komi`")
    );
    assert!(
        error("{\"format\": 1, \"variant\": \"medusa\", \"turns\": [],\n\"headers\": {\"White\": \"a\", \"white\": \"b\"}}")
            .starts_with("line 2: not a valid JSON record: the header 'white' is given twice")
    );
    // Headers the text form could not write back.
    assert!(
        error("{\"format\": 1, \"variant\": \"medusa\", \"turns\": [], \"headers\": {\"Variant\": \"lotus\"}}")
            .contains("the header 'Variant' belongs outside the headers")
    );
    assert!(
        error("{\"format\": 1, \"variant\": \"medusa\", \"turns\": [], \"headers\": {\"White player\": \"a\"}}")
            .contains("the header name 'White player' may hold only letters, digits and _")
    );
    assert!(
        error(
            "{\"format\": 1, \"variant\": \"medusa\", \"turns\": [], \"headers\": {\"White\": 3}}"
        )
        .contains("header 'White' must be a string")
    );
}

#[test]
fn a_record_has_a_largest_size_in_every_form() {
    let padding = "#".repeat(MAX_RECORD_BYTES);
    let text = format!("[Variant \"lotus\"]\n{padding}\n");
    assert_eq!(
        error(&text),
        "the record is 1025 KiB, more than the 1024 KiB a record may have"
    );
    let json = format!(
        "{{\"format\":1,\"variant\":\"lotus\",\"turns\":[]}}{}",
        " ".repeat(MAX_RECORD_BYTES)
    );
    assert_eq!(
        error(&json),
        "the record is 1025 KiB, more than the 1024 KiB a record may have"
    );
    let link = format!("lotus,3,{}", "+".repeat(MAX_RECORD_BYTES));
    assert_eq!(
        Record::from_fragment(&link).unwrap_err().to_string(),
        "the link is 1025 KiB, more than the 1024 KiB a game may have"
    );
}

#[test]
fn a_record_has_a_most_turns_in_every_form() {
    let text = format!(
        "[Variant \"lotus\"]\n{}",
        "pass\n".repeat(MAX_RECORD_MOVES + 1)
    );
    assert_eq!(
        Record::parse(&text).unwrap_err().to_string(),
        format!(
            "line {}: a record may have at most {MAX_RECORD_MOVES} turns",
            MAX_RECORD_MOVES + 2
        )
    );
    // A closing dead line is not a turn: the reader keeps room for it.
    let closed = format!(
        "[Variant \"lotus\"]\n{}dead\n",
        "pass\n".repeat(MAX_RECORD_MOVES)
    );
    let read = Record::parse(&closed).map(|record| (record.turns.len(), record.dead.is_some()));
    assert_eq!(read.ok(), Some((MAX_RECORD_MOVES, true)));
    let turns = vec!["{\"type\":\"pass\"}"; MAX_RECORD_MOVES + 1].join(",");
    let json = format!("{{\"format\":1,\"variant\":\"lotus\",\"turns\":[{turns}]}}");
    assert_eq!(
        Record::parse(&json).unwrap_err().to_string(),
        format!(
            "turn {}: a record may have at most {MAX_RECORD_MOVES} turns",
            MAX_RECORD_MOVES + 1
        )
    );
    let link = format!("lotus,3{}", ",pass".repeat(MAX_RECORD_MOVES + 1));
    assert_eq!(
        Record::from_fragment(&link).unwrap_err().to_string(),
        format!(
            "turn {}: a record may have at most {MAX_RECORD_MOVES} turns",
            MAX_RECORD_MOVES + 1
        )
    );
}

#[test]
fn the_longest_record_is_read_and_replayed() {
    let text = format!(
        "[Variant \"medusa\"]\n{}",
        "pass\n".repeat(MAX_RECORD_MOVES)
    );
    let record = Record::parse(&text).unwrap();
    let game = record.replay().unwrap();
    assert_eq!(game.turns().len(), MAX_RECORD_MOVES);
    // Each pass moves the marker one point towards the passer: White's and Black's cancel.
    assert_eq!(game.position().marker(), -3);
    assert!(game.position().marking().is_some());
    let link = record.to_fragment();
    assert_eq!(Record::from_fragment(&link).unwrap(), record);
}

#[test]
fn a_game_keeps_its_history_in_a_small_constant_per_turn() {
    use medusa::medusa::{Game, PlayedTurn, Snapshot};
    // A whole position carries its groups (about 14 KB on Medusa's board); the history keeps
    // snapshots of a few hundred bytes.
    assert!(std::mem::size_of::<Position>() > 10_000);
    assert!(std::mem::size_of::<Snapshot>() <= 200);
    assert!(std::mem::size_of::<PlayedTurn>() <= 256);
    // Snapshots give back the very position, and undo goes on working through them.
    let record = read("[Variant \"medusa\"]\nk11\na1\nk12\npass\n- k11-k13\n").unwrap();
    let mut game = record.replay().unwrap();
    let before = game.turns()[4].before;
    assert_eq!(before.hash(), before.position().hash());
    let mut replayed = Game::new(Variant::Medusa, 3).unwrap();
    for turn in &record.turns[..4] {
        replayed.play_turn(turn).unwrap();
    }
    assert_eq!(&before.position(), replayed.position());
    assert!(game.undo());
    assert_eq!(game.position(), replayed.position());
    assert!(game.undo() && game.undo());
    assert_eq!(game.turns().len(), 2);
    assert_eq!(game.position().board().occupied().len(), 2);
}

#[test]
fn a_position_dump_with_the_marker_far_off_the_track_is_refused() {
    for marker in ["-128", "127", "10", "-10"] {
        let dump = format!(
            "{{\"variant\":\"medusa\",\"to_move\":\"black\",\"marker\":{marker},\"white\":[],\"black\":[],\"status\":\"ongoing\"}}"
        );
        assert_eq!(
            Position::from_dump(&dump),
            Err(format!("marker {marker} is beyond the track (-9 to 9)")),
        );
    }
}

/// The example record in the README's "Reading a game record" section.
fn readme_example() -> String {
    let readme = include_str!("../../README.md");
    let section = readme
        .split("## Reading a game record")
        .nth(1)
        .expect("the README has a section on reading a game record");
    section
        .split("```")
        .skip(1)
        .step_by(2)
        .find(|block| block.trim_start().starts_with("[Variant"))
        .expect("the section shows a record")
        .to_string()
}

#[test]
fn the_readme_example_record_replays() {
    let record = Record::parse(&readme_example()).unwrap();
    assert_eq!(record.header("white"), Some("Ada"));
    assert_eq!(record.turns.len(), 12);
    let game = record.replay().unwrap();
    let outcome = game.position().outcome().expect("the game ends");
    assert_eq!(outcome.resigned, Some(medusa::medusa::Colour::Black));
    // The bundled example game replays too, to its count.
    let example = Record::parse(include_str!("../../assets/games/medusa-example.txt")).unwrap();
    let counted = example.replay().unwrap();
    assert_eq!(counted.position().outcome().map(|o| o.resigned), Some(None));
}
