//! The lessons: every step of every course played with its stored solutions and wrong moves,
//! the goals each on a concrete position, the loader's refusals and the progress model. Runs
//! without the app.

mod courses;
mod glossary;
mod goals;
mod loader;
mod progress;
