//! The analysis of a game: a graph of the first player's chance after each move, the mover's
//! big drops marked on it (inaccuracy, mistake, blunder), the marks counted for each player,
//! and the turning points, biggest first. A click on the graph or on a turning point shows
//! that position in the replay view, from where the game can be played on.

use bevy::prelude::*;
use bevy_egui::egui::{self, Color32, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use super::screen_room::ScreenRoom;
use crate::ai::analysis::{Mark, Report};
use crate::app::session::{GameAnalysis, Replay, ReplayStep, Screen};

/// The window's width and the graph's height, in points.
const WIDTH: f32 = 380.0;
const GRAPH_HEIGHT: f32 = 110.0;

/// The colour a mark is drawn in.
fn mark_colour(mark: Mark) -> Color32 {
    match mark {
        Mark::Inaccuracy => Color32::from_rgb(235, 200, 80),
        Mark::Mistake => Color32::from_rgb(240, 140, 60),
        Mark::Blunder => Color32::from_rgb(225, 60, 50),
    }
}

/// The graph: position `i` at the `i`-th of `positions` places across, its chance up the
/// height; `at`, the position shown, as a line. Returns the position clicked.
fn graph(ui: &mut egui::Ui, report: &Report, positions: usize, at: usize) -> Option<usize> {
    let width = ui.available_width();
    let (rect, response) =
        ui.allocate_exact_size(egui::vec2(width, GRAPH_HEIGHT), egui::Sense::click());
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 4.0, Color32::from_gray(28));
    let last = positions.saturating_sub(1).max(1) as f32;
    let point = |index: usize, chance: f32| {
        egui::pos2(
            rect.left() + rect.width() * index as f32 / last,
            rect.bottom() - rect.height() * chance.clamp(0.0, 1.0),
        )
    };
    painter.line_segment(
        [point(0, 0.5), point(positions.saturating_sub(1), 0.5)],
        egui::Stroke::new(1.0, Color32::from_gray(70)),
    );
    let shown = point(at.min(positions.saturating_sub(1)), 0.0).x;
    painter.line_segment(
        [
            egui::pos2(shown, rect.top()),
            egui::pos2(shown, rect.bottom()),
        ],
        egui::Stroke::new(1.0, Color32::from_rgb(120, 220, 255)),
    );
    let line: Vec<egui::Pos2> = report
        .chances
        .iter()
        .enumerate()
        .map(|(index, &chance)| point(index, chance))
        .collect();
    painter.add(egui::Shape::line(
        line,
        egui::Stroke::new(2.0, Color32::from_gray(225)),
    ));
    for analysed in &report.moves {
        if let Some(mark) = analysed.mark {
            painter.circle_filled(
                point(analysed.number, analysed.after),
                4.5,
                mark_colour(mark),
            );
        }
    }
    let clicked = response
        .interact_pointer_pos()
        .filter(|_| response.clicked())?;
    let fraction = ((clicked.x - rect.left()) / rect.width()).clamp(0.0, 1.0);
    Some((fraction * last).round() as usize)
}

fn window(
    mut contexts: EguiContexts,
    mut analysis: ResMut<GameAnalysis>,
    replay: Option<Res<Replay>>,
    mut steps: MessageWriter<ReplayStep>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Some(report) = analysis.report.clone() else {
        return Ok(());
    };
    let room = ScreenRoom::of(ctx);
    let (positions, at) = replay
        .as_ref()
        .map_or((report.chances.len(), 0), |r| (r.steps() + 1, r.at));
    let mut close = false;
    egui::Window::new("Analysis")
        .anchor(egui::Align2::LEFT_BOTTOM, [12.0, -12.0])
        .min_width(room.width(WIDTH))
        .max_width(room.width(WIDTH))
        .resizable(false)
        .show(ctx, |ui| {
            if analysis.is_running() {
                ui.label(format!(
                    "Judging position {} of {positions}…",
                    (report.chances.len() + 1).min(positions)
                ));
                ui.add(egui::ProgressBar::new(analysis.progress).desired_height(6.0));
            }
            ui.label(
                RichText::new(format!("{}'s chance to win", report.first_player))
                    .color(Color32::from_gray(170)),
            );
            if let Some(index) = graph(ui, &report, positions, at) {
                steps.write(ReplayStep::To(index));
            }
            for count in &report.counts {
                ui.label(format!(
                    "{}: {} inaccuracies, {} mistakes, {} blunders",
                    count.player, count.inaccuracies, count.mistakes, count.blunders
                ));
            }
            let turning = report.turning_points();
            if !turning.is_empty() {
                ui.label(RichText::new("Turning points").strong());
            }
            for analysed in turning.iter().take(5) {
                let Some(mark) = analysed.mark else {
                    continue;
                };
                let best = analysed
                    .best
                    .as_deref()
                    .map(|best| format!(", best {best}"))
                    .unwrap_or_default();
                let text = RichText::new(format!(
                    "{}. {} {}: {}{best}",
                    analysed.number,
                    analysed.mover,
                    analysed.played,
                    mark.name()
                ))
                .color(mark_colour(mark));
                if ui
                    .button(text)
                    .on_hover_text("Show the position before the move")
                    .clicked()
                {
                    steps.write(ReplayStep::To(analysed.number - 1));
                }
            }
            ui.horizontal(|ui| {
                if replay.is_some()
                    && ui
                        .button("Try again from here")
                        .on_hover_text("Play the position shown against the computer")
                        .clicked()
                {
                    steps.write(ReplayStep::TryAgain);
                    close = true;
                }
                if ui.button("Close the analysis").clicked() {
                    close = true;
                }
            });
        });
    if close {
        analysis.close();
    }
    Ok(())
}

/// Run condition: there is an analysis to show.
fn analysed(analysis: Res<GameAnalysis>) -> bool {
    analysis.report.is_some()
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        window.run_if(in_state(Screen::Playing).and_then(analysed)),
    );
}
