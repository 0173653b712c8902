//! Stones marked dead at the end of the game: while the players mark, a dead stone turns
//! see-through and carries a red cross, so both can check the marking before they accept.

use bevy::prelude::*;

use super::assets::MedusaAssets;
use super::layout::BoardLayout;
use super::layout::STONE_THICKNESS;
use super::stones::Stone;
use crate::GameSystems;
use crate::scene::OnBoard;
use crate::session::GameBoard;
use crate::session::Match;
use medusa_rules::medusa::Bits;

/// A cross over a stone marked dead.
#[derive(Component)]
#[require(OnBoard(GameBoard::MEDUSA))]
struct DeadCross;

/// The stones marked dead now.
fn marked(game_match: &Match) -> Bits {
    game_match
        .medusa()
        .and_then(|game| game.position().marking())
        .map_or(Bits::EMPTY, |m| m.dead())
}

fn redraw(
    game_match: Res<Match>,
    layout: Res<BoardLayout>,
    assets: Res<MedusaAssets>,
    stones: Query<(&Stone, &Children)>,
    mut faces: Query<&mut MeshMaterial3d<StandardMaterial>>,
    crosses: Query<Entity, With<DeadCross>>,
    mut commands: Commands,
) {
    for cross in &crosses {
        commands.entity(cross).despawn();
    }
    let dead = marked(&game_match);
    let lift = Vec3::Y * (layout.surface + STONE_THICKNESS + 0.2);
    for (stone, children) in &stones {
        let is_dead = dead.contains(stone.point);
        // The stone's first two children are its black (upper) and white (lower) halves.
        let wanted = if is_dead {
            [&assets.ghost_black, &assets.ghost_white]
        } else {
            [&assets.black, &assets.white]
        };
        for (child, material) in children.iter().zip(wanted) {
            if let Ok(mut face) = faces.get_mut(child)
                && face.0 != *material
            {
                face.0 = material.clone();
            }
        }
        if is_dead {
            commands.spawn((
                DeadCross,
                Mesh3d(assets.cross.clone()),
                MeshMaterial3d(assets.dead.clone()),
                Transform::from_translation(layout.point(stone.point) + lift),
            ));
        }
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        redraw
            .run_if(resource_changed::<Match>.or_eager(resource_changed::<BoardLayout>))
            .in_set(GameSystems::Present),
    );
}
