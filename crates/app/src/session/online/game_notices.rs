//! The notices of the player's games by the day, as the lobby's connection hears them: the
//! player's notification settings on the server, and a notice shown by the system (the
//! desktop's notification) when one of the player's games needs the player and it is not the
//! game on the screen. The list of games waiting follows by itself (the lobby asks again).

use bevy::prelude::*;

use super::Online;
use super::lobby::Lobby;
use crate::session::GameSystems;
use medusa_online::RoomCode;

/// The player's notifications as the server keeps them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotificationSettings {
    /// Whether the player is told (by the system, its browsers' push, its e-mail).
    pub on: bool,
    /// The server's Web Push key (none: the server sends no push).
    pub push_key: Option<String>,
    /// How many of the player's browsers are subscribed.
    pub subscriptions: usize,
    /// The player's e-mail address, if it gave one.
    pub email: Option<String>,
    /// Whether the server sends e-mail at all.
    pub mail: bool,
}

/// One of the player's games by the day needs the player: the opponent moved, a quarter of
/// the time is left, or it ended.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct GameNotice {
    pub room: RoomCode,
    pub title: String,
    pub body: String,
}

/// This browser is to receive the player's notices by Web Push, with the server's key:
/// `ask` lets the browser ask the player's permission (a click asked for it); without it, a
/// browser not yet allowed stays as it is.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct PushWanted {
    pub key: String,
    pub ask: bool,
}

/// A notice for the system to show (the desktop's notification service): its title and text.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct SystemNotice {
    pub title: String,
    pub body: String,
}

/// Passes on to the system the notices of games other than the one on the screen, while the
/// player's notifications are on.
fn show_notices(
    mut notices: MessageReader<GameNotice>,
    lobby: Res<Lobby>,
    online: Res<Online>,
    mut shown: MessageWriter<SystemNotice>,
) {
    let on = lobby
        .0
        .as_ref()
        .and_then(|link| link.notifications.as_ref())
        .is_some_and(|settings| settings.on);
    for notice in notices.read() {
        if on && online.0.as_ref().and_then(|room| room.code()) != Some(notice.room) {
            shown.write(SystemNotice {
                title: notice.title.clone(),
                body: notice.body.clone(),
            });
        }
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.add_message::<GameNotice>()
        .add_message::<SystemNotice>()
        .add_message::<PushWanted>()
        .add_systems(
            Update,
            show_notices
                .run_if(on_message::<GameNotice>)
                .in_set(GameSystems::Input),
        );
}
