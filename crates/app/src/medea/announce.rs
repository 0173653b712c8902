//! What a screen reader says of a Medea move: the piece and its path ("White man d4xd6xf6
//! captures 2 pieces"), a transmission, a capture by replacement, a crowning, a chakra moved,
//! from the core's effects.

use medusa_locale::Phrase;
use medusa_rules::medea::{Colour, Effect, Game, Piece, Role, Square};

/// A side's name, said in the screens' language.
pub(super) fn side(colour: Colour) -> Phrase {
    Phrase::new(format!("side-{}", colour.name()))
}

/// A piece's name, said in the screens' language.
pub(super) fn piece_name(role: Role) -> Phrase {
    Phrase::new(match role {
        Role::Man => "piece-medea-man",
        Role::King => "piece-medea-king",
    })
}

/// The sentences for `effects`, the move that led to `game`.
pub(super) fn announce(game: &Game, effects: &[Effect]) -> Vec<Phrase> {
    let crowned = effects.iter().any(|e| matches!(e, Effect::Crowned { .. }));
    // The mover as it moved: where it ends now, a man if it was crowned on arriving.
    let mover = |at: Square| -> Option<Piece> {
        let piece = game.position().piece_at(at)?;
        Some(if crowned {
            Piece {
                role: Role::Man,
                ..piece
            }
        } else {
            piece
        })
    };
    let end = effects.iter().rev().find_map(|effect| match effect {
        Effect::Stepped { to, .. }
        | Effect::Slid { to, .. }
        | Effect::Jumped { to, .. }
        | Effect::Transmitted { to, .. } => Some(*to),
        _ => None,
    });
    let mut lines = Vec::new();
    let mut path = String::new();
    let mut taken = 0;
    for effect in effects {
        match effect {
            Effect::Stepped { from, to } | Effect::Slid { from, to } => {
                path = format!("{from}-{to}");
            }
            Effect::Jumped { from, to, .. } => {
                if path.is_empty() {
                    path = from.to_string();
                }
                path.push_str(&format!("x{to}"));
            }
            Effect::Removed { pieces } => taken = pieces.len(),
            Effect::Transmitted { from, to } => {
                if let Some(piece) = end.and_then(mover) {
                    lines.push(
                        Phrase::new("announce-medea-transmission")
                            .with("piece", piece_name(piece.role))
                            .with("from", from.to_string())
                            .with("to", to.to_string()),
                    );
                }
            }
            Effect::CapturedByReplacement { square, piece } => lines.push(
                Phrase::new("announce-medea-replacement")
                    .with("piece", piece_name(piece.role))
                    .with("square", square.to_string()),
            ),
            Effect::Crowned { square } => {
                lines.push(Phrase::new("announce-medea-crowned").with("square", square.to_string()))
            }
            Effect::ChakraMoved { colour, from, to } => lines.push(
                Phrase::new("announce-medea-chakra")
                    .with("side", side(*colour))
                    .with("from", from.to_string())
                    .with("to", to.to_string()),
            ),
            Effect::GameEnded { .. } => {}
        }
    }
    if !path.is_empty()
        && let Some(piece) = end.and_then(mover)
    {
        let key = if taken > 0 {
            "announce-medea-capture"
        } else {
            "announce-medea-move"
        };
        let said = Phrase::new(key)
            .with("side", side(piece.colour))
            .with("piece", piece_name(piece.role))
            .with("path", path);
        lines.insert(
            0,
            if taken > 0 {
                said.with("count", taken)
            } else {
                said
            },
        );
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::announced;

    #[test]
    fn a_man_sent_through_the_transmitter_onto_an_enemy_captures_it_by_replacement() {
        assert_eq!(
            announced::<Game>("4k3/8/8/8/8/8/7m/1M6 w a2,h2 a7,h7 0", "b1-a2"),
            [
                "White man b1-a2",
                "transmission: man from a2 to h2",
                "the man on h2 is captured by replacement",
            ]
        );
    }

    #[test]
    fn a_capture_is_said_with_its_path_and_the_pieces_it_took_and_the_crowning() {
        assert_eq!(
            announced::<Game>("8/3m4/8/3m4/3Mm3/8/8/8 w a1,h1 a8,h8 0", "d4xd6xd8"),
            [
                "White man d4xd6xd8 captures 2 pieces",
                "the man on d8 is crowned",
            ]
        );
    }

    #[test]
    fn a_chakra_moved_is_said_with_its_squares() {
        assert_eq!(
            announced::<Game>("4k3/8/8/8/8/8/8/4K3 w a2,h2 a7,h7 0", "Ca2-b3"),
            ["White moves a chakra from a2 to b3"]
        );
    }
}
