//! The search's random numbers: `rand`'s `SmallRng` (xoshiro), always seeded explicitly, so a
//! search with a given seed and a playout budget makes the same decision every time and never
//! touches the operating system's randomness (which the browser build may not have).

use rand::rngs::SmallRng;
use rand::{Rng as _, SeedableRng};

/// A seeded fast generator with the few draws the search needs.
#[derive(Clone, Debug)]
pub struct Rng(SmallRng);

impl Rng {
    /// A generator seeded with `seed`.
    pub fn new(seed: u64) -> Rng {
        Rng(SmallRng::seed_from_u64(seed))
    }

    /// A uniform number in `0..n` (`n` > 0), by the multiply-shift method: no division, and a
    /// bias of at most n / 2^32, which is nothing for board-sized `n`.
    #[inline]
    pub fn below(&mut self, n: usize) -> usize {
        debug_assert!(n > 0 && n <= u32::MAX as usize);
        (((self.0.next_u64() >> 32) * n as u64) >> 32) as usize
    }

    /// True with probability 1 / `n`.
    #[inline]
    pub fn one_in(&mut self, n: usize) -> bool {
        self.below(n) == 0
    }

    /// A fresh 64-bit value (to seed another generator).
    pub fn next_u64(&mut self) -> u64 {
        self.0.next_u64()
    }
}

/// A seed for engine `engine` (0 or 1) in game `index` (from 0) of a match seeded with `seed`
/// (SplitMix64 of the three), so that every game and side of a match plays its own way and a
/// match repeats for its seed.
pub fn match_seed(seed: u64, index: u32, engine: usize) -> u64 {
    let mut z = seed
        .wrapping_add((index as u64) << 1 | engine as u64)
        .wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The seed of the random opening of game `index` (from 0) in a match seeded with `seed`: the
/// same for the two games of a pair (1 and 2, 3 and 4, ...) when colours `alternate`, so that
/// each engine plays each opening once with each colour.
pub fn opening_seed(seed: u64, index: u32, alternate: bool) -> u64 {
    /// Keeps the openings' seeds apart from the engines' ("OPENINGS").
    const OPENINGS: u64 = 0x4F50_454E_494E_4753;
    let game = if alternate { index / 2 } else { index };
    match_seed(seed ^ OPENINGS, game, 0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pair_of_games_shares_its_opening_when_colours_alternate() {
        assert_eq!(opening_seed(7, 0, true), opening_seed(7, 1, true));
        assert_eq!(opening_seed(7, 2, true), opening_seed(7, 3, true));
        assert_ne!(opening_seed(7, 1, true), opening_seed(7, 2, true));
        assert_ne!(opening_seed(7, 0, false), opening_seed(7, 1, false));
        assert_ne!(opening_seed(7, 0, true), opening_seed(8, 0, true));
        // Apart from the engines' seeds of the same games.
        for index in 0..4 {
            for engine in 0..2 {
                assert_ne!(opening_seed(7, index, false), match_seed(7, index, engine));
            }
        }
    }
}
