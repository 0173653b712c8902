//! What the command line shows of its own arguments, a game's or an engine's name or a file
//! name, goes through the quoting of every message: every character that would not print as
//! itself escaped (no escape sequence or direction override reaches the terminal), and cut
//! short.

use super::program::{medusa, short_selfplay, text};

#[test]
fn an_unknown_game_is_quoted_short_and_escaped() {
    let name = format!("\u{202e}{}", "x".repeat(999));
    let out = medusa(&["perft", "--variant", &name, "--depth", "1"], None);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        text(&out.stderr),
        format!(
            "perft counts the moves of medea or pillars, not '\\u{{202e}}{}…'\n",
            "x".repeat(23)
        )
    );
}

#[test]
fn a_file_name_is_shown_escaped() {
    let out = medusa(&["replay", "/nonexistent/\u{1b}[2Jgame\u{202e}.txt"], None);
    assert_eq!(out.status.code(), Some(2));
    let message = text(&out.stderr);
    assert!(
        message.starts_with("cannot read /nonexistent/\\u{1b}[2Jgame\\u{202e}.txt: "),
        "{message:?}"
    );
    let folder = std::env::temp_dir().join(format!("medusa-shown-{}", std::process::id()));
    std::fs::create_dir_all(&folder).unwrap();
    let path = folder.join("\u{1b}]0;title\u{7}.txt");
    std::fs::write(&path, b"[Variant \"lotus\"]\n17\xff\n").unwrap();
    let out = medusa(&["replay", path.to_str().unwrap()], None);
    assert_eq!(
        text(&out.stderr),
        format!(
            "{}/\\u{{1b}}]0;title\\u{{7}}.txt is not text: the byte at offset 20 is not UTF-8\n",
            folder.display()
        )
    );
    std::fs::remove_dir_all(&folder).unwrap();
}

#[test]
fn engine_names_are_shown_escaped() {
    let out = short_selfplay("medea", "ab:depth=1,\tnoise=0 ", "random", &[]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let report = text(&out.stdout);
    assert!(
        report.starts_with("selfplay: medea, 1 games, seed 1, A = ab:depth=1,\\u{9}noise=0 (White"),
        "{report}"
    );
    assert!(!report.contains('\t'), "{report}");
}
