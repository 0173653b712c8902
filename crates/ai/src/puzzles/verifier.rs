//! The verifier: a stored puzzle set up again and judged again by the search it was mined
//! with (the same work, no clock): its solution must play through, and its first move must
//! still be the best by the stored margin.

use medusa_rules::text_record::quote;

use super::puzzle::{Puzzle, deciding_part};
use crate::registry::AI;

/// Checks `puzzle` again; why it no longer holds. The position must be read by the core and
/// every move of the solution be legal where it is played; then the search of the puzzle's
/// work must find its first move best, ahead of every other by at least its margin.
pub fn verify(puzzle: &Puzzle) -> Result<(), String> {
    let entry = AI.find(&medusa_rules::GAMES, &puzzle.game)?;
    let start = puzzle.start()?;
    if start.sides()[start.to_move()] != puzzle.side {
        return Err(format!(
            "{} is to move, not {}",
            start.sides()[start.to_move()],
            quote(&puzzle.side)
        ));
    }
    if puzzle.solution.len().is_multiple_of(2) {
        return Err("a solution ends with the solver's move".to_string());
    }
    let mut game = start.clone();
    for token in &puzzle.solution {
        game.play_token(token)
            .map_err(|e| format!("{} cannot be played: {e}", quote(token)))?;
    }
    let judgement = (entry.puzzles.judge)(start.as_ref(), puzzle.work, 0.0)
        .ok_or("the search finds nothing to judge")?;
    let best = judgement.best_move().unwrap_or("");
    if deciding_part(best) != deciding_part(&puzzle.solution[0]) {
        return Err(format!(
            "the search prefers {} to {}",
            quote(best),
            quote(&puzzle.solution[0])
        ));
    }
    if judgement.gap() < puzzle.margin {
        return Err(format!(
            "{} leads {} by {:.3}, less than {:.3}",
            quote(best),
            quote(judgement.second_move.as_deref().unwrap_or("-")),
            judgement.gap(),
            puzzle.margin
        ));
    }
    Ok(())
}
