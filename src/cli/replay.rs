//! `medusa replay FILE [--json]`: play a record and print the final position.

use std::io::Read;
use std::path::Path;
use std::process::ExitCode;

use medusa::medusa::{Game, Record, RecordError, diagram};

/// Exit status for a record that cannot be read or played.
pub const BAD_INPUT: u8 = 2;

/// Reads `file`, or standard input for `-`.
pub fn read_input(file: &Path) -> Result<String, String> {
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

/// Plays a record to its end; a game that stopped in marking is counted with nothing dead.
pub fn play_to_end(text: &str) -> Result<Game, RecordError> {
    let mut game = Record::parse(text)?.replay()?;
    if game.position().marking().is_some() {
        let topology = game.topology();
        game.conclude_with_dead(&[]).map_err(|e| RecordError {
            line: 0,
            message: e.describe(topology),
        })?;
    }
    Ok(game)
}

pub fn run(file: &Path, json: bool) -> ExitCode {
    let game = read_input(file).and_then(|text| play_to_end(&text).map_err(|e| e.to_string()));
    match game {
        Ok(game) => {
            if json {
                println!("{}", game.position().dump());
            } else {
                print!("{}", diagram(game.position()));
            }
            ExitCode::SUCCESS
        }
        Err(message) => {
            eprintln!("{message}");
            ExitCode::from(BAD_INPUT)
        }
    }
}
