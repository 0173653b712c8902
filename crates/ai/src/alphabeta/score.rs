//! Scores inside the search (plain `i32`s, with won and lost games beyond every evaluation and
//! nearer wins scoring higher) and the [`Score`] a finished search reports.

use std::fmt;

use super::EVAL_LIMIT;
use super::game::Outcome;

/// The score of a win on the board at the root; a win `n` plies away scores `MATE - n`.
pub(super) const MATE: i32 = 30_000;

/// Beyond every score: the open window's ends.
pub(super) const INFINITY: i32 = 32_000;

/// The deepest ply the search reaches (quiescence included).
pub(super) const MAX_PLY: usize = 128;

/// Scores this far from [`MATE`] or beyond are wins or losses.
const MATE_BOUND: i32 = MATE - MAX_PLY as i32;

const _: () = assert!(EVAL_LIMIT + 1000 < MATE_BOUND);

/// The score of a finished game `ply` plies from the root, from the side to move's view.
pub(super) fn outcome_score(outcome: Outcome, ply: usize) -> i32 {
    match outcome {
        Outcome::Win => MATE - ply as i32,
        Outcome::Loss => -(MATE - ply as i32),
        Outcome::Draw => 0,
    }
}

/// A score found `ply` plies from the root as the transposition table keeps it: wins and
/// losses counted from the position itself, so that the entry is right wherever it is found.
pub(super) fn to_table(score: i32, ply: usize) -> i32 {
    if score >= MATE_BOUND {
        score + ply as i32
    } else if score <= -MATE_BOUND {
        score - ply as i32
    } else {
        score
    }
}

/// The inverse of [`to_table`] for an entry found `ply` plies from the root.
pub(super) fn from_table(score: i32, ply: usize) -> i32 {
    if score >= MATE_BOUND {
        score - ply as i32
    } else if score <= -MATE_BOUND {
        score + ply as i32
    } else {
        score
    }
}

/// What a search thinks of the position, from the side to move's view.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Score {
    /// An evaluation in hundredths of a man (positive: the side to move stands better).
    Eval(i32),
    /// The side to move wins in this many plies (its moves and the opponent's), whatever the
    /// opponent does.
    Win(u32),
    /// The side to move loses in this many plies, whatever it does.
    Loss(u32),
}

impl Score {
    /// The report of a search score.
    pub(super) fn from_search(score: i32) -> Score {
        if score >= MATE_BOUND {
            Score::Win((MATE - score).max(0) as u32)
        } else if score <= -MATE_BOUND {
            Score::Loss((MATE + score).max(0) as u32)
        } else {
            Score::Eval(score)
        }
    }

    /// A number for comparisons: wins above every evaluation, nearer wins higher.
    pub fn value(self) -> i32 {
        match self {
            Score::Eval(value) => value,
            Score::Win(plies) => MATE - plies as i32,
            Score::Loss(plies) => -(MATE - plies as i32),
        }
    }
}

impl fmt::Display for Score {
    /// `+1.25` (men), `win in 3`, `loss in 4` (plies).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Score::Eval(value) => write!(f, "{:+.2}", value as f64 / 100.0),
            Score::Win(plies) => write!(f, "win in {plies}"),
            Score::Loss(plies) => write!(f, "loss in {plies}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wins_keep_their_distance_through_the_table() {
        // A win 5 plies from the root, found at ply 3: 2 plies from the stored position.
        let score = outcome_score(Outcome::Win, 5);
        assert_eq!(to_table(score, 3), MATE - 2);
        // Found again 7 plies from another root: a win 9 plies away from there.
        assert_eq!(from_table(to_table(score, 3), 7), MATE - 9);
        assert_eq!(from_table(to_table(-score, 3), 7), -(MATE - 9));
        assert_eq!(to_table(150, 9), 150);
        assert_eq!(Score::from_search(MATE - 9), Score::Win(9));
        assert_eq!(Score::from_search(-(MATE - 4)), Score::Loss(4));
        assert_eq!(Score::from_search(-37), Score::Eval(-37));
        assert_eq!(Score::Win(9).to_string(), "win in 9");
        assert_eq!(Score::Eval(-37).to_string(), "-0.37");
        assert!(Score::Win(3).value() > Score::Win(5).value());
        assert!(Score::Loss(5).value() > Score::Loss(3).value());
    }
}
