//! Medea's part of the game panel: the status line (whose move, and that a capture is
//! compulsory), the move list, the turn's controls (undo, hint, offer a draw that the other
//! player accepts), the pieces left and the no-progress count when it matters.

use bevy::prelude::*;
use bevy_egui::egui;

use crate::session::{AnyGame, GameBoard, Match, Settings, Suggestion};
use crate::ui::{
    PanelText, PlainParts, TurnControls, add_game_panel, ending_headline, lost_by, move_controls,
    numbered_moves, quiet_count, side_counts, side_phrase,
};
use medusa_locale::Phrase;
use medusa_rules::medea::{Colour, EndReason, Game, NO_PROGRESS_LIMIT, Outcome};

/// Why a game of Medea ended, without the winner: "White has no legal move".
pub(super) fn reason(outcome: &Outcome) -> Phrase {
    let winner = outcome.result.winner();
    match outcome.reason {
        EndReason::NoPieces => lost_by("reason-medea-no-pieces", winner),
        EndReason::NoMoves => lost_by("reason-medea-no-moves", winner),
        EndReason::Resignation => lost_by("reason-resigned", winner),
        EndReason::Repetition => Phrase::new("reason-repetition"),
        EndReason::NoProgress => Phrase::new("reason-medea-no-progress"),
        EndReason::Agreement => Phrase::new("reason-agreed"),
    }
}

/// The status line: whose move it is (or the result, as the person here reads it) and what
/// they may do.
fn status(game_match: &Match, game: &Game) -> (Phrase, Phrase) {
    let position = game.position();
    if let Some(outcome) = game.outcome() {
        let agreed = outcome.reason == EndReason::Agreement;
        let headline = ending_headline(
            game_match,
            outcome.result.winner(),
            agreed,
            reason(&outcome),
        );
        return (headline, Phrase::new("panel-over-hint"));
    }
    let headline =
        Phrase::new("panel-to-move").with("side", side_phrase(position.to_move().title()));
    let capturing = position.capturing_pieces();
    let hint = if capturing.is_empty() {
        Phrase::new("panel-medea-move")
    } else {
        Phrase::new("panel-medea-capture").with("count", capturing.len())
    };
    (headline, hint)
}

/// The move list, a line per move as the records number them: "14. Black h6-h5".
fn move_lines(game: &Game) -> Vec<Phrase> {
    numbered_moves(game.notations(), game.start().to_move() == Colour::White)
}

/// The turn's controls: undo, hint, and a draw offered (accepted by the other person at the
/// same screen, or by the opponent online).
fn panel_controls(ui: &mut egui::Ui, turn: &mut TurnControls) {
    let Some(game) = turn.game_match.game.medea() else {
        return;
    };
    let hint = turn
        .hint
        .suggestion
        .as_ref()
        .and_then(Suggestion::medea)
        .map(|mv| game.position().notation(mv).to_string());
    let other = game.position().to_move().opponent();
    move_controls(ui, turn, other, hint);
}

/// The pieces left on each side and the no-progress count once it nears the draw.
pub(super) fn panel_count(ui: &mut egui::Ui, game: &Game) {
    let position = game.position();
    side_counts(ui, ["panel-medea-men", "panel-medea-kings"], |side| {
        [position.men(side).len(), position.kings(side).len()]
    });
    quiet_count(
        ui,
        u32::from(position.no_progress_plies()),
        u32::from(NO_PROGRESS_LIMIT),
        "panel-medea-quiet",
    );
}

/// The status line and the move list, for the panel.
fn text(game_match: &Match) -> Option<PanelText> {
    let game = game_match.game.medea()?;
    Some(PanelText::new(status(game_match, game), move_lines(game)))
}

/// The count.
fn count(ui: &mut egui::Ui, game: &AnyGame, _: &mut Settings) {
    if let Some(game) = game.medea() {
        panel_count(ui, game);
    }
}

pub(crate) fn plugin(app: &mut App) {
    let controls = panel_controls;
    add_game_panel(
        app,
        GameBoard::MEDEA,
        PlainParts {
            text,
            controls,
            count,
        },
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::GameKind;
    use crate::ui::panel::checks::assert_plain_panel_translated;

    #[test]
    fn every_word_of_the_panel_comes_from_the_language_files() {
        let parts = PlainParts {
            text,
            controls: panel_controls,
            count,
        };
        assert_plain_panel_translated(GameKind::MEDEA, parts, &[]);
    }
}
