//! The loader's refusals: a broken course file is refused with a sentence that names its
//! course, stage and step; nothing in a file can make the loader panic.

use medusa::lessons::{course_source, load_course};
use serde_json::{Value, json};

/// The Medea course, changed by `change`, as the loader reads it: its error, or `ok`.
fn refusal(change: impl FnOnce(&mut Value)) -> String {
    let source = course_source("medea").unwrap_or_default();
    let mut course: Value = serde_json::from_str(source).unwrap_or(Value::Null);
    change(&mut course);
    match load_course(&course.to_string()) {
        Ok(_) => "ok".to_string(),
        Err(e) => e.to_string(),
    }
}

/// The first step of the Medea course, to change.
fn first_step(course: &mut Value) -> &mut Value {
    &mut course["stages"][0]["steps"][0]
}

#[test]
fn the_course_as_written_loads() {
    assert_eq!(refusal(|_| {}), "ok");
}

#[test]
fn text_that_is_not_json_is_refused() {
    let error = load_course("{ not json").map_err(|e| e.to_string());
    let message = error.err().unwrap_or_default();
    assert!(
        message.starts_with("lessons of a course file: not JSON: "),
        "{message}"
    );
}

#[test]
fn a_course_of_no_game_or_another_format_is_refused() {
    assert_eq!(
        refusal(|c| c["game"] = json!("chess")),
        "lessons of chess: no game of that name has lessons"
    );
    assert_eq!(
        refusal(|c| c["format"] = json!(2)),
        "lessons of medea: format 2 is not 1, the one this program reads"
    );
    assert_eq!(
        refusal(|c| c["stages"] = json!([])),
        "lessons of medea: the course has no stages"
    );
}

#[test]
fn a_step_or_stage_without_english_words_is_refused() {
    assert_eq!(
        refusal(|c| first_step(c)["id"] = json!("man-leap")),
        "lessons of medea, stage 'men', step 'man-leap': English has no words for \
         lessons-medea-step-man-leap (assets/locales/en/lessons-<game>.ftl)"
    );
    assert_eq!(
        refusal(|c| c["stages"][0]["id"] = json!("boys")),
        "lessons of medea, stage 'boys': English has no words for lessons-medea-stage-boys \
         (assets/locales/en/lessons-<game>.ftl)"
    );
    let message = refusal(|c| first_step(c)["instruction"] = json!("Move."));
    assert!(
        message.starts_with(
            "lessons of medea, stage 'men', step 'man-step': unknown field `instruction`"
        ),
        "{message}"
    );
}

#[test]
fn a_step_missing_a_field_is_named_with_its_stage() {
    let message = refusal(|c| {
        if let Some(step) = first_step(c).as_object_mut() {
            step.remove("hint");
        }
    });
    assert_eq!(
        message,
        "lessons of medea, stage 'men', step 'man-step': missing field `hint`"
    );
    let message = refusal(|c| first_step(c)["colour"] = json!("red"));
    assert!(
        message
            .starts_with("lessons of medea, stage 'men', step 'man-step': unknown field `colour`"),
        "{message}"
    );
}

#[test]
fn a_position_that_does_not_set_up_is_refused() {
    let message = refusal(|c| first_step(c)["position"] = json!("8/8 w a2,h2 a7,h7 0"));
    assert!(
        message.starts_with("lessons of medea, stage 'men', step 'man-step': "),
        "{message}"
    );
    assert_ne!(message, "ok");
    assert_eq!(
        refusal(|c| first_step(c)["position"] = json!({ "black": "a1" })),
        "lessons of medea, stage 'men', step 'man-step': a Medea position is a FEN, written as a string"
    );
}

#[test]
fn a_goal_that_is_unknown_off_the_board_or_met_at_the_start_is_refused() {
    let message = refusal(|c| first_step(c)["goal"] = json!({ "fly": { "to": "d4" } }));
    assert!(
        message.starts_with("lessons of medea, stage 'men', step 'man-step': the goal {\"fly\":{\"to\":\"d4\"}} is neither a shared goal nor one of the game's own"),
        "{message}"
    );
    assert_eq!(
        refusal(|c| first_step(c)["goal"] = json!({ "crown": { "at": "k12" } })),
        "lessons of medea, stage 'men', step 'man-step': 'k12' is not a square of Medea's board"
    );
    assert_eq!(
        refusal(|c| first_step(c)["goal"] = json!({ "stands": { "at": "c3", "piece": "M" } })),
        "lessons of medea, stage 'men', step 'man-step': the goal is met already at the start"
    );
}

#[test]
fn a_hint_off_the_board_is_refused() {
    assert_eq!(
        refusal(|c| first_step(c)["hint"]["ring"] = json!("i9")),
        "lessons of medea, stage 'men', step 'man-step': 'i9' is not a square of Medea's board"
    );
}

#[test]
fn ids_must_be_unique_and_moves_consistent() {
    assert_eq!(
        refusal(|c| c["stages"][0]["steps"][1]["id"] = json!("man-step")),
        "lessons of medea, stage 'men', step 'man-step': a step id must be unique in the course and not empty"
    );
    assert_eq!(
        refusal(|c| c["stages"][1]["id"] = json!("men")),
        "lessons of medea, stage 'men': a stage id must be unique and not empty"
    );
    assert_eq!(
        refusal(|c| first_step(c)["allowed"] = json!(3)),
        "lessons of medea, stage 'men', step 'man-step': 3 moves are allowed, so 2 scripted replies are needed, not 0"
    );
    assert_eq!(
        refusal(|c| first_step(c)["par"] = json!(0)),
        "lessons of medea, stage 'men', step 'man-step': the par must be at least one move"
    );
    assert_eq!(
        refusal(|c| first_step(c)["wrong"] = json!([])),
        "lessons of medea, stage 'men', step 'man-step': the step needs at least one wrong or refused line"
    );
    assert_eq!(
        refusal(|c| first_step(c)["refused"] = json!([[]])),
        "lessons of medea, stage 'men', step 'man-step': a wrong or refused line must have at least one move"
    );
}

#[test]
fn a_refused_line_the_rules_allow_is_refused() {
    assert_eq!(
        refusal(|c| first_step(c)["refused"] = json!([["c3-c4"]])),
        "lessons of medea, stage 'men', step 'man-step': c3-c4 after [] is not refused by the rules \
         but Wrong { hint: Hint { ring: \"c3\", text: \"lessons-medea-step-man-step-hint\" } }"
    );
    assert_eq!(
        refusal(|c| first_step(c)["refused"] = json!([["c3-d4", "d4-d5"]])),
        "lessons of medea, stage 'men', step 'man-step': the refused line [\"c3-d4\", \"d4-d5\"] is \
         Solved { moves: 1, stars: 3 } after 1 moves"
    );
    assert_eq!(
        refusal(|c| first_step(c)["refused"] = json!([["c3-c5"]])),
        "ok"
    );
}

#[test]
fn a_position_no_game_can_reach_is_refused() {
    assert_eq!(
        refusal(|c| first_step(c)["position"] = json!("4k3/8/8/8/8/2M5/8/3m4 w a2,h2 a7,h7 0")),
        "lessons of medea, stage 'men', step 'man-step': bad FEN: a black man cannot stand on d1: \
         it would have been crowned there"
    );
    let medusa = |position: Value| {
        let source = course_source("medusa").unwrap_or_default();
        let mut course: Value = serde_json::from_str(source).unwrap_or(Value::Null);
        first_step(&mut course)["position"] = position;
        load_course(&course.to_string()).map_or_else(|e| e.to_string(), |_| "ok".into())
    };
    assert_eq!(
        medusa(json!({ "to_move": "white", "black": "a1", "white": "a2 b1" })),
        "lessons of medusa, stage 'starting-position', step 'place-a-stone': the group on a1 has no \
         liberty and no rosette, which no game can leave"
    );
    let pillars = |position: &str| {
        let source = course_source("pillars").unwrap_or_default();
        let mut course: Value = serde_json::from_str(source).unwrap_or(Value::Null);
        first_step(&mut course)["position"] = json!(position);
        load_course(&course.to_string()).map_or_else(|e| e.to_string(), |_| "ok".into())
    };
    assert_eq!(
        pillars("5k5/5Q5/11/11/11/11/11/11/11/4W6/5K5 w - 0 1"),
        "lessons of pillars, stage 'swords-and-old-friends', step 'sword-double-step': Black's King \
         is in check, but it is not Black's move"
    );
    assert_eq!(
        pillars("5k5/11/11/11/11/11/11/11/11/4W6/W4K5 w - 0 1"),
        "lessons of pillars, stage 'swords-and-old-friends', step 'sword-double-step': a Sword stands \
         on a1, where no game can leave one"
    );
}

#[test]
fn a_term_without_words_or_explained_twice_is_refused() {
    assert_eq!(
        refusal(|c| first_step(c)["terms"] = json!(["flying-king"])),
        "lessons of medea, stage 'men', step 'man-step': English has no words for \
         glossary-flying-king (assets/locales/en/glossary.ftl)"
    );
    assert_eq!(
        refusal(|c| c["stages"][0]["steps"][1]["terms"] = json!(["man"])),
        "lessons of medea, stage 'men', step 'man-capture': the term 'man' is explained by an \
         earlier step already"
    );
}
