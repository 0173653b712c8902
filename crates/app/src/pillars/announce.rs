//! What a screen reader says of a Pillars of Medusa move: the piece and its squares, what it
//! took, the pieces the Medusas' gaze turns to stone ("the Medusa on f6 turns the Horse on g7
//! to stone") or frees, the Morph's new form, a promotion, castling and check, from the core's
//! effects.

use medusa_locale::Phrase;
use medusa_rules::pillars::{Colour, Effect, Game, Piece, Role, Square};

/// A side's name, said in the screens' language.
pub(super) fn side(colour: Colour) -> Phrase {
    Phrase::new(format!("side-{}", colour.name()))
}

/// A kind of piece's name, said in the screens' language.
pub(super) fn role_name(role: Role) -> Phrase {
    let name = role.name().to_lowercase().replace(' ', "-");
    Phrase::new(format!("piece-pillars-{name}"))
}

/// The enemy Medusa next to `square`, whose gaze holds the piece there.
fn medusa_beside(game: &Game, square: Square, piece: Piece) -> Option<Square> {
    let position = game.position();
    (-1..=1)
        .flat_map(|files| (-1..=1).map(move |ranks| (files, ranks)))
        .filter(|&step| step != (0, 0))
        .filter_map(|(files, ranks)| square.offset(files, ranks))
        .find(|&at| {
            position
                .piece_at(at)
                .is_some_and(|other| other.role == Role::Medusa && other.colour != piece.colour)
        })
}

/// The sentences for `effects`, the move that led to `game`.
pub(super) fn announce(game: &Game, effects: &[Effect]) -> Vec<Phrase> {
    let position = game.position();
    let mut lines = Vec::new();
    for effect in effects {
        match effect {
            Effect::Moved { piece, from, to } => lines.push(
                Phrase::new("announce-pillars-move")
                    .with("side", side(piece.colour))
                    .with("piece", role_name(piece.role))
                    .with("from", from.to_string())
                    .with("to", to.to_string()),
            ),
            Effect::Captured { piece, square } => lines.push(
                Phrase::new("announce-pillars-capture")
                    .with("piece", role_name(piece.role))
                    .with("square", square.to_string()),
            ),
            Effect::Frozen { squares } => {
                for &square in squares {
                    let Some(piece) = position.piece_at(square) else {
                        continue;
                    };
                    if let Some(medusa) = medusa_beside(game, square, piece) {
                        lines.push(
                            Phrase::new("announce-pillars-frozen")
                                .with("medusa", medusa.to_string())
                                .with("piece", role_name(piece.role))
                                .with("square", square.to_string()),
                        );
                    }
                }
            }
            Effect::Unfrozen { squares } => {
                for &square in squares {
                    if let Some(piece) = position.piece_at(square) {
                        lines.push(
                            Phrase::new("announce-pillars-unfrozen")
                                .with("piece", role_name(piece.role))
                                .with("square", square.to_string()),
                        );
                    }
                }
            }
            Effect::Morphed { square, to, .. } => lines.push(
                Phrase::new("announce-pillars-morphed")
                    .with("square", square.to_string())
                    .with("piece", role_name(*to)),
            ),
            Effect::Promoted { square, .. } => lines
                .push(Phrase::new("announce-pillars-promoted").with("square", square.to_string())),
            Effect::Castled { colour, .. } => {
                lines.push(Phrase::new("announce-pillars-castled").with("side", side(*colour)));
            }
            Effect::Check { colour, .. } => {
                lines.push(Phrase::new("announce-pillars-check").with("side", side(*colour)));
            }
            Effect::GameEnded(_) => {}
        }
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::announced;

    #[test]
    fn the_medusas_gaze_is_said_piece_by_piece() {
        assert_eq!(
            announced::<Game>("5k5/11/11/11/11/11/4h1s4/11/11/11/2M2K5 w - 0 1", "c1-f4"),
            [
                "White Medusa c1-f4",
                "the Medusa on f4 turns the Horse on e5 to stone",
                "the Medusa on f4 turns the Serpent on g5 to stone",
            ]
        );
    }

    #[test]
    fn the_morph_taking_a_piece_is_said_with_its_new_form() {
        assert_eq!(
            announced::<Game>("5k5/11/11/11/11/11/4t6/11/2*A8/11/5K5 w - 0 1", "c3xe5=T"),
            [
                "White Advisor c3-e5",
                "takes the Tower on e5",
                "the Morph on e5 becomes a Tower",
            ]
        );
    }
}
