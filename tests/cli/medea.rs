//! The command line with Medea: `medusa replay` reads Medea records by their variant (text or
//! JSON), `medusa perft --variant medea`.

use super::program::{medusa, text};

const REPLACEMENT: &str =
    "[Variant \"medea\"]\n[Position \"8/8/3m4/8/8/8/7m/1M6 w a2,h2 a7,h7 0\"]\nb1-a2\nd6-d5\n";

#[test]
fn replay_prints_a_medea_diagram_with_side_chakras_and_count() {
    let out = medusa(&["replay", "-"], REPLACEMENT);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let expected = [
        "    a b c d e f g h",
        " 8  . . . . . . . .  8",
        " 7  c . . . . . . c  7",
        " 6  . . . . . . . .  6",
        " 5  . . . m . . . .  5",
        " 4  . . . . . . . .  4",
        " 3  . . . . . . . .  3",
        " 2  C . . . . . . M* 2",
        " 1  . . . . . . . .  1",
        "    a b c d e f g h",
        "White to move.",
        "Chakras: White a2 h2, Black a7 h7. Plies without progress: 0.",
        "(M K: White's men and kings, m k: Black's; C c: vacant chakras; *: on a chakra)",
    ];
    assert_eq!(text(&out.stdout), expected.join("\n") + "\n");
}

#[test]
fn replay_json_prints_the_position_dump_with_the_result() {
    let record = "[Variant \"Medea\"]\nc3-c4\nc6-c5\nc4xc6\nd6xb6\nresign\n";
    let out = medusa(&["replay", "-", "--json"], record);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(
        text(&out.stdout),
        "{\"variant\":\"medea\",\"fen\":\"mmmmmmmm/1mmmmmm1/1m2mm2/8/8/3MMM2/1MMMMMM1/MMMMMMMM w a2,h2 a7,h7 0\",\"to_move\":\"white\",\"status\":\"ended\",\"result\":\"black\",\"reason\":\"resignation\"}\n"
    );
    // The same game as a JSON record.
    let json =
        r#"{"format":1,"variant":"medea","moves":["c3-c4","c6-c5","c4xc6","d6xb6","resign"]}"#;
    let again = medusa(&["replay", "-", "--json"], json);
    assert_eq!(text(&again.stdout), text(&out.stdout));
}

#[test]
fn an_illegal_move_stops_replay_with_its_line_and_status_2() {
    let record = "[Variant \"medea\"]\n# opening\nc3-c4\nc6-c5\nc2-c3\n";
    let out = medusa(&["replay", "-"], record);
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    assert_eq!(
        text(&out.stderr),
        "line 5: a capture is compulsory: the man on c4 takes 1\n"
    );
    let json = r#"{"format":1,"variant":"medea","moves":["c3-c4","c3-c4"]}"#;
    let out = medusa(&["replay", "-"], json);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(text(&out.stderr), "turn 2: there is no piece on c3\n");
    // A record broken in its headers is still read as Medea's.
    let out = medusa(
        &["replay", "-"],
        "[Variant \"medea\"]\n[White Ada]\nc3-c4\n",
    );
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        text(&out.stderr),
        "line 2: a header looks like [Key \"value\"], found '[White Ada]'\n"
    );
}

#[test]
fn perft_prints_the_leaf_count_last_and_divides_by_move() {
    let out = medusa(&["perft", "--variant", "medea", "--depth", "3"], "");
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(text(&out.stdout), "18230\n");
    let out = medusa(
        &[
            "perft",
            "--variant",
            "medea",
            "--depth",
            "2",
            "--divide",
            "--fen",
            "8/3m4/8/8/8/8/2M4m/K7 w b2,h2 a7,h7 0",
        ],
        "",
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    // The replacement capture a1-b2 is compulsory; Black then has 13 moves.
    assert_eq!(text(&out.stdout), "a1-b2 13\n13\n");
    let out = medusa(
        &["perft", "--variant", "medea", "--depth", "1", "--divide"],
        "",
    );
    let stdout = text(&out.stdout);
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), 27);
    assert_eq!(lines[0], "Ca2-a3 1");
    assert_eq!(lines[26], "26");
}

#[test]
fn perft_refuses_a_bad_fen_or_an_unknown_game() {
    let out = medusa(
        &[
            "perft",
            "--variant",
            "medea",
            "--depth",
            "1",
            "--fen",
            "8/8 w",
        ],
        "",
    );
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        text(&out.stderr),
        "bad FEN: it needs 5 fields separated by spaces (pieces, side, White's chakras, Black's chakras, count), found 2\n"
    );
    let out = medusa(&["perft", "--variant", "go", "--depth", "1"], "");
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn selfplay_plays_medea_and_its_records_replay_to_the_same_end() {
    let folder = std::env::temp_dir().join(format!("medea-selfplay-{}", std::process::id()));
    let out = medusa(
        &[
            "selfplay",
            "--variant",
            "medea",
            "--games",
            "2",
            "--white",
            "beginner",
            "--black",
            "random",
            "--alternate",
            "--records",
            folder.to_str().expect("a UTF-8 temporary folder"),
        ],
        "",
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let report = text(&out.stdout);
    assert!(report.starts_with("selfplay: medea, 2 games"), "{report}");
    assert!(report.contains("A = beginner: "), "{report}");
    for game in ["game-001.txt", "game-002.txt"] {
        let record = std::fs::read_to_string(folder.join(game)).expect("the record was written");
        assert!(record.starts_with("[Variant \"medea\"]\n"), "{record}");
        let replay = medusa(&["replay", "-", "--json"], record.as_str());
        assert!(replay.status.success(), "{}", text(&replay.stderr));
        assert!(
            text(&replay.stdout).contains("\"status\":\"ended\""),
            "{}",
            text(&replay.stdout)
        );
    }
    let _ = std::fs::remove_dir_all(&folder);
}
