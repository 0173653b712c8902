//! `medusa screenshot RECORD OUT.png [--turn N] [--at-ms T] [--size WxH]`: render a recorded
//! game of any kind at one of its turns and save a PNG; `medusa screenshot --lesson GAME/STEP
//! OUT.png [--hint] [--click CELL]...`: render a step of a game's lessons, with its hint
//! ringed or after cells clicked; `medusa screenshot --puzzle GAME/NUMBER OUT.png`: a
//! puzzle, at its start or after cells clicked.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use bevy::math::UVec2;
use medusa::app::{
    AnyGame, AnyRecord, GameKind, OpenLesson, OpenPuzzle, Palette, PuzzleSets, ScreenshotRequest,
    take_screenshot,
};
use medusa::lessons::builtin_courses;

use super::replay::{BAD_INPUT, read_input};

#[derive(clap::Args)]
pub struct ScreenshotArgs {
    /// The game record (text or JSON), or `-` for standard input, and where to save the PNG;
    /// with --lesson, only where to save the PNG.
    #[arg(value_name = "[RECORD] OUT", num_args = 1..=2, required = true)]
    paths: Vec<PathBuf>,
    /// A step of a game's lessons to show instead of a record, as GAME/STEP
    /// (`medusa/make-a-rosette`).
    #[arg(long)]
    lesson: Option<String>,
    /// With --lesson: the step's hint asked for, ringed on the board.
    #[arg(long, requires = "lesson")]
    hint: bool,
    /// A puzzle to show instead of a record, as GAME/NUMBER (`medea/1`: the first of the
    /// puzzles of Medea).
    #[arg(long, conflicts_with = "lesson")]
    puzzle: Option<String>,
    /// Cells to click, in order, once the window is ready (`--click i9 --click k9`).
    #[arg(long = "click")]
    clicks: Vec<String>,
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
    /// The screens' language, by its tag (en, nl, de, fr) [default: en].
    #[arg(long)]
    language: Option<String>,
    /// The scene's colours: standard, colour-safe or high-contrast.
    #[arg(long, default_value = "standard")]
    palette: Palette,
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

/// The lesson's step named `GAME/STEP`, opened, and its starting position.
fn lesson(name: &str) -> Result<(OpenLesson, AnyGame), String> {
    let (game, id) = name
        .split_once('/')
        .ok_or_else(|| format!("--lesson {name}: write the game and the step, GAME/STEP"))?;
    let courses = builtin_courses().map_err(|error| error.to_string())?;
    let (course, lessons) = courses
        .iter()
        .enumerate()
        .find(|(_, course)| course.game == game)
        .ok_or_else(|| format!("--lesson {name}: no game {game} has lessons"))?;
    let (stage, step) = lessons
        .stages
        .iter()
        .enumerate()
        .find_map(|(i, stage)| Some((i, stage.steps.iter().position(|s| s.id == id)?)))
        .ok_or_else(|| format!("--lesson {name}: the lessons of {game} have no step {id}"))?;
    let start = lessons
        .start(&lessons.stages[stage].steps[step])
        .map_err(|error| error.to_string())
        .and_then(AnyGame::from_dyn)?;
    let open = OpenLesson {
        course,
        stage,
        step,
    };
    Ok((open, start))
}

/// The puzzle named `GAME/NUMBER` (from 1), opened, and its starting position.
fn puzzle(name: &str) -> Result<(OpenPuzzle, AnyGame), String> {
    let (game, number) = name
        .split_once('/')
        .ok_or_else(|| format!("--puzzle {name}: write the game and the number, GAME/NUMBER"))?;
    let kind = GameKind::all()
        .into_iter()
        .find(|kind| kind.id().id == game)
        .ok_or_else(|| format!("--puzzle {name}: no game {game}"))?;
    let (sets, _) = PuzzleSets::built_in();
    let puzzles = sets.of(kind);
    let index = number
        .parse::<usize>()
        .ok()
        .filter(|n| (1..=puzzles.len()).contains(n))
        .ok_or_else(|| format!("--puzzle {name}: {game} has puzzles 1 to {}", puzzles.len()))?
        - 1;
    let start = puzzles[index].start().and_then(AnyGame::from_dyn)?;
    Ok((OpenPuzzle { kind, index }, start))
}

/// The request for `game` shown as it stands (a lesson's step, a puzzle, or a record's
/// position before the turn to show), saved to `out`.
fn at_start(args: &ScreenshotArgs, game: AnyGame, out: &Path) -> ScreenshotRequest {
    ScreenshotRequest {
        game,
        turn: Vec::new(),
        at_ms: None,
        size: args.size,
        out: out.to_path_buf(),
        positions: args.positions.clone(),
        lesson: None,
        puzzle: None,
        clicks: args.clicks.clone(),
        language: args.language.clone(),
        palette: args.palette,
    }
}

/// Checks the record (or the lesson) and builds the request.
fn request(args: &ScreenshotArgs) -> Result<ScreenshotRequest, String> {
    if let Some(tag) = &args.language
        && !medusa::locale::languages()
            .iter()
            .any(|language| language.tag == tag)
    {
        let tags: Vec<&str> = medusa::locale::languages().iter().map(|l| l.tag).collect();
        return Err(format!(
            "--language {tag}: the languages are {}",
            tags.join(", ")
        ));
    }
    let (record, out) = match (args.paths.as_slice(), &args.lesson) {
        ([out], Some(name)) => {
            let (open, game) = lesson(name)?;
            return Ok(ScreenshotRequest {
                lesson: Some((open, args.hint)),
                ..at_start(args, game, out)
            });
        }
        ([out], None) if args.puzzle.is_some() => {
            let name = args.puzzle.as_deref().unwrap_or_default();
            let (open, game) = puzzle(name)?;
            return Ok(ScreenshotRequest {
                puzzle: Some(open),
                ..at_start(args, game, out)
            });
        }
        ([record, out], None) => (record, out),
        (_, Some(_)) => return Err("with --lesson, give only where to save the PNG".into()),
        (_, None) => return Err("give the record and where to save the PNG".into()),
    };
    let text = read_input(record)?;
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
        turn: intents,
        at_ms: args.at_ms,
        ..at_start(args, game, out)
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
