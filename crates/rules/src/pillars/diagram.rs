//! The board as text, with coordinates, for the command line: pieces as in a FEN (`*` before
//! the Morph), then the side to move, check, the frozen pieces and the result.

use super::game::Game;
use super::position::Position;
use super::square::{BOARD_SIZE, Square};

impl Position {
    /// The board with coordinates, rank 11 at the top; `.` for an empty square.
    pub fn board_diagram(&self) -> String {
        let files: String = (0..BOARD_SIZE)
            .map(|f| format!("  {}", (b'a' + f) as char))
            .collect();
        let mut text = format!("     {files}\n");
        for rank in (0..BOARD_SIZE).rev() {
            text.push_str(&format!("  {:>2} ", rank + 1));
            for file in 0..BOARD_SIZE {
                let cell = Square::at(file, rank)
                    .and_then(|s| self.piece_at(s))
                    .map_or(".".to_string(), |p| p.fen());
                text.push_str(&format!("{cell:>3}"));
            }
            text.push_str(&format!("  {}\n", rank + 1));
        }
        text.push_str(&format!("     {files}\n"));
        text
    }
}

impl Game {
    /// The board, then who is to move (or the result), check and the frozen pieces.
    pub fn diagram(&self) -> String {
        let position = self.position();
        let mut text = position.board_diagram();
        text.push('\n');
        match self.outcome() {
            Some(outcome) => text.push_str(&format!("Game over: {outcome}\n")),
            None => text.push_str(&format!(
                "{} to move (move {})\n",
                position.to_move(),
                position.fullmoves()
            )),
        }
        let checkers = position.checkers();
        if let (true, Some(king)) = (checkers.any(), position.king(position.to_move())) {
            let by: Vec<String> = checkers
                .squares()
                .filter_map(|s| position.piece_at(s).map(|p| format!("the {p} on {s}")))
                .collect();
            text.push_str(&format!(
                "Check: the {} King on {king} is attacked by {}\n",
                position.to_move(),
                by.join(" and ")
            ));
        }
        let frozen = position.frozen();
        if frozen.any() {
            let list: Vec<String> = frozen
                .squares()
                .filter_map(|s| {
                    position
                        .piece_at(s)
                        .map(|p| format!("{} {p} on {s}", p.colour))
                })
                .collect();
            text.push_str(&format!("Turned to stone: {}\n", list.join(", ")));
        }
        text
    }
}
