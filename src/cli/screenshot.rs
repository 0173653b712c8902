//! `medusa screenshot RECORD OUT.png [--turn N] [--at-ms T] [--size WxH]`: render a recorded
//! game of any kind at one of its turns and save a PNG.

use std::path::PathBuf;
use std::process::ExitCode;

use bevy::math::UVec2;
use medusa::app::{AnyRecord, ScreenshotRequest, take_screenshot};

use super::replay::{BAD_INPUT, read_input};

#[derive(clap::Args)]
pub struct ScreenshotArgs {
    /// The game record (text or JSON), or `-` for standard input.
    record: PathBuf,
    /// Where to save the PNG.
    out: PathBuf,
    /// The turn to show, counting from 1 (default: the last turn).
    #[arg(long)]
    turn: Option<usize>,
    /// Milliseconds after the turn's animations start (default: once they are over).
    #[arg(long = "at-ms")]
    at_ms: Option<u32>,
    /// Window size, as WIDTHxHEIGHT.
    #[arg(long, default_value = "1280x800", value_parser = parse_size)]
    size: UVec2,
    /// Also write the screen positions of every point and site centre as JSON to this file.
    #[arg(long)]
    positions: Option<PathBuf>,
}

fn parse_size(text: &str) -> Result<UVec2, String> {
    let (w, h) = text
        .split_once(['x', 'X'])
        .ok_or_else(|| format!("'{text}' is not a size like 1280x800"))?;
    let parse = |s: &str| {
        s.trim()
            .parse::<u32>()
            .ok()
            .filter(|v| (64..=8192).contains(v))
            .ok_or_else(|| format!("'{text}' is not a size like 1280x800 (64 to 8192 each)"))
    };
    Ok(UVec2::new(parse(w)?, parse(h)?))
}

/// Checks the record and builds the request.
fn request(args: &ScreenshotArgs) -> Result<ScreenshotRequest, String> {
    let text = read_input(&args.record)?;
    let record = AnyRecord::parse(&text)?;
    // The whole record must play, so that errors name their line.
    record.replay()?;
    let count = record.turns();
    let turn = args.turn.unwrap_or(count);
    if turn > count || (turn == 0 && args.turn.is_some()) {
        return Err(format!(
            "--turn {turn}: the record has {count} turns (counting from 1)"
        ));
    }
    let game = record.game_at(turn.saturating_sub(1))?;
    let intents = match turn.checked_sub(1) {
        Some(step) => record.next_intents(step, &game),
        None => Vec::new(),
    };
    Ok(ScreenshotRequest {
        game,
        turn: intents,
        at_ms: args.at_ms,
        size: args.size,
        out: args.out.clone(),
        positions: args.positions.clone(),
    })
}

pub fn run(args: &ScreenshotArgs) -> ExitCode {
    let request = match request(args) {
        Ok(request) => request,
        Err(message) => {
            eprintln!("{message}");
            return ExitCode::from(BAD_INPUT);
        }
    };
    match take_screenshot(request) {
        bevy::app::AppExit::Success => ExitCode::SUCCESS,
        bevy::app::AppExit::Error(code) => {
            eprintln!("the screenshot could not be taken");
            ExitCode::from(code.get())
        }
    }
}
