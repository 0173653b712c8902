//! An alpha-beta game in the AI registry: how a game of the rules becomes the search's
//! position ([`AlphaBetaGame`], which each game implements in its own file), and the
//! registry's functions written once over it: the player, the app's search, the analysis's
//! walk and the match.

use std::marker::PhantomData;
use std::time::Duration;

use medusa_rules::{DynGame, GameId};

use super::contest::AlphaBetaContest;
use super::game::{MatchGame, SearchGame};
use super::player::{AB, Engine, Player};
use super::search::Search;
use crate::Level;
use crate::analysis::{AnalysisError, Walk};
use crate::registry::{AiEntry, GamePlayer, GameSearch};
use crate::selfplay::{Arena, MatchSettings, SelfplayMatch};
use crate::spec::SpecError;
use crate::thinking::Thinking;

/// A game the alpha-beta search plays: the position type it walks, and how a game of the
/// rules (behind [`DynGame`]) is read as one. The one place a game's core is taken out of
/// [`DynGame`] for its computer player; a game implements it on a type of its own
/// ([`MedeaAi`](crate::medea::MedeaAi)) and joins the registry with
/// [`AiEntry::alpha_beta`].
pub trait AlphaBetaGame: 'static {
    /// The position the search walks.
    type Search: MatchGame<Move: Send + Sync, Undo: Send + Sync> + Send + Sync + 'static;

    /// `game` as the search reads it, if it is a game of this kind.
    fn read(game: &dyn DynGame) -> Option<Played<Self::Search>>;

    /// A game of this kind from a puzzle's position (its FEN), or why it cannot be read; by
    /// default the game has no puzzles.
    fn set_up(position: &str) -> Result<Box<dyn DynGame>, String> {
        let _ = position;
        Err("this game has no puzzles".to_string())
    }

    /// The themes of a puzzle's `line` (the solver's moves and the replies between, as the
    /// records write them) played from `game`, read from what the core says they do.
    fn themes(game: &dyn DynGame, line: &[String]) -> Vec<&'static str> {
        let _ = (game, line);
        Vec::new()
    }
}

/// A game as the alpha-beta search reads it: where it started, the moves played since, and
/// how the rules ended it.
#[derive(Clone, Debug)]
pub struct Played<G: SearchGame> {
    /// The starting position.
    pub start: G,
    /// The moves played since, each legal where it was played.
    pub moves: Vec<G::Move>,
    /// How the rules ended the game, if they did (by a resignation or an agreed draw too).
    pub ended: Option<Ended>,
}

impl<G: SearchGame> Played<G> {
    /// The position now, with the history its rules need.
    pub fn now(&self) -> G {
        self.start.clone().replayed(self.moves.iter().copied())
    }
}

/// How the rules ended a game.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Ended {
    /// The seat of the winner (`None`: a draw).
    pub winner: Option<usize>,
    /// The result as the rules say it.
    pub summary: String,
}

/// The registry's entry of the game `game`, played over the positions of `A`.
pub(crate) const fn entry<A: AlphaBetaGame>(
    game: GameId,
    analysis_engine: &'static str,
) -> AiEntry {
    AiEntry {
        game,
        engines: AB.forms,
        analysis_engine,
        player: player::<A>,
        search: search::<A>,
        sweep: sweep::<A>,
        selfplay: selfplay::<A>,
        puzzles: super::puzzle::rules::<A>(),
    }
}

fn player<A: AlphaBetaGame>(spec: &str, seed: u64) -> Result<Box<dyn GamePlayer>, SpecError> {
    let engine = Engine::parse::<A::Search>(spec)?;
    Ok(Box::new(AlphaBetaPlayer::<A> {
        player: Player::new(engine, seed),
        game: PhantomData,
    }))
}

/// A player of an alpha-beta game, its table kept from one move to the next.
struct AlphaBetaPlayer<A: AlphaBetaGame> {
    player: Player<A::Search>,
    game: PhantomData<fn() -> A>,
}

impl<A: AlphaBetaGame> GamePlayer for AlphaBetaPlayer<A> {
    fn choose(&mut self, game: &dyn DynGame) -> Result<String, String> {
        let position = A::read(game).ok_or("the engine plays another game")?.now();
        let mv = self
            .player
            .choose(&position)
            .ok_or("the engine found no move")?;
        Ok(position.notation(mv))
    }
}

fn search<A: AlphaBetaGame>(
    game: &dyn DynGame,
    level: Level,
    seed: u64,
) -> Option<Box<dyn GameSearch>> {
    let position = A::read(game)?.now();
    let settings = A::Search::level_settings(level, seed);
    Some(Box::new(AlphaBetaSearch::<A> {
        search: Search::new(&position, settings),
        position,
    }))
}

/// The app's search of an alpha-beta game, with the position it searches (for the
/// notation of its move).
struct AlphaBetaSearch<A: AlphaBetaGame> {
    search: Search<A::Search>,
    position: A::Search,
}

impl<A: AlphaBetaGame> GameSearch for AlphaBetaSearch<A> {
    fn follow(&mut self, game: &dyn DynGame, _: Level) -> bool {
        let Some(played) = A::read(game) else {
            return false;
        };
        self.position = played.now();
        Thinking::follow(&mut self.search, &self.position);
        true
    }

    fn step(&mut self, slice: Duration) -> bool {
        Thinking::step(&mut self.search, slice)
    }

    fn progress(&self) -> f32 {
        Thinking::progress(&self.search)
    }

    fn best_move(&self) -> Option<String> {
        let mv = self.search.best_move()?;
        Some(self.position.notation(mv))
    }
}

fn sweep<A: AlphaBetaGame>(
    game: &dyn DynGame,
    spec: &str,
    seed: u64,
) -> Result<Walk, AnalysisError> {
    let played = A::read(game).ok_or(AnalysisError::NoEngine {
        game: game.game().name,
    })?;
    Walk::alpha_beta(played, spec, seed)
}

fn selfplay<A: AlphaBetaGame>(
    game: GameId,
    settings: &MatchSettings,
) -> Result<Box<dyn SelfplayMatch>, String> {
    let arena = Arena::<AlphaBetaContest<A::Search>>::new(game, settings)?;
    Ok(Box::new(arena))
}
