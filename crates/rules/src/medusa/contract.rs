//! Medusa and Lotus keep the contract of every game ([`GameRules`], [`GameRecord`]): one core
//! for two games, told apart by the board ([`Variant`]). A move is a whole turn (`j10 q15-s15`,
//! `pass`, `resign`); a turn is built action by action, so there is no list of legal moves,
//! and no FEN.

use super::colour::Colour;
use super::diagram::diagram;
use super::effect::Effect;
use super::game::Game;
use super::position::DEFAULT_KOMI;
use super::record::Record;
use super::topology::Variant;
use super::turn::Turn;
use crate::contract::{GameId, GameOptions, GameRecord, GameRules, record_forms};
use crate::text_record::quote;

/// Medusa, on its 210-cell board with movement.
pub const MEDUSA: GameId = GameId {
    id: "medusa",
    name: "Medusa",
    move_word: "turn",
};

/// Lotus, Medusa's rules on the 72-point Kensington board, placement only.
pub const LOTUS: GameId = GameId {
    id: "lotus",
    name: "Lotus",
    move_word: "turn",
};

impl Variant {
    /// The game played on this board.
    pub fn game(self) -> GameId {
        match self {
            Variant::Medusa => MEDUSA,
            Variant::Lotus => LOTUS,
        }
    }
}

impl GameRules for Game {
    type Move = Turn;
    type Effect = Effect;
    type Record = Record;

    const SIDES: [&'static str; 2] = ["Black", "White"];

    fn new_game(game: GameId, options: &GameOptions) -> Result<Game, String> {
        let variant = Variant::from_name(game.id)
            .ok_or_else(|| format!("{} is not played by Medusa's rules", game.name))?;
        options.only(game, &["komi"])?;
        let komi = options.whole::<i8>("komi")?.unwrap_or(DEFAULT_KOMI);
        Game::new(variant, komi).map_err(|e| e.to_string())
    }

    fn from_fen(_fen: &str) -> Result<Game, String> {
        Err("Medusa and Lotus have no FEN: a position is set up from its dump".to_string())
    }

    fn game(&self) -> GameId {
        self.variant().game()
    }

    fn to_move(&self) -> usize {
        self.position().to_move().index()
    }

    fn turns_played(&self) -> usize {
        self.turns().len()
    }

    fn parse_move(&self, token: &str) -> Result<Turn, String> {
        Turn::parse(token, self.topology(), self.position().to_move())
    }

    fn write_move(&self, turn: &Turn) -> String {
        turn.notation(self.topology(), self.position().to_move())
    }

    /// Medusa and Lotus end by resignation or by the count: no draw is agreed.
    fn has_draws_by_agreement(&self) -> bool {
        false
    }

    /// After the two final passes the players agree which groups are dead.
    fn awaits_agreement(&self) -> bool {
        self.position().marking().is_some()
    }

    /// Reverses the groups of `agreed` (one stone of each, blank-separated, as a record's
    /// `dead` line names them) and counts the game.
    fn conclude_agreement(&mut self, agreed: &str) -> Result<(), String> {
        if self.position().marking().is_none() {
            return Err("dead groups are marked only after the two final passes".to_string());
        }
        let topology = self.topology();
        let mut points = Vec::new();
        for name in agreed.split_whitespace() {
            let point = topology.point(name).ok_or_else(|| {
                format!(
                    "{} is not a {} of the board",
                    quote(name),
                    topology.point_word()
                )
            })?;
            points.push(point);
        }
        let saved = self.clone();
        self.conclude_with_dead(&points).map_err(|error| {
            let message = error.describe(topology);
            *self = saved;
            message
        })?;
        Ok(())
    }

    /// A pass is played on the board (it moves the marker); a resignation is not.
    fn is_board_move(&self, turn: &Turn) -> bool {
        !matches!(turn, Turn::Resign(_))
    }

    fn play(&mut self, turn: &Turn) -> Result<Vec<Effect>, String> {
        self.play_turn(turn)
            .map_err(|e| e.describe(self.topology()))
    }

    fn undo(&mut self) -> bool {
        Game::undo(self)
    }

    fn legal_moves(&self) -> Option<Vec<Turn>> {
        None
    }

    fn outcome(&self) -> Option<String> {
        self.position().outcome().map(|outcome| outcome.summary())
    }

    fn settle(&mut self) -> Result<(), String> {
        self.conclude_as_it_stands()
            .map_err(|e| e.describe(self.topology()))
    }

    fn dump(&self) -> String {
        self.position().dump()
    }

    fn diagram(&self) -> String {
        diagram(self.position())
    }

    fn fen(&self) -> Option<String> {
        None
    }

    fn material(&self) -> [usize; 2] {
        let board = self.position().board();
        Colour::ALL.map(|colour| board.stones(colour).len())
    }

    fn record(&self, headers: Vec<(String, String)>) -> Record {
        Record::of_game(self, headers)
    }
}

impl GameRecord for Record {
    type Game = Game;

    record_forms!(
        |record: &Record| record.variant.game(),
        |record: &Record| record.turns.len()
    );

    /// The turns, and the count once the dead groups are agreed.
    fn steps(&self) -> usize {
        self.turns.len() + usize::from(self.dead.is_some())
    }

    /// The first `steps` turns; the dead groups too once every turn is in.
    fn prefix(&self, steps: usize) -> Record {
        let mut prefix = self.clone();
        if steps <= self.turns.len() {
            prefix.turns.truncate(steps);
            prefix.dead = None;
        }
        prefix
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_turn_is_read_played_written_and_taken_back() {
        let options = GameOptions::new().with("komi", 0);
        let mut game = <Game as GameRules>::new_game(LOTUS, &options).expect("a Lotus game");
        assert_eq!((GameRules::game(&game), game.komi()), (LOTUS, 0));
        assert_eq!(GameRules::to_move(&game), 0);
        let turn = game.parse_move("17").expect("a point of the board");
        assert_eq!(game.write_move(&turn), "17");
        let effects = GameRules::play(&mut game, &turn).expect("a legal turn");
        assert!(!effects.is_empty());
        assert_eq!((GameRules::to_move(&game), game.turns_played()), (1, 1));
        assert_eq!(
            GameRules::play(&mut game, &turn),
            Err("17 is occupied".to_string())
        );
        assert!(GameRules::undo(&mut game));
        assert_eq!(game.turns_played(), 0);
        assert_eq!(game.legal_moves(), None);
        assert_eq!(GameRules::fen(&game), None);
        assert!(<Game as GameRules>::new_game(MEDUSA, &GameOptions::default()).is_ok());
    }
}
