//! Medea, the Transmitter (RULES-medea.md §4): transmission to a vacant other chakra, capture
//! by replacement, a friendly piece blocking, the other chakra judged before the move, what
//! never transmits, promotion where the move ends, and replacement captures in the capture
//! obligation.

use medusa::medea::{Colour, Effect, EndReason, GameResult, Outcome, Piece, Role};

use crate::common::medea::{after, moves, play, pos, sq};

#[test]
fn a_step_onto_a_vacant_own_chakra_goes_on_to_the_other_when_it_is_vacant() {
    let start = "mmmmmmmm/1mmmmmm1/2mmmm2/8/8/2MMMM2/1MMMMMM1/MMMMMMMM w a2,h2 a7,h7 0";
    let (effects, _) = play(start, "b1-a2");
    assert_eq!(
        effects,
        vec![
            Effect::Stepped {
                from: sq("b1"),
                to: sq("a2")
            },
            Effect::Transmitted {
                from: sq("a2"),
                to: sq("h2")
            },
        ]
    );
}

#[test]
fn an_enemy_piece_on_the_other_chakra_is_captured_by_replacement_and_it_is_compulsory() {
    // A black man stands on White's chakra h2; b1-a2 replaces it, and nothing else is legal.
    let fen = "8/8/3m4/8/8/8/7m/1M6 w a2,h2 a7,h7 0";
    assert_eq!(moves(&pos(fen)), "b1-a2");
    let (effects, game) = play(fen, "b1-a2");
    assert_eq!(
        effects,
        vec![
            Effect::Stepped {
                from: sq("b1"),
                to: sq("a2")
            },
            Effect::Transmitted {
                from: sq("a2"),
                to: sq("h2")
            },
            Effect::CapturedByReplacement {
                square: sq("h2"),
                piece: Piece::new(Colour::Black, Role::Man)
            },
        ]
    );
    assert_eq!(
        game.position().to_fen(),
        "8/8/3m4/8/8/8/7M/8 b a2,h2 a7,h7 0"
    );
}

#[test]
fn a_king_sliding_onto_the_chakra_also_captures_by_replacement() {
    let fen = "8/8/8/K7/8/8/7m/8 w a2,h2 a7,h7 0";
    assert_eq!(moves(&pos(fen)), "a5-a2");
    let (effects, game) = play(fen, "a5-a2");
    assert_eq!(
        effects,
        vec![
            Effect::Slid {
                from: sq("a5"),
                to: sq("a2")
            },
            Effect::Transmitted {
                from: sq("a2"),
                to: sq("h2")
            },
            Effect::CapturedByReplacement {
                square: sq("h2"),
                piece: Piece::new(Colour::Black, Role::Man)
            },
            Effect::GameEnded {
                outcome: Outcome {
                    result: GameResult::Win(Colour::White),
                    reason: EndReason::NoPieces
                }
            },
        ]
    );
    assert_eq!(game.position().to_fen(), "8/8/8/8/8/8/7K/8 b a2,h2 a7,h7 0");
}

#[test]
fn a_friendly_piece_on_the_other_chakra_blocks_the_transmission() {
    let fen = "8/8/3m4/8/8/8/7M/1M6 w a2,h2 a7,h7 0";
    assert_eq!(
        moves(&pos(fen)),
        "Ca2-a1 Ca2-a3 Ca2-b2 Ca2-b3 b1-a2 b1-b2 b1-c2 h2-g3 h2-h3"
    );
    let (effects, game) = play(fen, "b1-a2");
    assert_eq!(
        effects,
        vec![Effect::Stepped {
            from: sq("b1"),
            to: sq("a2")
        }]
    );
    // The player now occupies both his chakras.
    assert_eq!(
        game.position().to_fen(),
        "8/8/3m4/8/8/8/M6M/8 b a2,h2 a7,h7 0"
    );
}

#[test]
fn a_piece_moving_from_one_own_chakra_onto_the_other_is_not_transmitted_back() {
    // The king leaves a2 for h2: a2 counts as held by a friendly piece (the king itself).
    let fen = "8/8/3m4/8/8/8/K7/8 w a2,h2 a7,h7 0";
    let (effects, game) = play(fen, "a2-h2");
    assert_eq!(
        effects,
        vec![Effect::Slid {
            from: sq("a2"),
            to: sq("h2")
        }]
    );
    assert_eq!(
        game.position().to_fen(),
        "8/8/3m4/8/8/8/7K/8 b a2,h2 a7,h7 1"
    );
    // The same for a man stepping between neighbouring chakras.
    assert_eq!(
        after("8/8/3m4/8/8/8/1M6/8 w b2,c3 a7,h7 0", "b2-c3"),
        "8/8/3m4/8/8/2M5/8/8 b b2,c3 a7,h7 0"
    );
}

#[test]
fn a_capture_ending_on_an_own_chakra_is_not_transmitted() {
    let fen = "8/8/m7/3m4/3M4/8/8/8 w d6,h1 a7,h7 0";
    let (effects, game) = play(fen, "d4xd6");
    assert_eq!(effects.len(), 2, "{effects:?}");
    assert_eq!(
        game.position().to_fen(),
        "8/8/m2M4/8/8/8/8/8 b d6,h1 a7,h7 0"
    );
}

#[test]
fn stepping_onto_the_opponents_chakra_never_transmits() {
    let fen = "8/8/3m4/8/8/3M4/8/8 w a1,h1 d4,h7 0";
    assert_eq!(after(fen, "d3-d4"), "8/8/3m4/8/3M4/8/8/8 b a1,h1 d4,h7 0");
}

#[test]
fn no_capture_follows_a_transmission() {
    // Transmitted to h2, the man stands below the black man h3 with h4 vacant: the move
    // ends all the same, and Black is to move.
    let fen = "8/8/8/8/8/7m/8/1M6 w a2,h2 a7,h7 0";
    let (effects, game) = play(fen, "b1-a2");
    assert_eq!(effects.len(), 2, "{effects:?}");
    assert_eq!(
        game.position().to_fen(),
        "8/8/8/8/8/7m/7M/8 b a2,h2 a7,h7 0"
    );
}

#[test]
fn a_man_transmitted_to_a_chakra_on_the_opponents_back_rank_is_crowned_at_once() {
    let fen = "8/8/3m4/8/8/8/1M6/8 w c3,e8 a7,h7 0";
    let (effects, game) = play(fen, "b2-c3");
    assert_eq!(
        effects,
        vec![
            Effect::Stepped {
                from: sq("b2"),
                to: sq("c3")
            },
            Effect::Transmitted {
                from: sq("c3"),
                to: sq("e8")
            },
            Effect::Crowned { square: sq("e8") },
        ]
    );
    assert_eq!(
        game.position().to_fen(),
        "4K3/8/3m4/8/8/8/8/8 b c3,e8 a7,h7 0"
    );
}

#[test]
fn a_man_transmitted_off_the_back_rank_is_not_crowned_and_one_blocked_there_is() {
    let fen = "8/3M4/8/7m/8/8/8/8 w a3,d8 a7,h7 0";
    let (effects, game) = play(fen, "d7-d8");
    assert_eq!(
        effects,
        vec![
            Effect::Stepped {
                from: sq("d7"),
                to: sq("d8")
            },
            Effect::Transmitted {
                from: sq("d8"),
                to: sq("a3")
            },
        ]
    );
    assert_eq!(
        game.position().to_fen(),
        "8/8/8/7m/8/M7/8/8 b a3,d8 a7,h7 0"
    );
    // With a white man on a3 the transmission is blocked: the man ends on d8, crowned.
    let fen = "8/3M4/8/7m/8/M7/8/8 w a3,d8 a7,h7 0";
    let (effects, game) = play(fen, "d7-d8");
    assert_eq!(
        effects,
        vec![
            Effect::Stepped {
                from: sq("d7"),
                to: sq("d8")
            },
            Effect::Crowned { square: sq("d8") },
        ]
    );
    assert_eq!(
        game.position().to_fen(),
        "3K4/8/8/7m/8/M7/8/8 b a3,d8 a7,h7 0"
    );
}

#[test]
fn a_replacement_capture_onto_the_back_rank_crowns() {
    let fen = "4k3/8/3m4/8/8/8/1M6/8 w c3,e8 a7,h7 0";
    let (effects, game) = play(fen, "b2-c3");
    assert_eq!(
        effects,
        vec![
            Effect::Stepped {
                from: sq("b2"),
                to: sq("c3")
            },
            Effect::Transmitted {
                from: sq("c3"),
                to: sq("e8")
            },
            Effect::CapturedByReplacement {
                square: sq("e8"),
                piece: Piece::new(Colour::Black, Role::King)
            },
            Effect::Crowned { square: sq("e8") },
        ]
    );
    assert_eq!(
        game.position().to_fen(),
        "4K3/8/3m4/8/8/8/8/8 b c3,e8 a7,h7 0"
    );
}

#[test]
fn replacement_captures_stand_beside_single_jump_captures_and_give_way_to_larger_ones() {
    // m = 1: the one-piece jump and the replacement are both legal.
    let one = "8/8/8/3m4/3M4/8/7m/1M6 w a2,h2 a7,h7 0";
    assert_eq!(moves(&pos(one)), "b1-a2 d4xd6");
    // m = 2: only the two-piece jump.
    let two = "8/3m4/8/3m4/3M4/8/7m/1M6 w a2,h2 a7,h7 0";
    assert_eq!(moves(&pos(two)), "d4xd6xd8");
}
