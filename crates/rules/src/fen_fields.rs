//! What the FEN readers of every game share: a position is one line of fields separated by
//! single spaces (blanks around the whole are ignored), and its numbers are written as a
//! writer writes them: digits only, no leading zero.

use std::iter::Peekable;
use std::str::Chars;

/// Why a FEN's fields could not be told apart.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum FieldsError {
    /// Not the number of fields the game's positions have: how many there are.
    Count(usize),
    /// Fields separated by something other than a single space.
    Spacing,
}

/// The `N` fields of `fen`, which must be separated by single spaces; blanks before the first
/// field and after the last are ignored.
pub fn split_fields<const N: usize>(fen: &str) -> Result<[&str; N], FieldsError> {
    let fen = fen.trim();
    if fen.contains("  ") || fen.chars().any(|c| c.is_whitespace() && c != ' ') {
        return Err(FieldsError::Spacing);
    }
    let fields: Vec<&str> = fen.split(' ').filter(|field| !field.is_empty()).collect();
    <[&str; N]>::try_from(fields.as_slice()).map_err(|_| FieldsError::Count(fields.len()))
}

/// `text` as a whole number of at most `most`, when it is written as the writer writes one:
/// digits only, no sign, no leading zero (but `0` itself).
pub fn canonical_number(text: &str, most: u32) -> Option<u32> {
    let digits_only = !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit());
    if !digits_only || (text.len() > 1 && text.starts_with('0')) {
        return None;
    }
    text.parse().ok().filter(|&n| n <= most)
}

/// The number of empty squares written from `first`, a digit, on: all the digits in a row
/// (`101` is one number, not 10 and 1), a canonical number from 1 to `most`; or, when they are
/// not one, the digits as written.
pub fn empty_squares(
    first: char,
    rest: &mut Peekable<Chars<'_>>,
    most: u32,
) -> Result<u32, String> {
    let mut digits = String::from(first);
    while let Some(next) = rest.next_if(char::is_ascii_digit) {
        digits.push(next);
    }
    canonical_number(&digits, most)
        .filter(|&n| n > 0)
        .ok_or(digits)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fields_are_separated_by_single_spaces() {
        assert_eq!(split_fields::<3>(" a b c\n"), Ok(["a", "b", "c"]));
        assert_eq!(split_fields::<3>("a b"), Err(FieldsError::Count(2)));
        assert_eq!(split_fields::<3>(""), Err(FieldsError::Count(0)));
        for spaced in ["a  b c", "a\tb c", "a b\nc", "a b\u{a0}c", "a\u{3000}b c"] {
            assert_eq!(
                split_fields::<3>(spaced),
                Err(FieldsError::Spacing),
                "{spaced:?}"
            );
        }
    }

    #[test]
    fn a_run_of_empty_squares_is_one_number() {
        let read = |rank: &str, most: u32| {
            let mut chars = rank.chars().peekable();
            let first = chars.next().unwrap_or('0');
            (
                empty_squares(first, &mut chars, most),
                chars.collect::<String>(),
            )
        };
        assert_eq!(read("10k", 11), (Ok(10), "k".to_string()));
        assert_eq!(read("101", 11), (Err("101".to_string()), String::new()));
        assert_eq!(read("44", 8), (Err("44".to_string()), String::new()));
        assert_eq!(read("0m", 8), (Err("0".to_string()), "m".to_string()));
        assert_eq!(read("9", 8), (Err("9".to_string()), String::new()));
    }

    #[test]
    fn numbers_are_canonical() {
        assert_eq!(canonical_number("0", 9), Some(0));
        assert_eq!(canonical_number("25", 100), Some(25));
        assert_eq!(canonical_number("101", 100), None);
        for bad in [
            "",
            "01",
            "00",
            "+1",
            "-1",
            "1 ",
            "1e3",
            "\u{663}",
            "99999999999999999999",
        ] {
            assert_eq!(canonical_number(bad, u32::MAX), None, "{bad:?}");
        }
    }
}
