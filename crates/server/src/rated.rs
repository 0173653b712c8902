//! The hub's side of ratings: a rated room's end settled once, in the store, and told as the
//! room's `rated` event; the ratings shown beside names (a welcome's seats, a challenge's
//! maker).

use medusa_online::{RoomCode, RoomEvent, ShownRating};

use super::hub::{Hub, Slot};
use super::now_ms;
use super::ratings::{Outcome, RatedGame, Rating, changes};
use super::room::Room;

impl Hub {
    /// A rated room whose game just ended: both named players' ratings are settled and the
    /// change is told as the room's `rated` event. A room without two different named
    /// players changes no rating; a store that fails leaves the game unrated, with a warning.
    pub async fn settle_rated(&self, slot: &Slot, room: &mut Room) {
        if !room.meta.rated || room.state().rating_changes().is_some() {
            return;
        }
        let Some(winner) = room.state().winner() else {
            return;
        };
        let code = room.meta.code;
        let players = match self.store.room_players(code).await {
            Ok([Some(first), Some(second)]) if first != second => [first, second],
            Ok(_) => {
                tracing::info!(room = %code, "not rated: the seats are not two players");
                return;
            }
            Err(error) => {
                tracing::warn!(room = %code, "not rated: {error}");
                return;
            }
        };
        let rated = RatedGame {
            room: code,
            game: room.meta.game.clone(),
            players,
            outcome: Outcome::of_winner(winner),
            at_ms: now_ms(),
        };
        let settled = match self.store.rate(&rated).await {
            Ok(settled) => settled,
            Err(error) => {
                tracing::warn!(room = %code, "not rated: {error}");
                return;
            }
        };
        let changes = changes(settled.map(|s| s.0), settled.map(|s| s.1));
        let told = vec![RoomEvent::Rated { changes }];
        if let Err(error) = self.commit_keeping(slot, room, told, None).await {
            tracing::warn!(room = %code, "the rating change is not told: {error}");
        }
    }

    /// `player`'s rating in the game `game` names, as shown: a player without a rated game
    /// there has a new player's. `None` when the store cannot say.
    pub async fn rating_in(&self, player: i64, game: &str) -> Option<ShownRating> {
        let kept = self.store.ratings(player).await.ok()?;
        let rating = kept
            .into_iter()
            .find(|kept| kept.game == game)
            .map_or(Rating::NEW, |kept| kept.rating);
        Some(rating.shown())
    }

    /// The ratings of the players in room `code`'s seats, in its game; none for a seat
    /// taken without a name.
    pub async fn seat_ratings(&self, code: RoomCode, game: &str) -> [Option<ShownRating>; 2] {
        let Ok(players) = self.store.room_players(code).await else {
            return [None, None];
        };
        let mut shown = [None, None];
        for (seat, player) in players.into_iter().enumerate() {
            if let Some(player) = player {
                shown[seat] = self.rating_in(player, game).await;
            }
        }
        shown
    }
}
