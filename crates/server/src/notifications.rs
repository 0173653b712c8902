//! "Your turn" notifications: what [`Hub::notice`] makes is queued, and a task of its own
//! sends each notice of a game by the day to the player it concerns, by Web Push to each browser the player
//! subscribed and by e-mail where the player gave an address. Nothing a room does waits for
//! a push service or a mail server: the queue is bounded (a notice beyond it is dropped and
//! logged), each post and message has a time limit, and a few are sent at once.
//!
//! A named player's settings: its browsers' subscriptions (at most
//! [`MAX_SUBSCRIPTIONS`]; an endpoint the push service answers 404 or 410 for is dropped),
//! its notifications on or off, and its e-mail address, with the token of the one-click
//! unsubscribe link (`/unsubscribe?token=...`) that each message carries.

use std::sync::{Arc, Mutex};

use axum::extract::{Query, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde_json::json;
use tokio::sync::{Semaphore, mpsc};

use medusa_online::{ClientMessage, ServerMessage, other_seat};

use super::correspondence::Notice;
use super::error::ServerError;
use super::hub::Hub;
use super::mail::{Mail, Mailer, check_address};
use super::players::Identity;
use super::push::{BrowserKeys, Endpoint, Vapid};
use super::store::{Column, Value};
use super::{Config, now_ms, random_bytes};

/// The most browsers one player subscribes.
pub const MAX_SUBSCRIPTIONS: usize = 5;

/// The most bytes of a push endpoint's address.
pub const MAX_ENDPOINT_BYTES: usize = 1_000;

/// The most notices waiting to be sent.
const QUEUE: usize = 10_000;

/// The most notices being sent at once.
const SENDING: usize = 16;

// The statements, written once for both stores.
const SUBSCRIPTIONS: &str =
    "SELECT endpoint, p256dh, auth FROM push_subscriptions WHERE player = $1";
const SUBSCRIBE: &str = "INSERT INTO push_subscriptions (endpoint, player, p256dh, auth, \
                         created_ms) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (endpoint) DO \
                         UPDATE SET player = excluded.player, p256dh = excluded.p256dh, \
                         auth = excluded.auth, created_ms = excluded.created_ms";
const UNSUBSCRIBE: &str = "DELETE FROM push_subscriptions WHERE endpoint = $1 AND player = $2";
const GONE: &str = "DELETE FROM push_subscriptions WHERE endpoint = $1";
const IS_OFF: &str = "SELECT player FROM notifications_off WHERE player = $1";
const TURN_OFF: &str =
    "INSERT INTO notifications_off (player) VALUES ($1) ON CONFLICT (player) DO NOTHING";
const TURN_ON: &str = "DELETE FROM notifications_off WHERE player = $1";
const EMAIL: &str = "SELECT address, unsubscribe FROM email_addresses WHERE player = $1";
const SET_EMAIL: &str = "INSERT INTO email_addresses (player, address, unsubscribe) VALUES \
                         ($1, $2, $3) ON CONFLICT (player) DO UPDATE SET address = \
                         excluded.address, unsubscribe = excluded.unsubscribe";
const CLEAR_EMAIL: &str = "DELETE FROM email_addresses WHERE player = $1";
const UNSUBSCRIBE_EMAIL: &str = "DELETE FROM email_addresses WHERE unsubscribe = $1";
const PLAYER_NAME: &str = "SELECT name FROM players WHERE id = $1";
const ROOM_GAME: &str = "SELECT game, clock_days FROM rooms WHERE code = $1";

/// How the server notifies players: its push key and its mailer, where it has them, and the
/// queue of notices.
pub struct Notifications {
    push: Option<Vapid>,
    /// Push endpoints may be `http://127.0.0.1` (tests).
    loopback_http: bool,
    mail: Option<Mailer>,
    /// The server's address as players reach it, for the links in e-mail.
    public_url: String,
    queue: mpsc::Sender<Notice>,
    waiting: Mutex<Option<mpsc::Receiver<Notice>>>,
}

impl Notifications {
    /// The server's push key (read or made) and mailer, as `config` gives them.
    pub fn new(config: &Config) -> Result<Notifications, String> {
        let push = match &config.push_key {
            Some(path) => Some(Vapid::load_or_make(path, config.push_contact.clone())?),
            None => None,
        };
        let mail = match (&config.smtp, &config.mail_from) {
            (Some(url), Some(from)) => Some(Mailer::new(url, from)?),
            (None, None) => None,
            _ => return Err("--smtp and --mail-from are given together".into()),
        };
        let public_url = config
            .public_url
            .clone()
            .unwrap_or_default()
            .trim_end_matches('/')
            .to_string();
        if mail.is_some() && public_url.is_empty() {
            return Err(
                "e-mail needs --public-url, the server's address for the unsubscribe links".into(),
            );
        }
        let (queue, waiting) = mpsc::channel(QUEUE);
        Ok(Notifications {
            push,
            loopback_http: config.push_loopback_http,
            mail,
            public_url,
            queue,
            waiting: Mutex::new(Some(waiting)),
        })
    }

    /// The server's push key, if it sends push.
    pub fn push_key(&self) -> Option<String> {
        self.push.as_ref().map(Vapid::public_key)
    }

    /// Queues `notice` to be sent; never waits.
    pub fn queue(&self, notice: Notice) {
        if self.push.is_none() && self.mail.is_none() {
            return;
        }
        if let Err(error) = self.queue.try_send(notice) {
            tracing::warn!("a notice was not sent: {error}");
        }
    }
}

/// A notice as a player reads it: title, text and kind.
struct Told {
    title: String,
    body: String,
    kind: &'static str,
}

impl Hub {
    /// Sends the queued notices until the server stops (one task, started once).
    pub async fn send_notices(self: Arc<Hub>) {
        let waiting = self
            .notifications
            .waiting
            .lock()
            .ok()
            .and_then(|mut waiting| waiting.take());
        let Some(mut waiting) = waiting else {
            return;
        };
        let sending = Arc::new(Semaphore::new(SENDING));
        while let Some(notice) = waiting.recv().await {
            let Ok(permit) = Arc::clone(&sending).acquire_owned().await else {
                return;
            };
            let hub = Arc::clone(&self);
            tokio::spawn(async move {
                if let Err(error) = hub.send_notice(&notice).await {
                    tracing::warn!("{notice}: not sent: {error}");
                }
                drop(permit);
            });
        }
    }

    /// Sends `notice` to each named player it concerns, if notifications are on.
    async fn send_notice(&self, notice: &Notice) -> Result<(), ServerError> {
        let code = notice.code();
        let players = self.store.room_players(code).await?;
        let rows = self
            .store
            .query(
                ROOM_GAME,
                vec![Value::Text(code.to_string())],
                &[Column::Text, Column::Int],
            )
            .await?;
        let Some(row) = rows.first() else {
            return Ok(());
        };
        // A game in minutes (or without a clock) is played at the screen: only games by the
        // day are told.
        if row[1].as_int().is_none() {
            return Ok(());
        }
        let game = row[0].as_text().unwrap_or_default().to_string();
        let game = self
            .config
            .games
            .find(&game)
            .map_or(game.clone(), |entry| entry.id.name.to_string());
        let seats = match notice {
            Notice::YourMove { seat, .. } | Notice::QuarterLeft { seat, .. } => vec![*seat],
            Notice::Ended { .. } => vec![0, 1],
        };
        for seat in seats {
            let Some(&Some(player)) = players.get(seat) else {
                continue;
            };
            let opponent = match players[other_seat(seat)] {
                Some(id) => self.player_name(id).await?,
                None => None,
            }
            .unwrap_or_else(|| "your opponent".to_string());
            let told = match notice {
                Notice::YourMove { .. } => Told {
                    title: format!("Your move against {opponent} ({game})"),
                    body: format!("{opponent} moved: it is your move."),
                    kind: "your_move",
                },
                Notice::QuarterLeft { .. } => Told {
                    title: format!("Your move against {opponent} ({game})"),
                    body: "A quarter of your time for this move is left.".to_string(),
                    kind: "reminder",
                },
                Notice::Ended { result, .. } => Told {
                    title: format!("Your game against {opponent} ({game}) is over"),
                    body: result.clone(),
                    kind: "ended",
                },
            };
            // The player's open screens are told whatever the notifications: their lists of
            // games waiting follow, and they show it as the player chose.
            let frame = ServerMessage::Notice {
                room: code,
                kind: told.kind.to_string(),
                title: told.title.clone(),
                body: told.body.clone(),
            };
            self.connected.tell(player, &frame.to_json());
            if self.notifications_off(player).await? {
                continue;
            }
            self.push_to(player, code.as_str(), &told).await?;
            self.mail_to(player, code.as_str(), &told).await?;
        }
        Ok(())
    }

    /// Whether `player` turned its notifications off.
    async fn notifications_off(&self, player: i64) -> Result<bool, ServerError> {
        let rows = self
            .store
            .query(IS_OFF, vec![Value::Int(Some(player))], &[Column::Int])
            .await?;
        Ok(!rows.is_empty())
    }

    async fn player_name(&self, player: i64) -> Result<Option<String>, ServerError> {
        let rows = self
            .store
            .query(PLAYER_NAME, vec![Value::Int(Some(player))], &[Column::Text])
            .await?;
        Ok(rows
            .first()
            .and_then(|row| row[0].as_text().map(str::to_string)))
    }

    /// `player`'s browsers' subscriptions: endpoint, p256dh, auth.
    async fn subscriptions(&self, player: i64) -> Result<Vec<[String; 3]>, ServerError> {
        let rows = self
            .store
            .query(
                SUBSCRIPTIONS,
                vec![Value::Int(Some(player))],
                &[Column::Text, Column::Text, Column::Text],
            )
            .await?;
        Ok(rows
            .iter()
            .map(|row| [0, 1, 2].map(|i| row[i].as_text().unwrap_or_default().to_string()))
            .collect())
    }

    /// `told` by Web Push to each of `player`'s browsers; those their push service no longer
    /// knows (404, 410) are dropped.
    async fn push_to(&self, player: i64, room: &str, told: &Told) -> Result<(), ServerError> {
        let Some(vapid) = &self.notifications.push else {
            return Ok(());
        };
        let payload = json!({
            "title": told.title,
            "body": told.body,
            "kind": told.kind,
            "room": room,
        })
        .to_string();
        for [endpoint, p256dh, auth] in self.subscriptions(player).await? {
            let read = Endpoint::read(&endpoint, self.notifications.loopback_http)
                .and_then(|target| Ok((target, BrowserKeys::read(&p256dh, &auth)?)));
            let (target, keys) = match read {
                Ok(read) => read,
                Err(why) => {
                    tracing::warn!("a subscription is dropped: {why}");
                    self.store
                        .execute(GONE, vec![Value::Text(endpoint)])
                        .await?;
                    continue;
                }
            };
            let sent = tokio::time::timeout(
                super::push::SEND_TIMEOUT,
                super::push::send(vapid, &target, &keys, payload.as_bytes()),
            )
            .await
            .unwrap_or_else(|_| Err("the push service did not answer in time".into()));
            match sent {
                Ok(404 | 410) => {
                    tracing::info!("a browser's subscription ended: it is dropped");
                    self.store
                        .execute(GONE, vec![Value::Text(endpoint)])
                        .await?;
                }
                Ok(status) if !(200..300).contains(&status) => {
                    tracing::warn!("a push service answered {status}");
                }
                Ok(_) => {}
                Err(why) => tracing::warn!("a push message was not sent: {why}"),
            }
        }
        Ok(())
    }

    /// `player`'s e-mail address and its unsubscribe token, if it gave one.
    async fn email(&self, player: i64) -> Result<Option<(String, String)>, ServerError> {
        let rows = self
            .store
            .query(
                EMAIL,
                vec![Value::Int(Some(player))],
                &[Column::Text, Column::Text],
            )
            .await?;
        Ok(rows
            .first()
            .and_then(|row| Some((row[0].as_text()?.to_string(), row[1].as_text()?.to_string()))))
    }

    /// `told` by e-mail, where `player` gave an address.
    async fn mail_to(&self, player: i64, room: &str, told: &Told) -> Result<(), ServerError> {
        let Some(mailer) = &self.notifications.mail else {
            return Ok(());
        };
        let Some((address, token)) = self.email(player).await? else {
            return Ok(());
        };
        let url = &self.notifications.public_url;
        let mail = Mail {
            to: address,
            subject: told.title.clone(),
            text: format!("{}\n\nRoom {room}: {url}/?room={room}", told.body),
            unsubscribe: format!("{url}/unsubscribe?token={token}"),
        };
        match tokio::time::timeout(super::mail::SEND_TIMEOUT, mailer.send(mail)).await {
            Ok(Ok(())) => {}
            Ok(Err(why)) => tracing::warn!("an e-mail was not sent: {why}"),
            Err(_) => tracing::warn!("an e-mail was not sent: the mail server took too long"),
        }
        Ok(())
    }

    /// A player's `notifications`, `push_subscribe`, `push_unsubscribe` or `set_email`:
    /// what the player is answered.
    pub async fn notification_settings(
        &self,
        player: &Identity,
        message: &ClientMessage,
    ) -> Result<ServerMessage, ServerError> {
        let id = Value::Int(Some(player.id));
        let notifications = &self.notifications;
        match message {
            ClientMessage::Notifications { on: Some(true) } => {
                self.store.execute(TURN_ON, vec![id]).await?;
            }
            ClientMessage::Notifications { on: Some(false) } => {
                self.store.execute(TURN_OFF, vec![id]).await?;
            }
            ClientMessage::Notifications { on: None } => {}
            ClientMessage::PushSubscribe {
                endpoint,
                p256dh,
                auth,
            } => {
                if notifications.push.is_none() {
                    return Err("this server sends no push notifications".into());
                }
                if endpoint.len() > MAX_ENDPOINT_BYTES {
                    return Err(format!(
                        "a push endpoint has at most {MAX_ENDPOINT_BYTES} bytes, not {}",
                        endpoint.len()
                    )
                    .into());
                }
                Endpoint::read(endpoint, notifications.loopback_http)?;
                BrowserKeys::read(p256dh, auth)?;
                let kept = self.subscriptions(player.id).await?;
                if kept.len() >= MAX_SUBSCRIPTIONS && !kept.iter().any(|s| &s[0] == endpoint) {
                    return Err(format!(
                        "you have {MAX_SUBSCRIPTIONS} browsers subscribed, the most there \
                         are: unsubscribe one first"
                    )
                    .into());
                }
                self.store
                    .execute(
                        SUBSCRIBE,
                        vec![
                            Value::Text(endpoint.clone()),
                            id,
                            Value::Text(p256dh.clone()),
                            Value::Text(auth.clone()),
                            Value::int(now_ms()),
                        ],
                    )
                    .await?;
            }
            ClientMessage::PushUnsubscribe { endpoint } => {
                let dropped = self
                    .store
                    .execute(UNSUBSCRIBE, vec![Value::Text(endpoint.clone()), id])
                    .await?;
                if dropped == 0 {
                    return Err("no browser of yours is subscribed at that endpoint".into());
                }
            }
            ClientMessage::SetEmail { address: None } => {
                self.store.execute(CLEAR_EMAIL, vec![id]).await?;
            }
            ClientMessage::SetEmail {
                address: Some(address),
            } => {
                if notifications.mail.is_none() {
                    return Err("this server sends no e-mail".into());
                }
                let address = check_address(address)?;
                let token: String = random_bytes::<16>()
                    .iter()
                    .map(|b| format!("{b:02x}"))
                    .collect();
                self.store
                    .execute(
                        SET_EMAIL,
                        vec![id, Value::Text(address), Value::Text(token)],
                    )
                    .await?;
            }
            _ => return Err(ServerError::Internal("not a notification's message".into())),
        }
        Ok(ServerMessage::Notifications {
            on: !self.notifications_off(player.id).await?,
            push_key: notifications.push_key(),
            subscriptions: self.subscriptions(player.id).await?.len(),
            email: self.email(player.id).await?.map(|(address, _)| address),
            mail: notifications.mail.is_some(),
        })
    }
}

/// A page of plain text.
fn text(status: StatusCode, body: &str) -> Response {
    (
        status,
        [(header::CONTENT_TYPE, "text/plain; charset=utf-8")],
        format!("{body}\n"),
    )
        .into_response()
}

/// `GET /api/push/key`: the server's Web Push key (base64url), as `{"key": "..."}`; 404
/// where it sends no push.
pub async fn push_key(State(hub): State<Arc<Hub>>) -> Response {
    match hub.notifications.push_key() {
        Some(key) => (
            StatusCode::OK,
            [(header::CONTENT_TYPE, "application/json")],
            json!({ "key": key }).to_string(),
        )
            .into_response(),
        None => (
            StatusCode::NOT_FOUND,
            [(header::CONTENT_TYPE, "application/json")],
            json!({ "error": "this server sends no push notifications" }).to_string(),
        )
            .into_response(),
    }
}

/// The query of an unsubscribe link.
#[derive(serde::Deserialize)]
pub struct UnsubscribeQuery {
    #[serde(default)]
    token: String,
}

/// `GET` or `POST /unsubscribe?token=...` (the link in each e-mail, and its one-click
/// `List-Unsubscribe-Post`): the address of that token gets no more e-mail.
pub async fn unsubscribe(
    State(hub): State<Arc<Hub>>,
    Query(query): Query<UnsubscribeQuery>,
) -> Response {
    let token = query.token.trim();
    if token.len() != 32 || !token.bytes().all(|b| b.is_ascii_hexdigit()) {
        return text(
            StatusCode::BAD_REQUEST,
            "That unsubscribe link is not whole: open the one in the e-mail.",
        );
    }
    match hub
        .store
        .execute(UNSUBSCRIBE_EMAIL, vec![Value::Text(token.to_string())])
        .await
    {
        Ok(0) => text(
            StatusCode::OK,
            "That address gets no e-mail from this server: it was unsubscribed already.",
        ),
        Ok(_) => text(
            StatusCode::OK,
            "Unsubscribed: this address gets no more e-mail from this server.",
        ),
        Err(error) => {
            tracing::error!("an unsubscribe link failed: {}", error.0);
            text(
                StatusCode::SERVICE_UNAVAILABLE,
                "The server could not unsubscribe you just now: try the link again later.",
            )
        }
    }
}
