//! `medusa puzzles mine --game G [--games N] [--records DIR] [--out FILE] [--seed S]
//! [--engine SPEC] [--work N]`: plays games of an engine against itself (and reads records)
//! and keeps the positions where one move wins clearly and no other comes close, merged into
//! the puzzle file without duplicates, so that a set can be grown. `medusa puzzles verify
//! FILE`: checks every puzzle of a file again with the search it was mined with. The miner
//! and the verifier are `medusa::ai::puzzles`.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{Args, Subcommand};
use medusa::ai::puzzles::{Miner, PuzzleSet, verify};
use medusa::games::GAMES;

use super::replay::{BAD_INPUT, read_input};

/// The options of `medusa puzzles`.
#[derive(Args, Debug)]
pub struct PuzzlesArgs {
    #[command(subcommand)]
    command: PuzzlesCommand,
}

#[derive(Subcommand, Debug)]
enum PuzzlesCommand {
    /// Mine puzzles from games the engines play and from records, into a puzzle file.
    Mine(MineArgs),
    /// Check every puzzle of a file again: its solution plays, and its first move is still
    /// the unique best by its margin.
    Verify {
        /// The puzzle file.
        file: PathBuf,
    },
}

#[derive(Args, Debug)]
struct MineArgs {
    /// The game (medusa, lotus, medea, pillars).
    #[arg(long)]
    game: String,
    /// How many games the engine plays against itself.
    #[arg(long, default_value_t = 10)]
    games: u32,
    /// A folder of records (text or JSON) of the game to mine as well.
    #[arg(long)]
    records: Option<PathBuf>,
    /// The puzzle file to grow (made if it does not exist); without it, printed.
    #[arg(long)]
    out: Option<PathBuf>,
    /// The seed of the first game (the next games count up from it).
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// The engine of the games played (a level or a spec).
    #[arg(long, default_value = "casual")]
    engine: String,
    /// Random moves at the start of each game, for varied games.
    #[arg(long, default_value_t = 4)]
    opening: usize,
    /// The work of the judging search (plies or playouts); by default the game's.
    #[arg(long)]
    work: Option<u32>,
    /// Stop once this many new puzzles are found.
    #[arg(long)]
    limit: Option<usize>,
}

/// Runs `medusa puzzles`.
pub fn run(args: &PuzzlesArgs) -> ExitCode {
    let result = match &args.command {
        PuzzlesCommand::Mine(mine_args) => mine(mine_args),
        PuzzlesCommand::Verify { file } => verify_file(file),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("{message}");
            ExitCode::from(BAD_INPUT)
        }
    }
}

fn read_set(file: &Path) -> Result<PuzzleSet, String> {
    let text = read_input(file)?;
    PuzzleSet::from_json(&text).map_err(|e| format!("{}: {e}", file.display()))
}

fn mine(args: &MineArgs) -> Result<(), String> {
    let miner = Miner::new(&args.game, args.work)?;
    let game = GAMES.find(&args.game).map_err(|e| e.to_string())?.id.id;
    let mut set = match &args.out {
        Some(file) if file.exists() => read_set(file)?,
        _ => PuzzleSet::new(game),
    };
    if set.game != game {
        return Err(format!("the puzzle file holds puzzles of {}", set.game));
    }
    let started = std::time::Instant::now();
    let before = set.puzzles.len();
    let limit = args.limit.unwrap_or(usize::MAX);
    if let Some(folder) = &args.records {
        let mut files: Vec<PathBuf> = std::fs::read_dir(folder)
            .map_err(|e| format!("{}: {e}", folder.display()))?
            .filter_map(|entry| entry.ok().map(|e| e.path()))
            .filter(|path| path.is_file())
            .collect();
        files.sort();
        for file in files {
            let text = read_input(&file)?;
            let Ok(record) = GAMES.read_record(&text) else {
                eprintln!("{}: not a record, left out", file.display());
                continue;
            };
            if record.game().id != game {
                continue;
            }
            let found = miner.mine_record(record.as_ref())?;
            let added = set.merge(found);
            eprintln!("{}: {added} new puzzles", file.display());
        }
    }
    for n in 0..args.games {
        if set.puzzles.len() - before >= limit {
            break;
        }
        let seed = args.seed + n as u64;
        let found = miner.mine_selfplay(&args.engine, seed, args.opening, |_| {})?;
        let added = set.merge(found);
        // Kept after every game, so that a long run stopped early keeps what it found.
        if let Some(file) = &args.out {
            std::fs::write(file, set.to_json()).map_err(|e| format!("{}: {e}", file.display()))?;
        }
        eprintln!(
            "game {} (seed {seed}): {added} new puzzles, {} in all, {:.0} s",
            n + 1,
            set.puzzles.len(),
            started.elapsed().as_secs_f64()
        );
    }
    let added = set.puzzles.len() - before;
    eprintln!(
        "{added} new puzzles in {:.0} s (work {} a search)",
        started.elapsed().as_secs_f64(),
        miner.work()
    );
    match &args.out {
        Some(file) => {
            std::fs::write(file, set.to_json()).map_err(|e| format!("{}: {e}", file.display()))?
        }
        None => print!("{}", set.to_json()),
    }
    Ok(())
}

fn verify_file(file: &Path) -> Result<(), String> {
    let set = read_set(file)?;
    let mut failed = 0;
    for puzzle in &set.puzzles {
        if let Err(why) = verify(puzzle) {
            println!("{}: {why}", puzzle.id);
            failed += 1;
        }
    }
    println!(
        "{} of {} puzzles hold",
        set.puzzles.len() - failed,
        set.puzzles.len()
    );
    if failed > 0 {
        Err(format!("{failed} puzzles no longer hold"))
    } else {
        Ok(())
    }
}
