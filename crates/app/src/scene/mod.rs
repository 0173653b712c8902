//! What every board stands in: its cells as the shared code sees them, the chequered board of
//! the games on squares, the camera, the light, the shared meshes, materials (and their
//! recipes) and textures, the tweens, and the sounds cued by the animations.

mod animation;
mod assets;
mod board_cells;
mod camera;
#[cfg(test)]
pub(crate) mod colour_vision;
mod coordinates;
mod cues;
mod lesson_focus;
mod lesson_ring;
mod lighting;
mod materials;
pub(crate) mod meshes;
mod motion_plan;
pub(crate) mod palette;
mod shown_board;
mod sound;
mod square_board;
mod square_pieces;
pub(crate) mod textures;

pub use animation::Tweens;
pub use board_cells::{BoardCells, Cell};
pub use coordinates::{CoordinateLabels, paint_label, panel_point};
pub use cues::{Cue, Cues};
pub use shown_board::{OnBoard, ShownBoard, ShownBoardSystems, board_arrived, board_shown};
pub use square_board::{BoardSquare, SquareGrid, square_at, square_cells, square_centre};
pub use square_pieces::SquareReconcile;

pub(crate) use animation::{Leaving, Motion, Tween};
#[cfg(test)]
pub(crate) use assets::HIGHLIGHTS;
pub(crate) use assets::SceneAssets;
pub(crate) use board_cells::publish_cells_when_shown;
pub(crate) use camera::{BoardCamera, BoardInWindow, PointerOverPanel};
pub use camera::{BoardFill, BoardFocus, BoardFraming, Focus, ViewportInsets};
pub(crate) use materials::{glowing, solid, textured, wood};
pub(crate) use motion_plan::{MotionPlan, PoseQuery};
pub(crate) use palette::{DARKER_WOOD, Painted, Shades, safe};
pub(crate) use square_board::{board_square, build_square_board_when_shown};
pub(crate) use square_pieces::follow_square_pieces;

use bevy::prelude::*;

/// The animation clock, the tweens, the cues and the lesson's focus, which run headless too.
pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((
        animation::plugin,
        cues::plugin,
        shown_board::plugin,
        lesson_focus::plugin,
    ));
}

/// What needs a renderer and an audio device.
pub(crate) fn presentation_plugin(app: &mut App) {
    app.add_plugins((
        assets::plugin,
        coordinates::plugin,
        lighting::plugin,
        camera::plugin,
        sound::plugin,
        square_board::plugin,
        lesson_ring::plugin,
        palette::plugin,
    ));
}
