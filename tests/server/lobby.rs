//! The lobby on real servers: named players meet through an open challenge (the maker's side
//! choice seats them, each is sent its seat and token, and they play on with `resume`); a
//! subscriber follows the challenges and games in order, with consecutive numbers; a
//! challenge is cancelled by its maker, lapses with its connection and with a restart; the
//! limits and refusals have their sentences; two accepting at once make one game; and on
//! PostgreSQL, a challenge made through one process is seen and accepted through another, and
//! its rated game, ended through one, is rated once for both.

use std::time::Duration;

use medusa::games::GAMES;
use medusa::games::contract::GameOptions;
use medusa::online::{
    Challenge, ClientMessage, ClockSpec, LobbyChange, LobbyGame, PROTOCOL_VERSION, RoomCode,
    RoomEvent, SeatToken, ServerMessage, ShownRating, SideChoice,
};

use super::cluster::Cluster;
use super::support::{Client, Server, move_at, registered, sqlite, temp_folder};

/// Enough names for the tests from one address.
pub const OPTIONS: [&str; 4] = [
    "--names-per-address",
    "100",
    "--messages-per-second",
    "1000",
];

/// A new connection to `url` as the newly registered player `name`.
pub async fn player(url: &str, name: &str) -> Client {
    registered(url, name).await.0
}

/// A challenge of Medea with the maker on `side`, with a clock and rated.
pub fn medea(side: SideChoice) -> ClientMessage {
    ClientMessage::Challenge {
        version: PROTOCOL_VERSION,
        game: "medea".to_string(),
        options: GameOptions::new(),
        side,
        clock: Some(ClockSpec {
            base_ms: 600_000,
            increment_ms: 5_000,
            days: None,
        }),
        rated: true,
    }
}

/// Makes the challenge `message` on `client`: its id.
pub async fn make(client: &mut Client, message: ClientMessage) -> u64 {
    client.send(message).await;
    match client.next().await {
        ServerMessage::ChallengeOpen { id } => id,
        other => panic!("a challenge open, not {other:?}"),
    }
}

/// The challenge `make(medea(side))` publishes for `name`.
fn listed(id: u64, name: &str, side: SideChoice) -> Challenge {
    Challenge {
        id,
        name: name.to_string(),
        game: "medea".to_string(),
        options: GameOptions::new(),
        side,
        clock: Some(ClockSpec {
            base_ms: 600_000,
            increment_ms: 5_000,
            days: None,
        }),
        rated: true,
        // A player without a rated game has a new player's rating.
        rating: Some(ShownRating {
            rating: 1500,
            provisional: true,
        }),
    }
}

/// A subscriber of the lobby on `url`: the connection and the snapshot.
async fn subscriber(url: &str) -> (Client, u64, Vec<Challenge>, Vec<LobbyGame>) {
    let mut client = Client::open(url).await;
    client
        .send(ClientMessage::Lobby {
            version: PROTOCOL_VERSION,
        })
        .await;
    match client.next().await {
        ServerMessage::Lobby {
            seq,
            challenges,
            games,
        } => (client, seq, challenges, games),
        other => panic!("the lobby, not {other:?}"),
    }
}

/// The next change on a subscriber, whose number must be `expected`, which is counted on.
async fn change(client: &mut Client, expected: &mut u64) -> LobbyChange {
    match client.next().await {
        ServerMessage::LobbyChange { seq, change } => {
            *expected += 1;
            assert_eq!(seq, *expected, "{change:?}");
            change
        }
        other => panic!("a lobby change, not {other:?}"),
    }
}

/// The next `matched` frame on `client`: the room, the seat and its token.
pub async fn matched(client: &mut Client) -> (RoomCode, usize, SeatToken) {
    match client.next().await {
        ServerMessage::Matched { code, seat, token } => (code, seat, token),
        other => panic!("matched, not {other:?}"),
    }
}

/// `taker` accepts the challenge `id` of `maker`: both are matched into one room; each one's
/// seat and token, the taker's first.
pub async fn accept(
    taker: &mut Client,
    maker: &mut Client,
    id: u64,
) -> (RoomCode, (usize, SeatToken), (usize, SeatToken)) {
    taker
        .send(ClientMessage::AcceptChallenge {
            version: PROTOCOL_VERSION,
            id,
        })
        .await;
    let (code, taker_seat, taker_token) = matched(taker).await;
    let (maker_code, maker_seat, maker_token) = matched(maker).await;
    assert_eq!(code, maker_code, "both are matched into one room");
    (code, (taker_seat, taker_token), (maker_seat, maker_token))
}

/// Enters room `code` on `client` with `resume`: the welcome's seat and names, once both
/// seated events came.
pub async fn enter(
    client: &mut Client,
    code: RoomCode,
    token: SeatToken,
) -> (Option<usize>, [Option<String>; 2]) {
    client
        .send(ClientMessage::Resume {
            version: PROTOCOL_VERSION,
            code,
            token,
            after: 0,
        })
        .await;
    let welcome = match client.next().await {
        ServerMessage::Welcome { seat, players, .. } => (seat, players),
        other => panic!("a welcome, not {other:?}"),
    };
    for expected in 1..=2 {
        match client.event().await {
            (seq, RoomEvent::Seated { .. }) => assert_eq!(seq, expected),
            other => panic!("a seated event, not {other:?}"),
        }
    }
    welcome
}

/// The seat that moves first in Medea, and its first legal move, and the answer's.
pub fn first_moves() -> (usize, [String; 2]) {
    let mut game = GAMES
        .find("medea")
        .expect("Medea")
        .start(&GameOptions::default())
        .expect("a game");
    let first = game.to_move();
    let one = game.legal_tokens().expect("moves")[0].clone();
    game.play_token(&one).expect("a legal move");
    let two = game.legal_tokens().expect("moves")[0].clone();
    (first, [one, two])
}

/// `mover` plays `notation` as move `played`; both players see it.
pub async fn play(mover: &mut Client, other: &mut Client, played: usize, notation: &str) {
    mover.send(move_at(played, notation)).await;
    for client in [mover, other] {
        match client.event().await {
            (_, RoomEvent::Moved { notation: seen, .. }) => assert_eq!(seen, notation),
            other => panic!("the move, not {other:?}"),
        }
    }
}

#[tokio::test]
async fn two_players_meet_through_a_challenge_and_the_lobby_follows() {
    let folder = temp_folder("lobby-meet");
    let server = Server::start(&sqlite(&folder), "127.0.0.1:0", &OPTIONS);
    let url = server.url();
    let (mut watcher, mut seq, challenges, games) = subscriber(&url).await;
    assert_eq!((seq, challenges, games), (0, vec![], vec![]));
    let mut ann = player(&url, "Ann").await;
    let mut bob = player(&url, "Bob").await;
    // Ann plays second: Bob, who accepts, moves first.
    let id = make(&mut ann, medea(SideChoice::Second)).await;
    assert_eq!(
        change(&mut watcher, &mut seq).await,
        LobbyChange::ChallengeAdded {
            challenge: listed(id, "Ann", SideChoice::Second)
        }
    );
    let (code, (bob_seat, bob_token), (ann_seat, ann_token)) = accept(&mut bob, &mut ann, id).await;
    let (first, _) = first_moves();
    assert_eq!((bob_seat, ann_seat), (first, 1 - first));
    let mut players = [None, None];
    players[bob_seat] = Some("Bob".to_string());
    players[ann_seat] = Some("Ann".to_string());
    assert_eq!(
        change(&mut watcher, &mut seq).await,
        LobbyChange::ChallengeRemoved { id }
    );
    let started = LobbyGame {
        code,
        game: "medea".to_string(),
        players: players.clone(),
        moves: 0,
        watchers: 0,
    };
    assert_eq!(
        change(&mut watcher, &mut seq).await,
        LobbyChange::GameStarted {
            game: started.clone()
        }
    );
    // A later subscriber is told the game in its snapshot, numbered as the first one was.
    let (_late, late_seq, late_challenges, late_games) = subscriber(&url).await;
    assert_eq!(
        (late_seq, late_challenges, late_games),
        (seq, vec![], vec![started])
    );
    // Each enters with its token on the connection it was told on, and they play.
    assert_eq!(
        enter(&mut bob, code, bob_token).await,
        (Some(bob_seat), players.clone())
    );
    assert_eq!(
        enter(&mut ann, code, ann_token).await,
        (Some(ann_seat), players)
    );
    play(&mut bob, &mut ann, 0, "e3-e4").await;
    play(&mut ann, &mut bob, 1, "e6-e5").await;
    // The moves are told, at most once a second: the last told is both moves, which took
    // nothing.
    loop {
        match change(&mut watcher, &mut seq).await {
            LobbyChange::GameUpdated {
                code: updated,
                moves,
                watchers,
                taken,
            } => {
                assert_eq!((updated, watchers, taken), (code, 0, 0));
                if moves == 2 {
                    break;
                }
                assert_eq!(moves, 1);
            }
            other => panic!("the game's moves, not {other:?}"),
        }
    }
    // A double capture is told with the two men it took.
    play(&mut bob, &mut ann, 2, "e4xe6xg6").await;
    assert_eq!(
        change(&mut watcher, &mut seq).await,
        LobbyChange::GameUpdated {
            code,
            moves: 3,
            watchers: 0,
            taken: 2
        }
    );
    bob.send(ClientMessage::Resign {}).await;
    assert_eq!(
        change(&mut watcher, &mut seq).await,
        LobbyChange::GameEnded { code }
    );
    let _ = std::fs::remove_dir_all(&folder);
}

#[tokio::test]
async fn a_challenge_is_cancelled_by_its_maker_and_lapses_with_its_connection() {
    let folder = temp_folder("lobby-lapse");
    let db = sqlite(&folder);
    let mut server = Server::start(&db, "127.0.0.1:0", &OPTIONS);
    let url = server.url();
    let (mut watcher, mut seq, _, _) = subscriber(&url).await;
    let mut ann = player(&url, "Ann").await;
    let mut bob = player(&url, "Bob").await;
    let id = make(&mut ann, medea(SideChoice::Random)).await;
    assert!(matches!(
        change(&mut watcher, &mut seq).await,
        LobbyChange::ChallengeAdded { .. }
    ));
    assert_eq!(
        bob.refused(ClientMessage::CancelChallenge { id }).await,
        format!("challenge {id} is not one of this connection's")
    );
    ann.send(ClientMessage::CancelChallenge { id }).await;
    assert_eq!(
        change(&mut watcher, &mut seq).await,
        LobbyChange::ChallengeRemoved { id }
    );
    assert_eq!(
        bob.refused(ClientMessage::AcceptChallenge {
            version: PROTOCOL_VERSION,
            id
        })
        .await,
        format!("challenge {id} is not open: it was accepted, cancelled, or its maker left")
    );
    // A challenge lapses when its maker's connection closes.
    let lapsing = make(&mut ann, medea(SideChoice::First)).await;
    assert!(matches!(
        change(&mut watcher, &mut seq).await,
        LobbyChange::ChallengeAdded { .. }
    ));
    drop(ann);
    assert_eq!(
        change(&mut watcher, &mut seq).await,
        LobbyChange::ChallengeRemoved { id: lapsing }
    );
    // A restart drops the challenges of the connections it closed.
    let mut cid = player(&url, "Cid").await;
    make(&mut cid, medea(SideChoice::First)).await;
    server.kill();
    let server = Server::start(&db, "127.0.0.1:0", &OPTIONS);
    let (_, _, challenges, _) = subscriber(&server.url()).await;
    assert_eq!(challenges, vec![]);
    let _ = std::fs::remove_dir_all(&folder);
}

#[tokio::test]
async fn the_lobby_s_limits_and_refusals_have_their_sentences() {
    let folder = temp_folder("lobby-limits");
    let mut options = OPTIONS.to_vec();
    options.extend(["--lobby-subscribers-per-address", "2"]);
    let server = Server::start(&sqlite(&folder), "127.0.0.1:0", &options);
    let url = server.url();
    // Challenges are players'.
    let mut nobody = Client::open(&url).await;
    assert_eq!(
        nobody.refused(medea(SideChoice::First)).await,
        "a challenge is a player's: register, identify or sign in first"
    );
    assert_eq!(
        nobody
            .refused(ClientMessage::AcceptChallenge {
                version: PROTOCOL_VERSION,
                id: 1
            })
            .await,
        "a challenge is accepted by a player: register, identify or sign in first"
    );
    // At most three open at once; a fourth is refused, and one cancelled makes room.
    let mut ann = player(&url, "Ann").await;
    let mut ids = Vec::new();
    for _ in 0..3 {
        ids.push(make(&mut ann, medea(SideChoice::First)).await);
    }
    assert_eq!(
        ann.refused(medea(SideChoice::First)).await,
        "you have 3 open challenges already, as many as a player may have: cancel one first"
    );
    ann.send(ClientMessage::CancelChallenge { id: ids[0] })
        .await;
    make(&mut ann, medea(SideChoice::First)).await;
    // Nobody accepts a challenge of their own.
    assert_eq!(
        ann.refused(ClientMessage::AcceptChallenge {
            version: PROTOCOL_VERSION,
            id: ids[1]
        })
        .await,
        "that challenge is your own: another player accepts it"
    );
    // A challenge is of a game the server offers, with a clock it allows.
    let mut bob = player(&url, "Bob").await;
    let mut bad = medea(SideChoice::First);
    if let ClientMessage::Challenge { game, .. } = &mut bad {
        *game = "chess".to_string();
    }
    assert!(bob.refused(bad).await.contains("chess"));
    let mut slow = medea(SideChoice::First);
    if let ClientMessage::Challenge { clock, .. } = &mut slow {
        *clock = Some(ClockSpec {
            base_ms: 0,
            increment_ms: 0,
            days: None,
        });
    }
    assert_eq!(
        bob.refused(slow).await,
        "a clock starts with 1 ms to 24 hours, adding at most 1 hour"
    );
    // Two subscriptions from one address at once here; a third is refused, and one that
    // leaves makes room. A connection follows the lobby once.
    let (mut one, ..) = subscriber(&url).await;
    assert_eq!(
        one.refused(ClientMessage::Lobby {
            version: PROTOCOL_VERSION
        })
        .await,
        "this connection follows the lobby already"
    );
    let _two = subscriber(&url).await;
    let mut third = Client::open(&url).await;
    let lobby = ClientMessage::Lobby {
        version: PROTOCOL_VERSION,
    };
    assert_eq!(
        third.refused(lobby.clone()).await,
        "too many lobby subscriptions: one address may follow the lobby on 2 connections at once"
    );
    one.send(ClientMessage::LeaveLobby {}).await;
    // The leave is read before the third's next try.
    assert!(one.quiet_for(Duration::from_millis(300)).await);
    third.send(lobby).await;
    assert!(matches!(third.next().await, ServerMessage::Lobby { .. }));
    // And so many in all.
    let crowded = Server::start(
        &sqlite(&temp_folder("lobby-crowded")),
        "127.0.0.1:0",
        &["--lobby-subscribers", "1"],
    );
    let _only = subscriber(&crowded.url()).await;
    let mut late = Client::open(&crowded.url()).await;
    assert_eq!(
        late.refused(ClientMessage::Lobby {
            version: PROTOCOL_VERSION
        })
        .await,
        "the lobby has its 1 subscribers already: try again later"
    );
    let _ = std::fs::remove_dir_all(&folder);
}

#[tokio::test]
async fn of_two_players_accepting_at_once_one_wins() {
    let folder = temp_folder("lobby-race");
    let server = Server::start(&sqlite(&folder), "127.0.0.1:0", &OPTIONS);
    let url = server.url();
    let mut ann = player(&url, "Ann").await;
    let mut bob = player(&url, "Bob").await;
    let mut cid = player(&url, "Cid").await;
    for _ in 0..5 {
        let id = make(&mut ann, medea(SideChoice::First)).await;
        let accept = ClientMessage::AcceptChallenge {
            version: PROTOCOL_VERSION,
            id,
        };
        bob.send(accept.clone()).await;
        cid.send(accept).await;
        let (one, two) = tokio::join!(bob.next(), cid.next());
        let refusals = [
            format!("another player accepted challenge {id} first"),
            format!("challenge {id} is not open: it was accepted, cancelled, or its maker left"),
        ];
        let winner = match (one, two) {
            (ServerMessage::Matched { code, .. }, ServerMessage::Error { message })
            | (ServerMessage::Error { message }, ServerMessage::Matched { code, .. }) => {
                assert!(refusals.contains(&message), "{message}");
                code
            }
            other => panic!("one matched and one refused, not {other:?}"),
        };
        assert_eq!(matched(&mut ann).await.0, winner);
    }
    let _ = std::fs::remove_dir_all(&folder);
}

#[tokio::test]
async fn a_challenge_made_through_one_process_is_accepted_through_another() {
    let folder = temp_folder("lobby-postgres");
    let cluster = Cluster::start(&folder, &["-c", "fsync=off", "-c", "max_connections=50"]);
    let one = Server::start(&cluster.url(), "127.0.0.1:0", &OPTIONS);
    let two = Server::start(&cluster.url(), "127.0.0.1:0", &OPTIONS);
    let (mut watcher, mut seq, _, _) = subscriber(&two.url()).await;
    let mut ann = player(&one.url(), "Ann").await;
    let mut bob = player(&two.url(), "Bob").await;
    let id = make(&mut ann, medea(SideChoice::First)).await;
    assert_eq!(
        change(&mut watcher, &mut seq).await,
        LobbyChange::ChallengeAdded {
            challenge: listed(id, "Ann", SideChoice::First)
        }
    );
    let (code, (bob_seat, bob_token), (ann_seat, ann_token)) = accept(&mut bob, &mut ann, id).await;
    let (first, [one_move, two_move]) = first_moves();
    assert_eq!((ann_seat, bob_seat), (first, 1 - first));
    assert_eq!(
        change(&mut watcher, &mut seq).await,
        LobbyChange::ChallengeRemoved { id }
    );
    assert!(matches!(
        change(&mut watcher, &mut seq).await,
        LobbyChange::GameStarted { game } if game.code == code
    ));
    enter(&mut ann, code, ann_token).await;
    enter(&mut bob, code, bob_token).await;
    play(&mut ann, &mut bob, 0, &one_move).await;
    play(&mut bob, &mut ann, 1, &two_move).await;
    // The game was rated: Ann resigns through one process, and both players are told the
    // ratings settled once, a first loss and a first win between new players.
    ann.send(ClientMessage::Resign {}).await;
    for client in [&mut ann, &mut bob] {
        assert!(matches!(
            client.event().await,
            (_, RoomEvent::Resigned { .. })
        ));
        assert!(matches!(client.event().await, (_, RoomEvent::Ended { .. })));
        match client.event().await {
            (_, RoomEvent::Rated { changes }) => {
                assert_eq!(changes[ann_seat].after.to_string(), "1338?");
                assert_eq!(changes[bob_seat].after.to_string(), "1662?");
            }
            other => panic!("the ratings, not {other:?}"),
        }
    }
    let page = super::support::http_get(&two.addr, "/api/players/Bob", &[]);
    let page: serde_json::Value = serde_json::from_slice(&page.body).expect("JSON");
    assert_eq!(page["ratings"][0]["rating"]["rating"], 1662);
    assert_eq!(page["history"][0]["opponent"], "Ann");
    // A challenge made through one process lapses on the other when its maker goes.
    let lapsing = make(&mut ann, medea(SideChoice::First)).await;
    loop {
        match change(&mut watcher, &mut seq).await {
            LobbyChange::ChallengeAdded { challenge } => {
                assert_eq!(challenge.id, lapsing);
                break;
            }
            LobbyChange::GameUpdated { .. } | LobbyChange::GameEnded { .. } => {}
            other => panic!("the new challenge, not {other:?}"),
        }
    }
    drop(ann);
    loop {
        match change(&mut watcher, &mut seq).await {
            LobbyChange::ChallengeRemoved { id } => {
                assert_eq!(id, lapsing);
                break;
            }
            LobbyChange::GameUpdated { .. } | LobbyChange::GameEnded { .. } => {}
            other => panic!("the challenge's lapse, not {other:?}"),
        }
    }
    drop(cluster);
    let _ = std::fs::remove_dir_all(&folder);
}

#[tokio::test]
async fn the_challenges_of_a_process_that_died_lapse_on_the_others() {
    let folder = temp_folder("lobby-died");
    let cluster = Cluster::start(&folder, &["-c", "fsync=off", "-c", "max_connections=50"]);
    let mut one = Server::start(&cluster.url(), "127.0.0.1:0", &OPTIONS);
    let two = Server::start(&cluster.url(), "127.0.0.1:0", &OPTIONS);
    let (mut watcher, mut seq, _, _) = subscriber(&two.url()).await;
    let mut ann = player(&one.url(), "Ann").await;
    let id = make(&mut ann, medea(SideChoice::First)).await;
    assert!(matches!(
        change(&mut watcher, &mut seq).await,
        LobbyChange::ChallengeAdded { .. }
    ));
    // Killed, the process cannot take its makers' challenges away: they lapse once it has
    // not renewed them for 15 seconds.
    let killed = std::time::Instant::now();
    one.kill();
    assert_eq!(
        change(&mut watcher, &mut seq).await,
        LobbyChange::ChallengeRemoved { id }
    );
    let waited = killed.elapsed();
    assert!(
        waited >= Duration::from_secs(9) && waited < Duration::from_secs(25),
        "{waited:?}"
    );
    drop(cluster);
    let _ = std::fs::remove_dir_all(&folder);
}
