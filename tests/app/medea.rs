//! A match of Medea in the shared session: its moves, undo and resignation go through the
//! same intents as every game's, another game's intents are refused with a reason, Medusa's
//! entities stay away from its board, the computer's moves reach the pieces on the board, and
//! its records are saved, continued and stepped through like every game's.

use crate::common::app::{app_for, app_with, refusal, send, settle};
use crate::common::{TestRng, at};
use bevy::prelude::*;
use medusa::app::{
    AnyGame, AnyRecord, ComputerPlayer, GameChanged, GameKind, Intent, Match, MatchSetup,
    MedeaPiece, MedeaReconcile, PlayerKind, SavedMatch, SetupDraft, Stone, StoneIndex, record_of,
};
use medusa::app::{Notices, OpenRecord, Replay};
use medusa::medea::{self, Colour, EndReason, GameResult};
use medusa::medusa::Action;
use medusa::medusa::{Game, Variant};

/// The Medea game being played in `app`.
fn medea_of(app: &App) -> &medea::Game {
    app.world()
        .resource::<Match>()
        .game
        .medea()
        .expect("the match is a game of Medea")
}

fn stones(app: &mut App) -> usize {
    app.world_mut().query::<&Stone>().iter(app.world()).count()
}

/// The game changes seen since the last call.
fn changes(app: &mut App) -> Vec<GameChanged> {
    app.world_mut()
        .resource_mut::<Messages<GameChanged>>()
        .drain()
        .collect()
}

#[test]
fn medea_moves_undo_and_resignation_go_through_the_match() {
    let mut app = app_for(medea::Game::new(), [PlayerKind::Human; 2]);
    assert_eq!(app.world().resource::<Match>().setup.kind, GameKind::MEDEA);
    let first = medea_of(&app).legal_moves()[0];
    changes(&mut app);

    send(&mut app, Intent::from(first));
    assert_eq!(refusal(&app), None);
    assert_eq!(medea_of(&app).moves(), vec![first]);
    assert_eq!(medea_of(&app).position().to_move(), Colour::Black);
    let played = changes(&mut app);
    assert_eq!(played.len(), 1);
    assert!(!played[0].effects.medea().is_empty());

    // A move of another game is refused, with the game named, and changes nothing.
    send(
        &mut app,
        Intent::from(Action::Place(at(Variant::Medusa, "j11"))),
    );
    assert_eq!(
        refusal(&app).as_deref(),
        Some("that is not a move in Medea")
    );
    assert_eq!(medea_of(&app).moves().len(), 1);

    send(&mut app, Intent::Undo);
    assert_eq!(refusal(&app), None);
    assert!(medea_of(&app).moves().is_empty());
    assert_eq!(medea_of(&app).position().to_move(), Colour::White);

    // Either side resigns on either turn: Black on White's turn.
    send(&mut app, Intent::Resign(Colour::Black.index()));
    assert_eq!(refusal(&app), None);
    assert_eq!(
        app.world()
            .resource::<Match>()
            .game
            .result_line()
            .as_deref(),
        Some("White wins: Black resigned")
    );
    send(&mut app, Intent::Undo);
    assert!(!medea_of(&app).is_over());
    send(&mut app, Intent::Resign(Colour::White.index()));
    let outcome = medea_of(&app).outcome().expect("the game is over");
    assert_eq!(outcome.result, GameResult::Win(Colour::Black));
    assert_eq!(outcome.reason, EndReason::Resignation);
    assert_eq!(app.world().resource::<Match>().resigner(), None);
}

#[test]
fn undo_against_the_computer_goes_back_to_the_persons_move() {
    let players = [
        PlayerKind::Human,
        PlayerKind::Computer(medusa::ai::Level::Beginner),
    ];
    let mut game = medea::Game::new();
    let mut rng = TestRng::new(5);
    for _ in 0..4 {
        let moves = game.legal_moves();
        let mv = moves[rng.below(moves.len())];
        game.play(&mv).expect("a legal move");
    }
    // White (the person) is to move after Black's reply: one undo takes back both.
    assert_eq!(game.position().to_move(), Colour::White);
    let mut app = app_for(game, players);
    let before = medea_of(&app).moves().len();
    send(&mut app, Intent::Undo);
    assert_eq!(medea_of(&app).moves().len(), before - 2);
    assert!(app.world().resource::<Match>().awaits_human());
}

#[test]
fn a_new_match_of_medea_clears_medusas_stones() {
    let mut game = Game::new(Variant::Medusa, 0).expect("komi 0 fits");
    game.apply(medusa::medusa::Action::Place(at(Variant::Medusa, "j11")))
        .expect("a legal placement");
    let mut app = app_with(game);
    settle(&mut app);
    assert_eq!(stones(&mut app), 1);

    send(
        &mut app,
        Intent::NewMatch(MatchSetup::hot_seat(GameKind::MEDEA)),
    );
    settle(&mut app);
    assert_eq!(stones(&mut app), 0);
    assert!(app.world().resource::<StoneIndex>().is_empty());
    assert_eq!(medea_of(&app).moves().len(), 0);
    assert!(app.world().resource::<Match>().awaits_human());
}

/// A game of Medea with `plies` moves chosen by a seeded generator.
fn played(plies: usize, seed: u64) -> medea::Game {
    let mut game = medea::Game::new();
    let mut rng = TestRng::new(seed);
    for _ in 0..plies {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        let mv = moves[rng.below(moves.len())];
        game.play(&mv).expect("a legal move");
    }
    game
}

#[test]
fn a_medea_match_is_saved_and_continued_with_its_players() {
    let players = [
        PlayerKind::Human,
        PlayerKind::Computer(medusa::ai::Level::Casual),
    ];
    let game = played(12, 8);
    let app = app_for(game.clone(), players);
    let text = SavedMatch::to_text(app.world().resource::<Match>()).expect("written");
    // The file names the players by colour: White is Medea's first seat.
    assert!(text.contains("\"white\": \"human\""), "{text}");
    assert!(text.contains("\"black\": \"casual\""), "{text}");
    assert!(text.contains("[Variant \\\"medea\\\"]"), "{text}");
    let saved = SavedMatch::from_text(&text).expect("read back");
    assert_eq!(saved.players, players);
    assert_eq!(saved.game, AnyGame::from(game));
}

#[test]
fn a_medea_record_opens_in_the_replay_view_and_its_board_replaces_medusas() {
    let game = played(10, 3);
    let text = record_of(&Match::from_game(game.clone(), [PlayerKind::Human; 2])).to_text();
    let record = AnyRecord::parse(&text).expect("a Medea record");
    assert_eq!(record.kind(), GameKind::MEDEA);
    assert_eq!(record.replay(), Ok(AnyGame::from(game)));

    let mut app = app_with(Game::new(Variant::Medusa, 0).expect("komi 0 fits"));
    send(
        &mut app,
        Intent::from(Action::Place(at(Variant::Medusa, "j11"))),
    );
    settle(&mut app);
    assert_eq!(stones(&mut app), 1);
    app.world_mut().write_message(OpenRecord {
        name: "medea.txt".into(),
        text,
    });
    app.update();
    settle(&mut app);
    let replay = app
        .world()
        .get_resource::<Replay>()
        .expect("the replay view");
    assert_eq!(replay.steps(), 10);
    let shown = app.world().resource::<Match>();
    assert!(shown.viewing);
    let medea_pieces = shown.game.medea().map(|g| g.position().pieces().count());
    assert_eq!(stones(&mut app), 0);
    let entities = app
        .world_mut()
        .query::<&MedeaPiece>()
        .iter(app.world())
        .count();
    assert_eq!(Some(entities), medea_pieces);
    assert!(app.world().resource::<Notices>().0.is_empty());
}

#[test]
fn the_computer_answers_a_medea_move_after_thinking_in_slices() {
    let beginner = PlayerKind::Computer(medusa::ai::Level::Beginner);
    let mut app = app_for(medea::Game::new(), [PlayerKind::Human, beginner]);
    let first = medea_of(&app).legal_moves()[0];
    send(&mut app, Intent::from(first));
    // A frame thinks for a slice, and a computer's move takes at least 0.6 s of game time
    // (12 frames of 50 ms), so that people can follow it.
    for _ in 0..3 {
        app.update();
    }
    assert_eq!(medea_of(&app).moves().len(), 1);
    let progress = app.world().resource::<ComputerPlayer>().progress();
    assert!(progress.is_some_and(|p| p > 0.0), "{progress:?}");
    for _ in 0..400 {
        if medea_of(&app).moves().len() == 2 {
            break;
        }
        app.update();
    }
    assert_eq!(medea_of(&app).moves().len(), 2);
    assert_eq!(medea_of(&app).position().to_move(), Colour::White);
    assert!(app.world().resource::<Match>().awaits_human());
    // Then it waits for the person.
    for _ in 0..50 {
        app.update();
    }
    assert_eq!(medea_of(&app).moves().len(), 2);
}

#[test]
fn two_computers_play_medea_for_a_demonstration() {
    let beginner = PlayerKind::Computer(medusa::ai::Level::Beginner);
    let mut app = app_for(medea::Game::new(), [beginner; 2]);
    for _ in 0..2_000 {
        if medea_of(&app).moves().len() >= 6 || medea_of(&app).is_over() {
            break;
        }
        app.update();
    }
    assert!(medea_of(&app).moves().len() >= 6 || medea_of(&app).is_over());
    assert_eq!(refusal(&app), None);
    // Every move was legal where it was played: the game replays from its start.
    let mut replayed = medea::Game::new();
    for mv in medea_of(&app).moves() {
        replayed.play(&mv).expect("a legal move");
    }
    assert_eq!(replayed.position(), medea_of(&app).position());
    // The computer's moves reached the board: one entity per piece, where the core has it.
    settle(&mut app);
    let position = *medea_of(&app).position();
    let on_board = Colour::ALL
        .iter()
        .map(|&side| (position.men(side).len() + position.kings(side).len()) as usize)
        .sum::<usize>();
    let entities = app
        .world_mut()
        .query::<&MedeaPiece>()
        .iter(app.world())
        .filter(|piece| position.piece_at(piece.square) == Some(piece.piece))
        .count();
    assert_eq!(entities, on_board);
    let reconcile = app.world().resource::<MedeaReconcile>();
    assert!(reconcile.checks > 0);
    assert!(
        reconcile.mismatches.is_empty(),
        "{:?}",
        reconcile.mismatches
    );
}

/// A game of Medea of `plies` first legal moves.
fn opening(plies: usize) -> medea::Game {
    let mut game = medea::Game::new();
    for _ in 0..plies {
        let mv = game.legal_moves()[0];
        game.play(&mv).expect("a legal move");
    }
    game
}

/// Steps through `record` from its start with the intents it gives, as the replay view does,
/// checking each step against the game the record gives for it.
fn step_through(record: &AnyRecord) {
    let start = record.game_at(0).expect("the start");
    let mut game_match = Match::from_game(start, [PlayerKind::Human; 2]);
    for step in 0..record.steps() {
        let intents = record.next_intents(step, &game_match.game);
        assert!(!intents.is_empty(), "step {step} gives no intent");
        for intent in &intents {
            game_match.apply(intent).expect("the record's own turn");
        }
        assert_eq!(Ok(game_match.game.clone()), record.game_at(step + 1));
    }
    assert_eq!(record.next_intents(record.steps(), &game_match.game), []);
}

/// The record of `game` as the app keeps it.
fn record_of_game(game: &medea::Game) -> AnyRecord {
    AnyRecord::of_game(&AnyGame::from(game.clone()), Vec::new())
}

#[test]
fn a_medea_record_steps_through_its_moves_resignation_and_draw() {
    let game = opening(4);
    let record = record_of_game(&game);
    assert_eq!(
        (record.kind(), record.turns(), record.steps()),
        (GameKind::MEDEA, 4, 4)
    );
    let after_one = record.game_at(1).expect("one move in");
    assert_eq!(
        record.next_intents(1, &after_one),
        [Intent::from(game.moves()[1])]
    );
    step_through(&record);

    let mut resigned = game.clone();
    resigned.resign().expect("White may resign");
    let record = record_of_game(&resigned);
    let at_end = record.game_at(4).expect("before the resignation");
    assert_eq!(record.next_intents(4, &at_end), [Intent::Resign(0)]);
    step_through(&record);

    let mut drawn = game;
    drawn.agree_draw().expect("a draw may be agreed");
    let record = record_of_game(&drawn);
    assert_eq!(
        record.next_intents(4, &record.game_at(4).expect("before the draw")),
        [Intent::AgreeDraw]
    );
    step_through(&record);
}

#[test]
fn records_are_read_by_the_game_they_name() {
    let medea = "[Variant \"medea\"]\n\n";
    assert_eq!(
        AnyRecord::parse(medea).map(|r| r.kind()),
        Ok(GameKind::MEDEA)
    );
    let lotus = "[Variant \"lotus\"]\n[Komi \"0\"]\n\n";
    assert_eq!(
        AnyRecord::parse(lotus).map(|r| r.kind()),
        Ok(GameKind::LOTUS)
    );
    // A record that names no game goes to Medusa's reader, which says what is missing.
    let unnamed = AnyRecord::parse("1. j11\n").expect_err("no variant");
    assert!(unnamed.contains("Variant"), "{unnamed}");
}

#[test]
fn a_game_loaded_on_the_board_is_the_titles_choice_next() {
    let mut app = app_with(Game::new(Variant::Medusa, 3).expect("a game of Medusa"));
    let computer = PlayerKind::Computer(medusa::ai::Level::Casual);
    // The title had Medusa chosen, the computer playing White (Medusa's seat 1).
    app.world_mut().resource_mut::<SetupDraft>().setup.players = [PlayerKind::Human, computer];
    send(
        &mut app,
        Intent::Load(
            Box::new(AnyGame::fresh(GameKind::MEDEA)),
            [PlayerKind::Human, PlayerKind::Remote],
        ),
    );
    let draft = app.world().resource::<SetupDraft>();
    assert_eq!(draft.setup.kind, GameKind::MEDEA);
    // The computer still plays White (Medea's seat 0).
    assert_eq!(draft.setup.players, [computer, PlayerKind::Human]);
}
