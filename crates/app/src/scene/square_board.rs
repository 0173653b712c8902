//! The chequered boards of the games on squares (Medea's 8 x 8, Pillars of Medusa's 11 x 11),
//! written once: what the app asks of a game's square ([`BoardSquare`]), where a square's
//! centre lies, which square a cell is and the board's cells for the shared code, and the
//! board itself: a wooden body with a wide rim, a dark line around the squares, inlaid squares
//! of light and dark wood (`a1` dark), and the files and ranks on the rim.
//!
//! A board lies in the XZ plane, centred on the origin, with rank 1 (White's side) towards the
//! camera (+Z) and file `a` on the left (−X).

use std::fmt;
use std::hash::Hash;

use bevy::prelude::*;

use super::assets::SceneAssets;
use super::board_cells::{BoardCells, Cell};
use super::coordinates::CoordinateLabels;
use super::materials::{solid, wood};
use super::meshes;
use super::palette::{DARKER_WOOD, LIGHTER_WOOD, Painted};
use super::shown_board::{OnBoard, board_arrived};
use crate::GameSystems;
use crate::session::GameBoard;

/// The width of a square.
const SQUARE: f32 = 1.0;
/// The height of the squares' tops above the board's body.
const SURFACE: f32 = 0.04;
/// How far the rim reaches beyond the squares.
const RIM: f32 = 0.85;
/// Depth of the board's body below the squares.
const BODY_DEPTH: f32 = 0.45;
/// How far the dark line reaches beyond the squares.
const BORDER: f32 = 0.07;

/// A board of `size` x `size` squares; files and ranks count from 0 at `a1`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct SquareGrid {
    pub size: u8,
}

impl SquareGrid {
    /// Half the width of the squares together.
    fn half(self) -> f32 {
        f32::from(self.size) * SQUARE / 2.0
    }

    /// The centre of the square on `file` and `rank`, on the playing surface.
    pub fn centre(self, file: u8, rank: u8) -> Vec3 {
        let middle = (f32::from(self.size) - 1.0) / 2.0;
        Vec3::new(
            (f32::from(file) - middle) * SQUARE,
            SURFACE,
            (middle - f32::from(rank)) * SQUARE,
        )
    }

    /// The board's cells, `squares` named and placed in index order; a square reaches to its
    /// edges (the nearest centre decides), and the camera frames the board and its rim.
    pub fn cells(self, squares: impl IntoIterator<Item = (String, Vec3)>) -> BoardCells {
        BoardCells::new(squares, SQUARE * 0.72, Vec3::ZERO, self.half() + RIM + 1.2)
    }
}

/// A square of a game played on a square board, as the app places it: the board it lies on,
/// and its number, `rank * size + file` (the board's cells are numbered as its squares are).
/// A game's square becomes one with [`board_square!`].
pub trait BoardSquare:
    Copy + Eq + Hash + Ord + fmt::Display + fmt::Debug + Send + Sync + 'static
{
    /// The board the game is shown on.
    const BOARD: GameBoard;
    /// Its squares.
    const GRID: SquareGrid;
    /// How high above its square every piece surely stands, for the shared code's cells.
    const PIECE_TOP: f32;
    /// The game's name in the log.
    const NAME: &'static str;

    /// The square's number.
    fn number(self) -> usize;
    /// The square numbered `number`, if the board has one.
    fn numbered(number: u8) -> Option<Self>;
}

/// Makes a game's square type a [`BoardSquare`]: `numbered` makes a square from its number
/// (the type's `index` gives it), on the board shown as `board`, of `grid`'s size, the
/// pieces standing at least `piece_top` high, the game named `name` in the log.
macro_rules! board_square {
    ($square:ty, numbered: $numbered:path, board: $board:expr, grid: $grid:expr,
     piece_top: $top:expr, name: $name:literal) => {
        impl $crate::scene::BoardSquare for $square {
            const BOARD: $crate::session::GameBoard = $board;
            const GRID: $crate::scene::SquareGrid = $grid;
            const PIECE_TOP: f32 = $top;
            const NAME: &'static str = $name;

            fn number(self) -> usize {
                <$square>::index(self)
            }

            fn numbered(number: u8) -> Option<$square> {
                $numbered(number)
            }
        }
    };
}
pub(crate) use board_square;

/// Every square of the board of squares `S`, in number order.
fn every_square<S: BoardSquare>() -> impl Iterator<Item = S> {
    let size = S::GRID.size;
    (0..size.saturating_mul(size)).filter_map(S::numbered)
}

/// The centre of `square` on the playing surface.
pub fn square_centre<S: BoardSquare>(square: S) -> Vec3 {
    let (size, number) = (usize::from(S::GRID.size), square.number());
    let (file, rank) = (number % size, number / size);
    S::GRID.centre(file as u8, rank as u8)
}

/// The square at `cell` (cells are numbered as squares are).
pub fn square_at<S: BoardSquare>(cell: Cell) -> Option<S> {
    u8::try_from(cell.index()).ok().and_then(S::numbered)
}

impl<S: BoardSquare> From<S> for Cell {
    fn from(square: S) -> Cell {
        Cell(square.number() as u16)
    }
}

/// The board's cells: every square with its name, in number order, with the pieces' tops
/// above them.
pub fn square_cells<S: BoardSquare>() -> BoardCells {
    S::GRID
        .cells(every_square::<S>().map(|s| (s.to_string(), square_centre(s))))
        .with_piece_top(S::PIECE_TOP)
}

/// The squares' mesh and woods and the dark line's material, shared by every square board.
#[derive(Resource, Clone)]
pub struct SquareBoardAssets {
    square: Handle<Mesh>,
    light: Handle<StandardMaterial>,
    dark: Handle<StandardMaterial>,
    border: Handle<StandardMaterial>,
}

/// Part of a square board.
#[derive(Component, Clone, Copy, Debug)]
struct SquareBoardPart;

/// A square's outline of half-width `half`, counter-clockwise seen from above (as
/// `meshes::regular_polygon` gives them).
fn square_outline(half: f32) -> Vec<Vec2> {
    [(half, half), (half, -half), (-half, -half), (-half, half)]
        .map(|(x, z)| Vec2::new(x, z))
        .to_vec()
}

/// Builds `grid`'s board as part of `board`, and puts its files and ranks on the rim.
fn build_square_board(
    grid: SquareGrid,
    board: GameBoard,
    scene: &SceneAssets,
    assets: &SquareBoardAssets,
    meshes_assets: &mut Assets<Mesh>,
    labels: &mut CoordinateLabels,
    commands: &mut Commands,
) {
    let edge = grid.half();
    let part = (SquareBoardPart, OnBoard(board));
    let body = meshes::bevelled_prism(&square_outline(edge + RIM), BODY_DEPTH, 0.1);
    commands.spawn((
        Name::new("square board"),
        part,
        Mesh3d(meshes_assets.add(body)),
        MeshMaterial3d(scene.wood.clone()),
        Transform::from_xyz(0.0, -BODY_DEPTH, 0.0),
    ));
    let border = meshes::bevelled_prism(&square_outline(edge + BORDER), 0.02, 0.005);
    commands.spawn((
        Name::new("border"),
        part,
        Mesh3d(meshes_assets.add(border)),
        MeshMaterial3d(assets.border.clone()),
    ));
    for rank in 0..grid.size {
        for file in 0..grid.size {
            let material = if (file + rank) % 2 == 0 {
                assets.dark.clone()
            } else {
                assets.light.clone()
            };
            commands.spawn((
                Name::new("square"),
                part,
                Mesh3d(assets.square.clone()),
                MeshMaterial3d(material),
                Transform::from_translation(grid.centre(file, rank).with_y(0.0)),
            ));
        }
    }
    // Files along the near and far rims, ranks along the left and right.
    let mid = edge + RIM / 2.0;
    let mut anchors = Vec::new();
    for i in 0..grid.size {
        let along = grid.centre(i, i).x;
        let file = char::from(b'a' + i).to_string();
        let rank = (u32::from(i) + 1).to_string();
        anchors.push((Vec3::new(along, 0.0, mid), file.clone()));
        anchors.push((Vec3::new(along, 0.0, -mid), file));
        anchors.push((Vec3::new(-mid, 0.0, -along), rank.clone()));
        anchors.push((Vec3::new(mid, 0.0, -along), rank));
    }
    *labels = CoordinateLabels::on_rim(anchors);
}

/// Builds `grid`'s board whenever `board` comes onto the screen.
pub(crate) fn build_square_board_when_shown(app: &mut App, grid: SquareGrid, board: GameBoard) {
    let build = move |scene: Res<SceneAssets>,
                      assets: Res<SquareBoardAssets>,
                      mut meshes_assets: ResMut<Assets<Mesh>>,
                      mut labels: ResMut<CoordinateLabels>,
                      mut commands: Commands| {
        build_square_board(
            grid,
            board,
            &scene,
            &assets,
            &mut meshes_assets,
            &mut labels,
            &mut commands,
        );
    };
    app.add_systems(
        Update,
        build
            .run_if(board_arrived(board))
            .in_set(GameSystems::Follow),
    );
}

fn create(
    mut commands: Commands,
    mut meshes_assets: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    mut images: ResMut<Assets<Image>>,
    mut painted: ResMut<Painted>,
) {
    let m = &mut *materials;
    commands.insert_resource(SquareBoardAssets {
        square: meshes_assets.add(meshes::bevelled_prism(
            &square_outline(SQUARE * 0.49),
            SURFACE,
            0.012,
        )),
        light: painted.tinted(
            wood(
                m,
                &mut images,
                [Color::srgb(0.88, 0.74, 0.53), Color::srgb(0.78, 0.62, 0.42)],
                29,
                0.5,
                0.45,
            ),
            DARKER_WOOD,
        ),
        dark: painted.tinted(
            wood(
                m,
                &mut images,
                [Color::srgb(0.40, 0.24, 0.13), Color::srgb(0.27, 0.15, 0.07)],
                31,
                0.5,
                0.45,
            ),
            LIGHTER_WOOD,
        ),
        border: solid(m, Color::srgb(0.08, 0.05, 0.03), 0.5),
    });
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(PreStartup, create);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_squares_are_centred_on_the_origin_with_a1_near_left() {
        let eight = SquareGrid { size: 8 };
        assert_eq!(eight.centre(0, 0), Vec3::new(-3.5, SURFACE, 3.5));
        assert_eq!(eight.centre(7, 7), Vec3::new(3.5, SURFACE, -3.5));
        let eleven = SquareGrid { size: 11 };
        assert_eq!(eleven.centre(0, 0), Vec3::new(-5.0, SURFACE, 5.0));
        assert_eq!(eleven.centre(5, 5), Vec3::new(0.0, SURFACE, 0.0));
        assert_eq!(eleven.centre(10, 10), Vec3::new(5.0, SURFACE, -5.0));
    }
}
