//! The lesson's window over the board: the course, the stage and the step, the step's one
//! sentence of instruction, what the player's move came to (go on, the stars, the hint, the
//! core's reason), and its buttons: the hint ringed on the board, the step again, the next
//! step, and back to the title. The title and the help's rules pages open the lessons through
//! [`Learning`].

use bevy::prelude::*;
use bevy_egui::egui::{self, Color32, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use super::control_spots::{ControlSpots, NoteSpots};
use super::panel::{HINT, WARNING};
use super::screen_room::ScreenRoom;
use crate::app::scene::ViewportInsets;
use crate::app::session::{
    Courses, Feedback, GameKind, Lesson, LessonProgress, OpenLesson, Screen,
};
use crate::lessons::Course;

/// The width of the window, in points.
const WIDTH: f32 = 340.0;
/// Gold for a star earned, grey for one missed.
const STAR: Color32 = Color32::from_rgb(240, 196, 70);
const NO_STAR: Color32 = Color32::from_gray(90);

/// Draws `earned` of three stars.
pub(crate) fn stars(ui: &mut egui::Ui, earned: u8, size: f32) {
    let (rect, _) = ui.allocate_exact_size(egui::vec2(size * 3.2, size), egui::Sense::hover());
    for index in 0..3u8 {
        let centre = rect.left_center() + egui::vec2(size * (0.5 + 1.1 * f32::from(index)), 0.0);
        let colour = if index < earned { STAR } else { NO_STAR };
        star(ui.painter(), centre, size / 2.0, colour);
    }
}

/// A five-pointed star of `radius` round `centre`: its inner pentagon and five points, each
/// convex, as egui fills them.
fn star(painter: &egui::Painter, centre: egui::Pos2, radius: f32, colour: Color32) {
    let at = |k: usize, r: f32| {
        let angle = -std::f32::consts::FRAC_PI_2 + k as f32 * std::f32::consts::PI / 5.0;
        centre + r * egui::vec2(angle.cos(), angle.sin())
    };
    let inner = radius * 0.42;
    let pentagon: Vec<egui::Pos2> = (0..5).map(|i| at(2 * i + 1, inner)).collect();
    painter.add(egui::Shape::convex_polygon(
        pentagon,
        colour,
        egui::Stroke::NONE,
    ));
    for i in 0..5 {
        let points = vec![
            at(2 * i, radius),
            at(2 * i + 1, inner),
            at((2 * i + 9) % 10, inner),
        ];
        painter.add(egui::Shape::convex_polygon(
            points,
            colour,
            egui::Stroke::NONE,
        ));
    }
}

/// The step a course goes on from: the first not yet solved, or the first.
fn resume(course: &Course, progress: &LessonProgress, place: usize) -> OpenLesson {
    let (stage, step) = progress.0.next_step(course).unwrap_or((0, 0));
    OpenLesson {
        course: place,
        stage,
        step,
    }
}

/// The lessons as the title and the help offer them: how far each course is done, and a
/// button that opens a game's lessons where the player left them.
#[derive(bevy::ecs::system::SystemParam)]
pub(crate) struct Learning<'w> {
    courses: Res<'w, Courses>,
    progress: Res<'w, LessonProgress>,
    opened: MessageWriter<'w, OpenLesson>,
}

impl Learning<'_> {
    /// How far the lessons of `kind` are done, from 0 to 1.
    pub(crate) fn done(&self, kind: GameKind) -> f32 {
        self.courses
            .of(kind)
            .map_or(0.0, |(_, course)| self.progress.0.done(course))
    }

    /// The button that opens the lessons of `kind`, with how far they are done (none if the
    /// game has no course); a click opens the step to go on with.
    pub(crate) fn button(&mut self, ui: &mut egui::Ui, kind: GameKind) -> Option<egui::Response> {
        let (place, course) = self.courses.of(kind)?;
        let done = self.progress.0.done(course);
        let text = if done > 0.0 {
            format!("Learn {} ({:.0}% done)", kind.name(), done * 100.0)
        } else {
            format!("Learn {}", kind.name())
        };
        let response = ui
            .button(text)
            .on_hover_text("Lessons: a position, one instruction, your move");
        if response.clicked() {
            self.opened.write(resume(course, &self.progress, place));
        }
        Some(response)
    }
}

/// What the player's move came to, in words.
fn feedback(ui: &mut egui::Ui, feedback: &Feedback) {
    match feedback {
        Feedback::Waiting => {}
        Feedback::GoOn => {
            ui.label(RichText::new("Right. Go on.").color(HINT));
        }
        Feedback::Solved {
            stars: earned,
            done,
        } => {
            ui.horizontal(|ui| {
                stars(ui, *earned, 20.0);
                ui.label(RichText::new("Solved!").strong().size(17.0));
            });
            if let Some(done) = done {
                ui.label(done);
            }
        }
        Feedback::Missed(hint) => {
            ui.label(RichText::new(hint).color(WARNING));
            ui.label("The position is back at the start: try again.");
        }
        Feedback::Refused(reason) => {
            ui.label(RichText::new(reason).color(WARNING));
        }
    }
}

fn window(
    mut contexts: EguiContexts,
    mut lesson: ResMut<Lesson>,
    courses: Res<Courses>,
    mut opened: MessageWriter<OpenLesson>,
    mut next_screen: ResMut<NextState<Screen>>,
    mut spots: ResMut<ControlSpots>,
    mut insets: ResMut<ViewportInsets>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Some((course, step)) = lesson.step(&courses) else {
        return Ok(());
    };
    let Some(play) = lesson.0.as_ref() else {
        return Ok(());
    };
    let open = play.open;
    let stage = &course.stages[open.stage.min(course.stages.len() - 1)];
    let room = ScreenRoom::of(ctx);
    let mut noted = NoteSpots::new(ctx, "lesson window");
    let mut ring = false;
    let mut leave = false;
    let shown = egui::Window::new(&course.title)
        .id(egui::Id::new("lesson"))
        .anchor(egui::Align2::LEFT_TOP, [8.0, 8.0])
        .min_width(room.width(WIDTH))
        .max_width(room.width(WIDTH))
        .resizable(false)
        .show(ctx, |ui| {
            ui.label(
                RichText::new(format!(
                    "{}: step {} of {}",
                    stage.title,
                    open.step + 1,
                    stage.steps.len()
                ))
                .color(Color32::from_gray(170)),
            );
            ui.label(RichText::new(&step.instruction).size(17.0));
            if play.ringed && !matches!(play.feedback, Feedback::Missed(_)) {
                ui.label(RichText::new(&step.hint.text).color(HINT));
            }
            feedback(ui, &play.feedback);
            ui.add_space(4.0);
            ui.horizontal_wrapped(|ui| {
                let hint = ui
                    .add_enabled(!play.ringed, egui::Button::new("Hint"))
                    .on_hover_text("Where to play, ringed on the board: a star less");
                noted.note("lesson hint", &hint);
                ring = hint.clicked();
                if ui
                    .button("Again")
                    .on_hover_text("This step from its start")
                    .clicked()
                {
                    opened.write(open);
                }
                let next = open.next(course);
                let next_text = if matches!(play.feedback, Feedback::Solved { .. }) {
                    "Next step"
                } else {
                    "Skip"
                };
                if let Some(next) = next {
                    let button = ui.button(next_text);
                    noted.note("lesson next", &button);
                    if button.clicked() {
                        opened.write(next);
                    }
                }
                if ui
                    .button("Leave")
                    .on_hover_text("Back to the title")
                    .clicked()
                {
                    leave = true;
                }
            });
        });
    ControlSpots::keep(&mut spots, noted);
    // The board is fitted under the window, so that nothing of the step is hidden by it.
    let top = shown.map_or(0.0, |window| {
        window.response.rect.bottom() * ctx.zoom_factor()
    });
    if (insets.top - top).abs() > 0.5 {
        insets.top = top;
    }
    if ring && let Some(play) = lesson.0.as_mut() {
        play.show_hint();
    }
    if leave {
        lesson.0 = None;
        next_screen.set(Screen::Title);
    }
    Ok(())
}

/// Run condition: a lesson is on the board.
fn lesson_open(lesson: Res<Lesson>) -> bool {
    lesson.is_open()
}

/// The title screen ends a lesson.
fn end_lesson(mut lesson: ResMut<Lesson>) {
    lesson.0 = None;
}

/// Run condition: the board is still fitted under a lesson's window that is gone.
fn window_gone(lesson: Res<Lesson>, insets: Res<ViewportInsets>) -> bool {
    !lesson.is_open() && insets.top != 0.0
}

/// Gives the board its top back once the lesson is over.
fn free_the_top(mut insets: ResMut<ViewportInsets>) {
    insets.top = 0.0;
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Title), end_lesson)
        .add_systems(
            EguiPrimaryContextPass,
            (
                window.run_if(in_state(Screen::Playing).and_then(lesson_open)),
                free_the_top.run_if(window_gone),
            ),
        );
}
