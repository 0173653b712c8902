//! The player's progress through the lessons: the best stars of every step solved, by course
//! and step id, as plain data the app saves (local storage in the browser, the data folder on
//! the desktop); and how far each course is done.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::course::Course;

/// The best stars of every step solved, by course (its game's id) and step id.
#[derive(Clone, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
pub struct Progress {
    #[serde(default)]
    pub courses: BTreeMap<String, BTreeMap<String, u8>>,
}

impl Progress {
    /// Notes `stars` (1 to 3) for a step solved; keeps the best. Whether it was better than
    /// what was kept.
    pub fn record(&mut self, course: &str, step: &str, stars: u8) -> bool {
        let stars = stars.clamp(1, 3);
        let best = self
            .courses
            .entry(course.to_string())
            .or_default()
            .entry(step.to_string())
            .or_insert(0);
        let better = stars > *best;
        *best = (*best).max(stars);
        better
    }

    /// The best stars of a step, 0 if it is not solved.
    pub fn stars(&self, course: &str, step: &str) -> u8 {
        self.courses
            .get(course)
            .and_then(|steps| steps.get(step))
            .copied()
            .unwrap_or(0)
    }

    /// How far `course` is done: its steps solved over its steps, 0 to 1 (steps kept for ids
    /// the course no longer has do not count).
    pub fn done(&self, course: &Course) -> f32 {
        let total = course.step_count();
        if total == 0 {
            return 0.0;
        }
        let solved = course
            .steps()
            .filter(|(_, step)| self.stars(&course.game, &step.id) > 0)
            .count();
        solved as f32 / total as f32
    }

    /// The stars earned in the steps of the stage `stage` of `course`, and the most there are.
    pub fn stage_stars(&self, course: &Course, stage: &str) -> (u32, u32) {
        let steps = course
            .stages
            .iter()
            .filter(|s| s.id == stage)
            .flat_map(|s| &s.steps);
        steps.fold((0, 0), |(earned, most), step| {
            (
                earned + u32::from(self.stars(&course.game, &step.id)),
                most + 3,
            )
        })
    }

    /// The first step of `course` not yet solved (stage index, step index), `None` when all are.
    pub fn next_step(&self, course: &Course) -> Option<(usize, usize)> {
        course.stages.iter().enumerate().find_map(|(i, stage)| {
            let j = stage
                .steps
                .iter()
                .position(|step| self.stars(&course.game, &step.id) == 0)?;
            Some((i, j))
        })
    }

    /// The progress as JSON, to save.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_else(|_| "{}".to_string())
    }

    /// The progress saved as JSON; a file that cannot be read is a fresh start, with why.
    pub fn from_json(json: &str) -> Result<Progress, String> {
        serde_json::from_str(json).map_err(|e| format!("the lessons' progress cannot be read: {e}"))
    }
}
