//! The pieces of Pillars of Medusa as entities, mirroring the core position: one entity per
//! piece on the board, keyed by square, and the captured pieces standing in the trays beside
//! it. Each piece carries its shape as a child (a [`Form`]), the Morph's mark as another, and
//! how far it has turned to stone.
//!
//! Each move's effects become motions: a slider slides, a leaper hops, a captured piece is
//! knocked over as the capturer arrives and carried off to its side's tray, castling shows
//! the King and the Tower exchanging squares (the King over the Tower), a Morph's new form and
//! a Sword's promotion grow out of the old shape as it shrinks, and the pieces next to an
//! arriving Medusa turn to stone from the foot up (and back to life when she leaves).
//!
//! An undo or a new match shows the position at once. Once the animations are over, the
//! entities are checked against the core and any difference is repaired (and reported).

use bevy::ecs::system::SystemParam;
use bevy::platform::collections::HashMap;
use bevy::prelude::*;

use super::layout::{self, tray_rest};
use crate::scene::{
    Cue, Cues, Leaving, Motion, MotionPlan, OnBoard, PoseQuery, SquareReconcile,
    follow_square_pieces,
};
use crate::session::AnimationClock;
use crate::session::{ChangeKind, GameBoard, GameChanged, Match};
use medusa_rules::pillars::{Colour, Effect, Game, Piece, Position, Role, Square};

/// A piece on the board, as the core has it now (its picture may still catch up).
#[derive(Component, Clone, Copy, PartialEq, Eq, Debug)]
#[require(OnBoard(GameBoard::PILLARS), Visibility)]
pub struct PillarsPiece {
    pub square: Square,
    pub piece: Piece,
}

/// A captured piece standing in its side's tray, in place `slot`.
#[derive(Component, Clone, Copy, PartialEq, Eq, Debug)]
#[require(OnBoard(GameBoard::PILLARS), Visibility)]
pub struct Captured {
    pub piece: Piece,
    pub slot: usize,
}

/// The shape a piece shows, a child of the piece: a new one grows when the piece changes
/// form, while the old one shrinks away.
#[derive(Component, Clone, Copy, PartialEq, Eq, Debug)]
#[require(Visibility, Transform)]
pub struct Form(pub Role);

/// The Morph's mark, a child of the piece: a ring round its foot.
#[derive(Component, Clone, Copy, Default, Debug)]
#[require(Visibility, Transform)]
pub struct MorphMark;

/// How far a piece is turned to stone (0 alive, 1 stone), going from `from` to `to` between
/// clock times `start` and `start + duration`.
#[derive(Component, Clone, Copy, PartialEq, Debug)]
pub struct Petrification {
    pub from: f32,
    pub to: f32,
    pub start: f32,
    pub duration: f32,
}

impl Petrification {
    /// Already and still at `level`.
    pub fn settled(level: f32) -> Petrification {
        Petrification {
            from: level,
            to: level,
            start: 0.0,
            duration: 0.0,
        }
    }

    /// How far turned at clock time `now`.
    pub fn at(&self, now: f32) -> f32 {
        if self.duration <= 0.0 || now >= self.start + self.duration {
            return self.to;
        }
        let k = ((now - self.start) / self.duration).clamp(0.0, 1.0);
        self.from + (self.to - self.from) * k
    }

    /// Whether it ends as stone.
    pub fn is_stone(&self) -> bool {
        self.to >= 1.0
    }
}

/// The piece entities by square, and the captured pieces in each side's tray.
#[derive(Resource, Default, Debug)]
pub struct PillarsIndex {
    pieces: HashMap<Square, Entity>,
    trays: [Vec<Entity>; 2],
}

impl PillarsIndex {
    /// The piece entity on `square`.
    pub fn piece(&self, square: Square) -> Option<Entity> {
        self.pieces.get(&square).copied()
    }

    /// How many piece entities stand on the board.
    pub fn piece_count(&self) -> usize {
        self.pieces.len()
    }

    /// The captured pieces of `colour`, in their tray's order.
    pub fn tray(&self, colour: Colour) -> &[Entity] {
        &self.trays[colour.index()]
    }
}

/// What the checks after the animations found.
pub type PillarsReconcile = SquareReconcile<Square>;

/// Timing of the motions, in animation steps.
const SLIDE: f32 = 0.9;
const SLIDE_PER_SQUARE: f32 = 0.1;
const HOP: f32 = 0.9;
const KNOCK: f32 = 0.5;
const CARRY: f32 = 1.0;
const RESHAPE: f32 = 1.1;
const CASTLE: f32 = 1.4;
/// Turning to stone or back: quick, so that the board never shows for long what the panel
/// no longer says.
const GAZE: f32 = 0.7;
/// How high a piece is carried to its tray.
const CARRY_HEIGHT: f32 = 1.2;

/// The pieces `colour` has lost in `game` so far, in the order they were taken.
pub fn lost_pieces(game: &Game, colour: Colour) -> Vec<Piece> {
    let mut position = game.start().clone();
    let mut lost = Vec::new();
    for mv in game.moves() {
        if let Some(piece) = position.captured_by(mv)
            && piece.colour == colour
        {
            lost.push(piece);
        }
        position = position.after(mv);
    }
    lost
}

/// Whether a move from `from` to `to` runs along a line (a slide) rather than a leap.
fn along_a_line(from: Square, to: Square) -> bool {
    let (df, dr) = (
        i32::from(to.file()) - i32::from(from.file()),
        i32::from(to.rank()) - i32::from(from.rank()),
    );
    df == 0 || dr == 0 || df.abs() == dr.abs()
}

/// The motions of one frame's changes, and what they changed that the world does not show
/// yet: the forms just grown and the stone levels just aimed at.
#[derive(Default)]
struct TurnPlan {
    motions: MotionPlan,
    forms: HashMap<Entity, Entity>,
    stone: HashMap<Entity, f32>,
}

/// The entities, their index, and commands to change them.
#[derive(SystemParam)]
struct Entities<'w, 's> {
    index: ResMut<'w, PillarsIndex>,
    commands: Commands<'w, 's>,
    poses: PoseQuery<'w, 's>,
    children: Query<'w, 's, &'static Children>,
    forms: Query<'w, 's, &'static Form>,
    marks: Query<'w, 's, (), With<MorphMark>>,
    petrified: Query<'w, 's, &'static Petrification>,
}

impl Entities<'_, '_> {
    /// Spawns `piece` at `pose` as `what` (on the board or in a tray), with its shape, its
    /// mark if it is the Morph, and stone if `frozen`.
    fn spawn(&mut self, piece: Piece, pose: Transform, frozen: bool, what: impl Bundle) -> Entity {
        let mut entity = self.commands.spawn((
            Name::new(format!("{} {}", piece.colour, piece)),
            what,
            pose,
            Petrification::settled(if frozen { 1.0 } else { 0.0 }),
        ));
        entity.with_child((Name::new("form"), Form(piece.role)));
        if piece.morph {
            entity.with_child((Name::new("morph mark"), MorphMark));
        }
        entity.id()
    }

    /// Makes the entities show `game` at once (none for another game's match).
    fn snap_to(&mut self, game: Option<&Game>) {
        let index = &mut *self.index;
        let old: Vec<Entity> = index
            .pieces
            .drain()
            .map(|(_, entity)| entity)
            .chain(index.trays.iter_mut().flat_map(|tray| tray.drain(..)))
            .collect();
        for entity in old {
            self.commands.entity(entity).try_despawn();
        }
        let Some(game) = game else {
            return;
        };
        let position = game.position();
        for (square, piece) in position.board().iter() {
            let pose = layout::piece_rest(square, piece.colour);
            let frozen = position.is_frozen(square);
            let entity = self.spawn(piece, pose, frozen, PillarsPiece { square, piece });
            self.index.pieces.insert(square, entity);
        }
        for colour in Colour::ALL {
            for (slot, piece) in lost_pieces(game, colour).into_iter().enumerate() {
                let entity = self.spawn(
                    piece,
                    tray_rest(colour, slot),
                    false,
                    Captured { piece, slot },
                );
                self.index.trays[colour.index()].push(entity);
            }
        }
    }

    /// Plans the motions of one turn's effects from `start`; returns when they are over.
    fn plan_turn(&mut self, effects: &[Effect], start: f32, plan: &mut TurnPlan) -> f32 {
        let cues = |plan: &mut TurnPlan, at: f32, cue: Cue| plan.motions.cues.push((at, cue));
        // The piece taken on the square moved to, and when the moving pieces stand still.
        let mut victim = None;
        let mut arrived = start;
        let mut end = start;
        // When a Medusa that moves leaves her square: the pieces she held come back to life as
        // she leaves, those she reaches turn to stone as she arrives.
        let mut medusa_left = None;
        for effect in effects {
            match *effect {
                Effect::Moved { piece, from, to } => {
                    if piece.role == Role::Medusa {
                        medusa_left = Some(start);
                    }
                    victim = self.index.pieces.remove(&to);
                    let Some(entity) = self.index.pieces.remove(&from) else {
                        continue;
                    };
                    self.index.pieces.insert(to, entity);
                    let rest = layout::piece_rest(to, piece.colour);
                    arrived = if along_a_line(from, to) {
                        let distance = i32::from(from.file().abs_diff(to.file()))
                            .max(i32::from(from.rank().abs_diff(to.rank())));
                        let duration = SLIDE + SLIDE_PER_SQUARE * (distance - 1).max(0) as f32;
                        cues(plan, start, Cue::Slide);
                        plan.motions
                            .add(entity, &self.poses, start, duration, |from| Motion::Glide {
                                from,
                                to: rest,
                            })
                    } else {
                        cues(plan, start + HOP, Cue::Place);
                        plan.motions
                            .add(entity, &self.poses, start, HOP, |from| Motion::Hop {
                                path: vec![from.translation, rest.translation],
                                rotation: rest.rotation,
                            })
                    };
                }
                Effect::Castled {
                    colour,
                    king_from,
                    king_to,
                    tower_from,
                    tower_to,
                    ..
                } => {
                    let king = self.index.pieces.remove(&king_from);
                    let tower = self.index.pieces.remove(&tower_from);
                    cues(plan, start, Cue::Slide);
                    if let Some(king) = king {
                        self.index.pieces.insert(king_to, king);
                        let rest = layout::piece_rest(king_to, colour);
                        arrived = plan.motions.add(king, &self.poses, start, CASTLE, |from| {
                            Motion::Toss {
                                from,
                                to: rest,
                                height: 1.3,
                            }
                        });
                    }
                    if let Some(tower) = tower {
                        self.index.pieces.insert(tower_to, tower);
                        let rest = layout::piece_rest(tower_to, colour);
                        plan.motions
                            .add(tower, &self.poses, start, CASTLE, |from| Motion::Glide {
                                from,
                                to: rest,
                            });
                    }
                }
                Effect::Captured { piece, square } => {
                    let Some(entity) = victim.take() else {
                        continue;
                    };
                    let knock = (arrived - 0.2).max(start);
                    end = end.max(self.capture(entity, piece, square, knock, plan));
                }
                Effect::Morphed {
                    square,
                    to,
                    keeps_power,
                    ..
                } => {
                    arrived = self.reshape(square, to, arrived, plan);
                    if !keeps_power {
                        self.drop_mark(square, arrived - RESHAPE, plan);
                    }
                }
                Effect::Promoted { square, .. } => {
                    // A promoted Sword-Morph becomes an ordinary Medusa.
                    self.drop_mark(square, arrived, plan);
                    arrived = self.reshape(square, Role::Medusa, arrived, plan);
                }
                Effect::Frozen { ref squares } => {
                    cues(plan, arrived, Cue::Rosette);
                    for &square in squares {
                        end = end.max(self.petrify(square, 1.0, arrived, plan));
                    }
                }
                Effect::Unfrozen { ref squares } => {
                    let at = medusa_left.unwrap_or(arrived);
                    for &square in squares {
                        end = end.max(self.petrify(square, 0.0, at, plan));
                    }
                }
                Effect::Check { .. } => cues(plan, arrived, Cue::Flip),
                Effect::GameEnded(_) => cues(plan, arrived, Cue::GameOver),
            }
        }
        end.max(arrived)
    }

    /// Knocks `entity` (the captured `piece`) over on `square` from `start` and carries it to
    /// its side's tray; returns when it stands there.
    fn capture(
        &mut self,
        entity: Entity,
        piece: Piece,
        square: Square,
        start: f32,
        plan: &mut TurnPlan,
    ) -> f32 {
        let tray = &mut self.index.trays[piece.colour.index()];
        let slot = tray.len();
        tray.push(entity);
        self.commands
            .entity(entity)
            .remove::<PillarsPiece>()
            .insert(Captured { piece, slot });
        // It falls away from the board's middle, towards its tray.
        let outward = (layout::tray_centre(piece.colour) - layout::centre(square))
            .with_y(0.0)
            .normalize_or(Vec3::X);
        let axis = Vec3::Y.cross(outward).normalize_or(Vec3::Z);
        let knocked = |pose: Transform| {
            Transform::from_translation(pose.translation + outward * 0.3 + Vec3::Y * 0.18)
                .with_rotation(Quat::from_axis_angle(axis, 1.45) * pose.rotation)
        };
        plan.motions.cues.push((start, Cue::Flip));
        let fallen = plan
            .motions
            .add(entity, &self.poses, start, KNOCK, |from| Motion::Glide {
                from,
                to: knocked(from),
            });
        // In the tray it is itself again, not stone.
        self.petrify_entity(entity, 0.0, fallen, plan);
        let rest = tray_rest(piece.colour, slot);
        plan.motions
            .add(entity, &self.poses, fallen, CARRY, |from| Motion::Toss {
                from,
                to: rest,
                height: CARRY_HEIGHT,
            })
    }

    /// The form now shown by the piece entity `entity`.
    fn form_of(&self, entity: Entity, plan: &TurnPlan) -> Option<Entity> {
        if let Some(&form) = plan.forms.get(&entity) {
            return Some(form);
        }
        self.children
            .get(entity)
            .ok()?
            .iter()
            .find(|&child| self.forms.contains(child))
    }

    /// The piece on `square` changes its shape into `role`'s from `start`: the old shape
    /// shrinks away turning, the new one grows turning; returns when it stands complete.
    fn reshape(&mut self, square: Square, role: Role, start: f32, plan: &mut TurnPlan) -> f32 {
        let Some(entity) = self.index.piece(square) else {
            return start;
        };
        let turned = |k: f32| {
            Transform::from_rotation(Quat::from_rotation_y(k * std::f32::consts::PI))
                .with_scale(Vec3::new(0.01, 1.2, 0.01))
        };
        if let Some(old) = self.form_of(entity, plan) {
            self.commands.entity(old).insert(Leaving);
            plan.motions
                .add(old, &self.poses, start, RESHAPE * 0.5, |from| {
                    Motion::Glide {
                        from,
                        to: turned(1.0),
                    }
                });
        }
        let new = self
            .commands
            .spawn((
                Name::new("form"),
                Form(role),
                turned(-1.0).with_scale(Vec3::ZERO),
                ChildOf(entity),
            ))
            .id();
        plan.forms.insert(entity, new);
        plan.motions.cues.push((start, Cue::Rosette));
        plan.motions
            .add(new, &self.poses, start, RESHAPE, |_| Motion::Glide {
                from: turned(-1.0).with_scale(Vec3::new(0.01, 0.2, 0.01)),
                to: Transform::IDENTITY,
            })
    }

    /// The Morph's mark on the piece on `square` fades away from `start`.
    fn drop_mark(&mut self, square: Square, start: f32, plan: &mut TurnPlan) {
        let Some(entity) = self.index.piece(square) else {
            return;
        };
        let marks: Vec<Entity> = self
            .children
            .get(entity)
            .map(|children| {
                children
                    .iter()
                    .filter(|&child| self.marks.contains(child))
                    .collect()
            })
            .unwrap_or_default();
        for mark in marks {
            self.commands.entity(mark).insert(Leaving);
            plan.motions
                .add(mark, &self.poses, start, RESHAPE * 0.5, |from| {
                    Motion::Glide {
                        from,
                        to: from.with_scale(Vec3::ZERO),
                    }
                });
        }
    }

    /// The piece on `square` turns to stone (`level` 1) or back to life (0) from `start`;
    /// returns when it is done.
    fn petrify(&mut self, square: Square, level: f32, start: f32, plan: &mut TurnPlan) -> f32 {
        match self.index.piece(square) {
            Some(entity) => self.petrify_entity(entity, level, start, plan),
            None => start,
        }
    }

    fn petrify_entity(
        &mut self,
        entity: Entity,
        level: f32,
        start: f32,
        plan: &mut TurnPlan,
    ) -> f32 {
        // Motions queue one after another, so it starts from where the last one ends.
        let from = plan
            .stone
            .get(&entity)
            .copied()
            .unwrap_or_else(|| self.petrified.get(entity).map_or(0.0, |p| p.to));
        plan.stone.insert(entity, level);
        let duration = if from == level { 0.0 } else { GAZE };
        self.commands.entity(entity).insert(Petrification {
            from,
            to: level,
            start,
            duration,
        });
        start + duration
    }
}

/// Shows the match's position when the board comes onto the screen.
fn snap_on_arrival(game_match: Res<Match>, mut entities: Entities) {
    entities.snap_to(game_match.game.pillars());
}

/// Turns each change of a match of Pillars of Medusa into entity updates and motions.
fn follow_changes(
    mut changes: MessageReader<GameChanged>,
    game_match: Res<Match>,
    mut clock: ResMut<AnimationClock>,
    mut report: ResMut<PillarsReconcile>,
    mut cues: ResMut<Cues>,
    mut entities: Entities,
) {
    let game = game_match.game.pillars();
    let mut plan = TurnPlan::default();
    for change in changes.read() {
        report.expect_check();
        if change.kind == ChangeKind::Jumped {
            clock.finish();
            plan = TurnPlan::default();
            entities.snap_to(game);
            continue;
        }
        if game.is_none() {
            continue;
        }
        let start = clock.next_start();
        let end = entities.plan_turn(change.effects.pillars(), start, &mut plan);
        clock.reserve(end);
    }
    // The pieces' new states: what stands where now, as the core has it.
    if let Some(position) = game.map(Game::position) {
        for (&square, &entity) in &entities.index.pieces {
            if let (Some(piece), Ok(mut entity)) = (
                position.piece_at(square),
                entities.commands.get_entity(entity),
            ) {
                entity.insert(PillarsPiece { square, piece });
            }
        }
    }
    for (time, cue) in plan.motions.commit(&mut entities.commands) {
        cues.at(time, cue);
    }
}

/// What the entity on `square` shows, in words, where that differs from `position`.
fn mismatch(entities: &Entities, position: &Position, square: Square) -> Option<String> {
    let want = position.piece_at(square);
    let Some(entity) = entities.index.piece(square) else {
        return want.map(|piece| format!("{square}: no entity for the {piece}"));
    };
    let Some(piece) = want else {
        return Some(format!("{square}: an entity stands on an empty square"));
    };
    let children: Vec<Entity> = entities
        .children
        .get(entity)
        .map(|c| c.iter().collect())
        .unwrap_or_default();
    let forms: Vec<Role> = children
        .iter()
        .filter_map(|&c| entities.forms.get(c).ok().map(|f| f.0))
        .collect();
    let marked = children.iter().any(|&c| entities.marks.contains(c));
    let stone = entities
        .petrified
        .get(entity)
        .is_ok_and(Petrification::is_stone);
    let pose = entities.poses.get(entity).ok().map(|(t, _)| *t);
    if forms != [piece.role] {
        Some(format!("{square}: shows {forms:?} for the {piece}"))
    } else if marked != piece.morph {
        Some(format!(
            "{square}: the Morph's mark does not match the {piece}"
        ))
    } else if stone != position.is_frozen(square) {
        Some(format!("{square}: the {piece} is shown frozen {stone}"))
    } else if pose.is_none_or(|pose| {
        pose.translation
            .distance(layout::piece_rest(square, piece.colour).translation)
            > 1e-3
    }) {
        Some(format!("{square}: the {piece} is not on its square"))
    } else {
        None
    }
}

/// After a change, once its animations are over, checks every piece entity against the core
/// (square, piece, shape, mark, stone, resting place) and the trays against the pieces
/// taken, and repairs any difference.
fn reconcile(game_match: Res<Match>, mut report: ResMut<PillarsReconcile>, mut entities: Entities) {
    let game = game_match.game.pillars();
    let mut found = Vec::new();
    if let Some(game) = game {
        let position = game.position();
        found.extend(Square::all().filter_map(|square| mismatch(&entities, position, square)));
        for colour in Colour::ALL {
            let lost = lost_pieces(game, colour).len();
            let shown = entities.index.tray(colour).len();
            if lost != shown {
                found.push(format!(
                    "{colour} has lost {lost} pieces, {shown} in the tray"
                ));
            }
        }
    } else if entities.index.piece_count() > 0 {
        found.push("the pieces of Pillars of Medusa are on the board in another game".into());
    }
    if report.record(found) {
        entities.snap_to(game);
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<PillarsIndex>();
    follow_square_pieces::<Square, _, _, _>(app, snap_on_arrival, follow_changes, reconcile);
}
