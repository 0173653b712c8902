//! The chequered board under a small flat picture of a game on squares (Medea's 8 x 8,
//! Pillars of Medusa's 11 x 11): a frame, the squares (`a1` dark), and where each square's
//! centre lies, files to the right and ranks upwards. The game draws its pieces on it, and
//! the marks of what a move did: rings round squares and arrows along its path.

use bevy_egui::egui::{self, Color32, Pos2, Stroke, Vec2};

/// The marks' colours: a ring round what a move changed, an arrow along its path.
const RING: Color32 = Color32::from_rgb(255, 110, 70);
const ARROW: Color32 = Color32::from_rgb(90, 200, 255);

/// The colours of a board picture: its frame, light squares and dark squares.
pub(crate) struct BoardColours {
    pub frame: Color32,
    pub light: Color32,
    pub dark: Color32,
}

/// Where the squares of a drawn board picture lie.
pub(crate) struct SquarePicture {
    /// The lower left corner of `a1`.
    origin: Pos2,
    /// The width of a square.
    pub cell: f32,
}

impl SquarePicture {
    /// The centre of the square on `file` and `rank` (0 for `a` and for rank 1).
    pub fn centre(&self, file: u8, rank: u8) -> Pos2 {
        self.origin
            + egui::vec2(
                (f32::from(file) + 0.5) * self.cell,
                -(f32::from(rank) + 0.5) * self.cell,
            )
    }

    /// Rings the square on `file` and `rank`.
    pub fn ring(&self, painter: &egui::Painter, (file, rank): (u8, u8)) {
        painter.circle_stroke(
            self.centre(file, rank),
            self.cell * 0.44,
            Stroke::new(2.0, RING),
        );
    }

    /// An arrow from the centre of one square to another's, each given as (file, rank).
    pub fn arrow(&self, painter: &egui::Painter, from: (u8, u8), to: (u8, u8)) {
        let (a, b) = (self.centre(from.0, from.1), self.centre(to.0, to.1));
        painter.arrow(a, b - a, Stroke::new(2.5, ARROW));
    }
}

/// Takes a `size` area of `ui` and draws a board of `squares` x `squares` in its middle;
/// gives back the area, the painter to draw the pieces with, and where the squares are.
pub(crate) fn square_picture(
    ui: &mut egui::Ui,
    size: Vec2,
    squares: u8,
    colours: &BoardColours,
) -> (egui::Response, egui::Painter, SquarePicture) {
    let (response, painter) = ui.allocate_painter(size, egui::Sense::hover());
    let side = size.x.min(size.y);
    let board = egui::Rect::from_center_size(response.rect.center(), Vec2::splat(side));
    painter.rect_filled(board, 4.0, colours.frame);
    let picture = SquarePicture {
        origin: board.left_bottom() + egui::vec2(4.0, -4.0),
        cell: (side - 8.0) / f32::from(squares),
    };
    for rank in 0..squares {
        for file in 0..squares {
            let rect =
                egui::Rect::from_center_size(picture.centre(file, rank), Vec2::splat(picture.cell));
            let fill = if (file + rank) % 2 == 0 {
                colours.dark
            } else {
                colours.light
            };
            painter.rect_filled(rect, 0.0, fill);
        }
    }
    (response, painter, picture)
}
