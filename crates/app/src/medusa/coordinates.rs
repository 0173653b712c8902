//! Medusa's and Lotus's coordinates: the column letters and row numbers around Medusa's rim,
//! and Lotus's point numbers (hidden under a stone), published for the shared labels.

use bevy::prelude::*;

use super::layout::BoardLayout;
use crate::GameSystems;
use crate::scene::{CoordinateLabels, board_shown};
use crate::session::{GameBoard, Match};
use medusa_rules::medusa::Variant;

/// The labels for `layout`.
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
                    labels.push((at, column.name.clone()));
                }
            }
            for row in topology.rows() {
                if let (Some(&first), Some(&last)) = (row.points.first(), row.points.last()) {
                    let (a, b) = (layout.point(first), layout.point(last));
                    let along = (b - a).normalize_or(Vec3::X);
                    labels.push((a - along * 1.45, row.name.clone()));
                }
            }
            CoordinateLabels::on_rim(labels)
        }
        Variant::Lotus => CoordinateLabels {
            labels: topology
                .points()
                .map(|p| {
                    (
                        layout.point(p) + Vec3::new(-0.45, 0.0, -0.45),
                        topology.label(p).to_string(),
                        Some(p.into()),
                    )
                })
                .collect(),
            small: true,
            covered: Vec::new(),
        },
    }
}

fn follow_layout(layout: Res<BoardLayout>, mut labels: ResMut<CoordinateLabels>) {
    *labels = anchors(&layout);
}

/// The points a stone covers now.
fn follow_stones(game_match: Res<Match>, mut labels: ResMut<CoordinateLabels>) {
    if let Some(game) = game_match.medusa() {
        labels.covered = game
            .position()
            .board()
            .occupied()
            .into_iter()
            .map(Into::into)
            .collect();
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            follow_layout.run_if(resource_changed::<BoardLayout>),
            follow_stones
                .run_if(resource_changed::<Match>.or_eager(resource_changed::<BoardLayout>)),
        )
            .chain()
            .run_if(board_shown(GameBoard::MEDUSA))
            .in_set(GameSystems::Follow),
    );
}
