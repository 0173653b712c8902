//! A game in progress: the shared [`History`] of its turns (with undo and the keys for
//! repetitions), and what is Medea's own: the legal moves, playing a move with its effects or
//! in notation, resignation and agreed draws, and judging the end of the game.

use super::colour::Colour;
use super::effect::Effect;
use super::move_error::MoveError;
use super::moves::Move;
use super::notation::Notation;
use super::outcome::{EndReason, GameResult, Outcome};
use super::play::Undo;
use super::position::{NO_PROGRESS_LIMIT, Position};
use super::record::Entry;
use crate::history::{self, History, Playable};

/// A turn of the game: a move, a resignation by either side, or an agreed draw.
pub type Turn = history::Turn<Move>;

impl Playable for Position {
    type Move = Move;
    type Undo = Undo;

    fn play_with_undo(&mut self, mv: Move) -> Undo {
        Position::play_with_undo(self, &mv)
    }

    fn unplay(&mut self, mv: Move, undo: Undo) {
        Position::unplay(self, &mv, &undo)
    }

    fn key(&self) -> u64 {
        Position::key(self)
    }
}

/// A game of Medea from a starting position.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Game {
    history: History<Position, Outcome>,
}

impl Default for Game {
    fn default() -> Game {
        Game::new()
    }
}

impl Game {
    /// A game from the starting position.
    pub fn new() -> Game {
        Game::from_position(Position::start())
    }

    /// A game from `start` (which may already be over: a side with no pieces or no move, or
    /// a no-progress count at the limit).
    pub fn from_position(start: Position) -> Game {
        let mut game = Game {
            history: History::new(start),
        };
        game.judge_end();
        game
    }

    /// The position the game started from.
    pub fn start(&self) -> &Position {
        self.history.start()
    }

    /// The position now.
    pub fn position(&self) -> &Position {
        self.history.position()
    }

    /// The turns played, in order.
    pub fn turns(&self) -> Vec<Turn> {
        self.history.turns()
    }

    /// The moves played, in order.
    pub fn moves(&self) -> Vec<Move> {
        self.history.moves()
    }

    /// Each turn as the record writes it, in canonical notation.
    pub(super) fn notated_turns(&self) -> Vec<Entry> {
        self.history
            .replay()
            .map(|(position, turn)| Entry::of_turn(&position, turn))
            .collect()
    }

    /// The canonical notation of every turn (`resign`, `resign black` and `draw` for those).
    pub fn notations(&self) -> Vec<String> {
        self.notated_turns().iter().map(Entry::to_string).collect()
    }

    /// How the game ended, if it has.
    pub fn outcome(&self) -> Option<Outcome> {
        self.history.outcome()
    }

    pub fn is_over(&self) -> bool {
        self.history.is_over()
    }

    /// The legal moves now (none once the game is over).
    pub fn legal_moves(&self) -> Vec<Move> {
        if self.is_over() {
            Vec::new()
        } else {
            self.position().legal_moves()
        }
    }

    /// Plays `mv` and returns its effects, the end of the game last if it ends; an illegal
    /// move changes nothing and says why.
    pub fn play(&mut self, mv: &Move) -> Result<Vec<Effect>, MoveError> {
        if self.is_over() {
            return Err(MoveError::GameOver);
        }
        let position = self.position();
        if !position.legal_moves().contains(mv) {
            return Err(position.explain(mv));
        }
        let mut effects = position.effects(mv);
        self.history.play(*mv);
        if let Some(outcome) = self.judge_end() {
            effects.push(Effect::GameEnded { outcome });
        }
        Ok(effects)
    }

    /// Plays a move written in notation (`c3-d4`, `d4xd6xf6`, `Ca2-b3`), or `resign` or
    /// `draw`.
    pub fn play_text(&mut self, text: &str) -> Result<Vec<Effect>, MoveError> {
        if let Some(side) = history::read_resign(text) {
            let side = side
                .map_err(MoveError::Resignation)?
                .unwrap_or(self.position().to_move());
            return self.resign_side(side);
        }
        match text.trim() {
            "draw" => self.agree_draw(),
            text => {
                if self.is_over() {
                    return Err(MoveError::GameOver);
                }
                let notation = Notation::parse(text)?;
                let mv = self.position().resolve(&notation)?;
                self.play(&mv)
            }
        }
    }

    /// The side to move resigns.
    pub fn resign(&mut self) -> Result<Vec<Effect>, MoveError> {
        self.resign_side(self.position().to_move())
    }

    /// Whether `side` may resign now: either side may, on either's turn, while the game goes
    /// on.
    pub fn may_resign(&self, _side: Colour) -> bool {
        !self.is_over()
    }

    /// `side` resigns, on its own turn or the opponent's.
    pub fn resign_side(&mut self, side: Colour) -> Result<Vec<Effect>, MoveError> {
        self.end_by(
            Turn::Resign(side),
            GameResult::Win(side.opponent()),
            EndReason::Resignation,
        )
    }

    /// The players agree a draw.
    pub fn agree_draw(&mut self) -> Result<Vec<Effect>, MoveError> {
        self.end_by(Turn::Draw, GameResult::Draw, EndReason::Agreement)
    }

    fn end_by(
        &mut self,
        turn: Turn,
        result: GameResult,
        reason: EndReason,
    ) -> Result<Vec<Effect>, MoveError> {
        if self.is_over() {
            return Err(MoveError::GameOver);
        }
        let outcome = Outcome { result, reason };
        self.history.end(turn, outcome);
        Ok(vec![Effect::GameEnded { outcome }])
    }

    /// Takes back the last turn; returns it, or `None` at the start.
    pub fn undo(&mut self) -> Option<Turn> {
        self.history.undo()
    }

    /// Takes back turns until `turns` remain (no change if fewer were played).
    pub fn undo_to(&mut self, turns: usize) {
        self.history.undo_to(turns);
    }

    /// Judges the end of the game in the position now and keeps it: a side to move with no
    /// pieces, then with no legal move, loses; otherwise a third repetition, then 100 plies
    /// without progress, draw.
    fn judge_end(&mut self) -> Option<Outcome> {
        let position = self.position();
        let mover = position.to_move();
        let win = |reason| {
            Some(Outcome {
                result: GameResult::Win(mover.opponent()),
                reason,
            })
        };
        let draw = |reason| {
            Some(Outcome {
                result: GameResult::Draw,
                reason,
            })
        };
        let outcome = if position.side(mover).is_empty() {
            win(EndReason::NoPieces)
        } else if !position.has_legal_move() {
            win(EndReason::NoMoves)
        } else if self.repetitions() >= 3 {
            draw(EndReason::Repetition)
        } else if position.no_progress_plies() >= NO_PROGRESS_LIMIT {
            draw(EndReason::NoProgress)
        } else {
            None
        };
        self.history.set_outcome(outcome);
        outcome
    }

    /// How many times the position now has stood on the board (at least 1). Only positions
    /// since the last capture can be the same: a capture leaves fewer pieces for good.
    pub fn repetitions(&self) -> usize {
        let since_capture = self
            .history
            .moves()
            .iter()
            .rev()
            .take_while(|mv| !mv.is_capture())
            .count();
        self.history.repetitions(since_capture)
    }
}
