//! Pillars of Medusa: castling by exchange (RULES-pillars.md §6) with all its conditions.

use medusa::pillars::{
    CastlingRights, CastlingSide, Colour, Effect, IllegalMove, Move, MoveKind, Piece, Role,
};

use crate::common::pillars::{fen, moves_from, mv, setup_with, sq};

fn error(position: &medusa::pillars::Position, side: CastlingSide) -> String {
    position
        .check_move(Move::castle(position.to_move(), side))
        .unwrap_err()
        .to_string()
}

#[test]
fn the_king_and_the_tower_exchange_squares() {
    let position = setup_with(
        Colour::White,
        CastlingRights::ALL,
        "Ta1 Kf1 Tk1 ta11 kf11 tk11 Wa2 Wk2 wa10 wk10 Wf5",
    );
    assert_eq!(
        moves_from(&position, "f1"),
        "O-O-A O-O-K f1-e1 f1-e2 f1-f2 f1-g1 f1-g2"
    );
    let mut a_side = position.clone();
    let effects = a_side.apply(mv(&position, "O-O-A")).unwrap();
    assert_eq!(
        effects,
        vec![Effect::Castled {
            colour: Colour::White,
            side: CastlingSide::A,
            king_from: sq("f1"),
            king_to: sq("a1"),
            tower_from: sq("a1"),
            tower_to: sq("f1"),
        }]
    );
    // A Tower that lands on the King's file gives check.
    let open = setup_with(
        Colour::White,
        CastlingRights::ALL,
        "Ta1 Kf1 Tk1 ta11 kf11 tk11 Wa2 Wk2 wa10 wk10",
    );
    let effects = open.clone().apply(mv(&open, "O-O-K")).unwrap();
    assert_eq!(
        effects.last(),
        Some(&Effect::Check {
            colour: Colour::Black,
            king: sq("f11"),
            by: vec![sq("f1")]
        })
    );
    assert_eq!(
        a_side.piece_at(sq("a1")),
        Some(Piece::new(Colour::White, Role::King))
    );
    assert_eq!(
        a_side.piece_at(sq("f1")),
        Some(Piece::new(Colour::White, Role::Tower))
    );
    assert_eq!(a_side.castling().fen(), "ak");
    let mut k_side = position.clone();
    k_side.apply(mv(&position, "O-O-K")).unwrap();
    k_side.apply(mv(&k_side, "o-o-k")).unwrap();
    assert_eq!(
        k_side.fen(),
        "t4t4k/w9w/11/11/11/11/5W5/11/11/W9W/T4T4K w - 2 2"
    );
    // Castling is a move of the King onto its Tower's corner, for the app.
    assert_eq!(
        Move::castle(Colour::Black, CastlingSide::K),
        Move {
            from: sq("f11"),
            to: sq("k11"),
            kind: MoveKind::Castle(CastlingSide::K)
        }
    );
}

#[test]
fn castling_needs_every_square_between_empty() {
    let position = setup_with(
        Colour::White,
        CastlingRights::ALL,
        "Ta1 Hb1 Kf1 Tk1 ta11 kf11 tk11 Wa2 Wk2 wa10 wk10",
    );
    assert_eq!(
        error(&position, CastlingSide::A),
        "castling needs the squares between King and Tower empty, and a Horse stands on b1"
    );
    assert!(
        position
            .check_move(Move::castle(Colour::White, CastlingSide::K))
            .is_ok()
    );
}

#[test]
fn the_right_is_lost_when_the_king_or_that_tower_moves_or_the_tower_is_taken() {
    let start = "t4k4t/w9w/11/11/11/11/11/11/11/W9W/T4K4T w AKak 0 1";
    let mut position = fen(start);
    position.apply(mv(&position, "a1-b1")).unwrap();
    position.apply(mv(&position, "a10-a9")).unwrap();
    position.apply(mv(&position, "b1-a1")).unwrap();
    position.apply(mv(&position, "a9-a8")).unwrap();
    assert_eq!(position.castling().fen(), "Kak");
    assert_eq!(
        error(&position, CastlingSide::A),
        "White can no longer castle on the a-side: the King or that Tower has moved"
    );
    let mut king = fen(start);
    king.apply(mv(&king, "f1-f2")).unwrap();
    king.apply(mv(&king, "a10-a9")).unwrap();
    assert_eq!(king.castling().fen(), "ak");
    let mut taken = fen("t4k4t/10w/11/11/11/11/11/11/11/10W/T4K4T b AKak 0 1");
    taken.apply(mv(&taken, "a11xa1")).unwrap();
    assert_eq!(taken.castling().fen(), "Kk");
}

#[test]
fn a_morph_that_became_a_tower_never_castles() {
    assert!(
        medusa::pillars::Position::from_fen("5k5/11/11/11/11/11/11/11/11/11/*T4K5 w A 0 1")
            .is_err()
    );
    let position = setup_with(Colour::White, CastlingRights::NONE, "*Ta1 Kf1 kf11");
    assert_eq!(moves_from(&position, "f1"), "f1-e1 f1-e2 f1-f2 f1-g1 f1-g2");
}

#[test]
fn no_castling_out_of_check_through_or_onto_an_attacked_square() {
    let rights = CastlingRights::ALL;
    let in_check = setup_with(
        Colour::White,
        rights,
        "Ta1 Kf1 Tk1 kf11 tf8 ta11 tk11 Wa2 Wk2 wa10 wk10",
    );
    assert_eq!(
        error(&in_check, CastlingSide::K),
        "the King cannot castle out of check (from the Tower on f8)"
    );
    let through = setup_with(
        Colour::White,
        rights,
        "Ta1 Kf1 Tk1 kf11 hd3 ta11 tk11 Wa2 Wk2 wa10 wk10",
    );
    assert_eq!(
        error(&through, CastlingSide::A),
        "the King cannot castle across or onto e1, attacked by the Horse on d3"
    );
    assert!(
        through
            .check_move(Move::castle(Colour::White, CastlingSide::K))
            .is_ok()
    );
    let corner = setup_with(
        Colour::White,
        rights,
        "Ta1 Kf1 Tk1 kf11 ad4 ta11 tk11 Wa2 Wk2 wa10 wk10",
    );
    assert_eq!(
        error(&corner, CastlingSide::A),
        "the King cannot castle across or onto a1, attacked by the Advisor on d4"
    );
    // A frozen attacker does not count.
    let held = setup_with(
        Colour::White,
        rights,
        "Ta1 Kf1 Tk1 kf11 ad4 Md5 ta11 tk11 Wa2 Wk2 wa10 wk10",
    );
    assert!(
        held.check_move(Move::castle(Colour::White, CastlingSide::A))
            .is_ok()
    );
}

#[test]
fn a_frozen_king_or_tower_does_not_castle() {
    let rights = CastlingRights::ALL;
    let tower = setup_with(
        Colour::White,
        rights,
        "Ta1 Kf1 Tk1 kf11 mb2 ta11 tk11 Wa2 Wk2 wa10 wk10",
    );
    assert_eq!(
        tower.check_move(Move::castle(Colour::White, CastlingSide::A)),
        Err(IllegalMove::Frozen {
            square: sq("a1"),
            piece: Piece::new(Colour::White, Role::Tower)
        })
    );
    assert!(
        tower
            .check_move(Move::castle(Colour::White, CastlingSide::K))
            .is_ok()
    );
}
