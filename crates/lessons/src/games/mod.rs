//! Each game's part of the lessons: how a step's position is read, and the game's own goals
//! (stones reversed, a man crowned, a piece turned to stone), implementing [`super::LessonGame`]
//! on the game's core from outside it; and the one list of the games with lessons.

pub mod medea;
pub mod medusa;
pub mod pillars;

pub use medea::MedeaGoal;
pub use medusa::{MedusaGoal, ReversalName};
pub use pillars::PillarsGoal;

use super::LessonEntry;
use medusa_rules as rules;

/// The games with lessons and their courses, in the order of the games' list. A game joins
/// with one line.
pub const LESSON_GAMES: [LessonEntry; 4] = [
    LessonEntry::of::<rules::medusa::Game>(
        rules::medusa::MEDUSA,
        include_str!("../../../../assets/lessons/medusa.json"),
    ),
    LessonEntry::of::<rules::medusa::Game>(
        rules::medusa::LOTUS,
        include_str!("../../../../assets/lessons/lotus.json"),
    ),
    LessonEntry::of::<rules::medea::Game>(
        rules::medea::MEDEA,
        include_str!("../../../../assets/lessons/medea.json"),
    ),
    LessonEntry::of::<rules::pillars::Game>(
        rules::pillars::PILLARS,
        include_str!("../../../../assets/lessons/pillars.json"),
    ),
];
