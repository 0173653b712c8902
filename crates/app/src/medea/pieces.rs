//! Medea's men, kings and chakras as entities, mirroring the core position: one entity per
//! piece and per chakra, keyed by square. Each move's effects become motions: a step slides,
//! a jump arcs over its victim (marked as it is jumped), the captured pieces are lifted off
//! together at the end (the Turkish strike), a transmission sinks into one chakra and rises
//! from the other with a flash of light between them while the piece replaced there is
//! lifted off, a crowning drops the second man on top, and a chakra glides.
//!
//! An undo or a new match shows the position at once. Once the animations are over, the
//! entities are checked against the core and any difference is repaired (and reported).

use bevy::ecs::system::SystemParam;
use bevy::platform::collections::HashMap;
use bevy::prelude::*;

use super::layout::{self, MAN_HEIGHT};
use crate::scene::{
    Cue, Cues, Leaving, Motion, MotionPlan, OnBoard, PoseQuery, SquareReconcile,
    follow_square_pieces,
};
use crate::session::AnimationClock;
use crate::session::{ChangeKind, GameBoard, GameChanged, Match};
use medusa_rules::medea::{Colour, Effect, Piece, Position, Square};

/// A man or king on the board, as the core has it now (its picture may still catch up).
#[derive(Component, Clone, Copy, PartialEq, Eq, Debug)]
#[require(OnBoard(GameBoard::MEDEA), Visibility)]
pub struct MedeaPiece {
    pub square: Square,
    pub piece: Piece,
}

/// A chakra on the board, as the core has it now.
#[derive(Component, Clone, Copy, PartialEq, Eq, Debug)]
#[require(OnBoard(GameBoard::MEDEA), Visibility)]
pub struct Chakra {
    pub square: Square,
    pub colour: Colour,
}

/// A king's crown: the second man stacked on it, a child of the piece.
#[derive(Component, Clone, Copy, Default, Debug)]
#[require(Visibility)]
pub struct Crown;

/// The mark on a piece jumped in the move being shown, a child of the piece: it appears as
/// the piece is jumped and goes with it when the captured pieces are lifted off.
#[derive(Component, Clone, Copy, Default, Debug)]
#[require(Visibility)]
pub struct CaptureMark;

/// The flash of light between the two chakras of a transmission, along its X axis.
#[derive(Component, Clone, Copy, Default, Debug)]
#[require(OnBoard(GameBoard::MEDEA), Visibility, Leaving)]
pub struct TransmissionLight;

/// The piece and chakra entities by square.
#[derive(Resource, Default, Debug)]
pub struct MedeaIndex {
    pieces: HashMap<Square, Entity>,
    chakras: HashMap<Square, Entity>,
}

impl MedeaIndex {
    /// The piece entity on `square`.
    pub fn piece(&self, square: Square) -> Option<Entity> {
        self.pieces.get(&square).copied()
    }

    /// The chakra entity on `square`.
    pub fn chakra(&self, square: Square) -> Option<Entity> {
        self.chakras.get(&square).copied()
    }

    /// How many piece entities there are.
    pub fn piece_count(&self) -> usize {
        self.pieces.len()
    }
}

/// What the checks after the animations found.
pub type MedeaReconcile = SquareReconcile<Square>;

/// Timing of the motions, in animation steps.
const STEP: f32 = 0.9;
const JUMP: f32 = 0.8;
const LIFT: f32 = 0.9;
const SINK: f32 = 0.7;
const CROWN_DROP: f32 = 0.8;
const CHAKRA_GLIDE: f32 = 0.9;
/// How high a captured piece is lifted before it is gone.
const LIFT_HEIGHT: f32 = 1.6;

/// Where a crown sits on its man.
pub fn crown_pose() -> Transform {
    Transform::from_xyz(0.0, MAN_HEIGHT, 0.0)
}

/// The pose a piece on `square` rests in, in `position`.
fn rest(position: &Position, square: Square) -> Transform {
    layout::piece_rest(square, position.chakra_squares().contains(square))
}

/// The entities, their index, and commands to change them.
#[derive(SystemParam)]
struct Entities<'w, 's> {
    index: ResMut<'w, MedeaIndex>,
    commands: Commands<'w, 's>,
    poses: PoseQuery<'w, 's>,
    pieces: Query<'w, 's, (&'static MedeaPiece, Option<&'static Children>)>,
    crowns: Query<'w, 's, (), With<Crown>>,
}

impl Entities<'_, '_> {
    /// Spawns the piece `piece` on `square` at `pose`, crowned if it is a king.
    fn spawn_piece(&mut self, square: Square, piece: Piece, pose: Transform) -> Entity {
        let mut entity = self.commands.spawn((
            Name::new(format!("{piece} {square}")),
            MedeaPiece { square, piece },
            pose,
        ));
        if piece.is_king() {
            entity.with_child((Name::new("crown"), Crown, crown_pose()));
        }
        entity.id()
    }

    /// Makes the entities show `position` at once (none for another game's match).
    fn snap_to(&mut self, position: Option<&Position>) {
        let index = &mut *self.index;
        let old: Vec<Entity> = index
            .pieces
            .drain()
            .chain(index.chakras.drain())
            .map(|(_, entity)| entity)
            .collect();
        for entity in old {
            self.commands.entity(entity).try_despawn();
        }
        let Some(position) = position else {
            return;
        };
        for (square, piece) in position.pieces() {
            let entity = self.spawn_piece(square, piece, rest(position, square));
            self.index.pieces.insert(square, entity);
        }
        for colour in Colour::ALL {
            for square in position.chakras(colour) {
                let entity = self
                    .commands
                    .spawn((
                        Name::new(format!("{} chakra {square}", colour.name())),
                        Chakra { square, colour },
                        layout::chakra_rest(square),
                    ))
                    .id();
                self.index.chakras.insert(square, entity);
            }
        }
    }

    /// Plans the motions of one effect from `cursor`; returns when the next may start.
    fn plan(
        &mut self,
        effect: &Effect,
        cursor: f32,
        after: &Position,
        plan: &mut MotionPlan,
    ) -> f32 {
        match *effect {
            Effect::Stepped { from, to } | Effect::Slid { from, to } => {
                let Some(entity) = self.move_piece(from, to) else {
                    return cursor;
                };
                let distance = from.line_to(to).map_or(1, |(_, d)| d);
                let duration = STEP + 0.12 * f32::from(distance.saturating_sub(1));
                plan.cues.push((cursor, Cue::Slide));
                let to = rest(after, to);
                plan.add(entity, &self.poses, cursor, duration, |from| {
                    Motion::Glide { from, to }
                })
            }
            Effect::Jumped { from, over, to } => {
                let Some(entity) = self.move_piece(from, to) else {
                    return cursor;
                };
                if let Some(victim) = self.index.piece(over) {
                    self.mark_captured(victim, cursor + JUMP * 0.5, plan);
                }
                plan.cues.push((cursor, Cue::Slide));
                let landing = rest(after, to);
                plan.add(entity, &self.poses, cursor, JUMP, |from| Motion::Hop {
                    path: vec![from.translation, landing.translation],
                    rotation: from.rotation,
                })
            }
            Effect::Removed { ref pieces } => {
                let mut end = cursor;
                for &(square, _) in pieces {
                    if let Some(entity) = self.index.pieces.remove(&square) {
                        end = end.max(self.lift_off(entity, cursor, plan));
                    }
                }
                if !pieces.is_empty() {
                    plan.cues.push((cursor, Cue::Flip));
                }
                end
            }
            Effect::Transmitted { from, to } => self.transmit(from, to, cursor, after, plan),
            // Lifted off during the transmission, which the core reports first.
            Effect::CapturedByReplacement { .. } => cursor,
            Effect::Crowned { square } => {
                let Some(entity) = self.index.piece(square) else {
                    return cursor;
                };
                let crown = self
                    .commands
                    .spawn((
                        Name::new("crown"),
                        Crown,
                        crown_pose().with_scale(Vec3::ZERO),
                        ChildOf(entity),
                    ))
                    .id();
                plan.cues.push((cursor + CROWN_DROP * 0.8, Cue::Place));
                plan.add(crown, &self.poses, cursor, CROWN_DROP, |_| Motion::Drop {
                    to: crown_pose(),
                })
            }
            Effect::ChakraMoved { from, to, .. } => {
                let Some(entity) = self.index.chakras.remove(&from) else {
                    return cursor;
                };
                self.index.chakras.insert(to, entity);
                plan.cues.push((cursor, Cue::Slide));
                let to = layout::chakra_rest(to);
                plan.add(entity, &self.poses, cursor, CHAKRA_GLIDE, |from| {
                    Motion::Glide { from, to }
                })
            }
            Effect::GameEnded { .. } => {
                plan.cues.push((cursor, Cue::GameOver));
                cursor
            }
        }
    }

    /// Moves the piece entity on `from` to `to` in the index.
    fn move_piece(&mut self, from: Square, to: Square) -> Option<Entity> {
        let entity = self.index.pieces.remove(&from)?;
        self.index.pieces.insert(to, entity);
        Some(entity)
    }

    /// Marks `victim` as jumped from `at` on.
    fn mark_captured(&mut self, victim: Entity, at: f32, plan: &mut MotionPlan) {
        let height = Vec3::Y * (MAN_HEIGHT * 2.0 + 0.02);
        let pose = Transform::from_translation(height);
        let mark = self
            .commands
            .spawn((
                Name::new("capture mark"),
                CaptureMark,
                pose.with_scale(Vec3::ZERO),
                ChildOf(victim),
            ))
            .id();
        plan.add(mark, &self.poses, at, 0.5, |_| Motion::Bloom { at: pose });
    }

    /// Lifts a captured piece off the board from `start`; returns when it is gone.
    fn lift_off(&mut self, entity: Entity, start: f32, plan: &mut MotionPlan) -> f32 {
        self.commands.entity(entity).insert(Leaving);
        plan.add(entity, &self.poses, start, LIFT, |from| Motion::Glide {
            from,
            to: Transform::from_translation(from.translation + Vec3::Y * LIFT_HEIGHT)
                .with_scale(Vec3::ZERO),
        })
    }

    /// A transmission: the piece sinks into the chakra on `from` and rises from the one on
    /// `to`, with light between them; an enemy piece standing there is lifted off first.
    fn transmit(
        &mut self,
        from: Square,
        to: Square,
        cursor: f32,
        after: &Position,
        plan: &mut MotionPlan,
    ) -> f32 {
        let replaced = self.index.pieces.remove(&to);
        let Some(entity) = self.move_piece(from, to) else {
            return cursor;
        };
        let sunk = |pose: Transform| {
            Transform::from_translation(pose.translation - Vec3::Y * MAN_HEIGHT)
                .with_scale(Vec3::new(0.6, 0.01, 0.6))
        };
        let sink_end = plan.add(entity, &self.poses, cursor, SINK, |from| Motion::Glide {
            from,
            to: sunk(from),
        });
        let rise_start = match replaced {
            Some(enemy) => self.lift_off(enemy, cursor + SINK * 0.5, plan),
            None => sink_end,
        };
        let landing = rest(after, to);
        let end = plan.add(entity, &self.poses, rise_start, SINK, |_| Motion::Glide {
            from: sunk(landing),
            to: landing,
        });
        // The light runs from chakra to chakra for the whole transmission.
        let (a, b) = (layout::centre(from), layout::centre(to));
        let along = (b - a).with_y(0.0);
        let light = Transform::from_translation((a + b) / 2.0 + Vec3::Y * 0.12)
            .with_rotation(Quat::from_rotation_arc(
                Vec3::X,
                along.normalize_or(Vec3::X),
            ))
            .with_scale(Vec3::new(along.length(), 1.0, 1.0));
        let flash = self
            .commands
            .spawn((
                Name::new("transmission"),
                TransmissionLight,
                light.with_scale(Vec3::ZERO),
            ))
            .id();
        plan.add(flash, &self.poses, cursor, end - cursor, |_| {
            Motion::Pulse { at: light }
        });
        plan.cues.push((rise_start, Cue::Rosette));
        end
    }
}

/// Shows the match's position when Medea's board comes onto the screen.
fn snap_on_arrival(game_match: Res<Match>, mut entities: Entities) {
    entities.snap_to(game_match.game.medea().map(|game| game.position()));
}

/// Turns each change of a Medea match into entity updates and motions.
fn follow_changes(
    mut changes: MessageReader<GameChanged>,
    game_match: Res<Match>,
    mut clock: ResMut<AnimationClock>,
    mut report: ResMut<MedeaReconcile>,
    mut cues: ResMut<Cues>,
    mut entities: Entities,
) {
    let position = game_match.game.medea().map(|game| game.position());
    let mut plan = MotionPlan::default();
    for change in changes.read() {
        report.expect_check();
        if change.kind == ChangeKind::Jumped {
            clock.finish();
            plan = MotionPlan::default();
            entities.snap_to(position);
            continue;
        }
        let Some(after) = position else {
            continue;
        };
        let mut cursor = clock.next_start();
        for effect in change.effects.medea() {
            cursor = entities.plan(effect, cursor, after, &mut plan);
        }
        clock.reserve(cursor);
    }
    // The pieces' new states: what stands where now, as the core has it.
    if let Some(position) = position {
        for (&square, &entity) in &entities.index.pieces {
            if let (Some(piece), Ok(mut entity)) = (
                position.piece_at(square),
                entities.commands.get_entity(entity),
            ) {
                entity.insert(MedeaPiece { square, piece });
            }
        }
        for (&square, &entity) in &entities.index.chakras {
            if let (Some(colour), Ok(mut entity)) = (
                position.chakra_owner(square),
                entities.commands.get_entity(entity),
            ) {
                entity.insert(Chakra { square, colour });
            }
        }
    }
    for (time, cue) in plan.commit(&mut entities.commands) {
        cues.at(time, cue);
    }
}

/// After a change, once its animations are over, checks every piece and chakra entity
/// against the core (square, piece, crown, resting place) and repairs any difference.
fn reconcile(game_match: Res<Match>, mut report: ResMut<MedeaReconcile>, mut entities: Entities) {
    let position = game_match.game.medea().map(|game| game.position());
    let mut found = Vec::new();
    if let Some(position) = position {
        for square in Square::all() {
            let want = position.piece_at(square);
            let have = entities.index.piece(square).and_then(|e| {
                let (piece, children) = entities.pieces.get(e).ok()?;
                let crowned =
                    children.is_some_and(|c| c.iter().any(|c| entities.crowns.contains(c)));
                let pose = entities.poses.get(e).ok()?.0;
                Some((*piece, crowned, *pose))
            });
            match (want, have) {
                (None, None) => {}
                (Some(piece), Some((entity, crowned, pose))) => {
                    if entity.square != square || entity.piece != piece {
                        found.push(format!("{square}: the entity says {entity:?}"));
                    } else if crowned != piece.is_king() {
                        found.push(format!("{square}: the crown does not match the piece"));
                    } else if pose
                        .translation
                        .distance(rest(position, square).translation)
                        > 1e-3
                    {
                        found.push(format!("{square}: the piece is not on its square"));
                    }
                }
                (want, _) => found.push(format!("{square}: the core has {want:?}")),
            }
        }
        let chakras: Vec<Square> = Colour::ALL
            .iter()
            .flat_map(|&c| position.chakras(c))
            .collect();
        if entities.index.chakras.len() != 4
            || chakras.iter().any(|s| entities.index.chakra(*s).is_none())
        {
            found.push("the chakras are not where the core has them".into());
        }
    } else if !entities.index.pieces.is_empty() || !entities.index.chakras.is_empty() {
        found.push("Medea's pieces are on the board in another game".into());
    }
    if report.record(found) {
        entities.snap_to(position);
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<MedeaIndex>();
    follow_square_pieces::<Square, _, _, _>(app, snap_on_arrival, follow_changes, reconcile);
}
