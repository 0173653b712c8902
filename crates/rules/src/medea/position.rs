//! A position: where the men and kings stand, where each side's two chakras are, whose turn it
//! is and how many plies have passed without progress; its setup checks and its key for
//! repetitions.

use std::fmt;

use super::colour::{Colour, promotion_rank};
use super::piece::{Piece, Role};
use super::square::Square;
use super::square_set::SquareSet;

/// The plies without a capture or a man move after which the game is drawn.
pub const NO_PROGRESS_LIMIT: u16 = 100;

/// A position of Medea. Small and `Copy`: the search and perft copy it rather than undo.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Position {
    /// Men, by colour index.
    pub(crate) men: [u64; 2],
    /// Kings, by colour index.
    pub(crate) kings: [u64; 2],
    /// Each colour's two chakras, in name order (so equal positions compare equal).
    pub(crate) chakras: [[Square; 2]; 2],
    pub(crate) to_move: Colour,
    /// Plies since the last capture or man move.
    pub(crate) quiet_plies: u16,
}

/// Why a set of pieces and chakras is not a position.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum SetupError {
    /// Two pieces were put on one square.
    PieceTwice(Square),
    /// Two chakras were put on one square.
    ChakrasShareSquare(Square),
    /// A man on the row where it would have been crowned.
    ManOnPromotionRank(Square, Colour),
    /// The no-progress count is beyond the limit at which the game is drawn.
    NoProgressTooLarge(u16),
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::PieceTwice(square) => write!(f, "two pieces stand on {square}"),
            SetupError::ChakrasShareSquare(square) => {
                write!(f, "two chakras stand on {square}")
            }
            SetupError::ManOnPromotionRank(square, colour) => write!(
                f,
                "a {} man cannot stand on {square}: it would have been crowned there",
                colour.name()
            ),
            SetupError::NoProgressTooLarge(count) => write!(
                f,
                "the no-progress count {count} is more than {NO_PROGRESS_LIMIT}, where the game is drawn"
            ),
        }
    }
}

impl std::error::Error for SetupError {}

/// A square named at compile time (a wrong name fails the build, never a run).
const fn square(name: &[u8; 2]) -> Square {
    match Square::new(name[0].wrapping_sub(b'a'), name[1].wrapping_sub(b'1')) {
        Some(square) => square,
        None => panic!("a square name"),
    }
}

/// The chakras at the start: White's on a2 and h2, Black's on a7 and h7 (Chakra's squares).
const START_CHAKRAS: [[Square; 2]; 2] = [
    [square(b"a2"), square(b"h2")],
    [square(b"a7"), square(b"h7")],
];

impl Position {
    /// The starting position (a reconstruction: Dameo's men, Chakra's chakra squares).
    pub const fn start() -> Position {
        // White: a1..h1, b2..g2, c3..f3; Black the mirror image.
        let white = 0xff | 0x7e << 8 | 0x3c << 16;
        let black = 0xff << 56 | 0x7e << 48 | 0x3c << 40;
        Position {
            men: [white, black],
            kings: [0, 0],
            chakras: START_CHAKRAS,
            to_move: Colour::White,
            quiet_plies: 0,
        }
    }

    /// A position from its parts, checked: no square with two pieces or two chakras, no man
    /// on its promotion rank, a no-progress count of at most [`NO_PROGRESS_LIMIT`].
    pub fn new(
        pieces: impl IntoIterator<Item = (Square, Piece)>,
        white_chakras: [Square; 2],
        black_chakras: [Square; 2],
        to_move: Colour,
        quiet_plies: u16,
    ) -> Result<Position, SetupError> {
        let mut men = [0u64; 2];
        let mut kings = [0u64; 2];
        let mut occupied = 0u64;
        for (square, piece) in pieces {
            if occupied & square.bit() != 0 {
                return Err(SetupError::PieceTwice(square));
            }
            occupied |= square.bit();
            let c = piece.colour.index();
            match piece.role {
                Role::Man => {
                    if square.rank() == promotion_rank(piece.colour) {
                        return Err(SetupError::ManOnPromotionRank(square, piece.colour));
                    }
                    men[c] |= square.bit();
                }
                Role::King => kings[c] |= square.bit(),
            }
        }
        let mut seen = 0u64;
        for square in white_chakras.into_iter().chain(black_chakras) {
            if seen & square.bit() != 0 {
                return Err(SetupError::ChakrasShareSquare(square));
            }
            seen |= square.bit();
        }
        if quiet_plies > NO_PROGRESS_LIMIT {
            return Err(SetupError::NoProgressTooLarge(quiet_plies));
        }
        Ok(Position {
            men,
            kings,
            chakras: [sorted(white_chakras), sorted(black_chakras)],
            to_move,
            quiet_plies,
        })
    }

    /// The side to move.
    pub const fn to_move(&self) -> Colour {
        self.to_move
    }

    /// Plies since the last capture of any kind or man move (the game is drawn at 100).
    pub const fn no_progress_plies(&self) -> u16 {
        self.quiet_plies
    }

    /// The piece on `square`, if any.
    pub fn piece_at(&self, square: Square) -> Option<Piece> {
        let bit = square.bit();
        for colour in Colour::ALL {
            let c = colour.index();
            if self.men[c] & bit != 0 {
                return Some(Piece::new(colour, Role::Man));
            }
            if self.kings[c] & bit != 0 {
                return Some(Piece::new(colour, Role::King));
            }
        }
        None
    }

    /// Every piece with its square, `a1` first, rank by rank.
    pub fn pieces(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        self.occupied()
            .iter()
            .filter_map(|square| self.piece_at(square).map(|piece| (square, piece)))
    }

    /// The men of `colour`.
    pub const fn men(&self, colour: Colour) -> SquareSet {
        SquareSet(self.men[colour.index()])
    }

    /// The kings of `colour`.
    pub const fn kings(&self, colour: Colour) -> SquareSet {
        SquareSet(self.kings[colour.index()])
    }

    /// The men and kings of `colour`.
    pub const fn side(&self, colour: Colour) -> SquareSet {
        let c = colour.index();
        SquareSet(self.men[c] | self.kings[c])
    }

    /// Every square with a piece on it.
    pub const fn occupied(&self) -> SquareSet {
        SquareSet(self.men[0] | self.men[1] | self.kings[0] | self.kings[1])
    }

    /// The two chakras of `colour`, in name order.
    pub const fn chakras(&self, colour: Colour) -> [Square; 2] {
        self.chakras[colour.index()]
    }

    /// All four chakras as a set.
    pub fn chakra_squares(&self) -> SquareSet {
        self.chakras.iter().flatten().copied().collect()
    }

    /// The owner of the chakra on `square`, if there is one.
    pub fn chakra_owner(&self, square: Square) -> Option<Colour> {
        Colour::ALL
            .into_iter()
            .find(|colour| self.chakras[colour.index()].contains(&square))
    }

    /// A 64-bit key of what counts for repetitions: the pieces, the kings, the chakras and the
    /// side to move (not the no-progress count).
    pub fn key(&self) -> u64 {
        let chakras = self
            .chakras
            .iter()
            .flatten()
            .fold(0u64, |acc, s| acc << 6 | s.index() as u64);
        let extra = chakras << 1 | self.to_move.index() as u64;
        [
            self.men[0],
            self.men[1],
            self.kings[0],
            self.kings[1],
            extra,
        ]
        .into_iter()
        .fold(0x6d65_6465_615f_6b65, |h, field| mix(h ^ field))
    }

    /// The same position with `colour` to move (for analysis and tests).
    pub fn with_to_move(mut self, colour: Colour) -> Position {
        self.to_move = colour;
        self
    }
}

/// Two squares in name order.
pub(crate) fn sorted(pair: [Square; 2]) -> [Square; 2] {
    let [a, b] = pair;
    if b.name_order() < a.name_order() {
        [b, a]
    } else {
        [a, b]
    }
}

/// A 64-bit mixer (splitmix64's finaliser): every input bit changes about half the output.
const fn mix(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

impl Default for Position {
    fn default() -> Position {
        Position::start()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_start_has_eighteen_men_each_and_chakras_on_the_second_ranks() {
        let start = Position::start();
        assert_eq!(start.men(Colour::White).len(), 18);
        assert_eq!(start.men(Colour::Black).len(), 18);
        assert_eq!(
            start.men(Colour::White).to_string(),
            "a1 b1 c1 d1 e1 f1 g1 h1 b2 c2 d2 e2 f2 g2 c3 d3 e3 f3"
        );
        assert_eq!(
            start.men(Colour::Black).to_string(),
            "c6 d6 e6 f6 b7 c7 d7 e7 f7 g7 a8 b8 c8 d8 e8 f8 g8 h8"
        );
        let names = |c| start.chakras(c).map(|s: Square| s.to_string());
        assert_eq!(names(Colour::White), ["a2", "h2"]);
        assert_eq!(names(Colour::Black), ["a7", "h7"]);
    }

    #[test]
    fn keys_tell_positions_apart_by_side_and_chakras() {
        let start = Position::start();
        assert_ne!(start.key(), start.with_to_move(Colour::Black).key());
        let mut moved = start;
        moved.chakras[0] = sorted([Square::parse("a3").unwrap(), moved.chakras[0][1]]);
        assert_ne!(start.key(), moved.key());
        let mut counted = start;
        counted.quiet_plies = 7;
        assert_eq!(start.key(), counted.key());
    }
}
