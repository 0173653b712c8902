//! The puzzles' questions answered for Medusa and Lotus by the Monte Carlo search: a
//! position is set up from its dump; its turn judged by a search of fixed playouts and fixed
//! seed, then each of its likely first steps (the search's most visited, and every placement
//! that reverses, rescues or completes a site) by a search of the same playouts from the
//! position after it, so that every step is weighed with equal work; the themes read from the
//! effects of the solution's turns.

use medusa_rules::medusa::{Action, Bits, Colour, DEFAULT_KOMI, Effect, Game, Position, Reversal};
use medusa_rules::{DynGame, GameRules};

use super::knowledge::PlacementFacts;
use super::search::Search;
use super::settings::{Budget, SearchSettings};
use super::tree::Step;
use crate::puzzles::{Judgement, PuzzleRules};
use crate::thinking::think_once;

/// The seed of every puzzle search: the same position, the same judgement.
const PUZZLE_SEED: u64 = 0x0902_21E5;

/// The fewest stones a placement must reverse or rescue to be worth a puzzle.
const TACTICAL_STONES: u32 = 2;

/// The most-visited first steps weighed besides the tactical placements.
const LIKELY_STEPS: usize = 4;

/// Medusa's and Lotus's answers to the puzzles: 2,000 playouts, the difficulty from 100 to
/// 1,000.
pub(crate) const RULES: PuzzleRules = PuzzleRules {
    set_up,
    judge,
    best,
    themes,
    unit: "playouts",
    work: 2_000,
    ladder: [100, 200, 500, 1_000],
    clear: 0.6,
    margin: 0.15,
};

fn set_up(position: &str) -> Result<Box<dyn DynGame>, String> {
    let position = Position::from_dump(position)?;
    Ok(Box::new(Game::from_position(position, DEFAULT_KOMI)))
}

/// A search of `playouts` with the puzzles' seed, to the end of its budget.
fn searched(game: &Game, playouts: u32) -> Search {
    let settings = SearchSettings {
        budget: Budget::playouts(playouts as u64),
        seed: PUZZLE_SEED,
        early_stop: false,
        ..SearchSettings::default()
    };
    let mut search = Search::new(game, settings);
    while !search.step(std::time::Duration::from_secs(3600)) {}
    search
}

/// The placements of the player to move that reverse or rescue a few stones or complete a
/// site.
fn tactical_placements(position: &Position) -> Vec<Step> {
    position
        .placements()
        .iter()
        .filter(|&point| {
            let facts = PlacementFacts::of(position, point);
            !facts.suicide
                && (facts.captures >= TACTICAL_STONES
                    || facts.rescues >= TACTICAL_STONES
                    || facts.forms_rosette)
        })
        .map(Step::Place)
        .collect()
}

/// The mover's chance after the first step `step` of its turn, by a search of `playouts`
/// from there (of the rest of its turn, or of the opponent's); `None` for a step that is
/// not a placement or a pass.
fn weigh(game: &Game, step: Step, playouts: u32) -> Option<f32> {
    let mover = game.position().to_move();
    let mut after = game.clone();
    match step {
        Step::Place(point) => after.apply(Action::Place(point)).ok()?,
        Step::EndTurn => after.apply(Action::EndTurn).ok()?,
        Step::SkipPlacement | Step::Move(..) => return None,
    };
    if !after.position().is_playing() {
        return None;
    }
    let value = searched(&after, playouts).root_value();
    Some(if after.position().to_move() == mover {
        value
    } else {
        1.0 - value
    })
}

fn judge(game: &dyn DynGame, playouts: u32, clear: f32) -> Option<Judgement> {
    let game = game.as_any().downcast_ref::<Game>()?;
    let position = game.position();
    if !position.is_playing() || !position.can_place() || position.passes() > 0 {
        return None;
    }
    let tactical = tactical_placements(position);
    if tactical.is_empty() {
        return None;
    }
    let search = searched(game, playouts);
    if search.win_rate() < clear {
        return None;
    }
    let turn = search.best_turn();
    let token = GameRules::write_move(game, &turn);
    let mut steps = search.root_steps();
    steps.sort_by_key(|&(_, visits, _)| std::cmp::Reverse(visits));
    let first = steps.first().map(|&(step, _, _)| step)?;
    if !matches!(first, Step::Place(_)) || !token.starts_with(&label(game, first)) {
        return None;
    }
    let mut candidates: Vec<Step> = steps
        .iter()
        .skip(1)
        .take(LIKELY_STEPS)
        .map(|&(step, _, _)| step)
        .collect();
    for step in tactical {
        if step != first && !candidates.contains(&step) {
            candidates.push(step);
        }
    }
    let best = weigh(game, first, playouts)?;
    let mut second: Option<(f32, Step)> = None;
    for step in candidates {
        let value = weigh(game, step, playouts).or_else(|| {
            // A step without a position of its own to search: its mean in the tree.
            steps.iter().find(|s| s.0 == step).and_then(|s| s.2)
        });
        if let Some(value) = value
            && second.is_none_or(|(v, _)| value > v)
        {
            second = Some((value, step));
        }
    }
    Some(Judgement {
        line: vec![token],
        best,
        second: second.map(|(value, _)| value),
        second_move: second.map(|(_, step)| label(game, step)),
        choices: steps.len(),
    })
}

/// A first step as the records write it: a point's label, `pass`, `-`, or a movement.
fn label(game: &Game, step: Step) -> String {
    let topology = game.topology();
    match step {
        Step::Place(point) => topology.label(point).to_string(),
        Step::EndTurn => "pass".to_string(),
        Step::SkipPlacement => "-".to_string(),
        Step::Move(from, to) => format!("- {}-{}", topology.label(from), topology.label(to)),
    }
}

fn best(game: &dyn DynGame, playouts: u32) -> Option<String> {
    let game = game.as_any().downcast_ref::<Game>()?;
    let settings = SearchSettings {
        budget: Budget::playouts(playouts as u64),
        seed: PUZZLE_SEED,
        early_stop: false,
        ..SearchSettings::default()
    };
    let turn = think_once(Search::new(game, settings));
    Some(GameRules::write_move(game, &turn))
}

/// The own groups of `colour` of two stones or more with one liberty and no rosette: what
/// the opponent threatens to reverse.
fn groups_in_atari(position: &Position, colour: Colour) -> Vec<Bits> {
    let board = position.board();
    let mut seen = Bits::EMPTY;
    let mut groups = Vec::new();
    for point in board.stones(colour).iter() {
        if seen.contains(point) {
            continue;
        }
        let group = board.group(point);
        seen |= group;
        if group.len() >= 2 && board.liberties(point).len() == 1 && !board.has_rosette(point) {
            groups.push(group);
        }
    }
    groups
}

fn themes(game: &dyn DynGame, line: &[String]) -> Vec<&'static str> {
    let Some(game) = game.as_any().downcast_ref::<Game>() else {
        return Vec::new();
    };
    let mut game = game.clone();
    let solver = game.position().to_move();
    let in_atari = groups_in_atari(game.position(), solver);
    let mut found = Vec::new();
    let mut add = |theme: &'static str| {
        if !found.contains(&theme) {
            found.push(theme);
        }
    };
    for (index, token) in line.iter().enumerate() {
        let Ok(turn) = GameRules::parse_move(&game, token) else {
            break;
        };
        let Ok(effects) = GameRules::play(&mut game, &turn) else {
            break;
        };
        if index % 2 == 1 {
            continue;
        }
        for effect in &effects {
            match effect {
                Effect::Reversed {
                    points,
                    to,
                    reason: Reversal::Capture,
                    ..
                } if *to == solver && points.len() >= TACTICAL_STONES as usize => add("reversal"),
                Effect::RosetteFormed { colour, .. } if *colour == solver => add("rosette"),
                _ => {}
            }
        }
        if index == 0 {
            let board = game.position().board();
            let escaped = in_atari.iter().any(|&group| {
                let point = group.first();
                group.is_subset(board.stones(solver))
                    && point.is_some_and(|p| board.liberties(p).len() >= 2 || board.has_rosette(p))
            });
            if escaped {
                add("group-escape");
            }
        }
    }
    found
}
