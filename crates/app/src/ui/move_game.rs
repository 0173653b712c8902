//! What the panels and result windows of the games played a move at a time (Medea, Pillars of
//! Medusa) share: the move list numbered as the records number their lines, the turn's controls (undo, hint, a draw
//! offered and answered, at one screen or online), the count of each side's pieces, the count
//! towards the draw by quiet moves, and the result's headline with its reason.

use bevy_egui::egui::{self, RichText};

use super::panel::{DIM, TurnControls, side_icon};
use crate::session::Intent;
use medusa_rules::side::Side;

/// The move list, a line per move numbered as the record's lines and the replay view and the
/// analysis number them, with its side: "14. Black h6-h5" (as Medusa's list numbers turns).
pub fn numbered_moves(notations: Vec<String>, white_first: bool) -> Vec<String> {
    let sides = if white_first {
        [Side::White, Side::Black]
    } else {
        [Side::Black, Side::White]
    };
    notations
        .into_iter()
        .zip(sides.into_iter().cycle())
        .enumerate()
        .map(|(index, (notation, side))| format!("{}. {} {notation}", index + 1, side.title()))
        .collect()
}

/// The key egui keeps an offered draw under, until it is accepted or declined.
fn draw_offer() -> egui::Id {
    egui::Id::new("draw offered")
}

/// The turn's controls: undo, hint, and a draw offered. Between two people at one screen the
/// side to move offers and `other_side` accepts or declines there; online the offer goes to
/// the opponent, whose panel answers it. Under them the hint's move, in the game's notation.
pub(crate) fn move_controls(
    ui: &mut egui::Ui,
    turn: &mut TurnControls,
    other_side: Side,
    hint: Option<String>,
) {
    ui.horizontal(|ui| {
        turn.undo(ui, "Ctrl+Z: the last move");
        turn.hint(ui);
        if let Some(may_offer) = turn.allowed.draw {
            draw_offer_controls(ui, turn, may_offer, other_side);
        }
    });
    if let Some(text) = hint {
        TurnControls::hint_line(ui, format!("Hint: {text}"));
    }
}

/// Offer a draw (`may_offer`: it can be pressed now), and at one screen the other side's
/// answer once it is offered.
fn draw_offer_controls(
    ui: &mut egui::Ui,
    turn: &mut TurnControls,
    may_offer: bool,
    other_side: Side,
) {
    if turn.game_match.is_online() {
        let offer = ui
            .add_enabled(may_offer, egui::Button::new("Offer a draw"))
            .on_hover_text("Your opponent accepts it, or plays on")
            .on_disabled_hover_text("An offer stands, or the game is over");
        turn.noted.note("offer draw", &offer);
        if offer.clicked() {
            turn.sent.push(Intent::AgreeDraw);
        }
        return;
    }
    let offered = ui.memory(|m| m.data.get_temp::<bool>(draw_offer()));
    if offered != Some(true) {
        if ui
            .add_enabled(may_offer, egui::Button::new("Offer a draw"))
            .on_hover_text("The other side accepts or declines")
            .clicked()
        {
            ui.memory_mut(|m| m.data.insert_temp(draw_offer(), true));
        }
    } else {
        ui.label(format!("{}:", other_side.title()));
        if ui.button("Accept the draw").clicked() {
            turn.sent.push(Intent::AgreeDraw);
            ui.memory_mut(|m| m.data.remove::<bool>(draw_offer()));
        }
        if ui.button("Decline").clicked() || !may_offer {
            ui.memory_mut(|m| m.data.remove::<bool>(draw_offer()));
        }
    }
}

/// Two counts for each side under their `headings` ("Men", "Kings"), a row per side with its
/// icon and name.
pub(crate) fn side_counts(
    ui: &mut egui::Ui,
    headings: [&str; 2],
    counts: impl Fn(Side) -> [u32; 2],
) {
    egui::Grid::new("side counts")
        .num_columns(3)
        .spacing([18.0, 4.0])
        .show(ui, |ui| {
            ui.label("");
            for heading in headings {
                ui.label(heading);
            }
            ui.end_row();
            for side in Side::ALL {
                ui.horizontal(|ui| {
                    side_icon(ui, side == Side::Black);
                    ui.label(side.title());
                });
                for count in counts(side) {
                    ui.label(count.to_string());
                }
                ui.end_row();
            }
        });
}

/// Once `quiet` is half-way to the `limit` that draws the game, a line that says so: "62 of
/// 100 plies without a capture or a Sword move: the game is drawn at 100."
pub(crate) fn quiet_count(ui: &mut egui::Ui, quiet: u32, limit: u32, without: &str) {
    if quiet >= limit / 2 {
        ui.label(
            RichText::new(format!(
                "{quiet} of {limit} {without}: the game is drawn at {limit}."
            ))
            .color(DIM),
        );
    }
}

/// The result window's body for a finished game: who won (or the draw), why in the core's
/// words (`reason`, without the winner), the game's own `count` of the pieces left, and how
/// many moves were played.
pub(crate) fn result_body(
    ui: &mut egui::Ui,
    winner: Option<Side>,
    reason: &str,
    moves: usize,
    count: impl FnOnce(&mut egui::Ui),
) {
    let (headline, reason) = result_lines(winner, reason);
    ui.label(RichText::new(headline).size(24.0).strong());
    ui.label(reason);
    ui.add_space(6.0);
    count(ui);
    ui.label(format!("{moves} moves played."));
}

/// The headline of a finished game ("Black wins!", "A draw!") and the line under it that says
/// why, from the core's `reason` (without the winner), as a sentence.
pub(crate) fn result_lines(winner: Option<Side>, reason: &str) -> (String, String) {
    let headline = match winner {
        Some(winner) => format!("{} wins!", winner.title()),
        None => "A draw!".to_string(),
    };
    let mut letters = reason.chars();
    let reason = match letters.next() {
        Some(first) => format!("{}{}.", first.to_uppercase(), letters.as_str()),
        None => String::new(),
    };
    (headline, reason)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_are_numbered_as_the_records_lines() {
        let moves = |list: &[&str]| list.iter().map(|m| m.to_string()).collect::<Vec<_>>();
        assert_eq!(
            numbered_moves(moves(&["c3-c4", "f6-f5", "d3-d4"]), true),
            ["1. White c3-c4", "2. Black f6-f5", "3. White d3-d4"]
        );
        assert_eq!(
            numbered_moves(moves(&["f6-f5", "c3-c4", "e6-e5"]), false),
            ["1. Black f6-f5", "2. White c3-c4", "3. Black e6-e5"]
        );
        assert!(numbered_moves(Vec::new(), false).is_empty());
    }

    #[test]
    fn a_result_says_who_won_and_why_in_a_sentence() {
        assert_eq!(
            result_lines(Some(Side::Black), "White has no legal move"),
            (
                "Black wins!".to_string(),
                "White has no legal move.".to_string()
            )
        );
        assert_eq!(
            result_lines(None, "the players agreed"),
            ("A draw!".to_string(), "The players agreed.".to_string())
        );
    }
}
