//! Medusa's and Lotus's entries in the AI registry: the one place their core is taken out of
//! the rules' [`DynGame`] for the computer player; the players, the app's search, the
//! analysis's walk and the match, over the Monte Carlo search.

use std::time::Duration;

use medusa_rules::medusa::{Colour, Game, Topology};
use medusa_rules::{DynGame, GameId, GameRules};

use super::contest::MctsContest;
use super::engine::{Engine, MCTS, Player};
use super::search::Search;
use crate::Level;
use crate::analysis::{AnalysisError, Walk};
use crate::registry::{AiEntry, GamePlayer, GameSearch};
use crate::selfplay::{Arena, MatchSettings, SelfplayMatch};
use crate::spec::SpecError;
use crate::thinking::Thinking;

/// The registry's entry of the game `game` (Medusa or Lotus), with `analysis_engine` for its
/// analysis.
pub(crate) const fn entry(game: GameId, analysis_engine: &'static str) -> AiEntry {
    AiEntry {
        game,
        engines: MCTS.forms,
        analysis_engine,
        player,
        search,
        sweep,
        selfplay,
        puzzles: super::puzzle::RULES,
    }
}

/// `game` as Medusa's core, if it is a game of Medusa or Lotus.
fn medusa_game(game: &dyn DynGame) -> Option<&Game> {
    game.as_any().downcast_ref::<Game>()
}

fn player(spec: &str, seed: u64) -> Result<Box<dyn GamePlayer>, SpecError> {
    let engine = Engine::parse(spec)?;
    Ok(Box::new(MctsPlayer(Player::new(engine, seed))))
}

/// A player of Medusa or Lotus, its tree kept from one turn to the next.
struct MctsPlayer(Player);

impl GamePlayer for MctsPlayer {
    fn choose(&mut self, game: &dyn DynGame) -> Result<String, String> {
        let game = medusa_game(game).ok_or("the engine plays Medusa and Lotus only")?;
        let turn = self.0.choose(game);
        Ok(GameRules::write_move(game, &turn))
    }
}

fn search(game: &dyn DynGame, level: Level, seed: u64) -> Option<Box<dyn GameSearch>> {
    let game = medusa_game(game)?;
    let mut search = Search::new(game, level.settings(seed));
    search.set_budget(level.budget());
    Some(Box::new(MctsSearch {
        search,
        mover: mover(game),
    }))
}

/// What the notation of a turn needs: the board and the player to move.
fn mover(game: &Game) -> (&'static Topology, Colour) {
    (game.topology(), game.position().to_move())
}

/// The app's search of Medusa or Lotus, with the board and the player it searches for (for
/// the notation of its turn).
struct MctsSearch {
    search: Search,
    mover: (&'static Topology, Colour),
}

impl GameSearch for MctsSearch {
    fn follow(&mut self, game: &dyn DynGame, level: Level) -> bool {
        let Some(game) = medusa_game(game) else {
            return false;
        };
        Thinking::follow(&mut self.search, game);
        self.search.set_budget(level.budget());
        self.mover = mover(game);
        true
    }

    fn step(&mut self, slice: Duration) -> bool {
        Thinking::step(&mut self.search, slice)
    }

    fn progress(&self) -> f32 {
        Thinking::progress(&self.search)
    }

    fn best_move(&self) -> Option<String> {
        let (topology, player) = self.mover;
        Some(self.search.best_turn().notation(topology, player))
    }
}

fn sweep(game: &dyn DynGame, spec: &str, seed: u64) -> Result<Walk, AnalysisError> {
    let game = medusa_game(game).ok_or(AnalysisError::NoEngine {
        game: game.game().name,
    })?;
    Walk::monte_carlo(game, spec, seed)
}

fn selfplay(game: GameId, settings: &MatchSettings) -> Result<Box<dyn SelfplayMatch>, String> {
    Ok(Box::new(Arena::<MctsContest>::new(game, settings)?))
}
