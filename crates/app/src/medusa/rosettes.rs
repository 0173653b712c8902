//! Rosettes and lotuses: when six stones of one colour close around a site, a ring in its
//! well blooms and keeps glowing, and the well's floor lights up, while the rosette stands.

use bevy::prelude::*;

use super::assets::MedusaAssets;
use super::board::SiteCentre;
use super::layout::BoardLayout;
use crate::GameSystems;
use crate::scene::SceneAssets;
use crate::scene::{Cue, Cues};
use crate::scene::{Motion, Tween, Tweens};
use crate::session::{Animating, AnimationClock, animations_idle};
use crate::session::{ChangeKind, GameChanged, Match};
use medusa_rules::medusa::{Effect, Variant};

/// The glowing ring of a site.
#[derive(Component, Clone, Copy, PartialEq, Eq, Debug)]
pub struct RosetteGlow(pub usize);

/// Whether the site pictures must be brought in line with the position once the animations
/// are over.
#[derive(Resource, Default)]
struct Pending(bool);

/// Duration of the bloom, in steps.
const BLOOM: f32 = 2.0;

fn ring_scale(layout: &BoardLayout) -> f32 {
    match layout.variant {
        Variant::Medusa => layout.scale * 0.95,
        Variant::Lotus => layout.scale * 0.62,
    }
}

fn add_ring(
    add: On<Add, SiteCentre>,
    sites: Query<&SiteCentre>,
    layout: Res<BoardLayout>,
    scene: Res<SceneAssets>,
    assets: Res<MedusaAssets>,
    mut commands: Commands,
) {
    let Ok(&SiteCentre(site)) = sites.get(add.entity) else {
        return;
    };
    let ring = commands
        .spawn((
            Name::new("rosette glow"),
            RosetteGlow(site),
            Mesh3d(scene.ring.clone()),
            MeshMaterial3d(assets.glow.clone()),
            Transform::from_translation(Vec3::Y * 0.02)
                .with_scale(Vec3::splat(ring_scale(&layout))),
            Visibility::Hidden,
        ))
        .id();
    commands.entity(add.entity).add_child(ring);
}

/// Blooms the rings of rosettes formed by a change.
fn bloom(
    mut changes: MessageReader<GameChanged>,
    layout: Res<BoardLayout>,
    mut clock: ResMut<AnimationClock>,
    mut pending: ResMut<Pending>,
    mut cues: ResMut<Cues>,
    mut rings: Query<(Entity, &RosetteGlow, &mut Transform, &mut Visibility)>,
    mut commands: Commands,
) {
    for change in changes.read() {
        pending.0 = true;
        if change.kind == ChangeKind::Jumped {
            continue;
        }
        let start = clock.next_start();
        for effect in change.effects.medusa() {
            let Effect::RosetteFormed { site, .. } = effect else {
                continue;
            };
            cues.at(start, Cue::Rosette);
            for (entity, glow, mut transform, mut visibility) in &mut rings {
                if glow.0 == *site {
                    let at = transform.with_scale(Vec3::splat(ring_scale(&layout)));
                    transform.scale = Vec3::ZERO;
                    *visibility = Visibility::Inherited;
                    commands.entity(entity).insert(Tweens(vec![Tween {
                        start,
                        duration: BLOOM,
                        motion: Motion::Bloom { at },
                    }]));
                    clock.reserve(start + BLOOM);
                }
            }
        }
    }
}

/// Once the animations are over, shows exactly the rosettes that stand.
fn settle(
    game_match: Res<Match>,
    layout: Res<BoardLayout>,
    assets: Res<MedusaAssets>,
    mut pending: ResMut<Pending>,
    mut rings: Query<(&RosetteGlow, &mut Transform, &mut Visibility), Without<Tweens>>,
    mut floors: Query<(&SiteCentre, &mut MeshMaterial3d<StandardMaterial>)>,
) {
    pending.0 = false;
    let formed = game_match
        .medusa()
        .map_or(0, |game| game.position().board().formed_sites());
    let stands = |site: usize| formed >> site & 1 == 1;
    for (glow, mut transform, mut visibility) in &mut rings {
        let shown = if stands(glow.0) {
            Visibility::Inherited
        } else {
            Visibility::Hidden
        };
        visibility.set_if_neq(shown);
        transform.scale = Vec3::splat(ring_scale(&layout));
    }
    for (site, mut material) in &mut floors {
        let wanted = if stands(site.0) {
            &assets.well_lit
        } else {
            &assets.well
        };
        if material.0 != *wanted {
            material.0 = wanted.clone();
        }
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Pending>()
        .add_observer(add_ring)
        .add_systems(
            Update,
            (
                bloom
                    .run_if(on_message::<GameChanged>)
                    .in_set(GameSystems::Follow)
                    .after(super::stones::FollowStones),
                settle
                    .run_if(
                        animations_idle.and_then(
                            resource_changed::<Pending>
                                .or_eager(resource_changed::<Animating>)
                                .or_eager(resource_changed::<BoardLayout>),
                        ),
                    )
                    .in_set(GameSystems::Present),
            ),
        );
}
