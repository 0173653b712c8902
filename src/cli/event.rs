//! `medusa event`: a club evening from the command line, for organisers and tests: make an
//! event, list them, join one, start its rounds, enter a result, mark a player absent, show
//! it, end it. Each command signs on as the player `--as` names (its key kept as the bot's
//! are) and prints the event the server answers with, as JSON.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Args, Subcommand};
use medusa::games::GameOptions;
use medusa::online::{BoardResult, ClientMessage, EventKind, PROTOCOL_VERSION, ServerMessage};
use medusa::server::bot::{KeyFile, Player, Report, SignOnError};
use medusa::server::client::Connection;

use super::bot::read_clock;
use super::data_folder;
use super::replay::BAD_INPUT;

/// The options of `medusa event`.
#[derive(Args, Debug)]
pub struct EventArgs {
    #[command(subcommand)]
    what: EventCommand,
    /// The server: ws://HOST:PORT.
    #[arg(long, global = true)]
    server: Option<String>,
    /// The player who acts (the organiser, or the player who joins); `list` and `show` need
    /// none.
    #[arg(long = "as", value_name = "NAME", global = true)]
    player: Option<String>,
    /// The file that keeps the keys the servers gave the player's names (default:
    /// bot-keys.json in the data folder, which MEDUSA_DATA_DIR moves).
    #[arg(long, value_name = "FILE", global = true)]
    key_file: Option<PathBuf>,
}

#[derive(Subcommand, Debug)]
enum EventCommand {
    /// Make an event, organised by --as.
    Create {
        /// The event's name.
        name: String,
        /// The game: medusa, lotus, medea or pillars.
        #[arg(long)]
        game: String,
        /// swiss or round-robin.
        #[arg(long, default_value = "swiss")]
        kind: String,
        /// How many rounds.
        #[arg(long)]
        rounds: u32,
        /// The clock: BASE+INCREMENT in seconds (`600+5`).
        #[arg(long)]
        clock: Option<String>,
    },
    /// The newest events.
    List,
    /// Join an event before its first round, as --as.
    Join { id: u64 },
    /// Start the next round (the organiser).
    StartRound { id: u64 },
    /// Enter a board's result (the organiser): first, second or draw.
    Result {
        id: u64,
        round: u32,
        board: usize,
        result: String,
    },
    /// Mark a player absent for a round to come (the organiser).
    Absent { id: u64, round: u32, name: String },
    /// Show an event: its rounds, boards, results and standings.
    Show { id: u64 },
    /// End an event (the organiser).
    End { id: u64 },
}

/// Notes on standard error.
struct Notes;

impl Report for Notes {
    fn room(&mut self, _: medusa::online::Invitation) {}
    fn note(&mut self, line: &str) {
        eprintln!("{line}");
    }
}

/// The message the command sends.
fn message(what: &EventCommand) -> Result<ClientMessage, String> {
    Ok(match what {
        EventCommand::Create {
            name,
            game,
            kind,
            rounds,
            clock,
        } => ClientMessage::CreateEvent {
            version: PROTOCOL_VERSION,
            name: name.clone(),
            game: game.clone(),
            options: GameOptions::new(),
            clock: clock.as_deref().map(read_clock).transpose()?,
            kind: match kind.as_str() {
                "swiss" => EventKind::Swiss,
                "round-robin" | "round_robin" => EventKind::RoundRobin,
                other => return Err(format!("--kind {other}: use swiss or round-robin")),
            },
            rounds: *rounds,
        },
        EventCommand::List => ClientMessage::ListEvents {},
        EventCommand::Join { id } => ClientMessage::JoinEvent { id: *id },
        EventCommand::StartRound { id } => ClientMessage::StartRound { id: *id },
        EventCommand::Result {
            id,
            round,
            board,
            result,
        } => ClientMessage::EnterResult {
            id: *id,
            round: *round,
            board: *board,
            result: match result.as_str() {
                "first" => BoardResult::First,
                "second" => BoardResult::Second,
                "draw" => BoardResult::Draw,
                other => return Err(format!("result {other}: use first, second or draw")),
            },
        },
        EventCommand::Absent { id, round, name } => ClientMessage::MarkAbsent {
            id: *id,
            round: *round,
            name: name.clone(),
        },
        EventCommand::Show { id } => ClientMessage::ReadEvent { id: *id },
        EventCommand::End { id } => ClientMessage::EndEvent { id: *id },
    })
}

/// A connection to `server`, signed on as `--as` when the command needs a player.
async fn connect(args: &EventArgs, server: &str) -> Result<Connection, String> {
    let anyone = matches!(args.what, EventCommand::List | EventCommand::Show { .. });
    let Some(name) = &args.player else {
        if anyone {
            return Connection::open(server).await;
        }
        return Err("give --as NAME: the player who acts".to_string());
    };
    let key_file = match &args.key_file {
        Some(file) => file.clone(),
        None => data_folder()
            .ok_or("no data folder was found for this user: give --key-file FILE")?
            .join("bot-keys.json"),
    };
    let mut player = Player::new(name.clone(), KeyFile::new(key_file));
    player
        .sign_on(server, &mut Notes)
        .await
        .map_err(SignOnError::sentence)
}

/// Sends the command's message and prints the answer.
pub fn run(args: &EventArgs) -> ExitCode {
    let (server, message) = match (args.server.as_deref(), message(&args.what)) {
        (Some(server), Ok(message)) => (server, message),
        (None, _) => {
            eprintln!("give --server ws://HOST:PORT");
            return ExitCode::from(BAD_INPUT);
        }
        (_, Err(why)) => {
            eprintln!("{why}");
            return ExitCode::from(BAD_INPUT);
        }
    };
    let runtime = match tokio::runtime::Runtime::new() {
        Ok(runtime) => runtime,
        Err(error) => {
            eprintln!("cannot start: {error}");
            return ExitCode::FAILURE;
        }
    };
    let answer = runtime.block_on(async {
        let mut connection = connect(args, server).await?;
        connection.send(&message).await?;
        loop {
            match connection.receive().await? {
                ServerMessage::ClubEvent { event } => {
                    connection.close().await;
                    return serde_json::to_string_pretty(&event).map_err(|e| e.to_string());
                }
                ServerMessage::ClubEvents { events } => {
                    connection.close().await;
                    return serde_json::to_string_pretty(&events).map_err(|e| e.to_string());
                }
                ServerMessage::Error { message } => return Err(message),
                _ => {}
            }
        }
    });
    match answer {
        Ok(text) => {
            println!("{text}");
            ExitCode::SUCCESS
        }
        Err(why) => {
            eprintln!("{why}");
            ExitCode::FAILURE
        }
    }
}
