//! What is wrong with a lesson file, said with the course, the stage and the step it is in.

use std::fmt;

/// A course file that cannot be read or used, and where.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct LessonError {
    /// The course (its game's id, or the file's name when the game cannot be read).
    pub course: String,
    /// The stage's id, where the fault is in a stage.
    pub stage: Option<String>,
    /// The step's id, where the fault is in a step.
    pub step: Option<String>,
    /// What is wrong, in a sentence.
    pub message: String,
}

impl LessonError {
    /// A fault of the whole course.
    pub fn course(course: &str, message: impl Into<String>) -> LessonError {
        LessonError {
            course: course.to_string(),
            stage: None,
            step: None,
            message: message.into(),
        }
    }

    /// A fault of a stage.
    pub fn stage(course: &str, stage: &str, message: impl Into<String>) -> LessonError {
        LessonError {
            stage: Some(stage.to_string()),
            ..LessonError::course(course, message)
        }
    }

    /// A fault of a step.
    pub fn step(course: &str, stage: &str, step: &str, message: impl Into<String>) -> LessonError {
        LessonError {
            step: Some(step.to_string()),
            ..LessonError::stage(course, stage, message)
        }
    }
}

impl fmt::Display for LessonError {
    /// `lessons of medea, stage 'men', step 'men-forward': the goal ...`
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "lessons of {}", self.course)?;
        if let Some(stage) = &self.stage {
            write!(f, ", stage '{stage}'")?;
        }
        if let Some(step) = &self.step {
            write!(f, ", step '{step}'")?;
        }
        write!(f, ": {}", self.message)
    }
}

impl std::error::Error for LessonError {}

#[cfg(test)]
mod tests {
    use super::LessonError;

    #[test]
    fn an_error_names_the_course_stage_and_step() {
        assert_eq!(
            LessonError::step("medea", "men", "forward", "no goal").to_string(),
            "lessons of medea, stage 'men', step 'forward': no goal"
        );
        assert_eq!(
            LessonError::course("pillars", "no stages").to_string(),
            "lessons of pillars: no stages"
        );
    }
}
