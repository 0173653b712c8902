//! The generic alpha-beta search on the toy k-in-a-row game: known game-theoretic values
//! (tic-tac-toe is a draw), the shortest win, a blocked threat, time slices that change
//! nothing and are kept, determinism for a seed, and (a property) the same value as plain
//! minimax at a fixed depth, transposition table and all.

use std::time::Duration;

use crate::common::{TestRng, time_running};
use medusa::ai::alphabeta::{
    Budget, Cell, Engine, Noughts, Outcome, Player, Score, Search, SearchGame, Settings, StandPat,
};
use proptest::prelude::*;

/// The memory this process holds now, in bytes (Linux's resident set).
#[cfg(target_os = "linux")]
fn resident_bytes() -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").expect("Linux reports on itself");
    let kib = status
        .lines()
        .find_map(|line| line.strip_prefix("VmRSS:"))
        .and_then(|value| value.trim().strip_suffix("kB"))
        .and_then(|value| value.trim().parse::<u64>().ok())
        .expect("the resident set's size");
    kib * 1024
}

#[cfg(target_os = "linux")]
#[test]
fn a_large_table_takes_memory_only_as_the_search_fills_it() {
    let before = resident_bytes();
    let settings = Settings {
        table_mib: 4096,
        ..to_depth(2)
    };
    let mut player = Player::new(Engine::AlphaBeta(settings), 1);
    let mut position = Noughts::tic_tac_toe();
    let mut kept = 0;
    for _ in 0..4 {
        let mv = player.choose(&position).expect("the game goes on");
        position.make(mv);
        // The player keeps its table, and what it holds, from one move to the next.
        let table = player.search().expect("a search").stats().table_bytes;
        assert!(table > 0 && table >= kept, "{table} bytes after {kept}");
        kept = table;
    }
    let grown = resident_bytes().saturating_sub(before);
    assert!(grown < 256 << 20, "{} MiB for 4 moves", grown >> 20);
}

/// Settings with a depth budget, no noise.
fn to_depth(depth: u32) -> Settings {
    Settings {
        budget: Budget::depth(depth),
        seed: 1,
        noise: 0,
        table_mib: 1,
        quiescence: true,
    }
}

/// Searches to the end of the budget in slices of `slice`.
fn search(position: &Noughts, settings: Settings, slice: Duration) -> Search<Noughts> {
    let mut search = Search::new(position, settings);
    while !search.step(slice) {}
    search
}

fn cell(name: &str) -> Cell {
    let bytes = name.as_bytes();
    Cell::at(bytes[0] - b'a', bytes[1] - b'1')
}

fn board(k: u8, diagram: &str) -> Noughts {
    Noughts::from_diagram(k, diagram).unwrap()
}

#[test]
fn tic_tac_toe_from_the_start_is_a_draw() {
    let search = search(
        &Noughts::tic_tac_toe(),
        to_depth(9),
        Duration::from_secs(60),
    );
    assert_eq!(search.score(), Score::Eval(0));
    assert_eq!(search.depth(), 9);
    // Every game line to the end is drawn; the line is a whole game of nine moves.
    let mut game = Noughts::tic_tac_toe();
    for &mv in search.principal_variation() {
        game.make(mv);
    }
    assert_eq!(search.principal_variation().len(), 9);
    assert_eq!(game.outcome(), Some(Outcome::Draw));
}

#[test]
fn the_shortest_win_is_found() {
    // Crosses win at once on c1 (the bottom row a1 b1 _). Other moves also win later
    // (c3 makes a double threat), but c1 ends the game now.
    let position = board(3, "..o/.o./xx.");
    let search = search(&position, to_depth(5), Duration::from_secs(60));
    assert_eq!(search.best_move(), Some(cell("c1")));
    assert_eq!(search.score(), Score::Win(1));
    // The search stops early: the win is certain after the first depth.
    assert_eq!(search.depth(), 1);
}

#[test]
fn a_double_threat_wins_in_three_plies() {
    // Crosses on a1 and b2, noughts on b1 and c3. Crosses have no line to complete yet, but
    // a3 (or a2) threatens two lines at once: noughts block one, crosses complete the other.
    let attack = board(3, "..o/.x./xo.");
    assert!(attack.crosses_to_move());
    let search = search_from(&attack, 5);
    assert_eq!(search.score(), Score::Win(3));
    assert_eq!(search.depth(), 3);
    let best = search.best_move().unwrap();
    assert!([cell("a2"), cell("a3")].contains(&best), "{best}");
    let mut after = attack.clone();
    after.make(best);
    // Every reply loses at the next move.
    let mut replies = Vec::new();
    after.legal_moves(&mut replies);
    for reply in replies {
        let mut line = after.clone();
        line.make(reply);
        assert_eq!(search_from(&line, 1).score(), Score::Win(1), "{line}");
    }
    // Seen from the other side: noughts lose in two plies whatever they do.
    let defence = board(3, "x.o/.x./xo.");
    assert_eq!(search_from(&defence, 4).score(), Score::Loss(2));
}

fn search_from(position: &Noughts, depth: u32) -> Search<Noughts> {
    search(position, to_depth(depth), Duration::from_secs(60))
}

#[test]
fn a_threat_is_blocked() {
    // Crosses threaten c3 (the diagonal a1 b2 c3); noughts must take it.
    let position = board(3, ".../.x./x.o");
    assert!(!position.crosses_to_move());
    for depth in 1..=4 {
        let search = search_from(&position, depth);
        assert_eq!(search.best_move(), Some(cell("c3")), "depth {depth}");
    }
    // Even with the quiescence search off, depth 2 sees the loss.
    let search = search(
        &position,
        Settings {
            quiescence: false,
            ..to_depth(2)
        },
        Duration::from_secs(60),
    );
    assert_eq!(search.best_move(), Some(cell("c3")));
}

#[test]
fn quiescence_sees_a_forced_block_beyond_the_depth() {
    // 6 x 6, four in a row. Noughts (a1 b1 c1) win at d1 next move unless crosses block it;
    // at depth 1 only the quiescence search (the opponent's winning move) shows that.
    let position = board(4, "x...../....../...x../..x.../....../ooo...");
    assert!(position.crosses_to_move());
    let search = search_from(&position, 1);
    assert_eq!(search.best_move(), Some(cell("d1")));
    assert!(
        matches!(search.score(), Score::Eval(_)),
        "{:?}",
        search.score()
    );
    // Had crosses played elsewhere, noughts would win at once.
    let mut elsewhere = position.clone();
    elsewhere.make(cell("e5"));
    assert_eq!(search_from(&elsewhere, 1).score(), Score::Win(1));
}

#[test]
fn slices_change_nothing_for_a_depth_budget() {
    let position = board(4, "....../....../..x.../...o../....../......");
    let whole = search(&position, to_depth(5), Duration::from_secs(600));
    // Slices of no time at all: each step does only a few nodes.
    let mut sliced = Search::new(&position, to_depth(5));
    let mut steps = 0;
    while !sliced.step(Duration::ZERO) {
        steps += 1;
    }
    assert!(steps > 100, "only {steps} steps");
    assert_eq!(sliced.best_move(), whole.best_move());
    assert_eq!(sliced.score(), whole.score());
    assert_eq!(sliced.principal_variation(), whole.principal_variation());
    assert_eq!(sliced.nodes(), whole.nodes());
    assert_eq!(sliced.depth(), 5);
}

#[test]
fn a_node_budget_gives_the_same_move_every_time_and_in_any_slices() {
    let position = board(4, "....../....../..x.../...o../....../......");
    let settings = Settings {
        budget: Budget::nodes(3_000),
        ..to_depth(5)
    };
    let one = search(&position, settings, Duration::from_secs(600));
    let two = search(&position, settings, Duration::from_micros(50));
    assert_eq!(one.nodes(), 3_000);
    assert_eq!(
        (one.best_move(), one.score(), one.depth()),
        (two.best_move(), two.score(), two.depth())
    );
    assert_eq!(two.nodes(), 3_000);
}

#[test]
fn a_slice_is_kept() {
    // A 7 x 7 board, four in a row, and no budget: far too big to finish, so every step
    // uses its whole slice.
    let position = Noughts::new(7, 7, 4).unwrap();
    let mut search = Search::new(
        &position,
        Settings {
            budget: Budget::default(),
            ..to_depth(1)
        },
    );
    let slice = Duration::from_millis(8);
    let mut longest = Duration::ZERO;
    for _ in 0..30 {
        let (used, done) = time_running(|| search.step(slice));
        assert!(!done);
        longest = longest.max(used);
    }
    assert!(
        longest < slice + Duration::from_millis(3),
        "a step took {longest:?}"
    );
    assert!(search.depth() >= 1, "depth {}", search.depth());
    assert!(search.best_move().is_some());
    let stats = search.stats();
    assert!(stats.nodes_per_second > 0.0);
    assert!(stats.time >= 30 * slice);
}

#[test]
fn a_time_budget_ends_the_search_in_time() {
    let position = Noughts::new(7, 7, 4).unwrap();
    let budget = Duration::from_millis(300);
    let search = search(
        &position,
        Settings {
            budget: Budget::time(budget),
            ..to_depth(1)
        },
        Duration::from_millis(8),
    );
    let spent = search.stats().time;
    // No depth is begun with half the time gone; one begun before is cut off at the end
    // (wall-clock time, so a busy machine may add some).
    assert!(spent >= budget / 2, "{spent:?}");
    assert!(spent < budget + Duration::from_millis(100), "{spent:?}");
    assert!(search.depth() >= 1);
    assert!(search.best_move().is_some());
}

#[test]
fn before_the_first_depth_the_answer_is_the_first_move_in_ordering() {
    let position = Noughts::tic_tac_toe();
    let search = Search::new(&position, to_depth(9));
    // The centre is the quiet move nearest the middle.
    assert_eq!(search.best_move(), Some(cell("b2")));
    assert_eq!(search.depth(), 0);
    // A finished game has no move, and nothing to search.
    let over = board(3, "xxx/oo./...");
    let mut search = Search::new(&over, to_depth(9));
    assert!(search.is_done());
    assert!(search.step(Duration::from_millis(1)));
    assert_eq!(search.best_move(), None);
}

#[test]
fn noise_follows_the_seed() {
    let position = Noughts::new(5, 5, 4).unwrap();
    let noisy = |seed| Settings {
        seed,
        noise: 40,
        ..to_depth(2)
    };
    let choices: Vec<_> = (0..12)
        .map(|seed| search(&position, noisy(seed), Duration::from_secs(60)).best_move())
        .collect();
    // The same seed, the same move.
    for (seed, &choice) in choices.iter().enumerate() {
        let again = search(&position, noisy(seed as u64), Duration::from_millis(1));
        assert_eq!(again.best_move(), choice);
    }
    // Different seeds do not all agree (the centre cells are nearly equal).
    assert!(choices.iter().any(|&c| c != choices[0]), "{choices:?}");
    // Without noise the seed changes nothing.
    let plain = |seed| {
        search(
            &position,
            Settings {
                seed,
                ..to_depth(2)
            },
            Duration::MAX,
        )
    };
    assert_eq!(plain(1).best_move(), plain(99).best_move());
}

#[test]
fn a_restarted_search_keeps_its_table_and_plays_on() {
    let mut position = Noughts::tic_tac_toe();
    let mut search = Search::new(&position, to_depth(9));
    while !search.step(Duration::from_secs(1)) {}
    let fresh_nodes = search.nodes();
    let mv = search.best_move().unwrap();
    position.make(mv);
    // The table already knows much of the tree below the move played.
    search.restart(&position);
    while !search.step(Duration::from_secs(1)) {}
    assert_eq!(search.score(), Score::Eval(0));
    assert!(search.nodes() < fresh_nodes, "{}", search.nodes());
    let mut legal = Vec::new();
    position.legal_moves(&mut legal);
    assert!(legal.contains(&search.best_move().unwrap()));
}

/// Plain negamax to `depth` plies, then the same quiescence the search does (stand pat, or
/// the forced moves): the value alpha-beta must reproduce exactly.
fn minimax(position: &mut Noughts, depth: u32, ply: u32) -> i32 {
    if ply > 0
        && let Some(outcome) = position.outcome()
    {
        return outcome_value(outcome, ply);
    }
    if depth == 0 {
        return quiescence(position, ply);
    }
    let mut moves = Vec::new();
    position.legal_moves(&mut moves);
    if moves.is_empty() {
        return outcome_value(position.outcome_without_moves(), ply);
    }
    let mut best = i32::MIN;
    for mv in moves {
        position.make(mv);
        best = best.max(-minimax(position, depth - 1, ply + 1));
        position.unmake(mv, ());
    }
    best
}

fn quiescence(position: &mut Noughts, ply: u32) -> i32 {
    if let Some(outcome) = position.outcome() {
        return outcome_value(outcome, ply);
    }
    let mut moves = Vec::new();
    let stand_pat = position.noisy_moves(&mut moves);
    let mut best = match stand_pat {
        StandPat::Allowed => position.evaluate(),
        StandPat::Forbidden if moves.is_empty() => {
            return outcome_value(position.outcome_without_moves(), ply);
        }
        StandPat::Forbidden => i32::MIN,
    };
    for mv in moves {
        position.make(mv);
        best = best.max(-quiescence(position, ply + 1));
        position.unmake(mv, ());
    }
    best
}

fn outcome_value(outcome: Outcome, ply: u32) -> i32 {
    match outcome {
        Outcome::Win => Score::Win(ply).value(),
        Outcome::Loss => Score::Loss(ply).value(),
        Outcome::Draw => 0,
    }
}

/// A random position of a random game on a `size` x `size` board, `k` in a row, not over.
fn random_position(size: u8, k: u8, seed: u64, stones: usize) -> Noughts {
    let mut rng = TestRng::new(seed);
    let mut position = Noughts::new(size, size, k).unwrap();
    for _ in 0..stones {
        let mut moves = Vec::new();
        position.legal_moves(&mut moves);
        let mv = moves[rng.below(moves.len())];
        let mut next = position.clone();
        next.make(mv);
        if next.outcome().is_some() {
            break;
        }
        position = next;
    }
    position
}

fn cases() -> u32 {
    std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(200)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(cases()))]

    /// Alpha-beta with principal-variation search, the transposition table, killers, history
    /// and quiescence finds exactly the minimax value at every fixed depth. From depth 4 on,
    /// positions repeat within a search (a b c and c b a), so table entries cut the search.
    #[test]
    fn the_search_value_is_the_minimax_value(
        seed in any::<u64>(),
        stones in 0usize..10,
        depth in 1u32..=6,
        size in 3u8..=4,
        k in 3u8..=4,
    ) {
        let mut position = random_position(size, size.min(k), seed, stones);
        // Plain minimax must stay quick: at most about 30,000 lines.
        let empty = (size * size) as u64 - position.stone_count() as u64;
        let depth = (1..=depth)
            .take_while(|&d| (0..d as u64).map(|i| empty.saturating_sub(i)).product::<u64>() <= 30_000)
            .last()
            .unwrap_or(1);
        let expected = minimax(&mut position, depth, 0);
        let search = search(&position, to_depth(depth), Duration::from_secs(60));
        prop_assert_eq!(search.score().value(), expected, "{} depth {}", position, depth);
        // The best move is worth that value too.
        let best = search.best_move().unwrap();
        let mut after = position.clone();
        after.make(best);
        let value = -minimax_from_child(&mut after, depth);
        prop_assert_eq!(value, expected, "{} plays {}", position, best);
    }
}

/// The value of a child of the root, searched to `depth - 1` plies below it.
fn minimax_from_child(child: &mut Noughts, depth: u32) -> i32 {
    minimax(child, depth - 1, 1)
}
