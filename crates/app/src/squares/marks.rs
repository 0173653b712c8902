//! The marks on a square board (Medea's, Pillars of Medusa's), drawn once: a ring round a
//! square or a dot on it, drawn again whenever what they show changes. A game puts down its
//! own marks (the selection and its destinations, what must capture, a King in check...);
//! every square board then shows the hint, the last move (once its animation is over and
//! nothing is selected) and the keyboard cursor.

use std::marker::PhantomData;

use bevy::ecs::schedule::ScheduleConfigs;
use bevy::ecs::system::{ScheduleSystem, SystemParam};
use bevy::prelude::*;

use crate::GameSystems;
use crate::input::Cursor;
use crate::scene::SceneAssets;
use crate::scene::{BoardSquare, square_at, square_centre};
use crate::scene::{OnBoard, board_shown};
use crate::session::Animating;
use crate::session::{Hint, Match, Suggestion};

/// How a mark is drawn: a ring round the square (or the piece on it), or a dot on it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum MarkShape {
    Ring,
    Dot,
}

/// The pose of a mark of `shape` on `square`, `height` above the playing surface: a ring half a
/// square wide, a dot `dot_scale` times the shared dot.
pub fn mark_pose<S: BoardSquare>(
    square: S,
    shape: MarkShape,
    height: f32,
    dot_scale: f32,
) -> Transform {
    let scale = match shape {
        MarkShape::Ring => 0.5,
        MarkShape::Dot => dot_scale,
    };
    Transform::from_translation(square_centre(square) + Vec3::Y * height)
        .with_scale(Vec3::splat(scale))
}

/// A mark on a square board.
#[derive(Component, Clone, Copy, Debug)]
struct SquareMark;

/// The marks of the board of squares `S`: what the shared ones need, and the game's own put
/// down so far.
#[derive(SystemParam)]
pub struct SquareMarks<'w, 's, S: BoardSquare> {
    pub scene: Res<'w, SceneAssets>,
    hint: Res<'w, Hint>,
    cursor: Res<'w, Cursor>,
    animating: Res<'w, Animating>,
    drawn: Query<'w, 's, Entity, With<SquareMark>>,
    commands: Commands<'w, 's>,
    marks: Local<'s, Vec<(S, MarkShape, Handle<StandardMaterial>)>>,
    board: PhantomData<S>,
}

impl<S: BoardSquare> SquareMarks<'_, '_, S> {
    /// Whether the pieces are still moving.
    pub fn animating(&self) -> bool {
        self.animating.0
    }

    /// Puts a mark of `shape` in `material` on `square`.
    pub fn put(&mut self, square: S, shape: MarkShape, material: Handle<StandardMaterial>) {
        self.marks.push((square, shape, material));
    }

    /// Takes the marks drawn before away, and those put down since.
    pub fn clear(&mut self) {
        for mark in &self.drawn {
            self.commands.entity(mark).despawn();
        }
        self.marks.clear();
    }

    /// Takes the marks drawn before away, and puts down the shared ones after the game's own:
    /// the hint (`hinted` reads the game's move from a suggestion, as its start and end), the
    /// last move `last` unless the pieces are moving or a piece is `selected`, and the
    /// keyboard cursor; draws them all, each posed by `pose`.
    pub fn draw(
        &mut self,
        hinted: impl FnOnce(&Suggestion) -> Option<(S, S)>,
        last: Option<(S, S)>,
        selected: bool,
        pose: impl Fn(S, MarkShape) -> Transform,
    ) {
        let mut marks = std::mem::take(&mut *self.marks);
        self.clear();
        let scene = &self.scene;
        if let Some((from, to)) = self.hint.suggestion.as_ref().and_then(hinted) {
            marks.push((from, MarkShape::Ring, scene.hint.clone()));
            marks.push((to, MarkShape::Dot, scene.hint.clone()));
        }
        if !self.animating.0
            && !selected
            && let Some((from, to)) = last
        {
            marks.push((from, MarkShape::Dot, scene.last_turn.clone()));
            marks.push((to, MarkShape::Ring, scene.last_turn.clone()));
        }
        if let Some(square) = self.cursor.0.and_then(square_at::<S>) {
            marks.push((square, MarkShape::Ring, scene.hover.clone()));
        }
        for (square, shape, material) in marks {
            let mesh = match shape {
                MarkShape::Ring => scene.ring.clone(),
                MarkShape::Dot => scene.dot.clone(),
            };
            self.commands.spawn((
                Name::new(format!("{} mark", S::NAME)),
                SquareMark,
                OnBoard(S::BOARD),
                Mesh3d(mesh),
                MeshMaterial3d(material),
                pose(square, shape),
            ));
        }
    }
}

/// Runs `draw`, which draws the marks of the board of squares `S`, whenever the board is on
/// the screen and the match, the `Selection`, the hint, the cursor or the animations change.
pub(crate) fn draw_square_marks<S: BoardSquare, Selection: Resource, M>(
    app: &mut App,
    draw: impl IntoScheduleConfigs<ScheduleSystem, M>,
) {
    let draw: ScheduleConfigs<ScheduleSystem> = draw
        .run_if(
            board_shown(S::BOARD).and_then(
                resource_changed::<Match>
                    .or_eager(resource_changed::<Selection>)
                    .or_eager(resource_changed::<Hint>)
                    .or_eager(resource_changed::<Cursor>)
                    .or_eager(resource_changed::<Animating>),
            ),
        )
        .in_set(GameSystems::Present);
    app.add_systems(Update, draw);
}
