//! Where things stand on Medea's 8 x 8 board: the squares' centres, the height a piece rests
//! at (on a chakra it lies on the chakra's disc), and the board's cells for the shared code,
//! published whenever the board comes onto the screen.
//!
//! The board lies in the XZ plane with rank 1 (White's side) towards the camera (+Z) and file
//! `a` on the left (−X).

use bevy::prelude::*;

use crate::scene::{
    SquareGrid, board_square, publish_cells_when_shown, square_cells, square_centre,
};
use crate::session::GameBoard;
use medusa_rules::medea::Square;

/// Medea's board: 8 x 8 squares.
pub const GRID: SquareGrid = SquareGrid { size: 8 };
/// A chakra's thickness: a piece on a chakra rests this much higher.
pub const CHAKRA_THICKNESS: f32 = 0.05;
/// A man's radius and height (a king is two men).
pub const MAN_RADIUS: f32 = 0.38;
pub const MAN_HEIGHT: f32 = 0.16;

// Medea's squares, a man's height above each.
board_square!(Square, numbered: Square::from_index, board: GameBoard::MEDEA, grid: GRID,
    piece_top: MAN_HEIGHT, name: "medea");

/// The centre of `square` on the playing surface.
pub fn centre(square: Square) -> Vec3 {
    square_centre(square)
}

/// Where a piece on `square` rests (the middle of its base), on a chakra or on the square.
pub fn piece_rest(square: Square, on_chakra: bool) -> Transform {
    let lift = if on_chakra { CHAKRA_THICKNESS } else { 0.0 };
    Transform::from_translation(centre(square) + Vec3::Y * lift)
}

/// Where a chakra lies on `square`.
pub fn chakra_rest(square: Square) -> Transform {
    Transform::from_translation(centre(square))
}

pub(crate) fn plugin(app: &mut App) {
    publish_cells_when_shown(app, GameBoard::MEDEA, square_cells::<Square>);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scene::{Cell, square_at};

    #[test]
    fn squares_lie_with_rank_one_towards_the_camera_and_a_cell_each() {
        let a1 = Square::parse("a1").expect("a1");
        let h8 = Square::parse("h8").expect("h8");
        assert_eq!(centre(a1).xz(), Vec2::new(-3.5, 3.5));
        assert_eq!(centre(h8).xz(), Vec2::new(3.5, -3.5));
        let cells = square_cells::<Square>();
        assert_eq!(cells.iter().count(), 64);
        let d5 = Square::parse("d5").expect("d5");
        let found = cells.nearest(centre(d5) + Vec3::new(0.3, 0.0, -0.3));
        assert_eq!(found.and_then(square_at), Some(d5));
        let corner = centre(d5) + Vec3::new(-0.45, 0.0, 0.45);
        assert_eq!(cells.nearest(corner).and_then(square_at), Some(d5));
        let h1 = Square::parse("h1").expect("h1");
        assert_eq!(cells.nearest(centre(h1) + Vec3::new(0.8, 0.0, 0.0)), None);
        assert_eq!(square_at::<Square>(Cell(64)), None);
    }
}
