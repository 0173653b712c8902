//! Where things stand on the 11 x 11 board of Pillars of Medusa: the squares' centres, and the
//! board's cells for the shared code, published whenever the board comes onto the screen.

use bevy::prelude::*;

use crate::app::scene::{BoardCells, Cell, SquareGrid, publish_cells_when_shown};
use crate::app::session::GameBoard;
use crate::pillars::{BOARD_SIZE, Square};

/// The board: 11 x 11 squares.
pub const GRID: SquareGrid = SquareGrid { size: BOARD_SIZE };

/// The centre of `square` on the playing surface.
pub fn centre(square: Square) -> Vec3 {
    GRID.centre(square.file(), square.rank())
}

impl From<Square> for Cell {
    fn from(square: Square) -> Cell {
        Cell(square.index() as u16)
    }
}

/// The board's cells: every square with its name, in index order.
pub fn cells() -> BoardCells {
    GRID.cells(Square::all().map(|s| (s.to_string(), centre(s))))
}

pub(crate) fn plugin(app: &mut App) {
    publish_cells_when_shown(app, GameBoard::Pillars, cells);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_121_squares_lie_with_rank_one_towards_the_camera() {
        let square = |name: &str| Square::parse(name).expect("a square");
        assert_eq!(centre(square("a1")).xz(), Vec2::new(-5.0, 5.0));
        assert_eq!(centre(square("f6")).xz(), Vec2::ZERO);
        assert_eq!(centre(square("k11")).xz(), Vec2::new(5.0, -5.0));
        let cells = cells();
        assert_eq!(cells.iter().count(), 121);
        let f6 = square("f6");
        let near = cells.nearest(centre(f6) + Vec3::new(0.4, 0.0, 0.4));
        assert_eq!(near, Some(Cell::from(f6)));
        let beyond = centre(square("k11")) + Vec3::new(0.8, 0.0, 0.0);
        assert_eq!(cells.nearest(beyond), None);
    }
}
