//! Medusa and Lotus in the match loop of [`selfplay`](crate::selfplay): Monte Carlo (and
//! baseline) players, whose games are played out with no resignation. A game that ends with
//! two passes is counted as the board stands (nothing is marked dead; the engines play on
//! while something can be captured); a game that reaches the turn cap (3 turns a point unless
//! the match names one; only reached with endless movement) is counted the same way, at that
//! moment, and reported as capped. The report adds the margins and the komi.

use medusa_rules::GameId;
use medusa_rules::medusa::{Colour, DEFAULT_KOMI, Game, Record, Variant};

use super::engine::{Engine, Player};
use crate::selfplay::{Contest, Ending, GameResult, Side, Words, Work};
use crate::spec::SpecError;

/// The match loop's view of Medusa and Lotus.
pub(crate) struct MctsContest;

/// The side of a colour.
fn side(colour: Colour) -> Side {
    match colour {
        Colour::White => Side::White,
        Colour::Black => Side::Black,
    }
}

/// The result as the game's line and record say it.
fn summary(winner: Option<Colour>, white: u32, black: u32) -> String {
    match winner {
        Some(Colour::White) => format!("White wins by {} ({white} to {black})", white - black),
        Some(Colour::Black) => format!("Black wins by {} ({black} to {white})", black - white),
        None => format!("draw ({white} each)"),
    }
}

impl Contest for MctsContest {
    type Engine = Engine;
    type Game = Game;
    type Player = Player;

    const WORDS: Words = Words {
        steps: "turns",
        step: "turn",
        work: "playouts",
        capped: "they stood",
        margins: true,
        depths: false,
        komi: Some(DEFAULT_KOMI),
    };
    const RANDOM: Engine = Engine::Random;

    fn title(game: GameId) -> &'static str {
        game.name
    }

    fn engine(spec: &str) -> Result<Engine, SpecError> {
        Engine::parse(spec)
    }

    fn start(game: GameId, komi: Option<i8>) -> Result<Game, String> {
        let variant = Variant::from_name(game.id)
            .ok_or_else(|| format!("{} is not played by Medusa's rules", game.name))?;
        Game::new(variant, komi.unwrap_or(DEFAULT_KOMI)).map_err(|e| e.to_string())
    }

    fn cap(game: &Game) -> usize {
        3 * game.topology().len()
    }

    fn player(engine: Engine, seed: u64) -> Player {
        Player::new(engine, seed)
    }

    fn length(game: &Game) -> usize {
        game.turns().len()
    }

    fn to_move(game: &Game) -> Option<Side> {
        let position = game.position();
        position.is_playing().then(|| side(position.to_move()))
    }

    fn play(game: &mut Game, player: &mut Player) -> Result<bool, String> {
        let colour = game.position().to_move();
        let turn = player.choose(game);
        game.play_turn(&turn).map_err(|error| {
            format!(
                "an illegal turn '{}': {}",
                turn.notation(game.topology(), colour),
                error.describe(game.topology())
            )
        })?;
        Ok(true)
    }

    fn end(game: &mut Game, capped: bool) -> Result<Ending, String> {
        game.conclude_as_it_stands()
            .map_err(|e| e.describe(game.topology()))?;
        let score = game.position().score();
        let winner = score.leader();
        Ok(Ending {
            result: match winner {
                Some(Colour::White) => GameResult::WhiteWins,
                Some(Colour::Black) => GameResult::BlackWins,
                None => GameResult::Draw,
            },
            verdict: summary(winner, score.white.total(), score.black.total()),
            note: if capped { " (capped)" } else { "" },
            margin: score.margin().into(),
            capped,
        })
    }

    fn moves(game: &Game) -> Vec<String> {
        let topology = game.topology();
        game.turns()
            .iter()
            .map(|played| played.turn.notation(topology, played.player))
            .collect()
    }

    fn record(game: &Game, _id: GameId, [white, black]: [&str; 2], ending: &Ending) -> String {
        let headers = vec![
            ("White".to_string(), white.to_string()),
            ("Black".to_string(), black.to_string()),
            ("Result".to_string(), ending.verdict.clone()),
        ];
        Record::of_game(game, headers).to_text()
    }

    fn work(game: &Game, side: Side, player: &Player) -> Work {
        let colour = match side {
            Side::White => Colour::White,
            Side::Black => Colour::Black,
        };
        let turns = game.turns().iter().filter(|t| t.player == colour).count();
        Work {
            moves: turns as u64,
            work: player.playouts,
            thinking: player.thinking,
            depths: 0,
        }
    }
}
