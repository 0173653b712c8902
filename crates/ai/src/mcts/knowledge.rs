//! What a placement would do tactically, read off the core's groups and liberties without
//! making it: captures, rescues from atari, rosettes, own eyes and pointless suicides.
//!
//! This is knowledge for choosing moves (the playout policy and the tree's priors), not a rule:
//! it is an estimate that ignores rare combinations (a capture whose own group is then reversed
//! back, liberties a capture would open elsewhere). Whatever is chosen is played through
//! `Position::place`, which alone decides what really happens.

use medusa_rules::medusa::{Bits, Colour, Point, Position};

/// The tactical facts about placing a stone of the player to move on a vacant point.
#[derive(Clone, Copy, Default, PartialEq, Eq, Debug)]
pub struct PlacementFacts {
    /// Opponent stones in groups whose last liberty this is (and that hold no rosette).
    pub captures: u32,
    /// Own stones in atari (one liberty, no rosette) that this placement connects into a group
    /// with at least two liberties.
    pub rescues: u32,
    /// The placement completes a site of six own stones: a rosette (lotus), alive for good.
    pub forms_rosette: bool,
    /// All neighbours are own stones and the group keeps another liberty: filling it only
    /// spends an eye.
    pub own_eye: bool,
    /// The stone would be reversed at once: no liberty, no capture, no rosette.
    pub suicide: bool,
    /// A suicide that still helps: the stone turns into the opponent's colour inside an
    /// opponent group without a rosette, which loses a liberty (how eyes are filled in Medusa).
    pub reduces: bool,
    /// Liberties of the own group after the placement, counting only vacant points (at most 2
    /// is reported exactly; more is reported as 2).
    pub liberties: u8,
}

impl PlacementFacts {
    /// The facts for placing a stone of the player to move on the vacant `point`.
    pub fn of(position: &Position, point: Point) -> PlacementFacts {
        let board = position.board();
        let topology = position.topology();
        let me = position.to_move();
        let (mine, theirs) = (board.stones(me), board.stones(me.opponent()));
        let here = Bits::single(point);
        let neighbours = topology.neighbour_mask(point);
        let mut liberties = neighbours & board.empty();
        let mut facts = PlacementFacts::default();
        let mut seen = Bits::EMPTY;
        let mut atari_stones = 0;
        let mut foe_unprotected = true;
        let mut foe_liberties = Bits::EMPTY;
        for &n in topology.neighbours(point) {
            if seen.contains(n) || !board.occupied().contains(n) {
                continue;
            }
            let group = board.group(n);
            seen |= group;
            let group_liberties = board.liberties(n);
            let in_atari = group_liberties == here && !board.has_rosette(n);
            if mine.contains(n) {
                liberties |= group_liberties;
                if in_atari {
                    atari_stones += group.len() as u32;
                }
            } else {
                if in_atari {
                    facts.captures += group.len() as u32;
                }
                foe_unprotected &= !board.has_rosette(n);
                foe_liberties |= group_liberties;
            }
        }
        liberties &= !here;
        facts.liberties = liberties.len().min(2) as u8;
        facts.forms_rosette = completes_site(position, point, mine);
        if facts.liberties >= 2 {
            facts.rescues = atari_stones;
        }
        let no_liberty = liberties.is_empty();
        facts.own_eye = !no_liberty && neighbours.is_subset(mine);
        facts.suicide = no_liberty && facts.captures == 0 && !facts.forms_rosette;
        facts.reduces = facts.suicide
            && !neighbours.intersects(mine)
            && foe_unprotected
            && !(foe_liberties & !here).is_empty()
            && !completes_site(position, point, theirs);
        facts
    }

    /// Whether a playout should consider placing on the vacant `point` at all (see
    /// [`PlacementFacts::sensible`]). A point with a vacant neighbour is neither an eye nor a
    /// suicide, which settles most points without working out the rest.
    #[inline]
    pub fn sensible_at(position: &Position, point: Point) -> bool {
        let topology = position.topology();
        topology
            .neighbour_mask(point)
            .intersects(position.board().empty())
            || PlacementFacts::of(position, point).sensible()
    }

    /// Whether a playout should consider this placement at all: not the filling of an own eye
    /// (unless it makes a rosette), and no suicide that does not at least fill an opponent eye.
    #[inline]
    pub fn sensible(&self) -> bool {
        (!self.own_eye || self.forms_rosette) && (!self.suicide || self.reduces)
    }
}

/// Whether a stone on `point` would complete a site whose other five points are in `stones`.
pub fn completes_site(position: &Position, point: Point, stones: Bits) -> bool {
    let topology = position.topology();
    let mut sites = topology.sites_of(point);
    while sites != 0 {
        let site = sites.trailing_zeros() as usize;
        sites &= sites - 1;
        if (topology.sites()[site].mask & !Bits::single(point)).is_subset(stones) {
            return true;
        }
    }
    false
}

/// The opponent's group on `point`, if it is in atari (one liberty, no rosette): its liberty.
#[inline]
pub fn capture_point(position: &Position, point: Point, colour: Colour) -> Option<Point> {
    let board = position.board();
    if board.colour_at(point) != Some(colour) || board.has_rosette(point) {
        return None;
    }
    let liberties = board.liberties(point);
    if liberties.len() == 1 {
        liberties.first()
    } else {
        None
    }
}
