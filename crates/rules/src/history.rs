//! The history of a game whose turn is a move, a resignation or an agreed draw (Medea,
//! Pillars of Medusa): the start, the position now, the turns played with what undoing them
//! needs, the keys of the positions reached (for repetitions) and the outcome once there is
//! one; and the part of the contract of every game that such games keep alike
//! (`history_rules!`). What ends a game, its notation and its errors are each game's own.

use std::fmt::Debug;

use super::side::Side;
use super::text_record::quote;

/// The methods of [`GameRules`](crate::contract::GameRules) that a game kept in a
/// [`History`] answers alike, written inside its `impl GameRules`: the game `$game` (a
/// `GameId`) whose positions are `$position` (with `start` and `from_fen`), and whose game
/// type has `from_position`, `turns`, `undo`, `legal_moves`, `outcome` (a `Display`), `dump`
/// and `diagram`, its record type `of_game`; a turn other than a move is the players' word. Nothing is left open to settle.
macro_rules! history_rules {
    ($game:expr, $position:ty) => {
        fn new_game(
            _game: $crate::contract::GameId,
            options: &$crate::contract::GameOptions,
        ) -> Result<Self, String> {
            options.only($game, &[])?;
            Ok(Self::from_position(<$position>::start()))
        }

        fn from_fen(fen: &str) -> Result<Self, String> {
            <$position>::from_fen(fen)
                .map(Self::from_position)
                .map_err(|e| e.to_string())
        }

        fn game(&self) -> $crate::contract::GameId {
            $game
        }

        fn turns_played(&self) -> usize {
            self.turns().len()
        }

        fn undo(&mut self) -> bool {
            Self::undo(self).is_some()
        }

        fn has_draws_by_agreement(&self) -> bool {
            true
        }

        fn is_board_move(&self, turn: &Self::Move) -> bool {
            matches!(turn, $crate::history::Turn::Move(_))
        }

        fn legal_moves(&self) -> Option<Vec<Self::Move>> {
            let moves = Self::legal_moves(self).into_iter();
            Some(moves.map($crate::history::Turn::Move).collect())
        }

        fn outcome(&self) -> Option<String> {
            Self::outcome(self).map(|outcome| outcome.to_string())
        }

        fn settle(&mut self) -> Result<(), String> {
            Ok(())
        }

        fn dump(&self) -> String {
            Self::dump(self)
        }

        fn diagram(&self) -> String {
            Self::diagram(self)
        }

        fn record(&self, headers: Vec<(String, String)>) -> Self::Record {
            <Self::Record>::of_game(self, headers)
        }
    };
}

pub(crate) use history_rules;

/// What a history needs from a game's position.
pub trait Playable: Clone {
    /// A move of the game.
    type Move: Copy + PartialEq + Eq + Debug;
    /// What undoing a move needs.
    type Undo: Clone + PartialEq + Eq + Debug;

    /// Plays `mv`, which the game has found legal, and returns what undoing it needs.
    fn play_with_undo(&mut self, mv: Self::Move) -> Self::Undo;

    /// Takes back `mv`, the last move played.
    fn unplay(&mut self, mv: Self::Move, undo: Self::Undo);

    /// A key of the position, equal for positions that repeat each other.
    fn key(&self) -> u64;
}

/// What a player does on their turn: a move, a resignation by the side named (a player may
/// resign on either side's turn), or a draw the players agree.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Turn<M> {
    Move(M),
    Resign(Side),
    Draw,
}

/// The record's token for `side`'s resignation when `to_move` is to move: `resign` by the side
/// to move, `resign black` by the other, as Medusa's records write it too.
pub fn resign_token(side: Side, to_move: Side) -> String {
    if side == to_move {
        RESIGN.to_string()
    } else {
        format!("{RESIGN} {}", side.name())
    }
}

/// Reads a record's resignation token: `Some` with the side that resigns (`None` for the side
/// to move, or why the words after `resign` name no side) when `token` is one, `None` when it
/// is not a resignation at all. The word and the side are read in any case.
pub fn read_resign(token: &str) -> Option<Result<Option<Side>, String>> {
    let mut words = token.split_whitespace();
    if !words.next()?.eq_ignore_ascii_case(RESIGN) {
        return None;
    }
    let rest: Vec<&str> = words.collect();
    Some(match rest.as_slice() {
        [] => Ok(None),
        [name] => Side::ALL
            .into_iter()
            .find(|side| side.name().eq_ignore_ascii_case(name))
            .map(Some)
            .ok_or_else(|| format!("{} is not a side (white or black)", quote(name))),
        [_, extra, ..] => Err(format!("unexpected {} after the resignation", quote(extra))),
    })
}

/// The word of a resignation in the records.
const RESIGN: &str = "resign";

/// A turn played, with what undoing it needs (nothing for a resignation or a draw).
#[derive(Clone, PartialEq, Eq, Debug)]
struct Played<P: Playable> {
    turn: Turn<P::Move>,
    undo: Option<P::Undo>,
}

/// A game's turns from its start, with the outcome `O` once it has ended.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct History<P: Playable, O> {
    start: P,
    position: P,
    played: Vec<Played<P>>,
    /// The key of the start and of the position after each move.
    keys: Vec<u64>,
    outcome: Option<O>,
}

impl<P: Playable, O: Copy> History<P, O> {
    /// A history with no turns yet (the game's judging of `start` is the caller's).
    pub fn new(start: P) -> History<P, O> {
        History {
            keys: vec![start.key()],
            position: start.clone(),
            start,
            played: Vec::new(),
            outcome: None,
        }
    }

    /// The position the game started from.
    pub fn start(&self) -> &P {
        &self.start
    }

    /// The position now.
    pub fn position(&self) -> &P {
        &self.position
    }

    /// The turns played, in order.
    pub fn turns(&self) -> Vec<Turn<P::Move>> {
        self.played.iter().map(|p| p.turn).collect()
    }

    /// The moves played, in order.
    pub fn moves(&self) -> Vec<P::Move> {
        self.played
            .iter()
            .filter_map(|p| match p.turn {
                Turn::Move(mv) => Some(mv),
                _ => None,
            })
            .collect()
    }

    /// Each turn with the position it was played in, in order (notation needs the position
    /// before the move).
    pub fn replay(&self) -> impl Iterator<Item = (P, Turn<P::Move>)> + '_ {
        let mut position = self.start.clone();
        self.played.iter().map(move |played| {
            let before = position.clone();
            if let Turn::Move(mv) = played.turn {
                position.play_with_undo(mv);
            }
            (before, played.turn)
        })
    }

    /// How the game ended, if it has.
    pub fn outcome(&self) -> Option<O> {
        self.outcome
    }

    /// Whether the game has ended.
    pub fn is_over(&self) -> bool {
        self.outcome.is_some()
    }

    /// Sets how the game ended (or that it goes on), as the game judges it.
    pub fn set_outcome(&mut self, outcome: Option<O>) {
        self.outcome = outcome;
    }

    /// Plays `mv`, which the game has found legal.
    pub fn play(&mut self, mv: P::Move) {
        let undo = self.position.play_with_undo(mv);
        self.record(mv, undo);
    }

    /// Plays `mv` by the game's own means: `play` changes the position and returns what it
    /// reports with what undoing needs, or refuses and changes nothing.
    pub fn play_with<T, E>(
        &mut self,
        mv: P::Move,
        play: impl FnOnce(&mut P) -> Result<(T, P::Undo), E>,
    ) -> Result<T, E> {
        let (report, undo) = play(&mut self.position)?;
        self.record(mv, undo);
        Ok(report)
    }

    fn record(&mut self, mv: P::Move, undo: P::Undo) {
        self.keys.push(self.position.key());
        self.played.push(Played {
            turn: Turn::Move(mv),
            undo: Some(undo),
        });
    }

    /// Ends the game with a resignation or an agreed draw (`turn`) and its `outcome`.
    pub fn end(&mut self, turn: Turn<P::Move>, outcome: O) {
        self.played.push(Played { turn, undo: None });
        self.outcome = Some(outcome);
    }

    /// Takes back the last turn; returns it, or `None` at the start.
    pub fn undo(&mut self) -> Option<Turn<P::Move>> {
        let played = self.played.pop()?;
        if let (Turn::Move(mv), Some(undo)) = (played.turn, played.undo) {
            self.position.unplay(mv, undo);
            self.keys.pop();
        }
        // Turns are only played while the game goes on, so before the last one it did.
        self.outcome = None;
        Some(played.turn)
    }

    /// Takes back turns until `turns` remain (no change if fewer were played).
    pub fn undo_to(&mut self, turns: usize) {
        while self.played.len() > turns {
            self.undo();
        }
    }

    /// How many times the position now has stood on the board (1 the first time), counting
    /// the positions reached by the last `reversible` moves and the one before them: an
    /// irreversible move (a capture, say) changes the position for good, so none before it
    /// can come back.
    pub fn repetitions(&self, reversible: usize) -> usize {
        let Some(&now) = self.keys.last() else {
            return 0;
        };
        self.keys
            .iter()
            .rev()
            .take(reversible.saturating_add(1))
            .filter(|&&key| key == now)
            .count()
    }
}

#[cfg(test)]
mod tests {
    use super::{History, Playable, Side, Turn, read_resign, resign_token};

    #[test]
    fn a_resignation_names_its_side_when_it_is_not_the_side_to_move() {
        assert_eq!(resign_token(Side::White, Side::White), "resign");
        assert_eq!(resign_token(Side::Black, Side::White), "resign black");
        assert_eq!(read_resign("resign"), Some(Ok(None)));
        assert_eq!(read_resign(" Resign  WHITE "), Some(Ok(Some(Side::White))));
        assert_eq!(
            read_resign("resign blue"),
            Some(Err("'blue' is not a side (white or black)".to_string()))
        );
        assert_eq!(
            read_resign("resign black now"),
            Some(Err("unexpected 'now' after the resignation".to_string()))
        );
        assert_eq!(read_resign("resigns"), None);
        assert_eq!(read_resign("c3-d4"), None);
        assert_eq!(read_resign(""), None);
    }

    /// A counter on a line: a move adds to it, and the key is where it stands.
    #[derive(Clone, PartialEq, Eq, Debug)]
    struct Counter(i64);

    impl Playable for Counter {
        type Move = i64;
        type Undo = ();

        fn play_with_undo(&mut self, mv: i64) {
            self.0 += mv;
        }

        fn unplay(&mut self, mv: i64, _: ()) {
            self.0 -= mv;
        }

        fn key(&self) -> u64 {
            self.0 as u64
        }
    }

    #[test]
    fn repetitions_count_only_the_reversible_moves() {
        let mut history: History<Counter, &str> = History::new(Counter(0));
        for mv in [1, -1, 1, -1] {
            history.play(mv);
        }
        assert_eq!(history.repetitions(4), 3);
        assert_eq!(history.repetitions(2), 2);
        assert_eq!(history.repetitions(1), 1);
        assert_eq!(history.repetitions(usize::MAX), 3);
    }

    #[test]
    fn undo_takes_back_moves_and_the_end() {
        let mut history: History<Counter, &str> = History::new(Counter(5));
        history.play(2);
        history.play(3);
        history.end(Turn::Resign(Side::Black), "resigned");
        assert_eq!(history.outcome(), Some("resigned"));
        assert_eq!(
            history.turns(),
            [Turn::Move(2), Turn::Move(3), Turn::Resign(Side::Black)]
        );
        let before: Vec<i64> = history.replay().map(|(position, _)| position.0).collect();
        assert_eq!(before, [5, 7, 10]);
        assert_eq!(history.undo(), Some(Turn::Resign(Side::Black)));
        assert_eq!(history.outcome(), None);
        assert_eq!(history.position(), &Counter(10));
        history.undo_to(1);
        assert_eq!(history.position(), &Counter(7));
        assert_eq!(history.moves(), [2]);
        assert_eq!(history.undo(), Some(Turn::Move(2)));
        assert_eq!(history.undo(), None);
        assert_eq!(history.position(), history.start());
    }
}
