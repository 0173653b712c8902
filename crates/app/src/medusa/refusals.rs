//! Why Medusa's and Lotus's rules refuse an action or a stone's movement, and why a click on
//! their board does nothing, as phrases said in the screens' language: each reason of the
//! rules' [`ActionError`] and [`CannotMove`], with the points named as the records name them.
//! In English they read as the rules' own sentences.

use medusa_locale::{Arg, Phrase};
use medusa_rules::medusa::{
    ActionError, CannotMove, Colour, DeadEnd, Point, RowEnd, Topology, Variant,
};

/// The point `point` as the records name it, or by its number when it is not on the board.
fn point_name(topology: &Topology, point: Point) -> Arg {
    if topology.contains(point) {
        Arg::from(topology.label(point))
    } else {
        Arg::from(Phrase::new("refusal-medusa-point-number").with("number", point.index()))
    }
}

/// A side's name, said in the screens' language.
fn side(colour: Colour) -> Phrase {
    Phrase::new(format!("side-{}", colour.name()))
}

/// Why the rules refused an action, on the board of `topology`.
pub(crate) fn action_refusal(error: &ActionError, topology: &Topology) -> Phrase {
    let name = |point: &Point| point_name(topology, *point);
    let at = |key: &'static str, point: &Point| Phrase::new(key).with("point", name(point));
    let between = |key: &'static str, from: &Point, to: &Point| {
        Phrase::new(key)
            .with("from", name(from))
            .with("to", name(to))
    };
    match error {
        ActionError::GameOver => Phrase::new("refusal-medusa-game-over"),
        ActionError::MarkingInProgress => Phrase::new("refusal-medusa-marking"),
        ActionError::NotMarking => Phrase::new("refusal-medusa-not-marking"),
        ActionError::NotAPoint(point) => at("refusal-medusa-not-a-point", point),
        ActionError::Occupied(point) => at("refusal-medusa-occupied", point),
        ActionError::AlreadyPlaced => Phrase::new("refusal-medusa-already-placed"),
        ActionError::PlacementAfterMovement => {
            Phrase::new("refusal-medusa-placement-after-movement")
        }
        ActionError::TurnStarted => Phrase::new("refusal-medusa-turn-started"),
        ActionError::NoMovement => Phrase::new("refusal-medusa-no-movement"),
        ActionError::NoStone(point) => at("refusal-medusa-no-stone", point),
        ActionError::NotYourStone(point) => at("refusal-medusa-not-your-stone", point),
        ActionError::SingleStone(point) => at("refusal-medusa-single-stone", point),
        ActionError::GroupAlreadyMoved(point) => at("refusal-medusa-group-moved", point),
        ActionError::NotOnALine { from, to } => between("refusal-medusa-not-on-a-line", from, to),
        ActionError::NothingToJumpOver { from, to } => {
            between("refusal-medusa-nothing-to-jump", from, to)
        }
        ActionError::PathBlocked { from, to, by } => {
            between("refusal-medusa-path-blocked", from, to).with("by", name(by))
        }
        ActionError::PathLeavesBoard { from, to } => {
            between("refusal-medusa-path-leaves-board", from, to)
        }
        ActionError::WrongLanding { from, to, landing } => {
            between("refusal-medusa-wrong-landing", from, to).with("landing", name(landing))
        }
        ActionError::NoGroupThere(point) => at("refusal-medusa-no-group", point),
        ActionError::AlreadyAccepted(colour) => {
            Phrase::new("refusal-medusa-already-accepted").with("side", side(*colour))
        }
    }
}

/// Why the stone a player picked cannot move, on the board of `topology`: the rules' refusal,
/// or every row of friends from it that gives it no landing.
pub(crate) fn cannot_move_refusal(error: &CannotMove, topology: &Topology) -> Phrase {
    match error {
        CannotMove::Refused(error) => action_refusal(error, topology),
        CannotMove::NoLanding { from, rows } => {
            let from = point_name(topology, *from);
            let rows = rows.iter().rev().fold(None, |rest, row| {
                let row = dead_end(row, topology);
                Some(match rest {
                    None => row,
                    Some(rest) => Phrase::new("refusal-medusa-rows")
                        .with("row", row)
                        .with("rest", rest),
                })
            });
            match rows {
                None => Phrase::new("refusal-medusa-no-friend-beside").with("point", from),
                Some(rows) => Phrase::new("refusal-medusa-nowhere-to-land")
                    .with("point", from)
                    .with("rows", rows),
            }
        }
    }
}

/// How one row of friends ends without a landing.
fn dead_end(row: &DeadEnd, topology: &Topology) -> Phrase {
    let over = point_name(topology, row.over);
    match row.end {
        RowEnd::Blocked { by } => Phrase::new("refusal-medusa-row-blocked")
            .with("over", over)
            .with("by", point_name(topology, by)),
        RowEnd::Edge => Phrase::new("refusal-medusa-row-edge").with("over", over),
    }
}

/// Why a click placed nothing: the player chose to move without placing this turn.
pub(crate) fn placement_skipped() -> Phrase {
    Phrase::new("refusal-medusa-placement-skipped")
}

/// Why a click in the middle of a site does nothing.
pub(crate) fn not_a_cell(variant: Variant) -> Phrase {
    Phrase::new(match variant {
        Variant::Medusa => "refusal-medusa-dark-hex",
        Variant::Lotus => "refusal-lotus-hexagon-middle",
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use medusa_locale::{Texts, english};

    fn point(label: &str) -> Point {
        Variant::Medusa
            .topology()
            .point(label)
            .unwrap_or_else(|| panic!("no cell {label}"))
    }

    /// Every reason the rules give, each with its points.
    fn every_action_error() -> Vec<ActionError> {
        let (a, b, c) = (point("k11"), point("k13"), point("c3"));
        vec![
            ActionError::GameOver,
            ActionError::MarkingInProgress,
            ActionError::NotMarking,
            ActionError::NotAPoint(Point::new(250)),
            ActionError::NotAPoint(a),
            ActionError::Occupied(a),
            ActionError::AlreadyPlaced,
            ActionError::PlacementAfterMovement,
            ActionError::TurnStarted,
            ActionError::NoMovement,
            ActionError::NoStone(a),
            ActionError::NotYourStone(a),
            ActionError::SingleStone(a),
            ActionError::GroupAlreadyMoved(a),
            ActionError::NotOnALine { from: a, to: c },
            ActionError::NothingToJumpOver { from: a, to: b },
            ActionError::PathBlocked {
                from: a,
                to: c,
                by: b,
            },
            ActionError::PathLeavesBoard { from: a, to: b },
            ActionError::WrongLanding {
                from: a,
                to: c,
                landing: b,
            },
            ActionError::NoGroupThere(c),
            ActionError::AlreadyAccepted(Colour::White),
            ActionError::AlreadyAccepted(Colour::Black),
        ]
    }

    /// The ways a stone picked to move has nowhere to go.
    fn every_stone_that_cannot_move() -> Vec<CannotMove> {
        let blocked = DeadEnd {
            direction: 0,
            over: point("k12"),
            end: RowEnd::Blocked { by: point("k13") },
        };
        let edge = DeadEnd {
            direction: 3,
            over: point("j11"),
            end: RowEnd::Edge,
        };
        let from = point("k11");
        vec![
            CannotMove::Refused(ActionError::SingleStone(from)),
            CannotMove::NoLanding {
                from,
                rows: Vec::new(),
            },
            CannotMove::NoLanding {
                from,
                rows: vec![blocked],
            },
            CannotMove::NoLanding {
                from,
                rows: vec![blocked, edge, blocked],
            },
        ]
    }

    #[test]
    fn in_english_each_refusal_reads_as_the_rules_say_it() {
        let english = english();
        for variant in [Variant::Medusa, Variant::Lotus] {
            let topology = variant.topology();
            for error in every_action_error() {
                assert_eq!(
                    english.say(&action_refusal(&error, topology)),
                    error.describe(topology),
                    "{error:?}"
                );
            }
        }
        let topology = Variant::Medusa.topology();
        for error in every_stone_that_cannot_move() {
            assert_eq!(
                english.say(&cannot_move_refusal(&error, topology)),
                error.describe(topology),
                "{error:?}"
            );
        }
    }

    #[test]
    fn each_refusal_is_said_in_every_language_with_its_points() {
        let topology = Variant::Medusa.topology();
        let phrases: Vec<Phrase> = every_action_error()
            .iter()
            .map(|error| action_refusal(error, topology))
            .chain(
                every_stone_that_cannot_move()
                    .iter()
                    .map(|error| cannot_move_refusal(error, topology)),
            )
            .chain([
                placement_skipped(),
                not_a_cell(Variant::Medusa),
                not_a_cell(Variant::Lotus),
            ])
            .collect();
        let english = english();
        for tag in ["nl", "de", "fr"] {
            let words = Texts::load(tag);
            for phrase in &phrases {
                let said = words.say(phrase);
                assert_ne!(said, english.say(phrase), "{tag}: {phrase:?}");
                assert!(!said.contains("refusal-"), "{tag}: {said}");
            }
        }
        let dutch = Texts::load("nl");
        assert_eq!(
            dutch.say(&action_refusal(
                &ActionError::Occupied(point("k11")),
                topology
            )),
            "k11 is al bezet"
        );
    }
}
