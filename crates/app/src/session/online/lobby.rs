//! The lobby: a connection of its own to the server, which says who the player is (a name
//! registered, a key kept, a sign-in with a password) and follows the lobby (a numbered
//! snapshot of the open challenges and the games being played, then its changes in order).
//! The player publishes a challenge, takes it back, or accepts another's; a `matched` frame
//! takes the player into the room, as a seat, with its token. It also lists the player's
//! own games (`my_games`), and reads a club event (`read_event`).

use bevy::prelude::*;
use medusa_locale::Phrase;

use super::super::notices::Notices;
use super::super::screen::Screen;
use super::super::wake::{Wake, Waker, wake_within_a_second};
use super::game_notices::{GameNotice, NotificationSettings, PushWanted};
use super::identity::{KeptPlayers, KnownPlayer};
use super::{GoOnline, HeldSeat, Link, RoomSocket, SocketEvent, SocketOpener, retry_delay};
use crate::session::GameKind;
use crate::session::GameSystems;
use medusa_online::{
    Challenge, ClientMessage, ClockSpec, EventInfo, LobbyChange, LobbyGame, MyGame,
    PROTOCOL_VERSION, Password, RoomCode, ServerMessage, SideChoice, ws_url,
};
use medusa_rules::GameOptions;

/// What the player asks of the lobby.
#[derive(Message, Clone, Debug, PartialEq)]
pub enum LobbyAct {
    /// Follow the lobby of the server at this address (its page or WebSocket address).
    Open(String),
    /// A new player of this name.
    Register(String),
    /// This name's player, by its password (another device's player).
    SignIn { name: String, password: String },
    /// The player sets a password (or a new one).
    SetPassword(String),
    /// Play under another name: the name and key kept for this server are forgotten.
    ForgetName,
    /// Publish an open challenge.
    Challenge {
        kind: GameKind,
        options: GameOptions,
        side: SideChoice,
        clock: Option<ClockSpec>,
        rated: bool,
    },
    /// Take back the player's open challenge.
    Cancel,
    /// Accept the challenge of this number.
    Accept(u64),
    /// Ask for the player's games.
    MyGames,
    /// Ask for the player's games where it is the player's move.
    YourTurn,
    /// Into the game that has waited longest for the player's move, other than the room
    /// of this code (the one the player just moved in).
    NextGame(RoomCode),
    /// Stop the clocks of the player's games by the day for this many days.
    Vacation(u32),
    /// Back from vacation before its end.
    EndVacation,
    /// Read the club event of this number (its rounds, results and standings).
    ReadEvent(u64),
    /// Turn the player's notifications on or off (the system's, the browsers' and the
    /// e-mail alike).
    Notify(bool),
    /// The player's e-mail address for its notices (empty: none).
    SetEmail(String),
    /// This browser receives the player's notices by Web Push: its subscription's endpoint
    /// and keys.
    PushSubscribe {
        endpoint: String,
        p256dh: String,
        auth: String,
    },
}

/// The lobby this screen follows, if any.
#[derive(Resource, Default, Debug)]
pub struct Lobby(pub Option<LobbyLink>);

/// The player's own challenge.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum OwnChallenge {
    /// Sent; the server has not answered yet.
    Sent,
    /// Open under this number: waiting for an opponent.
    Open(u64),
}

/// The connection to a server's lobby, and what it has been told.
#[derive(Debug)]
pub struct LobbyLink {
    /// The server's WebSocket address.
    pub server: String,
    socket: Option<Box<dyn RoomSocket>>,
    pub link: Link,
    attempts: u32,
    /// The player this connection is, once the server said so, and whether the player has a
    /// password.
    pub player: Option<String>,
    pub password: bool,
    /// The name and key sent when the connection opened, until the server answers.
    identifying: bool,
    /// The number of the last lobby frame read (none before the snapshot).
    pub seq: Option<u64>,
    pub challenges: Vec<Challenge>,
    pub games: Vec<LobbyGame>,
    /// The player's challenge, while it is open.
    pub own: Option<OwnChallenge>,
    /// The player's games, once asked for.
    pub my_games: Option<Vec<MyGame>>,
    /// The player's games where it is the player's move, the longest waiting first, once
    /// asked for.
    pub your_turn: Option<Vec<MyGame>>,
    /// After **Next game** in this room: the next list of games waiting leads into the
    /// first other one.
    next_after: Option<RoomCode>,
    /// The player's vacation, once the server told it: until when (ms since 1970; none
    /// when not on vacation), and the days left this year.
    pub vacation: Option<(Option<u64>, u32)>,
    /// The player's notifications, once the server told them.
    pub notifications: Option<NotificationSettings>,
    /// The club event read last.
    pub event: Option<EventInfo>,
    /// What the server refused last, in its sentence.
    pub refusal: Option<String>,
}

impl LobbyLink {
    /// The lobby of the server at `server` (its page or WebSocket address), to connect to.
    pub fn new(server: &str) -> LobbyLink {
        LobbyLink {
            server: ws_url(server),
            socket: None,
            link: Link::Connecting,
            attempts: 0,
            player: None,
            password: false,
            identifying: false,
            seq: None,
            challenges: Vec::new(),
            games: Vec::new(),
            own: None,
            my_games: None,
            your_turn: None,
            next_after: None,
            vacation: None,
            notifications: None,
            event: None,
            refusal: None,
        }
    }

    /// Sends `message` if the connection is open; whether it went.
    fn send(&self, message: &ClientMessage) -> bool {
        match (&self.socket, &self.link) {
            (Some(socket), Link::Connected) => {
                socket.send(message.to_json());
                true
            }
            _ => false,
        }
    }

    /// The connection opened: the player says who it is (when a key is kept), and the lobby
    /// is followed.
    fn opened(&mut self, known: Option<&KnownPlayer>) {
        self.link = Link::Connected;
        self.attempts = 0;
        if let Some(known) = known {
            self.identifying = self.send(&known.identify());
        }
        self.send(&ClientMessage::Lobby {
            version: PROTOCOL_VERSION,
        });
    }

    /// The connection is gone: what it had open lapsed with it.
    fn closed(&mut self, why: String, now: f64) {
        self.socket = None;
        self.player = None;
        self.notifications = None;
        self.identifying = false;
        self.own = None;
        self.seq = None;
        self.link = Link::Retrying {
            at: now + retry_delay(self.attempts),
            why,
        };
        self.attempts += 1;
    }

    /// Takes one frame from the server: what it means for the lobby, and what the app does
    /// with it (a key to keep, a room to enter).
    fn take(&mut self, message: ServerMessage) -> Option<LobbyNews> {
        match message {
            ServerMessage::Player {
                name,
                key,
                password,
            } => {
                self.identifying = false;
                self.refusal = None;
                self.player = Some(name.clone());
                self.password = password;
                // The games waiting for the player's move, for the Online page's list, and
                // how the player is told of them.
                self.send(&ClientMessage::YourTurn {});
                self.send(&ClientMessage::Notifications { on: None });
                return Some(LobbyNews::Player {
                    name,
                    key,
                    password,
                });
            }
            ServerMessage::Lobby {
                seq,
                challenges,
                games,
            } => {
                self.seq = Some(seq);
                self.challenges = challenges;
                self.games = games;
            }
            ServerMessage::LobbyChange { seq, change } => {
                let last = self.seq?;
                if seq <= last {
                    return None;
                }
                if seq != last + 1 {
                    return Some(LobbyNews::Gap);
                }
                self.seq = Some(seq);
                return self.change(change);
            }
            ServerMessage::ChallengeOpen { id } => self.own = Some(OwnChallenge::Open(id)),
            ServerMessage::Matched { code, seat, token } => {
                self.own = None;
                return Some(LobbyNews::Matched(HeldSeat { code, seat, token }));
            }
            ServerMessage::MyGames { games } => self.my_games = Some(games),
            ServerMessage::YourTurn {
                games,
                vacation_until_ms,
                vacation_days_left,
            } => {
                self.vacation = Some((vacation_until_ms, vacation_days_left));
                let next = self.next_after.take().and_then(|current| {
                    games
                        .iter()
                        .find(|game| game.code != current)
                        .map(|game| game.code)
                });
                self.your_turn = Some(games);
                if let Some(code) = next {
                    return Some(LobbyNews::Next(code));
                }
            }
            ServerMessage::Vacation {
                until_ms,
                days_left,
            } => self.vacation = Some((until_ms, days_left)),
            ServerMessage::Notifications {
                on,
                push_key,
                subscriptions,
                email,
                mail,
            } => {
                let first = self.notifications.is_none();
                self.notifications = Some(NotificationSettings {
                    on,
                    push_key: push_key.clone(),
                    subscriptions,
                    email,
                    mail,
                });
                // Told once a connection is the player's: a browser already allowed renews
                // its subscription (the server keeps one per browser).
                if let (true, true, Some(key)) = (first, on, push_key) {
                    return Some(LobbyNews::Push(PushWanted { key, ask: false }));
                }
            }
            ServerMessage::Notice {
                room, title, body, ..
            } => {
                // The list of games waiting changed with it.
                self.send(&ClientMessage::YourTurn {});
                return Some(LobbyNews::Notice(GameNotice { room, title, body }));
            }
            ServerMessage::Error { message } => {
                if self.identifying {
                    self.identifying = false;
                    return Some(LobbyNews::NotIdentified(message));
                }
                if self.own == Some(OwnChallenge::Sent) {
                    self.own = None;
                }
                self.refusal = Some(message);
            }
            ServerMessage::ClubEvent { event } => self.event = Some(event),
            ServerMessage::Welcome { .. }
            | ServerMessage::Event { .. }
            | ServerMessage::Presence { .. }
            | ServerMessage::WatcherChat { .. }
            | ServerMessage::ClubEvents { .. }
            | ServerMessage::EventBoard { .. }
            | ServerMessage::Conditionals { .. } => {}
        }
        None
    }

    /// Applies one change to the lists; a game's move that took pieces is news.
    fn change(&mut self, change: LobbyChange) -> Option<LobbyNews> {
        match change {
            LobbyChange::ChallengeAdded { challenge } => {
                self.challenges.retain(|c| c.id != challenge.id);
                self.challenges.push(challenge);
            }
            LobbyChange::ChallengeRemoved { id } => {
                self.challenges.retain(|c| c.id != id);
                if self.own == Some(OwnChallenge::Open(id)) {
                    self.own = None;
                }
            }
            LobbyChange::GameStarted { game } => {
                self.games.retain(|g| g.code != game.code);
                self.games.push(game);
            }
            LobbyChange::GameUpdated {
                code,
                moves,
                watchers,
                taken,
            } => {
                let game = self.games.iter_mut().find(|g| g.code == code)?;
                game.moves = moves;
                game.watchers = watchers;
                if taken > 0 {
                    return Some(LobbyNews::Struck(GameStruck { code, taken }));
                }
            }
            LobbyChange::GameEnded { code } => self.games.retain(|g| g.code != code),
        }
        None
    }

    /// The frame for `act`, and what it changes here at once.
    fn frame_for(&mut self, act: &LobbyAct) -> Option<ClientMessage> {
        let version = PROTOCOL_VERSION;
        Some(match act {
            LobbyAct::Register(name) => ClientMessage::Register {
                version,
                name: name.trim().to_string(),
            },
            LobbyAct::SignIn { name, password } => ClientMessage::SignIn {
                version,
                name: name.trim().to_string(),
                password: Password(password.clone()),
            },
            LobbyAct::SetPassword(password) => ClientMessage::SetPassword {
                password: Password(password.clone()),
            },
            LobbyAct::Challenge {
                kind,
                options,
                side,
                clock,
                rated,
            } => {
                self.own = Some(OwnChallenge::Sent);
                ClientMessage::Challenge {
                    version,
                    game: kind.id().id.to_string(),
                    options: options.clone(),
                    side: *side,
                    clock: *clock,
                    rated: *rated,
                }
            }
            LobbyAct::Cancel => match self.own {
                Some(OwnChallenge::Open(id)) => {
                    self.own = None;
                    ClientMessage::CancelChallenge { id }
                }
                _ => return None,
            },
            LobbyAct::Accept(id) => ClientMessage::AcceptChallenge { version, id: *id },
            LobbyAct::MyGames => ClientMessage::MyGames {},
            LobbyAct::YourTurn => ClientMessage::YourTurn {},
            LobbyAct::NextGame(current) => {
                self.next_after = Some(*current);
                ClientMessage::YourTurn {}
            }
            LobbyAct::Vacation(days) => ClientMessage::Vacation { days: *days },
            LobbyAct::EndVacation => ClientMessage::EndVacation {},
            LobbyAct::ReadEvent(id) => ClientMessage::ReadEvent { id: *id },
            LobbyAct::Notify(on) => ClientMessage::Notifications { on: Some(*on) },
            LobbyAct::SetEmail(address) => ClientMessage::SetEmail {
                address: Some(address.trim().to_string()).filter(|a| !a.is_empty()),
            },
            LobbyAct::PushSubscribe {
                endpoint,
                p256dh,
                auth,
            } => ClientMessage::PushSubscribe {
                endpoint: endpoint.clone(),
                p256dh: p256dh.clone(),
                auth: auth.clone(),
            },
            LobbyAct::Open(_) | LobbyAct::ForgetName => return None,
        })
    }

    /// The player's games going on (the newest first), then the finished ones.
    pub fn my_games(&self) -> Option<&[MyGame]> {
        self.my_games.as_deref()
    }

    /// The room code of each game being played, for tests and the page.
    pub fn game_codes(&self) -> Vec<RoomCode> {
        self.games.iter().map(|game| game.code).collect()
    }
}

/// A move of a game in the lobby's list took pieces from a side (stones reversed, men or
/// pieces captured): the club screen turns to such a game.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameStruck {
    pub code: RoomCode,
    /// The most pieces a side lost.
    pub taken: usize,
}

/// What a frame from the lobby means for the rest of the app.
#[derive(Clone, Debug, PartialEq)]
enum LobbyNews {
    /// The connection is this player's; with a new key to keep after a registration or a
    /// sign-in.
    Player {
        name: String,
        key: Option<medusa_online::PlayerKey>,
        password: bool,
    },
    /// The key kept was refused, in the server's sentence.
    NotIdentified(String),
    /// A change was missed: the lobby is followed again from a new snapshot.
    Gap,
    /// A challenge was accepted: into the room, as this seat.
    Matched(HeldSeat),
    /// **Next game**: into this room, by the player's name.
    Next(RoomCode),
    /// One of the player's games by the day needs the player.
    Notice(GameNotice),
    /// This browser may renew its push subscription.
    Push(PushWanted),
    /// A game in the list took pieces.
    Struck(GameStruck),
}

/// Run condition: the screen follows a lobby.
fn following(lobby: Res<Lobby>) -> bool {
    lobby.0.is_some()
}

/// Run condition: the lobby waits for its next connection attempt (a frame each second
/// brings it).
fn retrying(lobby: Res<Lobby>) -> bool {
    lobby
        .0
        .as_ref()
        .is_some_and(|link| matches!(link.link, Link::Retrying { .. }))
}

/// Opens the connection when there is none and its time has come.
fn connect(
    mut lobby: ResMut<Lobby>,
    time: Res<Time<Real>>,
    waker: Res<Waker>,
    open: Res<SocketOpener>,
) {
    // Looked at every frame; changed only when a connection is opened.
    let Some(link) = &mut lobby.bypass_change_detection().0 else {
        return;
    };
    if link.socket.is_some() {
        return;
    }
    let due = match &link.link {
        Link::Connecting => true,
        Link::Retrying { at, .. } => time.elapsed_secs_f64() >= *at,
        Link::Connected | Link::Failed(_) => false,
    };
    if due {
        link.socket = Some((open.0)(&link.server, waker.clone()));
        link.link = Link::Connecting;
        lobby.set_changed();
    }
}

/// Where the lobby's news goes: the players' keys, the notices, the way into a room.
#[derive(bevy::ecs::system::SystemParam)]
struct LobbyOutlets<'w> {
    kept: KeptPlayers<'w>,
    notices: ResMut<'w, Notices>,
    go: MessageWriter<'w, GoOnline>,
    game_notices: MessageWriter<'w, GameNotice>,
    push: MessageWriter<'w, PushWanted>,
    struck: MessageWriter<'w, GameStruck>,
    wake: MessageWriter<'w, Wake>,
    next_screen: Option<ResMut<'w, NextState<Screen>>>,
}

/// Reads what the server said to the lobby's connection.
fn receive(mut lobby: ResMut<Lobby>, time: Res<Time<Real>>, mut out: LobbyOutlets) {
    let Some(link) = &mut lobby.bypass_change_detection().0 else {
        return;
    };
    let events = link
        .socket
        .as_ref()
        .map(|socket| socket.events())
        .unwrap_or_default();
    if events.is_empty() {
        return;
    }
    out.wake.write(Wake::Now);
    let now = time.elapsed_secs_f64();
    for event in events {
        match event {
            SocketEvent::Opened => link.opened(out.kept.players.on(&link.server)),
            SocketEvent::Text(text) => {
                let news = match serde_json::from_str::<ServerMessage>(&text) {
                    Ok(message) => link.take(message),
                    Err(error) => {
                        link.refusal =
                            Some(format!("the server said something unreadable ({error})"));
                        None
                    }
                };
                match news {
                    None => {}
                    Some(LobbyNews::Player {
                        name,
                        key,
                        password,
                    }) => {
                        let known = out.kept.players.on(&link.server).cloned();
                        let key = key.or(known.as_ref().filter(|k| k.name == name).map(|k| k.key));
                        if let Some(key) = key {
                            let player = KnownPlayer {
                                name,
                                key,
                                password,
                            };
                            let KeptPlayers { players, store } = &mut out.kept;
                            if known.as_ref() != Some(&player)
                                && let Err(why) = players.keep(store, &link.server, player)
                            {
                                out.notices
                                    .push(Phrase::new("notice-name-not-kept").with("error", why));
                            }
                        }
                    }
                    Some(LobbyNews::NotIdentified(why)) => link.refusal = Some(why),
                    Some(LobbyNews::Gap) => {
                        link.closed("a change to the lobby was missed".to_string(), now);
                        link.attempts = 0;
                        link.link = Link::Retrying {
                            at: now,
                            why: String::new(),
                        };
                        break;
                    }
                    Some(LobbyNews::Matched(held)) => {
                        out.go.write(GoOnline {
                            server: link.server.clone(),
                            request: super::RoomRequest::Seat(held),
                        });
                        if let Some(next) = &mut out.next_screen {
                            next.set(Screen::Playing);
                        }
                    }
                    Some(LobbyNews::Next(code)) => {
                        out.go.write(GoOnline {
                            server: link.server.clone(),
                            request: super::RoomRequest::Enter(code),
                        });
                    }
                    Some(LobbyNews::Notice(notice)) => {
                        out.game_notices.write(notice);
                    }
                    Some(LobbyNews::Push(wanted)) => {
                        out.push.write(wanted);
                    }
                    Some(LobbyNews::Struck(struck)) => {
                        out.struck.write(struck);
                    }
                }
            }
            SocketEvent::Closed(why) => {
                link.closed(why, now);
                break;
            }
        }
    }
    lobby.set_changed();
}

/// Does what the player asks of the lobby.
fn act(mut acts: MessageReader<LobbyAct>, mut lobby: ResMut<Lobby>, mut kept: KeptPlayers) {
    for act in acts.read() {
        match act {
            LobbyAct::Open(server) => {
                if lobby.0.as_ref().map(|link| link.server.as_str()) != Some(&ws_url(server)) {
                    lobby.0 = Some(LobbyLink::new(server));
                }
            }
            LobbyAct::ForgetName => {
                let Some(link) = &mut lobby.0 else {
                    continue;
                };
                let KeptPlayers { players, store } = &mut kept;
                if let Err(why) = players.forget(store, &link.server) {
                    warn!("{why}");
                }
                // A connection stays its player's: a fresh one is no one's.
                let server = link.server.clone();
                lobby.0 = Some(LobbyLink::new(&server));
            }
            act => {
                let Some(link) = &mut lobby.0 else {
                    continue;
                };
                if let Some(frame) = link.frame_for(act) {
                    if link.send(&frame) {
                        link.refusal = None;
                    } else {
                        link.own = None;
                        link.refusal = Some("the lobby is not connected".to_string());
                    }
                }
            }
        }
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Lobby>()
        .add_message::<LobbyAct>()
        .add_message::<GameStruck>()
        .add_systems(
            Update,
            (
                act.run_if(on_message::<LobbyAct>),
                (connect, receive, wake_within_a_second.run_if(retrying))
                    .chain()
                    .run_if(following),
            )
                .chain()
                .in_set(GameSystems::Input),
        );
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::session::online::socket::tests::FakeSocket;
    use medusa_online::{PlayerKey, SeatToken};

    fn code(text: &str) -> RoomCode {
        RoomCode::parse(text).expect("a code")
    }

    fn challenge(id: u64, name: &str) -> Challenge {
        Challenge {
            id,
            name: name.into(),
            game: "medea".into(),
            options: GameOptions::new(),
            side: SideChoice::First,
            clock: None,
            rated: true,
            rating: None,
        }
    }

    fn game(text: &str, moves: usize) -> LobbyGame {
        LobbyGame {
            code: code(text),
            game: "medusa".into(),
            players: [Some("Ann".into()), Some("Bob".into())],
            moves,
            watchers: 0,
        }
    }

    /// A lobby whose connection is `socket`, open.
    fn open_lobby(socket: &FakeSocket) -> LobbyLink {
        let mut link = LobbyLink::new("http://lobby.test:1");
        link.socket = Some(Box::new(socket.clone()));
        link
    }

    #[test]
    fn a_listed_games_move_that_took_pieces_is_news_and_a_quiet_one_is_not() {
        let mut link = open_lobby(&FakeSocket::default());
        link.take(ServerMessage::Lobby {
            seq: 1,
            challenges: vec![],
            games: vec![game("BCDFGH", 10)],
        });
        let update = |seq, room, taken| ServerMessage::LobbyChange {
            seq,
            change: LobbyChange::GameUpdated {
                code: code(room),
                moves: 11,
                watchers: 0,
                taken,
            },
        };
        assert_eq!(link.take(update(2, "BCDFGH", 0)), None);
        assert_eq!(
            link.take(update(3, "BCDFGH", 12)),
            Some(LobbyNews::Struck(GameStruck {
                code: code("BCDFGH"),
                taken: 12
            }))
        );
        // A game the list does not hold is no news.
        assert_eq!(link.take(update(4, "JKLMNP", 3)), None);
        assert_eq!(link.seq, Some(4));
    }

    #[test]
    fn the_lobby_follows_its_snapshot_and_then_its_changes_in_order() {
        let socket = FakeSocket::default();
        let mut link = open_lobby(&socket);
        let known = KnownPlayer {
            name: "Bob".into(),
            key: PlayerKey::from_bytes([3; 16]),
            password: false,
        };
        link.opened(Some(&known));
        let sent = socket.sent();
        assert_eq!(sent.len(), 2);
        assert!(sent[0].starts_with(r#"{"type":"identify","version":2,"name":"Bob","key":""#));
        assert_eq!(sent[1], r#"{"type":"lobby","version":2}"#);
        let news = link.take(ServerMessage::Player {
            name: "Bob".into(),
            key: None,
            password: false,
        });
        assert!(matches!(news, Some(LobbyNews::Player { key: None, .. })));
        assert_eq!(link.player.as_deref(), Some("Bob"));
        // A change before the snapshot is not the lobby's yet.
        link.take(ServerMessage::LobbyChange {
            seq: 4,
            change: LobbyChange::ChallengeRemoved { id: 1 },
        });
        link.take(ServerMessage::Lobby {
            seq: 3,
            challenges: vec![challenge(1, "Ann"), challenge(2, "Cy")],
            games: vec![game("BCDFGH", 10)],
        });
        let changes = [
            (4, LobbyChange::ChallengeRemoved { id: 1 }),
            (
                5,
                LobbyChange::ChallengeAdded {
                    challenge: challenge(3, "Dee"),
                },
            ),
            (
                6,
                LobbyChange::GameStarted {
                    game: game("JKLMNP", 0),
                },
            ),
            (
                7,
                LobbyChange::GameUpdated {
                    code: code("BCDFGH"),
                    moves: 11,
                    watchers: 2,
                    taken: 0,
                },
            ),
            // Told twice (a resent frame): once is enough.
            (
                7,
                LobbyChange::GameEnded {
                    code: code("JKLMNP"),
                },
            ),
            (
                8,
                LobbyChange::GameEnded {
                    code: code("BCDFGH"),
                },
            ),
        ];
        for (seq, change) in changes {
            assert_eq!(link.take(ServerMessage::LobbyChange { seq, change }), None);
        }
        let ids: Vec<(u64, &str)> = link
            .challenges
            .iter()
            .map(|c| (c.id, c.name.as_str()))
            .collect();
        assert_eq!(ids, [(2, "Cy"), (3, "Dee")]);
        assert_eq!(link.game_codes(), [code("JKLMNP")]);
        assert_eq!(link.seq, Some(8));
        // A change missed: the lobby is followed again.
        assert_eq!(
            link.take(ServerMessage::LobbyChange {
                seq: 10,
                change: LobbyChange::ChallengeRemoved { id: 2 },
            }),
            Some(LobbyNews::Gap)
        );
        assert_eq!(link.challenges.len(), 2);
    }

    #[test]
    fn a_challenge_is_published_cancelled_and_matched() {
        let socket = FakeSocket::default();
        let mut link = open_lobby(&socket);
        link.opened(None);
        let publish = LobbyAct::Challenge {
            kind: GameKind::MEDEA,
            options: GameOptions::new(),
            side: SideChoice::Second,
            clock: None,
            rated: true,
        };
        let frame = link.frame_for(&publish).expect("a frame");
        assert_eq!(
            frame.to_json(),
            r#"{"type":"challenge","version":2,"game":"medea","side":"second","clock":null,"rated":true}"#
        );
        assert_eq!(link.own, Some(OwnChallenge::Sent));
        // Nothing to cancel before the server numbered it.
        assert_eq!(link.frame_for(&LobbyAct::Cancel), None);
        link.take(ServerMessage::ChallengeOpen { id: 9 });
        assert_eq!(link.own, Some(OwnChallenge::Open(9)));
        assert_eq!(
            link.frame_for(&LobbyAct::Cancel),
            Some(ClientMessage::CancelChallenge { id: 9 })
        );
        assert_eq!(link.own, None);
        // Refused: the challenge is not waiting.
        link.frame_for(&publish);
        link.take(ServerMessage::error("you have 3 open challenges already"));
        assert_eq!(link.own, None);
        assert_eq!(
            link.refusal.as_deref(),
            Some("you have 3 open challenges already")
        );
        // Accepted by another: into the room.
        link.frame_for(&publish);
        link.take(ServerMessage::ChallengeOpen { id: 10 });
        let token = SeatToken::from_bytes([5; 16]);
        let news = link.take(ServerMessage::Matched {
            code: code("QRSTVW"),
            seat: 1,
            token,
        });
        assert_eq!(
            news,
            Some(LobbyNews::Matched(HeldSeat {
                code: code("QRSTVW"),
                seat: 1,
                token
            }))
        );
        assert_eq!(link.own, None);
        assert_eq!(
            link.frame_for(&LobbyAct::Accept(7)),
            Some(ClientMessage::AcceptChallenge { version: 2, id: 7 })
        );
    }
}
