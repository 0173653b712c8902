//! A step played with the player's moves, as the records write them: each is read and played
//! by the core, the goal is checked after each, and the step's scripted reply follows while
//! moves remain. The verdict is [`Verdict::Solved`] with stars, [`Verdict::NotYet`],
//! [`Verdict::Wrong`] with the step's hint, or [`Verdict::Illegal`] with the core's reason.
//!
//! Stars: a step solved in its par (or fewer moves) earns 3, one move more 2, more than that
//! 1 ([`stars`]).

use super::course::{Hint, Step};
use super::lesson_game::{LessonGame, Trial};
use medusa_rules::contract::{GameId, GameRules};
use medusa_rules::dyn_game::DynGame;

/// What the player's moves came to.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Verdict {
    /// The goal is met after `moves` of the player's moves, earning `stars` (1 to 3).
    Solved { moves: u32, stars: u8 },
    /// The goal is not met yet and the player may go on.
    NotYet,
    /// The player's moves are legal but missed the goal (the moves allowed are used up, the
    /// game ended, or the scripted reply no longer fits): the step's hint, and the position
    /// goes back to the start.
    Wrong { hint: Hint },
    /// The last move is not legal here: the core's reason. The moves before it stand.
    Illegal { reason: String },
}

/// A step played: the verdict, the scripted replies played (the first after the player's
/// first move, and so on), and the game as it stands after the last legal move and its reply.
#[derive(Debug)]
pub struct Attempt {
    pub verdict: Verdict,
    pub replies: Vec<String>,
    pub game: Box<dyn DynGame>,
}

/// The stars for a step solved in `moves` of the player's moves when its par is `par`: 3 at
/// par or under, 2 for one move more, 1 for more than that.
pub fn stars(par: u32, moves: u32) -> u8 {
    match moves.saturating_sub(par) {
        0 => 3,
        1 => 2,
        _ => 1,
    }
}

/// Plays `moves` in `step` of `game` played by the core `G`. An error is a fault of the step
/// (its position or goal cannot be used, or a reply is missing), not of the player.
pub(crate) fn attempt<G: LessonGame>(
    game: GameId,
    step: &Step,
    moves: &[&str],
) -> Result<Attempt, String> {
    let mut now = G::set_up(game, &step.position)?;
    let start = now.clone();
    let player = GameRules::to_move(&start);
    let mut effects = Vec::new();
    let mut replies = Vec::new();
    let end = |verdict, replies, now: G| Attempt {
        verdict,
        replies,
        game: Box::new(now),
    };
    let wrong = || Verdict::Wrong {
        hint: step.hint.clone(),
    };
    let met = |now: &G, effects: &[G::Effect]| {
        let trial = Trial {
            start: &start,
            now,
            player,
            effects,
        };
        step.goal.met(&trial)
    };
    for (index, token) in moves.iter().enumerate() {
        let played = match now.parse_move(token) {
            Ok(mv) => GameRules::play(&mut now, &mv),
            Err(reason) => Err(reason),
        };
        match played {
            Ok(more) => effects.extend(more),
            Err(reason) => return Ok(end(Verdict::Illegal { reason }, replies, now)),
        }
        let used = index as u32 + 1;
        let solved = Verdict::Solved {
            moves: used,
            stars: stars(step.par, used),
        };
        if met(&now, &effects)? {
            return Ok(end(solved, replies, now));
        }
        if now.result().is_some() {
            return Ok(end(wrong(), replies, now));
        }
        // The scripted reply; the goal may be met once it is played (the opponent's pass
        // that ends the game), but by the player's effects only.
        match step.replies.get(index) {
            Some(reply) => {
                let answered = reply.moves().iter().find_map(|token| {
                    let mv = now.parse_move(token).ok()?;
                    let mut after = now.clone();
                    GameRules::play(&mut after, &mv).ok()?;
                    Some((token.clone(), after))
                });
                let Some((token, after)) = answered else {
                    return Ok(end(wrong(), replies, now));
                };
                replies.push(token);
                now = after;
                if met(&now, &effects)? {
                    return Ok(end(solved, replies, now));
                }
                if now.result().is_some() {
                    return Ok(end(wrong(), replies, now));
                }
            }
            None if used < step.allowed() => {
                return Err(format!("there is no scripted reply after move {used}"));
            }
            None => {}
        }
        if used >= step.allowed() {
            return Ok(end(wrong(), replies, now));
        }
    }
    Ok(end(Verdict::NotYet, replies, now))
}

/// Whether the goal of `step` is already met at its start (a step that is: a fault of the
/// file).
pub(crate) fn met_at_start<G: LessonGame>(game: GameId, step: &Step) -> Result<bool, String> {
    let start = G::set_up(game, &step.position)?;
    let trial = Trial {
        start: &start,
        now: &start,
        player: GameRules::to_move(&start),
        effects: &[],
    };
    step.goal.met(&trial)
}

/// Whether `at` names a cell or square of the board of `step`.
pub(crate) fn check_cell<G: LessonGame>(game: GameId, step: &Step, at: &str) -> Result<(), String> {
    G::set_up(game, &step.position)?.piece_at(at).map(drop)
}

#[cfg(test)]
mod tests {
    use super::stars;

    #[test]
    fn stars_fall_with_each_move_over_par() {
        assert_eq!(
            [1, 2, 3, 4].map(|moves| stars(2, moves)),
            [3, 3, 2, 1],
            "par 2"
        );
        assert_eq!(stars(1, 1), 3);
        assert_eq!(stars(1, 2), 2);
        assert_eq!(stars(1, 9), 1);
    }
}
