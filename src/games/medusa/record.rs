//! Game records: the text form (headers, one turn per line, an optional `dead` line) and the
//! versioned JSON form, both directions, with errors that name the line and the problem.

use serde::{Deserialize, Serialize};

use super::colour::Colour;
use super::game::Game;
use super::position::DEFAULT_KOMI;
use super::topology::{Point, Topology, Variant};
use super::turn::Turn;

/// The JSON record format this program writes (and the newest it reads).
pub const JSON_FORMAT: u32 = 1;

/// A problem with a record, at a line of its source (1-based; 0 when it has no single line).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct RecordError {
    pub line: usize,
    pub message: String,
}

impl RecordError {
    fn at(line: usize, message: impl Into<String>) -> RecordError {
        RecordError {
            line,
            message: message.into(),
        }
    }
}

impl std::fmt::Display for RecordError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

impl std::error::Error for RecordError {}

/// A recorded game.
#[derive(Clone, Debug)]
pub struct Record {
    /// Which game.
    pub variant: Variant,
    /// Marker points the second player starts with.
    pub komi: u8,
    /// Other headers (`White`, `Black`, `Date`, `Result`, ...), in order.
    pub headers: Vec<(String, String)>,
    /// The turns, starting with the first player.
    pub turns: Vec<Turn>,
    /// One stone of each group agreed dead after the final passes, if the line is present.
    pub dead: Option<Vec<Point>>,
    /// The source line of each turn, then of the `dead` line (for error messages).
    lines: Vec<usize>,
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
            lines: (1..=turns.len() + 1).collect(),
            turns,
            dead: counted.then(|| game.dead().to_vec()),
        }
    }

    /// A header's value, by key (case-insensitive).
    pub fn header(&self, key: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(k, _)| k.eq_ignore_ascii_case(key))
            .map(|(_, v)| v.as_str())
    }

    /// Reads a record, text or JSON (recognised by a leading `{`).
    pub fn parse(source: &str) -> Result<Record, RecordError> {
        if source.trim_start().starts_with('{') {
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
        let mut variant = None;
        let mut komi = None;
        let mut headers = Vec::new();
        let mut turns = Vec::new();
        let mut lines = Vec::new();
        let mut dead = None;
        for (number, raw) in source.lines().enumerate() {
            let number = number + 1;
            let line = raw.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            if dead.is_some() {
                return Err(RecordError::at(number, "nothing may follow the dead line"));
            }
            if line.starts_with('[') {
                if !turns.is_empty() {
                    return Err(RecordError::at(
                        number,
                        "headers must come before the turns",
                    ));
                }
                let (key, value) = parse_header(line).map_err(|m| RecordError::at(number, m))?;
                if key.eq_ignore_ascii_case("variant") {
                    variant = Some(Variant::from_name(&value).ok_or_else(|| {
                        RecordError::at(
                            number,
                            format!("unknown variant '{value}' (medusa or lotus)"),
                        )
                    })?);
                } else if key.eq_ignore_ascii_case("komi") {
                    komi = Some(value.trim().parse::<u8>().map_err(|_| {
                        RecordError::at(number, format!("komi '{value}' is not a whole number"))
                    })?);
                } else {
                    headers.push((key, value));
                }
                continue;
            }
            let Some(variant) = variant else {
                return Err(RecordError::at(
                    number,
                    "the record needs a [Variant \"medusa\"] or [Variant \"lotus\"] header first",
                ));
            };
            let topology = variant.topology();
            let lower = line.to_ascii_lowercase();
            if lower == "dead" || lower.starts_with("dead ") {
                let points = line[4..]
                    .split_whitespace()
                    .map(|label| {
                        topology.point(label).ok_or_else(|| {
                            RecordError::at(number, format!("'{label}' is not on this board"))
                        })
                    })
                    .collect::<Result<Vec<_>, _>>()?;
                dead = Some(points);
                lines.push(number);
                continue;
            }
            let player = Record::player(topology, turns.len());
            let turn =
                Turn::parse(line, topology, player).map_err(|m| RecordError::at(number, m))?;
            turns.push(turn);
            lines.push(number);
        }
        let Some(variant) = variant else {
            return Err(RecordError::at(
                source.lines().count().max(1),
                "the record has no [Variant \"...\"] header",
            ));
        };
        let komi = komi.unwrap_or(DEFAULT_KOMI);
        check_komi(variant, komi).map_err(|m| RecordError::at(komi_line(source), m))?;
        Ok(Record {
            variant,
            komi,
            headers,
            turns,
            dead,
            lines,
        })
    }

    /// The text form.
    pub fn to_text(&self) -> String {
        let topology = self.variant.topology();
        let mut text = format!(
            "[Variant \"{}\"]\n[Komi \"{}\"]\n",
            self.variant.name(),
            self.komi
        );
        for (key, value) in &self.headers {
            let value = value.replace('\\', "\\\\").replace('"', "\\\"");
            text.push_str(&format!("[{key} \"{value}\"]\n"));
        }
        for (i, turn) in self.turns.iter().enumerate() {
            text.push_str(&turn.notation(topology, Record::player(topology, i)));
            text.push('\n');
        }
        if let Some(dead) = &self.dead {
            text.push_str("dead");
            for &p in dead {
                text.push(' ');
                text.push_str(topology.label(p));
            }
            text.push('\n');
        }
        text
    }

    /// The compact form for a web address's fragment: the variant, the komi, then each turn
    /// (and the `dead` line), separated by commas, with spaces written as `+`:
    /// `medusa,3,j11,k11+q15-s15,pass`. Every character is safe in a URL. Headers other than
    /// the variant and komi are left out.
    pub fn to_fragment(&self) -> String {
        let body: Vec<String> = self
            .to_text()
            .lines()
            .filter(|line| !line.starts_with('['))
            .map(|line| line.replace(' ', "+"))
            .collect();
        let mut fragment = format!("{},{}", self.variant.name(), self.komi);
        for line in body {
            fragment.push(',');
            fragment.push_str(&line);
        }
        fragment
    }

    /// Reads the compact form of [`Record::to_fragment`] (percent-escapes are decoded too) and
    /// checks that the game can be played. An error names the turn (the first turn is 1) or
    /// the part at fault.
    pub fn from_fragment(fragment: &str) -> Result<Record, String> {
        let decoded = percent_decode(fragment.trim().trim_start_matches('#'));
        let mut fields = decoded.split(',');
        let variant = fields.next().unwrap_or_default().trim();
        if Variant::from_name(variant).is_none() {
            return Err(format!(
                "'{variant}' is not a game: the link should start with medusa or lotus"
            ));
        }
        let komi = fields.next().unwrap_or_default().trim();
        if komi.parse::<u8>().is_err() {
            return Err(format!(
                "'{komi}' is not a komi (a number of marker points)"
            ));
        }
        let mut text = format!("[Variant \"{variant}\"]\n[Komi \"{komi}\"]\n");
        for field in fields {
            text.push_str(&field.replace('+', " "));
            text.push('\n');
        }
        // The record must also play: a link names its turns, not lines.
        let by_turn = |e: RecordError| match e.line {
            line if line > 2 => format!("turn {}: {}", line - 2, e.message),
            _ => e.message,
        };
        let record = Record::from_text(&text).map_err(by_turn)?;
        record.replay().map_err(by_turn)?;
        Ok(record)
    }

    /// Reads the JSON form.
    pub fn from_json(source: &str) -> Result<Record, RecordError> {
        let json: JsonRecord = serde_json::from_str(source)
            .map_err(|e| RecordError::at(e.line(), format!("not a valid JSON record: {e}")))?;
        if json.format > JSON_FORMAT {
            return Err(RecordError::at(
                1,
                format!(
                    "record format {} is newer than this program reads ({JSON_FORMAT})",
                    json.format
                ),
            ));
        }
        let topology = json.variant.topology();
        let headers = json
            .headers
            .into_iter()
            .map(|(key, value)| match value {
                serde_json::Value::String(text) => Ok((key, text)),
                _ => Err(RecordError::at(
                    element_lines(source, "headers")
                        .first()
                        .copied()
                        .unwrap_or(1),
                    format!("header '{key}' must be a string"),
                )),
            })
            .collect::<Result<Vec<_>, _>>()?;
        check_komi(json.variant, json.komi).map_err(|m| RecordError::at(1, m))?;
        let mut lines = element_lines(source, "turns");
        lines.resize(json.turns.len(), 0);
        let point = |label: &str, line: usize| {
            topology
                .point(label)
                .ok_or_else(|| RecordError::at(line, format!("'{label}' is not on this board")))
        };
        let mut turns = Vec::new();
        for (i, turn) in json.turns.iter().enumerate() {
            let line = lines[i];
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
                            placement: place.as_deref().map(|l| point(l, line)).transpose()?,
                            moves: moves
                                .iter()
                                .map(|m| Ok((point(&m.from, line)?, point(&m.to, line)?)))
                                .collect::<Result<_, RecordError>>()?,
                        }
                    }
                }
            });
        }
        let dead_line = element_lines(source, "dead").first().copied().unwrap_or(0);
        let dead = json
            .dead
            .map(|labels| labels.iter().map(|l| point(l, dead_line)).collect())
            .transpose()?;
        lines.push(dead_line);
        Ok(Record {
            variant: json.variant,
            komi: json.komi,
            headers,
            turns,
            dead,
            lines,
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
        let headers: serde_json::Map<String, serde_json::Value> = self
            .headers
            .iter()
            .map(|(k, v)| (k.clone(), serde_json::Value::String(v.clone())))
            .collect();
        if !headers.is_empty() {
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

    /// Plays the record from the start. Turns after two passes resume play; a `dead` line
    /// counts the game. A record whose last turns are two passes and that has no `dead` line
    /// is left with dead stones to mark (`Game::conclude_with_dead(&[])` counts it as is).
    pub fn replay(&self) -> Result<Game, RecordError> {
        let mut game =
            Game::new(self.variant, self.komi).map_err(|e| RecordError::at(1, e.to_string()))?;
        let topology = game.topology();
        for (i, turn) in self.turns.iter().enumerate() {
            let line = self.lines.get(i).copied().unwrap_or(i + 1);
            if game.position().marking().is_some() && !matches!(turn, Turn::Resign(_)) {
                game.apply(super::action::Action::ResumePlay)
                    .map_err(|e| RecordError::at(line, e.describe(topology)))?;
            }
            if game.position().outcome().is_some() {
                return Err(RecordError::at(
                    line,
                    "the game is already over: no turn may follow",
                ));
            }
            game.play_turn(turn)
                .map_err(|e| RecordError::at(line, e.describe(topology)))?;
        }
        if let Some(dead) = &self.dead {
            let line = self.lines.get(self.turns.len()).copied().unwrap_or(0);
            if game.position().marking().is_none() {
                return Err(RecordError::at(
                    line,
                    "a dead line may only follow the game's two final passes",
                ));
            }
            game.conclude_with_dead(dead)
                .map_err(|e| RecordError::at(line, e.describe(topology)))?;
        }
        Ok(game)
    }
}

/// `text` with `%XX` escapes decoded (invalid escapes are kept as they are).
fn percent_decode(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let escaped = (bytes[i] == b'%')
            .then(|| text.get(i + 1..i + 3))
            .flatten()
            .and_then(|hex| u8::from_str_radix(hex, 16).ok());
        match escaped {
            Some(byte) => {
                out.push(byte);
                i += 3;
            }
            None => {
                out.push(bytes[i]);
                i += 1;
            }
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

fn check_komi(variant: Variant, komi: u8) -> Result<(), String> {
    let max = variant.topology().track_end();
    if komi as i32 > max as i32 {
        Err(format!(
            "komi {komi} is beyond the marker track (0 to {max})"
        ))
    } else {
        Ok(())
    }
}

fn komi_line(source: &str) -> usize {
    source
        .lines()
        .position(|l| l.trim_start().to_ascii_lowercase().starts_with("[komi"))
        .map_or(1, |i| i + 1)
}

/// Reads `[Key "value"]`.
fn parse_header(line: &str) -> Result<(String, String), String> {
    let malformed = || format!("a header looks like [Key \"value\"], found '{line}'");
    let inner = line
        .strip_prefix('[')
        .and_then(|l| l.strip_suffix(']'))
        .ok_or_else(malformed)?
        .trim();
    let (key, rest) = inner
        .split_once(char::is_whitespace)
        .ok_or_else(malformed)?;
    let quoted = rest.trim();
    let body = quoted
        .strip_prefix('"')
        .and_then(|q| q.strip_suffix('"'))
        .ok_or_else(malformed)?;
    let mut value = String::new();
    let mut chars = body.chars();
    while let Some(c) = chars.next() {
        if c == '\\' {
            value.push(chars.next().ok_or_else(malformed)?);
        } else {
            value.push(c);
        }
    }
    if key.is_empty() || !key.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
        return Err(malformed());
    }
    Ok((key.to_string(), value))
}

fn to_json_line<T: Serialize + ?Sized>(value: &T) -> String {
    serde_json::to_string(value).expect("record parts always serialise")
}

/// The 1-based line on which each element of the top-level array `key` starts.
fn element_lines(source: &str, key: &str) -> Vec<usize> {
    let mut lines = Vec::new();
    let mut line = 1;
    let mut depth = 0usize;
    let mut last_key = String::new();
    let mut array_depth = None;
    let mut expecting = false;
    let mut chars = source.chars();
    let mut start_value = |depth: usize, array_depth: Option<usize>, expecting: &mut bool, line| {
        if array_depth == Some(depth) && *expecting {
            lines.push(line);
            *expecting = false;
        }
    };
    while let Some(c) = chars.next() {
        match c {
            '\n' => line += 1,
            '"' => {
                start_value(depth, array_depth, &mut expecting, line);
                let mut text = String::new();
                while let Some(s) = chars.next() {
                    match s {
                        '\\' => {
                            chars.next();
                        }
                        '"' => break,
                        _ => text.push(s),
                    }
                }
                if depth == 1 {
                    last_key = text;
                }
            }
            '{' | '[' => {
                start_value(depth, array_depth, &mut expecting, line);
                depth += 1;
                if c == '[' && depth == 2 && last_key == key && array_depth.is_none() {
                    array_depth = Some(2);
                    expecting = true;
                }
            }
            '}' | ']' => {
                if array_depth == Some(depth) {
                    array_depth = Some(usize::MAX);
                }
                depth = depth.saturating_sub(1);
            }
            ',' => {
                if array_depth == Some(depth) {
                    expecting = true;
                }
            }
            c if c.is_whitespace() || c == ':' => {}
            _ => start_value(depth, array_depth, &mut expecting, line),
        }
    }
    lines
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct JsonRecord {
    format: u32,
    variant: Variant,
    #[serde(default = "default_komi")]
    komi: u8,
    #[serde(default, skip_serializing_if = "serde_json::Map::is_empty")]
    headers: serde_json::Map<String, serde_json::Value>,
    turns: Vec<JsonTurn>,
    #[serde(default)]
    dead: Option<Vec<String>>,
}

fn default_komi() -> u8 {
    DEFAULT_KOMI
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
