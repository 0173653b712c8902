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
