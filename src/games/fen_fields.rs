//! What the FEN readers of every game share: a position is one line of fields separated by
//! single spaces (blanks around the whole are ignored), and its numbers are written as a
//! writer writes them: digits only, no leading zero.

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
            "٣",
            "99999999999999999999",
        ] {
            assert_eq!(canonical_number(bad, u32::MAX), None, "{bad:?}");
        }
    }
}
