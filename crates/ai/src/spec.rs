//! Reading engine specs (`mcts:time=1s,c=0.3`, `ab:depth=6`): the `key=value` list after the
//! family's name, and its values: durations, numbers within a range, whole numbers, on/off.
//! Every engine family reads its settings with these, so all give the same errors
//! ([`SpecError`]), and none lets a value outside its range through.
//!
//! Specs come from the command line, so nothing here trusts them: numbers are read by a strict
//! grammar (no `nan`, no `inf`), checked against their range before use, and any token quoted
//! in a message is cut short and escaped ([`quote`]).

use std::fmt;
use std::ops::RangeInclusive;
use std::time::Duration;

use crate::Level;
use medusa_rules::text_record::quote;

/// The longest search time a spec may ask for, per move.
pub const MAX_TIME: Duration = Duration::from_secs(3600);

/// The shortest.
pub const MIN_TIME: Duration = Duration::from_millis(1);

/// Why a spec was refused. The message names the token at fault, quoted.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum SpecError {
    /// Not a player this game knows; `forms` lists the ones it does.
    UnknownPlayer { spec: String, forms: &'static str },
    /// A family of engines for other games (`mcts` for Medea, say).
    OtherGames {
        spec: String,
        family: &'static str,
        games: &'static str,
    },
    /// An item of the list without `=`.
    NotKeyValue { item: String },
    /// A key the family does not have.
    UnknownSetting { key: String, known: &'static str },
    /// A key given twice.
    Repeated { key: String },
    /// A value that should be a number.
    NotANumber { key: &'static str, value: String },
    /// A value that should be a whole number.
    NotWhole { key: &'static str, value: String },
    /// A number outside its range.
    OutOfRange {
        key: &'static str,
        value: String,
        range: String,
    },
    /// A value that should be a duration.
    NotADuration { value: String },
    /// A duration with a unit other than `ms`, `s`, `m`, `h`.
    UnknownUnit { key: &'static str, unit: String },
    /// A value that should be `on` or `off`.
    NotOnOff { key: &'static str, value: String },
    /// A value that should be a level's name.
    NotALevel { value: String },
    /// A search with nothing to stop it.
    NeedsBudget { spec: String, budgets: &'static str },
    /// More memory than the machine can spare; `most` MiB would fit.
    TooMuchMemory {
        key: &'static str,
        value: String,
        most: u64,
    },
}

impl fmt::Display for SpecError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SpecError::UnknownPlayer { spec, forms } => {
                write!(f, "unknown player {}: use {forms}", quote(spec))
            }
            SpecError::OtherGames {
                spec,
                family,
                games,
            } => write!(
                f,
                "{} is an {family} player, which plays {games} only",
                quote(spec)
            ),
            SpecError::NotKeyValue { item } => {
                write!(f, "{} is not key=value", quote(item))
            }
            SpecError::UnknownSetting { key, known } => {
                write!(
                    f,
                    "unknown setting {}: the settings are {known}",
                    quote(key)
                )
            }
            SpecError::Repeated { key } => write!(f, "{} is given twice", quote(key)),
            SpecError::NotANumber { key, value } => {
                write!(f, "{} is not a number (in {}=)", quote(value), key)
            }
            SpecError::NotWhole { key, value } => {
                write!(f, "{} is not a whole number (in {}=)", quote(value), key)
            }
            SpecError::OutOfRange { key, value, range } => {
                write!(
                    f,
                    "{}={} is out of range: {key} is {range}",
                    key,
                    quote(value)
                )
            }
            SpecError::NotADuration { value } => write!(
                f,
                "{} is not a duration (write 1s, 250ms, 2m or 1h)",
                quote(value)
            ),
            SpecError::UnknownUnit { key, unit } => write!(
                f,
                "unknown unit {} (in {key}=): use ms, s, m or h",
                quote(unit)
            ),
            SpecError::NotOnOff { key, value } => {
                write!(f, "{} is not on or off (in {key}=)", quote(value))
            }
            SpecError::NotALevel { value } => write!(
                f,
                "{} is not a level (beginner, casual, strong or master)",
                quote(value)
            ),
            SpecError::NeedsBudget { spec, budgets } => {
                write!(f, "{} needs a budget: {budgets}", quote(spec))
            }
            SpecError::TooMuchMemory { key, value, most } => write!(
                f,
                "{key}={} (MiB) does not fit in this machine's memory: a table may take at \
                 most {most} MiB here (half the memory free)",
                quote(value)
            ),
        }
    }
}

impl std::error::Error for SpecError {}

/// An engine family: its name in specs and what its messages say.
#[derive(Clone, Copy, Debug)]
pub struct Family {
    /// The name before the settings (`mcts`, `ab`).
    pub name: &'static str,
    /// Every form of a player in the family's games, for messages.
    pub forms: &'static str,
    /// The settings after the name, for messages.
    pub settings: &'static str,
    /// The other family: its name, what it is called, and the games it plays (its specs are
    /// refused as players of other games).
    pub other: (&'static str, &'static str, &'static str),
}

/// What a spec names, read the same way in every family: a baseline player, a level alone,
/// or the family's settings.
#[derive(Clone, PartialEq, Debug)]
pub enum Spec<'a> {
    /// `random`: a uniformly random move.
    Random,
    /// `greedy`: the move that gains the most at once.
    Greedy,
    /// A level's name alone (`casual`).
    Level(Level),
    /// The family's `key=value` settings in order, `level=` taken out: a level sets
    /// everything, so it is read first and the other settings change it.
    Settings {
        level: Option<Level>,
        items: Vec<(String, &'a str)>,
    },
}

/// Reads what `spec` names in `family`: `random`, `greedy`, a level, or the family's name
/// and its settings. The other family's specs, and anything else, are refused naming the
/// forms there are.
pub fn read(spec: &str, family: Family) -> Result<Spec<'_>, SpecError> {
    let spec = spec.trim();
    match spec.to_ascii_lowercase().as_str() {
        "random" => return Ok(Spec::Random),
        "greedy" => return Ok(Spec::Greedy),
        _ => {}
    }
    if let Some(level) = Level::from_name(spec) {
        return Ok(Spec::Level(level));
    }
    let Some(list) = family_list(spec, family.name) else {
        let (other, called, games) = family.other;
        if family_list(spec, other).is_some() {
            return Err(SpecError::OtherGames {
                spec: spec.to_string(),
                family: called,
                games,
            });
        }
        return Err(SpecError::UnknownPlayer {
            spec: spec.to_string(),
            forms: family.forms,
        });
    };
    let mut items = key_values(list)?;
    let level = match items.iter().position(|(key, _)| key == "level") {
        Some(index) => {
            let (_, value) = items.remove(index);
            let level = Level::from_name(value).ok_or_else(|| SpecError::NotALevel {
                value: value.to_string(),
            })?;
            Some(level)
        }
        None => None,
    };
    Ok(Spec::Settings { level, items })
}

/// A setting `family` does not have.
pub fn unknown_setting(key: String, family: Family) -> SpecError {
    SpecError::UnknownSetting {
        key,
        known: family.settings,
    }
}

/// The settings list of `spec` when it names the engine family `family` (`mcts:time=1s`, or
/// `mcts` alone; the name in any case), or `None`.
pub fn family_list<'a>(spec: &'a str, family: &str) -> Option<&'a str> {
    match spec.split_once(':') {
        Some((name, list)) if name.trim().eq_ignore_ascii_case(family) => Some(list),
        None if spec.trim().eq_ignore_ascii_case(family) => Some(""),
        _ => None,
    }
}

/// The `key=value` items of a comma-separated list, in order, blanks around them trimmed and
/// empty items skipped. Keys are case-insensitive (returned in lower case); a key may be given
/// once.
pub fn key_values(list: &str) -> Result<Vec<(String, &str)>, SpecError> {
    let mut items: Vec<(String, &str)> = Vec::new();
    for item in list.split(',').map(str::trim).filter(|i| !i.is_empty()) {
        let Some((key, value)) = item.split_once('=') else {
            return Err(SpecError::NotKeyValue {
                item: item.to_string(),
            });
        };
        let key = key.trim().to_ascii_lowercase();
        if items.iter().any(|(k, _)| *k == key) {
            return Err(SpecError::Repeated { key });
        }
        items.push((key, value.trim()));
    }
    Ok(items)
}

/// The length of the longest prefix of `text` that is a decimal number: an optional sign,
/// digits with at most one decimal point (at least one digit), an optional exponent.
fn number_prefix(text: &str) -> usize {
    let bytes = text.as_bytes();
    let mut i = 0;
    if matches!(bytes.first(), Some(b'+' | b'-')) {
        i = 1;
    }
    let mut digits = 0;
    while i < bytes.len() && bytes[i].is_ascii_digit() {
        i += 1;
        digits += 1;
    }
    if i < bytes.len() && bytes[i] == b'.' {
        i += 1;
        while i < bytes.len() && bytes[i].is_ascii_digit() {
            i += 1;
            digits += 1;
        }
    }
    if digits == 0 {
        return 0;
    }
    if i < bytes.len() && matches!(bytes[i], b'e' | b'E') {
        let mut j = i + 1;
        if j < bytes.len() && matches!(bytes[j], b'+' | b'-') {
            j += 1;
        }
        let exponent_start = j;
        while j < bytes.len() && bytes[j].is_ascii_digit() {
            j += 1;
        }
        if j > exponent_start {
            return j;
        }
    }
    i
}

/// `text` as a decimal number (`3`, `-0.5`, `1e6`), or `None`. Never `nan` or infinite: huge
/// numbers are kept as `f64::MAX`, to be refused by a range.
fn decimal(text: &str) -> Option<f64> {
    if text.is_empty() || number_prefix(text) != text.len() {
        return None;
    }
    let value: f64 = text.parse().ok()?;
    Some(if value.is_finite() {
        value
    } else {
        f64::MAX.copysign(value)
    })
}

/// A range as messages write it.
fn describe(range: &RangeInclusive<f64>) -> String {
    format!("from {} to {}", range.start(), range.end())
}

/// A number for `key` within `range`.
pub fn number(
    key: &'static str,
    value: &str,
    range: RangeInclusive<f64>,
) -> Result<f64, SpecError> {
    let Some(number) = decimal(value) else {
        return Err(SpecError::NotANumber {
            key,
            value: value.to_string(),
        });
    };
    if !range.contains(&number) {
        return Err(SpecError::OutOfRange {
            key,
            value: value.to_string(),
            range: describe(&range),
        });
    }
    Ok(number)
}

/// A whole number for `key` within `range` (`5000`, `1e6`).
pub fn whole(key: &'static str, value: &str, range: RangeInclusive<u64>) -> Result<u64, SpecError> {
    let Some(number) = decimal(value) else {
        return Err(SpecError::NotANumber {
            key,
            value: value.to_string(),
        });
    };
    if number.fract() != 0.0 {
        return Err(SpecError::NotWhole {
            key,
            value: value.to_string(),
        });
    }
    // Compared as floats first, so that no huge or negative number is ever cast.
    if number < *range.start() as f64 || number > *range.end() as f64 {
        return Err(SpecError::OutOfRange {
            key,
            value: value.to_string(),
            range: format!("from {} to {}", range.start(), range.end()),
        });
    }
    Ok((number as u64).clamp(*range.start(), *range.end()))
}

/// `on`/`off` (also `true`/`false`, `yes`/`no`, `1`/`0`) for `key`.
pub fn on_off(key: &'static str, value: &str) -> Result<bool, SpecError> {
    match value.to_ascii_lowercase().as_str() {
        "on" | "true" | "yes" | "1" => Ok(true),
        "off" | "false" | "no" | "0" => Ok(false),
        _ => Err(SpecError::NotOnOff {
            key,
            value: value.to_string(),
        }),
    }
}

/// A duration for `key`: a number and a unit, `ms`, `s` (also without a unit), `m` or `h`
/// (`1s`, `1.5s`, `250ms`, `2m`, `1e3ms`), from [`MIN_TIME`] to [`MAX_TIME`].
pub fn duration(key: &'static str, value: &str) -> Result<Duration, SpecError> {
    let split = number_prefix(value);
    let (number, unit) = value.split_at(split);
    let Some(number) = decimal(number) else {
        return Err(SpecError::NotADuration {
            value: value.to_string(),
        });
    };
    let unit = unit.trim();
    let seconds = match unit.to_ascii_lowercase().as_str() {
        "ms" => number / 1000.0,
        "" | "s" => number,
        "m" | "min" => number * 60.0,
        "h" => number * 3600.0,
        _ => {
            return Err(SpecError::UnknownUnit {
                key,
                unit: unit.to_string(),
            });
        }
    };
    if !(MIN_TIME.as_secs_f64()..=MAX_TIME.as_secs_f64()).contains(&seconds) {
        return Err(SpecError::OutOfRange {
            key,
            value: value.to_string(),
            range: "from 1ms to 1h".to_string(),
        });
    }
    Ok(Duration::from_secs_f64(seconds))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_follow_a_strict_grammar_and_stay_in_range() {
        assert_eq!(number("c", "0.25", 0.0..=10.0), Ok(0.25));
        assert_eq!(number("c", "1e-1", 0.0..=10.0), Ok(0.1));
        assert_eq!(number("c", ".5", 0.0..=10.0), Ok(0.5));
        for bad in [
            "nan", "NaN", "inf", "-inf", "infinity", "", "1.2.3", "0x10", "1e", "- 1",
        ] {
            assert!(
                matches!(
                    number("c", bad, 0.0..=10.0),
                    Err(SpecError::NotANumber { .. })
                ),
                "{bad}"
            );
        }
        assert_eq!(
            number("c", "-1", 0.0..=10.0).unwrap_err().to_string(),
            "c='-1' is out of range: c is from 0 to 10"
        );
        assert!(matches!(
            number("c", "1e999", 0.0..=10.0),
            Err(SpecError::OutOfRange { .. })
        ));
        assert_eq!(whole("depth", "6", 1..=64), Ok(6));
        assert_eq!(whole("nodes", "1e6", 1..=u64::MAX), Ok(1_000_000));
        assert!(matches!(
            whole("depth", "2.5", 1..=64),
            Err(SpecError::NotWhole { .. })
        ));
        for big in ["18446744073709551616", "-1", "0", "99999999999999999999999"] {
            assert!(
                matches!(
                    whole("depth", big, 1..=64),
                    Err(SpecError::OutOfRange { .. })
                ),
                "{big}"
            );
        }
    }

    #[test]
    fn durations_have_units_and_bounds() {
        assert_eq!(duration("time", "1s"), Ok(Duration::from_secs(1)));
        assert_eq!(duration("time", "250ms"), Ok(Duration::from_millis(250)));
        assert_eq!(duration("time", "1.5"), Ok(Duration::from_millis(1500)));
        assert_eq!(duration("time", "2m"), Ok(Duration::from_secs(120)));
        assert_eq!(duration("time", "1e3ms"), Ok(Duration::from_secs(1)));
        assert_eq!(duration("time", "1h"), Ok(Duration::from_secs(3600)));
        for long in [
            "100000000000000000000",
            "18446744073709551616",
            "400000000000000000m",
            "99999999999999999999999ms",
            "1e30s",
            "61m",
        ] {
            assert_eq!(
                duration("time", long).unwrap_err().to_string(),
                format!(
                    "time={} is out of range: time is from 1ms to 1h",
                    quote(long)
                ),
            );
        }
        assert!(matches!(
            duration("time", "0s"),
            Err(SpecError::OutOfRange { .. })
        ));
        assert!(matches!(
            duration("time", "fast"),
            Err(SpecError::NotADuration { .. })
        ));
        assert_eq!(
            duration("time", "3 weeks").unwrap_err().to_string(),
            "unknown unit 'weeks' (in time=): use ms, s, m or h"
        );
    }

    #[test]
    fn a_spec_names_a_baseline_a_level_or_the_familys_settings() {
        let family = Family {
            name: "ab",
            forms: "random or ab:depth=6",
            settings: "depth, level",
            other: ("mcts", "MCTS", "Medusa and Lotus"),
        };
        assert_eq!(read(" Greedy ", family), Ok(Spec::Greedy));
        assert_eq!(read("casual", family), Ok(Spec::Level(Level::Casual)));
        assert_eq!(
            read("AB:depth=3, level=strong", family),
            Ok(Spec::Settings {
                level: Some(Level::Strong),
                items: vec![("depth".to_string(), "3")],
            })
        );
        let refused = |spec| read(spec, family).unwrap_err().to_string();
        assert_eq!(
            refused("mcts:time=1s"),
            "'mcts:time=1s' is an MCTS player, which plays Medusa and Lotus only"
        );
        assert_eq!(
            refused("wizard"),
            "unknown player 'wizard': use random or ab:depth=6"
        );
        assert_eq!(
            refused("ab:level=expert"),
            "'expert' is not a level (beginner, casual, strong or master)"
        );
        assert_eq!(
            unknown_setting("c".into(), family).to_string(),
            "unknown setting 'c': the settings are depth, level"
        );
    }

    #[test]
    fn lists_are_key_value_once_each() {
        assert_eq!(
            key_values(" time=1s , C=0.3,,"),
            Ok(vec![("time".to_string(), "1s"), ("c".to_string(), "0.3")])
        );
        assert_eq!(
            key_values("time=1s,time=2s").unwrap_err().to_string(),
            "'time' is given twice"
        );
        assert_eq!(
            key_values("depth").unwrap_err().to_string(),
            "'depth' is not key=value"
        );
        assert_eq!(on_off("early", "OFF"), Ok(false));
        assert_eq!(
            on_off("early", "maybe").unwrap_err().to_string(),
            "'maybe' is not on or off (in early=)"
        );
    }
}
