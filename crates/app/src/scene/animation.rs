//! Animation: per-entity tweens that move a transform along a motion between two poses, posed
//! by the animation clock's time.
//!
//! The game state changes at once; animations only catch the picture up. Finishing them early
//! (a click during an animation, or speed "off") jumps every tween to its end pose.

use std::f32::consts::PI;

use bevy::prelude::*;

use crate::GameSystems;
use crate::session::{AnimationClock, ClockSystems};

/// A way of moving from one pose to another.
#[derive(Clone, Debug, PartialEq)]
pub enum Motion {
    /// Fall onto `to` from above, growing from nothing.
    Drop { to: Transform },
    /// Lift, turn over about the horizontal `axis`, and settle on `to`.
    Flip {
        from: Transform,
        axis: Vec3,
        to: Transform,
    },
    /// Travel through `path` in hops (one per segment), keeping `rotation`.
    Hop { path: Vec<Vec3>, rotation: Quat },
    /// Slide straight from one pose to another.
    Glide { from: Transform, to: Transform },
    /// Go from one pose to another through the air, in an arc as high as `height`.
    Toss {
        from: Transform,
        to: Transform,
        height: f32,
    },
    /// Grow from nothing, swell past `at` and settle on it: something lighting up.
    Bloom { at: Transform },
    /// A flash along the entity's X axis: its thickness (Y and Z) swells from nothing to that
    /// of `at` and fades back to nothing, its length kept.
    Pulse { at: Transform },
}

/// How high a flipping stone lifts and a hopping stone arcs, in world units.
const LIFT: f32 = 0.9;
const HOP: f32 = 0.7;
/// How far above its resting place a placed stone starts.
const DROP_HEIGHT: f32 = 4.0;

fn ease(k: f32) -> f32 {
    let k = k.clamp(0.0, 1.0);
    k * k * (3.0 - 2.0 * k)
}

impl Motion {
    /// A flip from `from` turning about `axis`.
    pub fn flip(from: Transform, axis: Vec3) -> Motion {
        let to = from.with_rotation(Quat::from_axis_angle(axis, PI) * from.rotation);
        Motion::Flip { from, axis, to }
    }

    /// The pose at progress `k` (0 to 1).
    pub fn sample(&self, k: f32) -> Transform {
        let k = k.clamp(0.0, 1.0);
        match self {
            Motion::Drop { to } => {
                // Accelerating fall with a small bounce at the end.
                let fall = 1.0 - (k / 0.8).min(1.0).powi(2);
                let bounce = if k > 0.8 {
                    (((k - 0.8) / 0.2) * PI).sin() * 0.12
                } else {
                    0.0
                };
                let mut pose = *to;
                pose.translation.y += DROP_HEIGHT * fall + bounce;
                pose.scale = Vec3::splat(ease(k * 4.0).max(0.001));
                pose
            }
            Motion::Flip { from, axis, to } => {
                let turn = ease(k);
                let mut pose = *from;
                pose.translation =
                    from.translation.lerp(to.translation, turn) + Vec3::Y * LIFT * (PI * k).sin();
                pose.rotation = Quat::from_axis_angle(*axis, PI * turn) * from.rotation;
                pose
            }
            Motion::Hop { path, rotation } => {
                let segments = path.len().saturating_sub(1).max(1);
                let along = k * segments as f32;
                let i = (along.floor() as usize).min(segments - 1);
                let local = along - i as f32;
                let a = path.get(i).copied().unwrap_or_default();
                let b = path.get(i + 1).copied().unwrap_or(a);
                let translation = a.lerp(b, local) + Vec3::Y * HOP * (PI * local).sin();
                Transform::from_translation(translation).with_rotation(*rotation)
            }
            Motion::Glide { from, to } => {
                let t = ease(k);
                Transform {
                    translation: from.translation.lerp(to.translation, t),
                    rotation: from.rotation.slerp(to.rotation, t),
                    scale: from.scale.lerp(to.scale, t),
                }
            }
            Motion::Toss { from, to, height } => {
                let mut pose = Motion::Glide {
                    from: *from,
                    to: *to,
                }
                .sample(k);
                pose.translation.y += height * (PI * k).sin();
                pose
            }
            Motion::Bloom { at } => {
                let swell = if k < 0.35 {
                    1.4 * ease(k / 0.35)
                } else {
                    1.4 - 0.4 * ease((k - 0.35) / 0.65)
                };
                let mut pose = *at;
                pose.scale = at.scale * swell;
                pose
            }
            Motion::Pulse { at } => {
                let thickness = (PI * k).sin().max(0.0);
                let mut pose = *at;
                pose.scale = at.scale * Vec3::new(1.0, thickness, thickness);
                pose
            }
        }
    }

    /// The pose at the end.
    pub fn end(&self) -> Transform {
        self.sample(1.0)
    }
}

/// One motion of an entity, from `start` (clock time) for `duration` steps.
#[derive(Clone, Debug, PartialEq)]
pub struct Tween {
    pub start: f32,
    pub duration: f32,
    pub motion: Motion,
}

impl Tween {
    /// When it ends.
    pub fn end(&self) -> f32 {
        self.start + self.duration
    }
}

/// The motions queued for an entity, in order of start.
#[derive(Component, Clone, Debug, Default)]
pub struct Tweens(pub Vec<Tween>);

impl Tweens {
    /// The pose the entity will have when its last motion ends.
    pub fn final_pose(&self) -> Option<Transform> {
        self.0.last().map(|t| t.motion.end())
    }
}

/// An entity on its way out (a captured piece lifted off, a flash of light): despawned when
/// its motions end.
#[derive(Component, Clone, Copy, Default, Debug)]
pub struct Leaving;

/// Despawns a leaving entity once its motions are over.
fn despawn_when_still(
    still: On<Remove, Tweens>,
    leaving: Query<(), With<Leaving>>,
    mut commands: Commands,
) {
    if leaving.contains(still.entity) {
        commands.entity(still.entity).try_despawn();
    }
}

/// Poses every animated entity for the current clock time; entities whose motions are all
/// over get their final pose and lose their [`Tweens`].
fn play_tweens(
    clock: Res<AnimationClock>,
    mut commands: Commands,
    mut animated: Query<(Entity, &mut Transform, &Tweens)>,
) {
    let now = clock.now();
    for (entity, mut transform, tweens) in &mut animated {
        let active = tweens.0.iter().find(|t| t.start <= now && now < t.end());
        let pose = match active {
            Some(tween) => Some(
                tween
                    .motion
                    .sample((now - tween.start) / tween.duration.max(f32::EPSILON)),
            ),
            None => tweens
                .0
                .iter()
                .filter(|t| t.end() <= now)
                .max_by(|a, b| a.end().total_cmp(&b.end()))
                .map(|t| t.motion.end()),
        };
        if let Some(pose) = pose
            && *transform != pose
        {
            *transform = pose;
        }
        if tweens.0.iter().all(|t| t.end() <= now) {
            commands.entity(entity).remove::<Tweens>();
        }
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.add_observer(despawn_when_still).add_systems(
        Update,
        play_tweens
            .in_set(GameSystems::Animate)
            .after(ClockSystems::Advance)
            .before(ClockSystems::Note),
    );
}
