//! Coming back: an app started again takes its seat back with the token it kept, and a
//! server killed mid-game and started again is found again by every screen, the game going on
//! from where it was.

use super::*;

#[test]
fn a_restarted_app_and_a_restarted_server_lose_nothing() {
    let kind = GameKind::ALL[2];
    let folder = support::temp_folder("app-reconnect");
    let db = support::sqlite(&folder);
    let mut server = support::Server::start(&db, "127.0.0.1:0", &[]);
    let addr = server.addr.clone();
    let url = format!("http://{addr}");
    let mut first = app_in(&folder.join("first"));
    let mut second = app_in(&folder.join("second"));
    let mut watcher = app_in(&folder.join("watcher"));
    let code = create(&mut first, &url, kind);
    go(&mut second, &url, RoomRequest::Join(code));
    go(&mut watcher, &url, RoomRequest::Watch(code));
    play_turns(&mut first, &mut second, &mut watcher, 0..2);
    // The second player's app is closed and started again: it goes back to its room by the
    // code alone, the seat's token coming from its store.
    let seat = second
        .world()
        .resource::<Online>()
        .0
        .as_ref()
        .and_then(|r| r.seat);
    drop(second);
    let mut second = app_in(&folder.join("second"));
    go(&mut second, &url, RoomRequest::Join(code));
    pump(
        &mut [&mut second],
        "the second player back in the room",
        |apps| moves_of(apps[0]).len() == 2,
    );
    assert_eq!(
        second
            .world()
            .resource::<Online>()
            .0
            .as_ref()
            .and_then(|r| r.seat),
        seat,
        "the same seat, not a watcher's place"
    );
    let token = a_move(&first);
    play(&mut first, &token);
    pump(
        &mut [&mut first, &mut second, &mut watcher],
        "the move after the second player came back",
        |apps| apps.iter().all(|app| moves_of(app).len() == 3),
    );
    // The server dies mid-game and comes back on the same address and database.
    server.kill();
    pump(
        &mut [&mut first, &mut second, &mut watcher],
        "every screen noticing the server is gone",
        |apps| {
            apps.iter().all(|app| {
                app.world()
                    .resource::<Online>()
                    .0
                    .as_ref()
                    .is_some_and(|room| room.describe().ends_with("retrying"))
            })
        },
    );
    let _server = support::Server::start(&db, &addr, &[]);
    let token = a_move(&second);
    play(&mut second, &token);
    pump(
        &mut [&mut first, &mut second, &mut watcher],
        "the move made while the server came back, on every screen",
        |apps| {
            apps.iter().all(|app| {
                moves_of(app).len() == 4
                    && app
                        .world()
                        .resource::<Online>()
                        .0
                        .as_ref()
                        .is_some_and(|room| room.describe().ends_with("connected"))
            })
        },
    );
    let moves = moves_of(&first);
    assert_eq!(moves_of(&second), moves);
    assert_eq!(moves_of(&watcher), moves);
    assert_eq!(moves.last(), Some(&token));
    let _ = std::fs::remove_dir_all(&folder);
}
