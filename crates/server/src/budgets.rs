//! Budgets of things a client may ask for at a rate, each key (an address, a player's name)
//! with its own: an address may look up rooms by code about as fast as a person opens links
//! (a room's code is its only secret from strangers), register a few names an hour, and try
//! a few sign-ins a minute, each name too. A budget refills at its rate over its window and
//! holds at most a window's worth; addresses are quota keys (an IPv6 address's /64).

use std::collections::HashMap;
use std::hash::Hash;
use std::sync::{Mutex, PoisonError};
use std::time::{Duration, Instant};

/// The keys kept before the ones whose budget is full again are forgotten.
const REMEMBERED: usize = 10_000;

/// Every key's budget of something.
pub struct Budgets<K> {
    per_window: u32,
    window: Duration,
    budgets: Mutex<HashMap<K, Budget>>,
}

/// A key's budget left, as of when.
#[derive(Clone, Copy)]
struct Budget {
    left: f64,
    at: Instant,
}

impl<K: Eq + Hash> Budgets<K> {
    /// Budgets of `per_window` (at least 1) in each `window`.
    pub fn new(per_window: u32, window: Duration) -> Budgets<K> {
        Budgets {
            per_window: per_window.max(1),
            window,
            budgets: Mutex::new(HashMap::new()),
        }
    }

    /// How many a key may take in a window.
    pub fn per_window(&self) -> u32 {
        self.per_window
    }

    /// Takes one from `key`'s budget at `now`, or says how long until one is back.
    pub fn take(&self, key: K, now: Instant) -> Result<(), Duration> {
        let full = f64::from(self.per_window);
        let window = self.window.as_secs_f64();
        let mut budgets = self.budgets.lock().unwrap_or_else(PoisonError::into_inner);
        if budgets.len() >= REMEMBERED {
            budgets.retain(|_, budget| budget.refilled(full, window, now) < full);
        }
        let budget = budgets.entry(key).or_insert(Budget {
            left: full,
            at: now,
        });
        budget.left = budget.refilled(full, window, now);
        budget.at = now;
        if budget.left >= 1.0 {
            budget.left -= 1.0;
            Ok(())
        } else {
            let wait = (1.0 - budget.left) * window / full;
            Err(Duration::from_secs_f64(wait))
        }
    }

    /// Gives back one taken from `key`'s budget (what it was taken for was not done).
    pub fn give_back(&self, key: &K) {
        let full = f64::from(self.per_window);
        let mut budgets = self.budgets.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(budget) = budgets.get_mut(key) {
            budget.left = (budget.left + 1.0).min(full);
        }
    }
}

impl Budget {
    /// What is left at `now`, refilled since the last time.
    fn refilled(&self, full: f64, window: f64, now: Instant) -> f64 {
        let windows = now.saturating_duration_since(self.at).as_secs_f64() / window;
        (self.left + windows * full).min(full)
    }
}

/// A wait as a person reads it, rounded up: `1 second`, `12 seconds`, `3 minutes`.
pub fn wait_words(wait: Duration) -> String {
    let seconds = wait.as_secs() + u64::from(wait.subsec_nanos() > 0);
    match seconds {
        0 | 1 => "1 second".to_string(),
        2..=119 => format!("{seconds} seconds"),
        _ => format!("{} minutes", seconds.div_ceil(60)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::net::IpAddr;

    #[test]
    fn a_key_may_take_its_rate_a_window_and_others_are_not_counted_with_it() {
        let lookups = Budgets::new(3, Duration::from_secs(60));
        let start = Instant::now();
        let one: IpAddr = "192.0.2.1".parse().expect("an address");
        let two: IpAddr = "192.0.2.2".parse().expect("an address");
        for _ in 0..3 {
            assert_eq!(lookups.take(one, start), Ok(()));
        }
        // One is back a third of a minute later.
        assert_eq!(lookups.take(one, start), Err(Duration::from_secs(20)));
        assert_eq!(lookups.take(two, start), Ok(()));
        let later = start + Duration::from_secs(21);
        assert_eq!(lookups.take(one, later), Ok(()));
        assert!(lookups.take(one, later).is_err());
        // What was given back may be taken again.
        lookups.give_back(&one);
        assert_eq!(lookups.take(one, later), Ok(()));
    }

    #[test]
    fn waits_are_said_in_seconds_then_minutes_rounded_up() {
        assert_eq!(wait_words(Duration::from_millis(300)), "1 second");
        assert_eq!(wait_words(Duration::from_millis(11_200)), "12 seconds");
        assert_eq!(wait_words(Duration::from_secs(119)), "119 seconds");
        assert_eq!(wait_words(Duration::from_secs(720)), "12 minutes");
        assert_eq!(wait_words(Duration::from_secs(721)), "13 minutes");
    }
}
