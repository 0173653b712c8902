//! A puzzle and a set of them as their files hold them (JSON, serde), and the game a puzzle
//! starts from.

use serde::{Deserialize, Serialize};

use medusa_rules::DynGame;
use medusa_rules::text_record::quote;

use crate::registry::AI;

/// The version of the puzzle files this program writes and reads.
pub const PUZZLE_FILE_VERSION: u32 = 1;

/// The most bytes of a puzzle file read.
pub const MAX_PUZZLE_FILE_BYTES: usize = 4 << 20;

/// A position of a real game where one move wins clearly and no other comes close.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct Puzzle {
    /// Stable: the game's id and a hash of the position (`medea-3f09a1c2e4b5d687`).
    pub id: String,
    /// The game's id in the rules' registry (`medusa`, `lotus`, `medea`, `pillars`).
    pub game: String,
    /// The position as the game's core reads it back: a FEN (Medea, Pillars of Medusa) or a
    /// position dump (Medusa, Lotus).
    pub position: String,
    /// The name of the side to move, who solves the puzzle (`White`, `Black`).
    pub side: String,
    /// The solver's moves as the records write them, with the opponent's replies between:
    /// solver, reply, solver, ... (always an odd number).
    pub solution: Vec<String>,
    /// What the solution does, read from the core (`reversal`, `mate`, ...).
    pub themes: Vec<String>,
    /// From 1 (a shallow search finds it) to 5 (only the full search does).
    pub difficulty: u8,
    /// The work of the search that found and checks it: plies (`depth`) for Medea and
    /// Pillars of Medusa, playouts for Medusa and Lotus.
    pub work: u32,
    /// The least lead, in the mover's chance of winning, of the solution's first move over
    /// every other move, that a check must find again.
    pub margin: f32,
}

/// The puzzles of one game, as a file holds them.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct PuzzleSet {
    pub version: u32,
    /// The game's id.
    pub game: String,
    pub puzzles: Vec<Puzzle>,
}

impl PuzzleSet {
    /// An empty set of `game`'s puzzles.
    pub fn new(game: &str) -> PuzzleSet {
        PuzzleSet {
            version: PUZZLE_FILE_VERSION,
            game: game.to_string(),
            puzzles: Vec::new(),
        }
    }

    /// Reads a puzzle file, or why it cannot be read: not JSON of this form, another
    /// version, a puzzle of another game.
    pub fn from_json(text: &str) -> Result<PuzzleSet, String> {
        if text.len() > MAX_PUZZLE_FILE_BYTES {
            return Err(format!(
                "a puzzle file is at most {MAX_PUZZLE_FILE_BYTES} bytes"
            ));
        }
        let set: PuzzleSet =
            serde_json::from_str(text).map_err(|e| format!("not a puzzle file: {e}"))?;
        if set.version != PUZZLE_FILE_VERSION {
            return Err(format!(
                "puzzle file version {} (this program reads {PUZZLE_FILE_VERSION})",
                set.version
            ));
        }
        if let Some(other) = set.puzzles.iter().find(|p| p.game != set.game) {
            return Err(format!(
                "puzzle {} is of {}, in a file of {}",
                quote(&other.id),
                quote(&other.game),
                quote(&set.game)
            ));
        }
        Ok(set)
    }

    /// The file's text: one puzzle a line, so that a grown set differs by lines.
    pub fn to_json(&self) -> String {
        let head = serde_json::json!({ "version": self.version, "game": self.game });
        let mut out = head.to_string();
        out.pop(); // the closing brace
        out.push_str(",\"puzzles\":[\n");
        let lines: Vec<String> = self
            .puzzles
            .iter()
            .map(|p| serde_json::to_string(p).expect("a puzzle always serialises"))
            .collect();
        out.push_str(&lines.join(",\n"));
        out.push_str("\n]}\n");
        out
    }

    /// Adds the puzzles of `more` whose positions this set does not hold yet; how many.
    pub fn merge(&mut self, more: impl IntoIterator<Item = Puzzle>) -> usize {
        let mut added = 0;
        for puzzle in more {
            if self.puzzles.iter().all(|p| p.position != puzzle.position) {
                self.puzzles.push(puzzle);
                added += 1;
            }
        }
        added
    }
}

impl Puzzle {
    /// The stable id of a puzzle of `game` at `position`: FNV-1a of the position's text.
    pub fn id_of(game: &str, position: &str) -> String {
        let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
        for byte in position.bytes() {
            hash ^= byte as u64;
            hash = hash.wrapping_mul(0x0100_0000_01b3);
        }
        format!("{game}-{hash:016x}")
    }

    /// The game at the puzzle's position, ready to be shown and played on, or why the
    /// position cannot be read.
    pub fn start(&self) -> Result<Box<dyn DynGame>, String> {
        let entry = AI.find(&medusa_rules::GAMES, &self.game)?;
        (entry.puzzles.set_up)(&self.position)
    }

    /// Whether `token`, played by the solver as the `index`th move of the solution (0, 2,
    /// 4...), is the solution's move there: the same move written the same way by the core
    /// (Medusa's turn is judged by its placement, or its first movement without one).
    pub fn accepts(&self, game: &dyn DynGame, index: usize, token: &str) -> bool {
        let Some(expected) = self.solution.get(index) else {
            return false;
        };
        let canonical = |t: &str| game.canonical_board_move(t).ok();
        match (canonical(token), canonical(expected)) {
            (Some(played), Some(expected)) => {
                played == expected || deciding_part(&played) == deciding_part(&expected)
            }
            _ => false,
        }
    }
}

/// What decides a move: the whole of it, but of a Medusa turn its placement (`j10` of
/// `j10 q15-s15`), or its first movement without one (`- q15-s15` of `- q15-s15 e1-c1`).
pub(crate) fn deciding_part(token: &str) -> Vec<&str> {
    let words: Vec<&str> = token.split_whitespace().collect();
    let take = if words.first() == Some(&"-") { 2 } else { 1 };
    words.into_iter().take(take).collect()
}
