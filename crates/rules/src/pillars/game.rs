//! A game in progress: the shared [`History`] of its turns (with undo and the hashes for
//! repetitions), and what is Pillars of Medusa's own: playing a move with its checks and
//! effects, resignation and agreed draws, and judging the end of the game.

use super::colour::Colour;
use super::effect::Effect;
use super::fen::FenError;
use super::illegal::IllegalMove;
use super::moves::Move;
use super::outcome::{EndReason, Outcome};
use super::position::{Position, QUIET_PLY_LIMIT, Undo};
use crate::history::{self, History, Playable};

/// What a player does on their turn: a move, a resignation by either side, or a draw the
/// players agree (games between people).
pub type Turn = history::Turn<Move>;

/// `turn`, played in `position`, as the records write it: a move in notation, `resign` (or
/// `resign black` by the side not to move), `draw`.
pub fn turn_notation(position: &Position, turn: Turn) -> String {
    match turn {
        Turn::Move(mv) => position.notation(mv),
        Turn::Resign(side) => history::resign_token(side, position.to_move()),
        Turn::Draw => "draw".into(),
    }
}

impl Playable for Position {
    type Move = Move;
    type Undo = Undo;

    fn play_with_undo(&mut self, mv: Move) -> Undo {
        self.play_unchecked(mv)
    }

    fn unplay(&mut self, mv: Move, undo: Undo) {
        self.undo(mv, undo)
    }

    fn key(&self) -> u64 {
        self.hash()
    }
}

/// A game of Pillars of Medusa from a starting position.
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

    /// A game from a set-up position (it may already be over: mate, stalemate, bare Kings).
    pub fn from_position(start: Position) -> Game {
        let mut game = Game {
            history: History::new(start),
        };
        game.judge();
        game
    }

    /// A game from a FEN.
    pub fn from_fen(fen: &str) -> Result<Game, FenError> {
        Ok(Game::from_position(Position::from_fen(fen)?))
    }

    /// The position now.
    pub fn position(&self) -> &Position {
        self.history.position()
    }

    /// The position the game started from.
    pub fn start(&self) -> &Position {
        self.history.start()
    }

    /// The turns played so far, in order.
    pub fn turns(&self) -> Vec<Turn> {
        self.history.turns()
    }

    /// The moves played so far, in order.
    pub fn moves(&self) -> Vec<Move> {
        self.history.moves()
    }

    /// The turns played so far in notation (the move list; `resign`, `resign black` and
    /// `draw` for those).
    pub fn notations(&self) -> Vec<String> {
        self.history
            .replay()
            .map(|(position, turn)| turn_notation(&position, turn))
            .collect()
    }

    /// How the game ended, if it has.
    pub fn outcome(&self) -> Option<Outcome> {
        self.history.outcome()
    }

    /// Whether the game has ended.
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

    /// Whether `mv` may be played now, and if not, why. Changes nothing.
    pub fn check_move(&self, mv: Move) -> Result<(), IllegalMove> {
        if self.is_over() {
            return Err(IllegalMove::GameOver);
        }
        self.position().check_move(mv)
    }

    /// How many times the position now has stood on the board in this game (1 the first
    /// time). Only positions since the last capture or Sword move can be the same.
    pub fn repetitions(&self) -> usize {
        self.history
            .repetitions(self.position().halfmoves() as usize)
    }

    /// Plays `mv` if it is legal and returns its effects, ending with the end of the game if
    /// it comes; if not, says why and changes nothing.
    pub fn play(&mut self, mv: Move) -> Result<Vec<Effect>, IllegalMove> {
        if self.is_over() {
            return Err(IllegalMove::GameOver);
        }
        let mut effects = self
            .history
            .play_with(mv, |position| position.apply_with_undo(mv))?;
        if let Some(outcome) = self.judge() {
            effects.push(Effect::GameEnded(outcome));
        }
        Ok(effects)
    }

    /// The side to move resigns.
    pub fn resign(&mut self) -> Result<Vec<Effect>, IllegalMove> {
        self.finish(Turn::Resign(self.to_move()))
    }

    /// Whether `side` may resign now: either side may, on either's turn, while the game goes
    /// on.
    pub fn may_resign(&self, _side: Colour) -> bool {
        !self.is_over()
    }

    /// `side` resigns, on its own turn or the opponent's.
    pub fn resign_side(&mut self, side: Colour) -> Result<Vec<Effect>, IllegalMove> {
        self.finish(Turn::Resign(side))
    }

    /// The players agree a draw.
    pub fn agree_draw(&mut self) -> Result<Vec<Effect>, IllegalMove> {
        self.finish(Turn::Draw)
    }

    /// Plays `turn`.
    pub fn apply(&mut self, turn: Turn) -> Result<Vec<Effect>, IllegalMove> {
        match turn {
            Turn::Move(mv) => self.play(mv),
            Turn::Resign(side) => self.resign_side(side),
            Turn::Draw => self.agree_draw(),
        }
    }

    fn finish(&mut self, turn: Turn) -> Result<Vec<Effect>, IllegalMove> {
        if self.is_over() {
            return Err(IllegalMove::GameOver);
        }
        let outcome = match turn {
            Turn::Resign(side) => Outcome {
                winner: Some(side.opponent()),
                reason: EndReason::Resignation,
            },
            _ => Outcome {
                winner: None,
                reason: EndReason::Agreement,
            },
        };
        self.history.end(turn, outcome);
        Ok(vec![Effect::GameEnded(outcome)])
    }

    /// Takes back the last turn (a move, a resignation or an agreed draw) and returns it.
    pub fn undo(&mut self) -> Option<Turn> {
        self.history.undo()
    }

    /// Takes back turns until `turns` remain (no change if fewer were played).
    pub fn undo_to(&mut self, turns: usize) {
        self.history.undo_to(turns);
    }

    /// Judges whether the game has ended by a rule in the position now, and how, and keeps
    /// it.
    fn judge(&mut self) -> Option<Outcome> {
        let position = self.position();
        let mover = position.to_move();
        let outcome = if !position.has_legal_move() {
            Some(if position.is_check() {
                Outcome {
                    winner: Some(mover.opponent()),
                    reason: EndReason::Checkmate,
                }
            } else {
                draw(EndReason::Stalemate)
            })
        } else if position.is_bare_kings() {
            Some(draw(EndReason::BareKings))
        } else if self.repetitions() >= 3 {
            Some(draw(EndReason::Repetition))
        } else if position.halfmoves() >= QUIET_PLY_LIMIT {
            Some(draw(EndReason::FiftyMoves))
        } else {
            None
        };
        self.history.set_outcome(outcome);
        outcome
    }

    /// The side to move now.
    pub fn to_move(&self) -> Colour {
        self.position().to_move()
    }
}

fn draw(reason: EndReason) -> Outcome {
    Outcome {
        winner: None,
        reason,
    }
}
