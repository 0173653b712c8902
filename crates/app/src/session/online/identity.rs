//! The player's name on each server, and the key that proves it, kept in the store
//! (`players.json`: the data folder, or the page's local storage). Every later connection to
//! that server (the lobby's, a room's) says who it is with them first (`identify`).

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use super::super::store::Store;
use medusa_online::{ClientMessage, PROTOCOL_VERSION, PlayerKey};

/// The store's key for the players' names and keys.
pub const PLAYERS_KEY: &str = "players.json";

/// A player's name on a server, its key, and whether it has a password.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct KnownPlayer {
    pub name: String,
    pub key: PlayerKey,
    #[serde(default)]
    pub password: bool,
}

impl KnownPlayer {
    /// The frame that makes a connection this player's.
    pub fn identify(&self) -> ClientMessage {
        ClientMessage::Identify {
            version: PROTOCOL_VERSION,
            name: self.name.clone(),
            key: self.key,
        }
    }
}

/// The player's name on each server (by its WebSocket address): read from the store at start,
/// written back as it changes.
#[derive(Resource, Clone, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
pub struct KnownPlayers {
    players: Vec<(String, KnownPlayer)>,
}

impl KnownPlayers {
    /// The players kept in `store` (none when there are none, or they cannot be read).
    pub fn load(store: &Store) -> KnownPlayers {
        store
            .read(PLAYERS_KEY)
            .ok()
            .flatten()
            .and_then(|text| serde_json::from_str(&text).ok())
            .unwrap_or_default()
    }

    /// The player on `server`.
    pub fn on(&self, server: &str) -> Option<&KnownPlayer> {
        self.players
            .iter()
            .find(|(on, _)| on == server)
            .map(|(_, player)| player)
    }

    /// The player's names, on every server.
    pub fn names(&self) -> impl Iterator<Item = &str> {
        self.players.iter().map(|(_, player)| player.name.as_str())
    }

    /// Keeps `player` as the player on `server`, and writes the players to `store`.
    pub fn keep(&mut self, store: &Store, server: &str, player: KnownPlayer) -> Result<(), String> {
        self.players.retain(|(on, _)| on != server);
        self.players.insert(0, (server.to_string(), player));
        self.save(store)
    }

    /// Forgets the player on `server` (to play as another), and writes the players.
    pub fn forget(&mut self, store: &Store, server: &str) -> Result<(), String> {
        self.players.retain(|(on, _)| on != server);
        self.save(store)
    }

    fn save(&self, store: &Store) -> Result<(), String> {
        let text = serde_json::to_string(self).map_err(|e| e.to_string())?;
        store.write(PLAYERS_KEY, &text)
    }
}

/// The players known, and the store they are kept in.
#[derive(SystemParam)]
pub(crate) struct KeptPlayers<'w> {
    pub(crate) players: ResMut<'w, KnownPlayers>,
    pub(crate) store: Res<'w, Store>,
}

/// Reads the players known when the game starts.
pub(super) fn load(mut kept: KeptPlayers) {
    *kept.players = KnownPlayers::load(&kept.store);
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;

    #[test]
    fn a_player_is_kept_by_server_and_a_broken_file_is_no_player() {
        let dir = std::env::temp_dir().join(format!("medusa-players-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let store = Store::in_folder(&dir);
        let mut players = KnownPlayers::load(&store);
        assert_eq!(players.on("ws://a/ws"), None);
        let ann = KnownPlayer {
            name: "Ann".into(),
            key: PlayerKey::from_bytes([1; 16]),
            password: false,
        };
        players
            .keep(&store, "ws://a/ws", ann.clone())
            .expect("kept");
        let again = KnownPlayers::load(&store);
        assert_eq!(again.on("ws://a/ws"), Some(&ann));
        assert_eq!(again.on("ws://b/ws"), None);
        let mut again = again;
        again.forget(&store, "ws://a/ws").expect("forgotten");
        assert_eq!(KnownPlayers::load(&store).on("ws://a/ws"), None);
        store.write(PLAYERS_KEY, "{not json").expect("written");
        assert_eq!(KnownPlayers::load(&store), KnownPlayers::default());
        let _ = std::fs::remove_dir_all(&dir);
    }
}
