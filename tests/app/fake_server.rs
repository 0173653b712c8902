//! A server of the tests' own for the headless app: sockets that keep what the app sent and
//! hand it what the test says the server said, and the frames a server sends into a room.

use std::sync::{Arc, Mutex};

use bevy::prelude::*;
use medusa::app::{
    AnyGame, GameKind, Online, PlayerKind, RoomSocket, SocketEvent, SocketOpener, Store, Waker,
};
use medusa::games::GameOptions;
use medusa::online::{Challenge, RoomCode, RoomEvent, RoomInfo, ServerMessage, SideChoice};

use crate::common::app::app_storing;

/// A socket of the test's: the frames the app sent, and what the server says next.
#[derive(Clone, Debug, Default)]
pub(crate) struct Fake {
    sent: Arc<Mutex<Vec<String>>>,
    incoming: Arc<Mutex<Vec<SocketEvent>>>,
}

impl RoomSocket for Fake {
    fn send(&self, text: String) {
        self.sent.lock().expect("the sent frames").push(text);
    }

    fn events(&self) -> Vec<SocketEvent> {
        self.incoming
            .lock()
            .expect("the frames")
            .drain(..)
            .collect()
    }
}

impl Fake {
    /// The frames sent since the last look.
    pub(crate) fn sent(&self) -> Vec<String> {
        self.sent
            .lock()
            .expect("the sent frames")
            .drain(..)
            .collect()
    }

    pub(crate) fn open(&self) {
        self.incoming
            .lock()
            .expect("the frames")
            .push(SocketEvent::Opened);
    }

    pub(crate) fn hear(&self, message: ServerMessage) {
        self.incoming
            .lock()
            .expect("the frames")
            .push(SocketEvent::Text(message.to_json()));
    }
}

/// Every socket the apps of these tests opened, with its address (each test has its own
/// server's address).
static OPENED: Mutex<Vec<(String, Fake)>> = Mutex::new(Vec::new());

pub(crate) fn open(url: &str, _waker: Waker) -> Box<dyn RoomSocket> {
    let socket = Fake::default();
    OPENED
        .lock()
        .expect("the sockets")
        .push((url.to_string(), socket.clone()));
    Box::new(socket)
}

/// The sockets opened to `url`, oldest first.
pub(crate) fn sockets_to(url: &str) -> Vec<Fake> {
    OPENED
        .lock()
        .expect("the sockets")
        .iter()
        .filter(|(to, _)| to == url)
        .map(|(_, socket)| socket.clone())
        .collect()
}

/// A headless app keeping what it remembers in a folder of its own, on fake sockets.
pub(crate) fn app(name: &str) -> App {
    let folder = std::env::temp_dir().join(format!("medusa-lobby-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    let mut app = app_storing(
        AnyGame::fresh(GameKind::MEDEA),
        [PlayerKind::Human; 2],
        Store::in_folder(&folder),
    );
    app.insert_resource(SocketOpener(open));
    app
}

pub(crate) fn code(text: &str) -> RoomCode {
    RoomCode::parse(text).expect("a code")
}

pub(crate) fn room_info(code: RoomCode) -> RoomInfo {
    RoomInfo {
        code,
        game: "medea".into(),
        name: "Medea".into(),
        sides: ["White".into(), "Black".into()],
        first: 0,
        options: GameOptions::new(),
        clock: None,
        away_ms: 60_000,
        rated: true,
    }
}

/// The welcome into `code` as `seat`, with both seats' names and `last_seq` events to come.
pub(crate) fn welcome(code: RoomCode, seat: usize, last_seq: u64) -> ServerMessage {
    ServerMessage::Welcome {
        version: 2,
        room: room_info(code),
        seat: Some(seat),
        token: None,
        invite: None,
        last_seq,
        players: [Some("Ann".into()), Some("Bob".into())],
        ratings: [None, None],
    }
}

pub(crate) fn event(seq: u64, event: RoomEvent) -> ServerMessage {
    ServerMessage::Event {
        seq,
        at_ms: 1_000 + seq,
        event,
    }
}

pub(crate) fn seated(seat: usize, name: &str) -> RoomEvent {
    RoomEvent::Seated {
        seat,
        name: Some(name.into()),
    }
}

pub(crate) fn ann_challenges(id: u64) -> Challenge {
    Challenge {
        id,
        name: "Ann".into(),
        game: "medea".into(),
        options: GameOptions::new(),
        side: SideChoice::First,
        clock: None,
        rated: true,
        rating: None,
    }
}

pub(crate) fn room_code(app: &App) -> Option<RoomCode> {
    app.world().resource::<Online>().0.as_ref()?.code()
}
