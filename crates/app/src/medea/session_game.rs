//! Medea in the session: its kind and board ([`GameKind::MEDEA`], [`GameBoard::MEDEA`]), and
//! what the session asks of its game, which plays whole moves ([`WholeMoves`]).

use medusa_locale::Phrase;
use medusa_rules::GameRules;
use medusa_rules::medea::{self, Colour};

use crate::session::{
    AnyGame, GameBoard, GameEffect, GameKind, KindEntry, PlayerMove, WholeMoves, own_accessors,
    take,
};

use super::refusals::move_refusal;

impl GameBoard {
    /// Medea's 8 x 8 board.
    pub const MEDEA: GameBoard = GameBoard("medea");
}

static MEDEA_ENTRY: KindEntry = KindEntry {
    id: medea::MEDEA,
    board: GameBoard::MEDEA,
    sides: <medea::Game as GameRules>::SIDES,
    white_seat: Colour::White.index(),
    first_seat: || Colour::White.index(),
    board_has_sides: true,
    default_komi: None,
    fresh: || AnyGame::from(medea::Game::new()),
    take: take::<medea::Game>,
};

impl GameKind {
    /// Medea, draughts on 8 x 8 with a transmitter.
    pub const MEDEA: GameKind = GameKind(&MEDEA_ENTRY);
}

impl PlayerMove for medea::Move {}

impl GameEffect for medea::Effect {
    fn ends_the_game(&self) -> bool {
        matches!(self, medea::Effect::GameEnded { .. })
    }
}

impl WholeMoves for medea::Game {
    type BoardMove = medea::Move;

    fn kind(&self) -> GameKind {
        GameKind::MEDEA
    }

    fn play_turn(&mut self, turn: &medea::Turn) -> Result<Vec<medea::Effect>, Phrase> {
        match turn {
            medea::Turn::Move(mv) => medea::Game::play(self, mv),
            medea::Turn::Resign(side) => self.resign_side(*side),
            medea::Turn::Draw => self.agree_draw(),
        }
        .map_err(|error| move_refusal(&error))
    }

    fn read_turn(&self, token: &str) -> Result<medea::Turn, Phrase> {
        let position = self.position();
        match medea::Entry::parse(token).map_err(|error| move_refusal(&error))? {
            medea::Entry::Move(notation) => position
                .resolve(&notation)
                .map(medea::Turn::Move)
                .map_err(|error| move_refusal(&error)),
            medea::Entry::Resign(side) => {
                Ok(medea::Turn::Resign(side.unwrap_or(position.to_move())))
            }
            medea::Entry::Draw => Ok(medea::Turn::Draw),
        }
    }

    fn record_turn(&self, record: &medea::Record, step: usize) -> Option<medea::Turn> {
        let entry = record.entries.get(step)?;
        GameRules::parse_move(self, &entry.to_string()).ok()
    }

    fn announce(&self, effects: &[medea::Effect]) -> Vec<Phrase> {
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
        "e5".to_string()
    }
}

own_accessors!(medea, medea::Game, medea::Effect, medea::Move);
