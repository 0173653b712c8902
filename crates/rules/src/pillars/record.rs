//! Game records: the text form (headers, then one move per line, `#` comments) read through
//! the shared record reader, and the JSON form; both directions, with errors that name the
//! line (text) or the move (`turn N`, JSON).

use serde::{Deserialize, Serialize};

use super::VARIANT;
use super::game::{Game, Turn, turn_notation};
use super::position::Position;
use crate::history::read_resign;
use crate::json_record::{JsonBody, JsonRecord};
use crate::record_variant::{is_json, names_variant};
use crate::text_record::{RecordError, TextRecord, header_line, header_value, quote};

/// The JSON record format this program writes (and the newest it reads).
pub const JSON_FORMAT: u32 = 1;

/// The headers the record reads itself; the others are kept as they are.
const OWN_HEADERS: [&str; 2] = ["Variant", "Position"];

/// A recorded game: its headers, its starting position and its moves (the last may be a
/// resignation or an agreed draw). A record read from text or JSON has been played through,
/// so its moves are legal.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Record {
    /// The headers other than `Variant` and `Position` (`White`, `Black`, `Date`,
    /// `Result`, ...), in order.
    pub headers: Vec<(String, String)>,
    /// The position the game started from (the `Position` header; the usual start without
    /// one).
    pub start: Position,
    /// The moves and the final resignation or draw, if any.
    pub turns: Vec<Turn>,
}

impl Record {
    /// The record of `game`, with `headers`; a `Result` header is set once the game is over.
    pub fn of_game(game: &Game, mut headers: Vec<(String, String)>) -> Record {
        headers.retain(|(k, _)| !OWN_HEADERS.iter().any(|o| o.eq_ignore_ascii_case(k)));
        if let Some(outcome) = game.outcome() {
            let result = outcome.score().to_string();
            match headers
                .iter_mut()
                .find(|(k, _)| k.eq_ignore_ascii_case("Result"))
            {
                Some(header) => header.1 = result,
                None => headers.push(("Result".into(), result)),
            }
        }
        Record {
            headers,
            start: game.start().clone(),
            turns: game.turns(),
        }
    }

    /// A header's value, by key (without case).
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

    /// Reads the text form and plays it through.
    pub fn from_text(source: &str) -> Result<Record, RecordError> {
        let text = TextRecord::read(source)?;
        let variant = text
            .header("Variant")
            .ok_or_else(|| RecordError::whole("the record needs a [Variant \"pillars\"] header"))?;
        if !names_variant(&variant.value, VARIANT) {
            return Err(RecordError::at_line(
                variant.line,
                format!(
                    "this is a record of {}, not of Pillars of Medusa",
                    quote(&variant.value)
                ),
            ));
        }
        let start = match text.header("Position") {
            Some(header) => Position::from_fen(&header.value).map_err(|e| {
                RecordError::at_line(header.line, format!("the starting position: {e}"))
            })?,
            None => Position::start(),
        };
        let mut game = Game::from_position(start.clone());
        for body in &text.body {
            play_token(&mut game, body.text).map_err(|m| RecordError::at_line(body.line, m))?;
        }
        Ok(Record {
            headers: text.other_headers(&OWN_HEADERS),
            start,
            turns: game.turns(),
        })
    }

    /// Reads the JSON form and plays it through.
    pub fn from_json(source: &str) -> Result<Record, RecordError> {
        let (headers, json) = JsonRecord::<PillarsJson>::read(source)?;
        let start = match &json.position {
            Some(fen) => Position::from_fen(fen)
                .map_err(|e| RecordError::whole(format!("the starting position: {e}")))?,
            None => Position::start(),
        };
        let mut game = Game::from_position(start.clone());
        for (index, token) in json.moves.iter().enumerate() {
            play_token(&mut game, token).map_err(|m| RecordError::at_turn(index + 1, m))?;
        }
        Ok(Record {
            headers,
            start,
            turns: game.turns(),
        })
    }

    /// Plays the record from its start. An illegal move (in a record built by hand) names its
    /// turn.
    pub fn replay(&self) -> Result<Game, RecordError> {
        let mut game = Game::from_position(self.start.clone());
        for (index, &turn) in self.turns.iter().enumerate() {
            game.apply(turn)
                .map_err(|e| RecordError::at_turn(index + 1, e.to_string()))?;
        }
        Ok(game)
    }

    /// The moves one by one as the text form writes them (`e3-e5`, `e11xd11`), then `resign`
    /// or `draw` if the game ended so.
    pub fn tokens(&self) -> Vec<String> {
        let mut position = self.start.clone();
        self.turns
            .iter()
            .map(|&turn| {
                let text = turn_notation(&position, turn);
                if let Turn::Move(mv) = turn {
                    position.play_unchecked(mv);
                }
                text
            })
            .collect()
    }

    /// Whether the record starts from another position than the usual start.
    pub(super) fn custom_start(&self) -> Option<String> {
        let fen = self.start.fen();
        (fen != Position::start().fen()).then_some(fen)
    }

    /// The text form.
    pub fn to_text(&self) -> String {
        let mut text = header_line("Variant", VARIANT);
        for (key, value) in &self.headers {
            text.push_str(&header_line(key, value));
        }
        if let Some(fen) = self.custom_start() {
            text.push_str(&header_line("Position", &fen));
        }
        for token in self.tokens() {
            text.push_str(&token);
            text.push('\n');
        }
        text
    }

    /// The JSON form (pretty-printed, one move per line).
    pub fn to_json(&self) -> String {
        let json = PillarsJson {
            position: self.custom_start(),
            moves: self.tokens(),
        };
        JsonRecord::write(&self.headers, json)
    }
}

/// What a Pillars JSON record holds besides the envelope.
#[derive(Serialize, Deserialize)]
struct PillarsJson {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    position: Option<String>,
    #[serde(default)]
    moves: Vec<String>,
}

impl JsonBody for PillarsJson {
    const VARIANT: &'static str = VARIANT;
    const FORMAT: u32 = JSON_FORMAT;
    const OWN_HEADERS: &'static [&'static str] = &OWN_HEADERS;

    fn moves(&self) -> usize {
        self.moves.len()
    }

    fn other_game(variant: &str) -> String {
        format!(
            "this is a record of {}, not of Pillars of Medusa",
            quote(variant)
        )
    }
}

/// Plays one token of a record: a move, `resign` (`resign black` by the side not to move)
/// or `draw`.
pub(super) fn play_token(game: &mut Game, token: &str) -> Result<(), String> {
    let token = token.trim();
    let result = if let Some(side) = read_resign(token) {
        game.resign_side(side?.unwrap_or(game.to_move()))
    } else if token.eq_ignore_ascii_case("draw") {
        game.agree_draw()
    } else {
        if game.is_over() {
            return Err(format!(
                "the game is over, so {} cannot be played",
                quote(token)
            ));
        }
        let mv = game
            .position()
            .parse_move(token)
            .map_err(|e| e.to_string())?;
        game.play(mv)
    };
    result.map(|_| ()).map_err(|e| e.to_string())
}
