//! The server's idea of "now": [`now_ms`], the one place every stored time, clock and
//! deadline is read from. For tests only, `medusa serve --test-clock FILE` moves it forward:
//! the file holds a whole number of milliseconds added to the system's time, read again on
//! each use, so that a test can play a week of a game by the day in seconds. The option is
//! hidden, refused unless the server listens on a loopback address, and logged as a warning
//! when the server starts.

use std::path::PathBuf;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicU64, Ordering};

/// The test clock's file, once set.
static TEST_CLOCK: OnceLock<PathBuf> = OnceLock::new();

/// The last offset the test clock's file gave (ms): kept while the file is being rewritten.
static OFFSET_MS: AtomicU64 = AtomicU64::new(0);

/// Moves the server's time by the milliseconds `file` holds, read on each use (for tests
/// only), or why not: the file must hold a whole number already.
pub fn use_test_clock(file: PathBuf) -> Result<(), String> {
    let offset = read_offset(&file).ok_or_else(|| {
        format!(
            "--test-clock {}: the file must hold a whole number of milliseconds",
            file.display()
        )
    })?;
    OFFSET_MS.store(offset, Ordering::SeqCst);
    TEST_CLOCK
        .set(file)
        .map_err(|_| "the test clock is set already".to_string())
}

/// The milliseconds a test clock's file holds.
fn read_offset(file: &PathBuf) -> Option<u64> {
    std::fs::read_to_string(file).ok()?.trim().parse().ok()
}

/// The server's time: milliseconds since 1970 (moved by the test clock, in tests).
pub fn now_ms() -> u64 {
    let system = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as u64);
    let Some(file) = TEST_CLOCK.get() else {
        return system;
    };
    let offset = match read_offset(file) {
        Some(offset) => {
            OFFSET_MS.store(offset, Ordering::SeqCst);
            offset
        }
        None => OFFSET_MS.load(Ordering::SeqCst),
    };
    system.saturating_add(offset)
}

/// The test clock's file, when the server's time is moved by one.
pub fn test_clock() -> Option<&'static PathBuf> {
    TEST_CLOCK.get()
}
