//! Pillars of Medusa's part of the game panel: the status line (whose move, check, the
//! frozen pieces), the move list, the turn's controls (undo, hint, a draw offered between
//! people), the pieces left and the quiet-move count when it matters, and the legend of the
//! pieces, folded, with the choice of letters on the pieces.

use bevy::prelude::*;
use bevy_egui::egui;

use super::legend::legend;
use crate::session::{AnyGame, GameBoard, Match, Settings, Suggestion};
use crate::ui::{
    PanelText, PlainParts, TurnControls, add_game_panel, ending_headline, lost_by, move_controls,
    numbered_moves, quiet_count, side_counts, side_phrase, words,
};
use medusa_locale::Phrase;
use medusa_rules::pillars::{Colour, EndReason, Game, Outcome, QUIET_PLY_LIMIT};

/// Why a game of Pillars of Medusa ended, without the winner: "Black is checkmated".
pub(super) fn reason(outcome: &Outcome) -> Phrase {
    let winner = outcome.winner;
    match outcome.reason {
        EndReason::Checkmate => lost_by("reason-pillars-checkmate", winner),
        EndReason::Resignation => lost_by("reason-resigned", winner),
        EndReason::Stalemate => Phrase::new("reason-pillars-stalemate"),
        EndReason::Repetition => Phrase::new("reason-repetition"),
        EndReason::FiftyMoves => Phrase::new("reason-pillars-fifty-moves"),
        EndReason::BareKings => Phrase::new("reason-pillars-bare-kings"),
        EndReason::Agreement => Phrase::new("reason-agreed"),
    }
}

/// The status line: whose move it is (or the result, as the person here reads it) and what
/// they should know.
fn status(game_match: &Match, game: &Game) -> (Phrase, Phrase) {
    let position = game.position();
    if let Some(outcome) = game.outcome() {
        let agreed = outcome.reason == EndReason::Agreement;
        let headline = ending_headline(game_match, outcome.winner, agreed, reason(&outcome));
        return (headline, Phrase::new("panel-over-hint"));
    }
    let mover = position.to_move();
    let headline = Phrase::new("panel-to-move").with("side", side_phrase(mover.title()));
    let frozen = position.frozen_of(mover).count();
    let hint = match (position.is_check(), frozen) {
        (true, _) => Phrase::new("panel-pillars-check"),
        (false, 0) => Phrase::new("panel-pillars-move"),
        (false, n) => Phrase::new("panel-pillars-frozen").with("count", n),
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
    side_counts(
        ui,
        ["panel-pillars-pieces", "panel-pillars-stone"],
        |side| {
            [
                position.board().by_colour(side).count(),
                position.frozen_of(side).count(),
            ]
        },
    );
    quiet_count(
        ui,
        position.halfmoves(),
        QUIET_PLY_LIMIT,
        "panel-pillars-quiet",
    );
}

/// The legend of the pieces, folded until opened, and the letters on the pieces.
fn panel_legend(ui: &mut egui::Ui, settings: &mut Settings) {
    let words = words(ui.ctx());
    egui::CollapsingHeader::new(words.get("panel-pillars-legend"))
        .id_salt("pillars panel legend")
        .show(ui, |ui| {
            egui::ScrollArea::vertical()
                .max_height(260.0)
                .show(ui, |ui| {
                    legend(ui, "pillars panel legend grid", egui::vec2(20.0, 26.0))
                });
        });
    ui.checkbox(
        &mut settings.piece_letters,
        words.get("panel-pillars-letters"),
    );
}

/// The status line and the move list, for the panel.
fn text(game_match: &Match) -> Option<PanelText> {
    let game = game_match.game.pillars()?;
    Some(PanelText::new(status(game_match, game), move_lines(game)))
}

/// The count, with the legend of the pieces and the letters on them.
fn count(ui: &mut egui::Ui, game: &AnyGame, settings: &mut Settings) {
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
        assert_plain_panel_translated(GameKind::PILLARS, parts, &[]);
    }
}
