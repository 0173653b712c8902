//! A match of Pillars of Medusa in the shared session: its moves, undo, resignation and an
//! agreed draw go through the same intents as every game's, another game's intents are
//! refused with a reason, the computer answers in slices, and its records and links are
//! written, read, saved and stepped through like every game's.

use crate::common::app::{app_for, refusal, send};
use crate::common::at;
use bevy::prelude::*;
use medusa::app::{
    AnyGame, AnyRecord, BoardCells, ComputerPlayer, GameChanged, GameKind, Intent, Match,
    MatchSetup, PlayerKind, SavedMatch, record_of,
};
use medusa::medusa::Action;
use medusa::medusa::Variant;
use medusa::pillars::{self, Colour, EndReason, Outcome};

/// The Pillars game being played in `app`.
fn pillars_of(app: &App) -> &pillars::Game {
    app.world()
        .resource::<Match>()
        .game
        .pillars()
        .expect("the match is a game of Pillars of Medusa")
}

/// The move written `text` in the game's position now.
fn written(app: &App, text: &str) -> pillars::Move {
    pillars_of(app)
        .position()
        .parse_move(text)
        .unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// A game of Pillars from the inventor's sample: its first `plies` moves.
fn sample(plies: usize) -> pillars::Game {
    let mut game = pillars::Game::new();
    for text in ["e3-e5", "h10-h8", "f2-c5", "g9-g7", "e2-c3", "g10-i9"]
        .iter()
        .take(plies)
    {
        let mv = game.position().parse_move(text).expect("the sample's move");
        game.play(mv).expect("a legal move");
    }
    game
}

#[test]
fn pillars_moves_undo_resignation_and_draw_go_through_the_match() {
    let mut app = app_for(pillars::Game::new(), [PlayerKind::Human; 2]);
    assert_eq!(
        app.world().resource::<Match>().setup.kind,
        GameKind::PILLARS
    );
    app.world_mut()
        .resource_mut::<Messages<GameChanged>>()
        .clear();

    let first = written(&app, "e3-e5");
    send(&mut app, Intent::from(first));
    assert_eq!(refusal(&app), None);
    assert_eq!(pillars_of(&app).notations(), ["e3-e5"]);
    let played: Vec<GameChanged> = app
        .world_mut()
        .resource_mut::<Messages<GameChanged>>()
        .drain()
        .collect();
    assert_eq!(played.len(), 1);
    assert!(!played[0].effects.pillars().is_empty());

    // A move of another game is refused, with the game named, and changes nothing.
    send(
        &mut app,
        Intent::from(Action::Place(at(Variant::Medusa, "j11"))),
    );
    assert_eq!(
        refusal(&app).as_deref(),
        Some("that is not a move in Pillars of Medusa")
    );
    // An illegal move is refused in the core's words.
    send(&mut app, Intent::from(first));
    assert_eq!(refusal(&app).as_deref(), Some("there is no piece on e3"));
    assert_eq!(pillars_of(&app).moves().len(), 1);

    send(&mut app, Intent::Undo);
    assert!(pillars_of(&app).moves().is_empty());

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
    assert!(!pillars_of(&app).is_over());
    send(&mut app, Intent::Resign(Colour::White.index()));
    assert_eq!(
        pillars_of(&app).outcome(),
        Some(Outcome {
            winner: Some(Colour::Black),
            reason: EndReason::Resignation
        })
    );
    assert_eq!(
        app.world()
            .resource::<Match>()
            .game
            .result_line()
            .as_deref(),
        Some("Black wins: White resigned")
    );

    send(&mut app, Intent::Undo);
    send(&mut app, Intent::AgreeDraw);
    assert_eq!(
        pillars_of(&app).outcome().map(|o| o.to_string()).as_deref(),
        Some("Draw by agreement")
    );
}

#[test]
fn the_computer_answers_a_pillars_move_after_thinking_in_slices() {
    let beginner = PlayerKind::Computer(medusa::ai::Level::Beginner);
    let mut app = app_for(pillars::Game::new(), [PlayerKind::Human, beginner]);
    let first = written(&app, "e3-e5");
    send(&mut app, Intent::from(first));
    for _ in 0..3 {
        app.update();
    }
    assert_eq!(pillars_of(&app).moves().len(), 1, "not at once");
    let progress = app.world().resource::<ComputerPlayer>().progress();
    assert!(progress.is_some_and(|p| p > 0.0), "{progress:?}");
    for _ in 0..400 {
        if pillars_of(&app).moves().len() == 2 {
            break;
        }
        app.update();
    }
    assert_eq!(pillars_of(&app).moves().len(), 2);
    assert_eq!(pillars_of(&app).to_move(), Colour::White);
    assert!(app.world().resource::<Match>().awaits_human());
}

#[test]
fn a_pillars_record_and_its_link_are_read_back_and_stepped_through() {
    let game = sample(6);
    let text = record_of(&Match::from_game(game.clone(), [PlayerKind::Human; 2])).to_text();
    assert!(text.contains("[Variant \"pillars\"]"), "{text}");
    let record = AnyRecord::parse(&text).expect("a Pillars record");
    assert_eq!(record.kind(), GameKind::PILLARS);
    assert_eq!(record.replay(), Ok(AnyGame::from(game.clone())));
    assert_eq!((record.turns(), record.steps()), (6, 6));

    let link = record.to_fragment();
    assert_eq!(link, "pillars,e3-e5,h10-h8,f2-c5,g9-g7,e2-c3,g10-i9");
    let from_link = AnyRecord::from_fragment(&format!("#{link}")).expect("the link");
    assert_eq!(from_link.replay(), Ok(AnyGame::from(game.clone())));

    // Stepping: the game after two moves, and the intent that plays the third.
    let after_two = record.game_at(2).expect("two moves in");
    assert_eq!(after_two, AnyGame::from(sample(2)));
    let third = game.moves()[2];
    assert_eq!(record.next_intents(2, &after_two), [Intent::from(third)]);
}

#[test]
fn a_pillars_match_is_saved_and_continued_with_its_players() {
    let players = [
        PlayerKind::Human,
        PlayerKind::Computer(medusa::ai::Level::Casual),
    ];
    let game = sample(5);
    let app = app_for(game.clone(), players);
    let text = SavedMatch::to_text(app.world().resource::<Match>()).expect("written");
    assert!(text.contains("\"white\": \"human\""), "{text}");
    assert!(text.contains("\"black\": \"casual\""), "{text}");
    let saved = SavedMatch::from_text(&text).expect("read back");
    assert_eq!(saved.players, players);
    assert_eq!(saved.game, AnyGame::from(game));
}

#[test]
fn its_board_of_121_squares_comes_up_and_gives_way_to_another_games() {
    let mut app = app_for(pillars::Game::new(), [PlayerKind::Human; 2]);
    app.update();
    let labels = |app: &App| -> Vec<String> {
        app.world()
            .resource::<BoardCells>()
            .iter()
            .map(|(_, label, _)| label.to_string())
            .collect()
    };
    let shown = labels(&app);
    assert_eq!(shown.len(), 121);
    assert_eq!(
        (shown[0].as_str(), shown[11].as_str(), shown[120].as_str()),
        ("a1", "a2", "k11")
    );
    send(
        &mut app,
        Intent::NewMatch(MatchSetup::hot_seat(GameKind::MEDEA)),
    );
    app.update();
    assert_eq!(labels(&app).len(), 64);
}
