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

use super::panel::side_phrase;
use crate::session::{GameAnalysis, Replay, ReplayStep};
use crate::ui::words;
use medusa_ai::analysis::{LOSS_DROP, Mark, MarkCount, MoveAnalysis, Report};
use medusa_locale::Texts;

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
fn graph(
    ui: &mut egui::Ui,
    words: &Texts,
    report: &Report,
    positions: usize,
    at: usize,
) -> Option<usize> {
    let last = positions.saturating_sub(1).max(1);
    let chances: PlotPoints = report
        .chances
        .iter()
        .enumerate()
        .map(|(index, &chance)| [index as f64, f64::from(chance)])
        .collect();
    let shown = Plot::new(egui::Id::new(("analysis graph", positions)))
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
        .y_axis_formatter(|mark, _| percent(words, mark.value as f32))
        .x_axis_formatter(|mark, _| format!("{:.0}", mark.value))
        .label_formatter(|hovered| hover_label(words, report, hovered))
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
        });
    let name = words.get("analysis-graph");
    shown
        .response
        .widget_info(|| egui::WidgetInfo::labeled(egui::WidgetType::Other, true, &name));
    let clicked = shown.inner?;
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

/// A chance in whole percents: "62%".
fn percent(words: &Texts, chance: f32) -> String {
    let percent = (chance * 100.0).round() as i64;
    words.with("analysis-percent", [("percent", percent.into())])
}

/// A drop in chance in whole percents: "−9%".
fn drop_text(words: &Texts, drop: f32) -> String {
    let percent = (drop * 100.0).round().max(0.0) as i64;
    words.with("analysis-drop", [("percent", percent.into())])
}

/// A side's name as the report gives it (`White`), in the language.
fn player(words: &Texts, name: &str) -> String {
    words.say(&side_phrase(name))
}

/// How move `number` is named: "Turn 22", "Move 14".
fn move_name(words: &Texts, report: &Report, number: usize) -> String {
    words.with(
        "analysis-move-name",
        [("word", report.move_word.into()), ("number", number.into())],
    )
}

/// A mark's name: "blunder".
fn mark_name(words: &Texts, mark: Mark) -> String {
    words.get(&format!("analysis-{}", mark.name()))
}

/// The move in words, with its mark and the mover's drop where it cost [`LOSS_DROP`] or
/// more: "White played 27 (blunder, −35%)", "Black played 42 (−4%)", "Black played 31".
fn played_words(words: &Texts, analysed: &MoveAnalysis) -> String {
    let mover = player(words, analysed.mover);
    let played = analysed.played.as_str();
    let drop = drop_text(words, analysed.drop);
    match analysed.mark {
        Some(mark) => words.with(
            "analysis-played-marked",
            [
                ("mover", mover.into()),
                ("move", played.into()),
                ("mark", mark_name(words, mark).into()),
                ("drop", drop.into()),
            ],
        ),
        None if analysed.drop >= LOSS_DROP => words.with(
            "analysis-played-dropped",
            [
                ("mover", mover.into()),
                ("move", played.into()),
                ("drop", drop.into()),
            ],
        ),
        None => words.with(
            "analysis-played",
            [("mover", mover.into()), ("move", played.into())],
        ),
    }
}

/// What hovering the graph names: the move into the position nearest the pointer, its mover
/// and the chance there.
fn hover_label(words: &Texts, report: &Report, hovered: &HoverPosition<'_>) -> Option<String> {
    let x = match hovered {
        HoverPosition::NearDataPoint { position, .. } | HoverPosition::Elsewhere { position } => {
            position.x
        }
    };
    let number = x.round().max(0.0) as usize;
    let chance = percent(words, *report.chances.get(number)?);
    let first = player(words, report.first_player);
    Some(match report.move_numbered(number) {
        Some(analysed) => words.with(
            "analysis-hover-move",
            [
                ("name", move_name(words, report, number).into()),
                ("mover", player(words, analysed.mover).into()),
                ("move", analysed.played.as_str().into()),
                ("player", first.into()),
                ("chance", chance.into()),
            ],
        ),
        None => words.with(
            "analysis-hover-start",
            [("player", first.into()), ("chance", chance.into())],
        ),
    })
}

/// The position shown, in words: the move that led to it, and the move played from it beside
/// the computer's choice, which is drawn on the board.
fn shown_move(ui: &mut egui::Ui, words: &Texts, report: &Report, at: usize) {
    if let Some(analysed) = report.move_numbered(at) {
        ui.label(words.with(
            "analysis-move-into",
            [
                ("name", move_name(words, report, at).into()),
                ("played", played_words(words, analysed).into()),
            ],
        ));
    }
    let number = at + 1;
    if let Some(analysed) = report.move_numbered(number) {
        let name = move_name(words, report, number);
        let played = played_words(words, analysed);
        let text = match analysed.best.as_deref() {
            Some(best) => words.with(
                "analysis-move-from-best",
                [
                    ("name", name.into()),
                    ("best", best.into()),
                    ("played", played.into()),
                ],
            ),
            None => words.with(
                "analysis-move-from",
                [("name", name.into()), ("played", played.into())],
            ),
        };
        ui.label(RichText::new(text).color(Color32::from_rgb(120, 215, 120)))
            .on_hover_text(words.attribute("analysis-move-from-best", "tooltip"));
    }
}

/// A player's marks in a line: "White: 1 blunder", "Black: no marks".
fn count_line(words: &Texts, count: &MarkCount) -> String {
    let name = player(words, count.player);
    let marks: Vec<String> = [
        (count.inaccuracies, "analysis-inaccuracies"),
        (count.mistakes, "analysis-mistakes"),
        (count.blunders, "analysis-blunders"),
    ]
    .into_iter()
    .filter(|(n, _)| *n > 0)
    .map(|(n, key)| words.with(key, [("count", n.into())]))
    .collect();
    match list(words, marks) {
        Some(marks) => words.with(
            "analysis-marks",
            [("player", name.into()), ("marks", marks.into())],
        ),
        None => words.with("analysis-no-marks", [("player", name.into())]),
    }
}

/// Items in a list, as the language joins them: "2 inaccuracies, 1 mistake".
fn list(words: &Texts, items: Vec<String>) -> Option<String> {
    items.into_iter().rev().reduce(|rest, first| {
        words.with(
            "analysis-list",
            [("first", first.into()), ("rest", rest.into())],
        )
    })
}

/// Where the game was lost, in a sentence: "Where Black lost it: turns 14 (−9%), 22 (−7%),
/// 9 (−6%)."; where no move of the side behind cost it [`LOSS_DROP`], that its chance fell
/// a little at a time. None where neither side is behind.
fn where_lost_line(words: &Texts, report: &Report) -> Option<String> {
    let lost = report.where_lost.as_ref()?;
    let name = player(words, lost.player);
    let word = report.move_word;
    if lost.losses.is_empty() {
        return Some(words.with(
            "analysis-lost-slowly",
            [
                ("word", word.into()),
                ("player", name.into()),
                ("from", percent(words, lost.from).into()),
                ("to", percent(words, lost.to).into()),
                ("least", percent(words, LOSS_DROP).into()),
            ],
        ));
    }
    let listed: Vec<String> = lost
        .losses
        .iter()
        .map(|loss| {
            words.with(
                "analysis-lost-move",
                [
                    ("number", loss.number.into()),
                    ("drop", drop_text(words, loss.drop).into()),
                ],
            )
        })
        .collect();
    let count = listed.len();
    Some(words.with(
        "analysis-where-lost",
        [
            ("word", word.into()),
            ("count", count.into()),
            ("player", name.into()),
            ("moves", list(words, listed).unwrap_or_default().into()),
        ],
    ))
}

/// The analysis section of the game panel.
#[derive(bevy::ecs::system::SystemParam)]
pub(crate) struct AnalysisSection<'w> {
    analysis: ResMut<'w, GameAnalysis>,
    replay: Option<Res<'w, Replay>>,
    steps: MessageWriter<'w, ReplayStep>,
}

impl AnalysisSection<'_> {
    /// What the section shows.
    pub(crate) fn view(&self) -> AnalysisView<'_> {
        AnalysisView {
            analysis: &self.analysis,
            replay: self.replay.as_deref(),
        }
    }

    /// Takes the replay view's `steps` the section asked for, and puts the analysis away
    /// when asked to (`close`).
    pub(crate) fn carry_out(&mut self, steps: Vec<ReplayStep>, close: bool) {
        self.steps.write_batch(steps);
        if close {
            self.analysis.close();
        }
    }
}

/// What the analysis section's buttons ask for.
#[derive(Default, Debug)]
pub(crate) struct AnalysisAsked {
    /// The replay view's steps.
    pub steps: Vec<ReplayStep>,
    /// The analysis put away.
    pub close: bool,
}

/// The analysis section as plain values: the analysis, and the record looked at.
#[derive(Clone, Copy)]
pub(crate) struct AnalysisView<'a> {
    pub analysis: &'a GameAnalysis,
    pub replay: Option<&'a Replay>,
}

impl AnalysisView<'_> {
    /// Whether there is an analysis to show.
    pub(crate) fn is_shown(&self) -> bool {
        self.analysis.report.is_some()
    }

    /// Draws the section: progress, graph, the position shown, counts, turning points;
    /// returns what its buttons ask.
    pub(crate) fn show(&self, ui: &mut egui::Ui) -> AnalysisAsked {
        let mut asked = AnalysisAsked::default();
        let Some(report) = &self.analysis.report else {
            return asked;
        };
        let words = words(ui.ctx());
        let (positions, at) = self
            .replay
            .map_or((report.chances.len(), 0), |r| (r.steps() + 1, r.at));
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(words.get("analysis-title")).strong());
            let first = player(&words, report.first_player);
            ui.label(
                RichText::new(words.with("analysis-chance-of", [("player", first.into())]))
                    .color(Color32::from_gray(170)),
            );
        });
        if self.analysis.is_running() {
            // Counted, not numbered: the positions are numbered by the moves into them.
            let done = report.chances.len().min(positions);
            ui.label(words.with(
                "analysis-progress",
                [("done", done.into()), ("count", positions.into())],
            ));
            ui.add(egui::ProgressBar::new(self.analysis.progress).desired_height(6.0));
        }
        if let Some(index) = graph(ui, &words, report, positions, at) {
            asked.steps.push(ReplayStep::To(index));
        }
        if self.replay.is_some() {
            shown_move(ui, &words, report, at);
        }
        for count in &report.counts {
            ui.label(count_line(&words, count));
        }
        if let Some(lost) = where_lost_line(&words, report) {
            ui.label(lost);
        }
        let turning = report.turning_points();
        if !turning.is_empty() {
            ui.label(RichText::new(words.get("analysis-turning-points")).strong());
        }
        for analysed in turning.iter().take(TURNING_POINTS) {
            let Some(mark) = analysed.mark else {
                continue;
            };
            let mut args = vec![
                ("name", move_name(&words, report, analysed.number).into()),
                ("mover", player(&words, analysed.mover).into()),
                ("move", analysed.played.as_str().into()),
                ("mark", mark_name(&words, mark).into()),
            ];
            let key = match analysed.best.as_deref() {
                Some(best) => {
                    args.push(("best", best.into()));
                    "analysis-turning-point-best"
                }
                None => "analysis-turning-point",
            };
            let text = RichText::new(words.with(key, args)).color(mark_colour(mark));
            if ui
                .button(text)
                .on_hover_text(words.attribute("analysis-turning-point", "tooltip"))
                .clicked()
            {
                asked.steps.push(ReplayStep::To(analysed.number - 1));
            }
        }
        ui.horizontal_wrapped(|ui| {
            if self.replay.is_some()
                && ui
                    .button(words.get("analysis-try-again"))
                    .on_hover_text(words.attribute("analysis-try-again", "tooltip"))
                    .clicked()
            {
                asked.steps.push(ReplayStep::TryAgain);
                asked.close = true;
            }
            if ui.button(words.get("analysis-close")).clicked() {
                asked.close = true;
            }
        });
        asked
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::words_shown::assert_every_word_translated;

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

    /// A report of four moves of Medea: White's third a blunder, Black's second a mistake;
    /// Black behind at the end.
    fn report() -> Report {
        let chances = [0.5, 0.52, 0.4, 0.2, 0.8];
        let marks = [None, Some(Mark::Mistake), Some(Mark::Blunder), None];
        let moves: Vec<MoveAnalysis> = (0..4)
            .map(|index| MoveAnalysis {
                number: index + 1,
                seat: index % 2,
                mover: ["White", "Black"][index % 2],
                played: format!("c{}-c{}", index + 2, index + 3),
                before: chances[index],
                after: chances[index + 1],
                best: (index != 1).then(|| "d3-d4".to_string()),
                drop: [0.0, 0.12, 0.2, 0.0][index],
                mark: marks[index],
            })
            .collect();
        let count = |player, mistakes, blunders| MarkCount {
            player,
            inaccuracies: 0,
            mistakes,
            blunders,
        };
        Report {
            game: "medea",
            move_word: "move",
            engine: "mcts".into(),
            first_player: "White",
            complete: true,
            chances: chances.to_vec(),
            positions: Vec::new(),
            moves,
            counts: [count("White", 0, 1), count("Black", 1, 0)],
            where_lost: Some(medusa_ai::analysis::WhereLost {
                player: "Black",
                seat: 1,
                from: 0.5,
                to: 0.2,
                losses: vec![medusa_ai::analysis::Loss {
                    number: 2,
                    drop: 0.12,
                }],
            }),
        }
    }

    #[test]
    fn every_word_of_the_analysis_comes_from_the_language_files() {
        let mut analysis = GameAnalysis::default();
        analysis.report = Some(report());
        let replay = crate::ui::replay_bar::tests::replay_of(crate::session::GameKind::MEDEA);
        for replay in [None, Some(&replay)] {
            assert_every_word_translated(
                "the analysis",
                egui::vec2(300.0, 900.0),
                |_| false,
                |ui| {
                    AnalysisView {
                        analysis: &analysis,
                        replay,
                    }
                    .show(ui);
                },
            );
        }
    }

    #[test]
    fn a_move_and_where_the_game_was_lost_read_as_words() {
        let english = medusa_locale::english();
        let report = report();
        assert_eq!(
            played_words(&english, &report.moves[2]),
            "White played c4-c5 (blunder, −20%)"
        );
        assert_eq!(
            where_lost_line(&english, &report).as_deref(),
            Some("Where Black lost it: move 2 (−12%).")
        );
    }

    #[test]
    fn a_players_marks_read_as_words() {
        let english = medusa_locale::english();
        let count = |inaccuracies, mistakes, blunders| MarkCount {
            player: "White",
            inaccuracies,
            mistakes,
            blunders,
        };
        assert_eq!(count_line(&english, &count(0, 0, 0)), "White: no marks");
        assert_eq!(count_line(&english, &count(0, 0, 1)), "White: 1 blunder");
        assert_eq!(
            count_line(&english, &count(2, 1, 3)),
            "White: 2 inaccuracies, 1 mistake, 3 blunders"
        );
    }
}
