//! Medea's part of the result window: who won (or the draw) and why, the pieces left and the
//! moves played.

use bevy_egui::egui;

use super::panel_part::{panel_count, reason};
use crate::session::AnyGame;
use crate::ui;

/// The window's body for a finished game.
pub(crate) fn result_body(ui: &mut egui::Ui, game: &AnyGame) {
    let Some((game, outcome)) = game.medea().and_then(|game| Some((game, game.outcome()?))) else {
        return;
    };
    let moves = game.moves().len();
    let reason = reason(&outcome);
    ui::result_body(ui, outcome.result.winner(), reason, moves, |ui| {
        panel_count(ui, game)
    });
}

#[cfg(test)]
mod tests {
    use super::super::panel_part::reason;
    use crate::ui::move_game::result_lines;
    use medusa_rules::medea::{Colour, EndReason, GameResult, Outcome};

    /// The window's headline for `outcome`, and the line under it that says why, in English.
    fn result_text(outcome: &Outcome) -> (String, String) {
        let english = medusa_locale::english();
        result_lines(&english, outcome.result.winner(), &reason(outcome))
    }

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
