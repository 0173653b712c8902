//! Pillars of Medusa: the inventor's 25-move sample game, replayed move by move from the
//! reconstructed start (RULES-pillars.md §1, §4.6).

use medusa::pillars::{Effect, Game, Record, Role};

use crate::common::pillars::{moves, names, sq};

fn sample() -> String {
    std::fs::read_to_string("tests/data/pillars-sample.txt").expect("the sample game fixture")
}

#[test]
fn every_move_of_the_sample_game_is_legal_and_made_by_the_named_kind_of_piece() {
    let record = Record::from_text(&sample()).unwrap();
    assert_eq!(record.turns.len(), 49);
    // The kinds the seed names, move by move (W for its Sword moves, * for the Morph).
    let named = "W W M W P P S P M D * H M D M Q M D W M M Q P S D D D D S * M S M H D D P A P W \
                 D A P A S T M M S";
    let mut game = Game::new();
    for (index, (action, kind)) in record.turns.iter().zip(named.split(' ')).enumerate() {
        let medusa::pillars::Turn::Move(mv) = *action else {
            panic!("ply {} is not a move", index + 1);
        };
        let piece = game.position().piece_at(mv.from).unwrap();
        let letter = if piece.morph {
            '*'
        } else {
            piece.role.letter()
        };
        assert_eq!(letter.to_string(), kind, "ply {}", index + 1);
        assert!(game.position().is_legal(mv), "ply {}", index + 1);
        game.play(mv).unwrap();
    }
}

#[test]
fn the_sample_game_checks_exactly_where_the_seed_marks_check() {
    let record = Record::from_text(&sample()).unwrap();
    let mut game = Game::new();
    let mut checks = Vec::new();
    for (index, &action) in record.turns.iter().enumerate() {
        let effects = game.apply(action).unwrap();
        if effects.iter().any(|e| matches!(e, Effect::Check { .. })) {
            checks.push(index + 1);
        }
    }
    // 5. ME-C8+ (ply 9), 9. ... MA-A6+ (ply 18), 25. S-G9 (ply 49).
    assert_eq!(checks, vec![9, 18, 49]);
}

#[test]
fn after_the_serpent_checks_on_g9_black_has_exactly_two_replies() {
    let game = Record::from_text(&sample()).unwrap().replay().unwrap();
    assert!(game.position().is_check());
    assert!(!game.is_over(), "check, not mate");
    assert_eq!(moves(game.position()), vec!["d11-f9", "d11-g8"]);
    for reply in ["d11-f9", "d11-g8"] {
        let mut after = game.clone();
        let mv = after.position().parse_move(reply).unwrap();
        after.play(mv).unwrap();
        assert!(
            after.position().is_frozen(sq("g9")),
            "{reply} freezes the Serpent"
        );
        assert_eq!(
            after.position().piece_at(sq("g9")).map(|p| p.role),
            Some(Role::Serpent)
        );
    }
}

#[test]
fn the_medusa_froze_what_the_seed_says_after_8_me_x_b10() {
    let record = Record::from_text(&sample()).unwrap();
    let mut game = Game::new();
    for &action in &record.turns[..15] {
        game.apply(action).unwrap();
    }
    // "black's pieces on A9, A10, A11, C10, & C11 all were turned to stone"
    assert_eq!(names(game.position().frozen()), "a9 a10 c10 a11 c11");
}
