//! Medea, jump captures (RULES-medea.md §3): men's short leaps in four directions, kings'
//! long leaps, compulsory capture and the majority rule (a king counts one), multiple
//! captures with the Turkish strike, one move per start, end and captured set, the canonical
//! path, promotion only where a capture ends.

use medusa::medea::{Colour, Effect, EndReason, GameResult, Outcome, Piece, Role};

use crate::common::medea::{find, moves, play, pos, sq};

fn black_man() -> Piece {
    Piece::new(Colour::Black, Role::Man)
}

#[test]
fn a_man_jumps_an_adjacent_enemy_orthogonally_in_all_four_directions_never_diagonally() {
    // Black men on d5, e4, d3, c4 around the white man d4, one on e5 diagonally.
    let fen = "8/8/8/3mm3/2mMm3/3m4/8/8 w a1,h1 a8,h8 0";
    assert_eq!(moves(&pos(fen)), "d4xb4 d4xd2 d4xd6 d4xf4");
    let (effects, game) = play(fen, "d4xd2");
    assert_eq!(
        effects,
        vec![
            Effect::Jumped {
                from: sq("d4"),
                over: sq("d3"),
                to: sq("d2")
            },
            Effect::Removed {
                pieces: vec![(sq("d3"), black_man())]
            },
        ]
    );
    assert_eq!(
        game.position().to_fen(),
        "8/8/8/3mm3/2m1m3/8/3M4/8 b a1,h1 a8,h8 0"
    );
}

#[test]
fn a_king_leaps_along_a_line_over_one_enemy_to_any_vacant_square_beyond() {
    let fen = "8/8/8/8/3m4/8/8/3K4 w a1,h1 a8,h8 0";
    assert_eq!(moves(&pos(fen)), "d1xd5 d1xd6 d1xd7 d1xd8");
    // Never along a diagonal: the man on c3 is only in the king's way.
    let diagonal = "8/8/8/8/8/2m5/8/K7 w b1,h1 a8,h8 0";
    let list = moves(&pos(diagonal));
    assert!(!list.contains('x'), "{list}");
    assert!(list.contains("a1-b2") && !list.contains("a1-d4"), "{list}");
}

#[test]
fn different_paths_with_the_same_start_end_and_captured_set_are_one_move_written_by_the_path_that_sorts_first()
 {
    // The king may land on d5 or d6 after taking d4; from either it takes d7 and lands d8.
    let fen = "8/3m4/8/8/3m4/8/8/3K4 w a1,h1 a8,h8 0";
    let position = pos(fen);
    assert_eq!(moves(&position), "d1xd5xd8");
    assert_eq!(find(&position, "d1xd6xd8"), find(&position, "d1xd5xd8"));
    let (effects, _) = play(fen, "d1xd6xd8");
    assert_eq!(
        effects,
        vec![
            Effect::Jumped {
                from: sq("d1"),
                over: sq("d4"),
                to: sq("d5")
            },
            Effect::Jumped {
                from: sq("d5"),
                over: sq("d7"),
                to: sq("d8")
            },
            Effect::Removed {
                pieces: vec![(sq("d4"), black_man()), (sq("d7"), black_man())]
            },
            Effect::GameEnded {
                outcome: Outcome {
                    result: GameResult::Win(Colour::White),
                    reason: EndReason::NoPieces
                }
            },
        ]
    );
}

#[test]
fn a_capture_may_come_back_to_its_start_square_and_the_two_ways_round_are_one_move() {
    let fen = "8/8/4m3/3m1m2/3Mm3/8/8/8 w a1,h1 a8,h8 0";
    let position = pos(fen);
    assert_eq!(moves(&position), "d4xd6xf6xf4xd4");
    assert_eq!(
        find(&position, "d4xf4xf6xd6xd4"),
        find(&position, "d4xd6xf6xf4xd4")
    );
    let (effects, game) = play(fen, "d4xf4xf6xd6xd4");
    let jumps: Vec<(String, String, String)> = effects
        .iter()
        .filter_map(|e| match e {
            Effect::Jumped { from, over, to } => {
                Some((from.to_string(), over.to_string(), to.to_string()))
            }
            _ => None,
        })
        .collect();
    let names = |list: &[(&str, &str, &str)]| {
        list.iter()
            .map(|(a, b, c)| (a.to_string(), b.to_string(), c.to_string()))
            .collect::<Vec<_>>()
    };
    // Effects follow the canonical path, whichever path was written.
    assert_eq!(
        jumps,
        names(&[
            ("d4", "d5", "d6"),
            ("d6", "e6", "f6"),
            ("f6", "f5", "f4"),
            ("f4", "e4", "d4")
        ])
    );
    assert_eq!(
        game.position().to_fen(),
        "8/8/8/8/3M4/8/8/8 b a1,h1 a8,h8 0"
    );
    assert_eq!(
        game.outcome(),
        Some(Outcome {
            result: GameResult::Win(Colour::White),
            reason: EndReason::NoPieces
        })
    );
}

#[test]
fn capture_is_compulsory() {
    let fen = "8/8/8/3m4/3M4/M7/8/8 w b1,h1 a8,h8 0";
    assert_eq!(moves(&pos(fen)), "d4xd6");
}

#[test]
fn the_majority_rule_keeps_only_the_largest_captures() {
    // Two men up the d-file, or one to the east.
    let fen = "8/3m4/8/3m4/3Mm3/8/8/8 w a1,h1 a8,h8 0";
    assert_eq!(moves(&pos(fen)), "d4xd6xd8");
}

#[test]
fn a_king_counts_as_one_piece_for_the_majority_rule() {
    // A king or a man: either.
    let fen = "8/8/8/8/2kMm3/8/8/8 w a1,h1 a8,h8 0";
    assert_eq!(moves(&pos(fen)), "d4xb4 d4xf4");
    // A king, or two men: the two men.
    let fen = "8/3m4/8/3m4/2kM4/8/8/8 w a1,h1 a8,h8 0";
    assert_eq!(moves(&pos(fen)), "d4xd6xd8");
}

#[test]
fn captured_pieces_stay_until_the_move_ends_and_block_turkish_strike() {
    // The king takes e4, g6 and f7 and may land anywhere from e7 to a7. From e7 the way
    // south is blocked by e4, taken but still standing, so the man on e2 is safe: were e4
    // removed at once, c4xg4xg7xe7xe1 would take four.
    let fen = "8/5m2/6m1/8/2K1m3/8/4m3/8 w a1,h1 a8,h8 0";
    assert_eq!(
        moves(&pos(fen)),
        "c4xg4xg7xa7 c4xg4xg7xb7 c4xg4xg7xc7 c4xg4xg7xd7 c4xg4xg7xe7"
    );
    let (_, game) = play(fen, "c4xg4xg7xe7");
    assert_eq!(
        game.position().to_fen(),
        "8/4K3/8/8/8/8/4m3/8 b a1,h1 a8,h8 0"
    );
}

#[test]
fn a_man_passing_over_the_back_rank_in_a_capture_stays_a_man() {
    let fen = "2m5/1m1m3m/1M6/8/8/8/8/8 w a1,h1 a8,h8 0";
    assert_eq!(moves(&pos(fen)), "b6xb8xd8xd6");
    let (effects, game) = play(fen, "b6xb8xd8xd6");
    assert!(
        !effects.iter().any(|e| matches!(e, Effect::Crowned { .. })),
        "{effects:?}"
    );
    assert_eq!(
        game.position().to_fen(),
        "8/7m/3M4/8/8/8/8/8 b a1,h1 a8,h8 0"
    );
}

#[test]
fn a_man_ending_a_capture_on_the_back_rank_is_crowned() {
    let fen = "8/3m4/3M4/8/8/7m/8/8 w a1,h1 a8,h8 0";
    let (effects, game) = play(fen, "d6xd8");
    assert_eq!(
        effects,
        vec![
            Effect::Jumped {
                from: sq("d6"),
                over: sq("d7"),
                to: sq("d8")
            },
            Effect::Removed {
                pieces: vec![(sq("d7"), black_man())]
            },
            Effect::Crowned { square: sq("d8") },
        ]
    );
    assert_eq!(
        game.position().to_fen(),
        "3K4/8/8/8/8/7m/8/8 b a1,h1 a8,h8 0"
    );
}

#[test]
fn a_piece_on_a_chakra_is_captured_and_the_chakra_stays() {
    // The black man stands on White's chakra c3.
    let fen = "8/8/8/7m/8/2m5/2M5/8 w c3,h1 a8,h8 0";
    assert_eq!(moves(&pos(fen)), "c2xc4");
    let (_, game) = play(fen, "c2xc4");
    assert_eq!(
        game.position().to_fen(),
        "8/8/8/7m/2M5/8/8/8 b c3,h1 a8,h8 0"
    );
}
