//! Club evenings as the store keeps them (schema step 11, the same statements for SQLite and
//! PostgreSQL): an event, its players by seed, each round as it was paired, each board's
//! room and result, and the absences marked for rounds to come. A round is stored once, by
//! its key, before its rooms are opened; a board's room and result are written as they
//! come, so that a server started again finds every round as it was.

use medusa_online::{ClockSpec, RoomCode};
use medusa_rules::GameOptions;

use super::error::StoreError;
use super::pairing::{Game, Kind, Outcome, Round};
use super::store::{Column, Store, Value};

/// Where an event is.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum EventState {
    /// Players join and leave; no round has started.
    Open,
    /// Rounds start, one after another.
    Playing,
    /// Over: its games can be downloaded.
    Ended,
}

impl EventState {
    pub fn as_str(self) -> &'static str {
        match self {
            EventState::Open => "open",
            EventState::Playing => "playing",
            EventState::Ended => "ended",
        }
    }

    pub fn parse(text: &str) -> Option<EventState> {
        match text {
            "open" => Some(EventState::Open),
            "playing" => Some(EventState::Playing),
            "ended" => Some(EventState::Ended),
            _ => None,
        }
    }
}

/// A kind's name in the store and the protocol.
pub fn kind_name(kind: Kind) -> &'static str {
    match kind {
        Kind::RoundRobin => "round_robin",
        Kind::Swiss => "swiss",
    }
}

/// A kind by its name.
pub fn kind_of(name: &str) -> Option<Kind> {
    match name {
        "round_robin" => Some(Kind::RoundRobin),
        "swiss" => Some(Kind::Swiss),
        _ => None,
    }
}

/// A result's name in the store and the protocol.
pub fn outcome_name(outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::First => "first",
        Outcome::Second => "second",
        Outcome::Draw => "draw",
    }
}

/// A result by its name.
pub fn outcome_of(name: &str) -> Option<Outcome> {
    match name {
        "first" => Some(Outcome::First),
        "second" => Some(Outcome::Second),
        "draw" => Some(Outcome::Draw),
        _ => None,
    }
}

/// A new event, as its organiser made it.
#[derive(Clone, Debug)]
pub struct NewEvent {
    pub name: String,
    pub game: String,
    pub options: GameOptions,
    pub clock: Option<ClockSpec>,
    pub kind: Kind,
    pub rounds: u32,
    /// The organiser's player id.
    pub organiser: i64,
}

/// One board of a round as kept: its room once opened, and whether the organiser entered its
/// result.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Board {
    pub room: Option<RoomCode>,
    pub entered: bool,
}

/// An event as kept.
#[derive(Clone, Debug)]
pub struct KeptEvent {
    pub id: i64,
    pub name: String,
    pub game: String,
    pub options: GameOptions,
    pub clock: Option<ClockSpec>,
    pub kind: Kind,
    pub rounds: u32,
    pub organiser: i64,
    pub organiser_name: String,
    pub state: EventState,
    /// The players by seed: id and name as registered.
    pub players: Vec<(i64, String)>,
    /// The rounds started, in order, with the results known, and each board's room.
    pub played: Vec<(Round, Vec<Board>)>,
    /// The absences marked for rounds not yet started: (round from 0, seed).
    pub absences: Vec<(u32, usize)>,
}

impl KeptEvent {
    /// The seed of player `id`, if it joined.
    pub fn seed_of(&self, id: i64) -> Option<usize> {
        self.players.iter().position(|(p, _)| *p == id)
    }

    /// The players marked absent for round `round` (from 0).
    pub fn absent_in(&self, round: u32) -> Vec<usize> {
        self.absences
            .iter()
            .filter(|(r, _)| *r == round)
            .map(|&(_, seed)| seed)
            .collect()
    }
}

/// A round's pairing as its row keeps it: `{"games":[[first,second],...],"bye":n|null,
/// "absent":[...]}`, by seeds; results and forfeits apart.
pub fn pairing_json(round: &Round) -> String {
    serde_json::json!({
        "games": round.games.iter().map(|g| [g.first, g.second]).collect::<Vec<_>>(),
        "bye": round.bye,
        "absent": round.absent,
    })
    .to_string()
}

/// A round read back from its row.
pub fn round_of_json(text: &str) -> Result<Round, String> {
    let value: serde_json::Value =
        serde_json::from_str(text).map_err(|e| format!("a round's pairing cannot be read: {e}"))?;
    let seed = |v: &serde_json::Value| v.as_u64().map(|n| n as usize);
    let games = value["games"]
        .as_array()
        .ok_or("a round's pairing has no games")?
        .iter()
        .map(|pair| match (seed(&pair[0]), seed(&pair[1])) {
            (Some(first), Some(second)) => Ok(Game {
                first,
                second,
                result: None,
            }),
            _ => Err("a round's game is not two seeds".to_string()),
        })
        .collect::<Result<Vec<_>, _>>()?;
    let absent = value["absent"]
        .as_array()
        .map(|seeds| seeds.iter().filter_map(seed).collect())
        .unwrap_or_default();
    let mut round = Round {
        games,
        bye: seed(&value["bye"]),
        absent,
    };
    // A game with an absent player was lost by it without being played.
    for game in &mut round.games {
        game.result = match (
            round.absent.contains(&game.first),
            round.absent.contains(&game.second),
        ) {
            (true, false) => Some(Outcome::Second),
            (false, true) => Some(Outcome::First),
            _ => None,
        };
    }
    Ok(round)
}

/// A new event, unless its organiser has `$10` events not yet ended (the count and the
/// insertion in one statement).
const INSERT_EVENT: &str = "INSERT INTO club_events (name, game, options, clock_base_ms, \
     clock_increment_ms, kind, rounds, organiser, state, created_ms) \
     SELECT $1, $2, $3, $4, $5, $6, $7, $8, 'open', $9 \
     WHERE (SELECT COUNT(*) FROM club_events WHERE organiser = $8 AND state <> 'ended') < $10 \
     RETURNING id";
const READ_EVENT: &str = "SELECT e.id, e.name, e.game, e.options, e.clock_base_ms, \
     e.clock_increment_ms, e.kind, e.rounds, e.organiser, p.name, e.state \
     FROM club_events e JOIN players p ON p.id = e.organiser WHERE e.id = $1";
const EVENT_COLUMNS: &[Column] = &[
    Column::Int,
    Column::Text,
    Column::Text,
    Column::Text,
    Column::Int,
    Column::Int,
    Column::Text,
    Column::Int,
    Column::Int,
    Column::Text,
    Column::Text,
];
const READ_PLAYERS: &str = "SELECT c.player, p.name FROM club_event_players c \
     JOIN players p ON p.id = c.player WHERE c.event = $1 ORDER BY c.seed";
const READ_ROUNDS: &str =
    "SELECT round, pairing FROM club_event_rounds WHERE event = $1 ORDER BY round";
const READ_GAMES: &str = "SELECT round, board, COALESCE(room, ''), COALESCE(result, ''), entered \
     FROM club_event_games \
     WHERE event = $1 ORDER BY round, board";
const READ_ABSENCES: &str =
    "SELECT round, seed FROM club_event_absences WHERE event = $1 ORDER BY round, seed";
const LIST_EVENTS: &str = "SELECT id FROM club_events ORDER BY id DESC LIMIT $1";
const JOIN: &str = "INSERT INTO club_event_players (event, seed, player) \
     SELECT $1, COALESCE(MAX(seed) + 1, 0), $2 FROM club_event_players WHERE event = $1";
const LEAVE: &str = "DELETE FROM club_event_players WHERE event = $1 AND player = $2";
const SET_STATE: &str = "UPDATE club_events SET state = $2 WHERE id = $1 AND state = $3";
const INSERT_ROUND: &str = "INSERT INTO club_event_rounds (event, round, pairing, started_ms) \
     VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING";
const INSERT_GAME: &str = "INSERT INTO club_event_games (event, round, board, result, entered) \
     VALUES ($1, $2, $3, NULLIF($4, ''), $5) ON CONFLICT DO NOTHING";
const SET_ROOM: &str = "UPDATE club_event_games SET room = $4 \
     WHERE event = $1 AND round = $2 AND board = $3 AND room IS NULL";
const SET_RESULT: &str = "UPDATE club_event_games SET result = $4, entered = $5 \
     WHERE event = $1 AND round = $2 AND board = $3";
const GAME_OF_ROOM: &str = "SELECT event, round, board, COALESCE(result, '') FROM club_event_games \
     WHERE room = $1";
const ABSENT: &str = "INSERT INTO club_event_absences (event, round, seed) \
     VALUES ($1, $2, $3) ON CONFLICT DO NOTHING";

fn bad(what: &str) -> StoreError {
    StoreError(format!("a club event's {what} cannot be read"))
}

fn int(row: &[Value], i: usize) -> Option<i64> {
    row.get(i).and_then(Value::as_int)
}

fn text(row: &[Value], i: usize) -> Option<&str> {
    row.get(i).and_then(Value::as_text)
}

/// Stores a new event: its id, or none when its organiser already has `most` events not
/// yet ended.
pub async fn create_event(
    store: &Store,
    event: &NewEvent,
    most: usize,
    now: u64,
) -> Result<Option<i64>, StoreError> {
    let rows = store
        .query(
            INSERT_EVENT,
            vec![
                Value::Text(event.name.clone()),
                Value::Text(event.game.clone()),
                Value::Text(event.options.to_json()),
                Value::Int(event.clock.map(|c| c.base_ms as i64)),
                Value::Int(event.clock.map(|c| c.increment_ms as i64)),
                Value::Text(kind_name(event.kind).to_string()),
                Value::int(event.rounds),
                Value::int(event.organiser),
                Value::int(now),
                Value::int(most),
            ],
            &[Column::Int],
        )
        .await?;
    match rows.first() {
        Some(row) => int(row, 0).map(Some).ok_or_else(|| bad("id")),
        None => Ok(None),
    }
}

/// The ids of the newest `limit` events, the newest first.
pub async fn event_ids(store: &Store, limit: usize) -> Result<Vec<i64>, StoreError> {
    let rows = store
        .query(LIST_EVENTS, vec![Value::int(limit)], &[Column::Int])
        .await?;
    Ok(rows.iter().filter_map(|row| int(row, 0)).collect())
}

/// Event `id` with its players, rounds, results and absences, if there is one.
pub async fn event(store: &Store, id: i64) -> Result<Option<KeptEvent>, StoreError> {
    let rows = store
        .query(READ_EVENT, vec![Value::int(id)], EVENT_COLUMNS)
        .await?;
    let Some(row) = rows.first() else {
        return Ok(None);
    };
    let clock = match (int(row, 4), int(row, 5)) {
        (Some(base), Some(increment)) => Some(ClockSpec::minutes(base as u64, increment as u64)),
        _ => None,
    };
    let players = store
        .query(
            READ_PLAYERS,
            vec![Value::int(id)],
            &[Column::Int, Column::Text],
        )
        .await?
        .iter()
        .map(|row| Some((int(row, 0)?, text(row, 1)?.to_string())))
        .collect::<Option<Vec<_>>>()
        .ok_or_else(|| bad("players"))?;
    let mut played = Vec::new();
    for row in store
        .query(
            READ_ROUNDS,
            vec![Value::int(id)],
            &[Column::Int, Column::Text],
        )
        .await?
    {
        let round =
            round_of_json(text(&row, 1).ok_or_else(|| bad("round"))?).map_err(StoreError)?;
        let boards = vec![
            Board {
                room: None,
                entered: false
            };
            round.games.len()
        ];
        played.push((round, boards));
    }
    for row in store
        .query(
            READ_GAMES,
            vec![Value::int(id)],
            &[
                Column::Int,
                Column::Int,
                Column::Text,
                Column::Text,
                Column::Int,
            ],
        )
        .await?
    {
        let (Some(r), Some(b)) = (int(&row, 0), int(&row, 1)) else {
            return Err(bad("game"));
        };
        let Some((round, boards)) = played.get_mut(r as usize) else {
            continue;
        };
        let (Some(game), Some(board)) =
            (round.games.get_mut(b as usize), boards.get_mut(b as usize))
        else {
            continue;
        };
        game.result = text(&row, 3).and_then(outcome_of);
        board.room = text(&row, 2).and_then(|t| RoomCode::parse(t).ok());
        board.entered = int(&row, 4) == Some(1);
    }
    let absences = store
        .query(
            READ_ABSENCES,
            vec![Value::int(id)],
            &[Column::Int, Column::Int],
        )
        .await?
        .iter()
        .filter_map(|row| Some((int(row, 0)? as u32, int(row, 1)? as usize)))
        .collect();
    Ok(Some(KeptEvent {
        id,
        name: text(row, 1).ok_or_else(|| bad("name"))?.to_string(),
        game: text(row, 2).ok_or_else(|| bad("game"))?.to_string(),
        options: GameOptions::from_json(text(row, 3).unwrap_or("{}"))
            .map_err(|_| bad("options"))?,
        clock,
        kind: text(row, 6).and_then(kind_of).ok_or_else(|| bad("kind"))?,
        rounds: int(row, 7).ok_or_else(|| bad("rounds"))? as u32,
        organiser: int(row, 8).ok_or_else(|| bad("organiser"))?,
        organiser_name: text(row, 9).ok_or_else(|| bad("organiser"))?.to_string(),
        state: text(row, 10)
            .and_then(EventState::parse)
            .ok_or_else(|| bad("state"))?,
        players,
        played,
        absences,
    }))
}

/// Player `player` joins event `id`; false when it had joined already.
pub async fn join(store: &Store, id: i64, player: i64) -> Result<bool, StoreError> {
    match store
        .execute(JOIN, vec![Value::int(id), Value::int(player)])
        .await
    {
        Ok(rows) => Ok(rows == 1),
        Err(error) if error.0.to_lowercase().contains("unique") => Ok(false),
        Err(error) => Err(error),
    }
}

/// Player `player` leaves event `id`: whether it was in it.
pub async fn leave(store: &Store, id: i64, player: i64) -> Result<bool, StoreError> {
    let rows = store
        .execute(LEAVE, vec![Value::int(id), Value::int(player)])
        .await?;
    Ok(rows > 0)
}

/// Moves event `id` from state `from` to `to`: false when it was not in `from`.
pub async fn set_state(
    store: &Store,
    id: i64,
    from: EventState,
    to: EventState,
) -> Result<bool, StoreError> {
    let rows = store
        .execute(
            SET_STATE,
            vec![
                Value::int(id),
                Value::Text(to.as_str().into()),
                Value::Text(from.as_str().into()),
            ],
        )
        .await?;
    Ok(rows == 1)
}

/// Stores round `number` (from 0) of event `id` as paired, with a row for each board (a
/// forfeit's result in it): false when that round was stored already.
pub async fn start_round(
    store: &Store,
    id: i64,
    number: u32,
    round: &Round,
    now: u64,
) -> Result<bool, StoreError> {
    let stored = store
        .execute(
            INSERT_ROUND,
            vec![
                Value::int(id),
                Value::int(number),
                Value::Text(pairing_json(round)),
                Value::int(now),
            ],
        )
        .await?;
    if stored == 0 {
        return Ok(false);
    }
    store_boards(store, id, number, round).await?;
    Ok(true)
}

/// The boards' rows of a stored round, those missing written (a process that stopped
/// between the round and its boards left some out).
pub async fn store_boards(
    store: &Store,
    id: i64,
    number: u32,
    round: &Round,
) -> Result<(), StoreError> {
    for (board, game) in round.games.iter().enumerate() {
        store
            .execute(
                INSERT_GAME,
                vec![
                    Value::int(id),
                    Value::int(number),
                    Value::int(board),
                    // No result yet is written empty, and kept as null.
                    Value::Text(game.result.map_or("", outcome_name).into()),
                    Value::int(0),
                ],
            )
            .await?;
    }
    Ok(())
}

/// Keeps the room opened for a board, unless one was kept already: whether this one was.
pub async fn set_room(
    store: &Store,
    id: i64,
    round: u32,
    board: usize,
    room: RoomCode,
) -> Result<bool, StoreError> {
    let rows = store
        .execute(
            SET_ROOM,
            vec![
                Value::int(id),
                Value::int(round),
                Value::int(board),
                Value::Text(room.to_string()),
            ],
        )
        .await?;
    Ok(rows == 1)
}

/// Keeps a board's result, from its room or `entered` by the organiser.
pub async fn set_result(
    store: &Store,
    id: i64,
    round: u32,
    board: usize,
    result: Outcome,
    entered: bool,
) -> Result<(), StoreError> {
    store
        .execute(
            SET_RESULT,
            vec![
                Value::int(id),
                Value::int(round),
                Value::int(board),
                Value::Text(outcome_name(result).into()),
                Value::int(i64::from(entered)),
            ],
        )
        .await?;
    Ok(())
}

/// The event's board that room `code` is: event, round, board, and its result so far.
pub async fn board_of_room(
    store: &Store,
    code: RoomCode,
) -> Result<Option<(i64, u32, usize, Option<Outcome>)>, StoreError> {
    let rows = store
        .query(
            GAME_OF_ROOM,
            vec![Value::Text(code.to_string())],
            &[Column::Int, Column::Int, Column::Int, Column::Text],
        )
        .await?;
    Ok(rows.first().and_then(|row| {
        Some((
            int(row, 0)?,
            int(row, 1)? as u32,
            int(row, 2)? as usize,
            text(row, 3).and_then(outcome_of),
        ))
    }))
}

/// Marks the player of `seed` absent for round `round` (from 0) of event `id`.
pub async fn mark_absent(
    store: &Store,
    id: i64,
    round: u32,
    seed: usize,
) -> Result<(), StoreError> {
    store
        .execute(
            ABSENT,
            vec![Value::int(id), Value::int(round), Value::int(seed)],
        )
        .await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::seat_key::SeatKey;
    use crate::store::NewPlayer;

    async fn player(store: &Store, name: &str) -> i64 {
        store
            .register(&NewPlayer {
                name: name.into(),
                folded: name.to_lowercase(),
                key: SeatKey::of(&medusa_online::SeatToken::from_bytes(
                    [name.len() as u8; 16],
                )),
                address: "127.0.0.1".into(),
                created_ms: 1,
            })
            .await
            .expect("the store")
            .expect("a new name")
    }

    #[tokio::test]
    async fn an_event_keeps_its_players_rounds_rooms_results_and_absences() {
        let folder = std::env::temp_dir().join(format!("medusa-club-store-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&folder);
        std::fs::create_dir_all(&folder).expect("a folder");
        let path = folder.join("rooms.sqlite").display().to_string();
        let store = Store::open(&path).await.expect("a store");
        let ann = player(&store, "Ann").await;
        let bob = player(&store, "Bob").await;
        let cid = player(&store, "Cid").await;
        let friday = NewEvent {
            name: "Friday".into(),
            game: "medea".into(),
            options: GameOptions::new(),
            clock: Some(ClockSpec::minutes(300_000, 2_000)),
            kind: Kind::Swiss,
            rounds: 3,
            organiser: ann,
        };
        let id = create_event(&store, &friday, 1, 10)
            .await
            .expect("stored")
            .expect("Ann's first event");
        // One event not yet ended is as many as this store was asked to allow her.
        assert_eq!(create_event(&store, &friday, 1, 11).await, Ok(None));
        assert!(join(&store, id, bob).await.expect("joined"));
        assert!(join(&store, id, cid).await.expect("joined"));
        assert!(!join(&store, id, bob).await.expect("once"));
        assert!(join(&store, id, ann).await.expect("joined"));
        assert!(leave(&store, id, cid).await.expect("left"));
        assert!(join(&store, id, cid).await.expect("joined again"));
        assert!(
            set_state(&store, id, EventState::Open, EventState::Playing)
                .await
                .expect("started")
        );
        assert!(
            !set_state(&store, id, EventState::Open, EventState::Playing)
                .await
                .expect("once")
        );
        mark_absent(&store, id, 1, 2).await.expect("absent");
        let round = Round {
            games: vec![Game {
                first: 0,
                second: 1,
                result: None,
            }],
            bye: Some(2),
            absent: vec![],
        };
        assert!(
            start_round(&store, id, 0, &round, 20)
                .await
                .expect("a round")
        );
        assert!(!start_round(&store, id, 0, &round, 21).await.expect("once"));
        let code = RoomCode::parse("BCDFGH").expect("a code");
        assert!(set_room(&store, id, 0, 0, code).await.expect("a room"));
        assert!(
            !set_room(&store, id, 0, 0, RoomCode::parse("CDFGHJ").expect("a code"))
                .await
                .expect("once")
        );
        assert_eq!(
            board_of_room(&store, code).await.expect("read"),
            Some((id, 0, 0, None))
        );
        set_result(&store, id, 0, 0, Outcome::Draw, true)
            .await
            .expect("a result");
        drop(store);
        // Read again from the file, as after a restart.
        let store = Store::open(&path).await.expect("the store again");
        let kept = event(&store, id).await.expect("read").expect("the event");
        assert_eq!(kept.name, "Friday");
        assert_eq!(kept.organiser_name, "Ann");
        assert_eq!(kept.kind, Kind::Swiss);
        assert_eq!(kept.rounds, 3);
        assert_eq!(kept.clock, Some(ClockSpec::minutes(300_000, 2_000)));
        assert_eq!(kept.state, EventState::Playing);
        let names: Vec<&str> = kept.players.iter().map(|(_, n)| n.as_str()).collect();
        assert_eq!(names, ["Bob", "Ann", "Cid"]);
        assert_eq!(kept.seed_of(cid), Some(2));
        assert_eq!(kept.absent_in(1), [2]);
        assert_eq!(kept.played.len(), 1);
        let (round, boards) = &kept.played[0];
        assert_eq!(round.bye, Some(2));
        assert_eq!(round.games[0].result, Some(Outcome::Draw));
        assert_eq!(
            boards[0],
            Board {
                room: Some(code),
                entered: true
            }
        );
        assert_eq!(event_ids(&store, 10).await.expect("listed"), [id]);
        assert!(event(&store, id + 1).await.expect("read").is_none());
        let _ = std::fs::remove_dir_all(&folder);
    }
}
