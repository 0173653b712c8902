//! Small flat pictures of the 11 x 11 board of Pillars of Medusa, drawn with egui for the
//! title card: the chequered squares (`a1` dark) and each piece as a disc of its side's colour
//! with its letter, a Morph ringed in gold, a piece turned to stone grey. The positions come
//! from the rules core.

use bevy_egui::egui::{self, Color32, FontId, Stroke, Vec2};

use crate::app::ui::{BoardColours, square_picture};
use crate::pillars::{BOARD_SIZE, Colour, Position, Square};

const COLOURS: BoardColours = BoardColours {
    frame: Color32::from_rgb(40, 26, 16),
    light: Color32::from_rgb(222, 196, 150),
    dark: Color32::from_rgb(120, 84, 52),
};
const GOLD: Color32 = Color32::from_rgb(230, 178, 77);
const STONE: Color32 = Color32::from_rgb(150, 150, 146);

/// Draws `position` into a `size` area of `ui` (a square board in its middle).
pub fn draw_picture(ui: &mut egui::Ui, position: &Position, size: Vec2) -> egui::Response {
    let (response, painter, board) = square_picture(ui, size, BOARD_SIZE, &COLOURS);
    let cell = board.cell;
    let centre = |square: Square| board.centre(square.file(), square.rank());
    for (square, piece) in position.board().iter() {
        let (face, ink) = match piece.colour {
            Colour::White => (Color32::from_rgb(240, 230, 210), Color32::from_gray(30)),
            Colour::Black => (Color32::from_rgb(34, 26, 22), Color32::from_gray(235)),
        };
        let face = if position.is_frozen(square) {
            STONE
        } else {
            face
        };
        let at = centre(square);
        let edge = if piece.morph {
            Stroke::new(1.5, GOLD)
        } else {
            Stroke::new(0.8, Color32::from_gray(100))
        };
        painter.circle(at, cell * 0.42, face, edge);
        painter.text(
            at,
            egui::Align2::CENTER_CENTER,
            piece.role.letter(),
            FontId::proportional(cell * 0.62),
            ink,
        );
    }
    response
}
