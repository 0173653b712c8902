//! A course as its file writes it: stages of a few steps each; a step is a position, a goal,
//! the moves allowed and the par for three stars, scripted replies of the opponent, the cell a
//! hint rings, and the solutions and wrong moves the tests play. The words (the titles, each
//! step's instruction, hint and closing sentence) are in each language's
//! `lessons-<game>.ftl`, under ids made from the course's ([`Course::words`]).

use serde::{Deserialize, Serialize};

use super::goal::Goal;

/// The version of the course files' format this program reads.
pub const FORMAT: u32 = 1;

/// One game's course.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Course {
    /// The version of the format ([`FORMAT`]).
    pub format: u32,
    /// The game's id as records write it (`medusa`, `lotus`, `medea`, `pillars`).
    pub game: String,
    /// The Fluent id of the course's title (`lessons-medea-title`), set by the loader.
    #[serde(skip)]
    pub title: String,
    /// The stages, in the order they are taught.
    pub stages: Vec<Stage>,
}

/// A few steps about one thing.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Stage {
    /// A name unique in the course, for files and progress (`men`, `transmission`).
    pub id: String,
    /// The Fluent id of the stage's title (`lessons-medea-stage-men`), set by the loader.
    #[serde(skip)]
    pub title: String,
    /// The steps, in order.
    pub steps: Vec<Step>,
}

/// One task on the board.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Step {
    /// A name unique in the course (not only in its stage), under which progress is kept.
    pub id: String,
    /// The Fluent id of what to do, in one sentence (`lessons-medea-step-man-step`), set by
    /// the loader.
    #[serde(skip)]
    pub instruction: String,
    /// The glossary's terms this step explains for the first time (`liberty`, `chakra`):
    /// each is a name in `glossary.ftl` ([`crate::glossary`]).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub terms: Vec<String>,
    /// The starting position in the game's own notation: a FEN (Medea, Pillars of Medusa), or
    /// an object of stones for Medusa and Lotus (`{"to_move": "white", "marker": 0,
    /// "black": "j9 j11", "white": "k10"}`). The side to move is the player.
    pub position: serde_json::Value,
    /// What the player's moves must achieve.
    pub goal: Goal,
    /// The player's moves that earn three stars.
    pub par: u32,
    /// The most moves the player may make before the step counts as missed; `par` when
    /// left out.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub allowed: Option<u32>,
    /// The opponent's answers: the first after the player's first move, and so on; one is
    /// needed after every move but the last allowed, and one after the last is played too
    /// (the goal is checked again after it: the opponent's pass that ends the game). Each is
    /// a move, or a list of moves of which the first legal one is played.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub replies: Vec<Reply>,
    /// What the hint button shows, and what a wrong move gets.
    pub hint: Hint,
    /// Move sequences that meet the goal (the tests play each).
    pub solutions: Vec<Vec<String>>,
    /// Legal move sequences that miss the goal and get the hint (the tests play each).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub wrong: Vec<Vec<String>>,
    /// Move sequences whose last move the rules refuse, the moves before it (and their
    /// replies) being legal: what a step that teaches a refusal lets the player try (the
    /// loader and the tests play each). A step has wrong lines, refused lines or both.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub refused: Vec<Vec<String>>,
    /// The Fluent id of a sentence shown once the step is solved, if English has one
    /// (`lessons-medea-step-man-capture-done`), set by the loader.
    #[serde(skip)]
    pub done: Option<String>,
}

impl Step {
    /// The most moves the player may make.
    pub fn allowed(&self) -> u32 {
        self.allowed.unwrap_or(self.par).max(self.par)
    }
}

/// The hint: the cell or square to ring, and a sentence.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Hint {
    /// The cell or square to ring, named as the game's records name it (`c3`, `j10`, `17`).
    pub ring: String,
    /// The Fluent id of what to look for, in a sentence (`lessons-medea-step-man-step-hint`),
    /// set by the loader.
    #[serde(skip)]
    pub text: String,
}

/// A scripted answer of the opponent: one move, or moves tried in order (the first legal one
/// is played), so that a reply fits more than one right move.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Reply {
    One(String),
    FirstLegal(Vec<String>),
}

impl Reply {
    /// The moves to try, in order.
    pub fn moves(&self) -> &[String] {
        match self {
            Reply::One(one) => std::slice::from_ref(one),
            Reply::FirstLegal(moves) => moves,
        }
    }
}

impl Course {
    /// Sets the Fluent ids of the course's words from the game's, the stages' and the steps'
    /// ids, with a closing sentence where English has one.
    pub fn words(&mut self, english: &medusa_locale::Texts) {
        let course = format!("lessons-{}", self.game);
        self.title = format!("{course}-title");
        for stage in &mut self.stages {
            stage.title = format!("{course}-stage-{}", stage.id);
            for step in &mut stage.steps {
                let id = format!("{course}-step-{}", step.id);
                step.hint.text = format!("{id}-hint");
                let done = format!("{id}-done");
                step.done = english.has(&done).then_some(done);
                step.instruction = id;
            }
        }
    }

    /// The Fluent ids of every word of the course.
    pub fn word_ids(&self) -> impl Iterator<Item = &str> {
        std::iter::once(self.title.as_str()).chain(self.stages.iter().flat_map(|stage| {
            std::iter::once(stage.title.as_str()).chain(stage.steps.iter().flat_map(|step| {
                [step.instruction.as_str(), step.hint.text.as_str()]
                    .into_iter()
                    .chain(step.done.as_deref())
            }))
        }))
    }

    /// Every step, with its stage, in order.
    pub fn steps(&self) -> impl Iterator<Item = (&Stage, &Step)> {
        self.stages
            .iter()
            .flat_map(|stage| stage.steps.iter().map(move |step| (stage, step)))
    }

    /// How many steps the course has.
    pub fn step_count(&self) -> usize {
        self.stages.iter().map(|stage| stage.steps.len()).sum()
    }

    /// The step named `id`, with its stage.
    pub fn step(&self, id: &str) -> Option<(&Stage, &Step)> {
        self.steps().find(|(_, step)| step.id == id)
    }
}
