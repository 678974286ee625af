//! Waiting for another connection's write lock: [`LockWait`] and the busy handler behind it.
//!
//! SQLite's own busy timeout sleeps longer and longer between tries (up to 100 ms), so a
//! writer that holds the lock in many short transactions with small gaps between them (a
//! chunked import, see `staged_import`) can starve it. This handler tries again every
//! millisecond until its time is up, so it gets in at the next gap.

use std::cell::Cell;
use std::time::{Duration, Instant};

use rusqlite::Connection;

/// How long a command-line connection waits for another one holding the write lock.
pub const BUSY_TIMEOUT: Duration = Duration::from_secs(5);

/// How long the web app's connection waits before it answers "busy, try again" (503).
pub const BRIEF_BUSY_TIMEOUT: Duration = Duration::from_secs(2);

/// How often a waiting connection tries again.
const POLL_EVERY: Duration = Duration::from_millis(1);

/// How long a connection waits for a lock before it gives up with
/// [`Error::Busy`](crate::Error::Busy).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum LockWait {
    /// Up to [`BUSY_TIMEOUT`]: for commands, which have nobody waiting on them.
    #[default]
    Patient,
    /// Up to [`BRIEF_BUSY_TIMEOUT`]: for a server, which should rather answer "try again".
    Brief,
}

impl LockWait {
    /// The longest wait.
    pub fn limit(self) -> Duration {
        match self {
            LockWait::Patient => BUSY_TIMEOUT,
            LockWait::Brief => BRIEF_BUSY_TIMEOUT,
        }
    }
}

/// Installs the busy handler for `wait` on `conn`.
pub(crate) fn install(conn: &mut Connection, wait: LockWait) -> rusqlite::Result<()> {
    // The handler is a plain function (SQLite passes no state we could use), so each limit
    // is its own instance.
    let handler: fn(i32) -> bool = match wait {
        LockWait::Patient => keep_waiting::<{ BUSY_TIMEOUT.as_millis() as u64 }>,
        LockWait::Brief => keep_waiting::<{ BRIEF_BUSY_TIMEOUT.as_millis() as u64 }>,
    };
    conn.busy_handler(Some(handler))
}

thread_local! {
    /// When the current wait began (the handler runs on the thread of the waiting statement).
    static WAITING_SINCE: Cell<Option<Instant>> = const { Cell::new(None) };
}

/// SQLite's busy callback: `tries` is 0 at the first failure of a statement. Sleeps
/// [`POLL_EVERY`] and asks for another try until `LIMIT_MS` have passed since then.
fn keep_waiting<const LIMIT_MS: u64>(tries: i32) -> bool {
    let now = Instant::now();
    let since = WAITING_SINCE.with(|since| {
        if tries == 0 || since.get().is_none() {
            since.set(Some(now));
        }
        since.get().unwrap_or(now)
    });
    if now.duration_since(since) >= Duration::from_millis(LIMIT_MS) {
        return false;
    }
    std::thread::sleep(POLL_EVERY);
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gives_up_after_its_limit() {
        let start = Instant::now();
        let mut tries = 0;
        while keep_waiting::<50>(tries) {
            tries += 1;
        }
        let waited = start.elapsed();
        assert!(waited >= Duration::from_millis(50), "{waited:?}");
        assert!(waited < Duration::from_secs(2), "{waited:?}");
        assert!(tries > 5, "it polls often: {tries} tries");
    }
}
