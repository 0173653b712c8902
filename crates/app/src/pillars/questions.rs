//! Pillars of Medusa's answers to the questions typed in the move box: what stands on a square
//! (a piece, and whether the gaze holds it), the pieces of each side and how many of them are
//! turned to stone, and with them whose move it is or how the game ended.

use medusa_locale::Phrase;
use medusa_rules::pillars::{Colour, EndReason, Game, Square};

use super::announce::{role_name, side};
use super::panel_part::reason;
use crate::ui::ending_phrase;

/// What stands on the square `label`, or `None` when the board has no such square.
pub(super) fn cell_words(game: &Game, label: &str) -> Option<Phrase> {
    let square = Square::parse(label.trim())?;
    let position = game.position();
    let cell = square.to_string();
    let Some(piece) = position.piece_at(square) else {
        return Some(Phrase::new("answer-empty").with("cell", cell));
    };
    let key = if position.frozen().contains(square) {
        "answer-pillars-frozen"
    } else {
        "answer-pillars-piece"
    };
    Some(
        Phrase::new(key)
            .with("cell", cell)
            .with("side", side(piece.colour))
            .with("piece", role_name(piece.role)),
    )
}

/// The pieces of each side.
pub(super) fn pieces_words(game: &Game) -> Phrase {
    let board = game.position().board();
    Phrase::new("answer-pillars-pieces")
        .with("white", board.by_colour(Colour::White).count())
        .with("black", board.by_colour(Colour::Black).count())
}

/// The pieces of each side and how many of them are turned to stone, and whose move it is
/// or how the game ended.
pub(super) fn score_words(game: &Game) -> Vec<Phrase> {
    let position = game.position();
    let material = Phrase::new("answer-pillars-material")
        .with("white", position.board().by_colour(Colour::White).count())
        .with("white-stone", position.frozen_of(Colour::White).count())
        .with("black", position.board().by_colour(Colour::Black).count())
        .with("black-stone", position.frozen_of(Colour::Black).count());
    let standing = match game.outcome() {
        Some(outcome) => ending_phrase(
            outcome.winner,
            None,
            outcome.reason == EndReason::Agreement,
            reason(&outcome),
        ),
        None => Phrase::new("panel-to-move").with("side", side(position.to_move())),
    };
    vec![material, standing]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::{AnyGame, Asking, answered};
    use medusa_rules::GameRules;

    #[test]
    fn a_square_is_told_with_its_piece_and_the_gaze_on_it() {
        let mut game = Game::from_fen("5k5/11/11/11/11/11/4h1s4/11/11/11/2M2K5 w - 0 1")
            .unwrap_or_else(|e| panic!("{e}"));
        let turn = GameRules::parse_move(&game, "c1-f4").unwrap_or_else(|e| panic!("{e}"));
        GameRules::play(&mut game, &turn).unwrap_or_else(|e| panic!("{e}"));
        let english = medusa_locale::english();
        let said = |label: &str| cell_words(&game, label).map(|phrase| english.say(&phrase));
        assert_eq!(said("f4").as_deref(), Some("f4: White Medusa"));
        assert_eq!(
            said("e5").as_deref(),
            Some("e5: Black Horse, turned to stone")
        );
        assert_eq!(
            said("g5").as_deref(),
            Some("g5: Black Serpent, turned to stone")
        );
        assert_eq!(said("a1").as_deref(), Some("a1: empty"));
        assert_eq!(said("m1"), None);
        assert_eq!(
            english.say(&pieces_words(&game)),
            "White has 2 pieces, Black 3 pieces"
        );
        assert_eq!(
            answered(&AnyGame::from(game), &Asking::default(), "score"),
            [
                "White has 2 pieces (none turned to stone), Black 3 pieces (2 turned to stone)",
                "Black to move"
            ]
        );
    }
}
