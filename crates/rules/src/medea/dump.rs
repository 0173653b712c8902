//! The position dump, one line of JSON for tools and tests:
//! `{"variant":"medea","fen":"...","to_move":"white","status":"ongoing"}`, with `"result"`
//! (`white`, `black` or `draw`) and `"reason"` once the game has ended.

use serde::Serialize;

use super::colour::Colour;
use super::game::Game;

#[derive(Serialize)]
struct Dump<'a> {
    variant: &'a str,
    fen: String,
    to_move: Colour,
    status: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    result: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    reason: Option<&'a str>,
}

impl Game {
    /// The position dump of the game now.
    pub fn dump(&self) -> String {
        let position = self.position();
        let outcome = self.outcome();
        let dump = Dump {
            variant: "medea",
            fen: position.to_fen(),
            to_move: position.to_move(),
            status: if outcome.is_some() {
                "ended"
            } else {
                "ongoing"
            },
            result: outcome.map(|o| o.result.name()),
            reason: outcome.map(|o| o.reason.name()),
        };
        // Strings and an enum only: serialising cannot fail, but never panic on it.
        serde_json::to_string(&dump).unwrap_or_default()
    }
}
