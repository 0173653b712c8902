//! Motions planned in one frame, by entity: the pose each entity's motions end in and all of
//! its motions (those it had, then the new ones), and the sounds they make. Written to the
//! world at the end, so that several changes in one frame build on each other.

use bevy::platform::collections::HashMap;
use bevy::prelude::*;

use super::animation::{Motion, Tween, Tweens};
use super::cues::Cue;

/// The transforms and tweens a plan reads its entities' poses from.
pub type PoseQuery<'w, 's> = Query<'w, 's, (&'static Transform, Option<&'static Tweens>)>;

/// The motions and sounds planned so far.
#[derive(Default)]
pub struct MotionPlan {
    touched: HashMap<Entity, (Transform, Vec<Tween>)>,
    /// The sounds, by clock time.
    pub cues: Vec<(f32, Cue)>,
}

impl MotionPlan {
    /// The planned pose and motions of `entity`, loaded from the world on first use.
    fn of(&mut self, entity: Entity, poses: &PoseQuery) -> &mut (Transform, Vec<Tween>) {
        self.touched.entry(entity).or_insert_with(|| {
            let (transform, tweens) = poses.get(entity).unwrap_or((&Transform::IDENTITY, None));
            let pose = tweens.and_then(Tweens::final_pose).unwrap_or(*transform);
            (pose, tweens.map(|t| t.0.clone()).unwrap_or_default())
        })
    }

    /// Moves `entity` with `motion` from `start` for `duration`; returns when it ends.
    pub fn add(
        &mut self,
        entity: Entity,
        poses: &PoseQuery,
        start: f32,
        duration: f32,
        motion: impl FnOnce(Transform) -> Motion,
    ) -> f32 {
        let (pose, tweens) = self.of(entity, poses);
        let motion = motion(*pose);
        *pose = motion.end();
        tweens.push(Tween {
            start,
            duration,
            motion,
        });
        start + duration
    }

    /// Writes the motions to the world; returns the sounds they make.
    pub fn commit(self, commands: &mut Commands) -> Vec<(f32, Cue)> {
        for (entity, (_, tweens)) in self.touched {
            if let Ok(mut entity) = commands.get_entity(entity) {
                if tweens.is_empty() {
                    entity.remove::<Tweens>();
                } else {
                    entity.insert(Tweens(tweens));
                }
            }
        }
        self.cues
    }
}
