//! Matches between two engines in any game of the AI registry (`medusa selfplay`): whole
//! games from the start, each handed over as it ends with its line and its record, then the
//! results per engine and per colour, the search's speed and the games' lengths.
//!
//! One loop plays every game ([`Arena`]); what a family of players does differently (its
//! game and players, how a game ends and is counted, what the report calls its steps and its
//! work) is its [`Contest`]: Medusa's and Lotus's in [`mcts`](crate::mcts), the alpha-beta
//! games' in [`alphabeta`](crate::alphabeta). No I/O: the caller prints what it is handed.
//!
//! Engine A plays White in the odd games and, with `alternate`, Black in the even ones. Each
//! game and engine draws its own seed from the match's ([`match_seed`]); a game may start with
//! random steps, the same for the two games of a pair ([`opening_seed`]). A game still going
//! at the cap is stopped and counted by its family's rule.

use std::fmt;
use std::time::Duration;

use medusa_rules::GameId;

use crate::spec::SpecError;
use crate::{match_seed, opening_seed};

/// What a match is: two engines (A and B), how many games, and how they are seeded.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct MatchSettings {
    /// The specs of engines A and B.
    pub specs: [String; 2],
    /// Their names in the report and the records.
    pub names: [String; 2],
    pub games: u32,
    /// The seed of the whole match; each game and engine derives its own.
    pub seed: u64,
    /// The komi of the games that have one (Medusa, Lotus); `None`: the game's default.
    pub komi: Option<i8>,
    /// A plays Black in the even games (2, 4, ...); otherwise A is always White.
    pub alternate: bool,
    /// A game still going after this many steps (turns or plies) is stopped; `None`: the
    /// family's own cap.
    pub max_length: Option<usize>,
    /// Each game starts with this many random steps, the same for the two games of a pair
    /// when colours alternate, so that the games differ.
    pub openings: usize,
}

impl MatchSettings {
    /// The engine (0 = A, 1 = B) that plays White in game `index` (from 0).
    fn white(&self, index: u32) -> usize {
        usize::from(self.alternate && index % 2 == 1)
    }
}

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

    /// The index of the result in the tallies: a win, a draw, a loss for `side`.
    fn for_side(self, side: Side) -> usize {
        match (self, side) {
            (GameResult::Draw, _) => 1,
            (GameResult::WhiteWins, Side::White) | (GameResult::BlackWins, Side::Black) => 0,
            _ => 2,
        }
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
    /// Stopped at the cap.
    pub capped: bool,
    /// The moves (turns in Medusa and Lotus) as the records write them, in order.
    pub moves: Vec<String>,
    /// The report's line for the game: `game 3/10: White B vs Black A: White wins
    /// (checkmate), 57 plies`.
    pub line: String,
    /// The game's text record, with the engines' names and the result in its headers.
    pub record: String,
}

/// What one engine did over a match.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct EngineTally {
    /// Wins, draws, losses: in all, as White, as Black.
    pub results: [u32; 3],
    pub as_white: [u32; 3],
    pub as_black: [u32; 3],
    /// The sum of its own score less the opponent's, in the games counted by points.
    pub margin: i64,
    /// Its moves (Medusa's and Lotus's turns of its colour), the search's work (playouts or
    /// nodes), its search time and the depths it reached (summed) over the match.
    pub moves: u64,
    pub work: u64,
    pub thinking: Duration,
    pub depths: u64,
}

/// The results of a match.
#[derive(Clone, PartialEq, Debug)]
pub struct MatchReport {
    pub names: [String; 2],
    pub games: u32,
    /// The cap on a game's length.
    pub cap: usize,
    /// Engines A and B.
    pub tallies: [EngineTally; 2],
    /// Wins by White, draws, wins by Black.
    pub by_colour: [u32; 3],
    /// The sum of White's score less Black's, in the games counted by points.
    pub white_margin: i64,
    /// Each game's length.
    pub lengths: Vec<usize>,
    /// Games stopped at the cap.
    pub capped: u32,
    words: Words,
}

/// How a family's report words its games.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct Words {
    /// A game's steps: `turns`, `plies`.
    pub(crate) steps: &'static str,
    /// What an engine's search time is spent on, one at a time: `turn`, `move`.
    pub(crate) step: &'static str,
    /// The search's work: `playouts`, `nodes`.
    pub(crate) work: &'static str,
    /// What a game stopped at the cap is counted as: `they stood`, `draws`.
    pub(crate) capped: &'static str,
    /// Whether the games are counted by points, whose margins the report adds up.
    pub(crate) margins: bool,
    /// Whether the report gives the search's mean depth.
    pub(crate) depths: bool,
    /// The games' komi unless the match sets one, for the games that have one (the headline
    /// gives it).
    pub(crate) komi: Option<i8>,
}

/// A side of the board: White, who is engine A in the odd games, or Black.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Side {
    White,
    Black,
}

impl Side {
    /// White 0, Black 1: the index of the side's player in a game.
    fn index(self) -> usize {
        match self {
            Side::White => 0,
            Side::Black => 1,
        }
    }
}

/// How a game ended, as its family counts it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub(crate) struct Ending {
    pub(crate) result: GameResult,
    /// The result in the game's line (`White wins by 3 (40 to 37)`, `draw (capped)`).
    pub(crate) verdict: String,
    /// What the line says after the game's length (` (capped)`), or nothing.
    pub(crate) note: &'static str,
    /// White's score less Black's, in a game counted by points.
    pub(crate) margin: i64,
    /// Stopped at the cap.
    pub(crate) capped: bool,
}

/// What an engine did in a game.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub(crate) struct Work {
    pub(crate) moves: u64,
    pub(crate) work: u64,
    pub(crate) thinking: Duration,
    pub(crate) depths: u64,
}

/// What the match loop asks of a family of players: its game, its players, and how a game
/// ends and is counted.
pub(crate) trait Contest {
    /// An engine, read from its spec.
    type Engine: Copy;
    /// A game in play.
    type Game;
    /// A player in a game.
    type Player;

    /// How the report words the games.
    const WORDS: Words;
    /// The uniformly random player of the openings.
    const RANDOM: Self::Engine;

    /// The game's name in the headline.
    fn title(game: GameId) -> &'static str;
    /// Reads an engine's spec.
    fn engine(spec: &str) -> Result<Self::Engine, SpecError>;
    /// A new game of `game` with `komi` (where it has one), or why it cannot be set up.
    fn start(game: GameId, komi: Option<i8>) -> Result<Self::Game, String>;
    /// The cap on a game's length when the match names none.
    fn cap(game: &Self::Game) -> usize;
    /// A player of `engine`, seeded with `seed`.
    fn player(engine: Self::Engine, seed: u64) -> Self::Player;
    /// The steps played so far.
    fn length(game: &Self::Game) -> usize;
    /// The side to move, or `None` once the game is over.
    fn to_move(game: &Self::Game) -> Option<Side>;
    /// Plays `player`'s choice; `false` when it has none, the illegal choice in words
    /// (`an illegal turn 'j11': ...`).
    fn play(game: &mut Self::Game, player: &mut Self::Player) -> Result<bool, String>;
    /// Ends the game (stopped at the cap if `capped`) and counts it.
    fn end(game: &mut Self::Game, capped: bool) -> Result<Ending, String>;
    /// The moves played, as the records write them.
    fn moves(game: &Self::Game) -> Vec<String>;
    /// The game's text record, the engines' names by side (White's first).
    fn record(game: &Self::Game, id: GameId, names: [&str; 2], ending: &Ending) -> String;
    /// What `player`, on `side`, did in the game.
    fn work(game: &Self::Game, side: Side, player: &Self::Player) -> Work;
}

/// A match ready to play: its engines read and its game set up.
pub trait SelfplayMatch {
    /// The report's first line: the game, the games, the seed, the engines.
    fn headline(&self) -> String;

    /// Plays the match, handing each game to `each` as soon as it is over (to print it, to
    /// save its record); stops at the first error, of a game or of `each`.
    fn play(
        &mut self,
        each: &mut dyn FnMut(&GameSummary) -> Result<(), String>,
    ) -> Result<MatchReport, String>;
}

/// The one match loop, over a family's [`Contest`].
pub(crate) struct Arena<C: Contest> {
    game: GameId,
    settings: MatchSettings,
    engines: [C::Engine; 2],
    cap: usize,
}

impl<C: Contest> Arena<C> {
    /// A match of `game` with `settings`: the engines' specs (A's first) and the game's
    /// options checked.
    pub(crate) fn new(game: GameId, settings: &MatchSettings) -> Result<Arena<C>, String> {
        let engine = |spec: &str| C::engine(spec).map_err(|e| e.to_string());
        let engines = [engine(&settings.specs[0])?, engine(&settings.specs[1])?];
        let start = C::start(game, settings.komi)?;
        let cap = settings.max_length.unwrap_or(C::cap(&start)).max(1);
        Ok(Arena {
            game,
            settings: settings.clone(),
            engines,
            cap,
        })
    }

    /// Game `index` (from 0) of the match, and what its players did.
    fn play_game(&self, index: u32) -> Result<(GameSummary, Ending, [Work; 2]), String> {
        let settings = &self.settings;
        let white = settings.white(index);
        // The engine on each side: White's first.
        let engines = [white, 1 - white];
        let mut players =
            engines.map(|e| C::player(self.engines[e], match_seed(settings.seed, index, e)));
        let mut opener = C::player(
            C::RANDOM,
            opening_seed(settings.seed, index, settings.alternate),
        );
        let mut game = C::start(self.game, settings.komi)?;
        while let Some(side) = C::to_move(&game)
            && C::length(&game) < self.cap
        {
            let opening = C::length(&game) < settings.openings;
            let player = if opening {
                &mut opener
            } else {
                &mut players[side.index()]
            };
            let played = C::play(&mut game, player).map_err(|illegal| {
                let who = if opening {
                    "the random opening"
                } else {
                    &settings.names[engines[side.index()]]
                };
                format!("game {}: {who} chose {illegal}", index + 1)
            })?;
            if !played {
                break;
            }
        }
        let capped = C::to_move(&game).is_some();
        let ending = C::end(&mut game, capped)?;
        let names = engines.map(|e| settings.names[e].as_str());
        let summary = GameSummary {
            number: index + 1,
            white,
            result: ending.result,
            capped,
            moves: C::moves(&game),
            line: format!(
                "game {}/{}: White {} vs Black {}: {}, {} {}{}",
                index + 1,
                settings.games,
                letter(white),
                letter(1 - white),
                ending.verdict,
                C::length(&game),
                C::WORDS.steps,
                ending.note,
            ),
            record: C::record(&game, self.game, names, &ending),
        };
        let work =
            [Side::White, Side::Black].map(|side| C::work(&game, side, &players[side.index()]));
        Ok((summary, ending, work))
    }
}

impl<C: Contest> SelfplayMatch for Arena<C> {
    fn headline(&self) -> String {
        let settings = &self.settings;
        format!(
            "selfplay: {}, {} games, {}seed {}, A = {} (White in odd games{}), B = {}{}",
            C::title(self.game),
            settings.games,
            if let Some(default) = C::WORDS.komi {
                format!("komi {}, ", settings.komi.unwrap_or(default))
            } else {
                String::new()
            },
            settings.seed,
            settings.names[0],
            if settings.alternate {
                ", Black in even games"
            } else {
                " and even games"
            },
            settings.names[1],
            match settings.openings {
                0 => String::new(),
                steps => format!(", openings of {steps} random {}", C::WORDS.steps),
            },
        )
    }

    fn play(
        &mut self,
        each: &mut dyn FnMut(&GameSummary) -> Result<(), String>,
    ) -> Result<MatchReport, String> {
        let mut report = MatchReport {
            names: self.settings.names.clone(),
            games: self.settings.games,
            cap: self.cap,
            tallies: [EngineTally::default(); 2],
            by_colour: [0; 3],
            white_margin: 0,
            lengths: Vec::new(),
            capped: 0,
            words: C::WORDS,
        };
        for index in 0..self.settings.games {
            let (summary, ending, work) = self.play_game(index)?;
            report.lengths.push(summary.moves.len());
            report.capped += u32::from(summary.capped);
            report.by_colour[ending.result.for_side(Side::White)] += 1;
            report.white_margin += ending.margin;
            for side in [Side::White, Side::Black] {
                let engine = if side == Side::White {
                    summary.white
                } else {
                    1 - summary.white
                };
                let tally = &mut report.tallies[engine];
                let result = ending.result.for_side(side);
                tally.results[result] += 1;
                match side {
                    Side::White => tally.as_white[result] += 1,
                    Side::Black => tally.as_black[result] += 1,
                }
                tally.margin += match side {
                    Side::White => ending.margin,
                    Side::Black => -ending.margin,
                };
                let done = work[side.index()];
                tally.moves += done.moves;
                tally.work += done.work;
                tally.thinking += done.thinking;
                tally.depths += done.depths;
            }
            each(&summary)?;
        }
        Ok(report)
    }
}

fn letter(engine: usize) -> char {
    if engine == 0 { 'A' } else { 'B' }
}

impl MatchReport {
    /// The share of the points engine `engine` (0 = A, 1 = B) scored (a draw is half a
    /// point), from 0 to 1.
    pub fn score(&self, engine: usize) -> f64 {
        let [wins, draws, _] = self.tallies[engine].results;
        (wins as f64 + 0.5 * draws as f64) / self.games.max(1) as f64
    }
}

impl fmt::Display for MatchReport {
    /// The totals: by colour, per engine (results, score with its 95% margin, by colour, and
    /// the search's speed), and the games' lengths. One line each.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let words = self.words;
        let games = self.games.max(1) as f64;
        let [white, draws, black] = self.by_colour;
        write!(
            f,
            "by colour: White won {white}, Black won {black}, draws {draws}"
        )?;
        if words.margins {
            write!(
                f,
                "; mean margin White - Black {:+.2}",
                self.white_margin as f64 / games
            )?;
        }
        writeln!(f)?;
        for (engine, tally) in self.tallies.iter().enumerate() {
            let [w, d, l] = tally.results;
            let score = self.score(engine);
            let error = 1.96 * (score * (1.0 - score) / games).sqrt();
            let [ww, wd, wl] = tally.as_white;
            let [bw, bd, bl] = tally.as_black;
            write!(
                f,
                "{} = {}: {w} wins, {d} draws, {l} losses, score {:.1}% ± {:.1}%; as White \
                 {ww}-{wd}-{wl}, as Black {bw}-{bd}-{bl}",
                letter(engine),
                self.names[engine],
                100.0 * score,
                100.0 * error,
            )?;
            if words.margins {
                write!(f, "; mean margin {:+.2}", tally.margin as f64 / games)?;
            }
            writeln!(f)?;
            if tally.work > 0 {
                let seconds = tally.thinking.as_secs_f64();
                let moves = tally.moves.max(1) as f64;
                let work = words.work;
                write!(
                    f,
                    "{} search: {} {work} in {seconds:.1} s = {:.0} {work}/s",
                    letter(engine),
                    tally.work,
                    tally.work as f64 / seconds.max(1e-9),
                )?;
                if words.depths {
                    write!(f, "; mean depth {:.1}", tally.depths as f64 / moves)?;
                }
                writeln!(
                    f,
                    "; {:.3} s and {:.0} {work} per {}",
                    seconds / moves,
                    tally.work as f64 / moves,
                    words.step,
                )?;
            }
        }
        let total: usize = self.lengths.iter().sum();
        write!(
            f,
            "length: mean {:.1} {steps} (min {}, max {}); {} games stopped at the cap of {} \
             {steps} and counted as {}",
            total as f64 / games,
            self.lengths.iter().min().unwrap_or(&0),
            self.lengths.iter().max().unwrap_or(&0),
            self.capped,
            self.cap,
            words.capped,
            steps = words.steps,
        )
    }
}
