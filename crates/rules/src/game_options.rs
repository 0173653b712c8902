//! What a new game is set up with: each game's own options, kept as a JSON object so that the
//! layers carrying them (the protocol, the server's store, the app's set-up) need to know no
//! game's options. A game reads the options it has and refuses any other, in a sentence.

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use super::contract::GameId;
use super::text_record::quote;

/// A game's options as a JSON object (Medusa's and Lotus's `{"komi":3}`); empty for the
/// game's defaults. Boxed, so that the messages carrying it stay small.
#[derive(Clone, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
#[serde(transparent)]
pub struct GameOptions(Box<Map<String, Value>>);

impl GameOptions {
    /// No options: the game's defaults.
    pub fn new() -> GameOptions {
        GameOptions::default()
    }

    /// These options with `name` set to `value`.
    pub fn with(mut self, name: &str, value: impl Into<Value>) -> GameOptions {
        self.0.insert(name.to_string(), value.into());
        self
    }

    /// Whether no option is given.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The option `name`, if given.
    pub fn get(&self, name: &str) -> Option<&Value> {
        self.0.get(name)
    }

    /// The options as one line of JSON (`{}` for none).
    pub fn to_json(&self) -> String {
        Value::Object(self.0.as_ref().clone()).to_string()
    }

    /// Options from their JSON object, or why the text is not one.
    pub fn from_json(text: &str) -> Result<GameOptions, String> {
        match serde_json::from_str(text) {
            Ok(Value::Object(options)) => Ok(GameOptions(Box::new(options))),
            _ => Err("a game's options are a JSON object".to_string()),
        }
    }

    /// Refuses an option that `game` does not have (`known` are its options' names).
    pub fn only(&self, game: GameId, known: &[&str]) -> Result<(), String> {
        let Some(name) = self.0.keys().find(|name| !known.contains(&name.as_str())) else {
            return Ok(());
        };
        Err(match known {
            [] => format!(
                "{} has no options, and no option {}",
                game.name,
                quote(name)
            ),
            _ => format!(
                "{} has no option {}: its options are {}",
                game.name,
                quote(name),
                known.join(", ")
            ),
        })
    }

    /// The whole-number option `name`, if given, or why it is not one `T` holds.
    pub fn whole<T: TryFrom<i64>>(&self, name: &str) -> Result<Option<T>, String> {
        let Some(value) = self.0.get(name) else {
            return Ok(None);
        };
        value
            .as_i64()
            .and_then(|whole| T::try_from(whole).ok())
            .map(Some)
            .ok_or_else(|| format!("the option {name} must be a whole number, not {value}"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const GAME: GameId = GameId {
        id: "game",
        name: "The game",
        move_word: "move",
    };

    #[test]
    fn options_are_a_json_object_read_by_name() {
        let options = GameOptions::new().with("komi", -4);
        assert_eq!(options.to_json(), r#"{"komi":-4}"#);
        assert_eq!(
            GameOptions::from_json(r#"{"komi":-4}"#),
            Ok(options.clone())
        );
        assert_eq!(options.whole::<i8>("komi"), Ok(Some(-4)));
        assert_eq!(options.whole::<i8>("size"), Ok(None));
        assert_eq!(
            GameOptions::new().with("komi", 300).whole::<i8>("komi"),
            Err("the option komi must be a whole number, not 300".to_string())
        );
        assert_eq!(
            GameOptions::new().with("komi", "3").whole::<i8>("komi"),
            Err("the option komi must be a whole number, not \"3\"".to_string())
        );
        assert_eq!(
            GameOptions::from_json("[3]"),
            Err("a game's options are a JSON object".to_string())
        );
        assert!(GameOptions::from_json("{}").is_ok_and(|options| options.is_empty()));
    }

    #[test]
    fn an_option_the_game_does_not_have_is_refused_naming_its_options() {
        let options = GameOptions::new().with("komi", 3);
        assert_eq!(options.only(GAME, &["komi"]), Ok(()));
        assert_eq!(
            options.only(GAME, &["size", "handicap"]),
            Err("The game has no option 'komi': its options are size, handicap".to_string())
        );
        assert_eq!(
            options.only(GAME, &[]),
            Err("The game has no options, and no option 'komi'".to_string())
        );
    }
}
