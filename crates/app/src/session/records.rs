//! A game kept as a record: the record of the match with its players, date and result as
//! headers (the same for the autosave and the records the player saves), the folder of saved
//! records, the names their files get, and the links that open a game on the web page.

use bevy::prelude::*;

use super::any_record::AnyRecord;
use super::game_match::Match;

/// The address of the web page the game runs in, without its fragment (`None` outside a
/// page): a link to a game is made on it.
#[derive(Resource, Clone, Default, PartialEq, Eq, Debug)]
pub struct PageAddress(pub Option<String>);

impl PageAddress {
    /// The link that opens `record` on this page, if the game runs in one. The page's own
    /// address is left as it is: a reload goes on with the game in progress, not with the
    /// game the link was made from.
    pub fn link(&self, record: &AnyRecord) -> Option<String> {
        let address = self.0.as_ref()?;
        Some(format!("{address}#{}", record.to_fragment()))
    }

    /// The page's origin (`https://host:port`), on whose server the browser plays online.
    pub fn origin(&self) -> Option<String> {
        let address = self.0.as_ref()?;
        let (scheme, rest) = address.split_once("://")?;
        let host = rest.split('/').next().unwrap_or(rest);
        Some(format!("{scheme}://{host}"))
    }
}

/// The folder of saved records in the store.
pub const RECORDS: &str = "records";

/// The date and time now as `2026-11-23 14.05` (UTC), for default record names.
pub fn date_stamp() -> String {
    let seconds = web_time::SystemTime::now()
        .duration_since(web_time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    date_stamp_at(seconds)
}

/// The date and time `seconds` after 1970-01-01 00:00 UTC, as `2026-11-23 14.05`.
pub fn date_stamp_at(seconds: u64) -> String {
    let (days, rest) = (seconds / 86_400, seconds % 86_400);
    let (year, month, day) = medusa_online::civil_date(days as i64);
    format!(
        "{year:04}-{month:02}-{day:02} {:02}.{:02}",
        rest / 3600,
        rest / 60 % 60
    )
}

/// A file name made of `name`: letters, digits, `-` and `_` kept, spaces and dots as `-`.
pub fn file_stem(name: &str) -> String {
    let stem: String = name
        .trim()
        .chars()
        .filter_map(|c| match c {
            c if c.is_ascii_alphanumeric() || c == '-' || c == '_' => Some(c),
            ' ' | '.' | ':' | '/' => Some('-'),
            _ => None,
        })
        .collect();
    stem.trim_matches('-').chars().take(60).collect()
}

/// The record of the game on the screen, with its players, date and result as headers.
pub fn record_of(game_match: &Match) -> AnyRecord {
    let name = |seat: usize| game_match.player(seat).label().to_string();
    let white = game_match.setup.kind.white_seat();
    let mut headers = vec![
        ("White".to_string(), name(white)),
        ("Black".to_string(), name(1 - white)),
        ("Date".to_string(), date_stamp()),
    ];
    // A game whose records keep a result of their own (Pillars' score) writes it over this.
    if let Some(result) = game_match.result_line() {
        headers.push(("Result".to_string(), result));
    }
    AnyRecord::of_game(&game_match.game, headers)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_origin_is_the_page_address_up_to_its_path() {
        let page = PageAddress(Some("http://127.0.0.1:8080/medusa/index.html".into()));
        assert_eq!(page.origin().as_deref(), Some("http://127.0.0.1:8080"));
        assert_eq!(PageAddress(None).origin(), None);
    }

    #[test]
    fn a_link_is_made_on_the_page_address_and_only_in_a_page() {
        let record = record_of(&Match::hot_seat(super::super::GameKind::LOTUS));
        assert_eq!(PageAddress(None).link(&record), None);
        let page = PageAddress(Some("https://example.org/medusa/".into()));
        assert_eq!(
            page.link(&record),
            Some(format!(
                "https://example.org/medusa/#{}",
                record.to_fragment()
            ))
        );
    }

    #[test]
    fn dates_are_civil_dates() {
        assert_eq!(date_stamp_at(0), "1970-01-01 00.00");
        assert_eq!(date_stamp_at(1_700_000_000), "2023-11-14 22.13");
        // A leap day.
        assert_eq!(date_stamp_at(951_782_400 + 3_600 * 5), "2000-02-29 05.00");
    }

    #[test]
    fn file_names_keep_only_safe_characters() {
        assert_eq!(
            file_stem("Medusa 2026-11-23 14.05"),
            "Medusa-2026-11-23-14-05"
        );
        assert_eq!(file_stem("../../etc/passwd"), "etc-passwd");
        assert_eq!(file_stem("  ✨  "), "");
    }
}
