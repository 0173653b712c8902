//! Medea on the board, headless: clicks select and move, refusals carry the core's reason,
//! a capture among several ending on one square is chosen by its landings, and every move's
//! effects reach the piece and chakra entities (captures lifted off together, transmissions,
//! captures by replacement, crowning, chakra moves), undo included.

use crate::common::app::{app_for, press, refusal, send, settle};
use crate::common::medea::{pos, sq};
use bevy::prelude::*;
use medusa::app::{
    AnimationClock, BoardTurned, CaptureMark, CellClicked, Chakra, Crown, Cursor, Intent, Match,
    MedeaIndex, MedeaPiece, MedeaReconcile, MedeaSelection, PlayerKind, Tweens,
};
use medusa::medea::{Colour, Game, Piece, Role};

/// A game between two people from `fen`.
fn app_from(fen: &str) -> App {
    app_for(Game::from_position(pos(fen)), [PlayerKind::Human; 2])
}

/// Clicks the square `name` and runs a frame.
fn click(app: &mut App, name: &str) {
    app.world_mut().write_message(CellClicked(sq(name).into()));
    app.update();
}

fn notations(app: &App) -> Vec<String> {
    let game = app.world().resource::<Match>().game.medea().expect("Medea");
    game.notations()
}

/// Every piece entity as "square piece-letter" (with `+` for a crown), sorted.
fn pieces(app: &mut App) -> Vec<String> {
    let crowns: Vec<Entity> = app
        .world_mut()
        .query_filtered::<&ChildOf, With<Crown>>()
        .iter(app.world())
        .map(ChildOf::parent)
        .collect();
    let mut found: Vec<String> = app
        .world_mut()
        .query::<(Entity, &MedeaPiece)>()
        .iter(app.world())
        .map(|(entity, p)| {
            let crown = if crowns.contains(&entity) { "+" } else { "" };
            format!("{} {}{crown}", p.square, p.piece.letter())
        })
        .collect();
    found.sort();
    found
}

/// Every chakra entity as "square colour", sorted.
fn chakras(app: &mut App) -> Vec<String> {
    let mut found: Vec<String> = app
        .world_mut()
        .query::<&Chakra>()
        .iter(app.world())
        .map(|c| format!("{} {}", c.square, c.colour.name()))
        .collect();
    found.sort();
    found
}

fn strings(items: &[&str]) -> Vec<String> {
    items.iter().map(|s| s.to_string()).collect()
}

fn mismatches(app: &App) -> Vec<String> {
    app.world().resource::<MedeaReconcile>().mismatches.clone()
}

#[test]
fn the_start_shows_thirty_six_men_and_four_chakras() {
    let mut app = app_for(Game::new(), [PlayerKind::Human; 2]);
    assert_eq!(pieces(&mut app).len(), 36, "{:?}", pieces(&mut app));
    assert_eq!(app.world().resource::<MedeaIndex>().piece_count(), 36);
    assert_eq!(
        chakras(&mut app),
        strings(&["a2 white", "a7 black", "h2 white", "h7 black"])
    );
}

#[test]
fn a_click_selects_a_piece_and_lights_its_moves_and_a_click_on_one_moves_it() {
    let mut app = app_for(Game::new(), [PlayerKind::Human; 2]);
    click(&mut app, "c3");
    let selection = app.world().resource::<MedeaSelection>().clone();
    assert_eq!(selection.from, Some(sq("c3")));
    let position = *Game::new().position();
    assert_eq!(
        selection.targets(&position),
        vec![sq("b4"), sq("c4"), sq("d4")]
    );
    // A square it cannot reach is refused with the core's reason; the selection goes.
    click(&mut app, "c5");
    assert_eq!(
        refusal(&app).as_deref(),
        Some("a man steps one square forward, straight or diagonally, not from c3 to c5")
    );
    assert_eq!(app.world().resource::<MedeaSelection>().from, None);
    // Another piece of the opponent's is refused too.
    click(&mut app, "d6");
    assert_eq!(
        refusal(&app).as_deref(),
        Some("the black man on d6 is not yours")
    );
    click(&mut app, "c3");
    click(&mut app, "c4");
    assert_eq!(notations(&app), vec!["c3-c4"]);
    assert_eq!(refusal(&app), None);
    assert_eq!(app.world().resource::<MedeaSelection>().from, None);
    // The man slides: at once it is the c4 man, its picture catches up.
    let c4 = app.world().resource::<MedeaIndex>().piece(sq("c4"));
    let entity = c4.expect("a piece entity on c4");
    assert!(app.world().get::<Tweens>(entity).is_some());
    settle(&mut app);
    assert!(app.world().get::<Tweens>(entity).is_none());
    let piece = app.world().get::<MedeaPiece>(entity).copied();
    assert_eq!(
        piece,
        Some(MedeaPiece {
            square: sq("c4"),
            piece: Piece::new(Colour::White, Role::Man)
        })
    );
    let at = app.world().get::<Transform>(entity).map(|t| t.translation);
    assert_eq!(at, Some(Vec3::new(-1.5, 0.04, 0.5)));
    assert_eq!(app.world().resource::<MedeaIndex>().piece(sq("c3")), None);
    assert!(mismatches(&app).is_empty(), "{:?}", mismatches(&app));
}

#[test]
fn a_compulsory_capture_is_marked_and_any_other_piece_is_refused_with_the_reason() {
    let mut app = app_from("8/8/8/3m4/3M4/M7/8/8 w b1,h1 a8,h8 0");
    click(&mut app, "a3");
    assert_eq!(
        refusal(&app).as_deref(),
        Some("a capture is compulsory: the man on d4 takes 1")
    );
    assert_eq!(app.world().resource::<MedeaSelection>().from, None);
    // Clicking one's vacant chakra is refused the same way.
    click(&mut app, "b1");
    assert_eq!(
        refusal(&app).as_deref(),
        Some("a capture is compulsory: the man on d4 takes 1")
    );
    click(&mut app, "d4");
    let selection = app.world().resource::<MedeaSelection>().clone();
    let position = pos("8/8/8/3m4/3M4/M7/8/8 w b1,h1 a8,h8 0");
    assert_eq!(selection.targets(&position), vec![sq("d6")]);
    click(&mut app, "d6");
    assert_eq!(notations(&app), vec!["d4xd6"]);
    settle(&mut app);
    assert_eq!(pieces(&mut app), strings(&["a3 M", "d6 M"]));
    assert!(mismatches(&app).is_empty(), "{:?}", mismatches(&app));
}

#[test]
fn a_click_on_where_a_refused_man_was_meant_to_go_repeats_why_it_cannot_move() {
    let mut app = app_from("8/8/8/3m4/3M4/M7/8/8 w b1,h1 a8,h8 0");
    let compulsory = Some("a capture is compulsory: the man on d4 takes 1");
    click(&mut app, "a3");
    assert_eq!(refusal(&app).as_deref(), compulsory);
    // a4 is where a3 would have stepped: the reason stays, not "there is no piece on a4".
    click(&mut app, "a4");
    assert_eq!(refusal(&app).as_deref(), compulsory);
    click(&mut app, "b4");
    assert_eq!(refusal(&app).as_deref(), compulsory);
    assert_eq!(app.world().resource::<MedeaSelection>().from, None);
    // The opponent's piece is refused for its own reason, and then a vacant square is just
    // a vacant square.
    click(&mut app, "d5");
    assert_eq!(
        refusal(&app).as_deref(),
        Some("the black man on d5 is not yours")
    );
    click(&mut app, "a4");
    assert_eq!(refusal(&app).as_deref(), Some("there is no piece on a4"));
    // The man that must take still takes.
    click(&mut app, "d4");
    click(&mut app, "d6");
    assert_eq!(notations(&app), vec!["d4xd6"]);
}

#[test]
fn a_double_capture_marks_each_piece_as_it_is_jumped_and_lifts_both_off_at_the_end() {
    // d4xd6xd8 takes d5 and d7 and crowns on d8.
    let mut app = app_from("8/3m4/8/3m4/3Mm3/8/8/8 w a1,h1 a8,h8 0");
    click(&mut app, "d4");
    click(&mut app, "d8");
    assert_eq!(notations(&app), vec!["d4xd6xd8"]);
    // During the move the captured pieces stay, each with its mark; the mover arcs.
    let index = app.world().resource::<MedeaIndex>();
    let (d5, d7) = (index.piece(sq("d5")), index.piece(sq("d7")));
    assert_eq!((d5, d7), (None, None), "taken out of the index at once");
    let marks = app
        .world_mut()
        .query_filtered::<&ChildOf, With<CaptureMark>>()
        .iter(app.world())
        .count();
    assert_eq!(marks, 2);
    let still_there: Vec<String> = pieces(&mut app);
    assert_eq!(
        still_there,
        strings(&["d5 m", "d7 m", "d8 K+", "e4 m"]),
        "the captured pieces are lifted off at the end, not at once"
    );
    // At the end both are gone together, and the crown has dropped onto the new king.
    assert!(app.world().resource::<AnimationClock>().is_busy());
    settle(&mut app);
    assert_eq!(pieces(&mut app), strings(&["d8 K+", "e4 m"]));
    assert!(mismatches(&app).is_empty(), "{:?}", mismatches(&app));
}

#[test]
fn a_transmission_captures_by_replacement_and_crowns_and_undo_puts_everything_back() {
    let fen = "4k3/8/3m4/8/8/8/1M6/8 w c3,e8 a7,h7 0";
    let mut app = app_from(fen);
    let before = (pieces(&mut app), chakras(&mut app));
    assert_eq!(before.0, strings(&["b2 M", "d6 m", "e8 k+"]));
    click(&mut app, "b2");
    click(&mut app, "c3");
    assert_eq!(notations(&app), vec!["b2-c3"]);
    // The piece is e8's now; the black king there is on its way off.
    let index = app.world().resource::<MedeaIndex>();
    let mover = index.piece(sq("e8")).expect("the transmitted piece");
    assert_eq!(index.piece(sq("c3")), None);
    settle(&mut app);
    assert_eq!(pieces(&mut app), strings(&["d6 m", "e8 K+"]));
    assert_eq!(
        app.world().get::<MedeaPiece>(mover).map(|p| p.square),
        Some(sq("e8"))
    );
    // It rests on the chakra.
    let y = app.world().get::<Transform>(mover).map(|t| t.translation.y);
    assert_eq!(y, Some(0.04 + 0.05));
    assert!(mismatches(&app).is_empty(), "{:?}", mismatches(&app));

    send(&mut app, Intent::Undo);
    settle(&mut app);
    assert_eq!((pieces(&mut app), chakras(&mut app)), before);
    assert!(mismatches(&app).is_empty(), "{:?}", mismatches(&app));
}

#[test]
fn a_chakra_glides_when_its_vacant_chakra_is_clicked_and_moved() {
    let mut app = app_from("8/8/8/7k/8/8/1M6/K7 w a2,c3 b4,h8 0");
    click(&mut app, "c3");
    assert_eq!(
        app.world().resource::<MedeaSelection>().from,
        Some(sq("c3"))
    );
    click(&mut app, "d4");
    assert_eq!(notations(&app), vec!["Cc3-d4"]);
    let chakra = app.world().resource::<MedeaIndex>().chakra(sq("d4"));
    assert!(chakra.is_some());
    settle(&mut app);
    assert_eq!(
        chakras(&mut app),
        strings(&["a2 white", "b4 black", "d4 white", "h8 black"])
    );
    assert!(mismatches(&app).is_empty(), "{:?}", mismatches(&app));
}

#[test]
fn a_click_during_an_animation_finishes_it_and_counts() {
    let mut app = app_for(Game::new(), [PlayerKind::Human; 2]);
    click(&mut app, "c3");
    click(&mut app, "c4");
    assert!(app.world().resource::<AnimationClock>().is_busy());
    click(&mut app, "d6");
    assert!(!app.world().resource::<AnimationClock>().is_busy());
    assert_eq!(
        app.world().resource::<MedeaSelection>().from,
        Some(sq("d6"))
    );
}

#[test]
fn where_two_captures_end_on_the_square_clicked_the_landings_choose_the_path() {
    // The king on g7 takes four pieces either way to h2: over d7 to a7 (then a3) or to b7
    // (then b6), and on over c2 and g2.
    let fen = "8/3m2K1/1m6/8/8/m7/2m3m1/8 w a1,h1 a8,h8 0";
    let mut app = app_from(fen);
    click(&mut app, "g7");
    click(&mut app, "h2");
    assert!(notations(&app).is_empty(), "h2 alone does not say which");
    let selection = app.world().resource::<MedeaSelection>().clone();
    assert_eq!(selection.ending, Some(sq("h2")));
    assert_eq!(selection.targets(&pos(fen)), vec![sq("a7"), sq("b7")]);
    click(&mut app, "b7");
    assert_eq!(notations(&app), vec!["g7xb7xb2xd2xh2"]);
    settle(&mut app);
    assert_eq!(pieces(&mut app), strings(&["a3 m", "h2 K+"]));
    assert!(mismatches(&app).is_empty(), "{:?}", mismatches(&app));
}

#[test]
fn the_keyboard_cursor_selects_and_moves_a_piece() {
    let mut app = app_for(Game::new(), [PlayerKind::Human; 2]);
    let cursor = |app: &App| app.world().resource::<Cursor>().0;
    press(&mut app, &[KeyCode::ArrowUp]);
    let middle = cursor(&app).expect("the first arrow shows the cursor");
    let middles = ["d4", "e4", "d5", "e5"].map(|name| sq(name).into());
    assert!(middles.contains(&middle), "{middle:?}");
    // Down the board towards White, to the men on the third rank.
    let third = |cell| ["d3", "e3"].map(|name| sq(name).into()).contains(&cell);
    for _ in 0..2 {
        if cursor(&app).is_some_and(|cell| !third(cell)) {
            press(&mut app, &[KeyCode::ArrowDown]);
        }
    }
    let from = cursor(&app).expect("the cursor");
    assert!(third(from), "{from:?}");
    press(&mut app, &[KeyCode::Enter]);
    let selected = app.world().resource::<MedeaSelection>().from;
    assert!(selected.is_some_and(|s| from == s.into()), "{selected:?}");
    // One square up, and Enter plays the step there.
    press(&mut app, &[KeyCode::ArrowUp]);
    press(&mut app, &[KeyCode::Enter]);
    let step = if from == sq("d3").into() {
        "d3-d4"
    } else {
        "e3-e4"
    };
    assert_eq!(notations(&app), [step]);
}

#[test]
fn the_board_is_turned_for_the_person_playing_black_against_the_computer() {
    let computer = PlayerKind::Computer(medusa::ai::Level::Beginner);
    let turned = |app: &App| app.world().resource::<BoardTurned>().0;
    assert!(!turned(&app_for(Game::new(), [PlayerKind::Human; 2])));
    assert!(!turned(&app_for(
        Game::new(),
        [PlayerKind::Human, computer]
    )));
    let mut app = app_for(Game::new(), [computer, PlayerKind::Human]);
    assert!(turned(&app), "Black's men stand at the near edge");
    // The arrows go as the board is seen: down the screen is towards Black, at the near edge.
    let rank = |app: &App| {
        let cell = app.world().resource::<Cursor>().0.expect("the cursor");
        cell.index() / 8
    };
    press(&mut app, &[KeyCode::ArrowUp]);
    let middle = rank(&app);
    press(&mut app, &[KeyCode::ArrowDown]);
    assert_eq!(rank(&app), middle + 1);
}
