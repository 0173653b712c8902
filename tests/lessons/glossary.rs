//! The glossary: every term a course explains has its words in glossary.ftl, every term of
//! the glossary is explained by some course, and a step's English text uses only the terms
//! its course has explained at that step or before it (a term the course never explains, such
//! as the King of Pillars of Medusa, is not looked for).

use medusa::lessons::{Course, builtin_courses};

/// The words that show a term is used in an English text, whole words, any case.
const FORMS: &[(&str, &[&str])] = &[
    ("cell", &["cell", "cells"]),
    ("hole", &["hole", "holes"]),
    ("point", &["point", "points"]),
    ("komi", &["komi"]),
    ("liberty", &["liberty", "liberties"]),
    ("group", &["group", "groups"]),
    ("reversal", &["reversal", "reverse", "reversed"]),
    ("suicide", &["suicide"]),
    ("second-reversal", &["second reversal"]),
    ("line", &["line", "lines"]),
    ("jump", &["jump", "jumps"]),
    ("right-to-move", &["right to move", "its right"]),
    ("rosette", &["rosette", "rosettes"]),
    ("lotus", &["a lotus", "your lotus", "the lotus", "lotuses"]),
    ("marker", &["marker"]),
    ("pass", &["pass", "passes"]),
    ("territory", &["territory"]),
    ("dead-stones", &["dead"]),
    ("count", &["the count", "your count", "higher count"]),
    ("man", &["man", "men"]),
    ("king", &["king", "kings"]),
    ("compulsory-capture", &["compulsory", "must capture"]),
    ("majority-rule", &["majority rule", "the most pieces"]),
    ("turkish-strike", &["turkish strike"]),
    ("crowning", &["crown", "crowned", "crowning", "crowns"]),
    ("chakra", &["chakra", "chakras"]),
    (
        "transmission",
        &["transmission", "transmits", "transmitted", "transmit"],
    ),
    ("replacement", &["replacement"]),
    ("file-and-rank", &["file", "rank"]),
    ("draw", &["draw", "drawn"]),
    ("sword", &["sword", "swords"]),
    ("tower", &["tower", "towers"]),
    ("horse", &["horse"]),
    ("advisor", &["advisor"]),
    ("mounted-advisor", &["mounted advisor"]),
    ("queen", &["queen"]),
    ("serpent", &["serpent"]),
    ("pillar", &["pillar"]),
    ("medusa", &["medusa", "medusas"]),
    ("gaze", &["gaze"]),
    ("stone", &["stone", "frozen"]),
    ("morph", &["morph"]),
    ("castling", &["castle", "castles", "castling"]),
    ("check", &["check"]),
    ("mate", &["mate", "checkmate"]),
    ("stalemate", &["stalemate", "stalemated"]),
    ("promotion", &["promote", "promotes", "promotion"]),
];

fn courses() -> Vec<Course> {
    builtin_courses().unwrap_or_else(|e| panic!("{e}"))
}

/// Whether `text` holds `form` as whole words, in any case.
fn uses(text: &str, form: &str) -> bool {
    let text = text.to_lowercase();
    text.match_indices(form).any(|(at, _)| {
        let before = text[..at].chars().next_back();
        let after = text[at + form.len()..].chars().next();
        !before.is_some_and(char::is_alphanumeric) && !after.is_some_and(char::is_alphanumeric)
    })
}

/// The glossary's terms, from English's glossary.ftl.
fn glossary_terms() -> Vec<String> {
    let source = medusa::locale::source("en", "glossary.ftl").unwrap_or_default();
    source
        .lines()
        .filter_map(|line| line.strip_prefix("glossary-"))
        .filter_map(|line| line.split(" =").next())
        .filter(|id| !id.ends_with("-meaning"))
        .map(str::to_string)
        .collect()
}

#[test]
fn every_term_a_step_uses_is_explained_at_or_before_that_step() {
    let english = medusa::locale::english();
    let mut faults = Vec::new();
    for course in courses() {
        let taught: Vec<&str> = course.glossary().iter().map(|entry| entry.term).collect();
        for (stage, step) in course.steps() {
            let known: Vec<&str> = course
                .glossary_at(&step.id)
                .iter()
                .map(|entry| entry.term)
                .collect();
            let mut ids = vec![step.instruction.as_str(), step.hint.text.as_str()];
            ids.extend(step.done.as_deref());
            for id in ids {
                let text = english.get(id);
                for (term, forms) in FORMS {
                    let used = forms.iter().any(|form| uses(&text, form));
                    if used && taught.contains(term) && !known.contains(term) {
                        faults.push(format!(
                            "{}/{}/{}: {id} uses '{term}' before the course explains it",
                            course.game, stage.id, step.id
                        ));
                    }
                }
            }
        }
    }
    assert!(faults.is_empty(), "{}", faults.join("\n"));
}

#[test]
fn every_term_of_the_glossary_is_explained_by_a_course_and_looked_for() {
    let courses = courses();
    let terms = glossary_terms();
    assert!(
        terms.len() >= 40,
        "the glossary has only {} terms",
        terms.len()
    );
    for term in &terms {
        assert!(
            courses
                .iter()
                .any(|course| course.glossary().iter().any(|entry| entry.term == term)),
            "no course explains the glossary's term {term}"
        );
        assert!(
            FORMS.iter().any(|(known, _)| known == term),
            "the test does not know how the term {term} is written"
        );
    }
}

#[test]
fn a_step_shows_the_terms_explained_so_far_with_their_words() {
    let courses = courses();
    let Some(medusa) = courses.iter().find(|course| course.game == "medusa") else {
        panic!("no Medusa course");
    };
    let terms = |step: &str| -> Vec<&str> {
        medusa
            .glossary_at(step)
            .iter()
            .map(|entry| entry.term)
            .collect()
    };
    assert_eq!(terms("place-a-stone"), ["cell", "hole", "komi", "marker"]);
    assert_eq!(
        terms("reverse-a-group"),
        [
            "cell", "hole", "komi", "marker", "liberty", "reversal", "group"
        ]
    );
    assert_eq!(terms("no-such-step"), Vec::<&str>::new());
    let group = medusa
        .glossary()
        .into_iter()
        .find(|entry| entry.term == "group");
    let group = group.map(|entry| (entry.name, entry.meaning, entry.stage, entry.step));
    assert_eq!(
        group,
        Some((
            "glossary-group".to_string(),
            "glossary-group-meaning".to_string(),
            "reversal",
            "reverse-a-group"
        ))
    );
    let english = medusa::locale::english();
    for course in &courses {
        for entry in course.glossary() {
            assert!(
                english.has(&entry.name) && english.has(&entry.meaning),
                "{entry:?}"
            );
        }
    }
}

#[test]
fn a_word_is_found_whole_and_in_any_case() {
    assert!(uses("Fill the last Liberty.", "liberty"));
    assert!(!uses("stalemate", "mate"));
    assert!(uses("give mate: now", "mate"));
    assert!(!uses("passed", "pass"));
}
