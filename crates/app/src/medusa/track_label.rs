//! The marker track's words: each end named for the player its points go to, and a line
//! under it saying what the marker counts, for a newcomer who sees a row of dots.

use bevy::prelude::*;
use bevy_egui::egui::{self, Color32, FontId};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use super::layout::BoardLayout;
use crate::scene::{BoardCamera, board_shown, paint_label, panel_point};
use crate::session::{GameBoard, Screen};
use crate::ui::words;
use medusa_locale::Texts;
use medusa_rules::medusa::Colour;

/// The words, in `words`' language, with where they stand on the board: the ends' names
/// beside the end slots, the line under the track's middle.
pub fn track_words(layout: &BoardLayout, words: &Texts) -> [(Vec3, String); 3] {
    let end = layout.topology.track_end();
    let beyond = layout.track_step * 2.8;
    let under = Vec3::new(0.0, 0.0, 0.75);
    let side = |colour: Colour| words.get(&format!("side-{}", colour.name()));
    [
        (layout.track_slot(-end) - beyond, side(Colour::Black)),
        (layout.track_slot(end) + beyond, side(Colour::White)),
        (
            layout.track_slot(0) + under,
            words.get("medusa-track-means"),
        ),
    ]
}

fn draw(
    mut contexts: EguiContexts,
    layout: Res<BoardLayout>,
    camera: Single<(&Camera, &GlobalTransform), With<BoardCamera>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let painter = ctx.layer_painter(egui::LayerId::background());
    let (camera, transform) = *camera;
    let colour = Color32::from_rgb(240, 226, 196);
    for (at, words) in track_words(&layout, &words(ctx)) {
        if let Some(point) = panel_point(ctx, camera, transform, at) {
            paint_label(&painter, point, &words, &FontId::proportional(14.0), colour);
        }
    }
    Ok(())
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        draw.run_if(board_shown(GameBoard::MEDUSA).and_then(in_state(Screen::Playing))),
    );
}
