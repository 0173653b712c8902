//! Pillars of Medusa: how each kind of piece moves (RULES-pillars.md §1, §3), on concrete
//! positions with their exact moves.

use medusa::pillars::{Colour, Effect, IllegalMove, Piece, Position, Role};

use crate::common::pillars::{moves, moves_from, mv, names, setup, sq};

/// The number of moves of the piece on f6, alone with the Kings out of its way.
fn count_from_centre(letter: char) -> usize {
    let position = setup(Colour::White, &format!("Ka2 kk10 {letter}f6"));
    position.legal_moves_from(sq("f6")).len()
}

#[test]
fn each_kind_has_its_number_of_moves_from_the_centre_of_an_empty_board() {
    assert_eq!(count_from_centre('T'), 20, "Tower: rook");
    assert_eq!(count_from_centre('H'), 8, "Horse: knight");
    assert_eq!(count_from_centre('A'), 20, "Advisor: bishop");
    assert_eq!(
        count_from_centre('D'),
        28,
        "Mounted Advisor: bishop or knight"
    );
    assert_eq!(count_from_centre('Q'), 40, "Queen");
    assert_eq!(count_from_centre('S'), 48, "Serpent: queen or knight");
    assert_eq!(count_from_centre('P'), 28, "Pillar: rook or knight");
    assert_eq!(
        count_from_centre('M'),
        24,
        "Medusa: queen lines, at most 3 squares"
    );
}

#[test]
fn the_medusa_slides_at_most_three_squares_and_is_blocked() {
    let position = setup(Colour::White, "Ka1 kk11 Mf6 Wf8 wd6");
    assert_eq!(
        moves_from(&position, "f6"),
        "f6-c3 f6-c9 f6-d4 f6-d8 f6-e5 f6-e6 f6-e7 f6-f3 f6-f4 f6-f5 f6-f7 f6-g5 f6-g6 \
         f6-g7 f6-h4 f6-h6 f6-h8 f6-i3 f6-i6 f6-i9 f6xd6"
    );
}

#[test]
fn sliders_are_blocked_and_leapers_jump() {
    let position = setup(Colour::White, "Kf1 kf11 Pa1 Wa2 Wb1 Wb3 hc2");
    // The Pillar's rook lines are closed by its own Swords; its knight leaps reach b3 (own)
    // and c2 (a capture).
    assert_eq!(moves_from(&position, "a1"), "a1xc2");
}

#[test]
fn the_start_has_43_moves() {
    let position = Position::start();
    let list = moves(&position);
    assert_eq!(list.len(), 43);
    assert_eq!(
        list.join(" "),
        "a2-a3 a2-a4 b1-a3 b1-c3 b2-b3 b2-b4 c2-c3 c2-c4 d1-c3 d2-d3 d2-d4 e2-c3 e2-d4 e3-e4 \
         e3-e5 f3-a8 f3-b7 f3-c6 f3-d5 f3-e4 f3-g4 f3-h5 f3-i6 f3-j7 f3-k8 f4-f5 g1-h3 g2-h4 \
         g2-i3 g3-g4 g3-g5 h2-h3 h2-h4 i1-h3 i1-j3 i2-i3 i2-i4 j1-i3 j1-k3 j2-j3 j2-j4 k2-k3 \
         k2-k4",
        "21 Sword moves, 4 Horse, 3 Mounted Advisor, 4 Pillar, 1 Serpent, 10 Morph"
    );
}

#[test]
fn swords_step_double_step_from_their_second_and_third_rank_and_capture_diagonally() {
    let position = setup(Colour::White, "Kf1 kf11 Wc2 Wd3 We4 Wg2 wg3 wh3 Wj2 wj4");
    assert_eq!(moves_from(&position, "c2"), "c2-c3 c2-c4");
    assert_eq!(moves_from(&position, "d3"), "d3-d4 d3-d5");
    assert_eq!(
        moves_from(&position, "e4"),
        "e4-e5",
        "no double step from the 4th rank"
    );
    assert_eq!(moves_from(&position, "g2"), "g2xh3", "no straight capture");
    assert_eq!(
        moves_from(&position, "j2"),
        "j2-j3",
        "the double step needs an empty square"
    );
    let black = setup(Colour::Black, "Kf1 kf11 we10 wd9 wc8");
    assert_eq!(moves_from(&black, "e10"), "e10-e8 e10-e9");
    assert_eq!(moves_from(&black, "d9"), "d9-d7 d9-d8");
    assert_eq!(moves_from(&black, "c8"), "c8-c7");
}

#[test]
fn a_sword_may_double_step_again_while_on_its_second_or_third_rank() {
    let mut position = setup(Colour::White, "Kf1 kf11 Wd2 wk10");
    position.apply(mv(&position, "d2-d3")).unwrap();
    position.apply(mv(&position, "k10-k9")).unwrap();
    assert_eq!(moves_from(&position, "d3"), "d3-d4 d3-d5");
}

#[test]
fn there_is_no_en_passant() {
    let mut position = setup(Colour::White, "Kf1 kf11 Wc2 wd4");
    position.apply(mv(&position, "c2-c4")).unwrap();
    assert_eq!(moves_from(&position, "d4"), "d4-d3");
}

#[test]
fn a_sword_on_its_last_rank_becomes_a_medusa_whose_gaze_works_at_once() {
    let mut position = setup(Colour::White, "Kf1 kk6 Wc10 hb11 wd10");
    let effects = position.apply(mv(&position, "c10-c11")).unwrap();
    assert_eq!(
        position.piece_at(sq("c11")),
        Some(Piece::new(Colour::White, Role::Medusa))
    );
    assert_eq!(
        effects,
        vec![
            Effect::Moved {
                piece: Piece::new(Colour::White, Role::Sword),
                from: sq("c10"),
                to: sq("c11"),
            },
            Effect::Promoted {
                square: sq("c11"),
                colour: Colour::White,
            },
            Effect::Frozen {
                squares: vec![sq("d10"), sq("b11")],
            },
        ]
    );
    let mut black = setup(Colour::Black, "Kk6 kf11 wd2 Ae1");
    let effects = black.apply(mv(&black, "d2xe1")).unwrap();
    assert!(effects.contains(&Effect::Promoted {
        square: sq("e1"),
        colour: Colour::Black
    }));
}

#[test]
fn kings_step_one_square_and_are_never_captured() {
    let position = setup(Colour::White, "Kf5 kf7 Wa2");
    assert_eq!(
        moves_from(&position, "f5"),
        "f5-e4 f5-e5 f5-f4 f5-g4 f5-g5",
        "the squares next to the other King are attacked"
    );
}

#[test]
fn refusals_say_what_is_wrong_and_change_nothing() {
    let position = setup(Colour::White, "Ke1 kf11 Hb1 Wb3 tk2 Ta5 Ae5 qe9");
    let before = position.clone();
    let error = |text: &str| {
        let from = sq(&text[..2]);
        let to = sq(&text[3..]);
        position
            .check_move(medusa::pillars::Move::new(from, to))
            .unwrap_err()
            .to_string()
    };
    assert_eq!(error("c4-c5"), "there is no piece on c4");
    assert_eq!(error("k2-k3"), "the Tower on k2 is Black's, not yours");
    assert_eq!(error("b1-b3"), "your own Sword stands on b3");
    assert_eq!(error("b1-b2"), "the Horse on b1 cannot move to b2");
    assert_eq!(error("a5-f5"), "the Tower on a5 cannot move to f5");
    assert_eq!(
        error("e5-d6"),
        "your King would be in check from the Queen on e9"
    );
    assert_eq!(position, before);
    assert!(matches!(
        position.check_move(medusa::pillars::Move::new(sq("e5"), sq("d6"))),
        Err(IllegalMove::KingInCheck { square, .. }) if square == sq("e9")
    ));
    assert_eq!(names(position.checkers()), "");
}
