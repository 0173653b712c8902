//! The words of the game's screens in every language, read from the Fluent files under
//! `assets/locales/<language>/` (embedded at build time: adding a language is adding its
//! folder). A language's [`Texts`] give each message by its key, with its arguments (numbers
//! and plurals as the language writes them); a key a language lacks falls back to English.
//! The pseudo-language ([`PSEUDO`]) is English with every string bracketed and accented, to
//! find words left in the code.

#[cfg(test)]
mod checks;
mod phrase;
mod pseudo;

use std::sync::{Arc, LazyLock};

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};
use unic_langid::LanguageIdentifier;

pub use fluent_bundle::FluentValue;
pub use phrase::{Arg, Phrase};

include!(concat!(env!("OUT_DIR"), "/sources.rs"));

/// English: the language every other falls back to, and the default.
pub const ENGLISH: &str = "en";

/// The pseudo-language: English with every string bracketed and accented.
pub const PSEUDO: &str = "qps";

/// The key of each language's own name, for the language picker.
const LANGUAGE_NAME: &str = "language-name";

/// A language the game speaks: its tag (its folder's name) and its own name for it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Language {
    pub tag: &'static str,
    pub name: String,
}

/// Every language the game speaks, English first, then by tag.
pub fn languages() -> &'static [Language] {
    static LANGUAGES: LazyLock<Vec<Language>> = LazyLock::new(|| {
        let mut tags: Vec<&'static str> = SOURCES.iter().map(|(tag, _)| *tag).collect();
        tags.sort_by_key(|&tag| (tag != ENGLISH, tag));
        tags.into_iter()
            .map(|tag| Language {
                tag,
                name: Texts::load(tag).get(LANGUAGE_NAME),
            })
            .collect()
    });
    &LANGUAGES
}

/// The language to speak to someone who prefers `preferred` (most preferred first, as a
/// browser's or a system's language tags: `nl-BE`, `de`): the first one the game speaks, by
/// its language (a region the game does not have takes its language), or English.
pub fn negotiate<'a>(preferred: impl IntoIterator<Item = &'a str>) -> &'static str {
    preferred
        .into_iter()
        .find_map(|wanted| {
            let wanted: LanguageIdentifier = wanted.parse().ok()?;
            SOURCES.iter().map(|(tag, _)| *tag).find(|tag| {
                tag.parse::<LanguageIdentifier>()
                    .is_ok_and(|ours| ours.language == wanted.language)
            })
        })
        .unwrap_or(ENGLISH)
}

/// The Fluent files of the language `tag`, each with its name.
fn sources_of(tag: &str) -> &'static [(&'static str, &'static str)] {
    SOURCES
        .iter()
        .find(|(language, _)| *language == tag)
        .map_or(&[], |(_, files)| files)
}

/// The text of the Fluent file `file` of the language `tag` (`"en"`, `"lessons-medea.ftl"`).
pub fn source(tag: &str, file: &str) -> Option<&'static str> {
    sources_of(tag)
        .iter()
        .find(|(name, _)| *name == file)
        .map(|(_, text)| *text)
}

/// English's texts, which every other language falls back to.
static ENGLISH_TEXTS: LazyLock<Arc<Texts>> = LazyLock::new(|| Arc::new(Texts::load(ENGLISH)));

/// English's texts.
pub fn english() -> Arc<Texts> {
    ENGLISH_TEXTS.clone()
}

/// The words of one language.
pub struct Texts {
    tag: &'static str,
    bundle: FluentBundle<FluentResource>,
    pseudo: bool,
}

impl std::fmt::Debug for Texts {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Texts({})", self.tag)
    }
}

impl Texts {
    /// The texts of the language `tag` (English's for a language the game does not speak;
    /// the pseudo-language's for [`PSEUDO`]). A file that does not parse keeps the messages
    /// it could read.
    pub fn load(tag: &str) -> Texts {
        let pseudo = tag == PSEUDO;
        let tag = if pseudo {
            PSEUDO
        } else {
            SOURCES
                .iter()
                .map(|(language, _)| *language)
                .find(|language| *language == tag)
                .unwrap_or(ENGLISH)
        };
        let read = if pseudo { ENGLISH } else { tag };
        let id: LanguageIdentifier = read.parse().unwrap_or_default();
        let mut bundle = FluentBundle::new_concurrent(vec![id]);
        // Egui draws text as it is: no Unicode isolation marks around the arguments.
        bundle.set_use_isolating(false);
        if pseudo {
            bundle.set_transform(Some(pseudo::accent));
        }
        for (_, source) in sources_of(read) {
            let resource =
                FluentResource::try_new(source.to_string()).unwrap_or_else(|(partial, _)| partial);
            // A key given twice keeps its first message; the tests refuse such files.
            let _ = bundle.add_resource(resource);
        }
        Texts {
            tag,
            bundle,
            pseudo,
        }
    }

    /// The language's tag.
    pub fn tag(&self) -> &'static str {
        self.tag
    }

    /// The message `key`.
    pub fn get(&self, key: &str) -> String {
        self.format(key, None, None)
    }

    /// The message `key` with its arguments (`[("count", 3.into())]`).
    pub fn with<'a>(
        &self,
        key: &str,
        args: impl IntoIterator<Item = (&'a str, FluentValue<'a>)>,
    ) -> String {
        let mut fluent = FluentArgs::new();
        for (name, value) in args {
            fluent.set(name, value);
        }
        self.format(key, None, Some(&fluent))
    }

    /// `phrase` in this language (its arguments that are phrases said first).
    pub fn say(&self, phrase: &Phrase) -> String {
        let args: Vec<(&str, FluentValue)> = phrase
            .args
            .iter()
            .map(|(name, arg)| {
                let value = match arg {
                    Arg::Text(text) => FluentValue::from(text.clone()),
                    Arg::Number(number) => FluentValue::from(*number),
                    Arg::Phrase(inner) => FluentValue::from(self.say(inner)),
                };
                (*name, value)
            })
            .collect();
        self.with(&phrase.key, args)
    }

    /// The attribute `attribute` of the message `key` (`key.attribute` in the files).
    pub fn attribute(&self, key: &str, attribute: &str) -> String {
        self.format(key, Some(attribute), None)
    }

    /// Whether the language has the message `key` itself (not by falling back to English).
    pub fn has(&self, key: &str) -> bool {
        self.bundle.has_message(key)
    }

    /// The message, or its attribute, in this language, else in English, else its key.
    fn format(&self, key: &str, attribute: Option<&str>, args: Option<&FluentArgs>) -> String {
        if let Some(text) = self.own(key, attribute, args) {
            return if self.pseudo {
                format!("[{text}]")
            } else {
                text
            };
        }
        if self.tag != ENGLISH
            && let Some(text) = ENGLISH_TEXTS.own(key, attribute, args)
        {
            return text;
        }
        match attribute {
            Some(attribute) => format!("{key}.{attribute}"),
            None => key.to_string(),
        }
    }

    /// The message, or its attribute, in this language's own files.
    fn own(&self, key: &str, attribute: Option<&str>, args: Option<&FluentArgs>) -> Option<String> {
        let message = self.bundle.get_message(key)?;
        let pattern = match attribute {
            Some(attribute) => message.get_attribute(attribute)?.value(),
            None => message.value()?,
        };
        let mut errors = Vec::new();
        Some(
            self.bundle
                .format_pattern(pattern, args, &mut errors)
                .into_owned(),
        )
    }
}
