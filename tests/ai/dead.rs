//! Dead-group proposals at the end of a game, on a concrete Lotus position.

use crate::common::{at, points, position};
use medusa::ai::mcts::propose_dead;
use medusa::medusa::{Colour, Game, Turn, Variant};

/// Both big groups hold a lotus (Black 49 53 54 59 60 64, White 9 13 14 19 20 24), as does the
/// White group 26 30 31 38 39 45 walled in by Black. The lone White stone on 66 sits in Black's
/// area (58 69 70 vacant) with no site it could complete: Black fills its liberties and
/// reverses it whoever moves first.
fn end_position(to_move: Colour) -> medusa::medusa::Position {
    position(
        Variant::Lotus,
        "1 2 5 8 10 11 12 16 17 18 22 23 27 29 32 33 37 40 41 46 48 49 52 53 54 59 60 64 67",
        "3 4 6 7 9 13 14 15 19 20 21 24 25 28 34 35 36 42 43 44 47 50 51 55 56 57 61 62 63 65 \
         68 71 26 30 31 38 39 45 66",
        to_move,
    )
}

#[test]
fn the_lone_stone_is_dead_and_the_groups_with_a_lotus_are_not() {
    let lotus = Variant::Lotus;
    for to_move in Colour::ALL {
        let position = end_position(to_move);
        assert!(position.board().has_rosette(at(lotus, "26")));
        assert_eq!(
            position.board().liberties(at(lotus, "66")),
            points(lotus, "58 69")
        );
        assert_eq!(
            propose_dead(&position, 200, 9),
            points(lotus, "66"),
            "{to_move} to move"
        );
    }
}

#[test]
fn proposals_work_while_marking_and_are_whole_groups() {
    let mut game = Game::from_position(end_position(Colour::Black), 0);
    game.play_turn(&Turn::Pass).unwrap();
    game.play_turn(&Turn::Pass).unwrap();
    let position = game.position();
    assert!(position.marking().is_some());
    let dead = propose_dead(position, 200, 10);
    assert_eq!(dead, points(Variant::Lotus, "66"));
    // Marking the proposal and counting reverses the stone for Black.
    let mut counted = position.clone();
    counted.propose_dead(dead).unwrap();
    counted.accept_marking(Colour::Black).unwrap();
    let result = counted.accept_marking(Colour::White).unwrap().unwrap();
    assert_eq!(
        result.dead_groups,
        vec![(Colour::White, points(Variant::Lotus, "66"))]
    );
}

#[test]
fn nothing_is_dead_on_an_empty_board() {
    let position = medusa::medusa::Position::start(Variant::Medusa);
    assert!(propose_dead(&position, 20, 11).is_empty());
}
