//! Pillars of Medusa's answers to the questions typed in the move box: what stands on a square
//! (a piece, and whether the gaze holds it), and the pieces of each side.

use medusa_locale::Phrase;
use medusa_rules::pillars::{Colour, Game, Square};

use super::announce::{role_name, side};

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

#[cfg(test)]
mod tests {
    use super::*;
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
        assert_eq!(said("a1").as_deref(), Some("a1: empty"));
        assert_eq!(said("m1"), None);
        assert_eq!(
            english.say(&pieces_words(&game)),
            "White has 2 pieces, Black 3 pieces"
        );
    }
}
