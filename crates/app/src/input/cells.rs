//! What the player's hands point at on the board, whatever the game: the cell clicked (or
//! tapped, or chosen with Enter on the keyboard cursor), a click on the board where no cell
//! is, and the cell under the pointer. The pointer and the cursor write them; each game's
//! board says what they mean.

use bevy::prelude::*;

use crate::scene::Cell;

/// A cell of the board was clicked.
#[derive(Message, Clone, Copy, PartialEq, Eq, Debug)]
pub struct CellClicked(pub Cell);

/// The board's plane was clicked (or tapped) where no cell is: at this point of the playing
/// surface (a dark hex of Medusa's board, the middle of a Lotus hexagon, the rim).
#[derive(Message, Clone, Copy, PartialEq, Debug)]
pub struct OffCellClicked(pub Vec3);

/// The cell under the pointer or the keyboard cursor.
#[derive(Resource, Clone, Copy, Default, PartialEq, Eq, Debug)]
pub struct HoveredCell(pub Option<Cell>);

/// The systems that find the cell pointed at; a game's handling of clicks runs after them.
#[derive(SystemSet, Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct PointingSystems;

pub(crate) fn plugin(app: &mut App) {
    app.add_message::<CellClicked>()
        .add_message::<OffCellClicked>()
        .init_resource::<HoveredCell>();
}
