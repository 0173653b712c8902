//! The frames: [`ClientMessage`] from a player, a watcher or a bot to the server, and
//! [`ServerMessage`] back. Each is one JSON object with a `type`; unknown types and fields
//! of the wrong kind are refused by the reader.

use serde::{Deserialize, Serialize};

use medusa_rules::GameOptions;

use super::club::{BoardResult, EventInfo, EventKind};
use super::code::RoomCode;
use super::event::{ClockSpec, RoomEvent, SideChoice};
use super::lobby::{Challenge, LobbyChange, LobbyGame, MyGame};
use super::player::{Password, PlayerKey};
use super::rating::ShownRating;
use super::token::SeatToken;

/// What a client says. The acts without fields are written as empty struct variants, so that
/// a stray field is refused for them as for the others.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum ClientMessage {
    /// A new room: the game (`medusa`, `lotus`, `medea`, `pillars`), the game's own options
    /// (`{"komi":3}` in Medusa and Lotus; none for its defaults), the creator's side, and a
    /// clock or none.
    Create {
        version: u32,
        game: String,
        #[serde(default, skip_serializing_if = "GameOptions::is_empty")]
        options: GameOptions,
        #[serde(default)]
        side: SideChoice,
        #[serde(default)]
        clock: Option<ClockSpec>,
    },
    /// The free seat of a room, with the invitation of its link (`invite`); without it, or
    /// when both seats are taken, a place among its watchers.
    Join {
        version: u32,
        code: RoomCode,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        invite: Option<SeatToken>,
    },
    /// Watch a room, with the events after `after` (all of them without it).
    Watch {
        version: u32,
        code: RoomCode,
        #[serde(default)]
        after: Option<u64>,
    },
    /// Come back to a seat with its token; the events after `after` follow.
    Resume {
        version: u32,
        code: RoomCode,
        token: SeatToken,
        #[serde(default)]
        after: u64,
    },
    /// A new player of this name (unique on the server, whatever the case; spaces around it
    /// are left out): the server answers with the player's key, and the connection is the
    /// player's.
    Register { version: u32, name: String },
    /// The connection is the player's whose name and key these are.
    Identify {
        version: u32,
        name: String,
        key: PlayerKey,
    },
    /// The connection is the player's whose name and password these are (from another
    /// device): the server answers with a new key for this device.
    SignIn {
        version: u32,
        name: String,
        password: Password,
    },
    /// The player this connection is sets a password (or a new one), to sign in with from
    /// other devices.
    SetPassword { password: Password },
    /// A move or turn as the game's records write it (`j11`, `e1 q15-s15`, `c3-d4`), chosen
    /// when `played` moves or turns had been played: a move for a position that has since
    /// changed is refused.
    Move { played: usize, notation: String },
    /// The seat resigns.
    Resign {},
    /// The seat offers a draw.
    OfferDraw {},
    /// The seat accepts the opponent's draw offer.
    AcceptDraw {},
    /// The seat asks to take back the last move.
    RequestUndo {},
    /// The seat accepts the opponent's request to take back the last move.
    AcceptUndo {},
    /// Medusa and Lotus, after the two final passes: these groups are dead (one stone of
    /// each, blank-separated; empty for none).
    ProposeDead { stones: String },
    /// The seat accepts the opponent's proposal of dead groups.
    AcceptDead {},
    /// The seat claims the game: the opponent has been away longer than the server allows.
    Claim {},
    /// An identified player publishes an open challenge (what `create` takes, and whether
    /// the game is to be rated): the server answers `challenge_open`. It lapses when this
    /// connection closes.
    Challenge {
        version: u32,
        game: String,
        #[serde(default, skip_serializing_if = "GameOptions::is_empty")]
        options: GameOptions,
        #[serde(default)]
        side: SideChoice,
        #[serde(default)]
        clock: Option<ClockSpec>,
        #[serde(default)]
        rated: bool,
    },
    /// The maker takes back its challenge.
    CancelChallenge { id: u64 },
    /// An identified player (not the maker) accepts a challenge: both players are sent
    /// `matched`.
    AcceptChallenge { version: u32, id: u64 },
    /// The connection follows the lobby: a `lobby` snapshot, then `lobby_change` frames.
    Lobby { version: u32 },
    /// The connection stops following the lobby.
    LeaveLobby {},
    /// An identified player's games on this server: the server answers `my_games`.
    MyGames {},
    /// An identified player enters a room where a seat is the player's by name (from any
    /// device): as `resume` does with the seat's token.
    Enter {
        version: u32,
        code: RoomCode,
        #[serde(default)]
        after: u64,
    },
    /// After the end, the seat offers a rematch.
    OfferRematch {},
    /// The seat accepts the opponent's rematch offer.
    AcceptRematch {},
    /// A line of chat: a seat's to the players' chat (a room event), an identified watcher's
    /// to the watchers' (`watcher_chat`, never sent to the players).
    Chat { text: String },
    /// The seat turns the room's chat off, for both players and the watchers.
    ChatOff {},
    /// An identified player goes on vacation for `days` whole days from now: the clocks of
    /// its games by the day stop until then. Answered `vacation`.
    Vacation { days: u32 },
    /// The identified player is back from vacation before its end. Answered `vacation`.
    EndVacation {},
    /// In a game by the day, the seat whose opponent is to move after `played` moves leaves
    /// its conditional moves: each line is the opponent's move, the seat's answer, the
    /// opponent's next, the seat's answer to it, and so on (an even number of moves). They
    /// replace the seat's lines before (none clears them); answered `conditionals`, to the
    /// seat only.
    Conditional {
        played: usize,
        lines: Vec<Vec<String>>,
    },
    /// An identified player's games where it is the player's move: answered `your_turn`
    /// (with the player's vacation).
    YourTurn {},
    /// An identified player's notifications ("your move", a reminder, a game's end) as they
    /// stand, with the server's push key: answered `notifications`. With `on`, they are
    /// turned on or off first, for every browser and the e-mail alike.
    Notifications {
        #[serde(default)]
        on: Option<bool>,
    },
    /// An identified player's browser subscribes to Web Push: its `PushSubscription`'s
    /// endpoint (https) and keys (`p256dh` and `auth`, base64url as the browser gives them).
    /// Answered `notifications`.
    PushSubscribe {
        endpoint: String,
        p256dh: String,
        auth: String,
    },
    /// The browser subscribed at `endpoint` is sent no more. Answered `notifications`.
    PushUnsubscribe { endpoint: String },
    /// An identified player's e-mail address for notifications; `null` clears it. Answered
    /// `notifications`.
    SetEmail {
        #[serde(default)]
        address: Option<String>,
    },
    /// An identified player organises a club event: its name, the game with its options
    /// and clock (in minutes) as `create` takes them, round robin or Swiss, and how many
    /// rounds. Answered `club_event`.
    CreateEvent {
        version: u32,
        name: String,
        game: String,
        #[serde(default, skip_serializing_if = "GameOptions::is_empty")]
        options: GameOptions,
        #[serde(default)]
        clock: Option<ClockSpec>,
        kind: EventKind,
        rounds: u32,
    },
    /// An identified player joins an event before its first round (or, having joined,
    /// follows it again): answered `club_event`, then `event_board` for each of its boards
    /// to play, now and as each round is paired.
    JoinEvent { id: u64 },
    /// An identified player leaves an event before its first round.
    LeaveEvent { id: u64 },
    /// Anyone reads an event: answered `club_event` (and, to one of its players, its boards
    /// to play, as `join_event`).
    ReadEvent { id: u64 },
    /// Anyone lists the newest events: answered `club_events`.
    ListEvents {},
    /// The organiser starts the next round: the server pairs it and opens its boards.
    StartRound { id: u64 },
    /// The organiser enters a board's result (a game on a physical board), round and board
    /// from 1.
    EnterResult {
        id: u64,
        round: u32,
        board: usize,
        result: BoardResult,
    },
    /// The organiser marks a player absent for a round to come (from 1).
    MarkAbsent { id: u64, round: u32, name: String },
    /// The organiser ends the event.
    EndEvent { id: u64 },
}

/// A room as a client is told it when it enters.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct RoomInfo {
    pub code: RoomCode,
    /// The game's id (`medea`) and its name for people (`Medea`).
    pub game: String,
    pub name: String,
    /// The sides' names by seat (`["Black", "White"]` in Medusa).
    pub sides: [String; 2],
    /// The seat that moves first.
    pub first: usize,
    /// The game's own options, as the room was made with them.
    #[serde(default, skip_serializing_if = "GameOptions::is_empty")]
    pub options: GameOptions,
    #[serde(default)]
    pub clock: Option<ClockSpec>,
    /// How long a player may be away before the opponent can claim the game.
    pub away_ms: u64,
    /// Whether the game changes the players' ratings.
    #[serde(default)]
    pub rated: bool,
}

/// What the server says.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ServerMessage {
    /// The client is in the room: as the seat `seat` (with its token, given once, when the
    /// seat was created or joined), or watching (`seat` absent). The room's events after the
    /// number the client asked for follow, up to `last_seq`.
    Welcome {
        version: u32,
        room: RoomInfo,
        #[serde(default)]
        seat: Option<usize>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        token: Option<SeatToken>,
        /// The room's invitation, which takes its free seat: sent to the creator's seat while
        /// the other seat is free, for the link to share.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        invite: Option<SeatToken>,
        last_seq: u64,
        /// The names of the players in the seats, by seat (`null` for a seat nobody took, or
        /// that a player took without a name); left out when neither has one.
        #[serde(default, skip_serializing_if = "no_names")]
        players: [Option<String>; 2],
        /// The named players' ratings in this game, by seat; left out when neither has one.
        #[serde(default, skip_serializing_if = "no_ratings")]
        ratings: [Option<ShownRating>; 2],
    },
    /// One of the room's events, numbered from 1; `at_ms` is the server's time of it
    /// (milliseconds since 1970). A seat's act is acknowledged by its event, sent once the
    /// event is stored.
    Event {
        seq: u64,
        at_ms: u64,
        #[serde(flatten)]
        event: RoomEvent,
    },
    /// A seat's player came or went (not numbered: it is not part of the log). Sent as it
    /// happens, and after a welcome for each seated player but the client's own, with how
    /// long an absent one has been away.
    Presence {
        seat: usize,
        connected: bool,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        away_ms: Option<u64>,
    },
    /// The connection is the player `name`'s (after `register`, `identify`, `sign_in` or
    /// `set_password`): with the player's `key` to keep, when it was just made (a new name,
    /// a sign-in), and whether the player has a password.
    Player {
        name: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        key: Option<PlayerKey>,
        password: bool,
    },
    /// The challenge this connection just made is open, under this number.
    ChallengeOpen { id: u64 },
    /// The lobby as it is, numbered `seq`: the changes after it follow, numbered on.
    Lobby {
        seq: u64,
        challenges: Vec<Challenge>,
        games: Vec<LobbyGame>,
    },
    /// One change to the lobby, numbered one more than the frame before it.
    LobbyChange {
        seq: u64,
        #[serde(flatten)]
        change: LobbyChange,
    },
    /// A challenge was accepted: the room `code` has both players seated; this is the
    /// client's `seat` and its `token` (given once): enter with `resume`.
    Matched {
        code: RoomCode,
        seat: usize,
        token: SeatToken,
    },
    /// A line of the watchers' chat, from the identified watcher `name`.
    WatcherChat {
        name: String,
        text: String,
        at_ms: u64,
    },
    /// The identified player's games, the newest first.
    MyGames { games: Vec<MyGame> },
    /// The identified player's games where it is the player's move, the longest waiting
    /// first; and its vacation, as `vacation` tells it.
    YourTurn {
        games: Vec<MyGame>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        vacation_until_ms: Option<u64>,
        #[serde(default)]
        vacation_days_left: u32,
    },
    /// The identified player's vacation: until when (ms since 1970; `null` when not on
    /// vacation), and the whole days of vacation left in the 365 days before now.
    Vacation {
        #[serde(default)]
        until_ms: Option<u64>,
        days_left: u32,
    },
    /// The seat's conditional moves as they stand, for the position after `played` moves:
    /// the answer to `conditional`, and after the welcome of a seat that left some (never
    /// sent to anyone else).
    Conditionals {
        played: usize,
        lines: Vec<Vec<String>>,
    },
    /// The identified player's notifications: whether they are on, the server's Web Push
    /// key (VAPID's public key, base64url: the browser's `applicationServerKey`; `null` where
    /// the server sends no push), how many of the player's browsers are subscribed, the
    /// player's e-mail address (`null`: none) and whether the server sends e-mail at all.
    Notifications {
        on: bool,
        #[serde(default)]
        push_key: Option<String>,
        subscriptions: usize,
        #[serde(default)]
        email: Option<String>,
        mail: bool,
    },
    /// One of the identified player's games by the day needs it, told to the player's
    /// connections as it is to its browsers and mailbox: `kind` is `your_move` (the opponent
    /// moved), `reminder` (a quarter of the time for the move is left) or `ended`; `title` and
    /// `body` are the sentences shown.
    Notice {
        room: RoomCode,
        kind: String,
        title: String,
        body: String,
    },
    /// A club event as it stands, with its standings.
    ClubEvent { event: EventInfo },
    /// The newest events, the newest first.
    ClubEvents { events: Vec<EventInfo> },
    /// One of the player's boards of an event: the room (both seats bound to the players'
    /// names) to enter with `enter`, and the player's seat.
    EventBoard {
        id: u64,
        round: u32,
        board: usize,
        code: RoomCode,
        seat: usize,
    },
    /// Something the client sent was refused, in a short sentence; nothing changed.
    Error { message: String },
}

/// Whether neither seat has a player's name.
fn no_names(players: &[Option<String>; 2]) -> bool {
    players.iter().all(Option::is_none)
}

/// Whether neither seat's player has a rating.
fn no_ratings(ratings: &[Option<ShownRating>; 2]) -> bool {
    ratings.iter().all(Option::is_none)
}

impl ServerMessage {
    /// An error frame.
    pub fn error(message: impl Into<String>) -> ServerMessage {
        ServerMessage::Error {
            message: message.into(),
        }
    }

    /// The frame as JSON text.
    pub fn to_json(&self) -> String {
        // Plain data: serialising cannot fail.
        serde_json::to_string(self).unwrap_or_else(|_| {
            r#"{"type":"error","message":"the server could not write a message"}"#.to_string()
        })
    }
}

impl ClientMessage {
    /// The frame as JSON text.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn frames_read_and_write_as_documented() {
        let text = r#"{"type":"move","played":3,"notation":"e1 q15-s15"}"#;
        let message: ClientMessage = serde_json::from_str(text).unwrap();
        assert_eq!(
            message,
            ClientMessage::Move {
                played: 3,
                notation: "e1 q15-s15".into()
            }
        );
        assert_eq!(message.to_json(), text);
        let event = ServerMessage::Event {
            seq: 4,
            at_ms: 10,
            event: RoomEvent::Moved {
                seat: 1,
                notation: "j11".into(),
                clocks: None,
            },
        };
        let json = event.to_json();
        assert_eq!(
            json,
            r#"{"type":"event","seq":4,"at_ms":10,"kind":"moved","seat":1,"notation":"j11"}"#
        );
        assert_eq!(serde_json::from_str::<ServerMessage>(&json).unwrap(), event);
        assert!(serde_json::from_str::<ClientMessage>(r#"{"type":"fly"}"#).is_err());
        assert!(serde_json::from_str::<ClientMessage>(r#"{"type":"resign","x":1}"#).is_err());
        let create: ClientMessage =
            serde_json::from_str(r#"{"type":"create","version":1,"game":"medea"}"#).unwrap();
        assert!(matches!(
            create,
            ClientMessage::Create {
                side: SideChoice::Random,
                ..
            }
        ));
    }

    #[test]
    fn players_frames_read_and_write_as_documented() {
        let text = r#"{"type":"sign_in","version":2,"name":"Ann","password":"correct horse"}"#;
        let message: ClientMessage = serde_json::from_str(text).unwrap();
        assert_eq!(
            message,
            ClientMessage::SignIn {
                version: 2,
                name: "Ann".into(),
                password: Password("correct horse".into()),
            }
        );
        assert_eq!(message.to_json(), text);
        assert!(!format!("{message:?}").contains("horse"));
        let key = PlayerKey::from_bytes([0xab; 16]);
        let player = ServerMessage::Player {
            name: "Ann".into(),
            key: Some(key),
            password: false,
        };
        let json = player.to_json();
        assert_eq!(
            json,
            format!(
                r#"{{"type":"player","name":"Ann","key":"{}","password":false}}"#,
                key.to_hex()
            )
        );
        assert_eq!(
            serde_json::from_str::<ServerMessage>(&json).unwrap(),
            player
        );
        // A seat taken with a name says it; one without says nothing of names.
        let seated = RoomEvent::Seated {
            seat: 0,
            name: Some("Ann".into()),
        };
        assert_eq!(
            serde_json::to_string(&seated).unwrap(),
            r#"{"kind":"seated","seat":0,"name":"Ann"}"#
        );
        let unnamed: RoomEvent = serde_json::from_str(r#"{"kind":"seated","seat":1}"#).unwrap();
        assert_eq!(
            unnamed,
            RoomEvent::Seated {
                seat: 1,
                name: None
            }
        );
    }

    #[test]
    fn lobby_frames_read_and_write_as_documented() {
        let text = r#"{"type":"challenge","version":2,"game":"medea","side":"first","clock":null,"rated":true}"#;
        let message: ClientMessage = serde_json::from_str(text).unwrap();
        assert_eq!(
            message,
            ClientMessage::Challenge {
                version: 2,
                game: "medea".into(),
                options: GameOptions::new(),
                side: SideChoice::First,
                clock: None,
                rated: true,
            }
        );
        assert_eq!(message.to_json(), text);
        let code = RoomCode::parse("BCDFGH").unwrap();
        let change = ServerMessage::LobbyChange {
            seq: 3,
            change: LobbyChange::GameUpdated {
                code,
                moves: 12,
                watchers: 1,
                taken: 0,
            },
        };
        let json = change.to_json();
        assert_eq!(
            json,
            r#"{"type":"lobby_change","seq":3,"kind":"game_updated","code":"BCDFGH","moves":12,"watchers":1}"#
        );
        assert_eq!(
            serde_json::from_str::<ServerMessage>(&json).unwrap(),
            change
        );
        let capture = ServerMessage::LobbyChange {
            seq: 4,
            change: LobbyChange::GameUpdated {
                code,
                moves: 13,
                watchers: 1,
                taken: 12,
            },
        };
        assert_eq!(
            capture.to_json(),
            r#"{"type":"lobby_change","seq":4,"kind":"game_updated","code":"BCDFGH","moves":13,"watchers":1,"taken":12}"#
        );
        let snapshot = ServerMessage::Lobby {
            seq: 0,
            challenges: vec![Challenge {
                id: 7,
                name: "Ann".into(),
                game: "medea".into(),
                options: GameOptions::new(),
                side: SideChoice::Random,
                clock: None,
                rated: false,
                rating: None,
            }],
            games: vec![LobbyGame {
                code,
                game: "medea".into(),
                players: [Some("Ann".into()), None],
                moves: 0,
                watchers: 0,
            }],
        };
        assert_eq!(
            snapshot.to_json(),
            r#"{"type":"lobby","seq":0,"challenges":[{"id":7,"name":"Ann","game":"medea","side":"random","clock":null,"rated":false}],"games":[{"code":"BCDFGH","game":"medea","players":["Ann",null],"moves":0,"watchers":0}]}"#
        );
    }
}
