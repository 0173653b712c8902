//! Small flat pictures of the 11 x 11 board of Pillars of Medusa, drawn with egui for the
//! title card: the chequered squares (`a1` dark) and each piece as a disc of its side's colour
//! with its letter, a Morph ringed in gold, a piece turned to stone grey. The positions come
//! from the rules core.

use bevy_egui::egui::{self, Color32, FontId, Stroke, Vec2};

use crate::pillars::{Colour, Position, Square};

const LIGHT: Color32 = Color32::from_rgb(222, 196, 150);
const DARK: Color32 = Color32::from_rgb(120, 84, 52);
const RIM: Color32 = Color32::from_rgb(40, 26, 16);
const GOLD: Color32 = Color32::from_rgb(230, 178, 77);
const STONE: Color32 = Color32::from_rgb(150, 150, 146);

/// Draws `position` into a `size` area of `ui` (a square board in its middle).
pub fn draw_picture(ui: &mut egui::Ui, position: &Position, size: Vec2) -> egui::Response {
    let (response, painter) = ui.allocate_painter(size, egui::Sense::hover());
    let side = size.x.min(size.y);
    let board = egui::Rect::from_center_size(response.rect.center(), Vec2::splat(side));
    painter.rect_filled(board, 4.0, RIM);
    let cell = (side - 8.0) / 11.0;
    let origin = board.left_bottom() + egui::vec2(4.0, -4.0);
    let centre = |square: Square| {
        origin
            + egui::vec2(
                (f32::from(square.file()) + 0.5) * cell,
                -(f32::from(square.rank()) + 0.5) * cell,
            )
    };
    for square in Square::all() {
        let rect = egui::Rect::from_center_size(centre(square), Vec2::splat(cell));
        let fill = if square.is_dark() { DARK } else { LIGHT };
        painter.rect_filled(rect, 0.0, fill);
    }
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
