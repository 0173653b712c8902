//! `medusa bot`: a computer player on a server (see `medusa::server::bot`). With `--create`
//! the room's invitation (its code and the secret that takes the second seat) is the first line
//! printed; the result is the last.

use std::io::Write;
use std::process::ExitCode;

use clap::Args;
use medusa::games::GameOptions;
use medusa::online::{ClockSpec, Invitation, SideChoice};
use medusa::server::bot::{self, Engines, Report, Role};

use super::replay::BAD_INPUT;

/// The options of `medusa bot`.
#[derive(Args, Debug)]
#[command(group(clap::ArgGroup::new("room").required(true).args(["create", "join"])))]
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
    /// The engine, as `selfplay` names them: random, greedy, beginner, casual, strong, master,
    /// mcts:time=1s (Medusa, Lotus), ab:depth=4 (Medea, Pillars).
    #[arg(long, default_value = "random")]
    engine: String,
    /// The creator's side: first, second or random.
    #[arg(long, default_value = "random")]
    side: String,
    /// Komi of a created Medusa or Lotus game.
    #[arg(long, allow_negative_numbers = true)]
    komi: Option<i8>,
    /// A clock for a created game: BASE+INCREMENT in seconds (`300+5`).
    #[arg(long)]
    clock: Option<String>,
    /// The engine's seed.
    #[arg(long, default_value_t = 1)]
    seed: u64,
}

/// Prints the room's code at once (for a creator), and the connection's news on standard
/// error.
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
}

fn read_clock(text: &str) -> Result<ClockSpec, String> {
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
    })
}

fn role(args: &BotArgs) -> Result<Role, String> {
    if let Some(code) = &args.join {
        return Ok(Role::Join(Invitation::parse(code)?));
    }
    let game = args.create.clone().unwrap_or_default();
    let side = match args.side.trim() {
        "first" => SideChoice::First,
        "second" => SideChoice::Second,
        "random" => SideChoice::Random,
        other => return Err(format!("--side {other}: use first, second or random")),
    };
    let clock = args.clock.as_deref().map(read_clock).transpose()?;
    // The engine is checked before anything is created.
    Engines::PROGRAM.player(&game, &args.engine, args.seed)?;
    let options = match args.komi {
        Some(komi) => GameOptions::new().with("komi", komi),
        None => GameOptions::new(),
    };
    Ok(Role::Create {
        game,
        options,
        side,
        clock,
    })
}

/// Plays the game through and prints its result.
pub fn run(args: &BotArgs) -> ExitCode {
    let role = match role(args) {
        Ok(role) => role,
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
    let played = runtime.block_on(bot::play(
        Engines::PROGRAM,
        &args.server,
        role,
        &args.engine,
        args.seed,
        &mut Printer {
            creator: args.create.is_some(),
        },
    ));
    match played {
        Ok(result) => {
            println!("{result}");
            ExitCode::SUCCESS
        }
        Err(why) => {
            eprintln!("{why}");
            ExitCode::FAILURE
        }
    }
}
