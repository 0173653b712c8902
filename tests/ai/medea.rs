//! Medea's computer player: it sees a sacrifice that wins a multi-capture, keeps its king out
//! of reach, takes a king by replacement rather than a man by a jump, and plays legal moves
//! that follow the rules' repetition draw.

use std::time::Duration;

use medusa::ai::Level;
use medusa::ai::alphabeta::{Outcome, Search, SearchGame, Settings, game_over};
use medusa::ai::medea::{MedeaSearch, evaluate};
use medusa::medea::{Colour, Game, Move, Position};

use crate::common::TestRng;
use crate::common::medea::pos;

/// The Casual level's move in `position`.
fn casual_move(position: &Position) -> Move {
    let mut search = Search::new(
        &MedeaSearch::from_position(*position),
        Settings::level(Level::Casual, 7),
    );
    while !search.step(Duration::from_millis(50)) {}
    search.best_move().expect("a move")
}

#[test]
fn the_search_sacrifices_a_man_for_a_four_piece_capture() {
    let position =
        pos("2mmmmmm/m1m1mmmm/1mmm1m2/2m1m3/3M2M1/2MMM3/1MMM1MM1/MMMMMMMM w a2,h3 a7,h7 0");
    let sacrifice = casual_move(&position);
    assert_eq!(position.notation(&sacrifice).to_string(), "d4-d5");
    // The man is lost at once: Black's only move takes it ...
    let mut after = position;
    after.play_unchecked(&sacrifice);
    let replies = after.legal_moves();
    assert_eq!(replies.len(), 1);
    assert_eq!(after.notation(&replies[0]).to_string(), "d6xd4");
    after.play_unchecked(&replies[0]);
    // ... and White takes four.
    let capture = casual_move(&after);
    assert_eq!(after.notation(&capture).to_string(), "d3xd5xb5xb7xd7");
    assert_eq!(capture.captured().len(), 4);
}

/// Whether Black can take a white king after `mv`.
fn hangs_the_king(position: &Position, mv: &Move) -> bool {
    let mut after = *position;
    after.play_unchecked(mv);
    let kings = after.kings(Colour::White);
    after
        .legal_moves()
        .iter()
        .any(|reply| !(reply.captured() & kings).is_empty())
}

#[test]
fn the_search_does_not_give_its_king_away() {
    // Positions where most moves let Black take the white king and no sacrifice wins.
    for fen in [
        "k4K2/8/8/8/m3M3/4M3/1M2M3/8 w b4,f2 a7,b6 2",
        "1mmm1K2/2m5/1m6/m7/k5m1/4M2M/8/8 w a2,h5 a7,f8 0",
        "8/8/8/3k1m2/7K/2M4M/5m2/M7 w a1,g2 c6,h4 2",
        "mk4K1/8/4m3/3M4/4m3/8/m7/8 w a2,f6 a4,d2 1",
    ] {
        let position = pos(fen);
        let moves = position.legal_moves();
        let hanging = moves
            .iter()
            .filter(|m| hangs_the_king(&position, m))
            .count();
        // Most moves lose the king here.
        assert!(
            hanging * 2 >= moves.len(),
            "{fen}: {hanging} of {}",
            moves.len()
        );
        let chosen = casual_move(&position);
        assert!(
            !hangs_the_king(&position, &chosen),
            "{fen}: {} gives the king away",
            position.notation(&chosen)
        );
    }
}

#[test]
fn the_search_takes_a_king_by_replacement_rather_than_a_man_by_a_jump() {
    // a1-a2 is transmitted to h1 and replaces the black king there; h4xf4 takes a man.
    let position = pos("m4mm1/2m1m2M/1m3m2/4m3/M5mM/2M5/1M1M2M1/M6k w a2,h1 a7,h5 1");
    let mut legal: Vec<String> = position
        .legal_moves()
        .iter()
        .map(|m| position.notation(m).to_string())
        .collect();
    legal.sort();
    assert_eq!(legal, vec!["a1-a2", "h4xf4"]);
    let chosen = casual_move(&position);
    assert_eq!(position.notation(&chosen).to_string(), "a1-a2");
    assert_eq!(
        chosen.replaced(),
        Some(medusa::medea::Square::parse("h1").unwrap())
    );
}

#[test]
fn the_evaluation_is_symmetric_at_the_start() {
    assert_eq!(evaluate(&Position::start()), 0);
    assert_eq!(evaluate(&Position::start().with_to_move(Colour::Black)), 0);
}

#[test]
fn the_search_view_follows_the_repetition_rule_of_a_game() {
    let mut game = Game::from_position(pos("8/6k1/8/8/8/8/1K6/8 w a1,h1 a8,h8 0"));
    for text in [
        "b2-b3", "g7-g6", "b3-b2", "g6-g7", "b2-b3", "g7-g6", "b3-b2",
    ] {
        game.play_text(text).unwrap();
    }
    let mut view = MedeaSearch::from_game(&game);
    assert_eq!(view.outcome(), None);
    let mv = game.position().parse_move("g6-g7").unwrap();
    view.make(mv);
    assert_eq!(view.outcome(), Some(Outcome::Draw));
    game.play(&mv).unwrap();
    assert!(game.is_over());
}

#[test]
fn the_search_plays_legal_moves_through_random_positions() {
    let mut rng = TestRng::new(3);
    for _ in 0..6 {
        let mut game = Game::new();
        for _ in 0..rng.below(60) {
            let moves = game.legal_moves();
            if moves.is_empty() {
                break;
            }
            game.play(&moves[rng.below(moves.len())]).unwrap();
        }
        let view = MedeaSearch::from_game(&game);
        if game_over(&view).is_some() {
            continue;
        }
        let mut settings = Settings::level(Level::Beginner, rng.next());
        settings.budget.time = Some(Duration::from_millis(200));
        let mut search = Search::new(&view, settings);
        while !search.step(Duration::from_millis(20)) {}
        let mv = search.best_move().expect("a move");
        assert!(game.legal_moves().contains(&mv));
    }
}

/// The same position with the colours swapped and the board turned over (rank 1 <-> rank 8).
fn mirrored(position: &Position) -> Position {
    let fen = position.to_fen();
    let fields: Vec<&str> = fen.split(' ').collect();
    let pieces: Vec<String> = fields[0]
        .split('/')
        .rev()
        .map(|rank| {
            rank.chars()
                .map(|c| {
                    if c.is_ascii_uppercase() {
                        c.to_ascii_lowercase()
                    } else {
                        c.to_ascii_uppercase()
                    }
                })
                .collect()
        })
        .collect();
    let flip = |field: &str| {
        field
            .split(',')
            .map(|square| {
                let b = square.as_bytes();
                format!("{}{}", b[0] as char, (b'9' - b[1] + b'0') as char)
            })
            .collect::<Vec<_>>()
            .join(",")
    };
    let side = if fields[1] == "w" { "b" } else { "w" };
    let text = format!(
        "{} {side} {} {} {}",
        pieces.join("/"),
        flip(fields[3]),
        flip(fields[2]),
        fields[4]
    );
    Position::from_fen(&text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

#[test]
fn the_evaluation_does_not_care_which_colour_is_which() {
    let mut rng = TestRng::new(17);
    for _ in 0..40 {
        let mut game = Game::new();
        for _ in 0..rng.below(120) {
            let moves = game.legal_moves();
            if moves.is_empty() {
                break;
            }
            game.play(&moves[rng.below(moves.len())]).unwrap();
        }
        let position = *game.position();
        let mirror = mirrored(&position);
        assert_eq!(mirror.perft(1), position.perft(1), "{}", position.to_fen());
        assert_eq!(
            evaluate(&mirror),
            evaluate(&position),
            "{} and {}",
            position.to_fen(),
            mirror.to_fen()
        );
    }
}
