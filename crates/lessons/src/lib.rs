//! Lessons: short courses that teach each game by doing. A course is data (one JSON file a
//! game under `assets/lessons/`, read by [`load_course`]); a step sets up a position, says in
//! one sentence what to do, and the core decides whether the player's moves did it, by the
//! step's [`Goal`] checked on the position and the effects, never by a list of expected
//! clicks. The player's stars and how far each course is done are kept in [`Progress`].
//!
//! * [`course`]: the file's types (course, stage, step, hint, scripted replies).
//! * [`loader`]: reading and checking a course file, and the four courses built in.
//! * [`goal`]: the goals every game shares, and the seam for each game's own goals.
//! * [`lesson_game`]: what a game's core adds to teach it ([`LessonGame`]); each game's
//!   implementation, with its own goals, is in [`games`] (the rules know nothing of lessons).
//! * [`attempt`]: a step played with the player's moves: solved (with stars), not yet, wrong
//!   (with the hint) or illegal (with the core's reason).
//! * [`lesson_games`]: the games that have lessons, each behind plain functions.
//! * [`glossary`]: the terms each course explains, and the step that explains each first.
//! * [`progress`]: the best stars of every step, saved by the app.
//!
//! No Bevy and no I/O: the app includes the files' text and hands it here.

pub mod attempt;
pub mod course;
pub mod games;
pub mod glossary;
pub mod goal;
pub mod lesson_error;
pub mod lesson_game;
pub mod lesson_games;
pub mod loader;
pub mod progress;

pub use attempt::{Attempt, Verdict, stars};
pub use course::{Course, Hint, Reply, Stage, Step};
pub use games::LESSON_GAMES;
pub use glossary::{GlossaryEntry, glossary_words};
pub use goal::Goal;
pub use lesson_error::LessonError;
pub use lesson_game::{LessonGame, Trial};
pub use lesson_games::{LessonEntry, course_source};
pub use loader::{builtin_courses, load_course};
pub use progress::Progress;
