//! What the tests of online play in the app share: sending an app into a room, running the
//! apps' frames until they agree, and reading what their screens show.

use std::time::{Duration, Instant};

use bevy::prelude::*;
use medusa::app::{GoOnline, Intent, Match, Online, RoomRequest};
use medusa::online::{Invitation, RoomCode};

/// How long a test waits for the apps to agree.
pub const PATIENCE: Duration = Duration::from_secs(30);

/// Sends `app` into a room on `server`.
pub fn go(app: &mut App, server: &str, request: RoomRequest) {
    app.world_mut().write_message(GoOnline {
        server: server.to_string(),
        request,
    });
    app.update();
}

/// The code of the room `app` is in.
pub fn code_of(app: &App) -> Option<RoomCode> {
    let room = app.world().resource::<Online>().0.as_ref()?;
    room.info.as_ref().map(|info| info.code)
}

/// The invitation of the room `app` is in, as its link carries it (its creator is given it).
pub fn invitation_of(app: &App) -> Option<Invitation> {
    app.world().resource::<Online>().0.as_ref()?.invitation()
}

/// Runs frames of every app, a few milliseconds apart (the sockets work in real time), until
/// `done` holds; fails naming `what` after [`PATIENCE`].
pub fn pump(apps: &mut [&mut App], what: &str, done: impl Fn(&[&App]) -> bool) {
    let deadline = Instant::now() + PATIENCE;
    loop {
        for app in apps.iter_mut() {
            app.update();
        }
        let seen: Vec<&App> = apps.iter().map(|app| &**app).collect();
        if done(&seen) {
            return;
        }
        if Instant::now() > deadline {
            let states: Vec<String> = seen.iter().map(|app| describe(app)).collect();
            panic!("waited too long for {what}: {states:?}");
        }
        std::thread::sleep(Duration::from_millis(5));
    }
}

/// Where an app stands, for a failure's message.
pub fn describe(app: &App) -> String {
    let game_match = app.world().resource::<Match>();
    let room = app
        .world()
        .resource::<Online>()
        .0
        .as_ref()
        .map_or("no room".to_string(), |room| {
            format!("{} (refused: {:?})", room.describe(), room.refusal)
        });
    format!(
        "{room}; {} turns; players {:?}; result {:?}",
        game_match.game.turn_count(),
        game_match.setup.players,
        game_match.result_line()
    )
}

/// The moves of the match on `app`'s screen.
pub fn moves_of(app: &App) -> Vec<String> {
    app.world().resource::<Match>().game.moves()
}

/// Plays `token` on `app`'s board as its player would (clicks become these intents).
pub fn play(app: &mut App, token: &str) {
    let intents = app
        .world()
        .resource::<Match>()
        .game
        .token_intents(token)
        .unwrap_or_else(|why| {
            let why = medusa::locale::english().say(&why);
            panic!("{token} is not a move here: {why}")
        });
    for intent in intents {
        app.world_mut().write_message::<Intent>(intent);
        app.update();
    }
}
