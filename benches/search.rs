//! Speed of the computer player: playouts per second of the playout policy on both boards (one
//! thread), and search throughput (tree walk, expansion, playout and back-up together).
//! Results and the command are in BENCHMARKS.md.

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use medusa::ai::Rng;
use medusa::ai::mcts::{Budget, Search, SearchSettings, greedy_turn, play_out};
use medusa::medusa::{Bits, Game, Position, Variant};

/// A game played by two greedy players until `stones` stones stand on the board.
fn midgame(variant: Variant, stones: usize) -> Game {
    let mut game = Game::new(variant, 3).expect("default komi");
    let mut rng = Rng::new(11);
    while game.position().board().occupied().len() < stones && game.position().is_playing() {
        let turn = greedy_turn(&game, &mut rng);
        if game.play_turn(&turn).is_err() {
            break;
        }
    }
    game
}

fn playouts(c: &mut Criterion) {
    let mut group = c.benchmark_group("playout policy");
    group.throughput(Throughput::Elements(1));
    for variant in Variant::ALL {
        let start = Position::start(variant);
        let mut rng = Rng::new(1);
        group.bench_function(format!("{variant} from the empty board"), |b| {
            b.iter(|| {
                let mut position = start.clone();
                play_out(&mut position, &mut rng, true, &mut [Bits::EMPTY; 2]);
                black_box(position.score())
            })
        });
    }
    let game = midgame(Variant::Medusa, 100);
    let mut rng = Rng::new(2);
    group.bench_function("Medusa from 100 stones", |b| {
        b.iter(|| {
            let mut position = game.position().clone();
            play_out(&mut position, &mut rng, true, &mut [Bits::EMPTY; 2]);
            black_box(position.score())
        })
    });
    group.finish();
}

fn search(c: &mut Criterion) {
    let mut group = c.benchmark_group("search");
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(10));
    let playouts = 2_000;
    group.throughput(Throughput::Elements(playouts));
    let games = [
        (
            "Medusa, empty board",
            Game::new(Variant::Medusa, 3).expect("default komi"),
        ),
        ("Medusa, 100 stones", midgame(Variant::Medusa, 100)),
        (
            "Lotus, empty board",
            Game::new(Variant::Lotus, 3).expect("default komi"),
        ),
    ];
    for (name, game) in games {
        group.bench_function(format!("{name}, {playouts} playouts"), |b| {
            b.iter(|| {
                let settings = SearchSettings {
                    budget: Budget::playouts(playouts),
                    early_stop: false,
                    ..SearchSettings::default()
                };
                let mut search = Search::new(&game, settings);
                while !search.step(Duration::from_millis(100)) {}
                black_box(search.best_turn())
            })
        });
    }
    group.finish();
}

criterion_group!(benches, playouts, search);
criterion_main!(benches);
