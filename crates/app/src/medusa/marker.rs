//! The marker token on its track: it slides one point towards a player who ends a turn
//! without placing.

use bevy::prelude::*;

use super::assets::MedusaAssets;
use super::layout::BoardLayout;
use crate::GameSystems;
use crate::scene::OnBoard;
use crate::scene::meshes;
use crate::scene::{Motion, Tween, Tweens};
use crate::session::AnimationClock;
use crate::session::GameBoard;
use crate::session::{ChangeKind, GameChanged, Match};
use medusa_rules::medusa::Effect;

/// The marker token.
#[derive(Component)]
#[require(OnBoard(GameBoard::MEDUSA))]
pub struct MarkerToken;

/// Duration of a slide, in steps.
const SLIDE: f32 = 1.2;

fn pose(layout: &BoardLayout, value: i8) -> Transform {
    Transform::from_translation(layout.track_slot(value))
}

/// Puts a token on the track of a new board.
fn place_token(
    layout: Res<BoardLayout>,
    game_match: Res<Match>,
    assets: Res<MedusaAssets>,
    tokens: Query<Entity, With<MarkerToken>>,
    mut meshes_assets: ResMut<Assets<Mesh>>,
    mut commands: Commands,
) {
    for token in &tokens {
        commands.entity(token).despawn();
    }
    let Some(game) = game_match.medusa() else {
        return;
    };
    let mesh = meshes::bevelled_prism(&meshes::regular_polygon(24, 0.34, 0.0), 0.4, 0.08);
    commands.spawn((
        Name::new("marker"),
        MarkerToken,
        Mesh3d(meshes_assets.add(mesh)),
        MeshMaterial3d(assets.marker.clone()),
        pose(&layout, game.position().marker()),
    ));
}

fn follow_marker(
    mut changes: MessageReader<GameChanged>,
    game_match: Res<Match>,
    layout: Res<BoardLayout>,
    mut clock: ResMut<AnimationClock>,
    mut token: Query<(Entity, &mut Transform), With<MarkerToken>>,
    mut commands: Commands,
) {
    let (Some(game), Ok((entity, mut transform))) = (game_match.medusa(), token.single_mut())
    else {
        return;
    };
    for change in changes.read() {
        if change.kind == ChangeKind::Jumped {
            *transform = pose(&layout, game.position().marker());
            commands.entity(entity).remove::<Tweens>();
            continue;
        }
        for effect in change.effects.medusa() {
            if let Effect::MarkerMoved { from, to } = effect {
                let start = clock.next_start();
                commands.entity(entity).insert(Tweens(vec![Tween {
                    start,
                    duration: SLIDE,
                    motion: Motion::Glide {
                        from: pose(&layout, *from),
                        to: pose(&layout, *to),
                    },
                }]));
                clock.reserve(start + SLIDE);
            }
        }
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            place_token
                .run_if(resource_changed::<BoardLayout>)
                .in_set(GameSystems::Follow),
            follow_marker
                .run_if(on_message::<GameChanged>)
                .in_set(GameSystems::Follow)
                .after(place_token)
                .after(super::stones::FollowStones),
        ),
    );
}
