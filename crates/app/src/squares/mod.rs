//! What the games on squares (Medea, Pillars of Medusa) share above the scene and the input:
//! what a click on a square board does, and the marks drawn on its squares (the selection's
//! destinations, the hint, the last move, the cursor). Each game says only what a click means
//! and which marks are its own.

mod clicks;
mod marks;

pub use marks::{MarkShape, SquareMarks, mark_pose};

pub(crate) use clicks::{SquareClicks, take_square_clicks};
pub(crate) use marks::draw_square_marks;
