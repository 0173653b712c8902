//! A game in progress: the position, the moves played (with what undo needs, a few bytes
//! each), the hashes of the positions for repetitions, resignation and agreed draws, and the
//! end of the game.

use super::colour::Colour;
use super::effect::Effect;
use super::fen::FenError;
use super::illegal::IllegalMove;
use super::moves::Move;
use super::outcome::{EndReason, Outcome};
use super::position::{Position, Undo};

/// What a player does on their turn.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Action {
    /// A move.
    Move(Move),
    /// The side to move resigns.
    Resign,
    /// The players agree a draw (games between people).
    Draw,
}

/// An action taken, with what undo needs.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Played {
    action: Action,
    undo: Option<Undo>,
}

/// A game of Pillars of Medusa from a starting position.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Game {
    start: Position,
    position: Position,
    played: Vec<Played>,
    /// The hash of the start and of the position after each move.
    hashes: Vec<u64>,
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

    /// A game from a set-up position (it may already be over: mate, stalemate, bare Kings).
    pub fn from_position(start: Position) -> Game {
        let mut game = Game {
            hashes: vec![start.hash()],
            position: start.clone(),
            start,
            played: Vec::new(),
            outcome: None,
        };
        game.outcome = game.judge();
        game
    }

    /// A game from a FEN.
    pub fn from_fen(fen: &str) -> Result<Game, FenError> {
        Ok(Game::from_position(Position::from_fen(fen)?))
    }

    /// The position now.
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// The position the game started from.
    pub fn start(&self) -> &Position {
        &self.start
    }

    /// The actions taken so far, in order.
    pub fn actions(&self) -> Vec<Action> {
        self.played.iter().map(|p| p.action).collect()
    }

    /// The moves played so far, in order.
    pub fn moves(&self) -> Vec<Move> {
        self.played
            .iter()
            .filter_map(|p| match p.action {
                Action::Move(mv) => Some(mv),
                _ => None,
            })
            .collect()
    }

    /// The moves played so far in notation (the move list).
    pub fn notations(&self) -> Vec<String> {
        let mut position = self.start.clone();
        let mut list = Vec::new();
        for played in &self.played {
            match played.action {
                Action::Move(mv) => {
                    list.push(position.notation(mv));
                    position.play_unchecked(mv);
                }
                Action::Resign => list.push("resign".into()),
                Action::Draw => list.push("draw".into()),
            }
        }
        list
    }

    /// How the game ended, if it has.
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// Whether the game has ended.
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

    /// Whether `mv` may be played now, and if not, why. Changes nothing.
    pub fn check_move(&self, mv: Move) -> Result<(), IllegalMove> {
        if self.is_over() {
            return Err(IllegalMove::GameOver);
        }
        self.position.check_move(mv)
    }

    /// How many times the position now has stood on the board in this game (1 the first
    /// time).
    pub fn repetitions(&self) -> usize {
        let hash = self.position.hash();
        // Only positions since the last capture or Sword move can be the same.
        let window = (self.position.halfmoves() as usize + 1).min(self.hashes.len());
        self.hashes[self.hashes.len() - window..]
            .iter()
            .filter(|&&h| h == hash)
            .count()
    }

    /// Plays `mv` if it is legal and returns its effects, ending with the end of the game if
    /// it comes; if not, says why and changes nothing.
    pub fn play(&mut self, mv: Move) -> Result<Vec<Effect>, IllegalMove> {
        if self.is_over() {
            return Err(IllegalMove::GameOver);
        }
        let (mut effects, undo) = self.position.apply_with_undo(mv)?;
        self.played.push(Played {
            action: Action::Move(mv),
            undo: Some(undo),
        });
        self.hashes.push(self.position.hash());
        self.outcome = self.judge();
        if let Some(outcome) = self.outcome {
            effects.push(Effect::GameEnded(outcome));
        }
        Ok(effects)
    }

    /// The side to move resigns.
    pub fn resign(&mut self) -> Result<Vec<Effect>, IllegalMove> {
        self.finish(Action::Resign)
    }

    /// The players agree a draw.
    pub fn agree_draw(&mut self) -> Result<Vec<Effect>, IllegalMove> {
        self.finish(Action::Draw)
    }

    /// Takes `action`.
    pub fn apply(&mut self, action: Action) -> Result<Vec<Effect>, IllegalMove> {
        match action {
            Action::Move(mv) => self.play(mv),
            Action::Resign => self.resign(),
            Action::Draw => self.agree_draw(),
        }
    }

    fn finish(&mut self, action: Action) -> Result<Vec<Effect>, IllegalMove> {
        if self.is_over() {
            return Err(IllegalMove::GameOver);
        }
        let outcome = match action {
            Action::Resign => Outcome {
                winner: Some(self.position.to_move().opponent()),
                reason: EndReason::Resignation,
            },
            _ => Outcome {
                winner: None,
                reason: EndReason::Agreement,
            },
        };
        self.played.push(Played { action, undo: None });
        self.outcome = Some(outcome);
        Ok(vec![Effect::GameEnded(outcome)])
    }

    /// Takes back the last action (a move, a resignation or an agreed draw) and returns it.
    pub fn undo(&mut self) -> Option<Action> {
        let played = self.played.pop()?;
        if let (Action::Move(mv), Some(undo)) = (played.action, played.undo) {
            self.position.undo(mv, undo);
            self.hashes.pop();
        }
        self.outcome = self.judge();
        Some(played.action)
    }

    /// Whether the game has ended by a rule, in the position now, and how.
    fn judge(&self) -> Option<Outcome> {
        if let Some(last) = self.played.last()
            && !matches!(last.action, Action::Move(_))
        {
            return self.outcome;
        }
        let position = &self.position;
        let mover = position.to_move();
        if !position.has_legal_move() {
            return Some(if position.is_check() {
                Outcome {
                    winner: Some(mover.opponent()),
                    reason: EndReason::Checkmate,
                }
            } else {
                draw(EndReason::Stalemate)
            });
        }
        if position.is_bare_kings() {
            return Some(draw(EndReason::BareKings));
        }
        if self.repetitions() >= 3 {
            return Some(draw(EndReason::Repetition));
        }
        if position.halfmoves() >= 100 {
            return Some(draw(EndReason::FiftyMoves));
        }
        None
    }

    /// The side to move now.
    pub fn to_move(&self) -> Colour {
        self.position.to_move()
    }
}

fn draw(reason: EndReason) -> Outcome {
    Outcome {
        winner: None,
        reason,
    }
}
