//! Medusa's and Lotus's rules pages: the rules in a few paragraphs, each rule shown on small
//! boards before and after an action that the rules core plays. The words are in
//! `rules-medusa.ftl`.

use std::sync::LazyLock;

use bevy_egui::egui;

use super::mini_board::{Picture, draw_picture};
use crate::ui::{Example, Moment, rules_page};
use medusa_rules::medusa::{Action, Bits, Colour, Effect, Point, Position, Variant};

/// What an example is there to show; the tests check that its boards really show it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Shows {
    /// The placement turns this many opponent stones over, and nothing turns back.
    Capture(usize),
    /// The placement captures, and then the capturing group turns over itself.
    SecondReversal,
    /// A stone jumps from one cell to another.
    Movement,
    /// The placement takes a group's last liberty and nothing turns over.
    Immunity,
}

/// What the example does: a placement, or a movement from one cell to another.
#[derive(Clone, Copy, Debug)]
enum Play {
    Place(&'static str),
    Move(&'static str, &'static str),
}

/// One rule shown on a board, as written: the stones, the player to move and what they do.
struct Spec {
    variant: Variant,
    black: &'static str,
    white: &'static str,
    to_move: Colour,
    play: Play,
    /// The key of its caption's message.
    caption: &'static str,
    shows: Shows,
}

/// What an action did, marked on its example's boards.
struct Marks {
    /// The points the boards show (with a little around them).
    around: Bits,
    /// The stones placed, turned or moved.
    changed: Bits,
    /// A movement's jump.
    arrow: Option<(Point, Point)>,
}

/// The points named by `labels` (space-separated) on `variant`'s board.
fn points(variant: Variant, labels: &str) -> Result<Bits, String> {
    labels
        .split_whitespace()
        .map(|label| {
            variant
                .topology()
                .point(label)
                .ok_or_else(|| format!("{label} is not on the {variant} board"))
        })
        .collect()
}

/// The one point named `label`.
fn point(variant: Variant, label: &str) -> Result<Point, String> {
    points(variant, label)?
        .first()
        .ok_or_else(|| format!("no point named {label}"))
}

/// Works the example out with the rules core.
fn example(spec: &Spec) -> Result<Example<Position, Marks>, String> {
    let variant = spec.variant;
    let before = Position::setup(
        variant,
        points(variant, spec.black)?,
        points(variant, spec.white)?,
        spec.to_move,
        0,
    )
    .map_err(|e| e.to_string())?;
    let action = match spec.play {
        Play::Place(label) => Action::Place(point(variant, label)?),
        Play::Move(from, to) => Action::Move {
            from: point(variant, from)?,
            to: point(variant, to)?,
        },
    };
    let mut after = before.clone();
    let effects = after
        .apply(action)
        .map_err(|e| e.describe(variant.topology()))?;
    let mut changed = Bits::EMPTY;
    let mut arrow = None;
    for effect in &effects {
        match effect {
            Effect::Placed { point, .. } => changed.insert(*point),
            Effect::Reversed { points, .. } => changed |= points.iter().copied().collect(),
            Effect::Moved { from, to, .. } => {
                changed.insert(*to);
                arrow = Some((*from, *to));
            }
            _ => {}
        }
    }
    shows_its_rule(spec, &effects, &after)?;
    let around = before.board().occupied() | after.board().occupied();
    Ok(Example {
        caption: spec.caption,
        before,
        after,
        marks: Marks {
            around,
            changed,
            arrow,
        },
    })
}

/// Checks that the example really shows what it is there to show, so a board that would
/// contradict its caption is never drawn.
fn shows_its_rule(spec: &Spec, effects: &[Effect], after: &Position) -> Result<(), String> {
    let mover = spec.to_move;
    let reversals: Vec<(usize, Colour)> = effects
        .iter()
        .filter_map(|e| match e {
            Effect::Reversed { points, to, .. } => Some((points.len(), *to)),
            _ => None,
        })
        .collect();
    let shown = match (spec.shows, spec.play) {
        (Shows::Capture(turned), Play::Place(_)) => reversals == [(turned, mover)],
        (Shows::SecondReversal, Play::Place(_)) => {
            reversals.len() == 2 && reversals[0].1 == mover && reversals[1].1 == mover.opponent()
        }
        (Shows::Movement, Play::Move(_, to)) => {
            reversals.is_empty()
                && effects.iter().any(|e| {
                    matches!(e, Effect::Moved { to: landed, .. } if Ok(*landed) == point(spec.variant, to))
                })
        }
        (Shows::Immunity, Play::Place(label)) => {
            let placed = point(spec.variant, label)?;
            let board = after.board();
            // The placement leaves a group next to it without a liberty, and nothing turns.
            reversals.is_empty()
                && spec
                    .variant
                    .topology()
                    .neighbours(placed)
                    .iter()
                    .any(|&n| board.colour_at(n).is_some() && board.liberties(n).is_empty())
        }
        _ => false,
    };
    if shown {
        Ok(())
    } else {
        Err(format!(
            "the board does not show what it says ({:?})",
            spec.shows
        ))
    }
}

const MEDUSA_EXAMPLES: [Spec; 4] = [
    Spec {
        variant: Variant::Medusa,
        black: "b1 b3",
        white: "a1 a2 a3",
        to_move: Colour::Black,
        play: Play::Place("a4"),
        caption: "rules-medusa-example-capture",
        shows: Shows::Capture(3),
    },
    Spec {
        variant: Variant::Medusa,
        black: "b1",
        white: "a1 a3 b3 c1 c2",
        to_move: Colour::Black,
        play: Play::Place("a2"),
        caption: "rules-medusa-example-second-reversal",
        shows: Shows::SecondReversal,
    },
    Spec {
        variant: Variant::Medusa,
        black: "",
        white: "k11 k12",
        to_move: Colour::White,
        play: Play::Move("k11", "k13"),
        caption: "rules-medusa-example-movement",
        shows: Shows::Movement,
    },
    Spec {
        variant: Variant::Medusa,
        black: "a1 a2 b1 b3 c2 c3",
        white: "c1 c4 d3",
        to_move: Colour::White,
        play: Play::Place("a3"),
        caption: "rules-medusa-example-rosette",
        shows: Shows::Immunity,
    },
];

const LOTUS_EXAMPLES: [Spec; 3] = [
    Spec {
        variant: Variant::Lotus,
        black: "2 8",
        white: "1",
        to_move: Colour::Black,
        play: Play::Place("5"),
        caption: "rules-lotus-example-capture",
        shows: Shows::Capture(1),
    },
    Spec {
        variant: Variant::Lotus,
        black: "2 8",
        white: "1 6 10 11 12",
        to_move: Colour::Black,
        play: Play::Place("5"),
        caption: "rules-lotus-example-second-reversal",
        shows: Shows::SecondReversal,
    },
    Spec {
        variant: Variant::Lotus,
        black: "8 11 12 17 18 23",
        white: "1 2 5 6 10 13 16 19 26 27 31",
        to_move: Colour::White,
        play: Play::Place("32"),
        caption: "rules-lotus-example-lotus",
        shows: Shows::Immunity,
    },
];

/// Medusa's rules, the keys of their paragraphs.
const MEDUSA_RULES: &[&str] = &[
    "rules-medusa-scoring",
    "rules-medusa-turn",
    "rules-medusa-movement",
    "rules-medusa-end",
];

/// Lotus's rules, the keys of their paragraphs.
const LOTUS_RULES: &[&str] = &["rules-lotus-board", "rules-lotus-captures"];

/// The examples of both boards, worked out once; one that cannot be worked out says why.
struct MedusaRules {
    medusa: Vec<Result<Example<Position, Marks>, String>>,
    lotus: Vec<Result<Example<Position, Marks>, String>>,
}

impl Default for MedusaRules {
    fn default() -> MedusaRules {
        MedusaRules {
            medusa: MEDUSA_EXAMPLES.iter().map(example).collect(),
            lotus: LOTUS_EXAMPLES.iter().map(example).collect(),
        }
    }
}

/// The examples, worked out the first time a page is shown.
static PAGES: LazyLock<MedusaRules> = LazyLock::new(MedusaRules::default);

/// Medusa's rules page, its entry among the game views.
pub(crate) fn medusa_rules(ui: &mut egui::Ui) {
    PAGES.show(ui, Variant::Medusa);
}

/// Lotus's rules page, its entry among the game views.
pub(crate) fn lotus_rules(ui: &mut egui::Ui) {
    PAGES.show(ui, Variant::Lotus);
}

impl MedusaRules {
    /// The page of `variant`: the rules, then the examples.
    fn show(&self, ui: &mut egui::Ui, variant: Variant) {
        let (paragraphs, examples) = match variant {
            Variant::Medusa => (MEDUSA_RULES, &self.medusa),
            Variant::Lotus => (LOTUS_RULES, &self.lotus),
        };
        rules_page(ui, paragraphs, examples, |ui, example, moment, size| {
            let picture = match moment {
                Moment::Before => Picture {
                    position: &example.before,
                    around: example.marks.around,
                    ringed: Bits::EMPTY,
                    arrow: None,
                },
                Moment::After => Picture {
                    position: &example.after,
                    around: example.marks.around,
                    ringed: example.marks.changed,
                    arrow: example.marks.arrow,
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
        for spec in MEDUSA_EXAMPLES.iter().chain(&LOTUS_EXAMPLES) {
            if let Err(error) = example(spec) {
                panic!("{}: {error}", spec.caption);
            }
        }
    }

    /// The check is not a formality: a caption that claims the wrong rule is caught.
    #[test]
    fn an_example_that_does_not_show_its_rule_is_refused() {
        let mut wrong = MEDUSA_EXAMPLES;
        wrong[0].shows = Shows::Capture(2);
        wrong[3].shows = Shows::Capture(1);
        wrong[1].shows = Shows::Immunity;
        for spec in &wrong[..2] {
            assert!(example(spec).is_err(), "{}", spec.caption);
        }
        assert!(example(&wrong[3]).is_err());
    }

    /// Every word of both pages comes from the language files: the rules and the examples'
    /// captions.
    #[test]
    fn every_word_of_the_pages_comes_from_the_language_files() {
        let size = egui::vec2(460.0, 6000.0);
        assert_every_word_translated("the rules of Medusa", size, |_| false, medusa_rules);
        assert_every_word_translated("the rules of Lotus", size, |_| false, lotus_rules);
    }
}
