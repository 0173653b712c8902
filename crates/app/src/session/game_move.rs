//! What passes between a game and the shared session in the game's own terms, behind types
//! that name no game: a move as its player makes it ([`GameMove`]), what the core reported of
//! a change ([`Effects`]) and the computer's [`Suggestion`]. Each holds a value of the game's
//! own type; the game's own code reads it back by that type (`effects.of::<medea::Effect>()`),
//! and a value of another game reads as nothing.

use std::any::Any;
use std::fmt::{self, Debug};

use super::any_game::AnyGame;
use super::game_match::Intent;

/// A value of some game's own type, kept whole: cloned, compared and printed as that type.
trait Value: Any + Debug + Send + Sync {
    fn clone_box(&self) -> Box<dyn Value>;
    fn same(&self, other: &dyn Value) -> bool;
    fn as_any(&self) -> &dyn Any;
}

impl<T: Any + Clone + PartialEq + Debug + Send + Sync> Value for T {
    fn clone_box(&self) -> Box<dyn Value> {
        Box::new(self.clone())
    }

    fn same(&self, other: &dyn Value) -> bool {
        other.as_any().downcast_ref::<T>() == Some(self)
    }

    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// A game's own value behind a type that names no game.
struct Held(Box<dyn Value>);

impl Held {
    fn new<T: Any + Clone + PartialEq + Debug + Send + Sync>(value: T) -> Held {
        Held(Box::new(value))
    }

    fn get<T: Any>(&self) -> Option<&T> {
        self.0.as_any().downcast_ref()
    }
}

impl Clone for Held {
    fn clone(&self) -> Held {
        Held(self.0.clone_box())
    }
}

impl PartialEq for Held {
    fn eq(&self, other: &Held) -> bool {
        self.0.same(other.0.as_ref())
    }
}

impl Debug for Held {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

/// A game's move type, as its player makes it (Medea's `Move`, Medusa's actions and passes):
/// it becomes a [`GameMove`] (and an [`Intent`]) by `into()`.
pub trait PlayerMove: Any + Clone + PartialEq + Debug + Send + Sync {}

/// A move of any game, as its player makes it.
#[derive(Clone, PartialEq, Debug)]
pub struct GameMove(Held);

impl GameMove {
    /// The move as its game's own type `T`, if it is one.
    pub fn of<T: PlayerMove>(&self) -> Option<&T> {
        self.0.get()
    }
}

impl<T: PlayerMove> From<T> for GameMove {
    fn from(mv: T) -> GameMove {
        GameMove(Held::new(mv))
    }
}

/// One effect a game's core reports of a change (a stone reversed, a piece turned to stone).
pub trait GameEffect: Any + Clone + PartialEq + Debug + Send + Sync {
    /// Whether this effect ends the game.
    fn ends_the_game(&self) -> bool;
}

/// What the core reported of a change, in order, in the game's own terms.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Effects {
    /// The game's effects (a `Vec` of its effect type); none for a change with nothing to
    /// show step by step (a new game, an undo).
    reported: Option<Held>,
    /// Whether one of them ends the game.
    ends: bool,
}

impl Effects {
    /// Nothing to show step by step (a new game, an undo).
    pub fn none() -> Effects {
        Effects::default()
    }

    /// The game's effects as its own type `E` (none for another game's change).
    pub fn of<E: GameEffect>(&self) -> &[E] {
        self.reported
            .as_ref()
            .and_then(Held::get::<Vec<E>>)
            .map_or(&[], Vec::as_slice)
    }

    /// Whether these effects end the game.
    pub fn end_the_game(&self) -> bool {
        self.ends
    }
}

impl<E: GameEffect> From<Vec<E>> for Effects {
    fn from(effects: Vec<E>) -> Effects {
        Effects {
            ends: effects.iter().any(GameEffect::ends_the_game),
            reported: Some(Held::new(effects)),
        }
    }
}

/// What a search suggests: a move or turn of the game, in the game's own type (a whole turn
/// of Medusa, a move of the other games).
#[derive(Clone, Debug, PartialEq)]
pub struct Suggestion(Held);

impl Suggestion {
    /// The suggestion `value`, of the game's own type.
    pub fn new<T: Any + Clone + PartialEq + Debug + Send + Sync>(value: T) -> Suggestion {
        Suggestion(Held::new(value))
    }

    /// The suggestion as its game's own type `T`, if it is one.
    pub fn of<T: Any>(&self) -> Option<&T> {
        self.0.get()
    }

    /// The intents that play the suggestion in `game` (none if it is of another game).
    pub fn intents(&self, game: &AnyGame) -> Vec<Intent> {
        game.suggestion_intents(self)
    }
}

/// A game's accessors of the shared values as its own types, for a game whose moves are whole:
/// `effects.medea()`, `suggestion.medea()` (its move), `game.medea()` (its game); each game's
/// folder names them once.
macro_rules! own_accessors {
    ($name:ident, $game:ty, $effect:ty, $board_move:ty) => {
        impl $crate::session::Effects {
            /// This game's effects (none for another game's change).
            pub fn $name(&self) -> &[$effect] {
                self.of()
            }
        }

        impl $crate::session::Suggestion {
            /// This game's move, if the suggestion is one.
            pub fn $name(&self) -> Option<&$board_move> {
                self.of()
            }
        }

        impl $crate::session::AnyGame {
            /// This game, if it is one.
            pub fn $name(&self) -> Option<&$game> {
                self.of()
            }
        }
    };
}

pub(crate) use own_accessors;
