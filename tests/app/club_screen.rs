//! The club screen in the headless app, the server's frames fed through sockets of the test's
//! own: it follows the lobby's live games, watches the most watched first, turns to a game
//! where a move took pieces once the game shown has had its least time, keeps a game pinned,
//! and over an hour of turning between two games holds no more entities than at the start.

use std::time::Duration;

use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;
use medusa::app::{
    Announcements, ClubScreen, ClubScreenAct, Match, OpenClubScreen, SHOW_EACH_FOR, SHOWN_AT_LEAST,
    Words,
};
use medusa::online::{LobbyChange, LobbyGame, RoomCode, RoomEvent, ServerMessage};

use crate::fake_server::{Fake, app, code, event, room_code, room_info, seated, sockets_to};

/// A Medea game being played in room `text`, as the lobby lists it.
fn live(text: &str, watchers: usize) -> LobbyGame {
    LobbyGame {
        code: code(text),
        game: "medea".into(),
        players: [Some("Ann".into()), Some("Bob".into())],
        moves: 3,
        watchers,
    }
}

/// The club screen of `server` put up in `app`, its lobby's socket open and told `games`.
fn club_screen(app: &mut App, server: &str, url: &str, games: Vec<LobbyGame>) -> Fake {
    app.world_mut().write_message(OpenClubScreen {
        server: server.to_string(),
        pinned: None,
        event: None,
    });
    app.update();
    app.update();
    let lobby = sockets_to(url).pop().expect("the lobby's socket");
    lobby.open();
    app.update();
    assert_eq!(lobby.sent(), [r#"{"type":"lobby","version":2}"#]);
    lobby.hear(ServerMessage::Lobby {
        seq: 0,
        challenges: Vec::new(),
        games,
    });
    app.update();
    app.update();
    lobby
}

/// The room socket the screen opened last: opened, and told the room `room` being played,
/// watched, with Medea's first three moves (a double capture the third).
fn enter_watched(app: &mut App, url: &str, room: RoomCode) {
    let socket = sockets_to(url).pop().expect("the room's socket");
    socket.open();
    app.update();
    let sent = socket.sent();
    assert_eq!(
        sent.last().map(String::as_str),
        Some(format!(r#"{{"type":"watch","version":2,"code":"{room}","after":0}}"#).as_str())
    );
    socket.hear(ServerMessage::Welcome {
        version: 2,
        room: room_info(room),
        seat: None,
        token: None,
        invite: None,
        last_seq: 5,
        players: [Some("Ann".into()), Some("Bob".into())],
        ratings: [None, None],
    });
    let moves = ["e3-e4", "e6-e5", "e4xe6xg6"];
    let mut events = vec![seated(0, "Ann"), seated(1, "Bob")];
    events.extend(
        moves
            .iter()
            .enumerate()
            .map(|(turn, notation)| RoomEvent::Moved {
                seat: turn % 2,
                notation: notation.to_string(),
                clocks: None,
            }),
    );
    for (seq, happened) in (1..).zip(events) {
        socket.hear(event(seq, happened));
    }
    app.update();
    app.update();
}

/// Runs frames until the room shown is `room`, at most `frames`: how many it took.
fn frames_until_shown(app: &mut App, room: RoomCode, frames: usize) -> Option<usize> {
    (1..=frames).find(|_| {
        app.update();
        room_code(app) == Some(room)
    })
}

#[test]
fn the_club_screen_watches_the_most_watched_game_and_turns_to_a_capture() {
    let server = "http://club-follow.test:1";
    let url = "ws://club-follow.test:1/ws";
    let mut app = app("club-follow");
    let lobby = club_screen(
        &mut app,
        server,
        url,
        vec![live("BCDFGH", 0), live("JKLMNP", 3)],
    );
    assert_eq!(room_code(&app), Some(code("JKLMNP")));
    enter_watched(&mut app, url, code("JKLMNP"));
    let pieces = app.world().resource::<Match>().game.medea().map(|game| {
        let position = game.position();
        medusa::medea::Colour::ALL.map(|side| position.men(side).len() + position.kings(side).len())
    });
    assert_eq!(pieces, Some([18, 16]), "the room's game is on the board");
    // A capture in the other game, 0.1 s after the screen turned: the screen turns to it once
    // the game shown has had its least time (50 ms a frame).
    lobby.hear(ServerMessage::LobbyChange {
        seq: 1,
        change: LobbyChange::GameUpdated {
            code: code("BCDFGH"),
            moves: 4,
            watchers: 0,
            taken: 2,
        },
    });
    let frames = frames_until_shown(&mut app, code("BCDFGH"), 400).expect("the capture shown");
    let seconds = frames as f64 * 0.05;
    assert!(
        (SHOWN_AT_LEAST - 0.5..=SHOWN_AT_LEAST).contains(&seconds),
        "turned after {seconds} s"
    );
    enter_watched(&mut app, url, code("BCDFGH"));
    // The caption is the last move's, as a screen reader hears it.
    let words = app.world().resource::<Words>();
    let said: Vec<String> = app
        .world()
        .resource::<Announcements>()
        .lines
        .iter()
        .map(|line| words.say(line))
        .collect();
    assert!(
        said.iter().any(|line| line.contains("e4xe6xg6")),
        "the caption says the capture: {said:?}"
    );
    // Pinned (P at the screen's keyboard): the other game's capture no longer calls it.
    app.world_mut().write_message(ClubScreenAct::Pin);
    app.update();
    assert_eq!(
        app.world().resource::<ClubScreen>().pinned,
        Some(code("BCDFGH"))
    );
    lobby.hear(ServerMessage::LobbyChange {
        seq: 2,
        change: LobbyChange::GameUpdated {
            code: code("JKLMNP"),
            moves: 5,
            watchers: 3,
            taken: 1,
        },
    });
    assert_eq!(
        frames_until_shown(
            &mut app,
            code("JKLMNP"),
            (2.0 * SHOW_EACH_FOR / 0.05) as usize
        ),
        None
    );
    // The next game, asked for: the pin let go.
    app.world_mut().write_message(ClubScreenAct::Next);
    app.update();
    app.update();
    assert_eq!(room_code(&app), Some(code("JKLMNP")));
    assert_eq!(app.world().resource::<ClubScreen>().pinned, None);
}

#[test]
fn an_hour_of_turning_between_two_games_holds_no_more_entities() {
    let server = "http://club-hour.test:1";
    let url = "ws://club-hour.test:1/ws";
    let mut app = app("club-hour");
    // A second a frame: an hour is 3,600 frames.
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_secs(1)));
    club_screen(
        &mut app,
        server,
        url,
        vec![live("BCDFGH", 1), live("JKLMNP", 0)],
    );
    let mut shown = code("BCDFGH");
    assert_eq!(room_code(&app), Some(shown));
    enter_watched(&mut app, url, shown);
    let mut counts = Vec::new();
    let mut frames = 0;
    while frames < 3_600 {
        let next = if shown == code("BCDFGH") {
            code("JKLMNP")
        } else {
            code("BCDFGH")
        };
        let took = frames_until_shown(&mut app, next, 60).expect("the next game in turn");
        // Entering the room took three of the game's frames.
        assert_eq!(took + 3, SHOW_EACH_FOR as usize, "each game shown its time");
        enter_watched(&mut app, url, next);
        frames += took + 3;
        shown = next;
        let world = app.world_mut();
        counts.push(world.query::<Entity>().iter(world).count());
    }
    assert!(counts.len() >= 75, "{} turns in an hour", counts.len());
    // The board of the same game holds the same entities at every turn.
    let first = counts[..2].to_vec();
    for pair in counts.chunks(2) {
        assert_eq!(
            pair,
            &first[..pair.len()],
            "entities at each turn: {counts:?}"
        );
    }
}
