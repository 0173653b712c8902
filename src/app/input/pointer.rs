//! The pointer on the board: which cell (or Lotus point) the mouse or a finger is on, and the
//! clicks and taps on it.
//!
//! The board is flat, so the point under the pointer is found exactly by meeting the camera's
//! ray with the board's surface and taking the nearest point within reach. A click counts when
//! the button is released where it was pressed (a drag is not a click), judged on the
//! positions themselves, so even a press and release inside one slow frame (a software-
//! rendered browser, a quick tap) is never lost.

use bevy::prelude::*;
use bevy::window::PrimaryWindow;

use crate::app::medusa::BoardLayout;
use crate::app::medusa::{HoveredPoint, PointClicked};
use crate::app::scene::{BoardCamera, PointerOverPanel};
use crate::app::session::not_on_title;
use crate::medusa::Point;

/// How far (logical pixels) a press may travel and still be a click or a tap.
const CLICK_SLACK: f32 = 12.0;

/// The point of the board under `at` (window position, logical pixels), if any.
pub fn point_at(
    camera: &Camera,
    transform: &GlobalTransform,
    layout: &BoardLayout,
    at: Vec2,
) -> Option<Point> {
    let ray = camera.viewport_to_world(transform, at).ok()?;
    let surface = Vec3::Y * layout.surface;
    let distance = ray.intersect_plane(surface, InfinitePlane3d::new(Vec3::Y))?;
    layout.nearest_point(ray.get_point(distance))
}

/// Where the left button went down on the board, while it is held.
#[derive(Resource, Default)]
struct Press(Option<Vec2>);

#[allow(clippy::too_many_arguments)]
fn track(
    window: Single<&Window, With<PrimaryWindow>>,
    camera: Single<(&Camera, &GlobalTransform), With<BoardCamera>>,
    layout: Res<BoardLayout>,
    mouse: Res<ButtonInput<MouseButton>>,
    touches: Res<Touches>,
    over_panel: Res<PointerOverPanel>,
    mut press: ResMut<Press>,
    mut hovered: ResMut<HoveredPoint>,
    mut clicks: MessageWriter<PointClicked>,
) {
    let (camera, transform) = *camera;
    let at = |position: Vec2| point_at(camera, transform, &layout, position);
    let cursor = window.cursor_position().filter(|_| !over_panel.0);
    // Hovering follows the mouse; a finger has nothing to hover with.
    if window.cursor_position().is_some() || over_panel.0 {
        hovered.set_if_neq(HoveredPoint(cursor.and_then(at)));
    }
    if mouse.just_pressed(MouseButton::Left) {
        press.0 = cursor;
    }
    if mouse.just_released(MouseButton::Left)
        && let (Some(start), Some(end)) = (press.0.take(), cursor)
        && start.distance(end) <= CLICK_SLACK
        && let Some(point) = at(end)
    {
        clicks.write(PointClicked(point));
    }
    // A tap: one finger, lifted near where it came down (two fingers steer the camera).
    if touches.iter().count() == 0 {
        for touch in touches.iter_just_released() {
            if touch.start_position().distance(touch.position()) <= CLICK_SLACK
                && !over_panel.0
                && let Some(point) = at(touch.position())
            {
                clicks.write(PointClicked(point));
            }
        }
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Press>().add_systems(
        Update,
        track
            .run_if(not_on_title)
            .in_set(crate::app::GameSystems::Input)
            .before(crate::app::medusa::InteractionSystems),
    );
}
