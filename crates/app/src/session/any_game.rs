//! A game of any kind the app plays ([`AnyGame`]), and the one trait each game keeps for the
//! session ([`SessionGame`]): what the cores' shared contract ([`DynGame`]) does not say, in
//! the session's terms (intents, moves, effects, suggestions). Each game implements it in its
//! own folder of the app; nothing here names a game. What a game is beyond that, its board,
//! pieces and clicks, is read through the game's own accessor by the game's own systems.

use std::any::Any;
use std::fmt::{self, Debug};

use super::game_kind::GameKind;
use super::game_match::{GameChanged, Intent};
use super::game_move::{Effects, GameMove, Suggestion};
use medusa_locale::Phrase;
use medusa_rules::{DynGame, DynRecord, GAMES, GameId};

/// What the session asks of one game beyond the contract every game keeps.
pub trait SessionGame: DynGame + Debug + Send + Sync + GameCopy {
    /// Which game this is.
    fn kind(&self) -> GameKind;

    /// How many actions of the turn in progress have been played (Medusa's turns are made of
    /// actions; a move of the other games is whole).
    fn actions_in_progress(&self) -> usize {
        0
    }

    /// Whether the player in `seat` may resign now (the game's own rule).
    fn may_resign(&self, seat: usize) -> bool;

    /// Whether the game has begun and not yet ended: worth going on with.
    fn is_in_progress(&self) -> bool;

    /// Who can play in this state.
    fn awaits(&self) -> Awaits;

    /// Plays `mv` through the core. Returns the change, or why the core refused (a sentence
    /// for the player, said in the screens' language); a move of another game is refused.
    fn play(&mut self, mv: &GameMove) -> Result<GameChanged, Phrase>;

    /// Whether `mv` would do nothing now (the end of a turn that ends by itself, once that
    /// turn is no longer the one in progress or can still do more).
    fn plays_nothing(&self, _mv: &GameMove) -> bool {
        false
    }

    /// Whether turn number `turn` (counting the turns played before it) is the turn in
    /// progress and can do nothing more than end.
    fn turn_finishes(&self, _turn: usize) -> bool {
        false
    }

    /// The ways the turn in progress can still end, as the records write a turn. `None` when
    /// no turn is in progress (moves that are whole), or when the ways are too many to weigh.
    fn turn_endings(&self) -> Option<Vec<String>> {
        None
    }

    /// The player in `seat` resigns.
    fn resign(&mut self, seat: usize) -> Result<GameChanged, Phrase>;

    /// The players agree a draw, in the games that have draws by agreement.
    fn agree_draw(&mut self) -> Result<GameChanged, Phrase>;

    /// The intents that play step `step` of `record` on this game, the game after the steps
    /// before it (none if the record is of another game, or has no such step).
    fn record_step(&self, record: &dyn DynRecord, step: usize) -> Vec<Intent>;

    /// The intents that play `token` (a move or turn as the records write it), or why it is
    /// not one here.
    fn token_intents(&self, token: &str) -> Result<Vec<Intent>, Phrase>;

    /// The move or turn `token` as a suggestion to draw on the board, if it can be played here
    /// (a resignation or a draw is not drawn).
    fn suggestion_of(&self, token: &str) -> Option<Suggestion>;

    /// The intents that play `suggestion` (none if it is of another game).
    fn suggestion_intents(&self, suggestion: &Suggestion) -> Vec<Intent>;

    /// The komi of the game, where it has one.
    fn komi(&self) -> Option<i8> {
        None
    }

    /// What a screen reader says of `effects`, the change that led to this game, one
    /// sentence for each thing that happened (the end of the game is said by the session).
    fn announce(&self, effects: &Effects) -> Vec<Phrase>;

    /// What stands on the square `cell` (named as the records name it), or `None` when the
    /// board has no such square.
    fn cell_words(&self, cell: &str) -> Option<Phrase>;

    /// How many stones or pieces each side has.
    fn pieces_words(&self) -> Phrase;

    /// The groups of the side to move (`own`: the player's own, at this screen), those in
    /// danger first, and the opponent's groups in atari, a sentence each; `None` in a game
    /// without groups.
    fn groups_words(&self, _own: bool) -> Option<Vec<Phrase>> {
        None
    }

    /// The count or the material as it stands, and whose turn it is or how the game ended,
    /// a sentence each.
    fn score_words(&self) -> Vec<Phrase>;

    /// A square of this board, as the records name it, for the help's example.
    fn example_cell(&self) -> String;

    /// The moves that can be typed now, as the records write them (`None` when they are too
    /// many to list).
    fn typed_moves(&self) -> Option<Vec<String>> {
        self.legal_tokens()
    }

    /// What the players are agreeing on as this screen marks it (Medusa's dead groups, one
    /// stone of each), for the server; empty in a game without an agreement.
    fn agreement_marked(&self) -> String {
        String::new()
    }

    /// The intents that make this screen's marking the opponent's `proposal`: none when it is
    /// that already, or the game is not agreeing on anything.
    fn agreement_intents(&self, _proposal: &str) -> Vec<Intent> {
        Vec::new()
    }

    /// Whether `mv` accepts what the players are to agree on, which an online game leaves to
    /// the server.
    fn accepts_agreement(&self, _mv: &GameMove) -> bool {
        false
    }

    /// The move that ends the turn played after `turn` earlier turns, if it is still the turn
    /// in progress and has begun (a lesson's turn whose verdict is known); `None` in the games
    /// whose moves end by themselves.
    fn close_turn(&self, _turn: usize) -> Option<GameMove> {
        None
    }
}

/// How a game is copied and compared behind [`SessionGame`], given to every game that is
/// `Clone` and `PartialEq`.
pub trait GameCopy {
    fn copy_game(&self) -> Box<dyn SessionGame>;
    fn same_game(&self, other: &dyn SessionGame) -> bool;
}

impl<G: SessionGame + Clone + PartialEq + 'static> GameCopy for G {
    fn copy_game(&self) -> Box<dyn SessionGame> {
        Box::new(self.clone())
    }

    fn same_game(&self, other: &dyn SessionGame) -> bool {
        other.as_any().downcast_ref::<G>() == Some(self)
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

/// A game of any kind, from its start to now.
pub struct AnyGame(Box<dyn SessionGame>);

impl Clone for AnyGame {
    fn clone(&self) -> AnyGame {
        AnyGame(self.0.copy_game())
    }
}

impl PartialEq for AnyGame {
    fn eq(&self, other: &AnyGame) -> bool {
        self.0.same_game(other.0.as_ref())
    }
}

impl Debug for AnyGame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl<G: SessionGame + 'static> From<G> for AnyGame {
    fn from(game: G) -> AnyGame {
        AnyGame(Box::new(game))
    }
}

/// The game of type `G` behind the contract's `game`, as the app plays it, or why the app
/// cannot play it: each kind's way of taking a game.
pub(crate) fn take<G: SessionGame + 'static>(game: Box<dyn DynGame>) -> Result<AnyGame, String> {
    let id = game.game();
    own::<G>(game.into_any(), id).map(|game| AnyGame(game))
}

/// `value`, a game or a record of the game `id` behind [`Any`], as its own type `T`.
pub(crate) fn own<T: Any>(value: Box<dyn Any>, id: GameId) -> Result<Box<T>, String> {
    value.downcast().map_err(|_| not_played(id))
}

/// Why a game or a record of the game `id` cannot be taken into the app.
pub(crate) fn not_played(id: GameId) -> String {
    format!("the app does not play {}", id.name)
}

/// Why a move of another game, or a draw in a game without draws, was refused.
pub(crate) fn not_this_game(kind: GameKind) -> Phrase {
    Phrase::new("refusal-not-this-game").with("game", kind.name_phrase())
}

/// Why a board's clicks do nothing when the match on it is not a game of `kind`.
pub(crate) fn not_a_game_of(kind: GameKind) -> Phrase {
    Phrase::new("refusal-not-a-game-of").with("game", kind.name_phrase())
}

/// Why a move for a third player was refused.
pub(crate) fn no_such_seat() -> Phrase {
    Phrase::new("refusal-no-such-seat")
}

/// Why typed text is not a move or turn here, where the rules give only their own sentence
/// (`reason`, in English): a turn of Medusa that cannot be read, the words after `resign`.
pub(crate) fn unreadable(reason: impl Into<String>) -> Phrase {
    Phrase::new("refusal-unreadable").with("reason", reason.into())
}

impl AnyGame {
    /// The game at its start: a fresh game of `kind` (with `komi` where it has one), or why
    /// it cannot be set up.
    pub fn start(kind: GameKind, komi: i8) -> Result<AnyGame, String> {
        let entry = GAMES.find(kind.id().id).map_err(|e| e.to_string())?;
        AnyGame::from_dyn(entry.start(&kind.options(komi))?)
    }

    /// The game behind `game`, one the app offers, or why the app cannot play it.
    pub fn from_dyn(game: Box<dyn DynGame>) -> Result<AnyGame, String> {
        let id = game.game();
        let kind = GameKind::of(id).ok_or_else(|| not_played(id))?;
        (kind.0.take)(game)
    }

    /// A fresh game of `kind`, with its default options.
    pub fn fresh(kind: GameKind) -> AnyGame {
        (kind.0.fresh)()
    }

    /// The game as its own type `G`, if it is one (each game's accessor, `medea()`).
    pub fn of<G: SessionGame + 'static>(&self) -> Option<&G> {
        self.0.as_any().downcast_ref()
    }

    /// The game to change as its own type `G`, if it is one.
    pub fn of_mut<G: SessionGame + 'static>(&mut self) -> Option<&mut G> {
        self.0.as_any_mut().downcast_mut()
    }

    /// The game through the contract every game keeps.
    pub fn as_dyn(&self) -> &dyn DynGame {
        self.0.as_ref()
    }

    /// The game to change through the contract every game keeps.
    pub fn as_dyn_mut(&mut self) -> &mut dyn DynGame {
        self.0.as_mut()
    }

    /// The komi of the game, where it has one (Medusa's and Lotus's).
    pub fn komi(&self) -> Option<i8> {
        self.0.komi()
    }

    /// Which game this is.
    pub fn kind(&self) -> GameKind {
        self.0.kind()
    }

    /// The seat of the side to move (in Medusa's marking, the side whose turn it would be).
    pub fn seat_to_move(&self) -> usize {
        self.0.to_move()
    }

    /// How many turns have been completed.
    pub fn turn_count(&self) -> usize {
        self.0.turns_played()
    }

    /// How many actions of the turn in progress have been played.
    pub fn actions_in_progress(&self) -> usize {
        self.0.actions_in_progress()
    }

    /// The moves or turns completed, as the records write them.
    pub fn moves(&self) -> Vec<String> {
        self.0.record(Vec::new()).tokens()
    }

    /// Whether the game has ended.
    pub fn is_over(&self) -> bool {
        self.result_line().is_some()
    }

    /// The result of a finished game in a sentence ("White wins by 207 points (210 to 3)",
    /// "Black wins: White has no legal move").
    pub fn result_line(&self) -> Option<String> {
        self.0.outcome()
    }

    /// Whether the player in `seat` may resign now (the game's own rule).
    pub fn may_resign(&self, seat: usize) -> bool {
        self.0.may_resign(seat)
    }

    /// Whether the players may end the game by agreeing a draw (not in Medusa and Lotus).
    pub fn has_draws_by_agreement(&self) -> bool {
        self.0.has_draws_by_agreement()
    }

    /// Whether the game has begun and not yet ended: worth going on with.
    pub fn is_in_progress(&self) -> bool {
        self.0.is_in_progress()
    }

    /// Whether a person can play in this state: in play, or (in Medusa) marking dead groups,
    /// where both players act.
    pub fn awaits(&self) -> Awaits {
        self.0.awaits()
    }

    /// Takes back the last thing done: an action of a turn in progress or a whole turn.
    /// Whether there was anything to take back.
    pub fn undo(&mut self) -> bool {
        self.0.undo()
    }

    /// Plays `mv` through the core. Returns the change, or why the core refused (a sentence
    /// for the player).
    pub fn play(&mut self, mv: &GameMove) -> Result<GameChanged, Phrase> {
        self.0.play(mv)
    }

    /// Whether `mv` would do nothing now: the end of a turn that ends by itself, once that
    /// turn is no longer the one in progress or can still do more.
    pub fn plays_nothing(&self, mv: &GameMove) -> bool {
        self.0.plays_nothing(mv)
    }

    /// Whether turn number `turn` (counting the turns played before it) is the turn in
    /// progress and can do nothing more than end.
    pub fn turn_finishes(&self, turn: usize) -> bool {
        self.0.turn_finishes(turn)
    }

    /// The ways the turn in progress can still end, as the records write a turn: first ended
    /// as it stands, then with more movements (Medusa's turns are made of actions). `None`
    /// when no turn is in progress (the other games' moves are whole), or when the ways are
    /// too many to weigh.
    pub fn turn_endings(&self) -> Option<Vec<String>> {
        self.0.turn_endings()
    }

    /// The player in `seat` resigns.
    pub fn resign(&mut self, seat: usize) -> Result<GameChanged, Phrase> {
        self.0.resign(seat)
    }

    /// The intents that play step `step` of `record` on this game, the game after the steps
    /// before it (none if the record is of another game, or has no such step).
    pub fn record_step(&self, record: &dyn DynRecord, step: usize) -> Vec<Intent> {
        self.0.record_step(record, step)
    }

    /// The intents that play `token` (a move or turn as the records write it, as the online
    /// server sends the opponent's) on this game, or why it is not one here.
    pub fn token_intents(&self, token: &str) -> Result<Vec<Intent>, Phrase> {
        self.0.token_intents(token)
    }

    /// The move or turn `token` (as the records write it) as a suggestion to draw on the
    /// board, if it is one that can be played here (a resignation or a draw is not drawn).
    pub fn suggestion_of(&self, token: &str) -> Option<Suggestion> {
        self.0.suggestion_of(token)
    }

    /// The intents that play `suggestion` here (none if it is of another game).
    pub fn suggestion_intents(&self, suggestion: &Suggestion) -> Vec<Intent> {
        self.0.suggestion_intents(suggestion)
    }

    /// The players agree a draw, in the games that have draws by agreement.
    pub fn agree_draw(&mut self) -> Result<GameChanged, Phrase> {
        self.0.agree_draw()
    }

    /// What a screen reader says of `effects`, the change that led to this game.
    pub fn announce(&self, effects: &Effects) -> Vec<Phrase> {
        self.0.announce(effects)
    }

    /// What stands on the square `cell`, or `None` when the board has no such square.
    pub fn cell_words(&self, cell: &str) -> Option<Phrase> {
        self.0.cell_words(cell)
    }

    /// How many stones or pieces each side has.
    pub fn pieces_words(&self) -> Phrase {
        self.0.pieces_words()
    }

    /// The groups of the side to move (`own`: the player's own) and the opponent's groups in
    /// atari, a sentence each; `None` in a game without groups.
    pub fn groups_words(&self, own: bool) -> Option<Vec<Phrase>> {
        self.0.groups_words(own)
    }

    /// The count or the material, and whose turn it is or how the game ended.
    pub fn score_words(&self) -> Vec<Phrase> {
        self.0.score_words()
    }

    /// A square of this board, for the help's example.
    pub fn example_cell(&self) -> String {
        self.0.example_cell()
    }

    /// The moves that can be typed now, as the records write them (`None`: too many).
    pub fn typed_moves(&self) -> Option<Vec<String>> {
        self.0.typed_moves()
    }

    /// What the players are agreeing on as this screen marks it, for the server.
    pub fn agreement_marked(&self) -> String {
        self.0.agreement_marked()
    }

    /// The intents that make this screen's marking the opponent's `proposal`.
    pub fn agreement_intents(&self, proposal: &str) -> Vec<Intent> {
        self.0.agreement_intents(proposal)
    }

    /// Whether `mv` accepts what the players are to agree on (Medusa's dead groups), which
    /// an online game leaves to the server.
    pub fn accepts_agreement(&self, mv: &GameMove) -> bool {
        self.0.accepts_agreement(mv)
    }

    /// The move that ends the turn played after `turn` earlier turns, if it is still the turn
    /// in progress and has begun (a lesson's turn whose verdict is known); `None` in the games
    /// whose moves end by themselves.
    pub fn close_turn(&self, turn: usize) -> Option<GameMove> {
        self.0.close_turn(turn)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What the game's refusal of `played` says in English, if it was refused.
    fn english_refusal(played: Result<GameChanged, Phrase>) -> Result<(), String> {
        played
            .map(|_| ())
            .map_err(|refusal| medusa_locale::english().say(&refusal))
    }

    #[test]
    fn a_third_player_cannot_resign_in_any_game() {
        for kind in GameKind::all() {
            let mut game = AnyGame::fresh(kind);
            assert_eq!(
                english_refusal(game.resign(2)),
                Err("there are two players: no such player".to_string()),
                "{}",
                kind.name()
            );
            assert!(!game.is_over(), "{}", kind.name());
        }
    }

    #[test]
    fn a_move_of_another_game_is_refused_naming_the_game() {
        let mut lotus = AnyGame::fresh(GameKind::LOTUS);
        let pillars = AnyGame::fresh(GameKind::PILLARS);
        let Some(mv) = pillars
            .pillars()
            .and_then(|game| game.legal_moves().first().copied())
        else {
            panic!("a move at the start of Pillars of Medusa");
        };
        assert_eq!(
            english_refusal(lotus.play(&GameMove::from(mv))),
            Err("that is not a move in Lotus".to_string())
        );
        assert_eq!(lotus.turn_count(), 0);

        let mut medea = AnyGame::fresh(GameKind::MEDEA);
        assert_eq!(
            english_refusal(medea.play(&GameMove::from(crate::MedusaMove::Pass))),
            Err("that is not a move in Medea".to_string())
        );
        assert_eq!(medea.turn_count(), 0);
    }
}
