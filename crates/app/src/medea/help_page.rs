//! Medea's rules page: the rules in a few paragraphs, the note that the starting position is a
//! reconstruction, and each rule shown on small boards before and after a move that the rules
//! core plays. The words are in `rules-medea.ftl`.

use std::sync::LazyLock;

use bevy_egui::egui;

use super::mini_board::{Picture, draw_picture};
use crate::ui::{Example, Moment, rules_page};
use medusa_rules::medea::{Effect, Position, Square, SquareSet};

/// What an example is there to show; the tests check that its boards really show it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Shows {
    /// A jump capture of this many pieces, the most any capture takes in the position (so
    /// it is the move that must be played); `crowned` when the man ends as a king.
    Capture { taken: usize, crowned: bool },
    /// The piece goes on to its other chakra, which was vacant.
    Transmission,
    /// The piece goes on to its other chakra and takes the enemy piece that stood there.
    Replacement,
    /// A chakra moves one square.
    ChakraMove,
}

/// One rule shown on a board, as written: the position and the move played in it.
struct Spec {
    fen: &'static str,
    play: &'static str,
    /// The key of its caption's message.
    caption: &'static str,
    shows: Shows,
}

/// What a move did, marked on its example's boards.
struct Marks {
    /// The mover's path: its start and every square it reached.
    path: Vec<Square>,
    /// The pieces it took.
    taken: SquareSet,
    /// What stands somewhere new after it.
    changed: SquareSet,
}

const EXAMPLES: [Spec; 5] = [
    Spec {
        fen: "8/3m4/8/3m4/3Mm3/8/8/8 w a1,h1 a8,h8 0",
        play: "d4xd6xd8",
        caption: "rules-medea-example-capture",
        shows: Shows::Capture {
            taken: 2,
            crowned: true,
        },
    },
    Spec {
        fen: "7k/8/8/6m1/8/8/1K2m3/8 w a1,h1 a8,h8 0",
        play: "b2xg2xg6",
        caption: "rules-medea-example-long-leap",
        shows: Shows::Capture {
            taken: 2,
            crowned: false,
        },
    },
    Spec {
        fen: "4k3/8/8/8/8/8/8/1M6 w a2,h2 a7,h7 0",
        play: "b1-a2",
        caption: "rules-medea-example-transmission",
        shows: Shows::Transmission,
    },
    Spec {
        fen: "4k3/8/8/8/8/8/7m/1M6 w a2,h2 a7,h7 0",
        play: "b1-a2",
        caption: "rules-medea-example-replacement",
        shows: Shows::Replacement,
    },
    Spec {
        fen: "4k3/8/8/8/8/8/8/4K3 w a2,h2 a7,h7 0",
        play: "Ca2-b3",
        caption: "rules-medea-example-chakra-move",
        shows: Shows::ChakraMove,
    },
];

/// Works the example out with the rules core.
fn example(spec: &Spec) -> Result<Example<Position, Marks>, String> {
    let before = Position::from_fen(spec.fen).map_err(|e| e.to_string())?;
    let mv = before.parse_move(spec.play).map_err(|e| e.to_string())?;
    let effects = before.effects(&mv);
    let mut after = before;
    after.play_unchecked(&mv);
    let mut path = vec![mv.from()];
    let mut taken = SquareSet::EMPTY;
    for effect in &effects {
        match *effect {
            Effect::Stepped { to, .. }
            | Effect::Slid { to, .. }
            | Effect::Jumped { to, .. }
            | Effect::Transmitted { to, .. }
            | Effect::ChakraMoved { to, .. } => path.push(to),
            Effect::Removed { ref pieces } => taken = pieces.iter().map(|&(s, _)| s).collect(),
            Effect::CapturedByReplacement { square, .. } => taken.insert(square),
            Effect::Crowned { .. } | Effect::GameEnded { .. } => {}
        }
    }
    // What stands somewhere new: a piece or chakra that was not there before the move.
    let content = |position: &Position, s: Square| (position.piece_at(s), position.chakra_owner(s));
    let changed = Square::all()
        .filter(|&s| {
            content(&after, s) != content(&before, s) && content(&after, s) != (None, None)
        })
        .collect();
    shows_its_rule(spec.shows, &before, &effects)?;
    Ok(Example {
        caption: spec.caption,
        before,
        after,
        marks: Marks {
            path,
            taken,
            changed,
        },
    })
}

/// Checks that the example really shows what it is there to show, so a board that would
/// contradict its caption is never drawn.
fn shows_its_rule(shows: Shows, before: &Position, effects: &[Effect]) -> Result<(), String> {
    let removed = effects.iter().find_map(|e| match e {
        Effect::Removed { pieces } => Some(pieces.len()),
        _ => None,
    });
    let has = |wanted: fn(&Effect) -> bool| effects.iter().any(wanted);
    let transmitted = has(|e| matches!(e, Effect::Transmitted { .. }));
    let replaced = has(|e| matches!(e, Effect::CapturedByReplacement { .. }));
    let shown = match shows {
        Shows::Capture { taken, crowned } => {
            // Every legal move here takes exactly as many: the capture is the one that must
            // be played (the majority rule).
            let all_take_as_many = before.legal_moves().iter().all(|m| {
                before
                    .effects(m)
                    .iter()
                    .any(|e| matches!(e, Effect::Removed { pieces } if pieces.len() == taken))
            });
            removed == Some(taken)
                && all_take_as_many
                && has(|e| matches!(e, Effect::Crowned { .. })) == crowned
        }
        Shows::Transmission => transmitted && !replaced,
        Shows::Replacement => transmitted && replaced,
        Shows::ChakraMove => has(|e| matches!(e, Effect::ChakraMoved { .. })),
    };
    if shown {
        Ok(())
    } else {
        Err(format!("the board does not show what it says ({shows:?})"))
    }
}

/// The rules, the keys of their paragraphs; the last says that the start is a reconstruction.
const RULES: &[&str] = &[
    "rules-medea-introduction",
    "rules-medea-moves",
    "rules-medea-captures",
    "rules-medea-transmitter",
    "rules-medea-end",
    "rules-medea-reconstruction",
];

/// Medea's examples, worked out once; one that cannot be worked out says why.
struct MedeaRules {
    examples: Vec<Result<Example<Position, Marks>, String>>,
}

impl Default for MedeaRules {
    fn default() -> MedeaRules {
        MedeaRules {
            examples: EXAMPLES.iter().map(example).collect(),
        }
    }
}

/// The examples, worked out the first time the page is shown.
static PAGE: LazyLock<MedeaRules> = LazyLock::new(MedeaRules::default);

/// Medea's rules page, its entry among the game views.
pub(crate) fn rules(ui: &mut egui::Ui) {
    PAGE.show(ui);
}

impl MedeaRules {
    /// The page: the rules, then the examples.
    fn show(&self, ui: &mut egui::Ui) {
        rules_page(ui, RULES, &self.examples, |ui, example, moment, size| {
            let picture = match moment {
                Moment::Before => Picture {
                    position: &example.before,
                    ringed: SquareSet::EMPTY,
                    crossed: example.marks.taken,
                    path: &example.marks.path,
                },
                Moment::After => Picture {
                    ringed: example.marks.changed,
                    ..Picture::plain(&example.after)
                },
            };
            draw_picture(ui, &picture, size);
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::words_shown::assert_every_word_translated;

    /// Every example is legal and its boards show what its caption says.
    #[test]
    fn every_example_shows_its_rule() {
        for spec in &EXAMPLES {
            if let Err(error) = example(spec) {
                panic!("{}: {error}", spec.caption);
            }
        }
    }

    /// The boards are the core's: the double capture crosses out d5 and d7, draws the path
    /// d4, d6, d8, and rings the new king; the replacement crosses out the man on h2.
    #[test]
    fn the_boards_mark_what_the_move_did() {
        let name = |set: SquareSet| set.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        let capture = example(&EXAMPLES[0]).expect("the capture");
        assert_eq!(name(capture.marks.taken), ["d5", "d7"]);
        let path: Vec<String> = capture.marks.path.iter().map(|s| s.to_string()).collect();
        assert_eq!(path, ["d4", "d6", "d8"]);
        assert_eq!(name(capture.marks.changed), ["d8"]);
        assert_eq!(
            capture.after.to_fen(),
            "3K4/8/8/8/4m3/8/8/8 b a1,h1 a8,h8 0"
        );
        let replacement = example(&EXAMPLES[3]).expect("the replacement");
        assert_eq!(name(replacement.marks.taken), ["h2"]);
        let path: Vec<String> = replacement
            .marks
            .path
            .iter()
            .map(|s| s.to_string())
            .collect();
        assert_eq!(path, ["b1", "a2", "h2"]);
        assert_eq!(name(replacement.marks.changed), ["h2"]);
    }

    /// The check is not a formality: a caption that claims the wrong rule is caught.
    #[test]
    fn an_example_that_does_not_show_its_rule_is_refused() {
        let mut wrong = EXAMPLES;
        wrong[0].shows = Shows::Capture {
            taken: 2,
            crowned: false,
        };
        wrong[1].shows = Shows::Capture {
            taken: 1,
            crowned: false,
        };
        wrong[2].shows = Shows::Replacement;
        wrong[3].shows = Shows::Transmission;
        wrong[4].shows = Shows::Transmission;
        for spec in &wrong {
            assert!(example(spec).is_err(), "{}", spec.caption);
        }
        // The majority rule: taking e4 alone is legal nowhere, so it is no example of one.
        let single = Spec {
            play: "d4xf4",
            ..EXAMPLES[0]
        };
        assert!(example(&single).is_err());
    }

    /// The page says the starting position is a reconstruction.
    #[test]
    fn the_page_says_the_start_is_a_reconstruction() {
        let english = medusa_locale::english();
        assert!(
            RULES
                .iter()
                .any(|key| english.get(key).contains("is a reconstruction"))
        );
    }

    /// Every word of the page comes from the language files: the rules and the examples'
    /// captions.
    #[test]
    fn every_word_of_the_page_comes_from_the_language_files() {
        let size = egui::vec2(460.0, 6000.0);
        assert_every_word_translated("the rules of Medea", size, |_| false, rules);
    }
}
