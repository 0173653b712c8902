//! Medea's answers to the questions typed in the move box: what stands on a square (a piece,
//! or a chakra), the men and kings of each side, and with them whose move it is or how the
//! game ended.

use medusa_locale::Phrase;
use medusa_rules::medea::{Colour, EndReason, Game, Role, Square};

use super::announce::{piece_name, side};
use super::panel_part::reason;
use crate::ui::ending_phrase;

/// What stands on the square `label`, or `None` when the board has no such square.
pub(super) fn cell_words(game: &Game, label: &str) -> Option<Phrase> {
    let square = Square::parse(label.trim())?;
    let position = game.position();
    let cell = square.to_string();
    Some(
        match (position.piece_at(square), position.chakra_owner(square)) {
            (Some(piece), _) => Phrase::new("answer-medea-piece")
                .with("cell", cell)
                .with("side", side(piece.colour))
                .with("piece", piece_name(piece.role)),
            (None, Some(owner)) => Phrase::new("answer-medea-chakra")
                .with("cell", cell)
                .with("side", side(owner)),
            (None, None) => Phrase::new("answer-empty").with("cell", cell),
        },
    )
}

/// The men and kings of each side.
pub(super) fn pieces_words(game: &Game) -> Phrase {
    let count = |colour: Colour, role: Role| {
        game.position()
            .pieces()
            .filter(|(_, piece)| piece.colour == colour && piece.role == role)
            .count()
    };
    Phrase::new("answer-medea-pieces")
        .with("white-men", count(Colour::White, Role::Man))
        .with("white-kings", count(Colour::White, Role::King))
        .with("black-men", count(Colour::Black, Role::Man))
        .with("black-kings", count(Colour::Black, Role::King))
}

/// The men and kings of each side, and whose move it is or how the game ended.
pub(super) fn score_words(game: &Game) -> Vec<Phrase> {
    let standing = match game.outcome() {
        Some(outcome) => ending_phrase(
            outcome.result.winner(),
            None,
            outcome.reason == EndReason::Agreement,
            reason(&outcome),
        ),
        None => Phrase::new("panel-to-move").with("side", side(game.position().to_move())),
    };
    vec![pieces_words(game), standing]
}

#[cfg(test)]
mod tests {
    use super::*;
    use medusa_rules::GameRules;

    #[test]
    fn a_square_is_told_with_its_piece_or_chakra() {
        let game = Game::from_fen("4k3/8/8/8/8/8/7m/1M6 w a2,h2 a7,h7 0")
            .unwrap_or_else(|e| panic!("{e}"));
        let english = medusa_locale::english();
        let said = |label: &str| cell_words(&game, label).map(|phrase| english.say(&phrase));
        assert_eq!(said("b1").as_deref(), Some("b1: White man"));
        assert_eq!(said("e8").as_deref(), Some("e8: Black king"));
        assert_eq!(said("a2").as_deref(), Some("a2: a chakra of White"));
        assert_eq!(said("d4").as_deref(), Some("d4: empty"));
        assert_eq!(said("k9"), None);
        assert_eq!(
            english.say(&pieces_words(&game)),
            "White has one man and 0 kings, Black one man and one king"
        );
    }
}
