//! The alpha-beta games in the match loop of [`selfplay`](crate::selfplay): any
//! [`MatchGame`], played from its start by make alone; a game still going at the cap (1000
//! plies unless the match names one) is a draw.

use std::marker::PhantomData;

use medusa_rules::GameId;
use medusa_rules::text_record::header_line;

use super::game::{MatchGame, Outcome, game_over};
use super::player::{Engine, Player};
use crate::selfplay::{Contest, Ending, GameResult, Side, Words, Work};
use crate::spec::SpecError;

/// The plies a game of an alpha-beta match may last when the match names no cap.
const MAX_PLIES: usize = 1000;

/// The match loop's view of the alpha-beta game `G`.
pub(crate) struct AlphaBetaContest<G>(PhantomData<G>);

/// A game of a match: the position, and the moves as the records write them.
pub(crate) struct InPlay<G> {
    position: G,
    moves: Vec<String>,
}

impl<G: MatchGame> Contest for AlphaBetaContest<G> {
    type Engine = Engine;
    type Game = InPlay<G>;
    type Player = Player<G>;

    const WORDS: Words = Words {
        steps: "plies",
        step: "move",
        work: "nodes",
        capped: "draws",
        margins: false,
        depths: true,
        komi: None,
    };
    const RANDOM: Engine = Engine::Random;

    fn title(game: GameId) -> &'static str {
        game.id
    }

    fn engine(spec: &str) -> Result<Engine, SpecError> {
        Engine::parse::<G>(spec)
    }

    fn start(_game: GameId, _komi: Option<i8>) -> Result<InPlay<G>, String> {
        Ok(InPlay {
            position: G::start(),
            moves: Vec::new(),
        })
    }

    fn cap(_game: &InPlay<G>) -> usize {
        MAX_PLIES
    }

    fn player(engine: Engine, seed: u64) -> Player<G> {
        Player::new(engine, seed)
    }

    fn length(game: &InPlay<G>) -> usize {
        game.moves.len()
    }

    fn to_move(game: &InPlay<G>) -> Option<Side> {
        let side = if game.position.white_to_move() {
            Side::White
        } else {
            Side::Black
        };
        game_over(&game.position).is_none().then_some(side)
    }

    fn play(game: &mut InPlay<G>, player: &mut Player<G>) -> Result<bool, String> {
        let Some(mv) = player.choose(&game.position) else {
            return Ok(false);
        };
        game.moves.push(game.position.notation(mv));
        game.position.make(mv);
        Ok(true)
    }

    fn end(game: &mut InPlay<G>, capped: bool) -> Result<Ending, String> {
        let position = &game.position;
        let outcome = match game_over(position) {
            _ if capped => Outcome::Draw,
            Some(outcome) => outcome,
            None => position.outcome_without_moves(),
        };
        let white_view = if position.white_to_move() {
            outcome
        } else {
            outcome.flip()
        };
        let (result, said) = match white_view {
            Outcome::Win => (GameResult::WhiteWins, "White wins"),
            Outcome::Loss => (GameResult::BlackWins, "Black wins"),
            Outcome::Draw => (GameResult::Draw, "draw"),
        };
        let why = match (capped, position.end_reason()) {
            (true, _) => " (capped)".to_string(),
            (false, Some(reason)) => format!(" ({reason})"),
            (false, None) => String::new(),
        };
        Ok(Ending {
            result,
            verdict: format!("{said}{why}"),
            note: "",
            margin: 0,
            capped,
        })
    }

    fn moves(game: &InPlay<G>) -> Vec<String> {
        game.moves.clone()
    }

    /// `Variant`, `White`, `Black` and (for a game not stopped at the cap) `Result` headers,
    /// then one move per line.
    fn record(game: &InPlay<G>, id: GameId, [white, black]: [&str; 2], ending: &Ending) -> String {
        let mut text = header_line("Variant", id.id);
        text += &header_line("White", white);
        text += &header_line("Black", black);
        if !ending.capped {
            text += &header_line("Result", ending.result.score_text());
        }
        for mv in &game.moves {
            text += mv;
            text.push('\n');
        }
        text
    }

    fn work(_game: &InPlay<G>, _side: Side, player: &Player<G>) -> Work {
        Work {
            moves: player.moves,
            work: player.nodes,
            thinking: player.thinking,
            depths: player.depths,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::game::SearchGame;
    use super::super::noughts::Noughts;
    use super::*;
    use crate::selfplay::{Arena, GameSummary, MatchReport, MatchSettings, SelfplayMatch};

    const NOUGHTS: GameId = GameId {
        id: "noughts",
        name: "Noughts and crosses",
        move_word: "move",
    };

    fn settings(a: &str, b: &str, games: u32, alternate: bool) -> MatchSettings {
        MatchSettings {
            specs: [a.to_string(), b.to_string()],
            names: [a.to_string(), b.to_string()],
            games,
            seed: 7,
            komi: None,
            alternate,
            max_length: Some(100),
            openings: 0,
        }
    }

    fn play(settings: &MatchSettings) -> (MatchReport, Vec<GameSummary>) {
        let mut arena = Arena::<AlphaBetaContest<Noughts>>::new(NOUGHTS, settings).unwrap();
        let mut games = Vec::new();
        let report = arena
            .play(&mut |game| {
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
        assert!(a.work > 0 && a.moves > 0 && b.work == 0);
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
            assert_eq!(over, expected, "{}", game.line);
            assert_eq!(
                position.crosses_to_move(),
                game.result == GameResult::BlackWins,
                "{}",
                game.line
            );
        }
        let text = report.to_string();
        assert!(text.contains("A = ab:depth=9: "), "{text}");
        assert!(text.contains("A search: "), "{text}");
        assert!(text.contains("nodes/s; mean depth "), "{text}");
        assert!(!text.contains("B search"), "{text}");
        assert!(!text.contains("margin"), "{text}");
        assert!(text.ends_with("games stopped at the cap of 100 plies and counted as draws"));
    }

    #[test]
    fn perfect_players_draw_and_matches_repeat_for_a_seed() {
        let match_settings = settings("ab:depth=9", "ab:depth=9", 2, true);
        let (report, _) = play(&match_settings);
        assert_eq!(report.by_colour, [0, 2, 0]);
        assert_eq!(report.score(0), 0.5);
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
            openings: 2,
            ..plain.clone()
        };
        let arena = Arena::<AlphaBetaContest<Noughts>>::new(NOUGHTS, &varied).unwrap();
        assert_eq!(
            arena.headline(),
            "selfplay: noughts, 8 games, seed 7, A = ab:depth=9 (White in odd games, Black in \
             even games), B = ab:depth=2, openings of 2 random plies"
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
        // Random against the perfect player: the first game the search (White) wins.
        let (_, games) = play(&settings("ab:depth=9", "random", 2, true));
        let won = games
            .iter()
            .find(|game| game.result != GameResult::Draw)
            .expect("random loses a game");
        let (winner, white, black) = match won.white {
            0 => ("White", "ab:depth=9", "random"),
            _ => ("Black", "random", "ab:depth=9"),
        };
        assert_eq!(
            won.line,
            format!(
                "game {}/2: White {} vs Black {}: {winner} wins (a line), {} plies",
                won.number,
                if won.white == 0 { 'A' } else { 'B' },
                if won.white == 0 { 'B' } else { 'A' },
                won.moves.len()
            )
        );
        assert_eq!(
            won.record,
            format!(
                "[Variant \"noughts\"]\n[White \"{white}\"]\n[Black \"{black}\"]\n[Result \
                 \"{}\"]\n{}\n",
                won.result.score_text(),
                won.moves.join("\n")
            )
        );
    }

    #[test]
    fn a_game_over_the_cap_is_a_draw() {
        let mut match_settings = settings("random", "random", 1, false);
        match_settings.max_length = Some(3);
        let (report, games) = play(&match_settings);
        assert!(games[0].capped);
        assert_eq!(games[0].moves.len(), 3);
        assert!(games[0].line.ends_with(": draw (capped), 3 plies"));
        assert!(!games[0].record.contains("Result"));
        assert_eq!(report.by_colour, [0, 1, 0]);
    }
}
