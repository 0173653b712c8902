//! The contract between a game and the alpha-beta search: [`SearchGame`], which a game's
//! position type implements, and the small values it answers with ([`Outcome`], [`StandPat`]).

use std::fmt::Debug;
use std::hash::Hash;

use crate::Level;

use super::settings::Settings;

/// How a finished game ended, seen from the side to move in the final position.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Outcome {
    /// The side to move has won.
    Win,
    /// The side to move has lost (the usual case: the opponent's last move won).
    Loss,
    /// Nobody won: stalemate, repetition, the no-progress rule, bare kings, ...
    Draw,
}

impl Outcome {
    /// The same ending seen from the other side.
    pub fn flip(self) -> Outcome {
        match self {
            Outcome::Win => Outcome::Loss,
            Outcome::Loss => Outcome::Win,
            Outcome::Draw => Outcome::Draw,
        }
    }
}

/// Whether the side to move may *stand pat* in quiescence search: stop, and take the static
/// evaluation as the position's value, instead of making one of the noisy moves.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum StandPat {
    /// The position is quiet enough to be evaluated as it stands; the noisy moves listed
    /// (captures, promotions) are tried as well, in case one of them is better.
    Allowed,
    /// The position is not quiet and the side to move must move: in chess, a side in check;
    /// in draughts, a side that has a capture (capture is compulsory). The moves listed are
    /// then every move worth searching (all evasions; all the compulsory captures), and an
    /// empty list means the side has no legal move at all.
    Forbidden,
}

/// A game position the alpha-beta search can think about.
///
/// The search owns one copy of the position (cloned from the caller's) and walks the game tree
/// by [`make`](SearchGame::make) and [`unmake`](SearchGame::unmake). The position also keeps
/// whatever the game's own end rules need: the history of hashes for repetition, the count of
/// plies without progress. [`outcome`](SearchGame::outcome) answers with those rules.
///
/// Scores are `i32` from the side to move's view, in hundredths of the game's smallest piece
/// (100 = one man, one Sword), and must stay within ±[`EVAL_LIMIT`](super::EVAL_LIMIT); the
/// search keeps larger numbers for won and lost games.
///
/// Every method is called very often (several per node): keep them cheap, and let none of them
/// panic on a position that [`make`](SearchGame::make) produced.
pub trait SearchGame: Clone {
    /// A move: a small value, compared and hashed by the search (killer moves, history,
    /// transposition table), so two moves that the rules count as the same must be equal.
    type Move: Copy + Eq + Hash + Debug;

    /// What [`unmake`](SearchGame::unmake) needs to take a move back: the captured pieces,
    /// the counters before the move... For copy-make, `Self` (make returns the old position,
    /// unmake puts it back).
    type Undo;

    /// Appends every legal move of the side to move to `moves` (which may already hold other
    /// moves: append, do not clear). Nothing when the game is over.
    fn legal_moves(&self, moves: &mut Vec<Self::Move>);

    /// Appends the moves quiescence search tries (captures, promotions; see [`StandPat`]) and
    /// says whether the side to move may stand pat instead. Each move listed must be legal.
    fn noisy_moves(&self, moves: &mut Vec<Self::Move>) -> StandPat;

    /// Plays `mv`, a move [`legal_moves`](SearchGame::legal_moves) or
    /// [`noisy_moves`](SearchGame::noisy_moves) listed in this position, and returns what
    /// undoing it takes. Also records the new position for the game's repetition rule.
    fn make(&mut self, mv: Self::Move) -> Self::Undo;

    /// Takes back `mv`, the last move made, with what its [`make`](SearchGame::make) returned.
    fn unmake(&mut self, mv: Self::Move, undo: Self::Undo);

    /// A Zobrist hash of the position: the pieces and the side to move, plus whatever else the
    /// rules count when they ask whether a position is the same (castling rights). Counters
    /// (plies without progress) are left out. The search uses it for its transposition table
    /// and to see repetitions along the line it searches.
    fn hash(&self) -> u64;

    /// The end of the game as the rules see it, without listing moves: no pieces left, the
    /// repetition and no-progress draws, too little material. `None` while the game goes on.
    /// That the side to move has no legal move is asked separately
    /// ([`outcome_without_moves`](SearchGame::outcome_without_moves)), because the search finds
    /// it out anyway when it lists the moves.
    fn outcome(&self) -> Option<Outcome>;

    /// The result when the side to move has no legal move (and
    /// [`outcome`](SearchGame::outcome) said the game goes on): in chess a loss when in check
    /// and a draw (stalemate) otherwise; in draughts a loss.
    fn outcome_without_moves(&self) -> Outcome;

    /// The static evaluation from the side to move's point of view, within
    /// ±[`EVAL_LIMIT`](super::EVAL_LIMIT) (100 = one of the game's smallest pieces).
    fn evaluate(&self) -> i32;

    /// A cheap guess at how good `mv` is, for the order in which moves are searched. Moves
    /// with a positive score (captures, say the captured value minus a tenth of the capturer's,
    /// promotions) are searched before the killer moves, highest first; the others (score 0 or
    /// below) after them, ordered by the history heuristic plus this score.
    fn order_score(&self, mv: Self::Move) -> i32;

    /// What `mv` wins at once, for the `greedy` baseline player: the value of the pieces it
    /// captures (and of a promotion), in evaluation units. By default the ordering score.
    fn gain(&self, mv: Self::Move) -> i32 {
        self.order_score(mv)
    }

    /// The search settings of a playing level in this game (the app, `medusa selfplay` and
    /// the `ab:level=` spec ask here). By default [`Settings::level`], depths with node caps;
    /// a game whose nodes cost much more or less than usual, or that has many more moves a
    /// turn, chooses its own so that its levels keep their steps and their time per move.
    fn level_settings(level: Level, seed: u64) -> Settings {
        Settings::level(level, seed)
    }

    /// This position with `moves` played after it (each legal where it is played), as the
    /// search walks it: how a game's adapter reads a game from its start and its moves.
    fn replayed(mut self, moves: impl IntoIterator<Item = Self::Move>) -> Self
    where
        Self: Sized,
    {
        for mv in moves {
            self.make(mv);
        }
        self
    }
}

/// How many times the last of `keys` (the position now, after those played before it) stands
/// among them: what a repetition rule counts, given the keys of the positions that can come
/// back.
pub fn repetitions(keys: &[u64]) -> usize {
    match keys.last() {
        Some(&now) => keys.iter().filter(|&&key| key == now).count(),
        None => 0,
    }
}

/// The end of the game in `position` as the rules see it, listing the moves if needed: what a
/// match runner asks before each move.
pub fn game_over<G: SearchGame>(position: &G) -> Option<Outcome> {
    if let Some(outcome) = position.outcome() {
        return Some(outcome);
    }
    let mut moves = Vec::new();
    position.legal_moves(&mut moves);
    moves.is_empty().then(|| position.outcome_without_moves())
}

/// What a game adds to [`SearchGame`] to be played in matches (`medusa selfplay`): where it
/// starts, who is to move, how its moves are written. Games are between White and Black, White
/// first; the position type also tracks what the rules need to end the game (see
/// [`SearchGame::outcome`]), so a whole game is played by [`make`](SearchGame::make) alone.
pub trait MatchGame: SearchGame {
    /// The starting position.
    fn start() -> Self;

    /// Whether White, the first player, is to move.
    fn white_to_move(&self) -> bool;

    /// `mv`, legal in this position, as the game's text records write it (`c3-d4`, `d4xd6xf6`).
    fn notation(&self, mv: Self::Move) -> String;

    /// Why the game is over, in a word or two for reports (`checkmate`, `repetition`,
    /// `no-moves`); `None` while it goes on, or when the game does not say.
    fn end_reason(&self) -> Option<&'static str> {
        None
    }
}
