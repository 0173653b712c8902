//! Each game played online by two apps, watched by a third.

use super::*;

/// Plays `turns` moves between `first` and `second` (each its own side), then the second
/// resigns; the watcher follows every move, and all three see the same end.
fn play_a_game(kind: GameKind, turns: usize) {
    let folder = support::temp_folder(&format!("app-{}", kind.id().id));
    let server = support::Server::start(&support::sqlite(&folder), "127.0.0.1:0", &[]);
    let url = format!("http://{}", server.addr);
    let mut first = app_in(&folder.join("first"));
    let mut second = app_in(&folder.join("second"));
    let mut watcher = app_in(&folder.join("watcher"));
    let code = create(&mut first, &url, kind);
    go(&mut second, &url, RoomRequest::Join(code));
    go(&mut watcher, &url, RoomRequest::Watch(code));
    pump(
        &mut [&mut first, &mut second, &mut watcher],
        "the three screens in the room",
        |apps| {
            apps.iter().all(|app| {
                let game_match = app.world().resource::<Match>();
                game_match.is_online() && game_match.game.kind() == kind
            })
        },
    );
    let seat_of = |app: &App| {
        app.world()
            .resource::<Online>()
            .0
            .as_ref()
            .and_then(|room| room.seat)
    };
    let first_seat = seat_of(&first).expect("the creator's seat");
    assert_eq!(seat_of(&second), Some(1 - first_seat));
    assert_eq!(seat_of(&watcher), None);
    assert_eq!(
        watcher.world().resource::<Match>().setup.players,
        [PlayerKind::Remote; 2]
    );
    play_turns(&mut first, &mut second, &mut watcher, 0..turns);
    second
        .world_mut()
        .write_message(Intent::Resign(1 - first_seat));
    pump(
        &mut [&mut first, &mut second, &mut watcher],
        "the resignation on every screen",
        |apps| {
            apps.iter()
                .all(|app| app.world().resource::<Match>().result_line().is_some())
        },
    );
    let result = first.world().resource::<Match>().result_line();
    assert_eq!(second.world().resource::<Match>().result_line(), result);
    assert_eq!(watcher.world().resource::<Match>().result_line(), result);
    let winner = kind.side_names()[first_seat];
    assert!(
        result.as_deref().is_some_and(|r| r.starts_with(winner)),
        "{result:?} names {winner} the winner"
    );
    let _ = std::fs::remove_dir_all(&folder);
}

#[test]
fn medusa_is_played_online_and_watched() {
    play_a_game(GameKind::Medusa, 4);
}

#[test]
fn lotus_is_played_online_and_watched() {
    play_a_game(GameKind::Lotus, 4);
}

#[test]
fn medea_is_played_online_and_watched() {
    play_a_game(GameKind::ALL[2], 6);
}

#[test]
fn pillars_is_played_online_and_watched() {
    play_a_game(GameKind::ALL[3], 6);
}
