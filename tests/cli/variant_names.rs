//! The command line names a game by the rule of every record: blanks around the name are
//! ignored and its letters may be in any case.

use super::program::{medusa, short_selfplay, text};

#[test]
fn the_game_is_named_as_records_name_it() {
    let out = medusa(&["perft", "--variant", " Pillars ", "--depth", "1"], None);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(text(&out.stdout), "43\n");
    let out = medusa(&["perft", "--variant", "MEDEA", "--depth", "1"], None);
    assert_eq!(text(&out.stdout), "26\n");
}

#[test]
fn selfplay_names_every_game_so() {
    for variant in [" MEDEA ", "Pillars", " lotus", "MEDUSA "] {
        let out = short_selfplay(variant, "random", "random", &[]);
        assert!(out.status.success(), "{variant}: {}", text(&out.stderr));
        let report = text(&out.stdout);
        let name = variant.trim().to_ascii_lowercase();
        assert!(
            report
                .to_ascii_lowercase()
                .starts_with(&format!("selfplay: {name}, 1 games")),
            "{report}"
        );
    }
}

#[test]
fn the_help_names_every_game() {
    let out = medusa(&["--help"], None);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        text(&out.stdout).starts_with("Medusa, Lotus, Medea and Pillars of Medusa: "),
        "{}",
        text(&out.stdout)
    );
    let out = medusa(&["selfplay", "--help"], None);
    assert!(
        text(&out.stdout).contains("The game: medusa, lotus, medea or pillars [default: medusa]"),
        "{}",
        text(&out.stdout)
    );
}
