//! `medusa selfplay`: engines play each other in any game of the registry; prints every game
//! and then the results per colour and per engine. The match is the game's entry in the AI
//! registry (`medusa::ai::AI`), played by the one match loop of `medusa::ai::selfplay`; here
//! are its options, its printing and its records' files.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::Args;
use medusa::ai::AI;
use medusa::ai::selfplay::MatchSettings;
use medusa::games::GAMES;
use medusa::games::text_record::{printable, quote};

use super::replay::{BAD_INPUT, shown_path};

/// The options of `medusa selfplay`.
#[derive(Args, Debug)]
pub struct SelfplayArgs {
    /// The game (its help lists the games of the registry).
    #[arg(long, default_value = "medusa", help = selfplay_games())]
    pub(super) variant: String,
    /// Number of games.
    #[arg(long, default_value_t = 10)]
    pub(super) games: u32,
    /// White's engine: random, greedy, beginner, casual, strong, master, mcts:time=1s,
    /// mcts:playouts=5000 (more settings: mcts:playouts=2000,c=0.3,rave=0,margin=0,expand=4);
    /// in the alpha-beta games ab:time=1s, ab:depth=6, ab:nodes=100000 (more settings:
    /// noise, hash, quiescence, level).
    #[arg(long)]
    pub(super) white: String,
    /// Black's engine (same forms as --white).
    #[arg(long)]
    pub(super) black: String,
    /// Seed of the whole match; each game and side derives its own.
    #[arg(long, default_value_t = 1)]
    pub(super) seed: u64,
    /// Marker points for the player who moves second; negative: for the player who moves
    /// first (`--komi -4`), in the games that have a komi [default: the game's].
    #[arg(long, allow_negative_numbers = true)]
    pub(super) komi: Option<i8>,
    /// Swap colours every other game: the --white engine plays Black in games 2, 4, ...
    #[arg(long)]
    pub(super) alternate: bool,
    /// Stop a game after this many turns and count it as it stands (default: 3 per point);
    /// in the alpha-beta games, plies, counted as a draw (default: 1000).
    #[arg(long)]
    pub(super) max_turns: Option<usize>,
    /// Start each game with this many random plies (turns in Medusa and Lotus), the same for
    /// the two games of a pair with --alternate, so that games differ [default: 0].
    #[arg(long, default_value_t = 0)]
    pub(super) openings: usize,
    /// Write each game's text record into this folder (game-001.txt, ...).
    #[arg(long)]
    pub(super) records: Option<PathBuf>,
}

/// The help of `--variant`: the games of the registry.
fn selfplay_games() -> String {
    format!("The game: {}", GAMES.ids(|_| true, "or"))
}

/// Runs the match and prints the report.
pub fn run(args: &SelfplayArgs) -> ExitCode {
    match play_match(args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("{message}");
            ExitCode::from(BAD_INPUT)
        }
    }
}

/// The match of the game `--variant` names: its headline, each game's line as it ends (and
/// its record into `--records` if given), then the totals.
fn play_match(args: &SelfplayArgs) -> Result<(), String> {
    let unknown = || {
        let ids: Vec<&str> = GAMES.games().iter().map(|game| game.id.id).collect();
        format!(
            "unknown variant {}: use {}",
            quote(&args.variant),
            ids.join(", ")
        )
    };
    let game = GAMES.find(&args.variant).map_err(|_| unknown())?.id;
    let settings = MatchSettings {
        specs: [args.white.clone(), args.black.clone()],
        names: [shown_name(&args.white), shown_name(&args.black)],
        games: args.games,
        seed: args.seed,
        komi: args.komi,
        alternate: args.alternate,
        max_length: args.max_turns,
        openings: args.openings,
    };
    let mut contest = AI
        .of(game)
        .map_err(|e| e.to_string())?
        .selfplay(&settings)?;
    prepare_records(args.records.as_deref())?;
    println!("{}", contest.headline());
    let report = contest.play(&mut |game| {
        if let Some(folder) = &args.records {
            let path = folder.join(format!("game-{:03}.txt", game.number));
            write_record(&path, &game.record)?;
        }
        println!("{}", game.line);
        Ok(())
    })?;
    println!("\n{report}");
    Ok(())
}

/// Makes the `--records` folder if it is missing, and checks that records can be written
/// into it, before any game is played.
fn prepare_records(folder: Option<&Path>) -> Result<(), String> {
    let Some(folder) = folder else {
        return Ok(());
    };
    let refused = || {
        format!(
            "--records {} is not a folder to write records into",
            shown_path(folder)
        )
    };
    if folder.exists() && !folder.is_dir() {
        return Err(refused());
    }
    // A file made and removed again tells whether records can be written there.
    let probe = folder.join(format!(".medusa-selfplay-{}", std::process::id()));
    std::fs::create_dir_all(folder)
        .and_then(|()| std::fs::write(&probe, ""))
        .and_then(|()| std::fs::remove_file(&probe))
        .map_err(|e| format!("{}: {e}", refused()))
}

/// Writes a game's record.
fn write_record(path: &Path, text: &str) -> Result<(), String> {
    std::fs::write(path, text).map_err(|e| format!("cannot write {}: {e}", shown_path(path)))
}

/// The most characters of an engine's spec the report shows.
const NAME_CHARS: usize = 80;

/// An engine's spec as the report and the records name it: without blanks around it, every
/// character that would not print as itself escaped, cut short.
fn shown_name(spec: &str) -> String {
    printable(spec.trim(), NAME_CHARS)
}
