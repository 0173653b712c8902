//! Medea, the end of the game (RULES-medea.md §5): no pieces, no legal move, threefold
//! repetition (counted from the record's start, never reset), 100 plies without progress,
//! resignation and agreed draws; undo back through every kind of move.

use medusa::medea::{Colour, Effect, EndReason, Game, GameResult, MoveError, Outcome, Record};

use crate::common::medea::pos;

fn outcome(result: GameResult, reason: EndReason) -> Option<Outcome> {
    Some(Outcome { result, reason })
}

fn play_all(game: &mut Game, moves: &str) {
    for text in moves.split_whitespace() {
        game.play_text(text)
            .unwrap_or_else(|e| panic!("{text}: {e}"));
    }
}

#[test]
fn a_player_without_legal_moves_loses() {
    // After d2-d3 the black man h2 can neither step (g1, h1 held) nor jump (h3 is backed by
    // h4), and Black's chakras a1 and b1 carry white men, so they cannot move.
    let fen = "8/8/8/8/7M/7M/3M3m/MM4MM w c6,f6 a1,b1 0";
    let mut game = Game::from_position(pos(fen));
    let effects = game.play_text("d2-d3").unwrap();
    assert_eq!(
        effects.last(),
        Some(&Effect::GameEnded {
            outcome: Outcome {
                result: GameResult::Win(Colour::White),
                reason: EndReason::NoMoves
            }
        })
    );
    assert!(game.legal_moves().is_empty());
    assert_eq!(game.play_text("h2-g1"), Err(MoveError::GameOver));
    assert_eq!(
        game.dump(),
        r#"{"variant":"medea","fen":"8/8/8/8/7M/3M3M/7m/MM4MM b c6,f6 a1,b1 0","to_move":"black","status":"ended","result":"white","reason":"no-moves"}"#
    );
}

#[test]
fn a_player_without_men_and_kings_loses_and_his_chakras_do_not_count() {
    // Black still has two vacant chakras that could move, but no pieces.
    let game = Game::from_position(pos("8/8/8/8/8/8/3M4/8 b a1,h1 a8,h8 0"));
    assert_eq!(
        game.outcome(),
        outcome(GameResult::Win(Colour::White), EndReason::NoPieces)
    );
    assert_eq!(pos("8/8/8/8/8/8/3M4/8 b a1,h1 a8,h8 0").perft(1), 0);
}

#[test]
fn the_same_position_a_third_time_is_a_draw() {
    let mut game = Game::from_position(pos("8/6k1/8/8/8/8/1K6/8 w a1,h1 a8,h8 0"));
    play_all(&mut game, "b2-b3 g7-g6 b3-b2 g6-g7 b2-b3 g7-g6 b3-b2");
    assert_eq!(game.outcome(), None);
    assert_eq!(game.repetitions(), 2);
    let effects = game.play_text("g6-g7").unwrap();
    assert_eq!(game.repetitions(), 3);
    assert_eq!(
        effects,
        vec![
            Effect::Slid {
                from: crate::common::medea::sq("g6"),
                to: crate::common::medea::sq("g7")
            },
            Effect::GameEnded {
                outcome: Outcome {
                    result: GameResult::Draw,
                    reason: EndReason::Repetition
                }
            }
        ]
    );
}

#[test]
fn repetitions_count_across_man_moves_a_man_can_be_transmitted_backwards() {
    // a3-a4 is transmitted back to a2 and a2-a3 brings the man back: man moves, yet the
    // position comes back.
    let mut game = Game::from_position(pos("8/6k1/8/8/8/M7/8/8 w a2,a4 a8,h8 0"));
    play_all(&mut game, "a3-a4 g7-g6 a2-a3 g6-g7 a3-a4 g7-g6 a2-a3");
    assert_eq!(game.outcome(), None);
    game.play_text("g6-g7").unwrap();
    assert_eq!(
        game.outcome(),
        outcome(GameResult::Draw, EndReason::Repetition)
    );
}

#[test]
fn a_hundred_plies_without_capture_or_man_move_is_a_draw() {
    let mut game = Game::from_position(pos("8/6k1/8/8/8/8/1K6/8 w a1,h1 a8,h8 98"));
    game.play_text("b2-b3").unwrap();
    assert_eq!(game.position().no_progress_plies(), 99);
    assert_eq!(game.outcome(), None);
    game.play_text("Ch8-h7").unwrap();
    assert_eq!(
        game.outcome(),
        outcome(GameResult::Draw, EndReason::NoProgress)
    );
    // A man move starts the count again.
    let mut game = Game::from_position(pos("8/6k1/8/8/8/8/1M6/8 w a1,h1 a8,h8 98"));
    game.play_text("b2-b3").unwrap();
    assert_eq!(game.position().no_progress_plies(), 0);
    // A position that starts at 100 is already drawn.
    let game = Game::from_position(pos("8/6k1/8/8/8/8/1K6/8 w a1,h1 a8,h8 100"));
    assert_eq!(
        game.outcome(),
        outcome(GameResult::Draw, EndReason::NoProgress)
    );
}

#[test]
fn either_side_may_resign_on_either_turn_and_the_record_names_the_side() {
    let mut game = Game::new();
    game.play_text("c3-d4").unwrap();
    assert!(game.may_resign(Colour::Black));
    assert!(game.may_resign(Colour::White));
    // White resigns on Black's turn.
    game.resign_side(Colour::White).unwrap();
    assert_eq!(
        game.outcome(),
        outcome(GameResult::Win(Colour::Black), EndReason::Resignation)
    );
    assert_eq!(game.notations(), ["c3-d4", "resign white"]);
    let record = Record::of_game(&game, Vec::new());
    assert_eq!(
        record.to_text(),
        "[Variant \"medea\"]\nc3-d4\nresign white\n"
    );
    let replayed = Record::parse(&record.to_text()).unwrap().replay().unwrap();
    assert_eq!(replayed.outcome(), game.outcome());
    assert_eq!(
        replayed.outcome().map(|o| o.to_string()).as_deref(),
        Some("Black wins: White resigned")
    );
    // Once the game is over nobody may, and trying says so.
    assert!(!game.may_resign(Colour::White));
    assert_eq!(game.resign_side(Colour::White), Err(MoveError::GameOver));
    // The side to move's own resignation is written plainly; a side that is not one is
    // refused with a sentence.
    let mut game = Game::new();
    game.play_text("resign WHITE").unwrap();
    assert_eq!(game.notations(), ["resign"]);
    assert_eq!(
        Game::new()
            .play_text("resign blue")
            .map_err(|e| e.to_string()),
        Err("'blue' is not a side (white or black)".to_string())
    );
}

#[test]
fn resignation_and_agreed_draws_end_the_game_and_undo_takes_them_back() {
    let mut game = Game::new();
    game.play_text("c3-d4").unwrap();
    let effects = game.play_text("resign").unwrap();
    assert_eq!(
        effects,
        vec![Effect::GameEnded {
            outcome: Outcome {
                result: GameResult::Win(Colour::White),
                reason: EndReason::Resignation
            }
        }]
    );
    assert_eq!(game.play_text("d6-d5"), Err(MoveError::GameOver));
    assert_eq!(game.play_text("draw"), Err(MoveError::GameOver));
    game.undo();
    assert_eq!(game.outcome(), None);
    game.agree_draw().unwrap();
    assert_eq!(
        game.outcome(),
        outcome(GameResult::Draw, EndReason::Agreement)
    );
    assert_eq!(game.notations(), vec!["c3-d4", "draw"]);
}

#[test]
fn undo_goes_back_through_captures_crowning_transmissions_and_chakra_moves() {
    let start = pos("4k3/8/3m4/3m4/3M4/8/1M6/1M6 w c3,e8 a7,h7 0");
    let mut game = Game::from_position(start);
    let mut seen = vec![game.position().to_fen()];
    // Replacement onto the back rank with crowning, a capture, a chakra move, a step.
    for text in ["b2-c3", "d5xd3", "Cc3-c4", "d3-d2"] {
        game.play_text(text)
            .unwrap_or_else(|e| panic!("{text}: {e}"));
        seen.push(game.position().to_fen());
    }
    assert_eq!(seen[4], "4K3/8/3m4/8/8/8/3m4/1M6 w c4,e8 a7,h7 0");
    while game.undo().is_some() {
        seen.pop();
        assert_eq!(Some(&game.position().to_fen()), seen.last());
    }
    assert_eq!(*game.position(), start);
    assert_eq!(game.undo(), None);
}
