//! Small flat pictures of the 11 x 11 board of Pillars of Medusa, drawn with egui for the
//! title card and the rules page: the chequered squares (`a1` dark) and each piece as a disc
//! of its side's colour with its letter, a Morph ringed in jade, a piece turned to stone grey;
//! and what a move did: an arrow for each piece that moved, rings round what changed. The
//! positions come from the rules core.

use bevy_egui::egui::{self, Color32, FontId, Stroke, Vec2};

use crate::ui::{BoardColours, square_picture};
use medusa_rules::pillars::{BOARD_SIZE, Colour, Position, Square};

const COLOURS: BoardColours = BoardColours {
    frame: Color32::from_rgb(40, 26, 16),
    light: Color32::from_rgb(222, 196, 150),
    dark: Color32::from_rgb(120, 84, 52),
};
const JADE: Color32 = Color32::from_rgb(60, 230, 150);
const STONE: Color32 = Color32::from_rgb(150, 150, 146);

/// What one picture shows.
pub struct Picture<'a> {
    pub position: &'a Position,
    /// The moves made, as arrows from square to square.
    pub arrows: &'a [(Square, Square)],
    /// The squares to ring (what the move changed).
    pub ringed: &'a [Square],
}

impl<'a> Picture<'a> {
    /// `position` with nothing marked.
    pub fn plain(position: &'a Position) -> Picture<'a> {
        Picture {
            position,
            arrows: &[],
            ringed: &[],
        }
    }
}

/// Draws `picture` into a `size` area of `ui` (a square board in its middle).
pub fn draw_picture(ui: &mut egui::Ui, picture: &Picture, size: Vec2) -> egui::Response {
    let position = picture.position;
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
            Stroke::new(1.5, JADE)
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
    let place = |square: Square| (square.file(), square.rank());
    for &square in picture.ringed {
        board.ring(&painter, place(square));
    }
    for &(from, to) in picture.arrows {
        board.arrow(&painter, place(from), place(to));
    }
    response
}
