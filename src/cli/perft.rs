//! `medusa perft --variant GAME --depth N [--fen FEN] [--divide]`: the move generator's check.
//! Prints the leaf count on the last line; with `--divide`, first one line per legal move
//! (`move count`, the moves in canonical notation, sorted).

use std::process::ExitCode;

use clap::Args;
use medusa::games::record_variant::names_variant;
use medusa::games::text_record::quote;

use super::game_commands;
use super::medea::Medea;
use super::pillars::Pillars;
use super::replay::BAD_INPUT;

/// The options of `medusa perft`.
#[derive(Args, Debug)]
pub struct PerftArgs {
    /// The game: medea or pillars.
    #[arg(long)]
    variant: String,
    /// How many plies deep to count.
    #[arg(long)]
    depth: u32,
    /// The position to count from (default: the game's start).
    #[arg(long)]
    fen: Option<String>,
    /// First print the count below each legal move.
    #[arg(long)]
    divide: bool,
}

/// The deepest count `perft` makes: a tree of legal moves with even two moves a ply has more
/// leaves below this than a count could ever reach (or a `u64` hold).
const MAX_DEPTH: u32 = 64;

/// A game's perft: the count below each move (with `--divide`) and the total.
pub struct Perft {
    pub moves: Vec<(String, u64)>,
    pub total: u64,
}

pub fn run(args: &PerftArgs) -> ExitCode {
    if args.depth > MAX_DEPTH {
        eprintln!(
            "perft counts at most {MAX_DEPTH} plies deep, not {}",
            args.depth
        );
        return ExitCode::from(BAD_INPUT);
    }
    let fen = args.fen.as_deref();
    let variant = args.variant.as_str();
    let perft = if names_variant(variant, medusa::medea::VARIANT) {
        game_commands::perft::<Medea>(fen, args.depth, args.divide)
    } else if names_variant(variant, medusa::pillars::VARIANT) {
        game_commands::perft::<Pillars>(fen, args.depth, args.divide)
    } else {
        Err(format!(
            "perft counts the moves of medea or pillars, not {}",
            quote(variant)
        ))
    };
    match perft {
        Ok(perft) => {
            for (notation, count) in &perft.moves {
                println!("{notation} {count}");
            }
            println!("{}", perft.total);
            ExitCode::SUCCESS
        }
        Err(message) => {
            eprintln!("{message}");
            ExitCode::from(BAD_INPUT)
        }
    }
}
