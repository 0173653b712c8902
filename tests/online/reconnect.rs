//! Coming back: an app started again takes its seat back with the token it kept, and a
//! server killed mid-game and started again is found again by every screen, the game going on
//! from where it was.

use super::*;

/// Whether `app`'s connection to its room reads `state` (`connected`, `retrying`).
fn link_is(app: &App, state: &str) -> bool {
    app.world()
        .resource::<Online>()
        .0
        .as_ref()
        .is_some_and(|room| room.describe().ends_with(state))
}

#[test]
fn a_restarted_app_and_a_restarted_server_lose_nothing() {
    let mut table = Table::new(GameKind::all()[2], "app-reconnect");
    table.play_turns(0..2);
    // The second player's app is closed and started again: it goes back to its room by the
    // code alone, the seat's token coming from its store.
    let seat = seat_of(&table.second);
    table.second = app_in(&table.folder.join("second"));
    let (url, code) = (table.url.clone(), table.code);
    let code_alone = Invitation { code, invite: None };
    go(&mut table.second, &url, RoomRequest::Join(code_alone));
    pump(
        &mut [&mut table.second],
        "the second player back in the room",
        |apps| moves_of(apps[0]).len() == 2,
    );
    assert_eq!(
        seat_of(&table.second),
        seat,
        "the same seat, not a watcher's place"
    );
    table.play_turns(2..3);
    // The server dies mid-game and comes back on the same address and database.
    let addr = table.server.addr.clone();
    table.server.kill();
    table.pump("every screen noticing the server is gone", |apps| {
        apps.iter().all(|app| link_is(app, "retrying"))
    });
    table.server = support::Server::start(&table.db, &addr, &[]);
    let token = a_move(&table.second);
    play(&mut table.second, &token);
    table.pump(
        "the move made while the server came back, on every screen",
        |apps| {
            apps.iter()
                .all(|app| moves_of(app).len() == 4 && link_is(app, "connected"))
        },
    );
    let moves = moves_of(&table.first);
    assert_eq!(moves_of(&table.second), moves);
    assert_eq!(moves_of(&table.watcher), moves);
    assert_eq!(moves.last(), Some(&token));
}
