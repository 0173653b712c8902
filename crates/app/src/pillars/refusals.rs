//! Why the rules of Pillars of Medusa refuse a move, and why a piece clicked cannot be
//! selected, as phrases said in the screens' language: each reason of the rules'
//! [`IllegalMove`] and of [`MoveError`] (a move written wrongly), with the squares named as
//! the records name them. In English they read as the rules' own sentences.

use medusa_locale::Phrase;
use medusa_rules::history::read_resign;
use medusa_rules::pillars::{
    CastlingSide, Colour, IllegalMove, Move, MoveError, Piece, Position, Square,
};
use medusa_rules::text_record::quote;

use super::announce::{role_name, side};
use crate::session::unreadable;

/// A piece's name as the sentences give it: its kind, and the Morph's mark.
fn piece_name(piece: Piece) -> Phrase {
    let role = role_name(piece.role);
    if piece.morph {
        Phrase::new("refusal-pillars-morph-form").with("piece", role)
    } else {
        role
    }
}

/// The message `key` about `piece` on `square`.
fn on(key: &'static str, piece: Piece, square: Square) -> Phrase {
    Phrase::new(key)
        .with("piece", piece_name(piece))
        .with("square", square.to_string())
}

/// The message `key` about `colour`'s castling on `side`: the side's name and the corner's
/// file (`a`, `k`).
fn castling(key: &'static str, colour: Colour, side_castled: CastlingSide) -> Phrase {
    Phrase::new(key)
        .with("side", side(colour))
        .with("wing", side_castled.letter().to_string())
}

/// Why the rules refused a move.
pub(crate) fn illegal_refusal(error: &IllegalMove) -> Phrase {
    match *error {
        IllegalMove::GameOver => Phrase::new("refusal-pillars-game-over"),
        IllegalMove::Empty(square) => {
            Phrase::new("refusal-pillars-empty").with("square", square.to_string())
        }
        IllegalMove::NotYours { square, piece } => {
            on("refusal-pillars-not-yours", piece, square).with("side", side(piece.colour))
        }
        IllegalMove::Frozen { square, piece } => on("refusal-pillars-frozen", piece, square),
        IllegalMove::OwnPiece { square, piece } => on("refusal-pillars-own-piece", piece, square),
        IllegalMove::Unreachable { from, piece, to } => {
            on("refusal-pillars-unreachable", piece, from).with("to", to.to_string())
        }
        IllegalMove::NotTheMorph { square, piece } => {
            on("refusal-pillars-not-the-morph", piece, square)
        }
        IllegalMove::NoCapture { to } => {
            Phrase::new("refusal-pillars-no-capture").with("square", to.to_string())
        }
        IllegalMove::WrongForm { captured, asked } => Phrase::new("refusal-pillars-wrong-form")
            .with("captured", role_name(captured.role))
            .with("asked", role_name(asked)),
        IllegalMove::NoChange { captured } => {
            Phrase::new("refusal-pillars-no-change").with("piece", piece_name(captured))
        }
        IllegalMove::KingInCheck { attacker, square } => {
            on("refusal-pillars-king-in-check", attacker, square)
        }
        IllegalMove::CastlingSquares { colour, side } => {
            let castle = Move::castle(colour, side);
            castling("refusal-pillars-castling-squares", colour, side)
                .with("from", castle.from.to_string())
                .with("to", castle.to.to_string())
        }
        IllegalMove::CastlingRightLost { colour, side } => {
            castling("refusal-pillars-castling-right-lost", colour, side)
        }
        IllegalMove::CastlingBlocked { square, piece } => {
            on("refusal-pillars-castling-blocked", piece, square)
        }
        IllegalMove::CastlingOutOfCheck { attacker, square } => {
            on("refusal-pillars-castling-out-of-check", attacker, square)
        }
        IllegalMove::CastlingThroughAttack {
            square,
            attacker,
            from,
        } => on("refusal-pillars-castling-through-attack", attacker, from)
            .with("through", square.to_string()),
    }
}

/// Why a written move cannot be played.
pub(crate) fn move_refusal(error: &MoveError) -> Phrase {
    match error {
        MoveError::Unreadable(token) => {
            Phrase::new("refusal-pillars-not-a-move").with("written", quote(token))
        }
        MoveError::CaptureMark { written, canonical } => {
            Phrase::new("refusal-pillars-capture-mark")
                .with("written", quote(written))
                .with("move", canonical.as_str())
        }
        MoveError::Illegal(error) => illegal_refusal(error),
    }
}

/// Why the rules read no turn in `token`, whose reason in English is `reason`: the move's
/// error as the rules find it, or (for the words after `resign`) their sentence.
pub(crate) fn turn_refusal(position: &Position, token: &str, reason: String) -> Phrase {
    let token = token.trim();
    match position.parse_move(token) {
        Err(error) if read_resign(token).is_none() => move_refusal(&error),
        _ => unreadable(reason),
    }
}

/// Why the piece clicked cannot move: it is turned to stone (by the Medusa on `gazer`, where
/// she is found).
pub(crate) fn frozen_refusal(square: Square, piece: Piece, gazer: Option<Square>) -> Phrase {
    match gazer {
        Some(medusa) => {
            on("refusal-pillars-frozen-by", piece, square).with("medusa", medusa.to_string())
        }
        None => on("refusal-pillars-frozen-still", piece, square),
    }
}

/// Why the piece clicked cannot move: it has no legal move, its King being in check
/// (`in_check`) or every move leaving it in check or blocked.
pub(crate) fn no_legal_move(square: Square, piece: Piece, in_check: bool) -> Phrase {
    let key = if in_check {
        "refusal-pillars-no-move-in-check"
    } else {
        "refusal-pillars-no-move"
    };
    on(key, piece, square)
}

#[cfg(test)]
mod tests {
    use super::*;
    use medusa_locale::{Texts, english};
    use medusa_rules::GameRules;
    use medusa_rules::pillars::Role;

    fn square(name: &str) -> Square {
        Square::parse(name).unwrap_or_else(|| panic!("no square {name}"))
    }

    /// Every reason the rules give, each with its squares and pieces.
    fn every_illegal_move() -> Vec<IllegalMove> {
        let (a, b) = (square("f3"), square("g5"));
        let tower = Piece::new(Colour::Black, Role::Tower);
        let morph = Piece::morph(Colour::White, Role::Horse);
        let mut errors = vec![
            IllegalMove::GameOver,
            IllegalMove::Empty(a),
            IllegalMove::NotYours {
                square: a,
                piece: tower,
            },
            IllegalMove::NotYours {
                square: a,
                piece: morph,
            },
            IllegalMove::Frozen {
                square: a,
                piece: morph,
            },
            IllegalMove::OwnPiece {
                square: b,
                piece: Piece::new(Colour::White, Role::Sword),
            },
            IllegalMove::Unreachable {
                from: a,
                piece: Piece::new(Colour::White, Role::MountedAdvisor),
                to: b,
            },
            IllegalMove::NotTheMorph {
                square: a,
                piece: Piece::new(Colour::White, Role::Advisor),
            },
            IllegalMove::NoCapture { to: b },
            IllegalMove::WrongForm {
                captured: tower,
                asked: Role::Serpent,
            },
            IllegalMove::NoChange { captured: tower },
            IllegalMove::NoChange {
                captured: Piece::morph(Colour::Black, Role::Advisor),
            },
            IllegalMove::KingInCheck {
                attacker: Piece::new(Colour::Black, Role::Medusa),
                square: b,
            },
            IllegalMove::CastlingBlocked {
                square: a,
                piece: Piece::new(Colour::White, Role::Pillar),
            },
            IllegalMove::CastlingOutOfCheck {
                attacker: Piece::new(Colour::Black, Role::Queen),
                square: b,
            },
            IllegalMove::CastlingThroughAttack {
                square: a,
                attacker: Piece::new(Colour::Black, Role::King),
                from: b,
            },
        ];
        for colour in [Colour::White, Colour::Black] {
            for side in [CastlingSide::A, CastlingSide::K] {
                errors.push(IllegalMove::CastlingSquares { colour, side });
                errors.push(IllegalMove::CastlingRightLost { colour, side });
            }
        }
        errors
    }

    /// Every way a written move is wrong.
    fn every_move_error() -> Vec<MoveError> {
        vec![
            MoveError::Unreadable("e3-e55".into()),
            MoveError::CaptureMark {
                written: "e3xe4".into(),
                canonical: "e3-e4".into(),
            },
            MoveError::Illegal(IllegalMove::Empty(square("e5"))),
        ]
    }

    #[test]
    fn in_english_each_refusal_reads_as_the_rules_say_it() {
        let english = english();
        for error in every_illegal_move() {
            assert_eq!(
                english.say(&illegal_refusal(&error)),
                error.to_string(),
                "{error:?}"
            );
        }
        for error in every_move_error() {
            assert_eq!(
                english.say(&move_refusal(&error)),
                error.to_string(),
                "{error:?}"
            );
        }
    }

    #[test]
    fn a_turn_that_cannot_be_read_is_refused_as_the_rules_read_it() {
        let game = medusa_rules::pillars::Game::new();
        let english = english();
        for token in [
            " e3-e55 ",
            "e3xe4",
            "f6-f7",
            "a1-a3",
            "resign grey",
            "resign white now",
        ] {
            let Err(reason) = GameRules::parse_move(&game, token) else {
                panic!("{token} is no turn at the start");
            };
            let phrase = turn_refusal(game.position(), token, reason.clone());
            assert_eq!(english.say(&phrase), reason, "{token}");
        }
        // The words after "resign" are the rules' sentence, framed.
        assert_eq!(
            turn_refusal(game.position(), "resign grey", "why".into()),
            unreadable("why")
        );
    }

    #[test]
    fn each_refusal_is_said_in_every_language_with_its_squares() {
        let english = english();
        let (a, b) = (square("f3"), square("g5"));
        let horse = Piece::new(Colour::White, Role::Horse);
        let phrases: Vec<Phrase> = every_illegal_move()
            .iter()
            .map(illegal_refusal)
            .chain(every_move_error().iter().map(move_refusal))
            .chain([
                frozen_refusal(a, horse, Some(b)),
                frozen_refusal(a, horse, None),
                no_legal_move(a, horse, true),
                no_legal_move(a, horse, false),
            ])
            .collect();
        for tag in ["nl", "de", "fr"] {
            let words = Texts::load(tag);
            for phrase in &phrases {
                let said = words.say(phrase);
                assert_ne!(said, english.say(phrase), "{tag}: {phrase:?}");
                assert!(!said.contains("refusal-"), "{tag}: {said}");
            }
        }
        let frozen = IllegalMove::Frozen {
            square: a,
            piece: Piece::new(Colour::White, Role::Sword),
        };
        assert_eq!(
            Texts::load("nl").say(&illegal_refusal(&frozen)),
            "het Zwaard op f3 is versteend"
        );
    }
}
