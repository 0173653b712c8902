//! The analysis of a game, a section of the game panel under the move list: a graph of the
//! first player's chance after each move, the mover's big drops marked on it (inaccuracy,
//! mistake, blunder), the move that led to the position shown and the next one beside the
//! computer's choice there (drawn on the board as a hint), the marks counted for each player,
//! where the side behind lost the game, and the turning points, biggest first. A click on the
//! graph or on a turning point shows that position in the replay view, from where the game can
//! be tried again against the computer.
//!
//! Moves are numbered as the replay bar and the records number them: the position after turn
//! 8 is point 8 of the graph, "turn 8 of 11" on the bar and "Turn 8: …" here.

use bevy::prelude::*;
use bevy_egui::egui::{self, Color32, RichText};
use egui_plot::{GridMark, HLine, HoverPosition, Line, Plot, PlotPoints, Points, VLine};

use crate::session::{GameAnalysis, Replay, ReplayStep};
use medusa_ai::analysis::{Mark, MarkCount, Report};

/// The graph's height, in points.
const GRAPH_HEIGHT: f32 = 90.0;

/// The turning points listed.
const TURNING_POINTS: usize = 3;

/// The colour a mark is drawn in.
fn mark_colour(mark: Mark) -> Color32 {
    match mark {
        Mark::Inaccuracy => Color32::from_rgb(235, 200, 80),
        Mark::Mistake => Color32::from_rgb(240, 140, 60),
        Mark::Blunder => Color32::from_rgb(225, 60, 50),
    }
}

/// The graph: the first player's chance after each move (position `i` at `i` across), the
/// marks as coloured dots, even chances as a faint line and `at`, the position shown, as a
/// blue line; hovering names the move and its chance. Returns the position clicked.
fn graph(ui: &mut egui::Ui, report: &Report, positions: usize, at: usize) -> Option<usize> {
    let last = positions.saturating_sub(1).max(1);
    let chances: PlotPoints = report
        .chances
        .iter()
        .enumerate()
        .map(|(index, &chance)| [index as f64, f64::from(chance)])
        .collect();
    let clicked = Plot::new(egui::Id::new(("analysis graph", positions)))
        .height(GRAPH_HEIGHT)
        .default_x_bounds(0.0, last as f64)
        .default_y_bounds(0.0, 1.0)
        .allow_zoom(false)
        .allow_drag(false)
        .allow_scroll(false)
        .allow_boxed_zoom(false)
        .allow_double_click_reset(false)
        .show_grid(false)
        .y_axis_min_width(30.0)
        .y_grid_spacer(|_| {
            [0.0, 0.5, 1.0]
                .into_iter()
                .map(|value| GridMark {
                    value,
                    step_size: 0.5,
                })
                .collect()
        })
        .x_grid_spacer(move |_| {
            let step = label_step(last);
            (0..=last)
                .step_by(step)
                .map(|number| GridMark {
                    value: number as f64,
                    step_size: step as f64,
                })
                .collect()
        })
        .y_axis_formatter(|mark, _| format!("{:.0}%", mark.value * 100.0))
        .x_axis_formatter(|mark, _| format!("{:.0}", mark.value))
        .label_formatter(|hovered| hover_label(report, hovered))
        .sense(egui::Sense::click())
        .show(ui, |plot| {
            plot.hline(
                HLine::new("even", 0.5).stroke(egui::Stroke::new(1.0, Color32::from_gray(80))),
            );
            plot.vline(
                VLine::new("shown", at.min(last) as f64)
                    .stroke(egui::Stroke::new(1.5, Color32::from_rgb(120, 220, 255))),
            );
            plot.line(
                Line::new("chance", chances)
                    .stroke(egui::Stroke::new(2.0, Color32::from_gray(225))),
            );
            for mark in [Mark::Inaccuracy, Mark::Mistake, Mark::Blunder] {
                let marked: PlotPoints = report
                    .moves
                    .iter()
                    .filter(|analysed| analysed.mark == Some(mark))
                    .map(|analysed| [analysed.number as f64, f64::from(analysed.after)])
                    .collect();
                plot.points(
                    Points::new(mark.name(), marked)
                        .color(mark_colour(mark))
                        .radius(4.5),
                );
            }
            plot.response()
                .clicked()
                .then(|| plot.pointer_coordinate())
                .flatten()
        })
        .inner?;
    Some((clicked.x.round().max(0.0) as usize).min(last))
}

/// The moves between two numbers under the graph: a round step that leaves at most three
/// gaps between them (the graph is about 220 points wide, and the plot hides the numbers of
/// an axis set closer than 60 points).
fn label_step(last: usize) -> usize {
    let mut scale = 1;
    loop {
        for digit in [1, 2, 5] {
            if last.div_ceil(digit * scale) <= 3 {
                return digit * scale;
            }
        }
        scale *= 10;
    }
}

/// What hovering the graph names: the move into the position nearest the pointer, its mover
/// and the chance there.
fn hover_label(report: &Report, hovered: &HoverPosition<'_>) -> Option<String> {
    let x = match hovered {
        HoverPosition::NearDataPoint { position, .. } | HoverPosition::Elsewhere { position } => {
            position.x
        }
    };
    let number = x.round().max(0.0) as usize;
    let chance = report.chances.get(number)?;
    let percent = format!("{}: {:.0}%", report.first_player, chance * 100.0);
    Some(match report.move_numbered(number) {
        Some(analysed) => format!(
            "{}: {} {}\n{percent}",
            report.move_name(number),
            analysed.mover,
            analysed.played
        ),
        None => format!("Start\n{percent}"),
    })
}

/// The position shown, in words: the move that led to it, and the move played from it beside
/// the computer's choice, which is drawn on the board.
fn shown_move(ui: &mut egui::Ui, report: &Report, at: usize) {
    if let Some(into) = report.move_into(at) {
        ui.label(into);
    }
    if let Some(next) = report.move_from(at) {
        ui.label(RichText::new(next).color(Color32::from_rgb(120, 215, 120)))
            .on_hover_text("The computer's choice is drawn in green on the board");
    }
}

/// A player's marks in a line: "White: 1 blunder", "Black: no marks".
fn count_line(count: &MarkCount) -> String {
    let marks: Vec<String> = [
        (count.inaccuracies, "inaccuracy", "inaccuracies"),
        (count.mistakes, "mistake", "mistakes"),
        (count.blunders, "blunder", "blunders"),
    ]
    .into_iter()
    .filter(|(n, ..)| *n > 0)
    .map(|(n, one, many)| format!("{n} {}", if n == 1 { one } else { many }))
    .collect();
    if marks.is_empty() {
        format!("{}: no marks", count.player)
    } else {
        format!("{}: {}", count.player, marks.join(", "))
    }
}

/// The analysis section of the game panel.
#[derive(bevy::ecs::system::SystemParam)]
pub(crate) struct AnalysisSection<'w> {
    analysis: ResMut<'w, GameAnalysis>,
    replay: Option<Res<'w, Replay>>,
    steps: MessageWriter<'w, ReplayStep>,
}

impl AnalysisSection<'_> {
    /// Whether there is an analysis to show.
    pub(crate) fn is_shown(&self) -> bool {
        self.analysis.report.is_some()
    }

    /// Draws the section: progress, graph, the position shown, counts, turning points.
    pub(crate) fn show(&mut self, ui: &mut egui::Ui) {
        let Some(report) = self.analysis.report.clone() else {
            return;
        };
        let (positions, at) = self
            .replay
            .as_ref()
            .map_or((report.chances.len(), 0), |r| (r.steps() + 1, r.at));
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new("Analysis").strong());
            ui.label(
                RichText::new(format!("{}'s chance to win", report.first_player))
                    .color(Color32::from_gray(170)),
            );
        });
        if self.analysis.is_running() {
            // Counted, not numbered: the positions are numbered by the moves into them.
            ui.label(format!(
                "Judging the positions: {} of {positions} done…",
                report.chances.len().min(positions)
            ));
            ui.add(egui::ProgressBar::new(self.analysis.progress).desired_height(6.0));
        }
        if let Some(index) = graph(ui, &report, positions, at) {
            self.steps.write(ReplayStep::To(index));
        }
        if self.replay.is_some() {
            shown_move(ui, &report, at);
        }
        for count in &report.counts {
            ui.label(count_line(count));
        }
        if let Some(lost) = report.where_lost_line() {
            ui.label(lost);
        }
        let turning = report.turning_points();
        if !turning.is_empty() {
            ui.label(RichText::new("Turning points").strong());
        }
        for analysed in turning.iter().take(TURNING_POINTS) {
            let Some(mark) = analysed.mark else {
                continue;
            };
            let best = analysed
                .best
                .as_deref()
                .map(|best| format!(", best {best}"))
                .unwrap_or_default();
            let text = RichText::new(format!(
                "{}: {} {}, {}{best}",
                report.move_name(analysed.number),
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
                self.steps.write(ReplayStep::To(analysed.number - 1));
            }
        }
        ui.horizontal_wrapped(|ui| {
            if self.replay.is_some()
                && ui
                    .button("Try again from here")
                    .on_hover_text("Play the position shown against the computer")
                    .clicked()
            {
                self.steps.write(ReplayStep::TryAgain);
                self.analysis.close();
            }
            if ui.button("Close the analysis").clicked() {
                self.analysis.close();
            }
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_move_numbers_under_the_graph_are_round_and_at_most_four() {
        assert_eq!(label_step(1), 1);
        assert_eq!(label_step(3), 1);
        assert_eq!(label_step(6), 2);
        assert_eq!(label_step(12), 5);
        assert_eq!(label_step(16), 10);
        assert_eq!(label_step(47), 20);
        assert_eq!(label_step(230), 100);
        assert_eq!(label_step(10_000), 5000);
    }

    #[test]
    fn a_players_marks_read_as_words() {
        let count = |inaccuracies, mistakes, blunders| MarkCount {
            player: "White",
            inaccuracies,
            mistakes,
            blunders,
        };
        assert_eq!(count_line(&count(0, 0, 0)), "White: no marks");
        assert_eq!(count_line(&count(0, 0, 1)), "White: 1 blunder");
        assert_eq!(
            count_line(&count(2, 1, 3)),
            "White: 2 inaccuracies, 1 mistake, 3 blunders"
        );
    }
}
