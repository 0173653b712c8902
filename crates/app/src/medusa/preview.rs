//! The placement preview: hovering a vacant cell shows a see-through stone (in the opponent's
//! colour when the placement would be a suicide) and rings the stones it would reverse. The
//! core works it out on a copy of the position.

use bevy::prelude::*;

use super::assets::MedusaAssets;
use super::clicks::{Selection, TurnChoices};
use super::layout::BoardLayout;
use super::stone_look::stone_halves;
use crate::GameSystems;
use crate::input::HoveredCell;
use crate::scene::OnBoard;
use crate::scene::SceneAssets;
use crate::session::GameBoard;
use crate::session::Match;
use medusa_rules::medusa::{Action, Colour, Effect, Point};

/// What placing on the hovered point would do.
#[derive(Resource, Clone, Default, PartialEq, Debug)]
pub struct PlacementPreview {
    /// The hovered point, when a placement there is possible.
    pub point: Option<Point>,
    /// The colour the placed stone would end up showing.
    pub colour: Option<Colour>,
    /// Stones already on the board that would be reversed.
    pub reversed: Vec<Point>,
}

/// Works out the preview for the hovered point.
pub fn preview(
    game_match: &Match,
    hovered: Option<Point>,
    choices: &TurnChoices,
) -> PlacementPreview {
    let (Some(game), Some(point)) = (game_match.medusa(), hovered) else {
        return PlacementPreview::default();
    };
    let position = game.position();
    if choices.placement_skipped || position.check_place(point).is_err() {
        return PlacementPreview::default();
    }
    let mut after = position.clone();
    let Ok(effects) = after.apply(Action::Place(point)) else {
        return PlacementPreview::default();
    };
    let mut reversed: Vec<Point> = effects
        .iter()
        .filter_map(|e| match e {
            Effect::Reversed { points, .. } => Some(points.clone()),
            _ => None,
        })
        .flatten()
        .filter(|&p| p != point && after.board().colour_at(p) != position.board().colour_at(p))
        .collect();
    reversed.sort();
    reversed.dedup();
    PlacementPreview {
        point: Some(point),
        colour: after.board().colour_at(point),
        reversed,
    }
}

/// The entities that draw the preview.
#[derive(Component)]
#[require(OnBoard(GameBoard::MEDUSA))]
struct PreviewPiece;

fn update_preview(
    game_match: Res<Match>,
    hovered: Res<HoveredCell>,
    layout: Res<BoardLayout>,
    choices: Res<TurnChoices>,
    selection: Res<Selection>,
    mut current: ResMut<PlacementPreview>,
) {
    let wanted = if selection.from.is_some() {
        PlacementPreview::default()
    } else {
        preview(
            &game_match,
            hovered.0.and_then(|cell| layout.point_at(cell)),
            &choices,
        )
    };
    current.set_if_neq(wanted);
}

fn draw_preview(
    preview: Res<PlacementPreview>,
    layout: Res<BoardLayout>,
    scene: Res<SceneAssets>,
    assets: Res<MedusaAssets>,
    pieces: Query<Entity, With<PreviewPiece>>,
    mut commands: Commands,
) {
    for piece in &pieces {
        commands.entity(piece).despawn();
    }
    let (Some(point), Some(colour)) = (preview.point, preview.colour) else {
        return;
    };
    let mut pose = layout.stone_pose(point, colour);
    pose.translation.y += 0.08;
    commands.spawn((
        Name::new("preview stone"),
        PreviewPiece,
        pose,
        Visibility::default(),
        stone_halves(
            &assets,
            assets.ghost_black.clone(),
            assets.ghost_white.clone(),
        ),
    ));
    let ring_height = Vec3::Y * (layout.surface + 0.015);
    commands.spawn((
        PreviewPiece,
        Mesh3d(scene.ring.clone()),
        MeshMaterial3d(scene.hover.clone()),
        Transform::from_translation(layout.point(point) + ring_height),
    ));
    for &stone in &preview.reversed {
        commands.spawn((
            PreviewPiece,
            Mesh3d(scene.ring.clone()),
            MeshMaterial3d(scene.warning.clone()),
            Transform::from_translation(layout.point(stone) + ring_height),
        ));
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<PlacementPreview>().add_systems(
        Update,
        (
            update_preview.run_if(
                resource_changed::<Match>
                    .or_eager(resource_changed::<HoveredCell>)
                    .or_eager(resource_changed::<TurnChoices>)
                    .or_eager(resource_changed::<Selection>),
            ),
            draw_preview.run_if(resource_changed::<PlacementPreview>),
        )
            .chain()
            .in_set(GameSystems::Follow),
    );
}
