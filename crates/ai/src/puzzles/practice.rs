//! A player's own mistakes as practice positions: the moves an analysis marked a mistake or a
//! blunder, each the position before it set up as a puzzle whose solution is the move the
//! analysis preferred ("find the better move").

use medusa_rules::{DynGame, DynRecord};

use super::puzzle::{Puzzle, deciding_part};
use crate::analysis::{Mark, MoveAnalysis, Report};
use crate::registry::AI;

/// A move of a player's own game that the analysis marked, to be practised.
#[derive(Clone, PartialEq, Debug)]
pub struct Mistake {
    /// The position before the move, the analysis's better move its solution, the mark its
    /// theme.
    pub puzzle: Puzzle,
    /// The move played there, as the records write it.
    pub played: String,
    /// The move's number in the game (the analysis's), from 1.
    pub number: usize,
    pub mark: Mark,
}

/// The difficulty given to a mistake's position: the middle of the puzzles' scale (a search
/// found the better move at the analysis's strength, nobody graded it).
const MISTAKE_DIFFICULTY: u8 = 3;

/// The mistakes and blunders of `report` (an analysis of `record`) made by the seats `own`
/// marks, in the order played. A move is left out where the analysis had no better move, where
/// its better move is the one played (a Medusa turn differing only after its placement), or
/// where its position cannot be set up again from its text as a puzzle.
pub fn mistakes_of(record: &dyn DynRecord, report: &Report, own: [bool; 2]) -> Vec<Mistake> {
    let Ok(entry) = AI.find(&medusa_rules::GAMES, report.game) else {
        return Vec::new();
    };
    report
        .moves
        .iter()
        .filter(|m| own.get(m.seat).copied().unwrap_or(false))
        .filter_map(|m| {
            let mark = m.mark.filter(|&mark| mark != Mark::Inaccuracy)?;
            let best = m.best.as_deref()?;
            let before = record.prefix(m.number - 1).replay().ok()?;
            let puzzle = practice_puzzle(before.as_ref(), m, best, entry.puzzles.set_up)?;
            Some(Mistake {
                puzzle,
                played: m.played.clone(),
                number: m.number,
                mark,
            })
        })
        .collect()
}

/// The puzzle of the position `before` the analysed move `m`, solved by `best`; `None` where
/// `best` decides the same as the move played or the position does not set up again with the
/// mover to move and `best` legal.
fn practice_puzzle(
    before: &dyn DynGame,
    m: &MoveAnalysis,
    best: &str,
    set_up: super::judge::SetUpFn,
) -> Option<Puzzle> {
    if before.outcome().is_some() || before.to_move() != m.seat {
        return None;
    }
    let position = before.fen().unwrap_or_else(|| before.dump());
    let start = set_up(&position).ok()?;
    let canonical = |token: &str| start.canonical_board_move(token).ok();
    let (best_move, played) = (canonical(best)?, canonical(&m.played));
    if start.to_move() != m.seat
        || played.is_some_and(|p| deciding_part(&p) == deciding_part(&best_move))
    {
        return None;
    }
    let game = before.game().id;
    Some(Puzzle {
        id: format!("{}-{}", Puzzle::id_of(game, &position), m.number),
        game: game.to_string(),
        side: start.sides()[start.to_move()].to_string(),
        position,
        solution: vec![best.to_string()],
        themes: m
            .mark
            .map(|mark| mark.name().to_string())
            .into_iter()
            .collect(),
        difficulty: MISTAKE_DIFFICULTY,
        work: 0,
        margin: m.drop,
    })
}
