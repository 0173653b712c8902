//! A player's own games: the list `my_games` answers with, and entering one of them by the
//! player's name rather than the seat's token (from any device the player signed in on).

use std::net::IpAddr;

use medusa_online::{MyGame, RoomCode, other_seat};

use super::error::ServerError;
use super::hub::{Entry, Hub};
use super::now_ms;
use super::players::Identity;
use super::room::Room;

/// The most games `my_games` lists: the newest.
pub const MAX_MY_GAMES: usize = 30;

/// The most of a player's rooms, the newest, that `your_turn` and a vacation look through.
pub const MAX_YOUR_TURN_ROOMS: usize = 200;

/// How a room looks in its player's list, for the player in `seat`, at `now`.
fn line(room: &Room, seat: usize, now: u64) -> MyGame {
    let state = room.state();
    let going = state.result().is_none() && (0..2).all(|s| state.is_seated(s));
    let opponent_vacation = state
        .vacation_until(other_seat(seat))
        .filter(|&until| going && until > now);
    MyGame {
        code: room.meta.code,
        game: room.meta.game.clone(),
        seat,
        opponent: state.players()[other_seat(seat)].clone(),
        moves: state.game().turns_played(),
        your_move: going && state.game().to_move() == seat,
        result: state.result().map(str::to_string),
        rated: room.meta.rated,
        created_ms: room.meta.created_ms,
        turn_since_ms: going.then(|| state.turn_since_ms()),
        time_left_ms: state
            .clocks_at(now)
            .filter(|_| going)
            .map(|left| left[seat.min(1)]),
        clock: room.meta.clock,
        opponent_vacation_until_ms: opponent_vacation,
    }
}

impl Hub {
    /// `player`'s games on this server, the newest first: the rooms held here as they are
    /// now, the others as the store has them (read, not held).
    pub async fn my_games(&self, player: &Identity) -> Result<Vec<MyGame>, ServerError> {
        self.player_games(player, MAX_MY_GAMES).await
    }

    /// `player`'s games where it is the player's move (among its newest
    /// [`MAX_YOUR_TURN_ROOMS`]), the longest waiting first.
    pub async fn your_turn(&self, player: &Identity) -> Result<Vec<MyGame>, ServerError> {
        let mut games = self.player_games(player, MAX_YOUR_TURN_ROOMS).await?;
        games.retain(|game| game.your_move);
        games.sort_by_key(|game| game.turn_since_ms);
        Ok(games)
    }

    /// `player`'s `limit` newest games: the rooms held here as they are now, the others as
    /// the store has them (read, not held).
    async fn player_games(
        &self,
        player: &Identity,
        limit: usize,
    ) -> Result<Vec<MyGame>, ServerError> {
        let rooms = self.store.player_rooms(player.id, limit).await?;
        let now = now_ms();
        let mut games = Vec::with_capacity(rooms.len());
        for (code, seat) in rooms {
            let game = match self.holding(code).await {
                Some(slot) => line(&*slot.room.lock().await, seat, now),
                None => {
                    let Some(stored) = self.store.load(code).await? else {
                        continue;
                    };
                    let room = Room::rebuild(stored.meta, stored.events, &self.config.games, now)
                        .map_err(ServerError::Internal)?;
                    line(&room, seat, now)
                }
            };
            games.push(game);
        }
        Ok(games)
    }

    /// `player` enters room `code` in the seat its name holds there, with the events after
    /// `after`; a lookup of `address`'s.
    pub async fn enter_as(
        &self,
        player: &Identity,
        code: RoomCode,
        after: u64,
        address: IpAddr,
    ) -> Result<Entry, ServerError> {
        let slot = self.look_up(code, address).await?;
        let seat = {
            let room = slot.room.lock().await;
            let state = room.state();
            let named = |s: usize| state.players()[s].as_deref() == Some(player.name.as_str());
            // A player in both seats (a game against oneself) takes the one to move.
            let to_move = state.game().to_move();
            [to_move, other_seat(to_move)]
                .into_iter()
                .find(|&s| named(s))
                .ok_or_else(|| format!("you have no seat in room {code}: watch it instead"))?
        };
        self.enter(slot, Some(seat), None, after).await
    }
}
