//! Pillars of Medusa's part of the game panel: the status line (whose move, check, the
//! frozen pieces), the move list, the turn's controls (undo, hint, a draw offered between
//! people), the pieces left and the quiet-move count when it matters, and the legend of the
//! pieces, folded, with the choice of letters on the pieces.

use bevy::prelude::*;
use bevy_egui::egui;

use super::legend::legend;
use crate::session::{AnyGame, GameBoard, Settings, Suggestion};
use crate::ui::{
    PanelText, PlainParts, TurnControls, add_game_panel, move_controls, numbered_moves,
    quiet_count, side_counts,
};
use medusa_rules::pillars::{Colour, Game, QUIET_PLY_LIMIT};

/// The status line: whose move it is (or the result) and what they should know.
fn status(game: &Game) -> (String, String) {
    let position = game.position();
    if let Some(outcome) = game.outcome() {
        return (outcome.to_string(), "Start a new game, or undo.".into());
    }
    let mover = position.to_move();
    let headline = format!("{} to move", mover.title());
    let frozen = position.frozen_of(mover).count();
    let hint = match (position.is_check(), frozen) {
        (true, _) => "Check: the King must be saved.".to_string(),
        (false, 0) => "Move a piece.".to_string(),
        (false, 1) => "One of your pieces is turned to stone and cannot move.".to_string(),
        (false, n) => format!("{n} of your pieces are turned to stone and cannot move."),
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
    let Some(game) = turn.game_match.game.pillars() else {
        return;
    };
    let hint = turn
        .hint
        .suggestion
        .as_ref()
        .and_then(Suggestion::pillars)
        .map(|mv| game.position().notation(*mv));
    let other = game.to_move().opponent();
    move_controls(ui, turn, other, hint);
}

/// The pieces on each side and how many of them are turned to stone, and the quiet-move
/// count once it nears the draw.
pub(super) fn panel_count(ui: &mut egui::Ui, game: &Game) {
    let position = game.position();
    side_counts(ui, ["Pieces", "Stone"], |side| {
        [
            position.board().by_colour(side).count(),
            position.frozen_of(side).count(),
        ]
    });
    quiet_count(
        ui,
        position.halfmoves(),
        QUIET_PLY_LIMIT,
        "plies without a capture or a Sword move",
    );
}

/// The legend of the pieces, folded until opened, and the letters on the pieces.
fn panel_legend(ui: &mut egui::Ui, settings: &mut Mut<Settings>) {
    egui::CollapsingHeader::new("Pieces: what each one is")
        .id_salt("pillars panel legend")
        .show(ui, |ui| {
            egui::ScrollArea::vertical()
                .max_height(260.0)
                .show(ui, |ui| {
                    legend(ui, "pillars panel legend grid", egui::vec2(20.0, 26.0))
                });
        });
    let mut letters = settings.piece_letters;
    ui.checkbox(&mut letters, "Letters on the pieces");
    if letters != settings.piece_letters {
        settings.piece_letters = letters;
    }
}

/// The status line and the move list, for the panel.
fn text(game: &AnyGame) -> Option<PanelText> {
    let game = game.pillars()?;
    Some(PanelText::new(status(game), move_lines(game)))
}

/// The count, with the legend of the pieces and the letters on them.
fn count(ui: &mut egui::Ui, game: &AnyGame, settings: &mut Mut<Settings>) {
    if let Some(game) = game.pillars() {
        panel_count(ui, game);
        panel_legend(ui, settings);
    }
}

pub(crate) fn plugin(app: &mut App) {
    let controls = panel_controls;
    add_game_panel(
        app,
        GameBoard::PILLARS,
        PlainParts {
            text,
            controls,
            count,
        },
    );
}
