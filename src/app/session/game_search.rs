//! The computer's search for any game behind one type: Medusa's and Lotus's Monte Carlo
//! search, which chooses a whole turn, and the alpha-beta searches of Medea and Pillars of
//! Medusa, which choose a move.
//! The computer player and the hints step it a slice a frame through [`Thinking`] and turn
//! its choice into the same intents a person's clicks make.

use std::time::Duration;

use super::any_game::AnyGame;
use super::any_game::MedusaMove;
use super::game_match::Intent;
use crate::ai::alphabeta::{self, SearchGame};
use crate::ai::medea::MedeaSearch;
use crate::ai::pillars::PillarsSearch;
use crate::ai::{Level, Search, Thinking};
use crate::{medea, medusa, pillars};

/// A search for the side to move in a game of any kind.
pub enum GameSearch {
    Medusa(Box<Search>),
    Medea(Box<alphabeta::Search<MedeaSearch>>),
    Pillars(Box<alphabeta::Search<PillarsSearch>>),
}

/// What a search suggests: a whole turn of Medusa, or a move of Medea or Pillars.
#[derive(Clone, Debug, PartialEq)]
pub enum Suggestion {
    Medusa(medusa::Turn),
    Medea(medea::Move),
    Pillars(pillars::Move),
}

impl std::fmt::Debug for GameSearch {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let game = match self {
            GameSearch::Medusa(_) => "Medusa",
            GameSearch::Medea(_) => "Medea",
            GameSearch::Pillars(_) => "Pillars of Medusa",
        };
        write!(
            f,
            "GameSearch({game}, {:.0}% of the budget)",
            100.0 * self.progress()
        )
    }
}

impl GameSearch {
    /// A search of `game` with `level`'s settings and budget, seeded with `seed`.
    pub fn new(game: &AnyGame, level: Level, seed: u64) -> GameSearch {
        match game {
            AnyGame::Medusa(game) => {
                let mut search = Search::new(game, level.settings(seed));
                search.set_budget(level.budget());
                GameSearch::Medusa(Box::new(search))
            }
            AnyGame::Medea(game) => GameSearch::Medea(Box::new(alphabeta::Search::new(
                &MedeaSearch::from_game(game),
                MedeaSearch::level_settings(level, seed),
            ))),
            AnyGame::Pillars(game) => GameSearch::Pillars(Box::new(alphabeta::Search::new(
                &PillarsSearch::from_game(game),
                PillarsSearch::level_settings(level, seed),
            ))),
        }
    }

    /// Moves on to `game`, later in the same game, keeping what is still useful, with a fresh
    /// budget at `level`; a search of another game is replaced by a new one.
    pub fn follow(&mut self, game: &AnyGame, level: Level, seed: u64) {
        let followed = match self {
            GameSearch::Medusa(search) => game.medusa().map(|game| {
                search.follow(game);
                search.set_budget(level.budget());
            }),
            GameSearch::Medea(search) => game
                .medea()
                .map(|game| search.follow(&MedeaSearch::from_game(game))),
            GameSearch::Pillars(search) => game
                .pillars()
                .map(|game| search.follow(&PillarsSearch::from_game(game))),
        };
        if followed.is_none() {
            *self = GameSearch::new(game, level, seed);
        }
    }

    /// Works for about `slice`; `true` once the choice is made.
    pub fn step(&mut self, slice: Duration) -> bool {
        match self {
            GameSearch::Medusa(search) => search.step(slice),
            GameSearch::Medea(search) => search.step(slice),
            GameSearch::Pillars(search) => search.step(slice),
        }
    }

    /// How much of the budget is used, from 0 to 1.
    pub fn progress(&self) -> f32 {
        match self {
            GameSearch::Medusa(search) => search.progress(),
            GameSearch::Medea(search) => search.progress(),
            GameSearch::Pillars(search) => search.progress(),
        }
    }

    /// The best choice so far, if the side to move has any.
    pub fn suggestion(&self) -> Option<Suggestion> {
        match self {
            GameSearch::Medusa(search) => Some(Suggestion::Medusa(search.best_turn())),
            GameSearch::Medea(search) => search.best_move().map(Suggestion::Medea),
            GameSearch::Pillars(search) => search.best_move().map(Suggestion::Pillars),
        }
    }
}

impl Suggestion {
    /// The intents that play the suggestion in `game` (none if it is of another game).
    pub fn intents(&self, game: &AnyGame) -> Vec<Intent> {
        let intents = match self {
            Suggestion::Medusa(turn) => game.medusa().map(|game| {
                let moves = MedusaMove::turn(turn, game);
                moves.into_iter().map(Intent::from).collect()
            }),
            Suggestion::Medea(mv) => game.medea().map(|_| vec![Intent::from(*mv)]),
            Suggestion::Pillars(mv) => game.pillars().map(|_| vec![Intent::from(*mv)]),
        };
        intents.unwrap_or_default()
    }

    /// Medusa's turn, if this is one.
    pub fn medusa_turn(&self) -> Option<&medusa::Turn> {
        match self {
            Suggestion::Medusa(turn) => Some(turn),
            Suggestion::Medea(_) | Suggestion::Pillars(_) => None,
        }
    }
}
