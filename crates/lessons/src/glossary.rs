//! The glossary: the games' terms (liberty, chakra, the Medusa's gaze), each explained in
//! every language's `glossary.ftl` by two messages, `glossary-<term>` (its name) and
//! `glossary-<term>-meaning` (what it means, in a sentence or two). A step lists the terms it
//! explains for the first time ([`Step::terms`]); a course's glossary is those terms in the
//! order the course teaches them, so that any step can show the terms known so far.
//!
//! [`Step::terms`]: super::course::Step::terms

use super::course::Course;

/// One term of a course's glossary.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct GlossaryEntry<'a> {
    /// The term, as steps list it (`liberty`).
    pub term: &'a str,
    /// The Fluent id of its name (`glossary-liberty`).
    pub name: String,
    /// The Fluent id of what it means (`glossary-liberty-meaning`).
    pub meaning: String,
    /// The stage and the step that explain it first.
    pub stage: &'a str,
    pub step: &'a str,
}

/// The Fluent ids of a term's name and meaning.
pub fn glossary_words(term: &str) -> [String; 2] {
    [
        format!("glossary-{term}"),
        format!("glossary-{term}-meaning"),
    ]
}

impl Course {
    /// Every term the course explains, in the order it teaches them.
    pub fn glossary(&self) -> Vec<GlossaryEntry<'_>> {
        self.steps()
            .flat_map(|(stage, step)| {
                step.terms.iter().map(move |term| {
                    let [name, meaning] = glossary_words(term);
                    GlossaryEntry {
                        term,
                        name,
                        meaning,
                        stage: &stage.id,
                        step: &step.id,
                    }
                })
            })
            .collect()
    }

    /// The terms explained at the step `id` or before it: the glossary that step can show
    /// (none for a step the course does not have).
    pub fn glossary_at(&self, id: &str) -> Vec<GlossaryEntry<'_>> {
        let Some(index) = self.steps().position(|(_, step)| step.id == id) else {
            return Vec::new();
        };
        let known: Vec<&str> = self
            .steps()
            .take(index + 1)
            .map(|(_, step)| step.id.as_str())
            .collect();
        self.glossary()
            .into_iter()
            .filter(|entry| known.contains(&entry.step))
            .collect()
    }
}
