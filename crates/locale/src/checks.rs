//! The files themselves: every file of every language parses, every language has exactly
//! English's keys, attributes and arguments, and no key is given twice.

use std::collections::{BTreeMap, BTreeSet};

use fluent_bundle::FluentResource;
use fluent_syntax::ast;

use super::*;

/// What a language's files give: each key (`key` or `key.attribute`) with the arguments its
/// text uses, and the keys given twice.
struct Keys {
    keys: BTreeMap<String, BTreeSet<String>>,
    twice: Vec<String>,
}

/// The keys of the language `tag`, or the files' parse errors.
fn keys_of(tag: &str) -> Result<Keys, String> {
    let mut keys = Keys {
        keys: BTreeMap::new(),
        twice: Vec::new(),
    };
    for (file, source) in sources_of(tag) {
        let resource = FluentResource::try_new(source.to_string())
            .map_err(|(_, errors)| format!("{tag}/{file}: {errors:?}"))?;
        for entry in resource.entries() {
            let ast::Entry::Message(message) = entry else {
                continue;
            };
            let name = message.id.name.to_string();
            let mut add = |key: String, pattern: Option<&ast::Pattern<&str>>| {
                let mut arguments = BTreeSet::new();
                if let Some(pattern) = pattern {
                    arguments_of(pattern, &mut arguments);
                }
                if keys.keys.insert(key.clone(), arguments).is_some() {
                    keys.twice.push(format!("{tag}/{file}: {key}"));
                }
            };
            add(name.clone(), message.value.as_ref());
            for attribute in &message.attributes {
                add(
                    format!("{name}.{}", attribute.id.name),
                    Some(&attribute.value),
                );
            }
        }
    }
    Ok(keys)
}

/// The arguments (`$count`) `pattern` uses, selectors and nested placeables included.
fn arguments_of(pattern: &ast::Pattern<&str>, arguments: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_arguments(expression, arguments);
        }
    }
}

fn expression_arguments(expression: &ast::Expression<&str>, arguments: &mut BTreeSet<String>) {
    match expression {
        ast::Expression::Select { selector, variants } => {
            inline_arguments(selector, arguments);
            for variant in variants {
                arguments_of(&variant.value, arguments);
            }
        }
        ast::Expression::Inline(inline) => inline_arguments(inline, arguments),
    }
}

fn inline_arguments(inline: &ast::InlineExpression<&str>, arguments: &mut BTreeSet<String>) {
    match inline {
        ast::InlineExpression::VariableReference { id } => {
            arguments.insert(id.name.to_string());
        }
        ast::InlineExpression::FunctionReference {
            arguments: call, ..
        } => {
            for positional in &call.positional {
                inline_arguments(positional, arguments);
            }
            for named in &call.named {
                inline_arguments(&named.value, arguments);
            }
        }
        ast::InlineExpression::Placeable { expression } => {
            expression_arguments(expression, arguments);
        }
        _ => {}
    }
}

fn tags() -> Vec<&'static str> {
    SOURCES.iter().map(|(tag, _)| *tag).collect()
}

#[test]
fn every_file_of_every_language_parses_and_gives_each_key_once() {
    assert!(tags().contains(&ENGLISH), "English's folder is there");
    for tag in tags() {
        let keys = keys_of(tag).unwrap_or_else(|error| panic!("{error}"));
        assert!(keys.twice.is_empty(), "keys given twice: {:?}", keys.twice);
        assert!(keys.keys.contains_key(LANGUAGE_NAME), "{tag} names itself");
    }
}

#[test]
fn every_language_has_englishs_keys_and_arguments_and_no_others() {
    let english = keys_of(ENGLISH).unwrap_or_else(|error| panic!("{error}"));
    for tag in tags() {
        let keys = keys_of(tag).unwrap_or_else(|error| panic!("{error}"));
        let missing: Vec<&String> = english
            .keys
            .keys()
            .filter(|key| !keys.keys.contains_key(*key))
            .collect();
        let extra: Vec<&String> = keys
            .keys
            .keys()
            .filter(|key| !english.keys.contains_key(*key))
            .collect();
        assert!(missing.is_empty(), "{tag} lacks {missing:?}");
        assert!(extra.is_empty(), "{tag} has keys English lacks: {extra:?}");
        for (key, arguments) in &english.keys {
            assert_eq!(&keys.keys[key], arguments, "{tag}: the arguments of {key}");
        }
    }
}

#[test]
fn each_language_is_found_from_its_own_tag_or_a_region_of_it() {
    for tag in tags() {
        assert_eq!(negotiate([tag]), tag);
        assert_eq!(negotiate(["xx", &format!("{tag}-CH")]), tag);
    }
    assert_eq!(negotiate(["xx-YY", "not a tag at all"]), ENGLISH);
    assert_eq!(negotiate([]), ENGLISH);
}

#[test]
fn every_language_names_itself_in_the_picker_english_first() {
    let languages = languages();
    assert_eq!(languages[0].tag, ENGLISH);
    assert_eq!(languages[0].name, "English");
    assert_eq!(languages.len(), tags().len());
    for language in languages {
        assert_ne!(
            language.name, LANGUAGE_NAME,
            "{} names itself",
            language.tag
        );
    }
}

#[test]
fn the_pseudo_language_brackets_and_accents_every_message_with_its_arguments() {
    let pseudo = Texts::load(PSEUDO);
    assert_eq!(pseudo.tag(), PSEUDO);
    assert_eq!(pseudo.get(LANGUAGE_NAME), "[Éñĝļîšĥ]");
    assert_eq!(
        pseudo.with("settings-kept-in", [("place", "/home/x".into())]),
        "[Ķéþţ îñ /home/x]"
    );
    assert_eq!(
        english().with("settings-kept-in", [("place", "/home/x".into())]),
        "Kept in /home/x"
    );
}

#[test]
fn a_key_no_language_has_reads_as_itself_and_an_unknown_language_as_english() {
    assert_eq!(english().get("no-such-key"), "no-such-key");
    assert_eq!(
        english().attribute("no-such-key", "tooltip"),
        "no-such-key.tooltip"
    );
    let unknown = Texts::load("xx");
    assert_eq!(unknown.tag(), ENGLISH);
    assert_eq!(unknown.get(LANGUAGE_NAME), "English");
}

#[test]
fn a_phrase_is_said_with_its_arguments_and_inner_phrases_in_the_same_language() {
    let inner = Phrase::new(LANGUAGE_NAME);
    let phrase = Phrase::new("settings-kept-in").with("place", inner);
    assert_eq!(english().say(&phrase), "Kept in English");
    assert_eq!(Texts::load(PSEUDO).say(&phrase), "[Ķéþţ îñ [Éñĝļîšĥ]]");
    let percent = Phrase::new("settings-panel-percent").with("percent", 125_usize);
    assert_eq!(english().say(&percent), "125%");
}

#[test]
fn the_web_pages_words_are_plain_one_line_messages_its_script_can_read() {
    for tag in tags() {
        let Some((_, source)) = sources_of(tag).iter().find(|(file, _)| *file == "page.ftl") else {
            panic!("{tag} has the page's words (page.ftl)");
        };
        for line in source.lines() {
            let line = line.trim_end();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let Some((key, value)) = line.split_once(" = ") else {
                panic!("{tag}/page.ftl: not one `key = value` line: {line}");
            };
            assert!(key.starts_with("page-"), "{tag}/page.ftl: {key}");
            assert!(
                !value.contains("->") && !value.trim().is_empty(),
                "{tag}/page.ftl: {line}"
            );
        }
    }
}

#[test]
fn every_language_but_english_is_written_in_its_own_words() {
    let english = Texts::load(ENGLISH);
    let keys = keys_of(ENGLISH).unwrap_or_else(|error| panic!("{error}"));
    let messages: Vec<&String> = keys.keys.keys().filter(|key| !key.contains('.')).collect();
    for tag in tags().into_iter().filter(|tag| *tag != ENGLISH) {
        let texts = Texts::load(tag);
        let same: Vec<&&String> = messages
            .iter()
            .filter(|key| texts.get(key) == english.get(key))
            .collect();
        // Names, notation and symbols are the same in every language; sentences are not.
        assert!(
            same.len() * 5 < messages.len(),
            "{tag} reads as English in {} of {} messages: {same:?}",
            same.len(),
            messages.len()
        );
    }
}
