//! Game records: the text form (headers with `[Variant "medea"]` and an optional
//! `[Position "FEN"]`, then one move per line, read by the shared reader) and the versioned
//! JSON form, both directions; replaying a record names the line (text) or the turn (JSON) of
//! the first move that cannot be played.

use serde::{Deserialize, Serialize};

use super::colour::Colour;
use super::game::{Game, Turn};
use super::move_error::MoveError;
use super::notation::Notation;
use super::position::Position;
use crate::history::read_resign;
use crate::json_record::{JsonBody, JsonRecord};
use crate::record_variant::{is_json, names_variant};
use crate::text_record::{Location, RecordError, TextRecord, header_line, header_value, quote};

/// The JSON record format this program writes (and the newest it reads).
pub const JSON_FORMAT: u32 = 1;

/// The variant name records carry.
pub const VARIANT: &str = "medea";

/// A turn as a record holds it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Entry {
    Move(Notation),
    /// A side resigns: the side to move (`resign`), or the side named (`resign black`).
    Resign(Option<Colour>),
    /// The players agree a draw.
    Draw,
}

impl Entry {
    /// Reads a turn: a move, `resign` (or `resign white`, `resign black`) or `draw`.
    pub fn parse(text: &str) -> Result<Entry, MoveError> {
        if let Some(side) = read_resign(text) {
            return side.map(Entry::Resign).map_err(MoveError::Resignation);
        }
        match text.trim() {
            "draw" => Ok(Entry::Draw),
            text => Ok(Entry::Move(Notation::parse(text)?)),
        }
    }

    /// `turn`, played in `position`, as the record writes it: a resignation names its side
    /// only when that side was not to move.
    pub fn of_turn(position: &Position, turn: Turn) -> Entry {
        match turn {
            Turn::Move(mv) => Entry::Move(position.notation(&mv)),
            Turn::Resign(side) => Entry::Resign((side != position.to_move()).then_some(side)),
            Turn::Draw => Entry::Draw,
        }
    }
}

impl std::fmt::Display for Entry {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Entry::Move(notation) => write!(f, "{notation}"),
            Entry::Resign(None) => f.write_str("resign"),
            Entry::Resign(Some(side)) => write!(f, "resign {}", side.name()),
            Entry::Draw => f.write_str("draw"),
        }
    }
}

/// A recorded game of Medea.
#[derive(Clone, Debug)]
pub struct Record {
    /// Headers other than `Variant` and `Position` (`White`, `Black`, `Date`, `Result`, ...),
    /// in order.
    pub headers: Vec<(String, String)>,
    /// The position the game starts from, when it is not the usual start.
    pub start: Option<Position>,
    /// The turns, White's first (or the side to move's in `start`).
    pub entries: Vec<Entry>,
    /// Where each entry came from, for messages.
    locations: Vec<Location>,
}

impl PartialEq for Record {
    /// Records are equal when they describe the same game, wherever their turns stood.
    fn eq(&self, other: &Record) -> bool {
        self.headers == other.headers && self.start == other.start && self.entries == other.entries
    }
}

impl Eq for Record {}

impl Record {
    /// A record with these parts (turns numbered from 1 in messages).
    pub fn new(
        headers: Vec<(String, String)>,
        start: Option<Position>,
        entries: Vec<Entry>,
    ) -> Record {
        let locations = (1..=entries.len()).map(Location::Turn).collect();
        Record {
            headers,
            start,
            entries,
            locations,
        }
    }

    /// The record of `game` so far, in canonical notation, with `headers`.
    pub fn of_game(game: &Game, headers: Vec<(String, String)>) -> Record {
        let entries = game.notated_turns();
        let start = (*game.start() != Position::start()).then_some(*game.start());
        Record::new(headers, start, entries)
    }

    /// A header's value, by key (without case).
    pub fn header(&self, key: &str) -> Option<&str> {
        header_value(&self.headers, key)
    }

    /// Reads a record, JSON (recognised by a leading `{`) or text.
    pub fn parse(source: &str) -> Result<Record, RecordError> {
        if is_json(source) {
            Record::from_json(source)
        } else {
            Record::from_text(source)
        }
    }

    /// Reads the text form.
    pub fn from_text(source: &str) -> Result<Record, RecordError> {
        let text = TextRecord::read(source)?;
        let variant = text.header("variant").ok_or_else(|| {
            RecordError::at_line(
                text.line_count.max(1),
                "the record has no [Variant \"medea\"] header",
            )
        })?;
        if !names_variant(&variant.value, VARIANT) {
            return Err(RecordError::at_line(
                variant.line,
                format!(
                    "this reader reads Medea records, not {}",
                    quote(&variant.value)
                ),
            ));
        }
        let start = text
            .header("position")
            .map(|h| {
                Position::from_fen(&h.value)
                    .map_err(|e| RecordError::at_line(h.line, e.to_string()))
            })
            .transpose()?;
        let mut entries = Vec::with_capacity(text.body.len());
        let mut locations = Vec::with_capacity(text.body.len());
        for line in &text.body {
            let entry = Entry::parse(line.text)
                .map_err(|e| RecordError::at_line(line.line, e.to_string()))?;
            entries.push(entry);
            locations.push(Location::Line(line.line));
        }
        Ok(Record {
            headers: text.other_headers(&["variant", "position"]),
            start,
            entries,
            locations,
        })
    }

    /// The text form: the headers, then one turn per line.
    pub fn to_text(&self) -> String {
        let mut text = header_line("Variant", VARIANT);
        if let Some(start) = &self.start {
            text.push_str(&header_line("Position", &start.to_fen()));
        }
        for (key, value) in &self.headers {
            text.push_str(&header_line(key, value));
        }
        for token in self.tokens() {
            text.push_str(&token);
            text.push('\n');
        }
        text
    }

    /// The turns one by one as the text form writes them: moves (`c4xc6`), `resign`, `draw`.
    pub fn tokens(&self) -> Vec<String> {
        self.entries.iter().map(Entry::to_string).collect()
    }

    /// Reads the JSON form: `{"format":1,"variant":"medea","headers":{...},
    /// "position":"FEN","moves":["c3-d4",...]}` (`headers` and `position` optional).
    pub fn from_json(source: &str) -> Result<Record, RecordError> {
        let (headers, json) = JsonRecord::<MedeaJson>::read(source)?;
        let start = json
            .position
            .map(|fen| {
                Position::from_fen(&fen)
                    .map_err(|e| RecordError::whole(format!("the position: {e}")))
            })
            .transpose()?;
        let entries = json
            .moves
            .iter()
            .enumerate()
            .map(|(i, text)| {
                Entry::parse(text).map_err(|e| RecordError::at_turn(i + 1, e.to_string()))
            })
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Record::new(headers, start, entries))
    }

    /// The JSON form (pretty-printed).
    pub fn to_json(&self) -> String {
        let json = MedeaJson {
            position: self.start.map(|p| p.to_fen()),
            moves: self.tokens(),
        };
        JsonRecord::write(&self.headers, json)
    }

    /// Plays the record from its start; the first turn that cannot be played stops it, named
    /// by its line (text) or turn (JSON).
    pub fn replay(&self) -> Result<Game, RecordError> {
        let mut game = Game::from_position(self.start.unwrap_or_else(Position::start));
        for (i, entry) in self.entries.iter().enumerate() {
            let location = self
                .locations
                .get(i)
                .copied()
                .unwrap_or(Location::Turn(i + 1));
            let played = match entry {
                Entry::Move(notation) => {
                    if game.is_over() {
                        Err(MoveError::GameOver)
                    } else {
                        game.position()
                            .resolve(notation)
                            .and_then(|mv| game.play(&mv))
                    }
                }
                Entry::Resign(side) => game.resign_side(side.unwrap_or(game.position().to_move())),
                Entry::Draw => game.agree_draw(),
            };
            played.map_err(|e| RecordError {
                location,
                message: e.to_string(),
            })?;
        }
        Ok(game)
    }
}

/// What a Medea JSON record holds besides the envelope.
#[derive(Serialize, Deserialize)]
struct MedeaJson {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    position: Option<String>,
    moves: Vec<String>,
}

impl JsonBody for MedeaJson {
    const VARIANT: &'static str = VARIANT;
    const FORMAT: u32 = JSON_FORMAT;
    const OWN_HEADERS: &'static [&'static str] = &["variant", "position"];

    fn moves(&self) -> usize {
        self.moves.len()
    }

    fn other_game(variant: &str) -> String {
        format!("this reader reads Medea records, not {}", quote(variant))
    }

    // Medea's records have always refused an unknown format in these words.
    fn unknown_format(format: u32) -> String {
        format!("record format {format} is not one this program reads (1 to {JSON_FORMAT})")
    }
}
