//! The one contract every game's core keeps ([`GameRules`], with its records,
//! [`GameRecord`], and, for the games with a move generator, [`CountMoves`]): what the command
//! line, the app's session and the server ask of a game, whichever it is. A game joins by
//! implementing these for its own types and by one line in the [`registry`](super::registry);
//! `docs/adding-a-game.md` walks through it.
//!
//! Moves are read and written as the game's records write them, one token a move or turn
//! (`j11`, `c3-d4`, `resign`), so that code serving every game needs no game's types.

use std::fmt::Debug;

pub use super::game_options::GameOptions;
use super::text_record::RecordError;

/// A game as records, the command line and people name it.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct GameId {
    /// The name in records and on the command line, in lower case (`medusa`, `pillars`).
    pub id: &'static str,
    /// The name for people (`Pillars of Medusa`).
    pub name: &'static str,
    /// What the game calls one line of its records, a move or a turn (`turn` in Medusa,
    /// `move` in Medea): the word every view that steps through a game numbers them by, the
    /// first line of the record being number 1.
    pub move_word: &'static str,
}

/// A game's rules: a whole game from its start to now, with undo. Implemented by each core's
/// game type (`medusa::Game` plays both Medusa and Lotus). A game is plain data that can be
/// handed between threads (the server keeps its rooms' games on a pool of threads).
pub trait GameRules: Clone + PartialEq + Debug + Send + Sync + Sized {
    /// A move or a turn (a resignation or an agreed draw included, where the records hold
    /// those as turns).
    type Move: Clone + PartialEq + Debug;
    /// What a move did, in order: what the app animates and the tests assert.
    type Effect: Clone + PartialEq + Debug;
    /// A record of a game.
    type Record: GameRecord<Game = Self>;

    /// The names of the two sides, by seat: the index the game gives each side (Medusa's
    /// Black 0 and White 1, Medea's White 0 and Black 1).
    const SIDES: [&'static str; 2];

    /// A new game of `game` (one the core plays) set up with `options`, or why it cannot be
    /// (an option the game does not have included).
    fn new_game(game: GameId, options: &GameOptions) -> Result<Self, String>;

    /// A game from the position of a FEN, or why it cannot be read (or why the game has none).
    fn from_fen(fen: &str) -> Result<Self, String>;

    /// Which game this is.
    fn game(&self) -> GameId;

    /// The seat of the side to move.
    fn to_move(&self) -> usize;

    /// How many moves or turns have been played.
    fn turns_played(&self) -> usize;

    /// Reads one move or turn written as the records write it, for the side to move now.
    fn parse_move(&self, token: &str) -> Result<Self::Move, String>;

    /// `mv`, legal now, written as the records write it.
    fn write_move(&self, mv: &Self::Move) -> String;

    /// Whether `mv` is played on the board, rather than ending the game by the players' word
    /// (a resignation, an agreed draw): a server takes those only through messages of their
    /// own, never as a move.
    fn is_board_move(&self, mv: &Self::Move) -> bool;

    /// Whether the players may end the game by agreeing a draw (a `draw` turn of the records).
    fn has_draws_by_agreement(&self) -> bool;

    /// Plays `mv` and returns its effects in order; an illegal move changes nothing and says
    /// why.
    fn play(&mut self, mv: &Self::Move) -> Result<Vec<Self::Effect>, String>;

    /// Takes back the last thing played; whether there was anything to take back.
    fn undo(&mut self) -> bool;

    /// Every legal move now, where the game has a list (none once the game is over); `None`
    /// where a turn is built action by action (Medusa).
    fn legal_moves(&self) -> Option<Vec<Self::Move>>;

    /// How the game ended and why, in a sentence (`White wins by 5 points (70 to 65)`,
    /// `Black wins: White has no legal move`); `None` while it goes on.
    fn outcome(&self) -> Option<String>;

    /// Whether the game waits for its players to agree on what its moves do not play: an
    /// optional phase after the moves (Medusa's and Lotus's dead groups, after the two final
    /// passes). Games without one never wait.
    fn awaits_agreement(&self) -> bool {
        false
    }

    /// Ends the agreement phase with what the players agreed, written as the game's records
    /// write it (Medusa's `dead` line: one stone of each dead group, blank-separated), and
    /// counts the game; refused, changing nothing, outside that phase.
    fn conclude_agreement(&mut self, agreed: &str) -> Result<(), String> {
        let _ = agreed;
        Err(format!(
            "{} has nothing for the players to agree on after its moves",
            self.game().name
        ))
    }

    /// Ends a game that stopped at a stage the players still had to settle as it stands (a
    /// game of Medusa stopped in the marking of dead groups is counted with nothing dead), as
    /// a replayed record and a computer's game are finished; other games do nothing.
    fn settle(&mut self) -> Result<(), String>;

    /// The position now as one line of JSON.
    fn dump(&self) -> String;

    /// The position now as a diagram for a terminal, each line ending in a line break.
    fn diagram(&self) -> String;

    /// The position now as a FEN, where the game has one.
    fn fen(&self) -> Option<String>;

    /// The pieces each side has on the board now, by seat (Medusa's and Lotus's stones, the
    /// men and kings of Medea, the pieces of Pillars of Medusa): what a capture or a reversal
    /// takes from a side shows as the difference between two positions.
    fn material(&self) -> [usize; 2];

    /// The record of the game so far, with `headers` (`White`, `Black`, ...).
    fn record(&self, headers: Vec<(String, String)>) -> Self::Record;
}

/// A recorded game in every form: text, JSON and the link of a web address's fragment.
pub trait GameRecord: Clone + PartialEq + Debug + Send + Sync + Sized {
    /// The game the record plays.
    type Game: GameRules<Record = Self>;

    /// Reads a record, text or JSON.
    fn parse(source: &str) -> Result<Self, RecordError>;

    /// Reads the link form.
    fn from_fragment(fragment: &str) -> Result<Self, RecordError>;

    /// Which game the record is of.
    fn game(&self) -> GameId;

    /// How many moves or turns the record holds.
    fn turns(&self) -> usize;

    /// How many steps a replay of the record takes: its turns, and whatever the record adds
    /// after them that changes the game (Medusa's dead groups, agreed after the last turn).
    fn steps(&self) -> usize {
        self.turns()
    }

    /// The record of the game after its first `steps` steps, with the same headers.
    fn prefix(&self, steps: usize) -> Self;

    /// The text form.
    fn to_text(&self) -> String;

    /// The moves or turns one by one, in order, as the text form's body lines write them,
    /// with what closes the game (Medusa's `dead` line, a `resign` or `draw` turn): the text
    /// form writes its body from these.
    fn tokens(&self) -> Vec<String>;

    /// The JSON form.
    fn to_json(&self) -> String;

    /// The link form.
    fn to_fragment(&self) -> String;

    /// The game the record plays, or the first turn that cannot be played and why.
    fn replay(&self) -> Result<Self::Game, RecordError>;

    /// A header's value, by key (without case).
    fn header(&self, key: &str) -> Option<&str>;
}

/// [`GameRecord`] for a record type whose own functions have the contract's names and
/// signatures (`parse`, `from_fragment`, `to_text`, `tokens`, `to_json`, `to_fragment`,
/// `replay`, `header`), written inside its `impl GameRecord`; the game gives which game a record is of
/// and how many turns it holds, as functions of the record
/// (`|record: &Record| record.turns.len()`).
macro_rules! record_forms {
    ($game:expr, $turns:expr) => {
        fn parse(source: &str) -> Result<Self, $crate::text_record::RecordError> {
            Self::parse(source)
        }

        fn from_fragment(fragment: &str) -> Result<Self, $crate::text_record::RecordError> {
            Self::from_fragment(fragment)
        }

        fn game(&self) -> $crate::contract::GameId {
            ($game)(self)
        }

        fn turns(&self) -> usize {
            ($turns)(self)
        }

        fn to_text(&self) -> String {
            Self::to_text(self)
        }

        fn tokens(&self) -> Vec<String> {
            Self::tokens(self)
        }

        fn to_json(&self) -> String {
            Self::to_json(self)
        }

        fn to_fragment(&self) -> String {
            Self::to_fragment(self)
        }

        fn replay(&self) -> Result<Self::Game, $crate::text_record::RecordError> {
            Self::replay(self)
        }

        fn header(&self, key: &str) -> Option<&str> {
            Self::header(self, key)
        }
    };
}

pub(crate) use record_forms;

/// What a game with a move generator adds for `perft`, the generator's check.
pub trait CountMoves: GameRules {
    /// The number of move sequences `depth` plies deep from the position now.
    fn perft(&self, depth: u32) -> u64;

    /// The count `depth - 1` plies below each legal move, the moves written as records write
    /// them, sorted.
    fn divide(&self, depth: u32) -> Vec<(String, u64)>;
}

/// A game's perft: the count below each move (with `divide`) and the total.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Perft {
    pub moves: Vec<(String, u64)>,
    pub total: u64,
}

impl Perft {
    /// Perft of `game` `depth` plies deep, with the count below each move for `divide`.
    pub fn of<G: CountMoves>(game: &G, depth: u32, divide: bool) -> Perft {
        if !divide {
            return Perft {
                moves: Vec::new(),
                total: game.perft(depth),
            };
        }
        let moves = game.divide(depth);
        let total = if depth == 0 {
            1
        } else {
            moves.iter().map(|(_, count)| count).sum()
        };
        Perft { moves, total }
    }
}
