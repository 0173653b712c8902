//! Helpers for the Pillars of Medusa tests: squares and positions from short texts.

use medusa::pillars::{Board, CastlingRights, Colour, Game, Move, Piece, Position, Role, Square};

/// The square named `name`.
pub fn sq(name: &str) -> Square {
    Square::parse(name).unwrap_or_else(|| panic!("no square {name}"))
}

/// A position from pieces written `Kf1` (White), `ke11` (Black), `*Ab2` (the Morph as an
/// Advisor), with `to_move` to play and no castling rights.
pub fn setup(to_move: Colour, pieces: &str) -> Position {
    setup_with(to_move, CastlingRights::NONE, pieces)
}

/// [`setup`] with castling rights.
pub fn setup_with(to_move: Colour, castling: CastlingRights, pieces: &str) -> Position {
    let mut board = Board::empty();
    for token in pieces.split_whitespace() {
        let (morph, rest) = match token.strip_prefix('*') {
            Some(rest) => (true, rest),
            None => (false, token),
        };
        let mut chars = rest.chars();
        let letter = chars.next().expect("a piece letter");
        let role = Role::from_letter(letter).unwrap_or_else(|| panic!("no piece {letter}"));
        let colour = if letter.is_ascii_uppercase() {
            Colour::White
        } else {
            Colour::Black
        };
        board.put(
            sq(chars.as_str()),
            Piece {
                colour,
                role,
                morph,
            },
        );
    }
    Position::new(board, to_move, castling, 0, 1).expect("a valid test position")
}

/// The position from a FEN.
pub fn fen(text: &str) -> Position {
    Position::from_fen(text).unwrap_or_else(|e| panic!("bad FEN {text}: {e}"))
}

/// The move written `text`, which must be legal in `position`.
pub fn mv(position: &Position, text: &str) -> Move {
    position
        .parse_move(text)
        .unwrap_or_else(|e| panic!("{text} in {}: {e}", position.fen()))
}

/// The legal moves in notation, sorted.
pub fn moves(position: &Position) -> Vec<String> {
    let mut list: Vec<String> = position
        .legal_moves()
        .into_iter()
        .map(|m| position.notation(m))
        .collect();
    list.sort();
    list
}

/// The legal moves of the piece on `square` in notation, sorted, space-separated.
pub fn moves_from(position: &Position, square: &str) -> String {
    let mut list: Vec<String> = position
        .legal_moves_from(sq(square))
        .into_iter()
        .map(|m| position.notation(m))
        .collect();
    list.sort();
    list.join(" ")
}

/// The squares of a set, in square order, space-separated.
pub fn names(set: impl IntoIterator<Item = Square>) -> String {
    set.into_iter()
        .map(|s| s.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// Plays the moves written in `line` (space-separated) on `game`, each of which must be legal.
pub fn play(game: &mut Game, line: &str) {
    for text in line.split_whitespace() {
        let mv = mv(game.position(), text);
        game.play(mv).unwrap_or_else(|e| panic!("{text}: {e}"));
    }
}
