//! Players for the alpha-beta games in tools and tournaments: an [`Engine`] named by a short
//! spec (`random`, `greedy`, `beginner`, `casual`, `strong`, `ab:time=1s`, `ab:depth=6`), a
//! [`Player`] that keeps its transposition table from one move to the next, and [`hint`].

use std::time::Duration;

use crate::Level;
use crate::rng::Rng;
use crate::spec::{self, Spec, SpecError};
use crate::thinking::{Thinking, think_once, think_through};

use super::game::SearchGame;
use super::memory::table_limit_mib;
use super::search::Search;
use super::settings::{Budget, MAX_DEPTH, Settings};

/// The alpha-beta games' players: the `ab` family.
pub(crate) const AB: spec::Family = spec::Family {
    name: "ab",
    forms: "random, greedy, beginner, casual, strong, master, ab:time=1s, ab:depth=6 or ab:nodes=100000",
    settings: "time, depth, nodes, level, noise, hash, quiescence",
    other: ("mcts", "MCTS", "Medusa and Lotus"),
};

/// How a player chooses its moves in an alpha-beta game.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Engine {
    /// A uniformly random legal move.
    Random,
    /// The move that gains the most at once ([`SearchGame::gain`]), ties broken at random.
    Greedy,
    /// Alpha-beta search with these settings (their seed is replaced by the player's).
    AlphaBeta(Settings),
}

impl Engine {
    /// Reads a spec for game `G`: `random`, `greedy`, a level name (the game's
    /// [`SearchGame::level_settings`]), or `ab:`
    /// followed by comma-separated `key=value` settings: `time` (`1s`, `250ms`; 1 ms to 1
    /// hour), `depth` (plies, 1 to 64), `nodes` (1 to 10^12), `noise` (evaluation noise, 0 to
    /// 1000 hundredths of a man), `hash` (transposition table, 1 to 4096 MiB), `quiescence`
    /// (`on`/`off`), `level` (start from a level's settings). At least one of time, depth and
    /// nodes; a search stops at the first it reaches. A table larger than this machine can
    /// spare ([`table_limit_mib`]) is refused.
    pub fn parse<G: SearchGame>(spec: &str) -> Result<Engine, SpecError> {
        Engine::parse_within::<G>(spec, table_limit_mib())
    }

    /// [`Engine::parse`] on a machine where a table may take at most `table_limit` MiB.
    pub fn parse_within<G: SearchGame>(spec: &str, table_limit: u64) -> Result<Engine, SpecError> {
        let (level, items) = match spec::read(spec, AB)? {
            Spec::Random => return Ok(Engine::Random),
            Spec::Greedy => return Ok(Engine::Greedy),
            Spec::Level(level) => return Ok(Engine::AlphaBeta(G::level_settings(level, 0))),
            Spec::Settings { level, items } => (level, items),
        };
        let mut settings = match level {
            Some(level) => G::level_settings(level, 0),
            None => Settings {
                budget: Budget::default(),
                ..Settings::level(Level::Strong, 0)
            },
        };
        for (key, value) in items {
            match key.as_str() {
                "time" => settings.budget.time = Some(spec::duration("time", value)?),
                "depth" => {
                    settings.budget.depth =
                        Some(spec::whole("depth", value, 1..=MAX_DEPTH as u64)? as u32)
                }
                "nodes" => {
                    settings.budget.nodes =
                        Some(spec::whole("nodes", value, 1..=1_000_000_000_000)?)
                }
                "noise" => settings.noise = spec::whole("noise", value, 0..=1000)? as i32,
                "hash" => {
                    let mib = spec::whole("hash", value, 1..=4096)?;
                    if mib > table_limit {
                        return Err(SpecError::TooMuchMemory {
                            key: "hash",
                            value: value.to_string(),
                            most: table_limit,
                        });
                    }
                    settings.table_mib = mib as u32;
                }
                "quiescence" => settings.quiescence = spec::on_off("quiescence", value)?,
                _ => return Err(spec::unknown_setting(key, AB)),
            }
        }
        if !settings.budget.is_limited() {
            return Err(SpecError::NeedsBudget {
                spec: spec.trim().to_string(),
                budgets: "time=1s, depth=6 or nodes=100000",
            });
        }
        Ok(Engine::AlphaBeta(settings))
    }
}

/// A player in a game: an engine, its random numbers and, for the search, the table it keeps
/// between moves.
pub struct Player<G: SearchGame> {
    engine: Engine,
    seed: u64,
    rng: Rng,
    search: Option<Search<G>>,
    /// Nodes searched, search time spent, and depths reached (summed) over all moves so far.
    pub nodes: u64,
    pub thinking: Duration,
    pub depths: u64,
    /// Moves chosen so far.
    pub moves: u64,
}

impl<G: SearchGame> Player<G> {
    /// A player using `engine`, with its random numbers (and its search's seed) `seed`.
    pub fn new(engine: Engine, seed: u64) -> Player<G> {
        Player {
            engine,
            seed,
            rng: Rng::new(seed),
            search: None,
            nodes: 0,
            thinking: Duration::ZERO,
            depths: 0,
            moves: 0,
        }
    }

    /// The engine.
    pub fn engine(&self) -> &Engine {
        &self.engine
    }

    /// The search, once the player has searched.
    pub fn search(&self) -> Option<&Search<G>> {
        self.search.as_ref()
    }

    /// The player's move in `position` (the side to move's), or `None` when it has none. A
    /// search runs until its budget is spent (this blocks; an interface steps a [`Search`]).
    pub fn choose(&mut self, position: &G) -> Option<G::Move> {
        let mut moves = Vec::new();
        if position.outcome().is_none() {
            position.legal_moves(&mut moves);
        }
        if moves.is_empty() {
            return None;
        }
        self.moves += 1;
        match self.engine {
            Engine::Random => Some(moves[self.rng.below(moves.len())]),
            Engine::Greedy => {
                let best = moves.iter().map(|&mv| position.gain(mv)).max()?;
                let best_moves: Vec<_> = moves
                    .into_iter()
                    .filter(|&mv| position.gain(mv) == best)
                    .collect();
                Some(best_moves[self.rng.below(best_moves.len())])
            }
            Engine::AlphaBeta(settings) => {
                let seed = self.seed;
                let start = || Search::new(position, Settings { seed, ..settings });
                let search = think_through(&mut self.search, position, start);
                self.nodes += search.work();
                self.thinking += search.elapsed();
                self.depths += search.depth() as u64;
                search.choice()
            }
        }
    }
}

/// A suggested move for the side to move: a search with `budget` (at most 2 s), or `None`
/// when the game is over. It blocks until done; an interface that must stay responsive steps
/// a [`Search`] instead.
pub fn hint<G: SearchGame>(position: &G, budget: Budget, seed: u64) -> Option<G::Move> {
    let budget = Budget {
        time: Some(
            budget
                .time
                .unwrap_or(Duration::MAX)
                .min(Duration::from_secs(2)),
        ),
        ..budget
    };
    let settings = Settings {
        budget,
        seed,
        ..Settings::level(Level::Strong, seed)
    };
    think_once(Search::new(position, settings))
}

#[cfg(test)]
mod tests {
    use super::super::noughts::{Cell, Noughts};
    use super::*;

    fn settings(spec: &str) -> Settings {
        match Engine::parse::<Noughts>(spec) {
            Ok(Engine::AlphaBeta(settings)) => settings,
            other => panic!("{spec}: {other:?}"),
        }
    }

    #[test]
    fn specs_name_budgets_and_knobs() {
        assert_eq!(settings("ab:depth=6").budget, Budget::depth(6));
        assert_eq!(
            settings("ab:time=250ms").budget,
            Budget::time(Duration::from_millis(250))
        );
        assert_eq!(settings("AB:nodes=1e5").budget, Budget::nodes(100_000));
        let knobs = settings("ab:depth=2,noise=30,hash=2,quiescence=off");
        assert_eq!(
            (knobs.noise, knobs.table_mib, knobs.quiescence),
            (30, 2, false)
        );
        // A level's settings, then changed.
        let strong = settings("ab:time=2s,level=strong");
        assert_eq!(
            strong.budget.depth,
            Settings::level(Level::Strong, 0).budget.depth
        );
        assert_eq!(strong.budget.time, Some(Duration::from_secs(2)));
        assert_eq!(settings("Casual"), Settings::level(Level::Casual, 0));
        assert_eq!(Engine::parse::<Noughts>(" greedy "), Ok(Engine::Greedy));
        assert_eq!(Engine::parse::<Noughts>("random"), Ok(Engine::Random));
    }

    /// Tic-tac-toe with levels of its own: every level searches to the end.
    #[derive(Clone)]
    struct Solved(Noughts);

    impl SearchGame for Solved {
        type Move = Cell;
        type Undo = ();
        fn legal_moves(&self, moves: &mut Vec<Cell>) {
            self.0.legal_moves(moves)
        }
        fn noisy_moves(&self, moves: &mut Vec<Cell>) -> super::super::StandPat {
            self.0.noisy_moves(moves)
        }
        fn make(&mut self, cell: Cell) {
            self.0.make(cell)
        }
        fn unmake(&mut self, cell: Cell, (): ()) {
            self.0.unmake(cell, ())
        }
        fn hash(&self) -> u64 {
            self.0.hash()
        }
        fn outcome(&self) -> Option<super::super::Outcome> {
            self.0.outcome()
        }
        fn outcome_without_moves(&self) -> super::super::Outcome {
            self.0.outcome_without_moves()
        }
        fn evaluate(&self) -> i32 {
            self.0.evaluate()
        }
        fn order_score(&self, cell: Cell) -> i32 {
            self.0.order_score(cell)
        }
        fn level_settings(_level: Level, seed: u64) -> Settings {
            Settings {
                budget: Budget::depth(9),
                seed,
                noise: 0,
                table_mib: 1,
                quiescence: true,
            }
        }
    }

    #[test]
    fn a_game_may_choose_its_levels() {
        let depth = |spec: &str| match Engine::parse::<Solved>(spec) {
            Ok(Engine::AlphaBeta(settings)) => settings.budget.depth,
            other => panic!("{spec}: {other:?}"),
        };
        assert_eq!(depth("beginner"), Some(9));
        assert_eq!(depth("ab:level=casual,nodes=50"), Some(9));
        assert_eq!(depth("ab:level=casual,depth=2"), Some(2));
        // The toy keeps the default levels.
        assert_eq!(settings("beginner").budget.depth, Some(1));
        let mut player = Player::new(Engine::parse::<Solved>("beginner").unwrap(), 1);
        player.choose(&Solved(Noughts::tic_tac_toe()));
        assert_eq!(player.depths, 9);
    }

    #[test]
    fn bad_specs_say_why() {
        for (spec, message) in [
            ("wizard", "unknown player 'wizard': use random, greedy"),
            (
                "ab:noise=5",
                "'ab:noise=5' needs a budget: time=1s, depth=6 or nodes=100000",
            ),
            (
                "ab:depth=0",
                "depth='0' is out of range: depth is from 1 to 64",
            ),
            ("ab:depth=65", "depth='65' is out of range"),
            ("ab:depth=3,playouts=9", "unknown setting 'playouts'"),
            ("ab:nodes=-3", "nodes='-3' is out of range"),
            ("ab:time=1e30s", "time='1e30s' is out of range"),
            ("ab:depth=2,hash=0", "hash='0' is out of range"),
            ("ab:depth=2,quiescence=maybe", "'maybe' is not on or off"),
            (
                "mcts:time=1s",
                "'mcts:time=1s' is an MCTS player, which plays Medusa and Lotus",
            ),
        ] {
            let error = Engine::parse::<Noughts>(spec).unwrap_err().to_string();
            assert!(error.starts_with(message), "{spec}: {error}");
        }
    }

    #[test]
    fn players_choose_legal_moves_and_greedy_takes_a_win() {
        // Crosses win at c1; greedy sees it, the search sees it, random plays anything legal.
        let position = Noughts::from_diagram(3, "..o/.o./xx.").unwrap();
        let mut greedy = Player::new(Engine::Greedy, 3);
        assert_eq!(greedy.choose(&position), Some(Cell::at(2, 0)));
        let mut search = Player::new(Engine::parse::<Noughts>("ab:depth=3").unwrap(), 3);
        assert_eq!(search.choose(&position), Some(Cell::at(2, 0)));
        assert!(search.nodes > 0);
        let mut random = Player::new(Engine::Random, 3);
        let mut legal = Vec::new();
        position.legal_moves(&mut legal);
        for _ in 0..20 {
            assert!(legal.contains(&random.choose(&position).unwrap()));
        }
        let over = Noughts::from_diagram(3, "xxx/oo./...").unwrap();
        assert_eq!(random.choose(&over), None);
        assert_eq!(hint(&over, Budget::depth(3), 1), None);
        assert_eq!(hint(&position, Budget::depth(3), 1), Some(Cell::at(2, 0)));
    }
}
