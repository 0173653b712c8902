//! Every game of the rules' registry has its computer player in the AI registry, and each
//! part of it works from the game's start: a player, the app's search, the analysis and a
//! short match.

use std::time::Duration;

use medusa_ai::analysis::Analysis;
use medusa_ai::selfplay::MatchSettings;
use medusa_ai::{AI, Level};
use medusa_rules::{GAMES, GameOptions};

/// The seed of every engine here.
const SEED: u64 = 11;

#[test]
fn every_game_has_a_player_that_plays_a_legal_move_from_the_start() {
    for game in GAMES.games() {
        let entry = AI.of(game.id).expect("an AI entry");
        assert_eq!(entry.game, game.id);
        let mut start = game.start(&GameOptions::default()).expect("a start");
        for spec in ["random", "greedy", "beginner"] {
            let mut player = entry.player(spec, SEED).expect("a player of a level");
            let token = player.choose(start.as_ref()).expect("a move");
            let mut played = start.clone_box();
            assert_eq!(played.play_token(&token), Ok(()), "{}: {spec}", game.id.id);
        }
        assert!(entry.player("wizard", SEED).is_err(), "{}", game.id.id);
        // The same player, asked again later in the game, plays on.
        let mut player = entry.player("beginner", SEED).expect("a player");
        for _ in 0..2 {
            let token = player.choose(start.as_ref()).expect("a move");
            start.play_token(&token).expect("a legal move");
        }
        assert_eq!(start.turns_played(), 2, "{}", game.id.id);
    }
}

#[test]
fn every_games_search_gives_a_legal_move_and_follows_the_game() {
    for game in GAMES.games() {
        let entry = AI.of(game.id).expect("an AI entry");
        let mut position = game.start(&GameOptions::default()).expect("a start");
        let mut search = entry
            .search(position.as_ref(), Level::Beginner, SEED)
            .expect("a search of the game");
        assert_eq!(search.progress(), 0.0, "{}", game.id.id);
        while !search.step(Duration::from_millis(5)) {}
        assert!(search.progress() > 0.0, "{}", game.id.id);
        let token = search.best_move().expect("a move from the start");
        position.play_token(&token).expect("a legal move");
        assert!(search.follow(position.as_ref(), Level::Beginner));
        while !search.step(Duration::from_millis(5)) {}
        let reply = search.best_move().expect("a reply");
        position.play_token(&reply).expect("a legal reply");
        // Another game's search refuses to follow this one, and another game is not searched.
        let other = GAMES
            .games()
            .iter()
            .find(|other| AI.of(other.id).map(|e| e.engines) != Ok(entry.engines))
            .expect("a game of another family");
        let other = other.start(&GameOptions::default()).expect("a start");
        assert!(!search.follow(other.as_ref(), Level::Beginner));
        assert!(
            entry
                .search(other.as_ref(), Level::Beginner, SEED)
                .is_none()
        );
    }
}

#[test]
fn every_games_analysis_starts_from_its_default_engine() {
    for game in GAMES.games() {
        let entry = AI.of(game.id).expect("an AI entry");
        let mut played = game.start(&GameOptions::default()).expect("a start");
        let mut player = entry.player("greedy", SEED).expect("a player");
        for _ in 0..2 {
            let token = player.choose(played.as_ref()).expect("a move");
            played.play_token(&token).expect("a legal move");
        }
        let record = played.record(Vec::new());
        let mut analysis = Analysis::new(record.as_ref(), None, SEED).expect("an analysis");
        assert_eq!(analysis.engine(), entry.analysis_engine);
        assert_eq!((analysis.game(), analysis.moves()), (game.id, 2));
        analysis.step(Duration::from_millis(20));
        assert!(analysis.progress() > 0.0, "{}", game.id.id);
        let refused = Analysis::new(record.as_ref(), Some("random"), SEED).map(|_| ());
        assert_eq!(
            refused.map_err(|e| e.to_string()),
            Err(
                "'random' does not search, so it cannot judge positions: name a level or a \
                 search"
                    .to_string()
            )
        );
    }
}

#[test]
fn every_game_plays_a_short_match() {
    for game in GAMES.games() {
        let entry = AI.of(game.id).expect("an AI entry");
        let settings = MatchSettings {
            specs: ["beginner".into(), "random".into()],
            names: ["beginner".into(), "random".into()],
            games: 1,
            seed: SEED,
            komi: Some(3),
            alternate: false,
            max_length: Some(2),
            openings: 1,
        };
        let mut contest = entry.selfplay(&settings).expect("a match");
        assert!(contest.headline().starts_with("selfplay: "));
        let mut games = Vec::new();
        let report = contest
            .play(&mut |game| {
                games.push(game.clone());
                Ok(())
            })
            .expect("a match played");
        assert_eq!(games.len(), 1, "{}", game.id.id);
        let [played] = &games[..] else {
            unreachable!("one game");
        };
        assert_eq!((played.moves.len(), played.capped), (2, true));
        assert!(played.line.starts_with("game 1/1: White A vs Black B: "));
        // Its record reads back to the same moves.
        let record = GAMES.read_record(&played.record).expect("a record");
        assert_eq!(record.tokens(), played.moves, "{}", game.id.id);
        assert_eq!(report.lengths, vec![2]);
        assert_eq!(report.tallies[0].results.iter().sum::<u32>(), 1);
    }
}
