//! The game panel beside the board: whose turn it is and what they may do, the turn's
//! controls, the live count, the marker, the move list and the view and speed settings.

use bevy::prelude::*;
use bevy_egui::egui::{self, Color32, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use super::dialog::Dialog;
use super::result::ResultShown;
use super::widgets::{self, speed_choice, view_choice};
use crate::app::GameSystems;
use crate::app::medusa::ShowTerritory;
use crate::app::medusa::TurnChoices;
use crate::app::scene::AnimationClock;
use crate::app::scene::{PointerOverPanel, ViewportInsets};
use crate::app::session::Notices;
use crate::app::session::Screen;
use crate::app::session::Settings;
use crate::app::session::{AnyGame, Awaits, Intent, Match};
use crate::app::session::{ComputerPlayer, Hint};
use crate::app::{medea, pillars};
use crate::medusa::{Colour, Game, Score, Status, Turn};

/// One line of the count.
type TallyField = fn(&crate::medusa::Tally) -> u32;

/// Width of the panel, in logical pixels.
const PANEL_WIDTH: f32 = 300.0;

/// Accent colours of the panel.
pub(crate) const WARNING: Color32 = Color32::from_rgb(255, 170, 90);
pub(crate) const DIM: Color32 = Color32::from_rgb(160, 160, 165);
pub(crate) const HINT: Color32 = Color32::from_rgb(120, 220, 255);

/// The status line: a headline (whose turn, or the result) and what can be done now.
pub fn status(game: &Game, choices: &TurnChoices) -> (String, String) {
    let position = game.position();
    let player = position.to_move();
    match position.status() {
        Status::Ended(outcome) => (outcome.summary(), "Start a new game, or undo.".into()),
        Status::Marking(marking) => {
            let waiting: Vec<String> = Colour::ALL
                .iter()
                .filter(|c| !marking.accepted(**c))
                .map(|c| c.to_string())
                .collect();
            (
                "Mark the dead groups".into(),
                format!(
                    "Click a group to mark it dead or alive. Waiting for: {}. Or resume play.",
                    waiting.join(" and ")
                ),
            )
        }
        Status::Playing => {
            let headline = format!("{player} to play");
            let moves = !position.legal_moves().is_empty();
            let hint = if !position.topology().has_movement() {
                "Place a stone, or pass."
            } else if position.can_place() && !choices.placement_skipped {
                if moves {
                    "Place a stone, or move a group."
                } else {
                    "Place a stone, or pass."
                }
            } else if moves && position.moved_this_turn() {
                "Move another group, or end your turn."
            } else if moves {
                "Move a group, or end your turn."
            } else {
                "End your turn."
            };
            (headline, hint.into())
        }
    }
}

/// The move list: one line per turn, "12. White j11 k12-k14".
fn move_lines(game: &Game) -> Vec<String> {
    let topology = game.topology();
    let mut lines: Vec<String> = game
        .turns()
        .iter()
        .enumerate()
        .map(|(i, played)| {
            format!(
                "{}. {} {}",
                i + 1,
                played.player,
                played.turn.notation(topology, played.player)
            )
        })
        .collect();
    let actions = game.actions_in_progress();
    if !actions.is_empty() && game.position().is_playing() {
        let player = game.position().to_move();
        lines.push(format!(
            "{}. {} {} …",
            game.turns().len() + 1,
            player,
            Turn::from_actions(&actions).notation(topology, player)
        ));
    }
    lines
}

/// The panel's text: the status line and the move list, made again when the game or the
/// turn's choices change, not every frame.
#[derive(Resource, Default)]
struct PanelText {
    headline: String,
    hint: String,
    moves: Vec<String>,
}

fn refresh_text(game_match: Res<Match>, choices: Res<TurnChoices>, mut text: ResMut<PanelText>) {
    let ((headline, hint), moves) = match &game_match.game {
        AnyGame::Medusa(game) => (status(game, &choices), move_lines(game)),
        AnyGame::Medea(game) => (medea::status(game), medea::move_lines(game)),
        AnyGame::Pillars(game) => (pillars::status(game), pillars::move_lines(game)),
    };
    *text = PanelText {
        headline,
        hint,
        moves,
    };
}

/// The count per colour: stones, territory, marker and total.
pub fn score_grid(ui: &mut egui::Ui, id: &str, score: &Score) {
    egui::Grid::new(id)
        .num_columns(3)
        .spacing([18.0, 4.0])
        .show(ui, |ui| {
            ui.label("");
            for colour in Colour::ALL {
                ui.horizontal(|ui| {
                    side_icon(ui, colour == Colour::Black);
                    ui.label(colour.to_string());
                });
            }
            ui.end_row();
            let rows: [(&str, TallyField); 4] = [
                ("Stones", |t| t.stones),
                ("Territory", |t| t.territory),
                ("Marker", |t| t.marker),
                ("Total", |t| t.total()),
            ];
            for (name, value) in rows {
                ui.label(name);
                for colour in Colour::ALL {
                    ui.label(value(&score.of_colour(colour)).to_string());
                }
                ui.end_row();
            }
        });
}

/// A small round piece of the dark or the light side.
pub fn side_icon(ui: &mut egui::Ui, dark: bool) {
    let (rect, _) = ui.allocate_exact_size(egui::vec2(16.0, 16.0), egui::Sense::hover());
    let (fill, ring) = if dark {
        (Color32::from_gray(10), Color32::from_gray(175))
    } else {
        (Color32::from_gray(235), Color32::from_gray(90))
    };
    ui.painter()
        .circle(rect.center(), 7.0, fill, egui::Stroke::new(1.0, ring));
}

/// What a game's turn controls may use: the match, the hint, whether a person is to move,
/// and the intents the buttons send.
pub struct TurnControls<'a> {
    pub game_match: &'a Match,
    pub hint: &'a mut Hint,
    pub my_turn: bool,
    pub sent: Vec<Intent>,
}

impl TurnControls<'_> {
    /// The Undo button.
    pub fn undo(&mut self, ui: &mut egui::Ui, can_undo: bool, hover: &str) {
        let enabled = can_undo && !self.game_match.viewing;
        if ui
            .add_enabled(enabled, egui::Button::new("Undo"))
            .on_hover_text(hover)
            .clicked()
        {
            self.sent.push(Intent::Undo);
        }
    }

    /// The Hint button.
    pub fn hint(&mut self, ui: &mut egui::Ui) {
        let text = if self.hint.is_thinking() {
            "Hint…"
        } else {
            "Hint"
        };
        if ui
            .add_enabled(self.my_turn, egui::Button::new(text))
            .on_hover_text("The computer's suggestion, marked on the board")
            .clicked()
        {
            let seed = self.game_match.game.turn_count() as u64;
            self.hint.request(&self.game_match.game, seed);
        }
    }

    /// Shows the hint's suggestion, in the game's words.
    pub fn hint_line(ui: &mut egui::Ui, text: String) {
        ui.label(RichText::new(text).color(HINT));
    }
}

/// Everything the panel needs to change.
#[derive(bevy::ecs::system::SystemParam)]
pub struct PanelState<'w> {
    game_match: ResMut<'w, Match>,
    choices: ResMut<'w, TurnChoices>,
    settings: ResMut<'w, Settings>,
    insets: ResMut<'w, ViewportInsets>,
    over_panel: ResMut<'w, PointerOverPanel>,
    clock: ResMut<'w, AnimationClock>,
    next_screen: ResMut<'w, NextState<Screen>>,
    computer: Res<'w, ComputerPlayer>,
    notices: ResMut<'w, Notices>,
    dialog: ResMut<'w, Dialog>,
    territory: ResMut<'w, ShowTerritory>,
    result: ResMut<'w, ResultShown>,
    hint: ResMut<'w, Hint>,
    text: Res<'w, PanelText>,
}

fn panel(
    mut contexts: EguiContexts,
    mut state: PanelState,
    mut intents: MessageWriter<Intent>,
    mut confirm_resign: Local<bool>,
) -> Result {
    let ctx = contexts.ctx_mut()?.clone();
    let mut root = egui::Ui::new(
        ctx.clone(),
        "game panel root".into(),
        egui::UiBuilder::new()
            .layer_id(egui::LayerId::background())
            .max_rect(ctx.viewport_rect()),
    );
    let mut send = |intent: Intent, clock: &mut AnimationClock| {
        clock.finish();
        intents.write(intent);
    };
    let response = egui::Panel::right("game panel")
        .resizable(false)
        .exact_size(PANEL_WIDTH)
        .show(&mut root, |ui| {
            let kind = state.game_match.game.kind();
            let to_move = match state.game_match.game.awaits() {
                Awaits::Seat(seat) => Some(seat),
                Awaits::Both | Awaits::Nobody => None,
            };
            ui.add_space(8.0);
            ui.heading(RichText::new(kind.name()).size(26.0).strong());
            ui.add_space(4.0);
            let human = state.game_match.awaits_human();
            ui.horizontal(|ui| {
                if let Some(seat) = to_move {
                    side_icon(ui, seat == kind.dark_seat());
                }
                ui.label(RichText::new(&state.text.headline).size(18.0).strong());
            });
            match (to_move.filter(|_| !human), state.computer.progress()) {
                _ if state.game_match.viewing => {
                    ui.label("A record: step through it with the replay bar.");
                }
                (Some(seat), Some(progress)) => {
                    let player = state.game_match.player(seat);
                    ui.label(format!("{} is thinking…", player.label()));
                    ui.add(egui::ProgressBar::new(progress).desired_height(6.0));
                }
                (Some(_), None) => {
                    ui.label("The computer is about to play.");
                }
                _ => {
                    ui.label(&state.text.hint);
                }
            }
            if let Some(refusal) = &state.game_match.refusal {
                ui.label(RichText::new(refusal).color(WARNING));
            }
            widgets::notices(ui, &mut state.notices);
            ui.separator();

            let mut turn = TurnControls {
                game_match: &state.game_match,
                hint: &mut state.hint,
                my_turn: to_move.is_some() && human,
                sent: Vec::new(),
            };
            match &state.game_match.game {
                AnyGame::Medusa(_) => {
                    crate::app::medusa::panel_controls(ui, &mut turn, &mut state.choices)
                }
                AnyGame::Medea(_) => medea::panel_controls(ui, &mut turn),
                AnyGame::Pillars(_) => pillars::panel_controls(ui, &mut turn),
            }
            for intent in std::mem::take(&mut turn.sent) {
                send(intent, &mut state.clock);
            }
            if state.game_match.game.is_over()
                && !state.result.0
                && ui.button("Show the result").clicked()
            {
                state.result.0 = true;
            }
            let resigner = state.game_match.resigner();
            if !*confirm_resign {
                if ui
                    .add_enabled(resigner.is_some(), egui::Button::new("Resign…"))
                    .clicked()
                {
                    *confirm_resign = true;
                }
            } else if let Some(player) = resigner {
                ui.horizontal(|ui| {
                    let side = kind.side_names()[player];
                    ui.label(format!("{side} resigns?"));
                    if ui.button("Yes, resign").clicked() {
                        send(Intent::Resign(player), &mut state.clock);
                        *confirm_resign = false;
                    }
                    if ui.button("No").clicked() {
                        *confirm_resign = false;
                    }
                });
            } else {
                *confirm_resign = false;
            }
            ui.separator();
            match &state.game_match.game {
                AnyGame::Medusa(game) => {
                    crate::app::medusa::panel_count(ui, game, &mut state.territory)
                }
                AnyGame::Medea(game) => medea::panel_count(ui, game),
                AnyGame::Pillars(game) => {
                    pillars::panel_count(ui, game);
                    pillars::panel_legend(ui, &mut state.settings);
                }
            }
            ui.separator();

            // Settings at the bottom, the move list above them.
            egui::Panel::bottom("panel settings")
                .show_separator_line(true)
                .show(ui, |ui| {
                    ui.add_space(4.0);
                    let mut speed = state.settings.animation;
                    ui.horizontal(|ui| {
                        ui.label("Animation");
                        speed_choice(ui, &mut speed);
                    });
                    if speed != state.settings.animation {
                        state.settings.animation = speed;
                    }
                    let mut view = state.settings.camera;
                    view_choice(ui, &mut view);
                    if view != state.settings.camera {
                        state.settings.camera = view;
                    }
                    ui.horizontal(|ui| {
                        for (dialog, name) in [
                            (Dialog::Settings, "Settings"),
                            (Dialog::Records, "Records"),
                            (Dialog::Help, "Help"),
                        ] {
                            let open = *state.dialog == dialog;
                            if ui.selectable_label(open, name).clicked() {
                                state.dialog.toggle(dialog);
                            }
                        }
                        if ui.button("New game").clicked() {
                            state.next_screen.set(Screen::Title);
                        }
                    });
                    ui.label(
                        RichText::new("Right-drag to turn the board, wheel to zoom.")
                            .small()
                            .color(DIM),
                    );
                    ui.add_space(4.0);
                });
            ui.label(RichText::new("Moves").strong());
            egui::ScrollArea::vertical()
                .stick_to_bottom(true)
                .auto_shrink([false, false])
                .show(ui, |ui| {
                    for line in &state.text.moves {
                        ui.label(RichText::new(line).monospace());
                    }
                });
        });
    let width = response.response.rect.width();
    // Egui's points are the window's logical pixels times the panel scale.
    state.insets.set_if_neq(ViewportInsets {
        right: width * ctx.zoom_factor(),
        ..default()
    });
    state
        .over_panel
        .set_if_neq(PointerOverPanel::from_egui(&ctx, response.response.rect));
    Ok(())
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<PanelText>()
        .add_systems(
            Update,
            refresh_text
                .run_if(resource_changed::<Match>.or_eager(resource_changed::<TurnChoices>))
                .in_set(GameSystems::Present),
        )
        .add_systems(
            EguiPrimaryContextPass,
            panel.run_if(in_state(Screen::Playing)),
        );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::medusa::{Action, Variant};

    fn point(label: &str) -> crate::medusa::Point {
        Variant::Medusa
            .topology()
            .point(label)
            .unwrap_or_else(|| panic!("no cell {label}"))
    }

    /// White's groups c11 c12 and k11 k12 can each move once White has placed k12; Black's
    /// stones are far away.
    fn placed_beside_a_group() -> Game {
        let mut game = Game::new(Variant::Medusa, 0).expect("a komi of 0 is in range");
        let mut actions = Vec::new();
        for (white, black) in [("k11", "c3"), ("c11", "e3"), ("c12", "g3")] {
            for label in [white, black] {
                actions.extend([Action::Place(point(label)), Action::EndTurn]);
            }
        }
        actions.push(Action::Place(point("k12")));
        for action in actions {
            game.apply(action).expect("legal");
        }
        game
    }

    #[test]
    fn the_status_asks_for_another_group_only_after_one_has_moved() {
        let mut game = placed_beside_a_group();
        let choices = TurnChoices::default();
        assert_eq!(
            status(&game, &choices),
            (
                "White to play".to_string(),
                "Move a group, or end your turn.".to_string()
            )
        );
        game.apply(Action::Move {
            from: point("k11"),
            to: point("k13"),
        })
        .expect("k11 jumps over k12");
        assert_eq!(
            status(&game, &choices).1,
            "Move another group, or end your turn."
        );
    }
}
