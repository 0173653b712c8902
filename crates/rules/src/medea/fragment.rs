//! The link form of a record, for a web address's fragment: `medea`, the start position when
//! the game has its own, then every turn, separated by commas (see [`Record::to_fragment`]).
//! Reading one replays it, so a link that opens is a game that can be played on.

use super::position::Position;
use super::record::{Entry, Record, VARIANT};
use crate::fragment_record::{escape_for_fragment, fragment_fields};
use crate::text_record::{MAX_RECORD_MOVES, RecordError};

/// How many comma-separated fields a FEN spans in a link: its two chakra pairs (`a2,h2`) keep
/// their commas.
const FEN_FIELDS: usize = 3;

impl Record {
    /// The compact form for a web address's fragment: `medea`, then the start position if the
    /// record has one, then each turn in canonical notation (`draw` and `resign` as written),
    /// separated by commas:
    ///
    /// * `medea,c3-d4,d6-d5,resign` from the usual start;
    /// * `medea,8/3m4/8/8/3m4/8/8/3K4+w+a1,h1+a8,h8+0,d1xd5xd8` from another position: its
    ///   FEN with each space written as `+`. The FEN keeps the commas of its chakra pairs, so
    ///   it spans three fields; the reader knows it by the `/` of its first field, which no
    ///   turn has.
    ///
    /// Every character is one a fragment holds as itself (RFC 3986), so the link needs no
    /// escaping; anything else would be percent-escaped. Headers are left out: a link carries
    /// the game, not who played it.
    pub fn to_fragment(&self) -> String {
        let mut fragment = String::from(VARIANT);
        if let Some(start) = &self.start {
            fragment.push(',');
            fragment.push_str(&escape_for_fragment(&start.to_fen().replace(' ', "+")));
        }
        for token in self.tokens() {
            fragment.push(',');
            fragment.push_str(&escape_for_fragment(&token));
        }
        fragment
    }

    /// Reads the form of [`Record::to_fragment`] (a leading `#`, `+` or `%20` for spaces and
    /// other percent-escapes allowed; empty fields skipped) and replays the game. An error
    /// names the turn at fault (the first turn is 1), or the link as a whole: another game, a
    /// link larger than a record may be, a bad start position.
    pub fn from_fragment(fragment: &str) -> Result<Record, RecordError> {
        let fields = fragment_fields(fragment, VARIANT, "Medea")?;
        let mut fields = fields.iter().map(String::as_str).peekable();
        let start = if fields.peek().is_some_and(|field| field.contains('/')) {
            let fen = fields
                .by_ref()
                .take(FEN_FIELDS)
                .collect::<Vec<_>>()
                .join(",");
            let position = Position::from_fen(&fen)
                .map_err(|e| RecordError::whole(format!("the position: {e}")))?;
            Some(position)
        } else {
            None
        };
        let mut entries = Vec::new();
        for field in fields {
            let turn = entries.len() + 1;
            if turn > MAX_RECORD_MOVES {
                return Err(RecordError::at_turn(
                    turn,
                    format!("a record may have at most {MAX_RECORD_MOVES} moves"),
                ));
            }
            entries
                .push(Entry::parse(field).map_err(|e| RecordError::at_turn(turn, e.to_string()))?);
        }
        let record = Record::new(Vec::new(), start, entries);
        record.replay()?;
        Ok(record)
    }
}
