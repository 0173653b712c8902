//! Medusa's and Lotus's answers to the questions typed in the move box: what stands on a
//! point (the stone, its group and the group's liberties, or its rosette), the stones of each
//! side, and the moves that can be typed now.

use medusa_locale::Phrase;
use medusa_rules::medusa::{Colour, Game};

/// A side's name, said in the screens' language.
fn side(colour: Colour) -> Phrase {
    Phrase::new(format!("side-{}", colour.name()))
}

/// What stands on the point `label`, or `None` when the board has no such point.
pub(super) fn cell_words(game: &Game, label: &str) -> Option<Phrase> {
    let topology = game.topology();
    let point = topology.point(label.trim())?;
    let label = topology.label(point).to_string();
    let board = game.position().board();
    let Some(colour) = board.colour_at(point) else {
        return Some(Phrase::new("answer-empty").with("cell", label));
    };
    Some(if board.has_rosette(point) {
        Phrase::new("answer-medusa-rosette")
            .with("cell", label)
            .with("side", side(colour))
    } else {
        Phrase::new("answer-medusa-stone")
            .with("cell", label)
            .with("side", side(colour))
            .with("stones", board.group(point).len())
            .with("liberties", board.liberties(point).len())
    })
}

/// The stones of each side on the board.
pub(super) fn pieces_words(game: &Game) -> Phrase {
    let board = game.position().board();
    Phrase::new("answer-medusa-pieces")
        .with("black", board.stones(Colour::Black).len())
        .with("white", board.stones(Colour::White).len())
}

/// The most placements listed as moves to type.
const MOST_PLACEMENTS: usize = 400;

/// What can be typed now: the ways the turn in progress can end, or at a turn's start the
/// points where a stone can be placed and the pass.
pub(super) fn typed_moves(game: &Game) -> Option<Vec<String>> {
    let position = game.position();
    if !game.actions_in_progress().is_empty() {
        let player = position.to_move();
        let endings = game.turn_endings(MOST_PLACEMENTS)?;
        return Some(
            endings
                .iter()
                .map(|turn| turn.notation(game.topology(), player))
                .collect(),
        );
    }
    if !position.is_playing() {
        return Some(Vec::new());
    }
    let topology = game.topology();
    let mut moves: Vec<String> = position
        .placements()
        .iter()
        .map(|point| topology.label(point).to_string())
        .collect();
    moves.push("pass".to_string());
    Some(moves)
}

#[cfg(test)]
mod tests {
    use super::*;
    use medusa_rules::medusa::{Bits, Position, Variant};

    fn game(black: &str, white: &str) -> Game {
        let topology = Variant::Medusa.topology();
        let points = |labels: &str| -> Bits {
            labels
                .split_whitespace()
                .map(|label| topology.point(label).unwrap_or_else(|| panic!("{label}")))
                .collect()
        };
        let position = Position::setup(
            Variant::Medusa,
            points(black),
            points(white),
            Colour::Black,
            0,
        )
        .unwrap_or_else(|e| panic!("{e:?}"));
        Game::from_position(position, 0)
    }

    #[test]
    fn a_point_is_told_with_its_stone_group_and_liberties() {
        let game = game("b1 b3", "a1 a2 a3");
        let english = medusa_locale::english();
        let said = |label: &str| cell_words(&game, label).map(|phrase| english.say(&phrase));
        assert_eq!(
            said("a2").as_deref(),
            Some("a2: White stone, in a group of 3 stones with one liberty")
        );
        assert_eq!(
            said("b1").as_deref(),
            Some("b1: Black stone, in a group of one stone with 2 liberties")
        );
        assert_eq!(said("c5").as_deref(), Some("c5: empty"));
        assert_eq!(said("z99"), None);
        assert_eq!(
            english.say(&pieces_words(&game)),
            "Black has 2 stones on the board, White 3 stones"
        );
    }
}
