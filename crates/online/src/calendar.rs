//! Dates as people read them, from the milliseconds since 1970 that the protocol counts in:
//! the server's sentences ("on vacation until 2026-12-01 14:05 UTC") and the app's record
//! names share one calendar.

/// The civil date (year, month 1-12, day 1-31) of the day `days` after 1970-01-01, in the
/// proleptic Gregorian calendar (Howard Hinnant's days-to-civil).
pub fn civil_date(days: i64) -> (i64, i64, i64) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    (year, month, day)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn days_since_1970_read_as_their_dates() {
        assert_eq!(civil_date(0), (1970, 1, 1));
        assert_eq!(civil_date(59), (1970, 3, 1));
        // 2000 is a leap year, 1900 and 2100 are not.
        assert_eq!(civil_date(11_016), (2000, 2, 29));
        assert_eq!(civil_date(20_784), (2026, 11, 27));
        assert_eq!(civil_date(47_541), (2100, 3, 1));
        assert_eq!(civil_date(-1), (1969, 12, 31));
    }
}
