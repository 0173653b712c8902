//! The territory overlay: a small mark on every vacant point showing whose region it is
//! (Black's, White's, or nobody's: seki and dame). It can be toggled during play, and is
//! always shown while dead groups are marked, counted as the marking stands, so the players
//! see what accepting would give.

use bevy::prelude::*;

use super::assets::MedusaAssets;
use super::layout::{BoardLayout, STONE_RADIUS};
use crate::GameSystems;
use crate::input::{KeyCommand, ReadKeys};
use crate::scene::OnBoard;
use crate::session::GameBoard;
use crate::session::Match;
use medusa_rules::medusa::Territory;

/// Whether the overlay is wanted during play.
#[derive(Resource, Clone, Copy, Default, PartialEq, Eq, Debug)]
pub struct ShowTerritory(pub bool);

/// A territory mark.
#[derive(Component)]
#[require(OnBoard(GameBoard::MEDUSA))]
struct TerritoryMark;

/// Whether the overlay is shown for `game_match` now.
pub fn overlay_shown(game_match: &Match, wanted: ShowTerritory) -> bool {
    game_match.medusa().is_some_and(|game| {
        let position = game.position();
        position.marking().is_some() || (wanted.0 && position.is_playing())
    })
}

fn toggle_with_key(mut keys: MessageReader<KeyCommand>, mut wanted: ResMut<ShowTerritory>) {
    for key in keys.read() {
        if *key == KeyCommand::ToggleTerritory {
            wanted.0 = !wanted.0;
        }
    }
}

fn redraw(
    game_match: Res<Match>,
    wanted: Res<ShowTerritory>,
    layout: Res<BoardLayout>,
    assets: Res<MedusaAssets>,
    marks: Query<Entity, With<TerritoryMark>>,
    mut commands: Commands,
) {
    for mark in &marks {
        commands.entity(mark).despawn();
    }
    if !overlay_shown(&game_match, *wanted) {
        return;
    }
    let Some(game) = game_match.medusa() else {
        return;
    };
    let territory = Territory::of(&game.position().counted_board());
    let lift = Vec3::Y * (layout.surface + 0.02);
    let scale = Vec3::splat(layout.stone_radius / STONE_RADIUS);
    for (points, material) in [
        (territory.black, &assets.territory_black),
        (territory.white, &assets.territory_white),
        (territory.neutral, &assets.territory_neutral),
    ] {
        for point in points {
            commands.spawn((
                TerritoryMark,
                Mesh3d(assets.diamond.clone()),
                MeshMaterial3d(material.clone()),
                Transform::from_translation(layout.point(point) + lift).with_scale(scale),
            ));
        }
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<ShowTerritory>().add_systems(
        Update,
        (
            toggle_with_key.in_set(GameSystems::Input).after(ReadKeys),
            redraw
                .run_if(
                    resource_changed::<Match>
                        .or_eager(resource_changed::<ShowTerritory>)
                        .or_eager(resource_changed::<BoardLayout>),
                )
                .in_set(GameSystems::Present),
        ),
    );
}
