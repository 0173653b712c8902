//! The order of the game's update systems, from the players' hands to the picture.

use bevy::prelude::*;

/// The order of the game's update systems: one way, from the players' hands to the picture.
#[derive(SystemSet, Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum GameSystems {
    /// Pointer, keys and the computer become intents.
    Input,
    /// Intents are applied to the match.
    Apply,
    /// Entities follow the changes and queue animations.
    Follow,
    /// Animations advance.
    Animate,
    /// Marks, overlays and labels show the state after this frame's animation step.
    Present,
    /// Entities are checked against the core.
    Reconcile,
}

/// Orders the game's system sets.
pub(super) fn plugin(app: &mut App) {
    app.configure_sets(
        Update,
        (
            GameSystems::Input,
            GameSystems::Apply,
            GameSystems::Follow,
            GameSystems::Animate,
            GameSystems::Present,
            GameSystems::Reconcile,
        )
            .chain(),
    );
}
