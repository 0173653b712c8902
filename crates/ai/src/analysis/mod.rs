//! Whole-game analysis: the computer judges every position of a recorded game, and each move
//! played gets the first player's chance to win before and after it, the engine's best move
//! where it was played, the mover's drop in chance and, for a large drop, a mark
//! (inaccuracy, mistake, blunder).
//!
//! No Bevy and no I/O. The work is done in slices, like a search for a move, so that an
//! interface can analyse a bit each frame and draw the graph as it fills:
//!
//! ```
//! use std::time::Duration;
//! use medusa_ai::analysis::Analysis;
//!
//! let record = "[Variant \"medea\"]\ne3-e4\nf6-f5\n";
//! let mut analysis = Analysis::from_text(record, Some("ab:depth=2"), 1).unwrap();
//! // Each frame: a few milliseconds of work, and the progress bar.
//! while !analysis.step(Duration::from_millis(8)) {
//!     let _bar = analysis.progress();
//! }
//! let report = analysis.report();
//! assert_eq!(report.moves.len(), 2);
//! assert_eq!(report.chances.len(), 3);
//! ```
//!
//! # Chances
//!
//! Every chance is the **first player's** (the side to move at the start of the game:
//! White in Medusa, Medea and Pillars of Medusa, Black in Lotus), from 0 to 1, so that one
//! graph shows the whole game.
//!
//! * Medusa and Lotus: the Monte Carlo search's value of the position for the player to move
//!   ([`Search::root_value`](crate::mcts::Search::root_value)): the mean reward of all its
//!   playouts from the root (a win counts 1, a draw one half, with a twentieth of the reward
//!   from the score margin as the search weighs it), moved towards the mean of its most
//!   visited first step by that step's share of the playouts. Measured on six 40-turn Medusa
//!   games of Casual against itself, two whole games and four Lotus games:
//!   - The chosen step's value alone is biased towards the player to move (the step chosen
//!     is the one luck favoured most): the mean drop of a move was 0.09 in those Medusa
//!     openings, and two moves in five looked like inaccuracies.
//!   - The plain mean of all playouts has no such bias (a mean drop of 0.008), but it also
//!     counts the playouts spent making sure of the other steps. That costs nothing where the
//!     steps are much alike, and undervalues a position where one reply stands out: after a
//!     placement that leaves eleven stones to be reversed, 0.73 where the reversing reply is
//!     worth 0.78.
//!   - Weighing the chosen step by its share keeps the plain mean where the search spreads
//!     its playouts (a mean drop of 0.016, no inaccuracy in those openings) and follows the
//!     reply where the search is sure of it: the drop of a move that lets a group be
//!     reversed grows by 0.03 to 0.08, that of a move that let eight stones go in a whole
//!     game by 0.07 (to 0.14, one of the four inaccuracies in its 344 moves).
//!
//!   A larger budget does not sharpen the judgement (eleven stones left to be reversed after
//!   25 turns moved the plain mean by 0.26 to 0.32 with 2000, 4000 or 8000 playouts): random
//!   playouts on Medusa's 210 cells see a group lost early as a part of a long game. Leaving
//!   twenty-two stones to be reversed after 45 turns decides it: a drop of about 0.45.
//! * Medea and Pillars of Medusa: the alpha-beta score `s` (hundredths of a man or a Sword,
//!   from the side to move's view) mapped by one logistic curve,
//!   `chance = 1 / (1 + exp(-s / 125))` ([`chance_of_score`]): a man or Sword up is 69%,
//!   two are 83%, three are 92%; a forced win found by the search is 1 and a forced loss 0.
//! * A position where the game is over (by the rules, a resignation, an agreed draw, or the
//!   count after the final passes): the result itself, 1 for the winner, 0 for the loser, one
//!   half each for a draw. No search judges it and it has no best move; its judgement says
//!   so ([`Judgement::game_over`]).
//!
//! # Turns after two passes
//!
//! In Medusa and Lotus a turn written after the game's two final passes means the players
//! resumed play instead of marking dead stones, as `medusa replay` reads it: the analysis
//! covers those turns too, and judges the position after the passes in play.
//!
//! # Marks
//!
//! The mover's **drop** is its own chance before the move less its chance after it (never
//! below 0). A drop of at least [`INACCURACY`] (0.10) is an inaccuracy, [`MISTAKE`] (0.20) a
//! mistake, [`BLUNDER`] (0.30) a blunder.
//!
//! # Where the game was lost
//!
//! The side behind in the last position judged (its chance below one half) lost the game
//! where its own moves cost it most: the report lists its [`LOSSES_LISTED`] largest drops of
//! at least [`LOSS_DROP`] ([`Report::where_lost`]), marked or not, so that a game that slipped
//! away a little at a time (55% to 20% with no inaccuracy) still says where. A draw, or even
//! chances at the end, has no side behind.
//!
//! # Determinism
//!
//! Each position is judged by a search with a fixed budget (playouts, depth or nodes) seeded
//! by the analysis's seed, one position after the other from the start, so the same record,
//! engine and seed give the same report however the work is sliced. An engine with a time
//! budget (`mcts:time=1s`) depends on the machine's speed instead.

mod report;
pub(crate) mod sweep;

use std::fmt;
use std::time::Duration;

use crate::alphabeta::Score;
use crate::registry::{AI, AiRegistry};
use crate::spec::SpecError;
use medusa_rules::dyn_game::DynRecord;
use medusa_rules::text_record::{RecordError, quote};
use medusa_rules::{GAMES, GameId, Registry};

pub use report::{Judgement, Loss, Mark, MarkCount, MoveAnalysis, Report, WhereLost};

use sweep::Sweep;

/// The smallest drop of the mover's chance that is marked an inaccuracy.
pub const INACCURACY: f32 = 0.10;
/// The smallest drop that is marked a mistake.
pub const MISTAKE: f32 = 0.20;
/// The smallest drop that is marked a blunder.
pub const BLUNDER: f32 = 0.30;

/// The smallest drop of the mover's chance listed where the game was lost: above the
/// judgement's own unsteadiness (a drop of 0.016 on average in even openings of Medusa),
/// below an inaccuracy, so that a game lost a little at a time still shows its worst moves.
pub const LOSS_DROP: f32 = 0.03;
/// How many moves are listed where the game was lost.
pub const LOSSES_LISTED: usize = 3;

/// The score (in hundredths of a man or a Sword) at which the logistic curve of
/// [`chance_of_score`] reaches e / (1 + e), about 73%.
pub const SCORE_SCALE: f64 = 125.0;

/// The chance that the side to move wins, by the alpha-beta search's score: a logistic curve
/// of the evaluation (`1 / (1 + exp(-score / 125))`), 1 for a forced win, 0 for a forced
/// loss.
pub fn chance_of_score(score: Score) -> f32 {
    match score {
        Score::Win(_) => 1.0,
        Score::Loss(_) => 0.0,
        Score::Eval(value) => (1.0 / (1.0 + (-(value as f64) / SCORE_SCALE).exp())) as f32,
    }
}

/// Why an analysis cannot start.
#[derive(Clone, PartialEq, Debug)]
pub enum AnalysisError {
    /// The record cannot be read or played.
    Record(RecordError),
    /// The engine's spec is refused.
    Engine(SpecError),
    /// The engine does not search (`random`, `greedy`): it has no judgement to give.
    NotASearch { spec: String },
    /// A game no engine of the AI registry plays.
    NoEngine { game: &'static str },
}

impl fmt::Display for AnalysisError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AnalysisError::Record(error) => error.fmt(f),
            AnalysisError::Engine(error) => error.fmt(f),
            AnalysisError::NotASearch { spec } => write!(
                f,
                "{} does not search, so it cannot judge positions: name a level or a search",
                quote(spec)
            ),
            AnalysisError::NoEngine { game } => {
                write!(f, "{game} cannot be analysed: no engine plays it")
            }
        }
    }
}

impl std::error::Error for AnalysisError {}

impl From<RecordError> for AnalysisError {
    fn from(error: RecordError) -> AnalysisError {
        AnalysisError::Record(error)
    }
}

impl From<SpecError> for AnalysisError {
    fn from(error: SpecError) -> AnalysisError {
        AnalysisError::Engine(error)
    }
}

/// The start of an analysis, as a game's entry in the AI registry makes it
/// ([`AiEntry`](crate::AiEntry)): the walk through the game's positions, the first player's
/// seat, the moves with their movers' seats as the records write them, and the judgement of
/// the final position where the game is over there (its result).
pub(crate) struct Walk {
    pub(crate) sweep: Box<dyn Sweep + Send + Sync>,
    pub(crate) first: usize,
    pub(crate) moves: Vec<(usize, String)>,
    pub(crate) end: Option<Judgement>,
}

/// A whole game being analysed, one position after another, in slices.
pub struct Analysis {
    game: GameId,
    sides: [&'static str; 2],
    first: usize,
    engine: String,
    /// The moves of the game: the mover's seat and the move as the records write it.
    moves: Vec<(usize, String)>,
    /// The judgements of the positions done so far, from the start.
    judged: Vec<Judgement>,
    /// The judgement of the final position where the game is over there: the result.
    end: Option<Judgement>,
    sweep: Box<dyn Sweep + Send + Sync>,
}

impl fmt::Debug for Analysis {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Analysis")
            .field("game", &self.game.id)
            .field("engine", &self.engine)
            .field("moves", &self.moves.len())
            .field("judged", &self.judged.len())
            .finish()
    }
}

impl Analysis {
    /// An analysis of a record's text (text or JSON, any game), with the engine `spec`
    /// (`None`: the game's [`analysis_engine`](crate::AiEntry::analysis_engine)) seeded by
    /// `seed`. No search is done yet.
    pub fn from_text(
        source: &str,
        spec: Option<&str>,
        seed: u64,
    ) -> Result<Analysis, AnalysisError> {
        Analysis::from_text_in(&GAMES, &AI, source, spec, seed)
    }

    /// [`Analysis::from_text`] with the games of `games` and the engines of `ai`.
    pub fn from_text_in(
        games: &Registry,
        ai: &AiRegistry,
        source: &str,
        spec: Option<&str>,
        seed: u64,
    ) -> Result<Analysis, AnalysisError> {
        let record = games.read_record(source)?;
        Analysis::new_in(ai, record.as_ref(), spec, seed)
    }

    /// An analysis of `record` with the engine `spec` (`None`: the game's
    /// [`analysis_engine`](crate::AiEntry::analysis_engine)) seeded by `seed`. The record is
    /// played through first, and what it left open settled as `medusa replay` does (a Medusa
    /// game left at its final passes is counted as it stands): a turn that cannot be played is
    /// refused here. No search is done yet.
    pub fn new(
        record: &dyn DynRecord,
        spec: Option<&str>,
        seed: u64,
    ) -> Result<Analysis, AnalysisError> {
        Analysis::new_in(&AI, record, spec, seed)
    }

    /// [`Analysis::new`] with the engines of `ai`.
    pub fn new_in(
        ai: &AiRegistry,
        record: &dyn DynRecord,
        spec: Option<&str>,
        seed: u64,
    ) -> Result<Analysis, AnalysisError> {
        let (spec, sides, walk) = walk_of(ai, record, spec, seed)?;
        Ok(Analysis {
            game: record.game(),
            sides,
            first: walk.first,
            engine: spec,
            moves: walk.moves,
            judged: Vec::new(),
            end: walk.end,
            sweep: walk.sweep,
        })
    }

    /// Works for about `slice` (at least a little), and returns `true` once every position is
    /// judged.
    pub fn step(&mut self, slice: Duration) -> bool {
        let start = web_time::Instant::now();
        while !self.is_done() {
            if self.judged.len() == self.moves.len()
                && let Some(end) = &self.end
            {
                // The game is over in the final position: its result is its judgement.
                self.judged.push(end.clone());
                break;
            }
            let left = slice.saturating_sub(start.elapsed());
            if let Some(judgement) = self.sweep.step(left) {
                self.judged.push(judgement);
            }
            if start.elapsed() >= slice {
                break;
            }
        }
        self.is_done()
    }

    /// Runs the analysis to its end (blocking: an interface steps it instead).
    pub fn run(&mut self) -> Report {
        while !self.step(Duration::from_millis(100)) {}
        self.report()
    }

    /// Whether every position is judged.
    pub fn is_done(&self) -> bool {
        self.judged.len() > self.moves.len()
    }

    /// How much of the work is done, from 0 to 1.
    pub fn progress(&self) -> f32 {
        if self.is_done() {
            return 1.0;
        }
        let done = self.judged.len() as f32 + self.sweep.progress().clamp(0.0, 1.0);
        (done / (self.moves.len() + 1) as f32).min(1.0)
    }

    /// The game analysed.
    pub fn game(&self) -> GameId {
        self.game
    }

    /// The engine's spec.
    pub fn engine(&self) -> &str {
        &self.engine
    }

    /// The number of moves analysed in all (the positions are one more).
    pub fn moves(&self) -> usize {
        self.moves.len()
    }

    /// What is known so far: the positions judged, and every move whose positions before and
    /// after are both judged. Complete once [`Analysis::is_done`].
    pub fn report(&self) -> Report {
        Report::new(
            self.game,
            &self.engine,
            self.sides,
            self.first,
            &self.moves,
            &self.judged,
        )
    }
}

/// The walk through the positions of `record` (played through, and settled as `medusa
/// replay` settles it) with the engine `spec` (`None`: the game's analysis engine) of `ai`:
/// the engine's spec, the game's sides, and the walk.
fn walk_of(
    ai: &AiRegistry,
    record: &dyn DynRecord,
    spec: Option<&str>,
    seed: u64,
) -> Result<(String, [&'static str; 2], Walk), AnalysisError> {
    let game = record.game();
    let entry = ai
        .of(game)
        .map_err(|_| AnalysisError::NoEngine { game: game.name })?;
    let spec = spec.unwrap_or(entry.analysis_engine).trim().to_string();
    let mut played = record.replay()?;
    played.settle().map_err(RecordError::whole)?;
    let sides = played.sides();
    let walk = entry.sweep(played.as_ref(), &spec, seed)?;
    Ok((spec, sides, walk))
}

/// The judgement of a game's latest position alone, made in slices as the analysis judges
/// each of its positions (a club screen's bar of the players' chances): the positions before
/// it are walked past without a search.
pub struct LatestChance {
    sweep: Box<dyn Sweep + Send + Sync>,
    /// The result, where the game is over in its latest position.
    end: Option<Judgement>,
    judged: Option<Judgement>,
}

impl fmt::Debug for LatestChance {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("LatestChance")
            .field("judged", &self.judged)
            .finish()
    }
}

impl LatestChance {
    /// The latest position of `record`, to be judged with the engine `spec` (`None`: the
    /// game's analysis engine) seeded by `seed`. No search is done yet.
    pub fn new(
        record: &dyn DynRecord,
        spec: Option<&str>,
        seed: u64,
    ) -> Result<LatestChance, AnalysisError> {
        let (_, _, walk) = walk_of(&AI, record, spec, seed)?;
        let mut sweep = walk.sweep;
        for _ in 0..walk.moves.len() {
            sweep.skip();
        }
        Ok(LatestChance {
            sweep,
            end: walk.end,
            judged: None,
        })
    }

    /// Works for about `slice` (at least a little): the judgement, once it is made (the
    /// first player's chance in it, as the analysis gives every chance).
    pub fn step(&mut self, slice: Duration) -> Option<&Judgement> {
        if self.judged.is_none() {
            self.judged = match self.end.take() {
                Some(end) => Some(end),
                None => self.sweep.step(slice),
            };
        }
        self.judged.as_ref()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The latest position of `record`, judged to the end with `spec`.
    fn latest(record: &str, spec: &str) -> Judgement {
        let record = GAMES.read_record(record).expect("a record");
        let mut judge = LatestChance::new(record.as_ref(), Some(spec), 1).expect("a judge");
        loop {
            if let Some(judgement) = judge.step(Duration::from_millis(20)) {
                return judgement.clone();
            }
        }
    }

    #[test]
    fn the_latest_position_alone_is_judged_as_the_analysis_judges_it() {
        // Medea, White two men up after a double capture: Black to move, White ahead (by a
        // man and more once Black's best answer is seen at depth 2).
        let medea = "[Variant \"medea\"]\ne3-e4\ne6-e5\ne4xe6xg6\n";
        let judged = latest(medea, "ab:depth=2");
        assert!(!judged.game_over);
        assert!(
            (0.6..0.95).contains(&judged.chance),
            "White's chance {} ({})",
            judged.chance,
            judged.verdict
        );
        // The same as the whole analysis's judgement of that position.
        let mut analysis = Analysis::from_text(medea, Some("ab:depth=2"), 1).expect("an analysis");
        let report = analysis.run();
        assert_eq!(report.chances.last().copied(), Some(judged.chance));
        // A game over in its latest position: the result itself, without a search.
        let resigned = "[Variant \"medea\"]\ne3-e4\nresign\n";
        let over = latest(resigned, "ab:depth=2");
        assert!(over.game_over);
        assert_eq!(
            over.chance, 1.0,
            "Black resigned: White, the first player, won"
        );
        // Medusa: its Monte Carlo search, after two turns.
        let medusa = latest("[Variant \"medusa\"]\nj11\ni10\n", "mcts:playouts=200");
        assert!((0.0..=1.0).contains(&medusa.chance) && medusa.best.is_some());
    }

    #[test]
    fn the_curve_is_even_at_zero_and_certain_at_the_end() {
        assert_eq!(chance_of_score(Score::Eval(0)), 0.5);
        assert!((chance_of_score(Score::Eval(100)) - 0.69).abs() < 0.005);
        assert!((chance_of_score(Score::Eval(-300)) - 0.083).abs() < 0.005);
        assert_eq!(chance_of_score(Score::Win(3)), 1.0);
        assert_eq!(chance_of_score(Score::Loss(2)), 0.0);
    }

    #[test]
    fn marks_follow_the_thresholds() {
        assert_eq!(Mark::of_drop(0.09), None);
        assert_eq!(Mark::of_drop(0.10), Some(Mark::Inaccuracy));
        assert_eq!(Mark::of_drop(0.25), Some(Mark::Mistake));
        assert_eq!(Mark::of_drop(0.30), Some(Mark::Blunder));
        assert_eq!(Mark::of_drop(-0.5), None);
    }
}
