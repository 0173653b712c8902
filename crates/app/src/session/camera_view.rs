//! How the board is viewed: the turn around it, the height of the eye, the zoom and the
//! look straight down, kept in the settings file; the turns and zooms the camera's steering
//! (in the input) makes of it; and the half turn that brings the side of a player in the
//! second seat to the near edge.

use std::f32::consts::PI;

use bevy::prelude::*;

use super::game_match::{GameChanged, Match};
use crate::session::GameSystems;

/// How the board is viewed (kept in the settings file beside the [`Settings`](super::Settings)).
#[derive(Resource, Clone, Copy, PartialEq, Debug, serde::Serialize, serde::Deserialize)]
#[serde(default)]
pub struct CameraView {
    /// Turn around the board, radians (0: looking from the side of the marker track).
    pub yaw: f32,
    /// Height of the eye above the board plane, radians.
    pub pitch: f32,
    /// Distance relative to the distance that just fits the board.
    pub zoom: f32,
    /// Looking straight down.
    pub top_down: bool,
}

/// The range of the camera's height above the board plane, radians.
const PITCH: std::ops::RangeInclusive<f32> = 0.3..=1.45;

/// The range of the zoom.
const ZOOM: std::ops::RangeInclusive<f32> = 0.35..=2.5;

impl CameraView {
    /// The view with every value finite and in range.
    pub fn sanitised(self) -> CameraView {
        let default = CameraView::default();
        let finite = |value: f32, fallback: f32| if value.is_finite() { value } else { fallback };
        CameraView {
            yaw: finite(self.yaw, default.yaw).rem_euclid(std::f32::consts::TAU),
            pitch: finite(self.pitch, default.pitch).clamp(*PITCH.start(), *PITCH.end()),
            zoom: finite(self.zoom, default.zoom).clamp(*ZOOM.start(), *ZOOM.end()),
            top_down: self.top_down,
        }
    }
}

impl Default for CameraView {
    fn default() -> Self {
        CameraView {
            yaw: 0.0,
            pitch: 0.9,
            zoom: 1.0,
            top_down: false,
        }
    }
}

impl CameraView {
    /// Turns the view by a drag of `delta` pixels.
    pub fn orbit(&mut self, delta: Vec2) {
        self.yaw = (self.yaw - delta.x * 0.006).rem_euclid(std::f32::consts::TAU);
        self.pitch = (self.pitch + delta.y * 0.006).clamp(*PITCH.start(), *PITCH.end());
        self.top_down = false;
    }

    /// Zooms by `factor` (below 1: closer).
    pub fn zoom_by(&mut self, factor: f32) {
        self.zoom = (self.zoom * factor).clamp(*ZOOM.start(), *ZOOM.end());
    }
}

impl CameraView {
    /// The turn around the board the camera takes: the view's own, and half round more while
    /// the board is `turned`.
    pub fn yaw_shown(&self, turned: BoardTurned) -> f32 {
        if turned.0 { self.yaw + PI } else { self.yaw }
    }
}

/// Whether the board is turned half round for the person at this screen, who plays Black in
/// Medea or Pillars of Medusa (the second seat) against the computer or an online opponent:
/// their pieces then stand at the near edge, as White's do unturned. Medusa's and Lotus's
/// boards have no side of either player, and are never turned. Two people at one screen and
/// a watcher see the board as it stands. Not kept: it follows the match.
#[derive(Resource, Clone, Copy, Default, PartialEq, Eq, Debug)]
pub struct BoardTurned(pub bool);

/// Turns the board for the match's players, when a match begins or is loaded.
fn turn_for_players(game_match: Res<Match>, mut turned: ResMut<BoardTurned>) {
    let has_sides = game_match.game.kind().board_has_sides();
    turned.set_if_neq(BoardTurned(has_sides && game_match.own_seat() == Some(1)));
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<BoardTurned>().add_systems(
        Update,
        turn_for_players
            .run_if(on_message::<GameChanged>.or_else(resource_added::<Match>))
            .in_set(GameSystems::Follow),
    );
}
