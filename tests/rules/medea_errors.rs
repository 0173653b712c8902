//! Medea, illegal moves: each gets a typed error that says which rule it breaks, and leaves
//! the position exactly as it was (the helper `error` checks that).

use medusa::medea::{Game, MoveError, Position};

use crate::common::medea::{error, find, pos, sq};

/// White must take d5 with d4.
const MUST_CAPTURE: &str = "8/8/8/3m4/3M4/M7/8/8 w b1,h1 a8,h8 0";
/// Nothing captures; White has a king a1, a man b2 and chakras a2, c3.
const QUIET: &str = "8/8/8/7k/8/8/1M6/K7 w a2,c3 b4,h8 0";
/// Two men up the d-file, or one to the east.
const MAJORITY: &str = "8/3m4/8/3m4/3Mm3/8/8/8 w a1,h1 a8,h8 0";

#[test]
fn a_move_must_start_from_ones_own_piece() {
    assert_eq!(error(MUST_CAPTURE, "e4-e5"), "there is no piece on e4");
    assert_eq!(
        error(MUST_CAPTURE, "d5-d4"),
        "the black man on d5 is not yours"
    );
}

#[test]
fn a_capture_is_compulsory_for_steps_and_chakra_moves() {
    assert_eq!(
        error(MUST_CAPTURE, "a3-a4"),
        "a capture is compulsory: the man on d4 takes 1"
    );
    assert_eq!(
        error(MUST_CAPTURE, "Cb1-c1"),
        "a capture is compulsory: the man on d4 takes 1"
    );
    assert_eq!(
        error("8/8/3m4/8/8/8/7m/1M6 w a2,h2 a7,h7 0", "b1-b2"),
        "a capture is compulsory: b1-a2 captures the black man on h2 by replacement"
    );
}

#[test]
fn the_majority_rule_and_unfinished_captures() {
    assert_eq!(
        error(MAJORITY, "d4xf4"),
        "a capture of 2 pieces is available: the largest capture is compulsory (this one takes 1)"
    );
    assert_eq!(
        error(MAJORITY, "d4xd6"),
        "the capture must go on from d6: a capture continues while it can take more"
    );
}

#[test]
fn men_step_forward_and_kings_along_open_lines() {
    assert_eq!(
        error(MUST_CAPTURE, "a3-a5"),
        "a man steps one square forward, straight or diagonally, not from a3 to a5"
    );
    assert_eq!(
        error(QUIET, "b2-b1"),
        "a man steps one square forward, straight or diagonally, not from b2 to b1"
    );
    assert_eq!(
        error(QUIET, "a1-b3"),
        "a king moves along a rank, a file or a diagonal, not from a1 to b3"
    );
    assert_eq!(
        error(QUIET, "a1-c3"),
        "the way from a1 to c3 is blocked on b2"
    );
    assert_eq!(error(QUIET, "a1-b2"), "b2 is occupied");
    assert_eq!(
        error(MUST_CAPTURE, "d4-d6"),
        "that is a capture: write it with x (d4xd6)"
    );
}

#[test]
fn chakra_moves_break_their_own_rules() {
    assert_eq!(error(QUIET, "Cd4-d5"), "there is no chakra on d4");
    assert_eq!(
        error(QUIET, "Cb4-b5"),
        "the chakra on b4 is Black's, not yours"
    );
    assert_eq!(
        error(QUIET, "Ca2-a4"),
        "a chakra moves one square in any direction, not from a2 to a4"
    );
    assert_eq!(
        error(QUIET, "Cc3-b4"),
        "a chakra may not move onto another chakra (b4)"
    );
    assert_eq!(error(QUIET, "Cc3-b2"), "b2 is occupied");
    assert_eq!(
        error("8/8/8/8/8/8/M6k/K7 w a2,h2 a7,h7 0", "Ca2-b3"),
        "the chakra on a2 is occupied by a white man: only a vacant chakra moves"
    );
}

#[test]
fn jumps_go_along_lines_over_exactly_one_enemy_piece_onto_a_vacant_square() {
    assert_eq!(
        error(MUST_CAPTURE, "d4xd5"),
        "a man jumps an adjacent piece to the square just beyond, not from d4 to d5"
    );
    assert_eq!(
        error(MUST_CAPTURE, "d4xe5"),
        "captures go along ranks and files only, not from d4 to e5"
    );
    assert_eq!(
        error(MUST_CAPTURE, "a3xa5"),
        "there is no piece to jump between a3 and a5"
    );
    assert_eq!(
        error(MUST_CAPTURE, "d4xd6xd8"),
        "there is no piece to jump between d6 and d8"
    );
    assert_eq!(
        error("7k/8/8/8/3MM3/8/8/8 w a1,h1 a8,h8 0", "d4xf4"),
        "one's own pieces are never jumped (the piece on e4)"
    );
    let ring = "8/8/4m3/3m1m2/3Mm3/8/8/8 w a1,h1 a8,h8 0";
    assert_eq!(
        error(ring, "d4xd6xd4"),
        "the piece on d5 is already captured in this move: no piece is jumped twice"
    );
    let file = "8/8/8/8/3m4/3m4/8/3K4 w a1,h1 a8,h8 0";
    assert_eq!(
        error(file, "d1xd5"),
        "a jump takes one piece at a time: there is more than one between d1 and d5"
    );
    assert_eq!(
        error(file, "d1xd4"),
        "a jump cannot land on d4: it is occupied"
    );
}

#[test]
fn unreadable_moves_say_what_a_move_looks_like() {
    assert_eq!(
        error(QUIET, "hello"),
        "'hello' is not a move: a move looks like c3-d4, d4xd6 or Ca2-b3"
    );
    assert_eq!(error(QUIET, "a1-a9"), "'a9' is not a square (a1 to h8)");
    // Passing is not a move.
    assert_eq!(
        error(QUIET, "pass"),
        "'pass' is not a move: a move looks like c3-d4, d4xd6 or Ca2-b3"
    );
}

#[test]
fn a_move_of_another_position_is_refused_and_changes_nothing() {
    let other = find(&pos(MUST_CAPTURE), "d4xd6");
    let mut position = pos(QUIET);
    let before = position;
    assert_eq!(
        position.play(&other),
        Err(MoveError::NoPiece { square: sq("d4") })
    );
    assert_eq!(position, before);
    let mut game = Game::from_position(before);
    assert!(game.play(&other).is_err());
    assert_eq!(*game.position(), before);
    // And a move that is legal is played.
    let mut start = Position::start();
    let step = find(&start, "c3-d4");
    assert_eq!(start.play(&step), Ok(()));
    assert_eq!(
        start.to_fen(),
        "mmmmmmmm/1mmmmmm1/2mmmm2/8/3M4/3MMM2/1MMMMMM1/MMMMMMMM b a2,h2 a7,h7 0"
    );
}

#[test]
fn two_squares_picked_give_the_moves_between_them_or_why_there_is_none() {
    let names = |position: &Position, moves: Vec<medusa::medea::Move>| {
        moves
            .iter()
            .map(|m| position.notation(m).to_string())
            .collect::<Vec<_>>()
    };
    let quiet = pos(QUIET);
    assert_eq!(
        names(&quiet, quiet.moves_between(sq("a1"), sq("a2")).unwrap()),
        vec!["a1-a2"]
    );
    assert_eq!(
        names(&quiet, quiet.moves_between(sq("c3"), sq("d4")).unwrap()),
        vec!["Cc3-d4"]
    );
    assert_eq!(
        quiet
            .moves_between(sq("c3"), sq("b4"))
            .unwrap_err()
            .to_string(),
        "a chakra may not move onto another chakra (b4)"
    );
    let majority = pos(MAJORITY);
    assert_eq!(
        names(
            &majority,
            majority.moves_between(sq("d4"), sq("d8")).unwrap()
        ),
        vec!["d4xd6xd8"]
    );
    assert_eq!(
        majority
            .moves_between(sq("d4"), sq("f4"))
            .unwrap_err()
            .to_string(),
        "a capture of 2 pieces is available: the largest capture is compulsory (this one takes 1)"
    );
    assert_eq!(
        majority
            .moves_between(sq("d4"), sq("d6"))
            .unwrap_err()
            .to_string(),
        "the capture must go on from d6: a capture continues while it can take more"
    );
    assert_eq!(
        pos(MUST_CAPTURE)
            .moves_between(sq("a3"), sq("a4"))
            .unwrap_err()
            .to_string(),
        "a capture is compulsory: the man on d4 takes 1"
    );
    // A square picked to move from: why nothing there can move.
    let must = pos(MUST_CAPTURE);
    let why = |position: &Position, name: &str| {
        position
            .why_immobile(sq(name))
            .map(|error| error.to_string())
    };
    assert_eq!(why(&must, "d4"), None);
    assert_eq!(
        why(&must, "a3").as_deref(),
        Some("a capture is compulsory: the man on d4 takes 1")
    );
    assert_eq!(
        why(&must, "b1").as_deref(),
        Some("a capture is compulsory: the man on d4 takes 1")
    );
    assert_eq!(why(&must, "e4").as_deref(), Some("there is no piece on e4"));
    assert_eq!(
        why(&must, "d5").as_deref(),
        Some("the black man on d5 is not yours")
    );
    assert_eq!(
        why(&must, "a8").as_deref(),
        Some("the chakra on a8 is Black's, not yours")
    );
    assert_eq!(why(&quiet, "c3"), None);
    assert_eq!(why(&quiet, "a1"), None);
    // The king on a1 boxed in by its own man and chakra squares is not; a man against the edge.
    let boxed = pos("8/8/8/8/8/8/MM6/KM6 w c1,c2 a8,h8 0");
    assert_eq!(
        why(&boxed, "a1").as_deref(),
        Some("the white king on a1 has no move")
    );
    // The pieces that must capture, for the app to point them out.
    assert_eq!(pos(MUST_CAPTURE).capturing_pieces().to_string(), "d4");
    assert_eq!(quiet.capturing_pieces().to_string(), "");
}
