//! The match in progress: the rules' [`Game`], who plays which colour, and the one-way flow
//! from the players' [`Intent`]s through the rules core to [`GameChanged`] messages, which the
//! board, the stones and the panels follow. Nothing here decides a rule: the core accepts or
//! refuses every action and says what it did.

use bevy::prelude::*;

use crate::app::GameSystems;

use crate::ai::Level;
use crate::medusa::{Action, ActionError, Colour, Effect, Game, Point, Position, Turn, Variant};

/// Who plays a colour.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum PlayerKind {
    /// A person at the screen.
    Human,
    /// The computer, at this level.
    Computer(Level),
}

impl PlayerKind {
    /// Every choice, for the start screen.
    pub const ALL: [PlayerKind; 4] = [
        PlayerKind::Human,
        PlayerKind::Computer(Level::Beginner),
        PlayerKind::Computer(Level::Casual),
        PlayerKind::Computer(Level::Strong),
    ];

    /// The choice as the start screen names it.
    pub fn label(self) -> &'static str {
        match self {
            PlayerKind::Human => "Human",
            PlayerKind::Computer(Level::Beginner) => "Computer: beginner",
            PlayerKind::Computer(Level::Casual) => "Computer: casual",
            PlayerKind::Computer(Level::Strong) => "Computer: strong",
        }
    }

    /// The short name saved games use: `human`, `beginner`, `casual`, `strong`.
    pub fn id(self) -> &'static str {
        match self {
            PlayerKind::Human => "human",
            PlayerKind::Computer(level) => level.name(),
        }
    }

    /// The player with the short name `id`.
    pub fn from_id(id: &str) -> Option<PlayerKind> {
        PlayerKind::ALL.into_iter().find(|p| p.id() == id)
    }

    /// The computer's level, if this is the computer.
    pub fn level(self) -> Option<Level> {
        match self {
            PlayerKind::Human => None,
            PlayerKind::Computer(level) => Some(level),
        }
    }
}

/// How a match is set up on the start screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatchSetup {
    pub variant: Variant,
    /// Marker points for the player who moves second (negative: for the first player).
    pub komi: i8,
    /// Who plays Black and White, by [`Colour::index`].
    pub players: [PlayerKind; 2],
}

impl MatchSetup {
    /// Two people at one screen, with the default komi.
    pub fn hot_seat(variant: Variant) -> MatchSetup {
        MatchSetup {
            variant,
            komi: crate::medusa::DEFAULT_KOMI,
            players: [PlayerKind::Human; 2],
        }
    }
}

/// What a player wants to do. Everything that changes the game arrives as one of these.
#[derive(Message, Clone, Debug, PartialEq)]
pub enum Intent {
    /// Place a stone of the player to move.
    Place(Point),
    /// Move the stone on `from` to `to`.
    Move { from: Point, to: Point },
    /// End the turn in progress.
    EndTurn,
    /// End the turn played after `turn` earlier turns, if it is still the turn in progress
    /// and can do nothing more (a turn that ends by itself); otherwise nothing happens.
    FinishTurn { turn: usize },
    /// A complete pass: end a turn in which nothing was done.
    Pass,
    /// Take back the last action, or the last turn. Against the computer, take back to the
    /// last point where a person was to play.
    Undo,
    /// The given player resigns.
    Resign(Colour),
    /// Marking: toggle the group on a point dead or alive.
    ToggleDead(Point),
    /// Marking: the given player accepts.
    AcceptMarking(Colour),
    /// Marking: stop marking and play on.
    ResumePlay,
    /// Start a new match.
    NewMatch(MatchSetup),
    /// Go on with a game (a saved game, or a record from one of its turns) between these
    /// players (by colour index).
    Load(Box<Game>, [PlayerKind; 2]),
    /// Show a game from a record, to look at rather than play (the replay view).
    Review(Box<Game>),
}

impl From<Action> for Intent {
    fn from(action: Action) -> Intent {
        match action {
            Action::Place(point) => Intent::Place(point),
            Action::Move { from, to } => Intent::Move { from, to },
            Action::EndTurn => Intent::EndTurn,
            Action::Resign(colour) => Intent::Resign(colour),
            Action::ToggleDead(point) => Intent::ToggleDead(point),
            Action::AcceptMarking(colour) => Intent::AcceptMarking(colour),
            Action::ResumePlay => Intent::ResumePlay,
        }
    }
}

/// The intents that play `turn` in `game`: its actions and, when the players are marking dead
/// groups and the turn is not a resignation, first going back to play (as a record is read).
pub fn turn_intents(turn: &Turn, game: &Game) -> Vec<Intent> {
    let resume = game.position().marking().is_some() && !matches!(turn, Turn::Resign(_));
    resume
        .then_some(Intent::ResumePlay)
        .into_iter()
        .chain(turn.actions(game.topology()).into_iter().map(Intent::from))
        .collect()
}

/// How the game changed.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ChangeKind {
    /// Actions were played: animate their effects.
    Played,
    /// The game jumped (undo, a new match): show the new position at once.
    Jumped,
}

/// The game changed; `effects` are what the core reported, in order.
#[derive(Message, Clone, Debug, PartialEq)]
pub struct GameChanged {
    pub kind: ChangeKind,
    pub effects: Vec<Effect>,
}

/// The match being played.
#[derive(Resource, Clone, Debug)]
pub struct Match {
    pub game: Game,
    pub setup: MatchSetup,
    /// Why the last intent was refused, for the status line.
    pub refusal: Option<String>,
    /// The game is a record being looked at (the replay view): nobody plays it, it is not
    /// saved, and it changes only by stepping through the record.
    pub viewing: bool,
}

impl Match {
    /// A fresh match, or why its set-up cannot be played (a komi beyond the marker track).
    pub fn new(setup: MatchSetup) -> Result<Match, String> {
        let game = Game::new(setup.variant, setup.komi).map_err(|e| e.to_string())?;
        Ok(Match {
            game,
            setup,
            refusal: None,
            viewing: false,
        })
    }

    /// A fresh game between two people on `variant`'s board, with the default komi.
    pub fn hot_seat(variant: Variant) -> Match {
        let start = Position::start(variant);
        let komi = crate::medusa::DEFAULT_KOMI;
        Match::from_game(Game::from_position(start, komi), [PlayerKind::Human; 2])
    }

    /// A match continuing `game`.
    pub fn from_game(game: Game, players: [PlayerKind; 2]) -> Match {
        Match {
            setup: MatchSetup {
                variant: game.variant(),
                komi: game.komi(),
                players,
            },
            game,
            refusal: None,
            viewing: false,
        }
    }

    /// Who plays `colour`.
    pub fn player(&self, colour: Colour) -> PlayerKind {
        self.setup.players[colour.index()]
    }

    /// Whether the game waits for a person: in play with a person to move, or in the marking
    /// (where people mark and accept for themselves).
    pub fn awaits_human(&self) -> bool {
        if self.viewing {
            return false;
        }
        let position = self.game.position();
        if position.marking().is_some() {
            return self.setup.players.contains(&PlayerKind::Human);
        }
        position.is_playing() && self.player(position.to_move()) == PlayerKind::Human
    }

    /// Who may resign now from this screen: the person to move, or else the one person
    /// playing the computer; nobody once the game is over or between two computers.
    pub fn resigner(&self) -> Option<Colour> {
        let position = self.game.position();
        if position.outcome().is_some() {
            return None;
        }
        let to_move = position.to_move();
        [to_move, to_move.opponent()]
            .into_iter()
            .find(|&c| self.player(c) == PlayerKind::Human)
    }

    /// The points of the stones placed or moved in the last completed turn.
    pub fn last_turn_points(&self) -> Vec<Point> {
        match self.game.turns().last().map(|t| &t.turn) {
            Some(Turn::Play { placement, moves }) => placement
                .iter()
                .copied()
                .chain(moves.iter().map(|&(_, to)| to))
                .collect(),
            _ => Vec::new(),
        }
    }

    /// Turns the intent into core actions and applies them. Returns the change, or why the
    /// core refused (a sentence for the player).
    pub fn apply(&mut self, intent: &Intent) -> Result<GameChanged, String> {
        let topology = self.game.topology();
        let played = |effects| GameChanged {
            kind: ChangeKind::Played,
            effects,
        };
        let describe = |e: ActionError| e.describe(topology);
        match intent {
            Intent::Place(point) => self
                .act(Action::Place(*point))
                .map(played)
                .map_err(describe),
            Intent::Move { from, to } => self
                .act(Action::Move {
                    from: *from,
                    to: *to,
                })
                .map(played)
                .map_err(describe),
            Intent::EndTurn | Intent::FinishTurn { .. } => {
                self.act(Action::EndTurn).map(played).map_err(describe)
            }
            Intent::Pass => self.game.pass().map(played).map_err(describe),
            // A resignation takes back the turn in progress: show the position at once.
            Intent::Resign(colour) => self
                .act(Action::Resign(*colour))
                .map(|effects| GameChanged {
                    kind: ChangeKind::Jumped,
                    effects,
                })
                .map_err(describe),
            Intent::ToggleDead(point) => self
                .act(Action::ToggleDead(*point))
                .map(played)
                .map_err(describe),
            Intent::AcceptMarking(colour) => self
                .act(Action::AcceptMarking(*colour))
                .map(played)
                .map_err(describe),
            Intent::ResumePlay => self.act(Action::ResumePlay).map(played).map_err(describe),
            Intent::Undo => {
                if !self.game.undo() {
                    return Err("there is nothing to undo".into());
                }
                // Against the computer, go back to a person's turn: otherwise the computer
                // would play the same turn again at once.
                let human = self.setup.players.contains(&PlayerKind::Human);
                while human
                    && self.player(self.game.position().to_move()) != PlayerKind::Human
                    && self.game.undo()
                {}
                Ok(GameChanged {
                    kind: ChangeKind::Jumped,
                    effects: Vec::new(),
                })
            }
            Intent::NewMatch(setup) => {
                *self = Match::new(setup.clone())?;
                Ok(GameChanged {
                    kind: ChangeKind::Jumped,
                    effects: Vec::new(),
                })
            }
            Intent::Load(game, players) => {
                *self = Match::from_game((**game).clone(), *players);
                Ok(GameChanged {
                    kind: ChangeKind::Jumped,
                    effects: Vec::new(),
                })
            }
            Intent::Review(game) => {
                let players = MatchSetup::hot_seat(game.variant()).players;
                *self = Match::from_game((**game).clone(), players);
                self.viewing = true;
                Ok(GameChanged {
                    kind: ChangeKind::Jumped,
                    effects: Vec::new(),
                })
            }
        }
    }

    /// Whether turn number `turn` (counting the turns played before it) is the turn in
    /// progress and can do nothing more than end.
    pub fn turn_finishes(&self, turn: usize) -> bool {
        {
            let position = self.game.position();
            self.game.turns().len() == turn && position.turn_started() && !position.can_still_act()
        }
    }

    fn act(&mut self, action: Action) -> Result<Vec<Effect>, ActionError> {
        self.game.apply(action)
    }
}

/// Applies every intent in arrival order.
pub(crate) fn apply_intents(
    mut intents: MessageReader<Intent>,
    mut game_match: ResMut<Match>,
    mut changes: MessageWriter<GameChanged>,
) {
    for intent in intents.read() {
        if let Intent::FinishTurn { turn } = intent
            && !game_match.turn_finishes(*turn)
        {
            continue;
        }
        match game_match.apply(intent) {
            Ok(change) => {
                game_match.refusal = None;
                changes.write(change);
            }
            Err(reason) => game_match.refusal = Some(reason),
        }
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.add_message::<Intent>()
        .add_message::<GameChanged>()
        .insert_resource(Match::hot_seat(Variant::Medusa))
        .add_systems(Update, apply_intents.in_set(GameSystems::Apply));
}
