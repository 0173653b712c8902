//! The `medusa selfplay` command: engines play whole games and the report adds up.

use super::program::{medusa, short_selfplay, text};

#[test]
fn a_short_match_reports_every_game_and_the_totals() {
    let output = medusa(
        &[
            "selfplay",
            "--variant",
            "lotus",
            "--games",
            "4",
            "--white",
            "mcts:playouts=60",
            "--black",
            "random",
            "--alternate",
            "--seed",
            "3",
        ],
        None,
    );
    let stdout = text(&output.stdout);
    assert!(output.status.success(), "{stdout}{}", text(&output.stderr));
    assert_eq!(stdout.lines().filter(|l| l.starts_with("game ")).count(), 4);
    assert!(stdout.contains("game 1/4: White A vs Black B"), "{stdout}");
    assert!(stdout.contains("game 2/4: White B vs Black A"), "{stdout}");
    // Each engine's wins, draws and losses add up to the games, and mirror each other.
    let results = |engine: &str| -> [u32; 3] {
        let line = stdout
            .lines()
            .find(|l| l.starts_with(engine))
            .unwrap_or_else(|| panic!("no line for {engine} in {stdout}"));
        let numbers: Vec<u32> = line
            .split([' ', ','])
            .filter_map(|w| w.parse().ok())
            .take(3)
            .collect();
        [numbers[0], numbers[1], numbers[2]]
    };
    let (a, b) = (results("A = "), results("B = "));
    assert_eq!(a.iter().sum::<u32>(), 4);
    assert_eq!((a[0], a[1], a[2]), (b[2], b[1], b[0]));
    assert!(stdout.contains("A search: "), "{stdout}");
    assert!(stdout.contains("playouts/s"), "{stdout}");
    assert!(stdout.contains("length: mean"), "{stdout}");
}

#[test]
fn baselines_finish_a_medusa_game() {
    let output = medusa(
        &[
            "selfplay", "--games", "1", "--white", "greedy", "--black", "random",
        ],
        None,
    );
    let stdout = text(&output.stdout);
    assert!(output.status.success(), "{stdout}{}", text(&output.stderr));
    assert!(stdout.contains("0 games stopped at the cap"), "{stdout}");
}

#[test]
fn a_bad_engine_spec_is_refused_with_a_reason() {
    for (spec, reason) in [
        ("wizard", "unknown player 'wizard'"),
        ("mcts:time=fast", "'fast' is not a duration"),
        ("mcts:c=0.3", "needs a budget"),
        ("mcts:depth=3,playouts=10", "unknown setting 'depth'"),
    ] {
        let output = medusa(&["selfplay", "--white", spec, "--black", "random"], None);
        assert_eq!(output.status.code(), Some(2), "{spec}");
        assert!(
            text(&output.stderr).contains(reason),
            "{spec}: {}",
            text(&output.stderr)
        );
    }
}

#[test]
fn engine_specs_name_their_budgets() {
    use medusa::ai::Level;
    use medusa::ai::mcts::{Budget, Engine};
    use std::time::Duration;
    let budget = |spec: &str| match Engine::parse(spec) {
        Ok(Engine::Mcts(settings)) => settings.budget,
        other => panic!("{spec}: {other:?}"),
    };
    assert_eq!(budget("mcts:time=1s"), Budget::time(Duration::from_secs(1)));
    assert_eq!(
        budget("mcts:time=250ms"),
        Budget::time(Duration::from_millis(250))
    );
    assert_eq!(budget("mcts:playouts=5000"), Budget::playouts(5000));
    assert_eq!(budget("Strong"), Level::Strong.budget());
    assert_eq!(Engine::parse(" greedy "), Ok(Engine::Greedy));
    assert_eq!(Engine::parse("random"), Ok(Engine::Random));
    match Engine::parse("mcts:playouts=100,c=0.5,rave=0,margin=0,expand=2,early=off") {
        Ok(Engine::Mcts(s)) => {
            assert_eq!(
                (s.exploration, s.rave_equivalence, s.margin_weight),
                (0.5, 0.0, 0.0)
            );
            assert_eq!((s.expand_after, s.early_stop), (2, false));
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn komi_may_go_to_the_first_player() {
    let dir = std::env::temp_dir().join(format!("medusa-komi-{}", std::process::id()));
    let output = medusa(
        &[
            "selfplay",
            "--variant",
            "lotus",
            "--games",
            "1",
            "--white",
            "random",
            "--black",
            "random",
            "--komi",
            "-4",
            "--records",
            dir.to_str().unwrap(),
        ],
        None,
    );
    let stdout = text(&output.stdout);
    assert!(output.status.success(), "{stdout}{}", text(&output.stderr));
    assert!(stdout.contains("komi -4,"), "{stdout}");
    let record = std::fs::read_to_string(dir.join("game-001.txt")).unwrap();
    assert!(record.contains("[Komi \"-4\"]"), "{record}");
    let beyond = medusa(
        &[
            "selfplay", "--games", "1", "--white", "random", "--black", "random", "--komi", "-10",
        ],
        None,
    );
    assert_eq!(beyond.status.code(), Some(2));
    assert_eq!(
        text(&beyond.stderr),
        "komi -10 is beyond the track (-9 to 9)\n"
    );
}

#[test]
fn a_records_folder_that_cannot_hold_records_is_refused_before_any_game() {
    let file = std::env::temp_dir().join(format!("medusa-records-file-{}", std::process::id()));
    std::fs::write(&file, "not a folder").unwrap();
    let file_name = file.to_str().unwrap().to_string();
    for variant in ["lotus", "medea", "pillars"] {
        for folder in ["/dev/null", file_name.as_str()] {
            let output = short_selfplay(variant, "random", "random", &["--records", folder]);
            assert_eq!(output.status.code(), Some(2), "{variant} {folder}");
            assert_eq!(text(&output.stdout), "", "{variant} {folder}");
            assert_eq!(
                text(&output.stderr),
                format!("--records {folder} is not a folder to write records into\n"),
            );
        }
    }
    std::fs::remove_file(&file).unwrap();
}

#[test]
fn a_records_folder_is_made_when_missing() {
    let folder = std::env::temp_dir()
        .join(format!("medusa-records-new-{}", std::process::id()))
        .join("inner");
    let output = short_selfplay(
        "medea",
        "random",
        "random",
        &["--records", folder.to_str().unwrap()],
    );
    assert!(output.status.success(), "{}", text(&output.stderr));
    assert!(folder.join("game-001.txt").is_file());
    std::fs::remove_dir_all(folder.parent().unwrap()).unwrap();
}

/// The moves of a record written by `selfplay --records` (its lines after the headers).
fn record_moves(folder: &std::path::Path, game: u32) -> Vec<String> {
    let text = std::fs::read_to_string(folder.join(format!("game-{game:03}.txt")))
        .expect("the game's record");
    text.lines()
        .filter(|line| !line.starts_with('[') && !line.starts_with('#') && !line.is_empty())
        .map(str::to_string)
        .collect()
}

#[test]
fn random_openings_make_deterministic_engines_play_different_games_each_twice() {
    for variant in ["lotus", "medea"] {
        let folder =
            std::env::temp_dir().join(format!("medusa-openings-{variant}-{}", std::process::id()));
        let output = medusa(
            &[
                "selfplay",
                "--variant",
                variant,
                "--games",
                "4",
                "--white",
                "greedy",
                "--black",
                "greedy",
                "--alternate",
                "--openings",
                "3",
                "--records",
                folder.to_str().unwrap(),
            ],
            None,
        );
        let stdout = text(&output.stdout);
        assert!(output.status.success(), "{stdout}{}", text(&output.stderr));
        assert!(
            stdout
                .lines()
                .next()
                .unwrap()
                .contains(", openings of 3 random"),
            "{stdout}"
        );
        let openings: Vec<Vec<String>> = (1..=4)
            .map(|game| record_moves(&folder, game)[..3].to_vec())
            .collect();
        // Each opening is played twice, once with each engine as the first player.
        assert_eq!(openings[0], openings[1], "{variant}");
        assert_eq!(openings[2], openings[3], "{variant}");
        assert_ne!(openings[0], openings[2], "{variant}");
        // Greedy against greedy from the same position is the same game: only the opening
        // makes the two pairs differ.
        assert_ne!(
            record_moves(&folder, 1),
            record_moves(&folder, 3),
            "{variant}"
        );
        std::fs::remove_dir_all(&folder).unwrap();
    }
}
