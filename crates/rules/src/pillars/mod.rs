//! The rules of Pillars of Medusa, Gary K. Gifford's 11 x 11 chess variant: the board and the
//! ten kinds of piece, the Medusa's gaze that turns enemy pieces to stone, the Morph that
//! takes the form of what it captures, castling by exchange, the legal moves with their
//! effects and typed errors, the end of the game, undo, FEN, notation, records, the position
//! dump and perft.
//!
//! No Bevy and no I/O: everything here is plain values and functions, so the computer player,
//! the command line, the app and the tests use it directly.
#![forbid(unsafe_code)]

mod apply;
mod attacks;
mod bitboard;
mod board;
mod castling;
mod colour;
mod contract;
mod diagram;
mod dump;
mod effect;
mod fen;
mod fragment;
mod game;
mod illegal;
mod movegen;
mod moves;
mod notation;
mod outcome;
mod perft;
mod piece;
mod position;
mod record;
mod square;
mod zobrist;

/// The game's name in records and on the command line.
pub const VARIANT: &str = "pillars";

pub use bitboard::{Bitboard, Squares};
pub use board::Board;
pub use castling::{CastlingRights, CastlingSide, king_home};
pub use colour::{Colour, forward, home_rank, last_rank};
pub use contract::PILLARS;
pub use effect::Effect;
pub use fen::{FenError, START_FEN};
pub use game::{Game, Turn};
pub use illegal::IllegalMove;
pub use moves::{Move, MoveKind};
pub use notation::MoveError;
pub use outcome::{EndReason, Outcome};
pub use perft::{divide, perft};
pub use piece::{Piece, Role};
pub use position::{Position, QUIET_PLY_LIMIT, SetupError, Undo};
pub use record::{JSON_FORMAT, Record};
pub use square::{BOARD_SIZE, SQUARE_COUNT, Square};
