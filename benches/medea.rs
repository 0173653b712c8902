//! Speed of Medea: perft from the start (the move generator, one thread; the last ply's moves
//! are counted without being played), and the alpha-beta search's nodes per second, both at a
//! fixed depth and at 1 s a move. Results and the command are in BENCHMARKS.md.

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use medusa::ai::alphabeta::{Budget, Search, SearchGame, Settings};
use medusa::ai::medea::MedeaSearch;
use medusa::medea::{Game, Position};

fn perft(c: &mut Criterion) {
    let mut group = c.benchmark_group("medea perft");
    group.sample_size(10);
    let start = Position::start();
    for depth in [5, 6] {
        let leaves = start.perft(depth);
        group.throughput(Throughput::Elements(leaves));
        group.bench_function(format!("start, depth {depth} ({leaves} leaves)"), |b| {
            b.iter(|| black_box(start.perft(black_box(depth))))
        });
    }
    group.finish();
}

/// A middle game: 24 plies of the search at depth 2 from the start.
fn midgame() -> MedeaSearch {
    let mut position = MedeaSearch::from_position(Position::start());
    for ply in 0..24 {
        let settings = Settings {
            budget: Budget::depth(2),
            seed: ply,
            ..Settings::default()
        };
        let mut search = Search::new(&position, settings);
        while !search.step(Duration::from_millis(100)) {}
        match search.best_move() {
            Some(mv) => {
                position.make(mv);
            }
            None => break,
        }
    }
    position
}

fn search(c: &mut Criterion) {
    let mut group = c.benchmark_group("medea search");
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(20));
    let positions = [
        ("start", MedeaSearch::from_game(&Game::new())),
        ("middle game", midgame()),
    ];
    for (name, position) in &positions {
        let depth = 6;
        let settings = Settings {
            budget: Budget::depth(depth),
            noise: 0,
            ..Settings::default()
        };
        let nodes = {
            let mut search = Search::new(position, settings);
            while !search.step(Duration::from_millis(100)) {}
            search.nodes()
        };
        group.throughput(Throughput::Elements(nodes));
        group.bench_function(format!("{name}, depth {depth} ({nodes} nodes)"), |b| {
            b.iter(|| {
                let mut search = Search::new(position, settings);
                while !search.step(Duration::from_millis(100)) {}
                black_box(search.best_move())
            })
        });
        // At 1 s a move, as `ab:time=1s` plays: the nodes it reaches.
        let timed = Settings {
            budget: Budget::time(Duration::from_secs(1)),
            ..settings
        };
        let mut search = Search::new(position, timed);
        while !search.step(Duration::from_millis(100)) {}
        println!(
            "medea search {name}, 1 s a move: {} nodes, depth {}, {:.0} nodes/s",
            search.nodes(),
            search.depth(),
            search.nodes() as f64 / search.elapsed().as_secs_f64()
        );
    }
    group.finish();
}

criterion_group!(benches, perft, search);
criterion_main!(benches);
