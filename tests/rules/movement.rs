//! Movement (docs/rules.md, "A turn in Medusa"): jumps along lines over friendly stones, the right to move,
//! splitting and joining, capture by movement, and why the order of movements matters.

use crate::common::{at, place, position, reversals, step, stones};
use medusa::medusa::{Action, ActionError, Colour, Effect, Reversal, Variant};

const M: Variant = Variant::Medusa;

#[test]
fn a_stone_jumps_over_one_friend_to_the_first_vacant_cell() {
    let mut p = position(M, "", "k11 k12", Colour::White);
    let effects = p.apply(step(M, "k11", "k13")).unwrap();
    assert_eq!(stones(&p, Colour::White), "k12 k13");
    assert_eq!(
        effects[0],
        Effect::Moved {
            from: at(M, "k11"),
            over: vec![at(M, "k12")],
            to: at(M, "k13"),
            colour: Colour::White
        }
    );
    assert!(p.moved_this_turn());
    assert!(!p.placed_this_turn());
}

#[test]
fn a_stone_jumps_over_several_friends_in_an_unbroken_row() {
    let mut p = position(M, "", "k11 k12 k13 k14", Colour::White);
    let effects = p.apply(step(M, "k11", "k15")).unwrap();
    assert_eq!(stones(&p, Colour::White), "k12 k13 k14 k15");
    let Effect::Moved { over, .. } = &effects[0] else {
        panic!("a movement")
    };
    assert_eq!(over, &[at(M, "k12"), at(M, "k13"), at(M, "k14")]);
}

#[test]
fn the_landing_is_the_first_vacant_cell_not_a_later_one() {
    let p = position(M, "", "k11 k12", Colour::White);
    assert_eq!(
        p.check(step(M, "k11", "k14")),
        Err(ActionError::WrongLanding {
            from: at(M, "k11"),
            to: at(M, "k14"),
            landing: at(M, "k13")
        })
    );
}

#[test]
fn a_row_ending_at_an_opponent_stone_blocks_the_move() {
    let mut p = position(M, "k13", "k11 k12", Colour::White);
    let before = p.clone();
    assert_eq!(
        p.apply(step(M, "k11", "k14")),
        Err(ActionError::PathBlocked {
            from: at(M, "k11"),
            to: at(M, "k14"),
            by: at(M, "k13")
        })
    );
    assert!(p.board().identical(before.board()));
    assert_eq!(p, before);
}

#[test]
fn a_row_ending_at_the_edge_blocks_the_move() {
    // Column k ends at k19: k17 would jump over k18 and k19 and off the board.
    let p = position(M, "", "k17 k18 k19", Colour::White);
    assert_eq!(
        p.check(step(M, "k17", "k19")),
        Err(ActionError::PathLeavesBoard {
            from: at(M, "k17"),
            to: at(M, "k19")
        })
    );
    let landings: Vec<&str> = p
        .landings(at(M, "k17"))
        .iter()
        .map(|(to, _)| p.topology().label(*to))
        .collect();
    assert!(landings.is_empty(), "no landing for k17: {landings:?}");
    // At the corner: s18 over s19 runs off the board.
    let corner = position(M, "", "s18 s19", Colour::White);
    assert_eq!(
        corner.check(step(M, "s18", "s19")),
        Err(ActionError::PathLeavesBoard {
            from: at(M, "s18"),
            to: at(M, "s19")
        })
    );
    // The other way works: s19 over s18 to s17.
    assert!(corner.check(step(M, "s19", "s17")).is_ok());
}

#[test]
fn a_single_stone_cannot_move() {
    let p = position(M, "", "k11", Colour::White);
    assert_eq!(
        p.check(step(M, "k11", "k13")),
        Err(ActionError::SingleStone(at(M, "k11")))
    );
    assert!(p.legal_moves().is_empty());
}

#[test]
fn a_move_needs_a_friend_next_to_it_on_the_line() {
    let p = position(M, "", "k11 k12", Colour::White);
    // Along row 11 from k11 the next cell l11 is vacant.
    assert_eq!(
        p.check(step(M, "k11", "l11")),
        Err(ActionError::NothingToJumpOver {
            from: at(M, "k11"),
            to: at(M, "l11")
        })
    );
    assert_eq!(
        p.check(step(M, "k11", "m14")),
        Err(ActionError::NotOnALine {
            from: at(M, "k11"),
            to: at(M, "m14")
        })
    );
}

#[test]
fn only_your_own_stones_move() {
    let p = position(M, "k11 k12", "a1", Colour::White);
    assert_eq!(
        p.check(step(M, "k11", "k13")),
        Err(ActionError::NotYourStone(at(M, "k11")))
    );
    assert_eq!(
        p.check(step(M, "k15", "k13")),
        Err(ActionError::NoStone(at(M, "k15")))
    );
}

#[test]
fn a_group_moves_at_most_once_per_turn() {
    let mut p = position(M, "", "k11 k12", Colour::White);
    p.apply(step(M, "k11", "k13")).unwrap();
    // The group is now k12-k13; it may not move again.
    assert_eq!(
        p.check(step(M, "k12", "k14")),
        Err(ActionError::GroupAlreadyMoved(at(M, "k12")))
    );
    assert!(p.legal_moves().is_empty());
    // Next turn it may.
    p.apply(Action::EndTurn).unwrap();
    p.apply(Action::EndTurn).unwrap();
    assert!(p.check(step(M, "k12", "k14")).is_ok());
}

#[test]
fn a_group_joined_by_a_moved_group_loses_its_move() {
    // White k11-k12 moves k11 to k13, next to white i13-j13, which then may not move.
    let mut p = position(M, "", "i13 j13 k11 k12", Colour::White);
    assert!(p.check(step(M, "j13", "h13")).is_ok());
    p.apply(step(M, "k11", "k13")).unwrap();
    assert_eq!(
        p.check(step(M, "j13", "h13")),
        Err(ActionError::GroupAlreadyMoved(at(M, "j13")))
    );
}

#[test]
fn the_order_of_movements_matters() {
    let start = position(M, "", "i13 j13 k11 k12", Colour::White);
    // Order one: k11-k13 first; then i13-j13 has lost its move.
    let mut first = start.clone();
    first.apply(step(M, "k11", "k13")).unwrap();
    assert!(first.apply(step(M, "j13", "h13")).is_err());
    first.apply(Action::EndTurn).unwrap();
    // Order two: j13-h13 first, then k11-k13: both groups move.
    let mut second = start.clone();
    second.apply(step(M, "j13", "h13")).unwrap();
    second.apply(step(M, "k11", "k13")).unwrap();
    second.apply(Action::EndTurn).unwrap();
    assert_eq!(stones(&first, Colour::White), "i13 j13 k12 k13");
    assert_eq!(stones(&second, Colour::White), "h13 i13 k12 k13");
}

#[test]
fn a_group_split_by_a_movement_keeps_no_right_to_move() {
    // White j11-k11-k12-k13-k14: k12 jumps over k11 to k10, splitting off k13-k14.
    let mut p = position(M, "", "j11 k11 k12 k13 k14", Colour::White);
    p.apply(step(M, "k12", "k10")).unwrap();
    assert_eq!(stones(&p, Colour::White), "j11 k10 k11 k13 k14");
    let t = p.topology();
    assert_eq!(
        crate::common::names(t, p.board().group(at(M, "k13"))),
        "k13 k14"
    );
    assert_eq!(
        crate::common::names(t, p.board().group(at(M, "k10"))),
        "j11 k10 k11"
    );
    // Both parts were in the moved group.
    assert_eq!(
        p.check(step(M, "k14", "k12")),
        Err(ActionError::GroupAlreadyMoved(at(M, "k14")))
    );
    assert!(p.legal_moves().is_empty());
}

#[test]
fn a_movement_captures_and_the_captured_stones_cannot_move() {
    // White a4 jumps over a3 to a2; black a1 (touching b1 and a2) is reversed.
    let mut p = position(M, "a1", "a3 a4 b1", Colour::White);
    let effects = p.apply(step(M, "a4", "a2")).unwrap();
    assert_eq!(stones(&p, Colour::White), "a1 a2 a3 b1");
    assert_eq!(
        reversals(p.topology(), &effects),
        [("a1".to_string(), Colour::White, Reversal::Capture)]
    );
    // The group a1-a2-a3-b1 holds the landing and the captured stone: spent.
    assert_eq!(
        p.check(step(M, "a1", "a4")),
        Err(ActionError::GroupAlreadyMoved(at(M, "a1")))
    );
}

#[test]
fn stones_captured_by_placement_can_move_in_the_same_turn() {
    // Black a1-a2 has liberties b1, b3, a3; White holds b1 and b3 and places a3.
    let mut p = position(M, "a1 a2", "b1 b3", Colour::White);
    p.apply(place(M, "a3")).unwrap();
    assert_eq!(stones(&p, Colour::White), "a1 a2 a3 b1 b3");
    // a1 jumps over a2 and a3 to a4.
    let effects = p.apply(step(M, "a1", "a4")).unwrap();
    assert!(matches!(effects[0], Effect::Moved { .. }));
    assert_eq!(stones(&p, Colour::White), "a2 a3 a4 b1 b3");
}

#[test]
fn placement_must_precede_movement() {
    let mut p = position(M, "", "k11 k12", Colour::White);
    p.apply(step(M, "k11", "k13")).unwrap();
    assert_eq!(
        p.check(place(M, "a1")),
        Err(ActionError::PlacementAfterMovement)
    );
    let mut q = position(M, "", "k11 k12", Colour::White);
    q.apply(place(M, "a1")).unwrap();
    assert_eq!(q.check(place(M, "a2")), Err(ActionError::AlreadyPlaced));
    assert!(q.check(step(M, "k11", "k13")).is_ok());
}

#[test]
fn the_cell_a_stone_leaves_is_a_liberty_of_the_group_it_lands_in() {
    // White a4 jumps over a3 to a2 between black a1, b1, b3: the group a2-a3 keeps exactly one
    // liberty, the vacated a4, so a landing is never a suicide.
    let mut p = position(M, "a1 a5 b1 b3 b5", "a3 a4", Colour::White);
    let effects = p.apply(step(M, "a4", "a2")).unwrap();
    assert_eq!(reversals(p.topology(), &effects), []);
    assert_eq!(stones(&p, Colour::White), "a2 a3");
    assert_eq!(
        crate::common::names(p.topology(), p.board().liberties(at(M, "a2"))),
        "a4"
    );
    assert!(p.board().is_consistent());
}

#[test]
fn lotus_has_no_movement() {
    let mut p = position(Variant::Lotus, "", "1 2", Colour::White);
    let from = at(Variant::Lotus, "1");
    let to = at(Variant::Lotus, "6");
    assert_eq!(
        p.apply(Action::Move { from, to }),
        Err(ActionError::NoMovement)
    );
}
