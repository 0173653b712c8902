//! `medusa analyse FILE [--json] [--engine SPEC] [--seed N]`: the computer judges every
//! position of a recorded game; prints each move with the first player's chance before and
//! after it, the engine's best move there and the mark of the mover's drop, then the final
//! position (or the result, where the game is over there), the marks counted per player and
//! where the side behind at the end lost the game (its largest drops, marked or not). Moves
//! are numbered as the record's lines, under the game's word for them (`turn`, `move`), as the
//! app's replay view and analysis number them.
//! The analysis itself is `medusa::ai::analysis`, which the app runs in slices.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::Args;
use medusa::ai::analysis::{Analysis, BLUNDER, INACCURACY, MISTAKE, Report};
use medusa::games::text_record::printable;

use super::replay::{BAD_INPUT, read_input};

/// The options of `medusa analyse`.
#[derive(Args, Debug)]
pub struct AnalyseArgs {
    /// The record file (text or JSON, any game), or `-` for standard input.
    file: PathBuf,
    /// Print the analysis as one JSON object instead of a table.
    #[arg(long)]
    json: bool,
    /// The engine that judges the positions: a level or a search with a playout, depth or
    /// node budget (mcts:playouts=2000 in Medusa and Lotus, ab:depth=8,nodes=50000 in Medea
    /// and Pillars of Medusa); by default a quick one for the game.
    #[arg(long)]
    engine: Option<String>,
    /// The seed of the searches: the same record, engine and seed give the same analysis.
    #[arg(long, default_value_t = 1)]
    seed: u64,
}

/// Runs the analysis and prints it.
pub fn run(args: &AnalyseArgs) -> ExitCode {
    match analyse(&args.file, args.engine.as_deref(), args.seed) {
        Ok(report) => {
            if args.json {
                println!("{}", report.to_json());
            } else {
                print!("{}", table(&report));
            }
            ExitCode::SUCCESS
        }
        Err(message) => {
            eprintln!("{message}");
            ExitCode::from(BAD_INPUT)
        }
    }
}

fn analyse(file: &Path, engine: Option<&str>, seed: u64) -> Result<Report, String> {
    let text = read_input(file)?;
    let mut analysis = Analysis::from_text(&text, engine, seed).map_err(|e| e.to_string())?;
    Ok(analysis.run())
}

/// A chance as a percentage.
fn percent(chance: f32) -> String {
    format!("{:.0}%", chance * 100.0)
}

/// The report as a table for people.
fn table(report: &Report) -> String {
    let mut out = format!(
        "Analysis of a {} game by {}; chances are {}'s (the first to move)\n",
        report.game,
        printable(&report.engine, 80),
        report.first_player
    );
    let width = report
        .moves
        .iter()
        .flat_map(|m| [m.played.len(), m.best.as_ref().map_or(1, String::len)])
        .max()
        .unwrap_or(6)
        .max(6);
    out.push_str(&format!(
        "{:>4}  {:<6} {:<width$}  {:>6} {:>6}  {:<width$}  mark\n",
        report.move_word, "mover", "played", "before", "after", "best"
    ));
    for m in &report.moves {
        out.push_str(
            format!(
                "{:>4}  {:<6} {:<width$}  {:>6} {:>6}  {:<width$}  {}",
                m.number,
                m.mover,
                m.played,
                percent(m.before),
                percent(m.after),
                m.best.as_deref().unwrap_or("-"),
                m.mark.map_or("", |mark| mark.name()),
            )
            .trim_end(),
        );
        out.push('\n');
    }
    match report.positions.last() {
        Some(last) if last.game_over => {
            out.push_str(&format!("Final position: game over, {}\n", last.verdict));
        }
        Some(last) => out.push_str(&format!(
            "Final position: {} ({}), best {}\n",
            percent(last.chance),
            last.verdict,
            last.best.as_deref().unwrap_or("-")
        )),
        None => {}
    }
    for count in &report.counts {
        out.push_str(&format!(
            "{}: {} inaccuracies, {} mistakes, {} blunders\n",
            count.player, count.inaccuracies, count.mistakes, count.blunders
        ));
    }
    if let Some(line) = report.where_lost_line() {
        out.push_str(&line);
        out.push('\n');
    }
    out.push_str(&format!(
        "Marks by the mover's drop in chance: inaccuracy {:.2}, mistake {:.2}, blunder {:.2}\n",
        INACCURACY, MISTAKE, BLUNDER
    ));
    out
}
