//! Medusa's and Lotus's part of the result window: who won and why, the count per colour, and
//! the dead groups turned over before it, and the turns played.

use bevy_egui::egui::{self, RichText};

use super::panel_part::{outcome_phrase, score_grid};
use crate::session::AnyGame;
use crate::ui::{side_phrase, words};
use medusa_locale::Phrase;
use medusa_rules::medusa::Outcome;

/// The headline of a finished game, and the line under it: the margin and the count of a
/// counted game; nothing more for a resignation, which the headline says all of.
pub fn result_text(outcome: &Outcome) -> (Phrase, Option<Phrase>) {
    match (outcome.resigned, outcome.winner) {
        (Some(loser), _) => (
            Phrase::new("result-resigned")
                .with("loser", side_phrase(&loser.to_string()))
                .with("winner", side_phrase(&loser.opponent().to_string())),
            None,
        ),
        (None, Some(winner)) => (
            Phrase::new("result-wins").with("side", side_phrase(&winner.to_string())),
            Some(outcome_phrase(outcome, None)),
        ),
        (None, None) => (
            Phrase::new("result-draw"),
            Some(outcome_phrase(outcome, None)),
        ),
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
    let words = words(ui.ctx());
    let (headline, detail) = result_text(outcome);
    ui.label(RichText::new(words.say(&headline)).size(24.0).strong());
    if let Some(detail) = detail {
        ui.label(words.say(&detail));
        ui.add_space(6.0);
        score_grid(ui, "result score", &outcome.score);
    }
    let dead = game.dead().len();
    if dead > 0 {
        ui.label(words.with("result-dead-groups", [("count", dead.into())]));
    }
    let turns = game.turns().len();
    ui.label(words.with("result-turns-played", [("count", turns.into())]));
}

#[cfg(test)]
mod tests {
    use super::*;
    use medusa_rules::medusa::Game;
    use medusa_rules::medusa::{Colour, Turn, Variant};

    /// The window's headline and the line under it, in English.
    fn said(outcome: &Outcome) -> (String, Option<String>) {
        let english = medusa_locale::english();
        let (headline, detail) = result_text(outcome);
        (english.say(&headline), detail.map(|d| english.say(&d)))
    }

    #[test]
    fn a_resignation_is_said_once() {
        let mut game = Game::new(Variant::Lotus, 3).unwrap();
        game.play_turn(&Turn::Resign(Colour::White)).unwrap();
        let outcome = game.position().outcome().unwrap();
        assert_eq!(
            said(outcome),
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
            said(outcome),
            (
                "White wins!".to_string(),
                Some("White wins by 3 points (3 to 0)".to_string())
            )
        );
    }
}
