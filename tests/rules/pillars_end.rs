//! Pillars of Medusa: check, the end of the game and undo (RULES-pillars.md §2): checkmate,
//! stalemate, threefold repetition, the 100-ply rule, bare Kings, resignation, agreed draws.

use medusa::pillars::{
    Colour, Effect, EndReason, Game, IllegalMove, Move, Outcome, Position, Record, Turn,
};

use crate::common::pillars::{mv, play, setup, sq};

#[test]
fn checkmate_ends_the_game_for_the_side_that_gave_it() {
    // The black King on k11 is shut in by its own Swords; the Tower mates on the 11th rank.
    let mut game = Game::from_position(setup(Colour::White, "Kf1 kk11 wj10 wk10 Ta2"));
    let effects = game.play(mv(game.position(), "a2-a11")).unwrap();
    let outcome = Outcome {
        winner: Some(Colour::White),
        reason: EndReason::Checkmate,
    };
    assert_eq!(effects.last(), Some(&Effect::GameEnded(outcome)));
    assert_eq!(game.outcome(), Some(outcome));
    assert!(game.legal_moves().is_empty());
    assert_eq!(
        game.play(Move::new(sq("k10"), sq("k9"))),
        Err(IllegalMove::GameOver)
    );
    assert_eq!(game.resign(), Err(IllegalMove::GameOver));
    assert_eq!(IllegalMove::GameOver.to_string(), "the game is over");
}

#[test]
fn a_lone_medusa_mates_a_king_she_has_frozen() {
    // The seed's test answer 1: a King next to a Medusa is in check and cannot move; with
    // nothing to capture her, it is mate.
    let game = Game::from_position(setup(Colour::Black, "Kc5 ka10 Ma11"));
    assert_eq!(
        game.outcome(),
        Some(Outcome {
            winner: Some(Colour::White),
            reason: EndReason::Checkmate
        })
    );
}

#[test]
fn stalemate_is_a_draw() {
    let game = Game::from_position(setup(Colour::Black, "Kf1 kk11 Qi10"));
    assert_eq!(
        game.outcome(),
        Some(Outcome {
            winner: None,
            reason: EndReason::Stalemate
        })
    );
    assert!(!game.position().is_check());
}

#[test]
fn only_the_two_kings_left_is_a_draw() {
    let mut game = Game::from_position(setup(Colour::White, "Kf1 kf4 hg2"));
    let effects = game.play(mv(game.position(), "f1xg2")).unwrap();
    assert_eq!(
        effects.last(),
        Some(&Effect::GameEnded(Outcome {
            winner: None,
            reason: EndReason::BareKings
        }))
    );
}

#[test]
fn the_third_repetition_is_a_draw() {
    let mut game = Game::from_position(setup(Colour::White, "Kf1 kf11 Hb1 hb11"));
    play(&mut game, "b1-c3 b11-c9 c3-b1 c9-b11 b1-c3 b11-c9 c3-b1");
    assert_eq!(game.repetitions(), 2);
    assert!(!game.is_over());
    play(&mut game, "c9-b11");
    assert_eq!(game.repetitions(), 3);
    assert_eq!(
        game.outcome(),
        Some(Outcome {
            winner: None,
            reason: EndReason::Repetition
        })
    );
    game.undo();
    assert!(!game.is_over());
}

#[test]
fn castling_rights_make_positions_different() {
    let start = "t4k4t/w9w/11/11/11/11/11/11/11/W9W/T4K4T w AKak 0 1";
    let mut game = Game::from_fen(start).unwrap();
    // The Kings step out and back: the pieces repeat, the rights do not.
    play(
        &mut game,
        "f1-f2 f11-f10 f2-f1 f10-f11 f1-f2 f11-f10 f2-f1 f10-f11",
    );
    assert_eq!(game.repetitions(), 2, "the start had rights: not the same");
    assert!(!game.is_over());
}

#[test]
fn a_hundred_plies_without_capture_or_sword_move_is_a_draw() {
    let fen = "5k5/11/11/11/11/11/11/11/11/w10/1H3K5 w - 98 60";
    let mut game = Game::from_fen(fen).unwrap();
    play(&mut game, "b1-c3");
    assert!(!game.is_over());
    play(&mut game, "f11-f10");
    assert_eq!(game.position().halfmoves(), 100);
    assert_eq!(
        game.outcome(),
        Some(Outcome {
            winner: None,
            reason: EndReason::FiftyMoves
        })
    );
    let mut sword = Game::from_fen(fen).unwrap();
    play(&mut sword, "b1-c3 a2-a1");
    assert_eq!(
        sword.position().halfmoves(),
        0,
        "a Sword move resets the count"
    );
    assert!(!sword.is_over());
}

#[test]
fn resignation_and_agreed_draws_end_the_game_and_can_be_taken_back() {
    let mut game = Game::new();
    play(&mut game, "e3-e5");
    let effects = game.resign().unwrap();
    assert_eq!(
        effects,
        vec![Effect::GameEnded(Outcome {
            winner: Some(Colour::White),
            reason: EndReason::Resignation
        })]
    );
    assert_eq!(game.undo(), Some(Turn::Resign(Colour::Black)));
    assert!(!game.is_over());
    game.agree_draw().unwrap();
    assert_eq!(
        game.outcome(),
        Some(Outcome {
            winner: None,
            reason: EndReason::Agreement
        })
    );
}

#[test]
fn undo_takes_back_any_number_of_moves() {
    let mut game = Game::new();
    let record = std::fs::read_to_string("tests/data/pillars-sample.txt").unwrap();
    let record = medusa::pillars::Record::from_text(&record).unwrap();
    let mut positions = vec![game.position().clone()];
    for &action in &record.turns {
        game.apply(action).unwrap();
        positions.push(game.position().clone());
    }
    while let Some(action) = game.undo() {
        positions.pop();
        assert_eq!(game.position(), positions.last().unwrap(), "{action:?}");
        assert_eq!(game.position().hash(), positions.last().unwrap().hash());
    }
    assert_eq!(game.position(), &Position::start());
    assert_eq!(game.undo(), None);
}

#[test]
fn a_game_set_up_in_a_finished_position_is_over_at_once() {
    let game = Game::from_fen("5k5/11/11/11/11/11/11/11/11/11/5K5 w - 0 1").unwrap();
    assert_eq!(game.outcome().map(|o| o.reason), Some(EndReason::BareKings));
}

#[test]
fn either_side_may_resign_on_either_turn_but_not_after_the_end() {
    let mut game = Game::new();
    play(&mut game, "e3-e5");
    assert!(game.may_resign(Colour::Black));
    assert!(game.may_resign(Colour::White));
    // White resigns on Black's turn: the record names the side.
    let outcome = Outcome {
        winner: Some(Colour::Black),
        reason: EndReason::Resignation,
    };
    assert_eq!(
        game.resign_side(Colour::White),
        Ok(vec![Effect::GameEnded(outcome)])
    );
    assert_eq!(game.turns().last(), Some(&Turn::Resign(Colour::White)));
    assert_eq!(game.notations(), ["e3-e5", "resign white"]);
    assert_eq!(
        game.outcome().map(|o| o.to_string()).as_deref(),
        Some("Black wins: White resigned")
    );
    let text = Record::of_game(&game, Vec::new()).to_text();
    let replayed = Record::from_text(&text).unwrap().replay().unwrap();
    assert_eq!(replayed.outcome(), Some(outcome));
    assert!(!game.may_resign(Colour::White) && !game.may_resign(Colour::Black));
    assert_eq!(game.resign_side(Colour::White), Err(IllegalMove::GameOver));
}

#[test]
fn every_ending_is_said_in_words_with_its_reason() {
    let said = |winner, reason| {
        let outcome = Outcome { winner, reason };
        (outcome.reason_text(), outcome.to_string())
    };
    let (white, black) = (Some(Colour::White), Some(Colour::Black));
    let cases = [
        (
            said(white, EndReason::Checkmate),
            "Black is checkmated",
            "White wins: Black is checkmated",
        ),
        (
            said(black, EndReason::Resignation),
            "White resigned",
            "Black wins: White resigned",
        ),
        (
            said(None, EndReason::Stalemate),
            "stalemate",
            "Draw: stalemate",
        ),
        (
            said(None, EndReason::Repetition),
            "the same position came up a third time",
            "Draw: the same position came up a third time",
        ),
        (
            said(None, EndReason::FiftyMoves),
            "100 plies without a capture or a Sword move",
            "Draw: 100 plies without a capture or a Sword move",
        ),
        (
            said(None, EndReason::BareKings),
            "only the Kings are left",
            "Draw: only the Kings are left",
        ),
        (
            said(None, EndReason::Agreement),
            "the players agreed",
            "Draw by agreement",
        ),
    ];
    for ((reason, sentence), want_reason, want_sentence) in cases {
        assert_eq!(
            (reason.as_str(), sentence.as_str()),
            (want_reason, want_sentence)
        );
    }
}
