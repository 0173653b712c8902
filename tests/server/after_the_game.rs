//! What named players do around a game, on real servers: rated games change both ratings as
//! Glicko-2 says (computed here by hand from Glickman's paper, apart from the server's
//! crate), told in the room and on the player's page; a rematch swaps the colours and keeps
//! the tokens; the players' chat and the watchers' stay apart, within their limits, and stop
//! when a player turns chat off; a player lists its games and enters one by name.

use medusa::online::{
    ClientMessage, PROTOCOL_VERSION, RatingChange, RoomCode, RoomEvent, SeatToken, ServerMessage,
    ShownRating, SideChoice, other_seat,
};
use serde_json::Value;

use super::lobby::{OPTIONS, accept, enter, first_moves, make, medea, play, player};
use super::support::{Client, Server, http_get, registered, sqlite, temp_folder};

/// Glickman's scale factor, 400 / ln 10.
const SCALE: f64 = 173.7178;

/// A rating by hand: (rating, deviation, volatility).
type Hand = (f64, f64, f64);

/// One rating period of one game against `opponent` with `score`, by Glickman's steps 2 to
/// 8, τ = 0.75 and ε = 0.000001 as the server's.
fn glicko2(player: Hand, opponent: Hand, score: f64) -> Hand {
    let tau = 0.75;
    let (mu, phi, sigma) = ((player.0 - 1500.0) / SCALE, player.1 / SCALE, player.2);
    let (mu_j, phi_j) = ((opponent.0 - 1500.0) / SCALE, opponent.1 / SCALE);
    let g = 1.0 / (1.0 + 3.0 * phi_j * phi_j / (std::f64::consts::PI.powi(2))).sqrt();
    let e = 1.0 / (1.0 + (-g * (mu - mu_j)).exp());
    let v = 1.0 / (g * g * e * (1.0 - e));
    let delta = v * g * (score - e);
    let a = (sigma * sigma).ln();
    let f = |x: f64| {
        let ex = x.exp();
        let d = phi * phi + v + ex;
        ex * (delta * delta - phi * phi - v - ex) / (2.0 * d * d) - (x - a) / (tau * tau)
    };
    let mut big_a = a;
    let mut big_b = if delta * delta > phi * phi + v {
        (delta * delta - phi * phi - v).ln()
    } else {
        let mut k = 1.0;
        while f(a - k * tau) < 0.0 {
            k += 1.0;
        }
        a - k * tau
    };
    let (mut f_a, mut f_b) = (f(big_a), f(big_b));
    while (big_b - big_a).abs() > 0.000_001 {
        let c = big_a + (big_a - big_b) * f_a / (f_b - f_a);
        let f_c = f(c);
        if f_c * f_b <= 0.0 {
            big_a = big_b;
            f_a = f_b;
        } else {
            f_a /= 2.0;
        }
        big_b = c;
        f_b = f_c;
    }
    let sigma_new = (big_a / 2.0).exp();
    let phi_star = (phi * phi + sigma_new * sigma_new).sqrt();
    let phi_new = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
    let mu_new = mu + phi_new * phi_new * g * (score - e);
    (1500.0 + SCALE * mu_new, SCALE * phi_new, sigma_new)
}

fn shown(rating: Hand) -> ShownRating {
    ShownRating {
        rating: rating.0.round() as i32,
        provisional: rating.1 >= 110.0,
    }
}

/// The rating changes the table's players are to be told, by seat: Ann's and Bob's ratings
/// before and after the game.
fn told(table: &Table, ann: (Hand, Hand), bob: (Hand, Hand)) -> [RatingChange; 2] {
    let change = |(before, after): (Hand, Hand)| RatingChange {
        before: shown(before),
        after: shown(after),
    };
    let mut changes = [change(ann); 2];
    changes[table.bob.1] = change(bob);
    changes
}

/// Ann and Bob in a room of Medea made from Ann's challenge (rated or not), Ann moving
/// first: their connections in the room, their seats and tokens, and the room.
struct Table {
    code: RoomCode,
    ann: (Client, usize, SeatToken),
    bob: (Client, usize, SeatToken),
}

async fn table(url: &str, ann: Client, bob: Client, rated: bool) -> Table {
    let (mut ann, mut bob) = (ann, bob);
    let mut challenge = medea(SideChoice::First);
    if let ClientMessage::Challenge { rated: r, .. } = &mut challenge {
        *r = rated;
    }
    let id = make(&mut ann, challenge).await;
    let (code, (bob_seat, bob_token), (ann_seat, ann_token)) = accept(&mut bob, &mut ann, id).await;
    let (mut ann_room, mut bob_room) = (Client::open(url).await, Client::open(url).await);
    enter(&mut ann_room, code, ann_token).await;
    enter(&mut bob_room, code, bob_token).await;
    Table {
        code,
        ann: (ann_room, ann_seat, ann_token),
        bob: (bob_room, bob_seat, bob_token),
    }
}

/// The next event on each of `clients`, which must be `expected`.
async fn all_see(clients: &mut [&mut Client], expected: &RoomEvent) {
    for client in clients.iter_mut() {
        let (_, event) = client.event().await;
        assert_eq!(&event, expected);
    }
}

/// The `rated` event after an end, on both.
async fn rated(table: &mut Table) -> [RatingChange; 2] {
    let mut told = Vec::new();
    for client in [&mut table.ann.0, &mut table.bob.0] {
        match client.event().await {
            (_, RoomEvent::Rated { changes }) => told.push(changes),
            other => panic!("the rating change, not {other:?}"),
        }
    }
    assert_eq!(told[0], told[1]);
    told[0]
}

/// The game's end on both: the act's event, the end, the rating change when rated.
async fn ended(table: &mut Table, act: &RoomEvent) -> String {
    all_see(&mut [&mut table.ann.0, &mut table.bob.0], act).await;
    let mut results = Vec::new();
    for client in [&mut table.ann.0, &mut table.bob.0] {
        match client.event().await {
            (_, RoomEvent::Ended { result }) => results.push(result),
            other => panic!("the end, not {other:?}"),
        }
    }
    results.swap_remove(0)
}

/// Bob offers a rematch and Ann accepts: both enter the new room with their old tokens, in
/// the other seat; the new table.
async fn rematch(url: &str, mut table: Table) -> Table {
    let (ann_seat, bob_seat) = (table.ann.1, table.bob.1);
    table.bob.0.send(ClientMessage::OfferRematch {}).await;
    all_see(
        &mut [&mut table.ann.0, &mut table.bob.0],
        &RoomEvent::RematchOffered { seat: bob_seat },
    )
    .await;
    table.ann.0.send(ClientMessage::AcceptRematch {}).await;
    let mut codes = Vec::new();
    for client in [&mut table.ann.0, &mut table.bob.0] {
        match client.event().await {
            (_, RoomEvent::Rematched { seat, code }) => {
                assert_eq!(seat, ann_seat);
                codes.push(code);
            }
            other => panic!("the rematch, not {other:?}"),
        }
    }
    let code = codes[0];
    assert_eq!(codes[1], code);
    assert_ne!(code, table.code);
    let (mut ann, mut bob) = (Client::open(url).await, Client::open(url).await);
    let (seat, names) = enter(&mut ann, code, table.ann.2).await;
    assert_eq!(seat, Some(other_seat(ann_seat)), "the colours are swapped");
    let mut expected = [None, None];
    expected[other_seat(ann_seat)] = Some("Ann".to_string());
    expected[other_seat(bob_seat)] = Some("Bob".to_string());
    assert_eq!(names, expected);
    let (seat, _) = enter(&mut bob, code, table.bob.2).await;
    assert_eq!(seat, Some(other_seat(bob_seat)));
    Table {
        code,
        ann: (ann, other_seat(ann_seat), table.ann.2),
        bob: (bob, other_seat(bob_seat), table.bob.2),
    }
}

#[tokio::test]
async fn rated_games_and_rematches_change_ratings_as_glicko_2_computes_them() {
    let folder = temp_folder("after-rated");
    let server = Server::start(&sqlite(&folder), "127.0.0.1:0", &OPTIONS);
    let url = server.url();
    let (ann, bob) = (player(&url, "Ann").await, player(&url, "Bob").await);
    let mut table = table(&url, ann, bob, true).await;
    let new = (1500.0, 350.0, 0.06);
    // Game 1: Ann resigns.
    table.ann.0.send(ClientMessage::Resign {}).await;
    let resigned = RoomEvent::Resigned { seat: table.ann.1 };
    let result = ended(&mut table, &resigned).await;
    assert!(result.contains("resigned"), "{result}");
    let (ann1, bob1) = (glicko2(new, new, 0.0), glicko2(new, new, 1.0));
    let expected = told(&table, (new, ann1), (new, bob1));
    assert_eq!(rated(&mut table).await, expected);
    assert_eq!(
        shown(ann1).to_string(),
        "1338?",
        "1500 - 162 after a first loss"
    );
    // Game 2, a rematch with the colours swapped: Bob resigns.
    let mut table = rematch(&url, table).await;
    table.bob.0.send(ClientMessage::Resign {}).await;
    let resigned = RoomEvent::Resigned { seat: table.bob.1 };
    ended(&mut table, &resigned).await;
    let (ann2, bob2) = (glicko2(ann1, bob1, 1.0), glicko2(bob1, ann1, 0.0));
    let expected = told(&table, (ann1, ann2), (bob1, bob2));
    assert_eq!(rated(&mut table).await, expected);
    // Game 3: one move each way, then a draw by agreement.
    let mut table = rematch(&url, table).await;
    let (first, moves) = first_moves();
    let (mover, other) = if table.ann.1 == first {
        (&mut table.ann, &mut table.bob)
    } else {
        (&mut table.bob, &mut table.ann)
    };
    play(&mut mover.0, &mut other.0, 0, &moves[0]).await;
    play(&mut other.0, &mut mover.0, 1, &moves[1]).await;
    table.ann.0.send(ClientMessage::OfferDraw {}).await;
    all_see(
        &mut [&mut table.ann.0, &mut table.bob.0],
        &RoomEvent::DrawOffered { seat: table.ann.1 },
    )
    .await;
    table.bob.0.send(ClientMessage::AcceptDraw {}).await;
    let agreed = RoomEvent::DrawAgreed { seat: table.bob.1 };
    let result = ended(&mut table, &agreed).await;
    assert!(result.starts_with("Draw"), "{result}");
    let (ann3, bob3) = (glicko2(ann2, bob2, 0.5), glicko2(bob2, ann2, 0.5));
    let expected = told(&table, (ann2, ann3), (bob2, bob3));
    assert_eq!(rated(&mut table).await, expected);
    // Ann's page: her Medea rating after three games, and the three, the newest first.
    let page = http_get(&server.addr, "/api/players/ann", &[]);
    assert_eq!(page.status, 200);
    let page: Value = serde_json::from_slice(&page.body).expect("JSON");
    assert_eq!(page["name"], "Ann");
    assert_eq!(page["ratings"][0]["game"], "medea");
    assert_eq!(page["ratings"][0]["games"], 3);
    assert_eq!(page["ratings"][0]["rating"]["rating"], shown(ann3).rating);
    assert_eq!(page["ratings"][0]["deviation"], ann3.1.round());
    let scores: Vec<f64> = page["history"]
        .as_array()
        .expect("a history")
        .iter()
        .map(|line| line["score"].as_f64().expect("a score"))
        .collect();
    assert_eq!(scores, [0.5, 1.0, 0.0]);
    assert_eq!(page["history"][2]["opponent"], "Bob");
    assert_eq!(page["games"].as_array().map(Vec::len), Some(3));
    let nobody = http_get(&server.addr, "/api/players/Nobody", &[]);
    assert_eq!(nobody.status, 404);
    let said: Value = serde_json::from_slice(&nobody.body).expect("JSON");
    assert_eq!(
        said["error"],
        "there is no player \"Nobody\" on this server"
    );
    // A challenge shows its maker's rating now.
    let mut again = player(&url, "Cy").await;
    let id = make(&mut again, medea(SideChoice::Random)).await;
    let lobby = http_get(&server.addr, "/api/lobby", &[]);
    let lobby: Value = serde_json::from_slice(&lobby.body).expect("JSON");
    assert_eq!(lobby["challenges"][0]["id"], id);
    assert_eq!(lobby["challenges"][0]["name"], "Cy");
    assert_eq!(lobby["challenges"][0]["rating"]["rating"], 1500);
    assert_eq!(lobby["challenges"][0]["rating"]["provisional"], true);
    let _ = std::fs::remove_dir_all(&folder);
}

#[tokio::test]
async fn a_rated_game_left_unrated_by_a_stopped_process_is_rated_when_its_room_is_loaded() {
    let folder = temp_folder("after-unrated");
    let db = sqlite(&folder);
    let mut server = Server::start(&db, "127.0.0.1:0", &OPTIONS);
    let url = server.url();
    let (ann, bob) = (player(&url, "Ann").await, player(&url, "Bob").await);
    let mut table = table(&url, ann, bob, true).await;
    table.ann.0.send(ClientMessage::Resign {}).await;
    let resigned = RoomEvent::Resigned { seat: table.ann.1 };
    ended(&mut table, &resigned).await;
    let new = (1500.0, 350.0, 0.06);
    let (ann1, bob1) = (glicko2(new, new, 0.0), glicko2(new, new, 1.0));
    let expected = told(&table, (new, ann1), (new, bob1));
    assert_eq!(rated(&mut table).await, expected);
    // The process stops as if it had died after the end's commit and before the rating.
    server.kill();
    let code = table.code.to_string();
    {
        let connection =
            rusqlite::Connection::open(folder.join("rooms.sqlite")).expect("the database");
        let told = connection
            .execute(
                "DELETE FROM events WHERE code = ?1 AND body LIKE '%\"kind\":\"rated\"%'",
                [&code],
            )
            .expect("the rating's event taken out");
        assert_eq!(told, 1);
        connection
            .execute("DELETE FROM rated_games WHERE room = ?1", [&code])
            .expect("the rated game taken out");
        connection
            .execute("DELETE FROM ratings", [])
            .expect("the ratings taken out");
    }
    let server = Server::start(&db, "127.0.0.1:0", &OPTIONS);
    let url = server.url();
    let before = http_get(&server.addr, "/api/players/ann", &[]);
    let before: Value = serde_json::from_slice(&before.body).expect("JSON");
    assert_eq!(before["ratings"].as_array().map(Vec::len), Some(0));
    // Watching the room loads it: it is rated then, as the end would have rated it.
    let (mut watcher, _) = Client::watch(&url, table.code, None).await;
    let changes = loop {
        if let (_, RoomEvent::Rated { changes }) = watcher.event().await {
            break changes;
        }
    };
    assert_eq!(changes, expected);
    let after = http_get(&server.addr, "/api/players/ann", &[]);
    let after: Value = serde_json::from_slice(&after.body).expect("JSON");
    assert_eq!(after["ratings"][0]["games"], 1);
    assert_eq!(after["ratings"][0]["rating"]["rating"], shown(ann1).rating);
    // Loaded again by a second watcher, it is not rated twice.
    let (mut again, last) = Client::watch(&url, table.code, None).await;
    let mut rated_events = 0;
    for _ in 0..last {
        if let (_, RoomEvent::Rated { .. }) = again.event().await {
            rated_events += 1;
        }
    }
    assert_eq!(rated_events, 1);
    let _ = std::fs::remove_dir_all(&folder);
}

#[tokio::test]
async fn a_rematch_is_offered_once_and_only_after_the_end() {
    let folder = temp_folder("after-rematch");
    let server = Server::start(&sqlite(&folder), "127.0.0.1:0", &OPTIONS);
    let url = server.url();
    let (ann, bob) = (player(&url, "Ann").await, player(&url, "Bob").await);
    let mut table = table(&url, ann, bob, false).await;
    assert_eq!(
        table.ann.0.refused(ClientMessage::OfferRematch {}).await,
        "a rematch is offered once the game is over"
    );
    assert_eq!(
        table.ann.0.refused(ClientMessage::AcceptRematch {}).await,
        "there is no offer of a rematch to accept"
    );
    table.ann.0.send(ClientMessage::Resign {}).await;
    let resigned = RoomEvent::Resigned { seat: table.ann.1 };
    ended(&mut table, &resigned).await;
    // Unrated: no rating change follows the end.
    assert!(
        table
            .ann
            .0
            .quiet_for(std::time::Duration::from_millis(300))
            .await
    );
    table.ann.0.send(ClientMessage::OfferRematch {}).await;
    all_see(
        &mut [&mut table.ann.0, &mut table.bob.0],
        &RoomEvent::RematchOffered { seat: table.ann.1 },
    )
    .await;
    assert_eq!(
        table.ann.0.refused(ClientMessage::OfferRematch {}).await,
        "you have offered a rematch already"
    );
    assert_eq!(
        table.bob.0.refused(ClientMessage::OfferRematch {}).await,
        "your opponent offers a rematch: accept it instead"
    );
    assert_eq!(
        table.ann.0.refused(ClientMessage::AcceptRematch {}).await,
        "there is no offer of a rematch to accept"
    );
    let _ = std::fs::remove_dir_all(&folder);
}

#[tokio::test]
async fn the_players_chat_and_the_watchers_chat_stay_apart_within_their_limits() {
    let folder = temp_folder("after-chat");
    let server = Server::start(&sqlite(&folder), "127.0.0.1:0", &OPTIONS);
    let url = server.url();
    let (ann, bob) = (player(&url, "Ann").await, player(&url, "Bob").await);
    let mut table = table(&url, ann, bob, false).await;
    let mut cy = player(&url, "Cy").await;
    cy.send(ClientMessage::Watch {
        version: PROTOCOL_VERSION,
        code: table.code,
        after: None,
    })
    .await;
    assert!(matches!(
        cy.next().await,
        ServerMessage::Welcome { seat: None, .. }
    ));
    for _ in 0..2 {
        assert!(matches!(cy.event().await, (_, RoomEvent::Seated { .. })));
    }
    let (mut anonymous, _) = Client::watch(&url, table.code, None).await;
    // A player's line reaches the other player and the watchers, as the room's event.
    table
        .ann
        .0
        .send(ClientMessage::Chat {
            text: "  good luck ".into(),
        })
        .await;
    let said = RoomEvent::Chat {
        seat: table.ann.1,
        text: "good luck".into(),
    };
    all_see(&mut [&mut table.ann.0, &mut table.bob.0, &mut cy], &said).await;
    // A watcher's line reaches the watchers only.
    cy.send(ClientMessage::Chat {
        text: "nice opening".into(),
    })
    .await;
    for watcher in [&mut cy, &mut anonymous] {
        loop {
            match watcher.next().await {
                ServerMessage::WatcherChat { name, text, .. } => {
                    assert_eq!((name.as_str(), text.as_str()), ("Cy", "nice opening"));
                    break;
                }
                // The anonymous watcher reads the room's events from the first.
                ServerMessage::Event {
                    event: RoomEvent::Chat { .. } | RoomEvent::Seated { .. },
                    ..
                } => {}
                other => panic!("the watchers' line, not {other:?}"),
            }
        }
    }
    for seat in [&mut table.ann.0, &mut table.bob.0] {
        assert!(seat.quiet_for(std::time::Duration::from_millis(300)).await);
    }
    assert_eq!(
        anonymous
            .refused(ClientMessage::Chat {
                text: "hello".into()
            })
            .await,
        "watchers chat with a name: register, identify or sign in first"
    );
    // The limits: a line's length, and lines at once.
    assert_eq!(
        table
            .bob
            .0
            .refused(ClientMessage::Chat {
                text: "x".repeat(301)
            })
            .await,
        "a line of chat has at most 300 characters, and that one has 301"
    );
    for n in 2..=5 {
        table
            .ann
            .0
            .send(ClientMessage::Chat {
                text: format!("line {n}"),
            })
            .await;
        let said = RoomEvent::Chat {
            seat: table.ann.1,
            text: format!("line {n}"),
        };
        all_see(&mut [&mut table.ann.0, &mut table.bob.0], &said).await;
    }
    assert_eq!(
        table
            .ann
            .0
            .refused(ClientMessage::Chat {
                text: "line 6".into()
            })
            .await,
        "not so fast: 5 lines at once, then one every 2 seconds"
    );
    // Bob turns the chat off: nobody chats in the room any more.
    table.bob.0.send(ClientMessage::ChatOff {}).await;
    let off = RoomEvent::ChatOff { seat: table.bob.1 };
    all_see(&mut [&mut table.ann.0, &mut table.bob.0], &off).await;
    tokio::time::sleep(std::time::Duration::from_millis(2_100)).await;
    assert_eq!(
        table
            .ann
            .0
            .refused(ClientMessage::Chat {
                text: "hello?".into()
            })
            .await,
        "a player turned the chat off in this room"
    );
    loop {
        match cy.next().await {
            ServerMessage::Event {
                event: RoomEvent::ChatOff { .. },
                ..
            } => break,
            ServerMessage::Event {
                event: RoomEvent::Chat { .. },
                ..
            } => {}
            other => panic!("the chat turned off, not {other:?}"),
        }
    }
    assert_eq!(
        cy.refused(ClientMessage::Chat { text: "hm".into() }).await,
        "a player turned the chat off in this room"
    );
    let _ = std::fs::remove_dir_all(&folder);
}

#[tokio::test]
async fn a_player_lists_its_games_and_enters_one_by_name_from_another_device() {
    let folder = temp_folder("after-my-games");
    let server = Server::start(&sqlite(&folder), "127.0.0.1:0", &OPTIONS);
    let url = server.url();
    let (ann, ann_key) = registered(&url, "Ann").await;
    let bob = player(&url, "Bob").await;
    let mut table = table(&url, ann, bob, false).await;
    let (first, moves) = first_moves();
    let (mover, other) = if table.ann.1 == first {
        (&mut table.ann, &mut table.bob)
    } else {
        (&mut table.bob, &mut table.ann)
    };
    play(&mut mover.0, &mut other.0, 0, &moves[0]).await;
    // Another device: Ann identifies with her key, lists her games and enters this one.
    let mut device = Client::open(&url).await;
    assert_eq!(
        device.refused(ClientMessage::MyGames {}).await,
        "a player's games are a player's: register, identify or sign in first"
    );
    device
        .send(ClientMessage::Identify {
            version: PROTOCOL_VERSION,
            name: "ann".into(),
            key: ann_key,
        })
        .await;
    assert!(matches!(device.next().await, ServerMessage::Player { .. }));
    device.send(ClientMessage::MyGames {}).await;
    let games = match device.next().await {
        ServerMessage::MyGames { games } => games,
        other => panic!("Ann's games, not {other:?}"),
    };
    assert_eq!(games.len(), 1);
    let game = &games[0];
    assert_eq!(game.code, table.code);
    assert_eq!((game.game.as_str(), game.seat), ("medea", table.ann.1));
    assert_eq!(game.opponent.as_deref(), Some("Bob"));
    assert_eq!(game.moves, 1);
    assert_eq!(game.your_move, table.ann.1 != first);
    assert_eq!(game.result, None);
    assert_eq!(
        device.refused(ClientMessage::MyGames {}).await,
        "your games were sent a moment ago: ask again in 2 seconds"
    );
    device
        .send(ClientMessage::Enter {
            version: PROTOCOL_VERSION,
            code: table.code,
            after: 0,
        })
        .await;
    match device.next().await {
        ServerMessage::Welcome { seat, token, .. } => {
            assert_eq!(seat, Some(table.ann.1));
            assert_eq!(token, None, "no token is given by name");
        }
        other => panic!("a welcome, not {other:?}"),
    }
    // Bob has no seat... in a room where he is not: Cy tries Ann's room by name.
    let mut cy = player(&url, "Cy").await;
    assert_eq!(
        cy.refused(ClientMessage::Enter {
            version: PROTOCOL_VERSION,
            code: table.code,
            after: 0,
        })
        .await,
        format!("you have no seat in room {}: watch it instead", table.code)
    );
    let _ = std::fs::remove_dir_all(&folder);
}
