//! The keyboard cursor, so a whole game can be played without a mouse: the arrow keys move it
//! to the nearest cell in that direction on the screen, whichever way the
//! board is turned, and the placement preview follows it. Enter then acts on it like a click
//! (see each game's handling of clicks).

use bevy::prelude::*;

use super::cells::{CellClicked, HoveredCell, PointingSystems};
use super::keys::{KeyCommand, ReadKeys, ScreenDirection};
use crate::GameSystems;
use crate::scene::{BoardCells, Cell};
use crate::session::Match;
use crate::session::{BoardTurned, CameraView};

/// Where the keyboard cursor is; `None` while it is hidden (until an arrow key is pressed).
#[derive(Resource, Clone, Copy, Default, PartialEq, Eq, Debug)]
pub struct Cursor(pub Option<Cell>);

fn steer(
    mut keys: MessageReader<KeyCommand>,
    game_match: Res<Match>,
    cells: Res<BoardCells>,
    camera: Res<CameraView>,
    turned: Res<BoardTurned>,
    mut cursor: ResMut<Cursor>,
    mut hovered: ResMut<HoveredCell>,
) {
    if game_match.viewing {
        // The arrows step through the record instead.
        return;
    }
    // Screen directions on the board's plane, for the camera's turn about the board.
    let yaw = camera.yaw_shown(*turned);
    let up = Vec3::new(-yaw.sin(), 0.0, -yaw.cos());
    let right = Vec3::new(yaw.cos(), 0.0, -yaw.sin());
    let wanted = keys.read().find_map(|key| match key {
        KeyCommand::Arrow(ScreenDirection::Up) => Some(up),
        KeyCommand::Arrow(ScreenDirection::Down) => Some(-up),
        KeyCommand::Arrow(ScreenDirection::Right) => Some(right),
        KeyCommand::Arrow(ScreenDirection::Left) => Some(-right),
        _ => None,
    });
    let Some(towards) = wanted else {
        return;
    };
    let at = match cursor.0.filter(|&cell| cells.centre(cell).is_some()) {
        Some(from) => cells.step(from, towards).unwrap_or(from),
        None => match cells.middle() {
            Some(cell) => cell,
            None => return,
        },
    };
    cursor.0 = Some(at);
    hovered.set_if_neq(HoveredCell(Some(at)));
}

/// Enter on the keyboard cursor is a click there, in every game.
fn confirm_at_cursor(
    mut keys: MessageReader<KeyCommand>,
    cursor: Res<Cursor>,
    mut clicks: MessageWriter<CellClicked>,
) {
    for key in keys.read() {
        if let (KeyCommand::Confirm, Some(cell)) = (key, cursor.0) {
            clicks.write(CellClicked(cell));
        }
    }
}

/// A new board (another variant) hides the cursor.
fn hide_on_new_board(mut cursor: ResMut<Cursor>) {
    cursor.0 = None;
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Cursor>().add_systems(
        Update,
        (
            hide_on_new_board.run_if(resource_changed::<BoardCells>),
            steer.after(ReadKeys),
            confirm_at_cursor,
        )
            .chain()
            .in_set(GameSystems::Input)
            .in_set(PointingSystems),
    );
}
