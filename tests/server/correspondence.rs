//! Games by the day, on a server whose clock the test moves (`--test-clock`): a week played in
//! seconds, deadlines decided with nobody connected and kept across a restart, a vacation
//! that stops the clocks, conditional moves answered at once, the games waiting for a
//! player's move, and a sentence for each limit.

use std::path::{Path, PathBuf};
use std::time::Duration;

use medusa::games::GAMES;
use medusa::games::contract::GameOptions;
use medusa::online::{
    ClientMessage, ClockSpec, DAY_MS, MyGame, PROTOCOL_VERSION, PlayerKey, RoomCode, RoomEvent,
    SeatToken, ServerMessage, SideChoice,
};

use super::cluster::Cluster;
use super::support::{Client, Server, move_at, registered, sqlite, temp_folder};

/// The file the server's `--test-clock` reads: milliseconds added to the system's time.
pub(super) struct TestClock {
    pub(super) file: PathBuf,
}

impl TestClock {
    pub(super) fn new(folder: &Path) -> TestClock {
        let clock = TestClock {
            file: folder.join("clock"),
        };
        clock.set(0);
        clock
    }

    /// Moves the server's time to `ms` after the system's (written whole: a rename).
    pub(super) fn set(&self, ms: u64) {
        let next = self.file.with_extension("next");
        std::fs::write(&next, ms.to_string()).expect("the clock written");
        std::fs::rename(&next, &self.file).expect("the clock moved");
    }
}

/// A server on a fresh SQLite file in `folder`, its time moved by `clock`.
fn serve(folder: &Path, clock: &TestClock) -> Server {
    let file = clock.file.display().to_string();
    Server::start(&sqlite(folder), "127.0.0.1:0", &["--test-clock", &file])
}

/// The games waiting for the move of the player `name` (of key `key`), asked on a new
/// connection (a connection asks at most every 2 seconds).
async fn your_turn(url: &str, name: &str, key: PlayerKey) -> Vec<MyGame> {
    match your_turn_answer(url, name, key).await {
        ServerMessage::YourTurn { games, .. } => games,
        other => panic!("the games waiting, not {other:?}"),
    }
}

/// The whole answer to `your_turn` of the player `name`: the games and the vacation.
async fn your_turn_answer(url: &str, name: &str, key: PlayerKey) -> ServerMessage {
    let mut client = Client::open(url).await;
    client
        .send(ClientMessage::Identify {
            version: PROTOCOL_VERSION,
            name: name.to_string(),
            key,
        })
        .await;
    assert!(matches!(client.next().await, ServerMessage::Player { .. }));
    client.send(ClientMessage::YourTurn {}).await;
    client.next().await
}

/// Events on `client` until the one numbered `seq`.
async fn events_to(client: &mut Client, seq: u64) -> Vec<RoomEvent> {
    let mut events = Vec::new();
    loop {
        let (number, event) = client.event().await;
        events.push(event);
        if number >= seq {
            return events;
        }
    }
}

/// Ann (who moves first) and Bob at a game of Medea with `days` a move; both seated.
pub(super) struct Game {
    pub(super) code: RoomCode,
    pub(super) ann: Client,
    pub(super) bob: Client,
    /// Bob's seat's token, and the players' keys.
    bob_token: SeatToken,
    keys: [PlayerKey; 2],
    /// The moves played, as the records write them.
    moves: Vec<String>,
}

impl Game {
    pub(super) async fn start(url: &str, days: u32) -> Game {
        Game::start_on(url, url, days).await
    }

    /// A game Ann makes on the server at `url` and Bob joins on the one at `bob_url`.
    pub(super) async fn start_on(url: &str, bob_url: &str, days: u32) -> Game {
        let clock = ClockSpec {
            base_ms: 0,
            increment_ms: 0,
            days: Some(days),
        };
        Game::start_clocked(url, bob_url, clock).await
    }

    /// A game of `clock` (by the day or in minutes) Ann makes on the server at `url` and Bob
    /// joins on the one at `bob_url`.
    pub(super) async fn start_clocked(url: &str, bob_url: &str, clock: ClockSpec) -> Game {
        let (mut ann, ann_key) = registered(url, "Ann").await;
        ann.send(ClientMessage::Create {
            version: PROTOCOL_VERSION,
            game: "medea".to_string(),
            options: GameOptions::new(),
            side: SideChoice::First,
            clock: Some(clock),
        })
        .await;
        let (code, invite) = match ann.next().await {
            ServerMessage::Welcome { room, invite, .. } => {
                assert_eq!(room.clock, Some(clock.normalized()));
                (room.code, invite)
            }
            other => panic!("a welcome, not {other:?}"),
        };
        events_to(&mut ann, 1).await;
        let (mut bob, bob_key) = registered(bob_url, "Bob").await;
        bob.send(ClientMessage::Join {
            version: PROTOCOL_VERSION,
            code,
            invite,
        })
        .await;
        let bob_token = match bob.next().await {
            ServerMessage::Welcome {
                token: Some(token), ..
            } => token,
            other => panic!("a welcome with a token, not {other:?}"),
        };
        events_to(&mut bob, 2).await;
        events_to(&mut ann, 2).await;
        Game {
            code,
            ann,
            bob,
            bob_token,
            keys: [ann_key, bob_key],
            moves: Vec::new(),
        }
    }

    /// The legal moves after the game's moves and `then`.
    fn legal(&self, then: &[&str]) -> Vec<String> {
        let entry = GAMES.find("medea").expect("Medea");
        let mut game = entry.start(&GameOptions::new()).expect("a game");
        for token in self
            .moves
            .iter()
            .map(String::as_str)
            .chain(then.iter().copied())
        {
            game.play_token(token).expect("a legal move");
        }
        game.legal_tokens().expect("Medea lists its moves")
    }

    /// Ann (seat 0) or Bob (seat 1) plays the first legal move; both see it: the clocks
    /// after it.
    pub(super) async fn play(&mut self, seat: usize) -> [u64; 2] {
        let notation = self.legal(&[]).remove(0);
        self.play_this(seat, &notation).await
    }

    /// `seat` plays `notation`; both see it: the clocks after it.
    async fn play_this(&mut self, seat: usize, notation: &str) -> [u64; 2] {
        let played = self.moves.len();
        let mover = if seat == 0 {
            &mut self.ann
        } else {
            &mut self.bob
        };
        mover.send(move_at(played, notation)).await;
        let mut clocks = Vec::new();
        for client in [&mut self.ann, &mut self.bob] {
            match client.event().await {
                (
                    _,
                    RoomEvent::Moved {
                        seat: s,
                        clocks: c,
                        notation: n,
                    },
                ) => {
                    assert_eq!((s, n.as_str()), (seat, notation));
                    clocks.push(c.expect("a clock"));
                }
                other => panic!("the move, not {other:?}"),
            }
        }
        self.moves.push(notation.to_string());
        clocks[0]
    }
}

/// A new connection of the player `name` (of key `key`) in its seat of room `code`, after
/// the welcome, with no events to come.
async fn entered(url: &str, name: &str, key: PlayerKey, code: RoomCode) -> Client {
    let mut client = Client::open(url).await;
    client
        .send(ClientMessage::Identify {
            version: PROTOCOL_VERSION,
            name: name.to_string(),
            key,
        })
        .await;
    assert!(matches!(client.next().await, ServerMessage::Player { .. }));
    client
        .send(ClientMessage::Enter {
            version: PROTOCOL_VERSION,
            code,
            after: u64::MAX,
        })
        .await;
    assert!(matches!(client.next().await, ServerMessage::Welcome { .. }));
    client
}

/// Whether `wanted` is `ms` less at most the seconds a test takes.
fn about(ms: u64, wanted: u64) -> bool {
    ms <= wanted && wanted - ms < 20_000
}

#[tokio::test]
async fn a_game_by_the_day_is_played_over_a_simulated_week() {
    let folder = temp_folder("correspondence-week");
    let clock = TestClock::new(&folder);
    let server = serve(&folder, &clock);
    let url = server.url();
    let mut game = Game::start(&url, 3).await;
    // Each move sets the mover's clock back to three days; the other's stands full.
    assert_eq!(game.play(0).await, [3 * DAY_MS, 3 * DAY_MS]);
    let names = ["Ann", "Bob"];
    for (day, seat) in [(2, 1), (4, 0), (6, 1), (8, 0)] {
        clock.set(day * DAY_MS);
        let waiting = your_turn(&url, names[seat], game.keys[seat]).await;
        assert_eq!(waiting.len(), 1, "day {day}");
        assert_eq!(waiting[0].code, game.code);
        assert!(
            about(waiting[0].time_left_ms.expect("a clock"), DAY_MS),
            "day {day}: {:?}",
            waiting[0].time_left_ms
        );
        assert_eq!(game.play(seat).await, [3 * DAY_MS, 3 * DAY_MS], "day {day}");
    }
    // Ann moved last: nothing waits for her, Bob's game does, with its three days.
    assert_eq!(your_turn(&url, "Ann", game.keys[0]).await, Vec::new());
    let waiting = your_turn(&url, "Bob", game.keys[1]).await;
    assert_eq!(waiting.len(), 1);
    assert_eq!(waiting[0].moves, 5);
    assert_eq!(waiting[0].clock, Some(ClockSpec::per_move_days(3)));
    assert!(about(waiting[0].time_left_ms.expect("a clock"), 3 * DAY_MS));
    let _ = std::fs::remove_dir_all(&folder);
}

#[tokio::test]
async fn a_deadline_survives_a_restart_and_falls_with_nobody_connected() {
    let folder = temp_folder("correspondence-restart");
    let clock = TestClock::new(&folder);
    let mut server = serve(&folder, &clock);
    let url = server.url();
    let mut game = Game::start(&url, 1).await;
    game.play(0).await;
    let (code, bob_token) = (game.code, game.bob_token);
    drop(game);
    server.kill();
    // A new process on the same database; nobody connects. A day and a second later, Bob's
    // flag falls.
    let server = serve(&folder, &clock);
    clock.set(DAY_MS + 1_000);
    let path = sqlite(&folder);
    let flag = r#"{"kind":"flag_fell","seat":1}"#;
    let mut stored = false;
    for _ in 0..50 {
        let connection = rusqlite::Connection::open(&path).expect("the database");
        let found: i64 = connection
            .query_row(
                "SELECT count(*) FROM events WHERE code = ?1 AND body = ?2",
                rusqlite::params![code.as_str(), flag],
                |row| row.get(0),
            )
            .expect("the events");
        if found == 1 {
            stored = true;
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(stored, "the flag was stored with nobody connected");
    // Bob is told when he comes back.
    let mut bob = Client::open(&server.url()).await;
    bob.send(ClientMessage::Resume {
        version: PROTOCOL_VERSION,
        code,
        token: bob_token,
        after: 3,
    })
    .await;
    assert!(matches!(bob.next().await, ServerMessage::Welcome { .. }));
    assert_eq!(bob.event().await.1, RoomEvent::FlagFell { seat: 1 });
    assert_eq!(
        bob.event().await.1,
        RoomEvent::Ended {
            result: "White wins on time: Black's time ran out".to_string()
        }
    );
    let _ = std::fs::remove_dir_all(&folder);
}

#[tokio::test]
async fn a_vacation_stops_the_clocks_within_its_limits() {
    let folder = temp_folder("correspondence-vacation");
    let clock = TestClock::new(&folder);
    let server = serve(&folder, &clock);
    let url = server.url();
    let mut game = Game::start(&url, 2).await;
    game.play(0).await;
    game.bob.send(ClientMessage::Vacation { days: 3 }).await;
    // Bob is answered, and his game tells both players (in either order on his connection).
    let mut answer = None;
    let mut began = Vec::new();
    for _ in 0..2 {
        match game.bob.next().await {
            ServerMessage::Vacation {
                until_ms: Some(until),
                days_left,
            } => answer = Some((until, days_left)),
            ServerMessage::Event { event, .. } => began.push(event),
            other => panic!("the vacation, not {other:?}"),
        }
    }
    let (until, days_left) = answer.expect("the answer");
    assert_eq!(days_left, 27);
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .expect("a time")
        .as_millis() as u64;
    assert!(about(until, now + 3 * DAY_MS), "{until}");
    began.push(game.ann.event().await.1);
    let told = RoomEvent::VacationBegan {
        seat: 1,
        until_ms: until,
    };
    assert_eq!(began, [told.clone(), told]);
    assert_eq!(
        game.bob.refused(ClientMessage::Vacation { days: 2 }).await,
        format!(
            "you are on vacation until {} already: end it first",
            utc_words(until)
        )
    );
    // Bob's list of games waiting tells his vacation too.
    match your_turn_answer(&url, "Bob", game.keys[1]).await {
        ServerMessage::YourTurn {
            vacation_until_ms,
            vacation_days_left,
            ..
        } => assert_eq!((vacation_until_ms, vacation_days_left), (Some(until), 27)),
        other => panic!("the games waiting, not {other:?}"),
    }
    // Four days on, Bob's two days a move are not over: his clock stopped for three.
    clock.set(4 * DAY_MS);
    assert!(game.ann.quiet_for(Duration::from_millis(1_500)).await);
    let (waiting, vacation) = match your_turn_answer(&url, "Bob", game.keys[1]).await {
        ServerMessage::YourTurn {
            games,
            vacation_until_ms,
            vacation_days_left,
        } => (games, (vacation_until_ms, vacation_days_left)),
        other => panic!("the games waiting, not {other:?}"),
    };
    assert_eq!(vacation, (None, 27), "the vacation is over");
    assert!(about(waiting[0].time_left_ms.expect("a clock"), DAY_MS));
    assert_eq!(
        game.bob.refused(ClientMessage::EndVacation {}).await,
        "you are not on vacation"
    );
    assert_eq!(
        game.bob.refused(ClientMessage::Vacation { days: 31 }).await,
        "a vacation is 1 to 30 days, not 31"
    );
    assert_eq!(
        game.bob.refused(ClientMessage::Vacation { days: 28 }).await,
        "you have 27 days of vacation left in these 365 days, fewer than 28"
    );
    // A day later it is.
    clock.set(5 * DAY_MS + 60_000);
    assert_eq!(game.ann.event().await.1, RoomEvent::FlagFell { seat: 1 });
    let _ = std::fs::remove_dir_all(&folder);
}

/// The server's sentence for a time: `2026-12-01 14:05 UTC`.
fn utc_words(ms: u64) -> String {
    let seconds = i64::try_from(ms / 1000).expect("a time");
    let output = std::process::Command::new("date")
        .args(["-u", "-d", &format!("@{seconds}"), "+%Y-%m-%d %H:%M UTC"])
        .output()
        .expect("date runs");
    String::from_utf8_lossy(&output.stdout).trim().to_string()
}

#[tokio::test]
async fn a_conditional_move_is_answered_at_once_and_a_line_that_no_longer_matches_goes() {
    let folder = temp_folder("correspondence-conditional");
    let clock = TestClock::new(&folder);
    let server = serve(&folder, &clock);
    let url = server.url();
    let mut game = Game::start(&url, 3).await;
    game.play(0).await;
    // Bob is to move; Ann leaves two lines: if X, then Y (and if then Z, W); if X2, then Y2.
    let bob_moves = game.legal(&[]);
    let (x, x2) = (bob_moves[0].clone(), bob_moves[1].clone());
    let y = game.legal(&[&x]).remove(0);
    let z = game.legal(&[&x, &y]).remove(0);
    let w = game.legal(&[&x, &y, &z]).remove(0);
    let y2 = game.legal(&[&x2]).remove(0);
    let lines = vec![
        vec![x.clone(), y.clone(), z.clone(), w.clone()],
        vec![x2.clone(), y2.clone()],
    ];
    game.ann
        .send(ClientMessage::Conditional {
            played: 1,
            lines: lines.clone(),
        })
        .await;
    assert_eq!(
        game.ann.next().await,
        ServerMessage::Conditionals { played: 1, lines }
    );
    // Only Ann is told: on her connection, and when she enters again (on another device);
    // Bob, entering again, is told nothing of them.
    assert!(game.bob.quiet_for(Duration::from_millis(300)).await);
    let mut again = entered(&url, "Ann", game.keys[0], game.code).await;
    assert_eq!(
        again.next().await,
        ServerMessage::Conditionals {
            played: 1,
            lines: vec![
                vec![x.clone(), y.clone(), z.clone(), w.clone()],
                vec![x2.clone(), y2.clone()],
            ],
        }
    );
    let mut bob_again = entered(&url, "Bob", game.keys[1], game.code).await;
    assert!(bob_again.quiet_for(Duration::from_millis(300)).await);
    // Bob plays X: Ann's Y follows at once.
    game.play_this(1, &x).await;
    for client in [&mut game.ann, &mut game.bob] {
        match client.event().await.1 {
            RoomEvent::Moved {
                seat: 0, notation, ..
            } => assert_eq!(notation, y),
            other => panic!("Ann's answer, not {other:?}"),
        }
    }
    game.moves.push(y.clone());
    // Bob plays something else than Z: no answer, and Ann's line is gone.
    let other = game
        .legal(&[])
        .into_iter()
        .find(|m| *m != z)
        .expect("another move");
    game.play_this(1, &other).await;
    assert!(game.bob.quiet_for(Duration::from_millis(500)).await);
    let connection = rusqlite::Connection::open(sqlite(&folder)).expect("the database");
    let kept = || -> i64 {
        connection
            .query_row("SELECT count(*) FROM conditionals", [], |row| row.get(0))
            .expect("the conditional moves")
    };
    assert_eq!(kept(), 0);
    // An answer the core refuses when it comes (here one spoilt in the database) is not
    // played, and its line goes.
    game.play(0).await;
    let x = game.legal(&[]).remove(0);
    let y = game.legal(&[&x]).remove(0);
    let played = game.moves.len();
    let lines = vec![vec![x.clone(), y]];
    game.ann
        .send(ClientMessage::Conditional {
            played,
            lines: lines.clone(),
        })
        .await;
    assert_eq!(
        game.ann.next().await,
        ServerMessage::Conditionals { played, lines }
    );
    let spoilt = serde_json::json!([[x.clone(), "a1-a8"]]).to_string();
    connection
        .execute("UPDATE conditionals SET lines = ?1", [spoilt])
        .expect("the line spoilt");
    game.play_this(1, &x).await;
    assert!(game.ann.quiet_for(Duration::from_millis(500)).await);
    assert_eq!(kept(), 0);
    let _ = std::fs::remove_dir_all(&folder);
}

#[tokio::test]
async fn each_limit_of_games_by_the_day_is_told_in_a_sentence() {
    let folder = temp_folder("correspondence-limits");
    let clock = TestClock::new(&folder);
    let server = serve(&folder, &clock);
    let url = server.url();
    let (mut client, _) = registered(&url, "Cleo").await;
    for days in [0, 15] {
        let create = ClientMessage::Create {
            version: PROTOCOL_VERSION,
            game: "medea".to_string(),
            options: GameOptions::new(),
            side: SideChoice::First,
            clock: Some(ClockSpec {
                base_ms: 0,
                increment_ms: 0,
                days: Some(days),
            }),
        };
        assert_eq!(
            client.refused(create).await,
            format!("a clock by the day gives 1 to 14 days a move, not {days}")
        );
    }
    let challenge = ClientMessage::Challenge {
        version: PROTOCOL_VERSION,
        game: "medea".to_string(),
        options: GameOptions::new(),
        side: SideChoice::First,
        clock: Some(ClockSpec::per_move_days(20)),
        rated: false,
    };
    assert_eq!(
        client.refused(challenge).await,
        "a clock by the day gives 1 to 14 days a move, not 20"
    );
    let mut game = Game::start(&url, 3).await;
    // On one's own move, no lines.
    let own = ClientMessage::Conditional {
        played: 0,
        lines: Vec::new(),
    };
    assert_eq!(
        game.ann.refused(own).await,
        "it is your move: conditional moves are left on your opponent's"
    );
    game.play(0).await;
    let x = game.legal(&[]).remove(0);
    let y = game.legal(&[&x]).remove(0);
    let refusals = [
        (
            vec![vec![x.clone(), y.clone()]; 21],
            "at most 20 lines of conditional moves, not 21".to_string(),
        ),
        (
            vec![vec![x.clone(), y.clone(), x.clone()]],
            "line 1 has 3 moves: a line is your opponent's move and your answer, and so on, \
             2 to 12 moves"
                .to_string(),
        ),
        (
            vec![(0..14).map(|i| [&x, &y][i % 2].clone()).collect()],
            "line 1 has 14 moves: a line is your opponent's move and your answer, and so on, \
             2 to 12 moves"
                .to_string(),
        ),
        (
            vec![vec!["a".repeat(101), y.clone()]],
            "a move of line 1 has over 100 characters: too long to be one".to_string(),
        ),
    ];
    for (lines, sentence) in refusals {
        let message = ClientMessage::Conditional { played: 1, lines };
        assert_eq!(game.ann.refused(message).await, sentence);
    }
    // A line the core refuses is refused with the core's reason.
    let illegal = ClientMessage::Conditional {
        played: 1,
        lines: vec![vec![x.clone(), x.clone()]],
    };
    let said = game.ann.refused(illegal).await;
    assert!(said.starts_with("line 1: "), "{said}");
    // A game with a clock of minutes has no conditional moves.
    let (mut white, code, invite) =
        super::support::create_room(&url, "medea", Some(ClockSpec::minutes(600_000, 0))).await;
    let mut black = super::support::join_room(&url, code, invite).await;
    assert!(matches!(black.next().await, ServerMessage::Welcome { .. }));
    events_to(&mut white, 2).await;
    events_to(&mut black, 2).await;
    white.send(move_at(0, &game.moves[0])).await;
    events_to(&mut white, 3).await;
    events_to(&mut black, 3).await;
    let minutes = ClientMessage::Conditional {
        played: 1,
        lines: Vec::new(),
    };
    assert_eq!(
        white.refused(minutes).await,
        "conditional moves are for games by the day"
    );
    let _ = std::fs::remove_dir_all(&folder);
}

#[tokio::test]
async fn two_postgresql_processes_answer_a_conditional_move_and_decide_a_deadline_once() {
    let folder = temp_folder("correspondence-postgres");
    let cluster = Cluster::start(&folder, &["-c", "fsync=off", "-c", "max_connections=50"]);
    let clock = TestClock::new(&folder);
    let file = clock.file.display().to_string();
    let options = ["--test-clock", file.as_str()];
    let one = Server::start(&cluster.url(), "127.0.0.1:0", &options);
    let two = Server::start(&cluster.url(), "127.0.0.1:0", &options);
    let mut game = Game::start_on(&one.url(), &two.url(), 3).await;
    game.play(0).await;
    let x = game.legal(&[]).remove(0);
    let y = game.legal(&[&x]).remove(0);
    let lines = vec![vec![x.clone(), y.clone()]];
    game.ann
        .send(ClientMessage::Conditional {
            played: 1,
            lines: lines.clone(),
        })
        .await;
    assert_eq!(
        game.ann.next().await,
        ServerMessage::Conditionals { played: 1, lines }
    );
    // Bob moves on the other process, which answers with Ann's line from the database.
    game.play_this(1, &x).await;
    for client in [&mut game.ann, &mut game.bob] {
        match client.event().await.1 {
            RoomEvent::Moved {
                seat: 0, notation, ..
            } => assert_eq!(notation, y),
            other => panic!("Ann's answer, not {other:?}"),
        }
    }
    let code = game.code;
    drop(game);
    // Nobody is connected when Bob's three days run out: both processes see the deadline,
    // one stores the flag.
    clock.set(3 * DAY_MS + 60_000);
    let mut ended = false;
    for _ in 0..50 {
        tokio::time::sleep(Duration::from_millis(200)).await;
        let (mut watcher, last_seq) = Client::watch(&two.url(), code, None).await;
        if last_seq < 7 {
            continue;
        }
        assert_eq!(last_seq, 7);
        let events = events_to(&mut watcher, 7).await;
        assert_eq!(events[5], RoomEvent::FlagFell { seat: 1 });
        assert!(matches!(events[6], RoomEvent::Ended { .. }));
        ended = true;
        break;
    }
    assert!(ended, "the flag fell");
    // A moment later there is still one flag, on either process.
    tokio::time::sleep(Duration::from_millis(1_500)).await;
    for server in [&one, &two] {
        let (_, last_seq) = Client::watch(&server.url(), code, None).await;
        assert_eq!(last_seq, 7);
    }
    drop(cluster);
    let _ = std::fs::remove_dir_all(&folder);
}

/// The first of the log's lines that holds `words`, waiting at most 10 s.
fn logged(lines: &std::sync::mpsc::Receiver<String>, words: &str) -> String {
    let deadline = std::time::Instant::now() + Duration::from_secs(10);
    loop {
        let left = deadline.saturating_duration_since(std::time::Instant::now());
        match lines.recv_timeout(left) {
            Ok(line) if line.contains(words) => return line,
            Ok(_) => {}
            Err(_) => panic!("no line of the log holds {words:?}"),
        }
    }
}

#[tokio::test]
async fn the_notices_a_notifier_hooks_into_are_made_once() {
    let folder = temp_folder("correspondence-notices");
    let clock = TestClock::new(&folder);
    let file = clock.file.display().to_string();
    let (server, lines) = Server::start_logged(
        &sqlite(&folder),
        "127.0.0.1:0",
        &["--test-clock", &file],
        "medusa=debug",
    );
    let mut game = Game::start(&server.url(), 1).await;
    game.play(0).await;
    let code = game.code;
    logged(&lines, &format!("notice: room {code}: seat 1 to move"));
    // Eighteen hours on, a quarter of Bob's day is left: told once.
    clock.set(18 * 3_600_000 + 60_000);
    let quarter = format!("notice: room {code}: a quarter of seat 1's time is left");
    logged(&lines, &quarter);
    clock.set(DAY_MS + 60_000);
    logged(
        &lines,
        &format!("notice: room {code}: ended: White wins on time: Black's time ran out"),
    );
    drop(server);
    assert!(lines.iter().all(|line| !line.contains(&quarter)));
    let _ = std::fs::remove_dir_all(&folder);
}

#[tokio::test]
async fn a_challenge_by_the_day_is_listed_and_makes_a_room_by_the_day() {
    let folder = temp_folder("correspondence-challenge");
    let clock = TestClock::new(&folder);
    let server = serve(&folder, &clock);
    let url = server.url();
    let (mut cleo, _) = registered(&url, "Cleo").await;
    let (mut dan, _) = registered(&url, "Dan").await;
    let by_the_day = ClientMessage::Challenge {
        version: PROTOCOL_VERSION,
        game: "medea".to_string(),
        options: GameOptions::new(),
        side: SideChoice::First,
        clock: Some(ClockSpec {
            base_ms: 5,
            increment_ms: 7,
            days: Some(2),
        }),
        rated: false,
    };
    let id = super::lobby::make(&mut cleo, by_the_day).await;
    // The store's challenge (what every process lists) keeps the clock by the day.
    let mut follower = Client::open(&url).await;
    follower
        .send(ClientMessage::Lobby {
            version: PROTOCOL_VERSION,
        })
        .await;
    match follower.next().await {
        ServerMessage::Lobby { challenges, .. } => {
            assert_eq!(challenges[0].clock, Some(ClockSpec::per_move_days(2)));
        }
        other => panic!("the lobby, not {other:?}"),
    }
    let (code, (_, token), _) = super::lobby::accept(&mut dan, &mut cleo, id).await;
    match super::support::resume(&url, code, token).await {
        ServerMessage::Welcome { room, .. } => {
            assert_eq!(room.clock, Some(ClockSpec::per_move_days(2)));
        }
        other => panic!("a welcome, not {other:?}"),
    }
    let _ = std::fs::remove_dir_all(&folder);
}
