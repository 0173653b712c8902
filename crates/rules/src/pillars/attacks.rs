//! Where each kind of piece attacks from a square: leaper tables and sliding rays, built at
//! compile time, and the attacks of every kind on an occupied board.

use super::bitboard::Bitboard;
use super::colour::Colour;
use super::piece::Role;
use super::square::{BOARD_SIZE, SQUARE_COUNT, Square};

/// The eight line directions as (files, ranks): the four up the board first (their rays go
/// to higher square numbers), then the four down.
const DIRECTIONS: [(i8, i8); 8] = [
    (0, 1),
    (1, 0),
    (1, 1),
    (-1, 1),
    (0, -1),
    (-1, 0),
    (-1, -1),
    (1, -1),
];

/// The orthogonal directions' indices in [`DIRECTIONS`].
pub(crate) const ORTHOGONAL: [usize; 4] = [0, 1, 4, 5];
/// The diagonal directions' indices.
pub(crate) const DIAGONAL: [usize; 4] = [2, 3, 6, 7];

const KNIGHT_JUMPS: [(i8, i8); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];

const fn offset(index: usize, files: i8, ranks: i8) -> Option<usize> {
    let file = (index % BOARD_SIZE as usize) as i8 + files;
    let rank = (index / BOARD_SIZE as usize) as i8 + ranks;
    if file < 0 || rank < 0 || file >= BOARD_SIZE as i8 || rank >= BOARD_SIZE as i8 {
        None
    } else {
        Some(rank as usize * BOARD_SIZE as usize + file as usize)
    }
}

const fn leaper_table(jumps: &[(i8, i8)]) -> [u128; SQUARE_COUNT] {
    let mut table = [0u128; SQUARE_COUNT];
    let mut square = 0;
    while square < SQUARE_COUNT {
        let mut j = 0;
        while j < jumps.len() {
            if let Some(to) = offset(square, jumps[j].0, jumps[j].1) {
                table[square] |= 1u128 << to;
            }
            j += 1;
        }
        square += 1;
    }
    table
}

const fn ray_table() -> [[u128; SQUARE_COUNT]; 8] {
    let mut table = [[0u128; SQUARE_COUNT]; 8];
    let mut d = 0;
    while d < 8 {
        let mut square = 0;
        while square < SQUARE_COUNT {
            let mut at = square;
            while let Some(next) = offset(at, DIRECTIONS[d].0, DIRECTIONS[d].1) {
                table[d][square] |= 1u128 << next;
                at = next;
            }
            square += 1;
        }
        d += 1;
    }
    table
}

const fn within_table(distance: i8) -> [u128; SQUARE_COUNT] {
    let mut table = [0u128; SQUARE_COUNT];
    let mut square = 0;
    while square < SQUARE_COUNT {
        let mut files = -distance;
        while files <= distance {
            let mut ranks = -distance;
            while ranks <= distance {
                if (files != 0 || ranks != 0)
                    && let Some(to) = offset(square, files, ranks)
                {
                    table[square] |= 1u128 << to;
                }
                ranks += 1;
            }
            files += 1;
        }
        square += 1;
    }
    table
}

const fn sword_table(forward: i8) -> [u128; SQUARE_COUNT] {
    leaper_table(&[(-1, forward), (1, forward)])
}

static KNIGHT: [u128; SQUARE_COUNT] = leaper_table(&KNIGHT_JUMPS);
static KING: [u128; SQUARE_COUNT] = within_table(1);
static MEDUSA_REACH: [u128; SQUARE_COUNT] = within_table(3);
static RAYS: [[u128; SQUARE_COUNT]; 8] = ray_table();
static SWORD: [[u128; SQUARE_COUNT]; 2] = [sword_table(1), sword_table(-1)];

/// The squares a knight leap reaches from `square`.
#[inline]
pub fn knight(square: Square) -> Bitboard {
    Bitboard(KNIGHT[square.index()])
}

/// The (up to 8) squares next to `square`: a King's moves, and where a Medusa's gaze falls.
#[inline]
pub fn king(square: Square) -> Bitboard {
    Bitboard(KING[square.index()])
}

/// The squares at most three King steps from `square`: how far a Medusa goes.
#[inline]
pub fn medusa_reach(square: Square) -> Bitboard {
    Bitboard(MEDUSA_REACH[square.index()])
}

/// The squares a Sword of `colour` on `square` captures on (diagonally forward).
#[inline]
pub fn sword(colour: Colour, square: Square) -> Bitboard {
    Bitboard(SWORD[colour.index()][square.index()])
}

/// Every square from `square` in direction `direction` (an index into the directions) to the
/// board's edge.
#[inline]
pub fn ray(direction: usize, square: Square) -> Bitboard {
    Bitboard(RAYS[direction][square.index()])
}

/// The squares a slider on `square` reaches in `direction` on the board `occupied`: up to and
/// including the first occupied square.
#[inline]
pub fn ray_attacks(direction: usize, square: Square, occupied: Bitboard) -> Bitboard {
    let ray = RAYS[direction][square.index()];
    let blockers = ray & occupied.0;
    if blockers == 0 {
        return Bitboard(ray);
    }
    // The first four directions go to higher numbers: their nearest blocker is the lowest bit.
    let nearest = if direction < 4 {
        blockers.trailing_zeros()
    } else {
        127 - blockers.leading_zeros()
    };
    Bitboard(ray ^ RAYS[direction][nearest as usize])
}

/// A rook's attacks.
#[inline]
pub fn rook(square: Square, occupied: Bitboard) -> Bitboard {
    ray_attacks(0, square, occupied)
        | ray_attacks(1, square, occupied)
        | ray_attacks(4, square, occupied)
        | ray_attacks(5, square, occupied)
}

/// A bishop's attacks.
#[inline]
pub fn bishop(square: Square, occupied: Bitboard) -> Bitboard {
    ray_attacks(2, square, occupied)
        | ray_attacks(3, square, occupied)
        | ray_attacks(6, square, occupied)
        | ray_attacks(7, square, occupied)
}

/// A queen's attacks.
#[inline]
pub fn queen(square: Square, occupied: Bitboard) -> Bitboard {
    rook(square, occupied) | bishop(square, occupied)
}

/// A Medusa's attacks: a queen's, at most three squares away.
#[inline]
pub fn medusa(square: Square, occupied: Bitboard) -> Bitboard {
    queen(square, occupied) & medusa_reach(square)
}

/// The squares a piece of kind `role` and side `colour` on `square` attacks (for a Sword, its
/// two diagonal capture squares, not its steps).
#[inline]
pub fn attacks(role: Role, colour: Colour, square: Square, occupied: Bitboard) -> Bitboard {
    match role {
        Role::Sword => sword(colour, square),
        Role::Tower => rook(square, occupied),
        Role::Horse => knight(square),
        Role::Advisor => bishop(square, occupied),
        Role::MountedAdvisor => bishop(square, occupied) | knight(square),
        Role::Queen => queen(square, occupied),
        Role::King => king(square),
        Role::Serpent => queen(square, occupied) | knight(square),
        Role::Pillar => rook(square, occupied) | knight(square),
        Role::Medusa => medusa(square, occupied),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(name: &str) -> Square {
        Square::parse(name).unwrap()
    }

    #[test]
    fn leapers_from_a_corner_and_the_centre() {
        assert_eq!(knight(sq("a1")).count(), 2);
        assert_eq!(knight(sq("f6")).count(), 8);
        assert_eq!(king(sq("a1")).count(), 3);
        assert_eq!(king(sq("k6")).count(), 5);
        assert_eq!(medusa_reach(sq("f6")).count(), 48);
    }

    #[test]
    fn sliders_stop_at_the_first_piece() {
        let occupied = Bitboard::from_square(sq("f9")).with(sq("c3"));
        let tower = rook(sq("f6"), occupied);
        assert!(tower.contains(sq("f9")));
        assert!(!tower.contains(sq("f10")));
        assert_eq!(tower.count(), 3 + 5 + 5 + 5);
        let advisor = bishop(sq("f6"), occupied);
        assert!(advisor.contains(sq("c3")) && !advisor.contains(sq("b2")));
        let her = medusa(sq("f6"), occupied);
        assert!(her.contains(sq("f9")) && her.contains(sq("c3")) && !her.contains(sq("f2")));
        assert_eq!(her.count(), 24);
    }

    #[test]
    fn swords_capture_diagonally_forward() {
        let white = sword(Colour::White, sq("a2"));
        assert_eq!(white.squares().collect::<Vec<_>>(), vec![sq("b3")]);
        let black = sword(Colour::Black, sq("e9"));
        assert_eq!(
            black.squares().collect::<Vec<_>>(),
            vec![sq("d8"), sq("f8")]
        );
    }
}
