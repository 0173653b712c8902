//! `medusa bot`: a computer player on a server (see `medusa::server::bot`). With `--create`
//! the room's invitation (its code and the secret that takes the second seat) is the first line
//! printed; the result is the last. With `--seek` the bot is a named player that keeps a
//! challenge open in the lobby and prints `CODE: RESULT` as each game ends; with `--accept`
//! it takes another player's challenge and prints the result.

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args;
use medusa::games::{GAMES, GameOptions};
use medusa::online::{ClockSpec, Invitation, RoomCode, SideChoice};
use medusa::server::bot::{self, Engines, KeyFile, Player, Report, Role, Seek};

use super::data_folder;
use super::replay::BAD_INPUT;

/// The options of `medusa bot`.
#[derive(Args, Debug)]
#[command(group(clap::ArgGroup::new("room").required(true).args(["create", "join", "seek", "accept", "event"])))]
pub struct BotArgs {
    /// The server: ws://HOST:PORT.
    #[arg(long)]
    server: String,
    /// Create a room of this game (medusa, lotus, medea or pillars) and print its invitation
    /// (CODE.INVITE), which takes the second seat.
    #[arg(long)]
    create: Option<String>,
    /// Join the room of this invitation (CODE.INVITE, as the creator printed it).
    #[arg(long)]
    join: Option<String>,
    /// Keep a challenge of this game open in the server's lobby, as a named player, and play
    /// whoever accepts it; one game after another, on and on (or --games).
    #[arg(long, value_name = "GAME")]
    seek: Option<String>,
    /// Accept the first open challenge of this game in the server's lobby (waiting for one),
    /// as a named player, and play it.
    #[arg(long, value_name = "GAME")]
    accept: Option<String>,
    /// Join this club event (its number) as a named player, and play each of its boards as
    /// the rounds are paired, until the event ends; --name is needed.
    #[arg(long, value_name = "ID", requires = "name")]
    event: Option<u64>,
    /// The engine, as `selfplay` names them: random, greedy, beginner, casual, strong, master,
    /// mcts:time=1s (Medusa, Lotus), ab:depth=4 (Medea, Pillars).
    #[arg(long, default_value = "random")]
    engine: String,
    /// The creator's or seeker's side: first, second or random.
    #[arg(long, default_value = "random")]
    side: String,
    /// Komi of a created or sought Medusa or Lotus game.
    #[arg(long, allow_negative_numbers = true)]
    komi: Option<i8>,
    /// A clock for a created or sought game: BASE+INCREMENT in seconds (`300+5`).
    #[arg(long)]
    clock: Option<String>,
    /// The engine's seed.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// With --seek: the games to play in all, then stop (default: on and on).
    #[arg(long, conflicts_with_all = ["create", "join", "accept"], value_parser = clap::value_parser!(u64).range(1..))]
    games: Option<u64>,
    /// With --seek: the games to play at once, 1 to 3 (each an open challenge until it is
    /// accepted).
    #[arg(long, conflicts_with_all = ["create", "join", "accept"])]
    parallel: Option<usize>,
    /// With --seek: the challenge asks for a rated game.
    #[arg(long, conflicts_with_all = ["create", "join", "accept"])]
    rated: bool,
    /// With --seek, --accept or --event: the player's name (default: made from the game and the
    /// engine, as `Computer (Medea, casual)`).
    #[arg(long, conflicts_with_all = ["create", "join"])]
    name: Option<String>,
    /// With --seek, --accept or --event: the file that keeps the keys the servers gave the bot's names
    /// (default: bot-keys.json in the data folder, which MEDUSA_DATA_DIR moves).
    #[arg(long, value_name = "FILE", conflicts_with_all = ["create", "join"])]
    key_file: Option<PathBuf>,
}

/// Prints the room's code at once (for a creator), each lobby game's result as it ends (for
/// a seeker), and the connection's news on standard error.
struct Printer {
    creator: bool,
}

impl Report for Printer {
    fn room(&mut self, invitation: Invitation) {
        if !self.creator {
            return;
        }
        println!("{invitation}");
        // The code is read by whoever waits for it.
        let _ = std::io::stdout().flush();
    }

    fn note(&mut self, line: &str) {
        eprintln!("{line}");
    }

    fn game_over(&mut self, code: RoomCode, result: &str) {
        println!("{code}: {result}");
        let _ = std::io::stdout().flush();
    }
}

pub(super) fn read_clock(text: &str) -> Result<ClockSpec, String> {
    let refused = || format!("--clock {text}: write BASE+INCREMENT in seconds, as 300+5");
    let (base, increment) = text.split_once('+').ok_or_else(refused)?;
    let seconds = |s: &str| -> Result<u64, String> {
        let value: f64 = s.trim().parse().map_err(|_| refused())?;
        if !(0.0..=86_400.0).contains(&value) {
            return Err(refused());
        }
        Ok((value * 1000.0).round() as u64)
    };
    Ok(ClockSpec {
        base_ms: seconds(base)?,
        increment_ms: seconds(increment)?,
        days: None,
    })
}

/// What the bot does, its options read.
enum Task {
    /// Plays in one room, entered so.
    Room(Role),
    /// Keeps challenges open in the lobby as this player.
    Seek(Seek, Player),
    /// Accepts a challenge of this game as this player.
    Accept(String, Player),
    /// Plays an event's boards as this player.
    Event(u64, Player),
}

/// A game's options, side and clock, as `--create` and `--seek` give them, with the engine
/// checked for the game.
fn offer(
    args: &BotArgs,
    game: &str,
) -> Result<(GameOptions, SideChoice, Option<ClockSpec>), String> {
    let side = match args.side.trim() {
        "first" => SideChoice::First,
        "second" => SideChoice::Second,
        "random" => SideChoice::Random,
        other => return Err(format!("--side {other}: use first, second or random")),
    };
    let clock = args.clock.as_deref().map(read_clock).transpose()?;
    // The engine is checked before anything is created.
    Engines::PROGRAM.player(game, &args.engine, args.seed)?;
    let options = match args.komi {
        Some(komi) => GameOptions::new().with("komi", komi),
        None => GameOptions::new(),
    };
    Ok((options, side, clock))
}

/// The bot's name and key file in the lobby, for a bot of `game`.
fn player(args: &BotArgs, game: &str) -> Result<Player, String> {
    let name = match &args.name {
        Some(name) => name.clone(),
        None => bot::default_name(&GAMES, game, &args.engine)?,
    };
    let key_file = match &args.key_file {
        Some(file) => file.clone(),
        None => data_folder()
            .ok_or("no data folder was found for this user: give --key-file FILE")?
            .join("bot-keys.json"),
    };
    Ok(Player::new(name, KeyFile::new(key_file)))
}

fn task(args: &BotArgs) -> Result<Task, String> {
    if let Some(code) = &args.join {
        return Ok(Task::Room(Role::Join(Invitation::parse(code)?)));
    }
    if let Some(id) = args.event {
        return Ok(Task::Event(id, player(args, "medea")?));
    }
    if let Some(game) = &args.accept {
        Engines::PROGRAM.player(game, &args.engine, args.seed)?;
        return Ok(Task::Accept(game.clone(), player(args, game)?));
    }
    if let Some(game) = &args.seek {
        let (options, side, clock) = offer(args, game)?;
        let seek = Seek {
            game: game.clone(),
            options,
            side,
            clock,
            rated: args.rated,
            games: args.games,
            parallel: args.parallel.unwrap_or(1),
        };
        seek.check()?;
        return Ok(Task::Seek(seek, player(args, game)?));
    }
    let game = args.create.clone().unwrap_or_default();
    let (options, side, clock) = offer(args, &game)?;
    Ok(Task::Room(Role::Create {
        game,
        options,
        side,
        clock,
    }))
}

/// Plays the game (or the lobby's games) through and prints the result.
pub fn run(args: &BotArgs) -> ExitCode {
    let task = match task(args) {
        Ok(task) => task,
        Err(why) => {
            eprintln!("{why}");
            return ExitCode::from(BAD_INPUT);
        }
    };
    let runtime = match tokio::runtime::Runtime::new() {
        Ok(runtime) => runtime,
        Err(error) => {
            eprintln!("cannot start the bot: {error}");
            return ExitCode::FAILURE;
        }
    };
    let mut printer = Printer {
        creator: args.create.is_some(),
    };
    let (engines, server, spec, seed) = (Engines::PROGRAM, &args.server, &args.engine, args.seed);
    let played = runtime.block_on(async {
        match task {
            Task::Room(role) => bot::play(engines, server, role, spec, seed, &mut printer)
                .await
                .map(Some),
            Task::Accept(game, mut player) => bot::accept(
                engines,
                server,
                &mut player,
                &game,
                spec,
                seed,
                &mut printer,
            )
            .await
            .map(Some),
            Task::Event(id, mut player) => {
                bot::event(engines, server, &mut player, id, spec, seed, &mut printer)
                    .await
                    .map(Some)
            }
            Task::Seek(seek, mut player) => bot::seek(
                engines,
                server,
                &mut player,
                &seek,
                spec,
                seed,
                &mut printer,
            )
            .await
            .map(|()| None),
        }
    });
    match played {
        Ok(result) => {
            if let Some(result) = result {
                println!("{result}");
            }
            ExitCode::SUCCESS
        }
        Err(why) => {
            eprintln!("{why}");
            ExitCode::FAILURE
        }
    }
}
