//! The online-play protocol: what a client and `medusa serve` say to each other over a
//! WebSocket, as JSON text frames (`docs/online.md` writes it down), and what a room's events
//! make of it. Plain serde types and no I/O, so the server, the bot and the app's client (in
//! the browser too) share them.
//!
//! * [`ClientMessage`]: create a room, join it, watch it, come back to it, and a seat's acts
//!   (a move, resignation, draw offers, undo requests, dead groups, claims).
//! * [`ServerMessage`]: the welcome into a room, the room's numbered events
//!   ([`RoomEvent`], the move log that is the truth), presence, and errors as sentences.
//! * [`RoomState`]: a room as its events ([`StoredEvent`]) have made it: the game, the seats,
//!   the offers, the clock, the result. The server keeps each room's so, and a client follows
//!   its room with it.
//! * [`RoomCode`] and [`SeatToken`]: how a room is named aloud and how a seat proves itself;
//!   [`Invitation`]: the code with the secret that takes a room's free seat, as links carry it.
//! * [`player_name`], [`PlayerKey`] and [`Password`]: a player's name, the key that proves
//!   it, and the password that signs the player in from another device.
//! * [`Challenge`], [`LobbyGame`] and [`LobbyChange`]: the lobby's open challenges and games
//!   being played, as a subscriber is told them; [`MyGame`]: a player's own games.
//! * [`ShownRating`] and [`RatingChange`]: a player's rating in a game, and a rated game's
//!   change to it.
//! * [`EventInfo`]: a club evening's players, rounds, pairings, results and standings.

mod address;
mod calendar;
mod chat;
mod club;
mod code;
mod event;
mod invitation;
mod lobby;
mod message;
mod player;
mod rating;
mod room_state;
mod token;

pub use address::ws_url;
pub use calendar::civil_date;
pub use chat::{MAX_CHAT_CHARS, chat_line};
pub use club::{
    BoardResult, EventBoard, EventInfo, EventKind, EventRound, EventStage, EventStanding, Points,
};
pub use code::{CODE_ALPHABET, CODE_LETTERS, RoomCode};
pub use event::{ClockSpec, DAY_MS, MAX_DAYS_PER_MOVE, RoomEvent, SideChoice};
pub use invitation::Invitation;
pub use lobby::{Challenge, LobbyChange, LobbyGame, MyGame};
pub use message::{ClientMessage, RoomInfo, ServerMessage};
pub use player::{
    MAX_NAME_CHARS, MAX_PASSWORD_BYTES, MIN_PASSWORD_CHARS, Password, PlayerKey, player_name,
};
pub use rating::{RatingChange, ShownRating};
pub use room_state::{RoomState, StoredEvent, other_seat};
pub use token::SeatToken;

/// The protocol's version: a client names it when it enters a room or says who it is, and a
/// server refuses the versions it does not speak. Version 2 added players' names, the lobby,
/// ratings, rematches and chat.
pub const PROTOCOL_VERSION: u32 = 2;

/// The largest text frame a server reads; a longer one costs an error frame.
pub const MAX_FRAME_BYTES: usize = 16 * 1024;

/// The longest move token a server reads (the longest Medusa turn is far shorter).
pub const MAX_MOVE_CHARS: usize = 400;
