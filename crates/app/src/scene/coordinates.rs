//! Coordinates beside or on the board, drawn over the 3D view where the camera sees their
//! anchors: the board shown publishes its labels (Medusa's rim letters and numbers, Lotus's
//! point numbers, Medea's files and ranks), and those that name a cell hide while a piece
//! covers it. They are drawn within the board's part of the window only.

use bevy::prelude::*;
use bevy_egui::egui::{self, Align2, Color32, FontId};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use super::board_cells::Cell;
use super::camera::BoardCamera;
use crate::session::Settings;

/// The labels of the board shown.
#[derive(Resource, Default, Clone, Debug)]
pub struct CoordinateLabels {
    /// Each label's text, the world position it stands at, and the cell it names if it is
    /// drawn on the cell itself.
    pub labels: Vec<(Vec3, String, Option<Cell>)>,
    /// Small labels (many of them, on the board itself).
    pub small: bool,
    /// The cells a piece covers now: their own labels are hidden.
    pub covered: Vec<Cell>,
}

impl CoordinateLabels {
    /// Labels on a board's rim, never covered.
    pub fn on_rim(anchors: impl IntoIterator<Item = (Vec3, String)>) -> CoordinateLabels {
        CoordinateLabels {
            labels: anchors
                .into_iter()
                .map(|(at, text)| (at, text, None))
                .collect(),
            small: false,
            covered: Vec::new(),
        }
    }
}

/// Run condition: the coordinates are wanted.
fn wanted(settings: Res<Settings>) -> bool {
    settings.coordinates
}

fn draw(
    mut contexts: EguiContexts,
    labels: Res<CoordinateLabels>,
    camera: Single<(&Camera, &GlobalTransform), With<BoardCamera>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let (camera, transform) = *camera;
    // Only over the board's part of the window: a label beyond it (the rim of a board framed
    // in part) would stand over a panel.
    let mut painter = ctx.layer_painter(egui::LayerId::background());
    if let Some(board) = camera.logical_viewport_rect() {
        let zoom = ctx.zoom_factor();
        painter = painter.with_clip_rect(egui::Rect::from_min_max(
            egui::pos2(board.min.x, board.min.y) / zoom,
            egui::pos2(board.max.x, board.max.y) / zoom,
        ));
    }
    let size = if labels.small { 11.0 } else { 15.0 };
    let font = FontId::proportional(size);
    let colour = if labels.small {
        Color32::from_rgba_unmultiplied(245, 230, 200, 170)
    } else {
        Color32::from_rgb(240, 226, 196)
    };
    for (anchor, text, cell) in &labels.labels {
        if cell.is_some_and(|c| labels.covered.contains(&c)) {
            continue;
        }
        if let Some(at) = panel_point(ctx, camera, transform, *anchor) {
            paint_label(&painter, at, text, &font, colour);
        }
    }
    Ok(())
}

/// Where the point `world` of the board is drawn, among the panels' points: the camera gives
/// the window's logical pixels, which the panel size and the screen's scale divide.
pub fn panel_point(
    ctx: &egui::Context,
    camera: &Camera,
    transform: &GlobalTransform,
    world: Vec3,
) -> Option<egui::Pos2> {
    let at = camera.world_to_viewport(transform, world).ok()?;
    Some(egui::pos2(at.x, at.y) / ctx.zoom_factor())
}

/// Paints a label centred on `at` over the 3D view, with a shadow that keeps it readable on
/// light and dark wood.
pub fn paint_label(
    painter: &egui::Painter,
    at: egui::Pos2,
    text: &str,
    font: &FontId,
    colour: Color32,
) {
    painter.text(
        at + egui::vec2(1.0, 1.0),
        Align2::CENTER_CENTER,
        text,
        font.clone(),
        Color32::from_black_alpha(160),
    );
    painter.text(at, Align2::CENTER_CENTER, text, font.clone(), colour);
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<CoordinateLabels>()
        .add_systems(EguiPrimaryContextPass, draw.run_if(wanted));
}
