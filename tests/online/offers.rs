//! What the players must agree to, asked and answered across two screens: a move taken back
//! and a draw, each seen by the watcher too.

use super::*;

/// The standing draw offer and undo request of the room on `app`'s screen, by seat.
fn standing(app: &App) -> (Option<usize>, Option<usize>) {
    let room = app.world().resource::<Online>().0.as_ref();
    let state = room.and_then(|room| room.state.as_ref());
    (
        state.and_then(|state| state.draw_offer()),
        state.and_then(|state| state.undo_request()),
    )
}

#[test]
fn a_move_is_taken_back_and_a_draw_agreed_across_two_screens() {
    let mut table = Table::new(GameKind::all()[2], "app-offers");
    table.play_turns(0..2);
    let (first, second) = (
        seat_of(&table.first).expect("the creator's seat"),
        seat_of(&table.second).expect("the joiner's seat"),
    );
    // The joiner asks to take back its move: Undo on its screen is a request, not a move.
    table.second.world_mut().write_message(Intent::Undo);
    table.pump("the request on every screen", |apps| {
        apps.iter().all(|app| standing(app) == (None, Some(second)))
    });
    assert_eq!(moves_of(&table.second).len(), 2, "nothing taken back yet");
    // The creator allows it (Undo answers the opponent's request): the move is gone everywhere.
    table.first.world_mut().write_message(Intent::Undo);
    table.pump("the move taken back on every screen", |apps| {
        apps.iter()
            .all(|app| moves_of(app).len() == 1 && standing(app) == (None, None))
    });
    // The creator offers a draw; the joiner accepts it.
    table.first.world_mut().write_message(Intent::AgreeDraw);
    table.pump("the offer on every screen", |apps| {
        apps.iter().all(|app| standing(app) == (Some(first), None))
    });
    assert!(
        table
            .first
            .world()
            .resource::<Match>()
            .result_line()
            .is_none()
    );
    table.second.world_mut().write_message(Intent::AgreeDraw);
    let result = table.same_result("the draw on every screen");
    assert!(result.to_lowercase().contains("draw"), "{result:?}");
}

/// What the player at `app`'s screen may do now.
fn allowed(app: &App) -> Allowed {
    Allowed::now(
        app.world().resource::<Match>(),
        app.world().resource::<Online>(),
        None,
    )
}

#[test]
fn undo_resign_and_the_draw_offer_stand_ready_only_where_they_work() {
    let mut table = Table::new(GameKind::all()[2], "app-allowed");
    let first = seat_of(&table.first).expect("the creator's seat");
    let second = seat_of(&table.second).expect("the joiner's seat");
    assert_eq!(allowed(&table.watcher), Allowed::default());
    // White has moved; Black has not, and has no move of its own to take back.
    table.play_turns(0..1);
    let (white, black) = (allowed(&table.first), allowed(&table.second));
    assert!(white.undo, "White may ask for its move back");
    assert!(!black.undo, "Black has not moved");
    // Either may resign, on either turn, and offer a draw; neither may analyse a game that
    // goes on against a person.
    assert_eq!((white.resign, black.resign), (Some(first), Some(second)));
    assert_eq!((white.draw, black.draw), (Some(true), Some(true)));
    assert_eq!((white.analyse, black.analyse), (false, false));
    assert!(!allowed(&table.watcher).analyse);
    // Ctrl+Z on Black's screen asks nothing of the server.
    table.second.world_mut().write_message(Intent::Undo);
    for _ in 0..20 {
        table.pump("a frame", |_| true);
        std::thread::sleep(Duration::from_millis(10));
    }
    assert_eq!(standing(&table.first), (None, None));
    // Offer a draw: the offer reaches the opponent, whose panel answers it; no second offer.
    table.first.world_mut().write_message(Intent::AgreeDraw);
    table.pump("the offer on every screen", |apps| {
        apps.iter().all(|app| standing(app) == (Some(first), None))
    });
    assert_eq!(allowed(&table.first).draw, Some(false));
    assert_eq!(allowed(&table.second).draw, Some(false));
    // White resigns on Black's turn: the game is over, and nothing more stands ready but its
    // analysis, for the players and the watcher alike.
    table.first.world_mut().write_message(Intent::Resign(first));
    table.same_result("the resignation on every screen");
    for app in [&table.first, &table.second] {
        assert_eq!(
            allowed(app),
            Allowed {
                undo: false,
                resign: None,
                draw: Some(false),
                analyse: true,
                ..Allowed::default()
            }
        );
    }
    assert!(allowed(&table.watcher).analyse);
}
