//! The pieces of Pillars of Medusa in words and pictures, written once: how each kind moves,
//! the legend that shows them (on the rules page, and folded in the game panel), and the one
//! line that names the piece under the pointer.

use bevy_egui::egui::{self, RichText};

use super::silhouette::draw_silhouette;
use crate::ui::words;
use medusa_locale::{FluentValue, Texts};
use medusa_rules::pillars::{Colour, Position, Role, Square};

/// The key of a kind of piece's name or of how it moves: `piece-pillars-mounted-advisor`,
/// `pillars-moves-mounted-advisor`.
fn key(prefix: &str, role: Role) -> String {
    format!("{prefix}-{}", role.name().to_lowercase().replace(' ', "-"))
}

/// How a kind of piece moves (and how many each side has), in `words`' language.
pub fn moves_of(words: &Texts, role: Role) -> String {
    words.get(&key("pillars-moves", role))
}

/// A kind of piece's name, in `words`' language.
fn name_of(words: &Texts, role: Role) -> String {
    words.get(&key("piece-pillars", role))
}

/// The legend: each kind's two silhouettes (`size` each), its name and letter, how it moves;
/// then the Morph's ring.
pub fn legend(ui: &mut egui::Ui, id: &str, size: egui::Vec2) {
    let words = words(ui.ctx());
    egui::Grid::new(id)
        .num_columns(3)
        .striped(true)
        .show(ui, |ui| {
            for role in Role::ALL {
                ui.horizontal(|ui| {
                    for colour in Colour::ALL {
                        draw_silhouette(ui, role, colour, size);
                    }
                });
                let name = words.with(
                    "pillars-legend-name",
                    [
                        ("piece", name_of(&words, role).into()),
                        ("letter", role.letter().to_string().into()),
                    ],
                );
                ui.label(RichText::new(name).strong());
                ui.add(egui::Label::new(moves_of(&words, role)).wrap());
                ui.end_row();
            }
        });
    ui.add(egui::Label::new(words.get("pillars-morph-ring")).wrap());
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

/// One line about the piece on `square`, in `words`' language: whose it is, what it is and
/// how it moves, whether it is the Morph, and the Medusa that holds it if it is turned to
/// stone.
pub fn describe(words: &Texts, position: &Position, square: Square) -> Option<String> {
    let piece = position.piece_at(square)?;
    let side = words.get(&format!("side-{}", piece.colour.name()));
    let gaze = gazer(position, square);
    let key = match (piece.morph, gaze.is_some()) {
        (false, false) => "pillars-hover",
        (true, false) => "pillars-hover-morph",
        (false, true) => "pillars-hover-frozen",
        (true, true) => "pillars-hover-morph-frozen",
    };
    let mut args: Vec<(&str, FluentValue)> = vec![
        ("side", side.into()),
        ("piece", name_of(words, piece.role).into()),
        ("letter", piece.role.letter().to_string().into()),
        ("square", square.to_string().into()),
        ("moves", moves_of(words, piece.role).into()),
    ];
    if let Some(medusa) = gaze {
        args.push(("medusa", medusa.to_string().into()));
    }
    Some(words.with(key, args))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn square(name: &str) -> Square {
        Square::parse(name).unwrap_or_else(|| panic!("no square {name}"))
    }

    #[test]
    fn every_kind_of_piece_has_its_name_and_its_moves_in_the_files() {
        let english = medusa_locale::english();
        for role in Role::ALL {
            assert!(english.has(&key("pillars-moves", role)), "{role}");
            assert_eq!(name_of(&english, role), role.name());
        }
    }

    #[test]
    fn a_piece_is_named_with_its_move_the_morph_and_the_medusa_that_holds_it() {
        let start = Position::start();
        let english = medusa_locale::english();
        let describe = |square| describe(&english, &start, square);
        assert_eq!(
            describe(square("b1")).as_deref(),
            Some(
                "White Horse (H) on b1: Leaps like a knight: two squares one way, one square to the side. (2)"
            )
        );
        assert_eq!(describe(square("f6")), None);
        let morph = Square::all()
            .find(|&at| {
                start
                    .piece_at(at)
                    .is_some_and(|p| p.morph && p.colour == Colour::White)
            })
            .expect("White has a Morph");
        let line = describe(morph).unwrap_or_default();
        assert!(
            line.contains("Advisor") && line.contains(", the Morph: "),
            "{line}"
        );
    }
}
