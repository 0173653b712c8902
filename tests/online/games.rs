//! Each game played online by two apps, watched by a third; Lotus (Medusa on its board) also counted after its
//! marking of dead groups, agreed across the two screens.

use medusa::medusa::{Action, Colour};

use medusa::app::{BoardTurned, SetupDraft};

use super::*;

/// Who resigns at the end of a game played online.
#[derive(Clone, Copy, PartialEq)]
enum Resigns {
    /// The creator, whose turn it is (the rules record the resignation as its move).
    Mover,
    /// The joiner, out of turn (the server ends the game).
    Waiting,
}

/// Plays `turns` moves (an even number) between the creator and the joiner (each its own
/// side), then one of them resigns; the watcher follows every move, and all three see the
/// same end.
fn play_a_game(kind: GameKind, turns: usize, resigns: Resigns) {
    let mut table = Table::new(kind, &format!("app-{}", kind.id().id));
    let first_seat = seat_of(&table.first).expect("the creator's seat");
    assert_eq!(seat_of(&table.second), Some(1 - first_seat));
    assert_eq!(seat_of(&table.watcher), None);
    assert_eq!(
        table.watcher.world().resource::<Match>().setup.players,
        [PlayerKind::Remote; 2]
    );
    // The player of Black in Medea and Pillars (the second seat) sees the board turned, their
    // pieces at the near edge; Medusa's and Lotus's boards have no sides and stay.
    let turned = |app: &App| app.world().resource::<BoardTurned>().0;
    let has_sides = kind.medusa_variant().is_none();
    assert_eq!(turned(&table.first), has_sides && first_seat == 1);
    assert_eq!(turned(&table.second), has_sides && first_seat == 0);
    assert!(!turned(&table.watcher));
    table.play_turns(0..turns);
    let (resigner, loser) = match resigns {
        Resigns::Mover => (&mut table.first, first_seat),
        Resigns::Waiting => (&mut table.second, 1 - first_seat),
    };
    resigner.world_mut().write_message(Intent::Resign(loser));
    let result = table.same_result("the resignation on every screen");
    let sides = kind.side_names();
    let (winner, resigned) = (sides[1 - loser], sides[loser]);
    assert_eq!(result, format!("{winner} wins: {resigned} resigned"));
    // Each player reads the result as their own; the watcher reads the sides.
    let (losing, winning) = match resigns {
        Resigns::Mover => (&table.first, &table.second),
        Resigns::Waiting => (&table.second, &table.first),
    };
    let here = |app: &App| app.world().resource::<Match>().result_here();
    assert_eq!(
        here(winning).as_deref(),
        Some(format!("You won: {resigned} resigned").as_str())
    );
    assert_eq!(
        here(losing).as_deref(),
        Some(format!("You lost: {resigned} resigned").as_str())
    );
    assert_eq!(here(&table.watcher), Some(result));
    // New game goes back to the title with this game's card chosen, on every screen.
    for app in [&table.first, &table.second, &table.watcher] {
        assert_eq!(app.world().resource::<SetupDraft>().setup.kind, kind);
    }
}

#[test]
fn medusa_is_played_online_and_watched() {
    play_a_game(GameKind::MEDUSA, 4, Resigns::Waiting);
}

#[test]
fn lotus_is_played_online_and_watched() {
    play_a_game(GameKind::LOTUS, 4, Resigns::Mover);
}

#[test]
fn medea_is_played_online_and_watched() {
    play_a_game(GameKind::all()[2], 6, Resigns::Waiting);
}

#[test]
fn pillars_is_played_online_and_watched() {
    play_a_game(GameKind::all()[3], 6, Resigns::Mover);
}

/// How many stones `app`'s Medusa or Lotus game has marked dead, while it is marking.
fn marked(app: &App) -> Option<usize> {
    let game = app.world().resource::<Match>().medusa()?.clone();
    let position = game.position();
    position.marking().map(|marking| marking.dead().len())
}

#[test]
fn lotus_is_counted_after_the_dead_groups_are_agreed_online() {
    let mut table = Table::new(GameKind::LOTUS, "app-marking");
    table.play_turns(0..2);
    table.play_turns_of(&["pass", "pass"], 2);
    table.pump("the marking on every screen", |apps| {
        apps.iter().all(|app| marked(app) == Some(0))
    });
    // The creator marks the joiner's stones dead and accepts: that is its proposal, which
    // the joiner's board shows marked.
    let game = table
        .first
        .world()
        .resource::<Match>()
        .medusa()
        .expect("a game of Lotus")
        .clone();
    let joiner = Colour::ALL[seat_of(&table.second).expect("the joiner's seat")];
    let stone = game
        .position()
        .board()
        .stones(joiner)
        .first()
        .expect("a stone of the joiner's");
    let first_colour = Colour::ALL[seat_of(&table.first).expect("the creator's seat")];
    for action in [
        Action::ToggleDead(stone),
        Action::AcceptMarking(first_colour),
    ] {
        table.first.world_mut().write_message(Intent::from(action));
        table.first.update();
    }
    table.pump("the proposal marked on the joiner's board", |apps| {
        marked(apps[1]).is_some_and(|dead| dead > 0)
    });
    assert_eq!(marked(&table.second), marked(&table.first));
    // The joiner accepts: the game is counted on every screen, the stones reversed.
    table
        .second
        .world_mut()
        .write_message(Intent::from(Action::AcceptMarking(joiner)));
    let result = table.same_result("the count on every screen");
    assert!(result.contains("points"), "a count: {result:?}");
    let moves = moves_of(&table.first);
    assert!(
        moves.last().is_some_and(|line| line.starts_with("dead ")),
        "{moves:?}"
    );
    assert_eq!(moves_of(&table.watcher), moves);
}

/// A room's code alone watches it: the free seat is the link's, with the invitation its
/// creator was given; the stranger is told so.
#[test]
fn the_code_alone_watches_and_the_invitation_takes_the_free_seat() {
    let folder = support::temp_folder("app-invitation");
    let server = support::Server::start(&support::sqlite(&folder), "127.0.0.1:0", &[]);
    let url = format!("http://{}", server.addr);
    let mut creator = app_in(&folder.join("creator"));
    let mut stranger = app_in(&folder.join("stranger"));
    let mut friend = app_in(&folder.join("friend"));
    let code = create(&mut creator, &url, GameKind::MEDEA);
    let invitation = invitation_of(&creator).expect("the creator's invitation");
    let link = creator
        .world()
        .resource::<Online>()
        .0
        .as_ref()
        .and_then(|room| room.link("join"))
        .expect("the link to share");
    assert_eq!(link, format!("{url}/#join={invitation}"));
    go(
        &mut stranger,
        &url,
        RoomRequest::Join(Invitation { code, invite: None }),
    );
    pump(&mut [&mut stranger], "the stranger in the room", |apps| {
        code_of(apps[0]).is_some()
    });
    assert_eq!(seat_of(&stranger), None, "the code alone watches");
    let notices = stranger.world().resource::<medusa::app::Notices>();
    assert!(
        notices.contains("taken with the link its creator shares"),
        "{notices:?}"
    );
    go(&mut friend, &url, RoomRequest::Join(invitation));
    pump(&mut [&mut friend], "the invited player seated", |apps| {
        seat_of(apps[0]).is_some()
    });
    assert_eq!(seat_of(&friend), Some(1));
    let _ = std::fs::remove_dir_all(&folder);
}
