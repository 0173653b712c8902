//! Players' names: a name registered once, on a real server, is known on another connection
//! by its key, and on another device by its password, which gives that device a key of its
//! own; taken and bad names are refused, each with its sentence; names, sign-ins and the
//! passwords' hashing are budgeted (a test for each attack); and the names of a room's seats
//! reach its watchers and survive a restart, on SQLite and on PostgreSQL.

use std::net::IpAddr;
use std::time::Instant;

use futures_util::future::join_all;
use medusa::games::GameOptions;
use medusa::online::{
    ClientMessage, PROTOCOL_VERSION, Password, PlayerKey, RoomCode, RoomEvent, SeatToken,
    ServerMessage, SideChoice,
};

use super::cluster::Cluster;
use super::support::{Client, Server, sha256, sqlite, temp_folder, ws_from};

/// What a wrong name or key is told, whether the name exists or not.
const NOT_A_KEY: &str =
    "that name and key are no player's here: sign in with the name's password instead";

/// What a wrong name or password is told, whether the name exists or not.
const NOT_A_PASSWORD: &str = "that name and password are no player's here";

/// A player as the server answers `player`: name, key (when given) and whether it has a
/// password; or the refusal.
type Answer = Result<(String, Option<PlayerKey>, bool), String>;

fn register(name: &str) -> ClientMessage {
    ClientMessage::Register {
        version: PROTOCOL_VERSION,
        name: name.to_string(),
    }
}

fn identify(name: &str, key: PlayerKey) -> ClientMessage {
    ClientMessage::Identify {
        version: PROTOCOL_VERSION,
        name: name.to_string(),
        key,
    }
}

fn sign_in(name: &str, password: &str) -> ClientMessage {
    ClientMessage::SignIn {
        version: PROTOCOL_VERSION,
        name: name.to_string(),
        password: Password(password.to_string()),
    }
}

fn set_password(password: &str) -> ClientMessage {
    ClientMessage::SetPassword {
        password: Password(password.to_string()),
    }
}

/// Sends `message` on `client`: the server's answer.
async fn ask(client: &mut Client, message: ClientMessage) -> Answer {
    client.send(message).await;
    match client.next().await {
        ServerMessage::Player {
            name,
            key,
            password,
        } => Ok((name, key, password)),
        ServerMessage::Error { message } => Err(message),
        other => panic!("a player or a refusal, not {other:?}"),
    }
}

/// Registers `name` on a connection of its own: the connection, and the key.
async fn registered(url: &str, name: &str) -> (Client, PlayerKey) {
    let mut client = Client::open(url).await;
    match ask(&mut client, register(name)).await {
        Ok((_, Some(key), false)) => (client, key),
        other => panic!("{name} registered, not {other:?}"),
    }
}

/// A room of Medea created on `client` by the side that moves first: its code, the
/// invitation and the welcome's names of the seats.
async fn create(client: &mut Client) -> (RoomCode, Option<SeatToken>, [Option<String>; 2]) {
    client
        .send(ClientMessage::Create {
            version: PROTOCOL_VERSION,
            game: "medea".to_string(),
            options: GameOptions::new(),
            side: SideChoice::First,
            clock: None,
        })
        .await;
    match client.next().await {
        ServerMessage::Welcome {
            room,
            invite,
            players,
            ..
        } => (room.code, invite, players),
        other => panic!("a welcome, not {other:?}"),
    }
}

/// A watcher of room `code` on `url`: the welcome's names of the seats and the names of the
/// room's `seated` events, in order.
async fn watched_names(url: &str, code: RoomCode) -> ([Option<String>; 2], Vec<Option<String>>) {
    let mut watcher = Client::open(url).await;
    watcher
        .send(ClientMessage::Watch {
            version: PROTOCOL_VERSION,
            code,
            after: None,
        })
        .await;
    let (players, last) = match watcher.next().await {
        ServerMessage::Welcome {
            players, last_seq, ..
        } => (players, last_seq),
        other => panic!("a welcome, not {other:?}"),
    };
    let mut seated = Vec::new();
    for _ in 0..last {
        if let (_, RoomEvent::Seated { name, .. }) = watcher.event().await {
            seated.push(name);
        }
    }
    (players, seated)
}

fn named(names: [&str; 2]) -> [Option<String>; 2] {
    names.map(|name| (!name.is_empty()).then(|| name.to_string()))
}

/// The folded name, key hashes and password hash the SQLite store `db` keeps for a player.
fn stored_player(db: &str, name: &str) -> (String, Vec<String>, String) {
    let connection = rusqlite::Connection::open(db).expect("the database");
    let (id, folded, password): (i64, String, String) = connection
        .query_row(
            "SELECT id, folded, password FROM players WHERE name = ?1",
            [name],
            |row| Ok((row.get(0)?, row.get(1)?, row.get(2)?)),
        )
        .expect("the player's row");
    let keys = connection
        .prepare("SELECT key FROM player_keys WHERE player = ?1 ORDER BY id")
        .and_then(|mut rows| rows.query_map([id], |row| row.get(0))?.collect())
        .expect("the player's keys");
    (folded, keys, password)
}

#[tokio::test]
async fn a_name_registered_is_known_by_its_key_on_another_connection_and_taken_whatever_its_case() {
    let folder = temp_folder("names-register");
    let db = sqlite(&folder);
    let server = Server::start(&db, "127.0.0.1:0", &[]);
    let url = server.url();
    let mut first = Client::open(&url).await;
    let Ok((name, Some(key), false)) = ask(&mut first, register("  Ann Lee ")).await else {
        panic!("Ann Lee registered");
    };
    assert_eq!(name, "Ann Lee", "the spaces around a name are left out");
    // The store keeps the folded name and the key's SHA-256, never the key.
    let (folded, keys, password) = stored_player(&db, "Ann Lee");
    assert_eq!(
        (folded.as_str(), keys, password.as_str()),
        ("ann lee", vec![sha256(&key)], "")
    );
    // A second connection is the player, by name (in any case) and key.
    let mut second = Client::open(&url).await;
    assert_eq!(
        ask(&mut second, identify("ann LEE", key)).await,
        Ok(("Ann Lee".to_string(), None, false))
    );
    // A wrong key, and a name nobody has, are told the same.
    let mut stranger = Client::open(&url).await;
    let wrong = PlayerKey::from_bytes([7; 16]);
    assert_eq!(
        ask(&mut stranger, identify("Ann Lee", wrong)).await,
        Err(NOT_A_KEY.to_string())
    );
    assert_eq!(
        ask(&mut stranger, identify("Nobody", key)).await,
        Err(NOT_A_KEY.to_string())
    );
    // The name is taken whatever its case or compatibility form.
    for taken in ["ANN LEE", "ａnn Lee"] {
        assert_eq!(
            ask(&mut stranger, register(taken)).await,
            Err(format!("the name '{taken}' is taken: choose another"))
        );
    }
    assert!(matches!(
        ask(&mut stranger, register("Ann Leeds")).await,
        Ok((name, Some(_), false)) if name == "Ann Leeds"
    ));
    drop(server);
    let _ = std::fs::remove_dir_all(&folder);
}

#[tokio::test]
async fn each_kind_of_bad_name_is_refused_with_its_sentence_and_an_address_registers_five_an_hour()
{
    let folder = temp_folder("names-bad");
    let server = Server::start(
        &sqlite(&folder),
        "127.0.0.1:0",
        &["--messages-per-second", "1000"],
    );
    let blank = "a name may have plain spaces between its words and no other blank: that one \
                 has";
    let hidden = "a name cannot hold control, invisible or formatting characters: that one has";
    let table: Vec<(String, String)> = vec![
        (
            String::new(),
            "a name needs at least one character other than spaces".into(),
        ),
        (
            "    ".into(),
            "a name needs at least one character other than spaces".into(),
        ),
        (
            "x".repeat(25),
            "a name has at most 24 characters, and that one has 25".into(),
        ),
        (
            "Ann  Lee".into(),
            "a name may have single spaces between its words, not two in a row".into(),
        ),
        ("Ann\tLee".into(), format!("{blank} \\u{{9}}")),
        ("Ann\nLee".into(), format!("{blank} \\u{{a}}")),
        ("Ann\u{a0}Lee".into(), format!("{blank} \\u{{a0}}")),
        ("Ann\u{3000}Lee".into(), format!("{blank} \\u{{3000}}")),
        ("Ann\u{2028}Lee".into(), format!("{blank} \\u{{2028}}")),
        ("Ann\u{2029}".into(), format!("{blank} \\u{{2029}}")),
        ("Ann\u{200b}".into(), format!("{hidden} \\u{{200b}}")),
        ("\u{202e}nnA".into(), format!("{hidden} \\u{{202e}}")),
        ("Ann\u{7}".into(), format!("{hidden} \\u{{7}}")),
        ("A\u{ad}nn".into(), format!("{hidden} \\u{{ad}}")),
        ("\u{feff}Ann".into(), format!("{hidden} \\u{{feff}}")),
        ("Ann\u{e000}".into(), format!("{hidden} \\u{{e000}}")),
    ];
    let mut client = Client::open(&server.url()).await;
    let mut wrong = Vec::new();
    for (name, expected) in &table {
        let refusal = ask(&mut client, register(name)).await;
        if refusal != Err(expected.clone()) {
            wrong.push(format!(
                "{name:?}\n  gave     {refusal:?}\n  expected {expected}"
            ));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    // None of them counted: the address registers five names in the hour, a name taken
    // counting for nothing either, and no sixth.
    for name in ["Ann", "Bob", "Cid", "Dee"] {
        assert!(ask(&mut client, register(name)).await.is_ok(), "{name}");
    }
    assert_eq!(
        ask(&mut client, register("ann")).await,
        Err("the name 'ann' is taken: choose another".to_string())
    );
    assert!(ask(&mut client, register("Eve")).await.is_ok());
    let refusal = ask(&mut client, register("Fay"))
        .await
        .expect_err("a sixth name refused");
    assert_eq!(
        refusal,
        "too many names from your address: at most 5 an hour; try again in 12 minutes"
    );
    // Another address is not counted with it.
    let mut other = ws_from("127.0.0.2".parse().expect("an address"), &server.addr, &[])
        .await
        .expect("a connection");
    assert!(ask(&mut other, register("Fay")).await.is_ok());
    drop(server);
    let _ = std::fs::remove_dir_all(&folder);
}

#[tokio::test]
async fn a_password_set_signs_the_player_in_on_a_second_device_whose_new_key_works_and_the_old_too()
{
    let folder = temp_folder("names-password");
    let db = sqlite(&folder);
    let server = Server::start(&db, "127.0.0.1:0", &["--sign-ins-per-minute", "100"]);
    let url = server.url();
    let (mut first, old_key) = registered(&url, "Ann").await;
    // Only a player sets a password, of 8 characters to 200 bytes.
    let mut second = Client::open(&url).await;
    assert_eq!(
        ask(&mut second, set_password("correct horse")).await,
        Err("a password is a player's: register, identify or sign in first".to_string())
    );
    assert_eq!(
        ask(&mut first, set_password("1234567")).await,
        Err("a password needs at least 8 characters".to_string())
    );
    assert_eq!(
        ask(&mut first, set_password(&"x".repeat(201))).await,
        Err("a password has at most 200 bytes, and that one has 201".to_string())
    );
    assert_eq!(
        ask(&mut first, set_password("correct horse")).await,
        Ok(("Ann".to_string(), None, true))
    );
    let (_, _, hash) = stored_player(&db, "Ann");
    assert!(
        hash.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"),
        "{hash}"
    );
    assert!(!hash.contains("correct"));
    // The second device: a wrong password, and a name nobody has, are told the same.
    assert_eq!(
        ask(&mut second, sign_in("Ann", "correct horsE")).await,
        Err(NOT_A_PASSWORD.to_string())
    );
    assert_eq!(
        ask(&mut second, sign_in("Nobody", "correct horse")).await,
        Err(NOT_A_PASSWORD.to_string())
    );
    let Ok((name, Some(new_key), true)) = ask(&mut second, sign_in("ann", "correct horse")).await
    else {
        panic!("Ann signed in");
    };
    assert_eq!(name, "Ann");
    assert_ne!(new_key, old_key);
    // Both devices' keys work, on connections of their own.
    for key in [new_key, old_key] {
        let mut device = Client::open(&url).await;
        assert_eq!(
            ask(&mut device, identify("Ann", key)).await,
            Ok(("Ann".to_string(), None, true))
        );
    }
    let (_, keys, _) = stored_player(&db, "Ann");
    assert_eq!(keys, vec![sha256(&old_key), sha256(&new_key)]);
    // The signed-in device plays as Ann.
    let (_, _, players) = create(&mut second).await;
    assert_eq!(players, named(["Ann", ""]));
    keeps_its_twenty_newest_keys(&url, "Ann", "correct horse", old_key).await;
    let (_, keys, _) = stored_player(&db, "Ann");
    assert_eq!(keys.len(), 20);
    assert_eq!(keys[0], sha256(&new_key));
    drop(server);
    let _ = std::fs::remove_dir_all(&folder);
}

/// The player `name`, whose oldest key is `oldest`, signs in with `password` on 19 more
/// devices, each given a key: with the oldest it had 21, and only the 20 newest still work.
async fn keeps_its_twenty_newest_keys(url: &str, name: &str, password: &str, oldest: PlayerKey) {
    let mut keys = Vec::new();
    for _ in 0..19 {
        let mut device = Client::open(url).await;
        let Ok((_, Some(key), true)) = ask(&mut device, sign_in(name, password)).await else {
            panic!("{name} signed in");
        };
        keys.push(key);
    }
    let mut device = Client::open(url).await;
    assert_eq!(
        ask(&mut device, identify(name, oldest)).await,
        Err(NOT_A_KEY.to_string()),
        "the oldest key is forgotten"
    );
    for key in keys {
        assert!(ask(&mut device, identify(name, key)).await.is_ok());
    }
}

/// A connection from `address` to the server at `addr`.
async fn from(address: &str, addr: &str) -> Client {
    let address: IpAddr = address.parse().expect("an address");
    ws_from(address, addr, &[]).await.expect("a connection")
}

/// Whether `refusal` is `start` followed by a wait of 1 to 12 seconds.
fn waits(refusal: &str, start: &str) -> bool {
    refusal
        .strip_prefix(start)
        .and_then(|rest| {
            rest.strip_suffix(" seconds")
                .or(rest.strip_suffix(" second"))
        })
        .and_then(|seconds| seconds.parse::<u64>().ok())
        .is_some_and(|seconds| (1..=12).contains(&seconds))
}

#[tokio::test]
async fn too_many_sign_ins_from_an_address_or_with_a_name_are_refused_until_a_time_said() {
    let folder = temp_folder("names-sign-ins");
    let server = Server::start(&sqlite(&folder), "127.0.0.1:0", &[]);
    let (url, addr) = (server.url(), server.addr.clone());
    let (mut ann, _) = registered(&url, "Ann").await;
    assert!(ask(&mut ann, set_password("correct horse")).await.is_ok());
    let (mut bob, bob_key) = registered(&url, "Bob").await;
    assert!(ask(&mut bob, set_password("battery staple")).await.is_ok());
    // Guessing passwords from one address: five a minute, whatever the names.
    let mut guesser = from("127.0.0.2", &addr).await;
    for name in ["Bob", "Bob", "Cid", "Dee", "Bob"] {
        assert_eq!(
            ask(&mut guesser, sign_in(name, "password1")).await,
            Err(NOT_A_PASSWORD.to_string())
        );
    }
    let refusal = ask(&mut guesser, sign_in("Eve", "password1"))
        .await
        .expect_err("a sixth sign-in refused");
    let from_address = "too many sign-ins from your address: at most 5 a minute; try again in ";
    assert!(waits(&refusal, from_address), "{refusal}");
    // The right password too, from that address.
    assert!(
        ask(&mut guesser, sign_in("Bob", "battery staple"))
            .await
            .is_err_and(|refusal| waits(&refusal, from_address))
    );
    // Guessing keys from one address: a failed identification counts as a sign-in.
    let mut key_guesser = from("127.0.0.3", &addr).await;
    for byte in 0..5 {
        let key = PlayerKey::from_bytes([byte; 16]);
        assert_eq!(
            ask(&mut key_guesser, identify("Bob", key)).await,
            Err(NOT_A_KEY.to_string())
        );
    }
    let refusal = ask(&mut key_guesser, identify("Bob", bob_key))
        .await
        .expect_err("a sixth identification refused");
    assert!(waits(&refusal, from_address), "{refusal}");
    // A right key is not counted: Bob's devices identify as often as they connect.
    let mut device = from("127.0.0.4", &addr).await;
    for _ in 0..8 {
        assert!(ask(&mut device, identify("Bob", bob_key)).await.is_ok());
    }
    // Guessing one name's password from many addresses: five a minute for the name (setting
    // its password counted once), whatever the addresses.
    let mut tried = 0;
    for address in ["127.0.0.5", "127.0.0.6"] {
        let mut guesser = from(address, &addr).await;
        for _ in 0..2 {
            assert_eq!(
                ask(&mut guesser, sign_in("ANN", "password1")).await,
                Err(NOT_A_PASSWORD.to_string())
            );
            tried += 1;
        }
    }
    assert_eq!(tried, 4);
    let mut last = from("127.0.0.7", &addr).await;
    let refusal = ask(&mut last, sign_in("Ann", "correct horse"))
        .await
        .expect_err("the name's sixth try refused");
    assert!(
        waits(
            &refusal,
            "too many sign-ins and passwords for the name 'Ann': at most 5 a minute; try again \
             in "
        ),
        "{refusal}"
    );
    // Another name is tried from that address as ever.
    assert!(
        ask(&mut last, sign_in("Bob", "battery staple"))
            .await
            .is_ok()
    );
    drop(server);
    let _ = std::fs::remove_dir_all(&folder);
}

#[tokio::test]
async fn a_flood_of_sign_ins_is_hashed_off_the_connections_threads_and_never_stalls_a_game() {
    let folder = temp_folder("names-hashing");
    let server = Server::start(
        &sqlite(&folder),
        "127.0.0.1:0",
        &[
            "--sign-ins-per-minute",
            "100000",
            "--connections-per-address",
            "500",
        ],
    );
    let url = server.url();
    let (mut ann, _) = registered(&url, "Ann").await;
    assert!(ask(&mut ann, set_password("correct horse")).await.is_ok());
    let mut guessers = join_all((0..120).map(|_| Client::open(&url))).await;
    // Every guesser asks at once: each guess costs an Argon2 hash.
    let started = Instant::now();
    for guesser in &mut guessers {
        guesser.send(sign_in("Ann", "password1")).await;
    }
    // Meanwhile a room is made at once.
    let mut player = Client::open(&url).await;
    let made = Instant::now();
    create(&mut player).await;
    let making = made.elapsed();
    let answers = join_all(guessers.iter_mut().map(Client::error)).await;
    let flood = started.elapsed();
    let busy = "the server is busy checking passwords: try again in a moment";
    for answer in &answers {
        assert!(answer == NOT_A_PASSWORD || answer == busy, "{answer}");
    }
    // At most 64 wait for a turn: the rest are told the server is busy.
    let refused = answers.iter().filter(|answer| *answer == busy).count();
    assert!(refused > 0 && refused < answers.len(), "{refused} refused");
    assert!(
        making * 4 < flood,
        "a room took {making:?} to make while the sign-ins took {flood:?}"
    );
    drop(server);
    let _ = std::fs::remove_dir_all(&folder);
}

/// Ann (registered on `here`) creates a room that Bob (registered on `there`) joins, an
/// anonymous creator a second room: each room's watcher is told the seats' names, in the
/// welcome and the seated events. The two rooms' codes.
async fn seat_ann_and_bob(here: &str, there: &str) -> (RoomCode, RoomCode) {
    let (mut ann, _) = registered(here, "Ann").await;
    let (code, invite, players) = create(&mut ann).await;
    assert_eq!(players, named(["Ann", ""]));
    assert_eq!(
        ann.event().await.1,
        RoomEvent::Seated {
            seat: 0,
            name: Some("Ann".to_string())
        }
    );
    assert_eq!(
        watched_names(there, code).await,
        (named(["Ann", ""]), vec![Some("Ann".to_string())])
    );
    let (bob, _) = registered(there, "Bob").await;
    let mut bob = join_room_as(bob, code, invite).await;
    match bob.next().await {
        ServerMessage::Welcome {
            seat: Some(1),
            players,
            ..
        } => assert_eq!(players, named(["Ann", "Bob"])),
        other => panic!("Bob's welcome, not {other:?}"),
    }
    let joined = RoomEvent::Seated {
        seat: 1,
        name: Some("Bob".to_string()),
    };
    loop {
        let (seq, event) = ann.event().await;
        if seq == 2 {
            assert_eq!(event, joined, "Ann is told Bob's name");
            break;
        }
    }
    let mut anonymous = Client::open(here).await;
    let (plain, _, players) = create(&mut anonymous).await;
    assert_eq!(players, [None, None]);
    (code, plain)
}

/// `client` joins room `code` with `invite`.
async fn join_room_as(mut client: Client, code: RoomCode, invite: Option<SeatToken>) -> Client {
    client
        .send(ClientMessage::Join {
            version: PROTOCOL_VERSION,
            code,
            invite,
        })
        .await;
    client
}

/// What a watcher of the two rooms of [`seat_ann_and_bob`] is told on `url`.
async fn both_rooms_named(url: &str, code: RoomCode, plain: RoomCode) {
    assert_eq!(
        watched_names(url, code).await,
        (
            named(["Ann", "Bob"]),
            vec![Some("Ann".to_string()), Some("Bob".to_string())]
        )
    );
    assert_eq!(watched_names(url, plain).await, ([None, None], vec![None]));
}

#[tokio::test]
async fn the_seats_names_reach_a_watcher_and_survive_a_restart() {
    let folder = temp_folder("names-seats");
    let db = sqlite(&folder);
    let mut server = Server::start(&db, "127.0.0.1:0", &[]);
    let url = server.url();
    let (code, plain) = seat_ann_and_bob(&url, &url).await;
    both_rooms_named(&url, code, plain).await;
    server.kill();
    let server = Server::start(&db, "127.0.0.1:0", &[]);
    both_rooms_named(&server.url(), code, plain).await;
    drop(server);
    let _ = std::fs::remove_dir_all(&folder);
}

#[tokio::test]
async fn names_passwords_and_the_seats_names_are_kept_in_postgresql() {
    let folder = temp_folder("names-postgres");
    let cluster = Cluster::start(&folder, &["-c", "fsync=off", "-c", "max_connections=50"]);
    let options = ["--sign-ins-per-minute", "100"];
    let one = Server::start(&cluster.url(), "127.0.0.1:0", &options);
    let two = Server::start(&cluster.url(), "127.0.0.1:0", &options);
    // Rooms and names across the two processes.
    let (code, plain) = seat_ann_and_bob(&one.url(), &two.url()).await;
    both_rooms_named(&two.url(), code, plain).await;
    // A name is taken on either process, and its password signs it in on the other.
    let mut ann = Client::open(&one.url()).await;
    let mut stranger = Client::open(&two.url()).await;
    assert_eq!(
        ask(&mut stranger, register("ANN")).await,
        Err("the name 'ANN' is taken: choose another".to_string())
    );
    let Ok((_, Some(first_key), false)) = ask(&mut ann, register("Cid")).await else {
        panic!("Cid registered");
    };
    assert_eq!(
        ask(&mut ann, set_password("correct horse")).await,
        Ok(("Cid".to_string(), None, true))
    );
    let Ok((_, Some(second_key), true)) = ask(&mut stranger, sign_in("cid", "correct horse")).await
    else {
        panic!("Cid signed in on the second process");
    };
    for (url, key) in [(one.url(), second_key), (two.url(), first_key)] {
        let mut device = Client::open(&url).await;
        assert_eq!(
            ask(&mut device, identify("Cid", key)).await,
            Ok(("Cid".to_string(), None, true))
        );
    }
    keeps_its_twenty_newest_keys(&two.url(), "Cid", "correct horse", first_key).await;
    // Both processes stopped and started again: the names are still there.
    drop((one, two));
    let again = Server::start(&cluster.url(), "127.0.0.1:0", &[]);
    both_rooms_named(&again.url(), code, plain).await;
    let mut device = Client::open(&again.url()).await;
    assert_eq!(
        ask(&mut device, identify("Cid", second_key)).await,
        Ok(("Cid".to_string(), None, true))
    );
    drop((again, cluster));
    let _ = std::fs::remove_dir_all(&folder);
}
