//! Pillars of Medusa on the board, headless: clicks select and light destinations, refusals
//! carry the core's reason (a piece turned to stone names its Medusa, a move into check the
//! piece that would give it), castling by clicking the King and its Tower's corner, the
//! Morph's choice, promotion, and every move's effects reaching the entities (captured pieces
//! in the trays, shapes changed, the gaze turning pieces to stone and back), undo included.

use crate::common::app::{app_for, press, refusal, settle};
use crate::common::pillars::{setup, setup_with, sq};
use bevy::prelude::*;
use medusa::app::{
    AnimationClock, Captured, CellClicked, ChooseForm, Form, Intent, Match, MorphMark,
    Petrification, PillarsIndex, PillarsPiece, PillarsReconcile, PillarsSelection, PlayerKind,
    Tweens,
};
use medusa::pillars::{CastlingRights, CastlingSide, Colour, Game, Move, Position, Role};

fn app_from(position: Position) -> App {
    app_for(Game::from_position(position), [PlayerKind::Human; 2])
}

/// Clicks the square `name` and runs a frame.
fn click(app: &mut App, name: &str) {
    app.world_mut().write_message(CellClicked(sq(name).into()));
    app.update();
}

fn game(app: &App) -> &Game {
    app.world()
        .resource::<Match>()
        .game
        .pillars()
        .expect("a game of Pillars of Medusa")
}

fn notations(app: &App) -> Vec<String> {
    game(app).notations()
}

fn mismatches(app: &App) -> Vec<String> {
    app.world()
        .resource::<PillarsReconcile>()
        .mismatches
        .clone()
}

/// The entity standing on `name`.
fn entity_on(app: &App, name: &str) -> Entity {
    app.world()
        .resource::<PillarsIndex>()
        .piece(sq(name))
        .unwrap_or_else(|| panic!("no piece entity on {name}"))
}

/// The shapes an entity shows, and whether it wears the Morph's mark.
fn look(app: &mut App, entity: Entity) -> (Vec<Role>, bool) {
    let children: Vec<Entity> = app
        .world()
        .get::<Children>(entity)
        .map(|c| c.iter().collect())
        .unwrap_or_default();
    let forms = children
        .iter()
        .filter_map(|&c| app.world().get::<Form>(c).map(|f| f.0))
        .collect();
    let marked = children
        .iter()
        .any(|&c| app.world().get::<MorphMark>(c).is_some());
    (forms, marked)
}

fn petrification(app: &App, entity: Entity) -> Petrification {
    *app.world()
        .get::<Petrification>(entity)
        .expect("every piece has a petrification")
}

/// Every piece entity on the board as "square letter" (`*` before a Morph's), sorted.
fn pieces(app: &mut App) -> Vec<String> {
    let mut found: Vec<String> = app
        .world_mut()
        .query::<&PillarsPiece>()
        .iter(app.world())
        .map(|p| format!("{} {}", p.square, p.piece.fen()))
        .collect();
    found.sort();
    found
}

#[test]
fn the_start_shows_fifty_two_pieces_in_their_shapes_with_the_morphs_marked() {
    let mut app = app_for(Game::new(), [PlayerKind::Human; 2]);
    assert_eq!(pieces(&mut app).len(), 52);
    let index = app.world().resource::<PillarsIndex>();
    assert_eq!(index.piece_count(), 52);
    assert!(index.tray(Colour::White).is_empty() && index.tray(Colour::Black).is_empty());
    let morph = entity_on(&app, "f3");
    assert_eq!(look(&mut app, morph), (vec![Role::Advisor], true));
    let serpent = entity_on(&app, "g1");
    assert_eq!(look(&mut app, serpent), (vec![Role::Serpent], false));
    let black_medusa = entity_on(&app, "f10");
    assert_eq!(look(&mut app, black_medusa), (vec![Role::Medusa], false));
    // Nobody is frozen at the start.
    assert!(!petrification(&app, morph).is_stone());
}

#[test]
fn a_click_lights_the_destinations_and_a_click_on_one_moves() {
    let mut app = app_for(Game::new(), [PlayerKind::Human; 2]);
    click(&mut app, "e3");
    let selection = app.world().resource::<PillarsSelection>().clone();
    assert_eq!(selection.from, Some(sq("e3")));
    // A Sword on its 3rd rank steps or double-steps.
    assert_eq!(selection.targets(), vec![sq("e4"), sq("e5")]);
    // A square it cannot reach is refused in the core's words, and the selection goes.
    click(&mut app, "e7");
    let expected = Game::new()
        .check_move(Move::new(sq("e3"), sq("e7")))
        .expect_err("e3-e7 is no move")
        .to_string();
    assert_eq!(refusal(&app), Some(expected));
    assert_eq!(app.world().resource::<PillarsSelection>().from, None);
    // The other side's piece is not yours.
    click(&mut app, "e9");
    assert_eq!(
        refusal(&app).as_deref(),
        Some("the Sword on e9 is Black's, not yours")
    );
    click(&mut app, "e3");
    click(&mut app, "e5");
    assert_eq!(notations(&app), ["e3-e5"]);
    assert_eq!(refusal(&app), None);
    // A slider slides: it is the e5 piece at once, and its picture catches up.
    let sword = entity_on(&app, "e5");
    assert!(app.world().get::<Tweens>(sword).is_some());
    settle(&mut app);
    assert!(app.world().get::<Tweens>(sword).is_none());
    assert_eq!(mismatches(&app), Vec::<String>::new());
    assert_eq!(app.world().resource::<PillarsReconcile>().checks, 1);
}

#[test]
fn a_piece_turned_to_stone_is_refused_with_the_medusa_who_froze_it() {
    let mut app = app_from(setup(Colour::White, "Kf1 kf11 He5 mf6 Hb1"));
    let horse = entity_on(&app, "e5");
    assert!(petrification(&app, horse).is_stone());
    assert!(!petrification(&app, entity_on(&app, "b1")).is_stone());
    click(&mut app, "e5");
    assert_eq!(
        refusal(&app).as_deref(),
        Some("the Horse on e5 is turned to stone by the Medusa on f6: it cannot move")
    );
    assert_eq!(app.world().resource::<PillarsSelection>().from, None);
    // A free piece still selects.
    click(&mut app, "b1");
    assert_eq!(
        app.world().resource::<PillarsSelection>().from,
        Some(sq("b1"))
    );
}

#[test]
fn a_move_into_check_is_refused_naming_the_attacker() {
    let mut app = app_from(setup(Colour::White, "Kf1 Tf2 ka11 tf8"));
    click(&mut app, "f2");
    assert_eq!(
        app.world().resource::<PillarsSelection>().from,
        Some(sq("f2"))
    );
    click(&mut app, "a2");
    assert_eq!(
        refusal(&app).as_deref(),
        Some("your King would be in check from the Tower on f8")
    );
    assert!(notations(&app).is_empty());
    // Along the pin it may go, and take the attacker.
    click(&mut app, "f2");
    click(&mut app, "f8");
    assert_eq!(notations(&app), ["f2xf8"]);
}

#[test]
fn castling_by_clicking_the_king_and_its_towers_corner_exchanges_them() {
    let rights = CastlingRights::NONE.with(Colour::White, CastlingSide::A, true);
    let mut app = app_from(setup_with(Colour::White, rights, "Kf1 Ta1 kf11"));
    let (king, tower) = (entity_on(&app, "f1"), entity_on(&app, "a1"));
    click(&mut app, "f1");
    assert!(
        app.world()
            .resource::<PillarsSelection>()
            .targets()
            .contains(&sq("a1"))
    );
    click(&mut app, "a1");
    assert_eq!(notations(&app), ["O-O-A"]);
    // Both move at once, and the index has them exchanged.
    assert!(app.world().get::<Tweens>(king).is_some());
    assert!(app.world().get::<Tweens>(tower).is_some());
    assert_eq!(entity_on(&app, "a1"), king);
    assert_eq!(entity_on(&app, "f1"), tower);
    settle(&mut app);
    let on = |app: &App, e: Entity| app.world().get::<PillarsPiece>(e).map(|p| p.square);
    assert_eq!(on(&app, king), Some(sq("a1")));
    assert_eq!(on(&app, tower), Some(sq("f1")));
    assert_eq!(mismatches(&app), Vec::<String>::new());
}

#[test]
fn the_morph_chooses_its_form_on_the_board_and_its_capture_goes_to_the_tray() {
    let position = setup(Colour::White, "Kf1 kf11 *Ac3 te5");
    // Taking the Tower's form.
    let mut app = app_from(position.clone());
    click(&mut app, "c3");
    click(&mut app, "e5");
    let selection = app.world().resource::<PillarsSelection>().clone();
    assert_eq!(selection.choosing, Some(sq("e5")));
    assert!(
        notations(&app).is_empty(),
        "nothing is played before the choice"
    );
    app.world_mut().write_message(ChooseForm(true));
    app.update();
    assert_eq!(notations(&app), ["c3xe5=T"]);
    settle(&mut app);
    let morph = entity_on(&app, "e5");
    assert_eq!(look(&mut app, morph), (vec![Role::Tower], true));
    let tray = app
        .world()
        .resource::<PillarsIndex>()
        .tray(Colour::Black)
        .to_vec();
    assert_eq!(tray.len(), 1);
    let captured = app.world().get::<Captured>(tray[0]).copied();
    assert_eq!(
        captured.map(|c| (c.piece.role, c.slot)),
        Some((Role::Tower, 0))
    );
    assert!(app.world().get::<PillarsPiece>(tray[0]).is_none());
    assert_eq!(mismatches(&app), Vec::<String>::new());

    // Undo shows the position at once: the Tower back on e5, the tray empty.
    app.world_mut().write_message(Intent::Undo);
    app.update();
    settle(&mut app);
    assert_eq!(pieces(&mut app), ["c3 *A", "e5 t", "f1 K", "f11 k"]);
    assert!(
        app.world()
            .resource::<PillarsIndex>()
            .tray(Colour::Black)
            .is_empty()
    );
    assert_eq!(mismatches(&app), Vec::<String>::new());

    // A second click on the square keeps the Morph's form.
    let mut app = app_from(position);
    click(&mut app, "c3");
    click(&mut app, "e5");
    click(&mut app, "e5");
    assert_eq!(notations(&app), ["c3xe5"]);
    settle(&mut app);
    let morph = entity_on(&app, "e5");
    assert_eq!(look(&mut app, morph), (vec![Role::Advisor], true));
    // Esc drops a choice, like any selection.
    let mut app = app_from(setup(Colour::White, "Kf1 kf11 *Ac3 te5"));
    click(&mut app, "c3");
    click(&mut app, "e5");
    press(&mut app, &[KeyCode::Escape]);
    assert_eq!(app.world().resource::<PillarsSelection>().choosing, None);
    assert!(notations(&app).is_empty());
}

#[test]
fn a_promoted_sword_becomes_a_medusa_whose_gaze_works_at_once() {
    let mut app = app_from(setup(Colour::White, "Kf1 kf11 Wc10 hd11"));
    let sword = entity_on(&app, "c10");
    let horse = entity_on(&app, "d11");
    click(&mut app, "c10");
    click(&mut app, "c11");
    assert_eq!(notations(&app), ["c10-c11"]);
    settle(&mut app);
    assert_eq!(entity_on(&app, "c11"), sword);
    assert_eq!(look(&mut app, sword), (vec![Role::Medusa], false));
    let piece = app.world().get::<PillarsPiece>(sword).map(|p| p.piece.role);
    assert_eq!(piece, Some(Role::Medusa));
    assert!(petrification(&app, horse).is_stone());
    assert_eq!(mismatches(&app), Vec::<String>::new());
}

#[test]
fn the_gaze_turns_pieces_to_stone_from_the_foot_up_and_back_to_life() {
    let mut app = app_from(setup(Colour::White, "Kf1 kf11 Mb2 he5"));
    let horse = entity_on(&app, "e5");
    assert!(!petrification(&app, horse).is_stone());
    app.world_mut()
        .write_message(Intent::from(Move::new(sq("b2"), sq("d4"))));
    app.update();
    // The horse turns once the Medusa stands next to it, slowly.
    let stone = petrification(&app, horse);
    assert_eq!((stone.from, stone.to), (0.0, 1.0));
    assert!(stone.duration > 0.0);
    let now = app.world().resource::<AnimationClock>().now();
    assert!(stone.start > now, "it waits for the Medusa to arrive");
    let midway = stone.at(stone.start + stone.duration / 2.0);
    assert!((0.4..0.6).contains(&midway), "{midway}");
    settle(&mut app);
    assert!(petrification(&app, horse).is_stone());
    assert_eq!(mismatches(&app), Vec::<String>::new());
    // Black's King steps aside; the Medusa leaves and the horse comes back to life.
    for (from, to) in [("f11", "f10"), ("d4", "b2")] {
        app.world_mut()
            .write_message(Intent::from(Move::new(sq(from), sq(to))));
        app.update();
    }
    let stone = petrification(&app, horse);
    assert_eq!((stone.from, stone.to), (1.0, 0.0));
    settle(&mut app);
    assert_eq!(notations(&app), ["b2-d4", "f11-f10", "d4-b2"]);
    assert_eq!(mismatches(&app), Vec::<String>::new());
}

#[test]
fn the_pieces_a_medusa_leaves_come_to_life_as_she_goes_and_those_she_reaches_turn_as_she_arrives() {
    // White's Medusa on d4 holds the black Horse on e5; she goes to g4, next to the black
    // Tower on h5.
    let mut app = app_from(setup(Colour::White, "Kf1 kf11 Md4 he5 th5"));
    settle(&mut app);
    let (medusa, horse, tower) = (
        entity_on(&app, "d4"),
        entity_on(&app, "e5"),
        entity_on(&app, "h5"),
    );
    assert!(petrification(&app, horse).is_stone());
    app.world_mut()
        .write_message(Intent::from(Move::new(sq("d4"), sq("g4"))));
    app.update();
    let glide = app
        .world()
        .get::<Tweens>(medusa)
        .and_then(|tweens| tweens.0.first().cloned())
        .expect("the Medusa glides");
    let (left, arrives) = (glide.start, glide.end());
    let (freed, frozen) = (petrification(&app, horse), petrification(&app, tower));
    assert_eq!((freed.from, freed.to, freed.start), (1.0, 0.0, left));
    assert!(
        freed.at(arrives) == 0.0,
        "alive again when she stands on g4"
    );
    assert_eq!((frozen.from, frozen.to, frozen.start), (0.0, 1.0, arrives));
    assert!(frozen.duration <= 0.8, "{frozen:?}");
    settle(&mut app);
    assert!(!petrification(&app, horse).is_stone());
    assert!(petrification(&app, tower).is_stone());
    assert_eq!(mismatches(&app), Vec::<String>::new());
}
