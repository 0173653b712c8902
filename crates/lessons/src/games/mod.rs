//! Each game's part of the lessons: how a step's position is read, and the game's own goals
//! (stones reversed, a man crowned, a piece turned to stone), implementing [`super::LessonGame`]
//! on the game's core from outside it.

pub mod medea;
pub mod medusa;
pub mod pillars;

pub use medea::MedeaGoal;
pub use medusa::{MedusaGoal, ReversalName};
pub use pillars::PillarsGoal;
