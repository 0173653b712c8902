//! The app's CPU cost per frame: a headless update loop (`MinimalPlugins` and the game's logic
//! plugins) on a crowded Medusa board while a 40-stone group turns over as a wave.

use std::hint::black_box;
use std::time::{Duration, Instant};

use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;
use criterion::{Criterion, criterion_group, criterion_main};
use medusa::app::AnimationClock;
use medusa::app::{Intent, Match, MatchSetup};
use medusa::medusa::{Bits, Colour, Game, Point, Position, Variant};

/// Frames measured per run, all inside the wave.
const FRAMES: u32 = 20;

/// A crowded board with a 40-stone white group that Black captures by placing on `liberty`.
fn crowded_board() -> (Position, Point) {
    let topology = Variant::Medusa.topology();
    // Grow a white group from the centre without ever completing a rosette (which would make
    // it uncapturable).
    let start = topology.point("j11").expect("j11 is a cell");
    let mut group = Bits::single(start);
    while group.len() < 40 {
        let next = (topology.neighbours_of_set(group) & !group)
            .iter()
            .find(|&c| {
                let grown = group | Bits::single(c);
                !topology.sites().iter().any(|s| s.mask.is_subset(grown))
            })
            .expect("room to grow");
        group.insert(next);
    }
    let around = topology.neighbours_of_set(group) & !group;
    let liberty = around.first().expect("the group has neighbours");
    let mut black = around & !Bits::single(liberty);
    // Crowd the rest of the board: every other remaining cell, alternating colours.
    let mut white = group;
    for (i, cell) in (topology.all() & !group & !around).iter().enumerate() {
        match i % 4 {
            0 => black.insert(cell),
            2 => white.insert(cell),
            _ => {}
        }
    }
    let position =
        Position::setup(Variant::Medusa, black, white, Colour::Black, 0).expect("a valid position");
    (position, liberty)
}

fn app_with(position: &Position) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, bevy::input::InputPlugin))
        .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
            16,
        )))
        .add_plugins(medusa::app::logic_plugin)
        .insert_resource(Match::from_game(
            Game::from_position(position.clone(), 0),
            MatchSetup::hot_seat(Variant::Medusa).players,
        ));
    app.update();
    app.update();
    app
}

fn frame(c: &mut Criterion) {
    let (position, liberty) = crowded_board();
    let mut group = c.benchmark_group("app frame");
    group.sample_size(20);
    group.bench_function("Medusa, 40-stone flip wave in progress", |b| {
        b.iter_custom(|iterations| {
            let mut total = Duration::ZERO;
            for _ in 0..iterations {
                let mut app = app_with(&position);
                app.world_mut().write_message(Intent::Place(liberty));
                app.update();
                let start = Instant::now();
                for _ in 0..FRAMES {
                    app.update();
                }
                total += start.elapsed() / FRAMES;
                assert!(
                    app.world().resource::<AnimationClock>().is_busy(),
                    "still in the wave"
                );
                black_box(&app);
            }
            total
        })
    });
    group.finish();
}

criterion_group!(benches, frame);
criterion_main!(benches);
