//! Pillars of Medusa: perft from the start and from a middle game with frozen pieces (the
//! move generator's speed), and the computer player's search speed.

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};
use medusa::ai::alphabeta::{Budget, Search, Settings};
use medusa::ai::pillars::PillarsSearch;
use medusa::pillars::{Position, perft};

/// The inventor's sample game after 8. ME x B10: five black pieces turned to stone.
const MIDDLE_GAME: &str = "t1a1qksadht/wMww1m2www/h3w*a2p2/5w1w3/1d4w4/11/4W6/3S1W5/2P3W4/WWWW2PWWWW/THADQK1ADHT b AKak 0 8";

fn perft_bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("pillars perft");
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(12));
    let start = Position::start();
    group.bench_function("start, depth 4 (4,123,186 leaves)", |b| {
        b.iter(|| perft(black_box(&start), 4))
    });
    let middle = Position::from_fen(MIDDLE_GAME).expect("the middle game's FEN");
    group.bench_function("middle game, depth 3 (541,698 leaves)", |b| {
        b.iter(|| perft(black_box(&middle), 3))
    });
    group.finish();
    let mut small = c.benchmark_group("pillars moves");
    small.bench_function("legal moves of the middle game (77)", |b| {
        b.iter(|| black_box(&middle).legal_moves())
    });
    small.finish();
}

/// A fixed-depth search (4 plies and quiescence, no noise); its node count is printed once so
/// that nodes per second can be worked out from the time.
fn search_bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("pillars search");
    group.sample_size(10);
    for (name, fen) in [
        ("start", medusa::pillars::START_FEN),
        ("middle game", MIDDLE_GAME),
    ] {
        let position = PillarsSearch::from_position(Position::from_fen(fen).expect("a FEN"));
        let settings = Settings {
            budget: Budget::depth(4),
            noise: 0,
            ..Settings::default()
        };
        let run = || {
            let mut search = Search::new(&position, settings);
            while !search.step(Duration::from_secs(60)) {}
            search.nodes()
        };
        eprintln!("pillars search, {name}, depth 4: {} nodes", run());
        group.bench_function(format!("{name}, depth 4"), |b| b.iter(run));
    }
    group.finish();
}

criterion_group!(benches, perft_bench, search_bench);
criterion_main!(benches);
