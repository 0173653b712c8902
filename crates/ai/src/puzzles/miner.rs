//! The miner: judges positions one by one (of a record, or of a game the engines play) and
//! keeps those that make a puzzle, with its solution, themes and difficulty.

use medusa_rules::dyn_game::DynRecord;
use medusa_rules::{DynGame, GAMES, GameOptions};

use super::judge::{Judgement, PuzzleRules};
use super::puzzle::{Puzzle, deciding_part};
use crate::registry::{AI, AiEntry};

/// The most moves of the solver a solution holds.
pub const MAX_SOLVER_MOVES: usize = 3;

/// The longest game the miner plays itself, in moves.
const MAX_PLAYED_MOVES: usize = 400;

/// A miner of one game's puzzles, with the work its searches do.
#[derive(Clone, Copy, Debug)]
pub struct Miner {
    entry: &'static AiEntry,
    work: u32,
    clear: f32,
    margin: f32,
}

impl Miner {
    /// A miner of the game named `game` (as every command reads a game's name), its searches
    /// of `work` (plies or playouts; `None`: the game's own).
    pub fn new(game: &str, work: Option<u32>) -> Result<Miner, String> {
        let entry = AI.find(&GAMES, game)?;
        let rules = entry.puzzles;
        let work = work.unwrap_or(rules.work);
        if work < rules.ladder[3] {
            return Err(format!(
                "the {} must be at least {}, the deepest search of the difficulty",
                rules.unit, rules.ladder[3]
            ));
        }
        Ok(Miner {
            entry,
            work,
            clear: rules.clear,
            margin: rules.margin,
        })
    }

    /// The same miner, keeping only moves that lead every other by `margin` (at least the
    /// game's own margin).
    pub fn with_margin(self, margin: f32) -> Miner {
        Miner {
            margin: margin.max(self.entry.puzzles.margin),
            ..self
        }
    }

    fn rules(&self) -> &'static PuzzleRules {
        &self.entry.puzzles
    }

    /// The work of its searches.
    pub fn work(&self) -> u32 {
        self.work
    }

    /// The judgement of the position of `game` by this miner's search, every move weighed
    /// (the first look that skips a position not won clearly left out); `None` when the game
    /// is over or has nothing to judge.
    pub fn judge(&self, game: &dyn DynGame) -> Option<Judgement> {
        (self.rules().judge)(game, self.work, 0.0)
    }

    /// Whether `judgement` makes a puzzle by this miner's thresholds.
    pub fn is_clear(&self, judgement: &Judgement) -> bool {
        judgement.choices >= 2 && judgement.best >= self.clear && judgement.gap() >= self.margin
    }

    /// The puzzle at the position of `game` (the side to move solves it), if it is one. The
    /// position is judged as its file will hold it: set up again from its text, without the
    /// game's history.
    pub fn puzzle_at(&self, game: &dyn DynGame) -> Option<Puzzle> {
        if game.game() != self.entry.game || game.outcome().is_some() || game.awaits_agreement() {
            return None;
        }
        let rules = self.rules();
        let position = game.fen().unwrap_or_else(|| game.dump());
        let start = (rules.set_up)(&position).ok()?;
        let judgement = (rules.judge)(start.as_ref(), self.work, self.clear)?;
        if !self.is_clear(&judgement) {
            return None;
        }
        let solution = self.solution(start.as_ref(), &judgement);
        let themes = (rules.themes)(start.as_ref(), &solution);
        if themes.is_empty() {
            return None;
        }
        let side = start.sides()[start.to_move()].to_string();
        Some(Puzzle {
            id: Puzzle::id_of(self.entry.game.id, &position),
            game: self.entry.game.id.to_string(),
            difficulty: self.difficulty(start.as_ref(), &solution[0]),
            position,
            side,
            solution,
            themes: themes.into_iter().map(str::to_string).collect(),
            work: self.work,
            margin: self.margin,
        })
    }

    /// The work of a search `plies` plies into the solution: plies fewer for a depth.
    fn work_after(&self, plies: usize) -> u32 {
        match self.rules().unit {
            "depth" => self.work.saturating_sub(plies as u32).max(2),
            _ => self.work,
        }
    }

    /// The solution: the best move, then while the line goes on, the reply and the solver's
    /// next move where that move is again unique by the margin.
    fn solution(&self, start: &dyn DynGame, judgement: &Judgement) -> Vec<String> {
        let line = &judgement.line;
        let mut solution = vec![line[0].clone()];
        let mut game = start.clone_box();
        if game.play_token(&line[0]).is_err() {
            return solution;
        }
        let mut at = 1;
        while solution.len() < 2 * MAX_SOLVER_MOVES - 1 && at + 1 < line.len() {
            let (reply, next) = (&line[at], &line[at + 1]);
            if game.play_token(reply).is_err() {
                break;
            }
            let work = self.work_after(at + 1);
            let unique = (self.rules().judge)(game.as_ref(), work, self.clear)
                .is_some_and(|j| self.is_clear(&j) && j.best_move() == Some(next.as_str()));
            if !unique || game.play_token(next).is_err() {
                break;
            }
            solution.push(reply.clone());
            solution.push(next.clone());
            at += 2;
        }
        solution
    }

    /// How much search the move `first` needs in `start`: the first rung of the ladder from
    /// which every search plays it, 1 to 4; 5 when only the full search does.
    pub fn difficulty(&self, start: &dyn DynGame, first: &str) -> u8 {
        let rules = self.rules();
        let wanted = deciding_part(first);
        let finds = |work: u32| {
            (rules.best)(start, work).is_some_and(|found| deciding_part(&found) == wanted)
        };
        let found: Vec<bool> = rules.ladder.iter().map(|&work| finds(work)).collect();
        (0..found.len())
            .find(|&rung| found[rung..].iter().all(|&f| f))
            .map_or(5, |rung| rung as u8 + 1)
    }

    /// Every puzzle along the game of `record` (before each of its moves).
    pub fn mine_record(&self, record: &dyn DynRecord) -> Result<Vec<Puzzle>, String> {
        if record.game() != self.entry.game {
            return Err(format!(
                "a record of {}, not of {}",
                record.game().name,
                self.entry.game.name
            ));
        }
        let mut found = Vec::new();
        for moves in 0..record.turns() {
            let game = record.prefix(moves).replay().map_err(|e| e.to_string())?;
            found.extend(self.puzzle_at(game.as_ref()));
        }
        Ok(found)
    }

    /// Plays a game of `spec` against itself, seeded with `seed`, after `opening` random
    /// moves, and returns the puzzles found before its moves; `progress` hears of each.
    pub fn mine_selfplay(
        &self,
        spec: &str,
        seed: u64,
        opening: usize,
        mut found: impl FnMut(&Puzzle),
    ) -> Result<Vec<Puzzle>, String> {
        let entry = self.entry;
        let start = GAMES
            .games()
            .iter()
            .find(|g| g.id == entry.game)
            .ok_or("no such game")?;
        let mut game = start.start(&GameOptions::default())?;
        let mut engines = [
            entry.player(spec, seed).map_err(|e| e.to_string())?,
            entry
                .player(spec, seed ^ 0x5A5A)
                .map_err(|e| e.to_string())?,
        ];
        let mut random = entry.player("random", seed).map_err(|e| e.to_string())?;
        let mut puzzles = Vec::new();
        for ply in 0..MAX_PLAYED_MOVES {
            if game.outcome().is_some() || game.awaits_agreement() {
                break;
            }
            let token = if ply < opening {
                random.choose(game.as_ref())?
            } else {
                if let Some(puzzle) = self.puzzle_at(game.as_ref()) {
                    found(&puzzle);
                    puzzles.push(puzzle);
                }
                engines[game.to_move()].choose(game.as_ref())?
            };
            game.play_token(&token)?;
        }
        Ok(puzzles)
    }
}
