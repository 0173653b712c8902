//! Medusa and Lotus: Christian Freeling's Go variants in which captured groups are reversed
//! instead of removed, groups can move, and six stones around a dark hex can never be captured.
//!
//! * [`rules`]: the game itself, without Bevy.
//! * `app` (feature `app`): the animated 3D board.

pub mod ai;
#[cfg(feature = "app")]
pub mod app;
pub mod rules;
