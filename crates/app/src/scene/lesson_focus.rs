//! The part of the board a lesson's step (or a puzzle's solution) is about, for the camera to
//! frame: on Medusa's large board the cells its hint, its first solution and its scripted
//! replies name (a puzzle's solution's), with
//! room round them, ten cells across at least and within the board's own frame, so that on a
//! phone the cells are far enough apart for a finger; a small board (Lotus's, the square
//! ones) is framed whole. On a tall screen the camera then looks straight down.

use bevy::prelude::*;

use super::board_cells::BoardCells;
use super::camera::{BoardFocus, Focus};
use crate::GameSystems;
use crate::session::{Courses, Lesson, PuzzleOnBoard};
use medusa_lessons::Step;

/// The room left round the step's cells, in cell spacings.
const ROOM: f32 = 1.5;
/// The least radius of the part in focus, in cell spacings.
const LEAST: f32 = 5.0;
/// A board framed within this many cell spacings of its middle is framed whole: its cells
/// are large enough, and a piece far from the step's cells may matter (a King in check).
const SMALL: f32 = 8.0;

/// The cell names in `text` (a move as the records write it: `a1 i9-k9`, `d4xd6xd8`,
/// `Ca2-b3`, `17`): a small letter followed by digits, or digits alone.
fn names_in(text: &str) -> Vec<&str> {
    let bytes = text.as_bytes();
    let mut names = Vec::new();
    let mut at = 0;
    while at < bytes.len() {
        // After a piece's capital or a capture's `x`, but not inside a word or a number.
        let after =
            |byte: u8| !byte.is_ascii_digit() && (!byte.is_ascii_lowercase() || byte == b'x');
        let letter = bytes[at].is_ascii_lowercase()
            && bytes.get(at + 1).is_some_and(u8::is_ascii_digit)
            && (at == 0 || after(bytes[at - 1]));
        let digits_alone =
            bytes[at].is_ascii_digit() && (at == 0 || !bytes[at - 1].is_ascii_alphanumeric());
        if letter || digits_alone {
            let start = at;
            at += usize::from(letter);
            while bytes.get(at).is_some_and(u8::is_ascii_digit) {
                at += 1;
            }
            names.push(&text[start..at]);
        } else {
            at += 1;
        }
    }
    names
}

/// The distance between neighbouring cells of `cells` (from its first cell to the nearest).
fn spacing(cells: &BoardCells) -> Option<f32> {
    let (_, _, first) = cells.iter().next()?;
    let nearest = cells
        .iter()
        .map(|(_, _, centre)| centre.distance(first))
        .filter(|&distance| distance > 1e-3)
        .fold(f32::INFINITY, f32::min);
    nearest.is_finite().then_some(nearest)
}

/// The part of the board of `cells` that `step` is about: the whole of a small board, the
/// step's cells with room round them on a large one; none if the step names none of its
/// cells.
fn step_focus(step: &Step, cells: &BoardCells) -> Option<Focus> {
    // The first solution, the one the step teaches (others, and the wrong moves the tests
    // play, may lie anywhere: "any placement, then the jump").
    let moves = step.solutions.iter().take(1).flatten();
    let replies = step.replies.iter().flat_map(|reply| reply.moves());
    let named: Vec<&str> = std::iter::once(&step.hint.ring)
        .chain(moves)
        .chain(replies)
        .flat_map(|text| names_in(text))
        .collect();
    focus_on(&named, cells)
}

/// The part of the board of `cells` round the cells `named`: the whole of a small board, the
/// cells with room round them on a large one; none if none is named.
fn focus_on(named: &[&str], cells: &BoardCells) -> Option<Focus> {
    let spacing = spacing(cells)?;
    let centres: Vec<Vec3> = cells
        .iter()
        .filter(|(_, label, _)| named.contains(label))
        .map(|(_, _, centre)| centre)
        .collect();
    let first = *centres.first()?;
    if cells.frame_radius <= SMALL * spacing {
        return Some(Focus {
            centre: cells.frame_centre,
            radius: cells.frame_radius,
        });
    }
    let (low, high) = centres.iter().fold((first, first), |(low, high), &centre| {
        (low.min(centre), high.max(centre))
    });
    let middle = (low + high) / 2.0;
    let reach = centres
        .iter()
        .map(|centre| centre.distance(middle))
        .fold(0.0, f32::max);
    let radius = (reach + ROOM * spacing)
        .max(LEAST * spacing)
        .min(cells.frame_radius);
    // Within the board's own frame: moved towards its middle where it would stand out.
    let frame = cells.frame_centre.with_y(middle.y);
    let off = middle - frame;
    let most = cells.frame_radius - radius;
    let centre = if off.length() > most {
        frame + off.normalize_or_zero() * most
    } else {
        middle
    };
    Some(Focus { centre, radius })
}

/// Frames the lesson's step or the puzzle's solution, or the whole board when neither is on
/// it.
fn follow_the_lesson(
    lesson: Res<Lesson>,
    courses: Res<Courses>,
    puzzle: Res<PuzzleOnBoard>,
    cells: Res<BoardCells>,
    mut focus: ResMut<BoardFocus>,
) {
    let solution = || {
        let puzzle = puzzle.puzzle()?;
        let named: Vec<&str> = puzzle
            .solution
            .iter()
            .flat_map(|text| names_in(text))
            .collect();
        focus_on(&named, &cells)
    };
    let wanted = lesson
        .step(&courses)
        .and_then(|(_, step)| step_focus(step, &cells))
        .or_else(solution);
    focus.set_if_neq(BoardFocus(wanted));
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<BoardFocus>().add_systems(
        Update,
        follow_the_lesson
            .run_if(
                resource_changed::<Lesson>
                    .or_eager(resource_changed::<PuzzleOnBoard>)
                    .or_eager(resource_changed::<BoardCells>),
            )
            .in_set(GameSystems::Present),
    );
}

#[cfg(test)]
mod tests {
    use super::names_in;

    #[test]
    fn the_cells_a_move_names_are_found_in_every_game_s_notation() {
        assert_eq!(names_in("a1 i9-k9"), ["a1", "i9", "k9"]);
        assert_eq!(names_in("- i9-k9"), ["i9", "k9"]);
        assert_eq!(names_in("d4xd6xd8"), ["d4", "d6", "d8"]);
        assert_eq!(names_in("Ca2-b3"), ["a2", "b3"]);
        assert_eq!(names_in("c3xe5=T"), ["c3", "e5"]);
        assert_eq!(names_in("17"), ["17"]);
        assert!(names_in("pass").is_empty());
        assert!(names_in("O-O-A").is_empty());
    }
}
