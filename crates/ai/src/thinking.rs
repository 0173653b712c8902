//! The one way every computer player is driven: a search that thinks in slices
//! ([`Thinking`]), implemented by the Monte Carlo search of Medusa and Lotus and by the
//! alpha-beta search of Medea and Pillars of Medusa. Tools and tournaments run a search to the
//! end of its budget with [`think_through`]; the app gives it a slice a frame and shows its
//! [`Thinking::progress`].

use std::time::Duration;

/// A search for the side to move that works in slices and may be asked for its choice at any
/// time.
pub trait Thinking {
    /// What is searched: a game, or a position.
    type Root: ?Sized;
    /// What the search chooses: a turn, or a move.
    type Choice;

    /// Moves on to `root` (the same game, later), keeping what is still useful, with a fresh
    /// budget.
    fn follow(&mut self, root: &Self::Root);

    /// Works for about `slice` and returns `true` once the budget is spent or the choice
    /// cannot change any more.
    fn step(&mut self, slice: Duration) -> bool;

    /// The best choice found so far.
    fn choice(&self) -> Self::Choice;

    /// The work done for this choice: playouts or nodes.
    fn work(&self) -> u64;

    /// The search time spent on this choice.
    fn elapsed(&self) -> Duration;

    /// How much of the budget is used, from 0 to 1 (by whichever limit is nearest).
    fn progress(&self) -> f32;
}

/// The slice tools and tournaments give a search that runs to the end of its budget (the
/// search keeps to its budget within a slice; the slice only says how often it comes back).
const TOOL_SLICE: Duration = Duration::from_millis(100);

/// The share of a budget used, from 0 to 1, by the limit that is nearest: `(done, limit)` pairs
/// for the counted limits, and the time spent against the time limit.
pub(crate) fn budget_used(
    counted: impl IntoIterator<Item = (u64, Option<u64>)>,
    elapsed: Duration,
    time: Option<Duration>,
) -> f32 {
    let by_count = counted
        .into_iter()
        .filter_map(|(done, limit)| limit.map(|limit| done as f32 / limit.max(1) as f32));
    let by_time = time.map(|t| elapsed.as_secs_f32() / t.as_secs_f32().max(1e-3));
    by_count.chain(by_time).fold(0.0, f32::max).min(1.0)
}

/// Runs the kept search (following `root`), or one made by `start`, until it is done;
/// returns the search, for its choice and its numbers. This blocks: an
/// interface that must stay responsive steps the search itself.
pub fn think_through<'a, S: Thinking>(
    kept: &'a mut Option<S>,
    root: &S::Root,
    start: impl FnOnce() -> S,
) -> &'a S {
    let search = match kept {
        Some(search) => {
            search.follow(root);
            search
        }
        None => kept.insert(start()),
    };
    while !search.step(TOOL_SLICE) {}
    search
}

/// Runs a fresh search to the end of its budget and returns its choice (blocking).
pub fn think_once<S: Thinking>(mut search: S) -> S::Choice {
    while !search.step(TOOL_SLICE) {}
    search.choice()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_nearest_limit_tells_the_progress() {
        let second = Some(Duration::from_secs(1));
        let half = Duration::from_millis(500);
        assert_eq!(budget_used([(10, Some(100))], half, second), 0.5);
        assert_eq!(budget_used([(90, Some(100))], half, second), 0.9);
        assert_eq!(budget_used([(90, None)], half, None), 0.0);
        assert_eq!(budget_used([(300, Some(100))], half, None), 1.0);
        assert_eq!(
            budget_used([(1, Some(4)), (3, Some(4))], Duration::ZERO, None),
            0.75
        );
    }
}
