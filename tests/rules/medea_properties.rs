//! Properties of Medea on random games: an illegal move changes nothing (bit for bit), undo
//! restores every position, a record round-trips text -> JSON -> text and replays to the same
//! position, a link (from the start or another position) reads back as the same game and holds
//! only fragment characters, and the FEN, record and link readers never panic on arbitrary
//! bytes or on mutations of valid input (they answer with a value or a short, printable error).
//! `PROPTEST_CASES` runs them longer.

use medusa::medea::{Game, Move, Position, Record};
use proptest::prelude::*;

use crate::common::TestRng;
use crate::common::messages::is_fit_to_show;

fn config(default: u32) -> ProptestConfig {
    let cases = std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default);
    ProptestConfig {
        cases,
        ..ProptestConfig::default()
    }
}

/// A random game of up to `plies` moves; sometimes a resignation or agreed draw at the end.
fn random_game(seed: u64, plies: usize) -> Game {
    let mut rng = TestRng::new(seed);
    let mut game = Game::new();
    for _ in 0..plies {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        game.play(&moves[rng.below(moves.len())]).unwrap();
    }
    if !game.is_over() {
        match rng.below(6) {
            0 => {
                game.resign().unwrap();
            }
            1 => {
                game.agree_draw().unwrap();
            }
            _ => {}
        }
    }
    game
}

/// Every move legal somewhere along a random game (to offer to other positions).
fn moves_seen(seed: u64) -> Vec<Move> {
    let mut rng = TestRng::new(seed ^ 0xabcd);
    let mut game = Game::new();
    let mut seen = Vec::new();
    for _ in 0..120 {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        seen.extend(moves.iter().copied());
        game.play(&moves[rng.below(moves.len())]).unwrap();
    }
    seen
}

/// An error message is short and prints as itself.
fn is_plain_message(message: &str) -> bool {
    is_fit_to_show(message, 400)
}

/// `text` with a few random edits: characters replaced, removed, duplicated or inserted.
fn mutate(text: &str, rng: &mut TestRng) -> String {
    const ALPHABET: &[char] = &[
        'a', 'h', 'i', 'x', 'C', 'M', 'm', 'K', 'k', '0', '1', '8', '9', '/', '-', ',', ' ', '"',
        '[', ']', '{', '}', '#', '\n', '\r', '\u{200b}', 'é', ':',
    ];
    let mut chars: Vec<char> = text.chars().collect();
    for _ in 0..1 + rng.below(4) {
        let at = rng.below(chars.len() + 1);
        let c = ALPHABET[rng.below(ALPHABET.len())];
        match rng.below(4) {
            0 if at < chars.len() => chars[at] = c,
            1 if at < chars.len() => {
                chars.remove(at);
            }
            2 if at < chars.len() => {
                let d = chars[at];
                chars.insert(at, d);
            }
            _ => chars.insert(at, c),
        }
    }
    chars.into_iter().collect()
}

proptest! {
    #![proptest_config(config(64))]

    #[test]
    fn an_illegal_move_changes_nothing(seed in any::<u64>(), plies in 0usize..80) {
        let mut game = random_game(seed, plies);
        let mut rng = TestRng::new(seed);
        let position = *game.position();
        let played = game.turns().len();
        // Once the game is over no move is legal in it, though the position still has moves.
        let legal = game.legal_moves();
        let legal_here = position.legal_moves();
        let seen = moves_seen(seed);
        for _ in 0..60 {
            let mv = seen[rng.below(seen.len())];
            if !legal_here.contains(&mv) {
                let mut copy = position;
                prop_assert!(copy.play(&mv).is_err());
                prop_assert_eq!(copy, position);
            }
            if legal.contains(&mv) {
                continue;
            }
            prop_assert!(game.play(&mv).is_err());
            prop_assert_eq!(*game.position(), position);
            prop_assert_eq!(game.turns().len(), played);
        }
        for _ in 0..20 {
            let text = format!(
                "{}{}{}-{}{}",
                if rng.below(4) == 0 { "C" } else { "" },
                (b'a' + rng.below(8) as u8) as char,
                1 + rng.below(8),
                (b'a' + rng.below(8) as u8) as char,
                1 + rng.below(8)
            );
            if let Err(error) = game.play_text(&text) {
                prop_assert!(is_plain_message(&error.to_string()));
                prop_assert_eq!(*game.position(), position);
                prop_assert_eq!(game.turns().len(), played);
            } else {
                game.undo();
            }
        }
    }

    #[test]
    fn undo_restores_every_position(seed in any::<u64>(), plies in 0usize..150) {
        let mut rng = TestRng::new(seed);
        let mut game = Game::new();
        let mut before = vec![*game.position()];
        for _ in 0..plies {
            let moves = game.legal_moves();
            if moves.is_empty() {
                break;
            }
            game.play(&moves[rng.below(moves.len())]).unwrap();
            before.push(*game.position());
        }
        while game.undo().is_some() {
            before.pop();
            prop_assert_eq!(Some(game.position()), before.last());
            prop_assert!(game.outcome().is_none());
        }
        prop_assert_eq!(*game.position(), Position::start());
    }

    #[test]
    fn a_record_round_trips_text_json_text_and_replays(seed in any::<u64>(), plies in 0usize..200) {
        let game = random_game(seed, plies);
        let record = Record::of_game(&game, vec![("White".into(), format!("seed {seed}"))]);
        let text = record.to_text();
        let from_text = Record::parse(&text).unwrap();
        let json = from_text.to_json();
        let from_json = Record::parse(&json).unwrap();
        prop_assert_eq!(&from_json.to_text(), &text);
        // A byte-order mark before either form changes nothing.
        for form in [&text, &json] {
            prop_assert_eq!(&Record::parse(&format!("\u{feff}{form}")).unwrap(), &from_json);
        }
        let replayed = from_json.replay().unwrap();
        prop_assert_eq!(replayed.position(), game.position());
        prop_assert_eq!(replayed.outcome(), game.outcome());
        prop_assert_eq!(replayed.dump(), game.dump());
    }

    #[test]
    fn the_fen_reader_never_panics_on_bytes(bytes in proptest::collection::vec(any::<u8>(), 0..120)) {
        let text = String::from_utf8_lossy(&bytes);
        if let Err(error) = Position::from_fen(&text) {
            prop_assert!(is_plain_message(&error.to_string()), "{}", error);
        }
    }

    #[test]
    fn the_fen_reader_never_panics_on_mutations(seed in any::<u64>(), plies in 0usize..60) {
        let mut rng = TestRng::new(seed);
        let fen = random_game(seed, plies).position().to_fen();
        for _ in 0..20 {
            let mutated = mutate(&fen, &mut rng);
            match Position::from_fen(&mutated) {
                // What reads, writes back to something that reads the same.
                Ok(position) => {
                    prop_assert_eq!(Position::from_fen(&position.to_fen()).unwrap(), position);
                }
                Err(error) => prop_assert!(is_plain_message(&error.to_string()), "{}", error),
            }
        }
    }

    #[test]
    fn the_record_reader_never_panics_on_bytes(bytes in proptest::collection::vec(any::<u8>(), 0..300)) {
        let text = String::from_utf8_lossy(&bytes);
        for source in [text.to_string(), format!("[Variant \"medea\"]\n{text}")] {
            if let Err(error) = Record::parse(&source).and_then(|r| r.replay()) {
                prop_assert!(is_plain_message(&error.to_string()), "{}", error);
            }
        }
    }

    #[test]
    fn the_record_reader_never_panics_on_mutations(seed in any::<u64>(), plies in 0usize..60) {
        let mut rng = TestRng::new(seed);
        let record = Record::of_game(&random_game(seed, plies), vec![("Event".into(), "x".into())]);
        let json = record.to_json();
        for source in [record.to_text(), format!("\u{feff}{json}"), json] {
            for _ in 0..10 {
                let mutated = mutate(&source, &mut rng);
                if let Err(error) = Record::parse(&mutated).and_then(|r| r.replay()) {
                    prop_assert!(is_plain_message(&error.to_string()), "{}", error);
                }
            }
        }
    }
}

/// A random game from the start, or from the position of another random game.
fn random_game_from_anywhere(seed: u64, plies: usize, from_middle: bool) -> Game {
    if !from_middle {
        return random_game(seed, plies);
    }
    let start = *random_game(seed ^ 0x5eed, plies / 2).position();
    let mut rng = TestRng::new(seed);
    let mut game = Game::from_position(start);
    for _ in 0..plies / 2 {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        game.play(&moves[rng.below(moves.len())]).unwrap();
    }
    game
}

/// Whether `c` stands as itself in a URL fragment (RFC 3986: unreserved characters,
/// sub-delimiters, `:`, `@`, `/`, `?`).
fn is_fragment_character(c: char) -> bool {
    c.is_ascii_alphanumeric() || "-._~!$&'()*+,;=:@/?".contains(c)
}

proptest! {
    #![proptest_config(config(256))]

    #[test]
    fn a_link_reads_back_as_the_same_game(
        seed in any::<u64>(),
        plies in 0usize..160,
        from_middle in any::<bool>(),
    ) {
        let game = random_game_from_anywhere(seed, plies, from_middle);
        let record = Record::of_game(&game, vec![("White".into(), "Ada".into())]);
        let fragment = record.to_fragment();
        prop_assert!(fragment.chars().all(is_fragment_character), "{}", fragment);
        let back = Record::from_fragment(&fragment).unwrap();
        prop_assert_eq!(&back, &Record::of_game(&game, Vec::new()));
        prop_assert_eq!(back.to_fragment(), fragment);
        let replayed = back.replay().unwrap();
        prop_assert_eq!(replayed.position(), game.position());
        prop_assert_eq!(replayed.outcome(), game.outcome());
    }

    #[test]
    fn the_link_reader_never_panics_on_strings(text in any::<String>()) {
        for fragment in [text.clone(), format!("medea,{text}"), format!("#medea,c3-d4,{text}")] {
            if let Err(error) = Record::from_fragment(&fragment) {
                prop_assert!(is_plain_message(&error.to_string()), "{}", error);
            }
        }
    }

    #[test]
    fn the_link_reader_never_panics_on_mutations(seed in any::<u64>(), plies in 0usize..60) {
        let mut rng = TestRng::new(seed);
        let fragment = Record::of_game(&random_game_from_anywhere(seed, plies, seed % 2 == 0), Vec::new())
            .to_fragment();
        for _ in 0..10 {
            let mutated = mutate(&fragment, &mut rng);
            match Record::from_fragment(&mutated) {
                // What reads is a game that replays and writes a link that reads the same.
                Ok(record) => {
                    prop_assert!(record.replay().is_ok());
                    prop_assert_eq!(Record::from_fragment(&record.to_fragment()).unwrap(), record);
                }
                Err(error) => prop_assert!(is_plain_message(&error.to_string()), "{}", error),
            }
        }
    }
}
