//! Medea's part of the result window: who won (or the draw) and why, the pieces left and the
//! moves played.

use bevy_egui::egui::{self, RichText};

use super::panel_part::panel_count;
use crate::app::ui::result_lines;
use crate::medea::{Game, Outcome};

/// The headline of a finished game and the line under it that says why (without saying
/// again who won).
pub fn result_text(outcome: &Outcome) -> (String, String) {
    result_lines(outcome.result.winner(), &outcome.reason_text())
}

/// The window's body for a finished game.
pub(crate) fn result_body(ui: &mut egui::Ui, game: &Game, outcome: &Outcome) {
    let (headline, reason) = result_text(outcome);
    ui.label(RichText::new(headline).size(24.0).strong());
    ui.label(reason);
    ui.add_space(6.0);
    panel_count(ui, game);
    ui.label(format!("{} moves played.", game.moves().len()));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::medea::{Colour, EndReason, GameResult};

    #[test]
    fn a_win_says_who_and_why() {
        let outcome = Outcome {
            result: GameResult::Win(Colour::Black),
            reason: EndReason::NoMoves,
        };
        assert_eq!(
            result_text(&outcome),
            (
                "Black wins!".to_string(),
                "White has no legal move.".to_string()
            )
        );
    }

    #[test]
    fn a_draw_by_agreement() {
        let outcome = Outcome {
            result: GameResult::Draw,
            reason: EndReason::Agreement,
        };
        assert_eq!(
            result_text(&outcome),
            ("A draw!".to_string(), "The players agreed.".to_string())
        );
    }
}
