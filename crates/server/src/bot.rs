//! A player on a server: `medusa bot` (and the tests' and the load bench's players). It
//! enters a room (creating it, joining it, or taking the seat a lobby's match gave it),
//! follows the room's events with a [`RoomState`] of its own (events it has no part in, such
//! as chat and rematch offers, change nothing it does), plays its moves when it is its turn
//! with its game's engine from the AI registry ([`Engines`]), settles Medusa's dead groups by
//! proposing none and accepting the opponent's proposal, comes back by itself with its token
//! when the connection is lost, and ends with the result when the room's game is over.
//!
//! In the lobby, as a named player ([`Player`], its key kept in a [`KeyFile`]): [`seek`]
//! keeps challenges open and plays whoever accepts them, and [`accept`] takes another
//! player's challenge; each plays its games with [`play`].

mod accept;
mod event;
mod keys;
mod seek;
mod sign_on;

use std::sync::{Arc, Mutex};
use std::time::Duration;

use medusa_ai::{AI, AiRegistry, GamePlayer};
use medusa_online::{
    ClientMessage, ClockSpec, Invitation, PROTOCOL_VERSION, PlayerKey, RoomCode, RoomEvent,
    RoomState, SeatToken, ServerMessage, SideChoice, StoredEvent,
};
use medusa_rules::{GAMES, GameOptions, Registry};

use super::client::Connection;

pub use accept::accept;
pub use event::event;
pub use keys::KeyFile;
pub use seek::{MAX_PARALLEL, Seek, seek};
pub use sign_on::{Player, SignOnError, default_name};

/// The games a bot knows and the engines that play them: the program's ([`Engines::PROGRAM`]),
/// or a test's own.
#[derive(Clone, Copy, Debug)]
pub struct Engines {
    pub games: Registry,
    pub ai: AiRegistry,
}

impl Engines {
    /// Every game of the program, with its engines.
    pub const PROGRAM: Engines = Engines {
        games: GAMES,
        ai: AI,
    };

    /// The player of `spec` for the game `game` names, seeded with `seed`, or why there is
    /// none (no such game, no engine for it, a spec refused).
    pub fn player(&self, game: &str, spec: &str, seed: u64) -> Result<Box<dyn GamePlayer>, String> {
        let entry = self.ai.find(&self.games, game)?;
        entry.player(spec, seed).map_err(|e| e.to_string())
    }
}

/// The bot's player, shared with the thread that thinks.
type SharedPlayer = Arc<Mutex<Box<dyn GamePlayer>>>;

/// How the bot enters its room.
#[derive(Clone, Debug)]
pub enum Role {
    /// Creates a room of this game (with the game's options, a side and a clock).
    Create {
        game: String,
        options: GameOptions,
        side: SideChoice,
        clock: Option<ClockSpec>,
    },
    /// Joins the room of this invitation (or of this code alone).
    Join(Invitation),
    /// Takes the seat of room `code` that `token` proves: a lobby's match gave it.
    Seat { code: RoomCode, token: SeatToken },
    /// Takes the seat of room `code` bound to the player `name` (an event's board): each
    /// connection identifies with the player's key, then enters.
    Named {
        code: RoomCode,
        name: String,
        key: PlayerKey,
    },
}

/// What the bot reports as it goes.
pub trait Report: Send {
    /// The room's code, once it is known (first for a creator), with its invitation when the
    /// server gives it (to the creator, for the second player).
    fn room(&mut self, invitation: Invitation);
    /// A line about the connection (lost, back).
    fn note(&mut self, line: &str);
    /// A lobby's match put the bot in room `code`, in seat `seat`.
    fn matched(&mut self, code: RoomCode, seat: usize) {
        self.note(&format!("{code}: matched, in seat {seat}"));
    }
    /// The game of room `code`, which a lobby's match gave, ended with `result`.
    fn game_over(&mut self, code: RoomCode, result: &str) {
        self.note(&format!("{code}: {result}"));
    }
}

/// How long the bot keeps trying to come back to a server that went away.
const RECONNECT_FOR: Duration = Duration::from_secs(120);

/// The bot's own view of the room.
struct View {
    code: Option<RoomCode>,
    seat: Option<usize>,
    token: Option<SeatToken>,
    /// The room as its events have made it, from the welcome on.
    state: Option<RoomState>,
    /// The number of moves played when the bot last sent a move or act, while it waits for
    /// the room's answer.
    waiting: Option<usize>,
    proposed_dead: bool,
    /// Whether the opponent has proposed dead groups for this bot to accept.
    proposal_waits: bool,
}

impl View {
    /// The number of the last event the bot has followed (0 before any).
    fn last_seq(&self) -> u64 {
        self.state.as_ref().map_or(0, RoomState::last_seq)
    }
}

/// Plays in a room on `server` with the engine `spec` of `engines` until its game ends; the
/// result.
pub async fn play(
    engines: Engines,
    server: &str,
    role: Role,
    spec: &str,
    seed: u64,
    report: &mut dyn Report,
) -> Result<String, String> {
    let (code, token) = match &role {
        Role::Seat { code, token } => (Some(*code), Some(*token)),
        Role::Named { code, .. } => (Some(*code), None),
        Role::Create { .. } | Role::Join(_) => (None, None),
    };
    // A seat by name is come back to as a seat by token is.
    let named = matches!(role, Role::Named { .. });
    let mut view = View {
        code,
        seat: None,
        token,
        state: None,
        waiting: None,
        proposed_dead: false,
        proposal_waits: false,
    };
    let mut player: Option<SharedPlayer> = None;
    if let Role::Create { game, .. } = &role {
        player = Some(Arc::new(Mutex::new(engines.player(game, spec, seed)?)));
    }
    let mut lost_since: Option<std::time::Instant> = None;
    loop {
        let connection = match Connection::open(server).await {
            Ok(connection) => connection,
            Err(why) => {
                let since = *lost_since.get_or_insert_with(std::time::Instant::now);
                if since.elapsed() > RECONNECT_FOR
                    || view.token.is_none() && view.code.is_none() && !named
                {
                    return Err(why);
                }
                tokio::time::sleep(Duration::from_millis(250)).await;
                continue;
            }
        };
        if lost_since.take().is_some() {
            report.note("connected again");
        }
        match session(
            connection,
            engines,
            &role,
            (spec, seed),
            &mut view,
            &mut player,
            report,
        )
        .await
        {
            Ok(result) => return Ok(result),
            Err(Lost::Fatal(why)) => return Err(why),
            Err(Lost::Connection(why)) => {
                if view.token.is_none() && !named {
                    return Err(why);
                }
                report.note(&format!("connection lost ({why}); coming back"));
                lost_since = Some(std::time::Instant::now());
                view.waiting = None;
                tokio::time::sleep(Duration::from_millis(100)).await;
            }
        }
    }
}

/// Identifies `connection` as the player `name` with `key`.
async fn identify(connection: &mut Connection, name: &str, key: PlayerKey) -> Result<(), Lost> {
    let identify = ClientMessage::Identify {
        version: PROTOCOL_VERSION,
        name: name.to_string(),
        key,
    };
    connection.send(&identify).await.map_err(Lost::Connection)?;
    loop {
        match connection.receive().await.map_err(Lost::Connection)? {
            ServerMessage::Player { .. } => return Ok(()),
            // The key was just read from the bot's file: a refusal is the address's budget
            // of sign-ins, spent by other bots at once, and the bot comes back for its seat.
            ServerMessage::Error { message } => return Err(Lost::Connection(message)),
            _ => {}
        }
    }
}

enum Lost {
    Connection(String),
    Fatal(String),
}

async fn session(
    mut connection: Connection,
    engines: Engines,
    role: &Role,
    (spec, seed): (&str, u64),
    view: &mut View,
    player: &mut Option<SharedPlayer>,
    report: &mut dyn Report,
) -> Result<String, Lost> {
    let enter = match (view.code, view.token) {
        (Some(code), Some(token)) => ClientMessage::Resume {
            version: PROTOCOL_VERSION,
            code,
            token,
            after: view.last_seq(),
        },
        _ => match role {
            Role::Create {
                game,
                options,
                side,
                clock,
            } => ClientMessage::Create {
                version: PROTOCOL_VERSION,
                game: game.clone(),
                options: options.clone(),
                side: *side,
                clock: *clock,
            },
            Role::Join(invitation) => ClientMessage::Join {
                version: PROTOCOL_VERSION,
                code: invitation.code,
                invite: invitation.invite,
            },
            Role::Seat { code, token } => ClientMessage::Resume {
                version: PROTOCOL_VERSION,
                code: *code,
                token: *token,
                after: 0,
            },
            Role::Named { code, name, key } => {
                identify(&mut connection, name, *key).await?;
                ClientMessage::Enter {
                    version: PROTOCOL_VERSION,
                    code: *code,
                    after: view.last_seq(),
                }
            }
        },
    };
    connection.send(&enter).await.map_err(Lost::Connection)?;
    loop {
        let message = connection.receive().await.map_err(Lost::Connection)?;
        match message {
            ServerMessage::Welcome {
                room,
                seat,
                token,
                invite,
                ..
            } => {
                if view.code.is_none() {
                    report.room(Invitation {
                        code: room.code,
                        invite,
                    });
                }
                view.code = Some(room.code);
                if token.is_some() {
                    view.token = token;
                }
                view.seat = seat;
                if seat.is_none() {
                    return Err(Lost::Fatal(format!(
                        "room {} has both seats taken: a bot does not watch",
                        room.code
                    )));
                }
                if view.state.is_none() {
                    // The clock's times are the events' (the server's): none is needed here.
                    let state =
                        RoomState::new_in(&engines.games, &room.game, &room.options, room.clock, 0)
                            .map_err(Lost::Fatal)?;
                    view.state = Some(state);
                }
                if player.is_none() {
                    let chosen = engines.player(&room.game, spec, seed);
                    *player = Some(Arc::new(Mutex::new(chosen.map_err(Lost::Fatal)?)));
                }
            }
            ServerMessage::Event { seq, at_ms, event } => {
                if seq <= view.last_seq() {
                    continue;
                }
                follow(view, StoredEvent { seq, at_ms, event }).map_err(Lost::Fatal)?;
                if let Some(result) = view.state.as_ref().and_then(RoomState::result) {
                    let result = result.to_string();
                    connection.close().await;
                    return Ok(result);
                }
            }
            // A room's connection says nothing of names or the lobby.
            ServerMessage::Presence { .. }
            | ServerMessage::Player { .. }
            | ServerMessage::ChallengeOpen { .. }
            | ServerMessage::Lobby { .. }
            | ServerMessage::LobbyChange { .. }
            | ServerMessage::Matched { .. }
            | ServerMessage::WatcherChat { .. }
            | ServerMessage::MyGames { .. }
            | ServerMessage::YourTurn { .. }
            | ServerMessage::Vacation { .. }
            | ServerMessage::Notifications { .. }
            | ServerMessage::ClubEvent { .. }
            | ServerMessage::ClubEvents { .. }
            | ServerMessage::EventBoard { .. }
            | ServerMessage::Notice { .. }
            | ServerMessage::Conditionals { .. } => {}
            // The room itself refused (a game the server does not offer, a wrong
            // invitation, too many rooms): nothing to try again.
            ServerMessage::Error { message } if view.state.is_none() => {
                connection.close().await;
                return Err(Lost::Fatal(message));
            }
            ServerMessage::Error { message } => {
                report.note(&format!("refused: {message}"));
                view.waiting = None;
                // Whatever was refused, a moment's pause before trying again.
                tokio::time::sleep(Duration::from_millis(100)).await;
            }
        }
        if let Some(act) = next_act(view, player).await.map_err(Lost::Fatal)? {
            connection.send(&act).await.map_err(Lost::Connection)?;
        }
    }
}

/// Follows one event with the bot's own room state, and what it means for the bot's own
/// bookkeeping: an answer to what it sent, a proposal to accept.
fn follow(view: &mut View, stored: StoredEvent) -> Result<(), String> {
    let state = view
        .state
        .as_mut()
        .ok_or("an event came before the welcome")?;
    match &stored.event {
        RoomEvent::Moved { .. } | RoomEvent::Undone { .. } => view.waiting = None,
        RoomEvent::DeadProposed { seat, .. } => {
            view.proposal_waits = Some(*seat) != view.seat;
            view.waiting = None;
        }
        _ => {}
    }
    state.apply(stored)
}

/// What the bot does next, if anything: its move, or its part in marking the dead.
async fn next_act(
    view: &mut View,
    player: &Option<SharedPlayer>,
) -> Result<Option<ClientMessage>, String> {
    let (Some(seat), Some(state)) = (view.seat, view.state.as_ref()) else {
        return Ok(None);
    };
    let both_seated = state.is_seated(0) && state.is_seated(1);
    if view.waiting.is_some() || state.result().is_some() || !both_seated {
        return Ok(None);
    }
    if state.awaits_agreement() {
        return Ok(marking_act(view, seat));
    }
    let game = state.game();
    if game.to_move() != seat || game.outcome().is_some() {
        return Ok(None);
    }
    let Some(player) = player.clone() else {
        return Ok(None);
    };
    let snapshot = game.clone_box();
    let played = snapshot.turns_played();
    let notation = tokio::task::spawn_blocking(move || {
        let mut player = player
            .lock()
            .map_err(|_| "the engine stopped".to_string())?;
        player.choose(snapshot.as_ref())
    })
    .await
    .map_err(|e| format!("the engine stopped: {e}"))??;
    view.waiting = Some(played);
    Ok(Some(ClientMessage::Move { played, notation }))
}

/// Medusa's marking: the first player proposes that nothing is dead, the other accepts.
fn marking_act(view: &mut View, seat: usize) -> Option<ClientMessage> {
    let state = view.state.as_ref()?;
    let first = state.first_seat();
    let played = state.game().turns_played();
    if seat == first && !view.proposed_dead {
        view.proposed_dead = true;
        view.waiting = Some(played);
        Some(ClientMessage::ProposeDead {
            stones: String::new(),
        })
    } else if seat != first && view.proposal_waits {
        view.proposal_waits = false;
        view.waiting = Some(played);
        Some(ClientMessage::AcceptDead {})
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn stored(seq: u64, event: RoomEvent) -> StoredEvent {
        StoredEvent {
            seq,
            at_ms: seq * 1000,
            event,
        }
    }

    #[tokio::test]
    async fn chat_and_rematch_events_change_nothing_the_bot_does() {
        let state = RoomState::new_in(&GAMES, "medea", &GameOptions::new(), None, 0)
            .expect("a room of Medea");
        let (first, sides) = (state.first_seat(), state.game().sides());
        let mut view = View {
            code: None,
            seat: Some(first),
            token: None,
            state: Some(state),
            waiting: None,
            proposed_dead: false,
            proposal_waits: false,
        };
        let engine = Engines::PROGRAM
            .player("medea", "random", 1)
            .expect("Medea's random player");
        let player = Some(Arc::new(Mutex::new(engine)));
        let other = 1 - first;
        let opening = [
            RoomEvent::Seated {
                seat: first,
                name: Some("Computer (Medea, random)".into()),
            },
            RoomEvent::Seated {
                seat: other,
                name: Some("Ann".into()),
            },
            RoomEvent::Chat {
                seat: other,
                text: "good luck".into(),
            },
        ];
        for (seq, event) in (1..).zip(opening) {
            follow(&mut view, stored(seq, event)).expect("followed");
        }
        // Its turn, after a chat line as without one: its move.
        let act = next_act(&mut view, &player).await.expect("an act");
        let Some(ClientMessage::Move {
            played: 0,
            notation,
        }) = act
        else {
            panic!("the bot's first move, not {act:?}");
        };
        // While its move waits for its event, a chat line and the chat turned off ask nothing.
        let waiting = [
            RoomEvent::Chat {
                seat: other,
                text: "hm".into(),
            },
            RoomEvent::ChatOff { seat: other },
        ];
        for (seq, event) in (4..).zip(waiting) {
            follow(&mut view, stored(seq, event)).expect("followed");
            assert_eq!(next_act(&mut view, &player).await, Ok(None));
        }
        let moved = RoomEvent::Moved {
            seat: first,
            notation,
            clocks: None,
        };
        follow(&mut view, stored(6, moved)).expect("its move");
        assert_eq!(next_act(&mut view, &player).await, Ok(None));
        // The opponent resigns; its rematch offer after the end asks nothing of the bot.
        let result = format!("{} wins: {} resigned", sides[first], sides[other]);
        let ending = [
            RoomEvent::Resigned { seat: other },
            RoomEvent::Ended {
                result: result.clone(),
            },
            RoomEvent::RematchOffered { seat: other },
        ];
        for (seq, event) in (7..).zip(ending) {
            follow(&mut view, stored(seq, event)).expect("followed");
        }
        assert_eq!(next_act(&mut view, &player).await, Ok(None));
        let state = view.state.as_ref().expect("the room");
        assert_eq!(state.result(), Some(result.as_str()));
        assert_eq!(state.rematch_offer(), Some(other));
    }
}
