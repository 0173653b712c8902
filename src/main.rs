//! The `medusa` command: with no subcommand it opens the game; the subcommands are tools.

mod cli;

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

#[derive(Parser)]
#[command(
    name = "medusa",
    version,
    about = "Medusa and Lotus, Go variants with reversal"
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Read a game record (text or JSON), play it, and print the final position.
    Replay {
        /// The record file, or `-` for standard input.
        file: PathBuf,
        /// Print the position dump (one line of JSON) instead of a diagram.
        #[arg(long)]
        json: bool,
    },
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Some(Command::Replay { file, json }) => cli::replay::run(&file, json),
        None => play(),
    }
}

/// The bundled example game.
const EXAMPLE: &str = include_str!("../assets/games/medusa-example.txt");

fn play() -> ExitCode {
    // Without the game window, show the bundled example game.
    match cli::replay::play_to_end(EXAMPLE) {
        Ok(game) => {
            println!("{}", EXAMPLE.trim_end());
            println!();
            print!("{}", medusa::rules::diagram(game.position()));
            ExitCode::SUCCESS
        }
        Err(error) => {
            eprintln!("the bundled example game is broken: {error}");
            ExitCode::FAILURE
        }
    }
}
