//! The command line for Pillars of Medusa: `medusa perft --variant pillars` and
//! `medusa replay` of Pillars records.

use super::program::{medusa, text};

#[test]
fn perft_counts_from_the_start_and_from_a_fen() {
    let output = medusa(&["perft", "--variant", "pillars", "--depth", "2"], None);
    assert!(output.status.success());
    assert_eq!(text(&output.stdout), "1843\n");
    let fen =
        "3m1k1t3/2ww3h2w/h2qw1S1w2/5w1w3/3a2w4/11/4W6/5W5/3W2W4/WWW4WWWW/THA1QK1A1HT b AK 1 25";
    let output = medusa(
        &[
            "perft",
            "--variant",
            "pillars",
            "--depth",
            "2",
            "--fen",
            fen,
            "--divide",
        ],
        None,
    );
    assert!(output.status.success(), "{}", text(&output.stderr));
    let shown = text(&output.stdout);
    let lines: Vec<&str> = shown.lines().collect();
    assert_eq!(lines.len(), 3);
    assert!(lines[0].starts_with("d11-f9 ") && lines[1].starts_with("d11-g8 "));
    assert_eq!(lines[2], "94");
}

#[test]
fn perft_refuses_a_bad_fen_with_status_2() {
    let output = medusa(
        &[
            "perft",
            "--variant",
            "pillars",
            "--depth",
            "1",
            "--fen",
            "5k5 w",
        ],
        None,
    );
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(
        text(&output.stderr),
        "a position has five fields (pieces, side to move, castling, plies, move number), not 2\n"
    );
}

#[test]
fn replay_prints_the_diagram_check_and_frozen_pieces() {
    let sample = include_str!("../data/pillars-sample.txt");
    let output = medusa(&["replay", "-"], Some(sample));
    assert!(output.status.success(), "{}", text(&output.stderr));
    let shown = text(&output.stdout);
    assert!(
        shown.contains("  11   .  .  .  m  .  k  .  t  .  .  .  11\n"),
        "{shown}"
    );
    assert!(shown.contains("Black to move (move 25)\n"));
    assert!(shown.contains("Check: the Black King on f11 is attacked by the Serpent on g9\n"));
    // Half-way, the white Medusa on b10 holds five black pieces.
    let half: String = sample.lines().take(21).collect::<Vec<_>>().join("\n");
    let output = medusa(&["replay", "-"], Some(half.as_str()));
    assert!(text(&output.stdout).contains(
        "Turned to stone: Black Horse on a9, Black Sword on a10, Black Sword on c10, Black Tower on a11, Black Advisor on c11\n"
    ), "{}", text(&output.stdout));
}

#[test]
fn replay_json_prints_the_dump_and_bad_records_name_their_line() {
    let record = "[Variant \"pillars\"]\ne3-e5\nh10-h8\n";
    let output = medusa(&["replay", "-", "--json"], Some(record));
    assert!(output.status.success());
    assert_eq!(
        text(&output.stdout),
        "{\"variant\":\"pillars\",\"fen\":\"thadqksadht/wwwwpmp1www/4w*aw4/5w1w3/11/11/4W6/5W5/5*AW4/WWWWPMPWWWW/THADQKSADHT w AKak 0 2\",\"to_move\":\"white\",\"status\":\"ongoing\",\"check\":false,\"frozen\":[]}\n"
    );
    let bad = "[Variant \"pillars\"]\ne3-e5\nh10-h7\n";
    let output = medusa(&["replay", "-"], Some(bad));
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(
        text(&output.stderr),
        "line 3: the Sword on h10 cannot move to h7\n"
    );
    let resigned = "[Variant \"pillars\"]\ne3-e5\nresign\n";
    let output = medusa(&["replay", "-", "--json"], Some(resigned));
    assert!(
        text(&output.stdout)
            .contains("\"status\":\"ended\",\"result\":\"white\",\"reason\":\"resignation\"")
    );
}

#[test]
fn selfplay_plays_pillars_between_engines_and_keeps_records() {
    let folder =
        std::env::temp_dir().join(format!("medusa-pillars-selfplay-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    let output = medusa(
        &[
            "selfplay",
            "--variant",
            "pillars",
            "--games",
            "2",
            "--white",
            "greedy",
            "--black",
            "random",
            "--alternate",
            "--records",
            folder.to_str().unwrap(),
        ],
        None,
    );
    assert!(output.status.success(), "{}", text(&output.stderr));
    let shown = text(&output.stdout);
    assert!(shown.starts_with("selfplay: pillars, 2 games"), "{shown}");
    assert!(shown.contains("A = greedy: "), "{shown}");
    for game in ["game-001.txt", "game-002.txt"] {
        let record = std::fs::read_to_string(folder.join(game)).unwrap();
        let replayed = medusa(&["replay", "-", "--json"], Some(record.as_str()));
        assert!(replayed.status.success(), "{}", text(&replayed.stderr));
        assert!(text(&replayed.stdout).contains("\"variant\":\"pillars\""));
    }
    let _ = std::fs::remove_dir_all(&folder);
}
