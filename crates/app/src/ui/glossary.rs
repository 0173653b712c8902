//! The lesson's words: under the lesson's instruction, the terms the course has explained up
//! to the step on the board (liberty, chakra, the Medusa's gaze), each with what it means, the
//! step's own first and marked. **Words** in the lesson's window shows and hides them.

use bevy::prelude::*;
use bevy_egui::egui::{self, RichText};

use super::panel::DIM;
use crate::session::Screen;
use medusa_lessons::{Course, GlossaryEntry};
use medusa_locale::Texts;

/// Whether the lesson's words are shown.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct GlossaryShown(pub bool);

/// The terms known at the step `step` of `course`, the newest first: each with its name, its
/// meaning and whether the step explains it first.
pub(crate) fn known_terms(
    words: &Texts,
    course: &Course,
    step: &str,
) -> Vec<(String, String, bool)> {
    let mut known: Vec<(String, String, bool)> = course
        .glossary_at(step)
        .into_iter()
        .map(
            |GlossaryEntry {
                 name,
                 meaning,
                 step: at,
                 ..
             }| { (words.get(&name), words.get(&meaning), at == step) },
        )
        .collect();
    known.reverse();
    known
}

/// The terms as a list, at most `height` high (it scrolls): each name strong, its meaning
/// under it; a step's own first, underlined.
pub(crate) fn glossary_body(
    ui: &mut egui::Ui,
    words: &Texts,
    terms: &[(String, String, bool)],
    height: f32,
) {
    if terms.is_empty() {
        ui.label(RichText::new(words.get("lesson-words-none")).color(DIM));
        return;
    }
    egui::ScrollArea::vertical()
        .id_salt("glossary terms")
        .max_height(height)
        .show(ui, |ui| {
            for (name, meaning, new) in terms {
                let name = RichText::new(name).strong();
                ui.label(if *new { name.underline() } else { name });
                ui.label(meaning);
                ui.add_space(4.0);
            }
        });
}

/// A new lesson begins with its words put away.
fn put_away(mut shown: ResMut<GlossaryShown>) {
    shown.set_if_neq(GlossaryShown(false));
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<GlossaryShown>()
        .add_systems(OnEnter(Screen::Title), put_away);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::words;
    use crate::ui::words_shown::assert_every_word_translated;

    fn medusa() -> Course {
        medusa_lessons::builtin_courses()
            .expect("the courses")
            .into_iter()
            .find(|course| course.game == "medusa")
            .expect("Medusa's course")
    }

    #[test]
    fn a_step_shows_the_terms_explained_so_far_its_own_first() {
        let english = medusa_locale::english();
        let course = medusa();
        let glossary = course.glossary();
        let first = glossary.first().expect("a term");
        let at_first = known_terms(&english, &course, first.step);
        assert!(at_first.iter().all(|(_, _, new)| *new), "{at_first:?}");
        assert_eq!(
            at_first.last().map(|t| t.0.clone()),
            Some(english.get(&first.name))
        );
        let last_step = course.steps().last().map(|(_, step)| step.id.clone());
        let at_end = known_terms(&english, &course, &last_step.expect("a step"));
        assert_eq!(at_end.len(), glossary.len());
        let liberty = at_end
            .iter()
            .find(|(name, _, _)| name == "Liberty")
            .expect("liberty is explained");
        assert!(
            liberty.1.starts_with("An empty cell or point"),
            "{liberty:?}"
        );
    }

    #[test]
    fn every_word_of_the_glossary_comes_from_the_language_files() {
        let course = medusa();
        for size in [egui::vec2(1280.0, 800.0), egui::vec2(390.0, 844.0)] {
            for step in ["(none)", course.glossary()[0].step] {
                assert_every_word_translated(
                    "the glossary",
                    size,
                    |_| false,
                    |ui| {
                        let terms = known_terms(&words(ui.ctx()), &course, step);
                        glossary_body(ui, &words(ui.ctx()), &terms, 300.0);
                    },
                );
            }
        }
    }
}
