//! Medusa and Lotus in the session: their kinds and board ([`GameKind::MEDUSA`],
//! [`GameKind::LOTUS`], [`GameBoard::MEDUSA`]), a move of their players ([`MedusaMove`]), and
//! what the session asks of their game ([`SessionGame`]): turns made of actions, passes, and
//! the agreement on dead groups.

use medusa_locale::Phrase;
use medusa_rules::medusa::{self, Action, Colour, Turn, Variant};
use medusa_rules::{DynRecord, GameRules};

use crate::session::{
    AnyGame, Awaits, ChangeKind, Effects, GameBoard, GameChanged, GameEffect, GameKind, GameMove,
    Intent, KindEntry, Match, PlayerMove, Seat, SessionGame, Suggestion, no_such_seat,
    not_this_game, take, unreadable,
};

use super::refusals::action_refusal;

/// The komi a new game of Medusa or Lotus has unless the player sets another.
pub const DEFAULT_KOMI: i8 = medusa::DEFAULT_KOMI;

impl GameBoard {
    /// The board of Medusa and Lotus.
    pub const MEDUSA: GameBoard = GameBoard("medusa");
}

/// What the session knows of Medusa or Lotus played on `variant`'s board.
const fn entry(variant: Variant, fresh: fn() -> AnyGame, first_seat: fn() -> usize) -> KindEntry {
    KindEntry {
        id: match variant {
            Variant::Medusa => medusa::MEDUSA,
            Variant::Lotus => medusa::LOTUS,
        },
        board: GameBoard::MEDUSA,
        sides: <medusa::Game as GameRules>::SIDES,
        white_seat: Colour::White.index(),
        first_seat,
        board_has_sides: false,
        default_komi: Some(DEFAULT_KOMI),
        fresh,
        take: take::<medusa::Game>,
    }
}

/// A fresh game on `variant`'s board, with the default komi.
fn fresh(variant: Variant) -> AnyGame {
    let start = medusa::Position::start(variant);
    AnyGame::from(medusa::Game::from_position(start, DEFAULT_KOMI))
}

/// The seat of the side that plays first on `variant`'s board.
fn first_seat(variant: Variant) -> usize {
    variant.topology().first_player().seat()
}

static MEDUSA_ENTRY: KindEntry = entry(
    Variant::Medusa,
    || fresh(Variant::Medusa),
    || first_seat(Variant::Medusa),
);
static LOTUS_ENTRY: KindEntry = entry(
    Variant::Lotus,
    || fresh(Variant::Lotus),
    || first_seat(Variant::Lotus),
);

impl GameKind {
    /// Medusa on its 210-cell board.
    pub const MEDUSA: GameKind = GameKind(&MEDUSA_ENTRY);
    /// Lotus, Medusa's rules on the 72-point Kensington board.
    pub const LOTUS: GameKind = GameKind(&LOTUS_ENTRY);

    /// The Medusa board this game is played on, for Medusa and Lotus.
    pub fn medusa_variant(self) -> Option<Variant> {
        [Variant::Medusa, Variant::Lotus]
            .into_iter()
            .find(|&variant| GameKind::from(variant) == self)
    }
}

impl From<Variant> for GameKind {
    fn from(variant: Variant) -> GameKind {
        match variant {
            Variant::Medusa => GameKind::MEDUSA,
            Variant::Lotus => GameKind::LOTUS,
        }
    }
}

impl Seat for Colour {
    fn seat(self) -> usize {
        self.index()
    }
}

impl GameEffect for medusa::Effect {
    fn ends_the_game(&self) -> bool {
        matches!(self, medusa::Effect::GameEnded(_))
    }
}

impl Effects {
    /// Medusa's effects (none for another game's change).
    pub fn medusa(&self) -> &[medusa::Effect] {
        self.of()
    }
}

impl Suggestion {
    /// Medusa's turn, if this is one.
    pub fn medusa_turn(&self) -> Option<&Turn> {
        self.of()
    }
}

impl AnyGame {
    /// The Medusa or Lotus game, if this is one.
    pub fn medusa(&self) -> Option<&medusa::Game> {
        self.of()
    }

    /// The Medusa or Lotus game to change, if this is one.
    pub fn medusa_mut(&mut self) -> Option<&mut medusa::Game> {
        self.of_mut()
    }
}

impl Match {
    /// The Medusa or Lotus game, if the match is one.
    pub fn medusa(&self) -> Option<&medusa::Game> {
        self.game.medusa()
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

impl PlayerMove for MedusaMove {}

impl From<Action> for GameMove {
    fn from(action: Action) -> GameMove {
        GameMove::from(MedusaMove::Act(action))
    }
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

    /// The intents that play `turn` in `game`.
    fn intents(turn: &Turn, game: &medusa::Game) -> Vec<Intent> {
        MedusaMove::turn(turn, game)
            .into_iter()
            .map(Intent::from)
            .collect()
    }
}

/// The most ways of ending a turn in progress that [`SessionGame::turn_endings`] weighs.
const MOST_ENDINGS: usize = 400;

/// Whether turn number `turn` (counting the turns played before it) is the turn in progress
/// and has begun.
fn turn_begun(game: &medusa::Game, turn: usize) -> bool {
    let position = game.position();
    game.turns().len() == turn && position.is_playing() && position.turn_started()
}

impl SessionGame for medusa::Game {
    fn kind(&self) -> GameKind {
        self.variant().into()
    }

    fn actions_in_progress(&self) -> usize {
        medusa::Game::actions_in_progress(self).len()
    }

    fn may_resign(&self, _seat: usize) -> bool {
        self.position().outcome().is_none()
    }

    fn is_in_progress(&self) -> bool {
        medusa::Game::is_in_progress(self)
    }

    fn awaits(&self) -> Awaits {
        let position = self.position();
        if position.marking().is_some() {
            Awaits::Both
        } else if position.is_playing() {
            Awaits::Seat(position.to_move().seat())
        } else {
            Awaits::Nobody
        }
    }

    fn play(&mut self, mv: &GameMove) -> Result<GameChanged, Phrase> {
        let Some(&mv) = mv.of::<MedusaMove>() else {
            return Err(not_this_game(SessionGame::kind(self)));
        };
        let topology = self.topology();
        let action = match mv {
            MedusaMove::Act(action) => action,
            MedusaMove::FinishTurn { .. } | MedusaMove::CloseTurn { .. } => Action::EndTurn,
            MedusaMove::Pass => {
                let effects = self.pass().map_err(|e| action_refusal(&e, topology))?;
                return Ok(GameChanged::played(Effects::from(effects)));
            }
        };
        let effects = self
            .apply(action)
            .map_err(|e| action_refusal(&e, topology))?;
        // A resignation takes back the turn in progress: show the position at once.
        let kind = match action {
            Action::Resign(_) => ChangeKind::Jumped,
            _ => ChangeKind::Played,
        };
        Ok(GameChanged {
            kind,
            effects: Effects::from(effects),
        })
    }

    fn plays_nothing(&self, mv: &GameMove) -> bool {
        match mv.of::<MedusaMove>() {
            Some(&MedusaMove::FinishTurn { turn }) => !self.turn_finishes(turn),
            Some(&MedusaMove::CloseTurn { turn }) => !turn_begun(self, turn),
            Some(MedusaMove::Act(_) | MedusaMove::Pass) | None => false,
        }
    }

    fn turn_finishes(&self, turn: usize) -> bool {
        let position = self.position();
        self.turns().len() == turn && position.turn_started() && !position.can_still_act()
    }

    fn turn_endings(&self) -> Option<Vec<String>> {
        let player = self.position().to_move();
        let endings = medusa::Game::turn_endings(self, MOST_ENDINGS)?;
        Some(
            endings
                .iter()
                .map(|turn| turn.notation(self.topology(), player))
                .collect(),
        )
    }

    fn resign(&mut self, seat: usize) -> Result<GameChanged, Phrase> {
        let colour = Colour::ALL.get(seat).copied().ok_or_else(no_such_seat)?;
        SessionGame::play(self, &GameMove::from(Action::Resign(colour)))
    }

    fn agree_draw(&mut self) -> Result<GameChanged, Phrase> {
        Err(not_this_game(SessionGame::kind(self)))
    }

    fn record_step(&self, record: &dyn DynRecord, step: usize) -> Vec<Intent> {
        let Some(record) = record.as_any().downcast_ref::<medusa::Record>() else {
            return Vec::new();
        };
        let moves = match record.turns.get(step) {
            Some(turn) => MedusaMove::turn(turn, self),
            None => match &record.dead {
                Some(dead) if step == record.turns.len() => self
                    .concluding_actions(dead)
                    .into_iter()
                    .map(MedusaMove::Act)
                    .collect(),
                _ => Vec::new(),
            },
        };
        moves.into_iter().map(Intent::from).collect()
    }

    fn token_intents(&self, token: &str) -> Result<Vec<Intent>, Phrase> {
        Ok(MedusaMove::intents(
            &GameRules::parse_move(self, token).map_err(unreadable)?,
            self,
        ))
    }

    fn suggestion_of(&self, token: &str) -> Option<Suggestion> {
        GameRules::parse_move(self, token).ok().map(Suggestion::new)
    }

    fn suggestion_intents(&self, suggestion: &Suggestion) -> Vec<Intent> {
        suggestion
            .medusa_turn()
            .map(|turn| MedusaMove::intents(turn, self))
            .unwrap_or_default()
    }

    fn komi(&self) -> Option<i8> {
        Some(medusa::Game::komi(self))
    }

    fn announce(&self, effects: &Effects) -> Vec<Phrase> {
        super::announce::announce(self, effects.medusa())
    }

    fn cell_words(&self, cell: &str) -> Option<Phrase> {
        super::questions::cell_words(self, cell)
    }

    fn pieces_words(&self) -> Phrase {
        super::questions::pieces_words(self)
    }

    fn groups_words(&self, own: bool) -> Option<Vec<Phrase>> {
        Some(super::questions::groups_words(self, own))
    }

    fn score_words(&self) -> Vec<Phrase> {
        super::questions::score_words(self)
    }

    fn example_cell(&self) -> String {
        let topology = self.topology();
        let middle = topology.len() / 2;
        topology
            .points()
            .nth(middle)
            .map(|point| topology.label(point).to_string())
            .unwrap_or_default()
    }

    fn typed_moves(&self) -> Option<Vec<String>> {
        super::questions::typed_moves(self)
    }

    fn agreement_marked(&self) -> String {
        let position = self.position();
        let Some(marking) = position.marking() else {
            return String::new();
        };
        let topology = self.topology();
        marking
            .dead_groups(position.board())
            .iter()
            .filter_map(|(_, group)| group.first())
            .map(|point| topology.label(point).to_string())
            .collect::<Vec<_>>()
            .join(" ")
    }

    fn agreement_intents(&self, proposal: &str) -> Vec<Intent> {
        if self.position().marking().is_none() {
            return Vec::new();
        }
        let topology = self.topology();
        let points: Option<Vec<_>> = proposal
            .split_whitespace()
            .map(|label| topology.point(label))
            .collect();
        self.concluding_actions(&points.unwrap_or_default())
            .into_iter()
            .filter(|action| matches!(action, Action::ToggleDead(_)))
            .map(Intent::from)
            .collect()
    }

    fn accepts_agreement(&self, mv: &GameMove) -> bool {
        matches!(
            mv.of::<MedusaMove>(),
            Some(MedusaMove::Act(Action::AcceptMarking(_)))
        )
    }

    fn close_turn(&self, turn: usize) -> Option<GameMove> {
        Some(GameMove::from(MedusaMove::CloseTurn { turn }))
    }
}
