//! Pillars of Medusa in the session: its kind and board ([`GameKind::PILLARS`],
//! [`GameBoard::PILLARS`]), and what the session asks of its game, which plays whole moves
//! ([`WholeMoves`]).

use medusa_locale::Phrase;
use medusa_rules::GameRules;
use medusa_rules::pillars::{self, Colour};

use crate::session::{
    AnyGame, GameBoard, GameEffect, GameKind, KindEntry, PlayerMove, WholeMoves, own_accessors,
    take,
};

use super::refusals::{illegal_refusal, turn_refusal};

impl GameBoard {
    /// Pillars of Medusa's 11 x 11 board.
    pub const PILLARS: GameBoard = GameBoard("pillars");
}

static PILLARS_ENTRY: KindEntry = KindEntry {
    id: pillars::PILLARS,
    board: GameBoard::PILLARS,
    sides: <pillars::Game as GameRules>::SIDES,
    white_seat: Colour::White.index(),
    first_seat: || Colour::White.index(),
    board_has_sides: true,
    default_komi: None,
    fresh: || AnyGame::from(pillars::Game::new()),
    take: take::<pillars::Game>,
};

impl GameKind {
    /// Pillars of Medusa, chess on 11 x 11 with a Medusa and a Morph.
    pub const PILLARS: GameKind = GameKind(&PILLARS_ENTRY);
}

impl PlayerMove for pillars::Move {}

impl GameEffect for pillars::Effect {
    fn ends_the_game(&self) -> bool {
        matches!(self, pillars::Effect::GameEnded(_))
    }
}

impl WholeMoves for pillars::Game {
    type BoardMove = pillars::Move;

    fn kind(&self) -> GameKind {
        GameKind::PILLARS
    }

    fn play_turn(&mut self, turn: &pillars::Turn) -> Result<Vec<pillars::Effect>, Phrase> {
        self.apply(*turn).map_err(|error| illegal_refusal(&error))
    }

    fn read_turn(&self, token: &str) -> Result<pillars::Turn, Phrase> {
        GameRules::parse_move(self, token)
            .map_err(|reason| turn_refusal(self.position(), token, reason))
    }

    fn record_turn(&self, record: &pillars::Record, step: usize) -> Option<pillars::Turn> {
        record.turns.get(step).copied()
    }

    fn announce(&self, effects: &[pillars::Effect]) -> Vec<Phrase> {
        super::announce::announce(self, effects)
    }

    fn cell_words(&self, cell: &str) -> Option<Phrase> {
        super::questions::cell_words(self, cell)
    }

    fn pieces_words(&self) -> Phrase {
        super::questions::pieces_words(self)
    }

    fn score_words(&self) -> Vec<Phrase> {
        super::questions::score_words(self)
    }

    fn example_cell(&self) -> String {
        "f6".to_string()
    }
}

own_accessors!(pillars, pillars::Game, pillars::Effect, pillars::Move);
