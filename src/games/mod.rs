//! The games, one pure core each: no Bevy and no I/O, only values and functions, so the
//! computer players, the command line, the app and the tests all use them directly.
//!
//! * [`medusa`]: Medusa and Lotus (one engine, two boards).
//! * [`medea`]: Medea, draughts with a Transmitter.
//! * [`pillars`]: Pillars of Medusa (an 11 x 11 chess variant).
//! * [`side`]: White and Black, the sides of Medea and Pillars of Medusa.
//! * [`history`]: the turns of a game of Medea or Pillars of Medusa, with undo.
//! * [`record_variant`]: which game a record is of.

pub mod fen_fields;
pub mod fragment_record;
pub mod history;
pub mod json_record;
pub mod medea;
pub mod medusa;
pub mod pillars;
pub mod record_variant;
pub mod side;
pub mod text_record;
