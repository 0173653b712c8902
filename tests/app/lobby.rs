//! The lobby and the room in the headless app, the server's frames fed through sockets of the
//! test's own: a name registered and kept, the lobby followed from its snapshot and changes,
//! a challenge played (accept_challenge, then matched, then resume into the room), a rematch
//! (the new room, the other seat, the same token), the chat, and the chat turned off by a
//! player who does not chat.

use bevy::prelude::*;
use medusa::app::{
    GoOnline, HeldSeat, KnownPlayers, Lobby, LobbyAct, Match, NotificationSettings, Online,
    PlayerKind, PushWanted, RoomRequest, Settings, Store, SystemNotice,
};
use medusa::online::{
    LobbyChange, MyGame, PlayerKey, RoomCode, RoomEvent, SeatToken, ServerMessage,
};

use crate::fake_server::{
    ann_challenges, app, code, event, room_code, seated, sockets_to, welcome,
};

#[test]
fn a_name_is_registered_the_lobby_followed_and_a_challenge_played_into_its_room() {
    let server = "http://lobby-play.test:1";
    let url = "ws://lobby-play.test:1/ws";
    let mut app = app("play");
    app.world_mut()
        .write_message(LobbyAct::Open(server.to_string()));
    app.update();
    let lobby = sockets_to(url).pop().expect("the lobby's socket");
    lobby.open();
    app.update();
    assert_eq!(lobby.sent(), [r#"{"type":"lobby","version":2}"#]);
    // The name, registered: its key is kept for this server.
    app.world_mut()
        .write_message(LobbyAct::Register(" Bob ".to_string()));
    app.update();
    assert_eq!(
        lobby.sent(),
        [r#"{"type":"register","version":2,"name":"Bob"}"#]
    );
    let key = PlayerKey::from_bytes([0xb0; 16]);
    lobby.hear(ServerMessage::Player {
        name: "Bob".into(),
        key: Some(key),
        password: false,
    });
    app.update();
    // Once the player is known, the games waiting for its move are asked for, and how the
    // player is told of them.
    assert_eq!(
        lobby.sent(),
        [
            r#"{"type":"your_turn"}"#,
            r#"{"type":"notifications","on":null}"#
        ]
    );
    let kept = app.world().resource::<KnownPlayers>().on(url).cloned();
    assert_eq!(
        kept.map(|player| (player.name, player.key)),
        Some(("Bob".to_string(), key))
    );
    let store = app.world().resource::<Store>().clone();
    assert_eq!(KnownPlayers::load(&store).on(url).map(|p| p.key), Some(key));
    // The snapshot, then its changes in order.
    lobby.hear(ServerMessage::Lobby {
        seq: 0,
        challenges: vec![ann_challenges(6)],
        games: Vec::new(),
    });
    lobby.hear(ServerMessage::LobbyChange {
        seq: 1,
        change: LobbyChange::ChallengeAdded {
            challenge: ann_challenges(7),
        },
    });
    lobby.hear(ServerMessage::LobbyChange {
        seq: 2,
        change: LobbyChange::ChallengeRemoved { id: 6 },
    });
    app.update();
    let ids: Vec<u64> = app
        .world()
        .resource::<Lobby>()
        .0
        .as_ref()
        .expect("a lobby")
        .challenges
        .iter()
        .map(|challenge| challenge.id)
        .collect();
    assert_eq!(ids, [7]);
    // Play: the challenge is accepted, and the match leads into the room as a seat.
    app.world_mut().write_message(LobbyAct::Accept(7));
    app.update();
    assert_eq!(
        lobby.sent(),
        [r#"{"type":"accept_challenge","version":2,"id":7}"#]
    );
    let token = SeatToken::from_bytes([0x70; 16]);
    lobby.hear(ServerMessage::Matched {
        code: code("BCDFGH"),
        seat: 1,
        token,
    });
    app.update();
    app.update();
    assert_eq!(room_code(&app), Some(code("BCDFGH")));
    let room = sockets_to(url).pop().expect("the room's socket");
    room.open();
    app.update();
    assert_eq!(
        room.sent(),
        [
            format!(
                r#"{{"type":"identify","version":2,"name":"Bob","key":"{}"}}"#,
                key.to_hex()
            ),
            format!(
                r#"{{"type":"resume","version":2,"code":"BCDFGH","token":"{}","after":0}}"#,
                token.to_hex()
            ),
        ]
    );
    room.hear(ServerMessage::Player {
        name: "Bob".into(),
        key: None,
        password: false,
    });
    room.hear(welcome(code("BCDFGH"), 1, 2));
    room.hear(event(1, seated(0, "Ann")));
    room.hear(event(2, seated(1, "Bob")));
    app.update();
    app.update();
    let game_match = app.world().resource::<Match>();
    assert_eq!(
        game_match.setup.players,
        [PlayerKind::Remote, PlayerKind::Human]
    );
    let online = app.world().resource::<Online>();
    let seated_room = online.0.as_ref().expect("a room");
    assert_eq!(seated_room.seat, Some(1));
    assert_eq!(seated_room.name_of(0), Some("Ann"));
    // The chat: the opponent's line, hidden while muted.
    room.hear(event(
        3,
        RoomEvent::Chat {
            seat: 0,
            text: "good luck".into(),
        },
    ));
    app.update();
    let lines = |app: &App| -> Vec<(usize, String)> {
        app.world()
            .resource::<Online>()
            .0
            .as_ref()
            .expect("a room")
            .chat_lines()
            .into_iter()
            .map(|(seat, text)| (seat, text.to_string()))
            .collect()
    };
    assert_eq!(lines(&app), [(0, "good luck".to_string())]);
    if let Some(room) = &mut app.world_mut().resource_mut::<Online>().0 {
        room.muted = true;
    }
    assert!(lines(&app).is_empty());
    // A rematch: the new room, the other seat, the same token.
    for (seq, happened) in [
        (4, RoomEvent::Resigned { seat: 0 }),
        (
            5,
            RoomEvent::Ended {
                result: "Black wins: White resigned".into(),
            },
        ),
        (6, RoomEvent::RematchOffered { seat: 0 }),
        (
            7,
            RoomEvent::Rematched {
                seat: 1,
                code: code("JKLMNP"),
            },
        ),
    ] {
        room.hear(event(seq, happened));
    }
    app.update();
    app.update();
    assert_eq!(room_code(&app), Some(code("JKLMNP")));
    let online = app.world().resource::<Online>();
    assert_eq!(online.0.as_ref().and_then(|room| room.seat), Some(0));
    let rematch = sockets_to(url).pop().expect("the rematch's socket");
    rematch.open();
    app.update();
    assert_eq!(
        rematch.sent().last().cloned(),
        Some(format!(
            r#"{{"type":"resume","version":2,"code":"JKLMNP","token":"{}","after":0}}"#,
            token.to_hex()
        ))
    );
}

#[test]
fn a_player_who_does_not_chat_turns_the_rooms_chat_off_on_entering_as_a_seat() {
    let server = "http://lobby-chat.test:1";
    let url = "ws://lobby-chat.test:1/ws";
    let mut app = app("chat");
    app.world_mut().resource_mut::<Settings>().chat = false;
    let token = SeatToken::from_bytes([0x71; 16]);
    let held = HeldSeat {
        code: code("QRSTVW"),
        seat: 0,
        token,
    };
    app.world_mut().write_message(GoOnline {
        server: server.to_string(),
        request: RoomRequest::Seat(held),
    });
    app.update();
    let room = sockets_to(url).pop().expect("the room's socket");
    room.open();
    app.update();
    assert_eq!(
        room.sent(),
        [format!(
            r#"{{"type":"resume","version":2,"code":"QRSTVW","token":"{}","after":0}}"#,
            token.to_hex()
        )]
    );
    room.hear(welcome(code("QRSTVW"), 0, 2));
    room.hear(event(1, seated(0, "Ann")));
    app.update();
    // Not before the room is caught up: its chat may be off already.
    assert!(room.sent().is_empty());
    room.hear(event(2, seated(1, "Bob")));
    app.update();
    assert_eq!(room.sent(), [r#"{"type":"chat_off"}"#]);
    room.hear(event(3, RoomEvent::ChatOff { seat: 0 }));
    app.update();
    let online = app.world().resource::<Online>();
    assert!(!online.0.as_ref().expect("a room").chat_shown());
    // Once.
    app.update();
    assert!(room.sent().is_empty());
}

#[test]
fn a_finished_games_record_opens_in_the_replay_and_the_room_is_left() {
    let server = "http://lobby-record.test:1";
    let url = "ws://lobby-record.test:1/ws";
    let mut app = app("record");
    app.world_mut().write_message(GoOnline {
        server: server.to_string(),
        request: RoomRequest::Record(code("WXYZAB")),
    });
    app.update();
    let room = sockets_to(url).pop().expect("the room's socket");
    room.open();
    app.update();
    assert_eq!(
        room.sent(),
        [r#"{"type":"watch","version":2,"code":"WXYZAB","after":0}"#]
    );
    let mut watching = welcome(code("WXYZAB"), 0, 5);
    if let ServerMessage::Welcome { seat, .. } = &mut watching {
        *seat = None;
    }
    room.hear(watching);
    for (seq, happened) in [
        (1, seated(0, "Ann")),
        (2, seated(1, "Bob")),
        (
            3,
            RoomEvent::Moved {
                seat: 0,
                notation: "c3-d4".into(),
                clocks: None,
            },
        ),
        (4, RoomEvent::Resigned { seat: 1 }),
        (
            5,
            RoomEvent::Ended {
                result: "White wins: Black resigned".into(),
            },
        ),
    ] {
        room.hear(event(seq, happened));
    }
    app.update();
    app.update();
    assert!(
        app.world().resource::<Online>().0.is_none(),
        "the room is left"
    );
    let replay = app
        .world()
        .get_resource::<medusa::app::Replay>()
        .expect("the record in the replay");
    assert_eq!(replay.name, "WXYZAB");
    let text = replay.record.to_text();
    assert!(text.contains("[Room \"WXYZAB\"]"), "{text}");
    assert!(text.contains("c3-d4"), "{text}");
}

/// A game of Medea by the day waiting for the player's move, against Ann.
fn waiting(code: RoomCode, left_ms: u64) -> MyGame {
    MyGame {
        code,
        game: "medea".into(),
        seat: 1,
        opponent: Some("Ann".into()),
        moves: 3,
        your_move: true,
        result: None,
        rated: false,
        created_ms: 1,
        turn_since_ms: Some(2),
        time_left_ms: Some(left_ms),
        clock: None,
        opponent_vacation_until_ms: None,
    }
}

#[test]
fn the_games_waiting_and_the_vacation_are_told_and_next_game_leads_past_this_one() {
    let server = "http://lobby-next.test:1";
    let url = "ws://lobby-next.test:1/ws";
    let mut app = app("next");
    app.world_mut()
        .write_message(LobbyAct::Open(server.to_string()));
    app.update();
    let lobby = sockets_to(url).pop().expect("the lobby's socket");
    lobby.open();
    app.update();
    lobby.sent();
    app.world_mut()
        .write_message(LobbyAct::Register("Bob".to_string()));
    app.update();
    lobby.sent();
    lobby.hear(ServerMessage::Player {
        name: "Bob".into(),
        key: Some(PlayerKey::from_bytes([0xb1; 16])),
        password: false,
    });
    app.update();
    assert_eq!(
        lobby.sent(),
        [
            r#"{"type":"your_turn"}"#,
            r#"{"type":"notifications","on":null}"#
        ]
    );
    let (first, second) = (code("BCDFGH"), code("JKLMNP"));
    let games = vec![waiting(first, 86_400_000), waiting(second, 3_600_000)];
    lobby.hear(ServerMessage::YourTurn {
        games: games.clone(),
        vacation_until_ms: Some(5_000),
        vacation_days_left: 20,
    });
    app.update();
    {
        let link = app.world().resource::<Lobby>().0.as_ref().expect("a lobby");
        assert_eq!(link.your_turn.as_deref(), Some(&games[..]));
        assert_eq!(link.vacation, Some((Some(5_000), 20)));
    }
    // A vacation asked for, and ended.
    app.world_mut().write_message(LobbyAct::Vacation(3));
    app.update();
    app.world_mut().write_message(LobbyAct::EndVacation);
    app.update();
    assert_eq!(
        lobby.sent(),
        [
            r#"{"type":"vacation","days":3}"#,
            r#"{"type":"end_vacation"}"#
        ]
    );
    // Next game from the first: the list is asked for again, and the first other game
    // in it is entered by the player's name.
    app.world_mut().write_message(LobbyAct::NextGame(first));
    app.update();
    assert_eq!(lobby.sent(), [r#"{"type":"your_turn"}"#]);
    lobby.hear(ServerMessage::YourTurn {
        games,
        vacation_until_ms: None,
        vacation_days_left: 20,
    });
    app.update();
    app.update();
    assert_eq!(room_code(&app), Some(second));
    let room = sockets_to(url).pop().expect("the room's socket");
    room.open();
    app.update();
    let sent = room.sent();
    assert!(
        sent.iter()
            .any(|frame| frame.contains(r#""type":"enter""#) && frame.contains("JKLMNP")),
        "{sent:?}"
    );
    let link = app.world().resource::<Lobby>().0.as_ref().expect("a lobby");
    assert_eq!(link.vacation, Some((None, 20)));
}

/// The notices the app gave the system to show, and the pushes it wanted, in a test app.
#[derive(Resource, Default)]
struct Told {
    shown: Vec<SystemNotice>,
    pushes: Vec<PushWanted>,
}

fn note_told(
    mut shown: MessageReader<SystemNotice>,
    mut pushes: MessageReader<PushWanted>,
    mut told: ResMut<Told>,
) {
    told.shown.extend(shown.read().cloned());
    told.pushes.extend(pushes.read().cloned());
}

#[test]
fn a_notice_of_another_game_is_shown_by_the_system_while_notifications_are_on() {
    let server = "http://lobby-notice.test:1";
    let url = "ws://lobby-notice.test:1/ws";
    let mut app = app("notice");
    app.init_resource::<Told>().add_systems(Update, note_told);
    app.world_mut()
        .write_message(LobbyAct::Open(server.to_string()));
    app.update();
    let lobby = sockets_to(url).pop().expect("the lobby's socket");
    lobby.open();
    app.update();
    app.world_mut()
        .write_message(LobbyAct::Register("Bob".to_string()));
    app.update();
    lobby.hear(ServerMessage::Player {
        name: "Bob".into(),
        key: Some(PlayerKey::from_bytes([0xb2; 16])),
        password: false,
    });
    app.update();
    lobby.sent();
    // The server tells the settings: on, with a push key; a browser allowed renews its
    // subscription without asking.
    lobby.hear(ServerMessage::Notifications {
        on: true,
        push_key: Some("BEl6".into()),
        subscriptions: 1,
        email: None,
        mail: false,
    });
    app.update();
    app.update();
    {
        let link = app.world().resource::<Lobby>().0.as_ref().expect("a lobby");
        assert_eq!(
            link.notifications,
            Some(NotificationSettings {
                on: true,
                push_key: Some("BEl6".into()),
                subscriptions: 1,
                email: None,
                mail: false,
            })
        );
    }
    assert_eq!(
        app.world().resource::<Told>().pushes,
        [PushWanted {
            key: "BEl6".into(),
            ask: false
        }]
    );
    let notice = |room: &str| ServerMessage::Notice {
        room: code(room),
        kind: "your_move".into(),
        title: "Your move against Ann (Medea)".into(),
        body: "Ann moved: it is your move.".into(),
    };
    lobby.hear(notice("BCDFGH"));
    app.update();
    app.update();
    assert_eq!(
        app.world().resource::<Told>().shown,
        [SystemNotice {
            title: "Your move against Ann (Medea)".into(),
            body: "Ann moved: it is your move.".into(),
        }]
    );
    // The list of games waiting is asked for again.
    assert_eq!(lobby.sent(), [r#"{"type":"your_turn"}"#]);

    // Off: the list follows, nothing is shown.
    app.world_mut().write_message(LobbyAct::Notify(false));
    app.update();
    assert_eq!(lobby.sent(), [r#"{"type":"notifications","on":false}"#]);
    lobby.hear(ServerMessage::Notifications {
        on: false,
        push_key: Some("BEl6".into()),
        subscriptions: 1,
        email: None,
        mail: false,
    });
    lobby.hear(notice("BCDFGH"));
    app.update();
    app.update();
    assert_eq!(app.world().resource::<Told>().shown.len(), 1);
    assert_eq!(lobby.sent(), [r#"{"type":"your_turn"}"#]);

    // On again, and the player in that very game: nothing shown for it, the other game's
    // notice is.
    lobby.hear(ServerMessage::Notifications {
        on: true,
        push_key: None,
        subscriptions: 0,
        email: Some("bob@example.org".into()),
        mail: true,
    });
    app.world_mut().write_message(GoOnline {
        server: server.to_string(),
        request: RoomRequest::Enter(code("BCDFGH")),
    });
    app.update();
    lobby.hear(notice("BCDFGH"));
    lobby.hear(notice("JKLMNP"));
    app.update();
    app.update();
    let told = app.world().resource::<Told>();
    assert_eq!(told.shown.len(), 2);
    assert_eq!(
        told.pushes.len(),
        1,
        "the settings told again ask for no push"
    );
    // The e-mail address set, and cleared.
    app.world_mut()
        .write_message(LobbyAct::SetEmail(" bob@example.org ".into()));
    app.world_mut()
        .write_message(LobbyAct::SetEmail(String::new()));
    app.update();
    let sent = lobby.sent();
    assert!(
        sent.ends_with(&[
            r#"{"type":"set_email","address":"bob@example.org"}"#.to_string(),
            r#"{"type":"set_email","address":null}"#.to_string()
        ]),
        "{sent:?}"
    );
}
