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
    let mut table = Table::new(GameKind::ALL[2], "app-offers");
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
