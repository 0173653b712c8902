//! What the text records of every game share: header lines `[Key "value"]`, then one move or
//! turn per line, `#` starting a comment anywhere on a line; and the errors that name where a
//! record went wrong.
//!
//! Records arrive from files, pasted text and links, so reading one never trusts its input: a
//! byte-order mark is skipped, LF, CRLF and CR-only line endings are all read, a record has a
//! maximum size and number of moves, a header may not be given twice, and a token quoted in a
//! message is cut short and has every character that would not print as itself escaped
//! ([`quote`]), so a message is always short and prints as what the record really holds.

use std::fmt;

use unicode_general_category::{GeneralCategory, get_general_category};

/// The largest record read, in bytes (a 10,000-move record with comments fits many times).
pub const MAX_RECORD_BYTES: usize = 1 << 20;

/// The most moves (or turns) a record may hold.
pub const MAX_RECORD_MOVES: usize = 10_000;

/// The most characters of a token a message quotes.
const QUOTE_CHARS: usize = 24;

/// Where in a record a problem lies.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Location {
    /// A line of a text record (1-based).
    Line(usize),
    /// A move or turn of the game (1-based), for records without lines of their own: JSON
    /// records and links.
    Turn(usize),
    /// The record as a whole.
    Record,
}

/// A problem with a record and where it lies.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct RecordError {
    pub location: Location,
    pub message: String,
}

impl RecordError {
    /// A problem on a line of a text record.
    pub fn at_line(line: usize, message: impl Into<String>) -> RecordError {
        RecordError {
            location: Location::Line(line),
            message: message.into(),
        }
    }

    /// A problem with a move or turn (1-based).
    pub fn at_turn(turn: usize, message: impl Into<String>) -> RecordError {
        RecordError {
            location: Location::Turn(turn),
            message: message.into(),
        }
    }

    /// A problem with the record as a whole.
    pub fn whole(message: impl Into<String>) -> RecordError {
        RecordError {
            location: Location::Record,
            message: message.into(),
        }
    }
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.location {
            Location::Line(line) => write!(f, "line {line}: {}", self.message),
            Location::Turn(turn) => write!(f, "turn {turn}: {}", self.message),
            Location::Record => f.write_str(&self.message),
        }
    }
}

impl std::error::Error for RecordError {}

/// A header line: `[Key "value"]`.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Header {
    pub key: String,
    pub value: String,
    /// Its line (1-based).
    pub line: usize,
}

/// A line of a record's body: a move or turn, with its comment and surrounding blanks cut off.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct BodyLine<'a> {
    pub text: &'a str,
    /// Its line (1-based).
    pub line: usize,
}

/// A text record split into its headers and body lines; what the lines mean is each game's.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct TextRecord<'a> {
    /// The headers, in order; no key twice (keys compare without case).
    pub headers: Vec<Header>,
    /// The body lines that are not blank or comments, in order.
    pub body: Vec<BodyLine<'a>>,
    /// The number of lines in the source.
    pub line_count: usize,
}

impl<'a> TextRecord<'a> {
    /// Splits `source` into headers and body lines. Fails on a record too large or with more
    /// than [`MAX_RECORD_MOVES`] moves, a malformed header, a header after the first move, or
    /// a header given twice.
    pub fn read(source: &'a str) -> Result<TextRecord<'a>, RecordError> {
        TextRecord::read_at_most(source, MAX_RECORD_MOVES)
    }

    /// The same for a game whose record may close with one line after its moves (Medusa's
    /// `dead` line): one more body line is read, and the game counts its moves itself.
    pub fn read_with_closing_line(source: &'a str) -> Result<TextRecord<'a>, RecordError> {
        TextRecord::read_at_most(source, MAX_RECORD_MOVES + 1)
    }

    fn read_at_most(source: &'a str, most: usize) -> Result<TextRecord<'a>, RecordError> {
        if source.len() > MAX_RECORD_BYTES {
            return Err(RecordError::whole(format!(
                "the record is {} KiB, more than the {} KiB a record may have",
                source.len().div_ceil(1024),
                MAX_RECORD_BYTES / 1024
            )));
        }
        let source = source.strip_prefix('\u{feff}').unwrap_or(source);
        let mut headers: Vec<Header> = Vec::new();
        let mut body = Vec::new();
        let mut line_count = 0;
        for (index, raw) in lines(source).enumerate() {
            let line = index + 1;
            line_count = line;
            let trimmed = raw.trim();
            if trimmed.starts_with('[') {
                if !body.is_empty() {
                    return Err(RecordError::at_line(
                        line,
                        "headers must come before the moves",
                    ));
                }
                let (key, value) =
                    parse_header(trimmed).map_err(|m| RecordError::at_line(line, m))?;
                if let Some(first) = headers.iter().find(|h| h.key.eq_ignore_ascii_case(&key)) {
                    return Err(RecordError::at_line(
                        line,
                        format!(
                            "the {key} header is given twice (first on line {})",
                            first.line
                        ),
                    ));
                }
                headers.push(Header { key, value, line });
                continue;
            }
            let text = strip_comment(raw).trim();
            if text.is_empty() {
                continue;
            }
            if body.len() == most {
                return Err(RecordError::at_line(
                    line,
                    format!("a record may have at most {MAX_RECORD_MOVES} moves"),
                ));
            }
            body.push(BodyLine { text, line });
        }
        Ok(TextRecord {
            headers,
            body,
            line_count,
        })
    }

    /// A header, by key (without case).
    pub fn header(&self, key: &str) -> Option<&Header> {
        self.headers
            .iter()
            .find(|h| h.key.eq_ignore_ascii_case(key))
    }

    /// The headers other than those named in `known` (without case), as key and value.
    pub fn other_headers(&self, known: &[&str]) -> Vec<(String, String)> {
        self.headers
            .iter()
            .filter(|h| !known.iter().any(|k| h.key.eq_ignore_ascii_case(k)))
            .map(|h| (h.key.clone(), h.value.clone()))
            .collect()
    }
}

/// The value of the header `key` (without case) among a record's `headers`.
pub fn header_value<'a>(headers: &'a [(String, String)], key: &str) -> Option<&'a str> {
    headers
        .iter()
        .find(|(k, _)| k.eq_ignore_ascii_case(key))
        .map(|(_, v)| v.as_str())
}

/// The lines of `source`, ended by LF, CRLF or a lone CR.
pub fn lines(source: &str) -> impl Iterator<Item = &str> {
    let mut rest = Some(source).filter(|s| !s.is_empty());
    std::iter::from_fn(move || {
        let text = rest?;
        match text.find(['\n', '\r']) {
            Some(end) => {
                let skip = if text[end..].starts_with("\r\n") {
                    2
                } else {
                    1
                };
                rest = Some(&text[end + skip..]).filter(|r| !r.is_empty());
                Some(&text[..end])
            }
            None => {
                rest = None;
                Some(text)
            }
        }
    })
}

/// `line` without its comment (from the first `#` on).
fn strip_comment(line: &str) -> &str {
    line.split_once('#').map_or(line, |(before, _)| before)
}

/// Reads `[Key "value"]` (a `\` in the value escapes the next character); a comment may
/// follow the closing bracket.
fn parse_header(line: &str) -> Result<(String, String), String> {
    let malformed = || format!("a header looks like [Key \"value\"], found {}", quote(line));
    let inner = line.strip_prefix('[').ok_or_else(malformed)?;
    let (key, rest) = inner
        .split_once(char::is_whitespace)
        .ok_or_else(malformed)?;
    if key.is_empty() || !key.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
        return Err(malformed());
    }
    let mut chars = rest
        .trim_start()
        .strip_prefix('"')
        .ok_or_else(malformed)?
        .chars();
    let mut value = String::new();
    loop {
        match chars.next().ok_or_else(malformed)? {
            '\\' => value.push(chars.next().ok_or_else(malformed)?),
            '"' => break,
            c => value.push(c),
        }
    }
    let after = chars.as_str().trim_start();
    let after = after.strip_prefix(']').ok_or_else(malformed)?;
    if !strip_comment(after).trim().is_empty() {
        return Err(malformed());
    }
    Ok((key.to_string(), value))
}

/// A header line for `key` and `value`, with quotes and backslashes in the value escaped and
/// line breaks written as spaces (a header is one line).
pub fn header_line(key: &str, value: &str) -> String {
    let mut line = format!("[{key} \"");
    for c in value.chars() {
        match c {
            '\\' | '"' => {
                line.push('\\');
                line.push(c);
            }
            '\n' | '\r' => line.push(' '),
            c => line.push(c),
        }
    }
    line.push_str("\"]\n");
    line
}

/// `token` as a message quotes it: in single quotes, cut after a few characters, and with
/// every character that would not print as itself escaped (`j\u{200b}11`), so it prints as
/// what it is.
pub fn quote(token: &str) -> String {
    format!("'{}'", printable(token, QUOTE_CHARS))
}

/// `text` cut after `max_chars` characters (with `…`), every character that would not print
/// as itself escaped ([`Look`]): for passing on a message that may hold a record's text (a
/// JSON parser's).
pub fn printable(text: &str, max_chars: usize) -> String {
    let mut shown = String::new();
    // Whether the last character was shown raw and takes a combining mark.
    let mut after_base = false;
    for (count, c) in text.chars().enumerate() {
        if count == max_chars {
            shown.push('…');
            break;
        }
        let look = Look::of(c);
        let raw = match look {
            Look::Hidden => false,
            Look::Mark => after_base,
            Look::Base | Look::Other => true,
        };
        if raw {
            shown.push(c);
        } else {
            shown.extend(c.escape_unicode());
        }
        after_base = raw && matches!(look, Look::Base | Look::Mark);
    }
    shown
}

/// Whether `c` prints as nothing, or not as itself ([`Look`]): a control, format, private-use
/// or unassigned character, a line or paragraph separator, a space other than the plain one,
/// or one of the letters and marks Unicode says to ignore. [`printable`] escapes these; a
/// player's name may hold none of them.
pub fn is_hidden(c: char) -> bool {
    Look::of(c) == Look::Hidden
}

/// How a character prints, by its Unicode general category.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Look {
    /// Nothing, or not as itself: control, format, private-use and unassigned characters,
    /// line and paragraph separators, spaces other than the plain one, and the few other
    /// characters Unicode says to ignore.
    Hidden,
    /// A combining mark: part of the letter or digit before it, and joined to whatever else
    /// stands before it (a quote, a space) if alone.
    Mark,
    /// A letter or a digit, which takes combining marks.
    Base,
    /// Anything else that prints: punctuation, symbols, the plain space.
    Other,
}

impl Look {
    fn of(c: char) -> Look {
        use GeneralCategory as G;
        if c == ' ' {
            return Look::Other;
        }
        if is_ignorable_letter_or_mark(c) {
            return Look::Hidden;
        }
        match get_general_category(c) {
            G::Control
            | G::Format
            | G::PrivateUse
            | G::Unassigned
            | G::Surrogate
            | G::LineSeparator
            | G::ParagraphSeparator
            | G::SpaceSeparator => Look::Hidden,
            G::NonspacingMark | G::SpacingMark | G::EnclosingMark => Look::Mark,
            G::UppercaseLetter
            | G::LowercaseLetter
            | G::TitlecaseLetter
            | G::ModifierLetter
            | G::OtherLetter
            | G::DecimalNumber
            | G::LetterNumber
            | G::OtherNumber => Look::Base,
            _ => Look::Other,
        }
    }
}

/// The default-ignorable characters (Unicode's `Default_Ignorable_Code_Point`) that are
/// letters or marks rather than format characters: the Hangul fillers and the variation
/// selectors, which print as nothing even after a letter.
fn is_ignorable_letter_or_mark(c: char) -> bool {
    matches!(
        c,
        '\u{034f}'
            | '\u{115f}'
            | '\u{1160}'
            | '\u{17b4}'
            | '\u{17b5}'
            | '\u{180b}'..='\u{180d}'
            | '\u{180f}'
            | '\u{3164}'
            | '\u{fe00}'..='\u{fe0f}'
            | '\u{ffa0}'
            | '\u{e0100}'..='\u{e01ef}'
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn headers_and_moves_with_comments_anywhere() {
        let source = "\u{feff}[Variant \"medea\"] # the game\n[White \"Ada #1\"]\n\n# a comment\nc3-d4   # a step\r\nd6-c5\rresign\n";
        let record = TextRecord::read(source).unwrap();
        assert_eq!(record.headers.len(), 2);
        assert_eq!(record.header("variant").unwrap().value, "medea");
        assert_eq!(record.header("WHITE").unwrap().value, "Ada #1");
        let body: Vec<(usize, &str)> = record.body.iter().map(|b| (b.line, b.text)).collect();
        assert_eq!(body, vec![(5, "c3-d4"), (6, "d6-c5"), (7, "resign")]);
        assert_eq!(record.line_count, 7);
    }

    #[test]
    fn a_header_given_twice_is_an_error_on_its_line() {
        let error = TextRecord::read("[Variant \"medea\"]\n[variant \"pillars\"]\n").unwrap_err();
        assert_eq!(
            error.to_string(),
            "line 2: the variant header is given twice (first on line 1)"
        );
    }

    #[test]
    fn a_header_after_a_move_is_an_error() {
        let error = TextRecord::read("[Variant \"medea\"]\nc3-d4\n[White \"x\"]").unwrap_err();
        assert_eq!(error.location, Location::Line(3));
    }

    #[test]
    fn malformed_headers_are_errors() {
        for bad in [
            "[Variant]",
            "[Variant \"x]",
            "[ \"x\"]",
            "[Variant \"x\"] extra",
            "[V-x \"y\"]",
        ] {
            let error = TextRecord::read(bad).unwrap_err();
            assert_eq!(error.location, Location::Line(1), "{bad}");
        }
    }

    #[test]
    fn too_large_and_too_long_records_are_refused() {
        let large = "x".repeat(MAX_RECORD_BYTES + 1);
        assert_eq!(
            TextRecord::read(&large).unwrap_err().location,
            Location::Record
        );
        let long = "pass\n".repeat(MAX_RECORD_MOVES + 1);
        assert_eq!(
            TextRecord::read(&long).unwrap_err(),
            RecordError::at_line(
                MAX_RECORD_MOVES + 1,
                format!("a record may have at most {MAX_RECORD_MOVES} moves")
            )
        );
        assert!(TextRecord::read(&"pass\n".repeat(MAX_RECORD_MOVES)).is_ok());
        let closed = format!("{}dead\n", "pass\n".repeat(MAX_RECORD_MOVES));
        assert!(TextRecord::read(&closed).is_err());
        assert_eq!(
            TextRecord::read_with_closing_line(&closed)
                .unwrap()
                .body
                .len(),
            MAX_RECORD_MOVES + 1
        );
        let over = "pass\n".repeat(MAX_RECORD_MOVES + 2);
        assert!(TextRecord::read_with_closing_line(&over).is_err());
    }

    #[test]
    fn quoted_tokens_are_short_and_show_invisible_characters() {
        assert_eq!(quote("j\u{200b}11"), "'j\\u{200b}11'");
        assert_eq!(quote("a\u{202e}b\0"), "'a\\u{202e}b\\u{0}'");
        assert_eq!(
            quote(&"x".repeat(1000)),
            format!("'{}…'", "x".repeat(QUOTE_CHARS))
        );
        assert_eq!(quote("d4xd6"), "'d4xd6'");
    }

    #[test]
    fn header_lines_escape_what_would_break_them() {
        let line = header_line("White", "Ada \"the\" \\ one\nline");
        assert_eq!(line, "[White \"Ada \\\"the\\\" \\\\ one line\"]\n");
        let record = TextRecord::read(&line).unwrap();
        assert_eq!(record.headers[0].value, "Ada \"the\" \\ one line");
    }

    #[test]
    fn every_line_ending_is_read() {
        let texts: Vec<&str> = lines("a\nb\r\nc\rd").collect();
        assert_eq!(texts, vec!["a", "b", "c", "d"]);
        assert_eq!(lines("").count(), 0);
        assert_eq!(lines("a\n").collect::<Vec<_>>(), vec!["a"]);
    }
}
