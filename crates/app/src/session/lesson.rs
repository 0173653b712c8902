//! A lesson on the board: a step of a game's course set up as a match between two people, the
//! player's moves read back from the match as the records write them and judged by the course
//! (the core checks the step's goal), the scripted replies played as moves are, a missed step
//! put back to its start with its hint, and the stars earned kept in the store. Stars reward
//! solving without help: the hint asked for and a wrong try each cost one. A lesson's
//! game is never saved as the game in progress.
//!
//! A turn made of actions (Medusa's) is weighed after each action as if it ended there: a
//! turn that meets the step's goal, or that can no longer meet it however it goes on, ends
//! by itself and is judged at once; one that may still meet it goes on, and the lesson's
//! window says so.

use bevy::prelude::*;
use medusa_locale::Phrase;

use super::any_game::AnyGame;
use super::game_kind::GameKind;
use super::game_match::{GameChanged, Intent, Match, PlayerKind};
use super::notices::Notices;
use super::store::Store;
use crate::session::GameSystems;
use crate::session::animations_idle;
use medusa_lessons::{Course, Progress, Step, Verdict, builtin_courses};
use medusa_rules::DynGame;

/// The store's key for the stars earned in the lessons.
pub const LESSONS_KEY: &str = "lessons.json";

/// The courses of the games, as built in.
#[derive(Resource, Default)]
pub struct Courses(pub Vec<Course>);

impl Courses {
    /// The course of `kind`, with its place in the list.
    pub fn of(&self, kind: GameKind) -> Option<(usize, &Course)> {
        self.0
            .iter()
            .enumerate()
            .find(|(_, course)| course.game == kind.id().id)
    }
}

/// The stars earned, step by step, as saved.
#[derive(Resource, Default, Debug)]
pub struct LessonProgress(pub Progress);

/// Opens step `step` of stage `stage` of course `course` (places in [`Courses`]).
#[derive(Message, Clone, Copy, PartialEq, Eq, Debug)]
pub struct OpenLesson {
    pub course: usize,
    pub stage: usize,
    pub step: usize,
}

impl OpenLesson {
    /// The step after this one in `course`, if there is one.
    pub fn next(self, course: &Course) -> Option<OpenLesson> {
        let stage = course.stages.get(self.stage)?;
        if self.step + 1 < stage.steps.len() {
            return Some(OpenLesson {
                step: self.step + 1,
                ..self
            });
        }
        (self.stage + 1 < course.stages.len()).then_some(OpenLesson {
            stage: self.stage + 1,
            step: 0,
            ..self
        })
    }
}

/// What the player is told about the step now.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Feedback {
    /// Nothing yet: the instruction stands alone.
    Waiting,
    /// A right move, and more to make.
    GoOn,
    /// The turn in progress (Medusa's, made of actions) has not done what the step asks yet,
    /// but may still do it: it goes on.
    TurnGoesOn,
    /// The step is done, with its stars and the Fluent id of its closing sentence.
    Solved { stars: u8, done: Option<String> },
    /// The step was missed: the Fluent id of its hint (the position goes back to the start).
    Missed(String),
    /// The move cannot be made here: the core's reason, said in the screens' language.
    Refused(Phrase),
}

/// The lesson on the board, if any.
#[derive(Resource, Default)]
pub struct Lesson(pub Option<LessonInPlay>);

/// A step being played.
pub struct LessonInPlay {
    /// Which step.
    pub open: OpenLesson,
    /// What the player is told.
    pub feedback: Feedback,
    /// Whether the step's hint is ringed on the board.
    pub ringed: bool,
    /// The hint was asked for on this step.
    hinted: bool,
    /// A try at this step missed its goal.
    missed: bool,
    /// The step's position, to go back to.
    start: AnyGame,
    /// The record lines played since the start that have been judged.
    judged: usize,
    /// The position goes back to the start once the move's animation is over.
    reset: bool,
    /// The turn in progress, by the number of turns before it, that ends by itself once its
    /// animations are over: the step's verdict on it is known.
    closing: Option<usize>,
}

impl LessonInPlay {
    /// Shows the step's hint, ringed on the board; the step then earns a star less.
    pub fn show_hint(&mut self) {
        self.ringed = true;
        self.hinted = true;
    }

    /// The stars for the step solved with `stars` by its moves, less one for the hint asked
    /// for and one for a wrong try, and at least one.
    fn stars_earned(&self, stars: u8) -> u8 {
        let help = u8::from(self.hinted) + u8::from(self.missed);
        stars.saturating_sub(help).max(1)
    }
}

impl Lesson {
    /// Whether a lesson is on the board.
    pub fn is_open(&self) -> bool {
        self.0.is_some()
    }

    /// The course and step of the lesson on the board.
    pub fn step<'c>(&self, courses: &'c Courses) -> Option<(&'c Course, &'c Step)> {
        let open = self.0.as_ref()?.open;
        let course = courses.0.get(open.course)?;
        let step = course.stages.get(open.stage)?.steps.get(open.step)?;
        Some((course, step))
    }

    /// The cell to ring on the board (as the records name it), when the hint is shown.
    pub fn ring<'c>(&self, courses: &'c Courses) -> Option<&'c str> {
        let ringed = self.0.as_ref()?.ringed;
        let (_, step) = self.step(courses)?;
        ringed.then_some(step.hint.ring.as_str())
    }
}

/// Run condition: no lesson is on the board.
pub fn no_lesson(lesson: Res<Lesson>) -> bool {
    !lesson.is_open()
}

/// Reads the courses and the stars earned.
fn load(
    store: Res<Store>,
    mut courses: ResMut<Courses>,
    mut progress: ResMut<LessonProgress>,
    mut notices: ResMut<Notices>,
) {
    match builtin_courses() {
        Ok(loaded) => courses.0 = loaded,
        Err(error) => {
            notices.push(Phrase::new("notice-lessons-unreadable").with("error", error.to_string()))
        }
    }
    match store
        .read(LESSONS_KEY)
        .map(|text| text.map(|t| Progress::from_json(&t)))
    {
        Ok(Some(Ok(saved))) => progress.0 = saved,
        Ok(None) => {}
        Ok(Some(Err(error))) | Err(error) => {
            notices.push(Phrase::new("notice-lessons-progress-unreadable").with("error", error));
        }
    }
}

/// Keeps the stars earned (when the store keeps anything).
fn save(store: Res<Store>, progress: Res<LessonProgress>, mut notices: ResMut<Notices>) {
    if !store.keeps_anything() {
        return;
    }
    if let Err(error) = store.write(LESSONS_KEY, &progress.0.to_json()) {
        notices.push(Phrase::new("notice-lessons-progress-not-kept").with("error", error));
    }
}

/// Sets a step up on the board.
fn open(
    mut opened: MessageReader<OpenLesson>,
    courses: Res<Courses>,
    mut lesson: ResMut<Lesson>,
    mut intents: MessageWriter<Intent>,
    mut notices: ResMut<Notices>,
) {
    let Some(&open) = opened.read().last() else {
        return;
    };
    // The same step again, unsolved, keeps the help it had: the hint seen is still known.
    let (hinted, missed) = lesson
        .0
        .as_ref()
        .filter(|play| play.open == open && !matches!(play.feedback, Feedback::Solved { .. }))
        .map_or((false, false), |play| (play.hinted, play.missed));
    let step = courses
        .0
        .get(open.course)
        .and_then(|course| Some((course, course.stages.get(open.stage)?.steps.get(open.step)?)));
    let Some((course, step)) = step else {
        return;
    };
    let start = course
        .start(step)
        .map_err(|error| error.to_string())
        .and_then(AnyGame::from_dyn);
    match start {
        Ok(start) => {
            intents.write(Intent::Load(
                Box::new(start.clone()),
                [PlayerKind::Human; 2],
            ));
            lesson.0 = Some(LessonInPlay {
                open,
                feedback: Feedback::Waiting,
                ringed: false,
                hinted,
                missed,
                start,
                judged: 0,
                reset: false,
                closing: None,
            });
        }
        Err(error) => {
            notices.push(Phrase::new("notice-lesson-not-set-up").with("error", error.to_string()))
        }
    }
}

/// The moves of `game` played since `start`: the player's moves and the replies, in turn,
/// as the records write them.
pub(super) fn lines_since(start: &AnyGame, game: &AnyGame) -> Vec<String> {
    let skip = start.moves().len();
    game.moves().into_iter().skip(skip).collect()
}

/// Why `token`, the player's last move, cannot be played in `game` (the step's game after the
/// moves before it), as the app says it; the rules' `reason`, as the course gave it, where
/// the app cannot tell it again.
fn refusal_of(game: Box<dyn DynGame>, token: &str, reason: String) -> Phrase {
    let told = AnyGame::from_dyn(game).ok().and_then(|game| {
        let mut replayed = Match::from_game(game, [PlayerKind::Human; 2]);
        match replayed.game.token_intents(token) {
            Err(refusal) => Some(refusal),
            Ok(intents) => intents
                .iter()
                .find_map(|intent| replayed.apply(intent).err()),
        }
    });
    told.unwrap_or_else(|| Phrase::new("refusal-rules").with("reason", reason))
}

/// Judges the player's moves after each whole move or turn: goes on with the scripted reply,
/// marks the step solved (and keeps its stars), or puts the step back with its hint.
fn judge(
    mut changes: MessageReader<GameChanged>,
    game_match: Res<Match>,
    courses: Res<Courses>,
    mut lesson: ResMut<Lesson>,
    mut progress: ResMut<LessonProgress>,
    mut intents: MessageWriter<Intent>,
) {
    if changes.read().count() == 0 || game_match.game.actions_in_progress() > 0 {
        return;
    }
    let Some((course, step)) = lesson.step(&courses) else {
        return;
    };
    if lesson
        .0
        .as_ref()
        .is_some_and(|play| play.start.kind() != game_match.game.kind())
    {
        // Another game took the board: the lesson is over.
        lesson.0 = None;
        return;
    }
    let Some(play) = lesson.0.as_mut() else {
        return;
    };
    let lines = lines_since(&play.start, &game_match.game);
    if lines.len() <= play.judged {
        // Nothing new, or a move taken back: judged again when played again.
        play.judged = lines.len();
        return;
    }
    play.judged = lines.len();
    // The player's moves are the first line and every other one after it; the lines between
    // are the replies. A reply landing is not judged: its move was.
    if lines.len().is_multiple_of(2) {
        return;
    }
    let moves: Vec<&String> = lines.iter().step_by(2).collect();
    let attempt = match course.attempt(step, &moves) {
        Ok(attempt) => attempt,
        Err(error) => {
            play.feedback =
                Feedback::Refused(Phrase::new("refusal-lesson").with("reason", error.to_string()));
            return;
        }
    };
    let replied = lines.len() / 2;
    let mut reply = || {
        if attempt.replies.len() > replied {
            let record = attempt.game.record(Vec::new());
            let index = game_match.game.as_dyn().record(Vec::new()).turns();
            for intent in game_match.game.record_step(record.as_ref(), index) {
                intents.write(intent);
            }
        }
    };
    match attempt.verdict {
        Verdict::Solved { stars, .. } => {
            reply();
            let stars = play.stars_earned(stars);
            play.feedback = Feedback::Solved {
                stars,
                done: step.done.clone(),
            };
            play.ringed = false;
            if progress.0.stars(&course.game, &step.id) < stars {
                progress.0.record(&course.game, &step.id, stars);
            }
        }
        Verdict::NotYet => {
            reply();
            play.feedback = Feedback::GoOn;
        }
        Verdict::Wrong { hint } => {
            play.missed = true;
            play.feedback = Feedback::Missed(hint.text);
            play.ringed = true;
            play.reset = true;
        }
        Verdict::Illegal { reason } => {
            let last = moves.last().map_or("", |token| token.as_str());
            play.feedback = Feedback::Refused(refusal_of(attempt.game, last, reason));
            play.reset = true;
        }
    }
}

/// Weighs the turn in progress (Medusa's, made of actions) after each action, as if it ended
/// now: a turn that meets the step's goal, or that misses it whichever way it goes on, is to
/// end by itself (and is then judged as any move); one that may still meet it goes on.
fn weigh_turn(
    mut changes: MessageReader<GameChanged>,
    game_match: Res<Match>,
    courses: Res<Courses>,
    mut lesson: ResMut<Lesson>,
) {
    if changes.read().count() == 0 {
        return;
    }
    let Some((course, step)) = lesson.step(&courses) else {
        return;
    };
    let Some(play) = lesson.0.as_mut() else {
        return;
    };
    play.closing = None;
    if play.start.kind() != game_match.game.kind() {
        return;
    }
    let Some(endings) = game_match.game.turn_endings() else {
        return;
    };
    let lines = lines_since(&play.start, &game_match.game);
    // The player's turn comes after each reply: the lines played are even.
    if !lines.len().is_multiple_of(2) {
        return;
    }
    let verdict = |ending: &String| {
        let mut moves: Vec<&str> = lines.iter().step_by(2).map(String::as_str).collect();
        moves.push(ending);
        course.attempt(step, &moves).map(|attempt| attempt.verdict)
    };
    let solved = endings
        .first()
        .is_some_and(|now| matches!(verdict(now), Ok(Verdict::Solved { .. })));
    let missed = || {
        endings
            .iter()
            .all(|ending| matches!(verdict(ending), Ok(Verdict::Wrong { .. })))
    };
    if solved || missed() {
        play.closing = Some(game_match.game.turn_count());
    } else {
        play.feedback = Feedback::TurnGoesOn;
    }
}

/// Run condition: a turn whose verdict is known waits to end.
fn closing_waiting(lesson: Res<Lesson>) -> bool {
    lesson.0.as_ref().is_some_and(|play| play.closing.is_some())
}

/// Ends the turn whose verdict is known, once its animations are over.
fn close_turn(
    mut lesson: ResMut<Lesson>,
    game_match: Res<Match>,
    mut intents: MessageWriter<Intent>,
) {
    let closing = lesson.0.as_mut().and_then(|play| play.closing.take());
    if let Some(mv) = closing.and_then(|turn| game_match.game.close_turn(turn)) {
        intents.write(Intent::Play(mv));
    }
}

/// Run condition: a missed step waits to go back to its start.
fn reset_waiting(lesson: Res<Lesson>) -> bool {
    lesson.0.as_ref().is_some_and(|play| play.reset)
}

/// Puts a missed step back to its start once its move has been seen.
fn reset(mut lesson: ResMut<Lesson>, mut intents: MessageWriter<Intent>) {
    if let Some(play) = lesson.0.as_mut() {
        play.reset = false;
        play.closing = None;
        play.judged = 0;
        intents.write(Intent::Load(
            Box::new(play.start.clone()),
            [PlayerKind::Human; 2],
        ));
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Courses>()
        .init_resource::<LessonProgress>()
        .init_resource::<Lesson>()
        .add_message::<OpenLesson>()
        .add_systems(Startup, load)
        .add_systems(
            Update,
            (
                open.run_if(on_message::<OpenLesson>)
                    .in_set(GameSystems::Input),
                (judge, weigh_turn)
                    .run_if(on_message::<GameChanged>)
                    .in_set(GameSystems::Follow),
                close_turn
                    .run_if(closing_waiting.and_then(animations_idle))
                    .in_set(GameSystems::Input),
                reset
                    .run_if(reset_waiting.and_then(animations_idle))
                    .in_set(GameSystems::Input),
                // Not for the stars just read.
                save.run_if(
                    resource_changed::<LessonProgress>
                        .and_then(not(resource_added::<LessonProgress>)),
                )
                .in_set(GameSystems::Follow),
            ),
        );
}

#[cfg(test)]
mod tests {
    use super::*;
    use medusa_locale::{Texts, english};
    use medusa_rules::{GameRules, medea};

    #[test]
    fn a_move_the_lesson_refuses_is_said_as_the_board_says_it() {
        let game = medea::Game::new();
        let Err(reason) = GameRules::parse_move(&game, "c3-c5") else {
            panic!("c3-c5 is no move at Medea's start");
        };
        let refusal = refusal_of(Box::new(game.clone()), "c3-c5", "the course's".into());
        assert_eq!(english().say(&refusal), reason);
        assert_eq!(
            Texts::load("nl").say(&refusal),
            "een schijf gaat één veld vooruit, recht of schuin, niet van c3 naar c5"
        );
        // A move the app finds no reason against keeps the course's, framed.
        assert_eq!(
            refusal_of(Box::new(game), "c3-d4", "the course's".into()),
            Phrase::new("refusal-rules").with("reason", "the course's")
        );
    }
}
