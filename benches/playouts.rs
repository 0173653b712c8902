//! Speed of the rules core: random playouts on both boards, full random turns with movements,
//! and the cost of applying one turn. Results and the command are in BENCHMARKS.md.

use std::hint::black_box;

use criterion::{BatchSize, Criterion, Throughput, criterion_group, criterion_main};
use medusa::medusa::{Action, Game, Point, Position, Score, Turn, Variant};

/// xorshift64*: a tiny fast generator, enough for uniform picks.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (((self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 32) * n as u64) >> 32) as usize
    }
}

/// From `start`, each turn places a stone on a uniformly random vacant point until none is
/// left, then counts.
fn fill_playout(start: &Position, rng: &mut Rng) -> Score {
    let mut position = start.clone();
    let mut vacant = [Point::new(0); 256];
    let mut count = 0;
    for point in position.board().empty() {
        vacant[count] = point;
        count += 1;
    }
    let movement = position.topology().has_movement();
    while count > 0 {
        let i = rng.below(count);
        let point = vacant[i];
        count -= 1;
        vacant[i] = vacant[count];
        let placed = position.place(point);
        debug_assert!(placed.is_ok());
        if movement {
            let _ = position.end_turn();
        }
    }
    position.score()
}

/// Random full turns: usually a placement, sometimes a movement or two, until the board is full
/// or both players pass.
fn turn_playout(start: &Position, rng: &mut Rng) -> Score {
    let mut position = start.clone();
    while position.is_playing() {
        let empty = position.board().empty();
        if !empty.is_empty() && rng.below(16) != 0 {
            let point = empty.nth(rng.below(empty.len())).unwrap_or(Point::new(0));
            let _ = position.place(point);
        }
        if rng.below(4) == 0 {
            let moves = position.legal_moves();
            if !moves.is_empty() {
                let (from, to) = moves[rng.below(moves.len())];
                let _ = position.move_stone(from, to);
            }
        }
        if empty.is_empty() && position.legal_moves().is_empty() {
            let _ = position.end_turn();
        }
        let _ = position.end_turn();
    }
    position.score()
}

fn playouts(c: &mut Criterion) {
    let mut group = c.benchmark_group("random playout");
    group.throughput(Throughput::Elements(1));
    for variant in Variant::ALL {
        let start = Position::start(variant);
        let mut rng = Rng(0x1234_5678_9ABC_DEF1);
        group.bench_function(format!("{variant} fill"), |b| {
            b.iter(|| black_box(fill_playout(&start, &mut rng)))
        });
    }
    let start = Position::start(Variant::Medusa);
    let mut rng = Rng(0x0F1E_2D3C_4B5A_6978);
    group.bench_function("Medusa full turns with movement", |b| {
        b.iter(|| black_box(turn_playout(&start, &mut rng)))
    });
    group.finish();
}

fn turns(c: &mut Criterion) {
    // A mid-game position from a fixed random game, and a turn that places and moves.
    let mut rng = Rng(42);
    let mut game = Game::new(Variant::Medusa, 3).expect("default komi");
    while game.position().board().occupied().len() < 90 {
        let empty = game.position().board().empty();
        let point = empty.nth(rng.below(empty.len())).unwrap_or(Point::new(0));
        let _ = game.apply(Action::Place(point));
        let _ = game.apply(Action::EndTurn);
    }
    let position = game.position().clone();
    let empty = position.board().empty();
    let placement = empty.first().unwrap_or(Point::new(0));
    let mut after_placement = position.clone();
    let _ = after_placement.place(placement);
    let moves = after_placement.legal_moves();
    let turn = Turn::Play {
        placement: Some(placement),
        moves: moves.first().copied().into_iter().collect(),
    };
    let mut group = c.benchmark_group("one turn");
    group.bench_function("Medusa placement (Position::place)", |b| {
        b.iter_batched_ref(
            || position.clone(),
            |p| black_box(p.place(placement).is_ok()),
            BatchSize::SmallInput,
        )
    });
    let actions = turn.actions(position.topology());
    group.bench_function("Medusa turn with effects (Position::apply)", |b| {
        b.iter_batched_ref(
            || position.clone(),
            |p| {
                for &action in &actions {
                    black_box(p.apply(action).map(|e| e.len()).unwrap_or(0));
                }
            },
            BatchSize::SmallInput,
        )
    });
    group.bench_function("Medusa position clone", |b| {
        b.iter(|| black_box(position.clone()))
    });
    group.bench_function("Medusa legal movements (Position::legal_moves)", |b| {
        b.iter(|| black_box(after_placement.legal_moves().len()))
    });
    group.finish();
}

criterion_group!(benches, playouts, turns);
criterion_main!(benches);
