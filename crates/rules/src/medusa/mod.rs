//! The rules of Medusa and Lotus: boards, positions, turns, capture by reversal, movement,
//! rosettes, the marker, the end of the game and its count, and the notation and records.
//!
//! No Bevy and no I/O: everything here is plain values and functions, so the computer player
//! and the tests can use it directly.
#![forbid(unsafe_code)]

mod action;
mod bits;
mod board;
mod colour;
mod contract;
mod diagram;
mod dump;
mod effect;
mod game;
mod lotus_board;
mod marking;
mod medusa_board;
mod movement;
mod position;
mod record;
mod score;
mod snapshot;
mod topology;
mod turn;

pub use action::{Action, ActionError};
pub use bits::{Bits, BitsIter};
pub use board::{Arrival, Board};
pub use colour::Colour;
pub use contract::{LOTUS, MEDUSA};
pub use diagram::diagram;
pub use effect::{Effect, Reversal};
pub use game::{Game, PlayedTurn};
pub use marking::Marking;
pub use movement::{CannotMove, DeadEnd, RowEnd, Walk};
pub use position::{
    Counted, DEFAULT_KOMI, Movement, Position, SetupError, Status, TurnEnd, wave, wave_layers,
};
pub use record::{JSON_FORMAT, Record};
pub use score::{Outcome, Score, Tally, Territory};
pub use snapshot::Snapshot;
pub use topology::{
    Coordinate, LINE_DIRECTIONS, MAX_DEGREE, MAX_POINTS, Point, Site, Topology, Variant,
};
pub use turn::Turn;

// Records of every game share one error type: where, and what went wrong.
pub use crate::text_record::{Location, RecordError};
