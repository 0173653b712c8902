//! The app's CPU cost per frame: a headless update loop (`MinimalPlugins` and the game's logic
//! plugins) while the heaviest animations run: on a crowded Medusa board a 40-stone group
//! turns over as a wave; on a Medea board a king's four-piece capture arcs over its victims;
//! on a board of Pillars of Medusa with all 52 pieces, a Medusa's gaze turns pieces to stone.

use std::hint::black_box;
use std::time::{Duration, Instant};

use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;
use criterion::{Criterion, criterion_group, criterion_main};
use medusa::app::{AnimationClock, Petrification};
use medusa::app::{AnyGame, Intent, Match, MatchSetup, PlayerKind};
use medusa::medusa::Action;
use medusa::medusa::{Bits, Colour, Game, Point, Position, Variant};
use medusa::{medea, pillars};

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

/// A Medea position with both sides' pieces on the board, White to play, and the move that
/// must be played: the king on g7 takes four men (d7, b6, c2, g2) and lands on h2.
fn medea_capture() -> (medea::Position, medea::Move) {
    let fen = "m1m1m1m1/3m2K1/1m2m1m1/8/8/m2M1M2/2m3m1/1M1M1M2 w a1,h1 a8,h8 0";
    let position = medea::Position::from_fen(fen).expect("a valid position");
    let capture = position
        .parse_move("g7xb7xb2xd2xh2")
        .expect("the four-piece capture is legal");
    (position, capture)
}

/// The inventor's sample game of Pillars of Medusa after four moves each, all 52 pieces on the
/// board, and White's next move: the Medusa c5-c8 gives check and turns pieces to stone.
fn pillars_gaze() -> (pillars::Game, pillars::Move) {
    let mut game = pillars::Game::new();
    for text in [
        "e3-e5", "h10-h8", "f2-c5", "g9-g7", "e2-c3", "g10-i9", "g1-d4", "e10-d8",
    ] {
        let mv = game.position().parse_move(text).expect("the sample's move");
        game.play(mv).expect("a legal move");
    }
    let gaze = game
        .position()
        .parse_move("c5-c8")
        .expect("the Medusa's move");
    let effects = game.position().clone().after(gaze);
    assert_eq!(effects.board().iter().count(), 52);
    assert!(effects.frozen().any(), "the Medusa freezes pieces");
    (game, gaze)
}

/// Whether a piece is turning to stone now.
fn gaze_in_progress(app: &mut App) -> bool {
    let now = app.world().resource::<AnimationClock>().now();
    app.world_mut()
        .query::<&Petrification>()
        .iter(app.world())
        .any(|p| p.duration > 0.0 && (p.start..p.start + p.duration).contains(&now))
}

fn app_with(game: impl Into<AnyGame>, players: [PlayerKind; 2]) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, bevy::input::InputPlugin))
        .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
            16,
        )))
        .add_plugins(medusa::app::logic_plugin)
        .insert_resource(Match::from_game(game, players));
    app.update();
    app.update();
    app
}

/// The mean time of [`FRAMES`] frames after `start` has sent the move, per iteration; each
/// iteration starts from a fresh app made by `make`.
fn frames_after(iterations: u64, make: impl Fn() -> App, start: impl Fn(&mut App)) -> Duration {
    let mut total = Duration::ZERO;
    for _ in 0..iterations {
        let mut app = make();
        start(&mut app);
        app.update();
        let begin = Instant::now();
        for _ in 0..FRAMES {
            app.update();
        }
        total += begin.elapsed() / FRAMES;
        assert!(
            app.world().resource::<AnimationClock>().is_busy(),
            "still animating"
        );
        black_box(&app);
    }
    total
}

fn frame(c: &mut Criterion) {
    let (position, liberty) = crowded_board();
    let (medea_position, capture) = medea_capture();
    let mut group = c.benchmark_group("app frame");
    group.sample_size(20);
    group.bench_function("Medusa, 40-stone flip wave in progress", |b| {
        b.iter_custom(|iterations| {
            frames_after(
                iterations,
                || {
                    app_with(
                        Game::from_position(position.clone(), 0),
                        MatchSetup::hot_seat(Variant::Medusa).players,
                    )
                },
                |app| {
                    app.world_mut()
                        .write_message(Intent::from(Action::Place(liberty)));
                },
            )
        })
    });
    group.bench_function("Medea, four-piece capture in progress", |b| {
        b.iter_custom(|iterations| {
            frames_after(
                iterations,
                || {
                    app_with(
                        medea::Game::from_position(medea_position),
                        [PlayerKind::Human; 2],
                    )
                },
                |app| {
                    app.world_mut().write_message(Intent::from(capture));
                },
            )
        })
    });
    let (pillars_game, gaze) = pillars_gaze();
    group.bench_function("Pillars of Medusa, 52 pieces, the gaze in progress", |b| {
        b.iter_custom(|iterations| {
            frames_after(
                iterations,
                || app_with(pillars_game.clone(), [PlayerKind::Human; 2]),
                |app| {
                    app.world_mut().write_message(Intent::from(gaze));
                    // On until the Medusa arrives, so that the frames measured are the gaze's.
                    let mut frames = 0;
                    while !gaze_in_progress(app) {
                        assert!(frames < 1000, "the gaze never starts");
                        app.update();
                        frames += 1;
                    }
                },
            )
        })
    });
    group.finish();
}

criterion_group!(benches, frame);
criterion_main!(benches);
