//! The board on the screen as the shared code sees it: its cells (a Medusa cell or Lotus
//! point, a square of Medea or Pillars of Medusa), each with its label and its centre on the
//! playing surface, how far from a centre the pointer still finds a cell, how high a piece
//! standing there surely reaches, the places between the cells worth a look, and the sphere
//! the camera frames. The game whose board is shown publishes it; the pointer, the keyboard
//! cursor, the camera, the screenshot and the web page read it and need nothing of the game.

use bevy::prelude::*;

use super::shown_board::{ShownBoardSystems, board_arrived};
use crate::GameSystems;
use crate::session::GameBoard;

/// A cell of the board shown, by its index in the game's own numbering.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Cell(pub u16);

impl Cell {
    /// The cell's index.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }
}

/// The cells of the board shown, where they are, and what the camera frames.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct BoardCells {
    labels: Vec<String>,
    /// Centres on the playing surface, by cell index.
    centres: Vec<Vec3>,
    /// How far (on the board's plane) from a cell's centre the pointer still finds it.
    pub reach: f32,
    /// A sphere around everything the camera should show: the board, its rim and what lies
    /// beside it.
    pub frame_centre: Vec3,
    pub frame_radius: f32,
    /// How high above a cell's centre every piece standing there reaches: where a look at the
    /// cell (the screenshot's probes) sees the piece rather than the board.
    pub piece_top: f32,
    /// Places on the playing surface between the cells that the screenshot's probes also
    /// look at (Medusa's sites, the dark hexes where rosettes light up).
    pub sites: Vec<Vec3>,
}

impl BoardCells {
    /// A board of `cells` (label and centre on the playing surface, in index order).
    pub fn new(
        cells: impl IntoIterator<Item = (String, Vec3)>,
        reach: f32,
        frame_centre: Vec3,
        frame_radius: f32,
    ) -> BoardCells {
        let (labels, centres) = cells.into_iter().unzip();
        BoardCells {
            labels,
            centres,
            reach,
            frame_centre,
            frame_radius,
            piece_top: 0.0,
            sites: Vec::new(),
        }
    }

    /// The same board, where every piece reaches `piece_top` above a cell's centre.
    pub fn with_piece_top(self, piece_top: f32) -> BoardCells {
        BoardCells { piece_top, ..self }
    }

    /// The same board, with `sites` between its cells worth a look.
    pub fn with_sites(self, sites: Vec<Vec3>) -> BoardCells {
        BoardCells { sites, ..self }
    }

    /// Every cell with its label and centre.
    pub fn iter(&self) -> impl Iterator<Item = (Cell, &str, Vec3)> + '_ {
        self.labels
            .iter()
            .zip(&self.centres)
            .enumerate()
            .map(|(index, (label, &centre))| (Cell(index as u16), label.as_str(), centre))
    }

    /// The centre of `cell` on the playing surface, if the board has it.
    pub fn centre(&self, cell: Cell) -> Option<Vec3> {
        self.centres.get(cell.index()).copied()
    }

    /// The height of the playing surface.
    pub fn surface(&self) -> f32 {
        self.centres.first().map_or(0.0, |c| c.y)
    }

    /// The cell whose centre is nearest to a world position, if it is within reach of one.
    pub fn nearest(&self, world: Vec3) -> Option<Cell> {
        self.iter()
            .map(|(cell, _, centre)| (cell, centre.xz().distance(world.xz())))
            .filter(|&(_, distance)| distance <= self.reach)
            .min_by(|a, b| a.1.total_cmp(&b.1))
            .map(|(cell, _)| cell)
    }

    /// The cell nearest to `from` in the direction `towards` (on the board's plane, within 60
    /// degrees of it), preferring cells straight ahead.
    pub fn step(&self, from: Cell, towards: Vec3) -> Option<Cell> {
        let origin = self.centre(from)?;
        self.iter()
            .filter(|&(cell, _, _)| cell != from)
            .filter_map(|(cell, _, centre)| {
                let offset = (centre - origin).with_y(0.0);
                let distance = offset.length();
                let cos = offset.dot(towards) / distance.max(1e-6);
                (cos > 0.5).then_some((cell, distance * (1.0 + 2.0 * (1.0 - cos))))
            })
            .min_by(|a, b| a.1.total_cmp(&b.1))
            .map(|(cell, _)| cell)
    }

    /// The cell nearest the middle of the board.
    pub fn middle(&self) -> Option<Cell> {
        self.iter()
            .min_by(|a, b| a.2.xz().length().total_cmp(&b.2.xz().length()))
            .map(|(cell, _, _)| cell)
    }
}

/// Publishes `cells()` as the board's cells whenever `board` comes onto the screen.
pub(crate) fn publish_cells_when_shown(app: &mut App, board: GameBoard, cells: fn() -> BoardCells) {
    let publish = move |mut shown: ResMut<BoardCells>| *shown = cells();
    app.add_systems(
        Update,
        publish
            .run_if(board_arrived(board))
            .in_set(GameSystems::Apply)
            .after(ShownBoardSystems),
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A 3 x 3 board of unit squares around the origin, `a1` at the lower left (towards +Z).
    fn three_by_three() -> BoardCells {
        let cells = (0..9).map(|i| {
            let (file, rank) = (i % 3, i / 3);
            let label = format!("{}{}", (b'a' + file as u8) as char, rank + 1);
            (label, Vec3::new(file as f32 - 1.0, 0.2, 1.0 - rank as f32))
        });
        BoardCells::new(cells, 0.5, Vec3::ZERO, 3.0)
    }

    #[test]
    fn the_pointer_finds_the_cell_within_reach() {
        let board = three_by_three();
        assert_eq!(board.nearest(Vec3::new(0.1, 0.2, -0.2)), Some(Cell(4)));
        assert_eq!(board.nearest(Vec3::new(-1.2, 0.2, 1.3)), Some(Cell(0)));
        // Between two cells, beyond the reach of both; off the board.
        assert_eq!(board.nearest(Vec3::new(0.5, 0.2, 0.5)), None);
        assert_eq!(board.nearest(Vec3::new(5.0, 0.2, 0.0)), None);
        assert_eq!(board.surface(), 0.2);
    }

    #[test]
    fn the_cursor_steps_to_the_next_cell_that_way_and_starts_in_the_middle() {
        let board = three_by_three();
        let label = |cell: Option<Cell>| {
            cell.and_then(|c| board.iter().nth(c.index()))
                .map(|c| c.1.to_string())
        };
        assert_eq!(label(board.middle()), Some("b2".into()));
        let up = Vec3::NEG_Z;
        assert_eq!(label(board.step(Cell(4), up)), Some("b3".into()));
        assert_eq!(label(board.step(Cell(4), Vec3::X)), Some("c2".into()));
        // Nothing beyond the edge; a diagonal finds the diagonal neighbour.
        assert_eq!(board.step(Cell(7), up), None);
        let diagonal = Vec3::new(1.0, 0.0, -1.0).normalize();
        assert_eq!(label(board.step(Cell(0), diagonal)), Some("b2".into()));
        assert_eq!(board.step(Cell(99), up), None);
    }
}
