//! `medusa replay FILE [--json]`: play a record and print the final position. The record's
//! variant decides which game of the registry reads it.
//!
//! A record is read only up to the largest size a record may have: a longer input (a huge
//! file, `/dev/zero`, an endless pipe) stops with a message instead of filling the memory.

use std::io::Read;
use std::path::Path;
use std::process::ExitCode;

use medusa::games::GAMES;
use medusa::games::text_record::{MAX_RECORD_BYTES, printable};

/// Exit status for a record that cannot be read or played.
pub const BAD_INPUT: u8 = 2;

/// The most characters of a file name a message shows.
const FILE_NAME_CHARS: usize = 200;

/// A file's name as a message shows it: every character that would not print as itself
/// escaped, as in any quoted token, and cut short.
pub fn shown_path(path: &Path) -> String {
    printable(&path.display().to_string(), FILE_NAME_CHARS)
}

/// Reads `file`, or standard input for `-`, as text of at most [`MAX_RECORD_BYTES`].
pub fn read_input(file: &Path) -> Result<String, String> {
    let (name, text) = if file.as_os_str() == "-" {
        ("standard input".to_string(), read_limited(std::io::stdin()))
    } else {
        let name = shown_path(file);
        let text = std::fs::File::open(file).and_then(read_limited);
        (name, text)
    };
    let bytes = text.map_err(|e| format!("cannot read {name}: {e}"))?;
    if bytes.len() > MAX_RECORD_BYTES {
        return Err(format!(
            "{name} holds more than the {} KiB a record may have",
            MAX_RECORD_BYTES / 1024
        ));
    }
    String::from_utf8(bytes).map_err(|e| {
        format!(
            "{name} is not text: the byte at offset {} is not UTF-8",
            e.utf8_error().valid_up_to()
        )
    })
}

/// At most one byte more than a record may have, so that a longer input is known to be one.
fn read_limited(input: impl Read) -> std::io::Result<Vec<u8>> {
    let mut bytes = Vec::new();
    input
        .take(MAX_RECORD_BYTES as u64 + 1)
        .read_to_end(&mut bytes)?;
    Ok(bytes)
}

pub fn run(file: &Path, json: bool) -> ExitCode {
    let played =
        read_input(file).and_then(|text| GAMES.replay(&text, json).map_err(|e| e.to_string()));
    match played {
        Ok(position) => {
            print!("{position}");
            ExitCode::SUCCESS
        }
        Err(message) => {
            eprintln!("{message}");
            ExitCode::from(BAD_INPUT)
        }
    }
}
