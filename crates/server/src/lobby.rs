//! The lobby as this process tells it: the open challenges (all processes', from the store)
//! and the games being played in the rooms this process holds, with the connections that
//! follow it. Every change is numbered on from the last and sent to every subscriber in
//! order; a subscriber that falls behind is sent a fresh snapshot.
//!
//! The challenges made through this process keep their makers' mailboxes here, with the seat
//! token each maker's connection will play with: when a challenge is accepted (here, or by
//! another process that writes the room in the store), the maker is told through it.

use std::collections::{BTreeMap, HashMap};
use std::net::IpAddr;
use std::sync::{Arc, Mutex, MutexGuard};

use tokio::sync::{broadcast, mpsc};

use medusa_online::{
    Challenge, LobbyChange, LobbyGame, RoomCode, SeatToken, ServerMessage, SideChoice, other_seat,
};

use super::hub::Frame;
use super::room::Room;
use super::store::StoredChallenge;

/// A game's moves and watchers are told at most this often.
pub const UPDATE_EVERY_MS: u64 = 1_000;

/// A challenge's maker, connected to this process: its connection's mailbox, and the token of
/// the seat it will take.
pub struct Maker {
    pub mailbox: mpsc::UnboundedSender<String>,
    pub token: SeatToken,
}

/// A game as listed, with what subscribers were last told of it.
struct Listed {
    game: LobbyGame,
    told: (usize, usize),
    told_ms: u64,
    /// Each side's pieces when the room last changed, and the most a side lost to one
    /// change since the game was last told.
    material: [usize; 2],
    taken: usize,
}

#[derive(Default)]
struct State {
    seq: u64,
    challenges: BTreeMap<u64, Challenge>,
    games: HashMap<RoomCode, Listed>,
    makers: HashMap<u64, Maker>,
    subscribers: usize,
    by_address: HashMap<IpAddr, usize>,
}

pub struct Lobby {
    state: Mutex<State>,
    changes: broadcast::Sender<Frame>,
    max_subscribers: usize,
    per_address: usize,
}

/// A subscriber's start: the snapshot frame, and the changes after it.
pub struct Subscription {
    pub snapshot: String,
    pub changes: broadcast::Receiver<Frame>,
}

/// The lobby's line for a room, when its game is being played: both seats taken, no result.
fn playing(room: &Room, watchers: usize) -> Option<LobbyGame> {
    let state = room.state();
    let seated = (0..2).all(|seat| state.is_seated(seat));
    (seated && state.result().is_none()).then(|| LobbyGame {
        code: room.meta.code,
        game: room.meta.game.clone(),
        players: state.players().clone(),
        moves: state.game().turns_played(),
        watchers,
    })
}

/// The open challenges by number, and the games being played by code.
fn listing(state: &State) -> (Vec<Challenge>, Vec<LobbyGame>) {
    let mut games: Vec<LobbyGame> = state.games.values().map(|l| l.game.clone()).collect();
    games.sort_by(|a, b| a.code.as_str().cmp(b.code.as_str()));
    (state.challenges.values().cloned().collect(), games)
}

/// A player told that a challenge was accepted: the room and its seat.
pub fn matched(code: RoomCode, seat: usize, token: SeatToken) -> String {
    ServerMessage::Matched { code, seat, token }.to_json()
}

impl Lobby {
    pub fn new(max_subscribers: usize, per_address: usize) -> Lobby {
        let (changes, _) = broadcast::channel(1024);
        Lobby {
            state: Mutex::new(State::default()),
            changes,
            max_subscribers,
            per_address,
        }
    }

    fn state(&self) -> MutexGuard<'_, State> {
        // A panic while the lock was held leaves plain data: go on with it.
        self.state
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// Numbers a change and sends it to every subscriber.
    fn tell(&self, state: &mut State, change: LobbyChange) {
        state.seq += 1;
        let text: Arc<str> = ServerMessage::LobbyChange {
            seq: state.seq,
            change,
        }
        .to_json()
        .into();
        // Nobody listening is no error.
        let _ = self.changes.send(Frame {
            seq: state.seq,
            text,
            watchers_only: false,
        });
    }

    /// The open challenges and the games being played, as they are now.
    pub fn listing(&self) -> (Vec<Challenge>, Vec<LobbyGame>) {
        listing(&self.state())
    }

    fn snapshot(&self, state: &State) -> Subscription {
        let (challenges, games) = listing(state);
        let snapshot = ServerMessage::Lobby {
            seq: state.seq,
            challenges,
            games,
        }
        .to_json();
        Subscription {
            snapshot,
            changes: self.changes.subscribe(),
        }
    }

    /// A new subscriber at `address`, within the limits, or the sentence that refuses it.
    pub fn subscribe(&self, address: IpAddr) -> Result<Subscription, String> {
        let mut state = self.state();
        if state.subscribers >= self.max_subscribers {
            return Err(format!(
                "the lobby has its {} subscribers already: try again later",
                self.max_subscribers
            ));
        }
        let here = state.by_address.get(&address).copied().unwrap_or(0);
        if here >= self.per_address {
            return Err(format!(
                "too many lobby subscriptions: one address may follow the lobby on {} \
                 connections at once",
                self.per_address
            ));
        }
        state.subscribers += 1;
        *state.by_address.entry(address).or_default() += 1;
        Ok(self.snapshot(&state))
    }

    /// A subscriber that fell behind starts again from a snapshot.
    pub fn resubscribe(&self) -> Subscription {
        self.snapshot(&self.state())
    }

    /// A subscriber at `address` leaves.
    pub fn unsubscribe(&self, address: IpAddr) {
        let mut state = self.state();
        state.subscribers = state.subscribers.saturating_sub(1);
        if let Some(count) = state.by_address.get_mut(&address) {
            *count = count.saturating_sub(1);
            if *count == 0 {
                state.by_address.remove(&address);
            }
        }
    }

    /// A challenge made through this process, by a maker connected to it.
    pub fn add_made(&self, challenge: Challenge, maker: Maker) {
        let mut state = self.state();
        state.makers.insert(challenge.id, maker);
        if state
            .challenges
            .insert(challenge.id, challenge.clone())
            .is_none()
        {
            self.tell(&mut state, LobbyChange::ChallengeAdded { challenge });
        }
    }

    /// A challenge is no longer open (accepted, cancelled, lapsed); its maker, if connected
    /// here.
    pub fn remove(&self, id: u64) -> Option<Maker> {
        let mut state = self.state();
        if state.challenges.remove(&id).is_some() {
            self.tell(&mut state, LobbyChange::ChallengeRemoved { id });
        }
        state.makers.remove(&id)
    }

    /// The open challenge `id`, as this process knows it.
    pub fn challenge(&self, id: u64) -> Option<Challenge> {
        self.state().challenges.get(&id).cloned()
    }

    /// Brings the challenges up to date with the store's: those added and removed by other
    /// processes are told. The challenges of makers connected here that another process
    /// accepted are returned with the matched frame for their makers (to send, once the row
    /// is removed).
    pub fn sync(&self, stored: Vec<StoredChallenge>) -> Vec<(u64, Maker, String)> {
        let mut state = self.state();
        let mut open = BTreeMap::new();
        let mut accepted = Vec::new();
        for row in stored {
            if !row.taken {
                open.insert(row.challenge.id, row.challenge);
            } else if let Some((code, seat)) = row.matched {
                accepted.push((row.challenge.id, code, seat));
            }
        }
        let gone: Vec<u64> = state
            .challenges
            .keys()
            .filter(|id| !open.contains_key(id))
            .copied()
            .collect();
        for id in gone {
            state.challenges.remove(&id);
            self.tell(&mut state, LobbyChange::ChallengeRemoved { id });
        }
        for (id, challenge) in open {
            if state.challenges.insert(id, challenge.clone()).is_none() {
                self.tell(&mut state, LobbyChange::ChallengeAdded { challenge });
            }
        }
        accepted
            .into_iter()
            .filter_map(|(id, code, seat)| {
                let maker = state.makers.remove(&id)?;
                let frame = matched(code, seat, maker.token);
                Some((id, maker, frame))
            })
            .collect()
    }

    /// A room held here changed: its game is listed once it is being played, and no more
    /// once it is over.
    pub fn room_changed(&self, room: &Room) {
        let code = room.meta.code;
        let mut state = self.state();
        match playing(room, 0) {
            Some(game) => {
                let material = room.state().game().material();
                if let Some(listed) = state.games.get_mut(&code) {
                    listed.game.moves = game.moves;
                    let lost =
                        (0..2).map(|side| listed.material[side].saturating_sub(material[side]));
                    listed.taken = listed.taken.max(lost.max().unwrap_or(0));
                    listed.material = material;
                } else {
                    state.games.insert(
                        code,
                        Listed {
                            told: (game.moves, game.watchers),
                            told_ms: 0,
                            game: game.clone(),
                            material,
                            taken: 0,
                        },
                    );
                    self.tell(&mut state, LobbyChange::GameStarted { game });
                }
            }
            None => self.room_gone_locked(&mut state, code),
        }
    }

    fn room_gone_locked(&self, state: &mut State, code: RoomCode) {
        if state.games.remove(&code).is_some() {
            self.tell(state, LobbyChange::GameEnded { code });
        }
    }

    /// A room left this process's memory.
    pub fn room_gone(&self, code: RoomCode) {
        let mut state = self.state();
        self.room_gone_locked(&mut state, code);
    }

    /// A listed room's watchers now; its moves and watchers are told if they changed and
    /// were last told [`UPDATE_EVERY_MS`] ago.
    pub fn room_seen(&self, code: RoomCode, watchers: usize, now_ms: u64) {
        let mut state = self.state();
        let Some(listed) = state.games.get_mut(&code) else {
            return;
        };
        listed.game.watchers = watchers;
        let now = (listed.game.moves, watchers);
        if now == listed.told || now_ms.saturating_sub(listed.told_ms) < UPDATE_EVERY_MS {
            return;
        }
        listed.told = now;
        listed.told_ms = now_ms;
        let taken = std::mem::take(&mut listed.taken);
        self.tell(
            &mut state,
            LobbyChange::GameUpdated {
                code,
                moves: now.0,
                watchers,
                taken,
            },
        );
    }
}

/// The seat a room's creator or a challenge's maker takes, for its side choice: `first` is
/// the seat that moves first in the game.
pub fn maker_seat(first: usize, side: SideChoice, random: u64) -> usize {
    match side {
        SideChoice::First => first,
        SideChoice::Second => other_seat(first),
        SideChoice::Random => (random & 1) as usize,
    }
}
