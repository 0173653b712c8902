//! The game's logic plugins in a headless Bevy app (`MinimalPlugins`, manual time steps):
//! intents change the stone entities exactly as the core says, animations end on the right
//! poses, undo restores the entities, and the reconcile step finds nothing to repair after a
//! long scripted game.

use crate::common::app::{app_from, app_with, medusa_of, mismatches, press, refusal, send, settle};
use crate::common::{TestRng, at};
use bevy::prelude::*;
use medusa::app::Cursor;
use medusa::app::MedusaMove;
use medusa::app::Settings;
use medusa::app::{AnimationClock, AnimationSpeed, Tweens};
use medusa::app::{BoardLayout, colour_shown};
use medusa::app::{CellClicked, HoveredCell, Selection};
use medusa::app::{ChangeKind, GameChanged, Intent, Match, MatchSetup};
use medusa::app::{Cue, Cues};
use medusa::app::{ReconcileReport, Stone, StoneIndex};
use medusa::medusa::Action;
use medusa::medusa::{Colour, Effect, Game, Point, Reversal, Variant};

const M: Variant = Variant::Medusa;

/// (label, colour) of every stone entity, sorted by point.
fn stone_entities(app: &mut App) -> Vec<(String, Colour)> {
    let topology = medusa_of(app).topology();
    let mut query = app.world_mut().query::<&Stone>();
    let mut stones: Vec<(Point, Colour)> = query
        .iter(app.world())
        .map(|s| (s.point, s.colour))
        .collect();
    stones.sort_by_key(|s| s.0);
    stones
        .into_iter()
        .map(|(p, c)| (topology.label(p).to_string(), c))
        .collect()
}

fn transform_of(app: &App, point: Point) -> Transform {
    let entity = app
        .world()
        .resource::<StoneIndex>()
        .get(point)
        .expect("a stone entity on the point");
    *app.world().get::<Transform>(entity).expect("a transform")
}

fn core_stones(app: &App) -> Vec<(String, Colour)> {
    let game_match = app.world().resource::<Match>();
    let board = game_match
        .medusa()
        .expect("a Medusa match")
        .position()
        .board();
    board
        .occupied()
        .iter()
        .map(|p| {
            (
                game_match
                    .medusa()
                    .expect("a Medusa match")
                    .topology()
                    .label(p)
                    .to_string(),
                board.colour_at(p).expect("occupied"),
            )
        })
        .collect()
}

#[test]
fn a_placement_spawns_a_stone_that_drops_onto_its_point() {
    let mut app = app_with(Game::new(M, 3).unwrap());
    send(&mut app, Intent::from(Action::Place(at(M, "j11"))));
    assert_eq!(
        stone_entities(&mut app),
        [("j11".to_string(), Colour::White)]
    );
    // Mid-drop the stone is above its resting place.
    let pose = app
        .world()
        .resource::<BoardLayout>()
        .stone_pose(at(M, "j11"), Colour::White);
    let falling = transform_of(&app, at(M, "j11"));
    assert!(
        falling.translation.y > pose.translation.y + 0.1,
        "{falling:?}"
    );
    settle(&mut app);
    let rest = transform_of(&app, at(M, "j11"));
    assert!(rest.translation.distance(pose.translation) < 1e-4);
    assert_eq!(colour_shown(rest.rotation), Colour::White);
    assert!(mismatches(&app).is_empty());
}

#[test]
fn a_capture_turns_the_stones_over_as_a_wave() {
    let position = crate::common::position(M, "b1 b3", "a1 a2 a3", Colour::Black);
    let mut app = app_from(position);
    settle(&mut app);
    send(&mut app, Intent::from(Action::Place(at(M, "a4"))));
    // The components follow the core at once.
    assert_eq!(stone_entities(&mut app), core_stones(&app));
    assert!(
        stone_entities(&mut app)
            .iter()
            .all(|(_, c)| *c == Colour::Black)
    );
    // The pictures catch up: a3 (nearest the capturing stone) turns before a1.
    let flipping_order =
        |app: &App| ["a1", "a2", "a3"].map(|l| colour_shown(transform_of(app, at(M, l)).rotation));
    assert_eq!(flipping_order(&app), [Colour::White; 3]);
    let mut saw_partial_wave = false;
    for _ in 0..200 {
        app.update();
        if flipping_order(&app) == [Colour::White, Colour::White, Colour::Black]
            || flipping_order(&app) == [Colour::White, Colour::Black, Colour::Black]
        {
            saw_partial_wave = true;
        }
        if !app.world().resource::<AnimationClock>().is_busy() {
            break;
        }
    }
    assert!(saw_partial_wave, "the wave reaches a3 before a1");
    settle(&mut app);
    assert_eq!(flipping_order(&app), [Colour::Black; 3]);
    assert!(mismatches(&app).is_empty());
}

/// The sounds of a capture are queued with its motions: the placed stone lands, then the
/// three reversed stones turn over one after another, nearest first, and nothing sounds before
/// its motion gets there.
#[test]
fn a_capture_queues_its_sounds_in_step_with_the_motions() {
    let position = crate::common::position(M, "b1 b3", "a1 a2 a3", Colour::Black);
    let mut app = app_from(position);
    settle(&mut app);
    let start = app.world().resource::<AnimationClock>().now();
    app.world_mut()
        .write_message(Intent::from(Action::Place(at(M, "a4"))));
    app.update();
    let cues: Vec<(f32, Cue)> = app.world().resource::<Cues>().waiting().collect();
    let kinds: Vec<Cue> = cues.iter().map(|c| c.1).collect();
    assert_eq!(kinds, [Cue::Place, Cue::Flip, Cue::Flip, Cue::Flip]);
    let times: Vec<f32> = cues.iter().map(|c| c.0).collect();
    assert!(times[0] > start, "{times:?}");
    assert!(times.windows(2).all(|w| w[0] < w[1]), "in order: {times:?}");
    // When the clock passes a cue it is due, with how many fell due together.
    let mut cues = Cues::default();
    cues.at(1.0, Cue::Flip);
    cues.at(1.0, Cue::Flip);
    cues.at(2.0, Cue::Place);
    assert_eq!(cues.take_due(0.5), []);
    assert_eq!(cues.take_due(1.5), [(Cue::Flip, 2)]);
    assert_eq!(cues.take_due(9.0), [(Cue::Place, 1)]);
    assert_eq!(cues.waiting().count(), 0);
}

#[test]
fn a_second_reversal_flips_the_capturing_group_back() {
    let position = crate::common::position(M, "b1", "a1 a3 b3 c1 c2", Colour::Black);
    let mut app = app_from(position);
    send(&mut app, Intent::from(Action::Place(at(M, "a2"))));
    settle(&mut app);
    for label in ["a1", "a2", "b1"] {
        let transform = transform_of(&app, at(M, label));
        assert_eq!(colour_shown(transform.rotation), Colour::White, "{label}");
    }
    assert_eq!(stone_entities(&mut app), core_stones(&app));
    assert!(mismatches(&app).is_empty());
}

#[test]
fn a_moving_stone_hops_to_its_landing() {
    let position = crate::common::position(M, "", "k11 k12", Colour::White);
    let mut app = app_from(position);
    settle(&mut app);
    let entity = app
        .world()
        .resource::<StoneIndex>()
        .get(at(M, "k11"))
        .unwrap();
    send(
        &mut app,
        Intent::from(Action::Move {
            from: at(M, "k11"),
            to: at(M, "k13"),
        }),
    );
    assert_eq!(
        app.world().get::<Stone>(entity).unwrap().point,
        at(M, "k13")
    );
    assert_eq!(
        app.world().resource::<StoneIndex>().get(at(M, "k13")),
        Some(entity)
    );
    assert_eq!(app.world().resource::<StoneIndex>().get(at(M, "k11")), None);
    // Half-way it is in the air above the line.
    let mut highest = 0.0f32;
    for _ in 0..200 {
        app.update();
        highest = highest.max(app.world().get::<Transform>(entity).unwrap().translation.y);
        if !app.world().resource::<AnimationClock>().is_busy() {
            break;
        }
    }
    let layout = app.world().resource::<BoardLayout>().clone();
    assert!(
        highest > layout.stone_rest_height() + 0.3,
        "it hops over k12"
    );
    settle(&mut app);
    let rest = *app.world().get::<Transform>(entity).unwrap();
    assert!(
        rest.translation
            .distance(layout.stone_pose(at(M, "k13"), Colour::White).translation)
            < 1e-4
    );
    assert!(mismatches(&app).is_empty());
}

/// Several intents handled in one frame (as a replay or the computer sends them): a group is
/// captured by the placement and one of its reversed stones then moves. The moving stone must
/// keep the face its flip gave it.
#[test]
fn a_capture_and_a_movement_in_one_frame_end_on_the_right_faces() {
    let position = crate::common::position(M, "a1 a2", "b1 b3", Colour::White);
    let mut app = app_from(position);
    settle(&mut app);
    let world = app.world_mut();
    world.write_message(Intent::from(Action::Place(at(M, "a3"))));
    world.write_message(Intent::from(Action::Move {
        from: at(M, "a1"),
        to: at(M, "a4"),
    }));
    app.update();
    assert_eq!(app.world().resource::<Match>().refusal, None);
    settle(&mut app);
    assert_eq!(
        stone_entities(&mut app),
        [
            ("a2".to_string(), Colour::White),
            ("a3".to_string(), Colour::White),
            ("a4".to_string(), Colour::White),
            ("b1".to_string(), Colour::White),
            ("b3".to_string(), Colour::White),
        ]
    );
    for label in ["a2", "a4"] {
        let pose = transform_of(&app, at(M, label));
        assert_eq!(colour_shown(pose.rotation), Colour::White, "{label}");
    }
    assert!(mismatches(&app).is_empty(), "{:?}", mismatches(&app));
}

#[test]
fn an_illegal_intent_changes_nothing_and_says_why() {
    let mut app = app_with(Game::new(M, 3).unwrap());
    // The turn stays open after the placement, so a second placement is tried in it.
    app.world_mut().resource_mut::<Settings>().end_turn_by_hand = true;
    send(&mut app, Intent::from(Action::Place(at(M, "j11"))));
    settle(&mut app);
    let before = stone_entities(&mut app);
    let pose = transform_of(&app, at(M, "j11"));
    send(&mut app, Intent::from(Action::Place(at(M, "k11"))));
    assert_eq!(
        refusal(&app).as_deref(),
        Some("a stone has already been placed this turn")
    );
    settle(&mut app);
    assert_eq!(stone_entities(&mut app), before);
    assert_eq!(transform_of(&app, at(M, "j11")), pose);
    let mut changes = app.world_mut().resource_mut::<Messages<GameChanged>>();
    assert!(changes.drain().all(|c| c.kind == ChangeKind::Played));
}

#[test]
fn undo_restores_the_entities() {
    let position = crate::common::position(M, "b1 b3", "a1 a2 a3", Colour::Black);
    let mut app = app_from(position);
    settle(&mut app);
    let before = stone_entities(&mut app);
    send(&mut app, Intent::from(Action::Place(at(M, "a4"))));
    app.update();
    // Undo in the middle of the flip wave.
    send(&mut app, Intent::Undo);
    assert_eq!(stone_entities(&mut app), before);
    settle(&mut app);
    for (label, colour) in &before {
        assert_eq!(
            colour_shown(transform_of(&app, at(M, label)).rotation),
            *colour,
            "{label}"
        );
    }
    let mut moving = app.world_mut().query::<&Tweens>();
    assert!(moving.iter(app.world()).next().is_none());
    assert!(mismatches(&app).is_empty());
}

#[test]
fn a_new_match_on_the_other_board_rebuilds_everything() {
    let mut app = app_with(Game::new(M, 3).unwrap());
    send(&mut app, Intent::from(Action::Place(at(M, "j11"))));
    send(
        &mut app,
        Intent::NewMatch(MatchSetup::hot_seat(Variant::Lotus)),
    );
    assert!(stone_entities(&mut app).is_empty());
    assert_eq!(
        app.world().resource::<BoardLayout>().variant,
        Variant::Lotus
    );
    send(
        &mut app,
        Intent::from(Action::Place(at(Variant::Lotus, "17"))),
    );
    settle(&mut app);
    assert_eq!(
        stone_entities(&mut app),
        [("17".to_string(), Colour::Black)]
    );
}

#[test]
fn a_scripted_game_of_forty_turns_leaves_nothing_to_reconcile() {
    let mut app = app_with(Game::new(M, 3).unwrap());
    app.world_mut().resource_mut::<Settings>().animation = AnimationSpeed::Fast;
    let mut rng = TestRng::new(7);
    let (mut captures, mut second_reversals, mut moves) = (0, 0, 0);
    for turn in 0..400 {
        let position = medusa_of(&app).position().clone();
        if !position.is_playing() {
            break;
        }
        // Mostly placements near earlier stones, for contact and captures.
        let empty = position.board().empty();
        let near = position
            .topology()
            .neighbours_of_set(position.board().occupied())
            & empty;
        let pool = if near.is_empty() || rng.below(5) == 0 {
            empty
        } else {
            near
        };
        if let Some(point) = pool.nth(rng.below(pool.len().max(1))) {
            send(&mut app, Intent::from(Action::Place(point)));
        }
        let legal = medusa_of(&app).position().legal_moves();
        if !legal.is_empty() && rng.below(3) == 0 {
            let (from, to) = legal[rng.below(legal.len())];
            send(&mut app, Intent::from(Action::Move { from, to }));
        }
        // Let animations run a varying amount, sometimes overlapping the next turn.
        for _ in 0..rng.below(12) {
            app.update();
        }
        send(&mut app, Intent::from(Action::EndTurn));
        if turn > 60 && captures > 0 && second_reversals > 0 && moves > 0 {
            break;
        }
        let game = medusa_of(&app);
        let last = game.turns().len();
        if last > 0 {
            // Count what the last turn did by replaying its start position.
            let played = &game.turns()[last - 1];
            let mut replay = played.before.position();
            for action in played.turn.actions(replay.topology()) {
                for effect in replay.apply(action).unwrap_or_default() {
                    match effect {
                        Effect::Reversed {
                            reason: Reversal::Capture,
                            ..
                        } => captures += 1,
                        Effect::Reversed {
                            reason: Reversal::SecondReversal | Reversal::Suicide,
                            ..
                        } => second_reversals += 1,
                        Effect::Moved { .. } => moves += 1,
                        _ => {}
                    }
                }
            }
        }
    }
    settle(&mut app);
    let turns = medusa_of(&app).turns().len();
    assert!(turns >= 40, "{turns} turns");
    assert!(
        captures > 0 && second_reversals > 0 && moves > 0,
        "{captures} {second_reversals} {moves}"
    );
    assert_eq!(stone_entities(&mut app), core_stones(&app));
    let report = app.world().resource::<ReconcileReport>();
    assert!(report.checks > 0);
    assert_eq!(report.mismatches, Vec::<String>::new());
}

fn click(app: &mut App, label: &str) {
    let variant = medusa_of(app).variant();
    app.world_mut()
        .write_message(CellClicked(at(variant, label).into()));
    app.update();
}

#[test]
fn clicks_place_select_and_move() {
    let position = crate::common::position(M, "a1", "k11 k12", Colour::White);
    let mut app = app_from(position);
    // A vacant cell: a placement.
    click(&mut app, "e5");
    assert_eq!(
        medusa_of(&app).position().board().colour_at(at(M, "e5")),
        Some(Colour::White)
    );
    // One of White's stones in a group that may move: selected, with its landings.
    click(&mut app, "k11");
    let selection = app.world().resource::<Selection>().clone();
    assert_eq!(selection.from, Some(at(M, "k11")));
    let landings: Vec<&str> = selection
        .landings
        .iter()
        .map(|(p, _)| M.topology().label(*p))
        .collect();
    assert_eq!(landings, ["k13"]);
    // Its landing: the movement.
    click(&mut app, "k13");
    assert_eq!(
        crate::common::stones(medusa_of(&app).position(), Colour::White),
        "e5 k12 k13"
    );
    assert_eq!(app.world().resource::<Selection>().from, None);
}

#[test]
fn an_invalid_click_explains_itself() {
    let position = crate::common::position(M, "a1", "k11", Colour::White);
    let mut app = app_from(position);
    click(&mut app, "k11");
    assert_eq!(
        refusal(&app).as_deref(),
        Some("the stone on k11 is alone: a single stone cannot move")
    );
    click(&mut app, "a1");
    assert_eq!(
        refusal(&app).as_deref(),
        Some("the stone on a1 is the opponent's")
    );
    assert_eq!(app.world().resource::<Selection>().from, None);
}

#[test]
fn a_click_during_an_animation_finishes_it_and_counts() {
    let mut app = app_with(Game::new(M, 3).unwrap());
    send(&mut app, Intent::from(Action::Place(at(M, "j11"))));
    assert!(app.world().resource::<AnimationClock>().is_busy());
    send(&mut app, Intent::from(Action::EndTurn));
    click(&mut app, "k11");
    // The first drop was finished at once; the click placed Black's stone.
    let pose = app
        .world()
        .resource::<BoardLayout>()
        .stone_pose(at(M, "j11"), Colour::White);
    assert!(
        transform_of(&app, at(M, "j11"))
            .translation
            .distance(pose.translation)
            < 1e-4
    );
    assert_eq!(
        stone_entities(&mut app),
        [
            ("j11".to_string(), Colour::White),
            ("k11".to_string(), Colour::Black)
        ]
    );
}

#[test]
fn keys_end_the_turn_and_undo() {
    let mut app = app_with(Game::new(M, 3).unwrap());
    send(&mut app, Intent::from(Action::Place(at(M, "j11"))));
    press(&mut app, &[KeyCode::Enter]);
    assert_eq!(medusa_of(&app).turns().len(), 1);
    press(&mut app, &[KeyCode::ControlLeft, KeyCode::KeyZ]);
    assert_eq!(medusa_of(&app).turns().len(), 0);
    assert_eq!(stone_entities(&mut app), []);
}

#[test]
fn during_marking_a_click_toggles_a_group() {
    let position = crate::common::position(M, "a1 a2", "b1 b3", Colour::White);
    let mut app = app_from(position);
    send(&mut app, Intent::from(MedusaMove::Pass));
    send(&mut app, Intent::from(MedusaMove::Pass));
    click(&mut app, "a2");
    let game = medusa_of(&app);
    let dead = game.position().marking().expect("marking").dead();
    assert_eq!(crate::common::names(game.topology(), dead), "a1 a2");
}

/// The whole end of a game through intents: mark, accept, a change that clears the other
/// side's acceptance, resume play, pass again, and finally the agreed dead group turns over
/// on the board (animated) and the game is counted.
#[test]
fn the_marking_is_played_out_through_intents_and_the_dead_turn_over() {
    let position = crate::common::position(M, "a1 a2", "b1 b3", Colour::White);
    let mut app = app_from(position);
    let marking = |app: &App| medusa_of(app).position().marking().copied();
    send(&mut app, Intent::from(MedusaMove::Pass));
    send(&mut app, Intent::from(MedusaMove::Pass));
    assert!(marking(&app).is_some());
    // Black marks its own pair dead and accepts; White marks b1 dead too: Black must accept
    // again.
    send(&mut app, Intent::from(Action::ToggleDead(at(M, "a1"))));
    send(&mut app, Intent::from(Action::AcceptMarking(Colour::Black)));
    assert!(marking(&app).unwrap().accepted(Colour::Black));
    send(&mut app, Intent::from(Action::ToggleDead(at(M, "b1"))));
    assert!(!marking(&app).unwrap().accepted(Colour::Black));
    // Either side may resume play instead; the marked stones are alive again.
    send(&mut app, Intent::from(Action::ResumePlay));
    assert!(marking(&app).is_none());
    let game = medusa_of(&app);
    assert!(game.position().is_playing());
    // Two more passes: marking again, from scratch.
    send(&mut app, Intent::from(MedusaMove::Pass));
    send(&mut app, Intent::from(MedusaMove::Pass));
    assert_eq!(marking(&app).unwrap().dead(), Default::default());
    send(&mut app, Intent::from(Action::ToggleDead(at(M, "a2"))));
    send(&mut app, Intent::from(Action::AcceptMarking(Colour::White)));
    settle(&mut app);
    // The last acceptance turns the pair over, as an animation.
    send(&mut app, Intent::from(Action::AcceptMarking(Colour::Black)));
    assert!(app.world().resource::<AnimationClock>().is_busy());
    let game = medusa_of(&app);
    let outcome = *game.position().outcome().expect("the game is over");
    assert_eq!(outcome.winner, Some(Colour::White));
    assert_eq!(outcome.score.white.stones, 4);
    settle(&mut app);
    for label in ["a1", "a2", "b1", "b3"] {
        let pose = transform_of(&app, at(M, label));
        assert_eq!(colour_shown(pose.rotation), Colour::White, "{label}");
    }
    assert!(mismatches(&app).is_empty(), "{:?}", mismatches(&app));
}

/// A game without a mouse: the arrows bring up the cursor and move it across the screen,
/// Enter places where it stands, E ends the turn, Esc hides the cursor, and Enter without a
/// cursor ends the turn.
#[test]
fn a_game_can_be_played_with_the_keyboard() {
    let mut app = app_with(Game::new(M, 3).unwrap());
    let cursor = |app: &App| {
        let cell = app.world().resource::<Cursor>().0?;
        app.world().resource::<BoardLayout>().point_at(cell)
    };
    let world = |app: &App, p: Point| app.world().resource::<BoardLayout>().point(p);
    assert_eq!(cursor(&app), None);
    press(&mut app, &[KeyCode::ArrowUp]);
    let first = cursor(&app).expect("the cursor appears");
    assert_eq!(app.world().resource::<HoveredCell>().0, Some(first.into()));
    press(&mut app, &[KeyCode::ArrowUp]);
    let second = cursor(&app).expect("the cursor moved");
    // Up on the screen is away from the viewer (towards -z) with the camera unturned.
    assert!(world(&app, second).z < world(&app, first).z - 0.1);
    press(&mut app, &[KeyCode::Enter]);
    let game = medusa_of(&app);
    assert_eq!(
        game.position().board().colour_at(second),
        Some(Colour::White)
    );
    assert_eq!(
        game.turns().len(),
        0,
        "the turn goes on (movement may follow)"
    );
    press(&mut app, &[KeyCode::KeyE]);
    assert_eq!(medusa_of(&app).turns().len(), 1);
    press(&mut app, &[KeyCode::ArrowRight]);
    let third = cursor(&app).unwrap();
    let (a, b) = (world(&app, second), world(&app, third));
    assert!(
        b.x > a.x + 0.1 && (b.z - a.z).abs() < (b.x - a.x),
        "{a} to {b}"
    );
    press(&mut app, &[KeyCode::Enter]);
    let game = medusa_of(&app);
    assert_eq!(
        game.position().board().colour_at(third),
        Some(Colour::Black)
    );
    press(&mut app, &[KeyCode::Escape]);
    assert_eq!(cursor(&app), None);
    press(&mut app, &[KeyCode::Enter]);
    assert_eq!(medusa_of(&app).turns().len(), 2);
}

/// A set-up the rules refuse (a komi beyond the marker track) starts nothing: the game on the
/// screen stays, and the player is told why.
#[test]
fn a_new_match_with_a_komi_beyond_the_track_is_refused() {
    let mut app = app_with(Game::new(M, 3).unwrap());
    send(&mut app, Intent::from(Action::Place(at(M, "j11"))));
    let before = medusa_of(&app).clone();
    let mut setup = MatchSetup::hot_seat(Variant::Lotus);
    setup.komi = 8;
    send(&mut app, Intent::NewMatch(setup));
    let game_match = app.world().resource::<Match>();
    assert_eq!(game_match.medusa(), Some(&before));
    assert_eq!(game_match.setup.kind, M.into());
    assert_eq!(
        refusal(&app).as_deref(),
        Some("komi 8 is beyond the track (-7 to 7)")
    );
}

/// A Medusa placement after which no group of the mover may move ends the turn by itself once
/// its animation is over; with the setting, the player ends it.
#[test]
fn a_turn_that_can_do_nothing_more_ends_by_itself() {
    let mut app = app_with(Game::new(M, 3).unwrap());
    send(&mut app, Intent::from(Action::Place(at(M, "k11"))));
    assert_eq!(medusa_of(&app).turns().len(), 0);
    settle(&mut app);
    app.update();
    let game = medusa_of(&app);
    assert_eq!(
        game.turns().len(),
        1,
        "the lone stone cannot move: the turn ended"
    );
    assert_eq!(game.position().to_move(), Colour::Black);

    // Black places next to nothing either, but wants to end turns by hand.
    app.world_mut().resource_mut::<Settings>().end_turn_by_hand = true;
    send(&mut app, Intent::from(Action::Place(at(M, "a1"))));
    settle(&mut app);
    app.update();
    assert_eq!(medusa_of(&app).turns().len(), 1);
    send(&mut app, Intent::from(Action::EndTurn));
    assert_eq!(medusa_of(&app).turns().len(), 2);

    // A placement that joins a group which may move leaves the turn open.
    app.world_mut().resource_mut::<Settings>().end_turn_by_hand = false;
    send(&mut app, Intent::from(Action::Place(at(M, "k12"))));
    settle(&mut app);
    app.update();
    let game = medusa_of(&app);
    assert_eq!(game.turns().len(), 2, "k11-k12 may still move");
    assert!(!game.actions_in_progress().is_empty());
}

/// A click on a stone that cannot move says why, as the core sees it: here every row of
/// friends from k11 ends at an opponent's stone or the edge (never "no friend to jump over",
/// which is false on Medusa's board, where every neighbour lies on a line).
#[test]
fn a_stone_that_cannot_move_says_which_rows_are_blocked() {
    let position = crate::common::position(M, "k13", "k11 k12", Colour::White);
    let mut app = app_from(position);
    click(&mut app, "k11");
    let refusal = refusal(&app).expect("the click is refused");
    assert!(
        refusal.starts_with("the stone on k11 has nowhere to land"),
        "{refusal}"
    );
    assert!(refusal.contains("k13"), "{refusal}");
    assert!(!refusal.contains("friendly stone"), "{refusal}");
    assert_eq!(app.world().resource::<Selection>().from, None);
}
