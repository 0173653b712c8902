//! Medusa's and Lotus's part of the result window: who won and why, the count per colour, and
//! the dead groups turned over before it, and the turns played.

use bevy_egui::egui::{self, RichText};

use super::panel_part::score_grid;
use crate::session::AnyGame;
use medusa_rules::medusa::Outcome;

/// The headline of a finished game, and the line under it: the margin and the count of a
/// counted game; nothing more for a resignation, which the headline says all of.
pub fn result_text(outcome: &Outcome) -> (String, Option<String>) {
    match (outcome.resigned, outcome.winner) {
        (Some(loser), _) => (format!("{loser} resigns. {} wins.", loser.opponent()), None),
        (None, Some(winner)) => (format!("{winner} wins!"), Some(outcome.summary())),
        (None, None) => ("A draw!".to_string(), Some(outcome.summary())),
    }
}

/// The window's body for a finished game.
pub(crate) fn result_body(ui: &mut egui::Ui, game: &AnyGame) {
    let Some((game, outcome)) = game
        .medusa()
        .and_then(|game| Some((game, game.position().outcome()?)))
    else {
        return;
    };
    let (headline, detail) = result_text(outcome);
    ui.label(RichText::new(headline).size(24.0).strong());
    if let Some(detail) = detail {
        ui.label(detail);
        ui.add_space(6.0);
        score_grid(ui, "result score", &outcome.score);
    }
    let dead = game.dead().len();
    if dead > 0 {
        ui.label(format!(
            "{dead} dead group{} turned over before the count.",
            if dead == 1 { " was" } else { "s were" }
        ));
    }
    ui.label(format!("{} turns played.", game.turns().len()));
}

#[cfg(test)]
mod tests {
    use super::*;
    use medusa_rules::medusa::Game;
    use medusa_rules::medusa::{Colour, Turn, Variant};

    #[test]
    fn a_resignation_is_said_once() {
        let mut game = Game::new(Variant::Lotus, 3).unwrap();
        game.play_turn(&Turn::Resign(Colour::White)).unwrap();
        let outcome = game.position().outcome().unwrap();
        assert_eq!(
            result_text(outcome),
            ("White resigns. Black wins.".to_string(), None)
        );
    }

    #[test]
    fn a_counted_game_gives_its_margin() {
        let mut game = Game::new(Variant::Lotus, 3).unwrap();
        game.play_turn(&Turn::Pass).unwrap();
        game.play_turn(&Turn::Pass).unwrap();
        game.conclude_with_dead(&[]).unwrap();
        let outcome = game.position().outcome().unwrap();
        assert_eq!(
            result_text(outcome),
            (
                "White wins!".to_string(),
                Some("White wins by 3 points (3 to 0)".to_string())
            )
        );
    }
}
