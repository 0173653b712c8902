//! What every board stands in: its cells as the shared code sees them, the camera, the light, the shared meshes, materials (and their
//! recipes) and textures, the animation clock and its tweens, and the sounds cued by the animations.

mod animation;
mod assets;
mod board_cells;
mod camera;
mod cues;
mod lighting;
mod materials;
pub(crate) mod meshes;
mod sound;
pub(crate) mod textures;

pub use animation::{AnimationClock, AnimationSpeed, Tweens};
pub use board_cells::{BoardCells, Cell};
pub use cues::{Cue, Cues};

pub(crate) use animation::{Animating, Motion, Tween, animations_idle};
pub(crate) use assets::SceneAssets;
pub(crate) use camera::{BoardCamera, CameraView, PointerOverPanel, ViewportInsets};
pub(crate) use materials::{glowing, solid, textured, wood};

use bevy::prelude::*;

/// The animation clock, the tweens and the cues, which run headless too.
pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((animation::plugin, cues::plugin));
}

/// What needs a renderer and an audio device.
pub(crate) fn presentation_plugin(app: &mut App) {
    app.add_plugins((
        assets::plugin,
        lighting::plugin,
        camera::plugin,
        sound::plugin,
    ));
}
