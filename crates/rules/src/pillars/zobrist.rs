//! Random keys for hashing positions (Zobrist hashing): one per piece on each square, one for
//! Black to move, one per castling right. Built at compile time from a fixed seed, so hashes
//! are the same in every run and on every machine.

use super::piece::Piece;
use super::square::{SQUARE_COUNT, Square};

/// Pieces that differ in side, kind or Morph mark.
const PIECE_CODES: usize = 40;

const fn splitmix(state: u64) -> (u64, u64) {
    let state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (state, z ^ (z >> 31))
}

const fn piece_keys() -> [[u64; PIECE_CODES]; SQUARE_COUNT] {
    let mut keys = [[0u64; PIECE_CODES]; SQUARE_COUNT];
    let mut state = 0x5049_4C4C_4152_5321;
    let mut square = 0;
    while square < SQUARE_COUNT {
        let mut code = 0;
        while code < PIECE_CODES {
            let (next, key) = splitmix(state);
            state = next;
            keys[square][code] = key;
            code += 1;
        }
        square += 1;
    }
    keys
}

const fn other_keys() -> [u64; 5] {
    let mut keys = [0u64; 5];
    let mut state = 0x4D45_4455_5341_2121;
    let mut i = 0;
    while i < 5 {
        let (next, key) = splitmix(state);
        state = next;
        keys[i] = key;
        i += 1;
    }
    keys
}

static PIECES: [[u64; PIECE_CODES]; SQUARE_COUNT] = piece_keys();
static OTHERS: [u64; 5] = other_keys();

/// The key of `piece` on `square`.
#[inline]
pub fn piece(piece: Piece, square: Square) -> u64 {
    PIECES[square.index()][piece.code()]
}

/// The key of Black to move.
#[inline]
pub fn black_to_move() -> u64 {
    OTHERS[0]
}

/// The key of castling right `right` (0..4: White's a and k sides, then Black's).
#[inline]
pub fn castling(right: usize) -> u64 {
    OTHERS[1 + right % 4]
}
