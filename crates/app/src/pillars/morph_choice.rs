//! The Morph's choice, asked on the board: when the Morph captures a piece whose form it may
//! take, a small card stands beside the square with the two answers. It blocks nothing: a
//! click elsewhere on the board drops the choice, and a second click on the square keeps the
//! Morph's form.

use bevy::prelude::*;
use bevy_egui::egui::{self, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use super::clicks::{ChooseForm, PillarsSelection};
use super::layout;
use crate::scene::{BoardCamera, board_shown, panel_point};
use crate::session::{GameBoard, Match};
use crate::ui::words;
use medusa_rules::pillars::Role;

/// Run condition: the Morph's owner is choosing.
fn choosing(selection: Res<PillarsSelection>) -> bool {
    selection.choosing.is_some()
}

fn ask(
    mut contexts: EguiContexts,
    selection: Res<PillarsSelection>,
    game_match: Res<Match>,
    camera: Single<(&Camera, &GlobalTransform), With<BoardCamera>>,
    mut choices: MessageWriter<ChooseForm>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let words = words(ctx);
    let (Some(square), Some((keep, take)), Some(game)) = (
        selection.choosing,
        selection.choice(),
        game_match.game.pillars(),
    ) else {
        return Ok(());
    };
    let position = game.position();
    let (Some(morph), Some(captured)) = (position.piece_at(keep.from), position.piece_at(square))
    else {
        return Ok(());
    };
    let (camera, view) = *camera;
    let at = panel_point(ctx, camera, view, layout::centre(square) + Vec3::Y * 1.1)
        .unwrap_or(egui::pos2(200.0, 200.0));
    let new_form = take.transformation().unwrap_or(captured.role);
    egui::Area::new(egui::Id::new("morph choice"))
        .order(egui::Order::Foreground)
        .fixed_pos(at + egui::vec2(14.0, -30.0))
        .show(ctx, |ui| {
            egui::Frame::popup(ui.style()).show(ui, |ui| {
                let name = |role: Role| {
                    words.get(&format!(
                        "piece-pillars-{}",
                        role.name().to_lowercase().replace(' ', "-")
                    ))
                };
                let takes = words.with(
                    "pillars-morph-takes",
                    [
                        ("piece", name(captured.role).into()),
                        ("square", square.to_string().into()),
                    ],
                );
                ui.label(RichText::new(takes).strong());
                ui.horizontal(|ui| {
                    let become_form =
                        words.with("pillars-morph-become", [("piece", name(new_form).into())]);
                    if ui
                        .button(become_form)
                        .on_hover_text(position.notation(take).to_string())
                        .clicked()
                    {
                        choices.write(ChooseForm(true));
                    }
                    let stay =
                        words.with("pillars-morph-stay", [("piece", name(morph.role).into())]);
                    let stay_tip = words.with(
                        "pillars-morph-stay-tip",
                        [
                            ("move", position.notation(keep).to_string().into()),
                            ("square", square.to_string().into()),
                        ],
                    );
                    if ui.button(stay).on_hover_text(stay_tip).clicked() {
                        choices.write(ChooseForm(false));
                    }
                });
            });
        });
    Ok(())
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        ask.run_if(board_shown(GameBoard::PILLARS).and_then(choosing)),
    );
}
