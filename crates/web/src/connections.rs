//! The connections a server holds, and which one goes when they are too many.
//!
//! At most a table's `cap` connections are served at once, so that the process never runs
//! out of file descriptors. When a new connection finds them all taken, the one that has
//! waited longest for its client (for a request's headers, or for the rest of a request's
//! body, for at least [`MIN_STALL`], a quarter second) is closed to make room: thousands of
//! clients that send a byte now and then cannot keep out a request that is ready. A
//! connection whose request is being worked on, or whose answer is being sent, is never
//! closed for another. Only when no connection waits for its client is the new one closed at
//! once.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

use tokio::sync::Notify;

/// How long a connection must have waited for its client before a newcomer may take its
/// place when every place is taken (a client gets a moment to send what it has).
pub(crate) const MIN_STALL: Duration = Duration::from_millis(250);

/// Connections told to close whose descriptors may still be open (a few; the descriptors kept
/// aside for the database cover them).
const OVERLAP: usize = 16;

/// Marks a connection that is working for its client (not waiting for it).
const WORKING: u64 = u64::MAX;

/// The connections in use. Cheap to clone.
#[derive(Clone)]
pub(crate) struct Connections {
    open: Arc<Mutex<Open>>,
    epoch: Instant,
    cap: usize,
    min_stall: Duration,
}

#[derive(Default)]
struct Open {
    next_id: u64,
    by_id: HashMap<u64, Arc<Connection>>,
    /// Connections told to close that have not closed yet.
    closing: usize,
}

/// One connection as the server sees it: since when it waits for its client, and the signal
/// that closes it.
pub(crate) struct Connection {
    /// Milliseconds since the table's epoch at which it began to wait for its client, or
    /// [`WORKING`].
    waiting_since: AtomicU64,
    epoch: Instant,
    close: Notify,
}

impl Connection {
    fn now(&self) -> u64 {
        u64::try_from(self.epoch.elapsed().as_millis()).unwrap_or(WORKING - 1)
    }

    /// The connection now waits for its client (for a request, or the rest of a body).
    pub(crate) fn waits_for_client(&self) {
        self.waiting_since.store(self.now(), Ordering::Relaxed);
    }

    /// The connection now works for its client (its request is complete; the answer is being
    /// made or sent).
    pub(crate) fn works(&self) {
        self.waiting_since.store(WORKING, Ordering::Relaxed);
    }

    /// Resolves when the server wants this connection closed to make room for another.
    pub(crate) async fn closed_for_another(&self) {
        self.close.notified().await;
    }
}

/// A connection's place in the table; dropping it frees the place.
pub(crate) struct Place {
    id: u64,
    open: Arc<Mutex<Open>>,
    /// The connection.
    pub(crate) connection: Arc<Connection>,
}

impl Drop for Place {
    fn drop(&mut self) {
        let mut open = self.open.lock().unwrap_or_else(PoisonError::into_inner);
        if open.by_id.remove(&self.id).is_none() {
            // it was told to close for another, and now it has
            open.closing = open.closing.saturating_sub(1);
        }
    }
}

impl Connections {
    /// A table for at most `cap` connections at once, where a connection that has waited
    /// `min_stall` for its client may be closed for a newcomer ([`MIN_STALL`] in a server).
    pub(crate) fn new(cap: usize, min_stall: Duration) -> Self {
        Connections {
            open: Arc::new(Mutex::new(Open::default())),
            epoch: Instant::now(),
            cap: cap.max(1),
            min_stall,
        }
    }

    /// How many connections are open.
    #[cfg(test)]
    pub(crate) fn len(&self) -> usize {
        self.open
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .by_id
            .len()
    }

    /// A place for a new connection (waiting for its first request), or `None` when every
    /// place is taken by a connection that is working or has waited less than the table's
    /// `min_stall`. At the cap, the connection that has waited longest for its client is told
    /// to close.
    pub(crate) fn admit(&self) -> Option<Place> {
        let mut open = self.open.lock().unwrap_or_else(PoisonError::into_inner);
        if open.by_id.len() >= self.cap {
            if open.closing >= OVERLAP {
                return None;
            }
            let now = u64::try_from(self.epoch.elapsed().as_millis()).unwrap_or(WORKING - 1);
            let min_stall = u64::try_from(self.min_stall.as_millis()).unwrap_or(WORKING);
            let stalled_before = now.checked_sub(min_stall)?;
            let (&longest, _) = open
                .by_id
                .iter()
                .map(|(id, c)| (id, c.waiting_since.load(Ordering::Relaxed)))
                .filter(|&(_, since)| since != WORKING && since <= stalled_before)
                .min_by_key(|&(_, since)| since)?;
            // it leaves the table now, so that it is not chosen twice; its task ends soon
            if let Some(evicted) = open.by_id.remove(&longest) {
                open.closing += 1;
                evicted.close.notify_one();
            }
        }
        let id = open.next_id;
        open.next_id += 1;
        let connection = Arc::new(Connection {
            waiting_since: AtomicU64::new(0),
            epoch: self.epoch,
            close: Notify::new(),
        });
        connection.waits_for_client();
        open.by_id.insert(id, Arc::clone(&connection));
        Some(Place {
            id,
            open: Arc::clone(&self.open),
            connection,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_full_table_closes_the_longest_waiting_connection() {
        let stall = Duration::from_millis(100);
        let table = Connections::new(2, stall);
        let first = table.admit().expect("room");
        std::thread::sleep(Duration::from_millis(10));
        let second = table.admit().expect("room");
        // fresh connections are not closed for a newcomer
        assert!(table.admit().is_none());
        std::thread::sleep(stall + Duration::from_millis(20));
        // the first one works for its client: the second one goes
        first.connection.works();
        let third = table.admit().expect("the second one made room");
        tokio::time::timeout(
            Duration::from_secs(1),
            second.connection.closed_for_another(),
        )
        .await
        .expect("the second one was told to close");
        assert_eq!(table.len(), 2);
        drop(second); // its task ends
        assert_eq!(table.len(), 2);
        // the third is fresh and the first works: no room
        assert!(table.admit().is_none());
        drop(third);
        assert!(table.admit().is_some(), "a place came free");
        drop(first);
    }

    #[test]
    fn a_connection_that_waits_again_can_make_room() {
        let stall = Duration::from_millis(50);
        let table = Connections::new(1, stall);
        let only = table.admit().expect("room");
        only.connection.works();
        std::thread::sleep(stall * 2);
        assert!(table.admit().is_none(), "it works for its client");
        only.connection.waits_for_client();
        assert!(table.admit().is_none(), "it has only just begun to wait");
        std::thread::sleep(stall * 2);
        assert!(table.admit().is_some(), "it waited long enough");
    }
}
