//! The puzzle of the day: a pure function of a day number and the set, so that every player
//! gets the same puzzle on the same day without asking anyone.

use super::puzzle::Puzzle;

/// The puzzle of day `day` (any count of days, such as days since 1970): the set is walked
/// with a stride that shares no factor with its size, so consecutive days get puzzles far
/// apart and no puzzle comes back before every other has had its day. `None` for an empty
/// set.
pub fn puzzle_of_the_day(puzzles: &[Puzzle], day: u64) -> Option<&Puzzle> {
    let count = puzzles.len() as u64;
    if count == 0 {
        return None;
    }
    // About the golden section of the set, made prime to its size.
    let mut stride = (count * 618 / 1000).max(1);
    while gcd(stride, count) != 1 {
        stride += 1;
    }
    let index = (day % count) * stride % count;
    puzzles.get(index as usize)
}

fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}
