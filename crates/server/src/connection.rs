//! One WebSocket connection: reads the client's frames (at most 16 KiB, at most so many a
//! second, JSON of a known type), enters a room or acts in it, and sends the room's frames
//! on. Whatever is wrong with a frame costs one error frame with a short sentence; the
//! connection and the room go on.
//!
//! What ends a connection, with the close code lichess's socket servers use for it:
//! * a frame over twice the protocol's limit (`HARD_FRAME_LIMIT`): 1009, as soon as
//!   its header names its length, so that the server never holds it;
//! * frames over the budget again and again (more than [`ABUSE_SECONDS`] seconds' worth of
//!   frames refused for their number, with no [`CALM_MS`] pause in between): 1008;
//! * no frame from the client for the idle timeout: 1001. The server pings every
//!   `ping_interval_ms`, and a client's pong is a frame, so a live client is never idle;
//!   a frozen one (a laptop shut, a network gone) is closed, and its seat is left away;
//! * a frame the server cannot send within the idle timeout (a client that stopped reading).
//!
//! Every frame is charged to the budget: text, binary, ping, pong, and a frame too long.

use std::net::IpAddr;
use std::sync::Arc;
use std::time::Duration;

use axum::body::Bytes;
use axum::extract::ws::{CloseFrame, Message, WebSocket, close_code};
use tokio::sync::broadcast::error::RecvError;
use tokio::time::{Instant, MissedTickBehavior};
use tokio_tungstenite::tungstenite::error::{CapacityError, Error as WsError};

use medusa_online::{
    Challenge, ClientMessage, EventInfo, Invitation, MAX_FRAME_BYTES, PROTOCOL_VERSION,
    ServerMessage,
};
use tokio::sync::{broadcast, mpsc};

use super::chat::ChatBudget;
use super::clubs::EventRequest;
use super::error::ServerError;
use super::hub::{Entry, Frame, Hub, stopped};
use super::monotonic_ms;
use super::players::Identity;
use super::reading::read_message;

/// A connection is closed as abusive (1008) once more than this many seconds' worth of its
/// frames were refused for their number...
const ABUSE_SECONDS: u32 = 3;

/// ...with no pause this long between two of them.
const CALM_MS: u64 = 10_000;

/// How long a closed connection's socket is kept after its close frame, for the frame to
/// reach the client before the socket goes (a socket dropped with unread bytes is reset, and
/// the reset may overtake what was sent), or until the client answers it.
const LINGER: Duration = Duration::from_secs(1);

/// A budget of messages that refills at `per_second`, holding at most a second's worth.
struct RateLimit {
    per_second: f64,
    tokens: f64,
    at_ms: u64,
}

impl RateLimit {
    fn new(per_second: u32) -> RateLimit {
        RateLimit {
            per_second: per_second as f64,
            tokens: per_second as f64,
            at_ms: monotonic_ms(),
        }
    }

    /// Whether one more message may be read now.
    fn allow(&mut self) -> bool {
        let now = monotonic_ms();
        let elapsed = now.saturating_sub(self.at_ms) as f64 / 1000.0;
        self.at_ms = now;
        self.tokens = (self.tokens + elapsed * self.per_second).min(self.per_second);
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

/// What the budget makes of one more frame.
enum Charge {
    Allowed,
    /// Over the budget: refused with an error frame.
    Refused,
    /// Over the budget again and again: the connection is closed.
    Abusive,
}

/// The message budget and the frames refused by it.
struct Budget {
    limit: RateLimit,
    per_second: u32,
    refused: u32,
    refused_at_ms: u64,
}

impl Budget {
    fn new(per_second: u32) -> Budget {
        Budget {
            limit: RateLimit::new(per_second),
            per_second,
            refused: 0,
            refused_at_ms: 0,
        }
    }

    fn charge(&mut self) -> Charge {
        if self.limit.allow() {
            return Charge::Allowed;
        }
        let now = monotonic_ms();
        if now.saturating_sub(self.refused_at_ms) >= CALM_MS {
            self.refused = 0;
        }
        self.refused += 1;
        self.refused_at_ms = now;
        if self.refused > ABUSE_SECONDS.saturating_mul(self.per_second) {
            Charge::Abusive
        } else {
            Charge::Refused
        }
    }
}

/// The room a connection is in.
struct InRoom {
    entry: Entry,
    last_sent: u64,
    /// A watcher's lines of the watchers' chat.
    chat: ChatBudget,
}

/// What a connection has of the lobby: its subscription, its open challenges, and the
/// mailbox where it is told that one was accepted.
struct InLobby {
    following: Option<broadcast::Receiver<Frame>>,
    challenges: Vec<u64>,
    mailbox: mpsc::UnboundedSender<String>,
    /// When the player's games, and those waiting for its move, were last sent
    /// ([`monotonic_ms`]).
    my_games_at: Option<u64>,
    your_turn_at: Option<u64>,
}

/// A connection is sent its player's games at most this often: each costs the store a
/// read of up to [`MAX_MY_GAMES`](super::my_games::MAX_MY_GAMES) rooms.
const MY_GAMES_EVERY_MS: u64 = 2_000;

/// What the connection does after a step.
enum Next {
    Go,
    /// The client went, or cannot be written to: nothing more to send.
    End,
    /// Closes the connection with a close frame's code and reason; `read_ended` when the
    /// client's side can no longer be read.
    Close {
        code: u16,
        reason: &'static str,
        read_ended: bool,
    },
}

impl Next {
    fn from_sent(sent: bool) -> Next {
        if sent { Next::Go } else { Next::End }
    }
}

/// `ms` as a person reads it: `60 seconds`, `1 second`, `0.5 seconds`.
fn seconds(ms: u64) -> String {
    match ms {
        1000 => "1 second".to_string(),
        _ if ms.is_multiple_of(1000) => format!("{} seconds", ms / 1000),
        _ => format!("{} seconds", ms as f64 / 1000.0),
    }
}

/// Whether a read error is a frame over the hard limit, and its length.
fn too_long(error: axum::Error) -> Option<usize> {
    match error.into_inner().downcast_ref::<WsError>() {
        Some(WsError::Capacity(CapacityError::MessageTooLong { size, .. })) => Some(*size),
        _ => None,
    }
}

/// What a client is told when the server stops.
pub const RESTARTING: &str = "the server is restarting: connect again in a moment";

/// Serves one connection until the client goes, goes quiet, or is closed.
pub async fn serve(mut socket: WebSocket, hub: Arc<Hub>, address: IpAddr) {
    let idle_ms = hub.config.idle_timeout_ms.max(1);
    let idle = Duration::from_millis(idle_ms);
    let ping_every = Duration::from_millis(hub.config.ping_interval_ms.max(1));
    let mut pings = tokio::time::interval_at(Instant::now() + ping_every, ping_every);
    pings.set_missed_tick_behavior(MissedTickBehavior::Delay);
    let mut heard = Instant::now();
    let mut budget = Budget::new(hub.config.messages_per_second);
    let mut in_room: Option<InRoom> = None;
    let mut player: Option<Identity> = None;
    let (mailbox, mut letters) = mpsc::unbounded_channel();
    let mut lobby = InLobby {
        following: None,
        challenges: Vec::new(),
        mailbox,
        my_games_at: None,
        your_turn_at: None,
    };
    let mut stopping = hub.stopping();
    let closing = loop {
        let next = tokio::select! {
            // The server is stopping: the client is asked to come back (to another process,
            // or to this one once it is up again). An act being stored finishes first: the
            // select only runs between frames.
            () = stopped(&mut stopping) => {
                let notice = error_frame(RESTARTING);
                let _ = send(&mut socket, Message::Text(notice.into()), LINGER).await;
                Next::Close {
                    code: close_code::RESTART,
                    reason: "the server is restarting",
                    read_ended: false,
                }
            }
            incoming = socket.recv() => {
                heard = Instant::now();
                match incoming {
                    Some(Ok(message)) => {
                        let connection = Here {
                            in_room: &mut in_room,
                            player: &mut player,
                            lobby: &mut lobby,
                            address,
                        };
                        receive(&mut socket, &hub, connection, &mut budget, message, idle).await
                    }
                    Some(Err(error)) => match too_long(error) {
                        Some(size) => {
                            let refusal = error_frame(format!(
                                "that frame is {size} bytes; a frame may have at most \
                                 {MAX_FRAME_BYTES}, and a longer one closes the connection"
                            ));
                            let _ = send(&mut socket, Message::Text(refusal.into()), idle).await;
                            Next::Close {
                                code: close_code::SIZE,
                                reason: "frame too long",
                                read_ended: true,
                            }
                        }
                        None => Next::End,
                    },
                    None => Next::End,
                }
            }
            () = tokio::time::sleep_until(heard + idle) => {
                let refusal = error_frame(format!(
                    "no frame came for {}: the connection is closed",
                    seconds(idle_ms)
                ));
                let _ = send(&mut socket, Message::Text(refusal.into()), LINGER).await;
                Next::Close {
                    code: close_code::AWAY,
                    reason: "no frame came for too long",
                    read_ended: false,
                }
            }
            _ = pings.tick() => {
                Next::from_sent(send(&mut socket, Message::Ping(Bytes::new()), idle).await)
            }
            frame = next_frame(&mut in_room) => match frame {
                Ok(frame) => Next::from_sent(forward(&mut socket, &mut in_room, frame, idle).await),
                Err(RecvError::Lagged(_)) => {
                    Next::from_sent(resend(&mut socket, &mut in_room, idle).await)
                }
                Err(RecvError::Closed) => Next::End,
            },
            Some(letter) = letters.recv() => {
                Next::from_sent(send(&mut socket, Message::Text(letter.into()), idle).await)
            }
            change = next_change(&mut lobby.following) => match change {
                Ok(frame) => Next::from_sent(
                    send(&mut socket, Message::Text(frame.text.as_ref().into()), idle).await,
                ),
                Err(RecvError::Lagged(_)) => {
                    // Fallen behind: a fresh snapshot, and the changes after it.
                    let again = hub.lobby.resubscribe();
                    lobby.following = Some(again.changes);
                    Next::from_sent(send(&mut socket, Message::Text(again.snapshot.into()), idle).await)
                }
                Err(RecvError::Closed) => Next::End,
            },
        };
        match next {
            Next::Go => {}
            Next::End => break None,
            Next::Close {
                code,
                reason,
                read_ended,
            } => break Some((code, reason, read_ended)),
        }
    };
    // The seat is away from now, not once the close frame has had its moment.
    if let Some(in_room) = in_room {
        hub.leave(&in_room.entry.slot, in_room.entry.seat).await;
    }
    // The connection's challenges lapse with it.
    if lobby.following.is_some() {
        hub.lobby.unsubscribe(address);
    }
    for id in lobby.challenges {
        if let Err(error) = hub.remove_challenge(id).await {
            tracing::warn!(challenge = id, "a lapsed challenge stays: {error}");
        }
    }
    if let Some((code, reason, read_ended)) = closing {
        close(&mut socket, code, reason, read_ended).await;
    }
}

/// What a connection is: the room it is in, the player it is, its lobby, its client's
/// address.
struct Here<'a> {
    in_room: &'a mut Option<InRoom>,
    player: &'a mut Option<Identity>,
    lobby: &'a mut InLobby,
    address: IpAddr,
}

/// One frame from the client, charged to the budget and answered.
async fn receive(
    socket: &mut WebSocket,
    hub: &Hub,
    mut here: Here<'_>,
    budget: &mut Budget,
    message: Message,
    idle: Duration,
) -> Next {
    if matches!(message, Message::Close(_)) {
        return Next::End;
    }
    let per_second = hub.config.messages_per_second;
    let outside = here.in_room.is_none();
    let replies = match budget.charge() {
        Charge::Allowed => match message {
            Message::Text(text) => read(hub, &mut here, text.as_str()).await,
            Message::Binary(_) => vec![error_frame("frames are JSON text, not binary")],
            _ => Vec::new(),
        },
        Charge::Refused => vec![error_frame(format!(
            "too many messages: at most {per_second} a second"
        ))],
        Charge::Abusive => {
            let refusal = error_frame(format!(
                "too many messages: at most {per_second} a second, and this connection \
                 kept sending more; it is closed"
            ));
            let _ = send(socket, Message::Text(refusal.into()), idle).await;
            return Next::Close {
                code: close_code::POLICY,
                reason: "too many messages",
                read_ended: false,
            };
        }
    };
    if !send_all(socket, replies, idle).await {
        return Next::End;
    }
    // A connection that just entered a room is sent the events it missed, in chunks.
    if outside && here.in_room.is_some() {
        return Next::from_sent(resend(socket, here.in_room, idle).await);
    }
    Next::Go
}

/// Sends a close frame, and keeps the socket a moment for it to arrive.
async fn close(socket: &mut WebSocket, code: u16, reason: &'static str, read_ended: bool) {
    let deadline = Instant::now() + LINGER;
    let frame = CloseFrame {
        code,
        reason: reason.into(),
    };
    if !send(socket, Message::Close(Some(frame)), LINGER).await {
        return;
    }
    if read_ended {
        tokio::time::sleep_until(deadline).await;
    } else {
        // Until the client's own close frame, or the socket's end.
        let _ = tokio::time::timeout_at(deadline, async {
            while let Some(Ok(message)) = socket.recv().await {
                if matches!(message, Message::Close(_)) {
                    break;
                }
            }
        })
        .await;
    }
}

fn error_frame(message: impl Into<String>) -> String {
    ServerMessage::error(message).to_json()
}

/// Sends one frame, or gives up after `within` (a client that does not read).
async fn send(socket: &mut WebSocket, message: Message, within: Duration) -> bool {
    matches!(
        tokio::time::timeout(within, socket.send(message)).await,
        Ok(Ok(()))
    )
}

async fn send_all(socket: &mut WebSocket, frames: Vec<String>, within: Duration) -> bool {
    for frame in frames {
        if !send(socket, Message::Text(frame.into()), within).await {
            return false;
        }
    }
    true
}

/// The next change of the lobby the connection follows; never, when it does not.
async fn next_change(
    following: &mut Option<broadcast::Receiver<Frame>>,
) -> Result<Frame, RecvError> {
    match following {
        Some(following) => following.recv().await,
        None => std::future::pending().await,
    }
}

/// The next frame of the room the connection is in; never, outside a room.
async fn next_frame(in_room: &mut Option<InRoom>) -> Result<Frame, RecvError> {
    match in_room {
        Some(in_room) => in_room.entry.frames.recv().await,
        None => std::future::pending().await,
    }
}

/// Sends a room's frame on, once: an event the client was sent already is skipped.
async fn forward(
    socket: &mut WebSocket,
    in_room: &mut Option<InRoom>,
    frame: Frame,
    within: Duration,
) -> bool {
    let Some(in_room) = in_room else {
        return true;
    };
    if frame.watchers_only && in_room.entry.seat.is_some() {
        return true;
    }
    if frame.seq != 0 {
        if frame.seq <= in_room.last_sent {
            return true;
        }
        in_room.last_sent = frame.seq;
    }
    send(socket, Message::Text(frame.text.as_ref().into()), within).await
}

/// The events the connection has not sent yet (it just entered, or fell behind the room's
/// broadcast), from the room, in chunks taken with the room's lock free.
async fn resend(socket: &mut WebSocket, in_room: &mut Option<InRoom>, within: Duration) -> bool {
    let Some(in_room) = in_room else {
        return true;
    };
    loop {
        let frames = in_room.entry.slot.events_after(in_room.last_sent).await;
        if frames.is_empty() {
            return true;
        }
        for (seq, text) in frames {
            if !send(socket, Message::Text(text.into()), within).await {
                return false;
            }
            in_room.last_sent = seq;
        }
    }
}

/// Refuses a protocol version other than the server's: an older client is told to update.
fn check_version(version: u32) -> Result<(), String> {
    if version == PROTOCOL_VERSION {
        Ok(())
    } else if version < PROTOCOL_VERSION {
        Err(format!(
            "this client speaks protocol version {version} and the server {PROTOCOL_VERSION}: \
             update the client (reload the page, or install the new Medusa)"
        ))
    } else {
        Err(format!(
            "this server speaks protocol version {PROTOCOL_VERSION}, not {version}"
        ))
    }
}

/// Reads one text frame and does what it says; the frames to send back.
async fn read(hub: &Hub, here: &mut Here<'_>, text: &str) -> Vec<String> {
    if text.len() > MAX_FRAME_BYTES {
        return vec![error_frame(format!(
            "that frame is {} bytes; a frame may have at most {MAX_FRAME_BYTES}",
            text.len()
        ))];
    }
    let message = match read_message(text) {
        Ok(message) => message,
        Err(why) => return vec![error_frame(why)],
    };
    let handled = match message {
        ClientMessage::Register { .. }
        | ClientMessage::Identify { .. }
        | ClientMessage::SignIn { .. }
        | ClientMessage::SetPassword { .. } => be_player(hub, here.player, message, here.address)
            .await
            .map(|frame| {
                if let Some(player) = here.player.as_ref() {
                    hub.connected.enter(player.id, &here.lobby.mailbox);
                }
                vec![frame]
            }),
        ClientMessage::Challenge { .. }
        | ClientMessage::CancelChallenge { .. }
        | ClientMessage::AcceptChallenge { .. }
        | ClientMessage::Lobby { .. }
        | ClientMessage::LeaveLobby {} => in_lobby(hub, here, message).await,
        ClientMessage::MyGames {} | ClientMessage::YourTurn {} => {
            my_games(hub, here, &message).await
        }
        ClientMessage::Vacation { .. } | ClientMessage::EndVacation {} => {
            match here.player.as_ref() {
                Some(player) => hub
                    .vacation(player, &message)
                    .await
                    .map(|answer| vec![answer.to_json()]),
                None => Err("a vacation is a player's: register, identify or sign in first".into()),
            }
        }
        ClientMessage::Notifications { .. }
        | ClientMessage::PushSubscribe { .. }
        | ClientMessage::PushUnsubscribe { .. }
        | ClientMessage::SetEmail { .. } => match here.player.as_ref() {
            Some(player) => hub
                .notification_settings(player, &message)
                .await
                .map(|answer| vec![answer.to_json()]),
            None => Err("notifications are a player's: register, identify or sign in first".into()),
        },
        ClientMessage::CreateEvent { .. }
        | ClientMessage::JoinEvent { .. }
        | ClientMessage::LeaveEvent { .. }
        | ClientMessage::ReadEvent { .. }
        | ClientMessage::ListEvents {}
        | ClientMessage::StartRound { .. }
        | ClientMessage::EnterResult { .. }
        | ClientMessage::MarkAbsent { .. }
        | ClientMessage::EndEvent { .. } => in_event(hub, here, message).await,
        message => {
            handle(
                hub,
                here.in_room,
                here.player.as_ref(),
                message,
                here.address,
            )
            .await
        }
    };
    match handled {
        Ok(frames) => frames,
        Err(why) => vec![error_frame(why.reported())],
    }
}

/// A lobby's message (in a room or not): the frames to send back.
async fn in_lobby(
    hub: &Hub,
    here: &mut Here<'_>,
    message: ClientMessage,
) -> Result<Vec<String>, ServerError> {
    let lobby = &mut *here.lobby;
    let identified = |what: &str| {
        here.player.clone().ok_or_else(|| {
            ServerError::from(format!("{what}: register, identify or sign in first"))
        })
    };
    match message {
        ClientMessage::Lobby { version } => {
            check_version(version)?;
            if lobby.following.is_some() {
                return Err("this connection follows the lobby already".into());
            }
            let subscription = hub.lobby.subscribe(here.address)?;
            lobby.following = Some(subscription.changes);
            Ok(vec![subscription.snapshot])
        }
        ClientMessage::LeaveLobby {} => {
            if lobby.following.take().is_some() {
                hub.lobby.unsubscribe(here.address);
            }
            Ok(Vec::new())
        }
        ClientMessage::Challenge {
            version,
            game,
            options,
            side,
            clock,
            rated,
        } => {
            check_version(version)?;
            let maker = identified("a challenge is a player's")?;
            let challenge = Challenge {
                id: 0,
                name: maker.name.clone(),
                game,
                options,
                side,
                clock,
                rated,
                rating: None,
            };
            let id = hub
                .challenge(&maker, challenge, lobby.mailbox.clone())
                .await?;
            lobby.challenges.push(id);
            Ok(vec![ServerMessage::ChallengeOpen { id }.to_json()])
        }
        ClientMessage::CancelChallenge { id } => {
            if !lobby.challenges.contains(&id) {
                return Err(format!("challenge {id} is not one of this connection's").into());
            }
            lobby.challenges.retain(|&own| own != id);
            if hub.remove_challenge(id).await? {
                Ok(Vec::new())
            } else {
                Err(format!("challenge {id} is not open any more: it was accepted").into())
            }
        }
        ClientMessage::AcceptChallenge { version, id } => {
            check_version(version)?;
            let player = identified("a challenge is accepted by a player")?;
            if lobby.challenges.contains(&id) {
                return Err("that challenge is your own: another player accepts it".into());
            }
            let frame = hub.accept_challenge(id, &player, here.address).await?;
            Ok(vec![frame])
        }
        _ => Err(ServerError::Internal("not a lobby's message".into())),
    }
}

/// A club event's message (in a room or not): the frames to send back.
async fn in_event(
    hub: &Hub,
    here: &mut Here<'_>,
    message: ClientMessage,
) -> Result<Vec<String>, ServerError> {
    let identified = |what: &str| {
        here.player.clone().ok_or_else(|| {
            ServerError::from(format!("{what}: register, identify or sign in first"))
        })
    };
    let told = |event: EventInfo| vec![ServerMessage::ClubEvent { event }.to_json()];
    match message {
        ClientMessage::CreateEvent {
            version,
            name,
            game,
            options,
            clock,
            kind,
            rounds,
        } => {
            check_version(version)?;
            let organiser = identified("an event is organised by a player")?;
            let request = EventRequest {
                name,
                game,
                options,
                clock,
                kind,
                rounds,
            };
            Ok(told(hub.create_event(&organiser, request).await?))
        }
        ClientMessage::JoinEvent { id } => {
            let player = identified("an event is joined by a player")?;
            hub.join_event(id, &player, &here.lobby.mailbox).await
        }
        ClientMessage::LeaveEvent { id } => {
            let player = identified("an event is left by a player")?;
            Ok(told(hub.leave_event(id, &player).await?))
        }
        ClientMessage::ReadEvent { id } => {
            hub.take_lookup(here.address)?;
            let reader = here.player.as_ref().map(|p| (p, &here.lobby.mailbox));
            hub.read_event(id, reader).await
        }
        ClientMessage::ListEvents {} => {
            hub.take_lookup(here.address)?;
            let events = hub.list_events().await?;
            Ok(vec![ServerMessage::ClubEvents { events }.to_json()])
        }
        ClientMessage::StartRound { id } => {
            let player = identified("a round is started by the event's organiser")?;
            Ok(told(hub.start_round(id, &player).await?))
        }
        ClientMessage::EnterResult {
            id,
            round,
            board,
            result,
        } => {
            let player = identified("a result is entered by the event's organiser")?;
            Ok(told(
                hub.enter_result(id, &player, round, board, result).await?,
            ))
        }
        ClientMessage::MarkAbsent { id, round, name } => {
            let player = identified("a player is marked absent by the event's organiser")?;
            Ok(told(hub.mark_absent(id, &player, round, &name).await?))
        }
        ClientMessage::EndEvent { id } => {
            let player = identified("an event is ended by its organiser")?;
            Ok(told(hub.end_event(id, &player).await?))
        }
        _ => Err(ServerError::Internal("not an event's message".into())),
    }
}

/// The player's games (`my_games`), or those waiting for its move (`your_turn`): each at
/// most once every [`MY_GAMES_EVERY_MS`] on a connection.
async fn my_games(
    hub: &Hub,
    here: &mut Here<'_>,
    message: &ClientMessage,
) -> Result<Vec<String>, ServerError> {
    let Some(player) = here.player.as_ref() else {
        return Err("a player's games are a player's: register, identify or sign in first".into());
    };
    let your_turn = matches!(message, ClientMessage::YourTurn {});
    let asked = if your_turn {
        &mut here.lobby.your_turn_at
    } else {
        &mut here.lobby.my_games_at
    };
    let now = monotonic_ms();
    if let Some(last) = *asked
        && now.saturating_sub(last) < MY_GAMES_EVERY_MS
    {
        return Err(format!(
            "your games were sent a moment ago: ask again in {} seconds",
            MY_GAMES_EVERY_MS / 1000
        )
        .into());
    }
    *asked = Some(now);
    Ok(vec![
        if your_turn {
            let (vacation_until_ms, vacation_days_left) = hub.vacation_now(player).await?;
            ServerMessage::YourTurn {
                games: hub.your_turn(player).await?,
                vacation_until_ms,
                vacation_days_left,
            }
        } else {
            ServerMessage::MyGames {
                games: hub.my_games(player).await?,
            }
        }
        .to_json(),
    ])
}

/// A player's message (in a room or not): the connection is the player's, and the frame
/// that says so.
async fn be_player(
    hub: &Hub,
    player: &mut Option<Identity>,
    message: ClientMessage,
    address: IpAddr,
) -> Result<String, ServerError> {
    let (players, store) = (&hub.players, &hub.store);
    let (identity, key, password) = match message {
        ClientMessage::Register { version, name } => {
            check_version(version)?;
            let (identity, key) = players.register(store, &name, address).await?;
            (identity, Some(key), false)
        }
        ClientMessage::Identify { version, name, key } => {
            check_version(version)?;
            let (identity, password) = players.identify(store, &name, &key, address).await?;
            (identity, None, password)
        }
        ClientMessage::SignIn {
            version,
            name,
            password,
        } => {
            check_version(version)?;
            let (identity, key) = players.sign_in(store, &name, &password, address).await?;
            (identity, Some(key), true)
        }
        ClientMessage::SetPassword { password } => {
            let Some(current) = player.as_ref() else {
                return Err("a password is a player's: register, identify or sign in first".into());
            };
            players.set_password(store, current, &password).await?;
            (current.clone(), None, true)
        }
        _ => return Err(ServerError::Internal("not a player's message".into())),
    };
    tracing::Span::current().record("player", tracing::field::display(&identity.name));
    let frame = ServerMessage::Player {
        name: identity.name.clone(),
        key,
        password,
    }
    .to_json();
    *player = Some(identity);
    Ok(frame)
}

/// A message to enter a room or act in it, from the player `player` (if any).
async fn handle(
    hub: &Hub,
    in_room: &mut Option<InRoom>,
    player: Option<&Identity>,
    message: ClientMessage,
    address: IpAddr,
) -> Result<Vec<String>, ServerError> {
    let entering = matches!(
        message,
        ClientMessage::Create { .. }
            | ClientMessage::Join { .. }
            | ClientMessage::Watch { .. }
            | ClientMessage::Resume { .. }
            | ClientMessage::Enter { .. }
    );
    if let Some(current) = in_room {
        if entering {
            return Err("this connection is in a room already".into());
        }
        let slot = &current.entry.slot;
        match (current.entry.seat, message) {
            (None, ClientMessage::Chat { text }) => {
                let Some(player) = player else {
                    return Err("watchers chat with a name: register, identify or sign in \
                                first"
                        .into());
                };
                hub.watcher_chat(slot, &player.name, &text, &mut current.chat)
                    .await?;
            }
            (None, _) => return Err("watchers cannot act in the game".into()),
            (Some(seat), ClientMessage::AcceptRematch {}) => {
                hub.accept_rematch(slot, seat).await?;
            }
            (Some(seat), ClientMessage::Conditional { played, lines }) => {
                return Ok(vec![
                    hub.set_conditionals(slot, seat, played, &lines).await?,
                ]);
            }
            (Some(seat), message) => hub.act(slot, seat, &message).await?,
        }
        return Ok(Vec::new());
    }
    let mut entry = match message {
        ClientMessage::Create {
            version,
            game,
            options,
            side,
            clock,
        } => {
            check_version(version)?;
            hub.create(&game, options, side, clock, player, address)
                .await?
        }
        ClientMessage::Join {
            version,
            code,
            invite,
        } => {
            check_version(version)?;
            hub.join(Invitation { code, invite }, player, address)
                .await?
        }
        ClientMessage::Watch {
            version,
            code,
            after,
        } => {
            check_version(version)?;
            let slot = hub.look_up(code, address).await?;
            hub.enter(slot, None, None, after.unwrap_or(0)).await?
        }
        ClientMessage::Resume {
            version,
            code,
            token,
            after,
        } => {
            check_version(version)?;
            let slot = hub.slot(code).await?;
            let seat = hub.seat_of(&slot, &token, address).await?;
            hub.enter(slot, Some(seat), None, after).await?
        }
        ClientMessage::Enter {
            version,
            code,
            after,
        } => {
            check_version(version)?;
            let Some(player) = player else {
                return Err("a room is entered by a player's name once the player has \
                            identified: identify or sign in first"
                    .into());
            };
            hub.enter_as(player, code, after, address).await?
        }
        _ => return Err("enter a room first: create, join, watch or resume".into()),
    };
    let first = std::mem::take(&mut entry.first);
    let last_sent = entry.last_seq;
    let code = entry.slot.room.lock().await.meta.code;
    tracing::Span::current().record("room", tracing::field::display(code));
    tracing::debug!(seat = ?entry.seat, "entered");
    *in_room = Some(InRoom {
        entry,
        last_sent,
        chat: ChatBudget::default(),
    });
    Ok(first)
}
