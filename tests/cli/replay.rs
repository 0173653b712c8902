//! The command line: `medusa replay FILE [--json]`.

use super::program::medusa;

fn temp_record(name: &str, text: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("medusa-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path
}

const GAME: &str = "[Variant \"medusa\"]\nb1\nk11\na2\na1\n- a1-a3\npass\npass\n";

#[test]
fn replay_prints_the_final_position_as_a_diagram() {
    let path = temp_record("game.txt", GAME);
    let out = medusa(&["replay", path.to_str().unwrap()], None);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    // Column letters, a row number, the stones, the marker and the count.
    assert!(text.starts_with("     a  b  c  d  e  f  g  h  i  j  k  l  m  n  o  p  q  r  s\n"));
    // a1 was vacated by the movement; a2 above it is White's.
    assert!(text.contains("\n   1 .     ."), "a1 is vacant:\n{text}");
    assert!(text.contains("\n   2 O     ."), "a2 is White's:\n{text}");
    assert!(
        text.contains("Marker: Black [-------#-----------] White  (2 towards Black)"),
        "{text}"
    );
    assert!(text.contains("Stones: Black 1, White 3"), "{text}");
    assert!(text.contains("Score: Black 3 (stones 1, territory 0, marker 2), White 4 (stones 3, territory 1, marker 0)"), "{text}");
    assert!(text.contains("White wins by 1 point (4 to 3)"), "{text}");
}

#[test]
fn replay_json_prints_the_position_dump() {
    let path = temp_record("game-json.txt", GAME);
    let out = medusa(&["replay", path.to_str().unwrap(), "--json"], None);
    assert!(out.status.success());
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        "{\"variant\":\"medusa\",\"to_move\":\"black\",\"marker\":-2,\"white\":[\"a2\",\"a3\",\"b1\"],\
         \"black\":[\"k11\"],\"status\":\"ended\",\"score\":{\"white\":4,\"black\":3},\"winner\":\"white\"}\n"
    );
}

#[test]
fn replay_reads_standard_input_and_json_records() {
    let json =
        "{\"format\":1,\"variant\":\"lotus\",\"turns\":[{\"type\":\"play\",\"place\":\"17\"}]}";
    let out = medusa(&["replay", "-", "--json"], Some(json));
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        "{\"variant\":\"lotus\",\"to_move\":\"white\",\"marker\":3,\"white\":[],\"black\":[\"17\"],\"status\":\"ongoing\"}\n"
    );
}

#[test]
fn an_illegal_turn_exits_with_status_2_and_names_the_line() {
    let out = medusa(
        &["replay", "-"],
        Some("[Variant \"medusa\"]\n# opening\nj11\nj11\n"),
    );
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        String::from_utf8(out.stderr).unwrap(),
        "line 4: j11 is occupied\n"
    );
    assert!(out.stdout.is_empty());
}

#[test]
fn an_unreadable_turn_exits_with_status_2_and_names_the_line() {
    let out = medusa(
        &["replay", "-"],
        Some("[Variant \"lotus\"]\n17\nseventeen\n"),
    );
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        String::from_utf8(out.stderr).unwrap(),
        "line 3: 'seventeen' is not a point of this board\n"
    );
}

#[test]
fn a_missing_file_exits_with_status_2() {
    let out = medusa(&["replay", "/nonexistent/game.txt"], None);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        String::from_utf8(out.stderr)
            .unwrap()
            .starts_with("cannot read /nonexistent/game.txt")
    );
}

#[test]
fn an_endless_input_stops_at_the_largest_record() {
    let out = medusa(&["replay", "/dev/zero"], None);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        String::from_utf8(out.stderr).unwrap(),
        "/dev/zero holds more than the 1024 KiB a record may have\n"
    );
    let large = format!("[Variant \"lotus\"]\n{}", "# padding\n".repeat(110_000));
    let out = medusa(&["replay", "-"], Some(large.as_str()));
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        String::from_utf8(out.stderr).unwrap(),
        "standard input holds more than the 1024 KiB a record may have\n"
    );
}

#[test]
fn an_input_that_is_not_text_is_refused() {
    let path = temp_record("binary.txt", "");
    std::fs::write(&path, b"[Variant \"lotus\"]\n17\xff\n").unwrap();
    let out = medusa(&["replay", path.to_str().unwrap()], None);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        String::from_utf8(out.stderr).unwrap(),
        format!(
            "{} is not text: the byte at offset 20 is not UTF-8\n",
            path.display()
        )
    );
}

/// The same short game of Medea and of Pillars of Medusa as JSON records, with the final
/// position each gives as a dump.
const JSON_GAMES: [&str; 2] = [
    r#"{"format":1,"variant":"medea","moves":["c3-c4","c6-c5"]}"#,
    r#"{"format":1,"variant":"pillars","moves":["e3-e5"]}"#,
];

#[test]
fn json_records_of_every_game_are_read_after_a_byte_order_mark() {
    for json in JSON_GAMES {
        let plain = medusa(&["replay", "-", "--json"], Some(json));
        assert!(
            plain.status.success(),
            "{}",
            String::from_utf8_lossy(&plain.stderr)
        );
        let marked = format!("\u{feff}{json}");
        let out = medusa(&["replay", "-", "--json"], Some(marked.as_str()));
        assert!(
            out.status.success(),
            "{json}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert_eq!(out.stdout, plain.stdout);
    }
}

#[test]
fn a_json_record_whose_variant_cannot_be_read_says_so_and_why() {
    let deep = format!(
        "{{\"format\":1,\"variant\":\"pillars\",\"moves\":{}",
        "[".repeat(200)
    );
    for (record, why) in [
        (
            r#"{"format":1,"variant":"pillars","moves":["e3-e5""#,
            "EOF while parsing a list at line 1 column 48",
        ),
        (
            r#"{"format":1,"variant":"medea","moves":[]} x"#,
            "trailing characters at line 1 column 43",
        ),
        (
            deep.as_str(),
            "recursion limit exceeded at line 1 column 167",
        ),
    ] {
        let out = medusa(&["replay", "-"], Some(record));
        assert_eq!(out.status.code(), Some(2), "{record}");
        assert_eq!(
            String::from_utf8(out.stderr).unwrap(),
            format!("the record's variant cannot be read: it is not valid JSON: {why}\n"),
            "{record}"
        );
    }
    for record in [
        r#"{"format":1,"moves":[]}"#,
        r#"{"format":1,"variant":7,"moves":[]}"#,
    ] {
        let out = medusa(&["replay", "-"], Some(record));
        assert_eq!(out.status.code(), Some(2), "{record}");
        assert_eq!(
            String::from_utf8(out.stderr).unwrap(),
            "the record's variant cannot be read: a JSON record names its game in \"variant\" \
             (medusa, lotus, medea or pillars)\n",
            "{record}"
        );
    }
}

#[test]
fn a_record_of_a_game_there_is_not_is_refused_naming_the_games() {
    for record in [
        "[Variant \"chess\"]\n1. e4\n",
        r#"{"format":1,"variant":"Chess","moves":["e4"]}"#,
    ] {
        let out = medusa(&["replay", "-"], Some(record));
        assert_eq!(out.status.code(), Some(2), "{record}");
        assert_eq!(
            String::from_utf8(out.stderr).unwrap(),
            "unknown game 'chess': the games are medusa, lotus, medea and pillars\n",
            "{record}"
        );
        assert!(out.stdout.is_empty());
    }
}
