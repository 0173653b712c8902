//! Helpers for Medea's tests: positions from FEN, squares by name, move lists as notation.

use medusa::medea::{Effect, Game, Move, Position, Square};

/// The position of a FEN known to be valid.
pub fn pos(fen: &str) -> Position {
    Position::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// The square named `name`.
pub fn sq(name: &str) -> Square {
    Square::parse(name).unwrap_or_else(|| panic!("no square {name}"))
}

/// The legal moves in canonical notation, sorted, space-separated.
pub fn moves(position: &Position) -> String {
    let mut list: Vec<String> = position
        .legal_moves()
        .iter()
        .map(|m| position.notation(m).to_string())
        .collect();
    list.sort();
    list.join(" ")
}

/// The legal move written `text` (any path of a jump).
pub fn find(position: &Position, text: &str) -> Move {
    position
        .parse_move(text)
        .unwrap_or_else(|e| panic!("{text} in {}: {e}", position.to_fen()))
}

/// Plays `text` in a game from `fen`; returns the effects and the game.
pub fn play(fen: &str, text: &str) -> (Vec<Effect>, Game) {
    let mut game = Game::from_position(pos(fen));
    let effects = game
        .play_text(text)
        .unwrap_or_else(|e| panic!("{text} in {fen}: {e}"));
    (effects, game)
}

/// The FEN after playing `text` from `fen`.
pub fn after(fen: &str, text: &str) -> String {
    play(fen, text).1.position().to_fen()
}

/// The error `text` gets in `fen`, with a check that the position stayed as it was.
pub fn error(fen: &str, text: &str) -> String {
    let mut game = Game::from_position(pos(fen));
    let before = *game.position();
    let message = match game.play_text(text) {
        Ok(_) => panic!("{text} was legal in {fen}"),
        Err(e) => e.to_string(),
    };
    assert_eq!(*game.position(), before, "{text} changed the position");
    assert!(game.turns().is_empty());
    message
}
