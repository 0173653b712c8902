//! The lesson's window beside the board: the course, the stage and the step, the step's one
//! sentence of instruction, what the player's move came to (go on, the stars, the hint, the
//! core's reason, why a move or a click was refused), and its buttons: the hint ringed on the
//! board, the step again, the next step, and back to the title. Where it stands is decided by
//! the screen's size alone ([`LessonLayout`]), so that the board never moves when the
//! feedback appears. The title and the help's rules pages open the lessons through
//! [`Learning`].

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::egui::{self, Color32, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use super::control_spots::{ControlSpots, NoteSpots};
use super::panel::{HINT, PANEL_WIDTH, PanelPlace, WARNING};
use super::screen_room::ScreenRoom;
use crate::scene::ViewportInsets;
use crate::session::{
    Courses, Feedback, GameKind, Lesson, LessonProgress, Match, OpenLesson, Screen,
};
use medusa_lessons::Course;

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
#[derive(SystemParam)]
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

/// A line of the lesson's window.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum LessonLine {
    /// Where the step stands in its course: "Men: step 1 of 3".
    Place(String),
    /// The step's instruction.
    Instruction(String),
    /// What helps: the hint's sentence, "Right. Go on.", what the turn in progress still needs.
    Help(String),
    /// The step solved, with the stars earned.
    Solved(u8),
    /// A plain sentence: the step's closing one, the position put back.
    Plain(String),
    /// What went wrong: a missed step's hint, a move or a click refused.
    Warning(String),
}

/// `text` as a sentence: its first letter a capital.
fn sentence(text: &str) -> String {
    let mut letters = text.chars();
    match letters.next() {
        Some(first) => first.to_uppercase().chain(letters).collect(),
        None => String::new(),
    }
}

/// The text of the lesson's window: where the step stands, its instruction, the hint once
/// shown, what the player's move came to, and why the last move or click was refused
/// (`refusal`, the match's), which during a lesson is said here rather than in the panel.
/// Nothing when no lesson is on the board.
pub fn lesson_text(lesson: &Lesson, courses: &Courses, refusal: Option<&str>) -> Vec<LessonLine> {
    let (Some((course, step)), Some(play)) = (lesson.step(courses), lesson.0.as_ref()) else {
        return Vec::new();
    };
    let open = play.open;
    let mut lines = Vec::new();
    if let Some(stage) = course.stages.get(open.stage) {
        lines.push(LessonLine::Place(format!(
            "{}: step {} of {}",
            stage.title,
            open.step + 1,
            stage.steps.len()
        )));
    }
    lines.push(LessonLine::Instruction(step.instruction.clone()));
    if play.ringed && !matches!(play.feedback, Feedback::Missed(_)) {
        lines.push(LessonLine::Help(step.hint.text.clone()));
    }
    match &play.feedback {
        Feedback::Waiting => {}
        Feedback::GoOn => lines.push(LessonLine::Help("Right. Go on.".into())),
        Feedback::TurnGoesOn => lines.push(LessonLine::Help(
            if step.allowed() > 1 {
                "Your turn goes on: move a group, or end your turn."
            } else {
                "Not yet: your turn goes on. Move a group to finish the step."
            }
            .into(),
        )),
        Feedback::Solved { stars, done } => {
            lines.push(LessonLine::Solved(*stars));
            lines.extend(done.iter().cloned().map(LessonLine::Plain));
        }
        Feedback::Missed(hint) => {
            lines.push(LessonLine::Warning(hint.clone()));
            lines.push(LessonLine::Plain(
                "The position is back at the start: try again.".into(),
            ));
        }
        Feedback::Refused(reason) => lines.push(LessonLine::Warning(sentence(reason))),
    }
    if let Some(refusal) = refusal {
        lines.push(LessonLine::Warning(sentence(refusal)));
    }
    lines
}

/// Draws a line of the window.
fn line(ui: &mut egui::Ui, shown: &LessonLine) {
    match shown {
        LessonLine::Place(text) => {
            ui.label(RichText::new(text).color(Color32::from_gray(170)));
        }
        LessonLine::Instruction(text) => {
            ui.label(RichText::new(text).size(17.0));
        }
        LessonLine::Help(text) => {
            ui.label(RichText::new(text).color(HINT));
        }
        LessonLine::Solved(earned) => {
            ui.horizontal(|ui| {
                stars(ui, *earned, 20.0);
                ui.label(RichText::new("Solved!").strong().size(17.0));
            });
        }
        LessonLine::Plain(text) => {
            ui.label(text);
        }
        LessonLine::Warning(text) => {
            ui.label(RichText::new(text).color(WARNING));
        }
    }
}

/// The margin kept between the window, the screen's edges and the board, in points.
const MARGIN: f32 = 8.0;
/// The share of a tall screen's height that the panel's sheet keeps during a lesson, fixed
/// so that the board does not move with what the sheet shows.
const SHEET_IN_LESSON: f32 = 0.2;
/// The least share of a tall screen's height that the window's band above the board takes.
const LEAST_BAND: f32 = 0.25;
/// The window's width on a low screen (a phone on its side), in points.
const LOW_WIDTH: f32 = 260.0;

/// Where the lesson's window stands and what it leaves the board, from the screen's size
/// alone, so that nothing the window says (the feedback appearing) moves the board. On a
/// screen wider than tall, the window is a column at the left and the board stands between
/// it and the panel; on a tall one (a phone upright), the window is a band across the top,
/// the panel's sheet a fixed band at the bottom, and the board as wide as the screen between
/// them. Feedback longer than the band lies over the board's top rather than moving it.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct LessonLayout {
    /// The window's top left corner, in points.
    pub at: Vec2,
    /// The window's width and least height, in points.
    pub width: f32,
    pub min_height: f32,
    /// The sheet's height under the board, in points, on a tall screen.
    pub sheet: Option<f32>,
    /// What the window and the panel keep from the board, in points.
    insets: ViewportInsets,
}

impl LessonLayout {
    /// The layout on a screen of `size` points.
    pub fn for_screen(size: Vec2) -> LessonLayout {
        let at = Vec2::splat(MARGIN);
        let place = PanelPlace::for_screen(ScreenRoom(egui::vec2(size.x, size.y)));
        if place == PanelPlace::Sheet {
            let sheet = (size.y * SHEET_IN_LESSON).round();
            let board = size.x.min(size.y - sheet - size.y * LEAST_BAND).max(0.0);
            let band = (size.y - sheet - board).max(0.0);
            return LessonLayout {
                at,
                width: (size.x - 2.0 * MARGIN).max(0.0),
                min_height: (band - 2.0 * MARGIN).max(0.0),
                sheet: Some(sheet),
                insets: ViewportInsets {
                    top: band,
                    bottom: sheet,
                    ..default()
                },
            };
        }
        let wanted = if place == PanelPlace::LowSide {
            LOW_WIDTH
        } else {
            WIDTH
        };
        let width = wanted.min(size.x - PANEL_WIDTH - 3.0 * MARGIN).max(0.0);
        LessonLayout {
            at,
            width,
            min_height: (size.y - 2.0 * MARGIN).max(0.0),
            sheet: None,
            insets: ViewportInsets {
                left: width + 2.0 * MARGIN,
                right: PANEL_WIDTH,
                ..default()
            },
        }
    }

    /// What the window and the panel keep from the board, in logical pixels at `zoom`
    /// logical pixels a point: the board's viewport during the lesson.
    pub fn board_insets(&self, zoom: f32) -> ViewportInsets {
        let ViewportInsets {
            left,
            right,
            top,
            bottom,
        } = self.insets;
        ViewportInsets {
            left: left * zoom,
            right: right * zoom,
            top: top * zoom,
            bottom: bottom * zoom,
        }
    }
}

/// The lesson on the board, the courses it is a step of, and the way to open another step.
#[derive(SystemParam)]
struct LessonOnBoard<'w> {
    lesson: ResMut<'w, Lesson>,
    courses: Res<'w, Courses>,
    opened: MessageWriter<'w, OpenLesson>,
}

fn window(
    mut contexts: EguiContexts,
    mut on_board: LessonOnBoard,
    game_match: Res<Match>,
    mut next_screen: ResMut<NextState<Screen>>,
    mut spots: ResMut<ControlSpots>,
    mut insets: ResMut<ViewportInsets>,
) -> Result {
    let LessonOnBoard {
        lesson,
        courses,
        opened,
    } = &mut on_board;
    let ctx = contexts.ctx_mut()?;
    let text = lesson_text(lesson, courses, game_match.refusal.as_deref());
    let Some((course, play)) = lesson.step(courses).zip(lesson.0.as_ref()) else {
        return Ok(());
    };
    let (course, _) = course;
    let (open, ringed) = (play.open, play.ringed);
    let solved = matches!(play.feedback, Feedback::Solved { .. });
    let size = ctx.viewport_rect().size();
    let layout = LessonLayout::for_screen(Vec2::new(size.x, size.y));
    let mut noted = NoteSpots::new(ctx, "lesson window");
    let mut ring = false;
    let mut leave = false;
    egui::Window::new(&course.title)
        .id(egui::Id::new("lesson"))
        .fixed_pos(egui::pos2(layout.at.x, layout.at.y))
        .min_width(layout.width)
        .max_width(layout.width)
        .resizable(false)
        .collapsible(false)
        .show(ctx, |ui| {
            // As high as its place at least (the band over the board on a tall screen), so
            // that feedback fills it rather than lengthening the window.
            let margin = f32::from(ui.spacing().window_margin.bottom);
            let bottom = layout.at.y + layout.min_height - margin;
            ui.set_min_height(bottom - ui.max_rect().top());
            for shown in &text {
                line(ui, shown);
            }
            ui.add_space(4.0);
            ui.horizontal_wrapped(|ui| {
                let hint = ui
                    .add_enabled(!ringed, egui::Button::new("Hint"))
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
                let next_text = if solved { "Next step" } else { "Skip" };
                if let Some(next) = open.next(course) {
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
    // The board stands beside the window or under it, whatever the window says.
    let kept = layout.board_insets(ctx.zoom_factor());
    if (insets.top, insets.left) != (kept.top, kept.left) {
        insets.top = kept.top;
        insets.left = kept.left;
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

/// Run condition: the board is still fitted beside a lesson's window that is gone.
fn window_gone(lesson: Res<Lesson>, insets: Res<ViewportInsets>) -> bool {
    !lesson.is_open() && (insets.top != 0.0 || insets.left != 0.0)
}

/// Gives the board the window's room back once the lesson is over.
fn free_the_board(mut insets: ResMut<ViewportInsets>) {
    insets.top = 0.0;
    insets.left = 0.0;
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Title), end_lesson)
        .add_systems(
            EguiPrimaryContextPass,
            (
                window.run_if(in_state(Screen::Playing).and_then(lesson_open)),
                free_the_board.run_if(window_gone),
            ),
        );
}
