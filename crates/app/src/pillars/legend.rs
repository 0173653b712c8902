//! The pieces of Pillars of Medusa in words and pictures, written once: how each kind moves,
//! the legend that shows them (on the rules page, and folded in the game panel), and the one
//! line that names the piece under the pointer.

use bevy_egui::egui::{self, RichText};

use super::silhouette::draw_silhouette;
use medusa_rules::pillars::{Colour, Position, Role, Square};

/// How each kind of piece moves, in the legend's order.
pub const PIECES: [(Role, &str); 10] = [
    (
        Role::Sword,
        "One square straight forward; captures one square diagonally forward. From its own \
         2nd or 3rd row it may go two squares. On the far row it becomes a Medusa. (11 each)",
    ),
    (Role::Tower, "Any distance along a rank or file. (2)"),
    (
        Role::Horse,
        "Leaps like a knight: two squares one way, one square to the side. (2)",
    ),
    (
        Role::Advisor,
        "Any distance diagonally. (2; one is the Morph)",
    ),
    (Role::MountedAdvisor, "As an Advisor or as a Horse. (2)"),
    (Role::Queen, "Any distance in all eight directions. (1)"),
    (
        Role::King,
        "One square in any direction; castles by exchanging squares with a Tower. (1)",
    ),
    (Role::Serpent, "As a Queen or as a Horse. (1)"),
    (Role::Pillar, "As a Tower or as a Horse. (2)"),
    (
        Role::Medusa,
        "Like a Queen, but at most three squares. Her gaze turns the enemy pieces next to her \
         to stone. (1)",
    ),
];

/// What the jade ring means, under the legend.
pub const MORPH_RING: &str = "A jade ring under a piece marks the Morph: it started as an \
    Advisor and may become what it captures.";

/// How a kind of piece moves, from the legend.
pub fn moves_of(role: Role) -> &'static str {
    PIECES
        .iter()
        .find(|(kind, _)| *kind == role)
        .map_or("", |(_, moves)| moves)
}

/// The legend: each kind's two silhouettes (`size` each), its name and letter, how it moves;
/// then the Morph's ring.
pub fn legend(ui: &mut egui::Ui, id: &str, size: egui::Vec2) {
    egui::Grid::new(id)
        .num_columns(3)
        .striped(true)
        .show(ui, |ui| {
            for (role, moves) in PIECES {
                ui.horizontal(|ui| {
                    for colour in Colour::ALL {
                        draw_silhouette(ui, role, colour, size);
                    }
                });
                ui.label(RichText::new(format!("{} ({})", role.name(), role.letter())).strong());
                ui.add(egui::Label::new(moves).wrap());
                ui.end_row();
            }
        });
    ui.add(egui::Label::new(MORPH_RING).wrap());
}

/// The Medusa whose gaze holds the piece on `square`, if it is turned to stone.
pub fn gazer(position: &Position, square: Square) -> Option<Square> {
    let piece = position.piece_at(square)?;
    if !position.is_frozen(square) {
        return None;
    }
    position.board().iter().find_map(|(at, other)| {
        (other.colour != piece.colour
            && other.role == Role::Medusa
            && at.file().abs_diff(square.file()) <= 1
            && at.rank().abs_diff(square.rank()) <= 1)
            .then_some(at)
    })
}

/// One line about the piece on `square`: whose it is, what it is and how it moves, whether it
/// is the Morph, and the Medusa that holds it if it is turned to stone.
pub fn describe(position: &Position, square: Square) -> Option<String> {
    let piece = position.piece_at(square)?;
    let mut line = format!(
        "{} {} ({}) on {square}",
        piece.colour.title(),
        piece.role.name(),
        piece.role.letter()
    );
    if piece.morph {
        line.push_str(", the Morph");
    }
    match gazer(position, square) {
        Some(medusa) => line.push_str(&format!(
            ": turned to stone by the Medusa on {medusa}, it cannot move"
        )),
        None => line.push_str(&format!(": {}", moves_of(piece.role))),
    }
    Some(line)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn square(name: &str) -> Square {
        Square::parse(name).unwrap_or_else(|| panic!("no square {name}"))
    }

    #[test]
    fn the_legend_names_every_kind_of_piece_once() {
        let named: Vec<Role> = PIECES.iter().map(|(role, _)| *role).collect();
        assert_eq!(named, Role::ALL);
    }

    #[test]
    fn a_piece_is_named_with_its_move_the_morph_and_the_medusa_that_holds_it() {
        let start = Position::start();
        assert_eq!(
            describe(&start, square("b1")).as_deref(),
            Some(
                "White Horse (H) on b1: Leaps like a knight: two squares one way, one square to the side. (2)"
            )
        );
        assert_eq!(describe(&start, square("f6")), None);
        let morph = Square::all()
            .find(|&at| {
                start
                    .piece_at(at)
                    .is_some_and(|p| p.morph && p.colour == Colour::White)
            })
            .expect("White has a Morph");
        let line = describe(&start, morph).unwrap_or_default();
        assert!(
            line.contains("Advisor") && line.contains(", the Morph: "),
            "{line}"
        );
    }
}
