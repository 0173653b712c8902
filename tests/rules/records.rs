//! Notation and records (the README, "Reading a game record"): turn text, text and JSON records both ways, the
//! dead line, the position dump, and errors that name their line.

use crate::common::{at, body_lines, position};
use medusa::medusa::{Colour, Game, Position, Record, Turn, Variant};

const M: Variant = Variant::Medusa;
const L: Variant = Variant::Lotus;

fn parse(text: &str, variant: Variant) -> Result<Turn, String> {
    Turn::parse(text, variant.topology(), Colour::White)
}

#[test]
fn turn_notation_reads_placements_movements_passes_and_resignations() {
    let t = M.topology();
    assert_eq!(parse("j11", M), Ok(Turn::place(at(M, "j11"))));
    assert_eq!(
        parse("j11 q15-s15 e1-c1", M),
        Ok(Turn::Play {
            placement: Some(at(M, "j11")),
            moves: vec![(at(M, "q15"), at(M, "s15")), (at(M, "e1"), at(M, "c1"))]
        })
    );
    assert_eq!(
        parse("- q15-s15", M),
        Ok(Turn::Play {
            placement: None,
            moves: vec![(at(M, "q15"), at(M, "s15"))]
        })
    );
    // The seeds' compact form.
    assert_eq!(parse("- qs15 ec1", M), parse("- q15-s15 e1-c1", M));
    assert_eq!(parse("pass", M), Ok(Turn::Pass));
    assert_eq!(parse("PASS", M), Ok(Turn::Pass));
    assert_eq!(parse("-", M), Ok(Turn::Pass));
    assert_eq!(parse("resign", M), Ok(Turn::Resign(Colour::White)));
    assert_eq!(parse("resign black", M), Ok(Turn::Resign(Colour::Black)));
    assert_eq!(parse("17", L), Ok(Turn::place(at(L, "17"))));
    // Written back.
    let turn = parse("j11 qs15", M).unwrap();
    assert_eq!(turn.notation(t, Colour::White), "j11 q15-s15");
    assert_eq!(
        Turn::Resign(Colour::Black).notation(t, Colour::White),
        "resign black"
    );
}

#[test]
fn turn_notation_errors_say_what_is_wrong() {
    assert_eq!(
        parse("j10", M),
        Err("'j10' is not a cell of this board".to_string())
    );
    assert_eq!(parse("", M), Err("the turn is empty".to_string()));
    assert_eq!(
        parse("pass j11", M),
        Err("'pass' takes nothing after it, found 'j11'".to_string())
    );
    assert_eq!(
        parse("j11 q15s15", M),
        Err("'q15s15' is not a movement (write it as from-to, like q15-s15, or qs15)".to_string())
    );
    assert_eq!(
        parse("q15-s15", M),
        Err("a turn starts with a placement or '-', found the movement 'q15-s15'".to_string())
    );
    assert_eq!(
        parse("73", L),
        Err("'73' is not a point of this board".to_string())
    );
    assert_eq!(
        parse("17 5-6", L),
        Err("stones do not move in Lotus, found '5-6'".to_string())
    );
    assert_eq!(
        parse("resign grey", M),
        Err("'grey' is not a colour (black or white)".to_string())
    );
}

/// A Medusa game with a capture, movements, passes and a dead line.
const MEDUSA_GAME: &str = r#"[Variant "medusa"]
[Komi "2"]
[White "Ada"]
[Black "Bo \"the bold\""]
# White opens in the corner; Black's a1 is a suicide.
b1
k11
a2
a1
- a1-a3
k12
pass
- k11-k13
pass
pass
dead k12
"#;

#[test]
fn a_text_record_replays_to_the_counted_result() {
    let record = Record::parse(MEDUSA_GAME).unwrap();
    assert_eq!(record.variant, M);
    assert_eq!(record.komi, 2);
    assert_eq!(record.header("black"), Some("Bo \"the bold\""));
    assert_eq!(record.turns.len(), 10);
    assert_eq!(record.dead, Some(vec![at(M, "k12")]));
    let game = record.replay().unwrap();
    // Black's a1 was reversed (a suicide), White moved a1 to a3, Black moved k11 to k13, and
    // Black's k12-k13 was agreed dead. Marker: komi -2; White moves only: -1; White passes: 0;
    // Black moves only: -1; White passes: 0; Black passes: -1.
    assert_eq!(
        game.position().dump(),
        r#"{"variant":"medusa","to_move":"white","marker":-1,"white":["a2","a3","b1","k12","k13"],"black":[],"status":"ended","score":{"white":210,"black":1},"winner":"white"}"#
    );
    assert_eq!(game.dead(), [at(M, "k12")]);
}

#[test]
fn a_record_steps_through_its_turns_then_its_dead_line() {
    use medusa::games::GameRecord;
    let record = Record::parse(MEDUSA_GAME).unwrap();
    assert_eq!((GameRecord::turns(&record), record.steps()), (10, 11));
    // Every step but the last leaves the dead line out; the last is the whole record.
    let before_count = record.prefix(10);
    assert_eq!(
        (before_count.turns.len(), before_count.dead.clone()),
        (10, None)
    );
    let game = before_count.replay().unwrap();
    assert!(game.position().marking().is_some(), "two passes: marking");
    assert_eq!(record.prefix(11), record);
    assert_eq!(record.prefix(99), record);
    let opening = record.prefix(3);
    assert_eq!(opening.turns, record.turns[..3]);
    assert_eq!(opening.header("black"), Some("Bo \"the bold\""));
    assert_eq!(opening.replay().unwrap().turns().len(), 3);
}

#[test]
fn text_to_json_to_text_round_trips() {
    let record = Record::parse(MEDUSA_GAME).unwrap();
    let json = record.to_json();
    let from_json = Record::parse(&json).unwrap();
    assert_eq!(from_json, record);
    let text = from_json.to_text();
    assert_eq!(Record::parse(&text).unwrap(), record);
    // The written text is the canonical form of the input.
    assert_eq!(
        text,
        "[Variant \"medusa\"]\n[Komi \"2\"]\n[White \"Ada\"]\n[Black \"Bo \\\"the bold\\\"\"]\n\
         b1\nk11\na2\na1\n- a1-a3\nk12\npass\n- k11-k13\npass\npass\ndead k12\n"
    );
    // Both replay to the same position.
    assert_eq!(
        Record::parse(&json)
            .unwrap()
            .replay()
            .unwrap()
            .position()
            .dump(),
        record.replay().unwrap().position().dump()
    );
}

#[test]
fn a_records_tokens_are_its_body_lines() {
    let text = "[Variant \"medusa\"]\n[Komi \"3\"]\n\
                j11\nk11\nr15\nk12\nd1\na10\nq15\ns19\ne1 q15-s15 e1-c1\n- k11-k13\n\
                pass\npass\ndead a10\n";
    let record = Record::parse(text).unwrap();
    record.replay().unwrap();
    let tokens = record.tokens();
    assert_eq!(
        tokens,
        [
            "j11",
            "k11",
            "r15",
            "k12",
            "d1",
            "a10",
            "q15",
            "s19",
            "e1 q15-s15 e1-c1",
            "- k11-k13",
            "pass",
            "pass",
            "dead a10"
        ]
    );
    assert_eq!(tokens, body_lines(&record.to_text()));
    // The same through the registry, for any game.
    let any = medusa::games::GAMES
        .find("medusa")
        .unwrap()
        .read_record(text)
        .unwrap();
    assert_eq!(any.tokens(), tokens);
}

#[test]
fn a_record_travels_in_a_link_fragment() {
    let record = Record::parse(MEDUSA_GAME).unwrap();
    let fragment = record.to_fragment();
    assert_eq!(
        fragment,
        "medusa,2,b1,k11,a2,a1,-+a1-a3,k12,pass,-+k11-k13,pass,pass,dead+k12"
    );
    assert!(
        fragment
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || ",+-".contains(c))
    );
    // The players' names stay behind; the game itself comes back whole.
    let back = Record::from_fragment(&fragment).unwrap();
    assert_eq!(back.turns, record.turns);
    assert_eq!(
        (back.variant, back.komi, back.dead.clone()),
        (M, 2, record.dead.clone())
    );
    assert_eq!(
        back.replay().unwrap().position(),
        record.replay().unwrap().position()
    );
    // A leading '#' and percent escapes (as some browsers write spaces) are fine.
    let escaped = "#lotus,3,17,pass%2Cpass".replace("%2C", ",");
    let lotus = Record::from_fragment(&escaped).unwrap();
    assert_eq!(lotus.turns.len(), 3);
    assert_eq!(
        Record::from_fragment("medusa,3,-%20a1-a3")
            .unwrap_err()
            .to_string(),
        "turn 1: there is no stone on a1"
    );
}

#[test]
fn negative_komi_travels_in_every_form() {
    let text = "[Variant \"medusa\"]\n[Komi \"-4\"]\nj11\npass\n";
    let record = Record::parse(text).unwrap();
    assert_eq!(record.komi, -4);
    assert!(
        record
            .to_text()
            .starts_with("[Variant \"medusa\"]\n[Komi \"-4\"]\n")
    );
    assert_eq!(Record::parse(&record.to_text()).unwrap(), record);
    assert!(record.to_json().contains("\"komi\": -4,"));
    assert_eq!(Record::parse(&record.to_json()).unwrap(), record);
    assert_eq!(record.to_fragment(), "medusa,-4,j11,pass");
    let link = Record::from_fragment("medusa,-4,j11,pass").unwrap();
    assert_eq!((link.komi, &link.turns), (-4, &record.turns));
    // White placed, Black passed: the marker moved from 4 (White's side) to 3.
    assert_eq!(record.replay().unwrap().position().marker(), 3);
    let lotus = Record::from_fragment("lotus,-7").unwrap();
    assert_eq!(lotus.replay().unwrap().position().marker(), -7);
    // Beyond the track, either way.
    assert_eq!(
        error("[Variant \"medusa\"]\n[Komi \"-10\"]\n"),
        "line 2: komi -10 is beyond the marker track (-9 to 9)"
    );
    assert_eq!(
        Record::from_fragment("lotus,-8").unwrap_err().to_string(),
        "komi -8 is beyond the marker track (-7 to 7)"
    );
    assert_eq!(
        error("{\"format\":1,\"variant\":\"lotus\",\"komi\":-8,\"turns\":[]}"),
        "komi -8 is beyond the marker track (-7 to 7)"
    );
    assert_eq!(
        error("[Variant \"lotus\"]\n[Komi \"-99999999999999999999\"]\n"),
        "line 2: komi '-99999999999999999999' is beyond the marker track (-7 to 7)"
    );
}

#[test]
fn a_malformed_link_says_what_is_wrong() {
    let error = |fragment: &str| Record::from_fragment(fragment).unwrap_err().to_string();
    assert_eq!(
        error("chess,3,e4"),
        "'chess' is not a game: the link should start with medusa or lotus"
    );
    assert_eq!(
        error(""),
        "'' is not a game: the link should start with medusa or lotus"
    );
    assert_eq!(
        error("medusa,x,j11"),
        "'x' is not a komi (a number of marker points)"
    );
    assert_eq!(error("lotus,3,17,17"), "turn 2: 17 is occupied");
    assert_eq!(
        error("medusa,3,j11,zz99"),
        "turn 2: 'zz99' is not a cell of this board"
    );
    assert_eq!(
        error("medusa,40"),
        "komi 40 is beyond the marker track (-9 to 9)"
    );
}

#[test]
fn a_game_writes_its_own_record() {
    let mut game = Game::new(L, 3).unwrap();
    for turn in ["17", "30", "pass", "5", "pass", "pass"] {
        let player = game.position().to_move();
        game.play_turn(&Turn::parse(turn, L.topology(), player).unwrap())
            .unwrap();
    }
    assert!(game.position().marking().is_some());
    game.conclude_with_dead(&[at(L, "30")]).unwrap();
    let record = Record::of_game(&game, vec![("Date".into(), "2026-11-22".into())]);
    assert_eq!(
        record.to_text(),
        "[Variant \"lotus\"]\n[Komi \"3\"]\n[Date \"2026-11-22\"]\n17\n30\npass\n5\npass\npass\ndead 30\n"
    );
    let replayed = record.replay().unwrap();
    assert_eq!(replayed.position(), game.position());
    assert_eq!(replayed.position().outcome(), game.position().outcome());
}

fn error(text: &str) -> String {
    match Record::parse(text).and_then(|r| r.replay()) {
        Ok(_) => panic!("expected an error for:\n{text}"),
        Err(e) => e.to_string(),
    }
}

#[test]
fn record_errors_name_the_line_and_the_problem() {
    assert_eq!(
        error("j11\n"),
        "line 1: the record needs a [Variant \"medusa\"] or [Variant \"lotus\"] header first"
    );
    assert_eq!(
        error("# nothing\n"),
        "line 1: the record has no [Variant \"...\"] header"
    );
    assert_eq!(
        error("[Variant \"hex\"]\n"),
        "line 1: unknown variant 'hex' (medusa or lotus)"
    );
    assert_eq!(
        error("[Variant \"medusa\"]\n[Komi \"lots\"]\n"),
        "line 2: komi 'lots' is not a whole number"
    );
    assert_eq!(
        error("[Variant \"lotus\"]\n\n[Komi \"9\"]\n"),
        "line 3: komi 9 is beyond the marker track (-7 to 7)"
    );
    assert_eq!(
        error("[Variant \"medusa\"]\n[White Ada]\n"),
        "line 2: a header looks like [Key \"value\"], found '[White Ada]'"
    );
    assert_eq!(
        error("[Variant \"medusa\"]\nj11\n[White \"Ada\"]\n"),
        "line 3: headers must come before the moves"
    );
    assert_eq!(
        error("[Variant \"medusa\"]\nj11\n# comment\nj10\n"),
        "line 4: 'j10' is not a cell of this board"
    );
    assert_eq!(
        error("[Variant \"medusa\"]\nj11\nj11\n"),
        "line 3: j11 is occupied"
    );
    assert_eq!(
        error("[Variant \"medusa\"]\nk11\nk12\n- k11-k13\n"),
        "line 4: the stone on k11 is alone: a single stone cannot move"
    );
    assert_eq!(
        error("[Variant \"medusa\"]\nk11\na1\nk12 k11-k13 k12-k14\n"),
        "line 4: the group on k12 has already moved, or was joined by a moved group, this turn"
    );
    assert_eq!(
        error("[Variant \"lotus\"]\n17\n17\n"),
        "line 3: 17 is occupied"
    );
    assert_eq!(
        error("[Variant \"lotus\"]\n17\ndead 17\n"),
        "line 3: dead stones may only be named after the game's two final passes"
    );
    assert_eq!(
        error("[Variant \"lotus\"]\n17\npass\npass\ndead 17\npass\n"),
        "line 6: nothing may follow the dead line"
    );
    assert_eq!(
        error("[Variant \"lotus\"]\n17\npass\npass\ndead 18\n"),
        "line 5: there is no group on 18 to mark"
    );
    assert_eq!(
        error("[Variant \"lotus\"]\nresign\n17\n"),
        "line 3: the game is already over: no turn may follow"
    );
}

#[test]
fn json_record_errors_name_the_turn_or_the_line() {
    let record = Record::parse("[Variant \"medusa\"]\nj11\nk11\n").unwrap();
    // Break the second turn: k11 -> j11 (occupied). Pretty-printed or on one line, the
    // error names the turn.
    let broken = record.to_json().replacen("\"k11\"", "\"j11\"", 1);
    assert_eq!(error(&broken), "turn 2: j11 is occupied");
    let one_line: String = broken.lines().map(str::trim).collect();
    assert_eq!(error(&one_line), "turn 2: j11 is occupied");
    // What the JSON reader finds names its line.
    assert!(
        error("{\"format\": 1,\n \"variant\": \"medusa\",\n \"turns\": [}")
            .starts_with("line 3: not a valid JSON record")
    );
    assert!(
        error("{\"format\": 2, \"variant\": \"medusa\", \"turns\": []}").starts_with(
            "line 1: not a valid JSON record: record format 2 is newer than this program reads (1)"
        )
    );
    assert_eq!(
        error(
            "{\"format\": 1, \"variant\": \"medusa\",\n\"turns\": [\n{\"type\": \"play\", \"place\": \"z9\"}]}"
        ),
        "turn 1: 'z9' is not on this board"
    );
}

#[test]
fn the_position_dump_lists_cells_in_notation_order() {
    let p = position(M, "a10 b1 a2", "s19 j11", Colour::Black);
    assert_eq!(
        p.dump(),
        r#"{"variant":"medusa","to_move":"black","marker":0,"white":["j11","s19"],"black":["a2","a10","b1"],"status":"ongoing"}"#
    );
    assert_eq!(Position::from_dump(&p.dump()).unwrap(), p);
    let l = position(L, "9 10 1", "72", Colour::White);
    assert_eq!(
        l.dump(),
        r#"{"variant":"lotus","to_move":"white","marker":0,"white":["72"],"black":["1","9","10"],"status":"ongoing"}"#
    );
    assert_eq!(
        Position::from_dump(
            r#"{"variant":"lotus","to_move":"white","marker":0,"white":["73"],"black":[],"status":"ongoing"}"#
        ),
        Err("'73' is not on the Lotus board".to_string())
    );
}

#[test]
fn a_resigned_game_dumps_its_winner() {
    let game = Record::parse("[Variant \"lotus\"]\n17\nresign\n")
        .unwrap()
        .replay()
        .unwrap();
    assert_eq!(
        game.position().dump(),
        r#"{"variant":"lotus","to_move":"white","marker":3,"white":[],"black":["17"],"status":"ended","score":{"white":3,"black":72},"winner":"black","resigned":"white"}"#
    );
}
