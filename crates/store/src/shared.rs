//! Sharing one [`Store`] between threads: a cloneable handle around `Arc<Mutex<Store>>`.
//!
//! `rusqlite::Connection` is `Send` but not `Sync`, so a `Store` cannot be used from two
//! threads at once. `SharedStore` serialises access with a mutex; SQLite calls take
//! microseconds to milliseconds, so one connection is plenty for the web UI. In async code run
//! the closure on the blocking pool:
//!
//! ```
//! # fn main() -> Result<(), store::Error> {
//! let shared = store::SharedStore::new(store::Store::open_in_memory()?);
//! let handle = shared.clone(); // cheap; move it into a task
//! let libraries = handle.with(|s| s.list_libraries(None))?;
//! assert!(libraries.is_empty());
//! // In axum: tokio::task::spawn_blocking(move || handle.with(|s| s.list_libraries(None)))
//! # Ok(()) }
//! ```
//!
//! For parallel readers, give each worker its own connection with [`Store::reopen`] instead.

use std::sync::{Arc, Mutex, MutexGuard};

use crate::Store;

/// A cloneable, thread-safe handle to one [`Store`].
#[derive(Debug, Clone)]
pub struct SharedStore {
    inner: Arc<Mutex<Store>>,
}

impl SharedStore {
    /// Wraps a store.
    pub fn new(store: Store) -> SharedStore {
        SharedStore {
            inner: Arc::new(Mutex::new(store)),
        }
    }

    /// Runs `f` with exclusive access to the store.
    ///
    /// A panic in an earlier `f` does not make the store unusable: every store method runs in
    /// a transaction that rolls back when it is dropped, so the connection is still sound.
    pub fn with<T>(&self, f: impl FnOnce(&mut Store) -> T) -> T {
        f(&mut self.lock())
    }

    /// Locks the store for several calls in a row; release it soon.
    pub fn lock(&self) -> MutexGuard<'_, Store> {
        self.inner
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

impl From<Store> for SharedStore {
    fn from(store: Store) -> SharedStore {
        SharedStore::new(store)
    }
}
