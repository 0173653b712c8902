//! The transposition table: a fixed number of entries in buckets of two, one kept for the
//! deepest result and one always replaced, so deep results survive and fresh ones get in.

/// What a stored score says about the position's true value.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Bound {
    /// The value itself.
    Exact,
    /// At least this (the search failed high: a move was good enough to stop looking).
    Lower,
    /// At most this (every move failed low).
    Upper,
}

/// One stored search result.
#[derive(Clone, Copy, Debug)]
pub(super) struct Entry<M> {
    /// The position's full hash (0 with `depth` below 0 marks an empty slot).
    key: u64,
    pub mv: Option<M>,
    /// As [`to_table`](super::score::to_table) keeps it.
    pub score: i32,
    pub depth: i16,
    pub bound: Bound,
    /// The search (the table's generation) that stored it.
    generation: u8,
}

impl<M> Entry<M> {
    const EMPTY_DEPTH: i16 = -1;
}

/// A fixed-size table of search results, addressed by the position's hash.
#[derive(Clone, Debug)]
pub(super) struct Table<M> {
    entries: Vec<Entry<M>>,
    /// `entries.len() - 1`, a power of two minus one.
    mask: usize,
    generation: u8,
}

impl<M: Copy + Eq> Table<M> {
    /// A table of about `mib` MiB (at least one bucket, at most 4 GiB).
    pub fn new(mib: u32) -> Table<M> {
        let bytes = (mib.min(4096) as usize).saturating_mul(1 << 20);
        let fit = (bytes / std::mem::size_of::<Entry<M>>()).max(2);
        // The largest power of two that fits.
        let len = 1usize << (usize::BITS - 1 - fit.leading_zeros());
        Table {
            entries: vec![
                Entry {
                    key: 0,
                    mv: None,
                    score: 0,
                    depth: Entry::<M>::EMPTY_DEPTH,
                    bound: Bound::Upper,
                    generation: 0,
                };
                len
            ],
            mask: len - 1,
            generation: 0,
        }
    }

    /// A new search starts: entries of earlier searches give way first.
    pub fn next_generation(&mut self) {
        self.generation = self.generation.wrapping_add(1);
    }

    fn bucket(&self, hash: u64) -> usize {
        (hash as usize) & self.mask & !1
    }

    /// The entry stored for `hash`, if any.
    pub fn probe(&self, hash: u64) -> Option<&Entry<M>> {
        let first = self.bucket(hash);
        self.entries[first..first + 2]
            .iter()
            .find(|e| e.key == hash && e.depth != Entry::<M>::EMPTY_DEPTH)
    }

    /// Stores a result. The bucket's first slot keeps the deepest result of the current search
    /// (and takes anything over an older search's); the second takes whatever the first does
    /// not. A result for a position already stored replaces it, keeping its move when the new
    /// one has none.
    pub fn store(&mut self, hash: u64, depth: i32, score: i32, bound: Bound, mv: Option<M>) {
        let first = self.bucket(hash);
        let depth = depth.clamp(0, i16::MAX as i32) as i16;
        let generation = self.generation;
        let slot = if let Some(i) = (first..first + 2).find(|&i| self.entries[i].key == hash) {
            i
        } else {
            let deep = &self.entries[first];
            if deep.depth == Entry::<M>::EMPTY_DEPTH
                || deep.generation != generation
                || depth >= deep.depth
            {
                // The deep slot's old entry moves to the other slot rather than vanish.
                self.entries[first + 1] = self.entries[first];
                first
            } else {
                first + 1
            }
        };
        let old = self.entries[slot];
        let mv = if mv.is_none() && old.key == hash {
            old.mv
        } else {
            mv
        };
        self.entries[slot] = Entry {
            key: hash,
            mv,
            score,
            depth,
            bound,
            generation,
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bucket_keeps_the_deepest_result_and_the_latest() {
        let mut table: Table<u8> = Table::new(0);
        assert_eq!(table.entries.len(), 2);
        table.store(10, 5, 40, Bound::Exact, Some(1));
        table.store(12, 2, 50, Bound::Lower, Some(2));
        // Shallower than the deep slot: goes to the other slot.
        assert_eq!(table.probe(10).map(|e| (e.depth, e.score)), Some((5, 40)));
        assert_eq!(table.probe(12).map(|e| (e.depth, e.mv)), Some((2, Some(2))));
        // Another shallow result replaces the latest one, not the deep one.
        table.store(14, 1, 60, Bound::Upper, None);
        assert!(table.probe(12).is_none());
        assert_eq!(table.probe(10).map(|e| e.score), Some(40));
        // A deeper one takes the deep slot; the old deep one moves aside.
        table.store(16, 7, 70, Bound::Exact, Some(3));
        assert_eq!(table.probe(16).map(|e| e.depth), Some(7));
        assert_eq!(table.probe(10).map(|e| e.depth), Some(5));
        // The same position again: replaced in place, its move kept when none is given.
        table.store(16, 8, 71, Bound::Upper, None);
        assert_eq!(table.probe(16).map(|e| (e.depth, e.mv)), Some((8, Some(3))));
        // The next search's results push out the last search's, however deep.
        table.next_generation();
        table.store(18, 0, 80, Bound::Exact, None);
        assert_eq!(table.probe(18).map(|e| e.score), Some(80));
        assert!(table.probe(16).is_some());
        assert!(table.probe(10).is_none());
    }
}
