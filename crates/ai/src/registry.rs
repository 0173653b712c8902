//! The computer player of each game, in one list ([`AI`]) found by the game's id in the rules'
//! registry ([`medusa_rules::GAMES`]): one [`AiEntry`] a game, which says everything the
//! program does with the game's engines.
//!
//! * [`AiEntry::player`]: a player named by an engine spec (`casual`, `mcts:playouts=5000`,
//!   `ab:depth=6`) that chooses a move as the records write it: `medusa bot`.
//! * [`AiEntry::search`]: a search at a playing level, stepped in slices, that may be asked
//!   for its best move at any time: the app's computer player and hints.
//! * The analysis's walk through a game ([`Analysis`](crate::analysis::Analysis)), with the
//!   engine it uses when none is named ([`AiEntry::analysis_engine`]).
//! * [`AiEntry::selfplay`]: a match between two engines, played by the one match loop of
//!   [`selfplay`](crate::selfplay): `medusa selfplay`.
//!
//! What a game's core is, behind the rules' [`DynGame`], is known only to its own entry: the
//! Monte Carlo family's in [`mcts`](crate::mcts), an alpha-beta game's through
//! [`AlphaBetaGame`](crate::alphabeta::AlphaBetaGame) in the game's own file. A game joins
//! with one line here; a list of another program (a test's toy game) is made the same way.

use std::fmt;
use std::time::Duration;

use medusa_rules::{DynGame, GameId, Registry, medea, medusa, pillars};

use crate::Level;
use crate::alphabeta::{self, AlphaBetaGame};
use crate::analysis::{AnalysisError, Walk};
use crate::mcts;
use crate::medea::MedeaAi;
use crate::pillars::PillarsAi;
use crate::puzzles::PuzzleRules;
use crate::selfplay::{MatchSettings, SelfplayMatch};
use crate::spec::SpecError;

/// The computer player of every game of [`medusa_rules::GAMES`], in its order. A game joins
/// with one line.
pub const AI: AiRegistry = AiRegistry::new(&[
    mcts::entry(medusa::MEDUSA, "mcts:playouts=2000"),
    mcts::entry(medusa::LOTUS, "mcts:playouts=4000"),
    AiEntry::alpha_beta::<MedeaAi>(medea::MEDEA, "ab:depth=10,nodes=60000"),
    AiEntry::alpha_beta::<PillarsAi>(pillars::PILLARS, "ab:depth=8,nodes=40000"),
]);

/// A computer player of one game, named by an engine spec: it keeps what it learnt (its tree,
/// its table) from one move to the next of the same game.
pub trait GamePlayer: Send {
    /// Its move for the side to move in `game`, as the records write it (blocking until the
    /// engine's budget is spent); why not, for a game of another kind or one without a move.
    fn choose(&mut self, game: &dyn DynGame) -> Result<String, String>;
}

/// A search for the side to move in one game, stepped a slice at a time (a frame loop gives
/// it a few milliseconds a frame), whose best move may be asked at any time.
pub trait GameSearch: Send + Sync {
    /// Moves on to `game`, later in the same game, keeping what is still useful, with a fresh
    /// budget (the Monte Carlo search's at `level`; an alpha-beta search keeps the settings it
    /// was made with); `false` when `game` is of another kind.
    fn follow(&mut self, game: &dyn DynGame, level: Level) -> bool;
    /// Works for about `slice`; `true` once the choice is made.
    fn step(&mut self, slice: Duration) -> bool;
    /// How much of the budget is used, from 0 to 1.
    fn progress(&self) -> f32;
    /// The best move (a whole turn in Medusa and Lotus) so far, as the records write it, if
    /// the side to move has any.
    fn best_move(&self) -> Option<String>;
}

/// A player of the engine `spec`, seeded with `seed`.
pub(crate) type PlayerFn = fn(&str, u64) -> Result<Box<dyn GamePlayer>, SpecError>;
/// A search of a game at a level, seeded; `None` for a game of another kind.
pub(crate) type SearchFn = fn(&dyn DynGame, Level, u64) -> Option<Box<dyn GameSearch>>;
/// The analysis's walk through a played game with an engine's spec, seeded.
pub(crate) type SweepFn = fn(&dyn DynGame, &str, u64) -> Result<Walk, AnalysisError>;
/// A match of the game with its settings, ready to play.
pub(crate) type SelfplayFn = fn(GameId, &MatchSettings) -> Result<Box<dyn SelfplayMatch>, String>;

/// One game's computer player: its engines, behind plain functions.
#[derive(Clone, Copy)]
pub struct AiEntry {
    /// The game, as the rules' registry names it.
    pub game: GameId,
    /// The forms of its engines' specs, for help and messages
    /// (`random, greedy, beginner, ... or ab:nodes=100000`).
    pub engines: &'static str,
    /// The engine an analysis uses when none is named: quick (a few seconds for a game of 40
    /// moves on one core) and deterministic.
    pub analysis_engine: &'static str,
    pub(crate) player: PlayerFn,
    pub(crate) search: SearchFn,
    pub(crate) sweep: SweepFn,
    pub(crate) selfplay: SelfplayFn,
    /// What the puzzles ask of this game's engines ([`crate::puzzles`]).
    pub puzzles: PuzzleRules,
}

impl fmt::Debug for AiEntry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "AiEntry({})", self.game.id)
    }
}

impl AiEntry {
    /// The game `game`, played by the alpha-beta search over the positions of `A`, with
    /// `analysis_engine` for its analysis.
    pub const fn alpha_beta<A: AlphaBetaGame>(
        game: GameId,
        analysis_engine: &'static str,
    ) -> AiEntry {
        alphabeta::entry::<A>(game, analysis_engine)
    }

    /// A player of the engine `spec` (`random`, `greedy`, a level, or the family's settings),
    /// its random numbers seeded with `seed`; the spec's fault in a sentence.
    pub fn player(&self, spec: &str, seed: u64) -> Result<Box<dyn GamePlayer>, SpecError> {
        (self.player)(spec, seed)
    }

    /// A search of `game` for the side to move with `level`'s settings and budget, seeded
    /// with `seed`; `None` when `game` is not of this entry's game.
    pub fn search(
        &self,
        game: &dyn DynGame,
        level: Level,
        seed: u64,
    ) -> Option<Box<dyn GameSearch>> {
        (self.search)(game, level, seed)
    }

    /// The analysis's walk through `game` (played and settled) with the engine `spec`.
    pub(crate) fn sweep(
        &self,
        game: &dyn DynGame,
        spec: &str,
        seed: u64,
    ) -> Result<Walk, AnalysisError> {
        (self.sweep)(game, spec, seed)
    }

    /// A match between the engines of `settings`, ready to play: the engines' specs and the
    /// game's options (a komi) are checked here, before anything is played.
    pub fn selfplay(&self, settings: &MatchSettings) -> Result<Box<dyn SelfplayMatch>, String> {
        (self.selfplay)(self.game, settings)
    }
}

/// A game the registry has no computer player for.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct NoEngine {
    pub game: GameId,
}

impl fmt::Display for NoEngine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "no engine plays {}", self.game.name)
    }
}

impl std::error::Error for NoEngine {}

/// A list of computer players: [`AI`], or a test's own.
#[derive(Clone, Copy, Debug)]
pub struct AiRegistry(&'static [AiEntry]);

impl AiRegistry {
    /// The registry of `entries`.
    pub const fn new(entries: &'static [AiEntry]) -> AiRegistry {
        AiRegistry(entries)
    }

    /// Every entry, in order.
    pub fn entries(&self) -> &'static [AiEntry] {
        self.0
    }

    /// The computer player of `game`.
    pub fn of(&self, game: GameId) -> Result<&'static AiEntry, NoEngine> {
        self.0
            .iter()
            .find(|entry| entry.game == game)
            .ok_or(NoEngine { game })
    }

    /// The computer player of the game `name` names in `games` (as every command reads a
    /// game's name), or why there is none: no such game, or no engine for it.
    pub fn find(&self, games: &Registry, name: &str) -> Result<&'static AiEntry, String> {
        let game = games.find(name).map_err(|e| e.to_string())?.id;
        self.of(game).map_err(|e| e.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use medusa_rules::GAMES;

    #[test]
    fn every_game_of_the_rules_has_its_entry_in_the_same_order() {
        let games: Vec<GameId> = GAMES.games().iter().map(|entry| entry.id).collect();
        let entries: Vec<GameId> = AI.entries().iter().map(|entry| entry.game).collect();
        assert_eq!(entries, games);
        assert_eq!(
            AI.find(&GAMES, " Lotus ")
                .map(|entry| entry.analysis_engine),
            Ok("mcts:playouts=4000")
        );
        assert_eq!(
            AI.find(&GAMES, "chess").map(|entry| entry.game),
            Err("unknown game 'chess': the games are medusa, lotus, medea and pillars".into())
        );
        let none = AiRegistry::new(&[]);
        assert_eq!(
            none.of(medea::MEDEA)
                .map(|entry| entry.game)
                .map_err(|e| e.to_string()),
            Err("no engine plays Medea".to_string())
        );
    }
}
