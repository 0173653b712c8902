//! Medea's part of the game panel: the status line (whose move, and that a capture is
//! compulsory), the move list, the turn's controls (undo, hint, offer a draw that the other
//! player accepts), the pieces left and the no-progress count when it matters.

use bevy::prelude::*;
use bevy_egui::egui;

use crate::session::{AnyGame, GameBoard, Settings, Suggestion};
use crate::ui::{
    PanelText, PlainParts, TurnControls, add_game_panel, move_controls, numbered_moves,
    quiet_count, side_counts,
};
use medusa_rules::medea::{Colour, Game, NO_PROGRESS_LIMIT};

/// The status line: whose move it is (or the result) and what they may do.
fn status(game: &Game) -> (String, String) {
    let position = game.position();
    if let Some(outcome) = game.outcome() {
        return (outcome.to_string(), "Start a new game, or undo.".into());
    }
    let headline = format!("{} to move", position.to_move().title());
    let capturing = position.capturing_pieces();
    let hint = if capturing.is_empty() {
        "Move a piece, or one of your empty chakras (the rings of your colour).".to_string()
    } else {
        format!(
            "Capture is compulsory: the marked piece{} must take.",
            if capturing.len() == 1 { "" } else { "s" }
        )
    };
    (headline, hint)
}

/// The move list, a line per move as the records number them: "14. Black h6-h5".
fn move_lines(game: &Game) -> Vec<String> {
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
    side_counts(ui, ["Men", "Kings"], |side| {
        [position.men(side).len(), position.kings(side).len()]
    });
    quiet_count(
        ui,
        u32::from(position.no_progress_plies()),
        u32::from(NO_PROGRESS_LIMIT),
        "moves without a capture or a man's move",
    );
}

/// The status line and the move list, for the panel.
fn text(game: &AnyGame) -> Option<PanelText> {
    let game = game.medea()?;
    Some(PanelText::new(status(game), move_lines(game)))
}

/// The count.
fn count(ui: &mut egui::Ui, game: &AnyGame, _: &mut Mut<Settings>) {
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
