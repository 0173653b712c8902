//! The puzzles' questions answered by the alpha-beta search, once for every game it plays:
//! each move of the side to move searched to the same depth, the move a shallower search
//! plays, and the game's own set-up and themes ([`AlphaBetaGame`]).

use std::time::Duration;

use medusa_rules::DynGame;

use super::entry::AlphaBetaGame;
use super::game::{MatchGame, Outcome, SearchGame, game_over};
use super::score::Score;
use super::search::Search;
use super::settings::{Budget, Settings};
use crate::analysis::chance_of_score;
use crate::puzzles::{Judgement, PuzzleRules};

/// The transposition table of a puzzle's searches, in MiB: a few thousand nodes a move.
const PUZZLE_TABLE_MIB: u32 = 4;

/// The seed of a puzzle's searches (they have no noise: it changes nothing).
const PUZZLE_SEED: u64 = 0x0902_21E5;

/// The puzzles' answers for the alpha-beta game `A`: depth 5 (each move and four plies after
/// it, then quiescence), the difficulty from depths 1 to 4.
pub(crate) const fn rules<A: AlphaBetaGame>() -> PuzzleRules {
    PuzzleRules {
        set_up: A::set_up,
        judge: judge::<A>,
        best: best::<A>,
        themes: A::themes,
        unit: "depth",
        work: 5,
        ladder: [1, 2, 3, 4],
        clear: 0.75,
        margin: 0.2,
    }
}

/// A search of `depth` plies without noise or clock: the same answer on every machine.
fn settings(depth: u32) -> Settings {
    Settings {
        budget: Budget::depth(depth.max(1)),
        seed: PUZZLE_SEED,
        noise: 0,
        table_mib: PUZZLE_TABLE_MIB,
        quiescence: true,
    }
}

/// Runs `search` to the end of its budget.
fn finish<G: SearchGame>(search: &mut Search<G>) {
    while !search.step(Duration::from_secs(3600)) {}
}

/// The mover's score of a move, from the score of the position after it (its opponent's).
fn mover_score(after: Score) -> Score {
    match after {
        Score::Eval(value) => Score::Eval(-value),
        Score::Win(plies) => Score::Loss(plies + 1),
        Score::Loss(plies) => Score::Win(plies + 1),
    }
}

/// `moves` written one after another from `position`.
fn written<G: MatchGame>(mut position: G, moves: &[G::Move]) -> Vec<String> {
    let mut out = Vec::new();
    for &mv in moves {
        out.push(position.notation(mv));
        position.make(mv);
    }
    out
}

/// A line of moves of `A`'s search.
type Line<A> = Vec<<<A as AlphaBetaGame>::Search as SearchGame>::Move>;

fn judge<A: AlphaBetaGame>(game: &dyn DynGame, depth: u32, clear: f32) -> Option<Judgement> {
    let mut position = A::read(game)?.now();
    if game_over(&position).is_some() {
        return None;
    }
    // A first look: when the whole position is not won clearly, no move of it is.
    let mut search = Search::new(&position, settings(depth));
    finish(&mut search);
    if chance_of_score(search.score()) < clear {
        return None;
    }
    // Then every move, searched one ply less deep from the position after it, in the order
    // the game lists them (the first of equal moves counts as the best).
    let mut moves = Vec::new();
    position.legal_moves(&mut moves);
    let mut child: Option<Search<A::Search>> = None;
    let mut best: Option<(Score, usize, Line<A>)> = None;
    let mut values = Vec::with_capacity(moves.len());
    for (index, &mv) in moves.iter().enumerate() {
        let undo = position.make(mv);
        let (score, line) = match game_over(&position) {
            Some(outcome) => (mover_score(end_score(outcome)), vec![mv]),
            None => {
                let search = match &mut child {
                    Some(search) => {
                        search.restart(&position);
                        search
                    }
                    None => child.insert(Search::new(&position, settings(depth - 1))),
                };
                finish(search);
                let mut line = vec![mv];
                line.extend_from_slice(search.principal_variation());
                (mover_score(search.score()), line)
            }
        };
        position.unmake(mv, undo);
        values.push(score);
        if best
            .as_ref()
            .is_none_or(|(b, _, _)| score.value() > b.value())
        {
            best = Some((score, index, line));
        }
    }
    let (best_score, best_index, line) = best?;
    let second = values
        .iter()
        .enumerate()
        .filter(|&(index, _)| index != best_index)
        .max_by_key(|&(index, score)| (score.value(), std::cmp::Reverse(index)));
    Some(Judgement {
        line: written(position.clone(), &line),
        best: chance_of_score(best_score),
        second: second.map(|(_, &score)| chance_of_score(score)),
        second_move: second.map(|(index, _)| position.notation(moves[index])),
        choices: moves.len(),
    })
}

/// The score of a finished game for its side to move.
fn end_score(outcome: Outcome) -> Score {
    match outcome {
        Outcome::Win => Score::Win(0),
        Outcome::Loss => Score::Loss(0),
        Outcome::Draw => Score::Eval(0),
    }
}

fn best<A: AlphaBetaGame>(game: &dyn DynGame, depth: u32) -> Option<String> {
    let position = A::read(game)?.now();
    let mut search = Search::new(&position, settings(depth));
    finish(&mut search);
    Some(position.notation(search.best_move()?))
}
