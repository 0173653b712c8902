//! The line beside the pointer that names the piece under it: whose it is, what it is, how it
//! moves, and the Medusa that holds it if it is turned to stone. A finger's long press points
//! at a piece the same way.

use bevy::prelude::*;
use bevy_egui::egui;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use super::legend::describe;
use crate::input::HoveredCell;
use crate::scene::board_shown;
use crate::scene::square_at;
use crate::session::{GameBoard, Match};
use crate::ui::words;

/// How far from the pointer the line stands, in logical pixels.
const OFFSET: egui::Vec2 = egui::vec2(18.0, 18.0);

/// Run condition: the pointer is on a cell.
fn pointing(hovered: Res<HoveredCell>) -> bool {
    hovered.0.is_some()
}

fn show(mut contexts: EguiContexts, hovered: Res<HoveredCell>, game_match: Res<Match>) -> Result {
    let Some(position) = game_match.game.pillars().map(|game| game.position()) else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let words = words(ctx);
    let Some(line) = hovered
        .0
        .and_then(square_at)
        .and_then(|square| describe(&words, position, square))
    else {
        return Ok(());
    };
    let Some(pointer) = ctx.input(|i| i.pointer.latest_pos()) else {
        return Ok(());
    };
    egui::Area::new(egui::Id::new("pillars piece under the pointer"))
        .order(egui::Order::Tooltip)
        .fixed_pos(pointer + OFFSET)
        .interactable(false)
        .show(ctx, |ui| {
            egui::Frame::popup(ui.style()).show(ui, |ui| {
                ui.set_max_width(320.0);
                ui.add(egui::Label::new(line).wrap());
            });
        });
    Ok(())
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        show.run_if(board_shown(GameBoard::PILLARS).and_then(pointing)),
    );
}
