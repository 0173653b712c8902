//! `medusa bot --accept`: a named bot follows the lobby, accepts the first open challenge of
//! its game that is another player's (waiting for one when there is none), and plays that
//! game ([`play`] with the seat the match gave). A challenge another player took first is let
//! go for the next; a lobby connection lost is opened again, identified again and followed
//! again.

use medusa_online::{
    Challenge, ClientMessage, LobbyChange, PROTOCOL_VERSION, RoomCode, SeatToken, ServerMessage,
};
use medusa_rules::Registry;

use super::super::client::Connection;
use super::sign_on::{Player, SignOnError, pause};
use super::{Engines, Lost, Report, Role, play};

/// Accepts a challenge of `game` on `server` as `player` and plays it with the engine `spec`
/// of `engines`: the game's result.
pub async fn accept(
    engines: Engines,
    server: &str,
    player: &mut Player,
    game: &str,
    spec: &str,
    seed: u64,
    report: &mut dyn Report,
) -> Result<String, String> {
    let game = engines.games.find(game).map_err(|e| e.to_string())?.id.id;
    // The engine is checked before the bot goes into the lobby.
    engines.player(game, spec, seed)?;
    let mut connection = player
        .sign_on(server, report)
        .await
        .map_err(SignOnError::sentence)?;
    loop {
        match take_one(&mut connection, &engines.games, game, player.name(), report).await {
            Ok((code, seat, token)) => {
                connection.close().await;
                report.matched(code, seat);
                let role = Role::Seat { code, token };
                return play(engines, server, role, spec, seed, report).await;
            }
            Err(Lost::Fatal(why)) => return Err(why),
            Err(Lost::Connection(why)) => {
                report.note(&format!(
                    "the lobby's connection was lost ({why}); coming back"
                ));
                connection = come_back(server, player, report).await?;
                report.note("back in the lobby");
            }
        }
    }
}

/// A connection as `player` again, after as many tries as it takes; an error when the
/// server refuses the player.
async fn come_back(
    server: &str,
    player: &mut Player,
    report: &mut dyn Report,
) -> Result<Connection, String> {
    let mut tries = 0;
    loop {
        tokio::time::sleep(pause(tries)).await;
        match player.sign_on(server, report).await {
            Ok(connection) => return Ok(connection),
            Err(SignOnError::Unreachable(_)) => tries += 1,
            Err(SignOnError::Refused(why)) => return Err(why),
        }
    }
}

/// Follows the lobby on `connection` and accepts the first challenge of `game` (an id) that
/// is not `me`'s, the oldest first, until one is matched: its room, seat and token.
async fn take_one(
    connection: &mut Connection,
    games: &Registry,
    game: &str,
    me: &str,
    report: &mut dyn Report,
) -> Result<(RoomCode, usize, SeatToken), Lost> {
    let fits = |challenge: &Challenge| {
        challenge.name != me && games.find(&challenge.game).is_ok_and(|e| e.id.id == game)
    };
    let follow = ClientMessage::Lobby {
        version: PROTOCOL_VERSION,
    };
    connection.send(&follow).await.map_err(Lost::Connection)?;
    // The challenges that fit, the oldest first, and the one asked for.
    let mut open: Vec<u64> = Vec::new();
    let mut asked: Option<u64> = None;
    loop {
        match connection.receive().await.map_err(Lost::Connection)? {
            ServerMessage::Lobby { challenges, .. } => {
                open = challenges
                    .iter()
                    .filter(|c| fits(c))
                    .map(|c| c.id)
                    .collect();
            }
            ServerMessage::LobbyChange { change, .. } => match change {
                LobbyChange::ChallengeAdded { challenge } if fits(&challenge) => {
                    open.push(challenge.id);
                }
                LobbyChange::ChallengeRemoved { id } => open.retain(|&other| other != id),
                _ => {}
            },
            ServerMessage::Matched { code, seat, token } => return Ok((code, seat, token)),
            // Another player took it first: the next one, or waiting for one.
            ServerMessage::Error { message } if asked.is_some() => {
                report.note(&message);
                open.retain(|&other| Some(other) != asked);
                asked = None;
            }
            // Following the lobby was refused.
            ServerMessage::Error { message } => return Err(Lost::Fatal(message)),
            _ => {}
        }
        if asked.is_none()
            && let Some(&id) = open.first()
        {
            let take = ClientMessage::AcceptChallenge {
                version: PROTOCOL_VERSION,
                id,
            };
            connection.send(&take).await.map_err(Lost::Connection)?;
            asked = Some(id);
        }
    }
}
