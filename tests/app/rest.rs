//! The game at rest: what moves or thinks asks for the next frame, what waits for the time asks
//! for a frame each second, and a board where nothing happens asks for nothing (the window then
//! draws only on input).

use crate::common::app::{app_for, medusa_of, send, settle};
use crate::common::at;
use bevy::prelude::*;
use medusa::ai::Level;
use medusa::app::{Intent, Notices, PlayerKind, Wake};
use medusa::locale::Phrase;
use medusa::medusa::{Action, Game, Variant};

const HUMAN: PlayerKind = PlayerKind::Human;

/// The wakes asked for in each frame, kept for the test to read.
#[derive(Resource, Default)]
struct Heard(Vec<Wake>);

fn hear(mut wakes: MessageReader<Wake>, mut heard: ResMut<Heard>) {
    heard.0.extend(wakes.read().copied());
}

/// An app playing a fresh game of `variant` between `players`, listening to its wakes.
fn listening(variant: Variant, players: [PlayerKind; 2]) -> App {
    let game = Game::new(variant, 3).expect("a fresh game");
    let mut app = app_for(game, players);
    app.init_resource::<Heard>().add_systems(Last, hear);
    app
}

/// Runs one frame; the wakes it asked for.
fn frame(app: &mut App) -> Vec<Wake> {
    app.world_mut().resource_mut::<Heard>().0.clear();
    app.update();
    std::mem::take(&mut app.world_mut().resource_mut::<Heard>().0)
}

#[test]
fn a_board_where_nothing_happens_asks_for_no_frame() {
    let mut app = listening(Variant::Medusa, [HUMAN, HUMAN]);
    settle(&mut app);
    for _ in 0..20 {
        assert_eq!(frame(&mut app), []);
    }
}

#[test]
fn a_placement_keeps_the_frames_coming_until_its_animation_is_over() {
    let mut app = listening(Variant::Lotus, [HUMAN, HUMAN]);
    settle(&mut app);
    send(
        &mut app,
        Intent::from(Action::Place(at(Variant::Lotus, "30"))),
    );
    assert_eq!(medusa_of(&app).turns().len(), 1);
    let mut awake = 0;
    loop {
        let wakes = frame(&mut app);
        if wakes.is_empty() {
            break;
        }
        assert_eq!(wakes, [Wake::Now]);
        awake += 1;
        assert!(awake < 200, "the animation never ends");
    }
    // A stone's landing takes a few frames of 50 ms at the normal speed.
    assert!(awake >= 3, "{awake} frames");
    for _ in 0..20 {
        assert_eq!(frame(&mut app), []);
    }
}

#[test]
fn the_computer_keeps_the_frames_coming_while_it_thinks() {
    // Lotus: Black (the first seat) begins; here the computer plays Black.
    let mut app = listening(
        Variant::Lotus,
        [PlayerKind::Computer(Level::Beginner), HUMAN],
    );
    let mut frames = 0;
    while medusa_of(&app).turns().is_empty() {
        assert!(frame(&mut app).contains(&Wake::Now));
        frames += 1;
        assert!(frames < 400, "the computer never played");
    }
    settle(&mut app);
    assert_eq!(frame(&mut app), []);
}

#[test]
fn a_notice_asks_for_a_frame_each_second_until_it_goes() {
    let mut app = listening(Variant::Medusa, [HUMAN, HUMAN]);
    settle(&mut app);
    app.world_mut()
        .resource_mut::<Notices>()
        .push(Phrase::new("records-link-copied"));
    let mut frames = 0;
    while !app.world().resource::<Notices>().0.is_empty() {
        assert_eq!(frame(&mut app), [Wake::WithinASecond]);
        frames += 1;
        assert!(frames < 1000, "the notice never goes");
    }
    assert_eq!(frame(&mut app), []);
}
