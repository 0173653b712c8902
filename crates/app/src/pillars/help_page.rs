//! The rules page of Pillars of Medusa: the rules in a few paragraphs, a legend of the ten
//! pieces (each drawn from its shape, with how it moves), the note that the starting position
//! is a reconstruction, and the game's own rules shown on small boards before and after a
//! move that the rules core plays. The words are in `rules-pillars.ftl` (the legend's with
//! the panel's).

use std::sync::LazyLock;

use bevy_egui::egui;

use super::legend::legend;
use super::mini_board::{Picture, draw_picture};
use crate::ui::{Example, Moment, rules_page};
use medusa_rules::pillars::{Effect, Game, Position, Role, Square};

/// What an example is there to show; the tests check that its boards really show it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Shows {
    /// This many enemy pieces turn to stone, and nothing is captured.
    Gaze { frozen: usize },
    /// The Morph captures and takes the captured piece's form, keeping its power.
    Morph(Role),
    /// The King and a Tower exchange squares.
    Castling,
    /// A Sword becomes a Medusa, freezing this many pieces at once.
    Promotion { frozen: usize },
}

/// One rule shown on a board, as written: the position and the move played in it.
#[derive(Clone, Copy)]
struct Spec {
    fen: &'static str,
    play: &'static str,
    /// The key of its caption's message.
    caption: &'static str,
    shows: Shows,
}

/// What a move did, marked on its example's boards.
struct Marks {
    /// Each piece that moved, from and to.
    arrows: Vec<(Square, Square)>,
    /// What turned to stone, changed form or was promoted.
    changed: Vec<Square>,
}

const EXAMPLES: [Spec; 4] = [
    Spec {
        fen: "5k5/11/11/11/11/11/4h1s4/11/11/11/2M2K5 w - 0 1",
        play: "c1-f4",
        caption: "rules-pillars-example-gaze",
        shows: Shows::Gaze { frozen: 2 },
    },
    Spec {
        fen: "5k5/11/11/11/11/11/4t6/11/2*A8/11/5K5 w - 0 1",
        play: "c3xe5=T",
        caption: "rules-pillars-example-morph",
        shows: Shows::Morph(Role::Tower),
    },
    Spec {
        fen: "5k5/11/11/11/11/11/11/11/11/11/T4K5 w A 0 1",
        play: "O-O-A",
        caption: "rules-pillars-example-castling",
        shows: Shows::Castling,
    },
    Spec {
        fen: "3h1k5/2W8/11/11/11/11/11/11/11/11/5K5 w - 0 1",
        play: "c10-c11",
        caption: "rules-pillars-example-promotion",
        shows: Shows::Promotion { frozen: 1 },
    },
];

/// Works the example out with the rules core.
fn example(spec: &Spec) -> Result<Example<Position, Marks>, String> {
    let mut game = Game::from_fen(spec.fen).map_err(|e| e.to_string())?;
    let before = game.position().clone();
    let mv = before.parse_move(spec.play).map_err(|e| e.to_string())?;
    let effects = game.play(mv).map_err(|e| e.to_string())?;
    let mut marks = Marks {
        arrows: Vec::new(),
        changed: Vec::new(),
    };
    for effect in &effects {
        match *effect {
            Effect::Moved { from, to, .. } => marks.arrows.push((from, to)),
            Effect::Castled {
                king_from,
                king_to,
                tower_from,
                tower_to,
                ..
            } => marks
                .arrows
                .extend([(king_from, king_to), (tower_from, tower_to)]),
            Effect::Frozen { ref squares } => marks.changed.extend(squares),
            Effect::Morphed { square, .. } | Effect::Promoted { square, .. } => {
                marks.changed.push(square);
            }
            _ => {}
        }
    }
    shows_its_rule(spec.shows, &effects)?;
    Ok(Example {
        caption: spec.caption,
        before,
        after: game.position().clone(),
        marks,
    })
}

/// Checks that the example really shows what it is there to show, so a board that would
/// contradict its caption is never drawn.
fn shows_its_rule(shows: Shows, effects: &[Effect]) -> Result<(), String> {
    let frozen = effects
        .iter()
        .find_map(|e| match e {
            Effect::Frozen { squares } => Some(squares.len()),
            _ => None,
        })
        .unwrap_or(0);
    let has = |wanted: &dyn Fn(&Effect) -> bool| effects.iter().any(wanted);
    let shown = match shows {
        Shows::Gaze { frozen: wanted } => {
            frozen == wanted && !has(&|e| matches!(e, Effect::Captured { .. }))
        }
        Shows::Morph(role) => {
            has(&|e| matches!(e, Effect::Morphed { to, keeps_power: true, .. } if *to == role))
        }
        Shows::Castling => has(&|e| matches!(e, Effect::Castled { .. })),
        Shows::Promotion { frozen: wanted } => {
            frozen == wanted && has(&|e| matches!(e, Effect::Promoted { .. }))
        }
    };
    if shown {
        Ok(())
    } else {
        Err(format!("the board does not show what it says ({shows:?})"))
    }
}

/// The introduction above the legend, the key of its message.
const INTRODUCTION: &str = "rules-pillars-introduction";

/// The rules under the legend, the keys of their paragraphs; the last says that the start is
/// a reconstruction.
const RULES: &[&str] = &[
    "rules-pillars-gaze",
    "rules-pillars-morph",
    "rules-pillars-swords",
    "rules-pillars-castling",
    "rules-pillars-draw",
    "rules-pillars-reconstruction",
];

/// The examples, worked out once; one that cannot be worked out says why.
struct PillarsRules {
    examples: Vec<Result<Example<Position, Marks>, String>>,
}

impl Default for PillarsRules {
    fn default() -> PillarsRules {
        PillarsRules {
            examples: EXAMPLES.iter().map(example).collect(),
        }
    }
}

/// The examples, worked out the first time the page is shown.
static PAGE: LazyLock<PillarsRules> = LazyLock::new(PillarsRules::default);

/// The introduction above the legend: a paragraph as the rules page writes them (a page
/// without examples).
fn introduction(ui: &mut egui::Ui) {
    let no_examples: &[Result<Example<Position, Marks>, String>] = &[];
    rules_page(ui, &[INTRODUCTION], no_examples, |_, _, _, _| {});
}

/// Pillars of Medusa's rules page, its entry among the game views.
pub(crate) fn rules(ui: &mut egui::Ui) {
    PAGE.show(ui);
}

impl PillarsRules {
    /// The page: the introduction, the legend of the pieces, the rules, then the examples.
    fn show(&self, ui: &mut egui::Ui) {
        introduction(ui);
        ui.add_space(2.0);
        legend(ui, "pillars legend", egui::vec2(30.0, 38.0));
        ui.add_space(6.0);
        self.rules(ui);
    }

    /// The rules under the legend, then the examples.
    fn rules(&self, ui: &mut egui::Ui) {
        rules_page(ui, RULES, &self.examples, |ui, example, moment, size| {
            let picture = match moment {
                Moment::Before => Picture {
                    position: &example.before,
                    arrows: &example.marks.arrows,
                    ringed: &[],
                },
                Moment::After => Picture {
                    position: &example.after,
                    arrows: &[],
                    ringed: &example.marks.changed,
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

    /// The boards are the core's: the gaze rings e5 and g5 and draws c1 to f4; castling draws
    /// both pieces' exchange.
    #[test]
    fn the_boards_mark_what_the_move_did() {
        let names = |squares: &[Square]| squares.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        let gaze = example(&EXAMPLES[0]).expect("the gaze");
        assert_eq!(names(&gaze.marks.changed), ["e5", "g5"]);
        let arrow = gaze.marks.arrows.iter().map(|(a, b)| format!("{a}-{b}"));
        assert_eq!(arrow.collect::<Vec<_>>(), ["c1-f4"]);
        assert!(gaze.after.is_frozen(Square::parse("e5").expect("e5")));
        let castling = example(&EXAMPLES[2]).expect("castling");
        let arrows: Vec<String> = castling
            .marks
            .arrows
            .iter()
            .map(|(a, b)| format!("{a}-{b}"))
            .collect();
        assert_eq!(arrows, ["f1-a1", "a1-f1"]);
    }

    /// The check is not a formality: a caption that claims the wrong rule is caught.
    #[test]
    fn an_example_that_does_not_show_its_rule_is_refused() {
        let mut wrong = EXAMPLES;
        wrong[0].shows = Shows::Gaze { frozen: 1 };
        wrong[1].shows = Shows::Morph(Role::Advisor);
        wrong[2].shows = Shows::Promotion { frozen: 0 };
        wrong[3].shows = Shows::Promotion { frozen: 0 };
        for spec in &wrong {
            assert!(example(spec).is_err(), "{}", spec.caption);
        }
        // Declining the form is a capture without the Morph's change.
        let declined = Spec {
            play: "c3xe5",
            ..EXAMPLES[1]
        };
        assert!(example(&declined).is_err());
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

    /// Every word of the page comes from the language files: the introduction, the rules and
    /// the examples' captions. (The legend between them is the one the game's panel folds,
    /// checked with it.)
    #[test]
    fn every_word_of_the_page_comes_from_the_language_files() {
        assert_every_word_translated(
            "the rules of Pillars of Medusa",
            egui::vec2(460.0, 6000.0),
            // The boards' pieces are drawn with their letters, the records' notation.
            |text| text.len() == 1 && text.chars().all(|c| c.is_ascii_uppercase()),
            |ui| PAGE.show(ui),
        );
    }
}
