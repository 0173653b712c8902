//! Fair play: a move is a move, read by the game's core and stored in its canonical notation;
//! a resignation or a draw comes only through its own message; every ended game's record
//! replays to exactly the result the server announced; and a seat cannot fill a room with
//! offers and proposals.

use std::io::Write;
use std::process::{Command, Stdio};

use medusa::games::{GAMES, GameOptions};
use medusa::online::{
    ClientMessage, ClockSpec, RoomCode, RoomEvent, RoomState, ServerMessage, StoredEvent,
};
use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};

use super::reconnect::{Seat, two_seats};
use super::support::{
    BINARY, Client, Server, busy_server, create_room, join_room, move_at, record, sqlite,
    temp_folder,
};

/// Each game with a first move for the side that moves first.
const FIRST_MOVES: [(&str, &str); 4] = [
    ("medusa", "k10"),
    ("lotus", "17"),
    ("medea", "c3-d4"),
    ("pillars", "e3-e5"),
];

/// The room's last event number, as a new watcher is told it.
async fn last_seq(url: &str, code: RoomCode) -> u64 {
    let (client, last) = Client::watch(url, code, None).await;
    client.connection.close().await;
    last
}

/// How a room's record replays: the game's outcome, or the ending the record's headers give
/// for a game that ended off the board.
fn replayed_result(text: &str) -> Option<String> {
    let record = GAMES.read_record(text).expect("the record reads");
    let mut game = record.replay().expect("the record replays");
    if let Some(ending) = record.ending_off_the_board()
        && game.outcome().is_none()
    {
        return Some(ending.to_string());
    }
    game.settle().expect("the game settles");
    game.outcome()
}

/// `medusa replay` of `text` as a diagram: its output.
fn replay_command(text: &str) -> String {
    let mut child = Command::new(BINARY)
        .args(["replay", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("medusa replay starts");
    child
        .stdin
        .take()
        .expect("its input")
        .write_all(text.as_bytes())
        .expect("the record is written");
    let output = child.wait_with_output().expect("medusa replay ends");
    assert!(output.status.success(), "{output:?}");
    String::from_utf8(output.stdout).expect("text")
}

#[tokio::test]
async fn a_resignation_or_a_draw_sent_as_a_move_is_refused_in_every_game() {
    let server = busy_server("words-as-moves");
    let url = server.url();
    for (game, _) in FIRST_MOVES {
        let (code, mut first, _second) = two_seats(&url, game).await;
        for notation in [
            "resign white",
            "resign black",
            "RESIGN Black",
            "resign",
            "draw",
        ] {
            let refusal = first.client.refused(move_at(0, notation)).await;
            let word = if notation.starts_with('d') {
                "offer_draw or accept_draw"
            } else {
                "resign"
            };
            assert_eq!(
                refusal,
                format!("'{notation}' is not played as a move: send {word}"),
                "{game}"
            );
        }
        assert_eq!(last_seq(&url, code).await, 2, "{game}: nothing was stored");
        let (status, text) = record(&server.addr, &code.to_string());
        assert_eq!(status, 200);
        assert_eq!(replayed_result(&text), None, "{game}: the game goes on");
    }
}

#[tokio::test]
async fn a_move_is_stored_and_sent_in_its_canonical_notation() {
    let server = busy_server("canonical");
    let url = server.url();
    for (game, sent, canonical) in [
        ("medusa", "K10", "k10"),
        ("lotus", " 17 ", "17"),
        ("medea", " c3-d4\t", "c3-d4"),
        ("pillars", "E3-E5", "e3-e5"),
    ] {
        let (code, mut first, mut second) = two_seats(&url, game).await;
        first.client.send(move_at(0, sent)).await;
        let moved = RoomEvent::Moved {
            seat: first.seat,
            notation: canonical.to_string(),
            clocks: None,
        };
        assert_eq!(first.client.event().await, (3, moved.clone()), "{game}");
        assert_eq!(second.client.event().await, (3, moved), "{game}");
        let (_, text) = record(&server.addr, &code.to_string());
        let tokens = GAMES.read_record(&text).expect("a record").tokens();
        assert_eq!(tokens, [canonical], "{game}");
    }
}

/// Plays a first move and has its player resign on the opponent's turn; the result the
/// server announced.
async fn resign_after_one_move(first: &mut Seat, second: &mut Seat, opening: &str) -> String {
    first.client.send(move_at(0, opening)).await;
    assert!(matches!(
        first.client.event().await.1,
        RoomEvent::Moved { .. }
    ));
    assert!(matches!(
        second.client.event().await.1,
        RoomEvent::Moved { .. }
    ));
    first.client.send(ClientMessage::Resign {}).await;
    assert_eq!(
        first.client.event().await.1,
        RoomEvent::Resigned { seat: first.seat }
    );
    match first.client.event().await.1 {
        RoomEvent::Ended { result } => result,
        other => panic!("the end, not {other:?}"),
    }
}

#[tokio::test]
async fn a_resignation_in_or_out_of_turn_replays_to_the_result_announced() {
    let server = busy_server("resignations");
    let url = server.url();
    for (game, opening) in FIRST_MOVES {
        // Out of turn: the first mover resigns after its move, on the opponent's turn.
        let (code, mut first, mut second) = two_seats(&url, game).await;
        let result = resign_after_one_move(&mut first, &mut second, opening).await;
        let sides = GAMES.find(game).expect("a game").start(&Default::default());
        let sides = sides.expect("a game").sides();
        let (loser, winner) = (sides[first.seat], sides[second.seat]);
        assert_eq!(result, format!("{winner} wins: {loser} resigned"), "{game}");
        let (_, text) = record(&server.addr, &code.to_string());
        assert_eq!(replayed_result(&text).as_deref(), Some(result.as_str()));
        let last = format!("resign {}", loser.to_ascii_lowercase());
        assert_eq!(text.lines().last(), Some(last.as_str()), "{game}: {text}");
        assert!(replay_command(&text).contains(&result), "{game}");

        // In turn: the second seat resigns on its own turn.
        let (code, mut first, mut second) = two_seats(&url, game).await;
        first.client.send(move_at(0, opening)).await;
        assert!(matches!(
            second.client.event().await.1,
            RoomEvent::Moved { .. }
        ));
        second.client.send(ClientMessage::Resign {}).await;
        assert_eq!(
            second.client.event().await.1,
            RoomEvent::Resigned { seat: second.seat }
        );
        let result = match second.client.event().await.1 {
            RoomEvent::Ended { result } => result,
            other => panic!("the end, not {other:?}"),
        };
        assert_eq!(result, format!("{loser} wins: {winner} resigned"), "{game}");
        let (_, text) = record(&server.addr, &code.to_string());
        assert_eq!(text.lines().last(), Some("resign"), "{game}: {text}");
        assert_eq!(replayed_result(&text).as_deref(), Some(result.as_str()));
        assert!(replay_command(&text).contains(&result), "{game}");
    }
}

/// The first seat passes, then the second: Medusa's and Lotus's marking of dead groups
/// begins. Both seats have seen both passes.
async fn pass_twice(first: &mut Seat, second: &mut Seat) {
    for (played, mover) in [(0, 0), (1, 1)] {
        let seats = [&mut *first, &mut *second];
        let [a, b] = seats;
        let (actor, other) = if mover == 0 { (a, b) } else { (b, a) };
        actor.client.send(move_at(played, "pass")).await;
        assert!(matches!(
            actor.client.event().await.1,
            RoomEvent::Moved { .. }
        ));
        assert!(matches!(
            other.client.event().await.1,
            RoomEvent::Moved { .. }
        ));
    }
}

#[tokio::test]
async fn medusa_and_lotus_have_no_draw_by_agreement_even_in_the_marking() {
    let server = busy_server("no-draws");
    let url = server.url();
    for (game, name) in [("medusa", "Medusa"), ("lotus", "Lotus")] {
        let (code, mut first, mut second) = two_seats(&url, game).await;
        let refusal = format!("{name} has no draw by agreement: play on, or resign");
        assert_eq!(
            first.client.refused(ClientMessage::OfferDraw {}).await,
            refusal
        );
        pass_twice(&mut first, &mut second).await;
        // Dead groups are being marked now.
        assert_eq!(
            second.client.refused(ClientMessage::OfferDraw {}).await,
            refusal
        );
        assert_eq!(
            first.client.refused(ClientMessage::AcceptDraw {}).await,
            refusal
        );
        assert_eq!(last_seq(&url, code).await, 4, "{game}");
    }
}

#[tokio::test]
async fn a_flood_of_proposals_stores_at_most_a_hundred_from_each_seat() {
    let server = busy_server("proposals");
    let url = server.url();
    let (code, mut first, mut second) = two_seats(&url, "lotus").await;
    pass_twice(&mut first, &mut second).await;
    let propose = || ClientMessage::ProposeDead {
        stones: String::new(),
    };
    // The same proposal again, while it stands, is refused.
    first.client.send(propose()).await;
    assert!(matches!(
        first.client.event().await.1,
        RoomEvent::DeadProposed { .. }
    ));
    assert!(matches!(
        second.client.event().await.1,
        RoomEvent::DeadProposed { .. }
    ));
    assert_eq!(
        first.client.refused(propose()).await,
        "you have proposed these dead groups already"
    );
    // Proposals in turn, each replacing the other's, until each seat has made a hundred.
    let mut seats = [second, first];
    let mut stored = 1;
    let mut refusals = Vec::new();
    for _ in 0..110 {
        for actor in 0..2 {
            seats[actor].client.send(propose()).await;
            match seats[actor].client.next().await {
                ServerMessage::Event { .. } => {
                    stored += 1;
                    seats[1 - actor].client.event().await;
                }
                ServerMessage::Error { message } => refusals.push(message),
                other => panic!("an event or a refusal, not {other:?}"),
            }
        }
    }
    assert_eq!(stored, 200);
    assert_eq!(refusals.len(), 21);
    assert!(refusals.iter().all(|refusal| refusal
        == "you have made 100 offers, requests and proposals in this game, the most a player may"));
    assert_eq!(last_seq(&url, code).await, 4 + 200);
    // A new watcher is sent the whole backlog, in order, in chunks.
    let (mut watcher, last) = Client::watch(&url, code, None).await;
    for expected in 1..=last {
        assert_eq!(watcher.event().await.0, expected);
    }
    let (mut late, _) = Client::watch(&url, code, Some(150)).await;
    assert_eq!(late.event().await.0, 151);
    // The second seat made the last proposal; the first accepts it, and the game is counted.
    let [_, first] = &mut seats;
    first.client.send(ClientMessage::AcceptDead {}).await;
    assert!(matches!(
        first.client.event().await.1,
        RoomEvent::DeadAgreed { .. }
    ));
    let ended = match first.client.event().await.1 {
        RoomEvent::Ended { result } => result,
        other => panic!("the end, not {other:?}"),
    };
    let (_, text) = record(&server.addr, &code.to_string());
    assert_eq!(replayed_result(&text), Some(ended));
}

/// What a seat does in the property test.
#[derive(Clone, Debug)]
enum Act {
    /// A move from the game's list, by its index (a cell's name in Medusa and Lotus).
    Listed(usize, bool),
    /// Any text as a move.
    Text(String),
    Resign,
    OfferDraw,
    AcceptDraw,
    ProposeNone,
    AcceptDead,
}

fn act() -> impl Strategy<Value = Act> {
    prop_oneof![
        8 => (any::<usize>(), any::<bool>()).prop_map(|(i, upper)| Act::Listed(i, upper)),
        3 => prop_oneof![
            "(resign|RESIGN|Resign|draw|pass|dead)( (white|black|blue|k10))?",
            ".{0,16}",
        ]
        .prop_map(Act::Text),
        1 => Just(Act::Resign),
        1 => Just(Act::OfferDraw),
        1 => Just(Act::AcceptDraw),
        1 => Just(Act::ProposeNone),
        1 => Just(Act::AcceptDead),
    ]
}

/// A move to try in `state`: one of the game's legal moves, or for Medusa and Lotus a point of
/// the board or a pass; written in upper case when `upper`.
fn listed(state: &RoomState, index: usize, upper: bool) -> String {
    let token = match state.game().legal_tokens() {
        Some(tokens) if !tokens.is_empty() => tokens[index % tokens.len()].clone(),
        Some(_) => "pass".to_string(),
        None if state.entry().id.id == "lotus" => match index % 80 {
            0..=71 => (index % 80 + 1).to_string(),
            _ => "pass".to_string(),
        },
        None => {
            let letter = (b'a' + (index % 21) as u8) as char;
            let number = (index / 21) % 21 + 1;
            match index % 40 {
                0 => "pass".to_string(),
                _ => format!("{letter}{number}"),
            }
        }
    };
    if upper {
        token.to_ascii_uppercase()
    } else {
        token
    }
}

/// A seat of the property test and the events it has followed.
struct Player {
    seat: Seat,
    state: RoomState,
}

impl Player {
    /// Reads the events up to `seq`, following the room with them.
    async fn follow_to(&mut self, seq: u64) {
        while self.state.last_seq() < seq {
            if let ServerMessage::Event { seq, at_ms, event } = self.seat.client.next().await {
                self.state
                    .apply(StoredEvent { seq, at_ms, event })
                    .expect("the event follows");
            }
        }
    }
}

/// Plays `acts` in a new room of `game`, each by the seat to act (alternately when the game
/// does not say), resigns a seat at the end if the game goes on, and checks the record.
async fn play_out(url: &str, addr: &str, game: &str, acts: Vec<(bool, Act)>) {
    let (code, first, second) = two_seats(url, game).await;
    let follow = |seat| async move {
        let mut state = RoomState::new(game, &GameOptions::new(), None, 0).expect("a room");
        for event in [
            RoomEvent::Seated { seat, name: None },
            RoomEvent::Seated {
                seat: 1 - seat,
                name: None,
            },
        ] {
            let seq = state.last_seq() + 1;
            state
                .apply(StoredEvent {
                    seq,
                    at_ms: 0,
                    event,
                })
                .expect("seated");
        }
        state
    };
    let mut players = [
        Player {
            state: follow(first.seat).await,
            seat: first,
        },
        Player {
            state: follow(second.seat).await,
            seat: second,
        },
    ];
    let mut announced = None;
    let acts = acts.into_iter().chain([(false, Act::Resign)]);
    for (by_other, act) in acts {
        if announced.is_some() {
            break;
        }
        let to_move = players[0].state.game().to_move();
        let actor = usize::from(players[0].seat.seat != to_move) ^ usize::from(by_other);
        let played = players[actor].state.game().turns_played();
        let message = match act {
            Act::Listed(index, upper) => {
                move_at(played, &listed(&players[actor].state, index, upper))
            }
            Act::Text(text) => move_at(played, &text),
            Act::Resign => ClientMessage::Resign {},
            Act::OfferDraw => ClientMessage::OfferDraw {},
            Act::AcceptDraw => ClientMessage::AcceptDraw {},
            Act::ProposeNone => ClientMessage::ProposeDead {
                stones: String::new(),
            },
            Act::AcceptDead => ClientMessage::AcceptDead {},
        };
        let player = &mut players[actor];
        player.seat.client.send(message).await;
        match player.seat.client.next().await {
            ServerMessage::Error { message } => {
                assert!(
                    !message.is_empty() && message.chars().count() <= 240,
                    "{message}"
                );
                assert!(!message.chars().any(char::is_control), "{message:?}");
            }
            ServerMessage::Event { seq, at_ms, event } => {
                player
                    .state
                    .apply(StoredEvent { seq, at_ms, event })
                    .expect("the event follows");
                // A move that ends the game, a resignation and an accepted draw or count are
                // followed by the end.
                let ending = match &player.state.events()[player.state.events().len() - 1].event {
                    RoomEvent::Moved { .. } => player.state.game().outcome().is_some(),
                    RoomEvent::Resigned { .. }
                    | RoomEvent::DrawAgreed { .. }
                    | RoomEvent::DeadAgreed { .. } => true,
                    _ => false,
                };
                if ending {
                    player.follow_to(seq + 1).await;
                    announced = player.state.result().map(str::to_string);
                }
                let last = player.state.last_seq();
                players[1 - actor].follow_to(last).await;
            }
            other => panic!("an event or a refusal, not {other:?}"),
        }
    }
    let announced = announced.expect("the game ended");
    let (_, text) = record(addr, &code.to_string());
    assert_eq!(replayed_result(&text), Some(announced), "{text}");
    // The events carried the notation the record stores.
    let moved: Vec<String> = players[0]
        .state
        .events()
        .iter()
        .filter_map(|e| match &e.event {
            RoomEvent::Moved { notation, .. } => Some(notation.clone()),
            _ => None,
        })
        .collect();
    let tokens = GAMES.read_record(&text).expect("a record").tokens();
    assert_eq!(tokens[..moved.len()], moved[..], "{text}");
}

#[test]
fn random_acts_in_every_game_leave_records_that_replay_to_the_result_announced() {
    let server = busy_server("fair-proptest");
    let url = server.url();
    let runtime = tokio::runtime::Runtime::new().expect("a runtime");
    let mut runner = TestRunner::new(Config {
        cases: 48,
        failure_persistence: None,
        ..Config::default()
    });
    let strategy = (
        0usize..4,
        proptest::collection::vec((proptest::bool::weighted(0.2), act()), 0..60),
    );
    runner
        .run(&strategy, |(game, acts)| {
            let game = FIRST_MOVES[game].0;
            runtime.block_on(play_out(&url, &server.addr, game, acts));
            Ok(())
        })
        .expect("every record replays to the result announced");
}

/// The end the server announced, read by `client` (skipping the other events).
async fn announced_end(client: &mut Client) -> String {
    loop {
        if let (_, RoomEvent::Ended { result }) = client.event().await {
            return result;
        }
    }
}

#[tokio::test]
async fn a_flag_and_a_claim_end_records_that_replay_to_the_result_announced() {
    let folder = temp_folder("endings-off-the-board");
    let server = Server::start(&sqlite(&folder), "127.0.0.1:0", &["--away", "1"]);
    let url = server.url();
    // A flag: Pillars with 600 ms each, and nobody moves.
    let clock = ClockSpec {
        base_ms: 600,
        increment_ms: 0,
        days: None,
    };
    let (mut creator, code, invite) = create_room(&url, "pillars", Some(clock)).await;
    let _joiner = join_room(&url, code, invite).await;
    let result = announced_end(&mut creator).await;
    assert_eq!(result, "Black wins on time: White's time ran out");
    let (_, text) = record(&server.addr, code.as_str());
    assert_eq!(replayed_result(&text).as_deref(), Some(result.as_str()));
    assert!(replay_command(&text).ends_with(&format!("Game over: {result}\n")));
    // A claim: Medea, the second player goes and stays away longer than a second.
    let (code, mut first, second) = two_seats(&url, "medea").await;
    second.client.connection.close().await;
    tokio::time::sleep(std::time::Duration::from_millis(1300)).await;
    first.client.send(ClientMessage::Claim {}).await;
    let result = announced_end(&mut first.client).await;
    assert_eq!(result, "White wins: Black was away too long");
    let (_, text) = record(&server.addr, code.as_str());
    assert_eq!(replayed_result(&text).as_deref(), Some(result.as_str()));
    assert!(replay_command(&text).ends_with(&format!("Game over: {result}\n")));
    let _ = std::fs::remove_dir_all(&folder);
}
