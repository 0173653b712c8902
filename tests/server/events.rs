//! Club evenings on real servers: a round robin of four follows the Berger table, a result
//! the organiser enters counts, and a restart between rounds and within one loses nothing;
//! a Swiss event of seven over four rounds never pairs two players twice, gives nobody two
//! byes, keeps each player's colours within one, keeps score groups together as far as the
//! rules let it, and its standings equal those worked out here from the recorded results; the
//! refusals have their sentences, an organiser's fifth event not yet ended among them;
//! `GET /api/events/ID`
//! tells the same event. Seven `medusa bot --event` processes play a Swiss event that
//! `medusa event` runs to its end, and its games come in one download that `medusa replay`
//! reads record by record.

use std::collections::{BTreeMap, HashMap};

use medusa::games::contract::GameOptions;
use medusa::online::{
    BoardResult, ClientMessage, EventInfo, EventKind, EventStage, PROTOCOL_VERSION, PlayerKey,
    RoomCode, RoomEvent, ServerMessage,
};

use super::cluster::Cluster;
use super::lobby::OPTIONS;
use super::support::{BINARY, Bot, Client, Server, http_get, sqlite, temp_folder};

/// A registered player: its name and key, and a connection that follows its event.
struct Member {
    name: String,
    key: PlayerKey,
    client: Client,
}

async fn register(url: &str, name: &str) -> Member {
    let mut client = Client::open(url).await;
    client
        .send(ClientMessage::Register {
            version: PROTOCOL_VERSION,
            name: name.to_string(),
        })
        .await;
    match client.next().await {
        ServerMessage::Player { key: Some(key), .. } => Member {
            name: name.to_string(),
            key,
            client,
        },
        other => panic!("{name} registered, not {other:?}"),
    }
}

/// A new connection of `member` on `url`, identified.
async fn identified(url: &str, member: &Member) -> Client {
    let mut client = Client::open(url).await;
    client
        .send(ClientMessage::Identify {
            version: PROTOCOL_VERSION,
            name: member.name.clone(),
            key: member.key,
        })
        .await;
    assert!(matches!(client.next().await, ServerMessage::Player { .. }));
    client
}

/// The next `club_event` on `client`, passing over the boards told meanwhile.
async fn event_of(client: &mut Client) -> EventInfo {
    loop {
        match client.next().await {
            ServerMessage::ClubEvent { event } => return event,
            ServerMessage::EventBoard { .. } => {}
            other => panic!("an event, not {other:?}"),
        }
    }
}

/// Sends `message` and reads the event it answers with.
async fn ask(client: &mut Client, message: ClientMessage) -> EventInfo {
    client.send(message).await;
    event_of(client).await
}

/// The board frames on `client` until quiet: (round, board, code).
async fn boards_told(client: &mut Client) -> Vec<(u32, usize, RoomCode)> {
    let mut out = Vec::new();
    while let Ok(message) =
        tokio::time::timeout(std::time::Duration::from_millis(500), client.next()).await
    {
        match message {
            ServerMessage::EventBoard {
                round, board, code, ..
            } => out.push((round, board, code)),
            ServerMessage::ClubEvent { .. } => {}
            other => panic!("a board, not {other:?}"),
        }
    }
    out
}

/// `member` enters room `code` on a connection of its own and resigns: the room ends.
async fn resign(url: &str, member: &Member, code: RoomCode) {
    let mut client = identified(url, member).await;
    client
        .send(ClientMessage::Enter {
            version: PROTOCOL_VERSION,
            code,
            after: 0,
        })
        .await;
    loop {
        if let ServerMessage::Welcome { .. } = client.next().await {
            break;
        }
    }
    client.send(ClientMessage::Resign {}).await;
    loop {
        if let ServerMessage::Event {
            event: RoomEvent::Ended { .. },
            ..
        } = client.next().await
        {
            break;
        }
    }
}

fn create(kind: EventKind, rounds: u32) -> ClientMessage {
    ClientMessage::CreateEvent {
        version: PROTOCOL_VERSION,
        name: "Friday evening".to_string(),
        game: "medea".to_string(),
        options: GameOptions::new(),
        clock: None,
        kind,
        rounds,
    }
}

/// The boards of round `round` (from 1) as (first, second) names.
fn pairs(event: &EventInfo, round: usize) -> Vec<(String, String)> {
    event.played[round - 1]
        .boards
        .iter()
        .map(|b| (b.first.clone(), b.second.clone()))
        .collect()
}

fn named(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
    pairs
        .iter()
        .map(|(a, b)| (a.to_string(), b.to_string()))
        .collect()
}

/// Plays round `round` (from 1) of `event`: on each board, the first player resigns when
/// `first_resigns` says so for the board (from 1), else the second.
async fn play_round(
    url: &str,
    members: &HashMap<String, Member>,
    event: &EventInfo,
    round: usize,
    first_resigns: impl Fn(usize) -> bool,
) {
    for board in &event.played[round - 1].boards {
        let Some(code) = board.code else {
            continue;
        };
        if board.result.is_some() {
            continue;
        }
        let who = if first_resigns(board.board) {
            &board.first
        } else {
            &board.second
        };
        resign(url, &members[who], code).await;
    }
}

#[tokio::test]
async fn a_round_robin_follows_the_berger_table_counts_entered_results_and_survives_restarts() {
    let folder = temp_folder("events-round-robin");
    let db = sqlite(&folder);
    let mut server = Server::start(&db, "127.0.0.1:0", &OPTIONS);
    let url = server.url();
    let mut olga = register(&url, "Olga").await;
    let mut members = HashMap::new();
    for name in ["Ann", "Bob", "Cid", "Dee"] {
        members.insert(name.to_string(), register(&url, name).await);
    }
    let organiser = &mut olga;
    let event = ask(&mut organiser.client, create(EventKind::RoundRobin, 3)).await;
    let id = event.id;
    assert_eq!(event.stage, EventStage::Open);
    assert_eq!(event.organiser, "Olga");
    // Refusals, in sentences.
    assert_eq!(
        organiser
            .client
            .refused(ClientMessage::StartRound { id })
            .await,
        format!("event {id} has 0 players: a round needs at least 2")
    );
    assert_eq!(
        organiser.client.refused(create(EventKind::Swiss, 21)).await,
        "an event has 1 to 20 rounds, not 21"
    );
    let mut anonymous = Client::open(&url).await;
    assert_eq!(
        anonymous.refused(ClientMessage::JoinEvent { id }).await,
        "an event is joined by a player: register, identify or sign in first"
    );
    assert_eq!(
        anonymous
            .refused(ClientMessage::ReadEvent { id: id + 100 })
            .await,
        format!("there is no event {} on this server", id + 100)
    );
    for name in ["Ann", "Bob", "Cid", "Dee"] {
        let member = members.get_mut(name).expect("a member");
        let event = ask(&mut member.client, ClientMessage::JoinEvent { id }).await;
        assert_eq!(event.players.last().map(String::as_str), Some(name));
    }
    let bob = members.get_mut("Bob").expect("Bob");
    assert_eq!(
        bob.client.refused(ClientMessage::StartRound { id }).await,
        format!("only the organiser of event {id} (Olga) may do that")
    );
    // Round 1 by the table: 1-4, 2-3.
    let event = ask(&mut organiser.client, ClientMessage::StartRound { id }).await;
    assert_eq!(event.stage, EventStage::Playing);
    assert_eq!(pairs(&event, 1), named(&[("Ann", "Dee"), ("Bob", "Cid")]));
    // Each player is told its board.
    let ann = members.get_mut("Ann").expect("Ann");
    let told = boards_told(&mut ann.client).await;
    assert_eq!(
        told,
        [(1, 1, event.played[0].boards[0].code.expect("a room"))]
    );
    let dee = members.get_mut("Dee").expect("Dee");
    assert_eq!(boards_told(&mut dee.client).await.len(), 1);
    // Players join before the first round only.
    let mut late = register(&url, "Eve").await;
    assert_eq!(
        late.client.refused(ClientMessage::JoinEvent { id }).await,
        format!("event {id} has started: players join before its first round")
    );
    assert_eq!(
        organiser
            .client
            .refused(ClientMessage::StartRound { id })
            .await,
        "round 1 has 2 games without a result: start the next when they are over (or enter \
         their results)"
    );
    // Board 1 is played here (Ann resigns); board 2 on a physical board, entered: a draw.
    resign(
        &url,
        &members["Ann"],
        event.played[0].boards[0].code.expect("a room"),
    )
    .await;
    let entered = ask(
        &mut organiser.client,
        ClientMessage::EnterResult {
            id,
            round: 1,
            board: 2,
            result: BoardResult::Draw,
        },
    )
    .await;
    assert_eq!(
        entered.played[0].boards[0].result,
        Some(BoardResult::Second)
    );
    assert_eq!(entered.played[0].boards[1].result, Some(BoardResult::Draw));
    assert!(entered.played[0].boards[1].entered);
    // Dee 1, Bob and Cid ½, Ann 0.
    let points: Vec<(String, f64)> = entered
        .standings
        .iter()
        .map(|s| (s.name.clone(), s.points.as_f64()))
        .collect();
    assert_eq!(points[0], ("Dee".to_string(), 1.0));
    assert_eq!(points[3], ("Ann".to_string(), 0.0));
    // Bob is absent in round 2: his game is lost without being played.
    ask(
        &mut organiser.client,
        ClientMessage::MarkAbsent {
            id,
            round: 2,
            name: "Bob".into(),
        },
    )
    .await;
    // A restart between rounds loses nothing.
    server.kill();
    let server2 = Server::start(&db, "127.0.0.1:0", &OPTIONS);
    let url = server2.url();
    let mut organiser = identified(&url, &olga).await;
    let again = ask(&mut organiser, ClientMessage::ReadEvent { id }).await;
    assert_eq!(again.played, entered.played);
    assert_eq!(again.absent_next, ["Bob"]);
    // Round 2 by the table: 4-3, 1-2; Bob (2) absent loses to Ann.
    let event = ask(&mut organiser, ClientMessage::StartRound { id }).await;
    assert_eq!(pairs(&event, 2), named(&[("Dee", "Cid"), ("Ann", "Bob")]));
    assert_eq!(event.played[1].boards[1].result, Some(BoardResult::First));
    assert!(event.played[1].boards[1].forfeit);
    assert_eq!(event.played[1].boards[1].code, None);
    let code = event.played[1].boards[0].code.expect("a room");
    // A restart within the round: the room and the pairing are there, and the players are
    // told their boards again when they come back.
    drop(server2);
    let server3 = Server::start(&db, "127.0.0.1:0", &OPTIONS);
    let url = server3.url();
    let mut cid = identified(&url, &members["Cid"]).await;
    let back = ask(&mut cid, ClientMessage::JoinEvent { id }).await;
    assert_eq!(back.played, event.played);
    assert_eq!(boards_told(&mut cid).await, [(2, 1, code)]);
    resign(&url, &members["Dee"], code).await;
    let mut organiser = identified(&url, &olga).await;
    let event = ask(&mut organiser, ClientMessage::StartRound { id }).await;
    // Round 3 by the table: 2-4, 3-1.
    assert_eq!(pairs(&event, 3), named(&[("Bob", "Dee"), ("Cid", "Ann")]));
    play_round(&url, &members, &event, 3, |_| true).await;
    let event = ask(&mut organiser, ClientMessage::EndEvent { id }).await;
    assert_eq!(event.stage, EventStage::Ended);
    // Points: Ann 0 + 1 (forfeit) + 1 = 2; Bob ½ + 0 + 0 = ½; Cid ½ + 1 + 0 = 1½;
    // Dee 1 + 0 + 1 = 2. Ann and Dee tie on points; Buchholz: Ann's opponents Dee 2, Bob ½
    // (forfeits count no opponent: only Dee and Cid) = Dee 2 + Cid 1½ = 3½; Dee's: Ann 2,
    // Cid 1½, Bob ½ = 4. Dee first.
    let lines: Vec<(String, f64, f64)> = event
        .standings
        .iter()
        .map(|s| (s.name.clone(), s.points.as_f64(), s.buchholz.as_f64()))
        .collect();
    assert_eq!(
        lines,
        [
            ("Dee".to_string(), 2.0, 4.0),
            ("Ann".to_string(), 2.0, 3.5),
            ("Cid".to_string(), 1.5, 4.5),
            ("Bob".to_string(), 0.5, 3.5),
        ]
    );
    assert_eq!(
        organiser.refused(ClientMessage::StartRound { id }).await,
        format!("event {id} is over")
    );
    // The same over HTTP.
    let page = http_get(&server3.addr, &format!("/api/events/{id}"), &[]);
    assert_eq!(page.status, 200);
    let read: EventInfo = serde_json::from_slice(&page.body).expect("an event");
    assert_eq!(read, event);
    assert_eq!(http_get(&server3.addr, "/api/events/x", &[]).status, 404);
}

/// An organiser holds at most four events not yet ended: a fifth is refused in a sentence
/// until one of them is ended; another organiser is not counted against her.
#[tokio::test]
async fn an_organiser_holds_at_most_four_events_not_yet_ended() {
    let folder = temp_folder("events-limit");
    let db = sqlite(&folder);
    let server = Server::start(&db, "127.0.0.1:0", &OPTIONS);
    let url = server.url();
    let mut olga = register(&url, "Olga").await;
    let mut ids = Vec::new();
    for _ in 0..4 {
        ids.push(ask(&mut olga.client, create(EventKind::Swiss, 3)).await.id);
    }
    assert_eq!(
        olga.client.refused(create(EventKind::Swiss, 3)).await,
        "Olga has 4 events not yet ended, as many as an organiser may have: end one first"
    );
    let mut pia = register(&url, "Pia").await;
    let other = ask(&mut pia.client, create(EventKind::RoundRobin, 2)).await;
    assert_eq!(other.organiser, "Pia");
    let ended = ask(&mut olga.client, ClientMessage::EndEvent { id: ids[0] }).await;
    assert_eq!(ended.stage, EventStage::Ended);
    let fifth = ask(&mut olga.client, create(EventKind::Swiss, 3)).await;
    assert!(!ids.contains(&fifth.id) && fifth.id != other.id);
    assert_eq!(fifth.stage, EventStage::Open);
}

/// The standings worked out by hand from the recorded results: points, then Buchholz, then
/// Sonneborn-Berger, then the direct encounter, then the order of joining.
fn by_hand(event: &EventInfo) -> Vec<(String, f64, f64, f64)> {
    let mut points: BTreeMap<&str, f64> = event.players.iter().map(|p| (p.as_str(), 0.0)).collect();
    let mut met: BTreeMap<&str, Vec<(&str, f64)>> = BTreeMap::new();
    for round in &event.played {
        if let Some(bye) = &round.bye {
            *points.get_mut(bye.as_str()).expect("a player") += 1.0;
        }
        for board in &round.boards {
            let (a, b) = match board.result.expect("a result") {
                BoardResult::First => (1.0, 0.0),
                BoardResult::Second => (0.0, 1.0),
                BoardResult::Draw => (0.5, 0.5),
            };
            *points.get_mut(board.first.as_str()).expect("a player") += a;
            *points.get_mut(board.second.as_str()).expect("a player") += b;
            met.entry(&board.first)
                .or_default()
                .push((&board.second, a));
            met.entry(&board.second)
                .or_default()
                .push((&board.first, b));
        }
    }
    let mut lines: Vec<(String, f64, f64, f64, f64, usize)> = event
        .players
        .iter()
        .enumerate()
        .map(|(seed, p)| {
            let games = met.get(p.as_str()).cloned().unwrap_or_default();
            let buchholz = games.iter().map(|(o, _)| points[o]).sum();
            let sb = games.iter().map(|(o, s)| s * points[o]).sum();
            (p.clone(), points[p.as_str()], buchholz, sb, 0.0, seed)
        })
        .collect();
    let keys: Vec<(f64, f64, f64)> = lines.iter().map(|l| (l.1, l.2, l.3)).collect();
    for line in &mut lines {
        let tied: Vec<&str> = event
            .players
            .iter()
            .zip(&keys)
            .filter(|(p, k)| **p != line.0 && **k == (line.1, line.2, line.3))
            .map(|(p, _)| p.as_str())
            .collect();
        line.4 = met
            .get(line.0.as_str())
            .into_iter()
            .flatten()
            .filter(|(o, _)| tied.contains(o))
            .map(|(_, s)| s)
            .sum();
    }
    lines.sort_by(|a, b| {
        (b.1, b.2, b.3, b.4)
            .partial_cmp(&(a.1, a.2, a.3, a.4))
            .expect("numbers")
            .then(a.5.cmp(&b.5))
    });
    lines.into_iter().map(|l| (l.0, l.1, l.2, l.3)).collect()
}

/// Each Swiss round keeps players of equal points together as far as the rules let it: of
/// the ways to pair that round's players (the bye apart) with no pair met before and nobody
/// more than one colour ahead or three of one colour in a row, none has a smaller sum of
/// squared point gaps than the pairing made.
fn score_groups_respected(event: &EventInfo) {
    let mut points: HashMap<&str, i64> = event.players.iter().map(|p| (p.as_str(), 0)).collect();
    let mut colours: HashMap<&str, Vec<bool>> = HashMap::new();
    let mut met: Vec<(&str, &str)> = Vec::new();
    for round in &event.played {
        let must = |p: &str| {
            let seen = colours.get(p).cloned().unwrap_or_default();
            let balance: i64 = seen.iter().map(|&f| if f { 1 } else { -1 }).sum();
            let twice = seen.len() >= 2 && seen[seen.len() - 1] == seen[seen.len() - 2];
            if balance >= 1 || twice && seen.last() == Some(&true) {
                Some(false)
            } else if balance <= -1 || twice && seen.last() == Some(&false) {
                Some(true)
            } else {
                None
            }
        };
        let allowed = |a: &str, b: &str| {
            let repeat = met.contains(&(a, b)) || met.contains(&(b, a));
            let clash = must(a).is_some() && must(a) == must(b);
            !repeat && !clash
        };
        let gap = |a: &str, b: &str| (points[a] - points[b]).pow(2);
        let made: i64 = round.boards.iter().map(|b| gap(&b.first, &b.second)).sum();
        let present: Vec<&str> = round
            .boards
            .iter()
            .flat_map(|b| [b.first.as_str(), b.second.as_str()])
            .collect();
        fn least(
            left: &[&str],
            allowed: &dyn Fn(&str, &str) -> bool,
            gap: &dyn Fn(&str, &str) -> i64,
        ) -> Option<i64> {
            let Some((first, rest)) = left.split_first() else {
                return Some(0);
            };
            (0..rest.len())
                .filter(|&i| allowed(first, rest[i]))
                .filter_map(|i| {
                    let mut others = rest.to_vec();
                    let partner = others.remove(i);
                    least(&others, allowed, gap).map(|cost| cost + gap(first, partner))
                })
                .min()
        }
        if let Some(best) = least(&present, &allowed, &gap) {
            assert!(
                made <= best,
                "round {}: gaps {made}, {best} possible",
                round.round
            );
        }
        for board in &round.boards {
            let (a, b) = match board.result.expect("a result") {
                BoardResult::First => (2, 0),
                BoardResult::Second => (0, 2),
                BoardResult::Draw => (1, 1),
            };
            *points.get_mut(board.first.as_str()).expect("a player") += a;
            *points.get_mut(board.second.as_str()).expect("a player") += b;
            colours.entry(&board.first).or_default().push(true);
            colours.entry(&board.second).or_default().push(false);
            met.push((&board.first, &board.second));
        }
        if let Some(bye) = &round.bye {
            *points.get_mut(bye.as_str()).expect("a player") += 2;
        }
    }
}

#[tokio::test]
async fn a_swiss_event_of_seven_over_four_rounds_pairs_by_the_rules() {
    let folder = temp_folder("events-swiss");
    let server = Server::start(&sqlite(&folder), "127.0.0.1:0", &OPTIONS);
    let url = server.url();
    let mut organiser = register(&url, "Olga").await;
    let mut event = ask(&mut organiser.client, create(EventKind::Swiss, 4)).await;
    let id = event.id;
    let mut members = HashMap::new();
    for name in ["Ann", "Bob", "Cid", "Dee", "Eve", "Fay", "Gus"] {
        let mut member = register(&url, name).await;
        ask(&mut member.client, ClientMessage::JoinEvent { id }).await;
        members.insert(name.to_string(), member);
    }
    for round in 1..=4 {
        event = ask(&mut organiser.client, ClientMessage::StartRound { id }).await;
        assert!(
            event.played[round - 1].bye.is_some(),
            "seven players: a bye"
        );
        // Results that differ from round to round and board to board.
        play_round(&url, &members, &event, round, |board| {
            (board + round) % 3 != 0
        })
        .await;
        event = ask(&mut organiser.client, ClientMessage::ReadEvent { id }).await;
    }
    let mut seen = Vec::new();
    let mut byes = Vec::new();
    let mut colours: HashMap<&str, i32> = HashMap::new();
    for round in &event.played {
        byes.push(round.bye.clone().expect("a bye"));
        for board in &round.boards {
            let pair = if board.first < board.second {
                (board.first.clone(), board.second.clone())
            } else {
                (board.second.clone(), board.first.clone())
            };
            assert!(!seen.contains(&pair), "{pair:?} met twice");
            seen.push(pair);
            *colours.entry(&board.first).or_default() += 1;
            *colours.entry(&board.second).or_default() -= 1;
        }
    }
    let mut distinct = byes.clone();
    distinct.sort();
    distinct.dedup();
    assert_eq!(distinct.len(), byes.len(), "byes: {byes:?}");
    assert!(colours.values().all(|c| c.abs() <= 1), "{colours:?}");
    let told: Vec<(String, f64, f64, f64)> = event
        .standings
        .iter()
        .map(|s| {
            (
                s.name.clone(),
                s.points.as_f64(),
                s.buchholz.as_f64(),
                s.sonneborn_berger.as_f64(),
            )
        })
        .collect();
    assert_eq!(told, by_hand(&event));
    score_groups_respected(&event);
}

/// `medusa event ARGS --server URL --key-file KEYS`: the event (or events) it printed.
fn command(url: &str, keys: &std::path::Path, args: &[&str]) -> serde_json::Value {
    let output = std::process::Command::new(BINARY)
        .arg("event")
        .args(args)
        .args(["--server", url, "--key-file"])
        .arg(keys)
        .output()
        .expect("medusa event runs");
    assert!(output.status.success(), "{args:?}: {output:?}");
    serde_json::from_slice(&output.stdout).expect("JSON")
}

/// `medusa replay` of `text`: whether it read it.
fn replays(text: &str) -> bool {
    use std::io::Write;
    let mut child = std::process::Command::new(BINARY)
        .args(["replay", "-"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .expect("medusa replay starts");
    child
        .stdin
        .take()
        .expect("its input")
        .write_all(text.as_bytes())
        .expect("the record is written");
    child.wait().expect("medusa replay ends").success()
}

#[tokio::test]
async fn seven_bots_play_a_swiss_event_that_the_command_line_runs_to_its_end() {
    let folder = temp_folder("events-bots");
    // The organiser's screen reads the event often, more lookups than a person's budget,
    // and seven bots on one machine sign on at once, more than a person's budget of
    // sign-ins allows.
    let mut options = OPTIONS.to_vec();
    options.extend([
        "--lookups-per-minute",
        "10000",
        "--sign-ins-per-minute",
        "100",
    ]);
    let server = Server::start(&sqlite(&folder), "127.0.0.1:0", &options);
    let url = server.url();
    let keys = folder.join("organiser-keys.json");
    let made = command(
        &url,
        &keys,
        &[
            "create",
            "Club night",
            "--game",
            "medea",
            "--kind",
            "swiss",
            "--rounds",
            "4",
            "--as",
            "Olga",
        ],
    );
    let id = made["id"].as_u64().expect("an id");
    let id_text = id.to_string();
    let names = ["Ann", "Bob", "Cid", "Dee", "Eve", "Fay", "Gus"];
    let bots: Vec<Bot> = names
        .iter()
        .map(|name| {
            let file = folder.join(format!("{name}-keys.json"));
            Bot::start(
                &url,
                &[
                    "--event",
                    &id_text,
                    "--name",
                    name,
                    "--engine",
                    "random",
                    "--key-file",
                    file.to_str().expect("a path"),
                ],
            )
        })
        .collect();
    let show = || command(&url, &keys, &["show", &id_text]);
    let waited = std::time::Instant::now();
    while show()["players"].as_array().map_or(0, Vec::len) < names.len() {
        assert!(waited.elapsed().as_secs() < 30, "the bots join");
        tokio::time::sleep(std::time::Duration::from_millis(200)).await;
    }
    for round in 0..4 {
        command(&url, &keys, &["start-round", &id_text, "--as", "Olga"]);
        let waited = std::time::Instant::now();
        loop {
            let event = show();
            let boards = event["played"][round]["boards"]
                .as_array()
                .expect("boards")
                .clone();
            if boards.iter().all(|b| !b["result"].is_null()) {
                break;
            }
            assert!(
                waited.elapsed().as_secs() < 60,
                "round {round} ends: {event}"
            );
            tokio::time::sleep(std::time::Duration::from_millis(200)).await;
        }
    }
    let ended = command(&url, &keys, &["end", &id_text, "--as", "Olga"]);
    let event: EventInfo = serde_json::from_value(ended).expect("an event");
    assert_eq!(event.stage, EventStage::Ended);
    for bot in bots {
        let (last, ok) = bot.finish(std::time::Duration::from_secs(20));
        assert!(ok, "a bot ends well: {last}");
        assert_eq!(last, format!("event {id} is over"));
    }
    let mut seen = Vec::new();
    let mut byes = Vec::new();
    let mut colours: HashMap<&str, i32> = HashMap::new();
    for round in &event.played {
        byes.push(round.bye.clone().expect("a bye"));
        for board in &round.boards {
            let mut pair = [board.first.clone(), board.second.clone()];
            pair.sort();
            assert!(!seen.contains(&pair), "{pair:?} met twice");
            seen.push(pair);
            *colours.entry(&board.first).or_default() += 1;
            *colours.entry(&board.second).or_default() -= 1;
        }
    }
    byes.sort();
    byes.dedup();
    assert_eq!(byes.len(), 4, "nobody has two byes");
    assert!(colours.values().all(|c| c.abs() <= 1), "{colours:?}");
    let told: Vec<(String, f64, f64, f64)> = event
        .standings
        .iter()
        .map(|s| {
            (
                s.name.clone(),
                s.points.as_f64(),
                s.buchholz.as_f64(),
                s.sonneborn_berger.as_f64(),
            )
        })
        .collect();
    assert_eq!(told, by_hand(&event));
    score_groups_respected(&event);
    // Its twelve games in one download, each record read by `medusa replay`.
    let download = http_get(&server.addr, &format!("/api/events/{id}/games"), &[]);
    assert_eq!(download.status, 200);
    let text = String::from_utf8(download.body).expect("text");
    let records: Vec<String> = text
        .split("[Variant ")
        .filter(|part| !part.trim().is_empty())
        .map(|part| format!("[Variant {part}"))
        .collect();
    assert_eq!(records.len(), 12);
    for record in &records {
        assert!(record.contains("[Event \"Club night\"]"), "{record}");
        assert!(replays(record), "{record}");
    }
}

#[tokio::test]
async fn an_event_on_postgresql_is_the_same_through_two_processes() {
    let folder = temp_folder("events-postgres");
    let cluster = Cluster::start(&folder, &["-c", "fsync=off", "-c", "max_connections=50"]);
    let one = Server::start(&cluster.url(), "127.0.0.1:0", &OPTIONS);
    let two = Server::start(&cluster.url(), "127.0.0.1:0", &OPTIONS);
    let mut olga = register(&one.url(), "Olga").await;
    let event = ask(&mut olga.client, create(EventKind::RoundRobin, 3)).await;
    let id = event.id;
    let mut members = HashMap::new();
    for (name, server) in [("Ann", &one), ("Bob", &two), ("Cid", &two)] {
        let mut member = register(&server.url(), name).await;
        ask(&mut member.client, ClientMessage::JoinEvent { id }).await;
        members.insert(name.to_string(), member);
    }
    let bob = members.get_mut("Bob").expect("Bob");
    assert_eq!(
        bob.client
            .refused(ClientMessage::JoinEvent { id: id + 1 })
            .await,
        format!("there is no event {} on this server", id + 1)
    );
    // Three players: the fourth of the table is a dummy, and Ann, who meets it, has the bye.
    let event = ask(&mut olga.client, ClientMessage::StartRound { id }).await;
    assert_eq!(pairs(&event, 1), named(&[("Bob", "Cid")]));
    assert_eq!(event.played[0].bye.as_deref(), Some("Ann"));
    // Bob, on the other process, is told his board, and resigns there.
    let bob = members.get_mut("Bob").expect("Bob");
    let code = event.played[0].boards[0].code.expect("a room");
    let mut back = identified(&two.url(), bob).await;
    let read = ask(&mut back, ClientMessage::ReadEvent { id }).await;
    assert_eq!(read.played, event.played);
    assert_eq!(boards_told(&mut back).await, [(1, 1, code)]);
    resign(&two.url(), &members["Bob"], code).await;
    let mut reader = Client::open(&one.url()).await;
    let read = ask(&mut reader, ClientMessage::ReadEvent { id }).await;
    assert_eq!(read.played[0].boards[0].result, Some(BoardResult::Second));
    let points: Vec<(String, f64)> = read
        .standings
        .iter()
        .map(|s| (s.name.clone(), s.points.as_f64()))
        .collect();
    assert_eq!(
        points,
        [
            ("Ann".to_string(), 1.0),
            ("Cid".to_string(), 1.0),
            ("Bob".to_string(), 0.0)
        ]
    );
}
