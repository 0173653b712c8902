//! Medusa's and Lotus's walk through a game's positions for the analysis, judged by the Monte
//! Carlo search, its tree kept from one position to the next, as in play.

use std::time::Duration;

use crate::analysis::sweep::{KeptSearch, Sweep, not_a_search, of_first, result_chance};
use crate::analysis::{AnalysisError, Judgement, Walk};
use medusa_rules::GameRules;
use medusa_rules::medusa::{Action, ActionError, Colour, Game, Turn};

use super::{Engine, Search, SearchSettings};

impl Walk {
    /// The walk through a game of Medusa or Lotus, judged by the Monte Carlo search of
    /// `spec`, seeded by `seed`.
    pub(crate) fn monte_carlo(game: &Game, spec: &str, seed: u64) -> Result<Walk, AnalysisError> {
        let settings = match Engine::parse(spec)? {
            Engine::Mcts(settings) => settings,
            Engine::Random | Engine::Greedy => return Err(not_a_search(spec)),
        };
        let sweep = MctsSweep::new(game, settings, seed);
        let first = sweep.first_seat();
        let end = game.position().outcome().map(|outcome| {
            let winner = outcome.winner.map(|colour| colour.index());
            Judgement::game_over(result_chance(winner, first), outcome.summary())
        });
        Ok(Walk {
            moves: sweep.moves(),
            first,
            end,
            sweep: Box::new(sweep),
        })
    }
}

/// Medusa's and Lotus's positions, judged by the Monte Carlo search.
struct MctsSweep {
    /// The game up to the position in hand.
    game: Game,
    /// The turns to play, with their players; a resignation ends the list (it is no move). A
    /// turn after two passes means the players resumed play instead of marking dead stones.
    turns: Vec<(Colour, Turn)>,
    index: usize,
    settings: SearchSettings,
    first: Colour,
    search: KeptSearch<Search>,
}

impl MctsSweep {
    fn new(game: &Game, settings: SearchSettings, seed: u64) -> MctsSweep {
        let start = Game::from_position(game.start().clone(), game.komi());
        // The turns that play from the start, up to a resignation.
        let mut check = start.clone();
        let mut turns = Vec::new();
        for played in game.turns() {
            if matches!(played.turn, Turn::Resign(_))
                || resume_play(&mut check).is_err()
                || check.play_turn(&played.turn).is_err()
            {
                break;
            }
            turns.push((played.player, played.turn.clone()));
        }
        MctsSweep {
            first: start.position().to_move(),
            game: start,
            turns,
            index: 0,
            settings: SearchSettings { seed, ..settings },
            search: KeptSearch::new(),
        }
    }

    fn first_seat(&self) -> usize {
        self.first.index()
    }

    fn moves(&self) -> Vec<(usize, String)> {
        let topology = self.game.topology();
        self.turns
            .iter()
            .map(|(player, turn)| (player.index(), turn.notation(topology, *player)))
            .collect()
    }

    fn side(colour: Colour) -> &'static str {
        <Game as GameRules>::SIDES[colour.index()]
    }

    /// The judgement of a position no longer in play: the winner, or the count as it stands.
    fn finished(&self) -> Judgement {
        let position = self.game.position();
        let (winner, result) = match position.outcome() {
            Some(outcome) => (outcome.winner, outcome.summary()),
            None => (position.score().leader(), "game over".to_string()),
        };
        let chance = match winner {
            Some(colour) if colour == self.first => 1.0,
            Some(_) => 0.0,
            None => 0.5,
        };
        Judgement::game_over(chance, result)
    }
}

/// Leaves the marking of dead stones after two passes, where the game stands there: a turn
/// after the passes means the players resumed play, as a record's turns after them do.
fn resume_play(game: &mut Game) -> Result<(), ActionError> {
    if game.position().marking().is_some() {
        game.apply(Action::ResumePlay)?;
    }
    Ok(())
}

impl Sweep for MctsSweep {
    fn step(&mut self, slice: Duration) -> Option<Judgement> {
        if self.index > self.turns.len() {
            return None;
        }
        if self.index < self.turns.len() {
            // More turns follow: the position is judged in play.
            let resumed = resume_play(&mut self.game);
            debug_assert!(resumed.is_ok(), "the turns were checked");
        }
        let judgement = if self.game.position().is_playing() {
            let (game, settings) = (&self.game, self.settings);
            let search = self.search.in_hand(
                || Search::new(game, settings),
                // The tree of the position before, moved down by the turn played.
                |search| search.advance(game),
            );
            if !search.step(slice) {
                return None;
            }
            let to_move = self.game.position().to_move();
            let rate = search.root_value();
            let best = search.best_turn();
            let work = search.playouts();
            self.search.done();
            Judgement {
                chance: of_first(rate, to_move == self.first),
                best: Some(best.notation(self.game.topology(), to_move)),
                game_over: false,
                verdict: format!("{} {:.0}%", MctsSweep::side(to_move), rate * 100.0),
                work,
            }
        } else {
            self.finished()
        };
        if let Some((_, turn)) = self.turns.get(self.index) {
            // Played once already when the sweep was made.
            let played = self.game.play_turn(turn);
            debug_assert!(played.is_ok(), "the turns were checked");
        }
        self.index += 1;
        Some(judgement)
    }

    fn progress(&self) -> f32 {
        self.search.progress()
    }

    fn skip(&mut self) {
        if let Some((_, turn)) = self.turns.get(self.index) {
            let resumed = resume_play(&mut self.game);
            debug_assert!(resumed.is_ok(), "the turns were checked");
            let played = self.game.play_turn(turn);
            debug_assert!(played.is_ok(), "the turns were checked");
        }
        self.index += 1;
    }
}
