//! The club's computer in the lobby, as real processes: `medusa bot --seek` keeps a challenge
//! open as a named player and plays whoever accepts it, `medusa bot --accept` takes one; a
//! game of each of the four games is played so, the rooms' logs name both players and the
//! challenges are gone afterwards; `--parallel 2` plays two games at once; a bot comes back to
//! the lobby after the server restarts; its key is kept and identifies it on its next run;
//! refused names and options are told with their sentences.

use std::collections::HashMap;
use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

use medusa::online::{
    Challenge, ClientMessage, LobbyChange, PROTOCOL_VERSION, RoomCode, RoomEvent, ServerMessage,
};

use super::support::{BINARY, Bot, Client, Server, sqlite, temp_folder};

/// Enough names, messages and lobby subscriptions for the tests' bots, all from one address.
const OPTIONS: [&str; 6] = [
    "--names-per-address",
    "100",
    "--messages-per-second",
    "1000",
    "--lobby-subscribers-per-address",
    "16",
];

/// How long a bot may take to play a game with the random engine and stop.
const GAME_PATIENCE: Duration = Duration::from_secs(120);

/// A bot in the lobby: `role` (`--seek` or `--accept`) of `game` as the player `name` whose
/// keys are kept in `keys`, with more options; with the random engine unless they name one.
fn lobby_bot(url: &str, role: &str, game: &str, name: &str, keys: &Path, more: &[&str]) -> Bot {
    let keys = keys.display().to_string();
    let mut args = vec![role, game, "--name", name, "--key-file", &keys];
    if !more.contains(&"--engine") {
        args.extend(["--engine", "random"]);
    }
    args.extend_from_slice(more);
    Bot::start(url, &args)
}

/// A subscriber of the lobby on `url`, after its snapshot: the connection, the snapshot's
/// number, its challenges and the number of its games.
async fn subscriber(url: &str) -> (Client, u64, Vec<Challenge>, usize) {
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
        } => (client, seq, challenges, games.len()),
        other => panic!("the lobby, not {other:?}"),
    }
}

/// The next change on a subscriber, numbered one more than `seq`, which is counted on.
async fn change(client: &mut Client, seq: &mut u64) -> LobbyChange {
    match client.next().await {
        ServerMessage::LobbyChange {
            seq: number,
            change,
        } => {
            *seq += 1;
            assert_eq!(number, *seq, "{change:?}");
            change
        }
        other => panic!("a lobby change, not {other:?}"),
    }
}

/// What a subscriber saw of the lobby's games: each challenge made (its maker's name and
/// game) and whether it went; each game started (its players) and whether it ended.
#[derive(Default)]
struct Seen {
    challenges: HashMap<u64, (String, String, bool)>,
    games: HashMap<RoomCode, ([Option<String>; 2], bool)>,
}

impl Seen {
    fn take(&mut self, change: LobbyChange) {
        match change {
            LobbyChange::ChallengeAdded { challenge } => {
                self.challenges
                    .insert(challenge.id, (challenge.name, challenge.game, false));
            }
            LobbyChange::ChallengeRemoved { id } => {
                self.challenges.get_mut(&id).expect("a challenge seen").2 = true;
            }
            LobbyChange::GameStarted { game } => {
                self.games.insert(game.code, (game.players, false));
            }
            LobbyChange::GameEnded { code } => {
                self.games.get_mut(&code).expect("a game seen").1 = true;
            }
            LobbyChange::GameUpdated { .. } => {}
        }
    }

    fn open_challenges(&self) -> usize {
        self.challenges.values().filter(|c| !c.2).count()
    }

    fn ended_games(&self) -> usize {
        self.games.values().filter(|g| g.1).count()
    }
}

/// Follows the lobby on `client` until `done` says so of what was seen.
async fn follow_until(
    client: &mut Client,
    seq: &mut u64,
    seen: &mut Seen,
    done: impl Fn(&Seen) -> bool,
) {
    while !done(seen) {
        seen.take(change(client, seq).await);
    }
}

/// The names of room `code`'s `seated` events, by seat, and its result, as a watcher is sent
/// them from the room's stored log.
async fn seated_and_result(url: &str, code: RoomCode) -> ([Option<String>; 2], String) {
    let (mut watcher, _) = Client::watch(url, code, None).await;
    let mut seated = [None, None];
    loop {
        match watcher.event().await {
            (_, RoomEvent::Seated { seat, name }) => seated[seat] = name,
            (_, RoomEvent::Ended { result }) => return (seated, result),
            _ => {}
        }
    }
}

/// Waits (off the test's runtime) for `bot` to stop: its last line and whether it succeeded.
async fn finish(bot: Bot) -> (String, bool) {
    tokio::task::spawn_blocking(move || bot.finish(GAME_PATIENCE))
        .await
        .expect("the bot")
}

/// A seeking bot's `CODE: RESULT` line, read.
fn code_and_result(line: &str) -> (RoomCode, String) {
    let (code, result) = line
        .split_once(": ")
        .unwrap_or_else(|| panic!("CODE: RESULT, not {line:?}"));
    (
        RoomCode::parse(code).expect("a room's code"),
        result.to_string(),
    )
}

/// Runs `medusa bot` on `url` with `args` to its end: its exit code, its standard output and
/// its standard error.
fn bot_output(url: &str, args: &[&str]) -> (Option<i32>, String, String) {
    let output = Command::new(BINARY)
        .args(["bot", "--server", url])
        .args(args)
        .output()
        .expect("medusa bot runs");
    (
        output.status.code(),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_game_is_played_through_the_lobby_by_a_seeking_and_an_accepting_bot() {
    let started = Instant::now();
    let folder = temp_folder("seek-games");
    let server = Server::start(&sqlite(&folder), "127.0.0.1:0", &OPTIONS);
    let url = server.url();
    let (mut lobby, mut seq, challenges, games) = subscriber(&url).await;
    assert_eq!((challenges, games), (vec![], 0));
    let mut seen = Seen::default();
    let four = ["medusa", "lotus", "medea", "pillars"];
    let mut seekers = Vec::new();
    for (i, game) in four.into_iter().enumerate() {
        let seed = (i + 7).to_string();
        let mut more = vec!["--games", "1", "--seed", &seed];
        if game == "medusa" {
            more.extend(["--komi", "1"]);
        }
        let name = format!("Seeker {game}");
        let keys = folder.join(format!("seeker-{game}.json"));
        seekers.push(lobby_bot(&url, "--seek", game, &name, &keys, &more));
    }
    // Each seeker's challenge is in the lobby before anyone accepts.
    follow_until(&mut lobby, &mut seq, &mut seen, |seen| {
        seen.challenges.len() == 4
    })
    .await;
    let mut takers = Vec::new();
    for game in four {
        let name = format!("Taker {game}");
        let keys = folder.join(format!("taker-{game}.json"));
        takers.push(lobby_bot(
            &url,
            "--accept",
            game,
            &name,
            &keys,
            &["--seed", "3"],
        ));
    }
    follow_until(&mut lobby, &mut seq, &mut seen, |seen| {
        seen.ended_games() == 4
    })
    .await;
    for (game, (seeker, taker)) in four.into_iter().zip(seekers.into_iter().zip(takers)) {
        let ((seeker_last, seeker_ok), (taker_last, taker_ok)) =
            tokio::join!(finish(seeker), finish(taker));
        assert!(seeker_ok && taker_ok, "{game}: both bots end well");
        let (code, result) = code_and_result(&seeker_last);
        assert_eq!(
            taker_last, result,
            "{game}: both bots report the same result"
        );
        let (seated, ended) = seated_and_result(&url, code).await;
        assert_eq!(ended, result, "{game}: the room's result");
        let mut names: Vec<String> = seated.iter().flatten().cloned().collect();
        names.sort();
        assert_eq!(
            names,
            [format!("Seeker {game}"), format!("Taker {game}")],
            "{game}: the room's log seats both players by name"
        );
        assert_eq!(
            seen.games.get(&code).map(|g| &g.0),
            Some(&seated),
            "{game}: the lobby listed the game with its players"
        );
    }
    // One challenge each, and each went with its game: none is left in the lobby.
    let mut makers: Vec<(&str, &str, bool)> = seen
        .challenges
        .values()
        .map(|(name, game, gone)| (name.as_str(), game.as_str(), *gone))
        .collect();
    makers.sort();
    assert_eq!(
        makers,
        [
            ("Seeker lotus", "lotus", true),
            ("Seeker medea", "medea", true),
            ("Seeker medusa", "medusa", true),
            ("Seeker pillars", "pillars", true),
        ]
    );
    let (_, _, challenges, games) = subscriber(&url).await;
    assert_eq!(
        (challenges, games),
        (vec![], 0),
        "the lobby is empty afterwards"
    );
    eprintln!("four games through the lobby in {:?}", started.elapsed());
    let _ = std::fs::remove_dir_all(&folder);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_seeking_bot_with_parallel_2_plays_two_accepting_bots_at_once() {
    let started = Instant::now();
    let folder = temp_folder("seek-parallel");
    let server = Server::start(&sqlite(&folder), "127.0.0.1:0", &OPTIONS);
    let url = server.url();
    let (mut lobby, mut seq, _, _) = subscriber(&url).await;
    let mut seen = Seen::default();
    let seeker = lobby_bot(
        &url,
        "--seek",
        "medea",
        "Club computer",
        &folder.join("seeker.json"),
        // A search of 50 ms a move: long enough games that the second starts while the
        // first goes on.
        &[
            "--games",
            "2",
            "--parallel",
            "2",
            "--engine",
            "ab:time=50ms",
        ],
    );
    // Two challenges open at once.
    follow_until(&mut lobby, &mut seq, &mut seen, |seen| {
        seen.open_challenges() == 2
    })
    .await;
    let takers = ["Ann", "Bob"].map(|name| {
        let keys = folder.join(format!("{name}.json"));
        lobby_bot(&url, "--accept", "medea", name, &keys, &["--seed", "5"])
    });
    // Both games are being played before either ends.
    follow_until(&mut lobby, &mut seq, &mut seen, |seen| {
        seen.games.len() == 2 || seen.ended_games() > 0
    })
    .await;
    assert_eq!(
        (seen.games.len(), seen.ended_games()),
        (2, 0),
        "both games start before either ends"
    );
    let mut results = Vec::new();
    for taker in takers {
        let (last, ok) = finish(taker).await;
        assert!(ok, "the accepting bot ends well");
        results.push(last);
    }
    let seeker_lines = tokio::task::spawn_blocking(move || {
        let mut lines = Vec::new();
        let deadline = Instant::now() + GAME_PATIENCE;
        while lines.len() < 2 && Instant::now() < deadline {
            if let Ok(line) = seeker.lines.recv_timeout(Duration::from_millis(100)) {
                lines.push(line);
            }
        }
        let (last, ok) = seeker.finish(GAME_PATIENCE);
        assert!(ok && last.is_empty(), "the seeker stops after its 2 games");
        lines
    })
    .await
    .expect("the seeker");
    let mut by_seeker = Vec::new();
    for line in &seeker_lines {
        let (code, result) = code_and_result(line);
        let (seated, ended) = seated_and_result(&url, code).await;
        assert_eq!(ended, result);
        assert!(
            seated.contains(&Some("Club computer".to_string())),
            "{seated:?}"
        );
        by_seeker.push(result);
    }
    by_seeker.sort();
    results.sort();
    assert_eq!(
        by_seeker, results,
        "the seeker reports each game as its opponent does"
    );
    let mut opponents: Vec<String> = seen
        .games
        .values()
        .flat_map(|(players, _)| players.iter().flatten().cloned())
        .filter(|name| name != "Club computer")
        .collect();
    opponents.sort();
    assert_eq!(opponents, ["Ann", "Bob"], "each accepting bot has a game");
    eprintln!("two games at once in {:?}", started.elapsed());
    let _ = std::fs::remove_dir_all(&folder);
}

#[tokio::test]
async fn a_refused_name_a_taken_one_and_too_many_games_at_once_are_told_with_a_sentence() {
    let folder = temp_folder("seek-refused");
    let server = Server::start(&sqlite(&folder), "127.0.0.1:0", &OPTIONS);
    let url = server.url();
    let keys = folder.join("keys.json").display().to_string();
    let mut asker = Client::open(&url).await;
    for name in ["", "Ann\u{7}"] {
        // The server's own sentence for the name.
        let told = asker
            .refused(ClientMessage::Register {
                version: PROTOCOL_VERSION,
                name: name.to_string(),
            })
            .await;
        for role in ["--seek", "--accept"] {
            let (code, out, err) =
                bot_output(&url, &[role, "medea", "--name", name, "--key-file", &keys]);
            assert_eq!(code, Some(1), "{role} {name:?}: {err}");
            assert_eq!(out, "");
            assert_eq!(err.lines().last(), Some(told.as_str()), "{role} {name:?}");
        }
    }
    assert_eq!(
        std::fs::metadata(&keys).map(|_| ()).map_err(|e| e.kind()),
        Err(std::io::ErrorKind::NotFound),
        "no key was kept"
    );
    // A name another player registered, with no key for it in the file.
    let mut ann = Client::open(&url).await;
    ann.send(ClientMessage::Register {
        version: PROTOCOL_VERSION,
        name: "Ann".to_string(),
    })
    .await;
    assert!(matches!(ann.next().await, ServerMessage::Player { .. }));
    let (code, _, err) = bot_output(
        &url,
        &["--seek", "medea", "--name", "ann", "--key-file", &keys],
    );
    assert_eq!(code, Some(1));
    assert_eq!(
        err.lines().last(),
        Some(
            format!(
                "the name 'ann' is taken: choose another ({keys} keeps no key for the name 'ann' \
                 on this server)"
            )
            .as_str()
        )
    );
    // Four games at once are more than a server keeps challenges open for: refused before
    // anything is asked of the server.
    let (code, _, err) = bot_output(
        &url,
        &[
            "--seek",
            "medea",
            "--parallel",
            "4",
            "--name",
            "Cid",
            "--key-file",
            &keys,
        ],
    );
    assert_eq!(code, Some(2));
    assert_eq!(
        err.trim_end(),
        "--parallel 4: a bot plays 1 to 3 games at once (a server keeps at most 3 open \
         challenges a player)"
    );
    let (_, _, challenges, _) = subscriber(&url).await;
    assert_eq!(challenges, vec![]);
    let _ = std::fs::remove_dir_all(&folder);
}

/// The key hashes the SQLite store `db` keeps for the player `name`.
fn stored_keys(db: &str, name: &str) -> Vec<String> {
    let connection = rusqlite::Connection::open(db).expect("the database");
    connection
        .prepare(
            "SELECT player_keys.key FROM player_keys JOIN players \
             ON players.id = player_keys.player WHERE players.name = ?1 ORDER BY player_keys.id",
        )
        .and_then(|mut rows| rows.query_map([name], |row| row.get(0))?.collect())
        .expect("the player's keys")
}

#[tokio::test]
async fn a_bot_s_key_file_identifies_it_on_its_next_run_and_after_a_restart() {
    let folder = temp_folder("seek-key");
    let db = sqlite(&folder);
    let mut server = Server::start(&db, "127.0.0.1:0", &OPTIONS);
    let addr = server.addr.clone();
    let url = server.url();
    let keys = folder.join("deeper").join("bot-keys.json");
    let (mut lobby, mut seq, _, _) = subscriber(&url).await;
    let mut seen = Seen::default();
    // The first run registers the default name and keeps its key.
    let first = Bot::start(
        &url,
        &[
            "--seek",
            "medea",
            "--engine",
            "random",
            "--key-file",
            &keys.display().to_string(),
        ],
    );
    follow_until(&mut lobby, &mut seq, &mut seen, |seen| {
        seen.challenges.len() == 1
    })
    .await;
    let name = "Computer (Medea, random)";
    assert!(
        seen.challenges
            .values()
            .all(|c| c.0 == name && c.1 == "medea")
    );
    let kept = std::fs::read_to_string(&keys).expect("the key file");
    assert!(kept.contains(name), "{kept}");
    assert_eq!(stored_keys(&db, name).len(), 1);
    drop(first);
    follow_until(&mut lobby, &mut seq, &mut seen, |seen| {
        seen.open_challenges() == 0
    })
    .await;
    // The second run identifies with the kept key: no new name, no new key.
    let second = Bot::start(
        &url,
        &[
            "--seek",
            "medea",
            "--engine",
            "random",
            "--key-file",
            &keys.display().to_string(),
        ],
    );
    follow_until(&mut lobby, &mut seq, &mut seen, |seen| {
        seen.open_challenges() == 1
    })
    .await;
    assert_eq!(std::fs::read_to_string(&keys).expect("the key file"), kept);
    assert_eq!(stored_keys(&db, name).len(), 1);
    // The server restarts: the challenge lapses, and the bot comes back by itself,
    // identifies and opens it again.
    drop(lobby);
    server.kill();
    let server = Server::start(&db, &addr, &OPTIONS);
    let (mut lobby, mut seq, challenges, _) = subscriber(&server.url()).await;
    let mut seen = Seen::default();
    for challenge in challenges {
        seen.take(LobbyChange::ChallengeAdded { challenge });
    }
    follow_until(&mut lobby, &mut seq, &mut seen, |seen| {
        seen.open_challenges() == 1
    })
    .await;
    assert!(seen.challenges.values().all(|c| c.0 == name));
    assert_eq!(stored_keys(&db, name).len(), 1);
    // And it plays whoever accepts it.
    let taker = lobby_bot(
        &server.url(),
        "--accept",
        "medea",
        "Ann",
        &folder.join("ann.json"),
        &[],
    );
    let (result, ok) = finish(taker).await;
    assert!(ok, "the accepting bot ends well");
    follow_until(&mut lobby, &mut seq, &mut seen, |seen| {
        seen.ended_games() == 1
    })
    .await;
    let (code, (players, _)) = seen.games.iter().next().expect("the game");
    assert!(players.contains(&Some(name.to_string())), "{players:?}");
    assert_eq!(seated_and_result(&server.url(), *code).await.1, result);
    drop(second);
    let _ = std::fs::remove_dir_all(&folder);
}
