//! The `medusa` command line: with no subcommand it opens the game; the subcommands are
//! tools, one file each.

pub mod analyse;
#[cfg(feature = "server")]
mod bot;
#[cfg(feature = "server")]
mod event;
mod perft;
pub mod puzzles;
pub mod replay;
#[cfg(feature = "app")]
pub mod screenshot;
pub mod selfplay;
#[cfg(feature = "server")]
mod serve;

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};
use medusa::games::GAMES;

#[derive(Parser)]
#[command(name = "medusa", version, about = about())]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
    /// Join an online game at start: its link (`http://HOST:PORT/#join=CODE`, or `#watch=`
    /// to watch) or its code on the server.
    #[cfg(feature = "app")]
    #[arg(long, value_name = "LINK")]
    join: Option<String>,
    /// The online server to play on (`http://HOST:PORT`), kept in the settings.
    #[cfg(feature = "app")]
    #[arg(long, value_name = "URL")]
    server: Option<String>,
    /// Show a server's club screen at start, full screen without controls: its page
    /// (`http://HOST:PORT`) to follow every live game, or `http://HOST:PORT/#tv=CODE` to pin
    /// one.
    #[cfg(feature = "app")]
    #[arg(long, value_name = "URL")]
    tv: Option<String>,
}

#[derive(Subcommand)]
enum Command {
    /// Judge every position of a recorded game: each move's chances before and after, the
    /// engine's best move, and its mark (inaccuracy, mistake, blunder).
    Analyse(analyse::AnalyseArgs),
    /// Mine puzzles from the engines' games, or check a puzzle file again.
    Puzzles(puzzles::PuzzlesArgs),
    /// Read a game record (text or JSON), play it, and print the final position.
    Replay {
        /// The record file, or `-` for standard input.
        file: PathBuf,
        /// Print the position dump (one line of JSON) instead of a diagram.
        #[arg(long)]
        json: bool,
    },
    /// Count the leaf nodes of the tree of legal moves to a depth (a move generator check).
    Perft(perft::PerftArgs),
    /// Render a recorded game at one of its turns and save a PNG.
    #[cfg(feature = "app")]
    Screenshot(screenshot::ScreenshotArgs),
    /// Play computer players against each other and report the results.
    Selfplay(selfplay::SelfplayArgs),
    /// Host online play: the WebSocket server, its rooms in a database, and the site.
    #[cfg(feature = "server")]
    Serve(serve::ServeArgs),
    /// Play on a server with an engine: create a room (printing its code) or join one, or as a
    /// named player keep a challenge open in the lobby, or accept one.
    #[cfg(feature = "server")]
    Bot(bot::BotArgs),
    /// A club evening on a server: create an event, list, join, start a round, enter a
    /// result, mark a player absent, show it, end it.
    #[cfg(feature = "server")]
    Event(event::EventArgs),
}

/// The data folder of `medusa serve`'s database and `medusa bot`'s keys: MEDUSA_DATA_DIR, or
/// the OS's for this user (none when the OS names none).
#[cfg(feature = "server")]
fn data_folder() -> Option<PathBuf> {
    match std::env::var_os("MEDUSA_DATA_DIR") {
        Some(folder) => Some(PathBuf::from(folder)),
        None => directories::ProjectDirs::from("org", "Medusa", "Medusa")
            .map(|dirs| dirs.data_dir().to_path_buf()),
    }
}

/// What `medusa --help` says first: the games, by their names in the registry.
fn about() -> String {
    format!(
        "{}: play them, replay their records, count their moves, let engines play them",
        GAMES.names("and")
    )
}

/// Reads the command line and does what it says.
pub fn run() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Some(Command::Analyse(args)) => analyse::run(&args),
        Some(Command::Puzzles(args)) => puzzles::run(&args),
        Some(Command::Replay { file, json }) => replay::run(&file, json),
        #[cfg(feature = "app")]
        Some(Command::Screenshot(args)) => screenshot::run(&args),
        Some(Command::Selfplay(args)) => selfplay::run(&args),
        Some(Command::Perft(args)) => perft::run(&args),
        #[cfg(feature = "server")]
        Some(Command::Serve(args)) => serve::run(&args),
        #[cfg(feature = "server")]
        Some(Command::Bot(args)) => bot::run(&args),
        #[cfg(feature = "server")]
        Some(Command::Event(args)) => event::run(&args),
        #[cfg(feature = "app")]
        None => play(medusa::app::OnlineLaunch {
            server: cli.server,
            join: cli.join,
            tv: cli.tv,
        }),
        #[cfg(not(feature = "app"))]
        None => play(),
    }
}

/// Opens the game window.
#[cfg(feature = "app")]
fn play(online: medusa::app::OnlineLaunch) -> ExitCode {
    match medusa::app::run(online) {
        bevy::app::AppExit::Success => ExitCode::SUCCESS,
        bevy::app::AppExit::Error(code) => ExitCode::from(code.get()),
    }
}

/// The bundled example game.
#[cfg(not(feature = "app"))]
const EXAMPLE: &str = include_str!("../../assets/games/medusa-example.txt");

#[cfg(not(feature = "app"))]
fn play() -> ExitCode {
    // Without the game window, show the bundled example game.
    match GAMES.replay(EXAMPLE, false) {
        Ok(diagram) => {
            println!("{}", EXAMPLE.trim_end());
            println!();
            print!("{diagram}");
            ExitCode::SUCCESS
        }
        Err(error) => {
            eprintln!("the bundled example game is broken: {error}");
            ExitCode::FAILURE
        }
    }
}
