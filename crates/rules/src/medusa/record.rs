//! Game records: the text form (headers, one turn per line, an optional `dead` line, read by
//! the shared [`TextRecord`] reader), the versioned JSON form and the compact form of shared
//! links, each both ways, with errors that name the line or the turn and the problem.
//!
//! Every form is read within the same limits ([`MAX_RECORD_BYTES`], [`MAX_RECORD_MOVES`]), so a
//! record costs at most a bounded amount of memory and time whatever it holds.

use std::num::IntErrorKind;

use serde::de;
use serde::{Deserialize, Deserializer, Serialize};

use super::action::Action;
use super::colour::Colour;
use super::game::Game;
use super::position::DEFAULT_KOMI;
use super::topology::{Point, Topology, Variant};
use super::turn::Turn;
use crate::fragment_record::read_fragment;
use crate::json_record::{JSON_MESSAGE_CHARS, JsonHeaders, check_format, too_large};
use crate::record_variant::is_json;
use crate::text_record::{
    Location, MAX_RECORD_BYTES, MAX_RECORD_MOVES, RecordError, TextRecord, header_line,
    header_value, printable, quote,
};

/// The JSON record format this program writes (and the newest it reads).
pub const JSON_FORMAT: u32 = 1;

/// A recorded game.
#[derive(Clone, Debug)]
pub struct Record {
    /// Which game.
    pub variant: Variant,
    /// Marker points the second player starts with (negative: points for the first player).
    pub komi: i8,
    /// Other headers (`White`, `Black`, `Date`, `Result`, ...), in order.
    pub headers: Vec<(String, String)>,
    /// The turns, starting with the first player.
    pub turns: Vec<Turn>,
    /// One stone of each group agreed dead after the final passes, if the line is present.
    pub dead: Option<Vec<Point>>,
    /// Where each turn stood in the source (for error messages); turns beyond the list are
    /// named by their number.
    turn_locations: Vec<Location>,
    /// Where the dead stones were named.
    dead_location: Location,
}

impl PartialEq for Record {
    /// Records are equal when they describe the same game, wherever their lines stood.
    fn eq(&self, other: &Record) -> bool {
        self.variant == other.variant
            && self.komi == other.komi
            && self.headers == other.headers
            && self.turns == other.turns
            && self.dead == other.dead
    }
}

impl Eq for Record {}

impl Record {
    /// The record of `game` so far (completed turns, and the dead groups if it was counted).
    pub fn of_game(game: &Game, headers: Vec<(String, String)>) -> Record {
        let turns: Vec<Turn> = game.turns().iter().map(|t| t.turn.clone()).collect();
        let counted = game
            .position()
            .outcome()
            .is_some_and(|o| o.resigned.is_none());
        Record {
            variant: game.variant(),
            komi: game.komi(),
            headers,
            turns,
            dead: counted.then(|| game.dead().to_vec()),
            turn_locations: Vec::new(),
            dead_location: Location::Record,
        }
    }

    /// A header's value, by key (case-insensitive).
    pub fn header(&self, key: &str) -> Option<&str> {
        header_value(&self.headers, key)
    }

    /// Reads a record, text or JSON (recognised by a leading `{`).
    pub fn parse(source: &str) -> Result<Record, RecordError> {
        if is_json(source) {
            Record::from_json(source)
        } else {
            Record::from_text(source)
        }
    }

    /// The player of turn `index` (turns alternate from the first player).
    fn player(topology: &Topology, index: usize) -> Colour {
        let first = topology.first_player();
        if index.is_multiple_of(2) {
            first
        } else {
            first.opponent()
        }
    }

    /// Reads the text form.
    pub fn from_text(source: &str) -> Result<Record, RecordError> {
        let text = TextRecord::read_with_closing_line(source)?;
        let Some(variant_header) = text.header("variant") else {
            return Err(match text.body.first() {
                Some(first) => RecordError::at_line(
                    first.line,
                    "the record needs a [Variant \"medusa\"] or [Variant \"lotus\"] header first",
                ),
                None => RecordError::at_line(
                    text.line_count.max(1),
                    "the record has no [Variant \"...\"] header",
                ),
            });
        };
        let variant = Variant::from_name(&variant_header.value).ok_or_else(|| {
            RecordError::at_line(
                variant_header.line,
                format!(
                    "unknown variant {} (medusa or lotus)",
                    quote(&variant_header.value)
                ),
            )
        })?;
        let komi = match text.header("komi") {
            Some(header) => parse_komi(variant, &header.value)
                .map_err(|m| RecordError::at_line(header.line, m))?,
            None => DEFAULT_KOMI,
        };
        let mut body = Body::new(variant);
        for line in &text.body {
            body.read(line.text, Location::Line(line.line))?;
        }
        Ok(body.into_record(komi, text.other_headers(&["variant", "komi"])))
    }

    /// The text form.
    pub fn to_text(&self) -> String {
        let mut text = header_line("Variant", self.variant.name());
        text.push_str(&header_line("Komi", &self.komi.to_string()));
        for (key, value) in &self.headers {
            text.push_str(&header_line(key, value));
        }
        for token in self.tokens() {
            text.push_str(&token);
            text.push('\n');
        }
        text
    }

    /// The turns one by one as the text form writes them (`k11 q15-s15`, `pass`), then the
    /// `dead` line if the dead groups were agreed (`dead k12`).
    pub fn tokens(&self) -> Vec<String> {
        let topology = self.variant.topology();
        let turns = self
            .turns
            .iter()
            .enumerate()
            .map(|(i, turn)| turn.notation(topology, Record::player(topology, i)));
        let dead = self.dead.as_ref().map(|dead| {
            let mut line = "dead".to_string();
            for &p in dead {
                line.push(' ');
                line.push_str(topology.label(p));
            }
            line
        });
        turns.chain(dead).collect()
    }

    /// The compact form for a web address's fragment: the variant, the komi, then each turn
    /// (and the `dead` line), separated by commas, with spaces written as `+`:
    /// `medusa,3,j11,k11+q15-s15,pass` (`medusa,-4,...` for 4 points to the first player).
    /// Every character is safe in a URL. Headers other than the variant and komi are left out.
    pub fn to_fragment(&self) -> String {
        let mut fragment = format!("{},{}", self.variant.name(), self.komi);
        for token in self.tokens() {
            fragment.push(',');
            fragment.push_str(&token.replace(' ', "+"));
        }
        fragment
    }

    /// Reads the compact form of [`Record::to_fragment`] (percent-escapes are decoded too) and
    /// checks that the game can be played. An error names the turn (the first turn is 1) or
    /// the part at fault.
    pub fn from_fragment(fragment: &str) -> Result<Record, RecordError> {
        let decoded = read_fragment(fragment)?;
        let mut fields = decoded.split(',');
        let name = fields.next().unwrap_or_default().trim();
        let variant = Variant::from_name(name).ok_or_else(|| {
            RecordError::whole(format!(
                "{} is not a game: the link should start with medusa or lotus",
                quote(name)
            ))
        })?;
        let komi_text = fields.next().unwrap_or_default().trim();
        if !is_whole_number(komi_text) {
            return Err(RecordError::whole(format!(
                "{} is not a komi (a number of marker points)",
                quote(komi_text)
            )));
        }
        let komi = parse_komi(variant, komi_text).map_err(RecordError::whole)?;
        let mut body = Body::new(variant);
        for field in fields {
            let text = field.replace('+', " ");
            if text.trim().is_empty() {
                continue;
            }
            let location = Location::Turn(body.turns.len() + 1);
            body.read(text.trim(), location)?;
        }
        let record = body.into_record(komi, Vec::new());
        record.replay()?;
        Ok(record)
    }

    /// Reads the JSON form.
    pub fn from_json(source: &str) -> Result<Record, RecordError> {
        if source.len() > MAX_RECORD_BYTES {
            return Err(too_large(source.len()));
        }
        let source = source.strip_prefix('\u{feff}').unwrap_or(source);
        let json: JsonRecord = serde_json::from_str(source).map_err(|e| {
            RecordError::at_line(
                e.line().max(1),
                format!(
                    "not a valid JSON record: {}",
                    printable(&e.to_string(), JSON_MESSAGE_CHARS)
                ),
            )
        })?;
        let topology = json.variant.topology();
        if !topology.komi_range().contains(&json.komi) {
            return Err(RecordError::whole(komi_beyond_track(
                json.variant,
                &json.komi.to_string(),
            )));
        }
        if json.turns.len() > MAX_RECORD_MOVES {
            return Err(RecordError::at_turn(
                MAX_RECORD_MOVES + 1,
                format!("a record may have at most {MAX_RECORD_MOVES} turns"),
            ));
        }
        let point = |label: &str, location: Location| {
            topology.point(label).ok_or_else(|| RecordError {
                location,
                message: format!("{} is not on this board", quote(label)),
            })
        };
        let mut turns = Vec::with_capacity(json.turns.len());
        for (i, turn) in json.turns.iter().enumerate() {
            let location = Location::Turn(i + 1);
            turns.push(match turn {
                JsonTurn::Pass => Turn::Pass,
                JsonTurn::Resign { player } => {
                    Turn::Resign(player.unwrap_or_else(|| Record::player(topology, i)))
                }
                JsonTurn::Play { place, moves } => {
                    if place.is_none() && moves.is_empty() {
                        Turn::Pass
                    } else {
                        Turn::Play {
                            placement: place.as_deref().map(|l| point(l, location)).transpose()?,
                            moves: moves
                                .iter()
                                .map(|m| Ok((point(&m.from, location)?, point(&m.to, location)?)))
                                .collect::<Result<_, RecordError>>()?,
                        }
                    }
                }
            });
        }
        let dead = json
            .dead
            .map(|labels| {
                labels
                    .iter()
                    .map(|l| {
                        point(l, Location::Record).map_err(|e| {
                            RecordError::whole(format!("the dead list: {}", e.message))
                        })
                    })
                    .collect()
            })
            .transpose()?;
        Ok(Record {
            variant: json.variant,
            komi: json.komi,
            headers: json.headers.checked(&["variant", "komi"])?,
            turns,
            dead,
            turn_locations: Vec::new(),
            dead_location: Location::Record,
        })
    }

    /// The JSON form (pretty-printed, one turn per line).
    pub fn to_json(&self) -> String {
        let topology = self.variant.topology();
        let label = |p: &Point| topology.label(*p).to_string();
        let turns = self
            .turns
            .iter()
            .map(|turn| match turn {
                Turn::Pass => JsonTurn::Pass,
                Turn::Resign(colour) => JsonTurn::Resign {
                    player: Some(*colour),
                },
                Turn::Play { placement, moves } => JsonTurn::Play {
                    place: placement.as_ref().map(label),
                    moves: moves
                        .iter()
                        .map(|(from, to)| JsonMove {
                            from: label(from),
                            to: label(to),
                        })
                        .collect(),
                },
            })
            .collect::<Vec<_>>();
        let mut text = format!(
            "{{\n  \"format\": {JSON_FORMAT},\n  \"variant\": \"{}\",\n  \"komi\": {},\n",
            self.variant.name(),
            self.komi
        );
        if !self.headers.is_empty() {
            let headers = JsonHeaders::new(&self.headers);
            text.push_str(&format!("  \"headers\": {},\n", to_json_line(&headers)));
        }
        text.push_str("  \"turns\": [");
        for (i, turn) in turns.iter().enumerate() {
            text.push_str(if i == 0 { "\n    " } else { ",\n    " });
            text.push_str(&to_json_line(turn));
        }
        text.push_str(if turns.is_empty() { "]" } else { "\n  ]" });
        if let Some(dead) = &self.dead {
            let labels: Vec<String> = dead.iter().map(label).collect();
            text.push_str(&format!(",\n  \"dead\": {}", to_json_line(&labels)));
        }
        text.push_str("\n}\n");
        text
    }

    /// Where turn `index` (0-based) stood in the source.
    fn turn_location(&self, index: usize) -> Location {
        self.turn_locations
            .get(index)
            .copied()
            .unwrap_or(Location::Turn(index + 1))
    }

    /// An error about the dead stones, where they were named.
    fn dead_error(&self, message: String) -> RecordError {
        match self.dead_location {
            Location::Record => RecordError::whole(format!("the dead list: {message}")),
            location => RecordError { location, message },
        }
    }

    /// Plays the record from the start. Turns after two passes resume play; a `dead` line
    /// counts the game. A record whose last turns are two passes and that has no `dead` line
    /// is left with dead stones to mark (`Game::conclude_with_dead(&[])` counts it as is).
    pub fn replay(&self) -> Result<Game, RecordError> {
        let mut game =
            Game::new(self.variant, self.komi).map_err(|e| RecordError::whole(e.to_string()))?;
        let topology = game.topology();
        for (i, turn) in self.turns.iter().enumerate() {
            let at = |message: String| RecordError {
                location: self.turn_location(i),
                message,
            };
            if game.position().marking().is_some() && !matches!(turn, Turn::Resign(_)) {
                game.apply(Action::ResumePlay)
                    .map_err(|e| at(e.describe(topology)))?;
            }
            if game.position().outcome().is_some() {
                return Err(at("the game is already over: no turn may follow".into()));
            }
            game.play_turn(turn).map_err(|e| at(e.describe(topology)))?;
        }
        if let Some(dead) = &self.dead {
            if game.position().marking().is_none() {
                return Err(self.dead_error(
                    "dead stones may only be named after the game's two final passes".into(),
                ));
            }
            game.conclude_with_dead(dead)
                .map_err(|e| self.dead_error(e.describe(topology)))?;
        }
        Ok(game)
    }
}

/// The turns and the dead line of a text record or a link, read one line (or field) at a
/// time.
struct Body {
    variant: Variant,
    turns: Vec<Turn>,
    turn_locations: Vec<Location>,
    dead: Option<Vec<Point>>,
    dead_location: Location,
}

impl Body {
    fn new(variant: Variant) -> Body {
        Body {
            variant,
            turns: Vec::new(),
            turn_locations: Vec::new(),
            dead: None,
            dead_location: Location::Record,
        }
    }

    /// Reads one turn, or the dead line, at `location`.
    fn read(&mut self, text: &str, location: Location) -> Result<(), RecordError> {
        let at = |message: String| RecordError { location, message };
        if self.dead.is_some() {
            return Err(at("nothing may follow the dead line".into()));
        }
        let topology = self.variant.topology();
        let mut tokens = text.split_whitespace();
        if tokens
            .next()
            .is_some_and(|first| first.eq_ignore_ascii_case("dead"))
        {
            let points = tokens
                .map(|label| {
                    topology
                        .point(label)
                        .ok_or_else(|| at(format!("{} is not on this board", quote(label))))
                })
                .collect::<Result<Vec<_>, _>>()?;
            self.dead = Some(points);
            self.dead_location = location;
            return Ok(());
        }
        if self.turns.len() == MAX_RECORD_MOVES {
            return Err(at(format!(
                "a record may have at most {MAX_RECORD_MOVES} turns"
            )));
        }
        let player = Record::player(topology, self.turns.len());
        let turn = Turn::parse(text, topology, player).map_err(at)?;
        self.turns.push(turn);
        self.turn_locations.push(location);
        Ok(())
    }

    fn into_record(self, komi: i8, headers: Vec<(String, String)>) -> Record {
        Record {
            variant: self.variant,
            komi,
            headers,
            turns: self.turns,
            dead: self.dead,
            turn_locations: self.turn_locations,
            dead_location: self.dead_location,
        }
    }
}

/// Whether `text` is written as a whole number (an optional sign, then digits), however large.
fn is_whole_number(text: &str) -> bool {
    let digits = text.strip_prefix(['-', '+']).unwrap_or(text);
    !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit())
}

/// Reads a komi: a whole number of marker points on `variant`'s track.
fn parse_komi(variant: Variant, text: &str) -> Result<i8, String> {
    let text = text.trim();
    match text.parse::<i64>() {
        Ok(komi) => match i8::try_from(komi) {
            Ok(komi) if variant.topology().komi_range().contains(&komi) => Ok(komi),
            _ => Err(komi_beyond_track(variant, &komi.to_string())),
        },
        Err(e)
            if matches!(
                e.kind(),
                IntErrorKind::PosOverflow | IntErrorKind::NegOverflow
            ) =>
        {
            Err(komi_beyond_track(variant, &quote(text)))
        }
        Err(_) => Err(format!("komi {} is not a whole number", quote(text))),
    }
}

fn komi_beyond_track(variant: Variant, komi: &str) -> String {
    let end = variant.topology().track_end();
    format!("komi {komi} is beyond the marker track (-{end} to {end})")
}

fn to_json_line<T: Serialize + ?Sized>(value: &T) -> String {
    // Strings, numbers and lists of them always serialise.
    serde_json::to_string(value).unwrap_or_default()
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct JsonRecord {
    #[serde(deserialize_with = "known_format")]
    format: u32,
    #[serde(deserialize_with = "variant_by_name")]
    variant: Variant,
    #[serde(default = "default_komi")]
    komi: i8,
    #[serde(default)]
    headers: JsonHeaders,
    turns: Vec<JsonTurn>,
    #[serde(default)]
    dead: Option<Vec<String>>,
}

fn default_komi() -> i8 {
    DEFAULT_KOMI
}

/// A format this program reads: 1 to [`JSON_FORMAT`] (checked while reading, so the JSON
/// reader names its line).
fn known_format<'de, D: Deserializer<'de>>(deserializer: D) -> Result<u32, D::Error> {
    let format = u32::deserialize(deserializer)?;
    check_format(format, JSON_FORMAT).map_err(de::Error::custom)?;
    Ok(format)
}

/// The variant a JSON record names, read by the rule of every record (blanks around it
/// ignored, letters in any case), as its text form is.
fn variant_by_name<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Variant, D::Error> {
    let name = String::deserialize(deserializer)?;
    Variant::from_name(&name).ok_or_else(|| {
        de::Error::custom(format!(
            "unknown variant {} (medusa or lotus)",
            quote(&name)
        ))
    })
}

#[derive(Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "lowercase", deny_unknown_fields)]
enum JsonTurn {
    Play {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        place: Option<String>,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        moves: Vec<JsonMove>,
    },
    Pass,
    Resign {
        #[serde(default)]
        player: Option<Colour>,
    },
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct JsonMove {
    from: String,
    to: String,
}
