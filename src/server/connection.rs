//! One WebSocket connection: reads the client's frames (at most 16 KiB, at most so many a
//! second, JSON of a known type), enters a room or acts in it, and sends the room's frames
//! on. Whatever is wrong with a frame costs one error frame with a short sentence; the
//! connection and the room go on.

use std::net::IpAddr;
use std::sync::Arc;

use axum::extract::ws::{Message, WebSocket};
use tokio::sync::broadcast::error::RecvError;

use crate::online::{ClientMessage, MAX_FRAME_BYTES, PROTOCOL_VERSION, ServerMessage};

use super::hub::{Entry, Frame, Hub};
use super::now_ms;
use super::reading::read_message;

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
            at_ms: now_ms(),
        }
    }

    /// Whether one more message may be read now.
    fn allow(&mut self) -> bool {
        let now = now_ms();
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

/// The room a connection is in.
struct InRoom {
    entry: Entry,
    last_sent: u64,
}

/// Serves one connection until the client goes.
pub async fn serve(mut socket: WebSocket, hub: Arc<Hub>, address: IpAddr) {
    let mut limit = RateLimit::new(hub.config.messages_per_second);
    let mut in_room: Option<InRoom> = None;
    loop {
        let outcome = tokio::select! {
            incoming = socket.recv() => match incoming {
                Some(Ok(Message::Text(text))) => {
                    let replies = read(&hub, &mut in_room, &mut limit, text.as_str(), address).await;
                    send_all(&mut socket, replies).await
                }
                Some(Ok(Message::Binary(_))) => {
                    send_all(&mut socket, vec![error("frames are JSON text, not binary")]).await
                }
                Some(Ok(Message::Ping(_) | Message::Pong(_))) => true,
                Some(Ok(Message::Close(_))) | Some(Err(_)) | None => false,
            },
            frame = next_frame(&mut in_room) => match frame {
                Ok(frame) => forward(&mut socket, &mut in_room, frame).await,
                Err(RecvError::Lagged(_)) => resend(&mut socket, &mut in_room).await,
                Err(RecvError::Closed) => false,
            },
        };
        if !outcome {
            break;
        }
    }
    if let Some(in_room) = in_room {
        hub.leave(&in_room.entry.slot, in_room.entry.seat).await;
    }
}

fn error(message: impl Into<String>) -> String {
    ServerMessage::error(message).to_json()
}

async fn send_all(socket: &mut WebSocket, frames: Vec<String>) -> bool {
    for frame in frames {
        if socket.send(Message::Text(frame.into())).await.is_err() {
            return false;
        }
    }
    true
}

/// The next frame of the room the connection is in; never, outside a room.
async fn next_frame(in_room: &mut Option<InRoom>) -> Result<Frame, RecvError> {
    match in_room {
        Some(in_room) => in_room.entry.frames.recv().await,
        None => std::future::pending().await,
    }
}

/// Sends a room's frame on, once: an event the client was sent already is skipped.
async fn forward(socket: &mut WebSocket, in_room: &mut Option<InRoom>, frame: Frame) -> bool {
    let Some(in_room) = in_room else {
        return true;
    };
    if frame.seq != 0 {
        if frame.seq <= in_room.last_sent {
            return true;
        }
        in_room.last_sent = frame.seq;
    }
    socket
        .send(Message::Text(frame.text.as_ref().into()))
        .await
        .is_ok()
}

/// The connection fell behind the room's broadcast: the events it missed, from the room.
async fn resend(socket: &mut WebSocket, in_room: &mut Option<InRoom>) -> bool {
    let Some(in_room) = in_room else {
        return true;
    };
    let frames: Vec<(u64, String)> = {
        let room = in_room.entry.slot.room.lock().await;
        room.state()
            .events_after(in_room.last_sent)
            .iter()
            .map(|e| {
                let text = ServerMessage::Event {
                    seq: e.seq,
                    at_ms: e.at_ms,
                    event: e.event.clone(),
                }
                .to_json();
                (e.seq, text)
            })
            .collect()
    };
    for (seq, text) in frames {
        if socket.send(Message::Text(text.into())).await.is_err() {
            return false;
        }
        in_room.last_sent = seq;
    }
    true
}

fn check_version(version: u32) -> Result<(), String> {
    if version == PROTOCOL_VERSION {
        Ok(())
    } else {
        Err(format!(
            "this server speaks protocol version {PROTOCOL_VERSION}, not {version}"
        ))
    }
}

/// Reads one text frame and does what it says; the frames to send back.
async fn read(
    hub: &Hub,
    in_room: &mut Option<InRoom>,
    limit: &mut RateLimit,
    text: &str,
    address: IpAddr,
) -> Vec<String> {
    if text.len() > MAX_FRAME_BYTES {
        return vec![error(format!(
            "that frame is {} bytes; a frame may have at most {MAX_FRAME_BYTES}",
            text.len()
        ))];
    }
    if !limit.allow() {
        return vec![error(format!(
            "too many messages: at most {} a second",
            hub.config.messages_per_second
        ))];
    }
    let message = match read_message(text) {
        Ok(message) => message,
        Err(why) => return vec![error(why)],
    };
    match handle(hub, in_room, message, address).await {
        Ok(frames) => frames,
        Err(why) => vec![error(why)],
    }
}

async fn handle(
    hub: &Hub,
    in_room: &mut Option<InRoom>,
    message: ClientMessage,
    address: IpAddr,
) -> Result<Vec<String>, String> {
    let entering = matches!(
        message,
        ClientMessage::Create { .. }
            | ClientMessage::Join { .. }
            | ClientMessage::Watch { .. }
            | ClientMessage::Resume { .. }
    );
    if let Some(current) = in_room {
        if entering {
            return Err("this connection is in a room already".to_string());
        }
        let Some(seat) = current.entry.seat else {
            return Err("watchers cannot act in the game".to_string());
        };
        hub.act(&current.entry.slot, seat, &message).await?;
        return Ok(Vec::new());
    }
    let mut entry = match message {
        ClientMessage::Create {
            version,
            game,
            komi,
            side,
            clock,
        } => {
            check_version(version)?;
            hub.create(&game, komi, side, clock, address).await?
        }
        ClientMessage::Join { version, code } => {
            check_version(version)?;
            hub.join(code).await?
        }
        ClientMessage::Watch {
            version,
            code,
            after,
        } => {
            check_version(version)?;
            let slot = hub.slot(code).await?;
            hub.enter(slot, None, false, after.unwrap_or(0)).await?
        }
        ClientMessage::Resume {
            version,
            code,
            token,
            after,
        } => {
            check_version(version)?;
            let slot = hub.slot(code).await?;
            let seat = slot.room.lock().await.seat_of(&token);
            let Some(seat) = seat else {
                return Err(format!("that token is no seat of room {code}"));
            };
            hub.enter(slot, Some(seat), false, after).await?
        }
        _ => return Err("enter a room first: create, join, watch or resume".to_string()),
    };
    let first = std::mem::take(&mut entry.first);
    let last_sent = entry.last_seq;
    *in_room = Some(InRoom { entry, last_sent });
    Ok(first)
}
