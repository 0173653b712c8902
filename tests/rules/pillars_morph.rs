//! Pillars of Medusa: the Morph (RULES-pillars.md §5): it moves as what it is, may take the
//! form of what it captures (a separate move), loses its power when it takes the enemy
//! Morph's form, and promotes as a Sword only after the choice.

use medusa::pillars::{Colour, Effect, IllegalMove, Move, MoveKind, Piece, Role};

use crate::common::pillars::{moves_from, mv, setup, sq};

#[test]
fn a_morph_capture_is_two_moves_keep_the_form_or_take_the_captured_one() {
    let position = setup(Colour::White, "Kf1 kf11 *Ad4 hf6 wb6");
    assert_eq!(
        moves_from(&position, "d4"),
        "d4-a1 d4-b2 d4-c3 d4-c5 d4-e3 d4-e5 d4-f2 d4-g1 d4xb6 d4xb6=W d4xf6 d4xf6=H"
    );
    let mut kept = position.clone();
    kept.apply(mv(&position, "d4xf6")).unwrap();
    assert_eq!(
        kept.piece_at(sq("f6")),
        Some(Piece::morph(Colour::White, Role::Advisor))
    );
    let mut taken = position.clone();
    let effects = taken.apply(mv(&position, "d4xf6=H")).unwrap();
    assert_eq!(
        taken.piece_at(sq("f6")),
        Some(Piece::morph(Colour::White, Role::Horse))
    );
    assert_eq!(
        effects,
        vec![
            Effect::Moved {
                piece: Piece::morph(Colour::White, Role::Advisor),
                from: sq("d4"),
                to: sq("f6"),
            },
            Effect::Captured {
                piece: Piece::new(Colour::Black, Role::Horse),
                square: sq("f6"),
            },
            Effect::Morphed {
                square: sq("f6"),
                from: Role::Advisor,
                to: Role::Horse,
                keeps_power: true,
            },
        ]
    );
    // Now it moves as a Horse (Black passes with the King first).
    taken.apply(mv(&taken, "f11-e11")).unwrap();
    assert_eq!(
        moves_from(&taken, "f6"),
        "f6-d5 f6-d7 f6-e4 f6-e8 f6-g4 f6-g8 f6-h5 f6-h7"
    );
}

#[test]
fn taking_the_enemy_morphs_form_costs_the_morphs_power() {
    let position = setup(Colour::Black, "Kf1 kf11 *Qd4 *tk4");
    assert_eq!(
        moves_from(&position, "k4"),
        "k4-e4 k4-f4 k4-g4 k4-h4 k4-i4 k4-j4 k4-k1 k4-k10 k4-k11 k4-k2 k4-k3 k4-k5 k4-k6 k4-k7 \
         k4-k8 k4-k9 k4xd4 k4xd4=Q"
    );
    let mut position = position;
    let effects = position.apply(mv(&position, "k4xd4=Q")).unwrap();
    assert_eq!(
        position.piece_at(sq("d4")),
        Some(Piece::new(Colour::Black, Role::Queen)),
        "an ordinary Queen"
    );
    assert!(effects.contains(&Effect::Morphed {
        square: sq("d4"),
        from: Role::Tower,
        to: Role::Queen,
        keeps_power: false,
    }));
    // Capturing the enemy Morph in one's own form still changes something: the power.
    let same = setup(Colour::White, "Kf1 kf11 *Td4 *th4");
    assert_eq!(
        moves_from(&same, "d4")
            .split(' ')
            .filter(|m| m.contains('x'))
            .collect::<Vec<_>>(),
        vec!["d4xh4", "d4xh4=T"]
    );
}

#[test]
fn capturing_a_piece_of_its_own_form_is_one_move() {
    let position = setup(Colour::White, "Kf1 kf11 *Hd4 he6");
    assert_eq!(
        moves_from(&position, "d4")
            .split(' ')
            .filter(|m| m.contains('x'))
            .collect::<Vec<_>>(),
        vec!["d4xe6"]
    );
    assert_eq!(
        position
            .check_move(Move::transform(sq("d4"), sq("e6"), Role::Horse))
            .unwrap_err()
            .to_string(),
        "taking the form of the Horse changes nothing: write the capture alone"
    );
}

#[test]
fn a_sword_morph_steps_double_steps_and_promotes_to_an_ordinary_medusa() {
    let position = setup(Colour::White, "Kf1 kk6 *Wc2 *Wd10 te11");
    assert_eq!(moves_from(&position, "c2"), "c2-c3 c2-c4");
    // On d10 it may step to d11 (promotes) or capture the Tower on e11: keeping the Sword's
    // form promotes, taking the Tower's form does not.
    assert_eq!(moves_from(&position, "d10"), "d10-d11 d10xe11 d10xe11=T");
    let mut step = position.clone();
    step.apply(mv(&position, "d10-d11")).unwrap();
    assert_eq!(
        step.piece_at(sq("d11")),
        Some(Piece::new(Colour::White, Role::Medusa))
    );
    let mut kept = position.clone();
    let effects = kept.apply(mv(&position, "d10xe11")).unwrap();
    assert_eq!(
        kept.piece_at(sq("e11")),
        Some(Piece::new(Colour::White, Role::Medusa))
    );
    assert!(effects.contains(&Effect::Promoted {
        square: sq("e11"),
        colour: Colour::White
    }));
    let mut taken = position.clone();
    taken.apply(mv(&position, "d10xe11=T")).unwrap();
    assert_eq!(
        taken.piece_at(sq("e11")),
        Some(Piece::morph(Colour::White, Role::Tower))
    );
}

#[test]
fn a_morph_that_takes_a_swords_form_on_its_last_rank_promotes_after_the_choice() {
    // A black Sword can stand on rank 11 only in a set-up, which is enough to show the order.
    let position = setup(Colour::White, "Kf1 kk6 *Tc10 wc11");
    let mut position = position;
    let effects = position.apply(mv(&position, "c10xc11=W")).unwrap();
    assert_eq!(
        position.piece_at(sq("c11")),
        Some(Piece::new(Colour::White, Role::Medusa))
    );
    assert_eq!(
        effects[2..],
        [
            Effect::Morphed {
                square: sq("c11"),
                from: Role::Tower,
                to: Role::Sword,
                keeps_power: true,
            },
            Effect::Promoted {
                square: sq("c11"),
                colour: Colour::White,
            },
        ]
    );
}

#[test]
fn transformations_that_the_rules_do_not_allow_are_refused() {
    let position = setup(Colour::White, "Kf1 kf11 *Ad4 Ae4 hf6 ha8");
    let error = |from: &str, to: &str, role: Role| {
        position
            .check_move(Move::transform(sq(from), sq(to), role))
            .unwrap_err()
    };
    assert_eq!(
        error("e4", "a8", Role::Horse).to_string(),
        "only the Morph can take another form, and the Advisor on e4 is not the Morph"
    );
    assert_eq!(
        error("d4", "e5", Role::Horse),
        IllegalMove::NoCapture { to: sq("e5") }
    );
    assert_eq!(
        error("d4", "f6", Role::Queen).to_string(),
        "the Morph can take the form of the piece it captures, the Horse, not the Queen"
    );
    assert_eq!(
        position.parse_move("d4xf6=H").map(|m| m.kind),
        Ok(MoveKind::Transform(Role::Horse))
    );
}
