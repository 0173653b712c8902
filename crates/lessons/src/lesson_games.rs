//! The games that have lessons, each behind plain functions ([`LessonEntry`]), so that a
//! course, whatever its game, is played the same way: the one list is
//! [`LESSON_GAMES`](super::LESSON_GAMES), with the games' own parts.
//! What a course asks of its game is answered here, on [`Course`].

use super::LESSON_GAMES;
use super::attempt::{self, Attempt};
use super::course::{Course, Step};
use super::lesson_error::LessonError;
use super::lesson_game::LessonGame;
use medusa_rules::contract::GameId;
use medusa_rules::dyn_game::DynGame;

type StartFn = fn(GameId, &Step) -> Result<Box<dyn DynGame>, String>;
type AttemptFn = fn(GameId, &Step, &[&str]) -> Result<Attempt, String>;
type MetFn = fn(GameId, &Step) -> Result<bool, String>;
type CellFn = fn(GameId, &Step, &str) -> Result<(), String>;
type ReachableFn = fn(GameId, &Step) -> Result<(), String>;

/// A game that has lessons, and its core behind plain functions.
#[derive(Clone, Copy)]
pub struct LessonEntry {
    /// The game.
    pub game: GameId,
    /// Its course file's text, `assets/lessons/<game>.json`.
    pub course: &'static str,
    start: StartFn,
    attempt: AttemptFn,
    met_at_start: MetFn,
    check_cell: CellFn,
    reachable: ReachableFn,
}

impl std::fmt::Debug for LessonEntry {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "LessonEntry({})", self.game.id)
    }
}

impl LessonEntry {
    /// The lessons of `game`, played by the core `G`, with its course file's text.
    pub const fn of<G: LessonGame>(game: GameId, course: &'static str) -> LessonEntry {
        LessonEntry {
            game,
            course,
            start: start::<G>,
            attempt: attempt::attempt::<G>,
            met_at_start: attempt::met_at_start::<G>,
            check_cell: attempt::check_cell::<G>,
            reachable: reachable::<G>,
        }
    }
}

fn start<G: LessonGame>(game: GameId, step: &Step) -> Result<Box<dyn DynGame>, String> {
    Ok(Box::new(G::set_up(game, &step.position)?))
}

fn reachable<G: LessonGame>(game: GameId, step: &Step) -> Result<(), String> {
    G::set_up(game, &step.position)?.reachable()
}

/// The lessons' entry of the game `id`.
pub fn lesson_entry(id: &str) -> Option<&'static LessonEntry> {
    LESSON_GAMES.iter().find(|entry| entry.game.id == id)
}

/// The course file's text of the game `id`, if it has lessons.
pub fn course_source(id: &str) -> Option<&'static str> {
    lesson_entry(id).map(|entry| entry.course)
}

impl Course {
    fn entry(&self) -> Result<&'static LessonEntry, LessonError> {
        lesson_entry(&self.game)
            .ok_or_else(|| LessonError::course(&self.game, "no game of that name has lessons"))
    }

    fn fault(&self, step: &Step, message: String) -> LessonError {
        let stage = self
            .steps()
            .find(|(_, s)| s.id == step.id)
            .map_or("?", |(stage, _)| stage.id.as_str());
        LessonError::step(&self.game, stage, &step.id, message)
    }

    /// The game at the start of `step`, to show.
    pub fn start(&self, step: &Step) -> Result<Box<dyn DynGame>, LessonError> {
        let entry = self.entry()?;
        (entry.start)(entry.game, step).map_err(|e| self.fault(step, e))
    }

    /// `step` played with the player's `moves` (as the records write them), the scripted
    /// replies between them: see [`Verdict`](super::Verdict). An error is a fault of the
    /// step, not of the moves.
    pub fn attempt(&self, step: &Step, moves: &[impl AsRef<str>]) -> Result<Attempt, LessonError> {
        let entry = self.entry()?;
        let moves: Vec<&str> = moves.iter().map(AsRef::as_ref).collect();
        (entry.attempt)(entry.game, step, &moves).map_err(|e| self.fault(step, e))
    }

    /// Whether the goal of `step` is met already at its start (never, in a good file).
    pub fn met_at_start(&self, step: &Step) -> Result<bool, LessonError> {
        let entry = self.entry()?;
        (entry.met_at_start)(entry.game, step).map_err(|e| self.fault(step, e))
    }

    /// Whether the position of `step` can arise in a game, or why not.
    pub fn check_reachable(&self, step: &Step) -> Result<(), LessonError> {
        let entry = self.entry()?;
        (entry.reachable)(entry.game, step).map_err(|e| self.fault(step, e))
    }

    /// Whether `at` names a cell or square of the board of `step`, or why not.
    pub fn check_cell(&self, step: &Step, at: &str) -> Result<(), LessonError> {
        let entry = self.entry()?;
        (entry.check_cell)(entry.game, step, at).map_err(|e| self.fault(step, e))
    }
}
