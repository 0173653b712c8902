//! The budget of room lookups by code (joining, watching, reading a record) each address has:
//! a room's code is its only secret from strangers, so an address may look up rooms about as
//! fast as a person opens links, and no faster. A budget refills at its rate a minute and
//! holds at most a minute's worth; the addresses are quota keys (an IPv6 address's /64).

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Mutex, PoisonError};
use std::time::Instant;

/// The addresses kept before the ones whose budget is full again are forgotten.
const REMEMBERED: usize = 10_000;

/// Every address's budget of lookups.
pub struct Lookups {
    per_minute: u32,
    budgets: Mutex<HashMap<IpAddr, Budget>>,
}

/// An address's lookups left, as of when.
#[derive(Clone, Copy)]
struct Budget {
    left: f64,
    at: Instant,
}

impl Lookups {
    /// Budgets of `per_minute` lookups a minute.
    pub fn new(per_minute: u32) -> Lookups {
        Lookups {
            per_minute: per_minute.max(1),
            budgets: Mutex::new(HashMap::new()),
        }
    }

    /// Takes one lookup from `address`'s budget at `now`, or the sentence refusing it.
    pub fn take(&self, address: IpAddr, now: Instant) -> Result<(), String> {
        let full = f64::from(self.per_minute);
        let mut budgets = self.budgets.lock().unwrap_or_else(PoisonError::into_inner);
        if budgets.len() >= REMEMBERED {
            budgets.retain(|_, budget| budget.refilled(full, now) < full);
        }
        let budget = budgets.entry(address).or_insert(Budget {
            left: full,
            at: now,
        });
        budget.left = budget.refilled(full, now);
        budget.at = now;
        if budget.left >= 1.0 {
            budget.left -= 1.0;
            Ok(())
        } else {
            Err(format!(
                "too many rooms looked up: one address may look up {} a minute; wait a moment",
                self.per_minute
            ))
        }
    }
}

impl Budget {
    /// The lookups left at `now`, refilled since the last.
    fn refilled(&self, full: f64, now: Instant) -> f64 {
        let minutes = now.saturating_duration_since(self.at).as_secs_f64() / 60.0;
        (self.left + minutes * full).min(full)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn an_address_may_look_up_its_rate_a_minute_and_others_are_not_counted_with_it() {
        let lookups = Lookups::new(3);
        let start = Instant::now();
        let one: IpAddr = "192.0.2.1".parse().expect("an address");
        let two: IpAddr = "192.0.2.2".parse().expect("an address");
        for _ in 0..3 {
            assert_eq!(lookups.take(one, start), Ok(()));
        }
        assert_eq!(
            lookups.take(one, start),
            Err(
                "too many rooms looked up: one address may look up 3 a minute; wait a moment"
                    .to_string()
            )
        );
        assert_eq!(lookups.take(two, start), Ok(()));
        // A third of a minute later, one more.
        let later = start + Duration::from_secs(21);
        assert_eq!(lookups.take(one, later), Ok(()));
        assert!(lookups.take(one, later).is_err());
    }
}
