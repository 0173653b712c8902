//! Each goal on a concrete position: a move that meets it (solved at par, three stars) and a
//! legal one that does not (the step's hint), for the goals every game shares and for each
//! game's own; and the verdicts not yet and illegal.

use medusa::lessons::{Course, Hint, Step, Verdict};
use serde_json::{Value, json};

/// A one-step course of `game` from `position` with `goal`, par 1.
fn lesson(game: &str, position: Value, goal: Value, extra: Value) -> (Course, Step) {
    let mut step = json!({
        "id": "step",
        "position": position,
        "goal": goal,
        "par": 1,
        "hint": { "ring": "a1" },
        "solutions": [["-"]],
        "wrong": [["-"]]
    });
    if let (Some(step), Some(extra)) = (step.as_object_mut(), extra.as_object()) {
        step.extend(extra.clone());
    }
    let step: Step = serde_json::from_value(step).unwrap_or_else(|e| panic!("a step: {e}"));
    let course = Course {
        format: 1,
        game: game.to_string(),
        title: "Test".to_string(),
        stages: Vec::new(),
    };
    (course, step)
}

fn hint() -> Verdict {
    Verdict::Wrong {
        hint: Hint {
            ring: "a1".into(),
            text: String::new(),
        },
    }
}

const SOLVED: Verdict = Verdict::Solved { moves: 1, stars: 3 };

/// The verdict of `moves` on a one-step course.
fn verdict(game: &str, position: Value, goal: Value, moves: &[&str]) -> Verdict {
    let (course, step) = lesson(game, position, goal, json!({}));
    match course.attempt(&step, moves) {
        Ok(attempt) => attempt.verdict,
        Err(e) => panic!("{e}"),
    }
}

/// Checks that `good` meets `goal` and `bad` gets the hint.
fn meets(game: &str, position: Value, goal: Value, good: &str, bad: &str) {
    assert_eq!(
        verdict(game, position.clone(), goal.clone(), &[good]),
        SOLVED,
        "{goal} by {good}"
    );
    assert_eq!(
        verdict(game, position, goal.clone(), &[bad]),
        hint(),
        "{goal} by {bad}"
    );
}

const MEDEA_MEN: &str = "4k3/8/8/8/8/2M2M2/8/8 w a2,h2 a7,h7 0";
const PILLARS_MEDUSA_MATE: &str = "5k5/11/11/11/5M5/11/11/11/11/11/2K8 w - 0 1";

#[test]
fn win_is_met_by_mate_and_not_by_a_quiet_move() {
    meets(
        "pillars",
        json!(PILLARS_MEDUSA_MATE),
        json!("win"),
        "f7-f10",
        "f7-f8",
    );
}

#[test]
fn no_moves_is_met_by_stalemate_and_not_by_a_quiet_move() {
    let stalemate = "k10/11/11/11/11/11/11/11/11/11/1Q3K5 w - 0 1";
    meets(
        "pillars",
        json!(stalemate),
        json!("no_moves"),
        "b1-b9",
        "b1-b2",
    );
    assert_eq!(
        verdict("pillars", json!(stalemate), json!("win"), &["b1-b9"]),
        hint(),
        "a stalemate is a draw, not a win"
    );
}

#[test]
fn stands_empty_and_all_read_the_squares_after_the_move() {
    let stands = json!({ "stands": { "at": "d4", "piece": "M" } });
    meets("medea", json!(MEDEA_MEN), stands.clone(), "c3-d4", "c3-c4");
    let empty = json!({ "empty": { "at": "c3" } });
    meets("medea", json!(MEDEA_MEN), empty.clone(), "c3-d4", "f3-f4");
    let all = json!({ "all": [stands, empty] });
    meets("medea", json!(MEDEA_MEN), all, "c3-d4", "c3-c4");
}

#[test]
fn a_goal_no_game_knows_is_a_fault_of_the_step_named_in_its_error() {
    let (course, step) = lesson("medea", json!(MEDEA_MEN), json!({ "fly": {} }), json!({}));
    let error = course
        .attempt(&step, &["c3-d4"])
        .map(|attempt| attempt.verdict)
        .map_err(|e| e.to_string());
    let message = error.err().unwrap_or_default();
    assert!(
        message.starts_with("lessons of medea, stage '?', step 'step': the goal {\"fly\":{}} is neither a shared goal nor one of the game's own"),
        "{message}"
    );
}

#[test]
fn a_square_off_the_board_in_a_goal_is_refused() {
    let goal = json!({ "stands": { "at": "z9", "piece": "M" } });
    let (course, step) = lesson("medea", json!(MEDEA_MEN), goal, json!({}));
    let message = course.met_at_start(&step).err().map(|e| e.message);
    assert_eq!(
        message.as_deref(),
        Some("'z9' is not a square of Medea's board")
    );
}

// Medusa and Lotus.

#[test]
fn reversed_is_met_by_a_capture_and_reads_the_reason() {
    let position = json!({ "to_move": "white", "black": "j9", "white": "i8 i9 k10" });
    let capture = json!({ "reversed": { "cells": "j9", "to": "white", "why": "capture" } });
    meets("medusa", position.clone(), capture, "k9", "k8");
    let suicide = json!({ "reversed": { "cells": "j9", "to": "white", "why": "suicide" } });
    assert_eq!(verdict("medusa", position, suicide, &["k9"]), hint());
}

#[test]
fn reversed_is_met_by_a_suicide_and_a_second_reversal() {
    let suicide = json!({ "reversed": { "cells": "j9", "to": "black", "why": "suicide" } });
    let around = json!({ "to_move": "white", "black": "i8 i9 k10 k9" });
    meets("medusa", around, suicide, "j9", "j11");
    let position = json!({ "to_move": "black", "black": "2 8", "white": "1 6 10 11 12" });
    let second = json!({ "reversed": { "cells": "5 1", "to": "white", "why": "second_reversal" } });
    meets("lotus", position, second, "5", "16");
}

#[test]
fn rosette_is_met_by_the_sixth_stone_of_its_site() {
    let position = json!({ "to_move": "white", "white": "i9 i10 j9 j11 k10" });
    meets(
        "medusa",
        position.clone(),
        json!({ "rosette": {} }),
        "k11",
        "l11",
    );
    let elsewhere = json!({ "rosette": { "cell": "a1" } });
    assert_eq!(verdict("medusa", position, elsewhere, &["k11"]), hint());
    let lotus = json!({ "to_move": "black", "black": "14 9 13 19 24" });
    meets(
        "lotus",
        lotus,
        json!({ "rosette": { "cell": "9" } }),
        "20",
        "21",
    );
}

#[test]
fn jump_is_met_by_a_group_moving_and_not_by_a_placement() {
    let position = json!({ "to_move": "white", "white": "i9 j9" });
    let goal = json!({ "jump": { "to": "k9" } });
    meets("medusa", position.clone(), goal, "- i9-k9", "k9");
    let other = json!({ "jump": { "to": "h9" } });
    assert_eq!(verdict("medusa", position, other, &["- i9-k9"]), hint());
}

#[test]
fn marker_is_met_by_a_pass_and_count_by_closing_a_corner() {
    let position = json!({ "to_move": "white", "black": "s19", "white": "a2" });
    meets(
        "medusa",
        position.clone(),
        json!({ "marker": { "points": 1 } }),
        "pass",
        "j11",
    );
    meets(
        "medusa",
        position,
        json!({ "count": { "at_least": 3 } }),
        "b1",
        "a1",
    );
    let lotus = json!({ "to_move": "black", "marker": 7, "black": "33" });
    let goal = json!({ "marker": { "points": 1 } });
    meets("lotus", lotus, goal, "pass", "36");
}

#[test]
fn win_in_medusa_counts_the_game_after_the_final_passes() {
    let position = json!({ "to_move": "white", "black": "s19", "white": "a2 b1" });
    let (course, step) = lesson(
        "medusa",
        position,
        json!("win"),
        json!({ "replies": ["pass"] }),
    );
    let attempt = course.attempt(&step, &["pass"]).map_err(|e| e.to_string());
    let attempt = attempt.unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        (attempt.verdict, attempt.replies),
        (SOLVED, vec!["pass".to_string()])
    );
    assert_eq!(
        attempt.game.outcome().as_deref(),
        None,
        "the game waits in the marking; the lesson counted it as it stands"
    );
}

// Medea.

#[test]
fn capture_counts_the_pieces_and_the_kings_taken() {
    let majority = json!("8/3m4/8/1m1m4/2mM4/8/8/4k3 w a2,h2 a7,h7 0");
    let two = json!({ "capture": { "at_least": 2 } });
    assert_eq!(
        verdict("medea", majority.clone(), two, &["d4xd6xd8"]),
        SOLVED
    );
    let three = json!({ "capture": { "at_least": 3 } });
    assert_eq!(verdict("medea", majority, three, &["d4xd6xd8"]), hint());
    let behind = json!("4k3/8/8/8/3Mm3/3k4/8/8 w a2,h2 a7,h7 0");
    let king = json!({ "capture": { "at_least": 1, "kings": 1 } });
    meets("medea", behind, king, "d4xd2", "d4xf4");
}

#[test]
fn replacement_transmit_and_chakra_move_read_the_effects() {
    let replacement = json!("4k3/8/8/3m4/3M4/8/7m/1M6 w a2,h2 a7,h7 0");
    meets(
        "medea",
        replacement,
        json!({ "replacement": {} }),
        "b1-a2",
        "d4xd6",
    );
    let transmitter = json!("4k3/8/8/8/8/8/8/1M6 w a2,h2 a7,h7 0");
    let goal = json!({ "transmit": { "to": "h2" } });
    meets("medea", transmitter.clone(), goal, "b1-a2", "b1-b2");
    let goal = json!({ "chakra_move": { "to": "b3" } });
    meets("medea", transmitter, goal, "Ca2-b3", "Ca2-a3");
}

#[test]
fn crown_is_met_on_the_far_row_where_the_goal_says() {
    let position = json!("4k3/2M5/8/8/5M2/8/8/8 w a2,h2 a7,h7 0");
    meets(
        "medea",
        position.clone(),
        json!({ "crown": {} }),
        "c7-b8",
        "f4-f5",
    );
    let at = json!({ "crown": { "at": "c8" } });
    meets("medea", position, at, "c7-c8", "c7-b8");
}

// Pillars of Medusa.

#[test]
fn frozen_and_free_read_the_gaze_after_the_move() {
    let gaze = json!("5k5/11/11/11/11/5h5/11/11/11/5M5/2K8 w - 0 1");
    meets(
        "pillars",
        gaze,
        json!({ "frozen": { "at": "f6" } }),
        "f2-f5",
        "f2-f3",
    );
    let stone = json!("5k5/11/11/11/11/5m5/4T6/6H4/11/11/2K8 w - 0 1");
    meets(
        "pillars",
        stone,
        json!({ "free": { "at": "e5" } }),
        "g4xf6",
        "c1-b1",
    );
}

#[test]
fn check_capture_castle_promote_and_morph_read_the_effects() {
    let queen = json!("5k5/11/11/4p6/11/11/11/11/11/11/4Q1K4 w - 0 1");
    meets(
        "pillars",
        queen.clone(),
        json!({ "capture": { "piece": "P" } }),
        "e1xe8",
        "e1-e2",
    );
    let wrong_kind = json!({ "capture": { "piece": "H" } });
    assert_eq!(verdict("pillars", queen, wrong_kind, &["e1xe8"]), hint());
    let mate = json!(PILLARS_MEDUSA_MATE);
    meets("pillars", mate, json!({ "check": {} }), "f7-f10", "c1-b1");
    let castle = json!("5k5/11/11/11/11/11/11/11/11/11/T4K5 w A 0 1");
    meets("pillars", castle, json!({ "castle": {} }), "O-O-A", "f1-f2");
    let sword = json!("3h1k5/2W8/11/11/11/11/11/11/11/11/5K5 w - 0 1");
    meets(
        "pillars",
        sword,
        json!({ "promote": {} }),
        "c10-c11",
        "f1-f2",
    );
    let morph = json!("5k5/11/11/11/11/11/4t6/11/2*A8/11/5K5 w - 0 1");
    meets(
        "pillars",
        morph,
        json!({ "morph": { "to": "T" } }),
        "c3xe5=T",
        "c3xe5",
    );
}

// The verdicts between.

#[test]
fn a_longer_step_is_not_yet_solved_after_one_move_and_shows_the_reply() {
    let position = json!("8/8/2M5/8/8/8/8/k7 w a2,h2 a7,h7 0");
    let extra = json!({ "par": 2, "allowed": 3, "replies": ["Ch7-h6", "Ch6-h5", "Ch5-h4"] });
    let (course, step) = lesson("medea", position, json!({ "crown": {} }), extra);
    let play = |moves: &[&str]| {
        let attempt = course.attempt(&step, moves).map_err(|e| e.to_string());
        attempt.map(|a| (a.verdict, a.replies))
    };
    let replies = |n: usize| {
        ["Ch7-h6", "Ch6-h5"][..n]
            .iter()
            .map(|s| s.to_string())
            .collect()
    };
    assert_eq!(play(&["c6-c7"]), Ok((Verdict::NotYet, replies(1))));
    assert_eq!(
        play(&["c6-c7", "c7-c8"]),
        Ok((Verdict::Solved { moves: 2, stars: 3 }, replies(1)))
    );
    assert_eq!(
        play(&["Ca2-a3", "c6-c7", "c7-c8"]),
        Ok((Verdict::Solved { moves: 3, stars: 2 }, replies(2)))
    );
}

#[test]
fn an_illegal_move_gets_the_cores_reason() {
    let position = json!(MEDEA_MEN);
    let goal = json!({ "stands": { "at": "d4", "piece": "M" } });
    let illegal = |token: &str| match verdict("medea", position.clone(), goal.clone(), &[token]) {
        Verdict::Illegal { reason } => reason,
        other => panic!("{token}: {other:?}"),
    };
    assert_eq!(
        illegal("c3-c5"),
        "a man steps one square forward, straight or diagonally, not from c3 to c5"
    );
    assert_eq!(illegal("z9-c5"), "'z9' is not a square (a1 to h8)");
}

#[test]
fn a_capture_of_fewer_than_the_most_is_illegal_with_the_cores_reason() {
    let position = json!("8/3m4/8/1m1m4/2mMm3/8/8/4k3 w a2,h2 a7,h7 0");
    let goal = json!({ "capture": { "at_least": 2 } });
    let got = verdict("medea", position, goal, &["d4xf4"]);
    let Verdict::Illegal { reason } = got else {
        panic!("d4xf4: {got:?}");
    };
    assert_eq!(
        reason,
        "a capture of 2 pieces is available: the largest capture is compulsory (this one takes 1)"
    );
}
