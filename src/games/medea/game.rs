//! A game in progress: the position, the moves played with what undoing them needs, the keys
//! of the positions so far (for repetitions), the end of the game, resignation and agreed
//! draws, and undo of any number of moves.

use super::effect::Effect;
use super::move_error::MoveError;
use super::moves::Move;
use super::notation::Notation;
use super::outcome::{EndReason, GameResult, Outcome};
use super::play::Undo;
use super::position::{NO_PROGRESS_LIMIT, Position};

/// A turn of the game: a move, a resignation by the side to move, or an agreed draw.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Turn {
    Move(Move),
    Resign,
    Draw,
}

/// A turn played, with its notation and what undoing it needs.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Played {
    pub turn: Turn,
    /// The canonical notation of the move (`None` for a resignation or a draw).
    pub notation: Option<Notation>,
    undo: Option<Undo>,
}

/// A game of Medea from a starting position.
#[derive(Clone, Debug)]
pub struct Game {
    start: Position,
    position: Position,
    played: Vec<Played>,
    /// The key of every position reached by a move, the start first.
    keys: Vec<u64>,
    outcome: Option<Outcome>,
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
            start,
            position: start,
            played: Vec::new(),
            keys: vec![start.key()],
            outcome: None,
        };
        game.outcome = game.judge_end();
        game
    }

    /// The position the game started from.
    pub fn start(&self) -> &Position {
        &self.start
    }

    /// The position now.
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// The turns played, in order.
    pub fn played(&self) -> &[Played] {
        &self.played
    }

    /// The canonical notation of every turn (`resign` and `draw` for those).
    pub fn notation_list(&self) -> Vec<String> {
        self.played
            .iter()
            .map(|p| match (&p.notation, p.turn) {
                (Some(notation), _) => notation.to_string(),
                (None, Turn::Draw) => "draw".to_string(),
                (None, _) => "resign".to_string(),
            })
            .collect()
    }

    /// How the game ended, if it has.
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    pub fn is_over(&self) -> bool {
        self.outcome.is_some()
    }

    /// The legal moves now (none once the game is over).
    pub fn legal_moves(&self) -> Vec<Move> {
        if self.is_over() {
            Vec::new()
        } else {
            self.position.legal_moves()
        }
    }

    /// Plays `mv` and returns its effects, the end of the game last if it ends; an illegal
    /// move changes nothing and says why.
    pub fn play(&mut self, mv: &Move) -> Result<Vec<Effect>, MoveError> {
        if self.is_over() {
            return Err(MoveError::GameOver);
        }
        if !self.position.legal_moves().contains(mv) {
            return Err(self.position.explain(mv));
        }
        let mut effects = self.position.effects(mv);
        let notation = self.position.notation(mv);
        let undo = self.position.play_with_undo(mv);
        self.keys.push(self.position.key());
        self.played.push(Played {
            turn: Turn::Move(*mv),
            notation: Some(notation),
            undo: Some(undo),
        });
        self.outcome = self.judge_end();
        if let Some(outcome) = self.outcome {
            effects.push(Effect::GameEnded { outcome });
        }
        Ok(effects)
    }

    /// Plays a move written in notation (`c3-d4`, `d4xd6xf6`, `Ca2-b3`), or `resign` or
    /// `draw`.
    pub fn play_text(&mut self, text: &str) -> Result<Vec<Effect>, MoveError> {
        match text.trim() {
            "resign" => self.resign(),
            "draw" => self.agree_draw(),
            text => {
                if self.is_over() {
                    return Err(MoveError::GameOver);
                }
                let notation = Notation::parse(text)?;
                let mv = self.position.resolve(&notation)?;
                self.play(&mv)
            }
        }
    }

    /// The side to move resigns.
    pub fn resign(&mut self) -> Result<Vec<Effect>, MoveError> {
        let winner = self.position.to_move().opponent();
        self.end_by(
            Turn::Resign,
            GameResult::Win(winner),
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
        self.played.push(Played {
            turn,
            notation: None,
            undo: None,
        });
        self.outcome = Some(outcome);
        Ok(vec![Effect::GameEnded { outcome }])
    }

    /// Takes back the last turn; returns it, or `None` at the start.
    pub fn undo(&mut self) -> Option<Turn> {
        let played = self.played.pop()?;
        if let (Turn::Move(mv), Some(undo)) = (played.turn, played.undo) {
            self.position.unplay(&mv, &undo);
            self.keys.pop();
        }
        // Turns are only played while the game goes on, so before the last one it did.
        self.outcome = None;
        Some(played.turn)
    }

    /// Takes back turns until `ply` turns remain (no change if fewer were played).
    pub fn undo_to(&mut self, ply: usize) {
        while self.played.len() > ply {
            self.undo();
        }
    }

    /// The end of the game in the position now, if it has come: a side to move with no
    /// pieces, then with no legal move, loses; otherwise a third repetition, then 100 plies
    /// without progress, draw.
    fn judge_end(&self) -> Option<Outcome> {
        let position = &self.position;
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
        if position.side(mover).is_empty() {
            return win(EndReason::NoPieces);
        }
        if !position.has_legal_move() {
            return win(EndReason::NoMoves);
        }
        if self.repetitions() >= 3 {
            return draw(EndReason::Repetition);
        }
        if position.no_progress_plies() >= NO_PROGRESS_LIMIT {
            return draw(EndReason::NoProgress);
        }
        None
    }

    /// How many times the position now has stood on the board (at least 1). Only positions
    /// since the last capture can be the same: a capture leaves fewer pieces for good.
    pub fn repetitions(&self) -> usize {
        let Some(&now) = self.keys.last() else {
            return 0;
        };
        let mut count = 1;
        let moves = self.played.iter().filter_map(|p| match p.turn {
            Turn::Move(mv) => Some(mv),
            _ => None,
        });
        // keys[i + 1] is the position after move i; walk back to the last capture.
        let captures: Vec<bool> = moves.map(|mv| mv.is_capture()).collect();
        for i in (0..captures.len()).rev() {
            if captures[i] {
                break;
            }
            if self.keys.get(i).copied() == Some(now) {
                count += 1;
            }
        }
        count
    }
}
