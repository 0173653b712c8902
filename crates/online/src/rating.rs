//! A player's rating as the protocol carries it: rounded, and whether it is still
//! provisional (the server's Glicko-2 deviation says how sure it is); and a rated game's
//! change to it.

use std::fmt;

use serde::{Deserialize, Serialize};

/// A rating as players see it: `1500?` while provisional, `1623` once settled.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct ShownRating {
    pub rating: i32,
    pub provisional: bool,
}

impl fmt::Display for ShownRating {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mark = if self.provisional { "?" } else { "" };
        write!(f, "{}{mark}", self.rating)
    }
}

/// A player's rating before and after a rated game.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct RatingChange {
    pub before: ShownRating,
    pub after: ShownRating,
}

impl RatingChange {
    /// The change in points: `+12`, `-7`, `±0`.
    pub fn difference(&self) -> String {
        match self.after.rating - self.before.rating {
            0 => "±0".to_string(),
            d if d > 0 => format!("+{d}"),
            d => d.to_string(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_rating_is_shown_with_a_mark_while_provisional_and_its_change_signed() {
        let new = ShownRating {
            rating: 1500,
            provisional: true,
        };
        let settled = ShownRating {
            rating: 1662,
            provisional: false,
        };
        assert_eq!(new.to_string(), "1500?");
        assert_eq!(settled.to_string(), "1662");
        let won = RatingChange {
            before: new,
            after: settled,
        };
        assert_eq!(won.difference(), "+162");
        let lost = RatingChange {
            before: settled,
            after: new,
        };
        assert_eq!(lost.difference(), "-162");
        assert_eq!(
            RatingChange {
                before: new,
                after: new
            }
            .difference(),
            "±0"
        );
    }
}
