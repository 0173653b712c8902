//! The `medusa` command: with no subcommand it opens the game; `replay` reads a record and
//! prints the final position.

use std::io::Read;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};
use medusa::rules::{Record, diagram};

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

/// Exit status for a record that cannot be read or played.
const BAD_INPUT: u8 = 2;

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Some(Command::Replay { file, json }) => replay(&file, json),
        None => play(),
    }
}

fn read_input(file: &PathBuf) -> Result<String, String> {
    if file.as_os_str() == "-" {
        let mut text = String::new();
        std::io::stdin()
            .read_to_string(&mut text)
            .map_err(|e| format!("cannot read standard input: {e}"))?;
        Ok(text)
    } else {
        std::fs::read_to_string(file).map_err(|e| format!("cannot read {}: {e}", file.display()))
    }
}

fn replay(file: &PathBuf, json: bool) -> ExitCode {
    let text = match read_input(file) {
        Ok(text) => text,
        Err(message) => {
            eprintln!("{message}");
            return ExitCode::from(BAD_INPUT);
        }
    };
    let game = Record::parse(&text).and_then(|record| {
        let mut game = record.replay()?;
        if game.position().marking().is_some() {
            let topology = game.topology();
            game.conclude_with_dead(&[])
                .map_err(|e| medusa::rules::RecordError {
                    line: 0,
                    message: e.describe(topology),
                })?;
        }
        Ok(game)
    });
    match game {
        Ok(game) => {
            if json {
                println!("{}", game.position().dump());
            } else {
                print!("{}", diagram(game.position()));
            }
            ExitCode::SUCCESS
        }
        Err(error) => {
            eprintln!("{error}");
            ExitCode::from(BAD_INPUT)
        }
    }
}

/// The bundled example game.
const EXAMPLE: &str = include_str!("../assets/games/medusa-example.txt");

fn play() -> ExitCode {
    // Without the game window, show the bundled example game.
    match Record::parse(EXAMPLE).and_then(|record| record.replay()) {
        Ok(game) => {
            println!("{}", EXAMPLE.trim_end());
            println!();
            print!("{}", diagram(game.position()));
            ExitCode::SUCCESS
        }
        Err(error) => {
            eprintln!("the bundled example game is broken: {error}");
            ExitCode::FAILURE
        }
    }
}
