//! `medusa bot --event ID`: a named bot joins a club event and plays each of its boards as
//! the rounds are paired ([`play`] with the seat bound to its name), until the event ends. A
//! connection lost is opened again, identified again, and the event followed again: the
//! server tells the boards still to be played once more, and a board played already is let
//! go.

use std::collections::HashSet;

use medusa_online::{ClientMessage, EventStage, RoomCode, ServerMessage};

use super::super::client::Connection;
use super::sign_on::{Player, SignOnError, pause};
use super::{Engines, Report, Role, play};

/// Joins event `id` on `server` as `player` and plays its boards with the engine `spec` of
/// `engines`: a line on the event's end.
pub async fn event(
    engines: Engines,
    server: &str,
    player: &mut Player,
    id: u64,
    spec: &str,
    seed: u64,
    report: &mut dyn Report,
) -> Result<String, String> {
    let mut played: HashSet<RoomCode> = HashSet::new();
    let mut connection = follow(server, player, id, report).await?;
    loop {
        let message = match connection.receive().await {
            Ok(message) => message,
            Err(why) => {
                report.note(&format!(
                    "the event's connection was lost ({why}); coming back"
                ));
                connection = follow(server, player, id, report).await?;
                continue;
            }
        };
        match message {
            ServerMessage::EventBoard {
                code, seat, round, ..
            } if played.insert(code) => {
                report.note(&format!("round {round}: room {code}, seat {seat}"));
                let role = Role::Named {
                    code,
                    name: player.name().to_string(),
                    key: player.key(server)?,
                };
                let result = play(engines, server, role, spec, seed, report).await?;
                report.game_over(code, &result);
                // The next round may have been paired meanwhile: the event is read again,
                // on a connection that may have gone quiet too long.
                connection.close().await;
                connection = follow(server, player, id, report).await?;
            }
            ServerMessage::ClubEvent { event } if event.stage == EventStage::Ended => {
                connection.close().await;
                return Ok(format!("event {id} is over"));
            }
            ServerMessage::Error { message } => return Err(message),
            _ => {}
        }
    }
}

/// How many times a bot tries a server that went away before it gives up (about two
/// minutes in all).
const TRIES: u32 = 25;

/// A connection of `player` that follows event `id` (joining it, the first time), after as
/// many tries as a server that went away takes to come back.
async fn follow(
    server: &str,
    player: &mut Player,
    id: u64,
    report: &mut dyn Report,
) -> Result<Connection, String> {
    let mut tries = 0;
    let mut connection = loop {
        match player.sign_on(server, report).await {
            Ok(connection) => break connection,
            Err(SignOnError::Unreachable(_)) if tries < TRIES => {
                tokio::time::sleep(pause(tries)).await;
                tries += 1;
            }
            Err(error) => return Err(error.sentence()),
        }
    };
    connection
        .send(&ClientMessage::JoinEvent { id })
        .await
        .map_err(|why| format!("the event cannot be joined: {why}"))?;
    Ok(connection)
}
