//! A text diagram of a position for the command line: the board with coordinates (pieces as
//! `M K m k`, vacant chakras as `C` for White's and `c` for Black's, a `*` after a piece that
//! stands on a chakra), then the side to move, the chakras and the result.

use super::colour::Colour;
use super::game::Game;
use super::position::Position;
use super::square::Square;

impl Position {
    /// The board with coordinates, rank 8 at the top.
    pub fn diagram(&self) -> String {
        let mut text = String::from("    a b c d e f g h\n");
        for rank in (0..8).rev() {
            text.push_str(&format!(" {}  ", rank + 1));
            for square in (0..8).filter_map(|file| Square::new(file, rank)) {
                let (mark, after) = match (self.piece_at(square), self.chakra_owner(square)) {
                    (Some(piece), Some(_)) => (piece.letter(), '*'),
                    (Some(piece), None) => (piece.letter(), ' '),
                    (None, Some(Colour::White)) => ('C', ' '),
                    (None, Some(Colour::Black)) => ('c', ' '),
                    (None, None) => ('.', ' '),
                };
                text.push(mark);
                text.push(after);
            }
            text.push_str(&format!(" {}\n", rank + 1));
        }
        text.push_str("    a b c d e f g h\n");
        text
    }
}

impl Game {
    /// The board, then who is to move (or the result), the chakras and the no-progress count.
    pub fn diagram(&self) -> String {
        let position = self.position();
        let mut text = position.diagram();
        match self.outcome() {
            Some(outcome) => text.push_str(&format!("{outcome}.\n")),
            None => text.push_str(&format!("{} to move.\n", position.to_move())),
        }
        let [w1, w2] = position.chakras(Colour::White);
        let [b1, b2] = position.chakras(Colour::Black);
        text.push_str(&format!(
            "Chakras: White {w1} {w2}, Black {b1} {b2}. Plies without progress: {}.\n",
            position.no_progress_plies()
        ));
        text.push_str(
            "(M K: White's men and kings, m k: Black's; C c: vacant chakras; *: on a chakra)\n",
        );
        text
    }
}
