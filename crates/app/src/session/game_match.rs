//! The match in progress: the rules' [`Game`], who plays which colour, and the one-way flow
//! from the players' [`Intent`]s through the rules core to [`GameChanged`] messages, which the
//! board, the stones and the panels follow. Nothing here decides a rule: the core accepts or
//! refuses every action and says what it did.

use bevy::prelude::*;

use crate::session::GameSystems;

use super::any_game::{AnyGame, Awaits};
use super::game_kind::{GameKind, Seat};
use super::game_move::{Effects, GameMove};
use medusa_ai::Level;
use medusa_locale::Phrase;

/// Who plays a colour.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum PlayerKind {
    /// A person at the screen.
    Human,
    /// The computer, at this level.
    Computer(Level),
    /// Someone playing through the online server: their moves arrive from the room.
    Remote,
}

impl PlayerKind {
    /// Every choice, for the start screen.
    pub const ALL: [PlayerKind; 5] = [
        PlayerKind::Human,
        PlayerKind::Computer(Level::Beginner),
        PlayerKind::Computer(Level::Casual),
        PlayerKind::Computer(Level::Strong),
        PlayerKind::Computer(Level::Master),
    ];

    /// The choice in English, as records' headers name it.
    pub fn label(self) -> &'static str {
        match self {
            PlayerKind::Human => "Human",
            PlayerKind::Computer(Level::Beginner) => "Computer: beginner",
            PlayerKind::Computer(Level::Casual) => "Computer: casual",
            PlayerKind::Computer(Level::Strong) => "Computer: strong",
            PlayerKind::Computer(Level::Master) => "Computer: master",
            PlayerKind::Remote => "Online player",
        }
    }

    /// The key of the choice's name in the language files, as the screens name it (its
    /// [`label`](PlayerKind::label) stays English, for records' headers).
    pub fn key(self) -> &'static str {
        match self {
            PlayerKind::Human => "player-human",
            PlayerKind::Computer(Level::Beginner) => "player-computer-beginner",
            PlayerKind::Computer(Level::Casual) => "player-computer-casual",
            PlayerKind::Computer(Level::Strong) => "player-computer-strong",
            PlayerKind::Computer(Level::Master) => "player-computer-master",
            PlayerKind::Remote => "player-remote",
        }
    }

    /// The short name saved games use: `human`, `beginner`, `casual`, `strong`, `master`
    /// (and `remote`, which no saved game holds: an online game is kept by its room).
    pub fn id(self) -> &'static str {
        match self {
            PlayerKind::Human => "human",
            PlayerKind::Remote => "remote",
            PlayerKind::Computer(level) => level.name(),
        }
    }

    /// The player with the short name `id`.
    pub fn from_id(id: &str) -> Option<PlayerKind> {
        PlayerKind::ALL.into_iter().find(|p| p.id() == id)
    }

    /// The player a record's `White` or `Black` header names, as the app writes them (its
    /// label, `Computer: casual`) or by its short name (`casual`), in any case.
    pub fn from_name(name: &str) -> Option<PlayerKind> {
        let name = name.trim();
        PlayerKind::ALL
            .into_iter()
            .chain([PlayerKind::Remote])
            .find(|p| p.label().eq_ignore_ascii_case(name) || p.id().eq_ignore_ascii_case(name))
    }

    /// The computer's level, if this is the computer.
    pub fn level(self) -> Option<Level> {
        match self {
            PlayerKind::Human | PlayerKind::Remote => None,
            PlayerKind::Computer(level) => Some(level),
        }
    }
}

/// Whom the person at the screen plays.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Opponent {
    /// The computer at `level`, the person playing the side in seat `person`.
    Computer { level: Level, person: usize },
    /// Another person at this screen: both sides are played here.
    PersonHere,
    /// The computer at `level` against itself, to watch.
    ComputerAgainstComputer(Level),
}

/// How a match is set up on the start screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatchSetup {
    pub kind: GameKind,
    /// Medusa's and Lotus's marker points for the player who moves second (negative: for the
    /// first player).
    pub komi: i8,
    /// Who plays each side, by [`Seat`].
    pub players: [PlayerKind; 2],
}

impl MatchSetup {
    /// Switches to the game `kind`, each colour's player staying with its colour (the games
    /// number their sides differently).
    pub fn switch_game(&mut self, kind: GameKind) {
        if kind.white_seat() != self.kind.white_seat() {
            self.players.swap(0, 1);
        }
        self.kind = kind;
    }

    /// Whom the person at this screen plays, as the title asks it.
    pub fn opponent(&self) -> Opponent {
        let levels = self.players.map(PlayerKind::level);
        match levels {
            [None, None] => Opponent::PersonHere,
            [Some(level), Some(_)] => Opponent::ComputerAgainstComputer(level),
            [Some(level), None] => Opponent::Computer { level, person: 1 },
            [None, Some(level)] => Opponent::Computer { level, person: 0 },
        }
    }

    /// Sets who plays each side for `opponent`.
    pub fn play_against(&mut self, opponent: Opponent) {
        self.players = match opponent {
            Opponent::PersonHere => [PlayerKind::Human; 2],
            Opponent::Computer { level, person } => {
                let mut players = [PlayerKind::Computer(level); 2];
                if let Some(seat) = players.get_mut(person) {
                    *seat = PlayerKind::Human;
                }
                players
            }
            Opponent::ComputerAgainstComputer(level) => [PlayerKind::Computer(level); 2],
        };
    }

    /// Two people at one screen, with the default komi.
    pub fn hot_seat(kind: impl Into<GameKind>) -> MatchSetup {
        MatchSetup {
            kind: kind.into(),
            komi: GameKind::setup_komi(),
            players: [PlayerKind::Human; 2],
        }
    }
}

/// What a player wants to do. Everything that changes the game arrives as one of these: the
/// intents every game shares first, then each game's own.
#[derive(Message, Clone, Debug, PartialEq)]
pub enum Intent {
    /// Take back the last action, or the last turn. Against the computer, take back to the
    /// last point where a person was to play.
    Undo,
    /// The player in this [`Seat`] resigns.
    Resign(usize),
    /// Start a new match.
    NewMatch(MatchSetup),
    /// Go on with a game (a saved game, or a record from one of its turns) between these
    /// players (by seat).
    Load(Box<AnyGame>, [PlayerKind; 2]),
    /// Show a game from a record, to look at rather than play (the replay view).
    Review(Box<AnyGame>),
    /// The players agree a draw (in the games that have draws by agreement).
    AgreeDraw,
    /// Play a move of the game (in Medusa and Lotus, an action of the turn).
    Play(GameMove),
}

impl<T: Into<GameMove>> From<T> for Intent {
    fn from(mv: T) -> Intent {
        Intent::Play(mv.into())
    }
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
    pub effects: Effects,
}

impl GameChanged {
    /// Something was played, with these effects.
    pub(crate) fn played(effects: Effects) -> GameChanged {
        GameChanged {
            kind: ChangeKind::Played,
            effects,
        }
    }

    /// The game jumped to another position.
    pub(super) fn jumped() -> GameChanged {
        GameChanged {
            kind: ChangeKind::Jumped,
            effects: Effects::none(),
        }
    }
}

/// The match being played.
#[derive(Resource, Clone, Debug)]
pub struct Match {
    pub game: AnyGame,
    pub setup: MatchSetup,
    /// Why the last intent was refused, for the status line, said in the screens' language.
    pub refusal: Option<Phrase>,
    /// The game is a record being looked at (the replay view): nobody plays it, it is not
    /// saved, and it changes only by stepping through the record.
    pub viewing: bool,
    /// How an online game ended where the rules' core did not end it (a flag, a claim, a
    /// resignation out of turn), in the server's sentence.
    pub ended: Option<String>,
}

impl Match {
    /// A fresh match, or why its set-up cannot be played (a komi beyond the marker track).
    pub fn new(setup: MatchSetup) -> Result<Match, String> {
        let game = AnyGame::start(setup.kind, setup.komi)?;
        Ok(Match {
            game,
            setup,
            refusal: None,
            viewing: false,
            ended: None,
        })
    }

    /// A fresh game of `kind` between two people, with the default komi.
    pub fn hot_seat(kind: impl Into<GameKind>) -> Match {
        Match::from_game(AnyGame::fresh(kind.into()), [PlayerKind::Human; 2])
    }

    /// A match continuing `game`.
    pub fn from_game(game: impl Into<AnyGame>, players: [PlayerKind; 2]) -> Match {
        let game = game.into();
        let komi = game.komi().unwrap_or_else(GameKind::setup_komi);
        Match {
            setup: MatchSetup {
                kind: game.kind(),
                komi,
                players,
            },
            game,
            refusal: None,
            viewing: false,
            ended: None,
        }
    }

    /// Who plays the side in `seat`.
    pub fn player(&self, seat: impl Seat) -> PlayerKind {
        self.setup.players[seat.seat()]
    }

    /// The seat of the player the game waits for, when it waits for one (not in Medusa's
    /// marking, where both act, nor once it is over).
    pub fn seat_awaited(&self) -> Option<usize> {
        match self.game.awaits() {
            Awaits::Seat(seat) => Some(seat),
            Awaits::Both | Awaits::Nobody => None,
        }
    }

    /// Whether the game is played online: someone plays through the server.
    pub fn is_online(&self) -> bool {
        self.setup.players.contains(&PlayerKind::Remote)
    }

    /// Whether `intent` is for the online server to decide rather than for this screen: in an
    /// online game, a resignation, a draw, the acceptance of Medusa's marking, and taking back
    /// a whole move (what the opponent must agree to); the actions of a Medusa turn still in
    /// progress are the player's own until the turn is sent.
    pub fn asks_the_server(&self, intent: &Intent) -> bool {
        self.is_online()
            && match intent {
                Intent::Resign(_) | Intent::AgreeDraw => true,
                Intent::Undo => self.game.actions_in_progress() == 0,
                Intent::Play(mv) if self.game.accepts_agreement(mv) => true,
                Intent::Play(_) | Intent::NewMatch(_) | Intent::Load(..) | Intent::Review(_) => {
                    false
                }
            }
    }

    /// Whether the game waits for a person: in play with a person to move, or in Medusa's
    /// marking (where people mark and accept for themselves).
    pub fn awaits_human(&self) -> bool {
        if self.viewing || self.ended.is_some() {
            return false;
        }
        match self.game.awaits() {
            Awaits::Seat(seat) => self.player(seat) == PlayerKind::Human,
            Awaits::Both => self.setup.players.contains(&PlayerKind::Human),
            Awaits::Nobody => false,
        }
    }

    /// Why a click on the board cannot play now, in a game of turns that waits for nobody
    /// (a record looked at, a game over, the computer to move); none while a person plays.
    pub fn why_waiting(&self) -> Option<Phrase> {
        if self.awaits_human() {
            return None;
        }
        let side = self.game.kind().side_phrase(self.game.seat_to_move());
        Some(if self.viewing {
            Phrase::new("refusal-viewing")
        } else if let Some(result) = &self.ended {
            Phrase::new("refusal-ended").with("result", result.as_str())
        } else if self.game.is_over() && self.is_online() {
            Phrase::new("refusal-over-online")
        } else if self.game.is_over() {
            Phrase::new("refusal-over")
        } else if !self.setup.players.contains(&PlayerKind::Human) && self.is_online() {
            Phrase::new("refusal-watching")
        } else if self.player(self.game.seat_to_move()) == PlayerKind::Remote {
            Phrase::new("refusal-wait-opponent").with("side", side)
        } else {
            Phrase::new("refusal-wait-computer").with("side", side)
        })
    }

    /// How the game ended, in a sentence: the rules' result, or the server's ending.
    pub fn result_line(&self) -> Option<String> {
        self.game.result_line().or_else(|| self.ended.clone())
    }

    /// The seat of the one person at this screen when the other side is the computer's or an
    /// online opponent's; none between two people, between two computers, or while watching.
    pub fn own_seat(&self) -> Option<usize> {
        let people: Vec<usize> = (0..2)
            .filter(|&seat| self.player(seat) == PlayerKind::Human)
            .collect();
        match people[..] {
            [seat] => Some(seat),
            _ => None,
        }
    }

    /// How a finished game ended, by seat: `Some(Some(seat))` for the winner's seat,
    /// `Some(None)` for a draw; none while the game goes on. Every game words a win
    /// "White wins…" in its result line.
    pub fn winner(&self) -> Option<Option<usize>> {
        let line = self.result_line()?;
        let sides = self.game.kind().side_names();
        Some((0..2).find(|&seat| line.starts_with(&format!("{} wins", sides[seat]))))
    }

    /// How the game ended as the person at this screen reads it: against the computer or an
    /// online opponent, "You won" or "You lost" with the reason ("You lost: White resigned");
    /// a draw, and any game between two people or watched, in the sides' words ("Black wins:
    /// White resigned").
    pub fn result_here(&self) -> Option<String> {
        let line = self.result_line()?;
        let (Some(own), Some(Some(winner))) = (self.own_seat(), self.winner()) else {
            return Some(line);
        };
        let side = self.game.kind().side_names()[winner];
        let reason = line
            .strip_prefix(side)
            .and_then(|rest| rest.strip_prefix(" wins"))
            .unwrap_or_default();
        Some(if winner == own {
            format!("You won{reason}")
        } else {
            format!("You lost{reason}")
        })
    }

    /// Whether a person at this screen has a move of their own in the game that Undo would
    /// take back: an action of the turn in progress, or a whole move (against the computer,
    /// Undo goes back to the person's last move; between two people, any move).
    pub fn has_own_move(&self) -> bool {
        if self.game.actions_in_progress() > 0 {
            return true;
        }
        let turns = self.game.turn_count();
        match self.own_seat() {
            // The moves alternate: the first was this seat's when the other is to move now.
            Some(seat) => turns >= 2 || turns == 1 && self.game.seat_to_move() != seat,
            None => turns > 0,
        }
    }

    /// Who may resign now from this screen: the person to move, or else the one person
    /// playing the computer or an online opponent, on either side's turn; nobody once the
    /// game is over, in a record looked at, or between two computers.
    pub fn resigner(&self) -> Option<usize> {
        if self.ended.is_some() || self.viewing {
            return None;
        }
        let to_move = self.game.seat_to_move();
        [to_move, 1 - to_move]
            .into_iter()
            .find(|&seat| self.player(seat) == PlayerKind::Human && self.game.may_resign(seat))
    }

    /// Turns the intent into core actions and applies them. Returns the change, or why the
    /// core refused (a sentence for the player, said in the screens' language).
    pub fn apply(&mut self, intent: &Intent) -> Result<GameChanged, Phrase> {
        match intent {
            Intent::Undo => {
                if !self.has_own_move() {
                    return Err(Phrase::new("refusal-no-own-move"));
                }
                if !self.game.undo() {
                    return Err(Phrase::new("refusal-nothing-to-undo"));
                }
                // Against the computer, go back to a person's turn: otherwise the computer
                // would play the same turn again at once.
                let human = self.setup.players.contains(&PlayerKind::Human);
                while human
                    && self.player(self.game.seat_to_move()) != PlayerKind::Human
                    && self.game.undo()
                {}
                Ok(GameChanged::jumped())
            }
            Intent::NewMatch(setup) => {
                *self = Match::new(setup.clone())
                    .map_err(|reason| Phrase::new("refusal-set-up").with("reason", reason))?;
                Ok(GameChanged::jumped())
            }
            Intent::Load(game, players) => {
                *self = Match::from_game((**game).clone(), *players);
                Ok(GameChanged::jumped())
            }
            Intent::Review(game) => {
                let players = MatchSetup::hot_seat(game.kind()).players;
                *self = Match::from_game((**game).clone(), players);
                self.viewing = true;
                Ok(GameChanged::jumped())
            }
            Intent::Play(mv) => self.game.play(mv),
            Intent::Resign(seat) => self.game.resign(*seat),
            Intent::AgreeDraw => self.game.agree_draw(),
        }
    }
}

/// Applies every intent in arrival order.
pub(crate) fn apply_intents(
    mut intents: MessageReader<Intent>,
    mut game_match: ResMut<Match>,
    mut changes: MessageWriter<GameChanged>,
) {
    for intent in intents.read() {
        if let Intent::Play(mv) = intent
            && game_match.game.plays_nothing(mv)
        {
            continue;
        }
        // The online session sends it to the server instead; the room's answer comes back.
        if game_match.asks_the_server(intent) {
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
        .insert_resource(Match::hot_seat(GameKind::all()[0]))
        .add_systems(Update, apply_intents.in_set(GameSystems::Apply));
}
