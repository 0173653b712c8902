//! Matches between engines in any [`MatchGame`]: whole games from the start, the results per
//! engine and per colour, the search speed, and each game's text record. No I/O: the caller
//! prints what it is handed (`medusa selfplay` for Medea and Pillars).

use std::fmt;
use std::time::Duration;

use medusa_rules::text_record::header_line;

use super::game::{MatchGame, Outcome, game_over};
use super::player::{Engine, Player};
use crate::{match_seed, opening_seed};

/// How a game ended.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum GameResult {
    WhiteWins,
    BlackWins,
    Draw,
}

impl GameResult {
    /// As a record's `Result` header writes it: `1-0`, `0-1`, `1/2-1/2`.
    pub fn score_text(self) -> &'static str {
        match self {
            GameResult::WhiteWins => "1-0",
            GameResult::BlackWins => "0-1",
            GameResult::Draw => "1/2-1/2",
        }
    }
}

/// What a match is: two engines (A and B), how many games, and how they are seeded.
#[derive(Clone, Debug)]
pub struct MatchSettings {
    /// Engines A and B.
    pub engines: [Engine; 2],
    /// Their specs, for the report and the records.
    pub names: [String; 2],
    pub games: u32,
    /// The seed of the whole match; each game and engine derives its own.
    pub seed: u64,
    /// A plays Black in the even games (2, 4, ...); otherwise A is always White.
    pub alternate: bool,
    /// A game still going after this many plies is stopped and counted as a draw.
    pub max_plies: usize,
    /// Each game starts with this many random plies ([`opening_seed`]: the same for the two
    /// games of a pair when colours alternate), so that the games differ.
    pub opening: usize,
}

impl MatchSettings {
    /// The engine (0 = A, 1 = B) that plays White in game `index` (from 0).
    fn white(&self, index: u32) -> usize {
        usize::from(self.alternate && index % 2 == 1)
    }

    /// The report's first line.
    pub fn headline(&self, variant: &str) -> String {
        format!(
            "selfplay: {variant}, {} games, seed {}, A = {} (White in odd games{}), B = {}{}",
            self.games,
            self.seed,
            self.names[0],
            if self.alternate {
                ", Black in even games"
            } else {
                " and even games"
            },
            self.names[1],
            match self.opening {
                0 => String::new(),
                plies => format!(", openings of {plies} random plies"),
            },
        )
    }
}

/// One game of a match.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct GameSummary {
    /// Its number in the match (from 1).
    pub number: u32,
    /// The engine (0 = A, 1 = B) that played White.
    pub white: usize,
    pub result: GameResult,
    /// Why it ended, as the game says (`checkmate`), or `None`.
    pub reason: Option<&'static str>,
    /// Stopped at the ply cap (and counted as a draw).
    pub capped: bool,
    /// The moves in the game's notation, White's first.
    pub moves: Vec<String>,
}

impl GameSummary {
    /// The report's line for this game: `game 3/10: White B vs Black A: 1-0 (checkmate), 57
    /// plies`.
    pub fn line(&self, games: u32) -> String {
        let result = match self.result {
            GameResult::WhiteWins => "White wins",
            GameResult::BlackWins => "Black wins",
            GameResult::Draw => "draw",
        };
        let why = match (self.capped, self.reason) {
            (true, _) => " (capped)".to_string(),
            (false, Some(reason)) => format!(" ({reason})"),
            (false, None) => String::new(),
        };
        format!(
            "game {}/{games}: White {} vs Black {}: {result}{why}, {} plies",
            self.number,
            letter(self.white),
            letter(1 - self.white),
            self.moves.len(),
        )
    }

    /// The game's text record: `Variant`, `White`, `Black` and (for a finished game) `Result`
    /// headers, then one move per line.
    pub fn record(&self, variant: &str, names: &[String; 2]) -> String {
        let mut text = header_line("Variant", variant);
        text += &header_line("White", &names[self.white]);
        text += &header_line("Black", &names[1 - self.white]);
        if !self.capped {
            text += &header_line("Result", self.result.score_text());
        }
        for mv in &self.moves {
            text += mv;
            text.push('\n');
        }
        text
    }
}

/// What one engine did over a match.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct EngineTally {
    /// Wins, draws, losses: in all, as White, as Black.
    pub results: [u32; 3],
    pub as_white: [u32; 3],
    pub as_black: [u32; 3],
    /// Moves chosen, nodes searched, search time and depths reached (summed) over the match.
    pub moves: u64,
    pub nodes: u64,
    pub thinking: Duration,
    pub depths: u64,
}

impl EngineTally {
    /// The share of the points (a draw is half a point), from 0 to 1.
    pub fn score(&self) -> f64 {
        let [wins, draws, losses] = self.results;
        let games = (wins + draws + losses).max(1) as f64;
        (wins as f64 + 0.5 * draws as f64) / games
    }
}

/// The results of a match.
#[derive(Clone, PartialEq, Debug)]
pub struct MatchReport {
    pub names: [String; 2],
    pub games: u32,
    pub max_plies: usize,
    /// Engines A and B.
    pub tallies: [EngineTally; 2],
    /// Wins by White, draws, wins by Black.
    pub by_colour: [u32; 3],
    /// Each game's length in plies.
    pub lengths: Vec<usize>,
    /// Games stopped at the cap.
    pub capped: u32,
}

/// Plays the match, handing each game to `each` as soon as it is over (to print it, to save
/// its record); stops at the first error `each` returns.
pub fn play_match<G: MatchGame, E>(
    settings: &MatchSettings,
    mut each: impl FnMut(&GameSummary) -> Result<(), E>,
) -> Result<MatchReport, E> {
    let mut report = MatchReport {
        names: settings.names.clone(),
        games: settings.games,
        max_plies: settings.max_plies,
        tallies: [EngineTally::default(); 2],
        by_colour: [0; 3],
        lengths: Vec::new(),
        capped: 0,
    };
    for index in 0..settings.games {
        let white = settings.white(index);
        // `players[0]` plays White.
        let mut players = [white, 1 - white].map(|engine| {
            Player::<G>::new(
                settings.engines[engine],
                match_seed(settings.seed, index, engine),
            )
        });
        let opening = Opening {
            plies: settings.opening,
            seed: opening_seed(settings.seed, index, settings.alternate),
        };
        let summary = play_game(&mut players, index + 1, white, settings.max_plies, opening);
        report.lengths.push(summary.moves.len());
        report.capped += u32::from(summary.capped);
        report.by_colour[match summary.result {
            GameResult::WhiteWins => 0,
            GameResult::Draw => 1,
            GameResult::BlackWins => 2,
        }] += 1;
        for (seat, player) in players.iter().enumerate() {
            let engine = if seat == 0 { white } else { 1 - white };
            let tally = &mut report.tallies[engine];
            let result = match (summary.result, seat) {
                (GameResult::Draw, _) => 1,
                (GameResult::WhiteWins, 0) | (GameResult::BlackWins, 1) => 0,
                _ => 2,
            };
            tally.results[result] += 1;
            if seat == 0 {
                tally.as_white[result] += 1;
            } else {
                tally.as_black[result] += 1;
            }
            tally.moves += player.moves;
            tally.nodes += player.nodes;
            tally.thinking += player.thinking;
            tally.depths += player.depths;
        }
        each(&summary)?;
    }
    Ok(report)
}

/// The random first plies of a game.
#[derive(Clone, Copy, Debug)]
struct Opening {
    plies: usize,
    seed: u64,
}

/// One game from the start between `players` (White first), after its random `opening`.
fn play_game<G: MatchGame>(
    players: &mut [Player<G>; 2],
    number: u32,
    white: usize,
    max_plies: usize,
    opening: Opening,
) -> GameSummary {
    let mut position = G::start();
    let mut moves = Vec::new();
    let mut capped = false;
    let mut opener = Player::<G>::new(Engine::Random, opening.seed);
    while moves.len() < opening.plies.min(max_plies) && game_over(&position).is_none() {
        let Some(mv) = opener.choose(&position) else {
            break;
        };
        moves.push(position.notation(mv));
        position.make(mv);
    }
    let outcome = loop {
        if let Some(outcome) = game_over(&position) {
            break outcome;
        }
        if moves.len() >= max_plies {
            capped = true;
            break Outcome::Draw;
        }
        let seat = usize::from(!position.white_to_move());
        let Some(mv) = players[seat].choose(&position) else {
            // Not reached: a game that is not over has a move.
            break position.outcome_without_moves();
        };
        moves.push(position.notation(mv));
        position.make(mv);
    };
    let white_view = if position.white_to_move() {
        outcome
    } else {
        outcome.flip()
    };
    GameSummary {
        number,
        white,
        result: match white_view {
            Outcome::Win => GameResult::WhiteWins,
            Outcome::Loss => GameResult::BlackWins,
            Outcome::Draw => GameResult::Draw,
        },
        reason: if capped { None } else { position.end_reason() },
        capped,
        moves,
    }
}

fn letter(engine: usize) -> char {
    if engine == 0 { 'A' } else { 'B' }
}

impl fmt::Display for MatchReport {
    /// The totals: by colour, per engine (results, score with its 95% margin, by colour, and
    /// the search's speed), and the games' lengths. One line each.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let [white, draws, black] = self.by_colour;
        writeln!(
            f,
            "by colour: White won {white}, Black won {black}, draws {draws}"
        )?;
        let games = self.games.max(1) as f64;
        for (engine, tally) in self.tallies.iter().enumerate() {
            let [w, d, l] = tally.results;
            let score = tally.score();
            let margin = 1.96 * (score * (1.0 - score) / games).sqrt();
            let [ww, wd, wl] = tally.as_white;
            let [bw, bd, bl] = tally.as_black;
            writeln!(
                f,
                "{} = {}: {w} wins, {d} draws, {l} losses, score {:.1}% ± {:.1}%; as White \
                 {ww}-{wd}-{wl}, as Black {bw}-{bd}-{bl}",
                letter(engine),
                self.names[engine],
                100.0 * score,
                100.0 * margin,
            )?;
            if tally.nodes > 0 {
                let seconds = tally.thinking.as_secs_f64();
                let moves = tally.moves.max(1) as f64;
                writeln!(
                    f,
                    "{} search: {} nodes in {seconds:.1} s = {:.0} nodes/s; mean depth {:.1}; \
                     {:.3} s and {:.0} nodes per move",
                    letter(engine),
                    tally.nodes,
                    tally.nodes as f64 / seconds.max(1e-9),
                    tally.depths as f64 / moves,
                    seconds / moves,
                    tally.nodes as f64 / moves,
                )?;
            }
        }
        let total: usize = self.lengths.iter().sum();
        write!(
            f,
            "length: mean {:.1} plies (min {}, max {}); {} games stopped at the cap of {} plies \
             and counted as draws",
            total as f64 / games,
            self.lengths.iter().min().unwrap_or(&0),
            self.lengths.iter().max().unwrap_or(&0),
            self.capped,
            self.max_plies,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::super::game::SearchGame;
    use super::super::noughts::Noughts;
    use super::*;

    fn settings(a: &str, b: &str, games: u32, alternate: bool) -> MatchSettings {
        MatchSettings {
            engines: [a, b].map(|spec| Engine::parse::<Noughts>(spec).unwrap()),
            names: [a.to_string(), b.to_string()],
            games,
            seed: 7,
            alternate,
            max_plies: 100,
            opening: 0,
        }
    }

    fn play(settings: &MatchSettings) -> (MatchReport, Vec<GameSummary>) {
        let mut games = Vec::new();
        let report = play_match::<Noughts, ()>(settings, |game| {
            games.push(game.clone());
            Ok(())
        })
        .unwrap();
        (report, games)
    }

    #[test]
    fn a_perfect_player_never_loses_tic_tac_toe_and_the_totals_add_up() {
        let match_settings = settings("ab:depth=9", "random", 8, true);
        let (report, games) = play(&match_settings);
        assert_eq!(games.len(), 8);
        let [a, b] = report.tallies;
        // The search never loses; random loses or draws.
        assert_eq!(a.results[2], 0, "{report}");
        assert!(a.results[0] >= 4, "{report}");
        assert_eq!(a.results, [b.results[2], b.results[1], b.results[0]]);
        assert_eq!(a.results.iter().sum::<u32>(), 8);
        assert_eq!(a.as_white.iter().sum::<u32>(), 4);
        assert_eq!(a.as_black.iter().sum::<u32>(), 4);
        assert_eq!(report.by_colour.iter().sum::<u32>(), 8);
        assert_eq!(report.capped, 0);
        // Colours alternate: A is White in the odd games.
        assert_eq!(games[0].white, 0);
        assert_eq!(games[1].white, 1);
        assert!(a.nodes > 0 && a.moves > 0 && b.nodes == 0);
        // Every game replays from its moves to the result reported.
        for game in &games {
            let mut position = Noughts::tic_tac_toe();
            for mv in &game.moves {
                let mut legal = Vec::new();
                position.legal_moves(&mut legal);
                let cell = legal
                    .into_iter()
                    .find(|&c| &c.to_string() == mv)
                    .unwrap_or_else(|| panic!("{mv} is not legal in {position}"));
                position.make(cell);
            }
            let over = game_over(&position);
            let expected = match game.result {
                GameResult::Draw => Some(Outcome::Draw),
                // The loser is to move.
                _ => Some(Outcome::Loss),
            };
            assert_eq!(over, expected, "{}", game.line(8));
            assert_eq!(
                position.crosses_to_move(),
                game.result == GameResult::BlackWins,
                "{}",
                game.line(8)
            );
        }
        let text = report.to_string();
        assert!(text.contains("A = ab:depth=9: "), "{text}");
        assert!(text.contains("A search: "), "{text}");
        assert!(text.contains("nodes/s"), "{text}");
        assert!(!text.contains("B search"), "{text}");
        assert!(text.contains("length: mean "), "{text}");
    }

    #[test]
    fn perfect_players_draw_and_matches_repeat_for_a_seed() {
        let match_settings = settings("ab:depth=9", "ab:depth=9", 2, true);
        let (report, _) = play(&match_settings);
        assert_eq!(report.by_colour, [0, 2, 0]);
        assert_eq!(report.tallies[0].score(), 0.5);
        let noisy = settings("beginner", "greedy", 6, true);
        let (_, first) = play(&noisy);
        let (_, second) = play(&noisy);
        assert_eq!(first, second);
    }

    #[test]
    fn random_openings_vary_the_games_and_each_pair_shares_one() {
        // Two deterministic players: without openings, every pair of games is the same pair.
        let plain = settings("ab:depth=9", "ab:depth=2", 8, true);
        let (_, games) = play(&plain);
        let firsts: Vec<&[String]> = games.iter().map(|g| &g.moves[..2]).collect();
        assert!(firsts.iter().step_by(2).all(|f| *f == firsts[0]));
        let varied = MatchSettings {
            opening: 2,
            ..plain.clone()
        };
        assert!(
            varied
                .headline("noughts")
                .ends_with(", openings of 2 random plies")
        );
        let (report, games) = play(&varied);
        assert_eq!(report.tallies[0].results.iter().sum::<u32>(), 8);
        let openings: Vec<&[String]> = games.iter().map(|g| &g.moves[..2]).collect();
        for pair in openings.chunks(2) {
            assert_eq!(pair[0], pair[1]);
        }
        let distinct: std::collections::HashSet<&[String]> = openings.iter().copied().collect();
        assert_eq!(distinct.len(), 4, "{openings:?}");
        // The same seed gives the same openings.
        assert_eq!(play(&varied).1, games);
    }

    #[test]
    fn game_lines_and_records_say_what_happened() {
        let game = GameSummary {
            number: 3,
            white: 1,
            result: GameResult::BlackWins,
            reason: Some("three in a row"),
            capped: false,
            moves: vec!["b2".into(), "a1".into()],
        };
        let names = ["ab:depth=2".to_string(), "random".to_string()];
        assert_eq!(
            game.line(10),
            "game 3/10: White B vs Black A: Black wins (three in a row), 2 plies"
        );
        assert_eq!(
            game.record("noughts", &names),
            "[Variant \"noughts\"]\n[White \"random\"]\n[Black \"ab:depth=2\"]\n\
             [Result \"0-1\"]\nb2\na1\n"
        );
        let capped = GameSummary {
            capped: true,
            result: GameResult::Draw,
            ..game
        };
        assert!(capped.line(10).ends_with("draw (capped), 2 plies"));
        assert!(!capped.record("noughts", &names).contains("Result"));
    }

    #[test]
    fn a_game_over_the_cap_is_a_draw() {
        let mut match_settings = settings("random", "random", 1, false);
        match_settings.max_plies = 3;
        let (report, games) = play(&match_settings);
        assert!(games[0].capped);
        assert_eq!(games[0].moves.len(), 3);
        assert_eq!(report.by_colour, [0, 1, 0]);
    }
}
