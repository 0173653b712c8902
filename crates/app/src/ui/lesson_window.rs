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
use super::glossary::{GlossaryShown, glossary_body, known_terms};
use super::panel::{HINT, PANEL_WIDTH, PanelPlace, WARNING};
use super::screen_room::ScreenRoom;
use crate::scene::ViewportInsets;
use crate::session::{
    Courses, Feedback, GameKind, Lesson, LessonProgress, Match, OpenLesson, PuzzleOnBoard, Screen,
};
use crate::ui::{game_name, words};
use medusa_lessons::Course;
use medusa_locale::{Phrase, Texts};

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
        let response = learn_button(ui, &words(ui.ctx()), kind, self.progress.0.done(course));
        if response.clicked() {
            self.opened.write(resume(course, &self.progress, place));
        }
        Some(response)
    }
}

/// The button that opens the lessons of `kind`, `done` of them (from 0 to 1) in `words`'
/// language.
fn learn_button(ui: &mut egui::Ui, words: &Texts, kind: GameKind, done: f32) -> egui::Response {
    let game = game_name(words, kind);
    let text = if done > 0.0 {
        let percent = (f64::from(done) * 100.0).round();
        words.with(
            "lesson-learn-done",
            [("game", game.into()), ("percent", percent.into())],
        )
    } else {
        words.with("lesson-learn", [("game", game.into())])
    };
    ui.button(text)
        .on_hover_text(words.attribute("lesson-learn", "tooltip"))
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

/// The text of the lesson's window in English (as the tests read it); see [`lesson_lines`].
pub fn lesson_text(
    lesson: &Lesson,
    courses: &Courses,
    refusal: Option<&Phrase>,
) -> Vec<LessonLine> {
    lesson_lines(&medusa_locale::english(), lesson, courses, refusal)
}

/// The text of the lesson's window in `words`' language: where the step stands, its
/// instruction, the hint once shown, what the player's move came to, and why the last move or
/// click was refused (`refusal`, the match's), which during a lesson is said here rather than
/// in the panel. Nothing when no lesson is on the board.
fn lesson_lines(
    words: &Texts,
    lesson: &Lesson,
    courses: &Courses,
    refusal: Option<&Phrase>,
) -> Vec<LessonLine> {
    let (Some((course, step)), Some(play)) = (lesson.step(courses), lesson.0.as_ref()) else {
        return Vec::new();
    };
    let open = play.open;
    let mut lines = Vec::new();
    if let Some(stage) = course.stages.get(open.stage) {
        lines.push(place_line(
            words,
            &words.get(&stage.title),
            open.step,
            stage.steps.len(),
        ));
    }
    lines.push(LessonLine::Instruction(words.get(&step.instruction)));
    if play.ringed && !matches!(play.feedback, Feedback::Missed(_)) {
        lines.push(LessonLine::Help(words.get(&step.hint.text)));
    }
    lines.extend(feedback_lines(words, &play.feedback, step.allowed() > 1));
    if let Some(refusal) = refusal {
        lines.push(LessonLine::Warning(sentence(&words.say(refusal))));
    }
    lines
}

/// Where the step (counted from 0) stands in its stage of `steps`, titled `stage`.
fn place_line(words: &Texts, stage: &str, step: usize, steps: usize) -> LessonLine {
    LessonLine::Place(words.with(
        "lesson-place",
        [
            ("stage", stage.into()),
            ("step", (step + 1).into()),
            ("steps", steps.into()),
        ],
    ))
}

/// What the player's move came to, in `words`' language (the course's sentences by their
/// ids); `turn_may_end` when the step's turn may end before it is done (it allows more than
/// one action).
fn feedback_lines(words: &Texts, feedback: &Feedback, turn_may_end: bool) -> Vec<LessonLine> {
    match feedback {
        Feedback::Waiting => Vec::new(),
        Feedback::GoOn => vec![LessonLine::Help(words.get("lesson-go-on"))],
        Feedback::TurnGoesOn => vec![LessonLine::Help(words.get(if turn_may_end {
            "lesson-turn-goes-on"
        } else {
            "lesson-not-yet"
        }))],
        Feedback::Solved { stars, done } => std::iter::once(LessonLine::Solved(*stars))
            .chain(done.iter().map(|done| LessonLine::Plain(words.get(done))))
            .collect(),
        Feedback::Missed(hint) => vec![
            LessonLine::Warning(words.get(hint)),
            LessonLine::Plain(words.get("lesson-try-again")),
        ],
        Feedback::Refused(reason) => vec![LessonLine::Warning(sentence(&words.say(reason)))],
    }
}

/// Draws a line of the window.
fn line(ui: &mut egui::Ui, words: &Texts, shown: &LessonLine) {
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
                ui.label(
                    RichText::new(words.get("lesson-solved"))
                        .strong()
                        .size(17.0),
                );
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

/// The window's buttons, as drawn.
struct Buttons {
    /// The hint ringed on the board.
    hint: egui::Response,
    /// The step again from its start.
    again: egui::Response,
    /// The lesson's words shown or put away.
    words: egui::Response,
    /// The next step (none after the course's last).
    next: Option<egui::Response>,
    /// Back to the title.
    leave: egui::Response,
}

/// The window's `text` and its buttons in `words`' language: the hint (unless `ringed`
/// already), the step again, the next step (Skip until the step is `solved`) where there
/// `is_next`, and back to the title.
fn lesson_body(
    ui: &mut egui::Ui,
    words: &Texts,
    text: &[LessonLine],
    ringed: bool,
    solved: bool,
    is_next: bool,
) -> Buttons {
    for shown in text {
        line(ui, words, shown);
    }
    ui.add_space(4.0);
    ui.horizontal_wrapped(|ui| {
        let hint = ui
            .add_enabled(!ringed, egui::Button::new(words.get("lesson-hint")))
            .on_hover_text(words.attribute("lesson-hint", "tooltip"));
        let again = ui
            .button(words.get("lesson-again"))
            .on_hover_text(words.attribute("lesson-again", "tooltip"));
        let glossary = ui
            .button(words.get("lesson-words"))
            .on_hover_text(words.attribute("lesson-words", "tooltip"));
        let next = is_next
            .then(|| ui.button(words.get(if solved { "lesson-next" } else { "lesson-skip" })));
        let leave = ui
            .button(words.get("lesson-leave"))
            .on_hover_text(words.attribute("lesson-leave", "tooltip"));
        Buttons {
            hint,
            again,
            words: glossary,
            next,
            leave,
        }
    })
    .inner
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

    /// Keeps the window's part of the board (its top and left) in `insets`, at `zoom`
    /// logical pixels a point: the board stands beside the window or under it, whatever the
    /// window says.
    pub(crate) fn fit_board(&self, zoom: f32, insets: &mut ViewportInsets) {
        let kept = self.board_insets(zoom);
        if (insets.top, insets.left) != (kept.top, kept.left) {
            insets.top = kept.top;
            insets.left = kept.left;
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
    mut glossary: ResMut<GlossaryShown>,
) -> Result {
    let LessonOnBoard {
        lesson,
        courses,
        opened,
    } = &mut on_board;
    let ctx = contexts.ctx_mut()?;
    let words = words(ctx);
    let text = lesson_lines(&words, lesson, courses, game_match.refusal.as_ref());
    let Some((course, play)) = lesson.step(courses).zip(lesson.0.as_ref()) else {
        return Ok(());
    };
    let (course, step) = course;
    let (open, ringed) = (play.open, play.ringed);
    let solved = matches!(play.feedback, Feedback::Solved { .. });
    let size = ctx.viewport_rect().size();
    let layout = LessonLayout::for_screen(Vec2::new(size.x, size.y));
    let mut noted = NoteSpots::new(ctx, "lesson window");
    let mut ring = false;
    let mut leave = false;
    let title = words.get(&course.title);
    egui::Window::new(title)
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
            let next = open.next(course);
            let buttons = lesson_body(ui, &words, &text, ringed, solved, next.is_some());
            noted.note("lesson hint", &buttons.hint);
            ring = buttons.hint.clicked();
            if buttons.again.clicked() {
                opened.write(open);
            }
            noted.note("lesson words", &buttons.words);
            if buttons.words.clicked() {
                glossary.0 = !glossary.0;
            }
            if glossary.0 {
                ui.separator();
                // In the column's height on a wide screen; over the board's top on a tall one.
                let height = match layout.sheet {
                    Some(_) => size.y * 0.45,
                    None => size.y - MARGIN - ui.cursor().top(),
                };
                let terms = known_terms(&words, course, &step.id);
                glossary_body(ui, &words, &terms, height.max(120.0));
            }
            if let (Some(button), Some(next)) = (&buttons.next, next) {
                noted.note("lesson next", button);
                if button.clicked() {
                    opened.write(next);
                }
            }
            leave = buttons.leave.clicked();
        });
    ControlSpots::keep(&mut spots, noted);
    layout.fit_board(ctx.zoom_factor(), &mut insets);
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

/// Run condition: the board is still fitted beside a lesson's window (or a puzzle's, which
/// stands in its place) that is gone.
fn window_gone(
    lesson: Res<Lesson>,
    puzzle: Res<PuzzleOnBoard>,
    insets: Res<ViewportInsets>,
) -> bool {
    !lesson.is_open() && !puzzle.is_open() && (insets.top != 0.0 || insets.left != 0.0)
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::AnyGame;
    use crate::ui::words_shown::{assert_every_word_translated, texts_drawn};

    /// Every word of the lesson's window comes from the language files, whatever the move
    /// came to, the course's own (the stage's title, the instruction, the hint, the closing
    /// sentence) and the rules' refusals too.
    #[test]
    fn every_word_of_the_lesson_window_comes_from_the_language_files() {
        let medea = AnyGame::fresh(GameKind::MEDEA);
        let refused = |token: &str| match medea.token_intents(token) {
            Err(refusal) => refusal,
            Ok(_) => panic!("{token} is not a move at Medea's start"),
        };
        let (man_step, no_piece) = (refused("c3-c5"), refused("d4-d5"));
        let feedbacks = [
            (Feedback::Waiting, false),
            (Feedback::GoOn, false),
            (Feedback::TurnGoesOn, true),
            (Feedback::TurnGoesOn, false),
            (
                Feedback::Solved {
                    stars: 2,
                    done: Some("lessons-medea-step-man-capture-done".into()),
                },
                false,
            ),
            (
                Feedback::Missed("lessons-medea-step-man-step-hint".into()),
                false,
            ),
            (Feedback::Refused(man_step), false),
        ];
        for (feedback, turn_may_end) in &feedbacks {
            let solved = matches!(feedback, Feedback::Solved { .. });
            for is_next in [true, false] {
                assert_every_word_translated(
                    &format!("the lesson's window after {feedback:?}"),
                    egui::vec2(340.0, 600.0),
                    |_| false,
                    |ui| {
                        let words = words(ui.ctx());
                        let mut text = vec![
                            place_line(&words, &words.get("lessons-medea-stage-men"), 0, 3),
                            LessonLine::Instruction(words.get("lessons-medea-step-man-step")),
                        ];
                        text.extend(feedback_lines(&words, feedback, *turn_may_end));
                        text.push(LessonLine::Warning(sentence(&words.say(&no_piece))));
                        lesson_body(ui, &words, &text, false, solved, is_next);
                    },
                );
            }
        }
    }

    /// The button that opens a course, before and after steps are solved, in the language.
    #[test]
    fn every_word_of_the_learn_button_comes_from_the_language_files() {
        for done in [0.0, 0.4] {
            assert_every_word_translated(
                "the Learn button",
                egui::vec2(400.0, 100.0),
                |_| false,
                |ui| {
                    learn_button(ui, &words(ui.ctx()), GameKind::MEDEA, done);
                },
            );
        }
    }

    /// In English, the window reads as it always has: the step's place counted from 1, the
    /// course done in whole percents.
    #[test]
    fn in_english_the_place_and_the_progress_read_so() {
        let english = medusa_locale::english();
        assert_eq!(
            place_line(&english, "Men", 0, 3),
            LessonLine::Place("Men: step 1 of 3".into())
        );
        let size = egui::vec2(400.0, 100.0);
        let learn = |done: f32| {
            texts_drawn(medusa_locale::ENGLISH, size, |ui| {
                learn_button(ui, &words(ui.ctx()), GameKind::MEDUSA, done);
            })
        };
        assert_eq!(learn(0.654), ["Learn Medusa (65% done)"]);
        assert_eq!(learn(0.0), ["Learn Medusa"]);
    }
}
