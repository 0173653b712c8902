//! The pointer on the board: which cell the mouse or a finger is on, and the clicks and taps
//! on it.
//!
//! The board is flat, so the cell under the pointer is found exactly by meeting the camera's
//! ray with the playing surface and taking the nearest cell within reach; a click there that
//! finds no cell is reported too, so that the board can say why nothing happens. A click counts when
//! the button is released where it was pressed (a drag is not a click), judged on the
//! positions themselves, so even a press and release inside one slow frame (a software-
//! rendered browser, a quick tap) is never lost.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use super::cells::{CellClicked, HoveredCell, OffCellClicked, PointingSystems};
use crate::scene::{BoardCells, BoardInWindow, Cell, PointerOverPanel};
use crate::session::{not_on_title, wake_now};

/// How far (logical pixels) a press may travel and still be a click or a tap.
const CLICK_SLACK: f32 = 12.0;

/// The point of the playing surface under `at` (window position, logical pixels), if the
/// pointer's ray meets it.
fn surface_at(
    camera: &Camera,
    transform: &GlobalTransform,
    cells: &BoardCells,
    at: Vec2,
) -> Option<Vec3> {
    let ray = camera.viewport_to_world(transform, at).ok()?;
    let surface = Vec3::Y * cells.surface();
    let distance = ray.intersect_plane(surface, InfinitePlane3d::new(Vec3::Y))?;
    Some(ray.get_point(distance))
}

/// The cell of the board under `at` (window position, logical pixels), if any.
pub fn cell_at(
    camera: &Camera,
    transform: &GlobalTransform,
    cells: &BoardCells,
    at: Vec2,
) -> Option<Cell> {
    cells.nearest(surface_at(camera, transform, cells, at)?)
}

/// Writes what a click or a tap at `at` hit: a cell, or the board's plane where no cell is.
fn click_at(
    camera: &Camera,
    transform: &GlobalTransform,
    cells: &BoardCells,
    at: Vec2,
    clicks: &mut MessageWriter<CellClicked>,
    off_cells: &mut MessageWriter<OffCellClicked>,
) {
    let Some(point) = surface_at(camera, transform, cells, at) else {
        return;
    };
    match cells.nearest(point) {
        Some(cell) => {
            clicks.write(CellClicked(cell));
        }
        None => {
            off_cells.write(OffCellClicked(point));
        }
    }
}

/// How long (seconds) a finger rests on the board before it points at the cell under it, as
/// a mouse hovers, instead of tapping it.
const LONG_PRESS: f32 = 0.5;

/// The one finger on the board: which touch, since when, and whether it has rested long
/// enough to point (its lifting is then no tap).
#[derive(Resource, Default)]
struct Finger {
    id: Option<u64>,
    since: f32,
    pointing: bool,
}

/// Where the left button went down on the board, while it is held.
#[derive(Resource, Default)]
struct Press(Option<Vec2>);

/// What a click or a tap on the board writes: the cell hit, or the point of the board's plane
/// where no cell is.
#[derive(SystemParam)]
struct BoardClicks<'w> {
    clicks: MessageWriter<'w, CellClicked>,
    off_cells: MessageWriter<'w, OffCellClicked>,
}

/// The mouse's buttons, and where the left one went down on the board.
#[derive(SystemParam)]
struct MouseButtons<'w> {
    buttons: Res<'w, ButtonInput<MouseButton>>,
    press: ResMut<'w, Press>,
}

/// The fingers on the screen, the time to know how long one rests, and the one finger on the
/// board.
#[derive(SystemParam)]
struct Fingers<'w> {
    touches: Res<'w, Touches>,
    time: Res<'w, Time>,
    finger: ResMut<'w, Finger>,
}

fn track(
    board: BoardInWindow,
    over_panel: Res<PointerOverPanel>,
    mut mouse: MouseButtons,
    mut touching: Fingers,
    mut hovered: ResMut<HoveredCell>,
    mut board_clicks: BoardClicks,
) {
    let BoardInWindow {
        cells,
        camera,
        window,
    } = &board;
    let MouseButtons { buttons, press } = &mut mouse;
    let Fingers {
        touches,
        time,
        finger,
    } = &mut touching;
    let BoardClicks { clicks, off_cells } = &mut board_clicks;
    let (camera, transform) = **camera;
    let at = |position: Vec2| cell_at(camera, transform, cells, position);
    let cursor = window.cursor_position().filter(|_| !over_panel.0);
    // Hovering follows the mouse; a finger has nothing to hover with.
    if window.cursor_position().is_some() || over_panel.0 {
        hovered.set_if_neq(HoveredCell(cursor.and_then(at)));
    }
    if buttons.just_pressed(MouseButton::Left) {
        press.0 = cursor;
    }
    if buttons.just_released(MouseButton::Left)
        && let (Some(start), Some(end)) = (press.0.take(), cursor)
        && start.distance(end) <= CLICK_SLACK
    {
        click_at(camera, transform, cells, end, clicks, off_cells);
    }
    // A finger resting in one place points at its cell.
    let mut fingers = touches.iter();
    if let (Some(touch), None) = (fingers.next(), fingers.next()) {
        let now = time.elapsed_secs();
        if finger.id != Some(touch.id()) {
            **finger = Finger {
                id: Some(touch.id()),
                since: now,
                pointing: false,
            };
        }
        let resting = touch.start_position().distance(touch.position()) <= CLICK_SLACK;
        if resting && !over_panel.0 && now - finger.since >= LONG_PRESS {
            finger.pointing = true;
            hovered.set_if_neq(HoveredCell(at(touch.position())));
        }
    }
    // A tap: one finger, lifted near where it came down (two fingers steer the camera), and
    // not after resting long enough to point.
    if touches.iter().count() == 0 {
        for touch in touches.iter_just_released() {
            if finger.pointing {
                hovered.set_if_neq(HoveredCell(None));
            } else if touch.start_position().distance(touch.position()) <= CLICK_SLACK
                && !over_panel.0
            {
                let at = touch.position();
                click_at(camera, transform, cells, at, clicks, off_cells);
            }
        }
        **finger = Finger::default();
    }
}

/// Run condition: a finger rests on the screen, perhaps long enough to point.
fn finger_resting(touches: Res<Touches>, finger: Res<Finger>) -> bool {
    touches.iter().next().is_some() && !finger.pointing
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Press>()
        .init_resource::<Finger>()
        .add_systems(
            Update,
            (
                track,
                // A resting finger sends nothing: the frames go on until it points.
                wake_now.run_if(finger_resting),
            )
                .run_if(not_on_title)
                .in_set(crate::GameSystems::Input)
                .in_set(PointingSystems),
        );
}
