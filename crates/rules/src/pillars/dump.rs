//! The position dump, one line of JSON for tools and tests:
//! `{"variant":"pillars","fen":"...","to_move":"white","status":"ongoing","check":false,"frozen":["e9","f11"]}`,
//! with `"result"` and `"reason"` once the game has ended.

use serde::Serialize;

use super::colour::Colour;
use super::game::Game;
use super::square::Square;

#[derive(Serialize)]
struct Dump {
    variant: &'static str,
    fen: String,
    to_move: Colour,
    status: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    result: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    reason: Option<&'static str>,
    check: bool,
    frozen: Vec<String>,
}

impl Game {
    /// The position dump. `frozen` lists the squares of every frozen piece, sorted by file,
    /// then rank.
    pub fn dump(&self) -> String {
        let position = self.position();
        let mut frozen: Vec<Square> = position.frozen().squares().collect();
        frozen.sort_by_key(|s| (s.file(), s.rank()));
        let outcome = self.outcome();
        let dump = Dump {
            variant: "pillars",
            fen: position.fen(),
            to_move: position.to_move(),
            status: if outcome.is_some() {
                "ended"
            } else {
                "ongoing"
            },
            result: outcome.map(|o| o.result_name()),
            reason: outcome.map(|o| o.reason.name()),
            check: position.is_check(),
            frozen: frozen.iter().map(Square::to_string).collect(),
        };
        serde_json::to_string(&dump).unwrap_or_default()
    }
}
