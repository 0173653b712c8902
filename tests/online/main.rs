//! Online play in the game's app, headless, against a real `medusa serve` on 127.0.0.1: two
//! apps play each game, a third watches, one comes back after a restart, and the server is
//! killed and started again mid-game.

#[path = "../common/mod.rs"]
mod common;
#[path = "../server/support.rs"]
#[allow(dead_code)]
mod support;

pub use common::online::{PATIENCE, code_of, describe, go, invitation_of, moves_of, play, pump};

mod games;
mod offers;
mod reconnect;

use std::path::Path;
use std::time::Duration;

use bevy::prelude::*;
use medusa::app::{
    Allowed, AnyGame, GameKind, Intent, Match, Online, PlayerKind, RoomRequest, Store,
};
use medusa::online::{Invitation, RoomCode, SideChoice};

/// A headless app that keeps its seats in `folder`.
fn app_in(folder: &Path) -> App {
    let store = Store::in_folder(folder);
    common::app::app_storing(
        AnyGame::fresh(GameKind::MEDUSA),
        [PlayerKind::Human; 2],
        store,
    )
}

/// A new room of `kind` created by `app`, which plays the side that moves first; its code.
fn create(app: &mut App, server: &str, kind: GameKind) -> RoomCode {
    go(
        app,
        server,
        RoomRequest::Create {
            kind,
            options: kind.options(3),
            side: SideChoice::First,
            clock: None,
        },
    );
    pump(&mut [app], "the room's code", |apps| {
        code_of(apps[0]).is_some()
    });
    code_of(app).expect("a code")
}

/// A move on `app`'s board, as the records write it, chosen by the greedy engine (a
/// placement in Medusa and Lotus, never a pass).
fn a_move(app: &App) -> String {
    let game = &app.world().resource::<Match>().game;
    let mut player = medusa::server::bot::Engines::PROGRAM
        .player(game.kind().id().id, "greedy", 7)
        .expect("a player for the game");
    player.choose(game.as_dyn()).expect("a move")
}

/// A server with a room of `kind`: its creator (the side that moves first), the player who
/// joined it by its code, and a watcher, each an app with its own folder.
struct Table {
    folder: std::path::PathBuf,
    db: String,
    server: support::Server,
    url: String,
    first: App,
    second: App,
    watcher: App,
    code: RoomCode,
}

impl Table {
    fn new(kind: GameKind, name: &str) -> Table {
        let folder = support::temp_folder(name);
        let db = support::sqlite(&folder);
        let server = support::Server::start(&db, "127.0.0.1:0", &[]);
        let url = format!("http://{}", server.addr);
        let mut first = app_in(&folder.join("first"));
        let mut second = app_in(&folder.join("second"));
        let mut watcher = app_in(&folder.join("watcher"));
        let code = create(&mut first, &url, kind);
        let invitation = invitation_of(&first).expect("the creator's invitation");
        assert!(
            invitation.invite.is_some(),
            "the creator is given the invitation"
        );
        go(&mut second, &url, RoomRequest::Join(invitation));
        go(&mut watcher, &url, RoomRequest::Watch(code));
        pump(
            &mut [&mut first, &mut second, &mut watcher],
            "the three screens in the room",
            |apps| {
                apps.iter().all(|app| {
                    let game_match = app.world().resource::<Match>();
                    game_match.is_online() && game_match.game.kind() == kind
                })
            },
        );
        Table {
            folder,
            db,
            server,
            url,
            first,
            second,
            watcher,
            code,
        }
    }

    /// Runs frames of the three apps until `done` holds (see [`pump`]).
    fn pump(&mut self, what: &str, done: impl Fn(&[&App]) -> bool) {
        pump(
            &mut [&mut self.first, &mut self.second, &mut self.watcher],
            what,
            done,
        );
    }

    /// Waits for the game to end on every screen; the result, the same on all three.
    fn same_result(&mut self, what: &str) -> String {
        let result = |app: &App| app.world().resource::<Match>().result_line();
        self.pump(what, |apps| apps.iter().all(|app| result(app).is_some()));
        let first = result(&self.first);
        assert_eq!(result(&self.second), first);
        assert_eq!(result(&self.watcher), first);
        first.unwrap_or_default()
    }

    /// Plays the moves `turns` (counted from 0: the first player's on even ones), each waited
    /// for on every screen, which must then show the same moves.
    fn play_turns(&mut self, turns: std::ops::Range<usize>) {
        for turn in turns {
            let mover = if turn % 2 == 0 {
                &mut self.first
            } else {
                &mut self.second
            };
            let token = a_move(mover);
            self.play_turns_of(&[&token], turn);
        }
    }

    /// Plays `tokens`, the first of them as move number `turn` (counted from 0), each waited
    /// for on every screen, which must then show the same moves.
    fn play_turns_of(&mut self, tokens: &[&str], turn: usize) {
        for (at, &token) in (turn..).zip(tokens) {
            let mover = if at % 2 == 0 {
                &mut self.first
            } else {
                &mut self.second
            };
            play(mover, token);
            self.pump(
                &format!("move {} ({token}) on every screen", at + 1),
                |apps| apps.iter().all(|app| moves_of(app).len() == at + 1),
            );
            let moves = moves_of(&self.first);
            assert_eq!(moves_of(&self.second), moves);
            assert_eq!(moves_of(&self.watcher), moves);
            assert_eq!(moves.last().map(String::as_str), Some(token));
        }
    }
}

impl Drop for Table {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.folder);
    }
}

/// The seat `app` plays online, if any.
fn seat_of(app: &App) -> Option<usize> {
    let room = app.world().resource::<Online>().0.as_ref()?;
    room.seat
}
