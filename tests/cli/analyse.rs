//! The command line: `medusa analyse FILE [--json] [--engine SPEC]` on the planted records of
//! `tests/data/`, each with one deliberate blunder.

use serde_json::Value;

use super::program::{medusa, text};

/// The analysis of a planted record as JSON, with the default engine and seed.
fn analyse(name: &str) -> Value {
    let path = format!("{}/tests/data/{name}", env!("CARGO_MANIFEST_DIR"));
    let out = medusa(&["analyse", &path, "--json"], None);
    assert!(out.status.success(), "{}", text(&out.stderr));
    serde_json::from_str(&text(&out.stdout)).expect("the output is JSON")
}

/// The moves marked `mark`, by number and move.
fn marked(report: &Value, mark: &str) -> Vec<(u64, String)> {
    report["moves"]
        .as_array()
        .expect("a list of moves")
        .iter()
        .filter(|m| m["mark"] == mark)
        .map(|m| {
            (
                m["number"].as_u64().unwrap(),
                m["move"].as_str().unwrap().to_string(),
            )
        })
        .collect()
}

/// The engine's best move in the position after move `number`.
fn best_after(report: &Value, number: u64) -> String {
    report["positions"][number as usize]["best"]
        .as_str()
        .unwrap_or("-")
        .to_string()
}

/// The planted move `number` is the record's only blunder, and the best reply to it is
/// `refutation` (in Medusa a turn that starts with it: its movements after the placement are
/// the engine's own affair).
fn only_blunder(name: &str, number: u64, planted: &str, refutation: &str) -> Value {
    let report = analyse(name);
    assert_eq!(
        marked(&report, "blunder"),
        vec![(number, planted.to_string())],
        "{report:#}"
    );
    let best = best_after(&report, number);
    assert!(
        best == refutation || best.starts_with(&format!("{refutation} ")),
        "the best reply is {best}, not {refutation}"
    );
    report
}

#[test]
fn a_medea_move_that_hands_over_three_men_is_the_only_blunder() {
    let report = only_blunder("analysis-medea-blunder.txt", 14, "h6-h5", "f4xf6xh6xh4");
    // Every move has its entry, and every position its point on the graph.
    assert_eq!(report["moves"].as_array().unwrap().len(), 15);
    assert_eq!(report["chances"].as_array().unwrap().len(), 16);
    assert_eq!(report["first_player"], "White");
    assert_eq!(report["counts"][1]["blunders"], 1);
    assert_eq!(report["counts"][0]["blunders"], 0);
    assert_eq!(report["complete"], true);
}

#[test]
fn a_pillars_move_that_allows_mate_in_one_is_the_only_blunder() {
    let report = only_blunder("analysis-pillars-blunder.txt", 11, "g1-f2", "c4xe2");
    // After the mate the game is over: White's chance is nil.
    assert_eq!(report["chances"][12], 0.0);
}

#[test]
fn a_lotus_placement_that_lets_a_group_be_reversed_is_the_only_blunder() {
    let report = only_blunder("analysis-lotus-blunder.txt", 22, "27", "31");
    assert_eq!(report["first_player"], "Black");
}

#[test]
fn a_medusa_placement_that_lets_a_big_group_be_reversed_is_the_only_blunder() {
    let report = only_blunder("analysis-medusa-blunder.txt", 46, "k10", "b3");
    assert_eq!(report["first_player"], "White");
    let black = report["counts"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["player"] == "Black")
        .unwrap();
    assert_eq!(black["blunders"], 1);
    // Twenty-two stones reversed decide the game.
    assert!(report["chances"][47].as_f64().unwrap() > 0.9, "{report:#}");
}

#[test]
fn the_table_names_each_move_and_counts_the_marks() {
    let path = format!(
        "{}/tests/data/analysis-medea-blunder.txt",
        env!("CARGO_MANIFEST_DIR")
    );
    let out = medusa(&["analyse", &path, "--engine", "ab:depth=4"], None);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let table = text(&out.stdout);
    assert!(table.starts_with("Analysis of a medea game by ab:depth=4; chances are White's"));
    assert!(
        table
            .lines()
            .any(|l| l.trim_start().starts_with("14  Black  h6-h5") && l.ends_with("blunder")),
        "{table}"
    );
    assert!(
        table.contains("Black: 0 inaccuracies, 0 mistakes, 1 blunders"),
        "{table}"
    );
}

/// The table says where a game lost a little at a time was lost, as the app's analysis does,
/// numbering its turns as the record's lines under the game's word.
#[test]
fn the_table_says_where_a_game_without_marks_was_lost() {
    let path = format!(
        "{}/tests/data/analysis-lotus-decline.txt",
        env!("CARGO_MANIFEST_DIR")
    );
    let out = medusa(&["analyse", &path], None);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let table = text(&out.stdout);
    let heading = table.lines().nth(1).unwrap_or_default();
    assert!(heading.starts_with("turn  mover  played"), "{table}");
    assert!(
        table.contains("\nBlack: 0 inaccuracies, 0 mistakes, 0 blunders\n"),
        "{table}"
    );
    assert!(
        table.contains("\nWhere Black lost it: turns 25 (−9%), 21 (−9%), 29 (−7%).\n"),
        "{table}"
    );
}

#[test]
fn a_bad_record_or_engine_exits_with_status_2_and_says_why() {
    let out = medusa(
        &["analyse", "-"],
        Some("[Variant \"medea\"]\ne3-e4\ne4-e5\n"),
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).starts_with("line 3: "),
        "{}",
        text(&out.stderr)
    );
    assert!(out.stdout.is_empty());
    let out = medusa(&["analyse", "no-such-record.txt"], None);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).starts_with("cannot read no-such-record.txt"));
    let out = medusa(
        &["analyse", "-", "--engine", "greedy"],
        Some("[Variant \"medea\"]\ne3-e4\n"),
    );
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        text(&out.stderr),
        "'greedy' does not search, so it cannot judge positions: name a level or a search\n"
    );
    let out = medusa(
        &["analyse", "-", "--engine", "mcts:playouts=100"],
        Some("[Variant \"pillars\"]\ne3-e4\n"),
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("plays Medusa and Lotus only"));
}

/// The analysis of the record `record` (on standard input) as JSON, with `engine`.
fn analyse_text(record: &str, engine: &str) -> Value {
    let out = medusa(
        &["analyse", "-", "--json", "--engine", engine],
        Some(record),
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    serde_json::from_str(&text(&out.stdout)).expect("the output is JSON")
}

/// The moves of a report as numbers, movers and moves.
fn moves(report: &Value) -> Vec<(u64, String, String)> {
    report["moves"]
        .as_array()
        .expect("a list of moves")
        .iter()
        .map(|m| {
            (
                m["number"].as_u64().unwrap(),
                m["mover"].as_str().unwrap().to_string(),
                m["move"].as_str().unwrap().to_string(),
            )
        })
        .collect()
}

/// The moves `(mover, move)` numbered from 1.
fn numbered(played: &[(&str, &str)]) -> Vec<(u64, String, String)> {
    (1..)
        .zip(played)
        .map(|(n, (mover, mv))| (n, mover.to_string(), mv.to_string()))
        .collect()
}

/// A Lotus record whose players passed twice and then played on.
const LOTUS_RESUMED: &str = "[Variant \"lotus\"]\npass\npass\n17\n22\n30\n";

#[test]
fn a_lotus_game_played_on_after_two_passes_is_analysed_to_its_end() {
    // Replay plays every turn: the game goes on after the passes.
    let out = medusa(&["replay", "-", "--json"], Some(LOTUS_RESUMED));
    assert!(out.status.success(), "{}", text(&out.stderr));
    let dump: Value = serde_json::from_str(&text(&out.stdout)).unwrap();
    assert_eq!(dump["status"], "ongoing");
    assert_eq!(dump["black"], serde_json::json!(["17", "30"]));
    assert_eq!(dump["white"], serde_json::json!(["22"]));
    // The analysis covers the same five turns, and only then is complete.
    let report = analyse_text(LOTUS_RESUMED, "mcts:playouts=200");
    assert_eq!(
        moves(&report),
        numbered(&[
            ("Black", "pass"),
            ("White", "pass"),
            ("Black", "17"),
            ("White", "22"),
            ("Black", "30"),
        ])
    );
    assert_eq!(report["chances"].as_array().unwrap().len(), 6);
    assert_eq!(report["complete"], true);
    // The position after the passes is in play: the players resumed, so it has a best move.
    let positions = report["positions"].as_array().unwrap();
    assert!(
        positions.iter().all(|p| p["game_over"] == false),
        "{report:#}"
    );
    assert!(
        positions.iter().all(|p| p["best"].is_string()),
        "{report:#}"
    );
}

#[test]
fn a_medusa_game_played_on_after_two_passes_is_analysed_to_its_end() {
    let record = "[Variant \"medusa\"]\nk10\npass\npass\nb3\n";
    let report = analyse_text(record, "mcts:playouts=100");
    assert_eq!(
        moves(&report),
        numbered(&[
            ("White", "k10"),
            ("Black", "pass"),
            ("White", "pass"),
            ("Black", "b3"),
        ])
    );
    assert_eq!(report["chances"].as_array().unwrap().len(), 5);
    assert_eq!(report["complete"], true);
    assert_eq!(report["positions"][3]["game_over"], false);
}

/// The final position of `report`.
fn final_position(report: &Value) -> &Value {
    report["positions"]
        .as_array()
        .and_then(|p| p.last())
        .expect("a position")
}

/// The final position of `record` is marked game over, with the first player's `chance`
/// as its value, the result `verdict` and no best move.
fn ends_over(record: &str, engine: &str, chance: f64, verdict: &str) -> Value {
    let report = analyse_text(record, engine);
    let last = final_position(&report);
    assert_eq!(last["game_over"], true, "{report:#}");
    assert_eq!(last["best"], Value::Null, "{report:#}");
    assert_eq!(last["chance"], chance, "{report:#}");
    assert_eq!(last["verdict"], verdict, "{report:#}");
    assert_eq!(last["work"], 0, "{report:#}");
    assert_eq!(report["complete"], true);
    // No other position is over.
    let positions = report["positions"].as_array().unwrap();
    let over = positions.iter().filter(|p| p["game_over"] == true).count();
    assert_eq!(over, 1, "{report:#}");
    report
}

#[test]
fn a_medea_game_ended_by_resignation_is_over_in_its_final_position() {
    let report = ends_over(
        "[Variant \"medea\"]\ne3-e4\nf6-f5\nresign\n",
        "ab:depth=2",
        0.0,
        "Black wins: White resigned",
    );
    // The resignation is no move.
    assert_eq!(
        moves(&report),
        numbered(&[("White", "e3-e4"), ("Black", "f6-f5")])
    );
    assert_eq!(report["moves"][1]["after"], 0.0);
}

#[test]
fn a_medea_game_ended_by_an_agreed_draw_is_over_in_its_final_position() {
    let report = ends_over(
        "[Variant \"medea\"]\ne3-e4\nf6-f5\ndraw\n",
        "ab:depth=2",
        0.5,
        "Draw by agreement",
    );
    assert_eq!(report["chances"].as_array().unwrap().len(), 3);
}

#[test]
fn a_pillars_game_ended_by_resignation_is_over_in_its_final_position() {
    ends_over(
        "[Variant \"pillars\"]\ne3-e4\nresign\n",
        "ab:depth=2",
        1.0,
        "White wins: Black resigned",
    );
}

#[test]
fn a_lotus_game_ended_by_resignation_is_over_in_its_final_position() {
    ends_over(
        "[Variant \"lotus\"]\n17\nresign\n",
        "mcts:playouts=100",
        1.0,
        "Black wins: White resigned",
    );
}

#[test]
fn a_medusa_game_counted_after_two_passes_is_over_in_its_final_position() {
    let report = ends_over(
        "[Variant \"medusa\"]\nk10\npass\npass\n",
        "mcts:playouts=100",
        1.0,
        "White wins by 207 points (210 to 3)",
    );
    assert_eq!(
        moves(&report),
        numbered(&[("White", "k10"), ("Black", "pass"), ("White", "pass")])
    );
}

#[test]
fn the_table_gives_the_result_of_a_game_over() {
    let out = medusa(
        &["analyse", "-", "--engine", "ab:depth=2"],
        Some("[Variant \"medea\"]\ne3-e4\nf6-f5\nresign\n"),
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let table = text(&out.stdout);
    assert!(
        table
            .lines()
            .any(|l| l == "Final position: game over, Black wins: White resigned"),
        "{table}"
    );
}
