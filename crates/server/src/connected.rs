//! The players connected to this process, by their connections' mailboxes: where a notice of
//! a player's game by the day is told to the player's open screens, beside its browsers and
//! its mailbox.

use std::collections::HashMap;
use std::sync::Mutex;

use tokio::sync::mpsc::UnboundedSender;

/// Each identified connection's player and mailbox.
#[derive(Default)]
pub struct ConnectedPlayers {
    by_player: Mutex<HashMap<i64, Vec<UnboundedSender<String>>>>,
}

impl ConnectedPlayers {
    /// The connection of `mailbox` is player `player`'s from now on (and no other's: a
    /// connection that signed in under another name is told that player's notices no more).
    pub fn enter(&self, player: i64, mailbox: &UnboundedSender<String>) {
        let mut map = self
            .by_player
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        map.retain(|_, list| {
            list.retain(|m| !m.is_closed() && !m.same_channel(mailbox));
            !list.is_empty()
        });
        map.entry(player).or_default().push(mailbox.clone());
    }

    /// Tells each of player `player`'s connections here `frame`; how many were told.
    pub fn tell(&self, player: i64, frame: &str) -> usize {
        let mut map = self
            .by_player
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        let Some(list) = map.get_mut(&player) else {
            return 0;
        };
        list.retain(|mailbox| mailbox.send(frame.to_string()).is_ok());
        let told = list.len();
        if told == 0 {
            map.remove(&player);
        }
        told
    }

    /// The players with a connection here (closed ones not yet forgotten included).
    #[cfg(test)]
    fn players(&self) -> usize {
        self.by_player
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
            .len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tokio::sync::mpsc::unbounded_channel;

    #[test]
    fn a_player_is_told_on_each_of_its_connections_and_a_closed_one_is_forgotten() {
        let connected = ConnectedPlayers::default();
        let (one, mut one_letters) = unbounded_channel();
        let (two, two_letters) = unbounded_channel();
        connected.enter(7, &one);
        connected.enter(7, &two);
        assert_eq!(connected.tell(7, "moved"), 2);
        assert_eq!(one_letters.try_recv().ok().as_deref(), Some("moved"));
        drop(two_letters);
        assert_eq!(connected.tell(7, "again"), 1);
        assert_eq!(connected.tell(8, "nobody"), 0);
        drop(one_letters);
        assert_eq!(connected.tell(7, "gone"), 0);
        assert_eq!(connected.players(), 0);
    }

    #[test]
    fn a_connection_signed_in_under_another_name_hears_only_the_new_players_notices() {
        let connected = ConnectedPlayers::default();
        let (mailbox, mut letters) = unbounded_channel();
        connected.enter(1, &mailbox);
        connected.enter(2, &mailbox);
        assert_eq!(connected.tell(1, "for one"), 0);
        assert_eq!(connected.tell(2, "for two"), 1);
        assert_eq!(letters.try_recv().ok().as_deref(), Some("for two"));
        assert_eq!(connected.players(), 1);
    }
}
