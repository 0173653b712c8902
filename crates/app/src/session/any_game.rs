//! The games the app plays, behind one type, and the session's one list of them: which game a
//! match is ([`GameKind`], the title screen's cards), the game itself ([`AnyGame`]), a move of
//! any game ([`GameMove`], Medusa's [`MedusaMove`]), what the core reported of it
//! ([`Effects`]), the computer's [`Suggestion`] read from its move, and the intents that play
//! a record's step. What every game answers alike is asked through the cores' one
//! contract ([`DynGame`]); each match over the games here is exhaustive, so a game joins by
//! one arm in each. What a game is beyond that, its board, pieces and clicks, is read through
//! the game's own accessor by the game's own systems.

use std::any::Any;

use super::game_match::{ChangeKind, GameChanged, Intent, Match};
use medusa_rules::medusa::{Action, Turn};
use medusa_rules::{DynGame, DynRecord, GAMES, GameId, GameOptions, GameRules};
use medusa_rules::{medea, medusa, pillars};

/// A game the app offers: a card on the title screen.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum GameKind {
    /// Medusa on its 210-cell board.
    Medusa,
    /// Lotus, Medusa's rules on the 72-point Kensington board.
    Lotus,
    /// Medea, draughts on 8 x 8 with a transmitter.
    Medea,
    /// Pillars of Medusa, chess on 11 x 11 with a Medusa and a Morph.
    Pillars,
}

/// Which of the app's game modules draws a board: Medusa's draws Medusa's and Lotus's boards,
/// Medea's the 8 x 8 board, Pillars' the 11 x 11 board.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum GameBoard {
    Medusa,
    Medea,
    Pillars,
}

impl GameKind {
    /// Every game, in the title screen's order.
    pub const ALL: [GameKind; 4] = [
        GameKind::Medusa,
        GameKind::Lotus,
        GameKind::Medea,
        GameKind::Pillars,
    ];

    /// The game as its core and its records name it.
    pub fn id(self) -> GameId {
        match self {
            GameKind::Medusa => medusa::MEDUSA,
            GameKind::Lotus => medusa::LOTUS,
            GameKind::Medea => medea::MEDEA,
            GameKind::Pillars => pillars::PILLARS,
        }
    }

    /// The game the core calls `id`, if the app offers it.
    pub fn of(id: GameId) -> Option<GameKind> {
        GameKind::ALL.into_iter().find(|kind| kind.id() == id)
    }

    /// The game's name.
    pub fn name(self) -> &'static str {
        self.id().name
    }

    /// The options of a new game of this kind as the title sets it up: Medusa's and Lotus's
    /// komi; none in the other games.
    pub fn options(self, komi: i8) -> GameOptions {
        match self.medusa_variant() {
            Some(_) => GameOptions::new().with("komi", komi),
            None => GameOptions::new(),
        }
    }

    /// The app module that draws this game's board.
    pub fn board(self) -> GameBoard {
        match self {
            GameKind::Medusa | GameKind::Lotus => GameBoard::Medusa,
            GameKind::Medea => GameBoard::Medea,
            GameKind::Pillars => GameBoard::Pillars,
        }
    }

    /// The Medusa board this game is played on, for Medusa and Lotus.
    pub fn medusa_variant(self) -> Option<medusa::Variant> {
        match self {
            GameKind::Medusa => Some(medusa::Variant::Medusa),
            GameKind::Lotus => Some(medusa::Variant::Lotus),
            GameKind::Medea | GameKind::Pillars => None,
        }
    }

    /// The seat of White (Black has the other).
    pub fn white_seat(self) -> usize {
        match self {
            GameKind::Medusa | GameKind::Lotus => medusa::Colour::White.seat(),
            GameKind::Medea => medea::Colour::White.seat(),
            GameKind::Pillars => pillars::Colour::White.seat(),
        }
    }

    /// The seat of the side with the dark pieces (Black in every game).
    pub fn dark_seat(self) -> usize {
        1 - self.white_seat()
    }

    /// The seats in the order the sides play: the first player's, then the other's. Lists
    /// of the two sides (the title's players, the replay bar's) follow it in every game.
    pub fn seats_in_play_order(self) -> [usize; 2] {
        let first = match self {
            GameKind::Medusa | GameKind::Lotus => self
                .medusa_variant()
                .map_or(0, |variant| variant.topology().first_player().seat()),
            GameKind::Medea => medea::Colour::White.seat(),
            GameKind::Pillars => pillars::Colour::White.seat(),
        };
        [first, 1 - first]
    }

    /// The names of the two sides, by seat.
    pub fn side_names(self) -> [&'static str; 2] {
        match self.board() {
            GameBoard::Medusa => medusa::Game::SIDES,
            GameBoard::Medea => medea::Game::SIDES,
            GameBoard::Pillars => pillars::Game::SIDES,
        }
    }
}

impl From<medusa::Variant> for GameKind {
    fn from(variant: medusa::Variant) -> GameKind {
        match variant {
            medusa::Variant::Medusa => GameKind::Medusa,
            medusa::Variant::Lotus => GameKind::Lotus,
        }
    }
}

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

impl Seat for medusa::Colour {
    fn seat(self) -> usize {
        self.index()
    }
}

impl Seat for medea::Colour {
    fn seat(self) -> usize {
        self.index()
    }
}

/// What a player of Medusa or Lotus does: an action of the core, a complete pass, or the end
/// of the turn played after `turn` earlier turns, if it is still the turn in progress and can
/// do nothing more (a turn that ends by itself; otherwise nothing happens).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum MedusaMove {
    /// An action of the turn (or of the marking of dead groups).
    Act(Action),
    /// A complete pass, a turn in which nothing was done.
    Pass,
    /// The end of a turn that ends by itself.
    FinishTurn { turn: usize },
    /// The end of the turn played after `turn` earlier turns, if it is still the turn in
    /// progress and has begun, whatever more it could do: a lesson's turn once the step's
    /// verdict on it is known (otherwise nothing happens).
    CloseTurn { turn: usize },
}

impl MedusaMove {
    /// What plays `turn` in `game`: its actions and, when the players are marking dead groups
    /// and the turn is not a resignation, first going back to play (as a record is read).
    pub fn turn(turn: &Turn, game: &medusa::Game) -> Vec<MedusaMove> {
        let resume = game.position().marking().is_some() && !matches!(turn, Turn::Resign(_));
        resume
            .then_some(Action::ResumePlay)
            .into_iter()
            .chain(turn.actions(game.topology()))
            .map(MedusaMove::Act)
            .collect()
    }
}

/// A move of any game, as its player makes it.
#[derive(Clone, PartialEq, Debug)]
pub enum GameMove {
    /// Medusa's or Lotus's.
    Medusa(MedusaMove),
    /// Medea's.
    Medea(medea::Move),
    /// Pillars of Medusa's.
    Pillars(pillars::Move),
}

impl GameMove {
    /// What ends the turn played after `turn` earlier turns, if it is still the turn in
    /// progress and has begun (a lesson's turn whose verdict is known): only Medusa's turns
    /// are made of several actions; the other games' moves end by themselves.
    pub fn close_turn(turn: usize) -> GameMove {
        GameMove::Medusa(MedusaMove::CloseTurn { turn })
    }

    /// Whether this accepts what the players are to agree on (Medusa's dead groups), which an
    /// online game leaves to the server.
    pub fn accepts_agreement(&self) -> bool {
        matches!(
            self,
            GameMove::Medusa(MedusaMove::Act(Action::AcceptMarking(_)))
        )
    }
}

impl From<MedusaMove> for GameMove {
    fn from(mv: MedusaMove) -> GameMove {
        GameMove::Medusa(mv)
    }
}

impl From<Action> for GameMove {
    fn from(action: Action) -> GameMove {
        GameMove::Medusa(MedusaMove::Act(action))
    }
}

impl From<medea::Move> for GameMove {
    fn from(mv: medea::Move) -> GameMove {
        GameMove::Medea(mv)
    }
}

impl From<pillars::Move> for GameMove {
    fn from(mv: pillars::Move) -> GameMove {
        GameMove::Pillars(mv)
    }
}

/// What the core reported of a change, in order, in the game's own terms.
#[derive(Clone, Debug, PartialEq, Default)]
pub enum Effects {
    /// Nothing to show step by step (a new game, an undo).
    #[default]
    None,
    /// Medusa's or Lotus's effects.
    Medusa(Vec<medusa::Effect>),
    /// Medea's effects.
    Medea(Vec<medea::Effect>),
    /// Pillars of Medusa's effects.
    Pillars(Vec<pillars::Effect>),
}

impl Effects {
    /// Medusa's effects (none for another game's change).
    pub fn medusa(&self) -> &[medusa::Effect] {
        match self {
            Effects::Medusa(effects) => effects,
            Effects::None | Effects::Medea(_) | Effects::Pillars(_) => &[],
        }
    }

    /// Medea's effects (none for another game's change).
    pub fn medea(&self) -> &[medea::Effect] {
        match self {
            Effects::Medea(effects) => effects,
            Effects::None | Effects::Medusa(_) | Effects::Pillars(_) => &[],
        }
    }

    /// Pillars of Medusa's effects (none for another game's change).
    pub fn pillars(&self) -> &[pillars::Effect] {
        match self {
            Effects::Pillars(effects) => effects,
            Effects::None | Effects::Medusa(_) | Effects::Medea(_) => &[],
        }
    }

    /// Whether these effects end the game.
    pub fn end_the_game(&self) -> bool {
        match self {
            Effects::None => false,
            Effects::Medusa(effects) => effects
                .iter()
                .any(|e| matches!(e, medusa::Effect::GameEnded(_))),
            Effects::Medea(effects) => effects
                .iter()
                .any(|e| matches!(e, medea::Effect::GameEnded { .. })),
            Effects::Pillars(effects) => effects
                .iter()
                .any(|e| matches!(e, pillars::Effect::GameEnded(_))),
        }
    }
}

/// What a search suggests: a whole turn of Medusa, or a move of the other games.
#[derive(Clone, Debug, PartialEq)]
pub enum Suggestion {
    Medusa(medusa::Turn),
    Medea(medea::Move),
    Pillars(pillars::Move),
}

impl Suggestion {
    /// The intents that play the suggestion in `game` (none if it is of another game).
    pub fn intents(&self, game: &AnyGame) -> Vec<Intent> {
        let intents = match self {
            Suggestion::Medusa(turn) => game.medusa().map(|game| {
                let moves = MedusaMove::turn(turn, game);
                moves.into_iter().map(Intent::from).collect()
            }),
            Suggestion::Medea(mv) => game.medea().map(|_| vec![Intent::from(*mv)]),
            Suggestion::Pillars(mv) => game.pillars().map(|_| vec![Intent::from(*mv)]),
        };
        intents.unwrap_or_default()
    }

    /// Medusa's turn, if this is one.
    pub fn medusa_turn(&self) -> Option<&medusa::Turn> {
        match self {
            Suggestion::Medusa(turn) => Some(turn),
            Suggestion::Medea(_) | Suggestion::Pillars(_) => None,
        }
    }
}

/// Why a move for a third player was refused.
const NO_SUCH_SEAT: &str = "there are two players: no such player";

/// Why a move of another game, or a draw in a game without draws, was refused.
fn not_this_game(kind: GameKind) -> String {
    format!("that is not a move in {}", kind.name())
}

/// The change a game's core reported, as its `effects`, or its refusal in words.
fn played<T, E: ToString>(
    result: Result<Vec<T>, E>,
    effects: fn(Vec<T>) -> Effects,
) -> Result<GameChanged, String> {
    result
        .map(|reported| GameChanged::played(effects(reported)))
        .map_err(|e| e.to_string())
}

/// A game of any kind, from its start to now.
#[derive(Clone, PartialEq, Debug)]
pub enum AnyGame {
    /// Medusa or Lotus.
    Medusa(Box<medusa::Game>),
    /// Medea.
    Medea(Box<medea::Game>),
    /// Pillars of Medusa.
    Pillars(Box<pillars::Game>),
}

impl From<medusa::Game> for AnyGame {
    fn from(game: medusa::Game) -> AnyGame {
        AnyGame::Medusa(Box::new(game))
    }
}

impl From<medea::Game> for AnyGame {
    fn from(game: medea::Game) -> AnyGame {
        AnyGame::Medea(Box::new(game))
    }
}

impl From<pillars::Game> for AnyGame {
    fn from(game: pillars::Game) -> AnyGame {
        AnyGame::Pillars(Box::new(game))
    }
}

/// `value`, a game or a record of the game `id` behind [`Any`], as its own type `T`.
pub(crate) fn own<T: Any>(value: Box<dyn Any>, id: GameId) -> Result<Box<T>, String> {
    value.downcast().map_err(|_| not_played(id))
}

/// Why a game or a record of the game `id` cannot be taken into the app.
pub(crate) fn not_played(id: GameId) -> String {
    format!("the app does not play {}", id.name)
}

impl AnyGame {
    /// The game at its start: a fresh game of `kind` (Medusa's with `komi`), or why it
    /// cannot be set up.
    pub fn start(kind: GameKind, komi: i8) -> Result<AnyGame, String> {
        let entry = GAMES.find(kind.id().id).map_err(|e| e.to_string())?;
        AnyGame::from_dyn(entry.start(&kind.options(komi))?)
    }

    /// The game behind `game`, one the app offers, or why the app cannot play it.
    pub fn from_dyn(game: Box<dyn DynGame>) -> Result<AnyGame, String> {
        let id = game.game();
        let kind = GameKind::of(id).ok_or_else(|| not_played(id))?;
        let game = game.into_any();
        Ok(match kind.board() {
            GameBoard::Medusa => AnyGame::Medusa(own(game, id)?),
            GameBoard::Medea => AnyGame::Medea(own(game, id)?),
            GameBoard::Pillars => AnyGame::Pillars(own(game, id)?),
        })
    }

    /// The game through the contract every game keeps.
    pub fn as_dyn(&self) -> &dyn DynGame {
        match self {
            AnyGame::Medusa(game) => game.as_ref(),
            AnyGame::Medea(game) => game.as_ref(),
            AnyGame::Pillars(game) => game.as_ref(),
        }
    }

    /// The game to change through the contract every game keeps.
    pub fn as_dyn_mut(&mut self) -> &mut dyn DynGame {
        match self {
            AnyGame::Medusa(game) => game.as_mut(),
            AnyGame::Medea(game) => game.as_mut(),
            AnyGame::Pillars(game) => game.as_mut(),
        }
    }

    /// A fresh game of `kind`, Medusa's and Lotus's with the default komi.
    pub fn fresh(kind: GameKind) -> AnyGame {
        let medusa = |variant| {
            let start = medusa::Position::start(variant);
            AnyGame::from(medusa::Game::from_position(start, medusa::DEFAULT_KOMI))
        };
        match kind {
            GameKind::Medusa => medusa(medusa::Variant::Medusa),
            GameKind::Lotus => medusa(medusa::Variant::Lotus),
            GameKind::Medea => medea::Game::new().into(),
            GameKind::Pillars => pillars::Game::new().into(),
        }
    }

    /// The komi of the game, where it has one (Medusa's and Lotus's).
    pub fn komi(&self) -> Option<i8> {
        self.medusa().map(medusa::Game::komi)
    }

    /// Which game this is.
    pub fn kind(&self) -> GameKind {
        match self {
            AnyGame::Medusa(game) => game.variant().into(),
            AnyGame::Medea(_) => GameKind::Medea,
            AnyGame::Pillars(_) => GameKind::Pillars,
        }
    }

    /// The Medusa or Lotus game, if this is one.
    pub fn medusa(&self) -> Option<&medusa::Game> {
        match self {
            AnyGame::Medusa(game) => Some(game),
            AnyGame::Medea(_) | AnyGame::Pillars(_) => None,
        }
    }

    /// The Medusa or Lotus game to change, if this is one.
    pub fn medusa_mut(&mut self) -> Option<&mut medusa::Game> {
        match self {
            AnyGame::Medusa(game) => Some(game),
            AnyGame::Medea(_) | AnyGame::Pillars(_) => None,
        }
    }

    /// The Medea game, if this is one.
    pub fn medea(&self) -> Option<&medea::Game> {
        match self {
            AnyGame::Medea(game) => Some(game),
            AnyGame::Medusa(_) | AnyGame::Pillars(_) => None,
        }
    }

    /// The Pillars of Medusa game, if this is one.
    pub fn pillars(&self) -> Option<&pillars::Game> {
        match self {
            AnyGame::Pillars(game) => Some(game),
            AnyGame::Medusa(_) | AnyGame::Medea(_) => None,
        }
    }

    /// The seat of the side to move (in Medusa's marking, the side whose turn it would be).
    pub fn seat_to_move(&self) -> usize {
        self.as_dyn().to_move()
    }

    /// How many turns have been completed.
    pub fn turn_count(&self) -> usize {
        self.as_dyn().turns_played()
    }

    /// How many actions of the turn in progress have been played (Medusa's turns are made of
    /// actions; a move of the other games is one).
    pub fn actions_in_progress(&self) -> usize {
        match self {
            AnyGame::Medusa(game) => game.actions_in_progress().len(),
            AnyGame::Medea(_) | AnyGame::Pillars(_) => 0,
        }
    }

    /// The moves or turns completed, as the records write them.
    pub fn moves(&self) -> Vec<String> {
        self.as_dyn().record(Vec::new()).tokens()
    }

    /// Whether the game has ended.
    pub fn is_over(&self) -> bool {
        self.result_line().is_some()
    }

    /// The result of a finished game in a sentence ("White wins by 207 points (210 to 3)",
    /// "Black wins: White has no legal move").
    pub fn result_line(&self) -> Option<String> {
        self.as_dyn().outcome()
    }

    /// Whether the player in `seat` may resign now (the game's own rule).
    pub fn may_resign(&self, seat: usize) -> bool {
        match self {
            AnyGame::Medusa(game) => game.position().outcome().is_none(),
            AnyGame::Medea(game) => medea::Colour::ALL
                .get(seat)
                .is_some_and(|&side| game.may_resign(side)),
            AnyGame::Pillars(game) => pillars::Colour::ALL
                .get(seat)
                .is_some_and(|&side| game.may_resign(side)),
        }
    }

    /// Whether the players may end the game by agreeing a draw (not in Medusa and Lotus).
    pub fn has_draws_by_agreement(&self) -> bool {
        self.as_dyn().has_draws_by_agreement()
    }

    /// Whether the game has begun and not yet ended: worth going on with.
    pub fn is_in_progress(&self) -> bool {
        match self {
            AnyGame::Medusa(game) => game.is_in_progress(),
            AnyGame::Medea(game) => !game.turns().is_empty() && !game.is_over(),
            AnyGame::Pillars(game) => !game.turns().is_empty() && !game.is_over(),
        }
    }

    /// Whether a person can play in this state: in play, or (in Medusa) marking dead groups,
    /// where both players act.
    pub fn awaits(&self) -> Awaits {
        match self {
            AnyGame::Medusa(game) => {
                let position = game.position();
                if position.marking().is_some() {
                    Awaits::Both
                } else if position.is_playing() {
                    Awaits::Seat(position.to_move().seat())
                } else {
                    Awaits::Nobody
                }
            }
            AnyGame::Medea(game) if game.is_over() => Awaits::Nobody,
            AnyGame::Medea(game) => Awaits::Seat(game.position().to_move().seat()),
            AnyGame::Pillars(game) if game.is_over() => Awaits::Nobody,
            AnyGame::Pillars(game) => Awaits::Seat(game.to_move().seat()),
        }
    }

    /// Takes back the last thing done: an action of a turn in progress or a whole turn.
    /// Whether there was anything to take back.
    pub fn undo(&mut self) -> bool {
        self.as_dyn_mut().undo()
    }

    /// Plays `mv` through the core. Returns the change, or why the core refused (a sentence
    /// for the player).
    pub fn play(&mut self, mv: &GameMove) -> Result<GameChanged, String> {
        match (self, mv) {
            (AnyGame::Medusa(game), GameMove::Medusa(mv)) => {
                let topology = game.topology();
                let action = match *mv {
                    MedusaMove::Act(action) => action,
                    MedusaMove::FinishTurn { .. } | MedusaMove::CloseTurn { .. } => Action::EndTurn,
                    MedusaMove::Pass => {
                        let effects = game.pass().map_err(|e| e.describe(topology))?;
                        return Ok(GameChanged::played(Effects::Medusa(effects)));
                    }
                };
                let effects = game.apply(action).map_err(|e| e.describe(topology))?;
                // A resignation takes back the turn in progress: show the position at once.
                let kind = match action {
                    Action::Resign(_) => ChangeKind::Jumped,
                    _ => ChangeKind::Played,
                };
                Ok(GameChanged {
                    kind,
                    effects: Effects::Medusa(effects),
                })
            }
            (AnyGame::Medea(game), GameMove::Medea(mv)) => played(game.play(mv), Effects::Medea),
            (AnyGame::Pillars(game), GameMove::Pillars(mv)) => {
                played(game.play(*mv), Effects::Pillars)
            }
            (game @ AnyGame::Medusa(_), GameMove::Medea(_) | GameMove::Pillars(_))
            | (game @ AnyGame::Medea(_), GameMove::Medusa(_) | GameMove::Pillars(_))
            | (game @ AnyGame::Pillars(_), GameMove::Medusa(_) | GameMove::Medea(_)) => {
                Err(not_this_game(game.kind()))
            }
        }
    }

    /// Whether `mv` would do nothing now: the end of a turn that ends by itself, once that
    /// turn is no longer the one in progress or can still do more.
    pub fn plays_nothing(&self, mv: &GameMove) -> bool {
        match mv {
            GameMove::Medusa(MedusaMove::FinishTurn { turn }) => !self.turn_finishes(*turn),
            GameMove::Medusa(MedusaMove::CloseTurn { turn }) => !self.turn_begun(*turn),
            GameMove::Medusa(MedusaMove::Act(_) | MedusaMove::Pass)
            | GameMove::Medea(_)
            | GameMove::Pillars(_) => false,
        }
    }

    /// Whether turn number `turn` (counting the turns played before it) is the turn in
    /// progress and can do nothing more than end.
    pub fn turn_finishes(&self, turn: usize) -> bool {
        self.medusa().is_some_and(|game| {
            let position = game.position();
            game.turns().len() == turn && position.turn_started() && !position.can_still_act()
        })
    }

    /// Whether turn number `turn` (counting the turns played before it) is the turn in
    /// progress and has begun.
    pub fn turn_begun(&self, turn: usize) -> bool {
        self.medusa().is_some_and(|game| {
            let position = game.position();
            game.turns().len() == turn && position.is_playing() && position.turn_started()
        })
    }

    /// The most ways of ending a turn in progress that [`AnyGame::turn_endings`] weighs.
    const MOST_ENDINGS: usize = 400;

    /// The ways the turn in progress can still end, as the records write a turn: first ended
    /// as it stands, then with more movements (Medusa's turns are made of actions). `None`
    /// when no turn is in progress (the other games' moves are whole), or when the ways are
    /// too many to weigh.
    pub fn turn_endings(&self) -> Option<Vec<String>> {
        let game = self.medusa()?;
        let player = game.position().to_move();
        let endings = game.turn_endings(Self::MOST_ENDINGS)?;
        Some(
            endings
                .iter()
                .map(|turn| turn.notation(game.topology(), player))
                .collect(),
        )
    }

    /// The player in `seat` resigns.
    pub fn resign(&mut self, seat: usize) -> Result<GameChanged, String> {
        fn side<C: Copy>(sides: [C; 2], seat: usize) -> Result<C, String> {
            sides
                .get(seat)
                .copied()
                .ok_or_else(|| NO_SUCH_SEAT.to_string())
        }
        match self {
            AnyGame::Medusa(_) => {
                let colour = side(medusa::Colour::ALL, seat)?;
                self.play(&GameMove::from(Action::Resign(colour)))
            }
            AnyGame::Medea(game) => {
                let side = side(medea::Colour::ALL, seat)?;
                played(game.resign_side(side), Effects::Medea)
            }
            AnyGame::Pillars(game) => {
                let side = side(pillars::Colour::ALL, seat)?;
                played(game.resign_side(side), Effects::Pillars)
            }
        }
    }

    /// The intents that play step `step` of `record` on this game, the game after the steps
    /// before it (none if the record is of another game, or has no such step).
    pub fn record_step(&self, record: &dyn DynRecord, step: usize) -> Vec<Intent> {
        let record = record.as_any();
        let intents = match self {
            AnyGame::Medusa(game) => record.downcast_ref::<medusa::Record>().map(|record| {
                let moves = match record.turns.get(step) {
                    Some(turn) => MedusaMove::turn(turn, game),
                    None => match &record.dead {
                        Some(dead) if step == record.turns.len() => game
                            .concluding_actions(dead)
                            .into_iter()
                            .map(MedusaMove::Act)
                            .collect(),
                        _ => Vec::new(),
                    },
                };
                moves.into_iter().map(Intent::from).collect()
            }),
            AnyGame::Medea(game) => record.downcast_ref::<medea::Record>().map(|record| {
                let position = game.position();
                match record.entries.get(step) {
                    Some(medea::Entry::Move(notation)) => position
                        .parse_move(&notation.to_string())
                        .map(Intent::from)
                        .into_iter()
                        .collect(),
                    Some(medea::Entry::Resign(side)) => {
                        vec![Intent::Resign(side.unwrap_or(position.to_move()).index())]
                    }
                    Some(medea::Entry::Draw) => vec![Intent::AgreeDraw],
                    None => Vec::new(),
                }
            }),
            AnyGame::Pillars(_) => record.downcast_ref::<pillars::Record>().map(|record| {
                match record.turns.get(step) {
                    Some(pillars::Turn::Move(mv)) => vec![Intent::from(*mv)],
                    Some(pillars::Turn::Resign(side)) => vec![Intent::Resign(side.index())],
                    Some(pillars::Turn::Draw) => vec![Intent::AgreeDraw],
                    None => Vec::new(),
                }
            }),
        };
        intents.unwrap_or_default()
    }

    /// The intents that play `token` (a move or turn as the records write it, as the online
    /// server sends the opponent's) on this game, or why it is not one here.
    pub fn token_intents(&self, token: &str) -> Result<Vec<Intent>, String> {
        Ok(match self {
            AnyGame::Medusa(game) => {
                MedusaMove::turn(&GameRules::parse_move(game.as_ref(), token)?, game)
                    .into_iter()
                    .map(Intent::from)
                    .collect()
            }
            AnyGame::Medea(game) => match GameRules::parse_move(game.as_ref(), token)? {
                medea::Turn::Move(mv) => vec![Intent::from(mv)],
                medea::Turn::Resign(side) => vec![Intent::Resign(side.index())],
                medea::Turn::Draw => vec![Intent::AgreeDraw],
            },
            AnyGame::Pillars(game) => match GameRules::parse_move(game.as_ref(), token)? {
                pillars::Turn::Move(mv) => vec![Intent::from(mv)],
                pillars::Turn::Resign(side) => vec![Intent::Resign(side.index())],
                pillars::Turn::Draw => vec![Intent::AgreeDraw],
            },
        })
    }

    /// The move or turn `token` (as the records write it) as a suggestion to draw on the
    /// board, if it is one that can be played here (a resignation or a draw is not drawn).
    pub fn suggestion_of(&self, token: &str) -> Option<Suggestion> {
        match self {
            AnyGame::Medusa(game) => GameRules::parse_move(game.as_ref(), token)
                .ok()
                .map(Suggestion::Medusa),
            AnyGame::Medea(game) => match GameRules::parse_move(game.as_ref(), token).ok()? {
                medea::Turn::Move(mv) => Some(Suggestion::Medea(mv)),
                medea::Turn::Resign(_) | medea::Turn::Draw => None,
            },
            AnyGame::Pillars(game) => match GameRules::parse_move(game.as_ref(), token).ok()? {
                pillars::Turn::Move(mv) => Some(Suggestion::Pillars(mv)),
                pillars::Turn::Resign(_) | pillars::Turn::Draw => None,
            },
        }
    }

    /// The players agree a draw, in the games that have draws by agreement.
    pub fn agree_draw(&mut self) -> Result<GameChanged, String> {
        match self {
            AnyGame::Medusa(game) => Err(not_this_game(game.variant().into())),
            AnyGame::Medea(game) => played(game.agree_draw(), Effects::Medea),
            AnyGame::Pillars(game) => played(game.agree_draw(), Effects::Pillars),
        }
    }
}

/// The komi a new game of Medusa or Lotus has unless the player sets another.
pub const DEFAULT_KOMI: i8 = medusa::DEFAULT_KOMI;

impl Match {
    /// The Medusa or Lotus game, if the match is one.
    pub fn medusa(&self) -> Option<&medusa::Game> {
        self.game.medusa()
    }
}

/// Who the game waits for.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Awaits {
    /// The player in this seat.
    Seat(usize),
    /// Both players (Medusa's marking of dead groups).
    Both,
    /// Nobody: the game is over.
    Nobody,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_third_player_cannot_resign_in_any_game() {
        for kind in GameKind::ALL {
            let mut game = AnyGame::fresh(kind);
            assert_eq!(
                game.resign(2).map(|_| ()),
                Err(NO_SUCH_SEAT.to_string()),
                "{}",
                kind.name()
            );
            assert!(!game.is_over(), "{}", kind.name());
        }
    }

    #[test]
    fn a_move_of_another_game_is_refused_naming_the_game() {
        let mut lotus = AnyGame::fresh(GameKind::Lotus);
        let pillars = AnyGame::fresh(GameKind::ALL[3]);
        let Some(mv) = pillars
            .pillars()
            .and_then(|game| game.legal_moves().first().copied())
        else {
            panic!("a move at the start of Pillars of Medusa");
        };
        assert_eq!(
            lotus.play(&GameMove::from(mv)).map(|_| ()),
            Err("that is not a move in Lotus".to_string())
        );
        assert_eq!(lotus.turn_count(), 0);
    }
}
