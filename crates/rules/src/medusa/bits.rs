//! A set of points as a 256-bit bitboard.
//!
//! Both boards fit: Medusa has 210 cells and Lotus 72 points. Every set operation is a handful
//! of word operations, which is what makes playouts fast.

use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not};

use super::topology::Point;

/// Number of 64-bit words in a [`Bits`].
const WORDS: usize = 4;

/// A set of points, one bit per point index.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Bits(pub(crate) [u64; WORDS]);

impl Bits {
    /// The empty set.
    pub const EMPTY: Bits = Bits([0; WORDS]);

    /// The set of the first `n` points.
    pub fn first_n(n: usize) -> Bits {
        let mut bits = Bits::EMPTY;
        for (i, word) in bits.0.iter_mut().enumerate() {
            let lo = i * 64;
            if n >= lo + 64 {
                *word = u64::MAX;
            } else if n > lo {
                *word = (1u64 << (n - lo)) - 1;
            }
        }
        bits
    }

    /// The set holding just `point`.
    #[inline]
    pub fn single(point: Point) -> Bits {
        let mut bits = Bits::EMPTY;
        bits.insert(point);
        bits
    }

    /// Whether `point` is in the set.
    #[inline]
    pub fn contains(&self, point: Point) -> bool {
        let i = point.index();
        self.0[i >> 6] >> (i & 63) & 1 != 0
    }

    /// Adds `point`.
    #[inline]
    pub fn insert(&mut self, point: Point) {
        let i = point.index();
        self.0[i >> 6] |= 1 << (i & 63);
    }

    /// Removes `point`.
    #[inline]
    pub fn remove(&mut self, point: Point) {
        let i = point.index();
        self.0[i >> 6] &= !(1 << (i & 63));
    }

    /// Whether the set is empty.
    #[inline]
    pub fn is_empty(&self) -> bool {
        (self.0[0] | self.0[1] | self.0[2] | self.0[3]) == 0
    }

    /// Number of points in the set.
    #[inline]
    pub fn len(&self) -> usize {
        self.0.iter().map(|w| w.count_ones() as usize).sum()
    }

    /// Whether the two sets share a point.
    #[inline]
    pub fn intersects(&self, other: Bits) -> bool {
        !(*self & other).is_empty()
    }

    /// Whether every point of `self` is in `other`.
    #[inline]
    pub fn is_subset(&self, other: Bits) -> bool {
        (*self & !other).is_empty()
    }

    /// The lowest point in the set.
    #[inline]
    pub fn first(&self) -> Option<Point> {
        for (i, &word) in self.0.iter().enumerate() {
            if word != 0 {
                return Some(Point::new(i * 64 + word.trailing_zeros() as usize));
            }
        }
        None
    }

    /// The `n`-th lowest point in the set (counting from 0).
    pub fn nth(&self, mut n: usize) -> Option<Point> {
        for (i, &word) in self.0.iter().enumerate() {
            let count = word.count_ones() as usize;
            if n < count {
                let mut w = word;
                for _ in 0..n {
                    w &= w - 1;
                }
                return Some(Point::new(i * 64 + w.trailing_zeros() as usize));
            }
            n -= count;
        }
        None
    }

    /// The points of the set in increasing index order.
    #[inline]
    pub fn iter(&self) -> BitsIter {
        BitsIter {
            words: self.0,
            word: 0,
        }
    }
}

impl std::fmt::Debug for Bits {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_set()
            .entries(self.iter().map(|p| p.index()))
            .finish()
    }
}

impl FromIterator<Point> for Bits {
    fn from_iter<I: IntoIterator<Item = Point>>(iter: I) -> Bits {
        let mut bits = Bits::EMPTY;
        for point in iter {
            bits.insert(point);
        }
        bits
    }
}

impl IntoIterator for Bits {
    type Item = Point;
    type IntoIter = BitsIter;
    fn into_iter(self) -> BitsIter {
        self.iter()
    }
}

/// Iterator over the points of a [`Bits`].
pub struct BitsIter {
    words: [u64; WORDS],
    word: usize,
}

impl Iterator for BitsIter {
    type Item = Point;

    #[inline]
    fn next(&mut self) -> Option<Point> {
        while self.word < WORDS {
            let w = self.words[self.word];
            if w != 0 {
                self.words[self.word] = w & (w - 1);
                return Some(Point::new(self.word * 64 + w.trailing_zeros() as usize));
            }
            self.word += 1;
        }
        None
    }

    /// Visits the points word by word, without the word-scanning state of `next`: what
    /// `for_each`, `fold`, `count` and friends use, and cheaper for small sets.
    #[inline]
    fn fold<B, F: FnMut(B, Point) -> B>(self, init: B, mut f: F) -> B {
        let mut acc = init;
        for (i, &word) in self.words.iter().enumerate().skip(self.word) {
            let mut w = word;
            while w != 0 {
                acc = f(acc, Point::new(i * 64 + w.trailing_zeros() as usize));
                w &= w - 1;
            }
        }
        acc
    }
}

macro_rules! bit_op {
    ($trait:ident, $method:ident, $assign_trait:ident, $assign_method:ident, $op:tt) => {
        impl $trait for Bits {
            type Output = Bits;
            #[inline]
            fn $method(self, rhs: Bits) -> Bits {
                Bits([
                    self.0[0] $op rhs.0[0],
                    self.0[1] $op rhs.0[1],
                    self.0[2] $op rhs.0[2],
                    self.0[3] $op rhs.0[3],
                ])
            }
        }
        impl $assign_trait for Bits {
            #[inline]
            fn $assign_method(&mut self, rhs: Bits) {
                *self = *self $op rhs;
            }
        }
    };
}

bit_op!(BitOr, bitor, BitOrAssign, bitor_assign, |);
bit_op!(BitAnd, bitand, BitAndAssign, bitand_assign, &);
bit_op!(BitXor, bitxor, BitXorAssign, bitxor_assign, ^);

impl Not for Bits {
    type Output = Bits;
    #[inline]
    fn not(self) -> Bits {
        Bits([!self.0[0], !self.0[1], !self.0[2], !self.0[3]])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn set_operations() {
        let a: Bits = [1, 64, 200].into_iter().map(Point::new).collect();
        let b: Bits = [64, 65].into_iter().map(Point::new).collect();
        assert_eq!((a & b).iter().map(|p| p.index()).collect::<Vec<_>>(), [64]);
        assert_eq!((a | b).len(), 4);
        assert_eq!(
            (a ^ b).iter().map(|p| p.index()).collect::<Vec<_>>(),
            [1, 65, 200]
        );
        assert!(Bits::single(Point::new(64)).is_subset(a));
        assert!(!b.is_subset(a));
        assert_eq!(a.first(), Some(Point::new(1)));
        assert_eq!(a.nth(2), Some(Point::new(200)));
        assert_eq!(a.nth(3), None);
        assert_eq!(Bits::first_n(210).len(), 210);
        assert_eq!(Bits::first_n(72).iter().last(), Some(Point::new(71)));
        // Folding after a few steps visits the rest, in order.
        let c: Bits = [3, 63, 64, 130, 255].into_iter().map(Point::new).collect();
        let mut rest = c.iter();
        assert_eq!(rest.nth(2), Some(Point::new(64)));
        assert_eq!(rest.map(|p| p.index()).collect::<Vec<_>>(), [130, 255]);
        let mut rest = c.iter();
        rest.next();
        assert_eq!(
            rest.fold(Vec::new(), |mut v, p| {
                v.push(p.index());
                v
            }),
            [63, 64, 130, 255]
        );
        assert_eq!(c.iter().count(), 5);
    }
}
