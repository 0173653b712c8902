//! The rules of Medea, Christian Freeling's draughts game with a Transmitter: the board and
//! its pieces and chakras, legal moves (compulsory capture with the majority rule, short and
//! long leaps, the Turkish strike, transmission and capture by replacement, chakra moves), the
//! effects of every move, the end of the game, undo, notation, FEN, records and perft.
//!
//! No Bevy and no I/O: everything here is plain values and functions, so the computer player,
//! the command line, the app and the tests use it directly.
#![forbid(unsafe_code)]

mod capture;
mod colour;
mod contract;
mod diagram;
mod dump;
mod effect;
mod fen;
mod fragment;
mod game;
mod generate;
mod judge;
mod move_error;
mod moves;
mod notation;
mod outcome;
mod perft;
mod piece;
mod play;
mod position;
mod record;
mod square;
mod square_set;

pub use colour::{Colour, forward, man_steps, promotion_rank};
pub use contract::MEDEA;
pub use effect::Effect;
pub use fen::FenError;
pub use game::{Game, Turn};
pub use move_error::MoveError;
pub use moves::{Move, MoveKind};
pub use notation::{MAX_PATH_SQUARES, Notation, NotationError};
pub use outcome::{EndReason, GameResult, Outcome};
pub use piece::{Piece, Role};
pub use play::Undo;
pub use position::{NO_PROGRESS_LIMIT, Position, SetupError};
pub use record::{Entry, JSON_FORMAT, Record, VARIANT};
pub use square::{Direction, Square};
pub use square_set::{SquareSet, SquareSetIter};
