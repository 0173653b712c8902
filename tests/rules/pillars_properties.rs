//! Pillars of Medusa: properties of random games. Illegal moves change nothing and the move
//! checker agrees with the generator; undo restores; records round-trip; the FEN and record
//! readers never panic on arbitrary bytes or on mutations of valid input. `PROPTEST_CASES`
//! runs more cases.

use medusa::pillars::{
    CastlingSide, Colour, Game, Move, MoveKind, Position, Record, Role, START_FEN, Square, Turn,
};
use proptest::prelude::*;

use crate::common::TestRng;
use crate::common::messages::is_fit_to_show;

fn cases(default: u32) -> ProptestConfig {
    let cases = std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default);
    ProptestConfig::with_cases(cases)
}

/// A random game of up to `plies` moves from the start, preferring captures now and then.
fn random_game(seed: u64, plies: usize) -> Game {
    let mut rng = TestRng::new(seed);
    let mut game = Game::new();
    for _ in 0..plies {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        let captures: Vec<Move> = moves
            .iter()
            .copied()
            .filter(|&m| game.position().captured_by(m).is_some())
            .collect();
        let pool = if !captures.is_empty() && rng.below(3) == 0 {
            captures
        } else {
            moves
        };
        let mv = pool[rng.below(pool.len())];
        game.play(mv).unwrap();
    }
    game
}

fn square(index: u8) -> Square {
    Square::new(index % 121).unwrap()
}

fn any_move() -> impl Strategy<Value = Move> {
    (0u8..121, 0u8..121, 0u8..14).prop_map(|(from, to, kind)| {
        let kind = match kind {
            0..=9 => MoveKind::Plain,
            10 => MoveKind::Castle(CastlingSide::A),
            11 => MoveKind::Castle(CastlingSide::K),
            12 => MoveKind::Transform(Role::ALL[(from as usize + to as usize) % 10]),
            _ => MoveKind::Transform(Role::Sword),
        };
        Move {
            from: square(from),
            to: square(to),
            kind,
        }
    })
}

/// `text` with one change at `at`: a byte removed, replaced or inserted.
fn mutate(text: &str, at: usize, how: u8, byte: u8) -> String {
    let mut bytes = text.as_bytes().to_vec();
    let at = at % (bytes.len() + 1);
    match how % 3 {
        0 if at < bytes.len() => {
            bytes.remove(at);
        }
        1 if at < bytes.len() => bytes[at] = byte,
        _ => bytes.insert(at, byte),
    }
    String::from_utf8_lossy(&bytes).into_owned()
}

fn sample() -> String {
    std::fs::read_to_string("tests/data/pillars-sample.txt").unwrap()
}

proptest! {
    #![proptest_config(cases(32))]

    #[test]
    fn an_illegal_move_changes_nothing_and_the_checker_agrees_with_the_generator(
        seed in any::<u64>(),
        plies in 0usize..120,
        tries in proptest::collection::vec(any_move(), 1..24),
    ) {
        let game = random_game(seed, plies);
        let legal = game.position().legal_moves();
        for mv in tries.into_iter().chain(legal.iter().copied().take(8)) {
            let mut position = game.position().clone();
            match position.check_move(mv) {
                Ok(()) => {
                    prop_assert!(legal.contains(&mv), "{:?} accepted but not generated", mv);
                    prop_assert!(position.apply(mv).is_ok());
                }
                Err(error) => {
                    prop_assert!(!legal.contains(&mv), "{:?} generated but refused: {}", mv, error);
                    prop_assert_eq!(position.apply(mv), Err(error));
                    prop_assert_eq!(&position, game.position());
                    prop_assert!(!error.to_string().is_empty());
                }
            }
        }
    }

    #[test]
    fn undo_restores_every_earlier_position(seed in any::<u64>(), plies in 0usize..150) {
        let mut game = random_game(seed, plies);
        let mut replay = Game::new();
        let mut positions = vec![replay.position().clone()];
        for action in game.turns() {
            replay.apply(action).unwrap();
            positions.push(replay.position().clone());
        }
        while game.undo().is_some() {
            positions.pop();
            prop_assert_eq!(Some(game.position()), positions.last());
        }
        prop_assert_eq!(game.position(), &Position::start());
    }

    #[test]
    fn records_round_trip_text_json_text(seed in any::<u64>(), plies in 0usize..150, end in 0u8..4) {
        let mut game = random_game(seed, plies);
        if !game.is_over() {
            match end {
                0 => { game.resign().unwrap(); }
                1 => { game.agree_draw().unwrap(); }
                _ => {}
            }
        }
        let record = Record::of_game(&game, vec![("White".into(), "A \"quoted\" name".into())]);
        let text = record.to_text();
        let from_text = Record::parse(&text).unwrap();
        prop_assert_eq!(&from_text, &record);
        let json = from_text.to_json();
        let from_json = Record::parse(&json).unwrap();
        prop_assert_eq!(&from_json, &record);
        prop_assert_eq!(&from_json.to_text(), &text);
        // A byte-order mark before either form changes nothing.
        for form in [&text, &json] {
            prop_assert_eq!(&Record::parse(&format!("\u{feff}{form}")).unwrap(), &record);
        }
        let replayed = from_json.replay().unwrap();
        prop_assert_eq!(replayed.position(), game.position());
        prop_assert_eq!(replayed.outcome(), game.outcome());
        prop_assert_eq!(
            Position::from_fen(&game.position().fen()).unwrap(),
            game.position().clone()
        );
    }

}

proptest! {
    #![proptest_config(cases(400))]

    #[test]
    fn the_fen_reader_never_panics(bytes in proptest::collection::vec(any::<u8>(), 0..200)) {
        let text = String::from_utf8_lossy(&bytes);
        if let Err(error) = Position::from_fen(&text) {
            prop_assert!(is_fit_to_show(&error.to_string(), 300), "{}", error);
        }
    }

    #[test]
    fn the_fen_reader_never_panics_on_mutations(at in 0usize..200, how in any::<u8>(), byte in any::<u8>(), again in any::<bool>()) {
        let mut text = mutate(START_FEN, at, how, byte);
        if again {
            text = mutate(&text, at / 2, how / 3, byte.rotate_left(3));
        }
        match Position::from_fen(&text) {
            Ok(position) => prop_assert_eq!(Position::from_fen(&position.fen()).unwrap(), position),
            Err(error) => prop_assert!(is_fit_to_show(&error.to_string(), 300), "{}", error),
        }
    }

    #[test]
    fn the_record_readers_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..300)) {
        let text = String::from_utf8_lossy(&bytes);
        for error in [Record::parse(&text).err(), Record::from_json(&text).err()].into_iter().flatten() {
            prop_assert!(is_fit_to_show(&error.to_string(), 400), "{}", error);
        }
        if let Err(error) = Game::new().position().parse_move(&text) {
            prop_assert!(is_fit_to_show(&error.to_string(), 300), "{}", error);
        }
    }

    #[test]
    fn the_record_readers_never_panic_on_mutations(at in 0usize..2000, how in any::<u8>(), byte in any::<u8>()) {
        let text = sample();
        let changed = mutate(&text, at, how, byte);
        if let Err(error) = Record::parse(&changed) {
            prop_assert!(is_fit_to_show(&error.to_string(), 300), "{}", error);
        }
        let json = Record::from_text(&text).unwrap().to_json();
        for json in [json.clone(), format!("\u{feff}{json}")] {
            let changed = mutate(&json, at, how, byte);
            if let Err(error) = Record::parse(&changed) {
                prop_assert!(is_fit_to_show(&error.to_string(), 400), "{}", error);
            }
        }
    }
}

#[test]
fn a_resignation_is_the_last_action_of_a_record() {
    let record = Record::from_text("[Variant \"pillars\"]\ne3-e5\nresign\n").unwrap();
    assert_eq!(record.turns.last(), Some(&Turn::Resign(Colour::Black)));
}
