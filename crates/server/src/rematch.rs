//! Rematches: once a game is over, a seat offers one (a room event, decided by the room) and
//! the other accepts it here. The new room has the old one's game, options, clock and
//! rating, with the colours swapped: each player takes the other seat, with the key of its
//! old seat, so that each enters it with the token it already holds. The old room tells its
//! code in its `rematched` event, which reaches both players wherever they are connected.

use medusa_online::{RoomEvent, other_seat};

use super::error::ServerError;
use super::hub::{Hub, Slot};
use super::now_ms;
use super::players::Identity;
use super::room::RoomMeta;

impl Hub {
    /// `seat` accepts its opponent's offer of a rematch in the room of `slot`.
    pub async fn accept_rematch(&self, slot: &Slot, seat: usize) -> Result<(), ServerError> {
        let mut room = slot.room.lock().await;
        let state = room.state();
        if state.rematch().is_some() {
            return Err("the rematch has begun already".into());
        }
        if state.rematch_offer() != Some(other_seat(seat)) {
            return Err("there is no offer of a rematch to accept".into());
        }
        let old = room.meta.clone();
        // The player of old seat `s` takes new seat `other_seat(s)`.
        let swapped = |s: usize| other_seat(s);
        let mut keys = [None, None];
        for s in 0..2 {
            keys[swapped(s)] = old.keys[s];
        }
        let creator_seat = swapped(old.creator_seat);
        let names = state.players().clone();
        let seated = [old.creator_seat, other_seat(old.creator_seat)]
            .map(|s| RoomEvent::Seated {
                seat: swapped(s),
                name: names[s].clone(),
            })
            .to_vec();
        let new = self
            .found(
                |code| RoomMeta {
                    code,
                    game: old.game.clone(),
                    options: old.options.clone(),
                    clock: old.clock,
                    keys,
                    invite: None,
                    creator_seat,
                    address: old.address.clone(),
                    created_ms: now_ms(),
                    rated: old.rated,
                },
                seated,
            )
            .await?;
        let code = new.room.lock().await.meta.code;
        let players = self.store.room_players(old.code).await?;
        for (s, player) in players.into_iter().enumerate() {
            if let (Some(id), Some(name)) = (player, names[s].clone()) {
                self.seat_player(code, swapped(s), &Identity { id, name })
                    .await;
            }
        }
        tracing::info!(room = %old.code, rematch = %code, "rematch");
        self.commit(slot, &mut room, vec![RoomEvent::Rematched { seat, code }])
            .await
    }
}
