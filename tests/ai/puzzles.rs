//! Puzzles: a concrete puzzle of each game found, solved and themed exactly; the miner's
//! refusal of a position with two equal moves; the files' JSON; the rating and the puzzle of
//! the day; every shipped puzzle set up, legal and played through, and a sample of them
//! checked again by the search they were mined with (all of them in an ignored test).

use medusa::ai::analysis::{Analysis, Mark};
use medusa::ai::puzzles::{
    Miner, Puzzle, PuzzleRating, PuzzleSet, mistakes_of, puzzle_of_the_day, puzzle_rating, verify,
};
use medusa::games::GAMES;

/// The move the analysis prefers to Black's planted blunder h6-h5 in
/// `analysis-medea-blunder.txt`.
const PLANTED_BLUNDER_BETTER: &str = "e7-f6";

/// The shipped puzzle files, by game.
const SHIPPED: [(&str, &str); 4] = [
    ("medusa", include_str!("../../assets/puzzles/medusa.json")),
    ("lotus", include_str!("../../assets/puzzles/lotus.json")),
    ("medea", include_str!("../../assets/puzzles/medea.json")),
    ("pillars", include_str!("../../assets/puzzles/pillars.json")),
];

fn shipped(game: &str) -> PuzzleSet {
    let (_, text) = SHIPPED
        .iter()
        .find(|(name, _)| *name == game)
        .expect("a shipped file of every game");
    PuzzleSet::from_json(text).expect("a shipped puzzle file reads")
}

/// The puzzle the miner finds at `position` of `game`, with the game's own work.
fn mined(game: &str, position: &str) -> Option<Puzzle> {
    let miner = Miner::new(game, None).expect("a miner of the game");
    let probe = Puzzle {
        id: String::new(),
        game: game.to_string(),
        position: position.to_string(),
        side: String::new(),
        solution: Vec::new(),
        themes: Vec::new(),
        difficulty: 1,
        work: 0,
        margin: 0.0,
    };
    let start = probe.start().expect("the position reads");
    miner.puzzle_at(start.as_ref())
}

#[test]
fn a_medea_man_transmitted_to_the_far_chakra_is_found_solved_and_themed() {
    // Black's man h8 steps onto its own chakra g7 and goes on to the other, a7.
    let position = "2mmm2m/M7/8/8/8/8/1k6/K7 b a2,h1 a7,g7 0";
    let puzzle = mined("medea", position).expect("a puzzle");
    assert_eq!(puzzle.solution, ["h8-g7"]);
    assert_eq!(puzzle.themes, ["transmission"]);
    assert_eq!(puzzle.side, "Black");
    assert_eq!(puzzle.id, Puzzle::id_of("medea", position));
    assert_eq!(verify(&puzzle), Ok(()));
}

#[test]
fn a_lotus_placement_that_reverses_saves_and_closes_a_rosette_is_found_and_themed() {
    // White's placement at 15 reverses black stones, completes a white rosette and takes a
    // white group out of atari at once (as the core's effects say); no other move comes
    // close.
    let position = r#"{"variant":"lotus","to_move":"white","marker":3,"white":["4","6","7","13","19","21","28","33","40","41","42","46","53","54","61"],"black":["2","3","8","9","14","18","20","24","27","31","32","34","39","49","59","60"],"status":"ongoing"}"#;
    let puzzle = mined("lotus", position).expect("a puzzle");
    assert_eq!(puzzle.solution, ["15"]);
    assert_eq!(puzzle.themes, ["reversal", "rosette", "group-escape"]);
    assert_eq!(puzzle.side, "White");
    assert_eq!(puzzle.difficulty, 1);
    assert_eq!(verify(&puzzle), Ok(()));
}

#[test]
fn a_medusa_placement_that_closes_a_rosette_and_rescues_a_group_is_found_and_themed() {
    // White's placement at o15 completes a white rosette and takes a white group out of
    // atari (as the core's effects say); the turn's movement after it is the search's, and
    // the placement alone decides the puzzle.
    let position = r#"{"variant":"medusa","to_move":"white","marker":-4,"white":["a7","b1","b11","c3","c4","c11","d1","d3","d5","e4","e5","e6","e7","e10","e14","f7","f9","f15","g2","g10","g11","g16","h3","h5","h7","h9","h11","h17","i2","i3","i5","i6","i7","i8","i9","i10","i11","i13","i14","i17","i18","j7","j9","j15","j17","j19","k8","k9","k10","k12","k17","k18","k19","l11","l17","l19","m11","m12","m13","m14","m16","m17","n15","o14","o16","p9","p15","p17","q9","q17","q18","q19","r11"],"black":["a3","a4","a5","a10","b3","b5","c5","c6","c8","c9","c10","d7","d9","d11","e8","e9","e12","f11","f13","g5","g6","g7","g8","g9","g12","g14","g15","h15","i12","i15","i16","k2","k3","k4","k5","k6","k7","k11","l5","l7","l15","m6","m7","m8","m9","m10","m15","m18","m19","n7","n9","n11","n13","n19","o8","o9","o10","o11","o12","o13","o17","o18","o19","p11","p13","q10","q11","q12","q13","q14","q15","q16","r13","r15","r17","r19","s14","s15","s16","s17","s18","s19"],"status":"ongoing"}"#;
    let puzzle = mined("medusa", position).expect("a puzzle");
    assert_eq!(puzzle.solution, ["o15 h9-j11"]);
    assert_eq!(puzzle.themes, ["rosette", "group-escape"]);
    assert_eq!(puzzle.side, "White");
    let start = puzzle.start().expect("the position reads");
    assert!(puzzle.accepts(start.as_ref(), 0, "o15"));
    assert!(!puzzle.accepts(start.as_ref(), 0, "- h9-j11"));
}

#[test]
fn a_pillars_line_of_three_moves_that_freezes_and_captures_is_shipped_and_still_unique() {
    // White's first move leaves Black one reply worth playing, and the second takes a piece,
    // with a freezing on the way (as the core's effects say); each of White's moves is unique.
    // (Mining it again takes minutes in a debug build: the check of its uniqueness does not.)
    let set = shipped("pillars");
    let puzzle = set
        .puzzles
        .iter()
        .find(|p| p.id == "pillars-5a9ddd3bc1774258")
        .expect("the puzzle shipped");
    assert_eq!(
        puzzle.position,
        "thadqksad1t/wwww2pww2/6w1hw1/5w4w/5M5/4p6/9*a1/3P1W5/2D1W1W4/WWWW2PWWWW/THA1QK1ADHT w AKak 4 12"
    );
    assert_eq!(puzzle.solution, ["h2-h3", "i11-h9", "f7xc10"]);
    assert_eq!(puzzle.themes, ["capture", "freezing"]);
    assert_eq!(puzzle.side, "White");
    assert_eq!(verify(puzzle), Ok(()));
}

#[test]
fn the_miner_refuses_a_position_where_two_moves_are_equally_good() {
    // White, well ahead, may take the man b5 (b4xb6) or the man g5 (g4xg6): the same gain,
    // and neither lets the other black man take back (the squares behind are held).
    let position = "8/8/8/1m4m1/1M4M1/1M4M1/8/4K3 w a2,h2 a7,h7 0";
    let miner = Miner::new("medea", None).expect("a miner");
    let probe = Puzzle {
        game: "medea".into(),
        position: position.into(),
        ..mined_probe()
    };
    let start = probe.start().expect("the position reads");
    let judgement = miner.judge(start.as_ref()).expect("moves to judge");
    assert!(judgement.best >= 0.75, "{judgement:?}");
    assert!(judgement.gap() < 0.01, "{judgement:?}");
    let mut both = [
        judgement.best_move().unwrap_or_default().to_string(),
        judgement.second_move.clone().unwrap_or_default(),
    ];
    both.sort();
    assert_eq!(both, ["b4xb6", "g4xg6"]);
    assert!(!miner.is_clear(&judgement));
    assert_eq!(miner.puzzle_at(start.as_ref()), None);
}

fn mined_probe() -> Puzzle {
    Puzzle {
        id: String::new(),
        game: String::new(),
        position: String::new(),
        side: String::new(),
        solution: Vec::new(),
        themes: Vec::new(),
        difficulty: 1,
        work: 0,
        margin: 0.0,
    }
}

#[test]
fn a_puzzle_file_reads_back_what_was_written_and_grows_without_duplicates() {
    let mut set = shipped("medea");
    let text = set.to_json();
    assert_eq!(PuzzleSet::from_json(&text), Ok(set.clone()));
    let count = set.puzzles.len();
    let again = set.puzzles.clone();
    assert_eq!(set.merge(again), 0);
    let mut new = set.puzzles[0].clone();
    new.position = "8/8/8/1m4m1/1M4M1/1M4M1/8/4K3 w a2,h2 a7,h7 0".into();
    assert_eq!(set.merge([new.clone(), new]), 1);
    assert_eq!(set.puzzles.len(), count + 1);
    assert!(PuzzleSet::from_json(&text.replace("\"version\":1", "\"version\":9")).is_err());
    assert!(
        PuzzleSet::from_json(&text.replacen("\"game\":\"medea\"", "\"game\":\"lotus\"", 1))
            .is_err()
    );
}

#[test]
fn the_rating_moves_up_on_success_and_down_on_failure_by_elo() {
    assert_eq!(
        (1..=5).map(puzzle_rating).collect::<Vec<_>>(),
        [1100.0, 1300.0, 1500.0, 1700.0, 1900.0]
    );
    let mut rating = PuzzleRating::default();
    assert_eq!((rating.rating, rating.deviation()), (1500.0, 350.0));
    // An even puzzle: K 40 times one half.
    assert_eq!(rating.record(3, true), 20.0);
    assert_eq!(rating.rating, 1520.0);
    let mut other = PuzzleRating::default();
    assert_eq!(other.record(3, false), -20.0);
    // A puzzle 400 points above: expected 1/11, so a success gains 40 * 10/11.
    let mut bold = PuzzleRating::default();
    let gain = bold.record(5, true);
    assert!((gain - 400.0 / 11.0).abs() < 1e-9, "{gain}");
    // Surer with every attempt, and a smaller K after ten.
    assert!(bold.deviation() < 350.0);
    let mut steady = PuzzleRating {
        rating: 1500.0,
        attempts: 10,
    };
    assert_eq!(steady.record(3, true), 12.0);
}

#[test]
fn the_puzzle_of_the_day_is_stable_and_spread() {
    let set = shipped("lotus");
    let n = set.puzzles.len();
    let day = |d: u64| puzzle_of_the_day(&set.puzzles, d).map(|p| p.id.clone());
    assert_eq!(day(20_000), day(20_000));
    assert_eq!(day(20_000), day(20_000 + n as u64));
    let ids: std::collections::HashSet<_> = (0..n as u64).map(day).collect();
    assert_eq!(
        ids.len(),
        n,
        "every puzzle has its day before one comes back"
    );
    let index = |d: u64| {
        let id = day(d);
        set.puzzles.iter().position(|p| Some(&p.id) == id.as_ref())
    };
    for d in 0..20 {
        let (a, b) = (index(d).unwrap_or(0), index(d + 1).unwrap_or(0));
        assert!(
            a.abs_diff(b) > n / 5,
            "days {d} and {} are {a} and {b}",
            d + 1
        );
    }
    assert_eq!(puzzle_of_the_day(&[], 7), None);
}

#[test]
fn every_shipped_puzzle_loads_is_legal_and_plays_through() {
    for (game, _) in SHIPPED {
        let set = shipped(game);
        assert_eq!(set.game, game);
        assert!(set.puzzles.len() >= 100, "{game}: {}", set.puzzles.len());
        let mut ids = std::collections::HashSet::new();
        let mut themes = std::collections::BTreeMap::new();
        let mut difficulties = [0; 5];
        for puzzle in &set.puzzles {
            assert!(ids.insert(puzzle.id.clone()), "{} twice", puzzle.id);
            assert_eq!(puzzle.id, Puzzle::id_of(game, &puzzle.position));
            let start = puzzle
                .start()
                .unwrap_or_else(|e| panic!("{}: {e}", puzzle.id));
            assert_eq!(start.sides()[start.to_move()], puzzle.side, "{}", puzzle.id);
            assert_eq!(puzzle.solution.len() % 2, 1, "{}", puzzle.id);
            let mut now = start.clone();
            for token in &puzzle.solution {
                now.play_token(token)
                    .unwrap_or_else(|e| panic!("{}: {token}: {e}", puzzle.id));
            }
            assert!(puzzle.accepts(start.as_ref(), 0, &puzzle.solution[0]));
            assert!(!puzzle.themes.is_empty(), "{}", puzzle.id);
            for theme in &puzzle.themes {
                *themes.entry(theme.clone()).or_insert(0) += 1;
            }
            assert!((1..=5).contains(&puzzle.difficulty), "{}", puzzle.id);
            difficulties[puzzle.difficulty as usize - 1] += 1;
        }
        println!(
            "{game}: {} puzzles, themes {themes:?}, difficulties {difficulties:?}",
            set.puzzles.len()
        );
    }
}

/// Every `step`th puzzle of each game, from the first: a sample fixed by the files alone.
fn sample(set: &PuzzleSet, count: usize) -> Vec<&Puzzle> {
    let step = (set.puzzles.len() / count).max(1);
    set.puzzles.iter().step_by(step).take(count).collect()
}

#[test]
fn a_sample_of_the_shipped_puzzles_is_still_unique_at_its_mined_work() {
    for (game, count) in [("medusa", 1), ("lotus", 2), ("medea", 4), ("pillars", 1)] {
        let set = shipped(game);
        for puzzle in sample(&set, count) {
            assert_eq!(verify(puzzle), Ok(()), "{}", puzzle.id);
        }
    }
}

/// All of them: `cargo test --release --no-default-features --test ai -- --ignored puzzles`.
#[test]
#[ignore = "minutes: every shipped puzzle searched again"]
fn every_shipped_puzzle_is_still_unique_at_its_mined_work() {
    let mut failed = Vec::new();
    for (game, _) in SHIPPED {
        for puzzle in &shipped(game).puzzles {
            if let Err(why) = verify(puzzle) {
                failed.push(format!("{}: {why}", puzzle.id));
            }
        }
    }
    assert!(failed.is_empty(), "{failed:#?}");
}

/// The planted blunder of a Medea record (Black's h6-h5, move 14, which hands White a
/// three-man capture) becomes a practice position for Black, and for Black only: the
/// position before it, Black to move, the analysis's better move its solution, the move
/// played not accepted.
#[test]
fn an_analysed_games_blunder_becomes_a_practice_position_for_its_player_only() {
    let text = include_str!("../data/analysis-medea-blunder.txt");
    let record = GAMES.read_record(text).expect("the record reads");
    let report = Analysis::from_text(text, None, 1)
        .expect("it analyses")
        .run();
    let black = record.replay().expect("it plays").sides();
    let black = black
        .iter()
        .position(|&side| side == "Black")
        .expect("a Black");
    let mut own = [false; 2];
    own[black] = true;
    let mistakes = mistakes_of(record.as_ref(), &report, own);
    let marked: Vec<(usize, &str)> = report
        .moves
        .iter()
        .filter(|m| m.seat == black && matches!(m.mark, Some(Mark::Mistake | Mark::Blunder)))
        .map(|m| (m.number, m.played.as_str()))
        .collect();
    let found: Vec<(usize, &str)> = mistakes
        .iter()
        .map(|m| (m.number, m.played.as_str()))
        .collect();
    assert_eq!(found, marked);
    let blunder = mistakes
        .iter()
        .find(|m| m.number == 14)
        .expect("the planted blunder");
    assert_eq!(blunder.played, "h6-h5");
    assert_eq!(blunder.mark, Mark::Blunder);
    let puzzle = &blunder.puzzle;
    assert_eq!(puzzle.side, "Black");
    assert_eq!(puzzle.themes, ["blunder"]);
    assert_eq!(puzzle.solution, [PLANTED_BLUNDER_BETTER]);
    let before = record.prefix(13).replay().expect("the prefix plays");
    assert_eq!(Some(puzzle.position.clone()), before.fen());
    let start = puzzle.start().expect("the position sets up");
    assert_eq!(start.sides()[start.to_move()], "Black");
    assert!(puzzle.accepts(start.as_ref(), 0, PLANTED_BLUNDER_BETTER));
    assert!(!puzzle.accepts(start.as_ref(), 0, "h6-h5"));
    // White's seat alone: none of Black's moves.
    let white_only = mistakes_of(record.as_ref(), &report, [!own[0], !own[1]]);
    assert!(
        white_only.iter().all(|m| m.puzzle.side == "White"),
        "{white_only:?}"
    );
    assert!(mistakes_of(record.as_ref(), &report, [false; 2]).is_empty());
}
