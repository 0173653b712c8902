//! Reading a course file: the JSON is read, the ids of its words set, every stage and step is
//! checked (ids unique, English words for each, a position that sets up, a goal the game knows
//! and that is not met at the start, a hint on the board, the moves allowed, scripted replies
//! for every move but the last, solutions and wrong moves given), and a fault is refused naming
//! the course, the stage and the step. The courses of the games are built in (each game's
//! [`LessonEntry`](super::LessonEntry)).

use std::collections::HashSet;

use medusa_locale::Texts;
use serde_json::Value;

use super::LESSON_GAMES;
use super::attempt::Verdict;
use super::course::{Course, FORMAT, Stage, Step};
use super::glossary::glossary_words;
use super::lesson_error::LessonError;
use super::lesson_games::lesson_entry;

/// Every built-in course, in the order of the games.
pub fn builtin_courses() -> Result<Vec<Course>, LessonError> {
    LESSON_GAMES
        .iter()
        .map(|entry| load_course(entry.course))
        .collect()
}

/// Reads and checks a course file.
pub fn load_course(source: &str) -> Result<Course, LessonError> {
    let value: Value = serde_json::from_str(source)
        .map_err(|e| LessonError::course("a course file", format!("not JSON: {e}")))?;
    let name = value
        .get("game")
        .and_then(Value::as_str)
        .unwrap_or("a course file")
        .to_string();
    let mut course: Course = match serde_json::from_value(value.clone()) {
        Ok(course) => course,
        Err(error) => return Err(locate(&name, &value, error)),
    };
    let english = medusa_locale::english();
    course.words(&english);
    check(&course, &english)?;
    Ok(course)
}

/// The stage and step where a course that cannot be read goes wrong.
fn locate(course: &str, value: &Value, error: serde_json::Error) -> LessonError {
    let id = |v: &Value| {
        v.get("id")
            .and_then(Value::as_str)
            .unwrap_or("(no id)")
            .to_string()
    };
    let stages = value.get("stages").and_then(Value::as_array);
    for stage in stages.into_iter().flatten() {
        let steps = stage.get("steps").and_then(Value::as_array);
        for step in steps.into_iter().flatten() {
            if let Err(e) = serde_json::from_value::<Step>(step.clone()) {
                return LessonError::step(course, &id(stage), &id(step), e.to_string());
            }
        }
        if let Err(e) = serde_json::from_value::<Stage>(stage.clone()) {
            return LessonError::stage(course, &id(stage), e.to_string());
        }
    }
    LessonError::course(course, error.to_string())
}

/// Everything a course must be beyond its shape.
fn check(course: &Course, english: &Texts) -> Result<(), LessonError> {
    let name = course.game.as_str();
    if course.format != FORMAT {
        return Err(LessonError::course(
            name,
            format!(
                "format {} is not {FORMAT}, the one this program reads",
                course.format
            ),
        ));
    }
    if lesson_entry(name).is_none() {
        return Err(LessonError::course(
            name,
            "no game of that name has lessons",
        ));
    }
    if !english.has(&course.title) {
        return Err(LessonError::course(name, missing_words(&course.title)));
    }
    if course.stages.is_empty() {
        return Err(LessonError::course(name, "the course has no stages"));
    }
    let mut stage_ids = HashSet::new();
    let mut step_ids = HashSet::new();
    let mut terms = HashSet::new();
    for stage in &course.stages {
        if stage.id.is_empty() || !stage_ids.insert(stage.id.as_str()) {
            return Err(LessonError::stage(
                name,
                &stage.id,
                "a stage id must be unique and not empty",
            ));
        }
        if !english.has(&stage.title) {
            return Err(LessonError::stage(
                name,
                &stage.id,
                missing_words(&stage.title),
            ));
        }
        if stage.steps.is_empty() {
            return Err(LessonError::stage(
                name,
                &stage.id,
                "the stage has no steps",
            ));
        }
        for step in &stage.steps {
            let fault = |message: String| LessonError::step(name, &stage.id, &step.id, message);
            if step.id.is_empty() || !step_ids.insert(step.id.as_str()) {
                return Err(fault(
                    "a step id must be unique in the course and not empty".into(),
                ));
            }
            for id in [&step.instruction, &step.hint.text] {
                if !english.has(id) {
                    return Err(fault(missing_words(id)));
                }
            }
            check_step(step).map_err(fault)?;
            course.check_cell(step, &step.hint.ring)?;
            course.check_reachable(step)?;
            if course.met_at_start(step)? {
                return Err(fault("the goal is met already at the start".into()));
            }
            for line in &step.refused {
                check_refused(course, step, line).map_err(&fault)?;
            }
            for term in &step.terms {
                let words = glossary_words(term);
                if let Some(missing) = words.iter().find(|id| !english.has(id)) {
                    return Err(fault(format!(
                        "English has no words for {missing} (assets/locales/en/glossary.ftl)"
                    )));
                }
                if !terms.insert(term.as_str()) {
                    return Err(fault(format!(
                        "the term '{term}' is explained by an earlier step already"
                    )));
                }
            }
        }
    }
    Ok(())
}

/// Whether the last move of the refused `line` of `step` is refused by the rules, after the
/// moves before it were played as legal and not solving the step.
fn check_refused(course: &Course, step: &Step, line: &[String]) -> Result<(), String> {
    let (last, before) = line.split_last().ok_or("a refused line has no move")?;
    for used in 1..line.len() {
        let verdict = course
            .attempt(step, &line[..used])
            .map_err(|e| e.to_string())?
            .verdict;
        if verdict != Verdict::NotYet {
            return Err(format!(
                "the refused line {line:?} is {verdict:?} after {used} moves"
            ));
        }
    }
    let verdict = course
        .attempt(step, line)
        .map_err(|e| e.to_string())?
        .verdict;
    match verdict {
        Verdict::Illegal { .. } => Ok(()),
        _ => Err(format!(
            "{last} after {before:?} is not refused by the rules but {verdict:?}"
        )),
    }
}

/// The refusal of a course whose words lack `id`.
fn missing_words(id: &str) -> String {
    format!("English has no words for {id} (assets/locales/en/lessons-<game>.ftl)")
}

/// What a step must hold whatever its game.
fn check_step(step: &Step) -> Result<(), String> {
    if step.par == 0 {
        return Err("the par must be at least one move".into());
    }
    if step.allowed.is_some_and(|allowed| allowed < step.par) {
        return Err("the moves allowed must be at least the par".into());
    }
    let needed = step.allowed() as usize - 1;
    if step.replies.len() < needed {
        return Err(format!(
            "{} moves are allowed, so {needed} scripted replies are needed, not {}",
            step.allowed(),
            step.replies.len()
        ));
    }
    if step.replies.iter().any(|reply| reply.moves().is_empty()) {
        return Err("a scripted reply must name a move".into());
    }
    if step.solutions.is_empty() || step.solutions.iter().any(Vec::is_empty) {
        return Err("the step needs at least one solution, each of at least one move".into());
    }
    if step.wrong.is_empty() && step.refused.is_empty() {
        return Err("the step needs at least one wrong or refused line".into());
    }
    if step.wrong.iter().chain(&step.refused).any(Vec::is_empty) {
        return Err("a wrong or refused line must have at least one move".into());
    }
    Ok(())
}
