//! Online play: the connection to a `medusa serve` room, and the match on the screen kept to
//! the room's game. The room's numbered events are the truth ([`RoomState`] follows them, as
//! the server does); the match is brought to them by the smallest step ([`follow_step`]): the
//! opponent's move played on the board like any other, anything more a jump to the room's
//! game. The player's own moves are played on the board at once and sent; the room's event
//! acknowledges them, and a refusal puts the board back.
//!
//! The opponent is a third kind of player ([`PlayerKind::Remote`]): the board, the stones and
//! the panels never know where a move came from. What the opponent must agree to (taking a
//! move back, a draw, Medusa's dead groups) and a resignation go to the server as
//! [`OnlineAct`]s, and come back as the room's events. A lost connection is retried by itself;
//! the seat's token, kept in the store, brings the player back after a reload or a restart.

mod club_screen;
mod follow;
mod game_notices;
mod identity;
mod lobby;
mod seats;
mod socket;

pub use club_screen::{
    CAPTURE_CALLS_FOR, ClubScreen, ClubScreenAct, ClubScreenLink, OpenClubScreen, RESULT_STAYS_FOR,
    SHOW_EACH_FOR, SHOWN_AT_LEAST, club_screen_link,
};
use follow::{FollowStep, RoomSide, follow_step};
pub use game_notices::{GameNotice, NotificationSettings, PushWanted, SystemNotice};
pub use identity::{KnownPlayer, KnownPlayers, PLAYERS_KEY};
pub use lobby::{GameStruck, Lobby, LobbyAct, LobbyLink, OwnChallenge};
use seats::KeptSeats;
pub use seats::{HeldSeat, HeldSeats, SEATS_KEY};
pub use socket::{RoomSocket, SocketEvent, SocketOpener};

use bevy::prelude::*;
use medusa_locale::Phrase;

use super::GameKind;
use super::allowed::Allowed;
use super::any_game::AnyGame;
use super::game_match::{GameChanged, Intent, Match, PlayerKind, apply_intents};
use super::notices::Notices;
use super::replay::OpenRecord;
use super::typed::clock_reads_days;
use super::wake::{Wake, Waker, wake_within_a_second};
use crate::session::GameSystems;
use medusa_online::{
    ClientMessage, ClockSpec, Invitation, PROTOCOL_VERSION, RoomCode, RoomEvent, RoomInfo,
    RoomState, ServerMessage, ShownRating, SideChoice, StoredEvent, other_seat, ws_url,
};
use medusa_rules::GameOptions;

/// What a player asks of a server.
#[derive(Clone, Debug, PartialEq)]
pub enum RoomRequest {
    /// A new room of this game, with the player's side and the clock.
    Create {
        kind: GameKind,
        /// The game's own options (Medusa's komi).
        options: GameOptions,
        side: SideChoice,
        clock: Option<ClockSpec>,
    },
    /// The free seat of the room of this invitation (watching, with its code alone or when
    /// both seats are taken).
    Join(Invitation),
    /// Watching this room.
    Watch(RoomCode),
    /// Back to a seat the player holds with its token (a challenge matched, a rematch).
    Seat(HeldSeat),
    /// A seat that is the player's by name (the player's games, from any device).
    Enter(RoomCode),
    /// The room's record, opened in the replay (a finished game of the player's).
    Record(RoomCode),
}

impl RoomRequest {
    /// Reads a room's link (`http://HOST:PORT/#join=CODE.INVITE`, `#watch=CODE`, a notice's
    /// `#play=CODE`, or the
    /// fragment alone, `join=CODE.INVITE`): the server it names, if any, and the request.
    /// `None` when the text is no room's link at all; an error when its code or invitation
    /// cannot be read.
    pub fn from_link(link: &str) -> Option<Result<(Option<String>, RoomRequest), String>> {
        let link = link.trim();
        let (server, fragment) = match link.split_once('#') {
            Some((server, fragment)) => (server.trim_end_matches('/'), fragment),
            None => ("", link),
        };
        let (what, room) = fragment.split_once('=')?;
        let request = match what {
            "join" => Invitation::parse(room).map(RoomRequest::Join),
            "watch" => RoomCode::parse(room).map(RoomRequest::Watch),
            // A notice's link: into the game, in the player's seat.
            "play" => RoomCode::parse(room).map(RoomRequest::Enter),
            _ => return None,
        };
        let server = (!server.is_empty()).then(|| server.to_string());
        Some(request.map(|request| (server, request)))
    }
}

/// Go online: `request` on the server at `server` (its page or WebSocket address).
#[derive(Message, Clone, Debug, PartialEq)]
pub struct GoOnline {
    pub server: String,
    pub request: RoomRequest,
}

/// A seat's act for the server: a request the opponent answers, an answer, a claim.
#[derive(Message, Clone, Debug, PartialEq)]
pub struct OnlineAct(pub ClientMessage);

/// The connection to the server.
#[derive(Clone, Debug, PartialEq)]
pub enum Link {
    /// Opening the connection (or waiting for the room's welcome).
    Connecting,
    /// In the room.
    Connected,
    /// The connection was lost (`why`); the next try is at `at` (seconds of real time).
    Retrying { at: f64, why: String },
    /// The server refused the room itself (no such room); nothing more is tried.
    Failed(String),
}

/// The online room this screen is in, if any.
#[derive(Resource, Default, Debug)]
pub struct Online(pub Option<OnlineRoom>);

/// A room on a server, and this screen's place in it.
#[derive(Debug)]
pub struct OnlineRoom {
    /// The server's WebSocket address.
    pub server: String,
    request: RoomRequest,
    socket: Option<Box<dyn RoomSocket>>,
    pub link: Link,
    /// Connection attempts since the last success.
    attempts: u32,
    pub info: Option<RoomInfo>,
    /// The seat this screen plays; none while watching.
    pub seat: Option<usize>,
    token: Option<medusa_online::SeatToken>,
    /// The room's invitation, when the server gave it (to its creator).
    invite: Option<medusa_online::SeatToken>,
    /// The room's game and standing offers, as its events have played them.
    pub state: Option<RoomState>,
    /// Since when (real seconds) each seat's player has been away; none while connected.
    pub away_since: [Option<f64>; 2],
    /// The number of moves played when this screen's move was sent, until it is answered.
    sent: Option<usize>,
    /// What the server refused last, in its sentence.
    pub refusal: Option<String>,
    /// The server's clock minus this machine's, in ms, from the newest live event.
    offset_ms: i64,
    /// The welcome's last event: the events after it happen live.
    live_after: u64,
    /// The match shows the room's game.
    entered: bool,
    /// The match must be brought back to the room's game (a move was refused).
    jump: bool,
    /// The opponent's proposal of Medusa's dead groups last marked on the board.
    shown_proposal: Option<(usize, String)>,
    /// The number of moves when the match last showed the room's game.
    level_at: Option<usize>,
    /// The player this screen is on the server (said first on each connection), and whether
    /// the server has yet to answer it.
    player: Option<KnownPlayer>,
    identifying: bool,
    /// The seats' players' names and ratings, as the welcome told them.
    pub names: [Option<String>; 2],
    pub ratings: [Option<ShownRating>; 2],
    /// The watchers' chat, as this screen (an identified watcher) has heard it: name, line.
    pub watcher_chat: Vec<(String, String)>,
    /// The opponent's lines of chat are hidden.
    pub muted: bool,
    /// In a game by the day, this seat's conditional moves as the server last told them,
    /// for the position after that many moves.
    pub conditionals: Option<(usize, Vec<Vec<String>>)>,
    /// The player chats in online games (the setting): a seat that does not turns the
    /// room's chat off when it enters.
    chat_wanted: bool,
    chat_off_sent: bool,
    /// On entering, the room's last move is played on the board (the club screen shows what
    /// just happened in the game it turns to).
    pub replays_last_move: bool,
}

/// Milliseconds since 1970 on this machine.
fn now_ms() -> i64 {
    web_time::SystemTime::now()
        .duration_since(web_time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as i64)
}

/// The wait before connection attempt `attempts` (counting from 0): 1 s, 2 s, then 5 s.
fn retry_delay(attempts: u32) -> f64 {
    match attempts {
        0 => 1.0,
        1 => 2.0,
        _ => 5.0,
    }
}

impl OnlineRoom {
    /// A room to enter on `server` by `request`, with the seat `held` there when the player
    /// has one.
    pub fn new(server: &str, request: RoomRequest, held: Option<HeldSeat>) -> OnlineRoom {
        OnlineRoom {
            server: ws_url(server),
            request,
            socket: None,
            link: Link::Connecting,
            attempts: 0,
            info: None,
            seat: held.map(|held| held.seat),
            token: held.map(|held| held.token),
            invite: None,
            state: None,
            away_since: [None; 2],
            sent: None,
            refusal: None,
            offset_ms: 0,
            live_after: 0,
            entered: false,
            jump: false,
            shown_proposal: None,
            level_at: None,
            player: None,
            identifying: false,
            names: [None, None],
            ratings: [None, None],
            watcher_chat: Vec::new(),
            conditionals: None,
            muted: false,
            chat_wanted: true,
            chat_off_sent: false,
            replays_last_move: false,
        }
    }

    /// The room entered as `player` (said first on each connection).
    pub fn with_player(mut self, player: Option<KnownPlayer>) -> OnlineRoom {
        self.player = player;
        self
    }

    /// The room entered by a player who chats (`true`), or who turns a room's chat off.
    pub fn with_chat(mut self, chat: bool) -> OnlineRoom {
        self.chat_wanted = chat;
        self
    }

    /// Whether this screen shows the room's chat: the player chats, and nobody turned it off.
    pub fn chat_shown(&self) -> bool {
        self.chat_wanted && !self.state.as_ref().is_some_and(RoomState::chat_off)
    }

    /// The players' chat: each line's seat and text, the opponent's left out while muted.
    pub fn chat_lines(&self) -> Vec<(usize, &str)> {
        let Some(state) = &self.state else {
            return Vec::new();
        };
        state
            .events()
            .iter()
            .filter_map(|stored| match &stored.event {
                RoomEvent::Chat { seat, text } => Some((*seat, text.as_str())),
                _ => None,
            })
            .filter(|(seat, _)| !(self.muted && self.seat.is_some_and(|own| own != *seat)))
            .collect()
    }

    /// The name of the player in `seat`, where it has one.
    pub fn name_of(&self, seat: usize) -> Option<&str> {
        let from_events = self
            .state
            .as_ref()
            .and_then(|s| s.players()[seat.min(1)].as_deref());
        self.names[seat.min(1)].as_deref().or(from_events)
    }

    /// The name this screen plays or watches under, if any.
    pub fn player_name(&self) -> Option<&str> {
        self.player.as_ref().map(|player| player.name.as_str())
    }

    /// The room's code, once known.
    pub fn code(&self) -> Option<RoomCode> {
        self.info
            .as_ref()
            .map(|info| info.code)
            .or(match self.request {
                RoomRequest::Join(invitation) => Some(invitation.code),
                RoomRequest::Watch(code) | RoomRequest::Enter(code) | RoomRequest::Record(code) => {
                    Some(code)
                }
                RoomRequest::Seat(held) => Some(held.code),
                RoomRequest::Create { .. } => None,
            })
    }

    /// The room's code, with its invitation once this screen knows it (its creator is given
    /// it while the second seat is free; a joiner came with it).
    pub fn invitation(&self) -> Option<Invitation> {
        let code = self.code()?;
        let invite = self.invite.or(match self.request {
            RoomRequest::Join(invitation) => invitation.invite,
            _ => None,
        });
        Some(Invitation { code, invite })
    }

    /// The link that opens this room on its server's site, to join it (`join`: with its
    /// invitation, which takes the free seat) or watch it (`watch`):
    /// `http://HOST:PORT/#join=CODE.INVITE`; the desktop opens it with `medusa --join`.
    pub fn link(&self, what: &str) -> Option<String> {
        let code = self.code()?;
        let room = match what {
            "join" => self.invitation()?.to_string(),
            _ => code.to_string(),
        };
        let site = self.server.trim_end_matches("/ws");
        let site = match site.split_once("://") {
            Some(("wss", rest)) => format!("https://{rest}"),
            Some((_, rest)) => format!("http://{rest}"),
            None => site.to_string(),
        };
        Some(format!("{site}/#{what}={room}"))
    }

    /// The room as the web page is told it: its code, the seat (`watching`), and the link
    /// (`ABCDEF 0 connected`, `ABCDEF watching retrying`); `- connecting` before the code.
    pub fn describe(&self) -> String {
        let code = self.code().map_or("-".to_string(), |code| code.to_string());
        let who = match (self.seat, self.info.is_some()) {
            (Some(seat), _) => seat.to_string(),
            (None, true) => "watching".to_string(),
            (None, false) => "entering".to_string(),
        };
        let link = match self.link {
            Link::Connecting => "connecting",
            Link::Connected => "connected",
            Link::Retrying { .. } => "retrying",
            Link::Failed(_) => "failed",
        };
        format!("{code} {who} {link}")
    }

    /// Whether this screen watches (in the room without a seat).
    pub fn watching(&self) -> bool {
        self.info.is_some() && self.seat.is_none()
    }

    /// The time each side has left now, for a game with a clock.
    pub fn clocks(&self) -> Option<[u64; 2]> {
        let now = (now_ms() + self.offset_ms).max(0) as u64;
        self.state.as_ref()?.clocks_at(now)
    }

    /// Whether the room shows something that changes by the second: the running clock read
    /// in hours, minutes and seconds (under a day left, and not yet run out), a seated
    /// player away for so many seconds, or the seconds until the next connection attempt.
    /// (A clock of days, read in days and hours, changes within the rest between frames.)
    pub fn shows_seconds(&self) -> bool {
        let retrying = matches!(self.link, Link::Retrying { .. });
        let Some(state) = &self.state else {
            return retrying;
        };
        let clock_in_seconds = state
            .running_seat()
            .zip(self.clocks())
            .is_some_and(|(seat, left)| left[seat] > 0 && !clock_reads_days(left[seat]));
        let someone_away = (0..2).any(|seat| self.away_shown(seat).is_some());
        retrying || clock_in_seconds || someone_away
    }

    /// Since when (real seconds) the player in `seat` has been away, as the room shows it: a
    /// seated player without a connection, and not on vacation (the vacation is shown
    /// instead).
    pub fn away_shown(&self, seat: usize) -> Option<f64> {
        let state = self.state.as_ref()?;
        let since = self.away_since.get(seat).copied().flatten()?;
        let on_vacation = state
            .vacation_until(seat)
            .is_some_and(|until| until > now_ms().max(0) as u64);
        (state.is_seated(seat) && !on_vacation).then_some(since)
    }

    /// The first message in the room: back to the seat, or the request.
    fn entering(&self) -> ClientMessage {
        let version = PROTOCOL_VERSION;
        let after = self.state.as_ref().map_or(0, RoomState::last_seq);
        if let (Some(code), Some(token)) = (self.code(), self.token) {
            return ClientMessage::Resume {
                version,
                code,
                token,
                after,
            };
        }
        if let (true, Some(code)) = (self.watching(), self.code()) {
            return ClientMessage::Watch {
                version,
                code,
                after: Some(after),
            };
        }
        match &self.request {
            RoomRequest::Create {
                kind,
                options,
                side,
                clock,
            } => ClientMessage::Create {
                version,
                game: kind.id().id.to_string(),
                options: options.clone(),
                side: *side,
                clock: *clock,
            },
            RoomRequest::Join(invitation) => ClientMessage::Join {
                version,
                code: invitation.code,
                invite: invitation.invite,
            },
            RoomRequest::Watch(code) | RoomRequest::Record(code) => ClientMessage::Watch {
                version,
                code: *code,
                after: Some(after),
            },
            RoomRequest::Seat(held) => ClientMessage::Resume {
                version,
                code: held.code,
                token: held.token,
                after,
            },
            RoomRequest::Enter(code) => ClientMessage::Enter {
                version,
                code: *code,
                after,
            },
        }
    }

    /// The connection opened: the player says who it is (when it has a name here), then the
    /// room is entered.
    fn opened(&mut self) {
        let Some(socket) = &self.socket else {
            return;
        };
        if let Some(player) = &self.player {
            socket.send(player.identify().to_json());
            self.identifying = true;
        }
        socket.send(self.entering().to_json());
    }

    /// Whether the welcome's events are all in.
    fn caught_up(&self) -> bool {
        self.info.is_some()
            && self
                .state
                .as_ref()
                .is_some_and(|state| state.last_seq() >= self.live_after)
    }

    /// Once the room is caught up: a seat whose player does not chat turns the chat off.
    fn after_catching_up(&mut self) {
        if !self.caught_up() || self.chat_wanted || self.chat_off_sent || self.seat.is_none() {
            return;
        }
        // Off already, or turned off now.
        if self.state.as_ref().is_some_and(RoomState::chat_off)
            || self.send(&ClientMessage::ChatOff {})
        {
            self.chat_off_sent = true;
        }
    }

    /// Where a rematch agreed in this room leads: the new room, this screen's player in the
    /// other seat with the same token (or by name), a watcher watching it.
    fn rematch_request(&self) -> Option<RoomRequest> {
        let code = self.state.as_ref()?.rematch()?;
        Some(match (self.seat, self.token) {
            (Some(seat), Some(token)) => RoomRequest::Seat(HeldSeat {
                code,
                seat: other_seat(seat),
                token,
            }),
            (Some(_), None) => RoomRequest::Enter(code),
            (None, _) => RoomRequest::Watch(code),
        })
    }

    /// The room's record, once a room entered for it is caught up: its name and text.
    fn record_asked(&self) -> Option<OpenRecord> {
        let RoomRequest::Record(code) = self.request else {
            return None;
        };
        if !self.caught_up() {
            return None;
        }
        let state = self.state.as_ref()?;
        // As the server's record download writes it.
        let headers = vec![("Room".to_string(), code.to_string())];
        Some(OpenRecord {
            name: code.to_string(),
            text: state.record(headers).to_text(),
        })
    }

    /// Sends `message` if the room is entered; whether it went.
    fn send(&mut self, message: &ClientMessage) -> bool {
        match (&self.socket, &self.link) {
            (Some(socket), Link::Connected) => {
                socket.send(message.to_json());
                true
            }
            _ => false,
        }
    }

    /// The players of the match: this screen's seat a person's, the other the room's.
    fn players(&self) -> [PlayerKind; 2] {
        let mut players = [PlayerKind::Remote; 2];
        if let Some(seat) = self.seat.filter(|&seat| seat < 2) {
            players[seat] = PlayerKind::Human;
        }
        players
    }

    /// Takes one frame from the server. `now` is real time in seconds.
    fn take(&mut self, message: ServerMessage, now: f64, notices: &mut Notices) {
        match message {
            ServerMessage::Welcome {
                room,
                seat,
                token,
                invite,
                last_seq,
                players,
                ratings,
                ..
            } => {
                let fresh = self.state.as_ref().is_none()
                    || self
                        .info
                        .as_ref()
                        .is_some_and(|info| info.code != room.code);
                if fresh {
                    match RoomState::new(&room.game, &room.options, room.clock, 0) {
                        Ok(state) => self.state = Some(state),
                        Err(why) => {
                            self.link = Link::Failed(format!("this room's game: {why}"));
                            self.socket = None;
                            return;
                        }
                    }
                }
                if let RoomRequest::Join(invitation) = self.request
                    && seat.is_none()
                    && self.seat.is_none()
                    && self.info.is_none()
                {
                    notices.push(match invitation.invite {
                        Some(_) => {
                            Phrase::new("notice-room-full").with("code", room.code.to_string())
                        }
                        None => {
                            Phrase::new("notice-room-watching").with("code", room.code.to_string())
                        }
                    });
                }
                self.seat = seat;
                if token.is_some() {
                    self.token = token;
                }
                self.invite = invite;
                self.names = players;
                self.ratings = ratings;
                self.info = Some(room);
                self.live_after = last_seq;
                self.link = Link::Connected;
                self.attempts = 0;
            }
            ServerMessage::Event { seq, at_ms, event } => {
                let Some(state) = &mut self.state else {
                    return;
                };
                if seq <= state.last_seq() {
                    return;
                }
                if seq > self.live_after {
                    self.offset_ms = at_ms as i64 - now_ms();
                }
                if let Err(why) = state.apply(StoredEvent { seq, at_ms, event }) {
                    // A gap or a log this version cannot play: start the room again.
                    self.refusal = Some(format!("the room's events could not be followed ({why})"));
                    self.state = None;
                    self.socket = None;
                    self.link = Link::Retrying { at: now, why };
                }
            }
            ServerMessage::Presence {
                seat,
                connected,
                away_ms,
            } => {
                if let Some(away) = self.away_since.get_mut(seat) {
                    let gone_for = away_ms.unwrap_or(0) as f64 / 1000.0;
                    *away = (!connected).then_some(now - gone_for);
                }
            }
            ServerMessage::Error { message } if self.identifying => {
                // The name and key were refused: the room is entered without them.
                self.identifying = false;
                self.refusal = Some(message);
            }
            ServerMessage::Error { message } => {
                if self.info.is_none() {
                    // The room itself was refused: there is nothing to retry.
                    self.link = Link::Failed(message);
                    self.socket = None;
                    return;
                }
                if self.sent.take().is_some() {
                    self.jump = true;
                }
                self.refusal = Some(message);
            }
            ServerMessage::Player { .. } => self.identifying = false,
            ServerMessage::WatcherChat { name, text, .. } => self.watcher_chat.push((name, text)),
            ServerMessage::Conditionals { played, lines } => {
                self.conditionals = Some((played, lines));
            }
            // The lobby's, on its own connection.
            ServerMessage::ChallengeOpen { .. }
            | ServerMessage::Lobby { .. }
            | ServerMessage::LobbyChange { .. }
            | ServerMessage::Matched { .. }
            | ServerMessage::MyGames { .. }
            | ServerMessage::YourTurn { .. }
            | ServerMessage::Vacation { .. }
            | ServerMessage::Notifications { .. }
            | ServerMessage::Notice { .. }
            | ServerMessage::ClubEvent { .. }
            | ServerMessage::ClubEvents { .. }
            | ServerMessage::EventBoard { .. } => {}
        }
    }

    /// The moves of the room's game, as the records write them.
    fn room_moves(&self) -> Option<Vec<String>> {
        let state = self.state.as_ref()?;
        Some(state.game().record(Vec::new()).tokens())
    }
}

/// The room of `request` on `server`, back to the seat held there if there is one, entered as
/// the player known there; a seat given with its token is kept.
fn room_for(
    server: &str,
    request: RoomRequest,
    kept: &mut KeptSeats,
    players: &KnownPlayers,
    settings: &super::Settings,
    notices: &mut Notices,
) -> OnlineRoom {
    let url = ws_url(server);
    let held = match &request {
        RoomRequest::Join(invitation) => kept.seats.find(&url, invitation.code),
        RoomRequest::Enter(code) => kept.seats.find(&url, *code),
        RoomRequest::Seat(held) => {
            let KeptSeats { seats, store } = kept;
            if let Err(why) = seats.keep(store, &url, *held) {
                notices.push(Phrase::new("notice-seat-not-kept").with("error", why));
            }
            Some(*held)
        }
        RoomRequest::Create { .. } | RoomRequest::Watch(_) | RoomRequest::Record(_) => None,
    };
    OnlineRoom::new(server, request, held)
        .with_player(players.on(&url).cloned())
        .with_chat(settings.chat)
}

/// Starts going online, back to the seat held there if there is one. The club screen's rooms
/// replay their last move on entering.
fn go_online(
    mut requests: MessageReader<GoOnline>,
    mut online: ResMut<Online>,
    mut kept: KeptSeats,
    players: Res<KnownPlayers>,
    settings: Res<super::Settings>,
    mut notices: ResMut<Notices>,
    club: Option<Res<ClubScreen>>,
) {
    for GoOnline { server, request } in requests.read() {
        let mut room = room_for(
            server,
            request.clone(),
            &mut kept,
            &players,
            &settings,
            &mut notices,
        );
        room.replays_last_move = club.is_some();
        online.0 = Some(room);
    }
}

/// What the command line asks of the online play (`medusa --server URL --join LINK`).
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct OnlineLaunch {
    /// The server to play on, instead of the one in the settings (kept in them).
    pub server: Option<String>,
    /// A room's link, or its code on the server, to join at start.
    pub join: Option<String>,
    /// A server's page (or a club screen's link, `#tv=CODE` pinning a game) to show as the
    /// club screen.
    pub tv: Option<String>,
}

/// Does what the command line asked: the server into the settings, and into the room.
fn launch(
    launch: Res<OnlineLaunch>,
    mut settings: ResMut<super::Settings>,
    mut notices: ResMut<Notices>,
    mut go: MessageWriter<GoOnline>,
    mut club: MessageWriter<OpenClubScreen>,
    next_screen: Option<ResMut<NextState<super::Screen>>>,
) {
    if let Some(server) = &launch.server {
        settings.server = server.clone();
    }
    if let Some(tv) = &launch.tv {
        // A server's page alone is its club screen, following every live game.
        let read = club_screen_link(tv).unwrap_or_else(|| {
            Ok(ClubScreenLink {
                server: Some(tv.clone()),
                pinned: None,
                event: None,
            })
        });
        match read {
            Ok(ClubScreenLink {
                server,
                pinned,
                event,
            }) => {
                let server = server.unwrap_or_else(|| settings.server.clone());
                club.write(OpenClubScreen {
                    server,
                    pinned,
                    event,
                });
            }
            Err(why) => notices.push(Phrase::new("notice-room-unreadable").with("error", why)),
        }
        return;
    }
    let Some(link) = &launch.join else {
        return;
    };
    // A code alone joins on the settings' server.
    let read = RoomRequest::from_link(link)
        .unwrap_or_else(|| Invitation::parse(link).map(|room| (None, RoomRequest::Join(room))));
    match read {
        Ok((server, request)) => {
            let server = server.unwrap_or_else(|| settings.server.clone());
            go.write(GoOnline { server, request });
            if let Some(mut next_screen) = next_screen {
                next_screen.set(super::Screen::Playing);
            }
        }
        Err(why) => notices.push(Phrase::new("notice-room-unreadable").with("error", why)),
    }
}

/// Run condition: the screen is in an online room.
fn in_room(online: Res<Online>) -> bool {
    online.0.is_some()
}

/// Run condition: the room shows something that changes by the second.
fn room_shows_seconds(online: Res<Online>) -> bool {
    online.0.as_ref().is_some_and(OnlineRoom::shows_seconds)
}

/// Opens the connection when there is none and its time has come.
fn connect(
    mut online: ResMut<Online>,
    time: Res<Time<Real>>,
    waker: Res<Waker>,
    open: Res<SocketOpener>,
) {
    // Looked at every frame; changed only when a connection is opened.
    let Some(room) = &mut online.bypass_change_detection().0 else {
        return;
    };
    if room.socket.is_some() {
        return;
    }
    let due = match &room.link {
        Link::Connecting => true,
        Link::Retrying { at, .. } => time.elapsed_secs_f64() >= *at,
        Link::Connected | Link::Failed(_) => false,
    };
    if due {
        room.socket = Some((open.0)(&room.server, waker.clone()));
        room.link = Link::Connecting;
        online.set_changed();
    }
}

/// Where a room's news leads: a frame wanted at once, a rematch's room (entered as the
/// player known there, chatting or not), or its record in the replay.
#[derive(bevy::ecs::system::SystemParam)]
struct NextRooms<'w> {
    wake: MessageWriter<'w, Wake>,
    players: Res<'w, KnownPlayers>,
    settings: Res<'w, super::Settings>,
    open: MessageWriter<'w, OpenRecord>,
}

/// Reads what the server said, and keeps the match to the room.
fn receive(
    mut online: ResMut<Online>,
    mut game_match: ResMut<Match>,
    time: Res<Time<Real>>,
    mut kept: KeptSeats,
    mut notices: ResMut<Notices>,
    mut intents: MessageWriter<Intent>,
    mut next: NextRooms,
) {
    // The socket is looked at every frame; the room changes only when something came.
    let Some(room) = &mut online.bypass_change_detection().0 else {
        return;
    };
    let now = time.elapsed_secs_f64();
    let events = room
        .socket
        .as_ref()
        .map(|socket| socket.events())
        .unwrap_or_default();
    let heard = !events.is_empty();
    if heard {
        next.wake.write(Wake::Now);
    }
    for event in events {
        match event {
            SocketEvent::Opened => room.opened(),
            SocketEvent::Text(text) => match serde_json::from_str::<ServerMessage>(&text) {
                Ok(message) => {
                    let token_before = room.token;
                    room.take(message, now, &mut notices);
                    room.after_catching_up();
                    if let (Some(code), Some(seat), Some(token)) =
                        (room.code(), room.seat, room.token)
                        && token_before != Some(token)
                    {
                        let held = HeldSeat { code, seat, token };
                        let KeptSeats { seats, store } = &mut kept;
                        if let Err(why) = seats.keep(store, &room.server, held) {
                            notices.push(
                                Phrase::new("notice-seat-not-kept").with("error", why.to_string()),
                            );
                        }
                    }
                }
                Err(error) => {
                    room.refusal = Some(format!("the server said something unreadable ({error})"));
                }
            },
            SocketEvent::Closed(why) => {
                room.socket = None;
                room.sent = None;
                if !matches!(room.link, Link::Failed(_)) {
                    room.link = Link::Retrying {
                        at: now + retry_delay(room.attempts),
                        why,
                    };
                    room.attempts += 1;
                }
                break;
            }
        }
    }
    if !heard && !game_match.is_changed() && !room.jump {
        return;
    }
    // A record asked for is opened in the replay, and the room left.
    if let Some(record) = room.record_asked() {
        next.open.write(record);
        online.0 = None;
        return;
    }
    // A rematch agreed: into its room.
    if let Some(request) = room.rematch_request() {
        let server = room.server.clone();
        let rematch = room_for(
            &server,
            request,
            &mut kept,
            &next.players,
            &next.settings,
            &mut notices,
        );
        online.0 = Some(rematch);
        return;
    }
    let ended = follow_room(room, &game_match, &mut intents);
    // A seat in a finished game is not worth coming back to.
    let KeptSeats { seats, store } = &mut kept;
    if let (Some(code), Some(_), Some(_)) = (
        room.code(),
        room.seat,
        room.state.as_ref().and_then(RoomState::result),
    ) && seats.holds(&room.server, code)
        && let Err(why) = seats.forget(store, &room.server, code)
    {
        warn!("{why}");
    }
    if heard {
        online.set_changed();
    }
    if game_match.ended != ended {
        game_match.ended = ended;
    }
}

/// The intent that shows the room's game, with this screen's players; on entering a room
/// that replays its last move, the game before it (the move follows, played on the board).
fn jump_to(room: &OnlineRoom) -> Option<Intent> {
    let state = room.state.as_ref()?;
    let record = state.game().record(Vec::new());
    let before_last = (room.replays_last_move && !room.entered && record.turns() > 0)
        .then(|| record.prefix(record.turns() - 1).replay().ok())
        .flatten();
    let game = before_last.unwrap_or_else(|| state.game().clone_box());
    match AnyGame::from_dyn(game) {
        Ok(game) => Some(Intent::Load(Box::new(game), room.players())),
        Err(why) => {
            warn!("the room's game cannot be shown: {why}");
            None
        }
    }
}

/// Brings the match to the room's game by the smallest step, and sends this screen's move
/// when the match is one ahead with it. Returns how the room ended where the rules did not
/// (a flag, a claim, a resignation out of turn), for the match to show.
fn follow_room(
    room: &mut OnlineRoom,
    game_match: &Match,
    intents: &mut MessageWriter<Intent>,
) -> Option<String> {
    let state = room.state.as_ref()?;
    let room_moves = room.room_moves()?;
    let result = state.result().map(str::to_string);
    let ended = result.clone().filter(|_| state.game().outcome().is_none());
    let to_move = state.game().to_move();
    let seated = state.is_seated(0) && state.is_seated(1);
    let proposal = state
        .dead_proposal()
        .filter(|&(by, _)| Some(by) != room.seat)
        .map(|(by, stones)| (by, stones.to_string()));
    if room.entered && !game_match.is_online() {
        return None;
    }
    if !room.entered || room.jump || game_match.setup.players != room.players() {
        intents.write_batch(jump_to(room));
        room.entered = true;
        room.jump = false;
        return ended;
    }
    let local = game_match.game.moves();
    let step = follow_step(
        &local,
        game_match.game.actions_in_progress() > 0,
        RoomSide {
            moves: &room_moves,
            over: result.is_some(),
            to_move,
            level_at: room.level_at,
        },
        room.seat,
    );
    let level = step == FollowStep::Nothing;
    if level {
        room.level_at = Some(room_moves.len());
    }
    match step {
        FollowStep::Nothing => room.sent = None,
        FollowStep::Send { played, notation } => {
            if seated && room.sent != Some(played) {
                let message = ClientMessage::Move { played, notation };
                if room.send(&message) {
                    room.sent = Some(played);
                }
            }
        }
        // A resignation or an agreed draw the rules record as a move is the server's to
        // decide, never a player's move here: the board jumps to it.
        FollowStep::Play(token) => match game_match.game.token_intents(&token) {
            Ok(moves) if !moves.iter().any(|mv| game_match.asks_the_server(mv)) => {
                intents.write_batch(moves);
            }
            Ok(_) | Err(_) => {
                intents.write_batch(jump_to(room));
            }
        },
        FollowStep::Jump => {
            intents.write_batch(jump_to(room));
        }
    }
    // The opponent's proposal of dead groups is marked on the board, once.
    if level && proposal.is_some() && proposal != room.shown_proposal {
        if let Some((_, stones)) = &proposal {
            intents.write_batch(game_match.game.agreement_intents(stones));
        }
        room.shown_proposal = proposal;
    }
    ended
}

/// The server's act for an intent the server decides: a resignation, a draw offered or
/// accepted, a move taken back asked for or allowed, dead groups proposed or accepted.
fn act_for(intent: &Intent, game_match: &Match, room: &OnlineRoom) -> Option<ClientMessage> {
    let state = room.state.as_ref()?;
    let opponent = room.seat.map(|seat| 1 - seat.min(1));
    let by_opponent = |seat: Option<usize>| seat.is_some() && seat == opponent;
    Some(match intent {
        Intent::Resign(_) => ClientMessage::Resign {},
        Intent::AgreeDraw if by_opponent(state.draw_offer()) => ClientMessage::AcceptDraw {},
        Intent::AgreeDraw => ClientMessage::OfferDraw {},
        Intent::Undo if by_opponent(state.undo_request()) => ClientMessage::AcceptUndo {},
        Intent::Undo => ClientMessage::RequestUndo {},
        Intent::Play(mv) if game_match.game.accepts_agreement(mv) => match state.dead_proposal() {
            Some((by, proposed))
                if by_opponent(Some(by))
                    && game_match.game.agreement_intents(proposed).is_empty() =>
            {
                ClientMessage::AcceptDead {}
            }
            _ => ClientMessage::ProposeDead {
                stones: game_match.game.agreement_marked(),
            },
        },
        _ => return None,
    })
}

/// Sends the intents the server decides as acts (they are not applied here). A request to
/// take back a move that is not the player's own (the opponent's last move) is not sent.
fn forward_requests(
    mut intents: MessageReader<Intent>,
    game_match: Res<Match>,
    online: Res<Online>,
    mut acts: MessageWriter<OnlineAct>,
    mut notices: ResMut<Notices>,
) {
    let Some(room) = &online.0 else {
        return;
    };
    for intent in intents.read() {
        if game_match.asks_the_server(intent)
            && let Some(act) = act_for(intent, &game_match, room)
        {
            if matches!(act, ClientMessage::RequestUndo {})
                && !Allowed::now(&game_match, &online, None).undo
            {
                notices.push(Phrase::new("notice-no-move-to-take-back"));
                continue;
            }
            acts.write(OnlineAct(act));
        }
    }
}

/// Sends the seat's acts; one that cannot go now says so.
fn send_acts(
    mut acts: MessageReader<OnlineAct>,
    mut online: ResMut<Online>,
    mut notices: ResMut<Notices>,
) {
    let Some(room) = &mut online.0 else {
        return;
    };
    for OnlineAct(act) in acts.read() {
        if room.send(act) {
            room.refusal = None;
        } else {
            notices.push(Phrase::new("notice-not-connected"));
        }
    }
}

/// Leaves the room once the screen plays something else (a new game, a record).
fn leave_when_done(mut online: ResMut<Online>, game_match: Res<Match>) {
    if online
        .0
        .as_ref()
        .is_some_and(|room| room.entered && !game_match.is_online())
    {
        online.0 = None;
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((lobby::plugin, game_notices::plugin, club_screen::plugin))
        .init_resource::<Online>()
        .init_resource::<HeldSeats>()
        .init_resource::<KnownPlayers>()
        .init_resource::<OnlineLaunch>()
        .add_systems(Startup, (seats::load, identity::load))
        .add_systems(PostStartup, launch)
        .add_message::<GoOnline>()
        .add_message::<OnlineAct>()
        .add_systems(
            Update,
            (
                go_online.run_if(on_message::<GoOnline>),
                // The socket wakes the game when something comes; a frame each second only
                // while the room shows the seconds.
                (
                    connect,
                    receive,
                    wake_within_a_second.run_if(room_shows_seconds),
                )
                    .chain()
                    .run_if(in_room),
            )
                .chain()
                .in_set(GameSystems::Input),
        )
        .add_systems(
            Update,
            (forward_requests, send_acts)
                .chain()
                .run_if(in_room)
                .in_set(GameSystems::Apply)
                .before(apply_intents),
        )
        .add_systems(
            Update,
            leave_when_done
                .run_if(in_room.and_then(on_message::<GameChanged>))
                .in_set(GameSystems::Follow),
        );
}

/// A room of Medea on a server for the screens' tests: this screen in `seat` (none:
/// watching), the room's `events` played from the first, with the clock `clock`.
#[cfg(test)]
pub(crate) fn medea_room_for_tests(
    seat: Option<usize>,
    clock: Option<ClockSpec>,
    events: Vec<RoomEvent>,
) -> OnlineRoom {
    medea_room_played_at(seat, clock, events, 0)
}

/// A room as [`medea_room_for_tests`] makes it, its events played a millisecond apart from
/// `at_ms` (ms since 1970).
#[cfg(test)]
fn medea_room_played_at(
    seat: Option<usize>,
    clock: Option<ClockSpec>,
    events: Vec<RoomEvent>,
    at_ms: u64,
) -> OnlineRoom {
    let code = RoomCode::parse("KXRMTB").expect("a code");
    let mut room = OnlineRoom::new("ws://localhost:7878/ws", RoomRequest::Watch(code), None);
    room.info = Some(RoomInfo {
        code,
        game: "medea".into(),
        name: "Medea".into(),
        sides: ["White".into(), "Black".into()],
        first: 0,
        options: GameOptions::new(),
        clock,
        away_ms: 30_000,
        rated: false,
    });
    let mut state = RoomState::new("medea", &GameOptions::new(), clock, at_ms).expect("a room");
    for (index, event) in events.into_iter().enumerate() {
        let seq = index as u64 + 1;
        state
            .apply(StoredEvent {
                seq,
                at_ms: at_ms + seq,
                event,
            })
            .expect("the room's events");
    }
    room.state = Some(state);
    room.seat = seat;
    room
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn room_links_name_their_server_and_request() {
        let code = RoomCode::parse("KXRMTB").expect("a code");
        let hex = "00112233445566778899aabbccddeeff";
        let invite = medusa_online::SeatToken::parse(hex).ok();
        assert_eq!(
            RoomRequest::from_link(&format!("http://127.0.0.1:8080/#join=kxrmtb.{hex}")),
            Some(Ok((
                Some("http://127.0.0.1:8080".to_string()),
                RoomRequest::Join(Invitation { code, invite })
            )))
        );
        assert_eq!(
            RoomRequest::from_link("join=KXRMTB"),
            Some(Ok((
                None,
                RoomRequest::Join(Invitation { code, invite: None })
            )))
        );
        assert!(matches!(
            RoomRequest::from_link("#join=KXRMTB.123"),
            Some(Err(_))
        ));
        assert_eq!(
            RoomRequest::from_link("watch=KXRMTB"),
            Some(Ok((None, RoomRequest::Watch(code))))
        );
        assert_eq!(RoomRequest::from_link("medea,c3-d4"), None);
        assert!(matches!(RoomRequest::from_link("#join=KX1"), Some(Err(_))));
    }

    #[test]
    fn a_room_links_to_its_site_and_says_where_it_stands() {
        let code = RoomCode::parse("KXRMTB").expect("a code");
        let room = OnlineRoom::new("http://host:8080/", RoomRequest::Watch(code), None);
        assert_eq!(room.server, "ws://host:8080/ws");
        assert_eq!(
            room.link("join").as_deref(),
            Some("http://host:8080/#join=KXRMTB")
        );
        assert_eq!(room.describe(), "KXRMTB entering connecting");
        let hex = "00112233445566778899aabbccddeeff";
        let invite = medusa_online::SeatToken::parse(hex).ok();
        let invited = RoomRequest::Join(Invitation { code, invite });
        let secure = OnlineRoom::new("https://medusa.example", invited, None);
        assert_eq!(
            secure.link("watch").as_deref(),
            Some("https://medusa.example/#watch=KXRMTB")
        );
        assert_eq!(
            secure.link("join"),
            Some(format!("https://medusa.example/#join=KXRMTB.{hex}"))
        );
    }

    /// Both seats taken, by players without names.
    fn both_seated() -> Vec<RoomEvent> {
        (0..2)
            .map(|seat| RoomEvent::Seated { seat, name: None })
            .collect()
    }

    /// Both seats taken just now, with `clock`: a room where this screen plays White.
    fn seated_now(clock: Option<ClockSpec>) -> OnlineRoom {
        let now = now_ms() as u64;
        let mut room = medea_room_played_at(Some(0), clock, both_seated(), now);
        room.link = Link::Connected;
        room
    }

    #[test]
    fn a_room_asks_for_a_frame_each_second_only_while_it_shows_the_seconds() {
        // No clock, both players here, connected: nothing changes by the second.
        let mut room = seated_now(None);
        assert!(!room.shows_seconds());
        // The opponent away: "away for 12 s" counts up.
        room.away_since = [None, Some(3.0)];
        assert!(room.shows_seconds());
        room.away_since = [None, None];
        // The connection lost: the seconds to the next attempt count down.
        room.link = Link::Retrying {
            at: 5.0,
            why: "connection refused".into(),
        };
        assert!(room.shows_seconds());
        // A running clock of five minutes reads in seconds.
        assert!(seated_now(Some(ClockSpec::minutes(300_000, 5_000))).shows_seconds());
        // Three days a move read in days and hours: the rest between frames is enough.
        assert!(!seated_now(Some(ClockSpec::per_move_days(3))).shows_seconds());
        // A clock run out (its flag fallen, long ago) no longer changes.
        let fallen =
            medea_room_for_tests(Some(0), Some(ClockSpec::minutes(300_000, 0)), both_seated());
        assert_eq!(fallen.clocks(), Some([0, 300_000]));
        assert!(!fallen.shows_seconds());
    }
}
