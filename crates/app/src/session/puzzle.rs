//! A puzzle on the board: a position mined from the engines' own games where one move wins
//! clearly, set up as a match between two people; the player's moves read back from the match
//! as the records write them and judged against the puzzle's solution (the opponent's replies
//! played as moves are), a missed puzzle put back to its start and its solution played out
//! move by move, and the player's puzzle rating of each game kept in the store. A puzzle's
//! game is never saved as the game in progress.
//!
//! The player's own mistakes ([`PracticeDeck`]) are practised the same way: their answer is
//! the analysis's better move, and the outcome schedules the card instead of moving a rating.
//!
//! A turn made of actions (Medusa's) is decided by its first action (its placement, or its
//! first movement without one): it ends by itself after it and is judged as a whole.

use std::collections::{BTreeMap, BTreeSet};

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use chrono::{DateTime, Utc};
use medusa_locale::Phrase;
use serde::{Deserialize, Serialize};

use super::any_game::AnyGame;
use super::game_kind::GameKind;
use super::game_match::{GameChanged, Intent, Match, PlayerKind};
use super::lesson::{Lesson, OpenLesson, lines_since};
use super::notices::Notices;
use super::practice::PracticeDeck;
use super::store::Store;
use crate::session::GameSystems;
use crate::session::animations_idle;
use medusa_ai::puzzles::{Puzzle, PuzzleRating, PuzzleSet, puzzle_of_the_day};

/// The store's key for the puzzle ratings and the puzzles tried.
pub const PUZZLES_KEY: &str = "puzzles.json";

/// The puzzle files built in, one a game.
const BUILT_IN: [&str; 4] = [
    include_str!("../../../../assets/puzzles/medusa.json"),
    include_str!("../../../../assets/puzzles/lotus.json"),
    include_str!("../../../../assets/puzzles/medea.json"),
    include_str!("../../../../assets/puzzles/pillars.json"),
];

/// The puzzles of the games, as built in.
#[derive(Resource, Default)]
pub struct PuzzleSets(pub Vec<PuzzleSet>);

impl PuzzleSets {
    /// The sets built in, and why any of them could not be read.
    pub fn built_in() -> (PuzzleSets, Vec<String>) {
        let mut sets = PuzzleSets::default();
        let mut errors = Vec::new();
        for text in BUILT_IN {
            match PuzzleSet::from_json(text) {
                Ok(set) => sets.0.push(set),
                Err(error) => errors.push(error),
            }
        }
        (sets, errors)
    }

    /// The puzzles of `kind`.
    pub fn of(&self, kind: GameKind) -> &[Puzzle] {
        self.0
            .iter()
            .find(|set| set.game == kind.id().id)
            .map_or(&[], |set| &set.puzzles)
    }
}

/// The player's puzzle rating in each game, and the puzzles solved and missed, as saved.
#[derive(Resource, Clone, Default, Debug, PartialEq, Serialize, Deserialize)]
pub struct PuzzleProgress {
    /// By game id.
    pub ratings: BTreeMap<String, PuzzleRating>,
    /// Puzzle ids.
    pub solved: BTreeSet<String>,
    pub missed: BTreeSet<String>,
}

impl PuzzleProgress {
    /// The player's rating in `kind`'s puzzles.
    pub fn rating(&self, kind: GameKind) -> PuzzleRating {
        self.ratings.get(kind.id().id).copied().unwrap_or_default()
    }

    /// Whether the puzzle `id` was tried already.
    pub fn tried(&self, id: &str) -> bool {
        self.solved.contains(id) || self.missed.contains(id)
    }

    /// The place of the puzzle of `puzzles` to try next: of those not tried yet, the one
    /// rated nearest the player's rating (the first such in the file); once all were tried,
    /// the first missed, else the first.
    pub fn next(&self, kind: GameKind, puzzles: &[Puzzle]) -> Option<usize> {
        let rating = self.rating(kind).rating;
        let distance =
            |p: &Puzzle| (medusa_ai::puzzles::puzzle_rating(p.difficulty) - rating).abs();
        puzzles
            .iter()
            .enumerate()
            .filter(|(_, p)| !self.tried(&p.id))
            .min_by(|(_, a), (_, b)| distance(a).total_cmp(&distance(b)))
            .map(|(index, _)| index)
            .or_else(|| puzzles.iter().position(|p| self.missed.contains(&p.id)))
            .or((!puzzles.is_empty()).then_some(0))
    }

    /// The rating change after `puzzle` of `kind` was solved or missed, counted once a
    /// puzzle (a puzzle tried before moves nothing).
    fn record(&mut self, kind: GameKind, puzzle: &Puzzle, solved: bool) -> Option<f64> {
        if self.tried(&puzzle.id) {
            if solved {
                self.missed.remove(&puzzle.id);
                self.solved.insert(puzzle.id.clone());
            }
            return None;
        }
        let rating = self.ratings.entry(kind.id().id.to_string()).or_default();
        let change = rating.record(puzzle.difficulty, solved);
        if solved {
            self.solved.insert(puzzle.id.clone());
        } else {
            self.missed.insert(puzzle.id.clone());
        }
        Some(change)
    }
}

/// Opens puzzle `index` of `kind`'s set.
#[derive(Message, Clone, Copy, PartialEq, Eq, Debug)]
pub struct OpenPuzzle {
    pub kind: GameKind,
    pub index: usize,
}

impl OpenPuzzle {
    /// The puzzle of the day of `kind` on day `day` (days since 1970), if it has puzzles.
    pub fn of_the_day(kind: GameKind, sets: &PuzzleSets, day: u64) -> Option<OpenPuzzle> {
        let puzzles = sets.of(kind);
        let chosen = puzzle_of_the_day(puzzles, day)?;
        let index = puzzles.iter().position(|p| p.id == chosen.id)?;
        Some(OpenPuzzle { kind, index })
    }
}

/// Opens the practice of the player's mistake whose puzzle is `id` ([`PracticeDeck`]).
#[derive(Message, Clone, PartialEq, Eq, Debug)]
pub struct OpenPractice {
    pub id: String,
}

/// Where the puzzle on the board comes from.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum PuzzleFrom {
    /// A game's set, built in.
    Set(OpenPuzzle),
    /// The player's own mistakes, to practise.
    Practice(GameKind),
}

impl PuzzleFrom {
    /// The puzzle's game.
    pub fn kind(self) -> GameKind {
        match self {
            PuzzleFrom::Set(open) => open.kind,
            PuzzleFrom::Practice(kind) => kind,
        }
    }
}

/// What the player is told about the puzzle now.
#[derive(Clone, PartialEq, Debug)]
pub enum PuzzleFeedback {
    /// Nothing yet: the question stands alone.
    Waiting,
    /// A right move, the opponent answered: more to find.
    GoOn,
    /// Solved, with the rating's change (none for a puzzle tried before, or a mistake
    /// practised).
    Solved(Option<f64>),
    /// Missed (or the solution asked for), with the rating's change: the solution is being
    /// played out.
    Missed(Option<f64>),
}

/// A puzzle being played.
pub struct PuzzleInPlay {
    pub from: PuzzleFrom,
    pub puzzle: Puzzle,
    pub feedback: PuzzleFeedback,
    /// A mistake practised: when it comes back, once the outcome scheduled it.
    pub next_due: Option<DateTime<Utc>>,
    /// The puzzle's position, to go back to.
    start: AnyGame,
    /// The record lines played since the start that have been judged.
    judged: usize,
    /// The turn in progress (Medusa's), by the number of turns before it, that ends by
    /// itself once its animations are over: its first action decided it.
    closing: Option<usize>,
    /// While the solution is played out: the next of its moves to play (0: the position is
    /// put back first).
    showing: Option<usize>,
}

impl PuzzleInPlay {
    /// The seat of the side that solves the puzzle.
    pub fn seat_to_move(&self) -> usize {
        self.start.seat_to_move()
    }
}

/// The puzzle on the board, if any.
#[derive(Resource, Default)]
pub struct PuzzleOnBoard(pub Option<PuzzleInPlay>);

impl PuzzleOnBoard {
    /// Whether a puzzle is on the board.
    pub fn is_open(&self) -> bool {
        self.0.is_some()
    }

    /// The puzzle on the board.
    pub fn puzzle(&self) -> Option<&Puzzle> {
        self.0.as_ref().map(|play| &play.puzzle)
    }

    /// Whether the solution is being played out.
    pub fn showing(&self) -> bool {
        self.0.as_ref().is_some_and(|play| play.showing.is_some())
    }
}

/// Run condition: no puzzle is on the board.
pub fn no_puzzle(puzzle: Res<PuzzleOnBoard>) -> bool {
    !puzzle.is_open()
}

/// Reads the puzzles built in and the player's ratings.
fn load(
    store: Res<Store>,
    mut sets: ResMut<PuzzleSets>,
    mut progress: ResMut<PuzzleProgress>,
    mut notices: ResMut<Notices>,
) {
    let (built_in, errors) = PuzzleSets::built_in();
    *sets = built_in;
    for error in errors {
        notices.push(Phrase::new("notice-puzzles-unreadable").with("error", error));
    }
    if let Some(saved) = notices.read_or_tell(
        store.read_json(PUZZLES_KEY),
        "notice-puzzles-progress-unreadable",
    ) {
        *progress = saved;
    }
}

/// Keeps the ratings (when the store keeps anything).
fn save(store: Res<Store>, progress: Res<PuzzleProgress>, mut notices: ResMut<Notices>) {
    if !store.keeps_anything() {
        return;
    }
    if let Err(error) = store.write_json(PUZZLES_KEY, &*progress) {
        notices.push(Phrase::new("notice-puzzles-progress-not-kept").with("error", error));
    }
}

/// What setting a puzzle up on the board changes: the puzzle, the lesson (which ends), the
/// match, and the notices (a puzzle that does not set up).
#[derive(SystemParam)]
struct SetUp<'w> {
    puzzle: ResMut<'w, PuzzleOnBoard>,
    lesson: ResMut<'w, Lesson>,
    intents: MessageWriter<'w, Intent>,
    notices: ResMut<'w, Notices>,
}

impl SetUp<'_> {
    /// Sets `chosen` up on the board, from `from`.
    fn set_up(&mut self, chosen: &Puzzle, from: PuzzleFrom) {
        match chosen.start().and_then(AnyGame::from_dyn) {
            Ok(start) => {
                self.lesson.0 = None;
                self.intents.write(Intent::Load(
                    Box::new(start.clone()),
                    [PlayerKind::Human; 2],
                ));
                self.puzzle.0 = Some(PuzzleInPlay {
                    from,
                    puzzle: chosen.clone(),
                    feedback: PuzzleFeedback::Waiting,
                    next_due: None,
                    start,
                    judged: 0,
                    closing: None,
                    showing: None,
                });
            }
            Err(error) => self
                .notices
                .push(Phrase::new("notice-puzzle-not-set-up").with("error", error)),
        }
    }
}

/// Sets a puzzle of a game's set up on the board; a lesson on it ends.
fn open(mut opened: MessageReader<OpenPuzzle>, sets: Res<PuzzleSets>, mut set_up: SetUp) {
    let Some(&open) = opened.read().last() else {
        return;
    };
    if let Some(chosen) = sets.of(open.kind).get(open.index) {
        set_up.set_up(chosen, PuzzleFrom::Set(open));
    }
}

/// Sets one of the player's mistakes up on the board, to practise; a lesson on it ends.
fn open_practice(
    mut opened: MessageReader<OpenPractice>,
    deck: Res<PracticeDeck>,
    mut set_up: SetUp,
) {
    let Some(open) = opened.read().last() else {
        return;
    };
    let Some(card) = deck.card(&open.id) else {
        return;
    };
    if let Some(kind) = card.kind() {
        set_up.set_up(&card.puzzle, PuzzleFrom::Practice(kind));
    }
}

/// What an outcome moves: the puzzle rating (a set's puzzle), or the schedule (a mistake).
#[derive(SystemParam)]
struct Outcomes<'w> {
    progress: ResMut<'w, PuzzleProgress>,
    deck: ResMut<'w, PracticeDeck>,
}

impl Outcomes<'_> {
    /// Counts the puzzle of `play` `solved` or missed, once: the rating's change, if it moved.
    fn count(&mut self, play: &mut PuzzleInPlay, solved: bool) -> Option<f64> {
        match play.from {
            PuzzleFrom::Set(open) => self.progress.record(open.kind, &play.puzzle, solved),
            PuzzleFrom::Practice(_) => {
                play.next_due = self.deck.review(&play.puzzle.id, solved, Utc::now());
                None
            }
        }
    }
}

/// A lesson opened: the puzzle on the board ends.
fn close_for_lesson(mut puzzle: ResMut<PuzzleOnBoard>) {
    puzzle.0 = None;
}

/// Whether `lines` (the moves since the start, the last one the player's) are the solution's
/// so far: each of the player's moves judged in the position before it.
fn on_the_solution(puzzle: &Puzzle, lines: &[String]) -> bool {
    let Ok(mut game) = puzzle.start() else {
        return false;
    };
    for (index, token) in lines.iter().enumerate() {
        let right = if index % 2 == 0 {
            puzzle.accepts(game.as_ref(), index, token)
        } else {
            puzzle.solution.get(index) == Some(token)
        };
        if !right || game.play_token(token).is_err() {
            return false;
        }
    }
    true
}

/// Judges the player's moves after each whole move or turn: the opponent's reply, the puzzle
/// solved (and the rating moved), or missed (the rating moved, the solution played out).
fn judge(
    mut changes: MessageReader<GameChanged>,
    game_match: Res<Match>,
    mut puzzle: ResMut<PuzzleOnBoard>,
    mut outcomes: Outcomes,
    mut intents: MessageWriter<Intent>,
) {
    if changes.read().count() == 0 || game_match.game.actions_in_progress() > 0 {
        return;
    }
    let Some(play) = puzzle.0.as_mut() else {
        return;
    };
    let chosen = play.puzzle.clone();
    if play.start.kind() != game_match.game.kind() {
        // Another game took the board: the puzzle is over.
        puzzle.0 = None;
        return;
    }
    let lines = lines_since(&play.start, &game_match.game);
    let fresh = lines.len() > play.judged;
    play.judged = lines.len();
    // The solution played out, a reply landing, a move taken back: nothing to judge.
    if play.showing.is_some() || !fresh || lines.len().is_multiple_of(2) {
        return;
    }
    if matches!(
        play.feedback,
        PuzzleFeedback::Solved(_) | PuzzleFeedback::Missed(_)
    ) {
        return;
    }
    if !on_the_solution(&chosen, &lines) {
        play.feedback = PuzzleFeedback::Missed(outcomes.count(play, false));
        play.showing = Some(0);
        return;
    }
    match chosen.solution.get(lines.len()) {
        Some(reply) => {
            for intent in game_match.game.token_intents(reply).unwrap_or_default() {
                intents.write(intent);
            }
            play.feedback = PuzzleFeedback::GoOn;
        }
        None => play.feedback = PuzzleFeedback::Solved(outcomes.count(play, true)),
    }
}

/// A turn made of actions (Medusa's) is decided by its first one: it is to end by itself,
/// and is then judged as any move.
fn weigh_turn(
    mut changes: MessageReader<GameChanged>,
    game_match: Res<Match>,
    mut puzzle: ResMut<PuzzleOnBoard>,
) {
    if changes.read().count() == 0 {
        return;
    }
    let Some(play) = puzzle.0.as_mut() else {
        return;
    };
    play.closing = None;
    if play.showing.is_some() || play.start.kind() != game_match.game.kind() {
        return;
    }
    let lines = lines_since(&play.start, &game_match.game);
    if game_match.game.actions_in_progress() > 0 && lines.len().is_multiple_of(2) {
        play.closing = Some(game_match.game.turn_count());
    }
}

/// Run condition: a turn decided waits to end.
fn closing_waiting(puzzle: Res<PuzzleOnBoard>) -> bool {
    puzzle.0.as_ref().is_some_and(|play| play.closing.is_some())
}

/// Ends the turn decided, once its animations are over.
fn close_turn(
    mut puzzle: ResMut<PuzzleOnBoard>,
    game_match: Res<Match>,
    mut intents: MessageWriter<Intent>,
) {
    let closing = puzzle.0.as_mut().and_then(|play| play.closing.take());
    if let Some(mv) = closing.and_then(|turn| game_match.game.close_turn(turn)) {
        intents.write(Intent::Play(mv));
    }
}

/// Shows the solution of the puzzle on the board: it counts as missed when not solved yet.
#[derive(Message, Clone, Copy, PartialEq, Eq, Debug)]
pub struct ShowSolution;

fn show_solution(
    mut asked: MessageReader<ShowSolution>,
    mut puzzle: ResMut<PuzzleOnBoard>,
    mut outcomes: Outcomes,
) {
    if asked.read().count() == 0 {
        return;
    }
    let Some(play) = puzzle.0.as_mut() else {
        return;
    };
    if !matches!(
        play.feedback,
        PuzzleFeedback::Solved(_) | PuzzleFeedback::Missed(_)
    ) {
        play.feedback = PuzzleFeedback::Missed(outcomes.count(play, false));
    }
    play.showing = Some(0);
}

/// Run condition: the solution is being played out.
fn showing(puzzle: Res<PuzzleOnBoard>) -> bool {
    puzzle.showing()
}

/// Plays the solution out, one move once the last one's animations are over: the position
/// put back to its start first.
fn play_solution(
    game_match: Res<Match>,
    mut puzzle: ResMut<PuzzleOnBoard>,
    mut intents: MessageWriter<Intent>,
) {
    let Some(play) = puzzle.0.as_mut() else {
        return;
    };
    let Some(next) = play.showing else {
        return;
    };
    if next == 0 && game_match.game.moves() != play.start.moves() {
        intents.write(Intent::Load(
            Box::new(play.start.clone()),
            [PlayerKind::Human; 2],
        ));
        return;
    }
    match play.puzzle.solution.get(next) {
        Some(token) => {
            for intent in game_match.game.token_intents(token).unwrap_or_default() {
                intents.write(intent);
            }
            play.showing = Some(next + 1);
        }
        None => play.showing = None,
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<PuzzleSets>()
        .init_resource::<PuzzleProgress>()
        .init_resource::<PuzzleOnBoard>()
        .add_message::<OpenPuzzle>()
        .add_message::<OpenPractice>()
        .add_message::<ShowSolution>()
        .add_systems(Startup, load)
        .add_systems(
            Update,
            (
                open.run_if(on_message::<OpenPuzzle>)
                    .in_set(GameSystems::Input),
                open_practice
                    .run_if(on_message::<OpenPractice>)
                    .in_set(GameSystems::Input),
                close_for_lesson
                    .run_if(on_message::<OpenLesson>)
                    .in_set(GameSystems::Input)
                    .before(open)
                    .before(open_practice),
                show_solution
                    .run_if(on_message::<ShowSolution>)
                    .in_set(GameSystems::Input),
                (judge, weigh_turn)
                    .run_if(on_message::<GameChanged>)
                    .in_set(GameSystems::Follow),
                close_turn
                    .run_if(closing_waiting.and_then(animations_idle))
                    .in_set(GameSystems::Input),
                play_solution
                    .run_if(showing.and_then(animations_idle))
                    .in_set(GameSystems::Input),
                save.run_if(
                    resource_changed::<PuzzleProgress>
                        .and_then(not(resource_added::<PuzzleProgress>)),
                )
                .in_set(GameSystems::Follow),
            ),
        );
}

#[cfg(test)]
mod tests {
    use super::*;

    fn puzzle(id: &str, difficulty: u8) -> Puzzle {
        Puzzle {
            id: id.into(),
            game: "medea".into(),
            position: String::new(),
            side: "White".into(),
            solution: vec!["c3-d4".into()],
            themes: Vec::new(),
            difficulty,
            work: 4,
            margin: 0.1,
        }
    }

    #[test]
    fn the_next_puzzle_is_the_untried_one_nearest_the_rating_and_a_retry_moves_no_rating() {
        let puzzles = vec![
            puzzle("a", 5),
            puzzle("b", 3),
            puzzle("c", 2),
            puzzle("d", 3),
        ];
        let mut progress = PuzzleProgress::default();
        // 1500 is difficulty 3's rating: the first of them.
        assert_eq!(progress.next(GameKind::MEDEA, &puzzles), Some(1));
        let change = progress.record(GameKind::MEDEA, &puzzles[1], false);
        assert_eq!(change, Some(-20.0));
        assert_eq!(progress.rating(GameKind::MEDEA).rating, 1480.0);
        assert_eq!(progress.next(GameKind::MEDEA, &puzzles), Some(3));
        // Tried again and solved: no change, but solved it is.
        assert_eq!(progress.record(GameKind::MEDEA, &puzzles[1], true), None);
        assert!(progress.solved.contains("b") && !progress.missed.contains("b"));
        for p in [&puzzles[0], &puzzles[2], &puzzles[3]] {
            progress.record(GameKind::MEDEA, p, false);
        }
        // All tried: the first missed comes back.
        assert_eq!(progress.next(GameKind::MEDEA, &puzzles), Some(0));
        assert_eq!(progress.rating(GameKind::LOTUS).rating, PuzzleRating::START);
    }
}
