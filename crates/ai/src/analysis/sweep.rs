//! The walk through a game's positions, one search per position, its search kept from one
//! position to the next: here what every walk shares and the alpha-beta games' walk (its
//! transposition table kept); the Monte Carlo walk of Medusa and Lotus (its tree kept, as in
//! play) is Medusa's own (`mcts/sweep.rs`).

use std::time::Duration;

use crate::Thinking;
use crate::alphabeta::{self, MatchGame, Outcome, Played, Score, game_over};

use super::report::Judgement;
use super::{AnalysisError, Walk, chance_of_score};

/// A walk through the positions of a game, judging each in turn.
pub(crate) trait Sweep {
    /// Works on the next position for about `slice`; its judgement once it is done. `None`
    /// also once every position is judged.
    fn step(&mut self, slice: Duration) -> Option<Judgement>;

    /// How far the position in hand is, from 0 to 1.
    fn progress(&self) -> f32;

    /// Walks past the position in hand without judging it (before any position is judged:
    /// the search kept follows the positions it judged).
    fn skip(&mut self);
}

/// A sweep's search, kept from one position to the next (its tree or table serves the next
/// position too), and whether it is of the position in hand.
pub(crate) struct KeptSearch<S> {
    search: Option<S>,
    searching: bool,
}

impl<S: Thinking> KeptSearch<S> {
    pub(crate) fn new() -> KeptSearch<S> {
        KeptSearch {
            search: None,
            searching: false,
        }
    }

    /// The search of the position in hand: the one going on, or the kept one moved on to it
    /// (`move_on`), or a new one (`make`).
    pub(crate) fn in_hand(
        &mut self,
        make: impl FnOnce() -> S,
        move_on: impl FnOnce(&mut S),
    ) -> &mut S {
        let searching = std::mem::replace(&mut self.searching, true);
        let search = match self.search.take() {
            Some(mut search) => {
                if !searching {
                    move_on(&mut search);
                }
                search
            }
            None => make(),
        };
        self.search.insert(search)
    }

    /// The position in hand is judged: the next one needs the search moved on.
    pub(crate) fn done(&mut self) {
        self.searching = false;
    }

    /// How far the search of the position in hand is, from 0 to 1.
    pub(crate) fn progress(&self) -> f32 {
        match &self.search {
            Some(search) if self.searching => search.progress(),
            _ => 0.0,
        }
    }
}

impl Walk {
    /// The walk through a game of an alpha-beta game, judged by the alpha-beta search of
    /// `spec`, seeded by `seed`.
    pub(crate) fn alpha_beta<G: MatchGame + Send + Sync + 'static>(
        played: Played<G>,
        spec: &str,
        seed: u64,
    ) -> Result<Walk, AnalysisError>
    where
        G::Move: Send + Sync,
        G::Undo: Send + Sync,
    {
        let settings = match alphabeta::Engine::parse::<G>(spec)? {
            alphabeta::Engine::AlphaBeta(settings) => settings,
            alphabeta::Engine::Random | alphabeta::Engine::Greedy => {
                return Err(not_a_search(spec));
            }
        };
        let sweep = AlphaBetaSweep::new(played.start, played.moves, settings, seed);
        let first = sweep.first_seat();
        let end = played
            .ended
            .map(|ended| Judgement::game_over(result_chance(ended.winner, first), ended.summary));
        Ok(Walk {
            moves: sweep.moves(),
            first,
            end,
            sweep: Box::new(sweep),
        })
    }
}

/// Why an engine that does not search cannot judge.
pub(crate) fn not_a_search(spec: &str) -> AnalysisError {
    AnalysisError::NotASearch {
        spec: spec.to_string(),
    }
}

/// The first player's chance in a game won by the player in seat `winner` (`None`: a draw).
pub(crate) fn result_chance(winner: Option<usize>, first: usize) -> f32 {
    match winner {
        Some(seat) if seat == first => 1.0,
        Some(_) => 0.0,
        None => 0.5,
    }
}

/// A chance of the side to move as the first player's.
pub(crate) fn of_first(chance: f32, to_move_is_first: bool) -> f32 {
    if to_move_is_first {
        chance
    } else {
        1.0 - chance
    }
}

/// Medea's and Pillars of Medusa's positions, judged by the alpha-beta search.
struct AlphaBetaSweep<G: MatchGame> {
    /// The position in hand, with the history its rules need.
    position: G,
    moves: Vec<G::Move>,
    index: usize,
    settings: alphabeta::Settings,
    first_white: bool,
    search: KeptSearch<alphabeta::Search<G>>,
}

/// The seat of White in the alpha-beta games (their sides are White, then Black).
const WHITE: usize = 0;

impl<G: MatchGame> AlphaBetaSweep<G> {
    fn new(
        start: G,
        moves: Vec<G::Move>,
        settings: alphabeta::Settings,
        seed: u64,
    ) -> AlphaBetaSweep<G> {
        AlphaBetaSweep {
            first_white: start.white_to_move(),
            position: start,
            moves,
            index: 0,
            settings: alphabeta::Settings { seed, ..settings },
            search: KeptSearch::new(),
        }
    }

    fn seat(white: bool) -> usize {
        if white { WHITE } else { 1 - WHITE }
    }

    fn side(white: bool) -> &'static str {
        if white { "White" } else { "Black" }
    }

    fn first_seat(&self) -> usize {
        AlphaBetaSweep::<G>::seat(self.first_white)
    }

    fn moves(&self) -> Vec<(usize, String)> {
        let mut position = self.position.clone();
        self.moves
            .iter()
            .map(|&mv| {
                let white = position.white_to_move();
                let notation = position.notation(mv);
                position.make(mv);
                (AlphaBetaSweep::<G>::seat(white), notation)
            })
            .collect()
    }
}

impl<G: MatchGame> Sweep for AlphaBetaSweep<G> {
    fn step(&mut self, slice: Duration) -> Option<Judgement> {
        if self.index > self.moves.len() {
            return None;
        }
        let white = self.position.white_to_move();
        let first_to_move = white == self.first_white;
        let judgement = match game_over(&self.position) {
            Some(outcome) => Judgement::game_over(
                of_first(
                    match outcome {
                        Outcome::Win => 1.0,
                        Outcome::Loss => 0.0,
                        Outcome::Draw => 0.5,
                    },
                    first_to_move,
                ),
                "game over".to_string(),
            ),
            None => {
                let (position, settings) = (&self.position, self.settings);
                let search = self.search.in_hand(
                    || alphabeta::Search::new(position, settings),
                    // The table of the positions before is kept.
                    |search| search.restart(position),
                );
                if !search.step(slice) {
                    return None;
                }
                let score = search.score();
                let (us, them) = (
                    AlphaBetaSweep::<G>::side(white),
                    AlphaBetaSweep::<G>::side(!white),
                );
                let judgement = Judgement {
                    chance: of_first(chance_of_score(score), first_to_move),
                    best: search.best_move().map(|mv| position.notation(mv)),
                    game_over: false,
                    verdict: match score {
                        Score::Eval(value) => format!("{:+.2} for {us}", value as f64 / 100.0),
                        Score::Win(plies) => format!("{us} wins in {plies}"),
                        Score::Loss(plies) => format!("{them} wins in {plies}"),
                    },
                    work: search.nodes(),
                };
                self.search.done();
                judgement
            }
        };
        if let Some(&mv) = self.moves.get(self.index) {
            self.position.make(mv);
        }
        self.index += 1;
        Some(judgement)
    }

    fn progress(&self) -> f32 {
        self.search.progress()
    }

    fn skip(&mut self) {
        if let Some(&mv) = self.moves.get(self.index) {
            self.position.make(mv);
        }
        self.index += 1;
    }
}
