//! Stones on a board, kept as groups with their liberties, and the resolution of an arrival.
//!
//! Groups are maintained incrementally: every stone knows its group's representative point, and
//! each representative holds the group's stones and liberties as bitboards, and its size. A
//! placement touches at most four groups: the groups it joins are gathered in one pass and keep
//! the representative of the largest, so only the smaller ones are relabelled. A reversal flips
//! a whole group with two word-wise XORs and merges it with the groups around it the same way,
//! so playouts never flood-fill the board.

use super::bits::Bits;
use super::colour::Colour;
use super::topology::{MAX_POINTS, Point, Topology};

/// A group's stones and liberties, stored at its representative point. Aligned so that a
/// group never straddles two cache lines.
#[derive(Clone, Copy, Default, Debug)]
#[repr(align(64))]
struct Group {
    stones: Bits,
    liberties: Bits,
}

/// What an arriving stone (placed or moved) did to the board.
#[derive(Clone, Copy, Default, PartialEq, Eq, Debug)]
pub struct Arrival {
    /// Opponent stones reversed to the arriving colour (docs/rules.md, "Capture by reversal", step 1).
    pub captured: Bits,
    /// Stones of the arriving colour reversed to the opponent afterwards: the second reversal,
    /// or a suicide (step 2).
    pub reversed_back: Bits,
    /// Sites (bit `i` = site `i`) that became rosettes or lotuses.
    pub rosettes_formed: u64,
}

/// The stones on a board, grouped.
#[derive(Clone)]
pub struct Board {
    topology: &'static Topology,
    stones: [Bits; 2],
    /// The representative point of the group of each occupied point.
    group_of: [u8; MAX_POINTS],
    /// Groups, valid at representative points only.
    groups: [Group; MAX_POINTS],
    /// The number of stones of each group, valid at representative points only (kept so that
    /// merging never counts bits).
    sizes: [u8; MAX_POINTS],
    /// Sites whose six points hold stones of one colour (bit `i` = site `i`).
    formed_sites: u64,
    /// Union of the points of the formed sites.
    rosette_points: Bits,
}

impl PartialEq for Board {
    /// Boards are equal when the same stones stand on the same board; the group bookkeeping is
    /// a function of that.
    fn eq(&self, other: &Board) -> bool {
        std::ptr::eq(self.topology, other.topology) && self.stones == other.stones
    }
}

impl Eq for Board {}

impl std::fmt::Debug for Board {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Board")
            .field("variant", &self.topology.variant())
            .field("black", &self.stones[0])
            .field("white", &self.stones[1])
            .finish()
    }
}

impl Board {
    /// An empty board.
    pub fn new(topology: &'static Topology) -> Board {
        Board {
            topology,
            stones: [Bits::EMPTY; 2],
            group_of: [0; MAX_POINTS],
            groups: [Group::default(); MAX_POINTS],
            sizes: [0; MAX_POINTS],
            formed_sites: 0,
            rosette_points: Bits::EMPTY,
        }
    }

    /// A board with the given stones, grouped from scratch. Returns `None` when the sets overlap
    /// or hold points that are not on the board.
    pub fn with_stones(topology: &'static Topology, black: Bits, white: Bits) -> Option<Board> {
        if black.intersects(white) || !(black | white).is_subset(topology.all()) {
            return None;
        }
        let mut board = Board::new(topology);
        board.stones = [black, white];
        board.regroup(black | white);
        board.recount_sites();
        Some(board)
    }

    /// The board's topology.
    #[inline]
    pub fn topology(&self) -> &'static Topology {
        self.topology
    }

    /// The stones of `colour`.
    #[inline]
    pub fn stones(&self, colour: Colour) -> Bits {
        self.stones[colour.index()]
    }

    /// Every stone on the board.
    #[inline]
    pub fn occupied(&self) -> Bits {
        self.stones[0] | self.stones[1]
    }

    /// The vacant points.
    #[inline]
    pub fn empty(&self) -> Bits {
        self.topology.all() & !self.occupied()
    }

    /// The colour of the stone on `point`, if any.
    #[inline]
    pub fn colour_at(&self, point: Point) -> Option<Colour> {
        if self.stones[0].contains(point) {
            Some(Colour::Black)
        } else if self.stones[1].contains(point) {
            Some(Colour::White)
        } else {
            None
        }
    }

    /// The stones of the group on `point` (empty when the point is vacant).
    #[inline]
    pub fn group(&self, point: Point) -> Bits {
        if self.occupied().contains(point) {
            self.groups[self.rep(point)].stones
        } else {
            Bits::EMPTY
        }
    }

    /// The liberties of the group on `point` (empty when the point is vacant).
    #[inline]
    pub fn liberties(&self, point: Point) -> Bits {
        if self.occupied().contains(point) {
            self.groups[self.rep(point)].liberties
        } else {
            Bits::EMPTY
        }
    }

    /// Whether the group on `point` contains a whole rosette (lotus) site.
    #[inline]
    pub fn has_rosette(&self, point: Point) -> bool {
        self.group(point).intersects(self.rosette_points)
    }

    /// Sites that currently hold six stones of one colour (bit `i` = site `i`).
    #[inline]
    pub fn formed_sites(&self) -> u64 {
        self.formed_sites
    }

    #[inline]
    fn rep(&self, point: Point) -> usize {
        self.group_of[point.index()] as usize
    }

    /// Puts a stone of `colour` on the vacant `point` and resolves its arrival: opponent groups
    /// left without a liberty and without a rosette are reversed, then the arriving group is
    /// reversed if it is left without a liberty and without a rosette.
    #[inline]
    pub fn place(&mut self, point: Point, colour: Colour) -> Arrival {
        debug_assert!(self.empty().contains(point));
        let topology = self.topology;
        let (me, them) = (colour.index(), colour.opponent().index());
        let p = point.index();
        let single = Bits::single(point);
        let (mine, theirs) = (self.stones[me], self.stones[them]);
        // The arriving group: the stone, its vacant neighbours and every friendly group it
        // touches (a group touched twice is simply added twice), written once. It keeps the
        // representative of the largest group it joins: only the others are relabelled.
        let mut stones = single;
        let mut liberties = topology.neighbour_mask(point) & !(mine | theirs);
        let mut rep = p;
        let mut largest = 0;
        // Opponent groups lose the liberty. Every capture is decided before any is made:
        // reversing one opponent group never changes another's (nor do the sites this stone
        // forms, which hold none of the opponent's stones).
        let mut doomed = [0usize; 4];
        let mut doomed_count = 0;
        for &n in topology.neighbours(point) {
            if mine.contains(n) {
                let r = self.rep(n);
                let group = &self.groups[r];
                stones |= group.stones;
                liberties |= group.liberties;
                if self.sizes[r] > largest {
                    (rep, largest) = (r, self.sizes[r]);
                }
            } else if theirs.contains(n) {
                let r = self.rep(n);
                let group = &mut self.groups[r];
                group.liberties.remove(point);
                if group.liberties.is_empty()
                    && !group.stones.intersects(self.rosette_points)
                    && !doomed[..doomed_count].contains(&r)
                {
                    doomed[doomed_count] = r;
                    doomed_count += 1;
                }
            }
        }
        liberties &= !single;
        self.stones[me] = mine | single;
        self.group_of[p] = rep as u8;
        let mut size = largest + 1;
        if rep != p {
            // Joining two or more groups relabels all but the largest.
            let others = stones & !self.groups[rep].stones & !single;
            if !others.is_empty() {
                size += self.relabel(others, rep);
            }
        }
        self.groups[rep] = Group { stones, liberties };
        self.sizes[rep] = size;
        let mut arrival = Arrival {
            rosettes_formed: self.form_sites(topology.sites_of(point), me),
            ..Arrival::default()
        };
        if doomed_count == 0 {
            // Nothing captured: the arriving group is the one just written.
            if liberties.is_empty() && !stones.intersects(self.rosette_points) {
                arrival.reversed_back = stones;
                arrival.rosettes_formed |= self.flip(rep, colour.opponent());
            }
            return arrival;
        }
        for &r in &doomed[..doomed_count] {
            arrival.captured |= self.groups[r].stones;
            arrival.rosettes_formed |= self.flip(r, colour);
        }
        let rep = self.rep(point);
        let own = self.groups[rep];
        if own.liberties.is_empty() && !own.stones.intersects(self.rosette_points) {
            arrival.reversed_back = own.stones;
            arrival.rosettes_formed |= self.flip(rep, colour.opponent());
        }
        arrival
    }

    /// Takes the stone off `point` (the start of a movement). Its group may split; the groups
    /// around gain a liberty.
    pub fn vacate(&mut self, point: Point) {
        let Some(colour) = self.colour_at(point) else {
            return;
        };
        let rest = self.group(point) & !Bits::single(point);
        self.stones[colour.index()].remove(point);
        self.regroup(rest);
        for &n in self.topology.neighbours(point) {
            if self.stones[colour.opponent().index()].contains(n) {
                let r = self.rep(n);
                self.groups[r].liberties.insert(point);
            }
        }
        if self.rosette_points.contains(point) {
            self.recount_sites();
        }
    }

    /// Points the stones of `stones` at the representative `rep`; returns how many there were.
    #[inline]
    fn relabel(&mut self, stones: Bits, rep: usize) -> u8 {
        stones.iter().fold(0, |count, s| {
            self.group_of[s.index()] = rep as u8;
            count + 1
        })
    }

    /// Turns the group with representative `rep` to `to` and merges it with its new friends.
    /// Returns the sites it formed.
    fn flip(&mut self, rep: usize, to: Colour) -> u64 {
        let flipped = self.groups[rep];
        self.stones[0] ^= flipped.stones;
        self.stones[1] ^= flipped.stones;
        let topology = self.topology;
        let (around, sites) = flipped
            .stones
            .iter()
            .fold((Bits::EMPTY, 0), |(around, sites), s| {
                (
                    around | topology.neighbour_mask(s),
                    sites | topology.sites_of(s),
                )
            });
        // The merged group keeps the representative of its largest part.
        let mut friends = around & self.stones[to.index()] & !flipped.stones;
        let mut merged = flipped;
        let (mut big, mut largest) = (rep, self.sizes[rep]);
        while let Some(f) = friends.first() {
            let r = self.rep(f);
            let group = self.groups[r];
            friends &= !group.stones;
            merged.stones |= group.stones;
            merged.liberties |= group.liberties;
            if self.sizes[r] > largest {
                (big, largest) = (r, self.sizes[r]);
            }
        }
        if merged.stones != flipped.stones {
            let added = self.relabel(merged.stones & !self.groups[big].stones, big);
            self.groups[big] = merged;
            self.sizes[big] = largest + added;
        }
        // A site not yet formed that holds a reversed stone can only form in `to`.
        self.form_sites(sites, to.index())
    }

    /// Checks the candidate sites and records those that now hold six stones of colour index
    /// `colour`.
    #[inline]
    fn form_sites(&mut self, candidates: u64, colour: usize) -> u64 {
        let mut formed = 0;
        let mut pending = candidates & !self.formed_sites;
        while pending != 0 {
            let i = pending.trailing_zeros() as usize;
            pending &= pending - 1;
            let mask = self.topology.sites()[i].mask;
            if mask.is_subset(self.stones[colour]) {
                formed |= 1 << i;
                self.rosette_points |= mask;
            }
        }
        self.formed_sites |= formed;
        formed
    }

    /// Recomputes which sites are formed, from scratch.
    fn recount_sites(&mut self) {
        self.formed_sites = 0;
        self.rosette_points = Bits::EMPTY;
        let all = (1u64 << self.topology.sites().len()) - 1;
        self.form_sites(all, 0);
        self.form_sites(all, 1);
    }

    /// Rebuilds the groups of the stones in `points` from scratch.
    fn regroup(&mut self, mut points: Bits) {
        let empty = self.empty();
        while let Some(seed) = points.first() {
            let Some(colour) = self.colour_at(seed) else {
                points.remove(seed);
                continue;
            };
            let stones = self.topology.flood(seed, self.stones[colour.index()]);
            self.sizes[seed.index()] = self.relabel(stones, seed.index());
            self.groups[seed.index()] = Group {
                stones,
                liberties: self.topology.neighbours_of_set(stones) & empty,
            };
            points &= !stones;
        }
    }

    /// Whether the incremental bookkeeping agrees with a board grouped from scratch.
    pub fn is_consistent(&self) -> bool {
        let Some(fresh) = Board::with_stones(self.topology, self.stones[0], self.stones[1]) else {
            return false;
        };
        fresh.formed_sites == self.formed_sites
            && fresh.rosette_points == self.rosette_points
            && self.occupied().iter().all(|p| {
                let (mine, theirs) = (&self.groups[self.rep(p)], &fresh.groups[fresh.rep(p)]);
                mine.stones == theirs.stones
                    && mine.liberties == theirs.liberties
                    && usize::from(self.sizes[self.rep(p)]) == mine.stones.len()
            })
    }

    /// Whether both boards hold identical bookkeeping, bit for bit (unlike `==`, which compares
    /// stones only).
    pub fn identical(&self, other: &Board) -> bool {
        std::ptr::eq(self.topology, other.topology)
            && self.stones == other.stones
            && self.group_of == other.group_of
            && self.sizes == other.sizes
            && self.formed_sites == other.formed_sites
            && self.rosette_points == other.rosette_points
            && self
                .groups
                .iter()
                .zip(&other.groups)
                .all(|(a, b)| a.stones == b.stones && a.liberties == b.liberties)
    }
}
