//! Why Medea's rules refuse a move, as phrases said in the screens' language: each reason of
//! the rules' [`MoveError`] (and of [`NotationError`], for a move that cannot be read), with
//! the squares named as the records name them. In English they read as the rules' own
//! sentences.

use medusa_locale::Phrase;
use medusa_rules::medea::{MAX_PATH_SQUARES, MoveError, NotationError, Piece, Square};
use medusa_rules::text_record::quote;

use super::announce::{piece_name, side};
use crate::session::unreadable;

/// The message `key` about the piece `piece`: its colour as the records write it (`white`,
/// for the languages that choose their words by it) and its name.
fn about(key: &'static str, piece: Piece) -> Phrase {
    Phrase::new(key)
        .with("colour", piece.colour.name())
        .with("piece", piece_name(piece.role))
}

/// The message `key` about a move from `from` to `to`.
fn between(key: &'static str, from: Square, to: Square) -> Phrase {
    Phrase::new(key)
        .with("from", from.to_string())
        .with("to", to.to_string())
}

/// The message `key` about the square `square`.
fn on(key: &'static str, square: Square) -> Phrase {
    Phrase::new(key).with("square", square.to_string())
}

/// Why the rules refused a move.
pub(crate) fn move_refusal(error: &MoveError) -> Phrase {
    match error {
        MoveError::GameOver => Phrase::new("refusal-medea-game-over"),
        MoveError::Unreadable(error) => notation_refusal(error),
        MoveError::Resignation(why) => unreadable(why.as_str()),
        MoveError::NoPiece { square } => on("refusal-medea-no-piece", *square),
        MoveError::NotYours { square, piece } => {
            about("refusal-medea-not-yours", *piece).with("square", square.to_string())
        }
        MoveError::NotAChakra { square } => on("refusal-medea-not-a-chakra", *square),
        MoveError::NotYourChakra { square, owner } => {
            on("refusal-medea-not-your-chakra", *square).with("side", side(*owner))
        }
        MoveError::ChakraOccupied { square, piece } => {
            about("refusal-medea-chakra-occupied", *piece).with("square", square.to_string())
        }
        MoveError::ChakraStep { from, to } => between("refusal-medea-chakra-step", *from, *to),
        MoveError::ChakraOntoChakra { square } => on("refusal-medea-chakra-onto-chakra", *square),
        MoveError::Occupied { square } => on("refusal-medea-occupied", *square),
        MoveError::ManStep { from, to } => between("refusal-medea-man-step", *from, *to),
        MoveError::KingLine { from, to } => between("refusal-medea-king-line", *from, *to),
        MoveError::Blocked { from, to, at } => {
            between("refusal-medea-blocked", *from, *to).with("at", at.to_string())
        }
        MoveError::WriteWithX { from, to } => between("refusal-medea-write-with-x", *from, *to),
        MoveError::CaptureCompulsory {
            square,
            piece,
            count,
        } => on("refusal-medea-capture-compulsory", *square)
            .with("piece", piece_name(piece.role))
            .with("count", *count),
        MoveError::ReplacementCompulsory {
            from,
            to,
            square,
            piece,
        } => about("refusal-medea-replacement-compulsory", *piece)
            .with("from", from.to_string())
            .with("to", to.to_string())
            .with("square", square.to_string()),
        MoveError::Majority { available, taken } => Phrase::new("refusal-medea-majority")
            .with("available", *available)
            .with("taken", *taken),
        MoveError::NotOrthogonal { from, to } => {
            between("refusal-medea-not-orthogonal", *from, *to)
        }
        MoveError::ShortLeap { from, to } => between("refusal-medea-short-leap", *from, *to),
        MoveError::NothingToJump { from, to } => {
            between("refusal-medea-nothing-to-jump", *from, *to)
        }
        MoveError::TwoPieces { from, to } => between("refusal-medea-two-pieces", *from, *to),
        MoveError::OwnPiece { square } => on("refusal-medea-own-piece", *square),
        MoveError::JumpedTwice { square } => on("refusal-medea-jumped-twice", *square),
        MoveError::LandingOccupied { square } => on("refusal-medea-landing-occupied", *square),
        MoveError::Unfinished { at } => on("refusal-medea-unfinished", *at),
        MoveError::NotLegal => Phrase::new("refusal-medea-not-legal"),
        MoveError::Immobile {
            square,
            piece: Some(piece),
        } => about("refusal-medea-immobile", *piece).with("square", square.to_string()),
        MoveError::Immobile {
            square,
            piece: None,
        } => on("refusal-medea-chakra-immobile", *square),
    }
}

/// Why some text is not a move.
pub(crate) fn notation_refusal(error: &NotationError) -> Phrase {
    match error {
        NotationError::Empty => Phrase::new("refusal-medea-move-missing"),
        NotationError::NotASquare(name) => {
            Phrase::new("refusal-medea-not-a-square").with("written", quote(name))
        }
        NotationError::NotAMove(text) => {
            Phrase::new("refusal-medea-not-a-move").with("written", quote(text))
        }
        NotationError::TooLong => {
            Phrase::new("refusal-medea-too-long").with("count", MAX_PATH_SQUARES)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::WholeMoves;
    use medusa_locale::{Texts, english};
    use medusa_rules::GameRules;
    use medusa_rules::medea::{self, Colour, Role};

    fn square(name: &str) -> Square {
        Square::parse(name).unwrap_or_else(|| panic!("no square {name}"))
    }

    /// Every reason the rules give, each with its squares and pieces.
    fn every_move_error() -> Vec<MoveError> {
        let (a, b, c) = (square("c3"), square("d4"), square("e5"));
        let white_man = Piece::new(Colour::White, Role::Man);
        let black_king = Piece::new(Colour::Black, Role::King);
        vec![
            MoveError::GameOver,
            MoveError::Unreadable(NotationError::Empty),
            MoveError::Unreadable(NotationError::NotASquare("j9".into())),
            MoveError::Unreadable(NotationError::NotAMove("c3+d4\u{200b}".into())),
            MoveError::Unreadable(NotationError::TooLong),
            MoveError::Resignation("'grey' is not a side (white or black)".into()),
            MoveError::NoPiece { square: a },
            MoveError::NotYours {
                square: a,
                piece: black_king,
            },
            MoveError::NotYours {
                square: a,
                piece: white_man,
            },
            MoveError::NotAChakra { square: a },
            MoveError::NotYourChakra {
                square: a,
                owner: Colour::Black,
            },
            MoveError::ChakraOccupied {
                square: a,
                piece: white_man,
            },
            MoveError::ChakraStep { from: a, to: c },
            MoveError::ChakraOntoChakra { square: b },
            MoveError::Occupied { square: b },
            MoveError::ManStep { from: a, to: c },
            MoveError::KingLine { from: a, to: b },
            MoveError::Blocked {
                from: a,
                to: c,
                at: b,
            },
            MoveError::WriteWithX { from: a, to: c },
            MoveError::CaptureCompulsory {
                square: a,
                piece: black_king,
                count: 1,
            },
            MoveError::CaptureCompulsory {
                square: a,
                piece: white_man,
                count: 3,
            },
            MoveError::ReplacementCompulsory {
                from: a,
                to: b,
                square: c,
                piece: black_king,
            },
            MoveError::Majority {
                available: 3,
                taken: 1,
            },
            MoveError::NotOrthogonal { from: a, to: c },
            MoveError::ShortLeap { from: a, to: c },
            MoveError::NothingToJump { from: a, to: c },
            MoveError::TwoPieces { from: a, to: c },
            MoveError::OwnPiece { square: b },
            MoveError::JumpedTwice { square: b },
            MoveError::LandingOccupied { square: c },
            MoveError::Unfinished { at: c },
            MoveError::NotLegal,
            MoveError::Immobile {
                square: a,
                piece: Some(white_man),
            },
            MoveError::Immobile {
                square: a,
                piece: None,
            },
        ]
    }

    #[test]
    fn in_english_each_refusal_reads_as_the_rules_say_it() {
        let english = english();
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
        let game = medea::Game::new();
        let english = english();
        for token in [
            "",
            " c3-c5",
            "z9-a1",
            "c3+d4",
            "resign grey",
            "d4xd6",
            "Ca2-a4",
        ] {
            let Err(reason) = GameRules::parse_move(&game, token) else {
                panic!("{token} is no turn at the start");
            };
            let Err(phrase) = WholeMoves::read_turn(&game, token) else {
                panic!("{token} is read as a turn");
            };
            assert_eq!(english.say(&phrase), reason, "{token}");
        }
    }

    #[test]
    fn each_refusal_is_said_in_every_language_with_its_squares() {
        let english = english();
        for tag in ["nl", "de", "fr"] {
            let words = Texts::load(tag);
            for error in every_move_error() {
                let phrase = move_refusal(&error);
                let said = words.say(&phrase);
                assert_ne!(said, english.say(&phrase), "{tag}: {error:?}");
                assert!(!said.contains("refusal-"), "{tag}: {said}");
            }
        }
        let not_yours = MoveError::NotYours {
            square: square("f6"),
            piece: Piece::new(Colour::Black, Role::King),
        };
        assert_eq!(
            Texts::load("nl").say(&move_refusal(&not_yours)),
            "de zwarte dam op f6 is niet van jou"
        );
    }
}
