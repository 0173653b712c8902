//! The link form of a record, for a web address's fragment: `pillars`, the start position when
//! the game has its own, then every turn, separated by commas (see [`Record::to_fragment`]).
//! Reading one replays it, so a link that opens is a game that can be played on.

use super::VARIANT;
use super::game::Game;
use super::position::Position;
use super::record::{Record, play_token};
use crate::fragment_record::{escape_for_fragment, fragment_fields};
use crate::text_record::{MAX_RECORD_MOVES, RecordError};

impl Record {
    /// The compact form for a web address's fragment: `pillars`, then the start position if
    /// the record has its own, then each turn in canonical notation (`draw` and `resign` as
    /// written), separated by commas:
    ///
    /// * `pillars,e3-e5,h10-h8,resign` from the usual start;
    /// * `pillars,5k5/11/11/11/11/11/11/11/11/T10/5K5+w+-+0+1,a2-a10` from another position:
    ///   its FEN with each space written as `+`. The reader knows it by its `/`, which no turn
    ///   has.
    ///
    /// Every character is one a fragment holds as itself (RFC 3986), so the link needs no
    /// escaping; anything else would be percent-escaped. Headers are left out: a link carries
    /// the game, not who played it.
    pub fn to_fragment(&self) -> String {
        let mut fields = vec![VARIANT.to_string()];
        if let Some(fen) = self.custom_start() {
            fields.push(fen.replace(' ', "+"));
        }
        fields.extend(self.tokens());
        fields
            .iter()
            .map(|field| escape_for_fragment(field))
            .collect::<Vec<_>>()
            .join(",")
    }

    /// Reads the form of [`Record::to_fragment`] (a leading `#`, `+` or `%20` for spaces and
    /// other percent-escapes allowed; empty fields skipped) and replays the game. An error
    /// names the turn at fault (the first turn is 1), or the link as a whole: another game, a
    /// link larger than a record may be, a bad start position.
    pub fn from_fragment(fragment: &str) -> Result<Record, RecordError> {
        let fields = fragment_fields(fragment, VARIANT, "Pillars of Medusa")?;
        let mut fields = fields.iter().map(String::as_str).peekable();
        let start = match fields.next_if(|field| field.contains('/')) {
            Some(fen) => Position::from_fen(fen)
                .map_err(|e| RecordError::whole(format!("the position: {e}")))?,
            None => Position::start(),
        };
        let mut game = Game::from_position(start.clone());
        for (index, field) in fields.enumerate() {
            let turn = index + 1;
            if turn > MAX_RECORD_MOVES {
                return Err(RecordError::at_turn(
                    turn,
                    format!("a record may have at most {MAX_RECORD_MOVES} moves"),
                ));
            }
            play_token(&mut game, field).map_err(|e| RecordError::at_turn(turn, e))?;
        }
        Ok(Record {
            headers: Vec::new(),
            start,
            turns: game.turns(),
        })
    }
}
