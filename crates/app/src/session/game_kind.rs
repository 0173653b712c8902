//! Which game a match is: [`GameKind`], one of the title screen's cards, described by its
//! game's part of the app ([`KindEntry`]) and listed where the games are registered. The
//! session asks a kind what it needs (its sides, its first player, its options, how to start
//! it) and names no game; each game's folder defines its kinds' constants
//! (`GameKind::MEDEA`) and entries.

use std::fmt;
use std::hash::{Hash, Hasher};

use medusa_locale::Phrase;
use medusa_rules::side::Side;
use medusa_rules::{DynGame, GameId, GameOptions};

use super::any_game::AnyGame;

/// What the session knows of one game the app offers.
pub struct KindEntry {
    /// The game as its core and its records name it.
    pub id: GameId,
    /// The app module that draws its board.
    pub board: GameBoard,
    /// The names of the two sides, by seat.
    pub sides: [&'static str; 2],
    /// The seat of White (Black has the other).
    pub white_seat: usize,
    /// The seat of the side that plays first (asked of the rules: Medusa's board decides).
    pub first_seat: fn() -> usize,
    /// Whether its board has a side of each player, turned for a player of the second seat
    /// (Medusa's and Lotus's boards have none).
    pub board_has_sides: bool,
    /// The komi a new game has unless the player sets another, for the games that have one.
    pub default_komi: Option<i8>,
    /// A fresh game, with the default options.
    pub fresh: fn() -> AnyGame,
    /// The game behind the contract's `game`, as the app plays it, or why it is not one.
    pub take: fn(Box<dyn DynGame>) -> Result<AnyGame, String>,
}

/// A game the app offers: a card on the title screen.
#[derive(Clone, Copy)]
pub struct GameKind(pub(crate) &'static KindEntry);

impl PartialEq for GameKind {
    fn eq(&self, other: &GameKind) -> bool {
        self.0.id == other.0.id
    }
}

impl Eq for GameKind {}

impl Hash for GameKind {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.0.id.hash(state);
    }
}

impl fmt::Debug for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "GameKind({})", self.0.id.name)
    }
}

impl GameKind {
    /// Every game, in the title screen's order (the order the games are registered in).
    pub fn all() -> Vec<GameKind> {
        crate::GAME_PARTS
            .iter()
            .flat_map(|part| part.kinds.iter().copied())
            .collect()
    }

    /// The first game of the title screen.
    pub fn first() -> GameKind {
        crate::GAME_PARTS[0].kinds[0]
    }

    /// The game as its core and its records name it.
    pub fn id(self) -> GameId {
        self.0.id
    }

    /// The game the core calls `id`, if the app offers it.
    pub fn of(id: GameId) -> Option<GameKind> {
        GameKind::all().into_iter().find(|kind| kind.id() == id)
    }

    /// The game whose id (as the records and the puzzles write it) is `id`, if the app offers
    /// it.
    pub fn from_id(id: &str) -> Option<GameKind> {
        GameKind::all().into_iter().find(|kind| kind.id().id == id)
    }

    /// The game's name.
    pub fn name(self) -> &'static str {
        self.id().name
    }

    /// The game's name, to be said in a language (`game-medea`).
    pub fn name_phrase(self) -> Phrase {
        Phrase::new(format!("game-{}", self.id().id))
    }

    /// The komi a new game has unless the player sets another, for the games that have one.
    pub fn default_komi(self) -> Option<i8> {
        self.0.default_komi
    }

    /// The komi a set-up starts with, whatever its game: the default of the games that have
    /// one (kept when the player turns to one of them), 0 if none does.
    pub fn setup_komi() -> i8 {
        GameKind::all()
            .into_iter()
            .find_map(GameKind::default_komi)
            .unwrap_or(0)
    }

    /// The options of a new game of this kind as the title sets it up: its komi, in the
    /// games that have one; none in the others.
    pub fn options(self, komi: i8) -> GameOptions {
        match self.0.default_komi {
            Some(_) => GameOptions::new().with("komi", komi),
            None => GameOptions::new(),
        }
    }

    /// The app module that draws this game's board.
    pub fn board(self) -> GameBoard {
        self.0.board
    }

    /// Whether the board has a side of each player.
    pub fn board_has_sides(self) -> bool {
        self.0.board_has_sides
    }

    /// The seat of White (Black has the other).
    pub fn white_seat(self) -> usize {
        self.0.white_seat
    }

    /// The seat of the side with the dark pieces (Black in every game).
    pub fn dark_seat(self) -> usize {
        1 - self.white_seat()
    }

    /// The seats in the order the sides play: the first player's, then the other's. Lists
    /// of the two sides (the title's players, the replay bar's) follow it in every game.
    pub fn seats_in_play_order(self) -> [usize; 2] {
        let first = (self.0.first_seat)();
        [first, 1 - first]
    }

    /// The names of the two sides, by seat.
    pub fn side_names(self) -> [&'static str; 2] {
        self.0.sides
    }

    /// The name of the side in `seat`, to be said in a language (`side-white`).
    pub fn side_phrase(self, seat: usize) -> Phrase {
        let side = self.side_names().get(seat).copied().unwrap_or_default();
        Phrase::new(format!("side-{}", side.to_lowercase()))
    }
}

/// Which of the app's game modules draws a board (Medusa's draws Medusa's and Lotus's boards),
/// by the module's name; each module defines its constant (`GameBoard::MEDEA`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct GameBoard(pub &'static str);

/// A player's seat: the index of a side in its game's order of sides (Medusa's Black 0 and
/// White 1, Medea's White 0 and Black 1). Who plays which side is kept by seat.
pub trait Seat: Copy {
    /// The side's index, 0 or 1.
    fn seat(self) -> usize;
}

impl Seat for usize {
    fn seat(self) -> usize {
        self
    }
}

impl Seat for Side {
    fn seat(self) -> usize {
        self.index()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_seat_is_the_side_to_move_in_a_fresh_game() {
        for kind in GameKind::all() {
            let first = AnyGame::fresh(kind).seat_to_move();
            assert_eq!(
                kind.seats_in_play_order(),
                [first, 1 - first],
                "{}",
                kind.name()
            );
        }
    }
}
