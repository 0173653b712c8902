//! Stone entities mirror the stones of the core position: one entity per stone, keyed by its
//! point. The effects of each change are turned into motions (drop, flip waves, hops), and once
//! the animations are over a reconcile step checks every entity against the core.

use bevy::ecs::system::SystemParam;
use bevy::platform::collections::HashMap;
use bevy::prelude::*;

use super::layout::{self, BoardLayout};
use crate::GameSystems;
use crate::scene::{Cue, Cues};
use crate::scene::{Motion, Tween, Tweens};
use crate::session::AnimationClock;
use crate::session::{ChangeKind, GameChanged, Match};
use medusa_rules::medusa::{Bits, Board, Colour, Effect, Point};

/// A stone on the board, as the core has it now (its picture may still be catching up).
#[derive(Component, Clone, Copy, PartialEq, Eq, Debug)]
pub struct Stone {
    pub point: Point,
    pub colour: Colour,
}

/// The stone entity on each point.
#[derive(Resource, Default, Debug)]
pub struct StoneIndex(HashMap<Point, Entity>);

impl StoneIndex {
    /// The stone entity on `point`.
    pub fn get(&self, point: Point) -> Option<Entity> {
        self.0.get(&point).copied()
    }

    /// Number of stone entities.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

/// The system that moves the stone entities on each change; pictures that must start after
/// the stones' animations are planned run after it.
#[derive(SystemSet, Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct FollowStones;

/// What the last reconcile found.
#[derive(Resource, Default, Debug)]
pub struct ReconcileReport {
    /// How many times the stones were checked.
    pub checks: u64,
    /// Every difference found (and repaired) so far, in words.
    pub mismatches: Vec<String>,
    pending: bool,
}

/// Timing of the stone animations, in steps.
const DROP: f32 = 1.0;
const FLIP: f32 = 1.2;
/// Delay between successive distances of a flip wave.
const WAVE: f32 = 0.35;
/// Duration of one hop of a moving stone.
const HOP: f32 = 0.8;

fn spawn_stone(commands: &mut Commands, stone: Stone, pose: Transform) -> Entity {
    commands
        .spawn((Name::new("stone"), stone, pose, Visibility::default()))
        .id()
}

type StoneQuery<'w, 's> =
    Query<'w, 's, (&'static Stone, &'static Transform, Option<&'static Tweens>)>;

/// The stone entities, their index, and commands to change them.
#[derive(SystemParam)]
struct StoneEntities<'w, 's> {
    index: ResMut<'w, StoneIndex>,
    commands: Commands<'w, 's>,
    query: StoneQuery<'w, 's>,
}

impl StoneEntities<'_, '_> {
    /// Makes the stone entities match the core position at once: spawns, despawns,
    /// recolours and places them, dropping any motion. The new states go into `plan`, so that
    /// changes later in the same frame start from them. A match of another game leaves no
    /// stones.
    fn snap_to(&mut self, game_match: &Match, layout: &BoardLayout, plan: &mut Plan) {
        *plan = Plan::default();
        let mut kept = HashMap::default();
        let board = game_match.medusa().map(|game| game.position().board());
        for point in board.map_or(Bits::EMPTY, Board::occupied) {
            let colour = board
                .and_then(|b| b.colour_at(point))
                .unwrap_or(Colour::Black);
            let pose = layout.stone_pose(point, colour);
            let stone = Stone { point, colour };
            let entity = match self.index.0.remove(&point) {
                Some(entity) if self.query.contains(entity) => {
                    self.commands.entity(entity).insert(pose);
                    entity
                }
                _ => spawn_stone(&mut self.commands, stone, pose),
            };
            plan.touched.insert(entity, (stone, pose, Vec::new()));
            kept.insert(point, entity);
        }
        for (_, entity) in self.index.0.drain() {
            self.commands.entity(entity).despawn();
        }
        self.index.0 = kept;
    }
}

/// The stones touched while planning the changes of one frame: for each, its new state, the
/// pose its motions end in, and all its motions (those it already had, then the new ones).
/// Everything is written through commands at the end, so several changes in one frame build
/// on each other rather than on the world as it stood before the first. The sounds of the
/// motions are planned with them.
#[derive(Default)]
struct Plan {
    touched: HashMap<Entity, (Stone, Transform, Vec<Tween>)>,
    cues: Vec<(f32, Cue)>,
}

impl Plan {
    /// The planned state of `entity`, loaded from the world on first use.
    fn stone<'a>(
        &'a mut self,
        entity: Entity,
        stones: &StoneQuery,
    ) -> Option<&'a mut (Stone, Transform, Vec<Tween>)> {
        if !self.touched.contains_key(&entity) {
            let (stone, transform, tweens) = stones.get(entity).ok()?;
            let pose = tweens.and_then(Tweens::final_pose).unwrap_or(*transform);
            let queued = tweens.map(|t| t.0.clone()).unwrap_or_default();
            self.touched.insert(entity, (*stone, pose, queued));
        }
        self.touched.get_mut(&entity)
    }

    /// When the last planned motion ends.
    fn until(&self) -> f32 {
        self.touched
            .values()
            .flat_map(|(_, _, tweens)| tweens.iter().map(Tween::end))
            .fold(0.0, f32::max)
    }

    /// Writes the planned states and motions to the world; returns the sounds they make.
    fn commit(self, commands: &mut Commands) -> Vec<(f32, Cue)> {
        for (entity, (stone, _, tweens)) in self.touched {
            let mut entity = commands.entity(entity);
            entity.insert(stone);
            if tweens.is_empty() {
                entity.remove::<Tweens>();
            } else {
                entity.insert(Tweens(tweens));
            }
        }
        self.cues
    }
}

/// Turns each change into stone entity updates and motions.
fn follow_changes(
    mut changes: MessageReader<GameChanged>,
    game_match: Res<Match>,
    layout: Res<BoardLayout>,
    mut clock: ResMut<AnimationClock>,
    mut report: ResMut<ReconcileReport>,
    mut cues: ResMut<Cues>,
    mut stones: StoneEntities,
) {
    let mut plan = Plan::default();
    for change in changes.read() {
        report.pending = true;
        if change.kind == ChangeKind::Jumped {
            clock.finish();
            stones.snap_to(&game_match, &layout, &mut plan);
            continue;
        }
        let mut cursor = clock.next_start();
        for effect in change.effects.medusa() {
            cursor = plan_effect(effect, cursor, &layout, &mut plan, &mut stones);
        }
        let end = cursor.max(plan.until());
        if change
            .effects
            .medusa()
            .iter()
            .any(|e| matches!(e, Effect::GameEnded(_)))
        {
            plan.cues.push((end, Cue::GameOver));
        }
        clock.reserve(end);
    }
    for (time, cue) in plan.commit(&mut stones.commands) {
        cues.at(time, cue);
    }
}

/// Plans the motion of one effect starting at `cursor`; returns when the next may start.
fn plan_effect(
    effect: &Effect,
    cursor: f32,
    layout: &BoardLayout,
    plan: &mut Plan,
    stones: &mut StoneEntities,
) -> f32 {
    let StoneEntities {
        index,
        commands,
        query,
    } = stones;
    match effect {
        Effect::Placed { point, colour } => {
            let pose = layout.stone_pose(*point, *colour);
            let stone = Stone {
                point: *point,
                colour: *colour,
            };
            let entity = spawn_stone(commands, stone, pose.with_scale(Vec3::ZERO));
            if let Some(old) = index.0.insert(*point, entity) {
                plan.touched.remove(&old);
                commands.entity(old).despawn();
            }
            let tween = Tween {
                start: cursor,
                duration: DROP,
                motion: Motion::Drop { to: pose },
            };
            plan.touched.insert(entity, (stone, pose, vec![tween]));
            plan.cues.push((cursor + DROP * 0.8, Cue::Place));
            cursor + DROP * 0.8
        }
        Effect::Reversed {
            points, to, cause, ..
        } => {
            let set: Bits = points.iter().copied().collect();
            let layers = medusa_rules::medusa::wave_layers(layout.topology, *cause, set);
            let origin = layout.point(*cause);
            let mut end = cursor;
            for (distance, layer) in layers.iter().enumerate() {
                let start = cursor + distance as f32 * WAVE;
                for &point in layer {
                    let Some(entity) = index.get(point) else {
                        continue;
                    };
                    let Some((stone, pose, tweens)) = plan.stone(entity, query) else {
                        continue;
                    };
                    stone.colour = *to;
                    let away = (layout.point(point) - origin).with_y(0.0);
                    let axis = Vec3::Y.cross(away).try_normalize().unwrap_or(Vec3::X);
                    let motion = Motion::flip(*pose, axis);
                    *pose = motion.end();
                    tweens.push(Tween {
                        start,
                        duration: FLIP,
                        motion,
                    });
                    plan.cues.push((start + FLIP * 0.85, Cue::Flip));
                    end = end.max(start + FLIP);
                }
            }
            end
        }
        Effect::Moved { from, over, to, .. } => {
            let Some(entity) = index.0.remove(from) else {
                return cursor;
            };
            index.0.insert(*to, entity);
            let Some((stone, pose, tweens)) = plan.stone(entity, query) else {
                return cursor;
            };
            stone.point = *to;
            let rest = Vec3::Y * layout.stone_rest_height();
            let path: Vec<Vec3> = std::iter::once(*from)
                .chain(over.iter().copied())
                .chain(std::iter::once(*to))
                .map(|p| layout.point(p) + rest)
                .collect();
            let duration = HOP * (path.len() - 1) as f32;
            let motion = Motion::Hop {
                path,
                rotation: pose.rotation,
            };
            *pose = motion.end();
            tweens.push(Tween {
                start: cursor,
                duration,
                motion,
            });
            plan.cues.push((cursor, Cue::Slide));
            cursor + duration
        }
        _ => cursor,
    }
}

/// Run condition: a change has been made and its animations are over.
fn reconcile_due(report: Res<ReconcileReport>, clock: Res<AnimationClock>) -> bool {
    report.pending && !clock.is_busy()
}

/// After a change, once its animations are over, checks every stone entity against the core
/// (point, colour, and the face its picture shows) and repairs any difference.
fn reconcile(
    clock: Res<AnimationClock>,
    game_match: Res<Match>,
    layout: Res<BoardLayout>,
    mut report: ResMut<ReconcileReport>,
    mut stones: StoneEntities,
) {
    report.pending = false;
    report.checks += 1;
    let Some(game) = game_match.medusa() else {
        return;
    };
    let board = game.position().board();
    let mut found = Vec::new();
    for point in layout.topology.points() {
        let want = board.colour_at(point);
        let have = stones
            .index
            .get(point)
            .and_then(|e| stones.query.get(e).ok());
        match (want, have) {
            (None, None) => {}
            (Some(colour), Some((stone, transform, tweens))) => {
                let label = layout.topology.label(point);
                if stone.point != point || stone.colour != colour {
                    found.push(format!("{label}: entity says {:?}", *stone));
                } else if tweens.is_some_and(|t| t.0.iter().any(|t| t.end() > clock.now())) {
                    found.push(format!("{label}: still moving after the animations"));
                } else if layout::colour_shown(transform.rotation) != colour {
                    found.push(format!("{label}: shows the wrong face"));
                } else if transform
                    .translation
                    .distance(layout.stone_pose(point, colour).translation)
                    > 1e-3
                {
                    found.push(format!("{label}: not on its point"));
                }
            }
            (want, _) => found.push(format!(
                "{}: core has {want:?}, entities disagree",
                layout.topology.label(point)
            )),
        }
    }
    if stones.index.len() != board.occupied().len() {
        found.push(format!(
            "{} stone entities for {} stones",
            stones.index.len(),
            board.occupied().len()
        ));
    }
    if !found.is_empty() {
        for mismatch in &found {
            warn!("reconcile: {mismatch}");
        }
        report.mismatches.extend(found);
        let mut plan = Plan::default();
        stones.snap_to(&game_match, &layout, &mut plan);
        plan.commit(&mut stones.commands);
    }
}

/// Rebuilds the stones when a board layout is (re)inserted, e.g. for a new match.
fn rebuild_on_new_layout(
    layout: Res<BoardLayout>,
    game_match: Res<Match>,
    mut stones: StoneEntities,
) {
    let mut plan = Plan::default();
    stones.snap_to(&game_match, &layout, &mut plan);
    plan.commit(&mut stones.commands);
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<StoneIndex>()
        .init_resource::<ReconcileReport>()
        .add_systems(
            Update,
            (
                rebuild_on_new_layout
                    .run_if(resource_changed::<BoardLayout>)
                    .in_set(GameSystems::Follow)
                    .before(follow_changes),
                follow_changes
                    .run_if(on_message::<GameChanged>)
                    .in_set(GameSystems::Follow)
                    .in_set(FollowStones),
                reconcile
                    .run_if(reconcile_due)
                    .in_set(GameSystems::Reconcile),
            ),
        );
}
