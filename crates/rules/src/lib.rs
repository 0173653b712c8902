//! The games, one pure core each: no Bevy and no I/O, only values and functions, so the
//! computer players, the command line, the app and the tests all use them directly.
//!
//! * [`medusa`]: Medusa and Lotus (one engine, two boards).
//! * [`medea`]: Medea, draughts with a Transmitter.
//! * [`pillars`]: Pillars of Medusa (an 11 x 11 chess variant).
//! * [`side`]: White and Black, the sides of Medea and Pillars of Medusa.
//! * [`history`]: the turns of a game of Medea or Pillars of Medusa, with undo.
//! * [`record_variant`]: which game a record is of.
//! * [`contract`]: what every game's core implements ([`GameRules`], its records, its perft),
//!   and [`dyn_game`]: any game behind one `dyn` type.
//! * [`game_options`]: a game's own options ([`GameOptions`]), carried as JSON.
//! * [`registry`]: the list of the games ([`GAMES`]), by which a record or a command finds its
//!   game; the command line's `replay` and `perft`, once for every game.

pub mod contract;
pub mod dyn_game;
pub mod fen_fields;
pub mod fragment_record;
pub mod game_options;
pub mod history;
pub mod json_record;
pub mod medea;
pub mod medusa;
pub mod pillars;
pub mod record_variant;
pub mod registry;
pub mod side;
pub mod text_record;

pub use contract::{CountMoves, GameId, GameOptions, GameRecord, GameRules, Perft};
pub use dyn_game::{DynGame, DynRecord};
pub use registry::{GAMES, GameEntry, Registry, UnknownGame};
