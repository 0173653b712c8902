//! Pillars of Medusa: the Medusa's gaze (RULES-pillars.md §4): enemy pieces next to a Medusa
//! are frozen, cannot move and attack nothing; Medusas are immune; the gaze is worked out
//! again after every move.

use medusa::pillars::{Colour, Effect, Game, IllegalMove, Move, Piece, Role};

use crate::common::pillars::{moves, moves_from, mv, names, setup, sq};

#[test]
fn pieces_next_to_an_enemy_medusa_are_frozen_and_medusas_are_immune() {
    let position = setup(Colour::White, "Kf1 kf11 Me5 md5 Te6 td6 Hf4 hd4 ae4");
    // White's Medusa on e5 freezes d6, d4, e4; Black's on d5 freezes e6, e5? (no: Medusas are
    // immune) and e4's neighbours of her own side are not frozen.
    assert_eq!(names(position.frozen()), "d4 e4 d6 e6");
    assert_eq!(names(position.frozen_of(Colour::White)), "e6");
    assert_eq!(names(position.frozen_of(Colour::Black)), "d4 e4 d6");
    assert!(!position.is_frozen(sq("e5")) && !position.is_frozen(sq("d5")));
    assert_eq!(
        position
            .check_move(Move::new(sq("e6"), sq("e8")))
            .unwrap_err()
            .to_string(),
        "the Tower on e6 is turned to stone"
    );
    assert_eq!(moves_from(&position, "e6"), "");
    assert!(matches!(
        position.check_move(Move::new(sq("e6"), sq("e8"))),
        Err(IllegalMove::Frozen { piece, .. }) if piece == Piece::new(Colour::White, Role::Tower)
    ));
}

#[test]
fn a_frozen_piece_gives_no_check_and_does_not_guard_squares() {
    // White's Tower on e2 is frozen by Black's Medusa on d2: the black King on e11 is not in
    // check and may step onto the Tower's file.
    let position = setup(Colour::Black, "Ka1 ke11 Te2 md2");
    assert!(position.is_frozen(sq("e2")));
    assert!(!position.is_check());
    assert_eq!(
        moves_from(&position, "e11"),
        "e11-d10 e11-d11 e11-e10 e11-f10 e11-f11"
    );
}

#[test]
fn a_frozen_piece_still_blocks_lines_and_can_be_captured() {
    // The frozen white Horse on c1 blocks the black Tower's rank; Black's Medusa holds it.
    let position = setup(Colour::Black, "Kf1 ka11 Hc1 mc2 ta1");
    assert!(position.is_frozen(sq("c1")));
    assert!(!position.is_check());
    assert_eq!(
        moves_from(&position, "a1"),
        "a1-a10 a1-a2 a1-a3 a1-a4 a1-a5 a1-a6 a1-a7 a1-a8 a1-a9 a1-b1 a1xc1"
    );
}

#[test]
fn passing_next_to_a_medusa_does_nothing_only_where_a_piece_ends_counts() {
    let mut position = setup(Colour::White, "Kf1 kf11 Ta1 mb6");
    let effects = position.apply(mv(&position, "a1-a11")).unwrap();
    assert!(!position.is_frozen(sq("a11")));
    assert!(!effects.iter().any(|e| matches!(e, Effect::Frozen { .. })));
    let mut stopped = setup(Colour::White, "Kf1 kf11 Ta1 mb6");
    let effects = stopped.apply(mv(&stopped, "a1-a5")).unwrap();
    assert_eq!(
        effects.last(),
        Some(&Effect::Frozen {
            squares: vec![sq("a5")]
        })
    );
}

#[test]
fn pieces_come_back_when_the_medusa_leaves_or_is_captured() {
    let mut game = Game::from_position(setup(Colour::White, "Kf1 kf11 Me5 hd4 ae4"));
    assert_eq!(names(game.position().frozen()), "d4 e4");
    let effects = game.play(mv(game.position(), "e5-e7")).unwrap();
    assert_eq!(
        effects,
        vec![
            Effect::Moved {
                piece: Piece::new(Colour::White, Role::Medusa),
                from: sq("e5"),
                to: sq("e7"),
            },
            Effect::Unfrozen {
                squares: vec![sq("d4"), sq("e4")]
            },
        ]
    );
    assert!(game.position().frozen().is_empty());
    let mut capture = setup(Colour::Black, "Kf1 kf11 Me5 qe8 hd4 ae4");
    let effects = capture.apply(mv(&capture, "e8xe5")).unwrap();
    assert_eq!(
        effects[1..],
        [
            Effect::Captured {
                piece: Piece::new(Colour::White, Role::Medusa),
                square: sq("e5"),
            },
            Effect::Unfrozen {
                squares: vec![sq("d4"), sq("e4")]
            },
        ]
    );
}

#[test]
fn a_king_may_not_step_next_to_an_enemy_medusa() {
    let position = setup(Colour::White, "Kf4 kk11 mf7");
    // She attacks along her lines up to three squares: f6, f5 and f4, so the King is in
    // check; f3 is four squares away, and e4, e5, g4, g5 are on none of her lines.
    assert!(position.is_check());
    assert_eq!(
        moves_from(&position, "f4"),
        "f4-e3 f4-e4 f4-e5 f4-f3 f4-g3 f4-g4 f4-g5"
    );
    let next_to = setup(Colour::White, "Kf4 kk11 mh6");
    assert!(!moves_from(&next_to, "f4").contains("g5"));
}

#[test]
fn moving_ones_medusa_away_can_be_illegal() {
    // White's Medusa on d6 holds Black's Tower on c7, which would check the King on c1 down
    // the file.
    let position = setup(Colour::White, "Kc1 kk11 Md6 tc7");
    assert!(position.is_frozen(sq("c7")));
    assert_eq!(
        position
            .check_move(mv_unchecked("d6-g6"))
            .unwrap_err()
            .to_string(),
        "your King would be in check from the Tower on c7"
    );
    assert!(
        position.check_move(mv_unchecked("d6-d8")).is_ok(),
        "still next to c7"
    );
}

fn mv_unchecked(text: &str) -> Move {
    Move::new(sq(&text[..2]), sq(&text[3..]))
}

#[test]
fn a_medusa_next_to_the_enemy_king_checks_and_freezes_it() {
    let mut position = setup(Colour::White, "Kf1 kf11 Mf7 wa10");
    let effects = position.apply(mv(&position, "f7-f10")).unwrap();
    assert_eq!(
        effects[1..],
        [
            Effect::Frozen {
                squares: vec![sq("f11")]
            },
            Effect::Check {
                colour: Colour::Black,
                king: sq("f11"),
                by: vec![sq("f10")],
            },
        ]
    );
    // The frozen King cannot move or take her: Black's only answers are the Sword's steps?
    // No: they leave the King in check. Nothing saves it: checkmate.
    assert!(moves(&position).is_empty());
}

#[test]
fn freezing_the_checking_piece_is_a_way_out_of_check() {
    // Black's Tower on f5 checks the King on f1. White's answers: the King steps aside, the
    // Medusa blocks on f2 or f4, or she steps next to the Tower (e4, f4, g4, g5, f6) and
    // freezes it.
    let position = setup(Colour::White, "Kf1 kk11 Mh4 Wa2 tf5");
    assert!(position.is_check());
    assert_eq!(
        moves(&position).join(" "),
        "f1-e1 f1-e2 f1-g1 f1-g2 h4-e4 h4-f2 h4-f4 h4-f6 h4-g4 h4-g5"
    );
    let mut frozen = position.clone();
    frozen.apply(mv(&position, "h4-g5")).unwrap();
    assert!(frozen.is_frozen(sq("f5")));
}

#[test]
fn a_morph_in_medusa_form_has_the_gaze_and_is_immune() {
    // White's Morph takes Black's Medusa on e6 and her form: the black pieces next to it are
    // frozen at once, and Black's other Medusa (a promoted Sword) does not freeze it.
    let mut position = setup(Colour::White, "Kf1 kk11 *Ac4 me6 td7 hf5 mg7");
    let effects = position.apply(mv(&position, "c4xe6=M")).unwrap();
    assert_eq!(
        position.piece_at(sq("e6")),
        Some(Piece::morph(Colour::White, Role::Medusa))
    );
    assert!(effects.contains(&Effect::Frozen {
        squares: vec![sq("f5"), sq("d7")]
    }));
    assert!(
        !position.is_frozen(sq("e6")),
        "next to g7? no, and Medusas are immune"
    );
    assert!(!position.is_frozen(sq("g7")));
    let mut kept = setup(Colour::White, "Kf1 kk11 *Ac4 me6 td7 hf5 mf7");
    kept.apply(mv(&kept, "c4xe6=M")).unwrap();
    assert!(!kept.is_frozen(sq("e6")), "immune next to the Medusa on f7");
    assert!(!kept.is_frozen(sq("f7")), "and she is immune to it");
}
