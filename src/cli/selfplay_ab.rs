//! `medusa selfplay` for the alpha-beta games: the generic match runner of
//! `medusa::ai::alphabeta`, its report and records, for any game whose search positions are a
//! `MatchGame`.

use std::io::Write;

use medusa::ai::alphabeta::{Engine, MatchGame, MatchSettings, play_match};
use medusa::games::GameId;

use super::selfplay::{SelfplayArgs, prepare_records, shown_name, write_record};

/// The match of the alpha-beta game `G` (the registry's `game`), printed on standard output.
pub(super) fn play<G: MatchGame>(_game: GameId, args: &SelfplayArgs) -> Result<(), String> {
    play_game::<G>(args, &mut std::io::stdout().lock())
}

/// The match between `--white` and `--black` in game `G`: each game's line as it ends, then
/// the totals; records into `--records` if given.
fn play_game<G: MatchGame>(args: &SelfplayArgs, out: &mut dyn Write) -> Result<(), String> {
    let engines = [
        Engine::parse::<G>(&args.white).map_err(|e| e.to_string())?,
        Engine::parse::<G>(&args.black).map_err(|e| e.to_string())?,
    ];
    prepare_records(args.records.as_deref())?;
    let settings = MatchSettings {
        engines,
        names: [shown_name(&args.white), shown_name(&args.black)],
        games: args.games,
        seed: args.seed,
        alternate: args.alternate,
        max_plies: args.max_turns.unwrap_or(1000).max(1),
        opening: args.openings,
    };
    let write_error = |e: std::io::Error| format!("cannot write the report: {e}");
    writeln!(out, "{}", settings.headline(G::VARIANT)).map_err(write_error)?;
    let report = play_match::<G, String>(&settings, |game| {
        writeln!(out, "{}", game.line(settings.games)).map_err(write_error)?;
        if let Some(folder) = &args.records {
            let path = folder.join(format!("game-{:03}.txt", game.number));
            write_record(&path, &game.record(G::VARIANT, &settings.names))?;
        }
        Ok(())
    })?;
    writeln!(out, "\n{report}").map_err(write_error)
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    use super::*;
    use medusa::ai::alphabeta::Noughts;

    fn args(white: &str, black: &str, records: Option<&Path>) -> SelfplayArgs {
        SelfplayArgs {
            variant: "noughts".into(),
            games: 4,
            white: white.into(),
            black: black.into(),
            seed: 5,
            komi: 0,
            alternate: true,
            max_turns: None,
            openings: 0,
            records: records.map(Path::to_path_buf),
        }
    }

    #[test]
    fn a_match_prints_every_game_and_the_totals_and_keeps_the_records() {
        let folder = std::env::temp_dir().join(format!("selfplay-ab-{}", std::process::id()));
        let mut out = Vec::new();
        play_game::<Noughts>(&args("ab:depth=9", "greedy", Some(&folder)), &mut out).unwrap();
        let text = String::from_utf8(out).unwrap();
        assert!(text.starts_with("selfplay: noughts, 4 games, seed 5, A = ab:depth=9"));
        assert_eq!(text.lines().filter(|l| l.starts_with("game ")).count(), 4);
        assert!(text.contains("game 2/4: White B vs Black A: "), "{text}");
        assert!(text.contains("A = ab:depth=9: "), "{text}");
        assert!(text.contains(" losses, score "), "{text}");
        assert!(text.contains("nodes/s"), "{text}");
        assert!(text.contains("length: mean "), "{text}");
        let record = std::fs::read_to_string(folder.join("game-002.txt")).unwrap();
        assert!(
            record
                .starts_with("[Variant \"noughts\"]\n[White \"greedy\"]\n[Black \"ab:depth=9\"]\n")
        );
        std::fs::remove_dir_all(&folder).unwrap();
    }

    #[test]
    fn bad_specs_stop_the_match_before_it_starts() {
        let mut out = Vec::new();
        let error = play_game::<Noughts>(&args("ab:depth=99", "random", None), &mut out);
        assert_eq!(
            error,
            Err("depth='99' is out of range: depth is from 1 to 64".to_string())
        );
        let error = play_game::<Noughts>(&args("random", "mcts:time=1s", None), &mut out);
        assert!(error.unwrap_err().contains("plays Medusa and Lotus only"));
        assert!(out.is_empty());
    }
}
