//! What the search learns about move order while it runs: two killer moves per ply (quiet
//! moves that refuted something at that ply) and the history heuristic (quiet moves that
//! often refute, by side). Both only order moves; they never change a value.

use std::hash::{Hash, Hasher};

use super::score::MAX_PLY;

/// History slots per side; moves share a slot when their hashes collide, which only blurs
/// the ordering a little.
const HISTORY_SLOTS: usize = 4096;

/// History values are halved when one passes this, so recent experience counts most.
const HISTORY_LIMIT: i32 = 1 << 20;

/// The ordering key classes, highest searched first.
pub(super) const TABLE_MOVE_KEY: i64 = i64::MAX;
const NOISY_BASE: i64 = 3 << 40;
const KILLER_BASE: i64 = 2 << 40;

/// Killer moves and history for one search.
#[derive(Clone, Debug)]
pub(super) struct Ordering<M> {
    killers: Vec<[Option<M>; 2]>,
    /// By side (0 = the side to move at the root), by move slot.
    history: Vec<i32>,
}

impl<M: Copy + Eq + Hash> Ordering<M> {
    pub fn new() -> Ordering<M> {
        Ordering {
            killers: vec![[None, None]; MAX_PLY + 1],
            history: vec![0; 2 * HISTORY_SLOTS],
        }
    }

    /// Forgets the killers and weakens the history, for a search from a new root.
    pub fn age(&mut self) {
        for killers in &mut self.killers {
            *killers = [None, None];
        }
        for value in &mut self.history {
            *value /= 8;
        }
    }

    fn slot(ply: usize, mv: &M) -> usize {
        let mut hasher = SlotHasher(0xCBF2_9CE4_8422_2325);
        mv.hash(&mut hasher);
        (ply & 1) * HISTORY_SLOTS + (hasher.finish() as usize & (HISTORY_SLOTS - 1))
    }

    /// The ordering key of `mv` at `ply` in the main search, given the game's score for it.
    pub fn key(&self, ply: usize, mv: &M, order_score: i32) -> i64 {
        if order_score > 0 {
            return NOISY_BASE + order_score as i64;
        }
        if let Some(index) = self.killers[ply.min(MAX_PLY)]
            .iter()
            .position(|k| k.as_ref() == Some(mv))
        {
            return KILLER_BASE - index as i64;
        }
        self.history[Self::slot(ply, mv)] as i64 + order_score as i64
    }

    /// A quiet move refuted the opponent's last move at `ply`, with `depth` plies left.
    pub fn refuted(&mut self, ply: usize, mv: M, depth: i32) {
        let killers = &mut self.killers[ply.min(MAX_PLY)];
        if killers[0] != Some(mv) {
            killers[1] = killers[0];
            killers[0] = Some(mv);
        }
        let slot = Self::slot(ply, &mv);
        self.history[slot] += depth * depth;
        if self.history[slot] > HISTORY_LIMIT {
            let side = slot - slot % HISTORY_SLOTS;
            for value in &mut self.history[side..side + HISTORY_SLOTS] {
                *value /= 2;
            }
        }
    }
}

/// A quick hasher for moves, to pick their history slot: each value the move's `Hash` writes
/// is mixed in whole (moves are a few small integers), then the result is mixed once more.
struct SlotHasher(u64);

impl SlotHasher {
    fn mix_in(&mut self, value: u64) {
        self.0 = (self.0 ^ value)
            .wrapping_mul(0x9E37_79B9_7F4A_7C15)
            .rotate_left(29);
    }
}

impl Hasher for SlotHasher {
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut word = [0u8; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            self.mix_in(u64::from_le_bytes(word));
        }
    }

    fn write_u8(&mut self, value: u8) {
        self.mix_in(value as u64);
    }

    fn write_u16(&mut self, value: u16) {
        self.mix_in(value as u64);
    }

    fn write_u32(&mut self, value: u32) {
        self.mix_in(value as u64);
    }

    fn write_u64(&mut self, value: u64) {
        self.mix_in(value);
    }

    fn write_usize(&mut self, value: usize) {
        self.mix_in(value as u64);
    }

    fn finish(&self) -> u64 {
        let z = (self.0 ^ (self.0 >> 31)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z ^ (z >> 32)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn captures_come_before_killers_and_killers_before_quiet_moves() {
        let mut ordering: Ordering<u16> = Ordering::new();
        ordering.refuted(3, 7, 4);
        ordering.refuted(3, 9, 2);
        let capture = ordering.key(3, &5, 300);
        let first_killer = ordering.key(3, &9, 0);
        let second_killer = ordering.key(3, &7, 0);
        let quiet = ordering.key(3, &11, 0);
        assert!(capture > first_killer);
        assert!(first_killer > second_killer);
        assert!(second_killer > quiet);
        // Killers belong to their ply; the history they earned counts for that side.
        assert!(ordering.key(5, &7, 0) > ordering.key(5, &11, 0));
        assert_eq!(ordering.key(4, &7, 0), ordering.key(4, &11, 0));
        ordering.age();
        assert!(ordering.key(3, &9, 0) < KILLER_BASE - 2);
    }
}
