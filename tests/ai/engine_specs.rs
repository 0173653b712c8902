//! Engine specs never panic: arbitrary strings, and valid specs with characters changed,
//! dropped or repeated, give an engine or an error whose message is one short printable line.

use medusa::ai::alphabeta;
use medusa::ai::mcts::Engine;
use proptest::prelude::*;

use crate::common::messages::hidden_character;

/// Specs that read, to be mutated.
const VALID: &[&str] = &[
    "random",
    "greedy",
    "strong",
    "mcts:time=1s",
    "mcts:playouts=5000,c=0.3,rave=0,margin=0.05,expand=4,early=off",
    "mcts:level=casual,time=250ms",
    "ab:time=1s",
    "ab:depth=6",
    "ab:nodes=1e5,noise=20,hash=8,quiescence=on",
    "ab:level=beginner,depth=2",
];

/// Characters that make trouble: digits, signs, units, separators, controls, invisible and
/// wide characters.
const NASTY: &[char] = &[
    '0', '9', '.', 'e', '-', '+', 's', 'm', 'h', ',', '=', ':', ' ', '\u{0}', '\n', '\u{1b}',
    '\u{200b}', '\u{202e}', '\u{feff}', 'é', '漢', '🙂', 'N', 'i', 'n', 'f',
];

/// The message is short (a quoted token has at most 24 characters, each at most 10 when
/// escaped), one line, and shows no control or invisible characters.
fn check_message(spec: &str, message: &str) -> Result<(), TestCaseError> {
    prop_assert!(!message.is_empty(), "{spec:?}");
    prop_assert!(message.chars().count() <= 320, "{spec:?}: {message}");
    prop_assert!(hidden_character(message).is_none(), "{spec:?}: {message:?}");
    Ok(())
}

fn check(spec: &str) -> Result<(), TestCaseError> {
    if let Err(error) = Engine::parse(spec) {
        check_message(spec, &error.to_string())?;
    }
    if let Err(error) = alphabeta::Engine::parse::<alphabeta::Noughts>(spec) {
        check_message(spec, &error.to_string())?;
    }
    Ok(())
}

fn cases() -> u32 {
    std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(2000)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(cases()))]

    #[test]
    fn arbitrary_strings_never_panic(spec in any::<String>()) {
        check(&spec)?;
    }

    #[test]
    fn mutated_specs_never_panic(
        which in 0..VALID.len(),
        edits in proptest::collection::vec((any::<usize>(), 0..3u8, 0..NASTY.len(), 1..40usize), 1..6),
    ) {
        let mut spec: Vec<char> = VALID[which].chars().collect();
        for (at, kind, nasty, times) in edits {
            let at = at % (spec.len() + 1);
            match kind {
                // Insert a troublesome character, sometimes many times (huge numbers).
                0 => {
                    for _ in 0..times {
                        spec.insert(at, NASTY[nasty]);
                    }
                }
                // Drop one.
                1 if at < spec.len() => {
                    spec.remove(at);
                }
                // Replace one.
                _ if at < spec.len() => spec[at] = NASTY[nasty],
                _ => {}
            }
        }
        let spec: String = spec.into_iter().collect();
        check(&spec)?;
    }
}

#[test]
fn the_valid_specs_read() {
    for spec in VALID {
        let mcts = Engine::parse(spec).is_ok();
        let ab = alphabeta::Engine::parse::<alphabeta::Noughts>(spec).is_ok();
        let family_only = spec.starts_with("mcts") || spec.starts_with("ab");
        assert!(mcts || ab, "{spec}");
        assert_eq!(mcts && ab, !family_only, "{spec}");
    }
}

#[test]
fn a_table_larger_than_the_machine_can_spare_is_refused() {
    use medusa::ai::alphabeta::{Noughts, table_limit_mib};
    let parse = |spec: &str, limit: u64| {
        alphabeta::Engine::parse_within::<Noughts>(spec, limit).map_err(|e| e.to_string())
    };
    assert_eq!(
        parse("ab:depth=1,hash=4096", 2000),
        Err(
            "hash='4096' (MiB) does not fit in this machine's memory: a table may take at most \
             2000 MiB here (half the memory free)"
                .to_string()
        )
    );
    assert!(parse("ab:depth=1,hash=2000", 2000).is_ok());
    // This machine's own limit: what it can spare is taken, one MiB more is not.
    let limit = table_limit_mib();
    assert!(limit > 0);
    if limit < 4096 {
        let over = format!("ab:depth=1,hash={}", limit + 1);
        assert!(
            alphabeta::Engine::parse::<Noughts>(&over).is_err(),
            "{over}"
        );
    }
    let within = format!("ab:depth=1,hash={}", limit.clamp(1, 4096));
    assert!(
        alphabeta::Engine::parse::<Noughts>(&within).is_ok(),
        "{within}"
    );
}

/// Master is named like the other levels, alone or as `level=`, in both families, and thinks
/// for a set time: two seconds, with no node or depth cap below the search's own.
#[test]
fn master_is_a_level_that_thinks_for_two_seconds() {
    use medusa::ai::Level;
    use medusa::ai::medea::MedeaSearch;
    use medusa::ai::pillars::PillarsSearch;
    use std::time::Duration;

    assert_eq!(Level::from_name(" Master "), Some(Level::Master));
    assert_eq!(Level::ALL.last(), Some(&Level::Master));
    let Ok(Engine::Mcts(settings)) = Engine::parse("master") else {
        panic!("master is an MCTS level");
    };
    assert_eq!(settings.budget.time, Some(Duration::from_secs(2)));
    assert!(settings.max_nodes > Level::Strong.settings(0).max_nodes);
    assert!(Engine::parse("mcts:level=master,time=1s").is_ok());
    for settings in [
        alphabeta::Engine::parse::<MedeaSearch>("master"),
        alphabeta::Engine::parse::<PillarsSearch>("ab:level=master"),
    ] {
        let Ok(alphabeta::Engine::AlphaBeta(settings)) = settings else {
            panic!("master is an alpha-beta level");
        };
        assert_eq!(settings.budget.time, Some(Duration::from_secs(2)));
        assert_eq!(settings.budget.nodes, None);
        assert_eq!(settings.noise, 0);
    }
}
