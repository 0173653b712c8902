//! A line of chat as a server takes it: some text, not too long, with nothing hidden in it.

use medusa_rules::text_record::{is_hidden, printable};

/// The most characters a line of chat may have.
pub const MAX_CHAT_CHARS: usize = 300;

/// The line `text` says, with the blanks around it taken away, or the sentence that refuses
/// it: empty, longer than [`MAX_CHAT_CHARS`], or holding a character that prints as nothing
/// or not as itself (a line break, a control or formatting character).
pub fn chat_line(text: &str) -> Result<&str, String> {
    let line = text.trim();
    if line.is_empty() {
        return Err("say something: that line is empty".to_string());
    }
    let chars = line.chars().count();
    if chars > MAX_CHAT_CHARS {
        return Err(format!(
            "a line of chat has at most {MAX_CHAT_CHARS} characters, and that one has {chars}"
        ));
    }
    if let Some(hidden) = line
        .chars()
        .find(|&c| is_hidden(c) || (c.is_whitespace() && c != ' '))
    {
        return Err(format!(
            "a line of chat is one line of plain text: that one has {}",
            printable(&hidden.to_string(), 1)
        ));
    }
    Ok(line)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_of_chat_is_trimmed_and_refused_when_empty_long_or_hiding_something() {
        assert_eq!(chat_line("  good game!  "), Ok("good game!"));
        assert_eq!(
            chat_line("   "),
            Err("say something: that line is empty".to_string())
        );
        assert_eq!(
            chat_line(&"a".repeat(301)),
            Err("a line of chat has at most 300 characters, and that one has 301".to_string())
        );
        assert_eq!(chat_line(&"é".repeat(300)).map(str::len), Ok(600));
        let broken = chat_line("one\ntwo").expect_err("a line break is refused");
        assert!(broken.starts_with("a line of chat is one line of plain text: that one has "));
        assert!(chat_line("zero\u{200b}width").is_err());
        assert!(chat_line("bell\u{7}").is_err());
    }
}
