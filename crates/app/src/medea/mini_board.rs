//! Small flat pictures of Medea's board, drawn with egui for the rules page and the title
//! card: the chequered squares, men and kings, each chakra as a ring of its owner's colour
//! (carrying the piece on it), and what a move did: the path it took, the pieces it took and
//! the squares it changed. The positions come from the rules core.

use bevy_egui::egui::{self, Color32, Stroke, Vec2};

use crate::ui::{BoardColours, square_picture};

use medusa_rules::medea::{Colour, Position, Square, SquareSet};

/// What one picture shows.
pub struct Picture<'a> {
    pub position: &'a Position,
    /// The squares to ring (what the move changed).
    pub ringed: SquareSet,
    /// The pieces to cross out (what the move takes).
    pub crossed: SquareSet,
    /// The mover's path, from its start through each landing, drawn as arrows.
    pub path: &'a [Square],
}

impl<'a> Picture<'a> {
    /// `position` with nothing marked.
    pub fn plain(position: &'a Position) -> Picture<'a> {
        Picture {
            position,
            ringed: SquareSet::EMPTY,
            crossed: SquareSet::EMPTY,
            path: &[],
        }
    }
}

const COLOURS: BoardColours = BoardColours {
    frame: Color32::from_rgb(40, 26, 16),
    light: Color32::from_rgb(224, 189, 135),
    dark: Color32::from_rgb(102, 61, 33),
};
const GOLD: Color32 = Color32::from_rgb(230, 178, 77);
const CROSS: Color32 = Color32::from_rgb(235, 40, 40);

/// A piece's face and edge.
fn piece_colours(colour: Colour) -> (Color32, Color32) {
    match colour {
        Colour::White => (Color32::from_rgb(237, 224, 196), Color32::from_gray(110)),
        Colour::Black => (Color32::from_rgb(28, 20, 18), Color32::from_gray(120)),
    }
}

/// A chakra's stone and the gem at its open middle.
fn chakra_colours(colour: Colour) -> (Color32, Color32) {
    match colour {
        Colour::White => (
            Color32::from_rgb(225, 222, 214),
            Color32::from_rgb(255, 199, 82),
        ),
        Colour::Black => (
            Color32::from_rgb(52, 48, 66),
            Color32::from_rgb(140, 102, 255),
        ),
    }
}

/// Draws `picture` into a `size` area of `ui` (a square board in its middle).
pub fn draw_picture(ui: &mut egui::Ui, picture: &Picture, size: Vec2) -> egui::Response {
    let (response, painter, board) = square_picture(ui, size, 8, &COLOURS);
    let cell = board.cell;
    let centre = |square: Square| board.centre(square.file(), square.rank());
    let position = picture.position;
    for square in position.chakra_squares().iter() {
        let Some(owner) = position.chakra_owner(square) else {
            continue;
        };
        let (stone, gem) = chakra_colours(owner);
        // A ring from 0.26 to 0.46 of a square, as on the 3D board, the gem in the middle.
        painter.circle_stroke(centre(square), cell * 0.36, Stroke::new(cell * 0.2, stone));
        painter.circle_filled(centre(square), cell * 0.12, gem);
    }
    for (square, piece) in position.pieces() {
        let (face, edge) = piece_colours(piece.colour);
        let at = centre(square);
        painter.circle(at, cell * 0.34, face, Stroke::new(1.0, edge));
        if piece.is_king() {
            // The crown: a gold ring with a gold centre.
            painter.circle_stroke(at, cell * 0.2, Stroke::new(cell * 0.07, GOLD));
            painter.circle_filled(at, cell * 0.07, GOLD);
        }
    }
    let place = |square: Square| (square.file(), square.rank());
    for square in picture.ringed.iter() {
        board.ring(&painter, place(square));
    }
    for square in picture.crossed.iter() {
        let at = centre(square);
        let d = cell * 0.22;
        let stroke = Stroke::new(2.5, CROSS);
        painter.line_segment([at + egui::vec2(-d, -d), at + egui::vec2(d, d)], stroke);
        painter.line_segment([at + egui::vec2(-d, d), at + egui::vec2(d, -d)], stroke);
    }
    for leg in picture.path.windows(2) {
        board.arrow(&painter, place(leg[0]), place(leg[1]));
    }
    response
}
