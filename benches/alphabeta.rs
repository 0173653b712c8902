//! Speed of the generic alpha-beta search: nodes per second at a fixed depth (one thread), on
//! the toy k-in-a-row game, and the cost of a frame's time slice. Each game adds its own
//! positions here. Results and the command are in BENCHMARKS.md.

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use medusa::ai::alphabeta::{Budget, Noughts, Search, SearchGame, Settings};

/// Settings for a fixed-depth search without noise.
fn to_depth(depth: u32) -> Settings {
    Settings {
        budget: Budget::depth(depth),
        seed: 1,
        noise: 0,
        table_mib: 2,
        quiescence: true,
    }
}

/// The nodes a search of `position` with `settings` visits (the same every time).
fn nodes<G: SearchGame>(position: &G, settings: Settings) -> u64 {
    let mut search = Search::new(position, settings);
    while !search.step(Duration::from_secs(60)) {}
    search.nodes()
}

fn fixed_depth(c: &mut Criterion) {
    let mut group = c.benchmark_group("alpha-beta");
    group.sample_size(10);
    let positions = [
        ("tic-tac-toe, solved (depth 9)", Noughts::tic_tac_toe(), 9),
        (
            "6 x 6 four in a row, depth 6",
            Noughts::from_diagram(4, "....../....../..x.../...o../....../......")
                .expect("a valid diagram"),
            6,
        ),
        (
            "8 x 8 five in a row, depth 4",
            Noughts::from_diagram(
                5,
                "......../......../......../...xo.../...ox.../......../......../........",
            )
            .expect("a valid diagram"),
            4,
        ),
    ];
    for (name, position, depth) in positions {
        let settings = to_depth(depth);
        let count = nodes(&position, settings);
        eprintln!("{name}: {count} nodes");
        group.throughput(Throughput::Elements(count));
        group.bench_function(name, |b| {
            b.iter(|| {
                let mut search = Search::new(&position, settings);
                while !search.step(Duration::from_secs(60)) {}
                black_box(search.best_move())
            })
        });
    }
    group.finish();
}

criterion_group!(benches, fixed_depth);
criterion_main!(benches);
