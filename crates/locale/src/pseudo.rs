//! The pseudo-language's letters: English with its Latin letters accented, so that a string
//! that does not change when the language does was never read from the files.

use std::borrow::Cow;

/// `text` with its Latin letters accented (`Start` reads `Šţåŕţ`).
pub(crate) fn accent(text: &str) -> Cow<'_, str> {
    text.chars().map(accented).collect::<String>().into()
}

/// The accented form of `letter`, or `letter` itself.
fn accented(letter: char) -> char {
    const PLAIN: &str = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
    // Latin-1 and Latin Extended-A only, which the game's fonts cover: b, f, m, q, v and x
    // have no accented form there.
    const ACCENTED: &str = "åbçđéfĝĥîĵķļmñöþqŕšţûvŵxýžÅBÇĐÉFĜĤÎĴĶĻMÑÖÞQŔŠŢÛVŴXÝŽ";
    PLAIN
        .chars()
        .position(|plain| plain == letter)
        .and_then(|at| ACCENTED.chars().nth(at))
        .unwrap_or(letter)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_latin_letter_is_accented_and_the_rest_kept() {
        assert_eq!(accent("Start 3, go!"), "Šţåŕţ 3, ĝö!");
        let letters: String = ('a'..='z').chain('A'..='Z').collect();
        let kept: String = accent(&letters).chars().filter(char::is_ascii).collect();
        assert_eq!(kept, "bfmqvxBFMQVX");
        // Within the fonts' ranges.
        assert!(accent(&letters).chars().all(|c| (c as u32) < 0x180));
    }
}
