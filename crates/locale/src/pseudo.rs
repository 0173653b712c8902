//! The pseudo-language's letters: English with every Latin letter accented, so that a string
//! that does not change when the language does was never read from the files.

use std::borrow::Cow;

/// `text` with its Latin letters accented (`Start` reads `Šţåŕţ`).
pub(crate) fn accent(text: &str) -> Cow<'_, str> {
    text.chars().map(accented).collect::<String>().into()
}

/// The accented form of `letter`, or `letter` itself.
fn accented(letter: char) -> char {
    const PLAIN: &str = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
    const ACCENTED: &str = "åƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ";
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
        assert!(accent(&letters).chars().all(|c| !c.is_ascii()));
    }
}
