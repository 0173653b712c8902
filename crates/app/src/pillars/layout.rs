//! Where things stand on the 11 x 11 board of Pillars of Medusa: the squares' centres, how a
//! piece stands on its square, the trays beside the board where the captured pieces stand,
//! and the board's cells for the shared code, published whenever the board comes onto the
//! screen.

use bevy::prelude::*;

use crate::scene::{
    SquareGrid, board_square, publish_cells_when_shown, square_cells, square_centre,
};
use crate::session::GameBoard;
use medusa_rules::pillars::{BOARD_SIZE, Colour, Square};

/// The board: 11 x 11 squares.
pub const GRID: SquareGrid = SquareGrid { size: BOARD_SIZE };

/// How high above its square every piece surely stands: low on its foot, below the shortest
/// piece's top.
const PIECE_FOOT: f32 = 0.16;

// The squares of Pillars of Medusa, the pieces' feet above them.
board_square!(Square, numbered: Square::new, board: GameBoard::PILLARS, grid: GRID,
    piece_top: PIECE_FOOT, name: "pillars");

/// The centre of `square` on the playing surface.
pub fn centre(square: Square) -> Vec3 {
    square_centre(square)
}

/// Where a piece of `colour` stands on `square`: upright, White's facing file `k` and
/// Black's file `a`, so that the Horses show their heads to the players.
pub fn piece_rest(square: Square, colour: Colour) -> Transform {
    Transform::from_translation(centre(square)).with_rotation(facing(colour))
}

/// Which way `colour`'s pieces face.
pub fn facing(colour: Colour) -> Quat {
    match colour {
        Colour::White => Quat::IDENTITY,
        Colour::Black => Quat::from_rotation_y(std::f32::consts::PI),
    }
}

/// How far from the board's middle the trays' middles lie, left and right.
pub const TRAY_OFFSET: f32 = BOARD_SIZE as f32 / 2.0 + 1.95;
/// A tray's width (across) and length (along the board's side).
pub const TRAY_SIZE: Vec2 = Vec2::new(1.5, 10.6);
/// How big a captured piece stands in its tray.
pub const TRAY_SCALE: f32 = 0.62;
/// Pieces per row of a tray.
const TRAY_COLUMNS: usize = 2;
/// The distance between the places in a tray, along it.
const TRAY_PITCH: f32 = 0.78;

/// The middle of the tray of the pieces `colour` has lost: White's on the left, Black's on
/// the right.
pub fn tray_centre(colour: Colour) -> Vec3 {
    let side = match colour {
        Colour::White => -1.0,
        Colour::Black => 1.0,
    };
    Vec3::new(side * TRAY_OFFSET, GRID.centre(0, 0).y, 0.0)
}

/// Where the caption that says whose pieces a tray holds stands: past the tray's end nearest
/// the players, a little towards the board (so that it stays on the screen when the tray is
/// at its edge).
pub fn tray_caption_anchor(colour: Colour) -> Vec3 {
    let inwards = -tray_centre(colour).x.signum() * 0.5;
    tray_centre(colour) + Vec3::new(inwards, 0.0, TRAY_SIZE.y / 2.0 + 0.55)
}

/// Where the `slot`th piece `colour` has lost stands in its tray: two to a row, from the end
/// nearest the players.
pub fn tray_rest(colour: Colour, slot: usize) -> Transform {
    let row = (slot / TRAY_COLUMNS) as f32;
    let column = (slot % TRAY_COLUMNS) as f32 - 0.5;
    let near = TRAY_SIZE.y / 2.0 - 0.55;
    let at = tray_centre(colour) + Vec3::new(column * 0.62, 0.0, near - row * TRAY_PITCH);
    Transform::from_translation(at)
        .with_rotation(facing(colour))
        .with_scale(Vec3::splat(TRAY_SCALE))
}

pub(crate) fn plugin(app: &mut App) {
    publish_cells_when_shown(app, GameBoard::PILLARS, square_cells::<Square>);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scene::{Cell, square_at};

    #[test]
    fn the_121_squares_lie_with_rank_one_towards_the_camera() {
        let square = |name: &str| Square::parse(name).expect("a square");
        assert_eq!(centre(square("a1")).xz(), Vec2::new(-5.0, 5.0));
        assert_eq!(centre(square("f6")).xz(), Vec2::ZERO);
        assert_eq!(centre(square("k11")).xz(), Vec2::new(5.0, -5.0));
        let cells = square_cells::<Square>();
        assert_eq!(cells.iter().count(), 121);
        let f6 = square("f6");
        let near = cells.nearest(centre(f6) + Vec3::new(0.4, 0.0, 0.4));
        assert_eq!(near, Some(Cell::from(f6)));
        let beyond = centre(square("k11")) + Vec3::new(0.8, 0.0, 0.0);
        assert_eq!(cells.nearest(beyond), None);
        assert_eq!(square_at(Cell::from(f6)), Some(f6));
        assert_eq!(square_at::<Square>(Cell(121)), None);
    }

    #[test]
    fn each_trays_caption_stands_past_its_near_end_beside_its_own_tray() {
        for colour in Colour::ALL {
            let (caption, tray) = (tray_caption_anchor(colour), tray_centre(colour));
            assert!(
                (caption.x - tray.x).abs() <= TRAY_SIZE.x / 2.0,
                "{colour:?}: {caption}"
            );
            assert!(
                caption.z > tray.z + TRAY_SIZE.y / 2.0,
                "{colour:?}: {caption}"
            );
            // Nearer the players than the first piece in the tray.
            assert!(caption.z > tray_rest(colour, 0).translation.z + 0.5);
        }
        assert!(tray_caption_anchor(Colour::White).x < 0.0);
        assert!(tray_caption_anchor(Colour::Black).x > 0.0);
    }
}
