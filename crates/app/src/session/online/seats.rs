//! The seats this player holds in online rooms, kept in the store (`online.json`: the data
//! folder, or the page's local storage) so that a reload, a restart or a lost network brings
//! the player back into the game: the server, the room's code, the seat and its token, the
//! newest first.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use super::super::store::Store;
use medusa_online::{RoomCode, SeatToken};

/// The store's key for the seats.
pub const SEATS_KEY: &str = "online.json";

/// How many seats are remembered.
const KEPT: usize = 16;

/// A seat in a room.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct HeldSeat {
    pub code: RoomCode,
    pub seat: usize,
    pub token: SeatToken,
}

/// The seats held, by server: read from the store at start, written back as they change.
#[derive(Resource, Clone, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
pub struct HeldSeats {
    seats: Vec<(String, HeldSeat)>,
}

impl HeldSeats {
    /// The seats kept in `store` (none when there are none, or they cannot be read: a seat
    /// lost is a game watched, never a game broken).
    pub fn load(store: &Store) -> HeldSeats {
        store
            .read(SEATS_KEY)
            .ok()
            .flatten()
            .and_then(|text| serde_json::from_str(&text).ok())
            .unwrap_or_default()
    }

    /// The seat held in room `code` on `server`.
    pub fn find(&self, server: &str, code: RoomCode) -> Option<HeldSeat> {
        self.seats
            .iter()
            .find(|(on, held)| on == server && held.code == code)
            .map(|(_, held)| *held)
    }

    /// The newest seat, with its server.
    pub fn newest(&self) -> Option<(&str, HeldSeat)> {
        self.seats
            .first()
            .map(|(server, held)| (server.as_str(), *held))
    }

    /// Keeps `held` on `server` as the newest seat, and writes the seats to `store`.
    pub fn keep(&mut self, store: &Store, server: &str, held: HeldSeat) -> Result<(), String> {
        self.seats
            .retain(|(on, seat)| !(on == server && seat.code == held.code));
        self.seats.insert(0, (server.to_string(), held));
        self.seats.truncate(KEPT);
        self.save(store)
    }

    /// Whether the seat in room `code` on `server` is held.
    pub fn holds(&self, server: &str, code: RoomCode) -> bool {
        self.find(server, code).is_some()
    }

    /// Forgets the seat in room `code` on `server` (its game is over), and writes the seats.
    pub fn forget(&mut self, store: &Store, server: &str, code: RoomCode) -> Result<(), String> {
        let before = self.seats.len();
        self.seats
            .retain(|(on, seat)| !(on == server && seat.code == code));
        if self.seats.len() == before {
            return Ok(());
        }
        self.save(store)
    }

    fn save(&self, store: &Store) -> Result<(), String> {
        let text = serde_json::to_string(self).map_err(|e| e.to_string())?;
        store.write(SEATS_KEY, &text)
    }
}

/// The seats held, and the store they are kept in.
#[derive(SystemParam)]
pub(super) struct KeptSeats<'w> {
    pub(super) seats: ResMut<'w, HeldSeats>,
    pub(super) store: Res<'w, Store>,
}

/// Reads the seats held when the game starts.
pub(super) fn load(mut kept: KeptSeats) {
    *kept.seats = HeldSeats::load(&kept.store);
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;

    #[test]
    fn seats_are_kept_newest_first_and_found_by_server_and_code() {
        let dir = std::env::temp_dir().join(format!("medusa-seats-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let store = Store::in_folder(&dir);
        let code = |text| RoomCode::parse(text).expect("a code");
        let token = SeatToken::from_bytes([7; 16]);
        let mut seats = HeldSeats::load(&store);
        assert_eq!(seats.newest(), None);
        let first = HeldSeat {
            code: code("ABCDEF"),
            seat: 1,
            token,
        };
        seats.keep(&store, "ws://a/ws", first).expect("kept");
        let second = HeldSeat {
            code: code("GHJKLM"),
            seat: 0,
            token,
        };
        seats.keep(&store, "ws://a/ws", second).expect("kept");
        let again = HeldSeats::load(&store);
        assert_eq!(again.newest(), Some(("ws://a/ws", second)));
        assert_eq!(again.find("ws://a/ws", code("abcdef")), Some(first));
        assert_eq!(again.find("ws://b/ws", code("ABCDEF")), None);
        let mut again = again;
        again
            .forget(&store, "ws://a/ws", code("GHJKLM"))
            .expect("forgotten");
        assert_eq!(HeldSeats::load(&store).newest(), Some(("ws://a/ws", first)));
        // A broken file is no seats, not an error.
        store.write(SEATS_KEY, "{not json").expect("written");
        assert_eq!(HeldSeats::load(&store), HeldSeats::default());
        let _ = std::fs::remove_dir_all(&dir);
    }
}
