//! A sentence to be said in the screens' language, made where the screens' words are not at
//! hand (the session, which draws nothing): its key and its arguments, said by
//! [`Texts::say`](crate::Texts::say) where it is shown.

use std::borrow::Cow;

/// A message by its key, with its arguments.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Phrase {
    pub key: Cow<'static, str>,
    pub args: Vec<(&'static str, Arg)>,
}

/// An argument of a [`Phrase`].
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Arg {
    /// Said as it is (a name, a move, a sentence from elsewhere).
    Text(String),
    /// A number, which can choose a plural form.
    Number(i64),
    /// Another message, said in the same language first (a side's name).
    Phrase(Box<Phrase>),
}

impl Phrase {
    /// The message `key` without arguments.
    pub fn new(key: impl Into<Cow<'static, str>>) -> Phrase {
        Phrase {
            key: key.into(),
            args: Vec::new(),
        }
    }

    /// The phrase with the argument `name` set to `value`.
    pub fn with(mut self, name: &'static str, value: impl Into<Arg>) -> Phrase {
        self.args.push((name, value.into()));
        self
    }
}

impl From<String> for Arg {
    fn from(text: String) -> Arg {
        Arg::Text(text)
    }
}

impl From<&str> for Arg {
    fn from(text: &str) -> Arg {
        Arg::Text(text.to_string())
    }
}

impl From<Phrase> for Arg {
    fn from(phrase: Phrase) -> Arg {
        Arg::Phrase(Box::new(phrase))
    }
}

macro_rules! number_arg {
    ($($number:ty),*) => {
        $(impl From<$number> for Arg {
            fn from(number: $number) -> Arg {
                Arg::Number(i64::try_from(number).unwrap_or(i64::MAX))
            }
        })*
    };
}

number_arg!(i8, i16, i32, i64, u8, u16, u32, u64, usize, isize);
