//! `medusa bot --seek`: a named bot keeps challenges of its game open in the lobby and plays
//! whoever accepts them, each game on a connection of its own ([`play`] with the seat the
//! match gave), one after another or several at once, as many games as it is asked for or on
//! and on. The challenges are its lobby connection's, and lapse with it: when that connection
//! is lost, the bot comes back, identifies again and opens them again, while its games go on.

use std::time::Duration;

use tokio::sync::mpsc;
use tokio::task::JoinSet;
use tokio::time::Instant;

use medusa_online::{
    ClientMessage, ClockSpec, Invitation, PROTOCOL_VERSION, RoomCode, SeatToken, ServerMessage,
    SideChoice,
};
use medusa_rules::GameOptions;

use super::super::client::Connection;
use super::sign_on::{Player, SignOnError, pause};
use super::{Engines, Report, Role, play};

/// The most games a seeking bot plays at once: a server keeps at most 3 open challenges a
/// player (`medusa serve --challenges-per-player`).
pub const MAX_PARALLEL: usize = 3;

/// Refusals of a challenge in a row that a bot waits out after its lobby connection was lost
/// (the server may not have let the lost connection's challenges lapse yet) before it gives
/// up with the server's sentence.
const REFUSALS_WAITED_OUT: u32 = 5;

/// What a seeking bot offers, and how many games it plays.
#[derive(Clone, Debug)]
pub struct Seek {
    /// The game's id, its own options, the bot's side and the clock, as `create` takes them.
    pub game: String,
    pub options: GameOptions,
    pub side: SideChoice,
    pub clock: Option<ClockSpec>,
    pub rated: bool,
    /// The games to play in all; `None`: on and on.
    pub games: Option<u64>,
    /// The games to play at once, 1 to [`MAX_PARALLEL`].
    pub parallel: usize,
}

impl Seek {
    fn challenge(&self) -> ClientMessage {
        ClientMessage::Challenge {
            version: PROTOCOL_VERSION,
            game: self.game.clone(),
            options: self.options.clone(),
            side: self.side,
            clock: self.clock,
            rated: self.rated,
        }
    }

    /// Whether the bot can play so many games at once, or the sentence that refuses it.
    pub fn check(&self) -> Result<(), String> {
        if (1..=MAX_PARALLEL).contains(&self.parallel) {
            Ok(())
        } else {
            Err(format!(
                "--parallel {}: a bot plays 1 to {MAX_PARALLEL} games at once (a server keeps \
                 at most {MAX_PARALLEL} open challenges a player)",
                self.parallel
            ))
        }
    }

    /// Whether a game is wanted beyond `count` (started, or started and asked for).
    fn wants_beyond(&self, count: u64) -> bool {
        self.games.is_none_or(|games| count < games)
    }
}

/// The bot's connection to the lobby.
enum Lobby {
    /// Connected as the player, with `open` challenges made on it and not yet accepted.
    Up {
        connection: Box<Connection>,
        open: usize,
    },
    /// Lost: tried again at `retry` (`tries` tries have failed since it was lost).
    Down { retry: Instant, tries: u32 },
    /// Closed: no more games are wanted.
    Closed,
}

impl Lobby {
    /// The next frame on the connection, or `None` when it is time to try it again.
    async fn next(&mut self) -> Option<Result<ServerMessage, String>> {
        match self {
            Lobby::Up { connection, .. } => Some(connection.receive().await),
            Lobby::Down { retry, .. } => {
                tokio::time::sleep_until(*retry).await;
                None
            }
            Lobby::Closed => std::future::pending().await,
        }
    }
}

/// A game's lines, passed to the seeking loop's [`Report`] under the room's code.
struct Relay {
    code: RoomCode,
    notes: mpsc::UnboundedSender<String>,
}

impl Report for Relay {
    fn room(&mut self, _: Invitation) {}

    fn note(&mut self, line: &str) {
        // The loop reads them while any game goes on.
        let _ = self.notes.send(format!("{}: {line}", self.code));
    }
}

/// The seeking bot's loop, with what it keeps count of.
struct Seeker<'a> {
    engines: Engines,
    server: &'a str,
    seek: &'a Seek,
    spec: &'a str,
    seed: u64,
    games: JoinSet<(RoomCode, Result<String, String>)>,
    notes: mpsc::UnboundedSender<String>,
    started: u64,
    failed: u64,
    /// Whether a lobby connection was lost before this one.
    came_back: bool,
    /// Refusals of a challenge in a row.
    refused: u32,
}

/// Plays `seek.games` games (or on and on) on `server` as `player` with the engine `spec` of
/// `engines`, reporting each game's result as it ends; an error when the name or a challenge
/// was refused, or when some game could not be played to its end.
pub async fn seek(
    engines: Engines,
    server: &str,
    player: &mut Player,
    seek: &Seek,
    spec: &str,
    seed: u64,
    report: &mut dyn Report,
) -> Result<(), String> {
    seek.check()?;
    // The engine is checked before the bot goes into the lobby.
    engines.player(&seek.game, spec, seed)?;
    let first = player
        .sign_on(server, report)
        .await
        .map_err(SignOnError::sentence)?;
    let mut lobby = Lobby::Up {
        connection: Box::new(first),
        open: 0,
    };
    let (notes, mut relayed) = mpsc::unbounded_channel();
    let mut seeker = Seeker {
        engines,
        server,
        seek,
        spec,
        seed,
        games: JoinSet::new(),
        notes,
        started: 0,
        failed: 0,
        came_back: false,
        refused: 0,
    };
    loop {
        if !seek.wants_beyond(seeker.started) {
            if let Lobby::Up { connection, .. } = std::mem::replace(&mut lobby, Lobby::Closed) {
                connection.close().await;
            }
            if seeker.games.is_empty() {
                break;
            }
        }
        seeker.open_challenges(&mut lobby, report).await;
        tokio::select! {
            news = lobby.next() => match news {
                Some(frame) => seeker.read(frame, &mut lobby, report).await?,
                None => seeker.come_back(player, &mut lobby, report).await?,
            },
            Some(ended) = seeker.games.join_next() => seeker.ended(ended, report),
            Some(line) = relayed.recv() => report.note(&line),
        }
    }
    // The games' last lines.
    while let Ok(line) = relayed.try_recv() {
        report.note(&line);
    }
    match seeker.failed {
        0 => Ok(()),
        failed => Err(format!(
            "{failed} of the {} games could not be played to their end",
            seeker.started
        )),
    }
}

impl Seeker<'_> {
    /// Opens as many challenges as the games wanted and not being played.
    async fn open_challenges(&mut self, lobby: &mut Lobby, report: &mut dyn Report) {
        let Lobby::Up { connection, open } = lobby else {
            return;
        };
        let mut lost = None;
        while *open + self.games.len() < self.seek.parallel
            && self.seek.wants_beyond(self.started + *open as u64)
        {
            if let Err(why) = connection.send(&self.seek.challenge()).await {
                lost = Some(why);
                break;
            }
            *open += 1;
        }
        if let Some(why) = lost {
            self.lost(lobby, &why, report);
        }
    }

    /// Reads one frame of the lobby connection.
    async fn read(
        &mut self,
        frame: Result<ServerMessage, String>,
        lobby: &mut Lobby,
        report: &mut dyn Report,
    ) -> Result<(), String> {
        let message = match frame {
            Ok(message) => message,
            Err(why) => {
                self.lost(lobby, &why, report);
                return Ok(());
            }
        };
        let Lobby::Up { open, .. } = lobby else {
            return Ok(());
        };
        match message {
            ServerMessage::ChallengeOpen { id } => {
                self.refused = 0;
                report.note(&format!("challenge {id} is open in the lobby"));
            }
            ServerMessage::Matched { code, seat, token } => {
                *open = open.saturating_sub(1);
                self.started += 1;
                report.matched(code, seat);
                self.start_game(code, token);
            }
            ServerMessage::Error { message } => {
                *open = open.saturating_sub(1);
                self.refused += 1;
                if !self.came_back || self.refused > REFUSALS_WAITED_OUT {
                    return Err(message);
                }
                report.note(&format!("{message}; trying again in a moment"));
                tokio::time::sleep(Duration::from_secs(1)).await;
            }
            _ => {}
        }
        Ok(())
    }

    /// Plays the game of room `code` in the seat `token` proves, on a connection of its own.
    fn start_game(&mut self, code: RoomCode, token: SeatToken) {
        let engines = self.engines;
        let server = self.server.to_string();
        let spec = self.spec.to_string();
        let seed = self.seed.wrapping_add(self.started);
        let mut relay = Relay {
            code,
            notes: self.notes.clone(),
        };
        self.games.spawn(async move {
            let role = Role::Seat { code, token };
            let result = play(engines, &server, role, &spec, seed, &mut relay).await;
            (code, result)
        });
    }

    /// A game's end, or its failure.
    fn ended(
        &mut self,
        ended: Result<(RoomCode, Result<String, String>), tokio::task::JoinError>,
        report: &mut dyn Report,
    ) {
        match ended {
            Ok((code, Ok(result))) => report.game_over(code, &result),
            Ok((code, Err(why))) => {
                self.failed += 1;
                report.note(&format!(
                    "{code}: the game could not be played to its end: {why}"
                ));
            }
            Err(error) => {
                self.failed += 1;
                report.note(&format!("a game stopped: {error}"));
            }
        }
    }

    /// The lobby connection was lost: its challenges lapse with it; it is opened again soon.
    fn lost(&mut self, lobby: &mut Lobby, why: &str, report: &mut dyn Report) {
        report.note(&format!(
            "the lobby's connection was lost ({why}); coming back"
        ));
        self.came_back = true;
        *lobby = Lobby::Down {
            retry: Instant::now() + pause(0),
            tries: 0,
        };
    }

    /// Tries the lobby again: identified, the bot's challenges are opened again by the loop.
    async fn come_back(
        &mut self,
        player: &mut Player,
        lobby: &mut Lobby,
        report: &mut dyn Report,
    ) -> Result<(), String> {
        let Lobby::Down { tries, .. } = *lobby else {
            return Ok(());
        };
        match player.sign_on(self.server, report).await {
            Ok(connection) => {
                report.note("back in the lobby");
                *lobby = Lobby::Up {
                    connection: Box::new(connection),
                    open: 0,
                };
                Ok(())
            }
            Err(SignOnError::Unreachable(_)) => {
                *lobby = Lobby::Down {
                    retry: Instant::now() + pause(tries + 1),
                    tries: tries + 1,
                };
                Ok(())
            }
            Err(SignOnError::Refused(why)) => Err(why),
        }
    }
}
