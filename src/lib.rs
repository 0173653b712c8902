//! Medusa and its family of games: Christian Freeling's Medusa and Lotus (Go variants in which
//! captured groups are reversed instead of removed).
//!
//! * [`games`]: the rules of each game, without Bevy (re-exported here by name: [`medusa`]).
//! * [`ai`]: the computer players, without Bevy.
//! * `app` (feature `app`): the animated 3D board.

pub mod ai;
#[cfg(feature = "app")]
pub mod app;
pub mod games;

pub use games::medusa;
pub use games::pillars;
