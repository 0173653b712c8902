//! An event as it is told ([`EventInfo`]): the kept event's players by name, its rounds
//! with their boards, and the standings computed from the results known.

use medusa_online::{
    BoardResult, EventBoard, EventInfo, EventKind, EventRound, EventStage, EventStanding, Points,
};

use super::club_store::{EventState, KeptEvent};
use super::pairing::{Kind, Outcome, Round, is_forfeit};
use super::standings::standings;

/// The protocol's name of a kind.
pub fn event_kind(kind: Kind) -> EventKind {
    match kind {
        Kind::RoundRobin => EventKind::RoundRobin,
        Kind::Swiss => EventKind::Swiss,
    }
}

/// The pairing's kind of the protocol's.
pub fn pairing_kind(kind: EventKind) -> Kind {
    match kind {
        EventKind::RoundRobin => Kind::RoundRobin,
        EventKind::Swiss => Kind::Swiss,
    }
}

/// The protocol's result of an outcome.
pub fn board_result(outcome: Outcome) -> BoardResult {
    match outcome {
        Outcome::First => BoardResult::First,
        Outcome::Second => BoardResult::Second,
        Outcome::Draw => BoardResult::Draw,
    }
}

/// The outcome of the protocol's result.
pub fn outcome(result: BoardResult) -> Outcome {
    match result {
        BoardResult::First => Outcome::First,
        BoardResult::Second => Outcome::Second,
        BoardResult::Draw => Outcome::Draw,
    }
}

/// Event `kept` as told.
pub fn event_info(kept: &KeptEvent) -> EventInfo {
    let name = |seed: usize| {
        kept.players
            .get(seed)
            .map_or_else(|| format!("player {}", seed + 1), |(_, n)| n.clone())
    };
    let rounds: Vec<Round> = kept.played.iter().map(|(round, _)| round.clone()).collect();
    let played = kept
        .played
        .iter()
        .enumerate()
        .map(|(r, (round, boards))| EventRound {
            round: r as u32 + 1,
            boards: round
                .games
                .iter()
                .zip(boards)
                .enumerate()
                .map(|(b, (game, board))| EventBoard {
                    board: b + 1,
                    first: name(game.first),
                    second: name(game.second),
                    code: board.room,
                    result: game.result.map(board_result),
                    entered: board.entered,
                    forfeit: is_forfeit(round, game),
                })
                .collect(),
            bye: round.bye.map(name),
            absent: round.absent.iter().map(|&s| name(s)).collect(),
        })
        .collect();
    let table = standings(kept.players.len(), &rounds)
        .into_iter()
        .enumerate()
        .map(|(place, s)| EventStanding {
            place: place + 1,
            name: name(s.player),
            points: Points::halves(s.halves),
            buchholz: Points::halves(s.buchholz),
            sonneborn_berger: Points(s.sonneborn_berger),
            direct: Points::halves(s.direct),
        })
        .collect();
    EventInfo {
        id: kept.id as u64,
        name: kept.name.clone(),
        game: kept.game.clone(),
        options: kept.options.clone(),
        clock: kept.clock,
        kind: event_kind(kept.kind),
        rounds: kept.rounds,
        organiser: kept.organiser_name.clone(),
        stage: match kept.state {
            EventState::Open => EventStage::Open,
            EventState::Playing => EventStage::Playing,
            EventState::Ended => EventStage::Ended,
        },
        players: kept.players.iter().map(|(_, n)| n.clone()).collect(),
        played,
        absent_next: kept
            .absent_in(kept.played.len() as u32)
            .into_iter()
            .map(name)
            .collect(),
        standings: table,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::club_store::Board;
    use crate::pairing::Game;
    use medusa_online::RoomCode;
    use medusa_rules::GameOptions;

    #[test]
    fn an_event_is_told_with_names_boards_and_standings() {
        let code = RoomCode::parse("BCDFGH").expect("a code");
        let kept = KeptEvent {
            id: 7,
            name: "Friday".into(),
            game: "medea".into(),
            options: GameOptions::new(),
            clock: None,
            kind: Kind::RoundRobin,
            rounds: 3,
            organiser: 1,
            organiser_name: "Ann".into(),
            state: EventState::Playing,
            players: vec![(2, "Bob".into()), (3, "Cid".into()), (4, "Dee".into())],
            played: vec![(
                Round {
                    games: vec![Game {
                        first: 0,
                        second: 1,
                        result: Some(Outcome::Second),
                    }],
                    bye: Some(2),
                    absent: vec![],
                },
                vec![Board {
                    room: Some(code),
                    entered: true,
                }],
            )],
            absences: vec![(1, 0)],
        };
        let info = event_info(&kept);
        assert_eq!(info.stage, EventStage::Playing);
        assert_eq!(info.kind, EventKind::RoundRobin);
        assert_eq!(info.absent_next, ["Bob"]);
        assert_eq!(
            info.played,
            [EventRound {
                round: 1,
                boards: vec![EventBoard {
                    board: 1,
                    first: "Bob".into(),
                    second: "Cid".into(),
                    code: Some(code),
                    result: Some(BoardResult::Second),
                    entered: true,
                    forfeit: false,
                }],
                bye: Some("Dee".into()),
                absent: vec![],
            }]
        );
        // Cid and Dee on 1 point: Cid's Buchholz is Bob's 0, Dee has none; Cid's
        // Sonneborn-Berger 0, Dee's 0; no direct encounter: the seed puts Cid first.
        let lines: Vec<(usize, &str, u32)> = info
            .standings
            .iter()
            .map(|s| (s.place, s.name.as_str(), s.points.0))
            .collect();
        assert_eq!(lines, [(1, "Cid", 4), (2, "Dee", 4), (3, "Bob", 0)]);
    }
}
