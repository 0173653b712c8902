//! The lobby: the open challenges that named players publish, and the games being played,
//! as a subscriber is told them (a numbered snapshot, then numbered changes).

use serde::{Deserialize, Serialize};

use medusa_rules::GameOptions;

use super::code::RoomCode;
use super::event::{ClockSpec, SideChoice};
use super::rating::ShownRating;

/// An open challenge: a game its maker offers to whoever accepts it.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Challenge {
    /// The server's number for it.
    pub id: u64,
    /// The maker's name.
    pub name: String,
    /// The game's id (`medea`) and its own options, as for `create`.
    pub game: String,
    #[serde(default, skip_serializing_if = "GameOptions::is_empty")]
    pub options: GameOptions,
    /// The maker's side.
    #[serde(default)]
    pub side: SideChoice,
    #[serde(default)]
    pub clock: Option<ClockSpec>,
    #[serde(default)]
    pub rated: bool,
    /// The maker's rating in the game, when the server rates games.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rating: Option<ShownRating>,
}

/// A room being played (both seats taken, no result yet), as the lobby lists it.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct LobbyGame {
    pub code: RoomCode,
    pub game: String,
    /// The seats' players' names, by seat (`null` for a seat taken without a name).
    pub players: [Option<String>; 2],
    /// Moves (turns) played.
    pub moves: usize,
    /// Connections watching the room on the process that tells it.
    pub watchers: usize,
}

/// A change to the lobby, after the snapshot.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum LobbyChange {
    /// A challenge was made.
    ChallengeAdded { challenge: Challenge },
    /// A challenge was accepted, cancelled, or lapsed with its maker's connection.
    ChallengeRemoved { id: u64 },
    /// A room's second seat was taken: its game is being played.
    GameStarted { game: LobbyGame },
    /// A game's moves or watchers changed (told at most once a second a room).
    GameUpdated {
        code: RoomCode,
        moves: usize,
        watchers: usize,
        /// The most pieces a side lost to a move since the game was last told (stones
        /// reversed, men or pieces captured): a club screen switches to such a game.
        #[serde(default, skip_serializing_if = "is_zero")]
        taken: usize,
    },
    /// A game ended (or its room left this process's memory).
    GameEnded { code: RoomCode },
}

fn is_zero(count: &usize) -> bool {
    *count == 0
}

/// One of a player's games on the server, as `my_games` lists them (the newest first).
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct MyGame {
    pub code: RoomCode,
    pub game: String,
    /// The player's seat, and the other seat's player's name (`null` for a seat not taken, or
    /// taken without a name).
    pub seat: usize,
    pub opponent: Option<String>,
    /// Moves (turns) played.
    pub moves: usize,
    /// Whether it is the player's move (never once the game is over).
    pub your_move: bool,
    /// How the game ended, in a sentence; `null` while it goes on.
    pub result: Option<String>,
    pub rated: bool,
    /// When the room was made (ms since 1970).
    pub created_ms: u64,
    /// While the game goes on: when the side to move's turn began (ms since 1970).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub turn_since_ms: Option<u64>,
    /// In a game with a clock that goes on: the player's time left (ms).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub time_left_ms: Option<u64>,
    /// The game's clock, if it has one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clock: Option<ClockSpec>,
    /// Until when the opponent is on vacation (ms since 1970), while it is.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub opponent_vacation_until_ms: Option<u64>,
}
