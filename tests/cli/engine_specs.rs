//! Engine specs on the command line: values out of range, unreadable numbers and unknown
//! forms are refused with a sentence naming the token and exit status 2, never a panic.

use std::process::Output;

use super::program::{medusa, text};

use medusa::games::text_record::quote;

fn selfplay(white: &str) -> Output {
    let args = [
        "selfplay", "--games", "1", "--white", white, "--black", "random",
    ];
    medusa(&args, None)
}

/// The spec is refused: exit status 2, `reason` on standard error, no panic, no output.
fn refused(spec: &str, reason: &str) {
    let output = selfplay(spec);
    let stderr = text(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{spec}: {stderr}");
    assert!(stderr.contains(reason), "{spec}: {stderr}");
    assert!(!stderr.contains("panicked"), "{spec}: {stderr}");
    assert_eq!(stderr.lines().count(), 1, "{spec}: {stderr}");
    assert!(output.stdout.is_empty(), "{spec}");
}

#[test]
fn search_times_beyond_the_clock_are_refused() {
    for time in [
        "100000000000000000000",
        "18446744073709551616",
        "400000000000000000m",
        "99999999999999999999999ms",
        "1e30s",
    ] {
        refused(
            &format!("mcts:time={time}"),
            &format!(
                "time={} is out of range: time is from 1ms to 1h",
                quote(time)
            ),
        );
    }
    refused("mcts:time=0ms", "time='0ms' is out of range");
    refused("mcts:time=-1s", "time='-1s' is out of range");
    refused("mcts:time=nan", "'nan' is not a duration");
    refused("mcts:time=1 fortnight", "unknown unit 'fortnight'");
}

#[test]
fn every_knob_has_a_range() {
    refused("mcts:playouts=100,c=nan", "'nan' is not a number (in c=)");
    refused(
        "mcts:playouts=100,c=-1",
        "c='-1' is out of range: c is from 0 to 10",
    );
    refused(
        "mcts:playouts=100,rave=nan",
        "'nan' is not a number (in rave=)",
    );
    refused("mcts:playouts=100,rave=-5", "rave='-5' is out of range");
    refused(
        "mcts:playouts=100,margin=nan",
        "'nan' is not a number (in margin=)",
    );
    refused("mcts:playouts=100,margin=2", "margin='2' is out of range");
    refused(
        "mcts:playouts=100,early=maybe",
        "'maybe' is not on or off (in early=)",
    );
    refused(
        "mcts:playouts=100,expand=-1",
        "expand='-1' is out of range: expand is from 1 to 1000",
    );
    refused(
        "mcts:playouts=100,expand=nan",
        "'nan' is not a number (in expand=)",
    );
    refused("mcts:playouts=100,expand=0", "expand='0' is out of range");
    refused(
        "mcts:playouts=2.5",
        "'2.5' is not a whole number (in playouts=)",
    );
    refused(
        "mcts:playouts=18446744073709551616",
        "playouts='18446744073709551616' is out of range",
    );
    refused("mcts:playouts=10,playouts=20", "'playouts' is given twice");
    refused("mcts:level=grandmaster", "'grandmaster' is not a level");
}

#[test]
fn tokens_in_messages_are_quoted_and_cut_short() {
    // A control character is shown escaped, and a long token is cut.
    refused("mcts:c\u{1b}=1", "unknown setting 'c\\u{1b}'");
    refused(
        &format!("mcts:time={}", "9".repeat(400)),
        "time='999999999999999999999999…' is out of range",
    );
    // The other family's engines name the games they play.
    refused(
        "ab:depth=3",
        "'ab:depth=3' is an alpha-beta player, which plays Medea and Pillars of Medusa only",
    );
}

#[test]
fn a_spec_in_range_still_plays() {
    let output = selfplay("mcts:playouts=20,c=0,rave=0,margin=1,expand=1000,early=no");
    assert!(output.status.success(), "{}", text(&output.stderr));
    let args = [
        "selfplay",
        "--variant",
        "lotus",
        "--games",
        "1",
        "--white",
        "MCTS:time=1e1ms",
        "--black",
        "random",
    ];
    let output = medusa(&args, None);
    assert!(output.status.success(), "{}", text(&output.stderr));
}
