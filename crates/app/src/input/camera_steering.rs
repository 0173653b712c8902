//! The player turns the board: a right-drag orbits the camera, the wheel zooms, two fingers
//! pinch to zoom and move together to turn it, R returns to the start and T looks straight
//! down. The view is changed only when it really changes.

use bevy::input::mouse::{AccumulatedMouseMotion, AccumulatedMouseScroll, MouseScrollUnit};
use bevy::prelude::*;

use super::keys::{KeyCommand, ReadKeys};
use crate::GameSystems;
use crate::scene::PointerOverPanel;
use crate::session::CameraView;

fn steer(
    mouse: Res<ButtonInput<MouseButton>>,
    mut keys: MessageReader<KeyCommand>,
    motion: Res<AccumulatedMouseMotion>,
    scroll: Res<AccumulatedMouseScroll>,
    touches: Res<Touches>,
    over_panel: Res<PointerOverPanel>,
    mut camera: ResMut<CameraView>,
) {
    let mut view = *camera;
    if mouse.pressed(MouseButton::Right) && !over_panel.0 && motion.delta != Vec2::ZERO {
        view.orbit(motion.delta);
    }
    // Two fingers: pinch to zoom, move together to turn the board. (One finger taps.)
    let mut fingers = touches.iter();
    if let (Some(a), Some(b), None) = (fingers.next(), fingers.next(), fingers.next()) {
        let before = a.previous_position().distance(b.previous_position());
        let now = a.position().distance(b.position());
        if before > 1.0 && now > 1.0 {
            view.zoom_by(before / now);
        }
        let moved = (a.delta() + b.delta()) / 2.0;
        if moved != Vec2::ZERO {
            view.orbit(moved);
        }
    }
    if scroll.delta.y != 0.0 && !over_panel.0 {
        let lines = match scroll.unit {
            MouseScrollUnit::Line => scroll.delta.y,
            MouseScrollUnit::Pixel => scroll.delta.y / 40.0,
        };
        view.zoom_by(1.0 - 0.1 * lines);
    }
    for key in keys.read() {
        match key {
            KeyCommand::ResetView => view = CameraView::default(),
            KeyCommand::ToggleTopDown => view.top_down = !view.top_down,
            _ => {}
        }
    }
    // Only a real change marks the view changed (and saves it).
    camera.set_if_neq(view);
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(Update, steer.in_set(GameSystems::Input).after(ReadKeys));
}
