//! The help dialog: the rules of Medusa and of Lotus in a few paragraphs, each rule shown on
//! small boards before and after (worked out by the rules core), and the list of keys.

use bevy::prelude::*;
use bevy_egui::egui::{self, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use super::mini_board::{self, Picture};
use super::screen::Dialog;
use crate::medusa::{Action, Bits, Colour, Effect, Point, Position, Variant};

/// One rule shown on a board: before and after an action.
struct Example {
    caption: &'static str,
    before: Position,
    after: Position,
    around: Bits,
    changed: Bits,
    arrow: Option<(Point, Point)>,
}

/// The points named by `labels` (space-separated) on `variant`'s board.
fn points(variant: Variant, labels: &str) -> Bits {
    labels
        .split_whitespace()
        .filter_map(|l| variant.topology().point(l))
        .collect()
}

/// `action` by `to_move` on a board with the given stones, if the rules allow it.
fn example(
    variant: Variant,
    (black, white, to_move): (&str, &str, Colour),
    action: Action,
    caption: &'static str,
) -> Option<Example> {
    let before = Position::setup(
        variant,
        points(variant, black),
        points(variant, white),
        to_move,
        0,
    )
    .ok()?;
    let mut after = before.clone();
    let effects = after.apply(action).ok()?;
    let mut changed = Bits::EMPTY;
    let mut arrow = None;
    for effect in &effects {
        match effect {
            Effect::Placed { point, .. } => changed.insert(*point),
            Effect::Reversed { points, .. } => changed |= points.iter().copied().collect(),
            Effect::Moved { from, to, .. } => {
                changed.insert(*to);
                arrow = Some((*from, *to));
            }
            _ => {}
        }
    }
    let around = before.board().occupied() | after.board().occupied();
    Some(Example {
        caption,
        before,
        after,
        around,
        changed,
        arrow,
    })
}

fn place(variant: Variant, label: &str) -> Action {
    Action::Place(points(variant, label).first().unwrap_or(Point::new(0)))
}

/// The examples of each game, made once.
struct Examples {
    medusa: Vec<Example>,
    lotus: Vec<Example>,
}

impl Default for Examples {
    fn default() -> Examples {
        let (m, l) = (Variant::Medusa, Variant::Lotus);
        let medusa = [
            example(
                m,
                ("b1 b3", "a1 a2 a3", Colour::Black),
                place(m, "a4"),
                "Capture. Black places on a4: White's group a1-a3 has no liberty left and \
                 turns over to Black, nearest stone first.",
            ),
            example(
                m,
                ("b1", "a1 a3 b3 c1 c2", Colour::Black),
                place(m, "a2"),
                "Second reversal. Black's a2 captures a1, but the capturing group is then \
                 without a liberty itself, so it all turns back to White.",
            ),
            example(
                m,
                ("", "k11 k12", Colour::White),
                Action::Move {
                    from: points(m, "k11").first().unwrap_or(Point::new(0)),
                    to: points(m, "k13").first().unwrap_or(Point::new(0)),
                },
                "Movement. The stone on k11 jumps along its line over its friend on k12 and \
                 lands on the first vacant cell, k13. The landing can capture like a \
                 placement.",
            ),
            example(
                m,
                ("a1 a2 b1 b3 c2 c3", "c1 c4 d3", Colour::White),
                place(m, "a3"),
                "Rosette. Six stones of one colour around a dark hole form a rosette: its \
                 group can never be captured. White takes the last liberty on a3, and \
                 nothing turns over.",
            ),
        ];
        let lotus = [
            example(
                l,
                ("2 8", "1", Colour::Black),
                place(l, "5"),
                "Capture. Black places on 5: White's stone on 1 has no liberty left and \
                 turns over.",
            ),
            example(
                l,
                ("2 8", "1 6 10 11 12", Colour::Black),
                place(l, "5"),
                "Second reversal. Black's 5 captures 1, but Black's group is then without a \
                 liberty and turns white, captured stone and all.",
            ),
            example(
                l,
                (
                    "8 11 12 17 18 23",
                    "1 2 5 6 10 13 16 19 26 27 31",
                    Colour::White,
                ),
                place(l, "32"),
                "Lotus. Six stones on the corners of a hexagon form a lotus: its group can \
                 never be captured, even with no liberty at all.",
            ),
        ];
        Examples {
            medusa: medusa.into_iter().flatten().collect(),
            lotus: lotus.into_iter().flatten().collect(),
        }
    }
}

/// The tab shown.
#[derive(Resource, Clone, Copy, PartialEq, Eq, Default)]
enum Tab {
    #[default]
    Medusa,
    Lotus,
    Keys,
}

const MEDUSA_RULES: &[&str] = &[
    "Two players, White and Black, take turns; White begins. The game is about points: at \
     the end each player counts their stones on the board, the vacant cells in regions \
     bordered only by their stones, and the marker if it stands on their side.",
    "A turn has two parts, both optional: first place a stone on a vacant cell, then move \
     any of your groups, each at most once. Stones are never taken off the board: a group \
     that loses its last liberty (vacant neighbour) is turned over to the other colour.",
    "A group of two or more stones moves by jumping one of its stones along a line over an \
     unbroken row of its friends to the first vacant cell beyond. A group that has moved, or \
     that a moved group has touched, may not move again this turn.",
    "If you end a turn without placing, the marker moves one point towards you. A turn \
     without placement or movement is a pass; two passes in a row end the game. Then the \
     players mark the dead groups (they are turned over) and the game is counted.",
];

const LOTUS_RULES: &[&str] = &[
    "Lotus is Medusa's small companion on the 72 corners of the Kensington board. Black \
     begins. A turn is a placement or a pass: there is no movement.",
    "Captures work as in Medusa: a group without liberties turns over, and a capturing group \
     left without liberties turns back. Passing moves the marker towards you; two passes end \
     the game, then dead groups are marked and the game is counted the same way.",
];

const KEYS: &[(&str, &str)] = &[
    ("Click a vacant cell", "place a stone"),
    (
        "Click your stone, then a ringed cell",
        "move its group (Medusa)",
    ),
    (
        "Arrow keys",
        "move the cursor over the board (the replay: step back and forth)",
    ),
    (
        "Enter",
        "place, select or move at the cursor; without a cursor: end the turn",
    ),
    ("E", "end the turn"),
    ("Esc", "drop the selection and hide the cursor"),
    ("Ctrl+Z", "take back (within the turn, then whole turns)"),
    ("A", "show or hide the territory"),
    ("R / T", "reset the view / look straight down"),
    ("Right-drag, wheel", "turn the board, zoom"),
    ("Home / End", "the replay: first / last turn"),
];

fn examples_ui(ui: &mut egui::Ui, examples: &[Example]) {
    for example in examples {
        ui.add_space(6.0);
        ui.label(example.caption);
        ui.horizontal(|ui| {
            let size = egui::vec2(150.0, 150.0);
            mini_board::draw(
                ui,
                &Picture {
                    position: &example.before,
                    around: example.around,
                    ringed: Bits::EMPTY,
                    arrow: None,
                },
                size,
            );
            // An arrow from the position before to the one after.
            let (response, painter) =
                ui.allocate_painter(egui::vec2(36.0, 150.0), egui::Sense::hover());
            let middle = response.rect.center();
            painter.arrow(
                middle - egui::vec2(12.0, 0.0),
                egui::vec2(24.0, 0.0),
                egui::Stroke::new(3.0, ui.visuals().text_color()),
            );
            mini_board::draw(
                ui,
                &Picture {
                    position: &example.after,
                    around: example.around,
                    ringed: example.changed,
                    arrow: example.arrow,
                },
                size,
            );
        });
    }
}

fn window(
    mut contexts: EguiContexts,
    mut dialog: ResMut<Dialog>,
    mut tab: ResMut<Tab>,
    examples: Local<Examples>,
) -> Result {
    if *dialog != Dialog::Help {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut open = true;
    egui::Window::new("Help")
        .open(&mut open)
        .collapsible(false)
        .default_size([460.0, 560.0])
        .anchor(egui::Align2::CENTER_CENTER, [-150.0, 0.0])
        .show(ctx, |ui| {
            ui.horizontal(|ui| {
                ui.selectable_value(&mut *tab, Tab::Medusa, "Medusa");
                ui.selectable_value(&mut *tab, Tab::Lotus, "Lotus");
                ui.selectable_value(&mut *tab, Tab::Keys, "Keys and mouse");
            });
            ui.separator();
            egui::ScrollArea::vertical().show(ui, |ui| match *tab {
                Tab::Medusa => {
                    for paragraph in MEDUSA_RULES {
                        ui.label(*paragraph);
                        ui.add_space(4.0);
                    }
                    examples_ui(ui, &examples.medusa);
                }
                Tab::Lotus => {
                    for paragraph in LOTUS_RULES {
                        ui.label(*paragraph);
                        ui.add_space(4.0);
                    }
                    examples_ui(ui, &examples.lotus);
                }
                Tab::Keys => {
                    egui::Grid::new("keys")
                        .num_columns(2)
                        .striped(true)
                        .show(ui, |ui| {
                            for (key, what) in KEYS {
                                ui.label(RichText::new(*key).strong());
                                ui.label(*what);
                                ui.end_row();
                            }
                        });
                }
            });
        });
    if !open {
        *dialog = Dialog::None;
    }
    Ok(())
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Tab>()
        .add_systems(EguiPrimaryContextPass, window);
}
