//! Medusa's and Lotus's part of the game panel: the status line and the move list, the turn's
//! controls (end turn, undo, pass, hint, skip placement), the marking's acceptances, and the
//! count with the territory overlay and the marker.

use bevy::prelude::*;
use bevy_egui::EguiPrimaryContextPass;
use bevy_egui::egui::{self, RichText};

use super::MedusaMove;
use super::{ShowTerritory, TurnChoices};
use crate::GameSystems;
use crate::session::{AnyGame, GameBoard, Intent, Match, PlayerKind, Settings};
use crate::ui::{DIM, GamePanel, PanelParts, PanelText, TurnControls, panel_shown, side_icon};
use medusa_rules::medusa::{Action, Colour, Game, Score, Status, Turn};

/// One line of the count.
type TallyField = fn(&medusa_rules::medusa::Tally) -> u32;

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

/// The count per colour: stones, territory, marker and total.
pub(crate) fn score_grid(ui: &mut egui::Ui, id: &str, score: &Score) {
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

/// The turn's controls.
fn panel_controls(ui: &mut egui::Ui, turn: &mut TurnControls, choices: &mut Mut<TurnChoices>) {
    let Some(game) = turn.game_match.medusa() else {
        return;
    };
    let position = game.position();
    let my_turn = turn.my_turn;
    if position.is_playing() && game.is_repetition() {
        ui.label(RichText::new("This position has occurred before.").color(DIM));
    }
    let started = !game.actions_in_progress().is_empty();
    let mut sent = Vec::new();
    let shown = turn.allowed.shown;
    ui.horizontal(|ui| {
        if shown.end_turn
            && ui
                .add_enabled(my_turn, egui::Button::new("End turn"))
                .on_hover_text("Enter")
                .clicked()
        {
            sent.push(Intent::from(Action::EndTurn));
        }
        turn.undo(ui, "Ctrl+Z: the last action, then whole turns");
        if shown.pass
            && ui
                .add_enabled(my_turn && !started, egui::Button::new("Pass"))
                .on_hover_text("A complete pass: the marker moves towards you")
                .clicked()
        {
            sent.push(Intent::from(MedusaMove::Pass));
        }
        turn.hint(ui);
    });
    if let Some(suggested) = turn.hint.medusa_turn() {
        let text = match suggested {
            Turn::Pass => "Hint: pass".to_string(),
            suggested => format!(
                "Hint: {}",
                suggested.notation(game.topology(), position.to_move())
            ),
        };
        TurnControls::hint_line(ui, text);
    }
    if position.topology().has_movement() && shown.skip_placement {
        let can_skip = my_turn && position.can_place() && !choices.placement_skipped;
        if ui
            .add_enabled(can_skip, egui::Button::new("Skip placement, move a group"))
            .clicked()
        {
            choices.placement_skipped = true;
        }
    }
    if let Some(marking) = position.marking() {
        ui.horizontal(|ui| {
            for colour in Colour::ALL {
                let person = turn.game_match.player(colour) == PlayerKind::Human;
                let label = format!("{colour} accepts");
                if ui
                    .add_enabled(
                        person && !marking.accepted(colour),
                        egui::Button::new(label),
                    )
                    .clicked()
                {
                    sent.push(Intent::from(Action::AcceptMarking(colour)));
                }
            }
        });
        if ui.button("Resume play").clicked() {
            sent.push(Intent::from(Action::ResumePlay));
        }
    }
    turn.sent.extend(sent);
}

/// The count as it stands (as marked, during the marking), the territory overlay's switch and
/// the marker.
fn panel_count(ui: &mut egui::Ui, game: &Game, territory: &mut Mut<ShowTerritory>) {
    let position = game.position();
    if position.marking().is_some() {
        ui.label(RichText::new("The count if the marking is accepted:").color(DIM));
    }
    score_grid(ui, "score", &position.provisional_score());
    let mut overlay = territory.0;
    if ui
        .add_enabled(
            position.is_playing(),
            egui::Checkbox::new(&mut overlay, "Show territory"),
        )
        .on_hover_text("A: whose region each vacant point is")
        .changed()
    {
        territory.0 = overlay;
    }
    let marker = position.marker();
    let side = match marker.signum() {
        1 => format!("{marker} towards White"),
        -1 => format!("{} towards Black", -marker),
        _ => "in the centre".into(),
    };
    ui.label(RichText::new(format!("Marker: {side}")).color(DIM));
}

/// Medusa's parts of the panel, with the turn's choices and the territory overlay they change
/// (marked changed only when they do).
struct MedusaParts<'a> {
    choices: Mut<'a, TurnChoices>,
    territory: Mut<'a, ShowTerritory>,
}

impl PanelParts for MedusaParts<'_> {
    fn controls(&mut self, ui: &mut egui::Ui, turn: &mut TurnControls) {
        panel_controls(ui, turn, &mut self.choices);
    }

    fn count(&mut self, ui: &mut egui::Ui, game: &AnyGame, _: &mut Mut<Settings>) {
        if let Some(game) = game.medusa() {
            panel_count(ui, game, &mut self.territory);
        }
    }
}

/// The status line and the move list, made again when the game or the turn's choices change.
fn refresh_text(game_match: Res<Match>, choices: Res<TurnChoices>, mut text: ResMut<PanelText>) {
    if let Some(game) = game_match.game.medusa() {
        *text = PanelText::new(status(game, &choices), move_lines(game));
    }
}

/// The panel of a game of Medusa or Lotus.
fn panel(
    mut panel: GamePanel,
    mut choices: ResMut<TurnChoices>,
    mut territory: ResMut<ShowTerritory>,
) -> Result {
    panel.show(&mut MedusaParts {
        choices: choices.reborrow(),
        territory: territory.reborrow(),
    })
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        refresh_text
            .run_if(resource_changed::<Match>.or_eager(resource_changed::<TurnChoices>))
            .in_set(GameSystems::Present),
    )
    .add_systems(
        EguiPrimaryContextPass,
        panel.run_if(panel_shown(GameBoard::MEDUSA)),
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use medusa_rules::medusa::{Action, Variant};

    fn point(label: &str) -> medusa_rules::medusa::Point {
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
