//! Every game through the one contract and the one list of games: a record of each is read by
//! the game it names, in every form, and played through the same calls; a game the list does
//! not have is refused naming the games it has.

use medusa::games::{DynRecord, GAMES, GameOptions};
use medusa::{medea, pillars};

/// A short record of each game: its id, its text form and the turns it holds.
const RECORDS: [(&str, &str, usize); 4] = [
    (
        "medusa",
        "[Variant \"medusa\"]\n[Komi \"3\"]\nj11\nk11\n",
        2,
    ),
    ("lotus", "[Variant \"lotus\"]\n17\npass\n", 2),
    ("medea", "[Variant \"medea\"]\nc3-c4\nc6-c5\nresign\n", 3),
    ("pillars", "[Variant \"pillars\"]\ne3-e5\ndraw\n", 2),
];

#[test]
fn a_record_is_read_by_the_game_it_names_in_every_form() {
    for (id, text, turns) in RECORDS {
        let record = GAMES.read_record(text).expect("a record");
        assert_eq!((record.game().id, record.turns()), (id, turns), "{text}");
        let again = |read: Result<_, _>| -> String {
            let record: Box<dyn DynRecord> = read.expect("the record again");
            record.to_text()
        };
        assert_eq!(
            again(GAMES.read_record(&record.to_text())),
            record.to_text()
        );
        assert_eq!(
            again(GAMES.read_record(&record.to_json())),
            record.to_text()
        );
        let link = record.to_fragment();
        assert!(link.starts_with(id), "{link}");
        assert_eq!(
            again(GAMES.read_link(&format!("#{link}"))),
            record.to_text()
        );
        let game = record.replay().expect("a game");
        assert_eq!((game.game().id, game.turns_played()), (id, turns));
    }
}

#[test]
fn every_record_steps_through_its_first_turns_with_its_headers() {
    for (id, text, turns) in RECORDS {
        let record = GAMES.read_record(text).expect("a record");
        assert_eq!(record.steps(), turns, "{id}");
        for steps in 0..=turns {
            let prefix = record.prefix(steps);
            assert_eq!((prefix.game().id, prefix.turns()), (id, steps), "{id}");
            let game = prefix.replay().expect("the game after the first steps");
            assert_eq!(game.turns_played(), steps, "{id}");
            assert_eq!(
                prefix.to_text().lines().next(),
                record.to_text().lines().next(),
                "{id}: the headers stay"
            );
        }
        assert_eq!(record.prefix(turns + 5).to_text(), record.to_text(), "{id}");
    }
}

#[test]
fn every_game_starts_plays_a_token_and_takes_it_back() {
    for (id, first, moves) in [
        ("medusa", "j11", None),
        ("lotus", "17", None),
        ("medea", "c3-c4", Some(26)),
        ("pillars", "e3-e5", Some(43)),
    ] {
        let entry = GAMES.find(id).expect("a game of the list");
        let mut game = entry.start(&GameOptions::new()).expect("a start");
        assert_eq!(game.legal_tokens().map(|m| m.len()), moves, "{id}");
        let mover = game.to_move();
        let before = game.dump();
        game.play_token(first).expect("a legal first move");
        assert_eq!((game.turns_played(), game.to_move()), (1, 1 - mover));
        assert_eq!(game.outcome(), None);
        assert!(game.undo());
        assert_eq!(game.dump(), before, "{id}");
        assert_eq!(game.fen().is_some(), moves.is_some(), "{id}");
        assert!(game.play_token("x99").is_err(), "{id}");
    }
}

#[test]
fn a_game_and_a_record_behind_dyn_are_their_own_types_again() {
    let record = GAMES
        .read_record("[Variant \"medea\"]\nc3-c4\n")
        .expect("a record of Medea");
    let game = record.replay().expect("the game");
    let game = game
        .into_any()
        .downcast::<medea::Game>()
        .expect("Medea's game");
    assert_eq!(game.turns().len(), 1);
    let record = record.into_any();
    assert!(record.downcast_ref::<pillars::Record>().is_none());
    let record = record.downcast::<medea::Record>().expect("Medea's record");
    assert_eq!(record.entries.len(), 1);
}

#[test]
fn a_game_the_list_does_not_have_is_refused_naming_the_games() {
    let known = "the games are medusa, lotus, medea and pillars";
    for record in [
        "[Variant \"chess\"]\n1. e4\n",
        "{\"format\":1,\"variant\":\" Chess \",\"moves\":[]}",
    ] {
        let error = GAMES
            .read_record(record)
            .map(|r| r.turns())
            .map_err(|e| e.to_string());
        assert_eq!(
            error,
            Err(format!("unknown game 'chess': {known}")),
            "{record}"
        );
    }
    assert_eq!(
        GAMES
            .read_link("#chess,e4")
            .map(|r| r.turns())
            .map_err(|e| e.to_string()),
        Err(
            "'chess' is not a game: the link should start with medusa, lotus, medea or pillars"
                .to_string()
        )
    );
    // A text record that names no game goes to the first game's reader, which says what is
    // missing.
    assert_eq!(
        GAMES
            .read_record("j11\n")
            .map(|r| r.turns())
            .map_err(|e| e.to_string()),
        Err(
            "line 1: the record needs a [Variant \"medusa\"] or [Variant \"lotus\"] header first"
                .to_string()
        )
    );
}

/// Medusa's dead groups are the contract's agreement phase: the game waits for it after the
/// two final passes, refuses what it cannot take without changing, and is counted by what
/// the players agreed; a game without the phase never waits and says so.
#[test]
fn only_a_game_with_an_agreement_phase_waits_for_one() {
    let record = GAMES
        .read_record("[Variant \"medusa\"]\nk11\na1\npass\npass\n")
        .expect("a record");
    let mut medusa = record.replay().expect("a game");
    assert!(medusa.awaits_agreement());
    let before = medusa.dump();
    assert_eq!(
        medusa.conclude_agreement("a1 zz9").unwrap_err(),
        "'zz9' is not a cell of the board"
    );
    assert_eq!(medusa.dump(), before);
    medusa.conclude_agreement("a1").expect("a1's group is dead");
    assert!(!medusa.awaits_agreement());
    // Black's a1 is reversed: White holds the whole board, Black only its komi.
    assert_eq!(
        medusa.outcome().as_deref(),
        Some("White wins by 207 points (210 to 3)")
    );
    assert_eq!(
        medusa.conclude_agreement("a1").unwrap_err(),
        "dead groups are marked only after the two final passes"
    );

    let mut medea = GAMES
        .find("medea")
        .expect("Medea")
        .start(&GameOptions::default())
        .expect("a game");
    assert!(!medea.awaits_agreement());
    assert_eq!(
        medea.conclude_agreement("").unwrap_err(),
        "Medea has nothing for the players to agree on after its moves"
    );
}
