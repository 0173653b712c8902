//! The games this program plays, in one list ([`GAMES`]): each game's id and name, how to
//! start one, how to read its records and links, and its perft where it has a move generator.
//! Which game a record or a command means is looked up here, the same way everywhere, and a
//! name no game has is refused with a sentence naming the games there are. What the command
//! line does with a game (`replay`, `perft`) is written here once, without I/O, over any
//! registry: the tests run it with a toy game of their own.

use std::fmt;

use super::contract::{CountMoves, GameId, GameOptions, GameRecord, GameRules, Perft};
use super::dyn_game::{DynGame, DynRecord};
use super::fragment_record::read_fragment;
use super::record_variant::{names_variant, variant_of};
use super::text_record::{RecordError, quote};
use super::{medea, medusa, pillars};

/// The games of this program, in the order they are offered. A game joins with one line.
pub const GAMES: Registry = Registry::new(&[
    GameEntry::of::<medusa::Game>(medusa::MEDUSA),
    GameEntry::of::<medusa::Game>(medusa::LOTUS),
    GameEntry::counting::<medea::Game>(medea::MEDEA),
    GameEntry::counting::<pillars::Game>(pillars::PILLARS),
]);

/// A new game of a game set up with options.
type StartFn = fn(GameId, &GameOptions) -> Result<Box<dyn DynGame>, String>;

/// A reader of records or links of a game.
type ReadFn = fn(&str) -> Result<Box<dyn DynRecord>, RecordError>;

/// Perft of a game: from a FEN or the start, `depth` plies deep, divided or not.
type PerftFn = fn(GameId, Option<&str>, u32, bool) -> Result<Perft, String>;

/// One game of a registry: its id and name and its core, behind plain functions.
#[derive(Clone, Copy)]
pub struct GameEntry {
    /// The game's id and name.
    pub id: GameId,
    start: StartFn,
    read_record: ReadFn,
    read_link: ReadFn,
    perft: Option<PerftFn>,
}

impl fmt::Debug for GameEntry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "GameEntry({})", self.id.id)
    }
}

impl GameEntry {
    /// The game `id`, played by the core `G`.
    pub const fn of<G: GameRules + 'static>(id: GameId) -> GameEntry {
        GameEntry {
            id,
            start: start::<G>,
            read_record: read_record::<G::Record>,
            read_link: read_link::<G::Record>,
            perft: None,
        }
    }

    /// The game `id`, played by the core `G`, which has a move generator to count.
    pub const fn counting<G: CountMoves + 'static>(id: GameId) -> GameEntry {
        GameEntry {
            perft: Some(perft::<G>),
            ..GameEntry::of::<G>(id)
        }
    }

    /// A new game set up with `options`, or why it cannot be.
    pub fn start(&self, options: &GameOptions) -> Result<Box<dyn DynGame>, String> {
        (self.start)(self.id, options)
    }

    /// Reads a record of this game, text or JSON.
    pub fn read_record(&self, source: &str) -> Result<Box<dyn DynRecord>, RecordError> {
        (self.read_record)(source)
    }

    /// Reads a link to a game of this game.
    pub fn read_link(&self, fragment: &str) -> Result<Box<dyn DynRecord>, RecordError> {
        (self.read_link)(fragment)
    }

    /// Whether the game has a move generator for `perft`.
    pub fn counts_moves(&self) -> bool {
        self.perft.is_some()
    }
}

fn start<G: GameRules + 'static>(
    id: GameId,
    options: &GameOptions,
) -> Result<Box<dyn DynGame>, String> {
    Ok(Box::new(G::new_game(id, options)?))
}

fn read_record<R: GameRecord + 'static>(source: &str) -> Result<Box<dyn DynRecord>, RecordError> {
    Ok(Box::new(R::parse(source)?))
}

fn read_link<R: GameRecord + 'static>(fragment: &str) -> Result<Box<dyn DynRecord>, RecordError> {
    Ok(Box::new(R::from_fragment(fragment)?))
}

fn perft<G: CountMoves>(
    id: GameId,
    fen: Option<&str>,
    depth: u32,
    divide: bool,
) -> Result<Perft, String> {
    let game = match fen {
        Some(fen) => G::from_fen(fen)?,
        None => G::new_game(id, &GameOptions::default())?,
    };
    Ok(Perft::of(&game, depth, divide))
}

/// A name that is no game of the registry.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct UnknownGame {
    /// The name, as given.
    pub name: String,
    /// The games there are, for the message (`medusa, lotus, medea or pillars`).
    pub known: String,
}

impl fmt::Display for UnknownGame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown game {}: the games are {}",
            quote(&self.name),
            self.known
        )
    }
}

impl std::error::Error for UnknownGame {}

/// The deepest count `perft` makes: a tree of legal moves with even two moves a ply has more
/// leaves below this than a count could ever reach (or a `u64` hold).
pub const MAX_PERFT_DEPTH: u32 = 64;

/// `words` as a sentence lists them: `a`, `a or b`, `a, b or c` (`last` is the word before
/// the last).
fn listed(words: &[&str], last: &str) -> String {
    match words.split_last() {
        Some((final_word, [])) => final_word.to_string(),
        Some((final_word, rest)) => format!("{} {last} {final_word}", rest.join(", ")),
        None => String::new(),
    }
}

/// A list of games: [`GAMES`], or a test's own.
#[derive(Clone, Copy, Debug)]
pub struct Registry(&'static [GameEntry]);

impl Registry {
    /// The registry of `games`; the first reads the text records that name no game (its
    /// reader says what is missing).
    pub const fn new(games: &'static [GameEntry]) -> Registry {
        Registry(games)
    }

    /// Every game, in order.
    pub fn games(&self) -> &'static [GameEntry] {
        self.0
    }

    /// The ids of the games `which` keeps, as a sentence lists them: `medea or pillars`,
    /// `medusa, lotus, medea or pillars` (`last` is the word before the last).
    pub fn ids(&self, which: impl Fn(&GameEntry) -> bool, last: &str) -> String {
        let ids: Vec<&str> = self
            .0
            .iter()
            .filter(|e| which(e))
            .map(|e| e.id.id)
            .collect();
        listed(&ids, last)
    }

    /// The names of every game for people, as a sentence lists them (`Medusa, Lotus, Medea
    /// and Pillars of Medusa`).
    pub fn names(&self, last: &str) -> String {
        let names: Vec<&str> = self.0.iter().map(|e| e.id.name).collect();
        listed(&names, last)
    }

    /// The game named `name`, read as every record and command reads a game's name (blanks
    /// around it ignored, letters in any case).
    pub fn find(&self, name: &str) -> Result<&'static GameEntry, UnknownGame> {
        self.0
            .iter()
            .find(|entry| names_variant(name, entry.id.id))
            .ok_or_else(|| UnknownGame {
                name: name.to_string(),
                known: self.ids(|_| true, "and"),
            })
    }

    /// The game a record is of: the one its variant names, or the first game for a text
    /// record that names none. A variant no game has is refused here, naming the games.
    pub fn game_of_record(&self, source: &str) -> Result<&'static GameEntry, RecordError> {
        match variant_of(source)? {
            Some(name) => self
                .find(&name)
                .map_err(|e| RecordError::whole(e.to_string())),
            None => self
                .0
                .first()
                .ok_or_else(|| RecordError::whole("there are no games to read the record")),
        }
    }

    /// Reads a record, text or JSON, with the reader of the game it names.
    pub fn read_record(&self, source: &str) -> Result<Box<dyn DynRecord>, RecordError> {
        self.game_of_record(source)?.read_record(source)
    }

    /// Reads a link (a web address's fragment, `medea,c3-d4,...`) with the reader of the game
    /// its first field names.
    pub fn read_link(&self, fragment: &str) -> Result<Box<dyn DynRecord>, RecordError> {
        let decoded = read_fragment(fragment)?;
        let name = decoded.split(',').next().unwrap_or_default().trim();
        let entry = self.find(name).map_err(|_| {
            RecordError::whole(format!(
                "{} is not a game: the link should start with {}",
                quote(name),
                self.ids(|_| true, "or")
            ))
        })?;
        entry.read_link(fragment)
    }

    /// `medusa replay`: plays a record through, settles what it left open, and gives the
    /// final position as a diagram, or as its one-line dump for `json` (with a line break).
    pub fn replay(&self, source: &str, json: bool) -> Result<String, RecordError> {
        let record = self.read_record(source)?;
        let mut game = record.replay()?;
        let off_the_board = record
            .ending_off_the_board()
            .filter(|_| game.outcome().is_none());
        if let Some(result) = off_the_board {
            return Ok(ended_off_the_board(game.as_ref(), result, json));
        }
        game.settle().map_err(RecordError::whole)?;
        Ok(if json {
            format!("{}\n", game.dump())
        } else {
            game.diagram()
        })
    }

    /// `medusa perft`: the count of the game named `name` from `fen` (or its start), `depth`
    /// plies deep, with the count below each move for `divide`.
    pub fn perft(
        &self,
        name: &str,
        fen: Option<&str>,
        depth: u32,
        divide: bool,
    ) -> Result<Perft, String> {
        if depth > MAX_PERFT_DEPTH {
            return Err(format!(
                "perft counts at most {MAX_PERFT_DEPTH} plies deep, not {depth}"
            ));
        }
        let entry = self.0.iter().find(|e| names_variant(name, e.id.id));
        match entry.and_then(|e| Some((e.id, e.perft?))) {
            Some((id, perft)) => perft(id, fen, depth, divide),
            None => Err(format!(
                "perft counts the moves of {}, not {}",
                self.ids(GameEntry::counts_moves, "or"),
                quote(name)
            )),
        }
    }
}

/// The final position of a game that ended off the board (a flag, a claim) with `result`: the
/// dump with `"status":"ended"` and the result in `"ending"`, or the diagram with a last line
/// that says how the game ended. The marking of a game stopped in it is not counted.
fn ended_off_the_board(game: &dyn DynGame, result: &str, json: bool) -> String {
    if !json {
        return format!("{}Game over: {result}\n", game.diagram());
    }
    let dump = game.dump();
    match serde_json::from_str::<serde_json::Map<String, serde_json::Value>>(&dump) {
        Ok(mut fields) => {
            fields.insert("status".into(), "ended".into());
            fields.insert("ending".into(), result.into());
            format!("{}\n", serde_json::Value::Object(fields))
        }
        // Every dump is a JSON object; should one not be, it is shown as it is.
        Err(_) => format!("{dump}\n"),
    }
}

#[cfg(test)]
mod tests {
    use super::GAMES;
    use crate::GameOptions;

    /// The material of `game` after `moves` are played from its start.
    fn material_after(game: &str, moves: &str) -> [usize; 2] {
        let entry = GAMES.find(game).expect("a game of the registry");
        let mut played = entry.start(&GameOptions::default()).expect("its start");
        for token in moves.split_whitespace() {
            played.play_token(token).expect("a legal move");
        }
        played.material()
    }

    #[test]
    fn the_material_counts_each_sides_pieces_by_seat() {
        // Medusa and Lotus: stones, Black's seat first (Black places first in Lotus).
        assert_eq!(material_after("medusa", ""), [0, 0]);
        assert_eq!(material_after("medusa", "j11 i10"), [1, 1]);
        assert_eq!(material_after("lotus", "33"), [1, 0]);
        // Medea: men and kings, White's seat first; a double capture takes two of Black's.
        assert_eq!(material_after("medea", ""), [18, 18]);
        assert_eq!(material_after("medea", "e3-e4 e6-e5 e4xe6xg6"), [18, 16]);
        // Pillars of Medusa: White's seat first; c8xd8 takes a Black piece.
        let opening =
            "e3-e5 h10-h8 f2-c5 g9-g7 e2-c3 g10-i9 g1-d4 e10-d8 c5-c8 d11-e10 f3-b7 b11-a9";
        assert_eq!(material_after("pillars", opening), [26, 26]);
        assert_eq!(
            material_after("pillars", &format!("{opening} c8xd8")),
            [26, 25]
        );
    }

    #[test]
    fn the_games_are_listed_and_found_by_name() {
        assert_eq!(GAMES.ids(|_| true, "or"), "medusa, lotus, medea or pillars");
        assert_eq!(
            GAMES.ids(|game| game.counts_moves(), "or"),
            "medea or pillars"
        );
        assert_eq!(
            GAMES.names("and"),
            "Medusa, Lotus, Medea and Pillars of Medusa"
        );
        assert_eq!(GAMES.find(" Lotus ").ok().map(|e| e.id.name), Some("Lotus"));
        assert_eq!(
            GAMES.find("chess").map(|e| e.id).map_err(|e| e.to_string()),
            Err("unknown game 'chess': the games are medusa, lotus, medea and pillars".into())
        );
    }
}
