//! `medusa selfplay` for Medusa and Lotus: Monte Carlo (and baseline) players play each other;
//! prints every game and then the results per colour and per engine, the mean margin, the
//! mean length and the search speed.
//!
//! Games are played out: there is no resignation. A game that ends with two passes is counted
//! as the board stands (nothing is marked dead; the engines play on while something can be
//! captured). A game that reaches the turn cap (only possible with endless movement) is
//! adjudicated the same way, by the count at that moment, and reported as capped.

use std::time::Duration;

use medusa::ai::{Engine, Player, match_seed, opening_seed};
use medusa::games::GameId;
use medusa::medusa::{Colour, Game, Record, Variant};

use super::selfplay::{SelfplayArgs, prepare_records, shown_name, write_record};

/// What one engine did over the match.
#[derive(Default)]
struct EngineTally {
    /// Wins, draws, losses: in all, as White, as Black.
    all: [u32; 3],
    by_colour: [[u32; 3]; 2],
    /// Sum of (own score - opponent's score).
    margin: i64,
    playouts: u64,
    thinking: Duration,
    turns: u64,
}

impl EngineTally {
    fn record(&mut self, colour: Colour, result: usize, margin: i32) {
        self.all[result] += 1;
        self.by_colour[colour.index()][result] += 1;
        self.margin += margin as i64;
    }
}

/// The match between `--white` and `--black` in Medusa or Lotus (`game`): each game's line as
/// it ends, then the totals; records into `--records` if given.
pub(super) fn play(game: GameId, args: &SelfplayArgs) -> Result<(), String> {
    let variant = Variant::from_name(game.id)
        .ok_or_else(|| format!("{} is not played by Medusa's rules", game.name))?;
    let engines = [
        Engine::parse(&args.white).map_err(|e| e.to_string())?,
        Engine::parse(&args.black).map_err(|e| e.to_string())?,
    ];
    let names = [shown_name(&args.white), shown_name(&args.black)];
    Game::new(variant, args.komi).map_err(|e| e.to_string())?;
    prepare_records(args.records.as_deref())?;
    let cap = args
        .max_turns
        .unwrap_or(3 * variant.topology().len())
        .max(1);
    println!(
        "selfplay: {variant}, {} games, komi {}, seed {}, A = {} (White in odd games{}), B = {}{}",
        args.games,
        args.komi,
        args.seed,
        names[0],
        if args.alternate {
            ", Black in even games"
        } else {
            " and even games"
        },
        names[1],
        match args.openings {
            0 => String::new(),
            turns => format!(", openings of {turns} random turns"),
        },
    );
    let mut tallies = [EngineTally::default(), EngineTally::default()];
    // Wins by White, draws, wins by Black; sum of White's margin.
    let mut by_colour = [0u32; 3];
    let mut white_margin = 0i64;
    let mut lengths = Vec::new();
    let mut capped = 0;
    for index in 0..args.games {
        // `seats[c]` is the engine (0 = A, 1 = B) playing colour c (Black = 0, White = 1).
        let swapped = args.alternate && index % 2 == 1;
        let seats = if swapped { [0, 1] } else { [1, 0] };
        let mut players =
            seats.map(|engine| Player::new(engines[engine], match_seed(args.seed, index, engine)));
        let mut opener = Player::new(
            Engine::Random,
            opening_seed(args.seed, index, args.alternate),
        );
        let mut game = Game::new(variant, args.komi).map_err(|e| e.to_string())?;
        while game.position().is_playing() && game.turns().len() < cap {
            let colour = game.position().to_move();
            let opening = game.turns().len() < args.openings;
            let player = if opening {
                &mut opener
            } else {
                &mut players[colour.index()]
            };
            let turn = player.choose(&game);
            if let Err(error) = game.play_turn(&turn) {
                return Err(format!(
                    "game {}: {} chose an illegal turn '{}': {}",
                    index + 1,
                    if opening {
                        "the random opening"
                    } else {
                        &names[seats[colour.index()]]
                    },
                    turn.notation(game.topology(), colour),
                    error.describe(game.topology())
                ));
            }
        }
        let stopped = game.position().is_playing();
        game.conclude_as_it_stands()
            .map_err(|e| e.describe(game.topology()))?;
        let score = game.position().score();
        let margin = score.margin();
        let winner = score.leader();
        capped += stopped as u32;
        lengths.push(game.turns().len());
        by_colour[match winner {
            Some(Colour::White) => 0,
            None => 1,
            Some(Colour::Black) => 2,
        }] += 1;
        white_margin += margin as i64;
        for colour in Colour::ALL {
            let tally = &mut tallies[seats[colour.index()]];
            let own_margin = if colour == Colour::White {
                margin
            } else {
                -margin
            };
            let result = match winner {
                Some(w) if w == colour => 0,
                None => 1,
                Some(_) => 2,
            };
            tally.record(colour, result, own_margin);
            let player = &players[colour.index()];
            tally.playouts += player.playouts;
            tally.thinking += player.thinking;
            tally.turns += game.turns().iter().filter(|t| t.player == colour).count() as u64;
        }
        if let Some(folder) = &args.records {
            let headers = vec![
                ("White".to_string(), names[seats[1]].to_string()),
                ("Black".to_string(), names[seats[0]].to_string()),
                (
                    "Result".to_string(),
                    summary(winner, score.white.total(), score.black.total()),
                ),
            ];
            let path = folder.join(format!("game-{:03}.txt", index + 1));
            write_record(&path, &Record::of_game(&game, headers).to_text())?;
        }
        println!(
            "game {}/{}: White {} vs Black {}: {}, {} turns{}",
            index + 1,
            args.games,
            letter(seats[1]),
            letter(seats[0]),
            summary(winner, score.white.total(), score.black.total()),
            game.turns().len(),
            if stopped { " (capped)" } else { "" },
        );
    }
    let games = args.games.max(1) as f64;
    println!();
    println!(
        "by colour: White won {}, Black won {}, draws {}; mean margin White - Black {:+.2}",
        by_colour[0],
        by_colour[2],
        by_colour[1],
        white_margin as f64 / games
    );
    for (i, tally) in tallies.iter().enumerate() {
        let [w, d, l] = tally.all;
        let score = (w as f64 + 0.5 * d as f64) / games;
        let error = 1.96 * (score * (1.0 - score) / games).sqrt();
        let [as_black, as_white] = tally.by_colour;
        println!(
            "{} = {}: {w} wins, {d} draws, {l} losses, score {:.1}% ± {:.1}%; as White {}-{}-{}, \
             as Black {}-{}-{}; mean margin {:+.2}",
            letter(i),
            names[i],
            100.0 * score,
            100.0 * error,
            as_white[0],
            as_white[1],
            as_white[2],
            as_black[0],
            as_black[1],
            as_black[2],
            tally.margin as f64 / games,
        );
        if tally.playouts > 0 {
            let seconds = tally.thinking.as_secs_f64();
            println!(
                "{} search: {} playouts in {:.1} s = {:.0} playouts/s; {:.3} s and {:.0} playouts \
                 per turn",
                letter(i),
                tally.playouts,
                seconds,
                tally.playouts as f64 / seconds.max(1e-9),
                seconds / tally.turns.max(1) as f64,
                tally.playouts as f64 / tally.turns.max(1) as f64,
            );
        }
    }
    let total: usize = lengths.iter().sum();
    println!(
        "length: mean {:.1} turns (min {}, max {}); {capped} games stopped at the cap of {cap} \
         turns and counted as they stood",
        total as f64 / games,
        lengths.iter().min().unwrap_or(&0),
        lengths.iter().max().unwrap_or(&0),
    );
    Ok(())
}

fn letter(engine: usize) -> char {
    if engine == 0 { 'A' } else { 'B' }
}

fn summary(winner: Option<Colour>, white: u32, black: u32) -> String {
    match winner {
        Some(Colour::White) => format!("White wins by {} ({white} to {black})", white - black),
        Some(Colour::Black) => format!("Black wins by {} ({black} to {white})", black - white),
        None => format!("draw ({white} each)"),
    }
}
