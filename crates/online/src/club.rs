//! Club evenings as a client is told them: an event's players, rounds, pairings, results and
//! standings (`GET /api/events/ID` answers with the same object).

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use medusa_rules::GameOptions;

use super::code::RoomCode;
use super::event::ClockSpec;

/// How an event is paired: each meets each (by the Berger tables), or Swiss.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EventKind {
    RoundRobin,
    Swiss,
}

/// Where an event is: players join (`open`), rounds are played (`playing`), or it is over.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EventStage {
    Open,
    Playing,
    Ended,
}

/// A board's result: the player who moved first won, the other did, or a draw.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BoardResult {
    First,
    Second,
    Draw,
}

/// A count of points (or a tiebreak) in quarters, written as a number: `2.5`, `3.75`.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug, Default)]
pub struct Points(pub u32);

impl Points {
    /// Points counted in halves.
    pub fn halves(halves: u32) -> Points {
        Points(halves * 2)
    }

    pub fn as_f64(self) -> f64 {
        f64::from(self.0) / 4.0
    }
}

impl Serialize for Points {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_f64(self.as_f64())
    }
}

impl<'de> Deserialize<'de> for Points {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Points, D::Error> {
        let value = f64::deserialize(deserializer)?;
        if !(0.0..=1e6).contains(&value) {
            return Err(serde::de::Error::custom("points are 0 or more"));
        }
        Ok(Points((value * 4.0).round() as u32))
    }
}

/// One board of a round.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct EventBoard {
    /// From 1.
    pub board: usize,
    /// The player who moves first, and the other.
    pub first: String,
    pub second: String,
    /// The board's room, once opened (none for a game lost by an absent player).
    #[serde(default)]
    pub code: Option<RoomCode>,
    #[serde(default)]
    pub result: Option<BoardResult>,
    /// Whether the organiser entered the result (a game on a physical board), or it was lost
    /// by an absent player (`forfeit`).
    #[serde(default)]
    pub entered: bool,
    #[serde(default)]
    pub forfeit: bool,
}

/// A round as paired.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct EventRound {
    /// From 1.
    pub round: u32,
    pub boards: Vec<EventBoard>,
    /// The player with the bye (a win's points, no game).
    #[serde(default)]
    pub bye: Option<String>,
    /// The players marked absent for the round.
    #[serde(default)]
    pub absent: Vec<String>,
}

/// A player's line in the standings.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct EventStanding {
    /// From 1.
    pub place: usize,
    pub name: String,
    pub points: Points,
    pub buchholz: Points,
    pub sonneborn_berger: Points,
    /// Points against the players tied on points, Buchholz and Sonneborn-Berger.
    pub direct: Points,
}

/// An event as anyone may read it.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct EventInfo {
    pub id: u64,
    pub name: String,
    pub game: String,
    #[serde(default, skip_serializing_if = "GameOptions::is_empty")]
    pub options: GameOptions,
    #[serde(default)]
    pub clock: Option<ClockSpec>,
    pub kind: EventKind,
    /// The rounds it is to have.
    pub rounds: u32,
    pub organiser: String,
    pub stage: EventStage,
    /// The players by seed (the order of joining).
    pub players: Vec<String>,
    /// The rounds started, the first first.
    pub played: Vec<EventRound>,
    /// The players marked absent for the next round.
    #[serde(default)]
    pub absent_next: Vec<String>,
    /// The standings after the results known, the first place first.
    pub standings: Vec<EventStanding>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_event_reads_and_writes_as_documented() {
        let info = EventInfo {
            id: 3,
            name: "Friday".into(),
            game: "medea".into(),
            options: GameOptions::new(),
            clock: None,
            kind: EventKind::Swiss,
            rounds: 4,
            organiser: "Ann".into(),
            stage: EventStage::Playing,
            players: vec!["Bob".into(), "Cid".into(), "Dee".into()],
            played: vec![EventRound {
                round: 1,
                boards: vec![EventBoard {
                    board: 1,
                    first: "Bob".into(),
                    second: "Cid".into(),
                    code: Some(RoomCode::parse("BCDFGH").expect("a code")),
                    result: Some(BoardResult::Draw),
                    entered: false,
                    forfeit: false,
                }],
                bye: Some("Dee".into()),
                absent: vec![],
            }],
            absent_next: vec!["Cid".into()],
            standings: vec![EventStanding {
                place: 1,
                name: "Dee".into(),
                points: Points::halves(2),
                buchholz: Points(0),
                sonneborn_berger: Points(3),
                direct: Points(0),
            }],
        };
        let json = serde_json::to_string(&info).expect("written");
        assert_eq!(
            json,
            r#"{"id":3,"name":"Friday","game":"medea","clock":null,"kind":"swiss","rounds":4,"organiser":"Ann","stage":"playing","players":["Bob","Cid","Dee"],"played":[{"round":1,"boards":[{"board":1,"first":"Bob","second":"Cid","code":"BCDFGH","result":"draw","entered":false,"forfeit":false}],"bye":"Dee","absent":[]}],"absent_next":["Cid"],"standings":[{"place":1,"name":"Dee","points":1.0,"buchholz":0.0,"sonneborn_berger":0.75,"direct":0.0}]}"#
        );
        assert_eq!(
            serde_json::from_str::<EventInfo>(&json).expect("read"),
            info
        );
        assert!(serde_json::from_str::<Points>("-1").is_err());
    }
}
