//! The transposition table: a fixed number of entries in buckets of two, one kept for the
//! deepest result and one always replaced, so deep results survive and fresh ones get in.
//! The entries are kept in chunks, each made when a result is first stored in it: a large
//! table takes memory as the search fills it, not when it is made (a short search with a
//! 4 GiB table touches a few chunks).

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

    const EMPTY: Entry<M> = Entry {
        key: 0,
        mv: None,
        score: 0,
        depth: Entry::<M>::EMPTY_DEPTH,
        bound: Bound::Upper,
        generation: 0,
    };
}

/// The entries of a chunk (a power of two, so buckets of two never straddle chunks).
const CHUNK_ENTRIES: usize = 1 << 12;

/// A fixed-size table of search results, addressed by the position's hash.
#[derive(Clone, Debug)]
pub(super) struct Table<M> {
    /// The entries, a chunk at a time; `None` until something is stored in it.
    chunks: Vec<Option<Box<[Entry<M>]>>>,
    /// Entries per chunk, a power of two, and its logarithm.
    chunk_len: usize,
    chunk_shift: u32,
    /// The number of entries less one, a power of two minus one.
    mask: usize,
    generation: u8,
}

impl<M: Copy + Eq> Table<M> {
    /// A table of about `mib` MiB (at least one bucket, at most 4 GiB). Only its list of
    /// chunks is made now.
    pub fn new(mib: u32) -> Table<M> {
        let bytes = (mib.min(4096) as usize).saturating_mul(1 << 20);
        let fit = (bytes / std::mem::size_of::<Entry<M>>()).max(2);
        // The largest power of two that fits.
        let len = 1usize << (usize::BITS - 1 - fit.leading_zeros());
        let chunk_len = len.min(CHUNK_ENTRIES);
        Table {
            chunks: vec![None; len / chunk_len],
            chunk_len,
            chunk_shift: chunk_len.trailing_zeros(),
            mask: len - 1,
            generation: 0,
        }
    }

    /// The memory the entries stored so far take, in bytes.
    pub fn bytes(&self) -> usize {
        let made = self.chunks.iter().filter(|chunk| chunk.is_some()).count();
        made * self.chunk_len * std::mem::size_of::<Entry<M>>()
    }

    /// A new search starts: entries of earlier searches give way first.
    pub fn next_generation(&mut self) {
        self.generation = self.generation.wrapping_add(1);
    }

    /// The chunk and the first entry within it of the bucket for `hash`.
    fn bucket(&self, hash: u64) -> (usize, usize) {
        let first = (hash as usize) & self.mask & !1;
        (first >> self.chunk_shift, first & (self.chunk_len - 1))
    }

    /// The entry stored for `hash`, if any.
    pub fn probe(&self, hash: u64) -> Option<&Entry<M>> {
        let (chunk, first) = self.bucket(hash);
        self.chunks[chunk].as_deref()?[first..first + 2]
            .iter()
            .find(|e| e.key == hash && e.depth != Entry::<M>::EMPTY_DEPTH)
    }

    /// Stores a result. The bucket's first slot keeps the deepest result of the current search
    /// (and takes anything over an older search's); the second takes whatever the first does
    /// not. A result for a position already stored replaces it, keeping its move when the new
    /// one has none.
    pub fn store(&mut self, hash: u64, depth: i32, score: i32, bound: Bound, mv: Option<M>) {
        let (chunk, first) = self.bucket(hash);
        let chunk_len = self.chunk_len;
        let entries = self.chunks[chunk]
            .get_or_insert_with(|| vec![Entry::EMPTY; chunk_len].into_boxed_slice());
        let depth = depth.clamp(0, i16::MAX as i32) as i16;
        let generation = self.generation;
        let slot = if let Some(i) = (first..first + 2).find(|&i| entries[i].key == hash) {
            i
        } else {
            let deep = &entries[first];
            if deep.depth == Entry::<M>::EMPTY_DEPTH
                || deep.generation != generation
                || depth >= deep.depth
            {
                // The deep slot's old entry moves to the other slot rather than vanish.
                entries[first + 1] = entries[first];
                first
            } else {
                first + 1
            }
        };
        let old = entries[slot];
        let mv = if mv.is_none() && old.key == hash {
            old.mv
        } else {
            mv
        };
        entries[slot] = Entry {
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
        assert_eq!((table.chunks.len(), table.chunk_len), (1, 2));
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

    #[test]
    fn chunks_are_made_as_results_are_stored() {
        let mut table: Table<u8> = Table::new(64);
        assert_eq!(table.bytes(), 0);
        assert!(table.probe(3).is_none());
        table.store(3, 1, 10, Bound::Exact, None);
        let chunk = CHUNK_ENTRIES * std::mem::size_of::<Entry<u8>>();
        assert_eq!(table.bytes(), chunk);
        // The same chunk again; then one far away.
        table.store(5, 1, 11, Bound::Exact, None);
        table.store(1 << 40 | 7 << 20, 1, 12, Bound::Exact, None);
        assert_eq!(table.bytes(), 2 * chunk);
        assert_eq!(table.probe(3).map(|e| e.score), Some(10));
        assert_eq!(table.probe(1 << 40 | 7 << 20).map(|e| e.score), Some(12));
    }
}
