//! A bot as a named player in the lobby: the name it plays by (its own, or one made from its
//! game and engine), and a connection that is that player's. The first time on a server the
//! bot registers the name and keeps the key it is given in its [`KeyFile`]; every later time
//! (a later run, a connection lost and opened again) it identifies with that key.

use std::time::Duration;

use medusa_online::{
    ClientMessage, MAX_NAME_CHARS, PROTOCOL_VERSION, PlayerKey, ServerMessage, player_name,
};
use medusa_rules::Registry;

use super::super::client::Connection;
use super::Report;
use super::keys::KeyFile;

/// The name a bot of `game` with the engine `spec` plays by when it is given none: the first
/// of `Computer (Medea, casual)`, `Medusa (beginner)` (the game's name and the engine) and
/// `Pillars (casual)` (the name's first word) that a player's name may be; or why none is.
pub fn default_name(games: &Registry, game: &str, spec: &str) -> Result<String, String> {
    let entry = games.find(game).map_err(|e| e.to_string())?;
    let name = entry.id.name;
    let short = name.split(' ').next().unwrap_or(name);
    let spec = spec.trim();
    [
        format!("Computer ({name}, {spec})"),
        format!("{name} ({spec})"),
        format!("{short} ({spec})"),
    ]
    .into_iter()
    .find(|candidate| player_name(candidate) == Ok(candidate.as_str()))
    .ok_or_else(|| {
        format!(
            "the engine '{spec}' makes no name a player may have (at most {MAX_NAME_CHARS} \
             characters, printable): give the bot one with --name"
        )
    })
}

/// Why a bot is not the player it asked to be.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum SignOnError {
    /// The server could not be reached, or the connection went on the way: another try may
    /// do.
    Unreachable(String),
    /// The server refused the name or its key, or the key file cannot be used: another try
    /// would be refused too.
    Refused(String),
}

impl SignOnError {
    /// The sentence that says why.
    pub fn sentence(self) -> String {
        match self {
            SignOnError::Unreachable(why) | SignOnError::Refused(why) => why,
        }
    }
}

/// How long a bot waits before its try number `tries` (from 0) at a server that went away:
/// 1 second, 2, then 5 each time.
pub(super) fn pause(tries: u32) -> Duration {
    Duration::from_secs(match tries {
        0 => 1,
        1 => 2,
        _ => 5,
    })
}

/// A bot's name and where it keeps its keys.
#[derive(Clone, Debug)]
pub struct Player {
    name: String,
    keys: KeyFile,
}

impl Player {
    pub fn new(name: impl Into<String>, keys: KeyFile) -> Player {
        Player {
            name: name.into(),
            keys,
        }
    }

    /// The key kept for the name on `server`, once signed on.
    pub fn key(&self, server: &str) -> Result<PlayerKey, String> {
        self.keys
            .find(server, &self.name)?
            .ok_or_else(|| format!("no key is kept for '{}' on {server}", self.name))
    }

    /// The name: as asked for, and once signed on, as the server has it.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// A new connection to `server` that is this player's: identified with the key kept for
    /// the name there, or with the name registered (and its key kept) when none is. A key the
    /// server no longer knows (its database began afresh) registers the name anew, if nobody
    /// else has taken it.
    pub async fn sign_on(
        &mut self,
        server: &str,
        report: &mut dyn Report,
    ) -> Result<Connection, SignOnError> {
        let kept = self
            .keys
            .find(server, &self.name)
            .map_err(SignOnError::Refused)?;
        let mut connection = Connection::open(server)
            .await
            .map_err(SignOnError::Unreachable)?;
        let Some(key) = kept else {
            self.register(server, &mut connection, None).await?;
            return Ok(connection);
        };
        let identify = ClientMessage::Identify {
            version: PROTOCOL_VERSION,
            name: self.name.clone(),
            key,
        };
        match ask(&mut connection, identify).await? {
            Ok((name, _)) => self.name = name,
            Err(why) => {
                self.register(server, &mut connection, Some(why)).await?;
                report.note(&format!(
                    "the key kept for '{}' was not known on the server any more: the name is \
                     registered anew",
                    self.name
                ));
            }
        }
        Ok(connection)
    }

    /// Registers the name on `connection` and keeps its key. `refused_key` is why the key
    /// kept for the name was refused, if it was.
    async fn register(
        &mut self,
        server: &str,
        connection: &mut Connection,
        refused_key: Option<String>,
    ) -> Result<(), SignOnError> {
        let register = ClientMessage::Register {
            version: PROTOCOL_VERSION,
            name: self.name.clone(),
        };
        let file = self.keys.path().display();
        match (ask(connection, register).await?, refused_key) {
            (Ok((name, Some(key))), _) => {
                self.keys
                    .keep(server, &name, key)
                    .map_err(SignOnError::Refused)?;
                self.name = name;
                Ok(())
            }
            (Ok((_, None)), _) => Err(SignOnError::Refused(
                "the server registered the name without giving its key".to_string(),
            )),
            (Err(_), Some(why)) => Err(SignOnError::Refused(format!(
                "{why} (the key {file} keeps for the name '{}' is not the name's on this server)",
                self.name
            ))),
            // A name whose form the server refused: its sentence says what is wrong with it.
            (Err(why), None) if player_name(&self.name).is_err() => Err(SignOnError::Refused(why)),
            // A name taken, or too many names from this address.
            (Err(why), None) => Err(SignOnError::Refused(format!(
                "{why} ({file} keeps no key for the name '{}' on this server)",
                self.name
            ))),
        }
    }
}

/// Sends `message` (a register or an identify): the player's name and key as the server
/// answered them, or its refusal.
async fn ask(
    connection: &mut Connection,
    message: ClientMessage,
) -> Result<Result<(String, Option<PlayerKey>), String>, SignOnError> {
    connection
        .send(&message)
        .await
        .map_err(SignOnError::Unreachable)?;
    loop {
        match connection
            .receive()
            .await
            .map_err(SignOnError::Unreachable)?
        {
            ServerMessage::Player { name, key, .. } => return Ok(Ok((name, key))),
            ServerMessage::Error { message } => return Ok(Err(message)),
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bot_s_default_name_is_made_from_its_game_and_engine_and_fits() {
        let name = |game: &str, spec: &str| default_name(&medusa_rules::GAMES, game, spec);
        assert_eq!(
            name("medea", "casual").as_deref(),
            Ok("Computer (Medea, casual)")
        );
        assert_eq!(
            name("lotus", "random").as_deref(),
            Ok("Computer (Lotus, random)")
        );
        assert_eq!(
            name("medusa", "beginner").as_deref(),
            Ok("Medusa (beginner)")
        );
        assert_eq!(name("pillars", "casual").as_deref(), Ok("Pillars (casual)"));
        assert_eq!(
            name("medea", "ab:depth=4").as_deref(),
            Ok("Medea (ab:depth=4)")
        );
        assert_eq!(
            name("medea", "ab:depth=4,time=10s"),
            Err(
                "the engine 'ab:depth=4,time=10s' makes no name a player may have (at most 24 \
                 characters, printable): give the bot one with --name"
                    .to_string()
            )
        );
        assert!(name("chess", "random").is_err());
    }
}
