//! What a message may show raw: the check every never-panic test makes of the messages it
//! gets, by each character's Unicode general category.

use unicode_general_category::{GeneralCategory, get_general_category};

/// The first character of `message` that would not print as itself: a control, format,
/// private-use or unassigned character, a line or paragraph separator, a space other than the
/// plain one, or a combining mark that does not follow a letter, a digit or another mark
/// shown raw (a lone mark would join the character before it, a quote say).
pub fn hidden_character(message: &str) -> Option<char> {
    let mut after_base = false;
    for c in message.chars() {
        let category = get_general_category(c);
        let hidden = match category {
            GeneralCategory::Control
            | GeneralCategory::Format
            | GeneralCategory::PrivateUse
            | GeneralCategory::Unassigned
            | GeneralCategory::Surrogate
            | GeneralCategory::LineSeparator
            | GeneralCategory::ParagraphSeparator => true,
            GeneralCategory::SpaceSeparator => c != ' ',
            GeneralCategory::NonspacingMark
            | GeneralCategory::SpacingMark
            | GeneralCategory::EnclosingMark => !after_base,
            _ => false,
        };
        if hidden {
            return Some(c);
        }
        after_base = is_base(category);
    }
    None
}

/// Whether a combining mark after a character of `category` shows as part of it.
fn is_base(category: GeneralCategory) -> bool {
    matches!(
        category,
        GeneralCategory::UppercaseLetter
            | GeneralCategory::LowercaseLetter
            | GeneralCategory::TitlecaseLetter
            | GeneralCategory::ModifierLetter
            | GeneralCategory::OtherLetter
            | GeneralCategory::DecimalNumber
            | GeneralCategory::LetterNumber
            | GeneralCategory::OtherNumber
            | GeneralCategory::NonspacingMark
            | GeneralCategory::SpacingMark
            | GeneralCategory::EnclosingMark
    )
}

/// Whether `message` is fit to show: not empty, under `limit` characters, and printing as
/// what it holds ([`hidden_character`]).
pub fn is_fit_to_show(message: &str, limit: usize) -> bool {
    !message.is_empty() && message.chars().count() < limit && hidden_character(message).is_none()
}
