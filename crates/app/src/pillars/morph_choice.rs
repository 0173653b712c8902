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
                ui.label(
                    RichText::new(format!("The Morph takes the {captured} on {square}")).strong(),
                );
                ui.horizontal(|ui| {
                    if ui
                        .button(format!("Become a {new_form}"))
                        .on_hover_text(position.notation(take).to_string())
                        .clicked()
                    {
                        choices.write(ChooseForm(true));
                    }
                    if ui
                        .button(format!("Stay a {}", morph.role))
                        .on_hover_text(format!(
                            "{} (or click {square} again)",
                            position.notation(keep)
                        ))
                        .clicked()
                    {
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
