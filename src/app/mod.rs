//! The animated 3D board, a Bevy application. One plugin per file; nothing here decides a
//! rule: every action goes to the rules core, and the entities follow what it reports.
//!
//! Data flows one way: pointer, keyboard (and later the computer) → [`Intent`] messages →
//! [`Match`] applies them through the core → [`GameChanged`] messages → stones, board
//! decorations and panels update and queue animations.

pub mod animation;
pub mod layout;
pub mod match_state;
pub mod stones;

use bevy::prelude::*;

pub use match_state::{ChangeKind, GameChanged, GameSystems, Intent, Match, MatchSetup};

/// The game logic that runs without a window: the match, the stone entities and their
/// animations. Headless tests use this on top of `MinimalPlugins`.
pub fn logic_plugin(app: &mut App) {
    app.add_plugins((
        match_state::plugin,
        layout::plugin,
        animation::plugin,
        stones::plugin,
    ));
}
