//! Coordinates beside the board: Medusa's column letters and row numbers around the rim, and
//! Lotus's point numbers, drawn over the 3D view where the camera sees their anchors.

use bevy::prelude::*;
use bevy_egui::egui::{self, Align2, Color32, FontId};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use super::layout::BoardLayout;
use crate::app::GameSystems;
use crate::app::scene::BoardCamera;
use crate::app::session::Match;
use crate::app::session::Settings;
use crate::medusa::{Bits, Point, Variant};

/// Label texts, the world positions they stand at, and the point each one names if it is drawn
/// on the board (such a label is hidden while a stone covers its point).
#[derive(Resource, Default, Clone, Debug)]
pub struct CoordinateLabels {
    pub labels: Vec<(Vec3, String, Option<Point>)>,
    pub small: bool,
}

/// The anchors of the labels for `layout`.
pub fn anchors(layout: &BoardLayout) -> CoordinateLabels {
    let topology = layout.topology;
    match layout.variant {
        Variant::Medusa => {
            let mut labels = Vec::new();
            // Column letters below the lowest cell of each column (the two lower edges), row
            // numbers before the first cell of each row (the left and upper-left edges): the
            // two sets never meet.
            for column in topology.columns() {
                if let Some(&lowest) = column.points.first() {
                    let at = layout.point(lowest) + Vec3::Z * 1.35;
                    labels.push((at, column.name.clone(), None));
                }
            }
            for row in topology.rows() {
                if let (Some(&first), Some(&last)) = (row.points.first(), row.points.last()) {
                    let (a, b) = (layout.point(first), layout.point(last));
                    let along = (b - a).normalize_or(Vec3::X);
                    labels.push((a - along * 1.45, row.name.clone(), None));
                }
            }
            CoordinateLabels {
                labels,
                small: false,
            }
        }
        Variant::Lotus => CoordinateLabels {
            labels: topology
                .points()
                .map(|p| {
                    (
                        layout.point(p) + Vec3::new(-0.45, 0.0, -0.45),
                        topology.label(p).to_string(),
                        Some(p),
                    )
                })
                .collect(),
            small: true,
        },
    }
}

fn follow_layout(layout: Res<BoardLayout>, mut labels: ResMut<CoordinateLabels>) {
    *labels = anchors(&layout);
}

/// Run condition: the coordinates are wanted.
fn wanted(settings: Res<Settings>) -> bool {
    settings.coordinates
}

fn draw(
    mut contexts: EguiContexts,
    labels: Res<CoordinateLabels>,
    game_match: Res<Match>,
    camera: Single<(&Camera, &GlobalTransform), With<BoardCamera>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let painter = ctx.layer_painter(egui::LayerId::background());
    let (camera, transform) = *camera;
    let size = if labels.small { 11.0 } else { 15.0 };
    let font = FontId::proportional(size);
    let colour = if labels.small {
        Color32::from_rgba_unmultiplied(245, 230, 200, 170)
    } else {
        Color32::from_rgb(240, 226, 196)
    };
    let occupied = game_match
        .medusa()
        .map_or(Bits::EMPTY, |game| game.position().board().occupied());
    for (anchor, text, point) in &labels.labels {
        if point.is_some_and(|p| occupied.contains(p)) {
            continue;
        }
        if let Ok(at) = camera.world_to_viewport(transform, *anchor) {
            let at = egui::pos2(at.x, at.y);
            painter.text(
                at + egui::vec2(1.0, 1.0),
                Align2::CENTER_CENTER,
                text,
                font.clone(),
                Color32::from_black_alpha(160),
            );
            painter.text(at, Align2::CENTER_CENTER, text, font.clone(), colour);
        }
    }
    Ok(())
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<CoordinateLabels>()
        .add_systems(
            Update,
            follow_layout
                .run_if(resource_changed::<BoardLayout>)
                .in_set(GameSystems::Follow),
        )
        .add_systems(EguiPrimaryContextPass, draw.run_if(wanted));
}
