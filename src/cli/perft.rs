//! `medusa perft --variant GAME --depth N [--fen FEN] [--divide]`: the move generator's check.
//! Prints the leaf count on the last line; with `--divide`, first one line per legal move
//! (`move count`, the moves in canonical notation, sorted).

use std::process::ExitCode;

use clap::Args;
use medusa::games::GAMES;

use super::replay::BAD_INPUT;

/// The options of `medusa perft`.
#[derive(Args, Debug)]
pub struct PerftArgs {
    /// The game: one with a move generator.
    #[arg(long, help = perft_games())]
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

/// The help of `--variant`: the games whose moves perft counts.
fn perft_games() -> String {
    format!("The game: {}", GAMES.ids(|game| game.counts_moves(), "or"))
}

pub fn run(args: &PerftArgs) -> ExitCode {
    match GAMES.perft(&args.variant, args.fen.as_deref(), args.depth, args.divide) {
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
